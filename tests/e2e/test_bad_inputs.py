"""Bad inputs an adversarial user tries: each is refused with exit 2 (or 4 for a changed
program) and one line naming the file and the limit, quickly and before any large
allocation; a hypothesis fuzz of the hwspec loader and the assembler never ends in an
internal error."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import zipfile
from pathlib import Path

import numpy as np
import onnx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper
from typer.testing import CliRunner

from pimsolve.cli import app
from pimsolve.errors import AsmError, BadInputError
from pimsolve.hwspec import load_hwspec
from pimsolve.isa.asm import parse_program

ROOT = Path(__file__).resolve().parents[2]
PUMA = ROOT / "hwspec" / "puma.yaml"
SMALL = ROOT / "hwspec" / "small-8x16.yaml"
LENET = ROOT / "models" / "lenet5.onnx"
runner = CliRunner()


def invoke(*args: object):
    return runner.invoke(app, [str(a) for a in args])


def _refused(result, *words: str, code: int = 2) -> None:
    assert result.exit_code == code, result.output
    assert "internal error" not in result.output
    for word in words:
        assert word in result.output, result.output


def _puma_with(tmp_path: Path, old: str, new: str) -> Path:
    text = PUMA.read_text()
    assert old in text
    path = tmp_path / "hw.yaml"
    path.write_text(text.replace(old, new, 1))
    return path


# ---- hwspec numbers and limits ------------------------------------------------------------------
@pytest.mark.parametrize("old,new,words", [
    ("  arrays: 128 ", "  arrays: 1e999999999 ", ("core.arrays", "within 1e±60")),
    ("  arrays: 128 ", "  arrays: ((((2**256)**256)**256)**256)**256 ", ("core.arrays", "1e±60")),
    ("  arrays: 128 ", "  arrays: 10**12 ", ("core.arrays", "1..4096")),
    ("    bytes: 64 * 1024 ", "    bytes: 10**15 ", ("core.local_memory.bytes",)),
    ("  bytes: 4 * 2**30 ", "  bytes: 2**200 ", ("global_memory.bytes",)),
    ("  weights: 16 ", "  weights: 1 ", ("precision.weights", "2..32")),
    ("  inputs: 16 ", "  inputs: 64 ", ("precision.inputs", "4..32")),
])
def test_check_refuses_what_map_could_not_use(tmp_path, old, new, words):
    _refused(invoke("check", _puma_with(tmp_path, old, new)), *words)


# ---- command-line numbers -------------------------------------------------------------------------
@pytest.mark.parametrize("option,value", [("--time-limit", "nan"), ("--time-limit", "inf"),
                                          ("--time-limit", "-1"), ("--time-limit", "1e308"),
                                          ("--seed", "-1"), ("--workers", "0")])
def test_command_line_numbers_out_of_range(tmp_path, option, value):
    _refused(invoke("map", LENET, "--hw", SMALL, option, value, "--out", tmp_path / "s"), option)
    assert not (tmp_path / "s").exists()


def test_tile_and_bound_check_their_time_limit_too():
    _refused(invoke("tile", "--hw", "puma", "--shape", "1,8,8,8,8,3,3", "--time-limit", "nan"),
             "--time-limit")
    _refused(invoke("bound", LENET, "--hw", "puma", "--time-limit", "-1"), "--time-limit")


# ---- models ---------------------------------------------------------------------------------------
def _gemm_model(weights: np.ndarray) -> onnx.ModelProto:
    w = numpy_helper.from_array(weights.astype(np.float32), "w")
    graph = helper.make_graph(
        [helper.make_node("Gemm", ["x", "w"], ["y"], name="fc", transB=1)], "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, (1, weights.shape[1]))],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, (1, weights.shape[0]))], [w])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    return model


@pytest.mark.parametrize("value,words", [(np.nan, "finite"), (np.inf, "finite"),
                                         (3e38, "within ±1e+15")])
def test_weights_that_are_not_finite_numbers(tmp_path, value, words):
    weights = np.ones((4, 8), dtype=np.float32)
    weights[1, 2] = value
    path = tmp_path / "m.onnx"
    onnx.save(_gemm_model(weights), path)
    _refused(invoke("map", path, "--hw", SMALL, "--out", tmp_path / "s"), "initializer 'w'",
             words)


def test_a_constant_that_folds_to_gigabytes(tmp_path):
    """A few hundred bytes of ConstantOfShape would make 10**11 elements: refused by size."""
    shape = numpy_helper.from_array(np.array([10**5, 10**6], dtype=np.int64), "shape")
    nodes = [helper.make_node("ConstantOfShape", ["shape"], ["big"], name="bomb"),
             helper.make_node("ReduceSum", ["big"], ["total"], name="sum", keepdims=0),
             helper.make_node("Add", ["x", "total"], ["y"], name="add")]
    graph = helper.make_graph(nodes, "g",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, (1, 8))],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, (1, 8))],
                              [shape])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)])
    model.ir_version = 8
    path = tmp_path / "bomb.onnx"
    onnx.save(model, path)
    _refused(invoke("map", path, "--hw", SMALL, "--out", tmp_path / "s"), "bomb",
             "100,000,000,000 elements")


def test_external_data_with_a_nul_byte(tmp_path):
    model = _gemm_model(np.ones((4, 8)))
    tensor = model.graph.initializer[0]
    tensor.ClearField("raw_data")
    tensor.ClearField("float_data")
    entry = tensor.external_data.add()
    entry.key, entry.value = "location", "w\x00.bin"
    tensor.data_location = TensorProto.EXTERNAL
    path = tmp_path / "m.onnx"
    path.write_bytes(model.SerializeToString())
    _refused(invoke("map", path, "--hw", SMALL, "--out", tmp_path / "s"), "NUL byte")


# ---- arrays and program files ---------------------------------------------------------------------
def _npy_header(shape: tuple[int, ...]) -> bytes:
    """A .npy file whose header declares ``shape`` of int8 but which holds 16 bytes."""
    buffer = io.BytesIO()
    np.lib.format.write_array_header_1_0(buffer, {"descr": "|i1", "fortran_order": False,
                                                  "shape": shape})
    return buffer.getvalue() + bytes(16)


def test_a_calibration_file_that_declares_a_terabyte(tmp_path):
    path = tmp_path / "calib.npy"
    path.write_bytes(_npy_header((10**6, 10**6)))
    _refused(invoke("map", LENET, "--hw", SMALL, "--calibrate", path, "--out", tmp_path / "s"),
             "calib.npy", "declares 1,000,000,000,000 bytes")


@pytest.fixture(scope="module")
def solution(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("solution") / "lenet"
    result = invoke("map", LENET, "--hw", SMALL, "--time-limit", "2", "--out", out)
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture
def copy(solution, tmp_path) -> Path:
    target = tmp_path / "copy"
    shutil.copytree(solution, target)
    return target


def test_a_zip_bomb_of_array_groups(copy):
    archive = copy / "program" / "array_groups.npz"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("core0_group0.npy", _npy_header((10**5, 10**5)))
    _refused(invoke("simulate", copy), "array_groups.npz", "changed since", code=4)
    # the program folder alone (no recorded hashes): its header is checked before unpacking
    _refused(invoke("simulate", copy / "program", "--hw", SMALL), "array_groups.npz",
             "declares 10,000,000,000 bytes")


def test_a_program_file_that_is_a_device_or_a_fifo(copy):
    first = sorted((copy / "program").glob("core_*.s"))[0]
    first.unlink()
    first.symlink_to("/dev/zero")
    _refused(invoke("simulate", copy), first.name, "missing", code=4)
    _refused(invoke("simulate", copy / "program", "--hw", SMALL), first.name, "a device")
    first.unlink()
    os.mkfifo(first)
    _refused(invoke("simulate", copy / "program", "--hw", SMALL), first.name, "a FIFO")


def test_a_changed_program_file_is_named(copy):
    first = sorted((copy / "program").glob("core_*.s"))[0]
    first.write_text(first.read_text() + "\n")
    _refused(invoke("simulate", copy), first.name, "changed since", code=4)


def test_a_solution_verifies_several_inputs(solution):
    result = invoke("simulate", solution, "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["bit_exact"] and report["inputs_checked"] == [
        "seeded normal", "uniform full range", "uniform small range"]


# ---- fuzz: the hwspec loader and the assembler never fail internally ----------------------------
NUMBERS = st.one_of(st.integers(-2**70, 2**70), st.floats(allow_nan=True, allow_infinity=True),
                    st.text(alphabet="0123456789e+-*/.() x", max_size=24),
                    st.sampled_from(["1e999999999", "(2**256)**256", "10**61", "0**-1",
                                     "(len-20)**0.5", "log2(0)", "max()", "", "[]", "{}"]))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(line=st.integers(0, 200), value=NUMBERS)
def test_fuzzed_hwspec_values_are_loaded_or_refused(tmp_path, line, value):
    lines = PUMA.read_text().splitlines()
    index = line % len(lines)
    key, colon, _rest = lines[index].partition(":")
    if colon:
        lines[index] = f"{key}: {json.dumps(value) if not isinstance(value, str) else value}"
    path = tmp_path / "fuzz.yaml"
    path.write_text("\n".join(lines) + "\n")
    try:
        load_hwspec(path)
    except BadInputError:
        pass


@settings(max_examples=200, deadline=None)
@given(words=st.lists(st.sampled_from(["mvmul", "ld", "st", "send", "recv", "wait", "sync",
                                        "vvadd", "li", "r1", "r99", "$3", ",", "-7", "0x10",
                                        "99999999999999999999", "#", ":", "\n", "[", "]", "a"]),
                     max_size=40))
def test_fuzzed_assembly_is_parsed_or_refused(words):
    text = " ".join(words)
    try:
        parse_program(text, file="fuzz.s")
    except AsmError:
        pass


def test_a_deeply_nested_hwspec(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("a: " + "[" * 100_000 + "]" * 100_000 + "\n")
    with pytest.raises(BadInputError):
        load_hwspec(path)


def test_error_lines_are_single_lines(tmp_path):
    result = invoke("check", _puma_with(tmp_path, "  arrays: 128 ", "  arrays: 1e999999999 "))
    assert re.search(r"1e999999999", result.output)


# ---- more command-line paths and tampered solutions ---------------------------------------------
@pytest.mark.parametrize("shape,words", [("1,65537,8,8,8,3,3", "at most 65,536"),
                                         ("1,65536,65536,65536,65536,3,3",
                                          "multiply-accumulates")])
def test_tile_shapes_beyond_the_limits(shape, words):
    _refused(invoke("tile", "--hw", "puma", "--shape", shape), "--shape", words)


def test_output_files_in_unwritable_places_are_refused_first(solution):
    _refused(invoke("simulate", solution, "--timeline", "/proc/trace.json"), "--timeline",
             "cannot write in /proc")
    _refused(invoke("simulate", solution, "--dump-gmem", solution), "--dump-gmem", "is a folder")


def test_a_tampered_mapping_is_refused(copy):
    mapping = json.loads((copy / "mapping.json").read_text())
    name = sorted(mapping["tensors"])[0]
    mapping["tensors"][name]["addr"] = 2**62
    (copy / "mapping.json").write_text(json.dumps(mapping))
    _refused(invoke("simulate", copy), "mapping.json", f"tensors.{name}")


def test_a_model_onnxruntime_cannot_run_is_a_bad_model(tmp_path):
    """An opset no runtime knows: a bad model (exit 2), whichever reader meets it first."""
    model = _gemm_model(np.ones((4, 8)))
    model.opset_import[0].version = 99
    path = tmp_path / "m.onnx"
    path.write_bytes(model.SerializeToString())
    result = invoke("map", path, "--hw", SMALL, "--verify", "--out", tmp_path / "s")
    assert result.exit_code == 2, result.output
    assert "internal error" not in result.output


def test_a_huge_shift_saturates_without_exhausting_memory():
    from pimsolve.sim.semantics import _shift_left

    out = _shift_left(np.array([3, -2, 0]), np.array([2**40, 2**62, 2**62]))
    assert [int(v) for v in out] == [3 << 64, -2 << 64, 0]


def test_duplicate_node_names_are_a_bad_model_for_the_float_oracle(tmp_path):
    model = onnx.load(ROOT / "models" / "tiny_mlp.onnx")
    for node in model.graph.node:
        node.name = "same"
    path = tmp_path / "dup.onnx"
    onnx.save(model, path)
    _refused(invoke("map", path, "--hw", SMALL, "--verify", "--time-limit", "3", "--out",
                    tmp_path / "s"), "onnxruntime", "same node name")
    assert not (tmp_path / "s").exists()


def test_a_fractional_power_of_a_symbol_is_refused(tmp_path):
    _refused(invoke("check", _puma_with(tmp_path, "    setbw: 1\n", "    setbw: (len - 20)**0.5\n")),
             "costs.latency.setbw", "integer exponent")


def test_an_input_with_nan_is_refused(solution, tmp_path):
    from pimsolve.report.solution import load_solution

    qgraph = load_solution(solution).qgraph
    x = np.zeros(qgraph.tensors[qgraph.input].shape, dtype=np.float32)
    x.reshape(-1)[3] = np.nan
    np.save(tmp_path / "x.npy", x)
    _refused(invoke("simulate", solution, "--input", tmp_path / "x.npy"), "x.npy", "finite")
