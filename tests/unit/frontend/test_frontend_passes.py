"""Frontend passes: folding (PyTorch- and PaddlePaddle-style graphs), BatchNorm folding, Pad
merging, HardSwish spellings, Identity/Dropout removal, activation fusion, views, names.
Numerics are checked against onnxruntime on the original model."""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper

from pimsolve.errors import UnsupportedOpError
from pimsolve.frontend import load_model
from pimsolve.ir.execute import apply_host_ops, run_float
from pimsolve.ir.graph import ActAttrs, ConvAttrs, Graph, OpKind

RNG = np.random.default_rng(11)


def const(name: str, value: object, dtype: type = np.float32) -> onnx.TensorProto:
    return numpy_helper.from_array(np.asarray(value, dtype=dtype), name)


def rand(name: str, shape: tuple[int, ...], scale: float = 0.5) -> onnx.TensorProto:
    return const(name, RNG.normal(0.0, scale, shape))


def bn_params(prefix: str, c: int) -> list[onnx.TensorProto]:
    return [const(f"{prefix}.g", RNG.uniform(0.5, 1.5, c)),
            const(f"{prefix}.b", RNG.normal(0, .3, c)),
            const(f"{prefix}.m", RNG.normal(0, .3, c)),
            const(f"{prefix}.v", RNG.uniform(.5, 2, c))]


def bn(x: str, y: str, prefix: str, name: str | None = None) -> onnx.NodeProto:
    return helper.make_node("BatchNormalization", [x] + [f"{prefix}.{k}" for k in "gbmv"], [y],
                            name=name or prefix, epsilon=1e-3)


def model(nodes: list[onnx.NodeProto], inits: list[onnx.TensorProto],
          shape: tuple = (1, 4, 8, 8), opset: int = 13, out_shape: tuple | None = None
          ) -> onnx.ModelProto:
    out = helper.make_tensor_value_info("y", TensorProto.FLOAT, out_shape) if out_shape else \
        helper.make_empty_tensor_value_info("y")
    graph = helper.make_graph(nodes, "test", [helper.make_tensor_value_info("x", TensorProto.FLOAT,
                                                                           shape)], [out], inits)
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    m.ir_version = 8
    return onnx.shape_inference.infer_shapes(m)


def compare(m: onnx.ModelProto, tmp_path: Path, input_shape: tuple[int, ...] | None = None
            ) -> Graph:
    path = tmp_path / "model.onnx"
    onnx.save(m, path)
    graph = load_model(path, input_shape)
    x = RNG.normal(size=graph.inputs[0].shape).astype(np.float32)
    ours = apply_host_ops(graph, run_float(graph, x))
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    (ref,) = ort.InferenceSession(str(path), options).run(None, {graph.inputs[0].name: x})
    (got,) = ours.values()
    err = np.abs(got.reshape(ref.shape) - ref).max()
    assert err <= 1e-4 * max(1.0, float(np.abs(ref).max())), err
    return graph


def kinds(graph: Graph) -> list[str]:
    return [layer.kind.value for layer in graph.layers]


# ---- BatchNormalization ---------------------------------------------------------------------
def test_batchnorm_folds_into_conv_exactly(tmp_path: Path) -> None:
    w, b = rand("w", (6, 4, 3, 3)), rand("b", (6,))
    params = bn_params("bn", 6)
    nodes = [helper.make_node("Conv", ["x", "w", "b"], ["c"], name="conv", pads=[1, 1, 1, 1]),
             bn("c", "y", "bn")]
    graph = compare(model(nodes, [w, b, *params]), tmp_path)
    assert kinds(graph) == ["conv"] and graph.layers[0].output == "y"
    g, beta, mean, var = (numpy_helper.to_array(p).astype(np.float64) for p in params)
    scale = g / np.sqrt(var + 1e-3)
    folded = graph.weights["conv"]
    np.testing.assert_allclose(folded["weight"], numpy_helper.to_array(w) * scale[:, None, None,
                                                                                   None], rtol=1e-6)
    np.testing.assert_allclose(folded["bias"], (numpy_helper.to_array(b) - mean) * scale + beta,
                               rtol=1e-5, atol=1e-6)


def test_batchnorm_folds_into_gemm(tmp_path: Path) -> None:
    nodes = [helper.make_node("Gemm", ["x", "w", "b"], ["t"], name="fc", transB=1),
             bn("t", "y", "bn")]
    graph = compare(model(nodes, [rand("w", (5, 12)), rand("b", (5,)), *bn_params("bn", 5)],
                          shape=(1, 12)), tmp_path)
    assert kinds(graph) == ["gemm"]


