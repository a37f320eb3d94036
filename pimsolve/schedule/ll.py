"""Low-latency (LL) list scheduling (seeds/pimcomp.txt §VII-B, Alg. 2), for one input.

All layers run at once as a pixel-level pipeline. A task (a convolution window of a replica, or
one output pixel of a vector layer) starts as soon as the input pixels it reads have reached
its cores. Finished pixels stay in a per-core heap in local memory; the cores that will read a
pixel receive it through send/recv, and every copy is freed once its last reader has run.

Ownership is static: a convolution window belongs to the home core of the replica whose chunk
of windows holds it; a vector layer's pixel belongs to the owner of the input pixel it reads
first, so activations, pooling and element-wise layers mostly run where their data already is.

Transfers are not sent as they arise: requests are collected and flushed when a sweep over the
layers ends (PIMCOMP's centralized communication; flushing at a request-count threshold gave
longer simulated latencies on the shipped models). In each sweep every replica and vector core
starts at most one task, so the layers advance together. The whole program is emitted in one
global order, so synchronous send/recv always pair up.
"""

from __future__ import annotations

import bisect
from collections import defaultdict
from collections.abc import Callable

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph, QKind, QLayer
from pimsolve.schedule import vector_ops
from pimsolve.schedule.ht import Program, _HtScheduler
from pimsolve.schedule.memory import align
from pimsolve.solve.baseline import Placement

TASKS_PER_SWEEP = 1  # windows a replica may start per sweep over the layers (vector cores take
# every ready pixel: they are cheap and drain the pixels the replicas produce)


def schedule_ll(qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix],
                placement: Placement, progress: Callable[[str], None] | None = None) -> Program:
    return _LlScheduler(qgraph, hw, matrices, placement).run(progress)


class _Heap:
    """Pixel heap at the top of one core's local memory, growing down towards the buffers the
    tasks allocate from the bottom (``floor()`` is their current top)."""

    def __init__(self, core: int, end: int, floor: Callable[[], int]):
        self.core = core
        self.free = [(0, end)]
        self.end = end
        self.floor = floor
        self.watermark = end  # lowest address ever handed out

    def take(self, nbytes: int, what: str = "a pixel") -> int:
        size = align(nbytes)
        for i in range(len(self.free) - 1, -1, -1):
            lo, hi = self.free[i]
            if hi - max(lo, self.floor()) >= size:
                if hi - size == lo:
                    del self.free[i]
                else:
                    self.free[i] = (lo, hi - size)
                self.watermark = min(self.watermark, hi - size)
                return hi - size
        raise InfeasibleError(
            f"core {self.core}: the low-latency pipeline needs more local memory for pixels "
            f"waiting to be used ({what}: {nbytes} more bytes; {self.end - self.floor()} "
            f"bytes hold pixels, above {self.floor()} bytes of buffers); hint: use --mode ht, "
            "or a hwspec with more local memory")

    def room(self) -> int:
        """Free bytes above the buffers below."""
        floor = self.floor()
        return sum(hi - max(lo, floor) for lo, hi in self.free if hi > floor)

    def give(self, addr: int, nbytes: int) -> None:
        lo, hi = addr, addr + align(nbytes)
        free = self.free
        i = bisect.bisect_left(free, (lo, hi))
        if i < len(free) and free[i][0] == hi:  # joins the block above
            hi = free.pop(i)[1]
        if i > 0 and free[i - 1][1] == lo:  # joins the block below
            lo = free[i - 1][0]
            free[i - 1] = (lo, hi)
        else:
            free.insert(i, (lo, hi))


