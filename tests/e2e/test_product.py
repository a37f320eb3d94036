"""What a user meets around a map: energy that means the same with or without a simulation,
progress in a log, full numbers in a redirected table, choices in --help."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _pimsolve(*args, cwd: Path) -> subprocess.CompletedProcess:
    """The command as a user runs it, with stdout and stderr going to files (not a terminal)."""
    return subprocess.run([sys.executable, "-m", "pimsolve", *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, timeout=600)


def _in_process(*args) -> subprocess.CompletedProcess:
    """The same command run in this process (typer's CliRunner: stdout and stderr captured
    apart, not a terminal), where the test is about what the command writes rather than about
    the process around it."""
    from typer.testing import CliRunner

    from pimsolve.cli import app

    done = CliRunner().invoke(app, [str(a) for a in args])
    return subprocess.CompletedProcess(args, done.exit_code, done.stdout, done.stderr)


def test_energy_is_dynamic_plus_leakage_and_its_dynamic_part_needs_no_simulation(tmp_path):
    runs = {}
    for verify in (False, True):
        out = tmp_path / f"verify-{verify}"
        done = _in_process("map", "lenet5", "--hw", "puma", "--time-limit", "5", "--out", out,
                           *(["--verify"] if verify else []))
        assert done.returncode == 0, done.stderr
        runs[verify] = json.loads((out / "summary.json").read_text())["metrics"]
        energy = runs[verify]["energy"]
        assert energy["total_j"] == pytest.approx(energy["dynamic_j"] + energy["leakage_j"])
        assert energy["dynamic_j"] == pytest.approx(sum(energy["dynamic_by_class_j"].values()))
        assert runs[verify]["energy_j"] == energy["total_j"]
        assert energy["leakage_over_s"] == runs[verify]["latency_s"]
        assert energy["leakage_j"] == pytest.approx(
            energy["leakage_power_w_per_core"] * energy["leakage_cores"] * energy["leakage_over_s"])
        assert re.search(r"energy +│ [\d.]+ [mµn]?J \(dynamic [\d.]+ [mµn]?J, leakage", done.stdout)
    static, simulated = runs[False]["energy"], runs[True]["energy"]
    assert static["dynamic_by_class_j"] == simulated["dynamic_by_class_j"]
    assert static["leakage_over"].startswith("static lower bound")
    assert simulated["leakage_over"] == "simulated profile"


def test_a_redirected_map_logs_a_line_per_stage_and_quiet_logs_none(tmp_path):
    done = _pimsolve("map", "lenet5", "--hw", "puma", "--time-limit", "5", "--out",
                     tmp_path / "a", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stderr.splitlines()
    for stage in ("reading the model", "quantizing", "placing array groups (cpsat)",
                  "scheduling conv1", "writing the solution"):
        assert any(re.fullmatch(rf"\[ *[\d.]+ s\] {re.escape(stage)}.*", line) for line in lines), \
            (stage, lines)
    quiet = _pimsolve("--quiet", "map", "lenet5", "--hw", "puma", "--time-limit", "5", "--out",
                      tmp_path / "b", cwd=tmp_path)
    assert quiet.returncode == 0 and quiet.stderr == ""


def test_a_redirected_table_keeps_every_number_whole(tmp_path):
    done = _pimsolve("info", ROOT / "models" / "tiny_resnet.onnx", "--hw", "puma", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "…" not in done.stdout
    rows = [line for line in done.stdout.splitlines() if line.startswith("│ conv1 ")]
    assert rows and "432" in rows[0]  # conv1's weights, on one line with its name


def test_help_lists_the_choices_and_shipped_names(tmp_path):
    done = _pimsolve("map", "--help", cwd=tmp_path)
    text = " ".join(done.stdout.split())
    for choices in ("ht|ll", "cpsat|ga|balance|first-f", "throughput|edp"):
        assert choices in text
    assert all(f" {name} " in text for name in ("ga", "greedy", "layerwise", "off:"))
    assert "name of a shipped" in text


# every summary.json holds these, with the same meaning, whatever kind of run wrote it
COMMON = {
    "": ("schema_version", "kind", "pimsolve_version", "model", "model_sha256", "hwspec",
         "hwspec_path", "hwspec_sha256", "mode", "seed", "input_shape", "solver", "metrics",
         "program", "host_ops", "precision", "timings_s"),
    "solver": ("name", "status", "objective", "bound", "gap", "wall_s", "units"),
    "metrics": ("source", "cycles", "latency_s", "throughput_per_s", "energy_j", "energy"),
    "metrics.energy": ("total_j", "dynamic_j", "leakage_j", "leakage_over_s", "leakage_over"),
}


def _block(info: dict, path: str) -> dict:
    for key in filter(None, path.split(".")):
        info = info[key]
    return info


def test_crossbar_partitioned_and_family_runs_share_one_summary_schema(tmp_path):
    from hwfixtures import shrunk_chip

    runs = {"crossbar": ("lenet5", "puma"),
            "partitioned": ("lenet5", shrunk_chip(tmp_path, 1, 8)),
            "near-memory": ("tiny_mlp", "pim-hbm")}
    for kind, (model, hw) in runs.items():
        out = tmp_path / kind
        done = _in_process("map", model, "--hw", hw, "--time-limit", "4", "--out", out,
                           "--verify")
        assert done.returncode == 0, done.stderr
        info = json.loads((out / "summary.json").read_text())
        assert info["schema_version"] == 2 and info["kind"] == kind
        for path, keys in COMMON.items():
            missing = [k for k in keys if k not in _block(info, path)]
            assert not missing, (kind, path, missing)
        metrics = info["metrics"]
        assert metrics["energy_j"] == metrics["energy"]["total_j"] == pytest.approx(
            metrics["energy"]["dynamic_j"] + metrics["energy"]["leakage_j"])
        assert metrics["latency_s"] > 0 and metrics["cycles"] > 0
        verify = json.loads((out / "verify.json").read_text())
        assert verify["schema_version"] == 2 and verify["bit_exact"] is True


def test_map_json_prints_the_summary_and_op_defaults_alike(tmp_path):
    done = _pimsolve("--quiet", "map", "tiny_mlp", "--hw", "puma", "--time-limit", "3",
                     "--out", tmp_path / "s", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == json.loads((tmp_path / "s" / "summary.json").read_text())
    for command in (("bindings", "--hw", "puma"),
                    ("tile", "--hw", "puma", "--shape", "1,16,8,8,16,3,3", "--time-limit", "2")):
        done = _pimsolve(*command, "--json", cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["op"] == "conv2d"


def test_zoo_lists_its_models_and_a_closed_pipe_is_no_error(tmp_path):
    listing = subprocess.run(f"'{sys.executable}' -m pimsolve zoo --list | head -1",
                             shell=True, cwd=tmp_path, capture_output=True, text=True,
                             timeout=120)
    assert listing.stdout.strip() == "alexnet" and listing.stderr == ""
    built = _pimsolve("zoo", "lenet5", "--out", tmp_path, cwd=tmp_path)
    assert built.returncode == 0 and "61,706 parameters" in built.stdout


def test_every_command_that_reports_can_print_json(tmp_path):
    """check, info, bound, map, export, simulate, bindings and tile take --json; each prints
    one JSON document with the schema version, typed where the figures are numbers. bound and
    map run as a user runs them (the whole stdout of the process, the solver's native code
    included, must be that document); the others in this process."""
    def as_json(*args, process: bool = False):
        if process:
            done = _pimsolve("--quiet", *args, "--json", cwd=tmp_path)
        else:
            done = _in_process("--quiet", *args, "--json")
        assert done.returncode == 0, done.stderr
        data = json.loads(done.stdout)
        assert data["schema_version"] == 2
        return data

    assert as_json("check", "puma")["arrays"] == 17664
    info = as_json("info", "lenet5", "--hw", "puma")
    assert info["layers"][0]["weights"] == 150 and info["fits"] is True
    assert info["arrays_needed"] == sum(layer["arrays"] or 0 for layer in info["layers"])
    bound = as_json("bound", "lenet5", "--hw", "puma", "--time-limit", "3", process=True)
    assert bound["bound"] <= bound["best"] and bound["units"] == "cycles"
    as_json("map", "lenet5", "--hw", "pimsim-pimcomp", "--time-limit", "3", "--out",
            tmp_path / "s", process=True)
    export = as_json("export", tmp_path / "s", "--pimsim", tmp_path / "s.pimsim.gz")
    assert Path(export["instructions"]).is_file()
    assert as_json("simulate", tmp_path / "s")["bit_exact"] is True
