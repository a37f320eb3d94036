"""Design-space exploration: --set on the commands that read a hwspec, and `pimsolve sweep`
(docs/sweep.md): the same rows from a process pool and from Ray, resumed without redoing
finished points, failures as error rows."""

from __future__ import annotations

import csv
import hashlib
import json
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

import pimsolve
import pimsolve.sweep.runner as runner
from pimsolve.cli import app
from pimsolve.sweep.results import NAMES, TIMING

ROOT = Path(__file__).resolve().parents[2]
runner_cli = CliRunner()
RUN_POINT = runner.run_point
GRID = """models: [lenet5, tiny_mlp]
hwspec: small-8x16
grid:
  core.local_memory.bytes: [65536, 128*1024]
modes: [ht, ll]
"""


def invoke(*args: object):
    return runner_cli.invoke(app, [str(a) for a in args])


# ---- --set --------------------------------------------------------------------------------------
@pytest.mark.parametrize("command", [
    ("check", "small-8x16"), ("info", "lenet5", "--hw", "small-8x16"),
    ("bound", "lenet5", "--hw", "small-8x16"), ("partitions", "lenet5", "--hw", "small-8x16"),
    ("tile", "--hw", "small-8x16", "--shape", "1,8,4,4,8,3,3"),
    ("bindings", "--hw", "small-8x16"), ("map", "lenet5", "--hw", "small-8x16")])
@pytest.mark.parametrize("override,words", [
    ("core.array.rowz=256", ("core.array.rowz", "unknown key 'rowz'", "did you mean 'rows'?")),
    ("core.local_memory.bytes=-1", ("core.local_memory.bytes", "got -1", "expected an integer")),
])
def test_a_bad_override_is_exit_2_naming_its_path(tmp_path, command, override, words):
    result = invoke(*command, "--set", override,
                    *(("--out", tmp_path / "s") if command[0] == "map" else ()))
    assert result.exit_code == 2, result.output
    assert f"--set {override}" in result.output and "internal error" not in result.output
    for word in words:
        assert word in result.output
    assert not (tmp_path / "s").exists()


def test_a_set_without_a_value_is_exit_2():
    result = invoke("check", "small-8x16", "--set", "core.arrays")
    assert result.exit_code == 2 and "expected PATH=VALUE" in result.output


def test_an_override_changes_the_hwspec_and_lands_in_the_solution_folder(tmp_path):
    out = tmp_path / "mlp"
    result = invoke("map", "tiny_mlp", "--hw", "small-8x16", "--time-limit", "5", "--out", out,
                    "--set", "core.local_memory.bytes=128*1024", "--set", "core.arrays=12")
    assert result.exit_code == 0, result.output
    effective = (out / "hwspec.yaml").read_text()
    document = yaml.safe_load(effective)
    assert document["core"]["local_memory"]["bytes"] == "128*1024"
    assert document["core"]["arrays"] == 12
    summary = json.loads((out / "summary.json").read_text())
    assert summary["hwspec_sha256"] == hashlib.sha256(effective.encode()).hexdigest()
    assert summary["hwspec_overrides"] == {"core.local_memory.bytes": "128*1024",
                                           "core.arrays": 12}
    assert summary["metrics"]["array_utilization"] * 8 * 12 == pytest.approx(
        sum(g["arrays"] for layer in json.loads((out / "mapping.json").read_text())[
            "layers"].values() for g in layer["array_groups"]) or 1, rel=10)
    checked = invoke("check", out / "hwspec.yaml", "--json")
    assert json.loads(checked.output)["arrays"] == 8 * 12
    again = pimsolve.load_solution(out)  # reloaded with the effective hwspec
    assert again.hw.core.local_memory_bytes == 128 * 1024 and again.hw.core.arrays == 12
    (out / "hwspec.yaml").write_text(effective.replace("arrays: 12", "arrays: 13"))
    changed = invoke("simulate", out)
    assert changed.exit_code == 2 and "hwspec.yaml: changed since" in changed.output


def test_the_api_takes_overrides():
    sol = pimsolve.map("tiny_mlp", hw="small-8x16", time_limit=5,
                       overrides={"core.local_memory.bytes": "128*1024"})
    assert sol.compiled.hw.core.local_memory_bytes == 128 * 1024
    assert sol.summary["hwspec_overrides"] == {"core.local_memory.bytes": "128*1024"}


