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


SMALL = ("--set", "cores_per_chip.x=1", "--set", "core.arrays=4", "--set", "core.blocks.rows=2",
         "--set", "core.blocks.cols=2", "--set", "core.blocks.blocks_per_channel=2")


def test_map_on_digital_pim_runs_the_chosen_layouts(tmp_path):
    """`map` on a digital-PIM hwspec: PIM-DL's layout decision (the DP's objective beside
    CP-SAT's in summary.json), each layer's layout in mapping.json, executed bit-exact; the same
    inputs give the same mapping.json."""
    folders = []
    for run in ("a", "b"):
        out = tmp_path / run
        result = invoke("map", ROOT / "models" / "lenet5.onnx", "--hw",
                        ROOT / "hwspec" / "pim-dl.yaml", "--verify", "--out", out,
                        "--time-limit", "5")
        assert result.exit_code == 0, result.output
        assert "DP " in result.output and "static mode" in result.output
        folders.append(out)
    summary = json.loads((folders[0] / "summary.json").read_text())
    solver = summary["solver"]
    assert solver["status"] == "OPTIMAL" and solver["mode"] == "static"
    assert solver["objective"] == solver["dp_objective"] == solver["bound"]
    # the plan placed on pim-dl.yaml's bus: its in-tile movement priced there
    placement = solver["placement"]
    assert placement["groups_allocated"] >= 1 and placement["movement"] > 0
    assert solver["cycles"] == placement["cycles"] == \
        solver["objective"] - placement["uniform"] + placement["movement"]
    mapping = json.loads((folders[0] / "mapping.json").read_text())
    layers = {name: entry["layout"] for name, entry in mapping["layers"].items()
              if "layout" in entry}
    assert sorted(layers) == ["conv1", "conv2", "fc1", "fc2", "fc3"]
    for layout in layers.values():
        assert layout["layout"] in ("output-parallel", "input-parallel")
        assert layout["fold"] >= 1 and layout["blocks"] >= 1 and layout["runs"] == "resident"
    assert json.loads((folders[0] / "verify.json").read_text())["bit_exact"]
    metrics = summary["metrics"]
    per_layer = metrics["per_layer"]
    counted = predicted = 0
    for name, entry in mapping["layers"].items():
        if "layout" not in entry:
            continue
        counted += per_layer[name]["cycles"]
        predicted += entry["predicted"]["total"]
        if per_layer[name]["network"] == 0:  # nothing routed: the plan's cycles, within rounding
            assert abs(per_layer[name]["cycles"] - entry["predicted"]["total"]) <= 2
    assert any(entry["network"] > 0 for entry in per_layer.values())
    assert predicted == solver["cycles"] and 0.8 <= predicted / counted <= 1.25
    assert metrics["setup_cycles"] > 0
    assert (folders[0] / "mapping.json").read_bytes() == (folders[1] / "mapping.json").read_bytes()


def test_map_in_hybrid_mode_on_a_small_chip(tmp_path):
    """LeNet-5 does not fit 4 blocks at once: `auto` takes hybrid mode, the layers larger than
    the chip run alone in passes, all bit-exact."""
    result = invoke("map", ROOT / "models" / "lenet5.onnx", "--hw",
                    ROOT / "hwspec" / "pim-dl.yaml", *SMALL, "--verify", "--out",
                    tmp_path / "s", "--time-limit", "5")
    assert result.exit_code == 0, result.output
    summary = json.loads((tmp_path / "s" / "summary.json").read_text())
    assert summary["solver"]["mode"] == "hybrid"
    mapping = json.loads((tmp_path / "s" / "mapping.json").read_text())
    runs = {entry["layout"]["runs"] for entry in mapping["layers"].values() if "layout" in entry}
    assert "dynamic" in runs and runs <= {"dynamic", "rewritten"}
    assert json.loads((tmp_path / "s" / "verify.json").read_text())["bit_exact"]
    static = invoke("map", ROOT / "models" / "lenet5.onnx", "--hw",
                    ROOT / "hwspec" / "pim-dl.yaml", *SMALL, "--layout-mode", "static", "--out",
                    tmp_path / "t")
    assert static.exit_code == 3 and "do not fit" in static.output
    assert not (tmp_path / "t").exists()


def test_bad_layout_mode_is_a_one_line_error(tmp_path):
    result = invoke("map", ROOT / "models" / "lenet5.onnx", "--hw",
                    ROOT / "hwspec" / "pim-dl.yaml", "--layout-mode", "resident", "--out",
                    tmp_path / "x")
    assert result.exit_code == 2 and "--layout-mode: expected one of" in result.output
    assert "Traceback" not in result.output and not (tmp_path / "x").exists()


TABLE_III = ["squeezenet", "mobilenet_v1", "alexnet", "googlenet", "inception_v2", "resnet50",
             "densenet121", "vgg19"]


@pytest.mark.slow
@pytest.mark.parametrize("model", TABLE_III)
def test_table_iii_networks_at_224_map_and_verify_on_pim_dl(tmp_path, model):
    """PIM-DL's eight networks at 224 x 224 on its Table II chip (run with -m slow; minutes to
    hours each, docs/layout.md gives the measured times): hybrid mode (none fits static), the
    chosen layouts executed bit-exact, CP-SAT at the DP's optimum."""
    from pimsolve.zoo import save

    path = save(model, tmp_path / f"{model}.onnx")
    out = tmp_path / "solution"
    result = invoke("map", path, "--hw", ROOT / "hwspec" / "pim-dl.yaml", "--out", out,
                    "--verify", "--time-limit", "30")
    assert result.exit_code == 0, result.output
    verify = json.loads((out / "verify.json").read_text())
    assert verify["bit_exact"] is True and verify["primitives_match_lowering"]
    solver = json.loads((out / "summary.json").read_text())["solver"]
    assert solver["mode"] == "hybrid" and solver["objective"] == solver["dp_objective"]
