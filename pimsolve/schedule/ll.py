"""Low-latency (LL) list scheduling (seeds/pimcomp.txt §VII-B, Alg. 2), for one input.

All layers run at once as a pixel-level pipeline. A task (a convolution window of a replica, or
one output pixel of a vector layer) starts as soon as the input pixels it reads have reached
its cores. Ownership is static: a convolution window belongs to the home core of the replica
whose windows hold it; a vector layer's pixel belongs to the owner of the input pixel it reads
first, so activations, pooling and element-wise layers mostly run where their data already is.

Storage (PIMCOMP's pixel-level runtime management, Fig. 9). A core keeps the pixels it holds
in *chunks*: up to a row's worth of neighbouring pixels of one tensor, back to back in a heap
at the top of its local memory. A chunk gets its address when the first of its pixels comes
to that core and is freed once the last of its pixels there has been read. Neighbours sitting
side by side is what keeps the program short: a kernel row of a window is one ``lmv``, pixels
going from one core to another travel as one transfer per run of neighbours, element-wise
layers cover runs of pixels with one instruction each, and max pooling reduces whole kernel
rows with one ``vvmax`` each. Heap addresses change with every pixel, so they are reached
through a few base registers and the ISA's offset field (``Emitter.near``), not an ``sldi``
each.

Order. Tasks and transfers are emitted in the order of an estimated clock per core (the
hwspec's latencies of what the core has been given so far): the next thing emitted is the one
that would start first, so each core's program follows the order in which it will run, and a
transfer pairs two cores when both are free rather than making one wait in the rendezvous.
Transfers are pulled: a pixel moves to a reading core when a task there is about to need it
(PIMCOMP's centralized communication, driven by demand), so whatever has accumulated for that
core goes in one transfer. The whole program is emitted in one global order, so synchronous
send/recv always pair up.

Memory. A producer is held back while the core that will hold its next pixel is short of heap
room (back-pressure). When every ready task is held back the earliest runs anyway, and a chunk
that does not fit is *spilled*: its pixels live at their tensor's place in global memory (a
receiving core stores them itself right after the ``recv``, so the load that reads them later
is ordered on the same core). Every pipeline therefore fits; spills only cost time.
"""

from __future__ import annotations

import heapq
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass

from pimsolve.bind.arraygroups import LayerMatrix, chw
from pimsolve.gcpause import collector_paused
from pimsolve.hwspec.model import Execution, HwSpec
from pimsolve.ir.qgraph import QGraph, QKind, QLayer
from pimsolve.isa.instruction import trusted
from pimsolve.isa.spec import OPS
from pimsolve.schedule import vector_ops
from pimsolve.schedule.ht import ACC, Program, _HtScheduler
from pimsolve.schedule.memory import align
from pimsolve.sim.profile import symbols_for
from pimsolve.solve.baseline import Placement

TASKS_PER_TURN = 2  # windows a replica computes back to back once it may start (vector cores
# take every ready pixel: they are cheap and drain the pixels the replicas produce)
PULL_AHEAD = 4  # a unit pulls the remote inputs of its next tasks this far ahead
RUN_ELEMENTS = 256  # element-wise layers cover runs of neighbouring pixels up to this length
CHUNK_SHARE = 32  # a chunk takes at most this share of local memory (fewer pixels wait in
# half-used chunks on small memories; whole rows where they fit)
RESERVE_SHARE = 8  # back-pressure keeps this share of a core's local memory free
ACC_SHARE = 16  # partial-sum slots of one output block: at most this share of local memory
POOL_SHARE = 8  # a pooling window (a slice of its channels) fits this share of local memory
STAGES = 3  # per-core staging buffers for pixels that go through global memory
SPILLED = -1  # chunk base of pixels kept in global memory
MATRIX = (QKind.CONV, QKind.GEMM)
SEND = -(1 << 30)  # event rank of transfers (tasks rank by their unit's layer order)


def schedule_ll(qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix],
                placement: Placement, progress: Callable[[str], None] | None = None) -> Program:
    with collector_paused():
        return _LlScheduler(qgraph, hw, matrices, placement).run(progress)


@dataclass(frozen=True, slots=True)
class _Tensor:
    """Where a tensor's pixels go: channel-last pixels of ``nbytes``, rows of ``width``
    pixels, cut into chunks of ``chunk`` pixels (``per_row`` per row)."""

    name: str
    channels: int
    nbytes: int
    width: int
    pixels: int
    chunk: int
    per_row: int
    gmem: int  # global-memory address of pixel 0

    def chunk_of(self, p: int) -> tuple[int, int]:
        """(chunk id, column) of pixel ``p``."""
        row, col = divmod(p, self.width)
        return row * self.per_row + col // self.chunk, col


class _Chunk:
    """Neighbouring pixels of one tensor row on one core: columns from ``lo`` stored back to
    back at ``base`` (None before the first pixel, SPILLED in global memory); ``count`` pixels
    are still to be read or sent."""

    __slots__ = ("lo", "nbytes", "count", "base", "core")

    def __init__(self, lo: int, core: int):
        self.lo, self.nbytes, self.count, self.base, self.core = lo, 0, 0, None, core


@dataclass(frozen=True, slots=True)
class _Recipe:
    """What every window of one replica does, with its buffer addresses resolved (see
    ``_LlScheduler._recipe``)."""

    matrix: LayerMatrix
    src: _Tensor
    cores: tuple  # (core, emitter, gathers, steps) per core of the replica
    blocks: tuple  # (home, emitter, steps, acc, width, bias, shift, offset) per output block
    shift_op: str
    fold_relu: bool  # a leading fused ReLU, applied to the wide sums before the shift
    fused: tuple  # the other fused activations, after the shift
    bottom: int  # input rows below a window's top row that the kernel reaches
    right: int  # input columns right of a window's left column that the kernel reaches


class _Unit:
    """The tasks of one replica (matrix layers) or of one core (vector layers), in order,
    and where the scheduler is with them."""

    __slots__ = ("layer", "index", "core", "cores", "pixels", "tasks", "cursor", "matrix",
                 "armed", "parked", "duration", "order", "recipe", "demanded", "templates")

    def __init__(self, layer: QLayer, index: int, core: int, pixels: list[int],
                 cores: tuple[int, ...]):
        self.layer, self.index, self.core, self.pixels = layer, index, core, pixels
        self.cores = cores  # every core a task runs on
        self.tasks: list[int] = []
        self.cursor = 0
        self.matrix = layer.kind in MATRIX
        self.armed = self.parked = False  # queued to run / waiting for heap room
        self.duration: float | None = None  # estimated run time of one task
        self.order = 0  # position in the layer order
        self.recipe: _Recipe | None = None
        self.demanded = 0  # tasks whose remote inputs have been asked for
        self.templates: dict[int, tuple | None] = {}  # code a window repeats, per core/block


class _Timing:
    """Estimated latencies of emitted instructions, from the hwspec's formulas (the ones the
    simulator's profile replays), cached by the operands they depend on."""

    def __init__(self, hw: HwSpec, groups: dict):
        self.hw = hw
        self.shapes = {core: [(g.rows, g.cols, g.arrays) for g in gs]
                       for core, gs in groups.items()}
        self.ooo = hw.core.execution is Execution.OUT_OF_ORDER
        self.cache: dict[tuple, float] = {}
        self.transfers: dict[tuple, tuple[float, float]] = {}

    def latency(self, core: int, inst, ibiw: int, obiw: int) -> float:
        op = inst.op
        args = inst.args
        key = (op, ibiw, obiw, core if op in _PER_CORE else -1,
               *[args[i] for i in _COST_OPERANDS[op]])
        found = self.cache.get(key)
        if found is None:
            env = symbols_for(self.hw, core, inst, ibiw, obiw, self.shapes.get(core, ()))
            formula = self.hw.costs.latency_formula(op, OPS[op].op_class.value)
            found = self.cache[key] = float(formula.evaluate(env))
        return found

    def span(self, core: int, code: list, start: int, widths) -> float:
        """Run time of ``code[start:]``: everything in turn on an in-order core; on an
        out-of-order one the mvmuls of a task overlap (each array group is its own unit)."""
        ibiw, obiw = widths or (self.hw.precision.inputs, self.hw.precision.outputs)
        total = matrix = 0.0
        for i in range(start, len(code)):
            inst = code[i]
            if inst.op == "setbw":
                ibiw, obiw = inst.args
            latency = self.latency(core, inst, ibiw, obiw)
            if self.ooo and inst.op == "mvmul":
                matrix = max(matrix, latency)
            else:
                total += latency
        return total + matrix

    def transfer(self, src: int, dst: int, nbytes: int) -> tuple[float, float]:
        """Latencies of a synchronous send and of its recv (they depend on the two cores
        only through the hops and chips between them)."""
        key = (self.hw.hops(src, dst), self.hw.crosses_chips(src, dst), nbytes)
        found = self.transfers.get(key)
        if found is None:
            found = self.transfers[key] = (
                self.latency(src, trusted("send", (0, dst, nbytes, 0)), 8, 8),
                self.latency(dst, trusted("recv", (0, src, nbytes, 0)), 8, 8))
        return found


