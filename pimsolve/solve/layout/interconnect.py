"""The cycles data movement takes between and inside the layers of a tile, on its block network.

In: an allocation (layer -> the ids of its blocks; block ``b`` at row ``b // cols``, column
``b % cols``), the traffic, and the tile's :class:`~pimsolve.hwspec.model.BlockArraySpec`
(``core.blocks``). Out: :class:`MovementCost`, one :class:`TermCost` per piece of traffic.

A layer's blocks are given in *rank order*: the order its arrays take them (rank ``i`` holds
the layer's ``i``-th array; :func:`rank_order` is the order a set of blocks gets unless an
allocation says otherwise). Traffic (integers, in bits):

* ``Flow(src, dst, bits, held_by)``: inter-layer movement. The source layer's output is spread
  evenly over the blocks that hold it (all its blocks, or, ``held_by = k``, its first ``k``
  ranks: an input-parallel layer's outputs stay in the blocks of its first slice), and every
  destination block needs ``bits`` of it: each holding block sends its share to every
  destination block (PIM-DL's layouts keep the input a block computes on in that block).
* ``Reduce(layer, row_bits, rounds)``: intra-layer movement, the steps of the pairwise
  reduction tree an input-parallel layer runs: in each :class:`Step` ``lanes[i]`` partial sums
  of ``row_bits`` bits move from the layer's block of rank ``src[i]`` to that of rank
  ``dst[i]``; each step is a phase of its own, and a round's steps repeat ``times`` times (once
  per accumulator of a row).

Each flow is one movement phase, on an otherwise idle network (PIM-DL's cost model adds the
movement of each layer to its computation), and so is each step of a reduction; a phase costs

    cycles = ceil(busiest resource's bits / link_bits) + zero-load latency of its longest transfer

where a resource is one direction of a link (or channel), carrying ``link_bits`` per cycle,
and a transfer through ``h`` hops has the zero-load latency ``router + h · (router + wire)``
(``h + 1`` routers, ``h`` wires). The movement's cycles are the sum over its terms (a
reduction's term: the sum over its phases).

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

Everything is integer arithmetic and deterministic. A flow's per-resource loads are computed
from per-row and per-column block counts (prefix sums), a reduction step's from its rank pairs
at once, not route by route, so that a genetic algorithm can afford thousands of evaluations;
the tests compare them with routing every transfer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from pimsolve.errors import BadInputError
from pimsolve.hwspec.model import BlockArraySpec, Interconnect

Allocation = Mapping[str, Sequence[int]]  # layer -> its blocks in rank order


@dataclass(frozen=True, slots=True)
class Flow:
    """Inter-layer movement: every block of ``dst`` receives ``bits`` from the blocks of
    ``src`` that hold its output (all, or its first ``held_by`` ranks), an equal share from
    each."""

    src: str
    dst: str
    bits: int
    held_by: int = 0  # 0: every block of src


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a reduction tree (one phase): ``lanes[i]`` partial sums go from the layer's
    block of rank ``src[i]`` to its block of rank ``dst[i]`` (different ranks)."""

    src: tuple[int, ...]
    dst: tuple[int, ...]
    lanes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Reduce:
    """Intra-layer movement: a reduction tree's steps, each round's ``times`` times."""

    layer: str
    row_bits: int  # bits of one partial sum
    rounds: tuple[tuple[int, tuple[Step, ...]], ...]  # (times, steps)

    @property
    def bits(self) -> int:
        """Every bit the tree moves between blocks."""
        return self.row_bits * sum(times * sum(sum(step.lanes) for step in steps)
                                   for times, steps in self.rounds)

    @property
    def ranks(self) -> int:
        """How many blocks the tree needs (its highest rank + 1)."""
        return 1 + max((max(max(s.src), max(s.dst)) for _, steps in self.rounds for s in steps
                        if s.src), default=0)

    @property
    def phases(self) -> int:
        return sum(times * len(steps) for times, steps in self.rounds)


def moving(step: Step) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A step's pairs that move something: source ranks, destination ranks, lanes."""
    lanes = np.asarray(step.lanes, dtype=np.int64)
    keep = lanes > 0
    return (np.asarray(step.src, dtype=np.int64)[keep], np.asarray(step.dst, dtype=np.int64)[keep],
            lanes[keep])


def pairwise_tree(layer: str, row_bits: int, ranks: int, lanes: int, times: int = 1) -> Reduce:
    """The pairwise reduction tree over ``ranks`` blocks, ``times`` times: step ``s`` (1, 2,
    4, ...) adds rank ``i + s`` into rank ``i`` for ``i`` a multiple of ``2s``, ``lanes``
    partial sums a pair."""
    steps, s = [], 1
    while s < ranks:
        dst = tuple(range(0, ranks - s, 2 * s))
        steps.append(Step(tuple(d + s for d in dst), dst, (lanes,) * len(dst)))
        s *= 2
    return Reduce(layer, row_bits, ((times, tuple(steps)),) if steps else ())