def test_batchnorm_on_the_input_becomes_a_depthwise_affine(tmp_path: Path) -> None:
    graph = compare(model([bn("x", "y", "bn")], bn_params("bn", 4)), tmp_path)
    assert kinds(graph) == ["conv"]
    assert graph.layers[0].attrs == ConvAttrs(kernel=(1, 1), groups=4)


def test_batchnorm_after_relu_and_after_a_shared_conv(tmp_path: Path) -> None:
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], name="conv"),
             helper.make_node("Relu", ["c"], ["r"]), bn("r", "n1", "bn1"),
             bn("c", "n2", "bn2"), helper.make_node("Add", ["n1", "n2"], ["y"])]
    graph = compare(model(nodes, [rand("w", (4, 4, 1, 1)), *bn_params("bn1", 4),
                                  *bn_params("bn2", 4)]), tmp_path)
    assert kinds(graph) == ["conv", "relu", "conv", "conv", "add"]


def test_batchnorm_on_2d_becomes_a_diagonal_gemm(tmp_path: Path) -> None:
    nodes = [helper.make_node("Relu", ["x"], ["r"]), bn("r", "y", "bn")]
    graph = compare(model(nodes, bn_params("bn", 6), shape=(1, 6)), tmp_path)
    assert kinds(graph) == ["relu", "gemm"]


# ---- Pad ------------------------------------------------------------------------------------
@pytest.mark.parametrize("form", ["attribute", "inputs", "axes"])
def test_pad_merges_into_conv(form: str, tmp_path: Path) -> None:
    pads = [0, 0, 1, 2, 0, 0, 2, 0]
    if form == "attribute":  # opset < 11
        pad = helper.make_node("Pad", ["x"], ["p"], pads=pads, mode="constant", value=0.0)
        inits, opset = [], 10
    elif form == "inputs":
        pad = helper.make_node("Pad", ["x", "pads", "zero"], ["p"], mode="constant")
        inits, opset = [const("pads", pads, np.int64), const("zero", 0.0)], 13
    else:  # opset 18: pads only for the listed axes
        pad = helper.make_node("Pad", ["x", "pads", "", "axes"], ["p"])
        inits = [const("pads", [1, 2, 2, 0], np.int64), const("axes", [2, 3], np.int64)]
        opset = 18
    nodes = [pad, helper.make_node("Conv", ["p", "w"], ["y"], name="conv", pads=[1, 0, 0, 1])]
    graph = compare(model(nodes, [rand("w", (3, 4, 3, 3)), *inits], opset=opset), tmp_path)
    assert kinds(graph) == ["conv"]
    assert graph.layers[0].attrs.pads == (2, 2, 2, 1)  # type: ignore[union-attr]
    assert graph.layers[0].inputs == ("x",)


def test_pad_merges_into_avgpool_counting_the_padding(tmp_path: Path) -> None:
    nodes = [helper.make_node("Pad", ["x", "pads"], ["p"]),
             helper.make_node("AveragePool", ["p"], ["y"], kernel_shape=[3, 3])]
    graph = compare(model(nodes, [const("pads", [0, 0, 1, 1, 0, 0, 1, 1], np.int64)]), tmp_path)
    assert kinds(graph) == ["avgpool"]
    attrs = graph.layers[0].attrs
    assert attrs.pads == (1, 1, 1, 1) and attrs.count_include_pad  # type: ignore[union-attr]


def test_pad_merges_into_maxpool_after_relu(tmp_path: Path) -> None:
    nodes = [helper.make_node("Relu", ["x"], ["r"]), helper.make_node("Pad", ["r", "pads"], ["p"]),
             helper.make_node("MaxPool", ["p"], ["y"], kernel_shape=[2, 2], strides=[2, 2])]
    graph = compare(model(nodes, [const("pads", [0, 0, 0, 0, 0, 0, 1, 1], np.int64)]), tmp_path)
    assert kinds(graph) == ["relu", "maxpool"]


def test_pad_before_maxpool_of_signed_values_is_rejected(tmp_path: Path) -> None:
    nodes = [helper.make_node("Pad", ["x", "pads"], ["p"], name="pad"),
             helper.make_node("MaxPool", ["p"], ["y"], kernel_shape=[2, 2])]
    path = tmp_path / "m.onnx"
    onnx.save(model(nodes, [const("pads", [0, 0, 1, 1, 0, 0, 1, 1], np.int64)]), path)
    with pytest.raises(UnsupportedOpError, match=r"node 'pad' \(Pad\): zero padding in front of "
                                                 r"MaxPool .* non-negative"):
        load_model(path)