# ---- sweep ------------------------------------------------------------------------------------------
def _rows(folder: Path) -> list[dict]:
    with open(folder / "results.csv", newline="") as handle:
        rows = list(csv.DictReader(handle))
    return [{k: v for k, v in row.items() if k not in TIMING} for row in rows]


def _stored(folder: Path) -> dict[str, dict]:
    return {path.name: {k: v for k, v in json.loads(path.read_text()).items()
                        if k not in TIMING}
            for path in sorted((folder / "points").glob("*.json"))}


@pytest.fixture(scope="module")
def pooled(tmp_path_factory):
    """The 2 x 2 x 2 sweep (local memory x models x modes) with --jobs 2."""
    folder = tmp_path_factory.mktemp("sweep")
    (folder / "sweep.yaml").write_text(GRID)
    result = invoke("sweep", folder / "sweep.yaml", "--jobs", "2", "--time-limit", "5",
                    "--out", folder / "out")
    assert result.exit_code == 0, result.output
    return folder


def test_a_grid_sweep_runs_in_a_process_pool(pooled):
    out = pooled / "out"
    rows = _rows(out)
    assert list(rows[0]) == [n for n in NAMES if n not in TIMING]
    assert [(r["model"], r["mode"]) for r in rows[:4]] == [
        ("lenet5", "ht"), ("lenet5", "ll"), ("tiny_mlp", "ht"), ("tiny_mlp", "ll")]
    assert [json.loads(r["overrides"]) for r in rows[::4]] == [
        {"core.local_memory.bytes": 65536}, {"core.local_memory.bytes": "128*1024"}]
    # OPTIMAL, or FEASIBLE where the wall clock of a loaded machine ended a search
    assert all(r["status"] in ("OPTIMAL", "FEASIBLE") and not r["error"] for r in rows)
    assert all(r["status"] == "OPTIMAL" for r in rows if r["stopped_by"] != "wall clock")
    assert all(float(r["predicted_throughput_per_s"]) > 0 and int(r["arrays_used"]) > 0 and
               int(r["bytes_moved"]) > 0 and r["simulated_latency_s"] == "" for r in rows)
    assert len(_stored(out)) == 8
    lines = (out / "results.jsonl").read_text().splitlines()
    assert [json.loads(line)["key"] for line in lines] == [r["key"] for r in rows]
    assert (out / "pareto.svg").read_text().lstrip().startswith("<?xml")
    fronts = {r["model"] + r["mode"]: r["pareto"] for r in rows if r["pareto"]}
    assert set(fronts) == {"lenet5ht", "lenet5ll", "tiny_mlpht", "tiny_mlpll"}


def test_ray_gives_the_rows_of_the_process_pool(pooled, tmp_path):
    import ray  # in the test extra (pyproject.toml): a local instance, started and stopped here
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        result = invoke("sweep", pooled / "sweep.yaml", "--ray", "local", "--time-limit", "5",
                        "--out", tmp_path / "out")
    finally:
        ray.shutdown()
    assert result.exit_code == 0, result.output
    # the same rows, but where the wall clock (a loaded machine) ended a search
    # (the pareto column compares a row with the others: it is not the point's own)
    on_ray, pooled_rows = (
        [{k: v for k, v in row.items() if k != "pareto"} for row in _rows(folder / "out")]
        for folder in (tmp_path, pooled))
    kept = [i for i, (a, b) in enumerate(zip(on_ray, pooled_rows))
            if "wall clock" not in (a["stopped_by"], b["stopped_by"])]
    assert len(kept) >= 4  # tiny_mlp's searches complete
    differ = {i: {k: (on_ray[i][k], pooled_rows[i][k]) for k in on_ray[i]
                  if on_ray[i][k] != pooled_rows[i][k]} for i in kept}
    assert not any(differ.values()), {i: d for i, d in differ.items() if d}
    ray_points, pool_points = _stored(tmp_path / "out"), _stored(pooled / "out")
    assert ray_points.keys() == pool_points.keys()
    same = [k for k in ray_points if "wall clock" not in (ray_points[k].get("stopped_by"),
                                                          pool_points[k].get("stopped_by"))]
    assert [ray_points[k] for k in same] == [pool_points[k] for k in same]