class _LlScheduler(_HtScheduler):
    store_all = False  # also store intermediate tensors to global memory (for debugging)

    def run(self, progress) -> Program:
        say = progress or (lambda _m: None)
        self._locals: dict[str, Callable] = {}  # layer -> its buffer allocator
        self._arena: dict[int, tuple[int, dict]] = {}  # core -> (base, {layer: bytes used})
        self._needs_cache: dict[tuple, dict] = {}
        self._load_weights()
        self.layout.place_tensors({n: t.shape for n, t in self.q.tensors.items()})
        graph_input = self.q.input
        self.pixels = {name: _hw_pixels(t.shape) for name, t in self.q.tensors.items()}
        say("planning the low-latency pipeline")
        # persistent buffers (bias, shift, scratch) are per (core, layer, tag): never reset
        self.plans = {}
        self.units: dict[str, list[tuple[int, list[int]]]] = {}  # layer -> [(core or replica, pixels)]
        owner: dict[str, list[int]] = {}
        for layer in self.q.layers:
            local = self._persistent(layer.name)
            if layer.kind in (QKind.CONV, QKind.GEMM):
                plan = self._plan_matrix(layer, local, single_home=True)
                self.plans[layer.name] = plan
                chunks = _deal(self.pixels[layer.output], plan.matrix.out_shape[2],
                               len(plan.replicas))
                self.units[layer.name] = [(r.index, chunk) for r, chunk in
                                          zip(plan.replicas, chunks)]
                homes = [0] * self.pixels[layer.output]
                for replica, chunk in zip(plan.replicas, chunks):
                    for p in chunk:
                        homes[p] = replica.row[0]
                owner[layer.output] = homes
            else:
                first = layer.inputs[0]
                homes = [self._vector_owner(layer, p, owner.get(first))
                         for p in range(self.pixels[layer.output])]
                owner[layer.output] = homes
                by_core: dict[int, list[int]] = defaultdict(list)
                for p, core in enumerate(homes):
                    by_core[core].append(p)
                self.units[layer.name] = sorted(by_core.items())
        self.owner = owner
        # who reads which pixel: uses[(tensor, pixel)][core] = number of tasks reading it there
        self.uses: dict[tuple[str, int], dict[int, int]] = defaultdict(lambda: defaultdict(int))
        for layer in self.q.layers:
            for unit, pixels in self.units[layer.name]:
                for p in pixels:
                    for core, needs in self._needs(layer, unit, p).items():
                        for need in needs:
                            if need[0] != graph_input:
                                self.uses[need][core] += 1
        self.heaps: dict[int, _Heap] = {}
        self._vector_scratch(owner)
        self._open_arenas()
        self.where: dict[tuple[str, int], dict[int, int]] = defaultdict(dict)  # -> core: addr
        self.pending_sends: dict[tuple[str, int], int] = defaultdict(int)
        self.incoming: dict[int, int] = defaultdict(int)  # bytes the next flush delivers
        self.requests: list[tuple[str, int, int, int]] = []
        self._pipeline(say)
        for core, heap in self.heaps.items():
            self.allocs[core].peak = max(self.allocs[core].peak,
                                         self.hw.core.local_memory_bytes - heap.watermark +
                                         self.allocs[core].top)
        return self._program({name: tuple(sorted({self._unit_core(name, u) for u, _ in units}))
                              for name, units in self.units.items()})

    def heap(self, core: int) -> _Heap:
        heap = self.heaps.get(core)
        if heap is None:
            self.em(core)
            allocator = self.allocs[core]
            heap = self.heaps[core] = _Heap(core, self.hw.core.local_memory_bytes,
                                            lambda: allocator.top)
            allocator.ceiling = lambda: heap.watermark
        return heap

    def _vector_scratch(self, owner: dict[str, list[int]]) -> None:
        """Temporaries of vector tasks, shared by all vector layers of a core, sized for the
        widest pixel the core computes."""
        widest: dict[tuple[int, str], int] = defaultdict(int)
        for layer in self.q.layers:
            if layer.kind in vector_ops.SCRATCH:
                channels = self.q.tensors[layer.output].shape[1]
                for core in set(owner[layer.output]):
                    for tag in vector_ops.SCRATCH[layer.kind]:
                        widest[(core, tag)] = max(widest[(core, tag)], channels)
        self.scratch: dict[int, dict] = defaultdict(dict)
        for (core, tag), channels in sorted(widest.items()):
            self.scratch[core][tag] = self.local(core, channels * 8, f"vector {tag}",
                                                 "vector layers")

    # ------------------------------------------------------------------ static structure
    def _persistent(self, layer_name: str):
        """Buffers of one layer by (core, tag). Bias and shift vectors live for the whole
        program; everything else is a task's temporary, placed in a per-core arena that every
        layer reuses (a task finishes before the core starts the next one)."""
        cache = self._locals
        if layer_name in cache:
            return cache[layer_name]
        buffers: dict[tuple, int] = {}
        arena = self._arena

        def local(core: int, tag: tuple, nbytes: int) -> int:
            addr = buffers.get((core, *tag))
            if addr is not None:
                return addr
            if tag[0] in ("bias", "shift") or core not in arena:
                addr = self.local(core, nbytes, str(tag[0]), layer_name)
            else:
                base, used = arena[core]
                addr = base + used.get(layer_name, 0)
                used[layer_name] = align(addr + nbytes) - base
                self.allocs[core].extend_to(addr + nbytes, str(tag[0]), layer_name)
            buffers[(core, *tag)] = addr
            return addr
        cache[layer_name] = local
        return local

    def _open_arenas(self) -> None:
        """From now on, task temporaries share one arena per core above the fixed buffers."""
        arena = self._arena
        for core in self.emitters:
            arena[core] = (self.allocs[core].top, {})

    def _unit_core(self, name: str, unit: int) -> int:
        plan = self.plans.get(name)
        return plan.replicas[unit].row[0] if plan else unit

    def _vector_owner(self, layer: QLayer, p: int, first_owner: list[int] | None) -> int:
        if first_owner is None:  # reads the graph input: first vector core
            return self.vector_cores[0]
        reads = self._reads(layer, p)
        first = next((q for t, q in reads if t == layer.inputs[0]), 0)
        return first_owner[first]

    def _reads(self, layer: QLayer, p: int) -> list[tuple[str, int]]:
        """Input pixels (tensor, pixel index) one output pixel of a vector layer reads."""
        out = self.q.tensors[layer.output].shape
        width = out[3] if len(out) == 4 else 1
        if layer.kind in (QKind.MAXPOOL, QKind.AVGPOOL):
            src = self.q.tensors[layer.inputs[0]].shape
            oh, ow = divmod(p, width)
            return [(layer.inputs[0], ih * src[3] + iw) for ih, iw, inside in
                    vector_ops._window_positions(layer, src[2:], oh, ow) if inside]
        if layer.kind is QKind.GLOBAL_AVGPOOL:
            return [(layer.inputs[0], q) for q in range(self.pixels[layer.inputs[0]])]
        if layer.kind is QKind.MUL and vector_ops.is_broadcast(self, layer):
            return [(layer.inputs[0], p), (layer.inputs[1], 0)]
        return [(name, p) for name in layer.inputs]

    def _needs(self, layer: QLayer, unit: int, p: int) -> dict[int, list[tuple[str, int]]]:
        """Per core, the input pixels a task reads there (computed once per task)."""
        cache = self._needs_cache
        key = (layer.name, unit, p)
        found = cache.get(key)
        if found is None:
            found = cache[key] = self._compute_needs(layer, unit, p)
        return found

    def _compute_needs(self, layer: QLayer, unit: int, p: int) -> dict[int, list[tuple[str, int]]]:
        if layer.kind not in (QKind.CONV, QKind.GEMM):
            return {unit: self._reads(layer, p)}
        plan = self.plans[layer.name]
        m = plan.matrix
        replica = plan.replicas[unit]
        src_shape = self.q.tensors[layer.inputs[0]].shape
        height, width = (src_shape[2], src_shape[3]) if len(src_shape) == 4 else (1, 1)
        oh, ow = divmod(p, m.out_shape[2])
        (sh, sw), (dh, dw) = m.stride, m.dilation
        top, left = m.pads[0], m.pads[1]
        kw = m.kernel[1]
        needs = {}
        for core, parts in replica.need.items():
            found = set()
            for part_index, ranges in parts.items():
                ns = m.parts[part_index].channels[1] - m.parts[part_index].channels[0]
                for e0, e1 in ranges:
                    for pos in range(e0 // ns, -(-e1 // ns)):
                        r, s = divmod(pos, kw)
                        ih, iw = oh * sh - top + r * dh, ow * sw - left + s * dw
                        if 0 <= ih < height and 0 <= iw < width:
                            found.add(ih * width + iw)
            needs[core] = [(layer.inputs[0], q) for q in sorted(found)]
        return needs

    # ------------------------------------------------------------------ the pipeline
    def _pipeline(self, say) -> None:
        cursor = {name: [0] * len(units) for name, units in self.units.items()}
        remaining = sum(len(px) for units in self.units.values() for _, px in units)
        sweeps = 0
        relaxed = False  # set after a sweep in which back-pressure stopped every task
        reserve = self.hw.core.local_memory_bytes // 8
        while remaining:
            sweeps += 1
            progressed = held = False
            for layer in self.q.layers:
                for i, (unit, pixels) in enumerate(self.units[layer.name]):
                    matrix = layer.kind in (QKind.CONV, QKind.GEMM)
                    for _ in range(TASKS_PER_SWEEP if matrix else len(pixels)):
                        if cursor[layer.name][i] >= len(pixels):
                            break
                        p = pixels[cursor[layer.name][i]]
                        needs = self._needs(layer, unit, p)
                        if not self._ready(needs):
                            break
                        if not relaxed and not self._has_room(layer.output, p, reserve):
                            held = True  # back-pressure: let the readers catch up first
                            break
                        self._task(layer, unit, p, needs)
                        cursor[layer.name][i] += 1
                        remaining -= 1
                        progressed = True
            if self.requests:
                self._flush()
                progressed = True
            if not progressed and held and not relaxed:
                relaxed = True  # every task was held back: go on without back-pressure
                continue
            relaxed = False
            if not progressed:  # pragma: no cover - would be a scheduler bug
                raise RuntimeError("low-latency schedule made no progress")
            if sweeps % 50 == 0:
                say(f"low-latency pipeline: {remaining} tasks left")

    def _has_room(self, tensor: str, p: int, reserve: int) -> bool:
        """Whether the cores that will hold the new pixel have heap room to spare."""
        cores = {self.owner[tensor][p], *self.uses.get((tensor, p), {})}
        return all(self.heap(c).room() - self.incoming[c] >= reserve for c in cores)

    def _ready(self, needs) -> bool:
        graph_input = self.q.input
        return all(t == graph_input or core in self.where.get((t, q), ())
                   for core, items in needs.items() for t, q in items)

    def _task(self, layer: QLayer, unit: int, p: int, needs) -> None:
        out_name = layer.output
        home = self.owner[out_name][p]
        channels = self.q.tensors[out_name].shape[1]
        slot = self.heap(home).take(channels * self.byw, f"pixel {p} of {out_name}")
        if layer.kind in (QKind.CONV, QKind.GEMM):
            self._matrix_task(layer, unit, p, slot)
        else:
            self._vector_task(layer, home, p, slot)
        self.where[(out_name, p)][home] = slot
        if out_name in self.q.outputs or self.store_all:
            place = self.layout.tensors[out_name]
            self.em(home).st(place.addr + p * channels * self.byw, slot, channels * self.byw)
        readers = self.uses.get((out_name, p), {})
        for core in sorted(readers):
            if core != home:
                self.requests.append((out_name, p, home, core))
                self.incoming[core] += channels * self.byw
                self.pending_sends[(out_name, p)] += 1
        self._maybe_free(out_name, p, home)
        for core, items in needs.items():
            for t, q in items:
                if t == self.q.input:
                    continue
                self.uses[(t, q)][core] -= 1
                self._maybe_free(t, q, core)

    def _maybe_free(self, tensor: str, p: int, core: int) -> None:
        """Free a pixel's copy on ``core`` once no task there reads it and it is sent on."""
        addr = self.where.get((tensor, p), {}).get(core)
        if addr is None or self.uses.get((tensor, p), {}).get(core, 0) > 0:
            return
        if core == self.owner[tensor][p] and self.pending_sends[(tensor, p)] > 0:
            return
        channels = self.q.tensors[tensor].shape[1]
        self.heap(core).give(addr, channels * self.byw)
        del self.where[(tensor, p)][core]

    def _flush(self) -> None:
        for tensor, p, src, dst in self.requests:
            channels = self.q.tensors[tensor].shape[1]
            nbytes = channels * self.byw
            addr = self.heap(dst).take(nbytes, f"pixel {p} of {tensor} from core {src}")
            self.em(src).send(self.where[(tensor, p)][src], dst, nbytes)
            self.em(dst).recv(addr, src, nbytes)
            self.where[(tensor, p)][dst] = addr
            self.pending_sends[(tensor, p)] -= 1
            self._maybe_free(tensor, p, src)
        self.requests = []
        self.incoming.clear()

    # ------------------------------------------------------------------ tasks
    def _matrix_task(self, layer: QLayer, unit: int, p: int, slot: int) -> None:
        plan = self.plans[layer.name]
        m = plan.matrix
        byw = self.byw
        src_name = layer.inputs[0]
        src_place = self.layout.tensors[src_name]
        width_in = m.in_shape[2]
        oh, ow = divmod(p, m.out_shape[2])

        def gather(core, em, part, e0, e1, oh_, ow_, window):
            if src_name == self.q.input:
                self._gather(em, m, part, e0, e1, oh_, ow_, src_place, window)
                return
            s0, s1 = part.channels
            ns = s1 - s0
            (sh, sw), (dh, dw) = m.stride, m.dilation
            top, left = m.pads[0], m.pads[1]
            kw = m.kernel[1]
            zero = None
            for pos in range(e0 // ns, -(-e1 // ns)):
                r, s = divmod(pos, kw)
                lo, hi = max(e0, pos * ns), min(e1, (pos + 1) * ns)
                ih, iw = oh_ * sh - top + r * dh, ow_ * sw - left + s * dw
                if 0 <= ih < m.in_shape[1] and 0 <= iw < width_in:
                    if zero:
                        em.fill(window + zero[0] * byw, (zero[1] - zero[0]) * byw)
                        zero = None
                    addr = self.where[(src_name, ih * width_in + iw)][core]
                    em.copy(window + lo * byw, addr + (s0 + lo - pos * ns) * byw, (hi - lo) * byw)
                elif zero and zero[1] == lo:
                    zero = (zero[0], hi)
                else:
                    if zero:
                        em.fill(window + zero[0] * byw, (zero[1] - zero[0]) * byw)
                    zero = (lo, hi)
            if zero:
                em.fill(window + zero[0] * byw, (zero[1] - zero[0]) * byw)

        self._window(plan, plan.replicas[unit], oh, ow, gather, None,
                     place=lambda home, channel: slot + channel * byw)

    def _vector_task(self, layer: QLayer, core: int, p: int, slot: int) -> None:
        em = self.em(core)
        local = self._persistent(layer.name)
        channels = self.q.tensors[layer.output].shape[1]
        byw = self.byw

        def pixel(name: str, q: int, tag: str) -> int:
            if name == self.q.input:  # graph input: straight from global memory
                c = self.q.tensors[name].shape[1]
                buf = local(core, (tag,), c * byw)
                em.ld(buf, self.layout.tensors[name].addr + q * c * byw, c * byw)
                return buf
            return self.where[(name, q)][core]

        kind = layer.kind
        if kind in vector_ops.BODY and not (kind is QKind.MUL and
                                             vector_ops.is_broadcast(self, layer)):
            bufs = {f"in{i}": pixel(name, p, f"in{i}") for i, name in enumerate(layer.inputs)}
            bufs["out"] = slot
            bufs.update(self.scratch[core])
            bufs["_n"] = channels
            vector_ops.BODY[kind](self, layer)(em, bufs, channels)
            self.scratch[core].update({k: v for k, v in bufs.items() if isinstance(k, tuple)})
        elif kind is QKind.MUL:  # broadcast gate (C, 1, 1)
            x, gate = pixel(layer.inputs[0], p, "in0"), pixel(layer.inputs[1], 0, "in1")
            prod = local(core, ("prod",), channels * 8)
            amount = vector_ops._product_shift(self, layer)
            shift = local(core, ("shifts",), channels * 8)  # a task temporary: load it each time
            em.ld(shift, self.layout.constant([abs(amount)] * channels, 64), channels * 8)
            em.setbw(self.bits, 64)
            em.binary("vvmul", prod, x, gate, channels)
            em.setbw(64, self.bits)
            em.binary("vvsra" if amount >= 0 else "vvsll", slot, prod, shift, channels)
        elif kind is QKind.CONCAT:
            offset = 0
            for name in layer.inputs:
                c = self.q.tensors[name].shape[1]
                em.copy(slot + offset * byw, pixel(name, p, "in"), c * byw)
                offset += c
        else:  # pooling: the window's pixels back to back, then max or average, in passes
            # over channel slices so that a window fits a quarter of the local memory
            reads = self._reads(layer, p)
            include_pad = kind is QKind.AVGPOOL and layer.attrs.count_include_pad
            src = self.q.tensors[layer.inputs[0]].shape
            if include_pad:
                oh, ow = divmod(p, self.q.tensors[layer.output].shape[3])
                cells = [(ih * src[3] + iw) if inside else None for ih, iw, inside in
                         vector_ops._window_positions(layer, src[2:], oh, ow)]
            else:
                cells = [q for _, q in reads]
            count = len(cells)
            per_pass = max(1, min(channels, self.hw.core.local_memory_bytes // 4 //
                                  (count * byw)))
            window = local(core, ("window",), count * per_pass * byw)
            result = local(core, ("result",), per_pass * byw)
            average = kind is not QKind.MAXPOOL
            for c0 in range(0, channels, per_pass):
                cc = min(per_pass, channels - c0)
                for j, q in enumerate(cells):
                    if q is None:
                        em.fill(window + j * cc * byw, cc * byw)
                    else:
                        em.copy(window + j * cc * byw,
                                pixel(layer.inputs[0], q, "in") + c0 * byw, cc * byw)
                dst = vector_ops.pool_compute(self, em, window, result, count, cc, average)
                em.copy(slot + c0 * byw, dst, cc * byw)


def _deal(pixels: int, row: int, replicas: int) -> list[list[int]]:
    """Windows dealt to replicas round-robin in blocks: the first output rows, which the next
    layer waits for, are computed by all replicas at once, while each replica still works on
    neighbouring windows (so its inputs overlap and fewer pixels wait in its heap)."""
    block = max(1, min(row, pixels // max(replicas, 1)))
    chunks: list[list[int]] = [[] for _ in range(replicas)]
    for index, start in enumerate(range(0, pixels, block)):
        chunks[index % replicas].extend(range(start, min(pixels, start + block)))
    return chunks


def _hw_pixels(shape: tuple[int, ...]) -> int:
    return shape[2] * shape[3] if len(shape) == 4 else 1