@dataclass(frozen=True, slots=True)
class TermCost:
    """One flow's or reduction's cycles, and what set them."""

    term: str  # "src->dst" or "reduce layer"
    serialization: int  # ceil(bits of the busiest resource / link_bits), summed over phases
    latency: int  # zero-load latency of the longest transfer, summed over phases
    busiest: str  # the busiest resource (of the costliest phase; "" when nothing moves)
    hops: int  # hops of the longest transfer

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


def rank_key(spec: BlockArraySpec, block: int) -> tuple[int, int]:
    """Where a block of a tile comes in :func:`rank_order`: dealt out round the bus channels or
    the broadcast network's columns (a channel's or column's blocks by id), in id order on a
    mesh."""
    if spec.interconnect is Interconnect.BUS and spec.blocks_per_channel:
        group, rank = divmod(block, spec.blocks_per_channel)
    elif spec.interconnect is Interconnect.BROADCAST:
        rank, group = divmod(block, spec.cols)
    else:
        group, rank = 0, block
    return rank, group


def rank_order(blocks: Sequence[int], spec: BlockArraySpec) -> tuple[int, ...]:
    """A set of a tile's blocks in the order a layer's arrays take them unless an allocation
    orders them: a layer's consecutive arrays on different channels or columns, so that the
    rows a reduction step moves, or a layer's first slice holds, spread over the tile's network
    instead of crowding a few channels."""
    return tuple(sorted((int(b) for b in blocks), key=lambda b: rank_key(spec, b)))


def movement_cycles(allocation: Allocation, flows: Sequence[Flow], reduces: Sequence[Reduce],
                    spec: BlockArraySpec) -> MovementCost:
    """The cycles of ``flows`` and ``reduces`` on ``spec``'s network with the layers' blocks
    where ``allocation`` puts them, in its order (the model is in this module's docstring)."""
    check_traffic(allocation, flows, reduces)
    ranked = {name: np.asarray(blocks, dtype=np.int64) for name, blocks in allocation.items()}
    return Evaluator(spec, flows, reduces).cost(ranked)


def check_traffic(allocation: Allocation, flows: Sequence[Flow],
                  reduces: Sequence[Reduce]) -> None:
    """Every term names allocated layers, a flow two different ones, bits are non-negative,
    a flow's holders and a reduction's ranks are among the layer's blocks."""
    for term in (*flows, *reduces):
        layers = (term.src, term.dst) if isinstance(term, Flow) else (term.layer,)
        for layer in layers:
            if not allocation.get(layer):
                raise BadInputError(f"{term}: layer {layer!r} has no blocks in the allocation")
        if isinstance(term, Flow):
            if term.src == term.dst:
                raise BadInputError(f"{term}: a flow needs two layers (a layer's own movement "
                                    "is a Reduce)")
            if term.bits < 0 or not 0 <= term.held_by <= len(allocation[term.src]):
                raise BadInputError(f"{term}: expected bits >= 0 and 0 <= held_by <= the "
                                    "source's blocks")
        elif term.row_bits < 0 or term.ranks > len(allocation[term.layer]) or any(
                times < 0 or min(step.lanes, default=0) < 0 or
                any(a == b for a, b in zip(step.src, step.dst))
                for times, steps in term.rounds for step in steps):
            raise BadInputError(f"reduce {term.layer}: expected non-negative bits, lanes and "
                                f"repeats, pairs of different ranks, at most "
                                f"{len(allocation[term.layer])} ranks (the layer's blocks)")


def grid_of(blocks: Sequence[int], spec: BlockArraySpec) -> np.ndarray:
    """A rows x cols 0/1 array with a 1 on each of ``blocks``."""
    grid = np.zeros(spec.blocks, dtype=np.int64)
    grid[list(blocks)] = 1
    return grid.reshape(spec.rows, spec.cols)


