"""Local memory of the low-latency pipeline (pimsolve.schedule.ll): the fixed buffers at the
bottom of each core's local memory (bias and shift vectors, vector scratch, staging for pixels
that go through global memory, the task arenas) and the heap above them that holds pixels."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping

from pimsolve.codegen import vector_ops
from pimsolve.codegen.memory import LocalMemoryError, align, short_message
from pimsolve.hwspec.model import Execution
from pimsolve.ir.qgraph import QKind, QLayer
from pimsolve.schedule.ht.scheduler import _HtScheduler, _MatrixPlan
from pimsolve.schedule.ll.state import _Heap, _Tensor, _Unit
from pimsolve.schedule.ll.task_graph import TaskGraph

RUN_ELEMENTS = 256  # element-wise layers cover runs of neighbouring pixels up to this length
LEAN_RUN = 64  # ... and on a core planned lean (its scratch vectors take 8 bytes an element)
LEAN_ELEMENTS = 256  # a lean core's partial-sum transfers and shifts, at first
# (BufferPlan.lean)
LEAN_FLOOR = 32  # halved down to this on a lean core that is still short
ACC_SHARE = 16  # partial-sum slots of one output block: at most this share of local memory
ACC_SHARE_OOO = 4  # an out-of-order core's own mvmuls overlap only when each writes a slot
# of its own: up to this share of local memory for them (planned lean: ACC_SHARE)
POOL_SHARE = 8  # a pooling window (a slice of its channels) fits this share of local memory
STAGES = 3  # per-core staging buffers for pixels that go through global memory
ROW_CACHE_SHARE = 8  # a core's cache of graph-input rows takes at most this share of memory


ROW_GRAIN = 32  # bytes of a graph-input row a row cache loads at least at a time (one
# access of a global memory that serves 32-byte accesses: a load beyond the window needs
# is worth no more than that)


class _RowCache:
    """Rows of the graph input a core holds: ``rows[k]`` is the input row in slot k, whose
    pixels ``spans[k]`` = [lo, hi) are loaded, at their columns' places in the slot."""

    __slots__ = ("base", "row", "rows", "spans", "used", "clock")

    def __init__(self, base: int, row: int, rows: list):
        self.base, self.row, self.rows = base, row, rows
        self.spans = [(0, 0)] * len(rows)
        self.used = [0] * len(rows)
        self.clock = 0


