"""The cycles data movement takes between and inside the layers of a tile, on its block network.

In: an allocation (layer -> the ids of its blocks; block ``b`` at row ``b // cols``, column
``b % cols``), the traffic, and the tile's :class:`~pimsolve.hwspec.model.BlockArraySpec`
(``core.blocks``). Out: :class:`MovementCost`, one :class:`TermCost` per piece of traffic.

Traffic (integers, in bits):

* ``Flow(src, dst, bits)``: inter-layer movement. The source layer's output is spread evenly
  over its blocks, and every destination block needs ``bits`` of it: each source block sends
  its share ``bits / |S|`` to every destination block (PIM-DL's layouts keep the input a
  block computes on in that block).
* ``Reduce(layer, bits)``: intra-layer movement. ``bits`` of partial sums are spread evenly
  over the layer's blocks; each block but one (the *root*) sends its share ``bits / |B|`` to
  the root. The root is the block that makes the term cheapest (ties: the lowest id); a layer
  of one block has nothing to move.

Each term is one movement phase, on an otherwise idle network (PIM-DL's cost model adds the
movement of each layer to its computation), and costs

    cycles = ceil(busiest resource's bits / link_bits) + zero-load latency of its longest transfer

where a resource is one direction of a link (or channel), carrying ``link_bits`` per cycle,
and a transfer through ``h`` hops has the zero-load latency ``router + h · (router + wire)``
(``h + 1`` routers, ``h`` wires). The movement's cycles are the sum over its terms.

The networks (PIM-DL Fig. 11, §V, §VI-A1):

* **bus**: the blocks are grouped ``blocks_per_channel`` at a time (by id) onto channels of a
  tile-wide bus; a channel has a send and a receive direction of ``link_bits`` each, and a
  transfer takes its source's channel out and its destination's channel in (one hop: the
  arbiter and a wire). The latency is the same for every pair, as PIM-DL says of a shared bus;
  how a layer's blocks spread over the channels still sets the busiest channel.
* **mesh**: a router per block, links to the four neighbours in each direction, XY routing
  (along the source's row to the destination's column, then along that column); hops are the
  Manhattan distance. Each block also has an injection and an ejection port of ``link_bits``.
* **broadcast**: a router per block column; column ``c`` has a one-way link to column
  ``c + 1``, and one transfer carries a source block's data to every block it is meant for in
  one destination column ("single-direction 1-to-N data transfer between two columns",
  §VI-A1). A source sends one such transfer per destination column. The paper gives no way
  back; here the last column links to the first, so the columns form a one-way ring and a
  transfer toward a lower column goes the long way round (``(b - a) mod cols`` hops). Blocks of
  one column exchange data through their router (0 hops). Injection and ejection ports as on
  the mesh; a 1-to-N transfer loads each receiving block's ejection port once.

Everything is integer arithmetic and deterministic. The per-resource loads are computed from
per-row and per-column block counts (prefix sums), not route by route, so that a genetic
algorithm can afford thousands of evaluations; the tests compare them with routing every
transfer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from pimsolve.errors import BadInputError
from pimsolve.hwspec.model import BlockArraySpec, Interconnect

Allocation = Mapping[str, Sequence[int]]


@dataclass(frozen=True, slots=True)
class Flow:
    """Inter-layer movement: every block of ``dst`` receives ``bits`` from the blocks of
    ``src``, an equal share from each."""

    src: str
    dst: str
    bits: int


@dataclass(frozen=True, slots=True)
class Reduce:
    """Intra-layer movement: ``bits`` of partial sums, spread evenly over the blocks of
    ``layer``, gathered at one of them."""

    layer: str
    bits: int


@dataclass(frozen=True, slots=True)
class TermCost:
    """One flow's or reduction's cycles, and what set them."""

    term: str  # "src->dst" or "reduce layer"
    serialization: int  # ceil(bits of the busiest resource / link_bits)
    latency: int  # zero-load latency of the term's longest transfer
    busiest: str  # the busiest resource ("" when nothing moves)
    hops: int  # hops of the longest transfer
    root: int | None = None  # a reduction's root block

    @property
    def cycles(self) -> int:
        return self.serialization + self.latency


@dataclass(frozen=True, slots=True)
class MovementCost:
    terms: tuple[TermCost, ...]

    @property
    def cycles(self) -> int:
        return sum(t.cycles for t in self.terms)

    @property
    def serialization(self) -> int:
        return sum(t.serialization for t in self.terms)

    @property
    def latency(self) -> int:
        return sum(t.latency for t in self.terms)


def hop_latency(spec: BlockArraySpec, hops: int) -> int:
    """Zero-load cycles of a transfer through ``hops`` hops (``hops + 1`` routers)."""
    return spec.router_latency + hops * (spec.router_latency + spec.wire_latency)


def serialization(bits: int, count: int, share: int, spec: BlockArraySpec) -> int:
    """Cycles of a resource that carries ``count`` shares of ``bits / share`` bits."""
    return -(-bits * count // (share * spec.link_bits))


def movement_cycles(allocation: Allocation, flows: Sequence[Flow], reduces: Sequence[Reduce],
                    spec: BlockArraySpec) -> MovementCost:
    """The cycles of ``flows`` and ``reduces`` on ``spec``'s network with the layers' blocks
    where ``allocation`` puts them (the model is in this module's docstring)."""
    check_traffic(allocation, flows, reduces)
    grids = {name: grid_of(blocks, spec) for name, blocks in allocation.items()}
    return Evaluator(spec, flows, reduces).cost(grids)


def check_traffic(allocation: Allocation, flows: Sequence[Flow],
                  reduces: Sequence[Reduce]) -> None:
    """Every term names allocated layers, a flow two different ones, bits are non-negative."""
    for term in (*flows, *reduces):
        layers = (term.src, term.dst) if isinstance(term, Flow) else (term.layer,)
        for layer in layers:
            if not allocation.get(layer):
                raise BadInputError(f"{term}: layer {layer!r} has no blocks in the allocation")
        if isinstance(term, Flow) and term.src == term.dst:
            raise BadInputError(f"{term}: a flow needs two layers (a layer's own movement is "
                                "a Reduce)")
        if term.bits < 0:
            raise BadInputError(f"{term}: expected bits >= 0")


def grid_of(blocks: Sequence[int], spec: BlockArraySpec) -> np.ndarray:
    """A rows x cols 0/1 array with a 1 on each of ``blocks``."""
    grid = np.zeros(spec.blocks, dtype=np.int64)
    grid[list(blocks)] = 1
    return grid.reshape(spec.rows, spec.cols)


class Evaluator:
    """The cost of fixed traffic for any allocation, given as one 0/1 grid per layer."""

    def __init__(self, spec: BlockArraySpec, flows: Sequence[Flow], reduces: Sequence[Reduce]):
        self.spec = spec
        self.flows = tuple(flows)
        self.reduces = tuple(reduces)
        cols = np.arange(spec.cols)
        # broadcast: distance[a, b] hops from column a to column b round the one-way ring, and
        # on[a, b, c] whether that path takes the link from column c to c + 1
        self.distance = (cols[None, :] - cols[:, None]) % spec.cols
        self.on = ((cols[None, None, :] - cols[:, None, None]) % spec.cols
                   < self.distance[:, :, None]).astype(np.int64)

    def cost(self, grids: Mapping[str, np.ndarray]) -> MovementCost:
        terms = [self.flow(f, grids[f.src], grids[f.dst]) for f in self.flows]
        terms += [self.reduce(r, grids[r.layer]) for r in self.reduces]
        return MovementCost(tuple(terms))

    def cycles(self, grids: Mapping[str, np.ndarray]) -> int:
        return self.cost(grids).cycles

    # --- flows ---------------------------------------------------------------------------------

    def flow(self, flow: Flow, src: np.ndarray, dst: np.ndarray) -> TermCost:
        kind = self.spec.interconnect
        name = f"{flow.src}->{flow.dst}"
        if kind is Interconnect.BUS:
            count, busiest, hops = self._bus_flow(src, dst)
        elif kind is Interconnect.MESH:
            count, busiest, hops = self._mesh_flow(src, dst)
        else:
            count, busiest, hops = self._broadcast_flow(src, dst)
        share = int(src.sum())
        return TermCost(name, serialization(flow.bits, count, share, self.spec),
                        hop_latency(self.spec, hops), busiest, hops)

    def _bus_flow(self, src: np.ndarray, dst: np.ndarray) -> tuple[int, str, int]:
        per = self.spec.blocks_per_channel or self.spec.blocks
        n_src, n_dst = int(src.sum()), int(dst.sum())
        send = src.reshape(-1, per).sum(axis=1) * n_dst
        receive = dst.reshape(-1, per).sum(axis=1) * n_src
        return _busiest((("send", send), ("receive", receive)), _channel_name) + (1,)

    def _mesh_flow(self, src: np.ndarray, dst: np.ndarray) -> tuple[int, str, int]:
        # a link from column c to c + 1 in row r carries the pairs with the source in row r at
        # column <= c and the destination at a column > c; a link from row r to r + 1 in
        # column c the pairs with the source at a row <= r and the destination in column c at
        # a row > r (XY routing), and the other directions alike
        row_prefix = np.cumsum(src, axis=1)[:, :-1]  # [r, c]: sources in row r, columns <= c
        row_suffix = src.sum(axis=1, keepdims=True) - row_prefix  # columns > c
        dst_cols = np.cumsum(dst.sum(axis=0))[:-1]  # [c]: destinations in columns <= c
        dst_after = int(dst.sum()) - dst_cols
        src_rows = np.cumsum(src.sum(axis=1))[:-1]  # [r]: sources in rows <= r
        src_after = int(src.sum()) - src_rows
        col_prefix = np.cumsum(dst, axis=0)[:-1, :]  # [r, c]: destinations in column c, rows <= r
        col_suffix = dst.sum(axis=0, keepdims=True) - col_prefix
        loads = (("east", row_prefix * dst_after[None, :]),
                 ("west", row_suffix * dst_cols[None, :]),
                 ("south", src_rows[:, None] * col_suffix),
                 ("north", src_after[:, None] * col_prefix),
                 ("inject", src * int(dst.sum())), ("eject", dst * int(src.sum())))
        return _busiest(loads, _mesh_name) + (_farthest(src, dst),)

    def _broadcast_flow(self, src: np.ndarray, dst: np.ndarray) -> tuple[int, str, int]:
        per_col = src.sum(axis=0)  # sources per column
        targets = (dst.sum(axis=0) > 0).astype(np.int64)  # destination columns
        ring = np.einsum("a,b,abc->c", per_col, targets, self.on)  # transfers on c -> c + 1
        hops = int(self.distance[np.ix_(per_col > 0, targets > 0)].max())
        loads = (("ring", ring[None, :]), ("inject", src * int(targets.sum())),
                 ("eject", dst * int(src.sum())))
        return _busiest(loads, _ring_name(self.spec.cols)) + (hops,)

    # --- reductions ----------------------------------------------------------------------------

    def reduce(self, red: Reduce, grid: np.ndarray) -> TermCost:
        spec, name = self.spec, f"reduce {red.layer}"
        blocks = np.flatnonzero(grid.ravel())
        size = len(blocks)
        if size < 2:
            return TermCost(name, 0, 0, "", 0, int(blocks[0]))
        loads, hops = self._root_loads(grid, blocks)  # [kind][i], [i]: with root blocks[i]
        counts = np.max([count for _, count in loads], axis=0)
        cycles = [serialization(red.bits, int(n), size, spec) + hop_latency(spec, int(h))
                  for n, h in zip(counts, hops)]
        i = int(np.argmin(cycles))  # the first: the lowest id on a tie
        root = int(blocks[i])
        kind = next(kind for kind, count in loads if count[i] == counts[i])
        return TermCost(name, serialization(red.bits, int(counts[i]), size, spec),
                        hop_latency(spec, int(hops[i])), self._root_link(kind, grid, root),
                        int(hops[i]), root)

    def _root_loads(self, grid: np.ndarray, blocks: np.ndarray
                    ) -> tuple[list[tuple[str, np.ndarray]], np.ndarray]:
        """For each block as the root: the count of its busiest resource of each kind, and the
        hops of the reduction's longest transfer."""
        spec, size = self.spec, len(blocks)
        eject = np.full(size, size - 1, dtype=np.int64)
        if spec.interconnect is Interconnect.BUS:
            # the root's channel receives every other share; no channel sends more than that
            return [("eject", eject)], np.ones(size, dtype=np.int64)
        r, c = blocks // spec.cols, blocks % spec.cols
        if spec.interconnect is Interconnect.MESH:
            row_prefix = np.cumsum(grid, axis=1)  # [r, c]: blocks in row r, columns <= c
            east = np.concatenate(([0], row_prefix.max(axis=0)))  # [c]: the fullest row, < c
            west = (grid.sum(axis=1, keepdims=True) - row_prefix).max(axis=0)  # [c]: > c
            rows = np.concatenate(([0], np.cumsum(grid.sum(axis=1))))  # [r]: blocks in rows < r
            u, v = r + c, r - c
            hops = np.max([u.max() - u, u - u.min(), v.max() - v, v - v.min()], axis=0)
            return [("eject", eject), ("east", east[c]), ("west", west[c]),
                    ("south", rows[r]), ("north", size - rows[r + 1])], hops
        per_col = grid.sum(axis=0)
        ring = np.einsum("a,abc->bc", per_col, self.on)  # [root column, c]: on c -> c + 1
        hops = self.distance[per_col > 0][:, c].max(axis=0)
        return [("eject", eject), ("ring", ring[c].max(axis=1))], hops

    def _root_link(self, kind: str, grid: np.ndarray, root: int) -> str:
        """The name of a reduction's busiest resource of ``kind`` with the block ``root``."""
        spec = self.spec
        r, c = spec.position(root)
        if spec.interconnect is Interconnect.BUS:
            return f"channel {spec.channel(root)} receive"
        if kind == "ring":
            ring = np.einsum("a,ac->c", grid.sum(axis=0), self.on[:, c, :])
            link = int(np.argmax(ring))
            return f"column {link}->{(link + 1) % spec.cols}"
        return {"eject": f"eject ({r},{c})", "east": f"link ({r},{c - 1})->({r},{c})",
                "west": f"link ({r},{c + 1})->({r},{c})", "south": f"link ({r - 1},{c})->({r},{c})",
                "north": f"link ({r + 1},{c})->({r},{c})"}[kind]


def _busiest(loads, name) -> tuple[int, str]:
    """The largest count among named arrays of resource counts, and the resource's name (the
    first in order on a tie)."""
    best, where = -1, ""
    for kind, array in loads:
        if array.size == 0:
            continue
        index = int(np.argmax(array))
        value = int(array.ravel()[index])
        if value > best:
            best, where = value, name(kind, np.unravel_index(index, array.shape))
    return max(best, 0), where


def _at(spec: BlockArraySpec, block: int) -> str:
    r, c = spec.position(block)
    return f"({r},{c})"


def _channel_name(kind: str, index: tuple[int, ...]) -> str:
    return f"channel {index[0]} {kind}"


def _mesh_name(kind: str, index: tuple[int, ...]) -> str:
    r, c = (int(i) for i in index)
    return {"east": f"link ({r},{c})->({r},{c + 1})", "west": f"link ({r},{c + 1})->({r},{c})",
            "south": f"link ({r},{c})->({r + 1},{c})", "north": f"link ({r + 1},{c})->({r},{c})",
            "inject": f"inject ({r},{c})", "eject": f"eject ({r},{c})"}[kind]


def _ring_name(cols: int):
    def name(kind: str, index: tuple[int, ...]) -> str:
        r, c = (int(i) for i in index)
        if kind == "ring":
            return f"column {c}->{(c + 1) % cols}"
        return f"{kind} ({r},{c})"
    return name


def _farthest(src: np.ndarray, dst: np.ndarray) -> int:
    """The largest Manhattan distance from a block of ``src`` to one of ``dst``."""
    rs, cs = np.nonzero(src)
    rd, cd = np.nonzero(dst)
    u_s, v_s, u_d, v_d = rs + cs, rs - cs, rd + cd, rd - cd
    return int(max(u_s.max() - u_d.min(), u_d.max() - u_s.min(),
                   v_s.max() - v_d.min(), v_d.max() - v_s.min()))