class Evaluator:
    """The cost of fixed traffic for any allocation (each layer's blocks in rank order)."""

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
        self.order = np.array(rank_order(range(spec.blocks), spec), dtype=np.int64)
        self.steps = {red.layer: [(times, *moving(step)) for times, steps in red.rounds
                                  for step in steps if times and any(step.lanes)]
                      for red in self.reduces}
        self._reduced: dict[tuple[str, bytes], TermCost] = {}  # by the layer's blocks

    def ranked(self, grid: np.ndarray) -> np.ndarray:
        """The blocks of a 0/1 grid in :func:`rank_order`."""
        return self.order[grid.ravel()[self.order] > 0]

    def cost(self, ranked: Mapping[str, np.ndarray],
             grids: Mapping[str, np.ndarray] | None = None) -> MovementCost:
        """``ranked``: each layer's blocks in rank order; ``grids``: the same as 0/1 grids."""
        if grids is None:
            grids = {name: grid_of(blocks, self.spec) for name, blocks in ranked.items()}
        terms = []
        for f in self.flows:
            src = grids[f.src]
            if 0 < f.held_by < len(ranked[f.src]):
                src = grid_of(ranked[f.src][:f.held_by], self.spec)
            terms.append(self.flow(f, src, grids[f.dst]))
        terms += [self.reduce(r, ranked[r.layer]) for r in self.reduces]
        return MovementCost(tuple(terms))

    def cycles_of_grids(self, grids: Mapping[str, np.ndarray]) -> int:
        """The cycles with each layer's blocks (a 0/1 grid) in :func:`rank_order`."""
        return self.cost({name: self.ranked(g) for name, g in grids.items()}, grids).cycles

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

    def reduce(self, red: Reduce, blocks: np.ndarray) -> TermCost:
        """The tree's phases with the layer's ranks on ``blocks``."""
        key = (red.layer, np.asarray(blocks, dtype=np.int64).tobytes())
        if key not in self._reduced:
            self._reduced[key] = self._reduce(red, blocks)
        return self._reduced[key]

    def _reduce(self, red: Reduce, blocks: np.ndarray) -> TermCost:
        spec = self.spec
        serial = latency = hops = 0
        worst, busiest = -1, ""
        for times, src, dst, lanes in self.steps[red.layer]:
            count, where, far = self._pairs(blocks[src], blocks[dst], lanes)
            cycles = serialization(red.row_bits, count, 1, spec)
            serial += times * cycles
            latency += times * hop_latency(spec, far)
            hops = max(hops, far)
            if cycles + hop_latency(spec, far) > worst:
                worst, busiest = cycles + hop_latency(spec, far), where
        return TermCost(f"reduce {red.layer}", serial, latency, busiest, hops)

    def _pairs(self, s: np.ndarray, d: np.ndarray, lanes: np.ndarray) -> tuple[int, str, int]:
        """The busiest resource's lanes, its name and the longest transfer's hops of one phase
        in which ``lanes[i]`` cells, each its own datum, go from block ``s[i]`` to ``d[i]``."""
        spec = self.spec
        n = spec.blocks
        if spec.interconnect is Interconnect.BUS:
            per = spec.blocks_per_channel or n
            k = -(-n // per)
            loads = (("send", np.bincount(s // per, lanes, k)[:, None]),
                     ("receive", np.bincount(d // per, lanes, k)[:, None]))
            return _busiest(loads, _channel_name) + (1,)
        R, C = spec.rows, spec.cols
        rs, cs = np.divmod(s, C)
        rd, cd = np.divmod(d, C)
        if spec.interconnect is Interconnect.MESH:
            # XY: the source's row from its column to the destination's, then that column;
            # a link's load is a running sum of +lanes where routes enter and -lanes where
            # they leave
            def runs(line, start, stop, lines, length):
                go = lanes * (start < stop)
                marks = np.bincount(line * length + start, go, lines * length) - \
                    np.bincount(line * length + np.minimum(stop, length - 1), go, lines * length)
                return marks.reshape(lines, length).cumsum(axis=1)[:, :length - 1]
            loads = (("east", runs(rs, cs, cd, R, C)), ("west", runs(rs, cd, cs, R, C)),
                     ("south", runs(cd, rs, rd, C, R).T), ("north", runs(cd, rd, rs, C, R).T),
                     ("inject", np.bincount(s, lanes, n).reshape(R, C)),
                     ("eject", np.bincount(d, lanes, n).reshape(R, C)))
            far = int((np.abs(rs - rd) + np.abs(cs - cd)).max())
            return _busiest(loads, _mesh_name) + (far,)
        ring = (lanes[:, None] * self.on[cs, cd]).sum(axis=0)
        loads = (("ring", ring[None, :]), ("inject", np.bincount(s, lanes, n).reshape(R, C)),
                 ("eject", np.bincount(d, lanes, n).reshape(R, C)))
        return _busiest(loads, _ring_name(C)) + (int(self.distance[cs, cd].max()),)


def _busiest(loads, name) -> tuple[int, str]:
    """The largest count among named arrays of resource counts, and the resource's name (the
    first in order on a tie)."""
    best, where = -1, None
    for kind, array in loads:
        if array.size:
            value = int(array.max())
            if value > best:
                best, where = value, (kind, array)
    if where is None:
        return 0, ""
    kind, array = where
    return max(best, 0), name(kind, np.unravel_index(int(np.argmax(array)), array.shape))


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
