"""PIM-DL's layout space for digital PIM (seeds/pim-dl.txt §III): how a CONV or GEMM layer's
multiply-accumulates are laid into the rows of memory blocks, and what each layout costs.

A layer is seen as PIM-DL's nested loop over output channels ``m`` (``M``), output positions
``o`` (``O``), input channels ``n`` (``N``, per group) and filter taps ``t`` (``F = R·S``),
repeated for ``G`` groups. A row computes, bit-serially and in sequence, the
multiply-accumulates laid along it; all rows of all blocks compute at once (row-parallel).
Two layer layouts (§III-B), each with fold levels (§III-A, Fig. 5 and 6: computations combined
into one row, trading parallelism for rows):

* **output-parallel**: rows indexed by (m, o-slice, n-slice), the ``N / fold`` rows of one
  output adjacent in one block; a row holds ``fold`` input channels × ``F`` taps for
  ``span`` output positions (one weight per channel and tap, shared by the positions; its own
  inputs and accumulator per position). The partial sums of an output are reduced across its
  rows inside the block in ``ceil(log2(N / fold))`` steps per accumulator of the row.
* **input-parallel**: rows indexed by (n-slice, o-slice, m-slice), channel-major, so the
  partial sums of one output lie in rows of different blocks; a row holds ``fold`` input
  channels × ``F`` taps of inputs for ``span`` positions and the weights of ``filters`` output
  channels (§III-B2: ``M·F·b`` bit lines when all filters fit, else the filters are split over
  blocks, each with a copy of the inputs). Realigning the partial sums moves
  ``(N / fold - 1)`` of them per output over the tile's network, then ``ceil(log2(N / fold))``
  add steps per accumulator of the row finish the sums.

Per inference a layout costs (cycles, one layer after the other as PIM-DL's dynamic
programs sum them): writing its inputs into every row that uses them (the duplication PIM-DL
counts as data loading) at the smaller of the tile network's bandwidth and the blocks' own
fill bandwidth, plus, for inputs produced in another tile, their distinct bits over the serial
inter-tile link; the row's multiply-accumulates; the reduction; reading the outputs out of the
blocks. Weights stay resident in static mode; hybrid mode adds writing them every inference
(a phase of the chip's tiles at a time), dynamic mode runs the layer alone on the chip. The
numbers come from the hwspec: block rows and bit lines (``core.array``), blocks per tile
(``core.arrays``), tiles (cores), the bit-serial latencies and accumulator/scratch cells
(``compute.bit_serial``), the tile network (``core.blocks``, else
``core.local_memory.bandwidth``), the serial links (``noc``) and global memory.
docs/layout.md states the formulas.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from pimsolve.errors import BadInputError
from pimsolve.hwspec.model import Family, HwSpec, Interconnect
from pimsolve.ir.qgraph import QGraph, QKind
from pimsolve.solve.layout.interconnect import Step
from pimsolve.solve.tiling.problem import family_numbers

OUTPUT_PARALLEL = "output-parallel"
INPUT_PARALLEL = "input-parallel"
KINDS = (OUTPUT_PARALLEL, INPUT_PARALLEL)


@dataclass(frozen=True, slots=True)
class LayerShape:
    """One CONV/GEMM layer in PIM-DL's loop terms."""

    name: str
    groups: int  # G
    out_channels: int  # M, per group
    in_channels: int  # N, per group
    taps: int  # F = R·S (1 for GEMM)
    positions: int  # O: output positions per channel (batch rows for GEMM)
    in_elements: int  # distinct input elements (what crosses a link once)
    producers: tuple[int, ...] = ()  # indices of the matrix layers whose outputs it reads
    reads_input: bool = False  # reads the network's input (or a tensor no matrix layer made)
    real: Fraction = Fraction(1)  # share of (position, tap) pairs that read an input, not padding

    @property
    def macs(self) -> int:
        return self.groups * self.out_channels * self.positions * self.in_channels * self.taps

    @property
    def weights(self) -> int:
        """Distinct weights."""
        return self.groups * self.out_channels * self.in_channels * self.taps

    @property
    def out_elements(self) -> int:
        return self.groups * self.out_channels * self.positions


