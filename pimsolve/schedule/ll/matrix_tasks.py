"""Matrix tasks of the low-latency pipeline (pimsolve.schedule.ll): the instructions of one
convolution window of a replica, its gathers, products, partial sums and finishing."""

from __future__ import annotations

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.isa.instruction import trusted
from pimsolve.schedule.ht.scheduler import _HtScheduler
from pimsolve.schedule.ll.buffers import BufferPlan
from pimsolve.schedule.ll.state import SPILLED, _Recipe, _Tensor, _Unit
from pimsolve.schedule.ll.task_graph import TaskGraph
from pimsolve.schedule.ll.timing import _Timing


class MatrixTasks:
    """Emits the windows of matrix layers into ``ctx``'s emitters, reading the pixels where
    ``graph`` holds them and writing partial sums to the buffers ``buffers`` planned; ``timing``
    decides where a fused ReLU goes. Each unit caches its replica's recipe and the code its
    windows repeat."""

    def __init__(self, ctx: _HtScheduler, graph: TaskGraph, buffers: BufferPlan,
                 timing: _Timing):
        self.ctx = ctx
        self.graph = graph
        self.buffers = buffers
        self.timing = timing
        self.bits, self.byw = ctx.bits, ctx.byw  # data: bits, bytes per element
        self.acc, self.accb = ctx.acc, ctx.accb  # partial sums: bits, bytes per element

    def emit(self, unit: _Unit, p: int, out: int) -> None:
        """One window: every core of the replica gathers its slice of the window and runs
        its array groups; partial sums are added in a tree (one vvadd per halving, over
        slots side by side) and sent to the home core, which adds the bias, applies a fused
        ReLU while the sums are wide (saturating shift and ReLU commute), and shifts the
        result into the output pixel."""
        recipe = unit.recipe or self._recipe(unit)
        m, src = recipe.matrix, recipe.src
        oh, ow = divmod(p, m.out_shape[2])
        bits, wbits = self.bits, self.ctx.q.weight_bits
        top = oh * m.stride[0] - m.pads[0]
        left = ow * m.stride[1] - m.pads[1]
        inside = 0 <= top and top + recipe.bottom < m.in_shape[1] and 0 <= left and \
            left + recipe.right < m.in_shape[2]
        templates = unit.templates
        for core, em, gathers, steps in recipe.cores:
            for part_index, window, e0, e1, rows in gathers:
                if inside and rows is not None:
                    self._gather_rows(em, core, src, rows, top, left, window, unit.layer.name)
                else:
                    self._gather(em, core, m, part_index, e0, e1, oh, ow, window, src,
                                 unit.layer.name)
            em.setbw(bits, self.acc)
            known = templates.get(core)
            if known is not None and em.replay(known):
                continue
            mark = em.mark()
            for step in steps:
                if step[0] is None:
                    em.mvmul(step[1], step[2], wbits, step[3])
                else:
                    self._tree_sum(em, *step)
                    em.setbw(bits, self.acc)
            templates[core] = em.template(mark)
        shift_op = recipe.shift_op
        for block, (home, em, steps, acc, width, bias, shift, offset, chunk) in \
                enumerate(recipe.blocks):
            if len(steps) == 1:  # no partial sums from other cores: the same every time
                em.setbw(self.acc, self.acc)
                known = templates.get(-1 - block)
                if known is None or not em.replay(known):
                    mark = em.mark()
                    self._sum_and_bias(em, steps, acc, width, bias, recipe.fold_relu,
                                       chunk)
                    templates[-1 - block] = em.template(mark)
            else:
                for step in steps[:-1]:
                    if step[0] is None:
                        _, sender, sent, slot, w8 = step
                        sender.send(sent, home, w8)
                        em.recv(slot, sender.core, w8)
                    elif step[0] == "add":  # a chunk from the inbox (a lean home)
                        em.setbw(self.acc, self.acc)
                        em.vector_near("vvadd", step[3], step[1], step[1], step[2])
                    else:
                        self._tree_sum(em, *step)
                self._sum_and_bias(em, steps[-1:], acc, width, bias, recipe.fold_relu,
                                   chunk)
            dst = out + offset
            em.setbw(self.acc, bits)
            for c0 in range(0, width, chunk):  # a lean home's shift vector is a chunk long
                em.vector_near(shift_op, min(chunk, width - c0), dst + c0 * self.byw,
                               acc + c0 * self.accb, shift)
            if recipe.fused:
                em.setbw(bits, bits)
                for kind, bounds in recipe.fused:
                    if kind == "relu":
                        em.vector_near("vrelu", width, dst, dst)
                    else:
                        em.vector_near("vrsl", width, dst, dst, bound=bounds[0])
                        em.vector_near("vrsu", width, dst, dst, bound=bounds[1])

    def _sum_and_bias(self, em, steps: tuple, acc: int, width: int, bias, relu: bool,
                      chunk: int) -> None:
        """The block's last partial sums added, then its bias: a local vector, or (global
        address, chunk buffer) loaded and added ``chunk`` elements at a time."""
        self._tree_sum(em, *steps[-1])
        if isinstance(bias, tuple):
            gaddr, buf = bias
            for c0 in range(0, width, chunk):
                n = min(chunk, width - c0)
                em.ld(buf, gaddr + c0 * self.accb, n * self.accb)
                em.vector_near("vvadd", n, acc + c0 * self.accb, acc + c0 * self.accb, buf)
        else:
            em.vector_near("vvadd", width, acc, acc, bias)
        if relu:
            em.unary("vrelu", acc, acc, width)

    def _recipe(self, unit: _Unit) -> _Recipe:
        """What every window of a replica does, its buffers resolved: the gathers and
        products per core (a tree sum where partial-sum slots run out), then per output
        block the partial sums it receives and the finishing."""
        layer = unit.layer
        plan = self.graph.plans[layer.name]
        m = plan.matrix
        replica = plan.replicas[unit.index]
        local = self.buffers.layer(layer.name)
        src = self.graph.tensors[layer.inputs[0]]
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
                slots = self.buffers.sizes[(core, layer.name, ("acc", key))] // (width * self.accb)
                n = 0
                for ag in ags:
                    if n == slots:
                        steps.append((acc, n, width))
                        n = 1
                    shape = m.groups[ag]
                    steps.append((None, acc + n * width * self.accb,
                                  windows[shape.part] + shape.rows[0] * self.byw,
                                  self.ctx.group_index[(layer.name, replica.index, ag)]))
                    n += 1
                if core != home and n > 1:
                    steps.append((acc, n, width))
                    n = 1
                used[(core, key)] = n
            cores.append((core, self.ctx.em(core), gathers, tuple(steps)))
        blocks = []
        chunk = plan.chunk.get(replica.row[0])
        for key, home, by_core in replica.per_key:
            width = key[2] - key[1]
            w8 = width * self.accb
            acc = local(home, ("acc", key), 0)
            slots = self.buffers.sizes[(home, layer.name, ("acc", key))] // w8
            n = used.get((home, key), 0)
            senders = [core for core in sorted(by_core) if core != home]
            steps = []
            if chunk and senders:
                if n > 1:
                    steps.append((acc, n, width))
                steps += self._chunked_receipt(local, key, home, senders, acc, width, chunk,
                                               first=n == 0)
                n = 1
            for core in senders if not (chunk and senders) else ():
                if n == slots:
                    steps.append((acc, n, width))
                    n = 1
                steps.append((None, self.ctx.em(core), local(core, ("acc", key), 0), acc + n * w8,
                              w8))
                n += 1
            steps.append((acc, n, width))
            streamed = plan.streamed.get((home, key))  # global address of a lean home's bias
            bias = local(home, ("bias", key), 0) if streamed is None else \
                (streamed, local(home, ("bias chunk",), 0))  # read a chunk at a time
            blocks.append((home, self.ctx.em(home), tuple(steps), acc, width, bias,
                           local(home, ("shift",), 0),
                           (m.parts[key[0]].outputs[0] + key[1]) * self.byw, chunk or width))
        fused = tuple(layer.fused)
        fold = bool(fused) and fused[0][0] == "relu" and self._relu_on_sums(
            replica.row[0], max(block[4] for block in blocks))
        for kind, _ in fused:
            if kind not in ("relu", "clip"):  # pragma: no cover - the quantizer fuses these
                raise ValueError(f"layer {layer.name}: cannot fuse {kind}")
        unit.recipe = _Recipe(m, src, tuple(cores), tuple(blocks),
                              "vvsra" if layer.shift >= 0 else "vvsll", fold,
                              fused[1:] if fold else fused,
                              (m.kernel[0] - 1) * m.dilation[0], (m.kernel[1] - 1) * m.dilation[1])
        return unit.recipe

    def _relu_on_sums(self, core: int, width: int) -> bool:
        """Whether a fused ReLU goes on the wide partial sums, before the saturating shift
        (the two commute: one setbw fewer), rather than on the narrow outputs after it: where
        the hwspec prices a vector op by its bytes (pimsim-pimcomp), the narrow one is
        cheaper."""
        timing, acc, bits = self.timing, self.acc, self.bits
        relu = trusted("vrelu", (0, 0, width, 0, 0))
        return timing.latency(core, relu, acc, acc) <= timing.latency(
            core, relu, bits, bits) + timing.latency(core, trusted("setbw", (bits, bits)),
                                                     bits, bits)

    def _chunked_receipt(self, local, key: tuple, home: int, senders: list[int], acc: int,
                         width: int, chunk: int, first: bool) -> list[tuple]:
        """A lean home's receipt of partial sums: chunk by chunk through one inbox, each
        added where it belongs (``first``: the home holds no sums of its own, so the first
        sender's go straight into the accumulator)."""
        inbox = local(home, ("inbox",), 0)
        accb = self.accb
        steps: list[tuple] = []
        for i, core in enumerate(senders):
            em = self.ctx.em(core)
            sent = local(core, ("acc", key), 0)
            for c0 in range(0, width, chunk):
                n = min(chunk, width - c0)
                if first and i == 0:
                    steps.append((None, em, sent + c0 * accb, acc + c0 * accb, n * accb))
                else:
                    steps.append((None, em, sent + c0 * accb, inbox, n * accb))
                    steps.append(("add", acc + c0 * accb, inbox, n))
        return steps

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
                     window: int, layer: str = "") -> None:
        """The gather of a window away from the borders: a copy (or load) per kernel row,
        unless its pixels lie in more than one place (or rows continue each other)."""
        byw, nbytes, width = self.byw, src.nbytes, src.width
        pieces: list[list] = []
        if src.name in self.graph.external:
            for dr, lo, count, c0, c1, inner in rows:
                cached = self.buffers.cached_row(em, core, layer, src, top + dr, left + c0,
                                          left + c1 + 1)
                if cached is None:
                    _piece(pieces, lo, lo + count, 2, src.gmem + ((top + dr) * width + left +
                                                                   c0) * nbytes + inner, byw)
                else:
                    _piece(pieces, lo, lo + count, 1, cached + (left + c0) * nbytes + inner,
                           byw)
        else:
            chunks, name, step, per_row = self.graph.chunks, src.name, src.chunk, src.per_row
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
                for spilled, addr, iw, n in self.graph.run_pieces(src, core, ih, iw0,
                                                                  left + c1 + 1):
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
        em.setbw(self.acc, self.acc)
        while terms > 1:
            half = terms // 2
            em.binary("vvadd", acc, acc, acc + (terms - half) * width * self.accb, half * width)
            terms -= half

    def _gather(self, em, core: int, m: LayerMatrix, part_index: int, e0: int, e1: int,
                oh: int, ow: int, window: int, src: _Tensor, layer: str = "") -> None:
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
            graph = name in self.graph.external
            chunks = self.graph.chunks
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
                    cached = self.buffers.cached_row(em, core, layer, src, ih, iw0, iw1) \
                        if graph else None
                    if cached is not None:  # the graph input, from the core's row cache
                        runs = ((False, cached + iw0 * nbytes, iw0, iw1 - iw0),)
                    elif graph:  # the graph input: one run in global memory
                        runs = ((True, gmem + (ih * width + iw0) * nbytes, iw0, iw1 - iw0),)
                    elif iw0 // step == (iw1 - 1) // step and \
                            chunks[(name, ih * per_row + iw0 // step, core)].base != SPILLED:
                        chunk = chunks[(name, ih * per_row + iw0 // step, core)]
                        runs = ((False, chunk.base + (iw0 - chunk.lo) * nbytes, iw0, iw1 - iw0),)
                    else:
                        runs = self.graph.run_pieces(src, core, ih, iw0, iw1)
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
                        spilled, addr = self.graph.pixel(src, core, ih * width + iw)
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
