"""The low-latency pipeline (pimsolve.schedule.ll): list scheduling of the task graph in
estimated time. The next thing emitted is always the task or transfer that would start first,
judged by each core's estimated clock (the latencies of what it has been given so far) and by
when its inputs arrive. Each core's program thus follows the order in which it will run, and a
transfer pairs cores that are both ready for it instead of making one wait for the other."""

from __future__ import annotations

import heapq
from collections import defaultdict
from collections.abc import Callable

from pimsolve.codegen import vector_ops
from pimsolve.ir.qgraph import QKind
from pimsolve.schedule.ht.scheduler import _HtScheduler
from pimsolve.schedule.ll.buffers import BufferPlan
from pimsolve.schedule.ll.matrix_tasks import MatrixTasks
from pimsolve.schedule.ll.state import SPILLED, _Chunk, _Tensor, _Unit
from pimsolve.schedule.ll.task_graph import TaskGraph
from pimsolve.schedule.ll.timing import _Timing
from pimsolve.schedule.ll.vector_tasks import VectorTasks

TASKS_PER_TURN = 1  # windows a replica computes back to back once it may start (vector cores
# take every ready pixel: they are cheap and drain the pixels the replicas produce)
PULL_AHEAD = 4  # a unit pulls the remote inputs of its next tasks this far ahead
SEND = -(1 << 30)  # event rank of transfers (tasks rank by their unit's layer order)


