"""Bad input: each error is one ModelError (exit code 2) whose message names the file and says
what was wrong and what would fix it."""

from __future__ import annotations

import os
import re
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from pimsolve.errors import EXIT_BAD_INPUT, BadInputError, ModelError, UnsupportedOpError
from pimsolve.frontend import load_model, parse_input_shape, supported_ops


def conv_model(shape: tuple = (1, 3, 8, 8)) -> onnx.ModelProto:
    w = numpy_helper.from_array(np.ones((4, 3, 3, 3), np.float32), "w")
    graph = helper.make_graph([helper.make_node("Conv", ["x", "w"], ["y"], name="conv")], "g",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], [w])
    graph.output[0].type.tensor_type.shape.SetInParent()
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    m.ir_version = 8
    return m


def write(tmp_path: Path, m: onnx.ModelProto, name: str = "model.onnx") -> Path:
    path = tmp_path / name
    onnx.save(m, path)
    return path


def test_a_good_model_loads(tmp_path: Path) -> None:
    graph = load_model(write(tmp_path, conv_model()))
    assert graph.outputs[0].shape == (1, 4, 6, 6)


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nope.onnx"
    expected = f"{path}: no such file; expected an ONNX model"
    with pytest.raises(ModelError, match=re.escape(expected)) as info:
        load_model(path)
    assert info.value.exit_code == EXIT_BAD_INPUT


def test_directory(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="a directory; expected an ONNX model"):
        load_model(tmp_path)


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.onnx"
    path.write_bytes(b"")
    with pytest.raises(ModelError, match=re.escape(f"{path}: the file is empty")):
        load_model(path)


@pytest.mark.parametrize("data", [b"hello world\n", b"\x00\x01\x02 garbage", b"{\"json\": 1}"])
def test_not_onnx(data: bytes, tmp_path: Path) -> None:
    path = tmp_path / "model.onnx"
    path.write_bytes(data)
    with pytest.raises(ModelError, match=re.escape(str(path)) + r": not (a readable|an) ONNX "
                                         r"model .*the file is truncated or not ONNX"):
        load_model(path)


@pytest.mark.parametrize("fraction", [0.3, 0.6, 0.95])
def test_truncated_file(fraction: float, tmp_path: Path) -> None:
    data = conv_model().SerializeToString()
    path = tmp_path / "model.onnx"
    path.write_bytes(data[:int(len(data) * fraction)])
    with pytest.raises(ModelError, match=re.escape(str(path)) + ": not a"):
        load_model(path)


def test_checker_failure(tmp_path: Path) -> None:
    m = conv_model()
    m.graph.node[0].input[1] = "missing_weight"
    with pytest.raises(ModelError, match=r"model.onnx: not a valid ONNX model: .*missing_weight"):
        load_model(write(tmp_path, m))


def test_unsupported_operator_names_op_node_and_the_supported_list(tmp_path: Path) -> None:
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, (1, 3, 8))
    lstm_w = numpy_helper.from_array(np.zeros((1, 16, 8), np.float32), "W")
    lstm_r = numpy_helper.from_array(np.zeros((1, 16, 4), np.float32), "R")
    graph = helper.make_graph([helper.make_node("LSTM", ["x", "W", "R"], ["y"], name="lstm_1",
                                                hidden_size=4)], "g", [x],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT,
                                                             (1, 1, 3, 4))], [lstm_w, lstm_r])
    m = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    path = write(tmp_path, m)
    with pytest.raises(UnsupportedOpError) as info:
        load_model(path)
    message = str(info.value)
    assert message.startswith(f"{path}: node 'lstm_1' (LSTM): unsupported operator; supported: "
                              "Add, AveragePool, BatchNormalization, ")
    assert message.endswith(", ".join(supported_ops()))
    assert info.value.exit_code == EXIT_BAD_INPUT


