"""Lowering PIM-DL layouts (pimsolve.solve.layout) to row-parallel bit-serial operations.

In: a QGraph, a digital-PIM :class:`HwSpec` and every CONV/GEMM layer's chosen
:class:`~pimsolve.solve.layout.space.Layout` with how it runs (resident, rewritten each
inference, or dynamically in passes). Out: a :class:`~pimsolve.isa.families.PumProgram` that
pimsolve.sim.pum executes; a block's rows are the program's lanes, its bit lines the cells
down a lane.

A layer is PIM-DL's loop over groups ``g``, output channels ``m``, output positions ``o`` and
the reduction ``e = n·F + t`` (input channel ``n``, filter tap ``t``); a row takes the
reduction elements ``j·fold .. j·fold + fold - 1`` of slice ``j``. Cells down a row: the
scratch cells (the product), then

* **output-parallel**: ``fold`` weights, ``span × fold`` inputs, ``span`` accumulators; the
  ``slices`` rows of one row set (one ``g, m`` and ``span`` positions) are adjacent in one
  block, row sets fill the blocks in order. Per position: ``fold`` Multiply + Add, then
  ``ceil(log2 slices)`` Reduce steps across the set's rows, then the first row is read out.
* **input-parallel**: ``span × fold`` inputs, ``filters × fold`` weights, ``filters × span``
  accumulators; an output set (``g``, ``span`` positions, ``filters`` output channels) has one
  row per slice, the rows channel-major (slice ``j`` of every set, then slice ``j + 1``), so
  one output's partial sums lie in different blocks. Per filter and position: ``fold``
  Multiply + Add, then ``ceil(log2 slices)`` Realign steps (partial sums moved over the tile
  network and added), then the first slice's rows are read out.

The operations count what the layout's cost model counts (docs/layout.md): the Multiply, Add,
Reduce and Realign steps equal its compute and reduction terms, the Fills its input (and, when
rewritten, weight) bits. A layout larger than the chip runs in passes of the chip's blocks,
its weights written in every pass.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction

import numpy as np

from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph, QKind, QLayer
from pimsolve.isa.families import (Add, BlockNetwork, Fill, FillSource, Multiply, Passes, PumCounts,
                                   PumLayer, PumMachine, PumOp, PumProgram, ReadOut, Realign,
                                   Reduce)
from pimsolve.schedule.lower.network import lower_layers
from pimsolve.schedule.lower.pum import pum_machine
from pimsolve.solve.layout.decide import RESIDENT, LayerLayout
from pimsolve.solve.layout.space import (OUTPUT_PARALLEL, LayerShape, Layout, LayoutMachine,
                                         layout_machine, tile_network_bits)

MATERIALIZED = 1 << 22  # Fill cells and Realign lanes of a one-pass layer kept, at most


class _Indices:
    """Backing-store offsets of a layer's weights, inputs and outputs in PIM-DL's loop terms
    (-1 for padding and for indices past a loop's extent)."""

    def __init__(self, layer: QLayer, qgraph: QGraph, shape: LayerShape):
        self._offsets: np.ndarray | None = None
        self.shape = shape
        self.reduction = shape.in_channels * shape.taps
        x = tuple(qgraph.tensors[layer.inputs[0]].shape)
        y = tuple(qgraph.tensors[layer.output].shape)
        self.conv = layer.kind is QKind.CONV
        if self.conv:
            a = layer.attrs
            self.x, self.y = x, y
            self.kw = a.kernel[1]
            self.stride, self.pads, self.dilation = a.stride, a.pads, a.dilation

    def weight(self, gm: np.ndarray, e: np.ndarray) -> np.ndarray:
        """Weight ``(g·M + m, e)``: the layer's weights in their stored order."""
        ok = (gm >= 0) & (e >= 0) & (e < self.reduction)
        return np.where(ok, gm * self.reduction + e, -1)

    def input(self, g: np.ndarray, o: np.ndarray, e: np.ndarray) -> np.ndarray:
        """Input ``(g, o, e)``; the masks are formed on each index's own (broadcastable) shape
        before the one full-size gather."""
        s = self.shape
        ok_o = (g >= 0) & (o >= 0) & (o < s.positions)
        ok_e = (e >= 0) & (e < self.reduction)
        if not self.conv:
            return np.where(ok_o & ok_e, o * self.reduction + e, -1)
        found = self._table()[np.clip(o, 0, s.positions - 1), np.clip(e, 0, self.reduction - 1)]
        group = self.x[2] * self.x[3] * s.in_channels  # elements of one group's channels
        ok = ok_o & ok_e
        ok &= found >= 0
        found += np.maximum(g, 0) * group
        found[~ok] = -1
        return found

    def _table(self) -> np.ndarray:
        """Input offsets of group 0 per (output position, reduction element); -1 for padding."""
        if self._offsets is None:
            s = self.shape
            _, c, h, w = self.x
            o = np.arange(s.positions, dtype=np.int64)[:, None]
            e = np.arange(self.reduction, dtype=np.int64)[None, :]
            b, rest = np.divmod(o, self.y[2] * self.y[3])
            oh, ow = np.divmod(rest, self.y[3])
            n, t = np.divmod(e, s.taps)
            r, q = np.divmod(t, self.kw)
            ih = oh * self.stride[0] - self.pads[0] + r * self.dilation[0]
            iw = ow * self.stride[1] - self.pads[1] + q * self.dilation[1]
            ok = (ih >= 0) & (ih < h) & (iw >= 0) & (iw < w)
            self._offsets = np.where(ok, ((b * c + n) * h + ih) * w + iw, -1)
        return self._offsets

    def output(self, gm: np.ndarray, o: np.ndarray) -> np.ndarray:
        s = self.shape
        ok = (gm >= 0) & (gm < s.groups * s.out_channels) & (o >= 0) & (o < s.positions)
        if not self.conv:
            return np.where(ok, o * s.out_channels + gm, -1)
        oh_w = self.y[2] * self.y[3]
        b, rest = np.divmod(o, oh_w)
        return np.where(ok, (b * self.y[1] + gm) * oh_w + rest, -1)


def _unused(src: np.ndarray, live: np.ndarray) -> np.ndarray:
    """``src`` with -2 (nothing written) in the lanes no row of the layout uses."""
    return np.where(live, src, -2)


def _tree(slices: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """Pairwise reduction of slices 0..slices-1 into slice 0: per step, (destination slices,
    source slices)."""
    steps, step = [], 1
    while step < slices:
        dst = np.arange(0, slices - step, 2 * step, dtype=np.int64)
        steps.append((dst, dst + step))
        step *= 2
    return steps


@dataclass(frozen=True, slots=True)
class _Regions:
    weight: str
    input: str
    acc: str
    input_on_chip: bool = False  # the inputs come from the group's blocks (Fill.on_chip)


class _Emitter:
    """Operations and the counts of one layer."""

    def __init__(self) -> None:
        self.ops: list[PumOp] = []
        self.counts = dict.fromkeys(PumCounts().as_dict(), 0)

    def add(self, op: PumOp, kind: str) -> None:
        self.ops.append(op)
        self.counts[kind] += 1


@dataclass(frozen=True, slots=True)
class _Lowered:
    """A layout's arrays, lanes, row placement and its operations, one pass at a time."""

    arrays: int
    lanes: int
    rows: dict[str, int]
    used: int  # cells per row
    passes: int
    emit: Callable[[int, _Emitter], None]  # pass number, sink

    def pass_ops(self, number: int) -> list[PumOp]:
        out = _Emitter()
        self.emit(number, out)
        return out.ops


def _output_parallel(ix: _Indices, lay: Layout, m: LayoutMachine, chip: int, names: _Regions,
                     resident: bool) -> _Lowered:
    s = ix.shape
    fold, span = lay.fold, lay.span
    slices = -(-ix.reduction // fold)
    positions = -(-s.positions // span)
    sets = s.groups * s.out_channels * positions
    per_block = m.block_rows // slices
    blocks = -(-sets // per_block)
    arrays = min(blocks, chip)
    lanes = per_block * slices
    wb, xb, ab = m.weight_bits, m.input_bits, m.acc_bits
    rows = {"scratch": 0, "weight": m.scratch}
    rows["input"] = rows["weight"] + fold * wb
    rows["acc"] = rows["input"] + span * fold * xb
    used = rows["acc"] + span * ab
    lane = np.arange(lanes, dtype=np.int64)
    local, j = np.divmod(lane, slices)  # (L,)
    k = np.arange(fold, dtype=np.int64)
    e = j[None, :] * fold + k[:, None]  # (fold, L)
    heads = np.arange(per_block, dtype=np.int64) * slices  # a set's first row
    tree = [(np.concatenate([heads + d for d in dst_j]), np.concatenate([heads + d for d in src_j]))
            for dst_j, src_j in _tree(slices)]
    def emit(number: int, out: _Emitter) -> None:
        a = np.arange(number * arrays, (number + 1) * arrays, dtype=np.int64)
        set_id = a[:, None] * per_block + local[None, :]  # (A, L)
        live = set_id < sets
        gm, q = np.divmod(set_id, positions)
        gm = np.where(live, gm, -1)
        # the Fills' offsets are made a group at a time, as the simulator writes them
        out.add(Fill(names.weight, FillSource(  # group k: weight k of the row's fold
            lambda k: _unused(ix.weight(gm, e[k][None, :]), live), (arrays, fold, lanes)),
            rows["weight"], wb, resident), "fill")
        g = np.where(live, gm // s.out_channels, -1)
        out.add(Fill(names.input, FillSource(  # group p·fold + k: input k of position p
            lambda i: _unused(ix.input(g, q * span + i // fold, e[i % fold][None, :]), live),
            (arrays, span * fold, lanes)), rows["input"], xb, on_chip=names.input_on_chip),
            "fill")
        for pos in range(span):
            acc = rows["acc"] + pos * ab
            for step in range(fold):
                out.add(Multiply(rows["weight"] + step * wb, wb,
                                 rows["input"] + (pos * fold + step) * xb, xb, 0), "multiply")
                out.add(Add(0, wb + xb, acc, ab), "add")
            for dst, src_lanes in tree:
                out.add(Reduce(acc, ab, src_lanes, dst), "reduce")
        set_of_head = a[:, None] * per_block + np.arange(per_block)[None, :]  # (A, per_block)
        head_gm, head_q = np.divmod(set_of_head, positions)
        head_gm = np.where(set_of_head < sets, head_gm, -1)
        for pos in range(span):
            dst = ix.output(head_gm, head_q * span + pos)
            out.add(ReadOut(names.acc, rows["acc"] + pos * ab, ab, heads, dst, m.input_bits,
                            True), "read_out")
    return _Lowered(arrays, lanes, rows, used, -(-blocks // arrays), emit)


def _input_parallel(ix: _Indices, lay: Layout, m: LayoutMachine, chip: int, names: _Regions,
                    resident: bool) -> _Lowered:
    s = ix.shape
    fold, span, filters = lay.fold, lay.span, lay.filters
    slices = -(-ix.reduction // fold)
    positions = -(-s.positions // span)
    copies = -(-s.out_channels // filters)
    sets = s.groups * positions * copies  # output sets, each one row per slice
    per_pass = min(sets, (chip * m.block_rows) // slices)
    if per_pass < 1:
        raise InfeasibleError(f"layer {s.name}: an output set's {slices} rows exceed the chip")
    wb, xb, ab = m.weight_bits, m.input_bits, m.acc_bits
    rows = {"scratch": 0, "input": m.scratch}
    rows["weight"] = rows["input"] + span * fold * xb
    rows["acc"] = rows["weight"] + filters * fold * wb
    used = rows["acc"] + filters * span * ab
    arrays = -(-per_pass * slices // m.block_rows)
    lanes = min(m.block_rows, per_pass * slices)
    tree = _tree(slices)
    def emit(number: int, out: _Emitter) -> None:
        first = number * per_pass
        count = min(per_pass, sets - first)
        r = np.arange(arrays * lanes, dtype=np.int64).reshape(arrays, lanes)  # row in the pass
        j, u = np.divmod(r, count)
        live = j < slices
        set_id = np.where(live, first + u, -1)
        g, rest = np.divmod(set_id, positions * copies)
        q, c = np.divmod(rest, copies)
        g = np.where(live, g, -1)
        # the Fills' offsets are made a group at a time, as the simulator writes them
        out.add(Fill(names.input, FillSource(  # group p·fold + k: input k of position p
            lambda i: _unused(ix.input(g, q * span + i // fold, j * fold + i % fold), live),
            (arrays, span * fold, lanes)), rows["input"], xb, on_chip=names.input_on_chip),
            "fill")

        def weight(i: int) -> np.ndarray:  # group f·fold + k: weight k of filter f
            mm = c * filters + i // fold
            gm = np.where(live & (mm < s.out_channels), g * s.out_channels + mm, -1)
            return _unused(ix.weight(gm, j * fold + i % fold), live)
        out.add(Fill(names.weight, FillSource(weight, (arrays, filters * fold, lanes)),
                     rows["weight"], wb, resident), "fill")
        where = np.stack(np.divmod(np.arange(count * slices, dtype=np.int64), lanes), axis=1)
        heads = np.arange(min(count, lanes), dtype=np.int64)
        head_arrays = -(-count // lanes)
        hs = np.arange(head_arrays * heads.size, dtype=np.int64).reshape(head_arrays, -1)
        hs_live = hs < count
        h_set = first + hs
        h_g, h_rest = np.divmod(h_set, positions * copies)
        h_q, h_c = np.divmod(h_rest, copies)
        u_q, u_c = np.divmod((first + np.arange(count, dtype=np.int64)) % (positions * copies),
                             copies)
        for fi in range(filters):
            for pos in range(span):
                acc = rows["acc"] + (fi * span + pos) * ab
                for step in range(fold):
                    out.add(Multiply(rows["weight"] + (fi * fold + step) * wb, wb,
                                     rows["input"] + (pos * fold + step) * xb, xb, 0),
                            "multiply")
                    out.add(Add(0, wb + xb, acc, ab), "add")
                # the sets whose accumulator (fi, pos) holds an output (not a padding filter
                # or position): only their partial sums are moved
                sets_u = np.flatnonzero((u_c * filters + fi < s.out_channels)
                                        & (u_q * span + pos < s.positions))
                for dst_j, src_j in tree:
                    dst_r = (dst_j[:, None] * count + sets_u[None, :]).reshape(-1)
                    src_r = (src_j[:, None] * count + sets_u[None, :]).reshape(-1)
                    out.add(Realign(acc, ab, where[src_r], where[dst_r]), "realign")
                ch = h_c * filters + fi
                gm_h = np.where(hs_live & (ch < s.out_channels), h_g * s.out_channels + ch, -1)
                dst = np.full((arrays, heads.size), -1, dtype=np.int64)
                dst[:head_arrays] = ix.output(gm_h, h_q * span + pos)
                out.add(ReadOut(names.acc, acc, ab, heads, dst, m.input_bits, True),
                        "read_out")
    return _Lowered(arrays, lanes, rows, used, -(-sets // per_pass), emit)


def lower_layer(layer: QLayer, qgraph: QGraph, chosen: LayerLayout, machine: LayoutMachine,
                chip: int) -> PumLayer:
    """One CONV/GEMM layer's layout as bit-serial operations (InfeasibleError when the layout
    does not fit the hwspec's blocks)."""
    lay = chosen.layout
    if lay.row_bits > machine.block_cols:
        raise InfeasibleError(f"layer {layer.name}: the layout uses {lay.row_bits} cells per "
                              f"row, a block has {machine.block_cols}")
    ix = _Indices(layer, qgraph, chosen.shape)
    lower = _output_parallel if lay.kind == OUTPUT_PARALLEL else _input_parallel
    names = _Regions(f"w:{layer.name}", f"act:{layer.inputs[0]}", f"acc:{layer.name}",
                     chosen.fed_in_tile)
    low = lower(ix, lay, machine, chip, names, chosen.runs == RESIDENT)
    first = _Emitter()
    low.emit(0, first)
    counts = PumCounts(**{k: v * low.passes for k, v in first.counts.items()})
    # a layer larger than the chip, or with many cells to fill or partial sums to move, keeps
    # one pass's operations at a time (made again when the simulator reads them: the arrays
    # its Fills' offsets are made from are then held only while it runs)
    small = low.passes == 1 and sum(
        op.src.size if isinstance(op, Fill) else op.src.size + op.dst.size
        for op in first.ops if isinstance(op, (Fill, Realign))) <= MATERIALIZED
    ops = tuple(first.ops) if small else Passes(low.pass_ops, low.passes, len(first.ops))
    blocks = chosen.blocks[:low.arrays]
    if blocks and len(blocks) < low.arrays:
        raise InfeasibleError(f"layer {layer.name}: its layout runs on {low.arrays} blocks, the "
                              f"plan placed it on {len(chosen.blocks)}")
    tiling = {**lay.as_dict(), "runs": chosen.runs, "passes": low.passes,
              "group": chosen.group, "group_tiles": chosen.tiles}
    if blocks:  # the chip's blocks it is placed on, as runs of consecutive ids
        tiling["placed_on"] = _runs(blocks)
        tiling["inputs_from_group"] = chosen.fed_in_tile
    predicted = {"total": chosen.predicted,
                 "source": "layout cost model (pimsolve.solve.layout.space): the plan's cycles "
                           "of the layer"}
    return PumLayer(layer, names.acc, f"act:{layer.output}", low.arrays, low.used, low.lanes,
                    low.rows, ops, counts, low.passes, predicted, tiling, {}, blocks)


def _runs(blocks: tuple[int, ...]) -> list[list[int]]:
    """Sorted block ids as [first, last] runs of consecutive ids."""
    out: list[list[int]] = []
    for b in sorted(blocks):
        if out and out[-1][1] == b - 1:
            out[-1][1] = b
        else:
            out.append([b, b])
    return out


def layout_pum_machine(hw: HwSpec) -> PumMachine:
    """The bit-serial machine of a digital-PIM hwspec with its tiles' networks."""
    spec = hw.core.blocks
    network = None if spec is None else BlockNetwork(
        spec.interconnect.value, spec.rows, spec.cols, spec.link_bits, spec.router_latency,
        spec.wire_latency, spec.blocks_per_channel or spec.blocks)
    return replace(pum_machine(hw), tile_bandwidth=Fraction(tile_network_bits(hw)) / 8,
                   arrays_per_tile=hw.core.arrays, network=network)


def lower_layouts(qgraph: QGraph, hw: HwSpec, chosen: Mapping[str, LayerLayout],
                  say: Callable[[str], None] | None = None) -> PumProgram:
    """The whole network: each CONV/GEMM layer by its layout, the others as host steps."""
    machine = layout_machine(hw)
    pum = layout_pum_machine(hw)

    def lower_one(layer: QLayer):
        entry = lower_layer(layer, qgraph, chosen[layer.name], machine, pum.arrays)
        return entry, f"w:{layer.name}", np.asarray(layer.weight, dtype=np.int64).reshape(-1)

    regions, image, layers = lower_layers(qgraph, lower_one, say)
    return PumProgram(pum, qgraph.data_bits, qgraph.input, tuple(qgraph.outputs), regions,
                      {k: int(v) for k, v in qgraph.frac.items()}, image, layers)