class Pipeline:
    """The clock of every core and the events waiting on it. Works through ``graph``: emits
    its tasks with ``matrix_tasks`` and ``vector_tasks`` and the transfers between them,
    gives chunks their place in the heaps of ``buffers`` (or spills them) and frees them
    when read; ``timing`` estimates what everything emitted takes. After ``run``, ``clock``
    holds when each core is done and ``spans`` when each layer ran."""

    def __init__(self, ctx: _HtScheduler, graph: TaskGraph, buffers: BufferPlan,
                 timing: _Timing, matrix_tasks: MatrixTasks, vector_tasks: VectorTasks):
        self.ctx = ctx
        self.graph = graph
        self.buffers = buffers
        self.timing = timing
        self.matrix_tasks = matrix_tasks
        self.vector_tasks = vector_tasks
        # every core starts once through the code emitted so far (its bias and shift vectors)
        preambles, self.port_free = timing.preambles({core: em.code for core, em in
                                                      ctx.emitters.items()})
        self.clock: dict[int, float] = defaultdict(float)  # core -> when it is free
        self.clock.update(preambles)
        self.spans: dict[str, tuple[float, float]] = {}  # layer -> first start, last end
        self.ready_at = [0.0] * len(graph.t_needs)  # when a task's inputs are all there
        # (src, dst, tensor, chunk id) -> pixels waiting to go from one core to another
        self.pending: dict[tuple[int, int, str, int], list[int]] = {}
        self.events: list[tuple] = []  # (time, rank, sequence, unit or transfer key)
        self.seq = 0
        self.stored = set(ctx.q.outputs)  # tensors stored to global memory
        self.produced: set[tuple[str, int]] = set()
        self.wanted: set[tuple[str, int, int]] = set()  # copies a unit will soon read
        self.scheduled: set[tuple[int, int, str, int]] = set()  # transfers queued
        self.reserved: dict[int, float] = {}  # core -> when a transfer waits for it

    def run(self, say: Callable[[str], None]) -> None:
        """Every task of the graph, emitted in the order of its estimated start."""
        for unit in self.graph.units:
            self._demand(unit)
            self._arm(unit)
        left = report = len(self.graph.t_needs)
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
        self.seq += 1
        heapq.heappush(self.events, (time, rank, self.seq, item))

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
        if unit.armed or unit.cursor >= len(unit.tasks) or \
                self.graph.missing[unit.tasks[unit.cursor]]:
            return
        unit.armed = True
        self._push(self._start(unit) if start is None else start, -1 - unit.order, unit)

    def _turn(self, unit: _Unit, start: float) -> int:
        """Up to TASKS_PER_TURN tasks of one unit, back to back (a vector unit takes every
        ready pixel, neighbours in one go where it can); returns how many ran."""
        ran = 0
        limit = TASKS_PER_TURN if unit.matrix else len(unit.tasks)
        runs = not unit.matrix and unit.layer.kind in vector_ops.BODY and not (
            unit.layer.kind is QKind.MUL and vector_ops.is_broadcast(self.ctx, unit.layer))
        while True:
            tids = self._run(unit) if runs else (unit.tasks[unit.cursor],)
            self._task(unit, tids, start)
            unit.cursor += len(tids)
            ran += len(tids)
            if ran >= limit or unit.cursor == len(unit.tasks) or \
                    self.graph.missing[unit.tasks[unit.cursor]]:
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
        t = self.graph.tensors[layer.output]
        cap = min(self.buffers.run_cap[core] // t.channels, len(tasks) - i)
        p = self.graph.t_pixel[run[0]]
        names = (*layer.inputs, layer.output)
        if cap < 2 or not self.graph.external.isdisjoint(layer.inputs):
            return run
        copy_chunk = self.graph.copy_chunk
        self._open(layer.output, t.chunk_of(p)[0], core)
        chunks = [copy_chunk[(name, p, core)] for name in names]
        if any(chunk.base == SPILLED for chunk in chunks):
            return run
        row = p // t.width
        missing, t_pixel = self.graph.missing, self.graph.t_pixel
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
        graph, produced, wanted = self.graph, self.produced, self.wanted
        owner, waiters = graph.owner, graph.waiters
        for tid in unit.tasks[max(unit.demanded, unit.cursor):stop]:
            for key in graph.t_needs[tid]:
                if key in wanted or key not in waiters:
                    continue
                wanted.add(key)
                name, q, core = key
                if (name, q) in produced:
                    self._want(owner[name][q], core, name, q)
        unit.demanded = stop

    def _want(self, src: int, dst: int, name: str, p: int) -> None:
        key = (src, dst, name, self.graph.tensors[name].chunk_of(p)[0])
        if key not in self.scheduled:
            self.scheduled.add(key)
            self._push(max(self.clock[src], self.clock[dst]), SEND, key)

    def _task(self, unit: _Unit, tids, start: float) -> None:
        """Emit one task (or a run of neighbouring vector pixels) and account for it: the
        output pixels arrive on their core, remote readers get a pending transfer, and
        the inputs are released."""
        graph, layer = self.graph, unit.layer
        p = graph.t_pixel[tids[0]]
        name = layer.output
        t = graph.tensors[name]
        home = graph.owner[name][p]
        cid, col = t.chunk_of(p)
        chunk = self._open(name, cid, home)
        spilled = chunk.base == SPILLED
        out = self.buffers.stages[home][2] if spilled else \
            chunk.base + (col - chunk.lo) * t.nbytes
        emitters = self.ctx.emitters
        before = [(c, len(emitters[c].code), emitters[c]._bw) for c in unit.cores]
        marks = None if unit.duration is not None else before
        if unit.matrix:
            self.matrix_tasks.emit(unit, p, out)
        elif len(tids) > 1:
            em = emitters[home]
            bufs = {f"in{i}": graph.pixel(graph.tensors[src], home, p)[1]
                    for i, src in enumerate(layer.inputs)}
            bufs["out"] = out
            self.vector_tasks.elementwise(layer, em, home, bufs, len(tids) * t.channels)
        else:
            self.vector_tasks.emit(layer, home, p, out)
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
        copy_chunk, t_needs, t_pixel = graph.copy_chunk, graph.t_needs, graph.t_pixel
        remotes, pending, wanted, produced = graph.remote, self.pending, self.wanted, \
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
            if (name, p) in graph.unread:
                self._release(copy_chunk[(name, p, home)], 1)  # nobody reads it (stored)

    def _port_waits(self, before: list, start: float) -> dict[int, float]:
        """Where the global memory serves one request at a time: the loads and stores each
        core of a task just emitted (its code since ``before``) queue at the port from the
        task's start, in the order the tasks start; how long each core waits for it."""
        waits = {}
        for core, mark, _bw in before:
            service = self.timing.port_service(core, self.ctx.emitters[core].code, mark)
            if service:
                waits[core] = max(0.0, self.port_free - start)
                self.port_free = max(self.port_free, start) + service
        return waits

    def _open(self, name: str, cid: int, core: int) -> _Chunk:
        """The chunk, given heap space (or spilled) when its first pixel comes."""
        chunk = self.graph.chunks[(name, cid, core)]
        if chunk.base is None:
            base = self.buffers.heaps[core].take(chunk.nbytes)
            chunk.base = SPILLED if base is None else base
        return chunk

    def _arrived(self, name: str, p: int, core: int, time: float) -> None:
        missing, ready_at, t_unit = self.graph.missing, self.ready_at, self.graph.t_unit
        for tid in self.graph.waiters.pop((name, p, core), ()):
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
            self.buffers.heaps[core].give(chunk.base, chunk.nbytes)

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
        t = self.graph.tensors[name]
        sent, received = self.graph.chunks[(name, cid, src)], self._open(name, cid, dst)
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
                    self.ctx.em(src).send_near(sent.base + (col - sent.lo) * t.nbytes, dst,
                                               nbytes)
                    self.ctx.em(dst).recv_near(received.base + (col - received.lo) * t.nbytes,
                                               src, nbytes)
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
        em_src, em_dst = self.ctx.em(src), self.ctx.em(dst)
        if sent.base == SPILLED:
            stage = self.buffers.stages[src][0]
            em_src.ld_near(stage, gaddr, t.nbytes)
            em_src.send(stage, dst, t.nbytes)
        else:
            em_src.send_near(sent.base + (col - sent.lo) * t.nbytes, dst, t.nbytes)
        if received.base == SPILLED:
            stage = self.buffers.stages[dst][1]
            em_dst.recv(stage, src, t.nbytes)
            em_dst.st_near(gaddr, stage, t.nbytes)
        else:
            em_dst.recv_near(received.base + (col - received.lo) * t.nbytes, src, t.nbytes)
