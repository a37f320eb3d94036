"""Weight matrices and array groups of the crossbar family (seeds/pimcomp.txt §V).

Every CONV/GEMM layer becomes one or more *parts*: a weight matrix whose rows are the layer's
unfolded input window in (kernel row, kernel column, channel) order — the order in which an
HWC activation tensor lays the window out in memory — and whose columns are output channels.
An ungrouped layer is one part of ``kh·kw·C`` rows × ``O`` columns (PIMCOMP's default
unfolding (I·K², O, 1)). Grouped and depthwise convolutions pack consecutive groups into one
block-diagonal part while it still fits one array's rows and columns, so a depthwise layer
uses a handful of arrays instead of one per channel. A GEMM on a (C, H, W) input is the
convolution whose kernel covers the whole input.

A part is cut into *array groups*: ``rows``-row slices of the window (one array tall) times
column blocks that fit one core (its arrays, and its local memory for the block's partial
sums); an array group occupies ``ceil(cols / columns per array)``
arrays, all fed the same input slice.

The weight unfolding of an ungrouped convolution (PIMCOMP §V-B, Table IV) comes from the
bindings (:func:`pimsolve.bind.bindings.crossbar_unfoldings`). The formats whose parallel
matrices are contiguous runs of the window vector are the ones the schedulers run: (IK², O, 1)
(one matrix), (IK, O, K) (one matrix per kernel row) and (I, O, K²) (one per kernel position);
their matrices are cut into array groups separately, and the schedulers add the partial sums
of the groups of an output block as they do for any cut. The formats that move kernel loops to
the columns ((IK, OK, 1), (I, OK², 1)) accumulate into other output pixels and are not run.
``auto`` takes the format with the fewest array groups (mvmuls per window), then the fewest
kernel-row loads, then the fewest arrays, then (IK², O, 1). Cutting the window at more places
never makes fewer groups, so a format with parallel matrices wins only when its matrices fill
whole arrays anyway and no group straddles a kernel row (one load per group). PIMCOMP's reason
for them, less input loading, does not arise here: pimsolve's schedulers reuse input rows
whatever the format. The others can be asked for (``pimsolve map --unfolding``); a layer where
the asked format does not apply keeps the automatic choice.
Grouped and depthwise convolutions keep their packed block-diagonal parts; a GEMM is one matrix.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.affine import matrix_capacity
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.graph import ConvAttrs
from pimsolve.ir.qgraph import QGraph, QKind, QLayer


@dataclass(frozen=True, slots=True)
class Part:
    channels: tuple[int, int]  # input channel range [start, stop) the window covers
    outputs: tuple[int, int]  # output channel range
    matrix: np.ndarray  # int64, (kh*kw*|channels|) × |outputs|


@dataclass(frozen=True, slots=True)
class ArrayGroupShape:
    part: int
    rows: tuple[int, int]  # row range within the part's window vector
    cols: tuple[int, int]  # column range within the part's outputs
    arrays: int

    @property
    def height(self) -> int:
        return self.rows[1] - self.rows[0]

    @property
    def width(self) -> int:
        return self.cols[1] - self.cols[0]


# --unfolding choices: PIMCOMP's notation of the formats the schedulers run
UNFOLDINGS: dict[str, str | None] = {"auto": None, "IK2-O-1": "(IK², O, 1)",
                                      "IK-O-K": "(IK, O, K)", "I-O-K2": "(I, O, K²)"}
DEFAULT_UNFOLDING = "(IK², O, 1)"
PACKED = "packed groups"  # grouped and depthwise convolutions
SINGLE = "(I, O, 1)"  # GEMMs and layers whose kernel is one position


@dataclass(frozen=True, slots=True)
class LayerMatrix:
    """One weight layer as the crossbar sees it."""

    layer: str
    kernel: tuple[int, int]
    stride: tuple[int, int]
    pads: tuple[int, int, int, int]
    dilation: tuple[int, int]
    in_shape: tuple[int, int, int]  # C, H, W
    out_shape: tuple[int, int, int]  # O, OH, OW
    parts: tuple[Part, ...]
    groups: tuple[ArrayGroupShape, ...]
    unfolding: str = DEFAULT_UNFOLDING  # PIMCOMP's (H, W, P) notation, PACKED or SINGLE

    @property
    def arrays(self) -> int:
        """Arrays one replica of the layer occupies."""
        return sum(g.arrays for g in self.groups)

    @property
    def windows(self) -> int:
        """Sliding windows (output pixels) the layer computes per input."""
        return self.out_shape[1] * self.out_shape[2]

    def loads(self, index: int) -> int:
        """``ld`` instructions array group ``index`` needs per interior window on its own."""
        group = self.groups[index]
        return len(self.runs(group.part, [group.rows]))

    def runs(self, part_index: int, ranges: list[tuple[int, int]]) -> list[int]:
        """Elements of each ``ld`` that gathers the rows ``ranges`` of a part's window vector
        for an interior window (no padding), as the schedulers gather them: one ``ld`` per run
        of elements that follow each other in the channel-last input (a kernel position's
        channels; a kernel row when the part spans every channel; the whole window when the
        kernel is as wide as the input, as in a fully-connected layer)."""
        part = self.parts[part_index]
        ns = part.channels[1] - part.channels[0]
        channels, _height, width = self.in_shape
        kw = self.kernel[1]
        (dh, dw) = self.dilation

        def offset(e: int) -> int:  # element e's place in the input, relative to the window
            row, rest = divmod(e, kw * ns)
            column, k = divmod(rest, ns)
            return (row * dh * width + column * dw) * channels + k

        out: list[int] = []
        for lo, hi in merge_ranges(ranges):
            start = lo
            for b in range((lo // ns + 1) * ns, hi, ns):  # positions' edges inside the range
                if offset(b) != offset(b - 1) + 1:
                    out.append(b - start)
                    start = b
            out.append(hi - start)
        return out

    def weights(self, index: int) -> np.ndarray:
        group = self.groups[index]
        part = self.parts[group.part]
        return part.matrix[group.rows[0]:group.rows[1], group.cols[0]:group.cols[1]]


def merge_ranges(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted ranges, those that overlap or touch joined."""
    merged: list[list[int]] = []
    for lo, hi in sorted(ranges):
        if merged and lo <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    return [(lo, hi) for lo, hi in merged]


