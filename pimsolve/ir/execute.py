"""A plain float64 numpy executor of the structure IR: the float reference of a Graph.

``run_float(graph, x)`` evaluates the layers in order and returns the graph outputs (or, with
``keep_all``, every tensor including the input; the quantizer calibrates on these).
``apply_host_ops`` then runs the trailing host ops (Softmax) on those outputs. Each kind is one
small function registered in ``KERNELS``; to add a kind, write it and register it there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np

from pimsolve.errors import ModelError
from pimsolve.ir.graph import ActAttrs, ConvAttrs, Graph, Layer, OpKind, PoolAttrs

Weights = Mapping[str, np.ndarray]


def _windows(x: np.ndarray, kernel: tuple[int, int], stride: tuple[int, int],
             dilation: tuple[int, int], out_hw: tuple[int, int]):
    """Yield (i, j, view) with view[n, c, oh, ow] = x[n, c, oh*s + i*d, ow*s + j*d]."""
    oh, ow = out_hw
    for i in range(kernel[0]):
        for j in range(kernel[1]):
            r0, c0 = i * dilation[0], j * dilation[1]
            yield i, j, x[:, :, r0:r0 + stride[0] * (oh - 1) + 1:stride[0],
                          c0:c0 + stride[1] * (ow - 1) + 1:stride[1]]


def _out_hw(h: int, w: int, kernel: tuple[int, int], stride: tuple[int, int],
            pads: tuple[int, int, int, int], dilation: tuple[int, int] = (1, 1)
            ) -> tuple[int, int]:
    return ((h + pads[0] + pads[2] - dilation[0] * (kernel[0] - 1) - 1) // stride[0] + 1,
            (w + pads[1] + pads[3] - dilation[1] * (kernel[1] - 1) - 1) // stride[1] + 1)


def _pad(x: np.ndarray, pads: tuple[int, int, int, int], value: float) -> np.ndarray:
    top, left, bottom, right = pads
    return np.pad(x, ((0, 0), (0, 0), (top, bottom), (left, right)), constant_values=value)


def conv2d(x: np.ndarray, w: np.ndarray, b: np.ndarray, a: ConvAttrs) -> np.ndarray:
    """im2col convolution with groups and dilation (float64)."""
    n, c, h, wd = x.shape
    o = w.shape[0]
    g = a.groups
    oh, ow = _out_hw(h, wd, a.kernel, a.stride, a.pads, a.dilation)
    xp = _pad(x, a.pads, 0.0)
    kh, kw = a.kernel
    cols = np.empty((n, c, kh, kw, oh, ow), dtype=np.float64)
    for i, j, view in _windows(xp, a.kernel, a.stride, a.dilation, (oh, ow)):
        cols[:, :, i, j] = view
    cols = cols.reshape(n, g, (c // g) * kh * kw, oh * ow)
    wg = w.reshape(g, o // g, (c // g) * kh * kw).astype(np.float64)
    y = np.matmul(wg[None], cols)  # (n, g, o/g, oh*ow)
    return y.reshape(n, o, oh, ow) + b.astype(np.float64).reshape(1, o, 1, 1)


def _conv(layer: Layer, xs: list[np.ndarray], w: Weights) -> np.ndarray:
    assert isinstance(layer.attrs, ConvAttrs)
    return conv2d(xs[0], w["weight"], w["bias"], layer.attrs)


def _gemm(layer: Layer, xs: list[np.ndarray], w: Weights) -> np.ndarray:
    x = xs[0].reshape(xs[0].shape[0], -1)
    return x @ w["weight"].astype(np.float64).T + w["bias"].astype(np.float64)


def _maxpool(layer: Layer, xs: list[np.ndarray], w: Weights) -> np.ndarray:
    a = layer.attrs
    assert isinstance(a, PoolAttrs)
    x = xs[0]
    oh, ow = _out_hw(x.shape[2], x.shape[3], a.kernel, a.stride, a.pads)
    xp = _pad(x, a.pads, -np.inf)
    out = np.full((x.shape[0], x.shape[1], oh, ow), -np.inf)
    for _, _, view in _windows(xp, a.kernel, a.stride, (1, 1), (oh, ow)):
        np.maximum(out, view, out=out)
    return out


def _avgpool(layer: Layer, xs: list[np.ndarray], w: Weights) -> np.ndarray:
    a = layer.attrs
    assert isinstance(a, PoolAttrs)
    x = xs[0]
    oh, ow = _out_hw(x.shape[2], x.shape[3], a.kernel, a.stride, a.pads)
    total = np.zeros((x.shape[0], x.shape[1], oh, ow))
    for _, _, view in _windows(_pad(x, a.pads, 0.0), a.kernel, a.stride, (1, 1), (oh, ow)):
        total += view
    if a.count_include_pad:
        return total / (a.kernel[0] * a.kernel[1])
    ones = _pad(np.ones((1, 1, x.shape[2], x.shape[3])), a.pads, 0.0)
    count = np.zeros((1, 1, oh, ow))
    for _, _, view in _windows(ones, a.kernel, a.stride, (1, 1), (oh, ow)):
        count += view
    return total / count


def _channelwise(value: np.ndarray, x: np.ndarray) -> np.ndarray:
    value = np.asarray(value, dtype=np.float64)
    if value.ndim == 0:
        return value
    return value.reshape((1, -1) + (1,) * (x.ndim - 2))


def _act(attrs: object) -> ActAttrs:
    assert isinstance(attrs, ActAttrs)
    return attrs


def hard_sigmoid(x: np.ndarray, alpha: float, beta: float) -> np.ndarray:
    return np.clip(alpha * x + beta, 0.0, 1.0)


def activation(kind: OpKind, attrs: ActAttrs | None, x: np.ndarray) -> np.ndarray:
    """The element-wise activations (used for layers and for fused activations)."""
    if kind == OpKind.RELU:
        return np.maximum(x, 0.0)
    if kind == OpKind.CLIP:
        a = _act(attrs)
        return np.clip(x, a.lo, a.hi)
    if kind == OpKind.LEAKY_RELU:
        return np.where(x >= 0, x, _act(attrs).alpha * x)
    if kind == OpKind.SIGMOID:
        return 1.0 / (1.0 + np.exp(-x))
    if kind == OpKind.TANH:
        return np.tanh(x)
    if kind == OpKind.HARD_SIGMOID:
        a = _act(attrs)
        return hard_sigmoid(x, a.alpha, a.beta)
    if kind == OpKind.HARD_SWISH:
        return x * hard_sigmoid(x, 1.0 / 6.0, 0.5)
    raise ValueError(f"{kind} is not an activation")


def _unary(layer: Layer, xs: list[np.ndarray], w: Weights) -> np.ndarray:
    return activation(layer.kind, layer.attrs, xs[0])  # type: ignore[arg-type]


KERNELS: dict[OpKind, Callable[[Layer, list[np.ndarray], Weights], np.ndarray]] = {
    OpKind.CONV: _conv,
    OpKind.GEMM: _gemm,
    OpKind.RELU: _unary,
    OpKind.CLIP: _unary,
    OpKind.LEAKY_RELU: _unary,
    OpKind.SIGMOID: _unary,
    OpKind.TANH: _unary,
    OpKind.HARD_SIGMOID: _unary,
    OpKind.HARD_SWISH: _unary,
    OpKind.MAXPOOL: _maxpool,
    OpKind.AVGPOOL: _avgpool,
    OpKind.GLOBAL_AVGPOOL: lambda layer, xs, w: xs[0].mean(axis=(2, 3), keepdims=True),
    OpKind.ADD: lambda layer, xs, w: xs[0] + xs[1],
    OpKind.SUB: lambda layer, xs, w: xs[0] - xs[1],
    OpKind.MUL: lambda layer, xs, w: xs[0] * xs[1],
    OpKind.SCALE: lambda layer, xs, w: xs[0] * _channelwise(w["scale"], xs[0]),
    OpKind.CONCAT: lambda layer, xs, w: np.concatenate(xs, axis=1),
}


def run_layer(layer: Layer, inputs: list[np.ndarray], weights: Weights) -> np.ndarray:
    """One layer in float64, its fused activations included."""
    y = KERNELS[layer.kind](layer, inputs, weights)
    for kind, attrs in layer.fused:
        y = activation(kind, attrs, y)
    return y


def run_float(graph: Graph, x: np.ndarray, keep_all: bool = False) -> dict[str, np.ndarray]:
    """Evaluate ``graph`` on input ``x`` in float64.

    Returns ``{output name: value}`` for the graph outputs (before the host ops), or every
    tensor (the input included) when ``keep_all``.
    """
    (inp,) = graph.inputs
    x = np.asarray(x, dtype=np.float64)
    if x.shape != tuple(inp.shape):
        raise ModelError(f"graph '{graph.name}': input '{inp.name}' expects shape "
                         f"{tuple(inp.shape)}, got {x.shape}")
    values: dict[str, np.ndarray] = {inp.name: x}
    remaining = {}
    if not keep_all:  # free tensors after their last reader
        for index, layer in enumerate(graph.layers):
            for t in layer.inputs:
                remaining[t] = index
    keep = {t.name for t in graph.outputs}
    for index, layer in enumerate(graph.layers):
        values[layer.output] = run_layer(layer, [values[t] for t in layer.inputs],
                                         graph.weights.get(layer.name, {}))
        if not keep_all:
            for t in set(layer.inputs):
                if remaining.get(t) == index and t not in keep:
                    del values[t]
    if keep_all:
        return values
    return {t.name: values[t.name] for t in graph.outputs}


def softmax(x: np.ndarray) -> np.ndarray:
    """Softmax over all non-batch elements of each sample."""
    flat = x.reshape(x.shape[0], -1)
    e = np.exp(flat - flat.max(axis=1, keepdims=True))
    return (e / e.sum(axis=1, keepdims=True)).reshape(x.shape)


def apply_host_ops(graph: Graph, outputs: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Run ``graph.host_ops`` (Softmax, LogSoftmax over each sample's features) on the outputs.

    The frontend accepts host ops only on single-output models, so they apply to that output.
    """
    result = {k: np.asarray(v, dtype=np.float64) for k, v in outputs.items()}
    for op in graph.host_ops:
        kind = op.split("(", 1)[0]
        for name in [t.name for t in graph.outputs]:
            if kind == "Softmax":
                result[name] = softmax(result[name])
            elif kind == "LogSoftmax":
                result[name] = np.log(softmax(result[name]))
            else:
                raise ModelError(f"graph '{graph.name}': unknown host op {op!r}")
    return result
