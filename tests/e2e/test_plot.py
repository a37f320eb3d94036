"""`pimsolve map --plot`: plot.svg beside the program, drawn from the same figures."""

from __future__ import annotations

import builtins
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pimsolve.cli import app
from pimsolve.errors import BadInputError
from pimsolve.pipeline import Options, compile_model
from pimsolve.report.plot import plot_svg, require_matplotlib

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def _texts(svg: bytes) -> str:
    root = ET.fromstring(svg)  # well-formed XML
    return " ".join(el.text or "" for el in root.iter() if el.tag.endswith("text"))


MODELS = ["lenet5", pytest.param("tiny_resnet", marks=pytest.mark.slow)]


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("mode", ["ht", "ll"])
def test_map_plot_draws_the_work_per_core_the_arrays_and_the_ll_timeline(tmp_path, mode, model):
    out = tmp_path / "solution"
    result = runner.invoke(app, ["map", str(ROOT / "models" / f"{model}.onnx"), "--hw",
                                 str(ROOT / "hwspec" / "puma.yaml"), "--mode", mode,
                                 "--time-limit", "2", "--out", str(out), "--plot"])
    assert result.exit_code == 0, result.output
    text = _texts((out / "plot.svg").read_bytes())
    summary = json.loads((out / "summary.json").read_text())
    cycle = summary["predicted"]["pipeline_cycle"]
    assert f"pipeline cycle {cycle:,}" in text and "conv1" in text
    assert "arrays per weight layer" in text
    if mode == "ll":
        latency = summary["predicted"]["latency_cycles"]
        assert f"predicted latency {latency:,}" in text and "maxpool1" in text
        assert "not the latency" in text
    else:
        assert f"proven bound {summary['solver']['bound']:,}" in text
        assert "when each layer runs" not in text


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("mode", ["ht", "ll"])
def test_a_verified_plot_draws_the_simulated_figure_beside_the_predicted_one(tmp_path, mode,
                                                                             model):
    out = tmp_path / "solution"
    result = runner.invoke(app, ["map", str(ROOT / "models" / f"{model}.onnx"), "--hw",
                                 str(ROOT / "hwspec" / "puma.yaml"), "--mode", mode,
                                 "--time-limit", "2", "--out", str(out), "--plot", "--verify"])
    assert result.exit_code == 0, result.output
    text = _texts((out / "plot.svg").read_bytes())
    metrics = json.loads((out / "summary.json").read_text())["metrics"]
    if mode == "ht":
        assert f"simulated pipeline cycle {metrics['pipeline_cycle']:,.0f}" in text
    else:
        assert f"simulated latency {metrics['cycles']:,.0f}" in text
    assert "other layers" not in text  # every weight layer has its colour


def test_the_plot_is_the_same_for_the_same_inputs():
    compiled = compile_model(ROOT / "models" / "lenet5.onnx", ROOT / "hwspec" / "puma.yaml",
                             Options(time_limit=2))
    assert plot_svg(compiled) == plot_svg(compiled)


def test_plot_without_matplotlib_is_a_one_line_error(monkeypatch):
    real = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name.split(".")[0] == "matplotlib":
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    with pytest.raises(BadInputError, match=r"pip install 'pimsolve\[plot\]'"):
        require_matplotlib()


def test_plot_of_a_non_crossbar_target_is_refused_before_any_work(tmp_path):
    out = tmp_path / "solution"
    result = runner.invoke(app, ["map", str(ROOT / "models" / "lenet5.onnx"), "--hw",
                                 str(ROOT / "hwspec" / "pim-hbm.yaml"), "--out", str(out),
                                 "--plot"])
    assert result.exit_code == 2
    assert "--plot: draws crossbar placements" in result.output and not out.exists()


def test_every_partition_of_a_model_larger_than_the_chip_gets_its_plot(tmp_path):
    from hwfixtures import shrunk_chip

    out = tmp_path / "solution"
    result = runner.invoke(app, ["map", str(ROOT / "models" / "tiny_resnet.onnx"), "--hw",
                                 str(shrunk_chip(tmp_path, 2, 8)), "--time-limit", "4",
                                 "--out", str(out), "--plot"])
    assert result.exit_code == 0, result.output
    info = json.loads((out / "summary.json").read_text())
    parts = info["partitions"]
    assert len(parts) >= 2
    # without --verify: c_k from the cost model, L_k the static lower bound
    assert info["metrics"]["source"] == (
        "cost-model pipeline cycles; one input's latency: static lower bound: busiest core or "
        "global-memory port, no waiting")
    for k, part in enumerate(parts):
        text = _texts((out / part["folder"] / "plot.svg").read_bytes())
        assert "work per core" in text and f"partition {k + 1} of {len(parts)}" in text


def test_the_ares_benchmark_redraws_its_rows_without_solving(tmp_path):
    """`benchmarks/ares.py --from-json ROWS --plot FILE`: the table and the figure of an earlier
    run's rows (one panel per hwspec, ARES's reported mean beside ours)."""
    import subprocess
    import sys

    rows = [{"hw": "ares-crossbar", "op": op, "baseline": 100, "pimsolve": 100 - gain,
             "ga": None, "improvement": gain / 100, "solver": "cp-sat", "status": status,
             "bound": 100 - gain, "gap": 0.0, "solve_s": 1.0, "stopped_by": None,
             "binding": "x"} for op, gain, status in (("C0", 90, "OPTIMAL"),
                                                     ("G1", 0, "FEASIBLE"))]
    (tmp_path / "rows.json").write_text(json.dumps(rows))
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "ares.py"), "--from-json",
                           str(tmp_path / "rows.json"), "--plot", str(tmp_path / "ares.svg")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "90.0%" in done.stdout
    text = _texts((tmp_path / "ares.svg").read_bytes())
    assert "mean 45.0 %" in text and "ARES reports 69.2 %" in text


def test_the_placement_benchmark_redraws_its_rows_without_solving(tmp_path):
    """`benchmarks/placement.py --from-json ROWS --plot FILE`: each solver's simulated speed-up
    over `balance` per model and hwspec."""
    import subprocess
    import sys

    rows = [{"model": "lenet5", "hw": "puma", "mode": "ht", "solver": solver,
             "status": "OPTIMAL", "objective": cycle, "bound": None, "gap": None, "wall": 1.0,
             "stopped": None, "simulated": cycle} for solver, cycle in (("cpsat", 100),
                                                                         ("balance", 200))]
    (tmp_path / "rows.json").write_text(json.dumps(rows))
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "placement.py"),
                           "--from-json", str(tmp_path / "rows.json"), "--plot",
                           str(tmp_path / "rows.svg")], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert "2.00" in done.stdout  # cpsat's thr/bal
    text = _texts((tmp_path / "rows.svg").read_bytes())
    assert "speed-up over the balance heuristic" in text and "cpsat" in text


def test_more_weight_layers_than_colours_share_them_in_named_runs():
    from pimsolve.report.plot import COLOURED, _labels

    few = [f"conv{k}" for k in range(1, 6)]
    assert _labels(few) == {name: name for name in few}
    many = [f"conv{k}" for k in range(1, 2 * COLOURED + 2)]  # 73 layers: runs of 3
    labels = _labels(many)
    named = [label for label in labels.values() if label]
    assert len(named) <= COLOURED and named[0] == "conv1–conv3" and named[-1] == "conv73"
    assert sum(label is None for label in labels.values()) == len(many) - len(named)