def chw(shape: tuple[int, ...]) -> tuple[int, int, int]:
    """(C, H, W) of an activation shape (N, C, H, W) or (N, F)."""
    if len(shape) == 4:
        return shape[1], shape[2], shape[3]
    if len(shape) == 2:
        return shape[1], 1, 1
    raise ValueError(f"unsupported activation shape {shape}")


def layer_matrices(qgraph: QGraph, hw: HwSpec, unfolding: str = "auto"
                   ) -> dict[str, LayerMatrix]:
    """Parts and array groups of every CONV/GEMM layer, in graph order, each with its weight
    unfolding (``unfolding``: a key of UNFOLDINGS)."""
    cap_rows, cap_cols = matrix_capacity(hw, qgraph.weight_bits)
    # widest array group one core can hold, and whose output block's partial sums and one term
    # buffer (two 64-bit vectors) leave a quarter of local memory to the rest of its buffers
    # (a 2,048-wide block needs 32 KB for them: ResNet-50 in 16 KB takes 768-wide blocks)
    room = hw.core.local_memory_bytes * 3 // 4 // 16 // cap_cols * cap_cols
    max_cols = max(cap_cols, min(cap_cols * hw.core.arrays, room))
    out = {}
    for layer in qgraph.layers:
        if layer.kind not in (QKind.CONV, QKind.GEMM):
            continue
        base = _layer_matrix(layer, qgraph, cap_rows, cap_cols, max_cols)
        options = [replace(base, groups=_cut(base.parts, span, cap_rows, cap_cols, max_cols),
                           unfolding=label)
                   for label, span in _unfoldings(layer, qgraph, hw)]
        wanted = [m for m in options if m.unfolding == UNFOLDINGS[unfolding]]
        out[layer.name] = wanted[0] if wanted else min(options, key=_unfolding_rank)
    return out


def _unfoldings(layer: QLayer, qgraph: QGraph, hw: HwSpec) -> list[tuple[str, int | None]]:
    """(label, kernel positions per parallel matrix) of the formats the schedulers run; None:
    the whole window (one matrix)."""
    from pimsolve.bind.bindings import crossbar_unfoldings
    from pimsolve.ir.opdesc import describe_layer

    if layer.kind is QKind.GEMM:
        return [(SINGLE, None)]
    if layer.attrs.groups > 1:
        return [(PACKED, None)]
    kh, kw = layer.attrs.kernel
    extents = {"r": kh, "s": kw}
    window = [loop for loop in ("r", "s") if extents[loop] > 1]  # row-major in the window
    if not window:
        return [(SINGLE, None)]
    found = []
    for unfolding in crossbar_unfoldings(describe_layer(layer, qgraph), hw):
        copies = list(unfolding.copies)
        if unfolding.accumulated or copies != window[:len(copies)]:
            continue  # columns accumulate into other pixels, or a matrix is not contiguous
        span = math.prod(extents[loop] for loop in window[len(copies):])
        found.append((unfolding.pimcomp or unfolding.formula, span if copies else None))
    return list(dict.fromkeys(found)) or [(DEFAULT_UNFOLDING, None)]


def _unfolding_rank(matrix: LayerMatrix) -> tuple:
    """Fewest mvmuls per window, then kernel-row loads, then arrays, then (IK², O, 1)."""
    loads = sum(matrix.loads(index) for index in range(len(matrix.groups)))
    return (len(matrix.groups), loads, matrix.arrays, matrix.unfolding != DEFAULT_UNFOLDING)