def test_reflect_pad_is_unsupported(tmp_path: Path) -> None:
    nodes = [helper.make_node("Pad", ["x", "pads"], ["p"], name="pad", mode="reflect"),
             helper.make_node("Conv", ["p", "w"], ["y"])]
    path = tmp_path / "m.onnx"
    onnx.save(model(nodes, [const("pads", [0, 0, 1, 1, 0, 0, 1, 1], np.int64),
                            rand("w", (2, 4, 3, 3))]), path)
    with pytest.raises(UnsupportedOpError, match=r"node 'pad' \(Pad\): Pad is supported only as "
                                                 "zero padding"):
        load_model(path)


# ---- HardSwish spellings --------------------------------------------------------------------
def _hard_swish_nodes(spelling: str) -> tuple[list[onnx.NodeProto], list[onnx.TensorProto]]:
    inits = [const("three", 3.0), const("zero", 0.0), const("six", 6.0), const("sixth", 1 / 6)]
    add = helper.make_node("Add", ["x", "three"] if spelling != "swapped" else ["three", "x"],
                           ["a"])
    clip = helper.make_node("Clip", ["a", "zero", "six"], ["c"])
    tail = {
        "mul_div": [helper.make_node("Mul", ["x", "c"], ["m"]),
                    helper.make_node("Div", ["m", "six"], ["y"])],
        "mul_mul": [helper.make_node("Mul", ["c", "x"], ["m"]),
                    helper.make_node("Mul", ["sixth", "m"], ["y"])],
        "div_mul": [helper.make_node("Div", ["c", "six"], ["h"]),
                    helper.make_node("Mul", ["h", "x"], ["y"])],
        "swapped": [helper.make_node("Mul", ["c", "x"], ["m"]),
                    helper.make_node("Div", ["m", "six"], ["y"])],
    }[spelling]
    return [add, clip, *tail], inits


@pytest.mark.parametrize("spelling", ["mul_div", "mul_mul", "div_mul", "swapped"])
def test_hard_swish_spellings_become_one_layer(spelling: str, tmp_path: Path) -> None:
    nodes, inits = _hard_swish_nodes(spelling)
    graph = compare(model(nodes, inits), tmp_path)
    assert kinds(graph) == ["hard_swish"] and graph.layers[0].inputs == ("x",)


def test_relu6_of_x_plus_3_over_6_is_hard_sigmoid(tmp_path: Path) -> None:
    nodes, inits = _hard_swish_nodes("div_mul")
    nodes = nodes[:3]
    nodes[-1].output[0] = "y"
    graph = compare(model(nodes, inits), tmp_path)
    assert kinds(graph) == ["hard_sigmoid"]
    attrs = graph.layers[0].attrs
    assert isinstance(attrs, ActAttrs) and attrs.alpha == pytest.approx(1 / 6)


def test_hard_sigmoid_times_input_is_hard_swish(tmp_path: Path) -> None:
    nodes = [helper.make_node("HardSigmoid", ["x"], ["h"], alpha=1 / 6, beta=0.5),
             helper.make_node("Mul", ["x", "h"], ["y"])]
    assert kinds(compare(model(nodes, []), tmp_path)) == ["hard_swish"]


def test_hard_swish_pattern_with_a_shared_intermediate_is_left_alone(tmp_path: Path) -> None:
    nodes, inits = _hard_swish_nodes("mul_div")
    nodes[-1].output[0] = "d"
    nodes.append(helper.make_node("Add", ["d", "c"], ["y"]))  # the relu6 value is read twice
    graph = compare(model(nodes, inits), tmp_path)
    assert "hard_swish" not in kinds(graph)


# ---- copies, fusion, views ------------------------------------------------------------------
def test_identity_and_dropout_disappear_and_the_output_keeps_its_name(tmp_path: Path) -> None:
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], name="conv"),
             helper.make_node("Dropout", ["c"], ["d"], name="drop"),
             helper.make_node("Relu", ["d"], ["r"]),
             helper.make_node("Identity", ["r"], ["y"], name="id")]
    graph = compare(model(nodes, [rand("w", (3, 4, 1, 1))]), tmp_path)
    assert kinds(graph) == ["conv"] and graph.outputs[0].name == "y"
    assert graph.layers[0].fused == ((OpKind.RELU, None),)


def test_relu_and_clip_fuse_in_order(tmp_path: Path) -> None:
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], name="conv"),
             helper.make_node("Relu", ["c"], ["r"]),
             helper.make_node("Clip", ["r", "", "hi"], ["y"])]
    graph = compare(model(nodes, [rand("w", (3, 4, 1, 1)), const("hi", 0.5)]), tmp_path)
    assert kinds(graph) == ["conv"]
    assert graph.layers[0].fused == ((OpKind.RELU, None),
                                     (OpKind.CLIP, ActAttrs(lo=-np.inf, hi=0.5)))