def test_custom_domain_operator(tmp_path: Path) -> None:
    m = conv_model()
    m.graph.node[0].op_type, m.graph.node[0].domain = "FusedConv", "com.acme"
    m.opset_import.append(helper.make_opsetid("com.acme", 1))
    with pytest.raises(UnsupportedOpError, match=r"node 'conv' \(FusedConv\): unsupported "
                                                 r"operator of domain 'com.acme'; supported: Add"):
        load_model(write(tmp_path, m))


def test_shape_operator_on_activations(tmp_path: Path) -> None:
    m = conv_model()
    m.graph.node.append(helper.make_node("Cast", ["y"], ["z"], name="cast", to=TensorProto.FLOAT))
    m.graph.output[0].name = "z"
    with pytest.raises(UnsupportedOpError, match=r"node 'cast' \(Cast\): computes on "
                                                 r"activations; pimsolve evaluates Cast only on "
                                                 "constants"):
        load_model(write(tmp_path, m))


def test_dynamic_shape_without_input_shape(tmp_path: Path) -> None:
    path = write(tmp_path, conv_model(("N", 3, 224, 224)))
    with pytest.raises(ModelError, match=re.escape(
            f"{path}: input 'x' has a dynamic shape (?, 3, 224, 224); pass --input-shape "
            "1x3x224x224")):
        load_model(path)
    assert load_model(path, (1, 3, 224, 224)).outputs[0].shape == (1, 4, 222, 222)


def test_dynamic_spatial_dims_suggest_names(tmp_path: Path) -> None:
    path = write(tmp_path, conv_model(("N", 3, "H", "W")))
    with pytest.raises(ModelError, match=re.escape("(?, 3, ?, ?); pass --input-shape 1x3xHxW")):
        load_model(path)


@pytest.mark.parametrize("shape, expected", [
    ((1, 3, 16, 16), "differs in dimension 2"),
    ((1, 3, 8), "has rank 4 (1, 3, 8, 8); --input-shape 1x3x8 has rank 3"),
])
def test_input_shape_that_contradicts_the_model(shape: tuple, expected: str,
                                               tmp_path: Path) -> None:
    with pytest.raises(ModelError, match=re.escape(expected)):
        load_model(write(tmp_path, conv_model()), shape)


def test_parse_input_shape() -> None:
    assert parse_input_shape("1x3x224x224") == (1, 3, 224, 224)
    assert parse_input_shape("1,3, 32,32") == (1, 3, 32, 32)
    for bad in ("", "1x0x3", "ax3", "-1x3"):
        with pytest.raises(BadInputError, match="--input-shape: expected positive integers"):
            parse_input_shape(bad)


def test_two_inputs(tmp_path: Path) -> None:
    m = conv_model()
    m.graph.input.append(helper.make_tensor_value_info("x2", TensorProto.FLOAT, (1, 3)))
    with pytest.raises(ModelError, match=r"the model has 2 activation inputs \('x', 'x2'\); "
                                         "pimsolve maps models with exactly one input"):
        load_model(write(tmp_path, m))


def test_integer_input(tmp_path: Path) -> None:
    m = conv_model()
    m.graph.input[0].type.tensor_type.elem_type = TensorProto.INT64
    with pytest.raises(ModelError, match="input 'x' has element type INT64; expected a "
                                         "floating-point tensor"):
        load_model(write(tmp_path, m))


def test_softmax_in_the_middle(tmp_path: Path) -> None:
    m = conv_model()
    m.graph.node[0].output[0] = "c"
    m.graph.node.extend([helper.make_node("Softmax", ["c"], ["s"], name="sm", axis=1),
                         helper.make_node("Relu", ["s"], ["y"])])
    with pytest.raises(UnsupportedOpError, match=r"node 'sm' \(Softmax\): Softmax is supported "
                                                 "only as the last operation"):
        load_model(write(tmp_path, m))


def test_reshape_that_is_not_a_view(tmp_path: Path) -> None:
    m = conv_model()
    m.graph.node.append(helper.make_node("Reshape", ["y", "shape"], ["z"], name="r"))
    m.graph.initializer.append(numpy_helper.from_array(np.array([1, 24, 6], np.int64), "shape"))
    m.graph.output[0].name = "z"
    with pytest.raises(UnsupportedOpError, match=re.escape(
            "node 'r' (Reshape): reshapes (1, 4, 6, 6) to (1, 24, 6)")):
        load_model(write(tmp_path, m))