def _layer_matrix(layer: QLayer, qgraph: QGraph, cap_rows: int, cap_cols: int,
                  max_cols: int) -> LayerMatrix:
    """The layer's parts, cut as one matrix per part ((IK², O, 1))."""
    in_shape = chw(qgraph.tensors[layer.inputs[0]].shape)
    out_shape = chw(qgraph.tensors[layer.output].shape)
    weight = layer.weight
    if layer.kind is QKind.GEMM:  # the convolution whose kernel covers the whole input
        c, h, w = in_shape
        weight = weight.reshape(weight.shape[0], c, h, w)
        attrs = ConvAttrs(kernel=(h, w))
    else:
        attrs = layer.attrs
    groups = attrs.groups
    kh, kw = attrs.kernel
    cin, cout = in_shape[0], out_shape[0]
    gi, go = cin // groups, cout // groups
    per_group_rows = kh * kw * gi
    pack = 1
    if groups > 1 and per_group_rows <= cap_rows:
        pack = max(1, min(cap_rows // per_group_rows, max(cap_cols // go, 1), groups))
    parts = []
    for g0 in range(0, groups, pack):
        g1 = min(groups, g0 + pack)
        channels = (g0 * gi, g1 * gi)
        outputs = (g0 * go, g1 * go)
        parts.append(Part(channels, outputs, _part_matrix(weight, channels, outputs, gi, go)))
    return LayerMatrix(layer.name, (kh, kw), attrs.stride, attrs.pads, attrs.dilation,
                       in_shape, out_shape, tuple(parts),
                       _cut(parts, None, cap_rows, cap_cols, max_cols))


def _cut(parts, span: int | None, cap_rows: int, cap_cols: int, max_cols: int
         ) -> tuple[ArrayGroupShape, ...]:
    """Array groups of ``parts`` when each holds parallel matrices of ``span`` kernel positions
    (None: one matrix per part)."""
    ags = []
    for index, part in enumerate(parts):
        rows, cols = part.matrix.shape
        # one parallel matrix per run of `span` kernel positions, each cut into arrays
        step = rows if span is None else span * (part.channels[1] - part.channels[0])
        for s0 in range(0, rows, step):
            s1 = min(rows, s0 + step)
            for r0 in range(s0, s1, cap_rows):
                for c0 in range(0, cols, max_cols):
                    c1 = min(cols, c0 + max_cols)
                    ags.append(ArrayGroupShape(index, (r0, min(s1, r0 + cap_rows)), (c0, c1),
                                               math.ceil((c1 - c0) / cap_cols)))
    return tuple(ags)


def _part_matrix(weight: np.ndarray, channels: tuple[int, int], outputs: tuple[int, int],
                 gi: int, go: int) -> np.ndarray:
    """Rows (kh, kw, c ∈ channels), columns o ∈ outputs; zero where c is not in o's group."""
    o0, o1 = outputs
    c0, c1 = channels
    kh, kw = weight.shape[2], weight.shape[3]
    matrix = np.zeros((kh, kw, c1 - c0, o1 - o0), dtype=np.int64)
    for o in range(o0, o1):
        first = (o // go) * gi  # first input channel of o's group
        # weight[o, j] multiplies input channel first + j
        matrix[:, :, first - c0: first - c0 + gi, o - o0] = np.transpose(weight[o], (1, 2, 0))
    return matrix.reshape(kh * kw * (c1 - c0), o1 - o0)


def check_fits(matrices: dict[str, LayerMatrix], hw: HwSpec) -> None:
    """Infeasible when one replica of every layer does not fit the chip's arrays."""
    need = sum(m.arrays for m in matrices.values())
    have = hw.total_arrays
    if need <= have:
        return
    worst = sorted(matrices.values(), key=lambda m: -m.arrays)[:5]
    detail = ", ".join(f"{m.layer} {m.arrays}" for m in worst)
    levers = [f"{-(-need // hw.core.arrays)} cores of {hw.core.arrays} arrays would hold it"]
    bits = hw.precision.weights
    if bits > 8:  # the same weights at 8 bits need fewer columns per array
        rows, cols = matrix_capacity(hw, bits)
        rows8, cols8 = matrix_capacity(hw, 8)
        if cols8 > cols or rows8 > rows:
            levers.append(f"8-bit weights would need about "
                          f"{math.ceil(need * cols / cols8 * rows / rows8)} arrays")
    raise InfeasibleError(
        f"the model needs {need} arrays for one copy of its weights, {hw.name} has {have} "
        f"({hw.num_cores} cores × {hw.core.arrays}; short by {need - have}, "
        f"{100 * (need - have) / need:.0f}%); largest layers: {detail}; hint: "
        f"{'; '.join(levers)} (a larger hwspec, or precision.weights: 8); or `--partition "
        "auto` (the default) to run it in weight-replacement phases")
