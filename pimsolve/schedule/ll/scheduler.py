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
room: waiting for memory to come free serializes the pipeline on small memories, without
spilling less.

Parts. ``_LlScheduler.run`` builds the program from explicit pieces, each in its module:
``BufferPlan`` (buffers: local memory, the fixed buffers and the heap above them), the
``TaskGraph`` (task_graph: units, tasks, the copies they read and the chunks those live in),
``MatrixTasks`` and ``VectorTasks`` (matrix_tasks, vector_tasks: one task's instructions),
``_Timing`` (timing: estimated latencies) and the ``Pipeline`` (pipeline: the clocks and the
event queue that order everything).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.codegen.memory import LocalMemoryError
from pimsolve.gcpause import collector_paused
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph
from pimsolve.schedule.ht.scheduler import _HtScheduler
from pimsolve.schedule.ll.buffers import LEAN_ELEMENTS, LEAN_FLOOR, BufferPlan
from pimsolve.schedule.ll.matrix_tasks import MatrixTasks
from pimsolve.schedule.ll.pipeline import Pipeline
from pimsolve.schedule.ll.task_graph import plan_graph
from pimsolve.schedule.ll.timing import _Timing
from pimsolve.schedule.ll.vector_tasks import VectorTasks
from pimsolve.schedule.program import Program
from pimsolve.solve.placement.placement import Placement

DEALS = ("load", "plan")  # how a layer's windows are dealt to its replicas (task_graph._deal)


def schedule_ll(qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix],
                placement: Placement, progress: Callable[[str], None] | None = None,
                deal: str = "load") -> Program:
    """The LL program; cores whose buffers do not fit their local memory are planned again
    *lean* (``_LlScheduler``) until everything fits or a lean core is still short.
    ``deal``: one of DEALS (pimsolve.schedule.ll.task_graph._deal)."""
    if deal not in DEALS:
        raise ValueError(f"deal: expected one of {DEALS}, got {deal!r}")
    lean: dict[int, int] = {}  # core -> elements of its chunks
    with collector_paused():
        while True:
            scheduler = _LlScheduler(qgraph, hw, matrices, placement, lean, deal)
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
    nothing is left to narrow): the home of a wide block on a small core can still be short
    with chunks of LEAN_ELEMENTS."""
    new = {core: LEAN_ELEMENTS for core in short if core not in lean}
    if not new:
        new = {core: lean[core] // 2 for core in short if lean[core] // 2 >= LEAN_FLOOR}
    return {**lean, **new} if new else None


class _LlScheduler(_HtScheduler):
    """The program being built (emitters, local allocators, global layout, array groups and
    the matrix layers' plans, as in HT), scheduled as one low-latency pipeline. ``lean``: core
    -> elements of its chunks, for the cores planned lean: their home blocks receive partial
    sums and shift in chunks (one inbox, a short shift vector), and their element-wise scratch
    holds LEAN_RUN elements (wider pixels go in pieces). ``deal``: one of DEALS."""

    def __init__(self, qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix],
                 placement: Placement, lean: Mapping[int, int], deal: str):
        super().__init__(qgraph, hw, matrices, placement)
        self.lean = lean
        self.deal = deal

    def run(self, progress: Callable[[str], None] | None) -> Program:
        """The program: weights and tensors placed, the task graph and the buffers planned,
        then every task emitted in estimated time. Raises LocalMemoryError, naming the cores,
        where their task buffers do not fit."""
        say = progress or (lambda _m: None)
        self._load_weights()
        self.layout.place_tensors({n: t.shape for n, t in self.q.tensors.items()})
        say("planning the low-latency pipeline")
        buffers = BufferPlan(self, self.lean)
        graph = plan_graph(self, buffers.layer, buffers.lean_chunks, self.deal)
        buffers.plan(graph)
        timing = _Timing(self.hw, self.groups)
        pipeline = Pipeline(self, graph, buffers, timing,
                            MatrixTasks(self, graph, buffers, timing),
                            VectorTasks(self, graph, buffers))
        pipeline.run(say)
        for core, heap in buffers.heaps.items():
            alloc = self.allocs[core]
            alloc.peak = max(alloc.peak, self.hw.core.local_memory_bytes - heap.watermark +
                             alloc.top)
        program = self.program({layer.name: tuple(sorted({u.core for u in
                                                           graph.layer_units[layer.name]}))
                                 for layer in self.q.layers})
        return dataclasses.replace(program, dealing=self.deal,
                                   estimated_cycles=max(pipeline.clock.values(), default=0.0),
                                   layer_spans=dict(pipeline.spans))