def test_without_ray_the_ray_option_is_a_one_line_error(tmp_path, monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "ray" else real(name, *a))
    (tmp_path / "sweep.yaml").write_text(GRID)
    result = invoke("sweep", tmp_path / "sweep.yaml", "--ray", "local", "--out", tmp_path / "o")
    assert result.exit_code == 2
    assert "pip install 'pimsolve[ray]'" in result.output and "Traceback" not in result.output
    assert not (tmp_path / "o").exists()


def _counting(monkeypatch, fail_at: int | None = None) -> list[int]:
    """run_point, counting the points it runs (in this process: --jobs 1), interrupted like
    Ctrl-C when it reaches point ``fail_at``."""
    ran: list[int] = []
    real = RUN_POINT

    def run_point(point):
        if point.index == fail_at:
            raise KeyboardInterrupt
        ran.append(point.index)
        return real(point)
    monkeypatch.setattr(runner, "run_point", run_point)
    return ran


def test_an_interrupted_sweep_resumes_without_redoing_finished_points(tmp_path, monkeypatch):
    (tmp_path / "sweep.yaml").write_text("models: [tiny_mlp]\nhwspec: small-8x16\n"
                                         "grid: {core.arrays: [16, 12, 8]}\nsolvers: [balance]\n")
    args = ("sweep", tmp_path / "sweep.yaml", "--time-limit", "5", "--out", tmp_path / "out")
    ran = _counting(monkeypatch, fail_at=3)
    first = invoke(*args)
    assert first.exit_code == 130 and ran == [1, 2]
    assert len(_stored(tmp_path / "out")) == 2
    assert len(_rows(tmp_path / "out")) == 2  # the results so far, in order
    ran = _counting(monkeypatch)
    second = invoke(*args)
    assert second.exit_code == 0, second.output
    assert ran == [3] and "1 run, 2 resumed" in second.output
    ran = _counting(monkeypatch)
    assert invoke(*args).exit_code == 0 and ran == []
    rows = _rows(tmp_path / "out")
    assert [r["index"] for r in rows] == ["1", "2", "3"] and not any(r["error"] for r in rows)


def test_failing_points_are_error_rows(tmp_path):
    (tmp_path / "sweep.yaml").write_text(
        "models: [tiny_mlp, missing.onnx]\nhwspec: small-8x16\nsolvers: [balance]\n"
        "points:\n  - {core.arrayz: 16}\n  - {core.local_memory.bytes: 256}\n  - {}\n")
    result = invoke("sweep", tmp_path / "sweep.yaml", "--time-limit", "5", "--out",
                    tmp_path / "out")
    assert result.exit_code == 0, result.output
    rows = _rows(tmp_path / "out")
    assert [r["status"] == "ERROR" for r in rows] == [True] * 4 + [False, True]
    assert rows[0]["error"].startswith("bad input: --set core.arrayz=16: core.arrayz:")
    assert "did you mean 'array'?" in rows[0]["error"]
    assert rows[1]["error"].startswith("bad input: missing.onnx")
    assert rows[2]["error"].startswith("infeasible: ") and rows[2]["model"] == "tiny_mlp"
    assert rows[4]["status"] != "ERROR" and not rows[4]["error"] and rows[4]["objective"]
    assert len((tmp_path / "out" / "results.csv").read_text().splitlines()) == 1 + len(rows)
    assert len(_stored(tmp_path / "out")) == 2  # mapped points stored, known errors not


def test_a_sweep_file_with_problems_is_exit_2_before_any_work(tmp_path):
    (tmp_path / "sweep.yaml").write_text("models: [lenet5]\nhwspec: small-8x16\ngrid: {}\n"
                                         "mode: [ht]\n")
    result = invoke("sweep", tmp_path / "sweep.yaml", "--out", tmp_path / "out")
    assert result.exit_code == 2
    assert "grid: expected a mapping" in result.output and "mode: expected a top-level key" in \
        result.output
    assert not (tmp_path / "out").exists()