def test_no_fusion_when_the_conv_output_is_read_twice(tmp_path: Path) -> None:
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], name="conv"),
             helper.make_node("Relu", ["c"], ["r"]), helper.make_node("Add", ["r", "c"], ["y"])]
    graph = compare(model(nodes, [rand("w", (4, 4, 1, 1))]), tmp_path)
    assert kinds(graph) == ["conv", "relu", "add"]


@pytest.mark.parametrize("view", ["flatten", "reshape", "squeeze"])
def test_views_before_gemm(view: str, tmp_path: Path) -> None:
    node = {"flatten": helper.make_node("Flatten", ["g"], ["f"]),
            "reshape": helper.make_node("Reshape", ["g", "shape"], ["f"]),
            "squeeze": helper.make_node("Squeeze", ["g", "axes"], ["f"])}[view]
    nodes = [helper.make_node("GlobalAveragePool", ["x"], ["g"]), node,
             helper.make_node("Gemm", ["f", "w"], ["y"], transB=1)]
    inits = [rand("w", (3, 4)), const("shape", [1, -1], np.int64), const("axes", [2, 3], np.int64)]
    graph = compare(model(nodes, inits), tmp_path)
    assert kinds(graph) == ["global_avgpool", "gemm"]


def test_trailing_flatten_keeps_the_output_name(tmp_path: Path) -> None:
    nodes = [helper.make_node("GlobalAveragePool", ["x"], ["g"]),
             helper.make_node("Flatten", ["g"], ["y"])]
    graph = compare(model(nodes, []), tmp_path)
    assert graph.outputs[0].name == "y" and graph.outputs[0].shape == (1, 4, 1, 1)


def test_squeeze_excitation_fc_head_becomes_1x1_convs(tmp_path: Path) -> None:
    nodes = [helper.make_node("GlobalAveragePool", ["x"], ["g"]),
             helper.make_node("Flatten", ["g"], ["f"]),
             helper.make_node("Gemm", ["f", "w1", "b1"], ["h"], transB=1, name="fc1"),
             helper.make_node("Relu", ["h"], ["r"]),
             helper.make_node("Gemm", ["r", "w2", "b2"], ["s"], transB=1, name="fc2"),
             helper.make_node("Sigmoid", ["s"], ["a"]),
             helper.make_node("Reshape", ["a", "shape"], ["a4"]),
             helper.make_node("Mul", ["x", "a4"], ["y"])]
    inits = [rand("w1", (2, 4)), rand("b1", (2,)), rand("w2", (4, 2)), rand("b2", (4,)),
             const("shape", [1, 4, 1, 1], np.int64)]
    graph = compare(model(nodes, inits), tmp_path)
    assert kinds(graph) == ["global_avgpool", "conv", "conv", "sigmoid", "mul"]
    assert graph.weights["fc1"]["weight"].shape == (2, 4, 1, 1)
    assert graph.layers[1].fused == ((OpKind.RELU, None),)


