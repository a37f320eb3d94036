"""The fixed-point graph: what the chip computes, exactly (docs/quantization.md).

Every activation tensor ``t`` holds signed integers of ``data_bits`` bits with ``frac[t]``
fraction bits (real value = q / 2**frac[t]). Notation used in the per-kind semantics below:

    sat(v)    = clamp(v, -2**(A-1), 2**(A-1) - 1)          A = data_bits
    shr(v, s) = floor(v / 2**s) if s >= 0 else v * 2**(-s)  (exact integers)

    CONV, GEMM      acc = sum(x * w) + bias  (exact; |acc| < 2**62 guaranteed by the quantizer;
                    conv padding is 0; a 4-D gemm input is read flattened in (C, H, W) order)
                    y = sat(shr(acc, shift)), then each fused activation in order:
                    ("relu", None): max(y, 0);  ("clip", (lo, hi)): clamp(y, lo, hi)
    RELU            max(x, 0)
    CLIP            clamp(x, consts["lo"], consts["hi"])
    LEAKY_RELU      sat(max(x, 0) + shr((x - max(x, 0)) * consts["alpha"], consts["alpha_frac"]))
    SIGMOID, TANH   input frac is A-4, output frac A-2 (the vector unit's convention):
                    sat(floor(f(x / 2**(A-4)) * 2**(A-2) + 0.5)) in float64,
                    f = tanh, or sigmoid(v) = 0.5 * (tanh(0.5 * v) + 1)
    HARD_SIGMOID    output frac A-2: clamp(shr(x * consts["alpha"], shift) + consts["beta"],
                                           0, 2**(A-2)),
                    shift = QLayer.shift = frac_x + consts["alpha_frac"] - (A-2);
                    consts["beta"] has frac A-2
    HARD_SWISH      h = HARD_SIGMOID(x) with alpha 1/6, beta 1/2 as above (frac A-2; same
                    consts and QLayer.shift); y = sat(shr(x * h, frac_x + (A-2) - frac_y))
    MAXPOOL         max over the window's in-bounds elements
    AVGPOOL         floor((sum + n // 2) / n) over in-bounds elements, n = their count
                    (count_include_pad: n = kernel area, padding counts as 0)
    GLOBAL_AVGPOOL  the same over all H*W elements of a channel
    ADD, SUB        sat(a + b), sat(a - b)            (inputs share one frac)
    MUL             sat(shr(a * b, frac_a + frac_b - frac_y))   (b may be (N, C, 1, 1))
    SCALE           sat(shr(x * consts["scale"], frac_x + consts["scale_frac"] - frac_y))
                    consts["scale"]: int scalar or (C,) per channel
    CONCAT          channel concatenation (inputs share one frac)
    REQUANT         sat(shr(x, frac_x - frac_y))

RELU, CLIP, LEAKY_RELU, MAXPOOL, AVGPOOL and GLOBAL_AVGPOOL keep the input's frac; ADD, SUB
and CONCAT give their output the frac their inputs share. Every weight fits weight_bits signed
bits and every consts value except the *_frac ones fits data_bits signed bits.

Graph input: q = sat(floor(x * 2**frac + 0.5)). Outputs are dequantized as q / 2**frac.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

import numpy as np

from pimsolve.ir.graph import Attrs, Graph, OpKind, Tensor


class QKind(str, Enum):
    """Kinds of the fixed-point graph: every OpKind plus REQUANT."""

    CONV = OpKind.CONV.value
    GEMM = OpKind.GEMM.value
    RELU = OpKind.RELU.value
    CLIP = OpKind.CLIP.value
    LEAKY_RELU = OpKind.LEAKY_RELU.value
    SIGMOID = OpKind.SIGMOID.value
    TANH = OpKind.TANH.value
    HARD_SIGMOID = OpKind.HARD_SIGMOID.value
    HARD_SWISH = OpKind.HARD_SWISH.value
    MAXPOOL = OpKind.MAXPOOL.value
    AVGPOOL = OpKind.AVGPOOL.value
    GLOBAL_AVGPOOL = OpKind.GLOBAL_AVGPOOL.value
    ADD = OpKind.ADD.value
    SUB = OpKind.SUB.value
    MUL = OpKind.MUL.value
    SCALE = OpKind.SCALE.value
    CONCAT = OpKind.CONCAT.value
    REQUANT = "requant"


@dataclass(frozen=True, slots=True)
class QLayer:
    name: str
    kind: QKind
    inputs: tuple[str, ...]
    output: str
    attrs: Attrs = None
    weight: np.ndarray | None = None  # int64, conv (O, I/g, kh, kw) or gemm (O, I)
    bias: np.ndarray | None = None  # int64 (O,), accumulator domain, rounding included
    shift: int = 0  # conv/gemm/hard_sigmoid/hard_swish: right shift (negative: left)
    fused: tuple[tuple[str, tuple[int, int] | None], ...] = ()
    consts: Mapping[str, int | np.ndarray] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class QGraph:
    graph: Graph  # the float graph it came from
    data_bits: int
    weight_bits: int
    layers: tuple[QLayer, ...]  # topological order
    tensors: Mapping[str, Tensor]  # every activation tensor, inserted REQUANT outputs included
    frac: Mapping[str, int]  # fraction bits per activation tensor
    input: str
    outputs: tuple[str, ...]

    def quantize_input(self, x: np.ndarray) -> np.ndarray:
        """The graph input as integers (int64): sat(floor(x * 2**frac + 0.5))."""
        scaled = np.floor(np.asarray(x, dtype=np.float64) * 2.0 ** self.frac[self.input] + 0.5)
        lo, hi = -(1 << (self.data_bits - 1)), (1 << (self.data_bits - 1)) - 1
        return np.clip(scaled, lo, hi).astype(np.int64)

    def dequantize(self, tensor: str, q: np.ndarray) -> np.ndarray:
        return np.asarray(q, dtype=np.float64) / 2.0 ** self.frac[tensor]


ACCUMULATOR_WIDTHS = (32, 64)  # bits of the partial sums a program may use


def accumulator_bits(qgraph: QGraph) -> int:
    """The narrowest width in ACCUMULATOR_WIDTHS that holds every partial sum of every
    CONV/GEMM layer, whatever the input: a sum over any subset of a column's products, plus
    the bias, is at most the column's absolute weight sum times the largest input magnitude
    (2**(data_bits - 1)) plus the largest absolute bias."""
    peak = 0
    largest_input = 1 << (qgraph.data_bits - 1)
    for layer in qgraph.layers:
        if layer.weight is None:
            continue
        columns = np.abs(layer.weight).reshape(layer.weight.shape[0], -1).sum(axis=1)
        bias = int(np.abs(layer.bias).max()) if layer.bias is not None and layer.bias.size \
            else 0
        peak = max(peak, int(columns.max()) * largest_input + bias)
    return next(bits for bits in ACCUMULATOR_WIDTHS if peak < 1 << (bits - 1))