class BufferPlan:
    """Local memory of the low-latency scheduler's cores. Created before the task graph,
    whose matrix layers take their bias and shift vectors through ``layer`` (persistent
    buffers, allocated as they are asked for); ``plan`` then lays out the rest: the
    element-wise scratch, staging, row caches and task arenas, and the heap above them.
    ``lean``: core -> elements of its chunks, for the cores planned lean."""

    def __init__(self, ctx: _HtScheduler, lean: Mapping[int, int]):
        self.ctx = ctx
        self.lean = lean
        self.sizes: dict[tuple, int] = {}  # (core, layer, tag) -> planned bytes of a temporary
        self.planned = False  # task temporaries placed: every buffer is known
        self.layer_buffers: dict[str, dict[tuple, int]] = defaultdict(dict)  # (core, *tag)
        self.buffer_fns: dict[str, Callable] = {}  # layer -> its ``local`` function
        # set by ``plan``
        self.run_cap = _RunCaps(lean)  # core -> elements its element-wise scratch holds
        self.scratch: dict[int, dict] = defaultdict(dict)  # core -> element-wise scratch
        self.stages: dict[int, list[int]] = {}  # core -> STAGES staging buffers
        self.row_caches: dict[tuple[int, str], _RowCache] = {}  # (core, layer)
        self.heaps: dict[int, _Heap] = {}  # core -> the heap holding its pixels

    def layer(self, layer_name: str) -> Callable:
        """Buffers of one layer by (core, tag): bias and shift vectors live for the whole
        program (allocated when first asked for, while planning); the task temporaries are
        placed by ``_place_arenas``."""
        found = self.buffer_fns.get(layer_name)
        if found is not None:
            return found
        buffers = self.layer_buffers[layer_name]

        def local(core: int, tag: tuple, nbytes: int) -> int:
            addr = buffers.get((core, *tag))
            if addr is not None:
                return addr
            if self.planned or tag[0] not in ("bias", "shift"):  # pragma: no cover
                raise RuntimeError(f"layer {layer_name}: buffer {tag} on core {core} was not "
                                   "planned")
            addr = buffers[(core, *tag)] = self.ctx.local(core, nbytes, str(tag[0]), layer_name)
            return addr
        self.buffer_fns[layer_name] = local
        return local

    def lean_chunks(self, plan: _MatrixPlan) -> dict[int, int]:
        """Home cores of a matrix layer that finish their blocks in chunks, and the chunks'
        elements: the lean ones, where the blocks are wider than their chunk. They add the
        bias a chunk at a time too, loaded from global memory into a chunk-long buffer (a
        2,048-wide block's bias would take 16 KB of local memory for the whole program):
        noted in ``plan.stream_bias``."""
        chunks = {r.row[0]: self.lean[r.row[0]] for r in plan.replicas
                  if r.row[0] in self.lean and plan.widest > self.lean[r.row[0]]}
        plan.stream_bias.update(chunks)
        return chunks

    def plan(self, graph: TaskGraph) -> None:
        """Fixed buffers at the bottom of every core's local memory, the heap above them.
        Persistent ones first (bias and shift vectors, vector scratch, staging), then the
        task temporaries: one arena per core that every layer reuses (a task finishes before
        the core starts the next one)."""
        ctx = self.ctx
        for unit in graph.units:
            for core in unit.cores:  # a replica's other cores may hold nothing else
                ctx.em(core)
        for (_name, _cid, core) in graph.chunks:
            ctx.em(core)
        self._vector_scratch(graph)
        widest: dict[int, int] = defaultdict(int)
        for (name, _cid, core) in graph.chunks:
            widest[core] = max(widest[core], graph.tensors[name].nbytes)
        for unit in graph.units:  # vector layers stage external inputs' pixels too
            if not unit.matrix:
                for name in graph.external.intersection(unit.layer.inputs):
                    widest[unit.core] = max(widest[unit.core], graph.tensors[name].nbytes)
        for core in sorted(ctx.emitters):
            size = align(max(widest[core], 8))
            self.stages[core] = [ctx.local(core, size, "staging", "pixels in global memory")
                                 for _ in range(STAGES)]
        self._input_rows(graph)
        for unit in graph.units:
            self._unit_buffers(graph, unit)
        self._place_arenas()
        self.planned = True
        local = ctx.hw.core.local_memory_bytes
        self.heaps.update({core: _Heap(align(ctx.allocs[core].top), local)
                           for core in sorted(ctx.emitters)})

    def _input_rows(self, graph: TaskGraph) -> None:
        """Cores whose windows read the graph's input (in global memory) keep the input rows
        of one window in a row cache, loaded a whole row at a time when first read
        (``cached_row``): the windows of an output row read them from there, instead of
        loading each kernel row of each window on their own (a large image would be read as
        many times over as the kernel is tall, in loads of one kernel row). Where a cache would
        take more than ROW_CACHE_SHARE of local memory, the windows load from global memory."""
        limit = self.ctx.hw.core.local_memory_bytes // ROW_CACHE_SHARE
        for unit in graph.units:
            layer = unit.layer
            if not unit.matrix or layer.inputs[0] not in graph.external:
                continue
            m = graph.plans[layer.name].matrix
            src = graph.tensors[layer.inputs[0]]
            row = align(src.width * src.nbytes)
            slots = m.kernel[0]
            for core in graph.plans[layer.name].replicas[unit.index].need:
                if (core, layer.name) in self.row_caches or slots * row > limit:
                    continue
                base = self.ctx.local(core, slots * row, "input rows", layer.name)
                self.row_caches[(core, layer.name)] = _RowCache(base, row, [None] * slots)

    def cached_row(self, em, core: int, layer: str, src: _Tensor, ih: int, iw0: int,
                   iw1: int) -> int | None:
        """Local address of pixel 0 of input row ``ih`` in the core's row cache for
        ``layer``, with pixels [iw0, iw1) loaded; None without a cache. A slot holds one row's
        pixels from ``lo`` to ``hi``; what a window needs beyond them is loaded with at least
        ROW_GRAIN bytes more (windows move to the right), over the least recently used row
        when the row is not there."""
        cache = self.row_caches.get((core, layer))
        if cache is None:
            return None
        cache.clock += 1
        grain = -(-ROW_GRAIN // src.nbytes)
        if ih in cache.rows:
            k = cache.rows.index(ih)
            lo, hi = cache.spans[k]
            if iw0 < lo or iw0 > hi:  # a gap: start the slot again at iw0
                lo = hi = iw0
        else:
            k = min(range(len(cache.rows)), key=lambda i: (cache.rows[i] is not None,
                                                           cache.used[i]))
            cache.rows[k] = ih
            lo = hi = iw0
        if iw1 > hi:
            end = min(src.width, max(iw1, hi + grain))
            em.ld_near(cache.base + k * cache.row + hi * src.nbytes,
                       src.gmem + (ih * src.width + hi) * src.nbytes, (end - hi) * src.nbytes)
            hi = end
        cache.spans[k] = (lo, hi)
        cache.used[k] = cache.clock
        return cache.base + k * cache.row

    def _plan_size(self, core: int, layer: str, tag: tuple, nbytes: int) -> None:
        key = (core, layer, tag)
        self.sizes[key] = max(self.sizes.get(key, 0), nbytes)

    def _unit_buffers(self, graph: TaskGraph, unit: _Unit) -> None:
        layer, core = unit.layer, unit.core
        name = layer.name
        byw, accb = self.ctx.byw, self.ctx.accb
        if unit.matrix:
            plan = graph.plans[name]
            replica = plan.replicas[unit.index]
            for c, parts in replica.need.items():  # a core's window: the rows it reads
                for part_index, ranges in parts.items():
                    self._plan_size(c, name, ("window", part_index),
                                    (ranges[-1][1] - ranges[0][0]) * byw)
            chunk = plan.chunk.get(replica.row[0])
            if chunk:
                self._plan_size(replica.row[0], name, ("bias chunk",), chunk * accb)
            for key, home, by_core in replica.per_key:
                for c in by_core.keys() | {home}:
                    terms = len(by_core.get(c, ()))
                    senders = sum(1 for other in by_core if other != home)
                    if c == home and chunk and senders:  # own sums, then chunks in an inbox
                        self._plan_size(c, name, ("inbox",), chunk * accb)
                        terms = max(1, min(terms, 2))
                    elif c == home:
                        terms += senders
                    own = len(by_core.get(c, ()))  # the core's own mvmuls for the block
                    self._plan_size(c, name, ("acc", key),
                                    self._slots(terms, key, c, own) * (key[2] - key[1]) * accb)
            return
        channels = graph.tensors[layer.output].channels
        if layer.kind in (QKind.MAXPOOL, QKind.AVGPOOL, QKind.GLOBAL_AVGPOOL):
            count, per_pass = self.pool_pass(layer, graph.tensors[layer.inputs[0]])
            self._plan_size(core, name, ("window",), count * per_pass * byw)
            self._plan_size(core, name, ("result",), per_pass * byw)
            if layer.kind is QKind.MAXPOOL:
                self._plan_size(core, name, ("rows",), layer.attrs.kernel[1] * channels * byw)
        elif layer.kind is QKind.MUL and vector_ops.is_broadcast(self.ctx, layer):
            self._plan_size(core, name, ("prod",), channels * 8)
            self._plan_size(core, name, ("shifts",), channels * 8)

    def _slots(self, terms: int, key: tuple, core: int, own: int) -> int:
        """Partial-sum slots of one output block on ``core`` (``terms``: its own mvmuls' sums
        and those it receives; ``own``: the mvmuls): all terms when they fit, else a batch.
        Two mvmuls writing one slot run one after the other (the second waits until the
        first one's sums are added), so an out-of-order core, whose array groups otherwise run
        side by side, may give each of its own mvmuls a slot from a larger share of its local
        memory. Received sums come one transfer after the other anyway, and added in batches
        their additions overlap the next transfers (one sum of all of them after the last
        transfer would overlap nothing)."""
        hw, accb = self.ctx.hw, self.ctx.accb
        width = key[2] - key[1]
        room = hw.core.local_memory_bytes // ACC_SHARE // (width * accb)
        if hw.core.execution is Execution.OUT_OF_ORDER and core not in self.lean:
            more = hw.core.local_memory_bytes // ACC_SHARE_OOO // (width * accb)
            room = max(room, min(more, own))
        return max(1, min(terms, max(2, room)))

    def pool_pass(self, layer: QLayer, src: _Tensor) -> tuple[int, int]:
        """Most pixels a pooling window over ``src`` holds, and channels per pass so that it
        fits."""
        if layer.kind is QKind.GLOBAL_AVGPOOL:
            count = src.pixels
        else:
            count = layer.attrs.kernel[0] * layer.attrs.kernel[1]
        budget = self.ctx.hw.core.local_memory_bytes // POOL_SHARE
        return count, max(1, min(src.channels, budget // (count * self.ctx.byw)))

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
        for (core, layer, tag), nbytes in self.sizes.items():
            used = regions[core][_region(tag)]
            offsets[(core, layer, tag)] = used[layer]
            used[layer] += align(nbytes)
        bases = {}  # (core, layer, region) -> where the layer's buffers of the region start
        limit = self.ctx.hw.core.local_memory_bytes
        short: dict[int, int] = {}  # core -> bytes it would need
        for core, by_region in regions.items():
            bottom = self.ctx.allocs[core].top
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
            if align(top) > limit:
                short[core] = align(top)
                continue
            self.ctx.allocs[core].extend_to(top, "task buffers", "low-latency pipeline")
        if short:  # every core that is short at once (the scheduler retries them lean)
            core = min(short)
            raise LocalMemoryError(short_message(core, short[core], limit, "task buffers",
                                                 "low-latency pipeline"), tuple(sorted(short)))
        for (core, layer, tag), offset in offsets.items():
            self.layer_buffers[layer][(core, *tag)] = bases[(core, layer, _region(tag))] + \
                offset

    def _vector_scratch(self, graph: TaskGraph) -> None:
        """Temporaries of element-wise tasks, shared by all vector layers of a core, sized for
        the widest pixel the core computes or a run of RUN_ELEMENTS elements (LEAN_RUN on a
        lean core, which takes wider pixels in pieces)."""
        tags: dict[int, set[str]] = defaultdict(set)
        for layer in self.ctx.q.layers:
            if layer.kind in vector_ops.SCRATCH:
                channels = graph.tensors[layer.output].channels
                for unit in graph.layer_units[layer.name]:
                    # a lean core takes wide pixels in pieces, unless per-channel constants
                    # (a scale) are tiled over whole pixels
                    if unit.core not in self.lean or layer.kind is QKind.SCALE:
                        self.run_cap[unit.core] = max(self.run_cap[unit.core], channels)
                    tags[unit.core].update(vector_ops.SCRATCH[layer.kind])
        for core in sorted(tags):
            for tag in sorted(tags[core]):
                self.scratch[core][tag] = self.ctx.local(core, self.run_cap[core] * 8,
                                                         f"vector {tag}", "vector layers")


class _RunCaps(dict):
    """Core -> elements its element-wise scratch holds: RUN_ELEMENTS, or LEAN_RUN on the
    ``lean`` cores, until widened for a pixel."""

    def __init__(self, lean: Mapping[int, int]):
        super().__init__()
        self.lean = lean

    def __missing__(self, core: int) -> int:
        cap = self[core] = LEAN_RUN if core in self.lean else RUN_ELEMENTS
        return cap


REGIONS = ("acc", "window", "other")


def _region(tag: tuple) -> str:
    return tag[0] if tag[0] in ("acc", "window") else "other"