# ---- graph styles ---------------------------------------------------------------------------
def _paddle_style() -> onnx.ModelProto:
    """Weights in Constant nodes; Flatten spelled as Shape/Gather/Cast/Slice/ReduceProd/Concat/
    Unsqueeze feeding Reshape, as PaddlePaddle (and TF) exporters write it."""
    def constant(name: str, value: np.ndarray) -> onnx.NodeProto:
        value = np.asarray(value)
        value = value.astype(np.float32) if value.dtype == np.float64 else value
        return helper.make_node("Constant", [], [name], value=numpy_helper.from_array(value),
                                name=f"const_{name}")

    nodes = [
        constant("w", RNG.normal(0, .4, (6, 3, 3, 3))), constant("b", RNG.normal(0, .1, 6)),
        helper.make_node("Conv", ["x", "w", "b"], ["c"], pads=[1, 1, 1, 1], name="conv2d_0"),
        constant("bn_scale", RNG.uniform(.5, 1.5, 6)), constant("bn_bias", RNG.normal(0, .1, 6)),
        constant("bn_mean", RNG.normal(0, .1, 6)), constant("bn_var", RNG.uniform(.5, 1.5, 6)),
        helper.make_node("BatchNormalization", ["c", "bn_scale", "bn_bias", "bn_mean", "bn_var"],
                         ["n"], name="batch_norm_0"),
        helper.make_node("Relu", ["n"], ["r"], name="relu_0"),
        helper.make_node("MaxPool", ["r"], ["p"], kernel_shape=[2, 2], strides=[2, 2],
                         name="pool2d_0"),
        helper.make_node("Shape", ["p"], ["shape"], name="shape_0"),
        constant("zero", np.array(0, dtype=np.int64)),
        helper.make_node("Gather", ["shape", "zero"], ["batch"], axis=0, name="gather_0"),
        helper.make_node("Cast", ["batch"], ["batch_i"], to=TensorProto.INT64, name="cast_0"),
        constant("ax0", np.array([0], dtype=np.int64)),
        helper.make_node("Unsqueeze", ["batch_i", "ax0"], ["batch_1"], name="unsqueeze_0"),
        constant("s1", np.array([1], dtype=np.int64)), constant("e4", np.array([4], np.int64)),
        helper.make_node("Slice", ["shape", "s1", "e4"], ["chw"], name="slice_0"),
        helper.make_node("ReduceProd", ["chw"], ["feat"], keepdims=1, name="reduce_prod_0"),
        helper.make_node("Concat", ["batch_1", "feat"], ["target"], axis=0, name="concat_0"),
        helper.make_node("Reshape", ["p", "target"], ["flat"], name="reshape2_0"),
        constant("fc_w", RNG.normal(0, .2, (6 * 4 * 4, 5))),
        helper.make_node("MatMul", ["flat", "fc_w"], ["mm"], name="matmul_0"),
        constant("fc_b", RNG.normal(0, .1, (1, 5))),
        helper.make_node("Add", ["mm", "fc_b"], ["logits"], name="elementwise_add_0"),
        helper.make_node("Softmax", ["logits"], ["y"], axis=1, name="softmax_0"),
    ]
    return model(nodes, [], shape=("batch", 3, 8, 8), out_shape=("batch", 5))


def test_paddle_style_graph(tmp_path: Path) -> None:
    graph = compare(_paddle_style(), tmp_path, input_shape=(1, 3, 8, 8))
    assert kinds(graph) == ["conv", "maxpool", "gemm"]
    assert [layer.name for layer in graph.layers] == ["conv2d_0", "pool2d_0", "matmul_0"]
    assert graph.host_ops == ("Softmax(softmax_0)",)


def test_old_style_graph_lists_initializers_as_inputs(tmp_path: Path) -> None:
    w = rand("w", (3, 4, 3, 3))
    graph = helper.make_graph(
        [helper.make_node("Conv", ["x", "w"], ["y"])], "old",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, (1, 4, 8, 8)),
         helper.make_tensor_value_info("w", TensorProto.FLOAT, (3, 4, 3, 3))],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, (1, 3, 6, 6))], [w])
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 9)])
    m.ir_version = 3
    assert kinds(compare(m, tmp_path)) == ["conv"]


def test_empty_and_duplicate_node_names_get_stable_unique_ones(tmp_path: Path) -> None:
    nodes = [helper.make_node("Relu", ["x"], ["a"], name=""),
             helper.make_node("Sigmoid", ["a"], ["b"], name="act"),
             helper.make_node("Tanh", ["b"], ["c"], name="act"),
             helper.make_node("Relu", ["c"], ["y"], name="Tanh_2")]
    path = tmp_path / "model.onnx"  # onnxruntime refuses duplicate names; onnx allows them
    onnx.save(model(nodes, []), path)
    graph = load_model(path)
    again = load_model(path)
    assert [la.name for la in again.layers] == [la.name for la in graph.layers]
    assert [layer.name for layer in graph.layers] == ["Relu_0", "act", "Tanh_2_1", "Tanh_2"]


def test_dynamic_batch_is_fixed_by_input_shape(tmp_path: Path) -> None:
    nodes = [helper.make_node("Conv", ["x", "w"], ["y"], pads=[1, 1, 1, 1])]
    graph = compare(model(nodes, [rand("w", (2, 4, 3, 3))], shape=("N", 4, "H", "W")), tmp_path,
                    input_shape=(1, 4, 6, 10))
    assert graph.inputs[0].shape == (1, 4, 6, 10) and graph.outputs[0].shape == (1, 2, 6, 10)


def test_the_model_file_is_never_modified(tmp_path: Path) -> None:
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"]), bn("c", "y", "bn")]
    path = tmp_path / "model.onnx"
    onnx.save(model(nodes, [rand("w", (3, 4, 3, 3)), *bn_params("bn", 3)],
                    shape=("N", 4, 8, 8)), path)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    stat = path.stat()
    load_model(path, (1, 4, 8, 8))
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    assert path.stat().st_mtime_ns == stat.st_mtime_ns
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.onnx"]
