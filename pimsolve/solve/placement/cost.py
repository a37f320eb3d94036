"""The cost model the placement solvers optimize and the profiler is compared against.

Work is counted per *pipeline cycle*: in the high-throughput (HT) saturated pipeline every
layer processes one input per cycle (seeds/pimcomp.txt §VII-A), so a core's work in a cycle is
the sum, over the array groups it holds, of what their windows cost. The unit of placement is
an *item*: a whole replica of a layer when one fits a core, otherwise one of the balanced
pieces a replica is cut into (pieces of one replica land on different cores; the first piece
is the *home* that adds up the partial sums of the others, seeds/pimcomp.txt §VII-A).

Per window, an item costs what the HT scheduler emits for it (pimsolve.schedule.ht.scheduler): one
``ld`` per kernel row its array groups read (plus the ``sldi`` of the address), one ``mvmul``
per array group, a ``vvadd`` per extra group of an output-column block, the partial-sum
``send`` of a non-home piece, and at the home the ``recv``/``vvadd`` of every other piece, the
bias ``vvadd``, the requantizing shift, the fused activations and the ``st`` of the pixel.
With synchronous communication (the hwspec's ``communication``) a receive holds the home for
the transfer's whole latency, and the pieces of a replica advance in lock step, each busy for
the slowest piece's cycles per window (:func:`lockstep`: counted only at the senders, the
transfers would leave the home's blocked time out).
Latencies come from the hwspec's formulas, split by execution unit. A core is busy for the
sum of its windows' work: the emitted code reuses a layer's buffers and registers from window
to window, so one window starts when the previous one has finished with them. Within a window
an out-of-order core (the hwspec's ``core.execution``) runs the mvmuls of different array
groups side by side, since they read the same input into separate outputs, until an addition
waits for them: the scheduler issues an output block's mvmuls in batches of ``TERMS`` (its
partial-sum buffers) and adds up each batch of two or more, while a block of one array group
adds nothing and runs beside the next blocks (:func:`_side_by_side`). An in-order core runs
them one after another (``Work.mvmuls``: the sum).
How close the model comes to the simulated busy times is measured by
benchmarks/placement.py (docs/benchmarks.md). Vector layers (pooling, element-wise, ...) are work
the scheduler spreads over all cores; they enter as one divisible total.

Everything is integer cycles, so the CP-SAT model and the solver-free validator
(pimsolve.solve.placement.validate) compute the same numbers.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.codegen.pricing import large_passes, pool_passes, vector_cycles
from pimsolve.hwspec.model import Communication, Execution, HwSpec
from pimsolve.ir.qgraph import QGraph, QKind, accumulator_bits
from pimsolve.isa.spec import CLASS_UNIT, OPS
from pimsolve.solve.placement.buffers import TERMS, Fit, core_layouts, replica_layout

UNITS = ("scalar", "matrix", "vector", "memory", "transfer")


@dataclass(frozen=True, slots=True)
class Work:
    """Cycles per window on each execution unit (``matrix`` is the longest single mvmul
    sequence of one array group: array groups are separate units)."""

    scalar: int = 0
    matrix: int = 0
    vector: int = 0
    memory: int = 0
    transfer: int = 0
    mvmuls: int = 0  # cycles the window's mvmuls take: their sum on an in-order core; on an
    # out-of-order one, per batch of TERMS array groups the longest (they run side by side)

    def __add__(self, other: Work) -> Work:
        return Work(self.scalar + other.scalar, max(self.matrix, other.matrix),
                    self.vector + other.vector, self.memory + other.memory,
                    self.transfer + other.transfer, self.mvmuls + other.mvmuls)

    def scaled(self, k: int) -> Work:
        """``k`` windows in a row on the same units."""
        return Work(self.scalar * k, self.matrix * k, self.vector * k, self.memory * k,
                    self.transfer * k, self.mvmuls * k)

    def busy(self, in_order: bool) -> int:
        """Cycles the work keeps a core busy under the execution model."""
        if in_order:
            return self.scalar + self.mvmuls + self.vector + self.memory + self.transfer
        return max(self.scalar, self.matrix, self.vector, self.memory, self.transfer)


@dataclass(frozen=True, slots=True)
class Item:
    """One placeable piece of a replica."""

    index: int  # piece number within the replica (0 = home)
    groups: tuple[int, ...]  # array-group indices of the layer it holds
    arrays: int
    work: Work  # per window
    bytes: int = 0  # local memory its buffers take on a core of its own (fit_buffers)


@dataclass(frozen=True, slots=True)
class LayerCost:
    name: str
    windows: int
    items: tuple[Item, ...]  # the pieces of one replica (one item when it fits a core)
    max_replicas: int
    # local memory, where a core could hold pieces whose buffers together do not fit it (a
    # core runs a layer's windows with the union of the buffers of the pieces it holds; 0:
    # none could): pairs of items (i < j) that may not share a core, however their replicas
    # pair up; and every core's items must fit ``memory`` by the sum of their own bytes
    # (Item.bytes), three or more of them with ``reserve`` to spare (pimsolve.solve.placement.buffers:
    # the union takes at most their own bytes and one term buffer)
    conflicts: frozenset[tuple[int, int]] = frozenset()
    memory: int = 0
    reserve: int = 0

    def clash(self, item: int, held) -> bool:
        """Whether ``item`` may not join the items ``held`` on one core (any iterable, a
        piece once per copy; not read when the layer has no local-memory guard)."""
        if not self.memory:
            return False
        pieces = (item, *held)
        spare = self.reserve if len(pieces) >= 3 else 0
        return (any((min(item, j), max(item, j)) in self.conflicts for j in pieces[1:])
                or sum(self.items[j].bytes for j in pieces) > self.memory - spare)

    @property
    def arrays(self) -> int:
        return sum(item.arrays for item in self.items)


@dataclass(frozen=True, slots=True)
class Problem:
    """Every number the placement models need, derived from the IR and the hwspec."""

    hw_name: str
    mode: str  # "ht" | "ll"
    cores: int
    arrays_per_core: int
    # Windows' work on a core adds up. True for every template: the HT scheduler reuses a
    # core's buffers and registers from window to window, so even an out-of-order core runs
    # one window after another (its array groups overlap within a window: Work.mvmuls).
    # False (each unit its own budget) is kept for the solvers' generality.
    in_order: bool
    layers: tuple[LayerCost, ...]
    vector_work: int  # cycles of the vector layers, spread over all cores
    window_latency: Mapping[str, int]  # LL: one window of a layer, start to stored pixel
    # parts of V that one core must run whole, larger than V / C (a global pooling's passes:
    # pimsolve.codegen.pricing.pool_passes), largest first; see validate.items_floor
    vector_items: tuple[int, ...] = ()

    def layer(self, name: str) -> LayerCost:
        for layer in self.layers:
            if layer.name == name:
                return layer
        raise KeyError(name)


def windows_per_replica(windows: int, replicas: int) -> int:
    """The busiest replica's share: the scheduler splits windows into near-equal chunks."""
    return -(-windows // replicas)


def replication_choices(windows: int, limit: int) -> tuple[int, ...]:
    """Replication factors worth considering: the smallest factor for each distinct
    ``ceil(windows / r)`` (a larger factor with the same share only costs arrays)."""
    out, r = [], 1
    while r <= min(windows, limit):
        out.append(r)
        share = windows_per_replica(windows, r)
        if share == 1:
            break
        r = -(-windows // (share - 1))  # smallest r whose share is below the current one
    return tuple(out)


def build_problem(qgraph: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix],
                  mode: str = "ht", vector: int | None = None) -> Problem:
    """The placement problem of ``qgraph``'s weight layers (``vector``: its ``V`` when the
    caller has it, else :func:`vector_work`)."""
    costs = _Costs(hw, qgraph)
    layers = []
    latency = {}
    by_name = {x.name: x for x in qgraph.layers}
    for name, matrix in matrices.items():
        layer = by_name[name]
        items = _items(matrix, hw.core.arrays, costs, len(layer.fused), layer.shift)
        cap = hw.total_arrays // max(matrix.arrays, 1)
        layers.append(LayerCost(name, matrix.windows, items, max(1, min(matrix.windows, cap)),
                                *_guard(matrix, items, costs)))
        # the pieces of a cut replica work on a window at the same time (in lock step)
        latency[name] = max(item.work.busy(True) for item in items)
    vector = vector_work(qgraph, hw) if vector is None else vector
    return Problem(hw.name, mode, hw.num_cores, hw.core.arrays, True, tuple(layers), vector,
                   latency, vector_items(qgraph, hw, vector))


class _Costs:
    """Latency of single instructions from the hwspec formulas, by unit."""

    def __init__(self, hw: HwSpec, qgraph: QGraph):
        self.hw = hw
        self.bits = qgraph.data_bits
        self.byw = (self.bits + 7) // 8
        self.acc = accumulator_bits(qgraph)  # partial sums: bits, bytes per element
        self.accb = self.acc // 8
        self.wbits = qgraph.weight_bits
        self.synchronous = hw.communication is Communication.SYNCHRONOUS
        self.side_by_side = hw.core.execution is Execution.OUT_OF_ORDER  # array groups' mvmuls

    def cycles(self, op: str, ibiw: int | None = None, obiw: int | None = None,
               **symbols: float) -> tuple[str, int]:
        spec = OPS[op]
        env = {"len": 0, "bytes": 0, "ibiw": ibiw or self.bits, "obiw": obiw or self.bits,
               "mbiw": self.wbits, "rows": 0, "cols": 0, "arrays": 0, "hops": 1, "offchip": 0}
        env.update(symbols)
        if spec.op_class.value == "vector":
            env["bytes"] = env["len"] * ((env["ibiw"] + 7) // 8)
        value = self.hw.costs.latency_formula(op, spec.op_class.value).evaluate(env)
        return CLASS_UNIT[spec.op_class].value, int(math.ceil(value))

    def work(self, *ops: tuple) -> Work:
        """Sum of (op, kwargs) pairs as a Work."""
        units = dict.fromkeys(UNITS, 0)
        mvmuls = 0
        for op, kwargs in ops:
            unit, cycles = self.cycles(op, **kwargs)
            if unit == "matrix":  # one unit per array group: the longest, not the sum
                units[unit] = max(units[unit], cycles)
                mvmuls += cycles
            else:
                units[unit] += cycles
        return Work(units["scalar"], units["matrix"], units["vector"], units["memory"],
                    units["transfer"], mvmuls)


def _items(matrix: LayerMatrix, core_arrays: int, costs: _Costs, fused: int,
           shift: int) -> tuple[Item, ...]:
    """Cut one replica into the fewest balanced pieces that each fit a core: its arrays, and
    its buffers in local memory (pimsolve.solve.placement.buffers.fit_buffers; a home holding two array
    groups of a 1,000-wide block needs 16 KB for their partial sums alone, so on small
    memories such a layer is cut into pieces of one group per block)."""
    groups = list(range(len(matrix.groups)))
    pieces = max(1, -(-matrix.arrays // core_arrays))
    limit = costs.hw.core.local_memory_bytes
    while True:
        split = _balanced(matrix, groups, pieces, core_arrays)
        if split is not None:
            fits = _fits(matrix, split, costs)
            if pieces == len(groups) or all(fit.bytes <= limit for fit in fits):
                break
        pieces += 1
    works = _replica_works(matrix, split, _homes(matrix, split), costs, fused, shift, fits)
    return tuple(Item(piece, tuple(members), sum(matrix.groups[ag].arrays for ag in members),
                      work, fit.bytes)
                 for piece, (members, work, fit) in enumerate(zip(split, works, fits)))


def _guard(matrix: LayerMatrix, items: tuple[Item, ...], costs: _Costs
           ) -> tuple[frozenset[tuple[int, int]], int, int]:
    """The local-memory guard of a layer (LayerCost.conflicts, memory, reserve): none when
    the pieces a core could hold by its arrays fit by their own bytes and one term buffer
    (a core's union, pimsolve.solve.placement.buffers.core_layouts, takes no more: it merges their
    windows' rows, partial sums and home vectors, and at one mvmul per batch holds one term
    buffer). Else the pairs of items whose union does not fit one core (where their own bytes
    and that buffer do not), laid out as the HT scheduler lays it out for piece i and piece j
    of one replica (their groups of a block add up) and of two (they share buffers)."""
    limit = costs.hw.core.local_memory_bytes
    reserve = max((shape.cols[1] - shape.cols[0] for shape in matrix.groups), default=0
                  ) * costs.accb
    most, room = 0, costs.hw.core.arrays
    for arrays in sorted(item.arrays for item in items):
        if arrays > room:
            break
        most, room = most + 1, room - arrays
    largest = sorted((item.bytes for item in items), reverse=True)[:most]
    if most < 2 or sum(largest) + reserve <= limit:
        return frozenset(), 0, 0

    def layout(*pieces: int) -> tuple[dict, tuple]:  # the pieces on core 0, the others apart
        return replica_layout(matrix, tuple(0 if n in pieces else n + 1
                                            for n, item in enumerate(items)
                                            for _g in item.groups))

    alone = [layout(i) for i in range(len(items))]
    out = []
    for i in range(len(items)):
        for j in range(i + 1, len(items)):
            if items[i].bytes + items[j].bytes + reserve <= limit:
                continue
            if any(core_layouts(replicas, costs.byw, limit, only=0, accb=costs.accb)[0][0].bytes
                   > limit
                   for replicas in ([alone[i], alone[j]], [layout(i, j)])):
                out.append((i, j))
    return frozenset(out), limit, reserve


def _homes(matrix: LayerMatrix, split: list[list[int]]) -> dict[tuple, int]:
    """Output column block -> the piece of its first array group (the block's home)."""
    keys: dict[tuple, int] = {}
    for piece, members in enumerate(split):
        for ag in sorted(members):
            shape = matrix.groups[ag]
            keys.setdefault((shape.part, shape.cols), piece)
    return keys


def lockstep(works: list[Work], synchronous: bool, meets: list[int] | None = None
             ) -> list[Work]:
    """Per-window work of the pieces of one replica. With synchronous transfers every window's
    partial sums meet at the home, so the pieces that exchange them advance in lock step:
    each is busy (working or held at a transfer) for the slowest of its group's cycles per
    window, the difference counted as transfer time. ``meets``: the group of each piece
    (``exchange_groups``; one group when absent). Pieces that hold whole output-column blocks
    exchange nothing and keep their own work: charging them the lock step would price a core
    that holds some of a replica's groups, the rest on another core with no transfer between
    them, as if it waited for the others.
    Asynchronous senders move on, so their own work stands."""
    if not synchronous or len(works) < 2:
        return works
    meets = meets or [0] * len(works)
    pace: dict[int, int] = {}
    for group, w in zip(meets, works):
        pace[group] = max(pace.get(group, 0), w.busy(True))
    return [replace(w, transfer=w.transfer + pace[group] - w.busy(True))
            for group, w in zip(meets, works)]


def exchange_groups(matrix: LayerMatrix, split: list[list[int]], homes: dict) -> list[int]:
    """The group of each piece of a replica (``split``: its array groups; ``homes``: output
    column block -> the piece that adds it up): pieces are in one group when partial sums
    pass between them, directly or through others."""
    parent = list(range(len(split)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for piece, members in enumerate(split):
        for ag in members:
            shape = matrix.groups[ag]
            parent[root(piece)] = root(homes[(shape.part, shape.cols)])
    return [root(i) for i in range(len(split))]


def _balanced(matrix: LayerMatrix, groups: list[int], pieces: int, cap: int
              ) -> list[list[int]] | None:
    """Consecutive runs of array groups with near-equal arrays, each at most ``cap``."""
    total = sum(matrix.groups[g].arrays for g in groups)
    target = -(-total // pieces)
    out: list[list[int]] = [[]]
    used = 0
    for g in groups:
        a = matrix.groups[g].arrays
        if a > cap:
            return None
        if out[-1] and (used + a > min(cap, target)) and len(out) < pieces:
            out.append([])
            used = 0
        if used + a > cap:
            return None
        out[-1].append(g)
        used += a
    return out


def _replica_works(matrix: LayerMatrix, split: list[list[int]], keys: dict, costs: _Costs,
                   fused: int, shift: int, fits: list[Fit] | None = None) -> list[Work]:
    """Per-window work of each piece of one replica (``split``: the array groups of each;
    ``keys``: output column block -> the piece that adds it up; ``fits``: their buffer
    layouts when known), in lock step."""
    fits = fits or _fits(matrix, split, costs)
    return lockstep([_piece_work(matrix, piece, split, keys, fits, costs, fused, shift)
                     for piece in range(len(split))], costs.synchronous,
                    exchange_groups(matrix, split, keys))


def _piece_work(matrix: LayerMatrix, piece: int, split, keys, fits: list[Fit], costs: _Costs,
                fused: int, shift: int) -> Work:
    members = split[piece]
    batch = fits[piece].batch
    chunks = [fit.chunk for fit in fits]
    bits, byw = costs.bits, costs.byw
    acc = costs.acc
    ops: list[tuple] = []
    by_key: dict[tuple, list[int]] = {}
    symbols: dict[int, dict] = {}  # array group -> the latency symbols of its mvmul
    need: dict[int, list[tuple[int, int]]] = {}  # part -> the window rows the core gathers
    for ag in members:
        shape = matrix.groups[ag]
        need.setdefault(shape.part, []).append(shape.rows)
    for part, ranges in need.items():
        for count in matrix.runs(part, ranges):
            ops.append(("ld", {"bytes": count * byw}))
            ops.append(("sldi", {}))
    for ag in members:
        shape = matrix.groups[ag]
        by_key.setdefault((shape.part, shape.cols), []).append(ag)
        symbols[ag] = {"ibiw": bits, "obiw": acc, "rows": shape.height, "cols": shape.width,
                       "arrays": shape.arrays, "len": shape.height, "bytes": shape.height * byw}
        ops.append(("mvmul", symbols[ag]))
    for key, ags in by_key.items():
        width = key[1][1] - key[1][0]
        ops += [("setbw", {})] * (2 * -(-len(ags) // batch))
        ops += [("vvadd", {"ibiw": acc, "obiw": acc, "len": width})] * (len(ags) - 1)
        if keys[key] != piece:  # in the chunks its home receives
            ops += [("send", {"bytes": n * costs.accb})
                    for n in _chunks(width, chunks[keys[key]])]
            continue
        for _ in range(_senders(matrix, split, piece, key)):
            for n in _chunks(width, chunks[piece]):
                ops.append(("recv", {"bytes": n * costs.accb}))
                if costs.synchronous:  # the receiver is held for the whole transfer too
                    ops.append(("send", {"bytes": n * costs.accb}))
                ops.append(("vvadd", {"ibiw": acc, "obiw": acc, "len": n}))
        if fits[piece].streamed:  # the bias a chunk at a time from global memory
            for n in _chunks(width, chunks[piece]):
                ops += [("ld", {"bytes": n * costs.accb}), ("sldi", {}),
                        ("vvadd", {"ibiw": acc, "obiw": acc, "len": n})]
        else:
            ops.append(("vvadd", {"ibiw": acc, "obiw": acc, "len": width}))  # bias
        ops += [("vvsra" if shift >= 0 else "vvsll", {"ibiw": acc, "obiw": bits, "len": n})
                for n in _chunks(width, chunks[piece])]
        ops += [("vrelu", {"len": width})] * fused
        ops.append(("st", {"bytes": width * byw}))
        ops.append(("sldi", {}))
    work = costs.work(*ops)
    if costs.side_by_side:
        work = replace(work, mvmuls=_side_by_side(
            [[costs.cycles("mvmul", **symbols[ag])[1] for ag in by_key[key]]
             for key in sorted(by_key, key=list(keys).index)], batch))
    return work


def _fits(matrix: LayerMatrix, split: list[list[int]], costs: _Costs) -> list[Fit]:
    """How the HT scheduler lays out each piece's buffers, each alone on a core of its own
    (pimsolve.solve.placement.buffers.core_layouts)."""
    row = [0] * len(matrix.groups)
    for piece, members in enumerate(split):
        for ag in members:
            row[ag] = piece
    layouts = core_layouts([replica_layout(matrix, tuple(row))], costs.byw,
                           costs.hw.core.local_memory_bytes, accb=costs.accb)
    return [layouts[piece][0] for piece in range(len(split))]


def _senders(matrix: LayerMatrix, split: list[list[int]], piece: int, key: tuple) -> int:
    """Pieces other than ``piece`` that hold array groups of the output block ``key``."""
    return sum(1 for p, members in enumerate(split) if p != piece and any(
        (matrix.groups[g].part, matrix.groups[g].cols) == key for g in members))


def _chunks(width: int, chunk: int | None) -> list[int]:
    """Elements of each transfer or shift of a block ``width`` wide."""
    step = chunk or width
    return [min(step, width - c0) for c0 in range(0, width, step)]


def _side_by_side(blocks: list[list[int]], batch: int = TERMS) -> int:
    """Cycles of one window's mvmuls on an out-of-order core, given each output block's mvmul
    latencies in the order the HT scheduler issues the blocks. It issues a block's mvmuls in
    batches of ``batch`` (``TERMS``, fewer where local memory is short) and adds up every batch
    but a first one of a single group right after it; those additions wait for the batch, and
    the core dispatches in program order, so everything issued since the previous such batch
    runs side by side and costs its longest mvmul. A block of one array group adds nothing:
    its mvmul runs beside the next blocks' (a depthwise convolution's channel blocks all at
    once)."""
    cycles = pending = 0
    for lat in blocks:
        for i in range(0, len(lat), batch):
            issued = lat[i:i + batch]
            pending = max(pending, *issued)
            if len(issued) > 1 or i:  # sums into term buffers: added right after
                cycles, pending = cycles + pending, 0
    return cycles + pending


def vector_work(qgraph: QGraph, hw: HwSpec) -> int:
    """Cycles of the vector layers for one input (``V``): each layer as
    pimsolve.codegen.vector_ops emits it on one core, in chunks that fill local memory,
    priced with the hwspec's formulas (pimsolve.codegen.pricing.vector_cycles)."""
    return sum(vector_cycles(qgraph, hw).values())


def vector_items(qgraph: QGraph, hw: HwSpec, vector: int) -> tuple[int, ...]:
    """The cycles of the global poolings' passes larger than an even share of ``V``, largest
    first (pimsolve.codegen.pricing.large_passes). A pass loads its whole map, a position at a
    time when it covers fewer than all channels, and runs on one core."""
    passes = {x.name: pool_passes(qgraph, hw, x) for x in qgraph.layers
              if x.kind is QKind.GLOBAL_AVGPOOL}
    return tuple(cycles for cycles, _key in large_passes(passes, vector, hw.num_cores))


class Evaluator:
    """Exact loads of any concrete placement under the cost model (used by the validator, the
    heuristics and the GA, so every solver is judged by the same numbers)."""

    def __init__(self, qgraph: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix]):
        self.costs = _Costs(hw, qgraph)
        self.matrices = matrices
        self.shift = {x.name: x.shift for x in qgraph.layers}
        self.fused = {x.name: len(x.fused) for x in qgraph.layers}
        self._cache: dict[tuple, tuple[tuple[int, Work], ...]] = {}

    def replica_work(self, layer: str, row: tuple[int, ...]) -> tuple[tuple[int, Work], ...]:
        """(core, work per window) of one replica whose array group g sits on ``row[g]``."""
        key = (layer, row)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        matrix = self.matrices[layer]
        order: dict[int, list[int]] = {}
        for ag, core in enumerate(row):
            order.setdefault(core, []).append(ag)
        cores = list(order)
        split = [order[c] for c in cores]
        homes = {}
        for ag, core in enumerate(row):
            shape = matrix.groups[ag]
            homes.setdefault((shape.part, shape.cols), cores.index(core))
        works = _replica_works(matrix, split, homes, self.costs, self.fused[layer],
                               self.shift[layer])
        out = tuple(zip(cores, works))
        if len(self._cache) < 100_000:
            self._cache[key] = out
        return out
