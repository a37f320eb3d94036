"""The Python API: the example of docs/api.md runs as written, and its figures are those the
command line writes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import pimsolve
from pimsolve.errors import BadInputError

ROOT = Path(__file__).resolve().parents[2]


def test_the_documented_example_runs(tmp_path, monkeypatch, capsys):
    text = (ROOT / "docs" / "api.md").read_text()
    (example,) = re.findall(r"```python\n(.*?)```", text, re.S)
    monkeypatch.chdir(tmp_path)
    exec(compile(example, "docs/api.md", "exec"), {})
    printed = capsys.readouterr().out
    assert "bit-exact: True" in printed and "OPTIMAL" in printed
    folder = tmp_path / "solutions" / "lenet5-puma-ht"
    summary = json.loads((folder / "summary.json").read_text())
    assert summary["metrics"]["source"] == "simulated profile"
    assert json.loads((folder / "verify.json").read_text())["bit_exact"] is True


def test_a_solution_object_is_what_its_folder_holds(tmp_path):
    sol = pimsolve.map("tiny_mlp", hw="small-8x16", time_limit=5)
    assert sol.bit_exact is None and sol.verification is None
    folder = sol.save(tmp_path / "mlp")
    written = json.loads((folder / "summary.json").read_text())
    summary = sol.summary
    assert {k: v for k, v in written.items() if k != "program_sha256"} == \
        json.loads(json.dumps(summary))
    assert sol.latency_s == summary["metrics"]["latency_s"]
    assert sol.energy_j == summary["metrics"]["energy"]["total_j"]
    check = pimsolve.simulate(folder)
    assert check.bit_exact and check.looped is not None and check.looped.bit_exact
    assert "map" in dir(pimsolve) and pimsolve.load_hwspec("puma").name == "puma"


def test_what_only_the_command_maps_is_a_clear_error():
    with pytest.raises(BadInputError, match="non-crossbar family; hint"):
        pimsolve.map("tiny_mlp", hw="pim-hbm")
    with pytest.raises(BadInputError, match="no such model file"):
        pimsolve.map("no_such_model", hw="puma")
