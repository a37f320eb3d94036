"""The number format and the per-kind rules on hand-checked single layers."""

from __future__ import annotations

import numpy as np
import pytest

from pimsolve.ir.graph import ActAttrs, Graph, Layer, OpKind, Tensor
from pimsolve.ir.qgraph import QKind
from pimsolve.quantize import activation_frac, const_frac, quantize_with_ranges, to_fixed


def test_activation_frac():
    # A = 8: frac = 7 - ceil(log2(max * 1.05))
    assert activation_frac(1.0, 8) == 6  # 1.05 -> ceil(0.07) = 1
    assert activation_frac(0.95, 8) == 7  # 0.9975 -> 0
    assert activation_frac(3.0, 16) == 13  # 3.15 -> 2
    assert activation_frac(0.0, 8) == 7  # always zero: range +-1
    assert activation_frac(1e-30, 8) == 16  # clamped to 2A
    assert activation_frac(1e30, 8) == -8  # clamped to -8


def test_const_frac_and_to_fixed():
    assert const_frac(0.5, 8) == 8  # 7 - (-1): 0.5 -> 128, saturates to 127
    assert to_fixed([0.5, -0.5, -0.25], 8, 8).tolist() == [127, -128, -64]
    assert const_frac(0.3, 8) == 8  # 7 - ceil(-1.74) = 8: 0.3 * 256 = 76.8 -> 77
    assert const_frac(0.0, 8) == 7
    assert const_frac(0.1, 8) == 10  # 7 - ceil(log2 0.1) = 7 + 3
    assert to_fixed(0.1, 10, 8).item() == 102  # floor(102.4 + 0.5)
    # round half up, also for negatives: -2.5 -> floor(-2.0) = -2; 2.5 -> 3
    assert to_fixed([-2.5, 2.5, -2.51], 0, 8).tolist() == [-2, 3, -3]
    assert to_fixed([np.inf, -np.inf], 0, 8).tolist() == [127, -128]


def _graph(layer: Layer, in_shape, out_shape, weights=None) -> Graph:
    tensors = {"x": Tensor("x", in_shape), layer.output: Tensor(layer.output, out_shape)}
    return Graph("g", (tensors["x"],), (tensors[layer.output],), (layer,), tensors,
                 {layer.name: weights} if weights else {})


def test_gemm_rule_by_hand():
    layer = Layer("fc", OpKind.GEMM, ("x",), "y")
    graph = _graph(layer, (1, 2), (1, 1), {"weight": np.array([[0.5, -0.25]]),
                                           "bias": np.array([0.1])})
    qg = quantize_with_ranges(graph, 8, 8, {"x": 1.0, "y": 3.0})
    q = qg.layers[0]
    assert (qg.frac["x"], qg.frac["y"]) == (6, 5)
    # frac_w = 7 - ceil(log2 0.5) = 8: weights [128 -> 127, -64]; shift = 6 + 8 - 5 = 9
    assert q.weight.tolist() == [[127, -64]] and q.shift == 9
    # bias: floor(0.1 * 2**14 + 0.5) = 1638, plus rounding 2**8
    assert q.bias.tolist() == [1638 + 256]


def test_conv_rule_keeps_attrs_and_converts_fused():
    from pimsolve.ir.graph import ConvAttrs

    attrs = ConvAttrs(kernel=(1, 1))
    fused = ((OpKind.RELU, None), (OpKind.CLIP, ActAttrs(lo=-1.0, hi=2.5)))
    layer = Layer("c", OpKind.CONV, ("x",), "y", attrs, fused)
    graph = _graph(layer, (1, 1, 2, 2), (1, 1, 2, 2), {"weight": np.ones((1, 1, 1, 1))})
    qg = quantize_with_ranges(graph, 8, 8, {"x": 1.0, "y": 3.0})
    q = qg.layers[0]
    assert q.attrs == attrs and q.kind is QKind.CONV
    # frac_y 5: clip(-1, 2.5) -> (-32, 80)
    assert q.fused == (("relu", None), ("clip", (-32, 80)))
    # no bias given: only the rounding constant; frac_w 7 - 0 = 7, ones -> 128 -> 127
    assert q.weight.ravel().tolist() == [127] and q.shift == 6 + 7 - 5
    assert q.bias.tolist() == [1 << (q.shift - 1)]


@pytest.mark.parametrize("kind, attrs, consts", [
    (OpKind.LEAKY_RELU, ActAttrs(alpha=0.1), {"alpha": 102, "alpha_frac": 10}),
    (OpKind.CLIP, ActAttrs(lo=-0.5, hi=5.0), {"lo": -32, "hi": 127}),  # 5 * 64 saturates
    (OpKind.HARD_SIGMOID, ActAttrs(alpha=0.2, beta=0.5),
     {"alpha": 102, "alpha_frac": 9, "beta": 32}),  # 0.2 * 512 = 102.4; beta at frac 6
    (OpKind.HARD_SWISH, None, {"alpha": 85, "alpha_frac": 9, "beta": 32}),  # 512/6 = 85.3
])
def test_activation_constants(kind, attrs, consts):
    layer = Layer("a", kind, ("x",), "y", attrs)
    qg = quantize_with_ranges(_graph(layer, (1, 4), (1, 4)), 8, 8, {"x": 1.0, "y": 1.0})
    q = qg.layers[0]
    assert dict(q.consts) == consts
    if kind in (OpKind.HARD_SIGMOID, OpKind.HARD_SWISH):
        assert q.shift == qg.frac["x"] + consts["alpha_frac"] - 6
    expected_frac = {OpKind.HARD_SIGMOID: 6, OpKind.HARD_SWISH: 6}.get(kind, qg.frac["x"])
    assert qg.frac["y"] == expected_frac  # hard swish: calibrated max 1.0 -> 6 as well


def test_scale_rule():
    layer = Layer("s", OpKind.SCALE, ("x",), "y")
    per_channel = _graph(layer, (1, 2, 1, 1), (1, 2, 1, 1), {"scale": np.array([0.75, -3.0])})
    q = quantize_with_ranges(per_channel, 8, 8, {"x": 1.0, "y": 3.0}).layers[0]
    # scale_frac = 7 - ceil(log2 3) = 5: [24, -96]
    assert q.consts["scale_frac"] == 5 and q.consts["scale"].tolist() == [24, -96]
    scalar = _graph(layer, (1, 2, 1, 1), (1, 2, 1, 1), {"scale": np.array(0.75)})
    q = quantize_with_ranges(scalar, 8, 8, {"x": 1.0, "y": 3.0}).layers[0]
    assert q.consts == {"scale": 96, "scale_frac": 7}  # 0.75 * 128
    assert isinstance(q.consts["scale"], int)


def test_sigmoid_input_is_requantized_to_a_minus_4():
    layer = Layer("sig", OpKind.SIGMOID, ("x",), "y")
    qg = quantize_with_ranges(_graph(layer, (1, 4), (1, 4)), 8, 8, {"x": 1.0, "y": 1.0})
    rq, sig = qg.layers
    assert rq.kind is QKind.REQUANT and rq.name == rq.output == "sig.requant0"
    assert (qg.frac["x"], qg.frac["sig.requant0"], qg.frac["y"]) == (6, 4, 6)
    assert sig.inputs == ("sig.requant0",)
    # already at A-4: no REQUANT
    qg = quantize_with_ranges(_graph(layer, (1, 4), (1, 4)), 8, 8, {"x": 7.0, "y": 1.0})
    assert [q.kind for q in qg.layers] == [QKind.SIGMOID]
