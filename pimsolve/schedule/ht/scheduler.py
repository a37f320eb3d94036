"""High-throughput (HT) list scheduling (seeds/pimcomp.txt §VII-A, Alg. 1), for one input.

Layers run one after another, exchanging activations through global memory; a barrier
(sync/wait through a coordinator core) separates them, and one more closes the input, so
that every core can loop its program input after input. Inside a CONV/GEMM layer the output
pixels (convolution windows) are split among the layer's replicas; a window is one task:

1. every core holding array groups of the replica gathers the rows of the window its groups
   need (``ld`` runs of the channel-last input, ``lldi`` zeros for padding);
2. it runs ``mvmul`` on each group (data bits in, 64-bit partial sums out) and adds the partial
   sums of groups that share output columns (``vvadd``);
3. partial sums of other cores go to the replica's home core (``send``/``recv``), which adds
   them, adds the bias, shifts to the output precision (``vvsra``, saturating), applies fused
   activations and stores the pixel.

Tasks are emitted in one global order (pimsolve.schedule.ht.order: replicas cut over cores as
list-scheduled jobs, then the k-th window of every replica on one core), and every core's
transfers follow it, so synchronous send/recv cannot deadlock. Vector layers
(activations, pooling, element-wise, concat, requantization) are split over the cores by
contiguous ranges of pixels or elements. The arithmetic of every step is the fixed-point
semantics of pimsolve.ir.qgraph, bit for bit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from pimsolve.bind.arraygroups import LayerMatrix, Part
from pimsolve.codegen.context import VectorContext
from pimsolve.codegen.emit import Emitter
from pimsolve.codegen.memory import TensorPlace, align
from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph, QKind, QLayer, accumulator_bits
from pimsolve.isa.groups import ArrayGroup
from pimsolve.schedule.ht.band import _Band
from pimsolve.schedule.ht.order import round_robin, window_order
from pimsolve.schedule.program import Program
from pimsolve.solve.placement.buffers import TERMS, core_layouts, replica_layout
from pimsolve.solve.placement.cost import Evaluator
from pimsolve.solve.placement.placement import Placement

EV_DONE, EV_GO = 0, 1


@dataclass(frozen=True, slots=True)
class _Replica:
    index: int
    row: tuple[int, ...]  # core of each array group
    per_key: tuple  # (column block key, home core, {core: [array groups]})
    need: dict  # core -> part -> merged row ranges of the window it gathers


@dataclass(frozen=True, slots=True)
class _MatrixPlan:
    layer: QLayer
    matrix: LayerMatrix
    widest: int
    replicas: tuple[_Replica, ...]
    local: Callable  # (core, tag, nbytes) -> local address
    byw: int  # bytes per data element
    bands: dict | None = None  # (core, part, replica) -> _Band: input rows kept across windows
    # home core -> elements per partial-sum transfer and per shift, where the layer's buffers
    # do not fit its local memory otherwise (pimsolve.solve.placement.buffers.finish_chunk)
    chunk: dict[int, int] = field(default_factory=dict)
    # core -> array groups of a block whose mvmuls are issued before their sums are added,
    # where fewer than TERMS term buffers fit (pimsolve.solve.placement.buffers.fit_buffers)
    batch: dict[int, int] = field(default_factory=dict)
    # homes that stream their bias (``streamed``), noted by the sizing: in HT where their
    # buffers fit no other way (buffers.Fit), in LL the lean homes that finish in chunks
    stream_bias: set[int] = field(default_factory=set)
    spans: dict[tuple[int, int], tuple[int, int]] = field(default_factory=dict)  # (core, part)
    # -> the window rows the core gathers for any replica (its window buffer holds these)
    need: dict[int, int] = field(default_factory=dict)  # core -> bytes of its fixed buffers
    # (core, part) -> the runs of rows it gathers, each with a window buffer of its own, where
    # one buffer over their span does not fit (pimsolve.solve.placement.buffers.core_layouts)
    runs: dict[tuple[int, int], list[tuple[int, int]]] = field(default_factory=dict)
    # (home, key) -> global address of the block's bias, where the home reads it from there a
    # chunk at a time instead of keeping it in local memory (the ``stream_bias`` homes)
    streamed: dict[tuple, int] = field(default_factory=dict)

    def window(self, core: int, part: int, row: int = 0) -> int:
        """Local address of element 0 of a part's window vector on ``core`` (its buffer
        starts at the first row the core gathers), for the run of rows that holds ``row``
        where the core keeps a buffer per run (``runs``)."""
        runs = self.runs.get((core, part))
        if runs is not None:
            k = next(k for k, (lo, hi) in enumerate(runs) if lo <= row < hi)
            lo, hi = runs[k]
            return self.local(core, ("window", part, k), (hi - lo) * self.byw) - lo * self.byw
        lo, hi = self.spans.get((core, part), (0, self.matrix.parts[part].matrix.shape[0]))
        return self.local(core, ("window", part), (hi - lo) * self.byw) - lo * self.byw


def schedule_ht(qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix],
                placement: Placement, progress: Callable[[str], None] | None = None) -> Program:
    return _HtScheduler(qgraph, hw, matrices, placement).run(progress)


class _HtScheduler(VectorContext):
    def __init__(self, qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix],
                 placement: Placement):
        if hw.core.event_registers < 2:
            raise InfeasibleError(f"{hw.name}: the scheduler needs 2 event registers per core, "
                                  f"the hwspec has {hw.core.event_registers}")
        super().__init__(qgraph, hw)
        self.matrices = matrices
        self.placement = placement
        self.acc = accumulator_bits(qgraph)  # partial sums: bits, bytes per element
        self.accb = self.acc // 8
        self.groups: dict[int, list[ArrayGroup]] = {}
        self.group_index: dict[tuple[str, int, int], int] = {}  # (layer, replica, ag) -> index
        self.previous: tuple[int, ...] = ()
        self.layer_cores: dict[str, tuple[int, ...]] = {}
        used = sorted({c for rows in placement.cores.values() for row in rows for c in row})
        self.vector_cores = tuple(used) or (0,)
        self.coordinator = 0
        # one saturated pipeline cycle (pimsolve.schedule.ht.steady): no barriers, cut replicas
        # dealt as jobs
        self.steady = False
        self.job_free: dict[int, int] = {}  # steady state: when each core's cut replicas end
        self.evaluator: Evaluator | None = None

    def prepare(self) -> None:
        """Weights into array groups, tensors into global memory: before any layer."""
        self._load_weights()
        self.layout.place_tensors({name: t.shape for name, t in self.q.tensors.items()})
        self.em(self.coordinator)

    def run(self, progress) -> Program:
        self.prepare()
        groups = self._layer_groups()
        self.group_count = len(groups)
        index = 0
        first = None
        for group in groups:
            cores = tuple(sorted({c for layer in group for c in self._participants(layer)}))
            first = cores if first is None else first
            self._barrier(cores)
            for layer in group:
                index += 1
                if progress:
                    progress(f"scheduling {layer.name} ({index}/{len(self.q.layers)})")
                self.layer(layer)
        if first is not None:
            # the barrier that closes the input re-arms the program: a core that loops its
            # program (pimsim-nn's throughput mode, the simulator's rounds) starts the next
            # input only once every core is through this one, so every wait counts the
            # arrivals of one input
            self._barrier(first)
        return self.program(self.layer_cores)

    def layer(self, layer: QLayer, select: Callable[[int, int], bool] | None = None) -> None:
        cores = self._participants(layer)
        if layer.kind in (QKind.CONV, QKind.GEMM):
            self._matrix_layer(layer, select)
        else:
            self._vector_layer(layer, cores)
        self.layer_cores[layer.name] = cores

    def _participants(self, layer: QLayer) -> tuple[int, ...]:
        if layer.kind in (QKind.CONV, QKind.GEMM):
            return self._participants_matrix(layer)
        return self._participants_vector(layer)

    def _layer_groups(self) -> list[list[QLayer]]:
        """Layer groups (seeds/pimcomp.txt §VII-A, principle II): layers at the same depth of
        the graph (longest path from the input) depend on none of each other; those whose
        cores are disjoint run between the same two barriers, at the same time. A layer that
        shares a core with the group starts a new one, so a core's local buffers belong to
        one layer of a group."""
        producer = {layer.output: layer.name for layer in self.q.layers}
        depth: dict[str, int] = {}
        for layer in self.q.layers:  # topological order
            depth[layer.name] = 1 + max((depth[producer[t]] for t in layer.inputs
                                         if t in producer), default=-1)
        groups: list[list[QLayer]] = []
        taken: set[int] = set()
        for layer in sorted(self.q.layers, key=lambda x: depth[x.name]):  # stable
            cores = set(self._participants(layer))
            if groups and depth[groups[-1][0].name] == depth[layer.name] and not cores & taken:
                groups[-1].append(layer)
                taken |= cores
            else:
                groups.append([layer])
                taken = cores
        return groups

    def program(self, layer_cores: dict[str, tuple[int, ...]]) -> Program:
        return Program(
            programs={c: e.code for c, e in sorted(self.emitters.items())},
            groups={c: g for c, g in sorted(self.groups.items())},
            gmem_image=bytes(self.layout.image), gmem_image_base=self.layout.const_base,
            gmem_size=self.layout.top,
            tensors=dict(self.layout.tensors), input=self.q.input, outputs=self.q.outputs,
            layer_cores=layer_cores,
            local_peak={c: a.peak for c, a in sorted(self.allocs.items())},
            layer_groups=getattr(self, "group_count", None))

    def _load_weights(self) -> None:
        """One array group per physical copy; replicas that share a copy take turns on it."""
        physical: dict[tuple, int] = {}
        for name, rows in self.placement.cores.items():
            matrix = self.matrices[name]
            for replica, row in enumerate(rows):
                for ag, core in enumerate(row):
                    key = self.placement.physical(name, replica, ag)
                    index = physical.get(key)
                    if index is None:
                        groups = self.groups.setdefault(core, [])
                        index = physical[key] = len(groups)
                        groups.append(ArrayGroup(matrix.weights(ag), matrix.groups[ag].arrays))
                    self.group_index[(name, replica, ag)] = index

    def _barrier(self, cores: tuple[int, ...]) -> None:
        """Everyone of the previous layer has finished before anyone of this layer starts."""
        for allocator in self.allocs.values():
            allocator.reset()
        if self.previous and not self.steady:
            coord = self.em(self.coordinator)
            for core in self.previous:
                self.em(core).sync(EV_DONE, self.coordinator)
            coord.wait(EV_DONE, len(self.previous))
            for core in cores:
                coord.sync(EV_GO, core)
            for core in cores:
                self.em(core).wait(EV_GO, 1)
        self.previous = cores

    # ------------------------------------------------------------------ matrix layers
    def _participants_matrix(self, layer: QLayer) -> tuple[int, ...]:
        return tuple(sorted({c for row in self.placement.cores[layer.name] for c in row}))

    def _matrix_layer(self, layer: QLayer, select: Callable[[int, int], bool] | None = None
                      ) -> None:
        src = self.layout.tensors[layer.inputs[0]]
        dst = self.layout.tensors[layer.output]
        buffers: dict[tuple, int] = {}

        def local(core: int, tag: tuple, nbytes: int) -> int:
            """Per-layer buffers, shared by the replicas a core serves (they run in turn)."""
            addr = buffers.get((core, *tag))
            if addr is None:
                addr = buffers[(core, *tag)] = self.local(core, nbytes, str(tag[0]), layer.name)
            return addr

        m = self.matrices[layer.name]
        pixels = [(oh, ow) for oh in range(m.out_shape[1]) for ow in range(m.out_shape[2])]
        chunks = _split(pixels, self.placement.shares(layer.name, len(pixels)))
        active = None if select is None else {
            i for i, chunk in enumerate(chunks) if any(select(i, k) for k in range(len(chunk)))}
        plan = self._plan_matrix(layer, local, single_home=False, active=active,
                                 sizing=lambda p: self._size_buffers(p, active))
        for replica in plan.replicas:  # one band per replica: replicas take turns on a core
            if active is not None and replica.index not in active:
                continue
            for core, parts in replica.need.items():
                for part_index in parts:
                    band = _Band.plan(self, plan, replica, core, part_index, src, local)
                    if band is not None:
                        plan.bands[(core, part_index, replica.index)] = band

        def gather(core, em, part, e0, e1, oh, ow, window):
            self._gather(em, m, part, e0, e1, oh, ow, src, window)

        def sink(home, em, out, channel, width, oh, ow):
            em.st(dst.pixel(oh, ow, channel), out, width * self.byw)

        counts = [len(c) for c in chunks]
        if self.steady:  # cut replicas as jobs (only they need paces)
            paces = [self._pace(layer.name, r.row) if len(set(r.row)) > 1 else 1
                     for r in plan.replicas]
            order = window_order([r for r in plan.replicas if active is None
                                  or r.index in active], counts, paces, self.job_free)
        else:  # one input, a layer at a time: every replica's k-th window in turn
            order = round_robin(counts)
        for index, k in order:
            if select is None or select(index, k):
                oh, ow = chunks[index][k]
                self._window(plan, plan.replicas[index], oh, ow, gather, sink)

    def _size_buffers(self, plan: _MatrixPlan, active: set[int] | None) -> dict[int, int]:
        """Fixed buffer bytes of every core for one layer (the ``active`` replicas'); returns
        the home cores whose buffers fit local memory only with their blocks finished in
        chunks, and those chunks, and notes the cores that issue fewer than TERMS mvmuls of a
        block at a time and the homes that stream their bias (pimsolve.solve.placement.cost.
        core_layouts), sized with windows of only the rows a core gathers. A core's window
        buffers span the whole part when that fits too (the layout of the addresses then
        does not depend on the rows)."""
        limit = self.hw.core.local_memory_bytes
        layouts = core_layouts([(r.need, r.per_key) for r in plan.replicas
                                if active is None or r.index in active], self.byw, limit,
                               accb=self.accb)
        chunks = {}
        for core, (fit, mine, runs) in layouts.items():
            fixed = fit.bytes
            if fit.chunk is not None:
                chunks[core] = fit.chunk
            if fit.batch < TERMS:
                plan.batch[core] = fit.batch
            if fit.streamed:
                plan.stream_bias.add(core)
            if runs is not None:
                plan.runs.update({(core, part): r for part, r in runs.items()})
            whole = sum(align(plan.matrix.parts[part].matrix.shape[0] * self.byw)
                        - align((hi - lo) * self.byw) for part, (lo, hi) in mine.items())
            if runs is not None or fixed + whole > limit:
                plan.spans.update({(core, part): span for part, span in mine.items()})
            else:
                fixed += whole
            plan.need[core] = fixed
        return chunks

    def _pace(self, layer: str, row: tuple[int, ...]) -> int:
        """Cycles per window of a replica under the cost model (its pieces in lock step)."""
        if self.evaluator is None:
            self.evaluator = Evaluator(self.q, self.hw, self.matrices)
        return max(w.busy(True) for _c, w in self.evaluator.replica_work(layer, tuple(row)))

    def _plan_matrix(self, layer: QLayer, local, single_home: bool,
                     active: set[int] | None = None, sizing: Callable | None = None
                     ) -> _MatrixPlan:
        """Output-column blocks, homes and row needs of every replica; loads the bias and
        shift vectors onto the home cores (of the ``active`` replicas only, when given).
        ``sizing(plan)``, if given, runs before the loads and returns the home cores whose
        blocks are finished in chunks (core -> elements; the shift vector is that long); it
        notes in ``plan.stream_bias`` the homes that read their bias from global memory a
        chunk at a time.
        Where the global memory serves one request at a time (hwspec global_memory.port), a
        bias vector several homes need is loaded by the first and passed on from home to
        home over the NoC: the port then serves each vector once."""
        m = self.matrices[layer.name]
        widest = max(g.width for g in m.groups)
        replicas = []
        for index, row in enumerate(self.placement.cores[layer.name]):
            need, per_key = replica_layout(m, row, single_home)
            for _key, home, _by_core in per_key:
                self.em(home)
            replicas.append(_Replica(index, row, per_key, need))
        plan = _MatrixPlan(layer, m, widest, tuple(replicas), local, self.byw, {})
        if sizing is not None:
            plan.chunk.update(sizing(plan))
        if self.hw.global_memory.port is None:  # the widest shift vector's constant first
            self.layout.constant(np.full(widest, abs(layer.shift)), self.acc)
        loaded: set = set()
        holder: dict[tuple, int] = {}  # block -> the last home that got its bias (passing it on)
        for replica in plan.replicas:
            if active is not None and replica.index not in active:
                continue
            for key, home, _by_core in replica.per_key:
                em = self.em(home)
                if (home, key) not in loaded:  # bias and shift vector once per home core
                    loaded.add((home, key))
                    width = key[2] - key[1]
                    first = m.parts[key[0]].outputs[0] + key[1]
                    bias = self.layout.constant(layer.bias[first: first + width], self.acc)
                    nbytes = width * self.accb
                    source = holder.get(key) if self.hw.global_memory.port else None
                    if home in plan.stream_bias:
                        plan.streamed[(home, key)] = bias
                    elif source is None:
                        em.ld(local(home, ("bias", key), nbytes), bias, nbytes)
                        holder[key] = home
                    else:
                        self.em(source).send(local(source, ("bias", key), nbytes), home, nbytes)
                        em.recv(local(home, ("bias", key), nbytes), source, nbytes)
                        holder[key] = home
                if (home, "shift") not in loaded:
                    loaded.add((home, "shift"))
                    length = plan.chunk.get(home, widest)
                    self.constant(em, local(home, ("shift",), length * self.accb),
                                  abs(layer.shift), length, self.acc)
        return plan

    def _window(self, plan: _MatrixPlan, replica: _Replica, oh: int, ow: int, gather,
                sink, place=None) -> None:
        """One convolution window of one replica: gather, mvmul, reduce, finalize, then
        ``sink`` the result; ``place(home, channel)``, if given, is where the result is written
        (otherwise a local buffer)."""
        layer, m, local = plan.layer, plan.matrix, plan.local
        bits, byw = self.bits, self.byw
        wbits = self.q.weight_bits
        acc_of: dict[tuple[int, tuple], int] = {}
        for core in sorted(replica.need):
            em = self.em(core)
            source = {}  # array group -> address of its input slice
            for part_index, ranges in replica.need[core].items():
                part = m.parts[part_index]
                band = plan.bands.get((core, part_index, replica.index)) if plan.bands else None
                if band is not None:
                    source.update(band.inputs(em, replica, core, part_index, oh, ow,
                                              plan.window(core, part_index)))
                    continue
                for e0, e1 in ranges:
                    gather(core, em, part, e0, e1, oh, ow, plan.window(core, part_index, e0))
            for key, _home, by_core in replica.per_key:
                ags = by_core.get(core)
                if not ags:
                    continue
                width = key[2] - key[1]
                first = local(core, ("psum", key), width * self.accb)
                # the first group's output is the accumulator; the others go to up to TERMS
                # term buffers at a time (fewer where they do not fit), so the widths change
                # twice per batch, not per group
                size = plan.batch.get(core, TERMS)
                for start in range(0, len(ags), size):
                    batch = ags[start:start + size]
                    targets = [first if start == 0 and i == 0 else
                               local(core, ("term", i), plan.widest * self.accb)
                               for i in range(len(batch))]
                    em.setbw(bits, self.acc)
                    for ag, target in zip(batch, targets):
                        shape = m.groups[ag]
                        start = source.get(ag)
                        if start is None:
                            start = plan.window(core, shape.part, shape.rows[0]) + \
                                shape.rows[0] * byw
                        em.mvmul(target, start, wbits,
                                 self.group_index[(layer.name, replica.index, ag)])
                    em.setbw(self.acc, self.acc)
                    for target in targets:
                        if target != first:
                            em.binary("vvadd", first, first, target, width)
                acc_of[(core, key)] = first
        for key, home, by_core in replica.per_key:
            width = key[2] - key[1]
            em = self.em(home)
            total = acc_of.get((home, key))
            senders = [c for c in sorted(by_core) if c != home]
            if total is None:  # the home holds none of this block's groups: start from one
                total = local(home, ("total", key), width * self.accb)
                first, senders = senders[0], senders[1:]
                self.em(first).send(acc_of[(first, key)], home, width * self.accb)
                em.recv(total, first, width * self.accb)
            chunk = plan.chunk.get(home, width)
            for core in senders:  # one inbox per block, or one shared inbox of a chunk
                inbox = local(home, ("inbox", key), width * self.accb) if home not in plan.chunk \
                    else local(home, ("inbox",), chunk * self.accb)
                for c0 in range(0, width, chunk):
                    n = min(chunk, width - c0)
                    self.em(core).send(acc_of[(core, key)] + c0 * self.accb, home, n * self.accb)
                    em.recv(inbox, core, n * self.accb)
                    em.setbw(self.acc, self.acc)
                    em.binary("vvadd", total + c0 * self.accb, total + c0 * self.accb, inbox, n)
            em.setbw(self.acc, self.acc)
            streamed = plan.streamed.get((home, key))
            if streamed is None:
                em.binary("vvadd", total, total, local(home, ("bias", key), 0), width)
            else:  # a chunk at a time from global memory
                buf = local(home, ("bias chunk",), plan.chunk.get(home, plan.widest) * self.accb)
                for c0 in range(0, width, chunk):
                    n = min(chunk, width - c0)
                    em.ld(buf, streamed + c0 * self.accb, n * self.accb)
                    em.binary("vvadd", total + c0 * self.accb, total + c0 * self.accb, buf, n)
            channel = m.parts[key[0]].outputs[0] + key[1]
            out = local(home, ("out",), plan.widest * byw) if place is None else \
                place(home, channel)
            em.setbw(self.acc, bits)
            shift = local(home, ("shift",), 0)
            for c0 in range(0, width, chunk):
                em.binary("vvsra" if layer.shift >= 0 else "vvsll", out + c0 * byw,
                          total + c0 * self.accb, shift, min(chunk, width - c0))
            self._fused(em, layer, out, width)
            if sink is not None:
                sink(home, em, out, channel, width, oh, ow)

    def _fused(self, em: Emitter, layer: QLayer, addr: int, n: int) -> None:
        em.setbw(self.bits, self.bits)
        for kind, bounds in layer.fused:
            if kind == "relu":
                em.unary("vrelu", addr, addr, n)
            elif kind == "clip":
                lo, hi = bounds
                em.clamp("vrsl", addr, addr, lo, n)
                em.clamp("vrsu", addr, addr, hi, n)
            else:  # pragma: no cover - the quantizer only fuses relu and clip
                raise ValueError(f"layer {layer.name}: cannot fuse {kind}")

    def _gather(self, em: Emitter, m: LayerMatrix, part: Part, e0: int, e1: int, oh: int,
                ow: int, src: TensorPlace, window: int) -> None:
        """Load elements [e0, e1) of the part's window vector to window + e*byw: one ``ld`` per
        contiguous run of the channel-last input, ``lldi`` zeros for padding."""
        byw = self.byw
        s0, s1 = part.channels
        ns = s1 - s0
        _, height, width = m.in_shape
        kw = m.kernel[1]
        (sh, sw), (dh, dw) = m.stride, m.dilation
        top, left = m.pads[0], m.pads[1]
        whole = ns == m.in_shape[0] and dw == 1  # a kernel row is one run of memory
        row_len = kw * ns
        runs: list[list] = []  # [first element, elements, global address or None]

        def add(lo: int, hi: int, gaddr: int | None) -> None:
            last = runs[-1] if runs else None
            if last and last[0] + last[1] == lo and (
                    (gaddr is None and last[2] is None) or
                    (gaddr is not None and last[2] is not None
                     and last[2] + last[1] * byw == gaddr)):
                last[1] += hi - lo
            else:
                runs.append([lo, hi - lo, gaddr])

        for r in range(e0 // row_len, -(-e1 // row_len)):
            ih = oh * sh - top + r * dh
            r_lo, r_hi = max(e0, r * row_len), min(e1, (r + 1) * row_len)
            if not 0 <= ih < height:
                add(r_lo, r_hi, None)
                continue
            base = ow * sw - left
            if whole:  # in-bounds kernel columns form one contiguous interval
                s_in0 = max(0, -base)
                s_in1 = min(kw, width - base)
                edges = ((r * row_len, r * row_len + max(s_in0, 0) * ns, None),
                         (r * row_len + s_in0 * ns, r * row_len + max(s_in1, s_in0) * ns,
                          src.pixel(ih, base + s_in0, s0) if s_in1 > s_in0 else None),
                         (r * row_len + max(s_in1, s_in0) * ns, (r + 1) * row_len, None))
                for lo, hi, gaddr in edges:
                    lo, hi = max(lo, r_lo), min(hi, r_hi)
                    if lo < hi:
                        start = gaddr
                        if gaddr is not None:
                            start = gaddr + (lo - (r * row_len + s_in0 * ns)) * byw
                        add(lo, hi, start)
                continue
            for pos in range(r_lo // ns, -(-r_hi // ns)):
                s = pos - r * kw
                lo, hi = max(r_lo, pos * ns), min(r_hi, (pos + 1) * ns)
                iw = base + s * dw
                if 0 <= iw < width:
                    add(lo, hi, src.pixel(ih, iw, s0 + lo - pos * ns))
                else:
                    add(lo, hi, None)
        for lo, count, gaddr in runs:
            if gaddr is None:
                em.fill(window + lo * byw, count * byw)
            else:
                em.ld(window + lo * byw, gaddr, count * byw)

    # ------------------------------------------------------------------ vector layers
    def _participants_vector(self, layer: QLayer) -> tuple[int, ...]:
        if self.vector_ranges is not None:
            return tuple(sorted({core for core, _a, _b in self.vector_ranges[layer.name]}))
        units = _vector_units(layer, self.q)
        return self.vector_cores[:max(1, min(len(self.vector_cores), units))]


def _vector_units(layer: QLayer, qgraph: QGraph) -> int:
    """Pixels of a vector layer (one for a global pooling or a flat output)."""
    shape = qgraph.tensors[layer.output].shape
    if len(shape) == 4:
        return max(shape[2] * shape[3], 1)
    return 1


def _split(items: list, sizes: tuple[int, ...]) -> list[list]:
    """Contiguous chunks of the given sizes."""
    out, start = [], 0
    for size in sizes:
        out.append(items[start:start + size])
        start += size
    return out
