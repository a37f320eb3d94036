"""`pimsolve layouts`: PIM-DL's layout decision from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pimsolve.cli import app

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def invoke(*args: str):
    return runner.invoke(app, [str(a) for a in args])


def test_static_layouts_of_lenet5_as_json():
    result = invoke("layouts", ROOT / "models" / "lenet5.onnx", "--hw",
                    ROOT / "hwspec" / "pim-dl.yaml", "--mode", "static", "--json",
                    "--time-limit", "5")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)  # the progress lines go to stderr
    solver = report["solver"]
    assert solver["status"] == "OPTIMAL" and solver["objective"] == solver["dp_objective"] == \
        solver["bound"] == report["cycles"]
    assert [e["layer"] for e in report["layers"]] == ["conv1", "conv2", "fc1", "fc2", "fc3"]
    assert sum(e["cycles"] for e in report["layers"]) == report["cycles"]
    assert {e["layout"] for e in report["layers"]} <= {"output-parallel", "input-parallel"}
    assert report["placed"]["interconnect"] == "bus"
    assert all(b is None or b["cycles"] >= report["cycles"]
               for b in report["baselines"].values())


def test_dynamic_layouts_print_a_table():
    result = invoke("layouts", ROOT / "models" / "tiny_mobilenet.onnx", "--hw",
                    ROOT / "hwspec" / "pim-dl-broadcast.yaml", "--mode", "dynamic")
    assert result.exit_code == 0, result.output
    assert "every layer's cheapest layout" in result.output and "baseline out-max" in result.output


@pytest.mark.parametrize("args,words", [
    (("--hw", ROOT / "hwspec" / "puma.yaml"), "PIM-DL layouts are for digital PIM"),
    (("--hw", ROOT / "hwspec" / "pim-dl.yaml", "--mode", "resident"), "--mode: expected one of"),
])
def test_bad_layouts_requests_are_one_line_errors(args, words):
    result = invoke("layouts", ROOT / "models" / "lenet5.onnx", *args)
    assert result.exit_code == 2 and words in result.output and "Traceback" not in result.output


def test_a_network_that_cannot_be_resident_is_exit_3():
    # one tile of 4 blocks cannot hold LeNet-5's layers at once; hybrid mode can
    result = invoke("layouts", ROOT / "models" / "lenet5.onnx", "--hw",
                    ROOT / "hwspec" / "pim-dl.yaml", "--mode", "static", "--set",
                    "cores_per_chip.x=1", "--set", "core.arrays=4", "--set", "core.blocks.rows=2",
                    "--set", "core.blocks.cols=2", "--set", "core.blocks.blocks_per_channel=2")
    assert result.exit_code == 3 and "do not fit" in result.output, result.output
