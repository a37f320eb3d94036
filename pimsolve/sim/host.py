"""Vector/host steps of the near-memory path: every non-matrix layer kind of a QGraph, and the
requantizing epilogue of CONV/GEMM partial sums, with the fixed-point semantics stated in
:mod:`pimsolve.ir.qgraph` (written from that docstring; the integer reference is never used).

In: a :class:`~pimsolve.ir.qgraph.QLayer` and its integer inputs (int64). Out: the layer's
integer output. To add a kind: write ``_<kind>(layer, xs, ctx)`` and register it in ``STEPS``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np

from pimsolve.errors import UnsupportedOpError
from pimsolve.ir.qgraph import QKind, QLayer


@dataclass(frozen=True, slots=True)
class StepContext:
    bits: int  # data bits A
    frac: Mapping[str, int]


def saturate(v: np.ndarray, bits: int) -> np.ndarray:
    top = (1 << (bits - 1)) - 1
    return np.clip(v, -top - 1, top).astype(np.int64)


def shift_right(v: np.ndarray, s: int) -> np.ndarray:
    """floor(v / 2**s) (s >= 0) or v * 2**-s, exact on int64 (the quantizer keeps |v| < 2**62)."""
    v = np.asarray(v, dtype=np.int64)
    if s >= 0:
        return v >> min(s, 63)
    return v * (1 << -s)


def epilogue(layer: QLayer, acc: np.ndarray, bits: int) -> np.ndarray:
    """CONV/GEMM: y = sat(shr(acc + bias, shift)), then the fused activations in order.
    ``acc`` is shaped like the output; the bias runs along axis 1."""
    bias = np.asarray(layer.bias, dtype=np.int64)
    y = saturate(shift_right(acc + bias.reshape((1, -1) + (1,) * (acc.ndim - 2)),
                             int(layer.shift)), bits)
    for name, arg in layer.fused:
        if name == "relu":
            y = np.maximum(y, 0)
        elif name == "clip":
            y = np.clip(y, int(arg[0]), int(arg[1]))
        else:
            raise UnsupportedOpError(f"layer {layer.name}: fused activation {name!r}; supported: "
                                     "relu, clip")
    return y


def _padded(x: np.ndarray, pads: tuple[int, int, int, int], fill: int) -> np.ndarray:
    top, left, bottom, right = pads
    return np.pad(x, ((0, 0), (0, 0), (top, bottom), (left, right)), constant_values=fill)


def _window_views(x: np.ndarray, attrs, out_hw: tuple[int, int]):
    """Per kernel offset, the (N, C, Ho, Wo) strided view of the padded input ``x``."""
    (kh, kw), (sh, sw) = attrs.kernel, attrs.stride
    ho, wo = out_hw
    for i in range(kh):
        for j in range(kw):
            yield x[:, :, i: i + sh * (ho - 1) + 1: sh, j: j + sw * (wo - 1) + 1: sw]


def _maxpool(layer: QLayer, xs: list[np.ndarray], ctx: StepContext, out_shape) -> np.ndarray:
    floor = np.iinfo(np.int64).min
    views = _window_views(_padded(xs[0], layer.attrs.pads, floor), layer.attrs, out_shape[2:])
    best = np.full(out_shape, floor, dtype=np.int64)
    for view in views:
        best = np.maximum(best, view)
    return best


def _avgpool(layer: QLayer, xs: list[np.ndarray], ctx: StepContext, out_shape) -> np.ndarray:
    a = layer.attrs
    total = np.zeros(out_shape, dtype=np.int64)
    for view in _window_views(_padded(xs[0], a.pads, 0), a, out_shape[2:]):
        total += view
    if a.count_include_pad:
        count = np.int64(a.kernel[0] * a.kernel[1])
    else:
        ones = _padded(np.ones((1, 1) + xs[0].shape[2:], dtype=np.int64), a.pads, 0)
        count = sum(v for v in _window_views(ones, a, out_shape[2:]))
    return (total + count // 2) // count


def _global_avgpool(layer: QLayer, xs: list[np.ndarray], ctx: StepContext, out_shape
                    ) -> np.ndarray:
    n = xs[0].shape[2] * xs[0].shape[3]
    return (xs[0].sum(axis=(2, 3), keepdims=True) + n // 2) // n


def _hard_sigmoid_q(layer: QLayer, x: np.ndarray, ctx: StepContext) -> np.ndarray:
    t = shift_right(x * int(layer.consts["alpha"]), int(layer.shift)) + int(layer.consts["beta"])
    return np.clip(t, 0, 1 << (ctx.bits - 2))


def _nonlinear(fn: Callable[[np.ndarray], np.ndarray]):
    def step(layer: QLayer, xs: list[np.ndarray], ctx: StepContext, out_shape) -> np.ndarray:
        real = fn(xs[0].astype(np.float64) / 2.0 ** (ctx.bits - 4))
        return saturate(np.floor(real * 2.0 ** (ctx.bits - 2) + 0.5), ctx.bits)
    return step


def _per_channel(value, ndim: int) -> np.ndarray:
    v = np.asarray(value, dtype=np.int64)
    return v.reshape((1, -1) + (1,) * (ndim - 2)) if v.ndim else v


def _leaky(layer: QLayer, xs: list[np.ndarray], ctx: StepContext, out_shape) -> np.ndarray:
    pos = np.maximum(xs[0], 0)
    neg = shift_right((xs[0] - pos) * int(layer.consts["alpha"]), int(layer.consts["alpha_frac"]))
    return saturate(pos + neg, ctx.bits)


def _frac(ctx: StepContext, layer: QLayer, i: int) -> int:
    return int(ctx.frac[layer.inputs[i]])


STEPS: dict[QKind, Callable[..., np.ndarray]] = {
    QKind.RELU: lambda layer, xs, ctx, shape: np.maximum(xs[0], 0),
    QKind.CLIP: lambda layer, xs, ctx, shape: np.clip(xs[0], int(layer.consts["lo"]),
                                                      int(layer.consts["hi"])),
    QKind.LEAKY_RELU: _leaky,
    QKind.SIGMOID: _nonlinear(lambda v: 0.5 * (np.tanh(0.5 * v) + 1.0)),
    QKind.TANH: _nonlinear(np.tanh),
    QKind.HARD_SIGMOID: lambda layer, xs, ctx, shape: _hard_sigmoid_q(layer, xs[0], ctx),
    QKind.HARD_SWISH: lambda layer, xs, ctx, shape: saturate(shift_right(
        xs[0] * _hard_sigmoid_q(layer, xs[0], ctx),
        _frac(ctx, layer, 0) + ctx.bits - 2 - int(ctx.frac[layer.output])), ctx.bits),
    QKind.MAXPOOL: _maxpool,
    QKind.AVGPOOL: _avgpool,
    QKind.GLOBAL_AVGPOOL: _global_avgpool,
    QKind.ADD: lambda layer, xs, ctx, shape: saturate(xs[0] + xs[1], ctx.bits),
    QKind.SUB: lambda layer, xs, ctx, shape: saturate(xs[0] - xs[1], ctx.bits),
    QKind.MUL: lambda layer, xs, ctx, shape: saturate(shift_right(
        xs[0] * xs[1], _frac(ctx, layer, 0) + _frac(ctx, layer, 1) - int(ctx.frac[layer.output])),
        ctx.bits),
    QKind.SCALE: lambda layer, xs, ctx, shape: saturate(shift_right(
        xs[0] * _per_channel(layer.consts["scale"], xs[0].ndim),
        _frac(ctx, layer, 0) + int(layer.consts["scale_frac"]) - int(ctx.frac[layer.output])),
        ctx.bits),
    QKind.CONCAT: lambda layer, xs, ctx, shape: np.concatenate(xs, axis=1),
    QKind.REQUANT: lambda layer, xs, ctx, shape: saturate(shift_right(
        xs[0], _frac(ctx, layer, 0) - int(ctx.frac[layer.output])), ctx.bits),
}


def run_step(layer: QLayer, xs: list[np.ndarray], ctx: StepContext,
             out_shape: tuple[int, ...]) -> np.ndarray:
    """One non-matrix layer on integer inputs."""
    step = STEPS.get(QKind(layer.kind))
    if step is None:
        kinds = ", ".join(k.value for k in STEPS)
        raise UnsupportedOpError(f"layer {layer.name}: kind {layer.kind.value!r} has no vector "
                                 f"step; supported: {kinds}, conv, gemm")
    return np.asarray(step(layer, [np.asarray(x, dtype=np.int64) for x in xs], ctx,
                           tuple(out_shape)), dtype=np.int64).reshape(out_shape)
