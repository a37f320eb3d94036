"""Task emission of the low-latency (LL) list scheduler (``ll.py``): the instructions of one
task, a convolution window of a replica (gathers, products, partial sums and finishing) or one
output pixel of a vector layer (element-wise bodies, gates, concatenation and pooling)."""

from __future__ import annotations

import numpy as np

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.codegen import vector_ops
from pimsolve.ir.qgraph import QKind, QLayer
from pimsolve.isa.instruction import trusted
from pimsolve.schedule.ll.state import SPILLED, _Near, _Recipe, _Tensor, _Unit


class TaskEmission:
    """The methods of ``_LlScheduler`` that emit one task's instructions (a mixin: the
    state they use is the scheduler's)."""

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
                slots = self._sizes[(core, layer.name, ("acc", key))] // (width * self.accb)
                n = 0
                for ag in ags:
                    if n == slots:
                        steps.append((acc, n, width))
                        n = 1
                    shape = m.groups[ag]
                    steps.append((None, acc + n * width * self.accb,
                                  windows[shape.part] + shape.rows[0] * self.byw,
                                  self.group_index[(layer.name, replica.index, ag)]))
                    n += 1
                if core != home and n > 1:
                    steps.append((acc, n, width))
                    n = 1
                used[(core, key)] = n
            cores.append((core, self.em(core), gathers, tuple(steps)))
        blocks = []
        chunk = plan.chunk.get(replica.row[0])
        for key, home, by_core in replica.per_key:
            width = key[2] - key[1]
            w8 = width * self.accb
            acc = local(home, ("acc", key), 0)
            slots = self._sizes[(home, layer.name, ("acc", key))] // w8
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
                steps.append((None, self.em(core), local(core, ("acc", key), 0), acc + n * w8,
                              w8))
                n += 1
            steps.append((acc, n, width))
            streamed = plan.streamed.get((home, key))  # global address of a lean home's bias
            bias = local(home, ("bias", key), 0) if streamed is None else \
                (streamed, local(home, ("bias chunk",), 0))  # read a chunk at a time
            blocks.append((home, self.em(home), tuple(steps), acc, width, bias,
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
        steps: list[tuple] = []
        for i, core in enumerate(senders):
            sent = local(core, ("acc", key), 0)
            for c0 in range(0, width, chunk):
                n = min(chunk, width - c0)
                if first and i == 0:
                    steps.append((None, self.em(core), sent + c0 * self.accb, acc + c0 * self.accb, n * self.accb))
                else:
                    steps.append((None, self.em(core), sent + c0 * self.accb, inbox, n * self.accb))
                    steps.append(("add", acc + c0 * self.accb, inbox, n))
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
        if src.name in self.external:
            for dr, lo, count, c0, c1, inner in rows:
                cached = self._cached_row(em, core, layer, src, top + dr, left + c0,
                                          left + c1 + 1)
                if cached is None:
                    _piece(pieces, lo, lo + count, 2, src.gmem + ((top + dr) * width + left +
                                                                   c0) * nbytes + inner, byw)
                else:
                    _piece(pieces, lo, lo + count, 1, cached + (left + c0) * nbytes + inner,
                           byw)
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
            graph = name in self.external
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
                    cached = self._cached_row(em, core, layer, src, ih, iw0, iw1) \
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
        cap = self.run_cap[core]
        if n > cap:  # a pixel wider than a lean core's scratch: in pieces
            for e0 in range(0, n, cap):
                piece = {k: (v + e0 * self.byw if k == "out" or k.startswith("in") else v)
                         for k, v in bufs.items() if isinstance(k, str)}
                self._elementwise(layer, em, core, piece, min(cap, n - e0))
            return
        if layer.kind is QKind.REQUANT:
            amount = self.q.frac[layer.inputs[0]] - self.q.frac[layer.output]
            em.setbw(self.bits, self.bits)
            em.vector_near("vvsra" if amount >= 0 else "vvsll", n, bufs["out"], bufs["in0"],
                           self._constant(em, core, "c0", abs(amount)))
            return
        bufs.update(self.scratch[core])
        bufs["_n"] = cap
        self._body(layer)(_Near(em), bufs, n)
        self.scratch[core].update({k: v for k, v in bufs.items() if isinstance(k, tuple)})

    def _constant(self, em, core: int, slot: str, value: int) -> int:
        """Scratch ``slot`` of the core holding ``value`` (>= 0) in every element (data
        width), put there (``constant``) unless it already is (the slot's record is the one
        vector_ops._const keeps)."""
        scratch, cap = self.scratch[core], self.run_cap[core]
        if self.hw.global_memory.port is not None:
            record = ("value", value, self.bits)
        else:  # the record vector_ops._const keeps for the same constant loaded
            record = (self.layout.constant(np.full(cap, value), self.bits), self.bits)
        if scratch.get(("loaded", slot)) != record:
            self.constant(em, scratch[slot], value, cap, self.bits)
            scratch[("loaded", slot)] = record
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
        shift = local(core, ("shifts",), 0)  # a task temporary: put there each time
        self.constant(em, shift, abs(amount), channels, 64)
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