def test_division_by_an_activation(tmp_path: Path) -> None:
    m = conv_model()
    m.graph.node[0].output[0] = "c"
    m.graph.node.append(helper.make_node("Div", ["c", "c"], ["y"], name="div"))
    with pytest.raises(UnsupportedOpError, match=r"node 'div' \(Div\): only division of an "
                                                 "activation by a constant"):
        load_model(write(tmp_path, m))


def test_conv_with_computed_weights(tmp_path: Path) -> None:
    m = conv_model()
    m.graph.node.append(helper.make_node("Conv", ["y", "y"], ["z"], name="conv2"))
    m.graph.output[0].name = "z"
    with pytest.raises(UnsupportedOpError, match=r"node 'conv2' \(Conv\): the weight \('y'\) "
                                                 "must be a constant"):
        load_model(write(tmp_path, m))


# ---- external data ----------------------------------------------------------------------------
def _external(tmp_path: Path, location: str) -> Path:
    m = conv_model()
    tensor = m.graph.initializer[0]
    data = tensor.raw_data or numpy_helper.to_array(tensor).tobytes()
    tensor.ClearField("raw_data")
    tensor.ClearField("float_data")
    for key, value in (("location", location), ("offset", "0"), ("length", str(len(data)))):
        entry = tensor.external_data.add()
        entry.key, entry.value = key, value
    tensor.data_location = TensorProto.EXTERNAL
    target = (tmp_path / "models" / location)
    target.parent.mkdir(parents=True, exist_ok=True)
    if not os.path.isabs(location):
        target.write_bytes(data)
    (tmp_path / "models").mkdir(exist_ok=True)
    path = tmp_path / "models" / "model.onnx"
    path.write_bytes(m.SerializeToString())
    return path


def test_external_data_inside_the_folder_loads(tmp_path: Path) -> None:
    graph = load_model(_external(tmp_path, "weights/model.bin"))
    np.testing.assert_array_equal(graph.weights["conv"]["weight"], np.ones((4, 3, 3, 3)))


def test_external_data_escaping_the_folder(tmp_path: Path) -> None:
    path = _external(tmp_path, "../secret.bin")
    with pytest.raises(ModelError, match=re.escape(
            f"{path}: initializer 'w': external data location '../secret.bin': points outside "
            "the model's folder")):
        load_model(path)


def test_external_data_with_an_absolute_path(tmp_path: Path) -> None:
    path = _external(tmp_path, "/etc/passwd")
    with pytest.raises(ModelError, match="external data location '/etc/passwd': absolute paths "
                                         "are not allowed"):
        load_model(path)


def test_external_data_through_a_symlink_out_of_the_folder(tmp_path: Path) -> None:
    path = _external(tmp_path, "link/model.bin")
    outside = tmp_path / "outside"
    outside.mkdir()
    (tmp_path / "models" / "link" / "model.bin").rename(outside / "model.bin")
    (tmp_path / "models" / "link").rmdir()
    (tmp_path / "models" / "link").symlink_to(outside)
    with pytest.raises(ModelError, match="points outside the model's folder"):
        load_model(path)


def test_external_data_file_missing(tmp_path: Path) -> None:
    path = _external(tmp_path, "gone.bin")
    (tmp_path / "models" / "gone.bin").unlink()
    with pytest.raises(ModelError, match=r"external data location 'gone.bin': file .* does not "
                                         "exist"):
        load_model(path)


def test_docs_list_the_supported_operators() -> None:
    docs = (Path(__file__).resolve().parents[3] / "docs" / "frontend.md").read_text()
    assert f"supported: {', '.join(supported_ops())}`" in docs
    for op in supported_ops():
        assert f"| {op}" in docs or f", {op}" in docs or f"{op} |" in docs, op
