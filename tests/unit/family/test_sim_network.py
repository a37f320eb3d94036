"""The simulator's block network (pimsolve.sim.network): phases hand-checked on each network,
and its link loads against walking every transfer's route one hop at a time (bus, mesh and
the broadcast ring)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pimsolve.isa.families import BlockNetwork
from pimsolve.sim.network import phase

# 2 x 3 blocks: 0 1 2 / 3 4 5; 4 bits per link and cycle; a router 1 cycle, a wire 2
BUS = BlockNetwork("bus", 2, 3, 4, 1, 2, blocks_per_channel=3)
MESH = BlockNetwork("mesh", 2, 3, 4, 1, 2)
RING = BlockNetwork("broadcast", 2, 3, 4, 1, 2)


def test_bus_channels_carry_their_blocks_transfers() -> None:
    # three 8-bit transfers out of channel 0 into channel 1: 24 bits on each, 1 hop
    got = phase(BUS, 6, np.array([0, 1, 2]), np.array([3, 4, 3]), 8)
    assert (got.busiest, got.hops) == (24, 1)
    assert got.cycles == 24 // 4 + 1 + 1 * (1 + 2)


def test_mesh_routes_along_the_row_then_the_column() -> None:
    # 0 -> 5: east 0->1, 1->2 in row 0, south in column 2; 3 -> 5: east in row 1; 1 -> 2
    # shares row 0's link 1->2 with the first: 2 transfers on it
    got = phase(MESH, 6, np.array([0, 3, 1]), np.array([5, 5, 2]), 8)
    assert (got.busiest, got.hops) == (16, 3)
    assert got.cycles == 16 // 4 + 1 + 3 * (1 + 2)
    # two transfers into block 5 load its ejection port twice, like the shared link
    alone = phase(MESH, 6, np.array([0]), np.array([5]), 8)
    assert (alone.busiest, alone.hops, alone.cycles) == (8, 3, 2 + 1 + 9)


def test_broadcast_sends_a_datum_once_per_column() -> None:
    # block 0 sends datum 7 to blocks 1 and 4 (column 1): one transfer on link 0->1
    one = phase(RING, 6, np.array([0, 0]), np.array([1, 4]), 8, key=np.array([7, 7]))
    assert (one.busiest, one.hops, one.cycles) == (8, 1, 2 + 1 + 3)
    # two data: two transfers on the link
    two = phase(RING, 6, np.array([0, 0]), np.array([1, 4]), 8, key=np.array([7, 8]))
    assert two.busiest == 16
    # toward a lower column round the ring: column 2 -> column 0 is 1 hop, 0 -> 2 is 2
    back = phase(RING, 6, np.array([2, 0]), np.array([3, 5]), 8)
    assert (back.hops, back.busiest) == (2, 8)
    # blocks of one column through their router: no hop
    same = phase(RING, 6, np.array([0]), np.array([3]), 8)
    assert (same.hops, same.cycles) == (0, 2 + 1)


def test_tiles_run_at_once_and_moves_stay_in_a_tile() -> None:
    # the same transfer in tiles 0 and 1: one phase, neither slower
    got = phase(MESH, 6, np.array([0, 6]), np.array([5, 11]), 8)
    assert got.cycles == phase(MESH, 6, np.array([0]), np.array([5]), 8).cycles
    with pytest.raises(ValueError):
        phase(MESH, 6, np.array([0]), np.array([6]), 8)
    with pytest.raises(ValueError):
        phase(MESH, 6, np.array([1]), np.array([1]), 8)


def _walk(net: BlockNetwork, src: np.ndarray, dst: np.ndarray, key: np.ndarray
          ) -> tuple[int, int]:
    """Busiest resource (transfers) and hops, every transfer walked hop by hop."""
    load: dict[tuple, int] = {}

    def use(*resource) -> None:
        load[resource] = load.get(resource, 0) + 1

    hops = 0
    if net.kind == "broadcast":
        return _walk_ring(net, src, dst, key)
    for s, d in zip(src.tolist(), dst.tolist()):
        (r, c), (rd, cd) = divmod(s, net.cols), divmod(d, net.cols)
        if net.kind == "bus":
            use("send", s // net.blocks_per_channel)
            use("receive", d // net.blocks_per_channel)
            hops = max(hops, 1)
            continue
        use("in", s)
        use("out", d)
        hops = max(hops, abs(r - rd) + abs(c - cd))
        while c != cd:
            step = 1 if cd > c else -1
            use("row", r, c, step)
            c += step
        while r != rd:
            step = 1 if rd > r else -1
            use("col", c, r, step)
            r += step
    return max(load.values()), hops


def _walk_ring(net: BlockNetwork, src: np.ndarray, dst: np.ndarray, key: np.ndarray
               ) -> tuple[int, int]:
    """The broadcast network cell by cell: a source sends a datum to a column as many times as
    its most repeated copy in one block there; each column-to-column link on the way round
    the ring carries it; each destination block ejects its own cells."""
    copies: dict[tuple, int] = {}
    eject: dict[int, int] = {}
    for s, d, k in zip(src.tolist(), dst.tolist(), key.tolist()):
        copies[s, d, k] = copies.get((s, d, k), 0) + 1
        eject[d] = eject.get(d, 0) + 1
    sends: dict[tuple, int] = {}
    for (s, d, k), n in copies.items():
        column = (s, d % net.cols, k)
        sends[column] = max(sends.get(column, 0), n)
    link = [0] * net.cols
    inject: dict[int, int] = {}
    hops = 0
    for (s, column, _), n in sends.items():
        inject[s] = inject.get(s, 0) + n
        c = s % net.cols
        hops = max(hops, (column - c) % net.cols)
        while c != column:
            link[c] += n
            c = (c + 1) % net.cols
    return max([*link, *inject.values(), *eject.values()]), hops


@settings(max_examples=60, deadline=None)
@given(rows=st.integers(1, 4), cols=st.integers(2, 5),
       kind=st.sampled_from(["bus", "mesh", "broadcast"]), seed=st.integers(0, 10_000),
       n=st.integers(1, 40))
def test_link_loads_equal_walking_every_route(rows, cols, kind, seed, n) -> None:
    blocks = rows * cols
    net = BlockNetwork(kind, rows, cols, 8, 1, 1, blocks_per_channel=cols)
    rng = np.random.default_rng(seed)
    src = rng.integers(0, blocks, n)
    dst = (src + rng.integers(1, blocks, n)) % blocks
    key = rng.integers(0, 4, n)  # a few data, so broadcast sends some once to many blocks
    busiest, hops = _walk(net, src, dst, key)
    got = phase(net, blocks, src, dst, 3, key)
    assert (got.busiest, got.hops) == (3 * busiest, hops)