# operands a latency can depend on, per mnemonic (registers and offsets never matter); and
# the mnemonics whose latency depends on the core (array-group shapes, hops)
_COST_OPERANDS = {op: tuple(i for i, o in enumerate(spec.operands)
                            if o.name in ("len", "size", "group", "mbiw", "core"))
                  for op, spec in OPS.items()}
_PER_CORE = frozenset({"mvmul", "send", "recv", "sync"})


class _Heap:
    """Free space of one core's local memory above its fixed buffers, handed out from the top
    (so the space the buffers below could still use stays in one piece)."""

    def __init__(self, floor: int, end: int):
        self.free = [(floor, end)] if end > floor else []
        self.free_bytes = max(0, end - floor)
        self.watermark = end  # lowest address ever handed out

    def take(self, nbytes: int) -> int | None:
        size = align(nbytes)
        free = self.free
        for i in range(len(free) - 1, -1, -1):
            lo, hi = free[i]
            if hi - lo >= size:
                if hi - size == lo:
                    del free[i]
                else:
                    free[i] = (lo, hi - size)
                self.free_bytes -= size
                self.watermark = min(self.watermark, hi - size)
                return hi - size
        return None

    def give(self, addr: int, nbytes: int) -> None:
        lo, hi = addr, addr + align(nbytes)
        self.free_bytes += hi - lo
        free = self.free
        i = 0
        n = len(free)
        while i < n and free[i][0] < lo:
            i += 1
        if i < n and free[i][0] == hi:  # joins the block above
            hi = free.pop(i)[1]
        if i > 0 and free[i - 1][1] == lo:  # joins the block below
            free[i - 1] = (free[i - 1][0], hi)
        else:
            free.insert(i, (lo, hi))


class _Near:
    """The emitter as the vector_ops bodies see it: their vector instructions reach pixel
    addresses through base registers (``Emitter.vector_near``) instead of an sldi each."""

    __slots__ = ("em",)

    def __init__(self, em):
        self.em = em

    def binary(self, op: str, dst: int, a: int, b: int, n: int, b_offset: int = 0) -> None:
        if b_offset:
            self.em.binary(op, dst, a, b, n, b_offset)
        else:
            self.em.vector_near(op, n, dst, a, b)

    def unary(self, op: str, dst: int, src: int, n: int) -> None:
        self.em.vector_near(op, n, dst, src)

    def clamp(self, op: str, dst: int, src: int, bound: int, n: int) -> None:
        self.em.vector_near(op, n, dst, src, bound=bound)

    def __getattr__(self, name: str):
        return getattr(self.em, name)