@dataclass(frozen=True, slots=True)
class LayoutMachine:
    """The digital-PIM numbers a layout's cost reads (from :func:`layout_machine`)."""

    name: str
    block_rows: int  # rows (lanes) of a block: computed in parallel
    block_cols: int  # bit lines of a block: a row's cells
    blocks_per_tile: int
    tiles: int
    weight_bits: int
    input_bits: int
    acc_bits: int
    scratch: int  # cells per row for temporaries
    multiply: int  # cycles of one multiply on every row
    add: int
    reduce: int  # one in-block reduction step
    fill_bits: Fraction  # bits per cycle written into (or read out of) one block
    tile_bits: Fraction  # bits per cycle of one tile's network between its blocks
    link_bits: Fraction  # bits per cycle of the serial link between tiles
    link_latency: int  # cycles
    offchip_bits: Fraction  # bits per cycle from global memory (weights in dynamic mode)

    @property
    def chip_blocks(self) -> int:
        return self.tiles * self.blocks_per_tile


@dataclass(frozen=True, slots=True)
class Layout:
    """One layout of one layer and what it costs (cycles per inference)."""

    kind: str  # OUTPUT_PARALLEL | INPUT_PARALLEL
    fold: int  # input channels per row
    span: int  # output positions per row
    filters: int  # output channels per row (input-parallel; 1 for output-parallel)
    rows: int
    row_bits: int  # bit lines one row uses
    blocks: int
    compute: int  # the row's multiply-accumulates
    reduce: int  # reduction steps (and, input-parallel, realigning the partial sums)
    realign: int  # of which realigning, over the tile network (input-parallel)
    load: int  # writing the inputs into the rows, over the tile network
    link: int  # extra cycles when the inputs come from another tile
    readout: int
    input_bits: int  # bits written per inference (duplicates included)
    weight_bits: int  # bits of weights resident (duplicates included)
    moved_bits: int  # partial-sum bits realigned over the tile network (input-parallel)
    dynamic: int  # cycles in dynamic mode: alone on the chip, its weights written first
    reload: int  # hybrid mode: writing its weights with the chip's other layers of a phase

    def cost(self, external: bool, hybrid: bool = False) -> int:
        """Cycles of the layer with this layout; ``external``: its inputs come from another
        tile (the inter-tile link, which carries each distinct input once, overlaps the tile
        network's writes); ``hybrid``: its weights are written every inference."""
        return (self.load + self.link if external else self.load) + self.compute + \
            self.reduce + self.readout + (self.reload if hybrid else 0)

    @property
    def label(self) -> str:
        short = "out" if self.kind == OUTPUT_PARALLEL else "in"
        extra = f"/m{self.filters}" if self.kind == INPUT_PARALLEL else ""
        return f"{short}-f{self.fold}/o{self.span}{extra}"

    def as_dict(self) -> dict[str, object]:
        return {"layout": self.kind, "fold": self.fold, "span": self.span,
                "filters": self.filters, "rows": self.rows, "row_bits": self.row_bits,
                "blocks": self.blocks, "compute": self.compute, "reduce": self.reduce,
                "realign": self.realign,
                "load": self.load, "link": self.link, "readout": self.readout,
                "input_bits": self.input_bits, "weight_bits": self.weight_bits,
                "moved_bits": self.moved_bits, "dynamic": self.dynamic, "reload": self.reload}


# --- the machine ---------------------------------------------------------------------------

def layout_machine(hw: HwSpec) -> LayoutMachine:
    """The layout cost model's numbers of a digital-PIM hwspec (BadInputError otherwise)."""
    if hw.compute.family is not Family.DIGITAL_PIM:
        raise BadInputError(f"{hw.source}: compute.family: PIM-DL layouts are for digital PIM, "
                            f"got {hw.compute.family.value}; use a digital-pim hwspec such as "
                            "hwspec/pim-dl.yaml")
    parts = family_numbers(hw)
    numbers = parts["bit_serial"]
    return LayoutMachine(
        name=hw.name, block_rows=numbers.lanes, block_cols=numbers.depth,
        blocks_per_tile=hw.core.arrays, tiles=hw.num_cores,
        weight_bits=hw.precision.weights, input_bits=hw.precision.inputs,
        acc_bits=int(parts["acc_bits"]), scratch=numbers.scratch, multiply=numbers.multiply,
        add=numbers.add, reduce=numbers.reduce, fill_bits=8 * parts["inner_bandwidth"],
        tile_bits=tile_network_bits(hw),
        link_bits=8 * _fraction(hw.noc.link_bandwidth),
        link_latency=math.ceil(hw.noc.hop_latency),
        offchip_bits=8 * _fraction(hw.global_memory.bandwidth * hw.num_chips))


