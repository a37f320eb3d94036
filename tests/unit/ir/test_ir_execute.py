"""run_float on hand-built IR graphs, against naive loop implementations written here."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from pimsolve.errors import ModelError
from pimsolve.ir.execute import apply_host_ops, run_float
from pimsolve.ir.graph import ActAttrs, ConvAttrs, Graph, Layer, OpKind, PoolAttrs, Tensor
from pimsolve.ir.verify import output_shape, verify_graph

RNG = np.random.default_rng(5)


def graph_of(layers: list[Layer], in_shape: tuple[int, ...], weights: dict | None = None,
             host_ops: tuple[str, ...] = ()) -> Graph:
    """A Graph with shapes computed by output_shape; verified."""
    weights = weights or {}
    tensors = {"x": Tensor("x", in_shape)}
    for layer in layers:
        shape = output_shape(layer.kind, layer.attrs, [tensors[t].shape for t in layer.inputs],
                             weights.get(layer.name))
        tensors[layer.output] = Tensor(layer.output, shape)
    graph = Graph("g", (tensors["x"],), (tensors[layers[-1].output],), tuple(layers), tensors,
                  weights, host_ops)
    verify_graph(graph)
    return graph


def naive_conv(x: np.ndarray, w: np.ndarray, b: np.ndarray, a: ConvAttrs) -> np.ndarray:
    n, c, h, wd = x.shape
    o = w.shape[0]
    cg, og = c // a.groups, o // a.groups
    top, left, bottom, right = a.pads
    xp = np.zeros((n, c, h + top + bottom, wd + left + right))
    xp[:, :, top:top + h, left:left + wd] = x
    oh = (h + top + bottom - a.dilation[0] * (a.kernel[0] - 1) - 1) // a.stride[0] + 1
    ow = (wd + left + right - a.dilation[1] * (a.kernel[1] - 1) - 1) // a.stride[1] + 1
    y = np.zeros((n, o, oh, ow))
    for bi, oc, i, j in itertools.product(range(n), range(o), range(oh), range(ow)):
        g = oc // og
        acc = b[oc]
        for ic, ki, kj in itertools.product(range(cg), range(a.kernel[0]), range(a.kernel[1])):
            acc += w[oc, ic, ki, kj] * xp[bi, g * cg + ic, i * a.stride[0] + ki * a.dilation[0],
                                          j * a.stride[1] + kj * a.dilation[1]]
        y[bi, oc, i, j] = acc
    return y


def naive_pool(x: np.ndarray, a: PoolAttrs, kind: str) -> np.ndarray:
    n, c, h, w = x.shape
    top, left, bottom, right = a.pads
    oh = (h + top + bottom - a.kernel[0]) // a.stride[0] + 1
    ow = (w + left + right - a.kernel[1]) // a.stride[1] + 1
    y = np.zeros((n, c, oh, ow))
    for bi, ch, i, j in itertools.product(range(n), range(c), range(oh), range(ow)):
        vals = []
        for ki, kj in itertools.product(range(a.kernel[0]), range(a.kernel[1])):
            r, s = i * a.stride[0] + ki - top, j * a.stride[1] + kj - left
            if 0 <= r < h and 0 <= s < w:
                vals.append(x[bi, ch, r, s])
        if kind == "max":
            y[bi, ch, i, j] = max(vals)
        elif a.count_include_pad:
            y[bi, ch, i, j] = sum(vals) / (a.kernel[0] * a.kernel[1])
        else:
            y[bi, ch, i, j] = sum(vals) / len(vals)
    return y


@pytest.mark.parametrize("attrs, channels", [
    (ConvAttrs(kernel=(3, 3), pads=(1, 1, 1, 1)), (4, 6)),
    (ConvAttrs(kernel=(3, 2), stride=(2, 1), pads=(0, 1, 2, 0)), (4, 5)),
    (ConvAttrs(kernel=(3, 3), dilation=(2, 1), pads=(2, 1, 2, 1)), (4, 4)),
    (ConvAttrs(kernel=(3, 3), groups=2, stride=(2, 2), pads=(1, 1, 1, 1)), (4, 6)),
    (ConvAttrs(kernel=(3, 3), groups=4, pads=(1, 1, 1, 1)), (4, 8)),  # depthwise x2
    (ConvAttrs(kernel=(1, 1)), (4, 3)),
])
def test_conv_matches_naive_loops(attrs: ConvAttrs, channels: tuple[int, int]) -> None:
    c, o = channels
    w = RNG.normal(size=(o, c // attrs.groups, *attrs.kernel))
    b = RNG.normal(size=o)
    graph = graph_of([Layer("conv", OpKind.CONV, ("x",), "y", attrs)], (2, c, 7, 6),
                     {"conv": {"weight": w, "bias": b}})
    x = RNG.normal(size=(2, c, 7, 6))
    np.testing.assert_allclose(run_float(graph, x)["y"], naive_conv(x, w, b, attrs), rtol=1e-10,
                               atol=1e-12)


@pytest.mark.parametrize("attrs", [
    PoolAttrs(kernel=(3, 3), stride=(2, 2), pads=(1, 1, 1, 1)),
    PoolAttrs(kernel=(2, 3), stride=(1, 2), pads=(0, 1, 1, 2)),
    PoolAttrs(kernel=(3, 3), pads=(1, 1, 1, 1), count_include_pad=True),
])
@pytest.mark.parametrize("kind", ["max", "avg"])
def test_pools_match_naive_loops(attrs: PoolAttrs, kind: str) -> None:
    op = OpKind.MAXPOOL if kind == "max" else OpKind.AVGPOOL
    graph = graph_of([Layer("pool", op, ("x",), "y", attrs)], (1, 3, 7, 8))
    x = -np.abs(RNG.normal(size=(1, 3, 7, 8))) - 0.5  # negative: padding must never win a max
    np.testing.assert_allclose(run_float(graph, x)["y"], naive_pool(x, attrs, kind), rtol=1e-12)


def test_activations_and_fusion() -> None:
    x = np.linspace(-8, 8, 2 * 3 * 4 * 4).reshape(2, 3, 4, 4)
    cases = {
        OpKind.RELU: (None, np.maximum(x, 0)),
        OpKind.CLIP: (ActAttrs(lo=-1, hi=2), np.clip(x, -1, 2)),
        OpKind.LEAKY_RELU: (ActAttrs(alpha=0.1), np.where(x > 0, x, 0.1 * x)),
        OpKind.SIGMOID: (None, 1 / (1 + np.exp(-x))),
        OpKind.TANH: (None, np.tanh(x)),
        OpKind.HARD_SIGMOID: (ActAttrs(alpha=0.2, beta=0.5), np.clip(0.2 * x + 0.5, 0, 1)),
        OpKind.HARD_SWISH: (None, x * np.clip(x + 3, 0, 6) / 6),
    }
    for kind, (attrs, expected) in cases.items():
        graph = graph_of([Layer("a", kind, ("x",), "y", attrs)], x.shape)
        np.testing.assert_allclose(run_float(graph, x)["y"], expected, rtol=1e-12, atol=1e-15)
    w = {"conv": {"weight": np.eye(3).reshape(3, 3, 1, 1), "bias": np.zeros(3)}}
    fused = ((OpKind.RELU, None), (OpKind.CLIP, ActAttrs(lo=0, hi=6)))
    graph = graph_of([Layer("conv", OpKind.CONV, ("x",), "y", ConvAttrs(kernel=(1, 1)),
                            fused)], x.shape, w)
    np.testing.assert_allclose(run_float(graph, x)["y"], np.clip(x, 0, 6))


def test_gemm_reads_4d_input_flattened_and_elementwise_kinds() -> None:
    x = RNG.normal(size=(1, 2, 3, 3))
    w = RNG.normal(size=(4, 18))
    b = RNG.normal(size=4)
    layers = [
        Layer("gap", OpKind.GLOBAL_AVGPOOL, ("x",), "g"),
        Layer("mul", OpKind.MUL, ("x", "g"), "m"),
        Layer("scale", OpKind.SCALE, ("m",), "s"),
        Layer("sub", OpKind.SUB, ("s", "x"), "d"),
        Layer("add", OpKind.ADD, ("d", "x"), "a"),
        Layer("cat", OpKind.CONCAT, ("a", "x"), "c"),
        Layer("fc", OpKind.GEMM, ("a",), "y"),
    ]
    weights = {"scale": {"scale": np.array([2.0, -1.0])}, "fc": {"weight": w, "bias": b}}
    graph = graph_of(layers, x.shape, weights)
    values = run_float(graph, x, keep_all=True)
    g = x.mean(axis=(2, 3), keepdims=True)
    s = x * g * np.array([2.0, -1.0]).reshape(1, 2, 1, 1)
    a = s - x + x
    np.testing.assert_allclose(values["a"], a, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(values["c"], np.concatenate([a, x], axis=1))
    np.testing.assert_allclose(values["y"], a.reshape(1, -1) @ w.T + b, rtol=1e-12)
    assert set(values) == set(graph.tensors)
    assert set(run_float(graph, x)) == {"y"}


def test_wrong_input_shape() -> None:
    graph = graph_of([Layer("r", OpKind.RELU, ("x",), "y")], (1, 3, 4, 4))
    with pytest.raises(ModelError, match=r"input 'x' expects shape \(1, 3, 4, 4\), got "
                                         r"\(1, 3, 4, 5\)"):
        run_float(graph, np.zeros((1, 3, 4, 5)))


def test_host_softmax() -> None:
    graph = graph_of([Layer("r", OpKind.RELU, ("x",), "y")], (1, 5, 1, 1),
                     host_ops=("Softmax(prob)",))
    x = RNG.normal(size=(1, 5, 1, 1))
    out = apply_host_ops(graph, run_float(graph, x))["y"]
    e = np.exp(np.maximum(x, 0))
    np.testing.assert_allclose(out, e / e.sum(), rtol=1e-12)
