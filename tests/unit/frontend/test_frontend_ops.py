"""Every supported operator: a small ONNX model built with onnx.helper, loaded into the IR,
executed by run_float and compared with onnxruntime on the original model (the independent
oracle). Tolerance: max |ours - ort| <= 1e-4 * max(1, max |ort|)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

from pimsolve.frontend import load_model
from pimsolve.ir.execute import apply_host_ops, run_float
from pimsolve.ir.graph import ActAttrs, ConvAttrs, Graph, OpKind, PoolAttrs

RNG = np.random.default_rng(7)


def const(name: str, value: object, dtype: type = np.float32) -> onnx.TensorProto:
    return numpy_helper.from_array(np.asarray(value, dtype=dtype), name)


def rand(name: str, shape: tuple[int, ...], scale: float = 0.5) -> onnx.TensorProto:
    return const(name, RNG.normal(0.0, scale, shape))


def model(nodes: list[onnx.NodeProto], inits: list[onnx.TensorProto],
          shape: tuple[int, ...] = (1, 4, 8, 8), opset: int = 13, outputs: tuple[str, ...] = ("y",)
          ) -> onnx.ModelProto:
    graph = helper.make_graph(nodes, "test", [helper.make_tensor_value_info("x", TensorProto.FLOAT,
                                                                           shape)],
                              [helper.make_empty_tensor_value_info(o) for o in outputs], inits)
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    m.ir_version = 8
    return onnx.shape_inference.infer_shapes(m)  # fills the output types for the checker


def compare(m: onnx.ModelProto, tmp_path: Path, input_shape: tuple[int, ...] | None = None
            ) -> Graph:
    path = tmp_path / "model.onnx"
    onnx.save(m, path)
    graph = load_model(path, input_shape)
    x = RNG.normal(size=graph.inputs[0].shape).astype(np.float32)
    ours = apply_host_ops(graph, run_float(graph, x))
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    refs = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"]).run(
        None, {graph.inputs[0].name: x})
    assert len(refs) == len(graph.outputs)
    for tensor, ref in zip(graph.outputs, refs, strict=True):
        got = ours[tensor.name]
        assert got.size == ref.size
        err = np.abs(got.reshape(ref.shape) - ref).max()
        assert err <= 1e-4 * max(1.0, float(np.abs(ref).max())), (tensor.name, err)
    return graph


def kinds(graph: Graph) -> list[str]:
    return [layer.kind.value for layer in graph.layers]


# ---- Conv ---------------------------------------------------------------------------------
CONV_CASES = {
    "plain_bias": ({"pads": [1, 1, 1, 1]}, (6, 4, 3, 3), True),
    "no_bias": ({}, (6, 4, 3, 3), False),
    "stride_asym_pads": ({"strides": [2, 1], "pads": [0, 1, 2, 0]}, (5, 4, 3, 3), True),
    "dilation": ({"dilations": [2, 2], "pads": [2, 2, 2, 2]}, (4, 4, 3, 3), True),
    "groups": ({"group": 2, "pads": [1, 1, 1, 1]}, (6, 2, 3, 3), True),
    "depthwise": ({"group": 4, "pads": [1, 1, 1, 1], "strides": [2, 2]}, (8, 1, 3, 3), True),
    "same_upper": ({"auto_pad": "SAME_UPPER", "strides": [2, 2]}, (4, 4, 4, 4), True),
    "same_lower": ({"auto_pad": "SAME_LOWER", "strides": [2, 2]}, (4, 4, 4, 4), True),
    "valid": ({"auto_pad": "VALID"}, (4, 4, 5, 3), True),
    "rect_kernel": ({"pads": [0, 2, 0, 2]}, (3, 4, 1, 5), True),
}


@pytest.mark.parametrize("case", sorted(CONV_CASES))
def test_conv(case: str, tmp_path: Path) -> None:
    attrs, wshape, bias = CONV_CASES[case]
    inits = [rand("w", wshape)] + ([rand("b", (wshape[0],))] if bias else [])
    node = helper.make_node("Conv", ["x", "w"] + (["b"] if bias else []), ["y"], name="conv",
                            **attrs)
    graph = compare(model([node], inits), tmp_path)
    assert kinds(graph) == ["conv"]
    assert isinstance(graph.layers[0].attrs, ConvAttrs)


def test_conv_attrs_are_explicit(tmp_path: Path) -> None:
    node = helper.make_node("Conv", ["x", "w"], ["y"], auto_pad="SAME_UPPER", strides=[2, 2],
                            group=2)
    graph = compare(model([node], [rand("w", (4, 2, 4, 4))], shape=(1, 4, 7, 7)), tmp_path)
    assert graph.layers[0].attrs == ConvAttrs(kernel=(4, 4), stride=(2, 2), pads=(1, 1, 2, 2),
                                              groups=2)
    assert graph.weights[graph.layers[0].name]["bias"].shape == (4,)


# ---- Gemm / MatMul ------------------------------------------------------------------------
@pytest.mark.parametrize("trans_b", [0, 1])
@pytest.mark.parametrize("c_shape", [None, (5,), (1, 5), (1,)])
def test_gemm(trans_b: int, c_shape: tuple[int, ...] | None, tmp_path: Path) -> None:
    b = rand("b", (5, 12) if trans_b else (12, 5))
    inits = [b] + ([rand("c", c_shape)] if c_shape else [])
    node = helper.make_node("Gemm", ["x", "b"] + (["c"] if c_shape else []), ["y"],
                            transB=trans_b, alpha=0.7, beta=1.3)
    graph = compare(model([node], inits, shape=(1, 12)), tmp_path)
    assert kinds(graph) == ["gemm"]
    assert graph.weights[graph.layers[0].name]["weight"].shape == (5, 12)


def test_matmul_with_bias_add(tmp_path: Path) -> None:
    nodes = [helper.make_node("MatMul", ["x", "w"], ["t"], name="mm"),
             helper.make_node("Add", ["t", "b"], ["y"], name="bias")]
    graph = compare(model(nodes, [rand("w", (12, 6)), rand("b", (6,))], shape=(1, 12)), tmp_path)
    assert kinds(graph) == ["gemm"] and graph.layers[0].name == "mm"


def test_gemm_reads_4d_input_flattened(tmp_path: Path) -> None:
    nodes = [helper.make_node("Flatten", ["x"], ["f"], axis=1),
             helper.make_node("Gemm", ["f", "w"], ["y"], transB=1)]
    graph = compare(model(nodes, [rand("w", (3, 4 * 8 * 8))]), tmp_path)
    assert kinds(graph) == ["gemm"] and graph.layers[0].inputs == ("x",)


# ---- activations --------------------------------------------------------------------------
def _clip(opset: int, lo: float | None, hi: float | None) -> tuple[list, list]:
    if opset < 11:
        attrs = {k: v for k, v in (("min", lo), ("max", hi)) if v is not None}
        return [helper.make_node("Clip", ["x"], ["y"], **attrs)], []
    inputs = ["x", "lo" if lo is not None else "", "hi" if hi is not None else ""]
    while inputs[-1] == "":
        inputs.pop()
    inits = [const(n, v) for n, v in (("lo", lo), ("hi", hi)) if v is not None]
    return [helper.make_node("Clip", inputs, ["y"])], inits


@pytest.mark.parametrize("opset", [10, 13])
@pytest.mark.parametrize("bounds", [(0.0, 6.0), (-0.5, 0.25), (None, 0.3), (0.0, None)])
def test_clip(opset: int, bounds: tuple, tmp_path: Path) -> None:
    nodes, inits = _clip(opset, *bounds)
    graph = compare(model(nodes, inits, opset=opset), tmp_path)
    lo, hi = bounds
    if lo == 0.0 and hi is None:
        assert kinds(graph) == ["relu"]
    else:
        assert kinds(graph) == ["clip"]
        attrs = graph.layers[0].attrs
        assert isinstance(attrs, ActAttrs)
        assert (attrs.lo, attrs.hi) == pytest.approx((-np.inf if lo is None else lo,
                                                      np.inf if hi is None else hi))


ACTIVATIONS = {
    "Relu": ({}, "relu", 13),
    "LeakyRelu": ({"alpha": 0.2}, "leaky_relu", 13),
    "Sigmoid": ({}, "sigmoid", 13),
    "Tanh": ({}, "tanh", 13),
    "HardSigmoid": ({"alpha": 0.3, "beta": 0.4}, "hard_sigmoid", 13),
    "HardSwish": ({}, "hard_swish", 14),
}


@pytest.mark.parametrize("op", sorted(ACTIVATIONS))
def test_activation(op: str, tmp_path: Path) -> None:
    attrs, kind, opset = ACTIVATIONS[op]
    graph = compare(model([helper.make_node(op, ["x"], ["y"], **attrs)], [], opset=opset),
                    tmp_path)
    assert kinds(graph) == [kind]


def test_prelu_with_shared_slope(tmp_path: Path) -> None:
    graph = compare(model([helper.make_node("PRelu", ["x", "s"], ["y"])], [const("s", [0.1])]),
                    tmp_path)
    assert kinds(graph) == ["leaky_relu"]


# ---- pooling ------------------------------------------------------------------------------
POOLS = {
    "max": ("MaxPool", {"kernel_shape": [3, 3], "strides": [2, 2], "pads": [1, 1, 1, 1]}),
    "max_ceil": ("MaxPool", {"kernel_shape": [3, 3], "strides": [2, 2], "ceil_mode": 1}),
    "max_same": ("MaxPool", {"kernel_shape": [2, 2], "strides": [2, 2],
                             "auto_pad": "SAME_UPPER"}),
    "avg_exclude_pad": ("AveragePool", {"kernel_shape": [3, 3], "pads": [1, 1, 1, 1]}),
    "avg_include_pad": ("AveragePool", {"kernel_shape": [3, 3], "pads": [1, 0, 1, 2],
                                        "count_include_pad": 1}),
    "avg_ceil": ("AveragePool", {"kernel_shape": [2, 2], "strides": [2, 2], "ceil_mode": 1}),
}


@pytest.mark.parametrize("case", sorted(POOLS))
def test_pool(case: str, tmp_path: Path) -> None:
    op, attrs = POOLS[case]
    graph = compare(model([helper.make_node(op, ["x"], ["y"], **attrs)], [], shape=(1, 3, 7, 9)),
                    tmp_path)
    assert kinds(graph) == ["maxpool" if op == "MaxPool" else "avgpool"]
    assert isinstance(graph.layers[0].attrs, PoolAttrs)


def test_maxpool_padding_never_wins(tmp_path: Path) -> None:
    # all-negative input: a zero pad would win the max; run_float must not let it
    m = model([helper.make_node("MaxPool", ["x"], ["y"], kernel_shape=[3, 3],
                                pads=[1, 1, 1, 1])], [], shape=(1, 2, 4, 4))
    path = tmp_path / "m.onnx"
    onnx.save(m, path)
    graph = load_model(path)
    x = -1.0 - np.abs(RNG.normal(size=(1, 2, 4, 4)))
    ref = ort.InferenceSession(str(path)).run(None, {"x": x.astype(np.float32)})[0]
    got = run_float(graph, x)["y"]
    assert (got < 0).all()
    np.testing.assert_allclose(got, ref, rtol=1e-6)


@pytest.mark.parametrize("op", ["GlobalAveragePool", "GlobalMaxPool"])
def test_global_pool(op: str, tmp_path: Path) -> None:
    graph = compare(model([helper.make_node(op, ["x"], ["y"])], []), tmp_path)
    assert kinds(graph) == ["global_avgpool" if op == "GlobalAveragePool" else "maxpool"]


@pytest.mark.parametrize("keepdims", [0, 1])
def test_reduce_mean_over_hw(keepdims: int, tmp_path: Path) -> None:
    node = helper.make_node("ReduceMean", ["x"], ["y"], axes=[2, 3], keepdims=keepdims)
    graph = compare(model([node], []), tmp_path)
    assert kinds(graph) == ["global_avgpool"]


# ---- element-wise ---------------------------------------------------------------------------
@pytest.mark.parametrize("op, kind", [("Add", "add"), ("Sub", "sub"), ("Mul", "mul")])
def test_binary_of_two_activations(op: str, kind: str, tmp_path: Path) -> None:
    nodes = [helper.make_node("Relu", ["x"], ["a"]), helper.make_node("Sigmoid", ["x"], ["b"]),
             helper.make_node(op, ["a", "b"], ["y"])]
    assert kinds(compare(model(nodes, []), tmp_path))[-1] == kind


@pytest.mark.parametrize("order", ["wide_first", "narrow_first"])
def test_mul_broadcast_squeeze_excitation(order: str, tmp_path: Path) -> None:
    nodes = [helper.make_node("GlobalAveragePool", ["x"], ["g"]),
             helper.make_node("Sigmoid", ["g"], ["s"]),
             helper.make_node("Mul", ["x", "s"] if order == "wide_first" else ["s", "x"], ["y"])]
    graph = compare(model(nodes, []), tmp_path)
    mul = graph.layers[-1]
    assert mul.kind == OpKind.MUL and mul.inputs == ("x", "s")


@pytest.mark.parametrize("value", [[2.5], [[[0.5]], [[-1.0]], [[2.0]], [[1.5]]]])
@pytest.mark.parametrize("first", [False, True])
def test_mul_by_constant_is_scale(value: list, first: bool, tmp_path: Path) -> None:
    node = helper.make_node("Mul", ["c", "x"] if first else ["x", "c"], ["y"])
    graph = compare(model([node], [const("c", value)]), tmp_path)
    assert kinds(graph) == ["scale"]
    scale = graph.weights[graph.layers[0].name]["scale"]
    assert scale.shape == (() if len(value) == 1 else (4,))


def test_div_by_constant_is_scale(tmp_path: Path) -> None:
    graph = compare(model([helper.make_node("Div", ["x", "c"], ["y"])],
                          [const("c", np.full((1, 4, 1, 1), 4.0))]), tmp_path)
    assert kinds(graph) == ["scale"]
    assert float(graph.weights[graph.layers[0].name]["scale"]) == 0.25


@pytest.mark.parametrize("op", ["Add", "Sub"])
def test_constant_after_conv_goes_into_the_bias(op: str, tmp_path: Path) -> None:
    nodes = [helper.make_node("Conv", ["x", "w", "b"], ["c"], name="conv"),
             helper.make_node(op, ["c", "k"], ["y"])]
    graph = compare(model(nodes, [rand("w", (3, 4, 1, 1)), rand("b", (3,)),
                                  rand("k", (1, 3, 1, 1))]), tmp_path)
    assert kinds(graph) == ["conv"] and graph.layers[0].output == "y"


@pytest.mark.parametrize("op, inputs", [("Add", ["x", "k"]), ("Add", ["k", "x"]),
                                        ("Sub", ["x", "k"]), ("Sub", ["k", "x"])])
def test_constant_on_an_input_is_a_depthwise_affine(op: str, inputs: list[str],
                                                    tmp_path: Path) -> None:
    graph = compare(model([helper.make_node(op, inputs, ["y"])], [rand("k", (4, 1, 1))]),
                    tmp_path)
    assert kinds(graph) == ["conv"]
    assert graph.layers[0].attrs == ConvAttrs(kernel=(1, 1), groups=4)


@pytest.mark.parametrize("axis", [1, -3])
def test_concat_channels(axis: int, tmp_path: Path) -> None:
    nodes = [helper.make_node("Relu", ["x"], ["a"]), helper.make_node("Tanh", ["x"], ["b"]),
             helper.make_node("Concat", ["a", "b", "x"], ["y"], axis=axis)]
    graph = compare(model(nodes, []), tmp_path)
    assert kinds(graph)[-1] == "concat" and graph.outputs[0].shape == (1, 12, 8, 8)


# ---- trailing Softmax -----------------------------------------------------------------------
@pytest.mark.parametrize("op", ["Softmax", "LogSoftmax"])
def test_trailing_softmax_runs_on_the_host(op: str, tmp_path: Path) -> None:
    nodes = [helper.make_node("Gemm", ["x", "w"], ["logits"], name="fc"),
             helper.make_node(op, ["logits"], ["y"], name="prob", axis=-1)]
    graph = compare(model(nodes, [rand("w", (12, 5))], shape=(1, 12)), tmp_path)
    assert kinds(graph) == ["gemm"]
    assert graph.host_ops == (f"{op}(prob)",)
    assert [t.name for t in graph.outputs] == ["logits"]


def test_softmax_after_global_pool_over_channels(tmp_path: Path) -> None:
    nodes = [helper.make_node("GlobalAveragePool", ["x"], ["g"]),
             helper.make_node("Softmax", ["g"], ["y"], axis=1)]
    graph = compare(model(nodes, [], opset=11), tmp_path)
    assert graph.host_ops == ("Softmax(Softmax_1)",)