def tile_network_bits(hw: HwSpec) -> Fraction:
    """Bits per cycle between the blocks of one tile, as the uniform network PIM-DL's dynamic
    programs assume (§IV-A): with a ``core.blocks`` network, a bus's channels together, a
    mesh's bisection (both directions) or a broadcast network's column links together; without
    one, ``core.local_memory.bandwidth``. (The block allocation prices the real network:
    pimsolve.solve.layout.interconnect.)"""
    spec = hw.core.blocks
    if spec is None:
        return 8 * _fraction(hw.core.local_memory_bandwidth)
    if spec.interconnect is Interconnect.BUS:
        return Fraction(spec.channels * spec.link_bits)
    if spec.interconnect is Interconnect.MESH:
        return Fraction(2 * min(spec.rows, spec.cols) * spec.link_bits)
    return Fraction(spec.cols * spec.link_bits)


def _fraction(value: float) -> Fraction:
    return Fraction(value).limit_denominator(10_000)


def _cycles(bits: int, per_cycle: Fraction) -> int:
    """ceil(bits / per_cycle)."""
    return -(-(bits * per_cycle.denominator) // per_cycle.numerator) if bits else 0


def _ceil_log2(n: int) -> int:
    return 0 if n <= 1 else (n - 1).bit_length()


def _levels(extent: int) -> list[int]:
    """Fold levels of a loop: the powers of two below its extent, and the extent."""
    out, level = [], 1
    while level < extent:
        out.append(level)
        level *= 2
    out.append(extent)
    return out


# --- the layers ----------------------------------------------------------------------------

MATRIX_KINDS = (QKind.CONV, QKind.GEMM)


def layer_shapes(qgraph: QGraph) -> tuple[LayerShape, ...]:
    """The CONV/GEMM layers of ``qgraph`` in topological order, with the matrix layers each
    reads from (through any layers between them: pooling, element-wise, requantization)."""
    network_input = -1
    made_by: dict[str, frozenset[int]] = {}
    shapes: list[LayerShape] = []
    for layer in qgraph.layers:
        sources: set[int] = set()
        for name in layer.inputs:
            if name in made_by:
                sources.update(made_by[name])
            elif name in qgraph.tensors:  # made by no layer: the network's input
                sources.add(network_input)
        if layer.kind in MATRIX_KINDS:
            shapes.append(_shape(layer, qgraph, tuple(sorted(s for s in sources if s >= 0)),
                                 network_input in sources))
            made_by[layer.output] = frozenset({len(shapes) - 1})
        else:
            made_by[layer.output] = frozenset(sources)
    return tuple(shapes)


def _shape(layer, qgraph: QGraph, producers: tuple[int, ...], reads_input: bool) -> LayerShape:
    in_shape = tuple(qgraph.tensors[layer.inputs[0]].shape)
    out_shape = tuple(qgraph.tensors[layer.output].shape)
    in_elements = math.prod(in_shape)
    if layer.kind is QKind.CONV:
        attrs = layer.attrs
        groups = attrs.groups
        real = Fraction(1)
        for axis in (0, 1):  # (output position, tap) pairs inside the input, per axis
            k, size, out = attrs.kernel[axis], in_shape[2 + axis], out_shape[2 + axis]
            at = (np.arange(out)[:, None] * attrs.stride[axis] - attrs.pads[axis] +
                  np.arange(k)[None, :] * attrs.dilation[axis])
            real *= Fraction(int(((at >= 0) & (at < size)).sum()), out * k)
        return LayerShape(layer.name, groups, out_shape[1] // groups, in_shape[1] // groups,
                          attrs.kernel[0] * attrs.kernel[1],
                          out_shape[0] * out_shape[2] * out_shape[3], in_elements, producers,
                          reads_input, real)
    return LayerShape(layer.name, 1, out_shape[1], math.prod(in_shape[1:]), 1, in_shape[0],
                      in_elements, producers, reads_input)


# --- the layouts ---------------------------------------------------------------------------

def layouts(shape: LayerShape, machine: LayoutMachine, *, prune: bool = True
            ) -> tuple[Layout, ...]:
    """Every layout of ``shape`` that fits a block's bit lines (and, output-parallel, keeps the
    rows of one output in one block), fewest blocks first; with ``prune``, only those
    :func:`undominated`."""
    found = [layout for layout in _candidates(shape, machine) if layout is not None]
    found.sort(key=lambda t: (t.blocks, t.cost(False), t.cost(True), KINDS.index(t.kind),
                              t.fold, t.span, t.filters))
    return undominated(found, machine) if prune else tuple(found)


def undominated(found: Iterable[Layout], machine: LayoutMachine) -> tuple[Layout, ...]:
    """The layouts no other one beats or ties in blocks and in every cost (static, from
    inside or outside its group, its weights' rewriting in hybrid mode, and dynamic) on the
    same side of the chip's size (hybrid mode runs a layout larger than the chip dynamically):
    the optimum of any choice over them is unchanged in every mode. In their order."""
    ordered = sorted(found, key=lambda t: t.blocks)  # a dominating layout comes first
    kept: list[Layout] = []
    for layout in ordered:
        wide = layout.blocks > machine.chip_blocks
        if not any(k.cost(False) <= layout.cost(False) and k.cost(True) <= layout.cost(True)
                   and k.dynamic <= layout.dynamic and k.reload <= layout.reload
                   and (k.blocks > machine.chip_blocks) == wide for k in kept):
            kept.append(layout)
    return tuple(kept)


def _candidates(shape: LayerShape, machine: LayoutMachine) -> Iterable[Layout | None]:
    for fold in fold_levels(shape):
        for span in _levels(shape.positions):
            yield output_parallel(shape, machine, fold, span)
            for filters in _levels(shape.out_channels):
                yield input_parallel(shape, machine, fold, span, filters)


def fold_levels(shape: LayerShape) -> list[int]:
    """Reduction elements (input channel × tap) per row: powers of two, whole channels (``F``
    times a power of two) and the whole reduction, below its size."""
    reduction = shape.in_channels * shape.taps
    found = set(_levels(reduction))
    level = shape.taps
    while level < reduction:
        found.add(level)
        level *= 2
    return sorted(found)


def output_parallel(shape: LayerShape, machine: LayoutMachine, fold: int, span: int
                    ) -> Layout | None:
    """The output-parallel layout with ``fold`` reduction elements (input channel × tap) and
    ``span`` output positions per row; None when it does not fit."""
    m = machine
    slices = -(-shape.in_channels * shape.taps // fold)  # rows of one output's partial sums
    if slices > m.block_rows:
        return None
    row_bits = fold * m.weight_bits + span * (fold * m.input_bits + m.acc_bits) + m.scratch
    if row_bits > m.block_cols:
        return None
    outputs = shape.groups * shape.out_channels * -(-shape.positions // span)  # row sets
    rows = outputs * slices
    per_block = m.block_rows // slices  # row sets that fit one block
    blocks = -(-outputs // per_block)
    return _finish(shape, m, OUTPUT_PARALLEL, fold, span, 1, rows, row_bits, blocks,
                   compute=span * fold * (m.multiply + m.add),
                   reduce=span * _ceil_log2(slices) * m.reduce,
                   input_bits=rows * span * fold * m.input_bits,
                   weight_bits=rows * fold * m.weight_bits, moved_bits=0)


def input_parallel(shape: LayerShape, machine: LayoutMachine, fold: int, span: int,
                   filters: int) -> Layout | None:
    """The input-parallel layout with ``fold`` reduction elements, ``span`` output positions
    and ``filters`` output channels per row; None when it does not fit."""
    m = machine
    row_bits = span * fold * m.input_bits + filters * (fold * m.weight_bits +
                                                       span * m.acc_bits) + m.scratch
    if row_bits > m.block_cols:
        return None
    slices = -(-shape.in_channels * shape.taps // fold)
    copies = -(-shape.out_channels // filters)  # block sets, each with a copy of the inputs
    rows = shape.groups * slices * -(-shape.positions // span) * copies
    blocks = -(-rows // m.block_rows)
    sets = rows // slices  # output sets, one row per slice each, slice after slice
    per_pass = max(1, min(sets, m.chip_blocks * m.block_rows // slices))
    moved_bits = math.ceil(shape.out_elements * (slices - 1) * m.acc_bits *
                           _across(slices, sets, per_pass, m.block_rows))
    return _finish(shape, m, INPUT_PARALLEL, fold, span, filters, rows, row_bits, blocks,
                   compute=filters * span * fold * (m.multiply + m.add),
                   reduce=filters * span * _ceil_log2(slices) * m.add,
                   input_bits=rows * span * fold * m.input_bits,
                   weight_bits=rows * filters * fold * m.weight_bits, moved_bits=moved_bits)


def _across(slices: int, sets: int, per_pass: int, block_rows: int) -> Fraction:
    """The share of an input-parallel layout's partial-sum moves that go from one block to
    another. A pass of ``count`` sets (``per_pass``, the last one the rest) holds slice after
    slice of them, ``block_rows`` rows to a block, and the pairwise reduction tree adds slice
    ``j + s`` into slice ``j`` (``j`` a multiple of ``2s``; ``s`` = 1, 2, 4, ...): row
    ``r + s·count`` into row ``r``, in one block when ``r mod L < L - s·count`` (``L`` rows to
    a block). A move inside a block is part of its step."""
    if slices < 2:
        return Fraction(0)
    moves = apart = 0
    full, rest = divmod(sets, per_pass)
    for count, times in ((per_pass, full), (rest, 1)):
        if not count or not times:
            continue
        rows = min(block_rows, slices * count)
        step = 1
        while step < slices:
            first = np.arange(0, slices - step, 2 * step, dtype=np.int64) * count
            shift = step * count
            moves += times * first.size * count
            if shift >= rows:
                apart += times * first.size * count
            else:
                def inside(n):  # rows x in [0, n) with x mod L < L - shift
                    return (n // rows) * (rows - shift) + np.minimum(n % rows, rows - shift)
                apart += times * (first.size * count -
                                  int((inside(first + count) - inside(first)).sum()))
            step *= 2
    return Fraction(apart, moves)


def _passes(shape: LayerShape, layout: Layout, m: LayoutMachine) -> tuple[int, int, int, int]:
    """An input-parallel layout's rows as its program lays them out: slices, output sets, sets
    per pass of the chip's blocks, rows (lanes) to a block."""
    slices = -(-shape.in_channels * shape.taps // layout.fold)
    sets = layout.rows // slices
    per_pass = max(1, min(sets, m.chip_blocks * m.block_rows // slices))
    return slices, sets, per_pass, min(m.block_rows, per_pass * slices)


def reduction_tree(shape: LayerShape, layout: Layout, machine: LayoutMachine
                   ) -> tuple[tuple[int, tuple[Step, ...]], ...]:
    """The partial sums an input-parallel layout's reduction tree moves from block to block,
    as its program runs it (the rows as in :func:`_across`; array ``i`` of a pass is the
    layer's block of rank ``i``): per pass and per accumulator of a row (``filters × span`` of
    them) the steps ``s = 1, 2, 4, ...`` add the rows of slice ``j + s`` into those of slice
    ``j``, one phase each, moving only the accumulators that hold an output (a padding filter
    or position moves nothing). Accumulators with the same outputs share one round, counted
    ``times`` times. Empty for an output-parallel layout or one of a single slice."""
    slices, sets, per_pass, lanes = _passes(shape, layout, machine)
    if layout.kind != INPUT_PARALLEL or slices < 2:
        return ()
    spans = -(-shape.positions // layout.span)
    copies = -(-shape.out_channels // layout.filters)
    # accumulators whose filter (position) is real in every copy (span), and the others
    full_f = shape.out_channels - (copies - 1) * layout.filters
    full_p = shape.positions - (spans - 1) * layout.span
    kinds = [(f, p, nf * np_) for f, nf in ((True, full_f), (False, layout.filters - full_f))
             for p, np_ in ((True, full_p), (False, layout.span - full_p)) if nf and np_]
    rounds: dict[tuple[Step, ...], int] = {}
    full, rest = divmod(sets, per_pass)
    for first, count in [(k * per_pass, per_pass) for k in range(full)] + \
            ([(full * per_pass, rest)] if rest else []):
        q, c = np.divmod((first + np.arange(count)) % (spans * copies), copies)
        for all_f, all_p, times in kinds:
            live = np.flatnonzero((all_f | (c < copies - 1)) & (all_p | (q < spans - 1)))
            steps = []
            step = 1
            while step < slices:
                dst_j = np.arange(0, slices - step, 2 * step)
                dst = ((dst_j[:, None] * count + live[None, :]) // lanes).ravel()
                src = (((dst_j + step)[:, None] * count + live[None, :]) // lanes).ravel()
                apart = src != dst
                pairs, moved = np.unique(np.stack([src[apart], dst[apart]]), axis=1,
                                         return_counts=True)
                if moved.size:
                    steps.append(Step(tuple(int(x) for x in pairs[0]),
                                      tuple(int(x) for x in pairs[1]),
                                      tuple(int(x) for x in moved)))
                step *= 2
            if steps:
                key = tuple(steps)
                rounds[key] = rounds.get(key, 0) + times
    return tuple((times, steps) for steps, times in rounds.items())


def real_input_bits(shape: LayerShape, layout: Layout, machine: LayoutMachine) -> int:
    """The bits of a layout's input cells that hold an input element, not a zero: padding taps,
    positions beyond the layer's and reduction elements beyond its own are zeros its blocks
    write themselves (of ``layout.input_bits``). Every output channel's row set
    (output-parallel) or block set (input-parallel) holds its own copy."""
    copies = shape.out_channels if layout.kind == OUTPUT_PARALLEL else \
        -(-shape.out_channels // layout.filters)
    cells = shape.groups * copies * shape.positions * shape.in_channels * shape.taps
    return math.ceil(cells * shape.real) * machine.input_bits


def write_cycles(bits: int, machine: LayoutMachine, blocks: int) -> int:
    """Cycles of writing ``bits`` into ``blocks`` blocks (as the ``load`` term does)."""
    return _cycles(bits, _write_rate(machine, blocks))


def output_holders(shape: LayerShape, layout: Layout, machine: LayoutMachine) -> int:
    """How many of a layout's first blocks (ranks) hold its outputs when it has run: an
    input-parallel layout's are in the rows of its first slice, the first
    ``ceil(sets / block_rows)`` blocks of a pass; 0 (all its blocks) for an output-parallel
    layout, whose every block reads out the first row of each of its row sets."""
    if layout.kind != INPUT_PARALLEL:
        return 0
    _, _, per_pass, lanes = _passes(shape, layout, machine)
    held = -(-per_pass // lanes)
    return held if held < layout.blocks else 0


def _finish(shape: LayerShape, m: LayoutMachine, kind: str, fold: int, span: int, filters: int,
            rows: int, row_bits: int, blocks: int, *, compute: int, reduce: int,
            input_bits: int, weight_bits: int, moved_bits: int) -> Layout:
    realign = _cycles(moved_bits, _write_rate(m, blocks))
    reduce += realign
    # inputs are written over the tile network, at most as fast as the blocks take them; a
    # layer larger than a tile has the networks of the tiles it spans
    load = _cycles(input_bits, _write_rate(m, blocks))
    over_link = m.link_latency + _cycles(shape.in_elements * m.input_bits, m.link_bits)
    readout = _cycles(shape.out_elements * m.input_bits, m.fill_bits * blocks)
    # dynamic mode: the layer alone on the chip, in passes of the chip's blocks, its weights
    # (distinct ones from global memory, then duplicated into the rows) written every time
    passes = -(-blocks // m.chip_blocks)
    present = min(blocks, m.chip_blocks)
    weights = max(_cycles(weight_bits, _write_rate(m, present)),
                  _cycles(shape.weights * m.weight_bits, m.offchip_bits))
    # (every pass's steps; the partial sums of all passes moved at the present blocks' rate)
    dynamic = weights + _cycles(input_bits, _write_rate(m, present)) + \
        passes * (compute + reduce - realign) + _cycles(moved_bits, _write_rate(m, present)) + \
        _cycles(shape.out_elements * m.input_bits, m.fill_bits * present)
    # hybrid mode: the chip's tiles hold a phase of groups at a time and write the next
    # phase's weights; a layer's share of that, at the whole chip's write rate
    reload = max(_cycles(weight_bits, _write_rate(m, m.chip_blocks)),
                 _cycles(shape.weights * m.weight_bits, m.offchip_bits))
    return Layout(kind, fold, span, filters, rows, row_bits, blocks, compute, reduce, realign,
                  load, max(0, over_link - load), readout, input_bits, weight_bits, moved_bits,
                  dynamic, reload)


def _write_rate(m: LayoutMachine, blocks: int) -> Fraction:
    """Bits per cycle written into ``blocks`` blocks: their own fill bandwidth, at most the
    networks of the tiles they span."""
    return min(m.tile_bits * -(-blocks // m.blocks_per_tile), m.fill_bits * blocks)


def network_layouts(shapes: Iterable[LayerShape], machine: LayoutMachine
                    ) -> Mapping[str, tuple[Layout, ...]]:
    """Layer name -> its layouts; BadInputError naming a layer that has none."""
    out = {}
    for shape in shapes:
        found = layouts(shape, machine)
        if not found:
            raise BadInputError(f"layer {shape.name}: no PIM-DL layout fits {machine.name}'s "
                                f"blocks ({machine.block_rows} rows x {machine.block_cols} bit "
                                f"lines, {machine.acc_bits}-bit accumulators); expected "
                                "blocks with more bit lines or lower precisions")
        out[shape.name] = found
    return out
