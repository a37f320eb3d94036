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
column blocks that fit one core; an array group occupies ``ceil(cols / columns per array)``
arrays, all fed the same input slice.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

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

    @property
    def arrays(self) -> int:
        """Arrays one replica of the layer occupies."""
        return sum(g.arrays for g in self.groups)

    @property
    def windows(self) -> int:
        """Sliding windows (output pixels) the layer computes per input."""
        return self.out_shape[1] * self.out_shape[2]

    def weights(self, index: int) -> np.ndarray:
        group = self.groups[index]
        part = self.parts[group.part]
        return part.matrix[group.rows[0]:group.rows[1], group.cols[0]:group.cols[1]]


def chw(shape: tuple[int, ...]) -> tuple[int, int, int]:
    """(C, H, W) of an activation shape (N, C, H, W) or (N, F)."""
    if len(shape) == 4:
        return shape[1], shape[2], shape[3]
    if len(shape) == 2:
        return shape[1], 1, 1
    raise ValueError(f"unsupported activation shape {shape}")


def layer_matrices(qgraph: QGraph, hw: HwSpec) -> dict[str, LayerMatrix]:
    """Parts and array groups of every CONV/GEMM layer, in graph order."""
    cap_rows, cap_cols = matrix_capacity(hw, qgraph.weight_bits)
    max_cols = cap_cols * hw.core.arrays  # widest array group one core can hold
    return {layer.name: _layer_matrix(layer, qgraph, cap_rows, cap_cols, max_cols)
            for layer in qgraph.layers if layer.kind in (QKind.CONV, QKind.GEMM)}


def _layer_matrix(layer: QLayer, qgraph: QGraph, cap_rows: int, cap_cols: int,
                  max_cols: int) -> LayerMatrix:
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
    ags = []
    for index, part in enumerate(parts):
        rows, cols = part.matrix.shape
        for r0 in range(0, rows, cap_rows):
            for c0 in range(0, cols, max_cols):
                c1 = min(cols, c0 + max_cols)
                ags.append(ArrayGroupShape(index, (r0, min(rows, r0 + cap_rows)), (c0, c1),
                                           math.ceil((c1 - c0) / cap_cols)))
    return LayerMatrix(layer.name, (kh, kw), attrs.stride, attrs.pads, attrs.dilation,
                       in_shape, out_shape, tuple(parts), tuple(ags))


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
        f"{'; '.join(levers)} (a larger hwspec, or precision.weights: 8); partitioning "
        "across weight reloads is planned")
