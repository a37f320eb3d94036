"""Vector tasks of the low-latency pipeline (pimsolve.schedule.ll): the instructions of one
output pixel of a vector layer (element-wise bodies, gates, concatenation and pooling), or of
a run of neighbouring pixels of an element-wise layer."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from pimsolve.codegen import vector_ops
from pimsolve.ir.qgraph import QKind, QLayer
from pimsolve.schedule.ht.scheduler import _HtScheduler
from pimsolve.schedule.ll.buffers import BufferPlan
from pimsolve.schedule.ll.state import _Near
from pimsolve.schedule.ll.task_graph import TaskGraph, pool_cells


class VectorTasks:
    """Emits the pixels of vector layers into ``ctx``'s emitters, reading their inputs where
    ``graph`` holds them, with the scratch and staging buffers ``buffers`` planned. The
    vector_ops bodies see ``ctx`` as their context; each layer's body is built once."""

    def __init__(self, ctx: _HtScheduler, graph: TaskGraph, buffers: BufferPlan):
        self.ctx = ctx
        self.graph = graph
        self.buffers = buffers
        self.bits, self.byw = ctx.bits, ctx.byw  # data: bits, bytes per element
        self.bodies: dict[str, Callable] = {}  # layer -> its vector_ops body

    def emit(self, layer: QLayer, core: int, p: int, out: int) -> None:
        """Output pixel ``p`` of a vector layer, computed on ``core`` into ``out``."""
        em = self.ctx.em(core)
        kind = layer.kind
        channels = self.graph.tensors[layer.output].channels
        if kind in vector_ops.BODY and not (kind is QKind.MUL and
                                             vector_ops.is_broadcast(self.ctx, layer)):
            # LeakyRelu's body reuses its input as a temporary: give it a private copy
            private = kind is QKind.LEAKY_RELU
            bufs = {f"in{i}": self._input(em, core, name, p, i, private)
                    for i, name in enumerate(layer.inputs)}
            bufs["out"] = out
            self.elementwise(layer, em, core, bufs, channels)
        elif kind is QKind.MUL:  # broadcast gate (C, 1, 1)
            self._gate(layer, em, core, p, out, channels)
        elif kind is QKind.CONCAT:
            offset = 0
            for name in layer.inputs:
                t = self.graph.tensors[name]
                spilled, addr = self.graph.pixel(t, core, p)
                if spilled:
                    em.ld_near(out + offset * self.byw, addr, t.nbytes)
                else:
                    em.copy_to_near(out + offset * self.byw, addr, t.nbytes)
                offset += t.channels
        elif kind is QKind.MAXPOOL and self._max_rows(layer, em, core, p, out, channels):
            pass
        else:
            self._pool(layer, em, core, p, out, channels)

    def _input(self, em, core: int, name: str, q: int, stage: int,
               private: bool = False) -> int:
        """Local address of an input pixel; in a staging buffer when it is in global memory
        (or when the task needs a ``private`` copy)."""
        t = self.graph.tensors[name]
        spilled, addr = self.graph.pixel(t, core, q)
        if not spilled and not private:
            return addr
        buf = self.buffers.stages[core][stage]
        if spilled:
            em.ld_near(buf, addr, t.nbytes)
        else:
            em.copy_near(buf, addr, t.nbytes)
        return buf

    def elementwise(self, layer: QLayer, em, core: int, bufs: dict, n: int) -> None:
        """The vector_ops body of an element-wise layer over ``n`` elements (a requantization,
        the commonest, directly: the same shift by a constant vector, without building the
        constant again for every run)."""
        cap = self.buffers.run_cap[core]
        if n > cap:  # a pixel wider than a lean core's scratch: in pieces
            for e0 in range(0, n, cap):
                piece = {k: (v + e0 * self.byw if k == "out" or k.startswith("in") else v)
                         for k, v in bufs.items() if isinstance(k, str)}
                self.elementwise(layer, em, core, piece, min(cap, n - e0))
            return
        if layer.kind is QKind.REQUANT:
            amount = self.ctx.q.frac[layer.inputs[0]] - self.ctx.q.frac[layer.output]
            em.setbw(self.bits, self.bits)
            em.vector_near("vvsra" if amount >= 0 else "vvsll", n, bufs["out"], bufs["in0"],
                           self._constant(em, core, "c0", abs(amount)))
            return
        bufs.update(self.buffers.scratch[core])
        bufs["_n"] = cap
        self._body(layer)(_Near(em), bufs, n)
        self.buffers.scratch[core].update({k: v for k, v in bufs.items() if isinstance(k, tuple)})

    def _constant(self, em, core: int, slot: str, value: int) -> int:
        """Scratch ``slot`` of the core holding ``value`` (>= 0) in every element (data
        width), put there (``constant``) unless it already is (the slot's record is the one
        vector_ops._const keeps)."""
        scratch, cap = self.buffers.scratch[core], self.buffers.run_cap[core]
        if self.ctx.hw.global_memory.port is not None:
            record = ("value", value, self.bits)
        else:  # the record vector_ops._const keeps for the same constant loaded
            record = (self.ctx.layout.constant(np.full(cap, value), self.bits), self.bits)
        if scratch.get(("loaded", slot)) != record:
            self.ctx.constant(em, scratch[slot], value, cap, self.bits)
            scratch[("loaded", slot)] = record
        return scratch[slot]

    def _body(self, layer: QLayer):
        body = self.bodies.get(layer.name)
        if body is None:
            body = self.bodies[layer.name] = vector_ops.BODY[layer.kind](self.ctx, layer)
        return body

    def _gate(self, layer: QLayer, em, core: int, p: int, out: int, channels: int) -> None:
        local = self.buffers.layer(layer.name)
        x = self._input(em, core, layer.inputs[0], p, 0)
        gate = self._input(em, core, layer.inputs[1], 0, 1)
        prod = local(core, ("prod",), 0)
        amount = vector_ops._product_shift(self.ctx, layer)
        shift = local(core, ("shifts",), 0)  # a task temporary: put there each time
        self.ctx.constant(em, shift, abs(amount), channels, 64)
        em.setbw(self.bits, 64)
        em.vector_near("vvmul", channels, prod, x, gate)
        em.setbw(64, self.bits)
        em.vector_near("vvsra" if amount >= 0 else "vvsll", channels, out, prod, shift)

    def _max_rows(self, layer: QLayer, em, core: int, p: int, out: int,
                  channels: int) -> bool:
        """Max pooling over whole kernel rows: when the window's rows are equally long runs
        of neighbouring pixels in local memory, one vvmax per row folds them into a row
        buffer and one per column folds that into the pixel. False when they are not."""
        src = self.graph.tensors[layer.inputs[0]]
        height = src.pixels // src.width
        oh, ow = divmod(p, self.graph.tensors[layer.output].width)
        (kh, kw), (sh, sw) = layer.attrs.kernel, layer.attrs.stride
        top, left = layer.attrs.pads[0], layer.attrs.pads[1]
        iw0, iw1 = max(0, ow * sw - left), min(src.width, ow * sw - left + kw)
        rows = []
        for r in range(kh):
            ih = oh * sh - top + r
            if 0 <= ih < height and iw0 < iw1:
                pieces = self.graph.run_pieces(src, core, ih, iw0, iw1)
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
            folded = out if span == 1 else self.buffers.layer(layer.name)(core, ("rows",), 0)
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
        local = self.buffers.layer(layer.name)
        src = self.graph.tensors[layer.inputs[0]]
        byw = self.byw
        cells = [None if q is None else self.graph.pixel(src, core, q)
                 for q in pool_cells(self.graph.tensors, layer, p)]
        count = len(cells)
        per_pass = self.buffers.pool_pass(layer, src)[1]
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
            dst = vector_ops.pool_compute(self.ctx, em, window, result, count, cc, average)
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