class _LlScheduler(_HtScheduler):
    store_all = False  # also store intermediate tensors to global memory (for debugging)

    def run(self, progress) -> Program:
        say = progress or (lambda _m: None)
        self._load_weights()
        self.layout.place_tensors({n: t.shape for n, t in self.q.tensors.items()})
        say("planning the low-latency pipeline")
        self._buffer_fns: dict[str, Callable] = {}
        self._layer_buffers: dict[str, dict[tuple, int]] = defaultdict(dict)  # (core, *tag)
        self._sizes: dict[tuple, int] = {}  # (core, layer, tag) -> planned bytes
        self._planned = False
        self._bodies: dict[str, Callable] = {}
        self._constants: dict[tuple[int, int], int] = {}
        self._describe_tensors()
        self._plan_units()
        self._plan_tasks()
        self._plan_copies()
        self._plan_buffers()
        self._pipeline(say)
        for core, heap in self.heaps.items():
            alloc = self.allocs[core]
            alloc.peak = max(alloc.peak, self.hw.core.local_memory_bytes - heap.watermark +
                             alloc.top)
        return self._program({layer.name: tuple(sorted({u.core for u in
                                                        self.layer_units[layer.name]}))
                              for layer in self.q.layers})

    # ------------------------------------------------------------------ planning
    def _describe_tensors(self) -> None:
        local = self.hw.core.local_memory_bytes
        self.tensors: dict[str, _Tensor] = {}
        for name, tensor in self.q.tensors.items():
            channels, height, width = chw(tensor.shape)
            nbytes = channels * self.byw
            chunk = max(1, min(width, local // CHUNK_SHARE // nbytes))
            self.tensors[name] = _Tensor(name, channels, nbytes, width, height * width, chunk,
                                         -(-width // chunk), self.layout.tensors[name].addr)

    def _plan_units(self) -> None:
        """Replicas deal out their layer's windows; vector pixels go to their input's owner."""
        self.plans = {}
        self.owner: dict[str, list[int]] = {}
        self.layer_units: dict[str, list[_Unit]] = {}
        self.units: list[_Unit] = []
        load: dict[int, float] = defaultdict(float)  # core -> array-group work dealt to it
        for layer in self.q.layers:
            out = self.tensors[layer.output]
            if layer.kind in MATRIX:
                plan = self._plan_matrix(layer, self._buffers(layer.name), single_home=True)
                self.plans[layer.name] = plan
                homes = [0] * out.pixels
                units = []
                for replica, pixels in zip(plan.replicas, self._deal(plan, out, load)):
                    for p in pixels:
                        homes[p] = replica.row[0]
                    units.append(_Unit(layer, replica.index, replica.row[0], pixels,
                                       tuple(sorted(replica.need))))
            else:
                first = self.owner.get(layer.inputs[0])
                homes = [self._vector_owner(layer, p, first) for p in range(out.pixels)]
                by_core: dict[int, list[int]] = defaultdict(list)
                for p, core in enumerate(homes):
                    by_core[core].append(p)
                units = [_Unit(layer, core, core, pixels, (core,)) for core, pixels in
                         sorted(by_core.items())]
            self.owner[layer.output] = homes
            self.layer_units[layer.name] = units
            for unit in units:
                unit.order = len(self.units)
                self.units.append(unit)

    def _deal(self, plan, out: _Tensor, load: dict[int, float]) -> list[list[int]]:
        """A layer's windows dealt to its replicas in blocks of up to a row, in row order,
        each block to the replica whose cores would finish it first given the work already
        dealt to them (by every layer: replicas share cores, and copies of array groups).
        The first rows, which the next layer waits for, are thus computed by many replicas
        at once, each replica works on neighbouring windows (its inputs overlap), and a core
        holding several replicas is not given a share for each."""
        replicas = plan.replicas
        block = max(1, min(out.width, out.pixels // len(replicas)))
        # work of one window on each core: its array groups in turn on an in-order core,
        # side by side on an out-of-order one
        serial = self.hw.core.execution is not Execution.OUT_OF_ORDER
        costs = [{core: (len(ags) if serial else 1)
                  for core, ags in _groups_by_core(replica).items()} for replica in replicas]
        chunks: list[list[int]] = [[] for _ in replicas]
        for start in range(0, out.pixels, block):
            count = min(block, out.pixels - start)
            best = min(range(len(replicas)), key=lambda r: (
                max(load[c] + w * count for c, w in costs[r].items()), r))
            for core, work in costs[best].items():
                load[core] += work * count
            chunks[best].extend(range(start, start + count))
        return chunks

    def _plan_tasks(self) -> None:
        """Every task's input pixels, as copies (tensor, pixel, core) it reads; a task
        waits for ``missing`` of them, and ``waiters`` lists the tasks reading each copy."""
        self.t_unit: list[_Unit] = []
        self.t_pixel: list[int] = []
        self.t_needs: list[tuple[tuple[str, int, int], ...]] = []
        self.missing: list[int] = []
        waiters: dict[tuple[str, int, int], list[int]] = defaultdict(list)
        t_needs, missing = self.t_needs, self.missing
        for unit in self.units:
            tid = len(t_needs)
            unit.tasks = list(range(tid, tid + len(unit.pixels)))
            self.t_unit += [unit] * len(unit.pixels)
            self.t_pixel += unit.pixels
            for needs in (self._matrix_needs(unit) if unit.matrix else self._vector_needs(unit)):
                for key in needs:
                    waiters[key].append(tid)
                t_needs.append(needs)
                missing.append(len(needs))
                tid += 1
        self.waiters = dict(waiters)

    def _plan_copies(self) -> None:
        """Which cores hold a copy of each pixel and the chunks the copies live in. A chunk
        counts the reads and sends still to come of all its pixels (a pixel nobody reads
        counts once, for the moment it is made); it is freed when the count runs out."""
        remote: dict[tuple[str, int], list[int]] = defaultdict(list)
        owner = self.owner
        for name, q, core in self.waiters:
            if core != owner[name][q]:
                remote[(name, q)].append(core)
        self.remote: dict[tuple[str, int], tuple[int, ...]] = {}
        self.unread: set[tuple[str, int]] = set()
        self.chunks: dict[tuple[str, int, int], _Chunk] = {}
        self.copy_chunk: dict[tuple[str, int, int], _Chunk] = {}
        chunks, copy_chunk, waiters = self.chunks, self.copy_chunk, self.waiters
        for layer in self.q.layers:
            name = layer.output
            t = self.tensors[name]
            owners = owner[name]
            for p in range(t.pixels):
                home = owners[p]
                others = tuple(sorted(remote.get((name, p), ())))
                self.remote[(name, p)] = others
                cid, col = t.chunk_of(p)
                for core in (home, *others):
                    reads = len(waiters.get((name, p, core), ()))
                    if core == home:
                        reads += len(others)
                        if not reads:
                            self.unread.add((name, p))
                    chunk = chunks.get((name, cid, core))
                    if chunk is None:
                        chunk = chunks[(name, cid, core)] = _Chunk(col, core)
                    chunk.count += reads or 1
                    chunk.nbytes = (col - chunk.lo + 1) * t.nbytes  # columns come in order
                    copy_chunk[(name, p, core)] = chunk

    def _plan_buffers(self) -> None:
        """Fixed buffers at the bottom of every core's local memory, the heap above them.
        Persistent ones first (bias and shift vectors, vector scratch, staging), then the
        task temporaries: one arena per core that every layer reuses (a task finishes before
        the core starts the next one)."""
        for unit in self.units:
            self.em(unit.core)
        for (_name, _cid, core) in self.chunks:
            self.em(core)
        self._vector_scratch()
        widest: dict[int, int] = defaultdict(int)
        for (name, _cid, core) in self.chunks:
            widest[core] = max(widest[core], self.tensors[name].nbytes)
        graph_input = self.tensors[self.q.input].nbytes
        for unit in self.units:
            if not unit.matrix and self.q.input in unit.layer.inputs:
                widest[unit.core] = max(widest[unit.core], graph_input)
        self.stages: dict[int, list[int]] = {}
        for core in sorted(self.emitters):
            size = align(max(widest[core], 8))
            self.stages[core] = [self.local(core, size, "staging", "pixels in global memory")
                                 for _ in range(STAGES)]
        for unit in self.units:
            self._unit_buffers(unit)
        self._place_arenas()
        self._planned = True
        local = self.hw.core.local_memory_bytes
        self.reserve = local // RESERVE_SHARE
        self.heaps = {core: _Heap(align(self.allocs[core].top), local)
                      for core in sorted(self.emitters)}
        self.timing = _Timing(self.hw, self.groups)

    def _plan_size(self, core: int, layer: str, tag: tuple, nbytes: int) -> None:
        key = (core, layer, tag)
        self._sizes[key] = max(self._sizes.get(key, 0), nbytes)

    def _unit_buffers(self, unit: _Unit) -> None:
        layer, core = unit.layer, unit.core
        name = layer.name
        if unit.matrix:
            plan = self.plans[name]
            replica = plan.replicas[unit.index]
            for c, parts in replica.need.items():  # a core's window: the rows it reads
                for part_index, ranges in parts.items():
                    self._plan_size(c, name, ("window", part_index),
                                    (ranges[-1][1] - ranges[0][0]) * self.byw)
            for key, home, by_core in replica.per_key:
                for c in by_core.keys() | {home}:
                    terms = len(by_core.get(c, ()))
                    if c == home:
                        terms += sum(1 for other in by_core if other != home)
                    self._plan_size(c, name, ("acc", key),
                                    self._slots(terms, key) * (key[2] - key[1]) * 8)
            return
        channels = self.tensors[layer.output].channels
        if layer.kind in (QKind.MAXPOOL, QKind.AVGPOOL, QKind.GLOBAL_AVGPOOL):
            count, per_pass = self._pool_pass(layer)
            self._plan_size(core, name, ("window",), count * per_pass * self.byw)
            self._plan_size(core, name, ("result",), per_pass * self.byw)
            if layer.kind is QKind.MAXPOOL:
                self._plan_size(core, name, ("rows",), layer.attrs.kernel[1] * channels *
                                self.byw)
        elif layer.kind is QKind.MUL and vector_ops.is_broadcast(self, layer):
            self._plan_size(core, name, ("prod",), channels * 8)
            self._plan_size(core, name, ("shifts",), channels * 8)

    def _slots(self, terms: int, key: tuple) -> int:
        """Partial-sum slots of one output block: all terms when they fit, else a batch."""
        width = key[2] - key[1]
        room = self.hw.core.local_memory_bytes // ACC_SHARE // (width * 8)
        return max(1, min(terms, max(2, room)))

    def _pool_pass(self, layer: QLayer) -> tuple[int, int]:
        """Most pixels a pooling window holds, and channels per pass so that it fits."""
        src = self.tensors[layer.inputs[0]]
        if layer.kind is QKind.GLOBAL_AVGPOOL:
            count = src.pixels
        else:
            count = layer.attrs.kernel[0] * layer.attrs.kernel[1]
        budget = self.hw.core.local_memory_bytes // POOL_SHARE
        return count, max(1, min(src.channels, budget // (count * self.byw)))

    def _place_arenas(self) -> None:
        """Task temporaries of every core in one arena above its persistent buffers, shared
        by all its layers (a task finishes before the core starts the next one). The arena
        has a region per kind of buffer (partial sums, windows, the rest) and every layer
        lays its buffers out from the start of each region, so the layers of a core use the
        same addresses for the same roles and those stay in registers. When that does not
        fit local memory, each layer lays all its buffers out from the arena's bottom (the
        arena is then as large as the largest layer's buffers, not the sum of the regions'
        largest)."""
        regions: dict[int, dict[str, dict[str, int]]] = defaultdict(
            lambda: defaultdict(lambda: defaultdict(int)))  # core -> region -> layer -> bytes
        offsets = {}
        for (core, layer, tag), nbytes in self._sizes.items():
            used = regions[core][_region(tag)]
            offsets[(core, layer, tag)] = used[layer]
            used[layer] += align(nbytes)
        bases = {}  # (core, layer, region) -> where the layer's buffers of the region start
        limit = self.hw.core.local_memory_bytes
        for core, by_region in regions.items():
            bottom = self.allocs[core].top
            layers = {layer for used in by_region.values() for layer in used}
            shared = bottom + sum(max(by_region[r].values(), default=0) for r in REGIONS)
            if shared <= limit:  # regions at fixed places: the same roles, the same addresses
                top = bottom
                for region in REGIONS:
                    for layer in layers:
                        bases[(core, layer, region)] = top
                    top += max(by_region[region].values(), default=0)
            else:  # tighter: each layer's buffers back to back from the bottom of the arena
                top = bottom
                for layer in layers:
                    end = bottom
                    for region in REGIONS:
                        bases[(core, layer, region)] = end
                        end += by_region[region][layer]
                    top = max(top, end)
            self.allocs[core].extend_to(top, "task buffers", "low-latency pipeline")
        for (core, layer, tag), offset in offsets.items():
            self._layer_buffers[layer][(core, *tag)] = bases[(core, layer, _region(tag))] + \
                offset

    def _buffers(self, layer_name: str) -> Callable:
        """Buffers of one layer by (core, tag): bias and shift vectors live for the whole
        program (allocated when first asked for, while planning); the task temporaries are
        placed by ``_place_arenas``."""
        found = self._buffer_fns.get(layer_name)
        if found is not None:
            return found
        buffers = self._layer_buffers[layer_name]

        def local(core: int, tag: tuple, nbytes: int) -> int:
            addr = buffers.get((core, *tag))
            if addr is not None:
                return addr
            if self._planned or tag[0] not in ("bias", "shift"):  # pragma: no cover
                raise RuntimeError(f"layer {layer_name}: buffer {tag} on core {core} was not "
                                   "planned")
            addr = buffers[(core, *tag)] = self.local(core, nbytes, str(tag[0]), layer_name)
            return addr
        self._buffer_fns[layer_name] = local
        return local

    def _vector_scratch(self) -> None:
        """Temporaries of element-wise tasks, shared by all vector layers of a core, sized for
        the widest pixel the core computes or a run of RUN_ELEMENTS elements."""
        self.run_cap: dict[int, int] = defaultdict(lambda: RUN_ELEMENTS)
        tags: dict[int, set[str]] = defaultdict(set)
        for layer in self.q.layers:
            if layer.kind in vector_ops.SCRATCH:
                channels = self.tensors[layer.output].channels
                for unit in self.layer_units[layer.name]:
                    self.run_cap[unit.core] = max(self.run_cap[unit.core], channels)
                    tags[unit.core].update(vector_ops.SCRATCH[layer.kind])
        self.scratch: dict[int, dict] = defaultdict(dict)
        for core in sorted(tags):
            for tag in sorted(tags[core]):
                self.scratch[core][tag] = self.local(core, self.run_cap[core] * 8,
                                                     f"vector {tag}", "vector layers")

    def _vector_owner(self, layer: QLayer, p: int, first_owner: list[int] | None) -> int:
        if first_owner is None:  # reads the graph input: first vector core
            return self.vector_cores[0]
        reads = self._reads(layer, p)
        first = next((q for t, q in reads if t == layer.inputs[0]), 0)
        return first_owner[first]

    def _reads(self, layer: QLayer, p: int) -> list[tuple[str, int]]:
        """Input pixels (tensor, pixel index) one output pixel of a vector layer reads."""
        if layer.kind in (QKind.MAXPOOL, QKind.AVGPOOL, QKind.GLOBAL_AVGPOOL):
            return [(layer.inputs[0], q) for q in self._pool_cells(layer, p, inside=True)]
        if layer.kind is QKind.MUL and vector_ops.is_broadcast(self, layer):
            return [(layer.inputs[0], p), (layer.inputs[1], 0)]
        return [(name, p) for name in layer.inputs]

    def _pool_cells(self, layer: QLayer, p: int, inside: bool = False) -> list[int | None]:
        """Input pixels of a pooling window in kernel order; None for padding that counts
        (average pooling with count_include_pad), unless ``inside``."""
        src = self.tensors[layer.inputs[0]]
        if layer.kind is QKind.GLOBAL_AVGPOOL:
            return list(range(src.pixels))
        height = src.pixels // src.width
        oh, ow = divmod(p, self.tensors[layer.output].width)
        pad = layer.kind is QKind.AVGPOOL and layer.attrs.count_include_pad and not inside
        return [ih * src.width + iw if ok else None for ih, iw, ok in
                vector_ops._window_positions(layer, (height, src.width), oh, ow) if ok or pad]

    def _vector_needs(self, unit: _Unit) -> list[tuple]:
        """Per pixel of a vector unit, the input copies (tensor, pixel, core) it reads (the
        graph input is read from global memory and is not waited for)."""
        layer, core, graph_input = unit.layer, unit.core, self.q.input
        return [tuple((name, q, core) for name, q in dict.fromkeys(self._reads(layer, p))
                      if name != graph_input) for p in unit.pixels]

    def _matrix_needs(self, unit: _Unit) -> list[tuple]:
        """Per window of a replica, the input copies (tensor, pixel, core) its cores read."""
        layer = unit.layer
        src = layer.inputs[0]
        if src == self.q.input:
            return [()] * len(unit.pixels)
        m = self.plans[layer.name].matrix
        replica = self.plans[layer.name].replicas[unit.index]
        height, width = m.in_shape[1], m.in_shape[2]
        out_width = m.out_shape[2]
        (sh, sw), top0, left0 = m.stride, m.pads[0], m.pads[1]
        kernels = [(core, *self._kernel_positions(m, replica.need[core]))
                   for core in replica.need]
        found = []
        for p in unit.pixels:
            oh, ow = divmod(p, out_width)
            top, left = oh * sh - top0, ow * sw - left0
            needs = []
            for core, offsets, bottom, right in kernels:
                if top >= 0 and left >= 0 and top + bottom < height and left + right < width:
                    base = top * width + left
                    needs += [(src, base + dr * width + ds, core) for dr, ds in offsets]
                else:
                    needs += [(src, (top + dr) * width + left + ds, core) for dr, ds in offsets
                              if 0 <= top + dr < height and 0 <= left + ds < width]
            found.append(tuple(needs))
        return found

    @staticmethod
    def _kernel_positions(m: LayerMatrix, parts: dict) -> tuple[list, int, int]:
        """Offsets (rows, columns) from a window's corner of the input pixels a core's array
        groups read, and the largest of each."""
        kw = m.kernel[1]
        dh, dw = m.dilation
        found = set()
        for part_index, ranges in parts.items():
            ns = m.parts[part_index].channels[1] - m.parts[part_index].channels[0]
            for e0, e1 in ranges:
                found.update(range(e0 // ns, -(-e1 // ns)))
        offsets = [(r * dh, s * dw) for r, s in (divmod(pos, kw) for pos in sorted(found))]
        return offsets, max(r for r, _ in offsets), max(s for _, s in offsets)

    # ------------------------------------------------------------------ the pipeline
    def _pipeline(self, say) -> None:
        """List scheduling in estimated time: the next thing emitted is always the task or
        transfer that would start first, judged by each core's estimated clock (the
        latencies of what it has been given so far) and by when its inputs arrive. Each
        core's program thus follows the order in which it will run, and a transfer pairs
        cores that are both ready for it instead of making one wait for the other."""
        self.clock: dict[int, float] = defaultdict(float)
        self.ready_at = [0.0] * len(self.t_needs)  # when a task's inputs are all there
        self.pending: dict[tuple[int, int, str, int], list[int]] = {}
        self.events: list[tuple] = []
        self.blocked: dict[int, list[_Unit]] = defaultdict(list)  # core -> held-back units
        self._seq = 0
        self.stored = set(self.q.tensors) if self.store_all else set(self.q.outputs)
        self.produced: set[tuple[str, int]] = set()
        self.wanted: set[tuple[str, int, int]] = set()  # copies a unit will soon read
        self.scheduled: set[tuple[int, int, str, int]] = set()  # transfers queued
        self.reserved: dict[int, float] = {}  # core -> when a transfer waits for it
        for unit in self.units:
            self._demand(unit)
            self._arm(unit)
        left = report = len(self.t_needs)
        while left:
            if not self.events:  # every ready task is held back: the earliest goes anyway,
                left -= self._force()  # spilling what does not fit
                continue
            time, rank, _, item = heapq.heappop(self.events)
            if rank == SEND:
                self._send_run(item, time)
                continue
            unit = item
            unit.armed = False
            start = self._start(unit)
            if start > time:
                self._arm(unit, start)
                continue
            start = time  # a unit armed for later (a reservation) starts no earlier
            wait = self._reservation(unit, start)
            if wait:
                self._arm(unit, wait)
                continue
            if not self._has_room(unit, unit.tasks[unit.cursor]):
                continue  # back-pressure: parked until a core it needs frees memory
            left -= self._turn(unit, start)
            if left < report:
                report -= 4096
                say(f"low-latency pipeline: {left} tasks left")

    def _reservation(self, unit: _Unit, start: float) -> float:
        """When a transfer waiting for one of the unit's cores would be held up by the
        unit's next task: the time to try again (0 if the task may go now)."""
        reserved = self.reserved
        if not reserved or unit.duration is None:
            return 0.0
        end = start + unit.duration
        for core in unit.cores:
            due = reserved.get(core)
            if due is not None and start < due < end:
                return due
        return 0.0

    def _push(self, time: float, rank: int, item) -> None:
        """Queue an event; at equal times transfers go first, then tasks of later layers
        (they are nearer the output) before earlier ones."""
        self._seq += 1
        heapq.heappush(self.events, (time, rank, self._seq, item))

    def _start(self, unit: _Unit) -> float:
        """When the unit's next task could start: its inputs are there, its cores free."""
        ready = self.ready_at[unit.tasks[unit.cursor]]
        clock = self.clock
        for core in unit.cores:
            if clock[core] > ready:
                ready = clock[core]
        return ready

    def _arm(self, unit: _Unit, start: float | None = None) -> None:
        """Queue a unit whose next task has all its inputs."""
        if unit.armed or unit.cursor >= len(unit.tasks) or self.missing[unit.tasks[unit.cursor]]:
            return
        unit.armed = True
        unit.parked = False
        self._push(self._start(unit) if start is None else start, -1 - unit.order, unit)

    def _turn(self, unit: _Unit, start: float) -> int:
        """Up to TASKS_PER_TURN tasks of one unit, back to back (a vector unit takes every
        ready pixel, neighbours in one go where it can); returns how many ran."""
        ran = 0
        limit = TASKS_PER_TURN if unit.matrix else len(unit.tasks)
        runs = not unit.matrix and unit.layer.kind in vector_ops.BODY and not (
            unit.layer.kind is QKind.MUL and vector_ops.is_broadcast(self, unit.layer))
        while True:
            tids = self._run(unit) if runs else (unit.tasks[unit.cursor],)
            self._task(unit, tids, start)
            unit.cursor += len(tids)
            ran += len(tids)
            if ran >= limit or unit.cursor == len(unit.tasks) or \
                    self.missing[unit.tasks[unit.cursor]] or \
                    not self._has_room(unit, unit.tasks[unit.cursor], park=False):
                break
            start = self._start(unit)
        self._demand(unit)
        self._arm(unit)
        return ran

    def _run(self, unit: _Unit) -> list[int]:
        """The unit's next ready tasks whose pixels, inputs and outputs alike, are
        neighbours in one chunk each (in local memory): one element-wise instruction
        sequence covers them all."""
        tasks, i = unit.tasks, unit.cursor
        run = [tasks[i]]
        layer, core = unit.layer, unit.core
        t = self.tensors[layer.output]
        cap = min(self.run_cap[core] // t.channels, len(tasks) - i)
        p = self.t_pixel[run[0]]
        names = (*layer.inputs, layer.output)
        if cap < 2 or self.q.input in layer.inputs:
            return run
        copy_chunk = self.copy_chunk
        self._open(layer.output, t.chunk_of(p)[0], core)
        chunks = [copy_chunk[(name, p, core)] for name in names]
        if any(chunk.base == SPILLED for chunk in chunks):
            return run
        row = p // t.width
        missing, t_pixel = self.missing, self.t_pixel
        while len(run) < cap:
            tid = tasks[i + len(run)]
            q = p + len(run)
            if t_pixel[tid] != q or missing[tid] or q // t.width != row or \
                    any(copy_chunk[(name, q, core)] is not chunk
                        for name, chunk in zip(names, chunks)):
                break
            run.append(tid)
        return run

    def _demand(self, unit: _Unit) -> None:
        """Pull the inputs of the unit's next tasks that wait on other cores: pixels move
        when their reader is about to need them, so a core's heap holds what it works on
        now, not what its producers got ahead with (those hold on to it meanwhile)."""
        stop = min(len(unit.tasks), unit.cursor + PULL_AHEAD)
        if unit.demanded >= stop:
            return
        owner, produced, wanted, waiters = self.owner, self.produced, self.wanted, self.waiters
        for tid in unit.tasks[max(unit.demanded, unit.cursor):stop]:
            for key in self.t_needs[tid]:
                if key in wanted or key not in waiters:
                    continue
                wanted.add(key)
                name, q, core = key
                if (name, q) in produced:
                    self._want(owner[name][q], core, name, q)
        unit.demanded = stop

    def _want(self, src: int, dst: int, name: str, p: int) -> None:
        key = (src, dst, name, self.tensors[name].chunk_of(p)[0])
        if key not in self.scheduled:
            self.scheduled.add(key)
            self._push(max(self.clock[src], self.clock[dst]), SEND, key)

    def _force(self) -> int:
        """Run the parked unit that could start first, whatever the heap room."""
        parked = {id(u): u for units in self.blocked.values() for u in units if u.parked}
        if not parked:  # pragma: no cover - would be a scheduler bug
            raise RuntimeError("low-latency schedule made no progress")
        unit = min(parked.values(), key=lambda u: (self._start(u), u.order))
        unit.parked = False
        ran = self._turn(unit, self._start(unit))
        for u in parked.values():
            if u is not unit and u.parked:
                u.parked = False
                self._arm(u)
        self.blocked.clear()
        return ran

    def _has_room(self, unit: _Unit, tid: int, park: bool = True) -> bool:
        """Whether the core that will hold the task's pixel has heap room to spare (else,
        with ``park``, the unit waits for memory there)."""
        name = unit.layer.output
        p = self.t_pixel[tid]
        home = self.owner[name][p]
        chunk = self.chunks[(name, self.tensors[name].chunk_of(p)[0], home)]
        if chunk.base is not None or \
                self.heaps[home].free_bytes >= chunk.nbytes + self.reserve:
            return True
        if park:
            unit.parked = True
            self.blocked[home].append(unit)
        return False

    def _task(self, unit: _Unit, tids, start: float) -> None:
        """Emit one task (or a run of neighbouring vector pixels) and account for it: the
        output pixels arrive on their core, remote readers get a pending transfer, and
        the inputs are released."""
        layer = unit.layer
        p = self.t_pixel[tids[0]]
        name = layer.output
        t = self.tensors[name]
        home = self.owner[name][p]
        cid, col = t.chunk_of(p)
        chunk = self._open(name, cid, home)
        spilled = chunk.base == SPILLED
        out = self.stages[home][2] if spilled else chunk.base + (col - chunk.lo) * t.nbytes
        emitters = self.emitters
        marks = None if unit.duration is not None else \
            [(c, len(emitters[c].code), emitters[c]._bw) for c in unit.cores]
        if unit.matrix:
            self._matrix_task(unit, p, out)
        elif len(tids) > 1:
            em = emitters[home]
            bufs = {f"in{i}": self._pixel(self.tensors[src], home, p)[1]
                    for i, src in enumerate(layer.inputs)}
            bufs["out"] = out
            self._elementwise(layer, em, home, bufs, len(tids) * t.channels)
        else:
            self._vector_task(layer, home, p, out)
        if spilled or name in self.stored:
            emitters[home].st_near(t.gmem + p * t.nbytes, out, len(tids) * t.nbytes)
        if marks is not None:  # the first task of a unit is measured, the others alike
            unit.duration = max(self.timing.span(core, emitters[core].code, mark, bw)
                                for core, mark, bw in marks) / len(tids)
        end = start + unit.duration * len(tids)
        clock = self.clock
        for core in unit.cores:
            clock[core] = end
        copy_chunk, t_needs, t_pixel = self.copy_chunk, self.t_needs, self.t_pixel
        remotes, pending, wanted, produced = self.remote, self.pending, self.wanted, \
            self.produced
        for tid in tids:
            p = t_pixel[tid]
            self._arrived(name, p, home, end)
            produced.add((name, p))
            remote = remotes[(name, p)]
            if remote:
                if t.width == 1:
                    cid = p
                else:
                    row, col = divmod(p, t.width)
                    cid = row * t.per_row + col // t.chunk
                for core in remote:
                    key = (home, core, name, cid)
                    waiting = pending.get(key)
                    if waiting is None:
                        pending[key] = [p]
                    else:
                        waiting.append(p)
                    if (name, p, core) in wanted:
                        self._want(home, core, name, p)
            for key in t_needs[tid]:
                read = copy_chunk[key]
                read.count -= 1
                if not read.count:
                    self._release(read, 0)
            if (name, p) in self.unread:
                self._release(copy_chunk[(name, p, home)], 1)  # nobody reads it (stored)

    def _open(self, name: str, cid: int, core: int) -> _Chunk:
        """The chunk, given heap space (or spilled) when its first pixel comes."""
        chunk = self.chunks[(name, cid, core)]
        if chunk.base is None:
            base = self.heaps[core].take(chunk.nbytes)
            chunk.base = SPILLED if base is None else base
        return chunk

    def _arrived(self, name: str, p: int, core: int, time: float) -> None:
        missing, ready_at, t_unit = self.missing, self.ready_at, self.t_unit
        for tid in self.waiters.pop((name, p, core), ()):
            missing[tid] -= 1
            if ready_at[tid] < time:
                ready_at[tid] = time
            if not missing[tid]:
                self._arm(t_unit[tid])

    def _release(self, chunk: _Chunk, count: int) -> None:
        """``count`` reads or sends of the chunk's pixels are done."""
        chunk.count -= count
        if chunk.count == 0 and chunk.base != SPILLED:
            core = chunk.core
            self.heaps[core].give(chunk.base, chunk.nbytes)
            waiting = self.blocked.pop(core, None)
            for unit in waiting or ():  # memory came free: held-back units try again
                if unit.parked:
                    self._arm(unit)

    def _send_run(self, key: tuple[int, int, str, int], time: float) -> None:
        """The pixels of one chunk that wait to go from one core to another, as one transfer
        per run of neighbours, when both cores are free."""
        src, dst, name, cid = key
        clock = self.clock
        now = max(clock[src], clock[dst])
        if now > time:  # a core got busy meanwhile: the transfer goes when it is free, and
            free = src if clock[src] < clock[dst] else dst  # the other core only takes on
            if self.reserved.get(free, now + 1) > now:  # work that ends by then
                self.reserved[free] = now
            self._push(now, SEND, key)
            return
        for core in (src, dst):
            if self.reserved.get(core, now + 1) <= now:
                del self.reserved[core]
        self.scheduled.discard(key)
        pixels = self.pending.pop(key)
        t = self.tensors[name]
        sent, received = self.chunks[(name, cid, src)], self._open(name, cid, dst)
        pixels.sort()
        runs = []
        if sent.base == SPILLED or received.base == SPILLED:
            for p in pixels:
                self._transfer_spilled(t, p, src, dst, sent, received)
                runs.append(t.nbytes)
        else:
            start = 0
            for i in range(1, len(pixels) + 1):
                if i == len(pixels) or pixels[i] != pixels[i - 1] + 1:
                    col = pixels[start] % t.width
                    nbytes = (i - start) * t.nbytes
                    self.em(src).send_near(sent.base + (col - sent.lo) * t.nbytes, dst, nbytes)
                    self.em(dst).recv_near(received.base + (col - received.lo) * t.nbytes, src,
                                           nbytes)
                    runs.append(nbytes)
                    start = i
        for nbytes in runs:
            send, recv = self.timing.transfer(src, dst, nbytes)
            now += send
            clock[src] = now
            clock[dst] = now + recv
        wanted = self.wanted
        for p in pixels:
            wanted.discard((name, p, dst))
            self._arrived(name, p, dst, clock[dst])
        self._release(sent, len(pixels))

    def _transfer_spilled(self, t: _Tensor, p: int, src: int, dst: int, sent: _Chunk,
                          received: _Chunk) -> None:
        """One pixel from or to global memory, through the staging buffers."""
        gaddr = t.gmem + p * t.nbytes
        col = p % t.width
        em_src, em_dst = self.em(src), self.em(dst)
        if sent.base == SPILLED:
            stage = self.stages[src][0]
            em_src.ld_near(stage, gaddr, t.nbytes)
            em_src.send(stage, dst, t.nbytes)
        else:
            em_src.send_near(sent.base + (col - sent.lo) * t.nbytes, dst, t.nbytes)
        if received.base == SPILLED:
            stage = self.stages[dst][1]
            em_dst.recv(stage, src, t.nbytes)
            em_dst.st_near(gaddr, stage, t.nbytes)
        else:
            em_dst.recv_near(received.base + (col - received.lo) * t.nbytes, src, t.nbytes)

    # ------------------------------------------------------------------ pixel addresses
    def _run_pieces(self, t: _Tensor, core: int, ih: int, iw0: int, iw1: int) -> list:
        """Pixels [iw0, iw1) of row ``ih`` as held on ``core``: (in global memory?, address,
        first column, pixels) for each stretch that lies in one place."""
        if t.name == self.q.input:
            return [(True, t.gmem + (ih * t.width + iw0) * t.nbytes, iw0, iw1 - iw0)]
        pieces = []
        iw = iw0
        step = t.chunk
        while iw < iw1:
            stop = min(iw1, (iw // step + 1) * step)
            chunk = self.chunks[(t.name, ih * t.per_row + iw // step, core)]
            if chunk.base == SPILLED:
                pieces.append((True, t.gmem + (ih * t.width + iw) * t.nbytes, iw, stop - iw))
            else:
                pieces.append((False, chunk.base + (iw - chunk.lo) * t.nbytes, iw, stop - iw))
            iw = stop
        return pieces

    def _pixel(self, t: _Tensor, core: int, q: int) -> tuple[bool, int]:
        """(in global memory?, address) of one pixel held on ``core``."""
        ih, iw = divmod(q, t.width)
        spilled, addr, _, _ = self._run_pieces(t, core, ih, iw, iw + 1)[0]
        return spilled, addr

    def _input(self, em, core: int, name: str, q: int, stage: int,
               private: bool = False) -> int:
        """Local address of an input pixel; in a staging buffer when it is in global memory
        (or when the task needs a ``private`` copy)."""
        t = self.tensors[name]
        spilled, addr = self._pixel(t, core, q)
        if not spilled and not private:
            return addr
        buf = self.stages[core][stage]
        if spilled:
            em.ld_near(buf, addr, t.nbytes)
        else:
            em.copy_near(buf, addr, t.nbytes)
        return buf

    # ------------------------------------------------------------------ matrix tasks
    def _matrix_task(self, unit: _Unit, p: int, out: int) -> None:
        """One window: every core of the replica gathers its slice of the window and runs
        its array groups; partial sums are added in a tree (one vvadd per halving, over
        slots side by side) and sent to the home core, which adds the bias, applies a fused
        ReLU while the sums are wide (saturating shift and ReLU commute), and shifts the
        result into the output pixel."""
        recipe = unit.recipe or self._recipe(unit)
        m, src = recipe.matrix, recipe.src
        oh, ow = divmod(p, m.out_shape[2])
        bits, wbits = self.bits, self.q.weight_bits
        top = oh * m.stride[0] - m.pads[0]
        left = ow * m.stride[1] - m.pads[1]
        inside = 0 <= top and top + recipe.bottom < m.in_shape[1] and 0 <= left and \
            left + recipe.right < m.in_shape[2]
        templates = unit.templates
        for core, em, gathers, steps in recipe.cores:
            for part_index, window, e0, e1, rows in gathers:
                if inside and rows is not None:
                    self._gather_rows(em, core, src, rows, top, left, window)
                else:
                    self._gather(em, core, m, part_index, e0, e1, oh, ow, window, src)
            em.setbw(bits, ACC)
            known = templates.get(core)
            if known is not None and em.replay(known):
                continue
            mark = em.mark()
            for step in steps:
                if step[0] is None:
                    em.mvmul(step[1], step[2], wbits, step[3])
                else:
                    self._tree_sum(em, *step)
                    em.setbw(bits, ACC)
            templates[core] = em.template(mark)
        shift_op = recipe.shift_op
        for block, (home, em, steps, acc, width, bias, shift, offset) in \
                enumerate(recipe.blocks):
            if len(steps) == 1:  # no partial sums from other cores: the same every time
                em.setbw(ACC, ACC)
                known = templates.get(-1 - block)
                if known is None or not em.replay(known):
                    mark = em.mark()
                    self._sum_and_bias(em, steps, acc, width, bias, recipe.fold_relu)
                    templates[-1 - block] = em.template(mark)
            else:
                for step in steps[:-1]:
                    if step[0] is None:
                        _, sender, sent, slot, w8 = step
                        sender.send(sent, home, w8)
                        em.recv(slot, sender.core, w8)
                    else:
                        self._tree_sum(em, *step)
                self._sum_and_bias(em, steps[-1:], acc, width, bias, recipe.fold_relu)
            dst = out + offset
            em.setbw(ACC, bits)
            em.vector_near(shift_op, width, dst, acc, shift)
            if recipe.fused:
                em.setbw(bits, bits)
                for kind, bounds in recipe.fused:
                    if kind == "relu":
                        em.vector_near("vrelu", width, dst, dst)
                    else:
                        em.vector_near("vrsl", width, dst, dst, bound=bounds[0])
                        em.vector_near("vrsu", width, dst, dst, bound=bounds[1])

    def _sum_and_bias(self, em, steps: tuple, acc: int, width: int, bias: int,
                      relu: bool) -> None:
        self._tree_sum(em, *steps[-1])
        em.vector_near("vvadd", width, acc, acc, bias)
        if relu:
            em.unary("vrelu", acc, acc, width)

    def _recipe(self, unit: _Unit) -> _Recipe:
        """What every window of a replica does, its buffers resolved: the gathers and
        products per core (a tree sum where partial-sum slots run out), then per output
        block the partial sums it receives and the finishing."""
        layer = unit.layer
        plan = self.plans[layer.name]
        m = plan.matrix
        replica = plan.replicas[unit.index]
        local = self._buffers(layer.name)
        src = self.tensors[layer.inputs[0]]
        cores = []
        used: dict[tuple[int, tuple], int] = {}
        for core in sorted(replica.need):
            windows = {part: local(core, ("window", part), 0) - ranges[0][0] * self.byw
                       for part, ranges in replica.need[core].items()}  # element 0's place
            gathers = tuple((part, windows[part], e0, e1, self._rows(m, part, e0, e1, src))
                            for part, ranges in replica.need[core].items() for e0, e1 in ranges)
            steps = []
            for key, home, by_core in replica.per_key:
                ags = by_core.get(core)
                if not ags:
                    continue
                acc = local(core, ("acc", key), 0)
                width = key[2] - key[1]
                slots = self._sizes[(core, layer.name, ("acc", key))] // (width * 8)
                n = 0
                for ag in ags:
                    if n == slots:
                        steps.append((acc, n, width))
                        n = 1
                    shape = m.groups[ag]
                    steps.append((None, acc + n * width * 8,
                                  windows[shape.part] + shape.rows[0] * self.byw,
                                  self.group_index[(layer.name, replica.index, ag)]))
                    n += 1
                if core != home and n > 1:
                    steps.append((acc, n, width))
                    n = 1
                used[(core, key)] = n
            cores.append((core, self.em(core), gathers, tuple(steps)))
        blocks = []
        for key, home, by_core in replica.per_key:
            width = key[2] - key[1]
            w8 = width * 8
            acc = local(home, ("acc", key), 0)
            slots = self._sizes[(home, layer.name, ("acc", key))] // w8
            n = used.get((home, key), 0)
            steps = []
            for core in sorted(by_core):
                if core == home:
                    continue
                if n == slots:
                    steps.append((acc, n, width))
                    n = 1
                steps.append((None, self.em(core), local(core, ("acc", key), 0), acc + n * w8,
                              w8))
                n += 1
            steps.append((acc, n, width))
            blocks.append((home, self.em(home), tuple(steps), acc, width,
                           local(home, ("bias", key), 0), local(home, ("shift",), 0),
                           (m.parts[key[0]].outputs[0] + key[1]) * self.byw))
        fused = tuple(layer.fused)
        fold = bool(fused) and fused[0][0] == "relu"
        for kind, _ in fused:
            if kind not in ("relu", "clip"):  # pragma: no cover - the quantizer fuses these
                raise ValueError(f"layer {layer.name}: cannot fuse {kind}")
        unit.recipe = _Recipe(m, src, tuple(cores), tuple(blocks),
                              "vvsra" if layer.shift >= 0 else "vvsll", fold,
                              fused[1:] if fold else fused,
                              (m.kernel[0] - 1) * m.dilation[0], (m.kernel[1] - 1) * m.dilation[1])
        return unit.recipe

    def _rows(self, m: LayerMatrix, part_index: int, e0: int, e1: int, src: _Tensor):
        """For windows away from the borders, elements [e0, e1) of a part's window as runs
        of whole pixels, one per kernel row: (row offset, first element, elements, first and
        last column offset, bytes into the first pixel); None for parts of a pixel's
        channels or dilated columns (the general gather handles those)."""
        s0, s1 = m.parts[part_index].channels
        ns = s1 - s0
        if ns != src.channels or m.dilation[1] != 1:
            return None
        row_len = m.kernel[1] * ns
        rows = []
        for r in range(e0 // row_len, -(-e1 // row_len)):
            r0 = r * row_len
            lo, hi = max(e0, r0), min(e1, r0 + row_len)
            rows.append((r * m.dilation[0], lo, hi - lo, (lo - r0) // ns, (hi - 1 - r0) // ns,
                         (lo - r0) % ns * self.byw))
        return tuple(rows)

    def _gather_rows(self, em, core: int, src: _Tensor, rows: tuple, top: int, left: int,
                     window: int) -> None:
        """The gather of a window away from the borders: a copy (or load) per kernel row,
        unless its pixels lie in more than one place (or rows continue each other)."""
        byw, nbytes, width = self.byw, src.nbytes, src.width
        pieces: list[list] = []
        if src.name == self.q.input:
            for dr, lo, count, c0, _c1, inner in rows:
                _piece(pieces, lo, lo + count, 2, src.gmem + ((top + dr) * width + left + c0) *
                       nbytes + inner, byw)
        else:
            chunks, name, step, per_row = self.chunks, src.name, src.chunk, src.per_row
            for dr, lo, count, c0, c1, inner in rows:
                ih, iw0 = top + dr, left + c0
                if iw0 // step == (left + c1) // step:
                    chunk = chunks[(name, ih * per_row + iw0 // step, core)]
                    if chunk.base != SPILLED:
                        addr = chunk.base + (iw0 - chunk.lo) * nbytes + inner
                        if pieces:
                            last = pieces[-1]
                            if last[0] + last[1] == lo and last[2] == 1 and \
                                    last[3] + last[1] * byw == addr:
                                last[1] += count
                                continue
                        pieces.append([lo, count, 1, addr])
                        continue
                for spilled, addr, iw, n in self._run_pieces(src, core, ih, iw0, left + c1 + 1):
                    start = lo - inner // byw + (iw - iw0) * src.channels  # pixel iw's element
                    first = max(lo, start)
                    _piece(pieces, first, min(lo + count, start + n * src.channels),
                           2 if spilled else 1, addr + (first - start) * byw, byw)
        for lo, count, kind, addr in pieces:
            if kind == 1:
                em.copy_near(window + lo * byw, addr, count * byw)
            else:
                em.ld_near(window + lo * byw, addr, count * byw)

    def _tree_sum(self, em, acc: int, terms: int, width: int) -> None:
        """Sum ``terms`` slots of ``width`` 64-bit elements at ``acc`` into the first one
        (the slots were just mvmul destinations: their addresses are in registers)."""
        em.setbw(ACC, ACC)
        while terms > 1:
            half = terms // 2
            em.binary("vvadd", acc, acc, acc + (terms - half) * width * 8, half * width)
            terms -= half

    def _gather(self, em, core: int, m: LayerMatrix, part_index: int, e0: int, e1: int,
                oh: int, ow: int, window: int, src: _Tensor) -> None:
        """Elements [e0, e1) of the part's window vector into ``window``: one copy (or load)
        per stretch of neighbouring pixels that lies in one place, zeros for padding."""
        s0, s1 = m.parts[part_index].channels
        ns = s1 - s0
        byw = self.byw
        kw = m.kernel[1]
        dh, dw = m.dilation
        height, width = m.in_shape[1], m.in_shape[2]
        row_len = kw * ns
        base_w = ow * m.stride[1] - m.pads[1]
        top = oh * m.stride[0] - m.pads[0]
        pieces: list[list] = []  # [first element, elements, 0 zeros | 1 local | 2 global, addr]
        if ns == src.channels and dw == 1:  # the in-bounds kernel columns: one run of pixels
            name, step, per_row, nbytes, gmem = src.name, src.chunk, src.per_row, src.nbytes, \
                src.gmem
            graph = name == self.q.input
            chunks = self.chunks
            s_a = max(0, -base_w)
            s_b = max(s_a, min(kw, width - base_w))
            for r in range(e0 // row_len, -(-e1 // row_len)):
                r0 = r * row_len
                r_lo = e0 if e0 > r0 else r0
                r_hi = e1 if e1 < r0 + row_len else r0 + row_len
                ih = top + r * dh
                if not 0 <= ih < height:
                    _piece(pieces, r_lo, r_hi, 0, 0, byw)
                    continue
                lo, hi = max(r_lo, r0 + s_a * ns), min(r_hi, r0 + s_b * ns)
                if r_lo < lo:
                    _piece(pieces, r_lo, lo, 0, 0, byw)
                if lo < hi:
                    iw0 = base_w + (lo - r0) // ns
                    iw1 = base_w + (hi - 1 - r0) // ns + 1
                    if graph:  # the graph input: one run in global memory
                        runs = ((True, gmem + (ih * width + iw0) * nbytes, iw0, iw1 - iw0),)
                    elif iw0 // step == (iw1 - 1) // step and \
                            chunks[(name, ih * per_row + iw0 // step, core)].base != SPILLED:
                        chunk = chunks[(name, ih * per_row + iw0 // step, core)]
                        runs = ((False, chunk.base + (iw0 - chunk.lo) * nbytes, iw0, iw1 - iw0),)
                    else:
                        runs = self._run_pieces(src, core, ih, iw0, iw1)
                    for spilled, addr, iw, count in runs:
                        start = r0 + (iw - base_w) * ns  # window element of pixel iw
                        p_lo = lo if lo > start else start
                        p_hi = hi if hi < start + count * ns else start + count * ns
                        _piece(pieces, p_lo, p_hi, 2 if spilled else 1,
                               addr + (p_lo - start) * byw, byw)
                if max(lo, hi) < r_hi:
                    _piece(pieces, max(lo, hi), r_hi, 0, 0, byw)
        else:
            for r in range(e0 // row_len, -(-e1 // row_len)):
                r_lo, r_hi = max(e0, r * row_len), min(e1, (r + 1) * row_len)
                ih = top + r * dh
                for pos in range(r_lo // ns, -(-r_hi // ns)):
                    lo, hi = max(r_lo, pos * ns), min(r_hi, (pos + 1) * ns)
                    iw = base_w + (pos - r * kw) * dw
                    if 0 <= ih < height and 0 <= iw < width:
                        spilled, addr = self._pixel(src, core, ih * width + iw)
                        _piece(pieces, lo, hi, 2 if spilled else 1,
                               addr + (s0 + lo - pos * ns) * byw, byw)
                    else:
                        _piece(pieces, lo, hi, 0, 0, byw)
        for lo, count, kind, addr in pieces:
            if kind == 1:
                em.copy_near(window + lo * byw, addr, count * byw)
            elif kind == 2:
                em.ld_near(window + lo * byw, addr, count * byw)
            else:
                em.fill_near(window + lo * byw, count * byw)

    # ------------------------------------------------------------------ vector tasks
    def _vector_task(self, layer: QLayer, core: int, p: int, out: int) -> None:
        em = self.em(core)
        kind = layer.kind
        channels = self.tensors[layer.output].channels
        if kind in vector_ops.BODY and not (kind is QKind.MUL and
                                             vector_ops.is_broadcast(self, layer)):
            # LeakyRelu's body reuses its input as a temporary: give it a private copy
            private = kind is QKind.LEAKY_RELU
            bufs = {f"in{i}": self._input(em, core, name, p, i, private)
                    for i, name in enumerate(layer.inputs)}
            bufs["out"] = out
            self._elementwise(layer, em, core, bufs, channels)
        elif kind is QKind.MUL:  # broadcast gate (C, 1, 1)
            self._gate(layer, em, core, p, out, channels)
        elif kind is QKind.CONCAT:
            offset = 0
            for name in layer.inputs:
                t = self.tensors[name]
                spilled, addr = self._pixel(t, core, p)
                if spilled:
                    em.ld_near(out + offset * self.byw, addr, t.nbytes)
                else:
                    em.copy_to_near(out + offset * self.byw, addr, t.nbytes)
                offset += t.channels
        elif kind is QKind.MAXPOOL and self._max_rows(layer, em, core, p, out, channels):
            pass
        else:
            self._pool(layer, em, core, p, out, channels)

    def _elementwise(self, layer: QLayer, em, core: int, bufs: dict, n: int) -> None:
        """The vector_ops body of an element-wise layer over ``n`` elements (a requantization,
        the commonest, directly: the same shift by a constant vector, without building the
        constant again for every run)."""
        if layer.kind is QKind.REQUANT:
            amount = self.q.frac[layer.inputs[0]] - self.q.frac[layer.output]
            em.setbw(self.bits, self.bits)
            em.vector_near("vvsra" if amount >= 0 else "vvsll", n, bufs["out"], bufs["in0"],
                           self._constant(em, core, "c0", abs(amount)))
            return
        bufs.update(self.scratch[core])
        bufs["_n"] = self.run_cap[core]
        self._body(layer)(_Near(em), bufs, n)
        self.scratch[core].update({k: v for k, v in bufs.items() if isinstance(k, tuple)})

    def _constant(self, em, core: int, slot: str, value: int) -> int:
        """Scratch ``slot`` of the core holding ``value`` in every element (data width),
        loaded unless it already does (the slot's record is the one vector_ops keeps)."""
        cap = self.run_cap[core]
        addr = self._constants.get((value, cap))
        if addr is None:
            addr = self._constants[(value, cap)] = self.layout.constant([value] * cap, self.bits)
        scratch = self.scratch[core]
        if scratch.get(("loaded", slot)) != (addr, self.bits):
            em.ld(scratch[slot], addr, cap * self.byw)
            scratch[("loaded", slot)] = (addr, self.bits)
        return scratch[slot]

    def _body(self, layer: QLayer):
        body = self._bodies.get(layer.name)
        if body is None:
            body = self._bodies[layer.name] = vector_ops.BODY[layer.kind](self, layer)
        return body

    def _gate(self, layer: QLayer, em, core: int, p: int, out: int, channels: int) -> None:
        local = self._buffers(layer.name)
        x = self._input(em, core, layer.inputs[0], p, 0)
        gate = self._input(em, core, layer.inputs[1], 0, 1)
        prod = local(core, ("prod",), 0)
        amount = vector_ops._product_shift(self, layer)
        shift = local(core, ("shifts",), 0)  # a task temporary: load it each time
        em.ld(shift, self.layout.constant([abs(amount)] * channels, 64), channels * 8)
        em.setbw(self.bits, 64)
        em.vector_near("vvmul", channels, prod, x, gate)
        em.setbw(64, self.bits)
        em.vector_near("vvsra" if amount >= 0 else "vvsll", channels, out, prod, shift)

    def _max_rows(self, layer: QLayer, em, core: int, p: int, out: int,
                  channels: int) -> bool:
        """Max pooling over whole kernel rows: when the window's rows are equally long runs
        of neighbouring pixels in local memory, one vvmax per row folds them into a row
        buffer and one per column folds that into the pixel. False when they are not."""
        src = self.tensors[layer.inputs[0]]
        height = src.pixels // src.width
        oh, ow = divmod(p, self.tensors[layer.output].width)
        (kh, kw), (sh, sw) = layer.attrs.kernel, layer.attrs.stride
        top, left = layer.attrs.pads[0], layer.attrs.pads[1]
        iw0, iw1 = max(0, ow * sw - left), min(src.width, ow * sw - left + kw)
        rows = []
        for r in range(kh):
            ih = oh * sh - top + r
            if 0 <= ih < height and iw0 < iw1:
                pieces = self._run_pieces(src, core, ih, iw0, iw1)
                if len(pieces) != 1 or pieces[0][0]:
                    return False
                rows.append(pieces[0][1])
        if not rows:
            return False
        span = iw1 - iw0
        n = span * channels
        em.setbw(self.bits, self.bits)
        if len(rows) == 1:
            folded = rows[0]
        else:
            folded = out if span == 1 else self._buffers(layer.name)(core, ("rows",), 0)
            em.vector_near("vvmax", n, folded, rows[0], rows[1])
            for row in rows[2:]:
                em.vector_near("vvmax", n, folded, folded, row)
        if span == 1:
            if folded != out:
                em.copy_to_near(out, folded, src.nbytes)
            return True
        em.vector_near("vvmax", channels, out, folded, folded + src.nbytes)
        for j in range(2, span):
            em.vector_near("vvmax", channels, out, out, folded + j * src.nbytes)
        return True

    def _pool(self, layer: QLayer, em, core: int, p: int, out: int, channels: int) -> None:
        """Pooling the general way: the window's pixels back to back (one copy per run of
        neighbours), then max or average, in passes over channel slices."""
        local = self._buffers(layer.name)
        src = self.tensors[layer.inputs[0]]
        byw = self.byw
        cells = [None if q is None else self._pixel(src, core, q)
                 for q in self._pool_cells(layer, p)]
        count = len(cells)
        per_pass = self._pool_pass(layer)[1]
        window = local(core, ("window",), 0)
        result = local(core, ("result",), 0)
        average = layer.kind is not QKind.MAXPOOL
        for c0 in range(0, channels, per_pass):
            cc = min(per_pass, channels - c0)
            run = None  # [first cell, cells, None | (global?, address)]
            for j, cell in enumerate(cells):
                where = None if cell is None else (cell[0], cell[1] + c0 * byw)
                if run is not None and cc == channels and (
                        (where is None and run[2] is None) or
                        (where is not None and run[2] is not None and run[2][0] == where[0]
                         and run[2][1] + run[1] * cc * byw == where[1])):
                    run[1] += 1
                    continue
                if run is not None:
                    self._fill_cells(em, window, run, cc)
                run = [j, 1, where]
            self._fill_cells(em, window, run, cc)
            dst = vector_ops.pool_compute(self, em, window, result, count, cc, average)
            em.copy_to_near(out + c0 * byw, dst, cc * byw)

    def _fill_cells(self, em, window: int, run: list, cc: int) -> None:
        first, cells, where = run
        dst, size = window + first * cc * self.byw, cells * cc * self.byw
        if where is None:
            em.fill(dst, size)
        elif where[0]:
            em.ld_near(dst, where[1], size)
        else:
            em.copy_near(dst, where[1], size)


def _groups_by_core(replica) -> dict[int, list[int]]:
    found: dict[int, list[int]] = defaultdict(list)
    for ag, core in enumerate(replica.row):
        found[core].append(ag)
    return found


def _piece(pieces: list, lo: int, hi: int, kind: int, addr: int, byw: int) -> None:
    """Add window elements [lo, hi) from ``addr`` (kind 1 local, 2 global memory; 0 zeros)
    to ``pieces``, extending the last piece when they continue it in the same place."""
    if pieces:
        last = pieces[-1]
        if last[0] + last[1] == lo and last[2] == kind and \
                (kind == 0 or last[3] + last[1] * byw == addr):
            last[1] += hi - lo
            return
    pieces.append([lo, hi - lo, kind, addr])


REGIONS = ("acc", "window", "other")


def _region(tag: tuple) -> str:
    return tag[0] if tag[0] in ("acc", "window") else "other"


