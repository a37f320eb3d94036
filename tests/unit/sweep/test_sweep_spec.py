"""Sweep files are read strictly (every problem with its dotted path), expand in declared
order, and the Pareto fronts are those of each model and mode."""

from __future__ import annotations

from pathlib import Path

import pytest

from pimsolve.errors import SpecError
from pimsolve.sweep.points import expand
from pimsolve.sweep.results import COLUMNS, csv_text, pareto, pareto_front
from pimsolve.sweep.spec import load_sweep

ROOT = Path(__file__).resolve().parents[3]


def _file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "sweep.yaml"
    path.write_text(text)
    return path


def test_a_grid_expands_overrides_x_models_x_modes_x_solvers_in_declared_order(tmp_path):
    sweep = load_sweep(_file(tmp_path, """
models: [lenet5, tiny_mlp]
hwspec: small-8x16
grid:
  core.local_memory.bytes: [16384, 16*4096]
  core.arrays: [16, 8]
modes: [ht, ll]
"""))
    assert sweep.size == 16 and sweep.solvers == ("cpsat",) and sweep.seed == 0
    assert sweep.overrides[:2] == ((("core.local_memory.bytes", 16384), ("core.arrays", 16)),
                                   (("core.local_memory.bytes", 16384), ("core.arrays", 8)))
    points = expand(sweep, time_limit=5, verify=False)
    assert [p.index for p in points] == list(range(1, 17))
    assert [(p.model, p.mode) for p in points[:4]] == [("lenet5", "ht"), ("lenet5", "ll"),
                                                      ("tiny_mlp", "ht"), ("tiny_mlp", "ll")]
    assert len({p.key for p in points}) == 16 and not any(p.error for p in points)


def test_equal_effective_hwspecs_share_a_key_and_a_bad_override_is_an_error_point(tmp_path):
    sweep = load_sweep(_file(tmp_path, """
models: [lenet5]
hwspec: small-8x16
points:
  - {}
  - {core.arrays: 16}
  - {core.arrayz: 16}
"""))
    plain, same, bad = expand(sweep, time_limit=5, verify=False)
    assert plain.key == same.key  # small-8x16 has 16 arrays per core already
    assert not plain.error and bad.error.startswith("bad input: --set core.arrayz=16")


def test_unknown_keys_and_bad_values_are_all_reported_with_their_paths(tmp_path):
    with pytest.raises(SpecError) as info:
        load_sweep(_file(tmp_path, """
models: [lenet5]
hwspec: small-8x16
grid: {core.arrays: []}
points: [{core.arrays: 8}]
modes: [ht, fast]
solver: [cpsat]
"""))
    text = str(info.value)
    assert text.startswith("4 problems in sweep file:")
    for words in ("solver: expected a top-level key", "did you mean 'solvers'?",
                  "grid.core.arrays: expected a non-empty list", "modes[1]: expected one of ht, ll",
                  "points: expected grid or points, not both"):
        assert words in text


def test_pareto_fronts_are_per_model_and_mode():
    assert pareto_front([(1, 5), (2, 2), (3, 3), (5, 1), (2, 2)]) == {0, 1, 3, 4}
    rows = [{"model": "a", "mode": "ht", "arrays_used": 10, "predicted_throughput_per_s": 5.0,
             "predicted_latency_s": 1.0, "energy_j": 2.0},
            {"model": "a", "mode": "ht", "arrays_used": 20, "predicted_throughput_per_s": 4.0,
             "predicted_latency_s": 2.0, "energy_j": 1.0},
            {"model": "b", "mode": "ht", "arrays_used": 30, "predicted_throughput_per_s": 1.0,
             "predicted_latency_s": 9.0, "energy_j": 9.0},
            {"model": "b", "mode": "ht", "error": "infeasible: too big"}]
    fronts = pareto(rows)
    assert fronts == {"throughput-arrays": {0, 2}, "energy-latency": {0, 1, 2}}
    lines = csv_text(rows).splitlines()
    assert lines[0].split(",") == [name for name, _ in COLUMNS]
    assert len(lines) == 5 and lines[4].endswith(",infeasible: too big,,")


def test_every_column_is_documented():
    text = (ROOT / "docs" / "sweep.md").read_text()
    for name, _ in COLUMNS:
        assert f"`{name}`" in text, name
