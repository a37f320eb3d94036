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
send/recv always pair up. A window of a replica cut over cores keeps each core until its part
is done: the home until it has received every partial sum (one transfer after the other), a
sending core until its transfer is through. The final clock is the predicted latency that
summary.json reports (``Program.estimated_cycles``).

Memory. A chunk that does not fit its core's heap when its first pixel arrives is *spilled*:
its pixels live at their tensor's place in global memory (a receiving core stores them itself
right after the ``recv``, so the load that reads them later is ordered on the same core).
Every pipeline therefore fits; spills only cost time. Producers are not held back for heap
room: waiting for memory to come free serialized the pipeline on small memories (GoogLeNet on
puma: 43.5M cycles against 10.6M, with more spills, not fewer). The fixed buffers below the
heap are planned in pimsolve.schedule.ll.buffers.
"""

from __future__ import annotations

import dataclasses
import heapq
from collections import defaultdict
from collections.abc import Callable, Mapping
from types import MappingProxyType

from pimsolve.bind.arraygroups import LayerMatrix, chw
from pimsolve.codegen import vector_ops
from pimsolve.codegen.memory import LocalMemoryError
from pimsolve.gcpause import collector_paused
from pimsolve.hwspec.model import Execution, HwSpec
from pimsolve.ir.qgraph import QGraph, QKind, QLayer
from pimsolve.schedule.ht.scheduler import _HtScheduler
from pimsolve.schedule.ll.buffers import LEAN_ELEMENTS, LEAN_FLOOR, BufferPlanning
from pimsolve.schedule.ll.state import MATRIX, SPILLED, _Chunk, _Tensor, _Unit
from pimsolve.schedule.ll.tasks import TaskEmission
from pimsolve.schedule.program import Program
from pimsolve.solve.placement.placement import Placement

TASKS_PER_TURN = 1  # windows a replica computes back to back once it may start (vector cores
# take every ready pixel: they are cheap and drain the pixels the replicas produce)
PULL_AHEAD = 4  # a unit pulls the remote inputs of its next tasks this far ahead
CHUNK_SHARE = 32  # a chunk takes at most this share of local memory (fewer pixels wait in
# half-used chunks on small memories; whole rows where they fit)
SEND = -(1 << 30)  # event rank of transfers (tasks rank by their unit's layer order)


DEALS = ("load", "plan")  # how a layer's windows are dealt to its replicas (_LlScheduler._deal)


def schedule_ll(qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix],
                placement: Placement, progress: Callable[[str], None] | None = None,
                deal: str = "load") -> Program:
    """The LL program; cores whose buffers do not fit their local memory are planned again
    *lean* (``_LlScheduler.lean``) until everything fits or a lean core is still short.
    ``deal``: one of DEALS (``_LlScheduler._deal``)."""
    if deal not in DEALS:
        raise ValueError(f"deal: expected one of {DEALS}, got {deal!r}")
    lean: dict[int, int] = {}  # core -> elements of its chunks
    with collector_paused():
        while True:
            scheduler = _LlScheduler(qgraph, hw, matrices, placement)
            scheduler.lean = lean
            scheduler.deal = deal
            try:
                return scheduler.run(progress)
            except LocalMemoryError as short:
                more = _leaner(lean, short.cores)
                if more is None:
                    raise LocalMemoryError(f"{short}, or --mode ht (it needs less local "
                                           "memory per core)", short.cores) from None
                lean = more
                if progress:
                    progress(f"replanning {len(lean)} cores with lean buffers")


def _leaner(lean: dict[int, int], short: tuple[int, ...]) -> dict[int, int] | None:
    """The next lean plan for cores that are ``short``: those not yet lean get chunks of
    LEAN_ELEMENTS; when all are, they halve their chunks, down to LEAN_FLOOR (None once
    nothing is left to narrow). A lean home of a 512-wide block on a 16 KB core (ResNet-18
    on isaac with a quarter of its local memory) needed 18,688 bytes with 256-element chunks."""
    new = {core: LEAN_ELEMENTS for core in short if core not in lean}
    if not new:
        new = {core: lean[core] // 2 for core in short if lean[core] // 2 >= LEAN_FLOOR}
    return {**lean, **new} if new else None


class _LlScheduler(BufferPlanning, TaskEmission, _HtScheduler):
    store_all = False  # also store intermediate tensors to global memory (for debugging)
    # Cores planned lean (their buffers did not fit otherwise): their home blocks receive
    # partial sums and shift in chunks of LEAN_ELEMENTS (one inbox, a short shift vector), and
    # their element-wise scratch holds LEAN_RUN elements (wider pixels go in pieces); core ->
    # elements of its chunks
    lean: Mapping[int, int] = MappingProxyType({})
    deal = "load"  # one of DEALS

    def run(self, progress) -> Program:
        say = progress or (lambda _m: None)
        self._load_weights()
        self.layout.place_tensors({n: t.shape for n, t in self.q.tensors.items()})
        say("planning the low-latency pipeline")
        made = {layer.output for layer in self.q.layers}
        # tensors no layer here produces (the graph input; a partition's other inputs): read
        # from global memory, never waited for
        self.external = frozenset(name for name in self.q.tensors if name not in made)
        self._buffer_fns: dict[str, Callable] = {}
        self._layer_buffers: dict[str, dict[tuple, int]] = defaultdict(dict)  # (core, *tag)
        self._sizes: dict[tuple, int] = {}  # (core, layer, tag) -> planned bytes
        self._planned = False
        self._bodies: dict[str, Callable] = {}
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
        program = self.program({layer.name: tuple(sorted({u.core for u in
                                                           self.layer_units[layer.name]}))
                                 for layer in self.q.layers})
        return dataclasses.replace(program, dealing=self.deal,
                                   estimated_cycles=max(self.clock.values(), default=0.0),
                                   layer_spans=dict(self.spans))

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
                plan = self._plan_matrix(layer, self._buffers(layer.name), single_home=True,
                                         sizing=self._lean_chunks)
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
        """A layer's windows dealt to its replicas in blocks of up to a row, in row order.
        The first rows, which the next layer waits for, are thus computed by many replicas
        at once, and each replica works on neighbouring windows (its inputs overlap).

        ``load``: each block goes to the replica whose cores would finish it first given the
        work already dealt to them (by every layer: replicas share cores, and copies of array
        groups), so a core holding several replicas is not given a share for each. ``plan``:
        each replica gets the windows the placement gives it (``Placement.shares``, the
        solver's balance of every core's work), each block going to the replica furthest
        behind its share."""
        replicas = plan.replicas
        block = max(1, min(out.width, out.pixels // len(replicas)))
        if self.deal == "plan":
            return _deal_by_shares(self.placement.shares(plan.layer.name, out.pixels), block,
                                   out.pixels)
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
        external inputs are read from global memory and are not waited for)."""
        layer, core, external = unit.layer, unit.core, self.external
        return [tuple((name, q, core) for name, q in dict.fromkeys(self._reads(layer, p))
                      if name not in external) for p in unit.pixels]

    def _matrix_needs(self, unit: _Unit) -> list[tuple]:
        """Per window of a replica, the input copies (tensor, pixel, core) its cores read."""
        layer = unit.layer
        src = layer.inputs[0]
        if src in self.external:
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
        preambles, self.port_free = self.timing.preambles({core: em.code for core, em in
                                                           self.emitters.items()})
        self.clock.update(preambles)
        self.spans: dict[str, tuple[float, float]] = {}  # layer -> first start, last end
        self.ready_at = [0.0] * len(self.t_needs)  # when a task's inputs are all there
        self.pending: dict[tuple[int, int, str, int], list[int]] = {}
        self.events: list[tuple] = []
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
                    self.missing[unit.tasks[unit.cursor]]:
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
        if cap < 2 or not self.external.isdisjoint(layer.inputs):
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
        before = [(c, len(emitters[c].code), emitters[c]._bw) for c in unit.cores]
        marks = None if unit.duration is not None else before
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
            gathered: dict[int, float] = {}  # sending core -> when its partial sums are in
            spans = {core: self.timing.span(core, emitters[core].code, mark, bw, gathered)
                     for core, mark, bw in marks}
            unit.busy = {core: max(span, gathered.get(core, 0.0)) / len(tids)
                         for core, span in spans.items()}
            unit.duration = max(unit.busy.values())
        waits = self._port_waits(before, start)
        end = start + unit.duration * len(tids) + max(waits.values(), default=0.0)
        span = self.spans.get(layer.name)
        self.spans[layer.name] = (start, end) if span is None else \
            (min(span[0], start), max(span[1], end))
        clock, busy = self.clock, unit.busy
        for core in unit.cores:
            clock[core] = start + busy[core] * len(tids) + waits.get(core, 0.0)
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

    def _port_waits(self, before: list, start: float) -> dict[int, float]:
        """Where the global memory serves one request at a time: the loads and stores each
        core of a task just emitted (its code since ``before``) queue at the port from the
        task's start, in the order the tasks start; how long each core waits for it."""
        waits = {}
        for core, mark, _bw in before:
            service = self.timing.port_service(core, self.emitters[core].code, mark)
            if service:
                waits[core] = max(0.0, self.port_free - start)
                self.port_free = max(self.port_free, start) + service
        return waits

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
        if t.name in self.external:
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


def _groups_by_core(replica) -> dict[int, list[int]]:
    found: dict[int, list[int]] = defaultdict(list)
    for ag, core in enumerate(replica.row):
        found[core].append(ag)
    return found


def _deal_by_shares(shares: tuple[int, ...], block: int, pixels: int) -> list[list[int]]:
    """Pixels ``0..pixels-1`` in blocks of ``block``, in order, each block to the replica
    whose count it leaves the smallest fraction of its share (ties: the lowest). Replicas
    progress through the rows at the pace of their shares; the blocks' granularity leans
    towards the larger shares (an even split by largest remainders was slower on 6 of 7 LL
    schedules of ResNet-18, SqueezeNet and GoogLeNet, by up to 15%)."""
    got = [0] * len(shares)
    chunks: list[list[int]] = [[] for _ in shares]
    owners = [r for r, share in enumerate(shares) if share > 0]
    for start in range(0, pixels, block):
        count = min(block, pixels - start)
        best = min(owners, key=lambda r: ((got[r] + count) / shares[r], r))
        got[best] += count
        chunks[best].extend(range(start, start + count))
    return chunks
