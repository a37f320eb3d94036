"""The curated solutions (solutions/curated/) still reproduce, with their certificates."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("regenerate", ROOT / "solutions" / "regenerate.py")
regenerate = importlib.util.module_from_spec(spec)
spec.loader.exec_module(regenerate)

CASES = [pytest.param(*case, marks=[pytest.mark.slow] if case[1] != "small-8x16" else [],
                      id=f"{case[0]}-{case[1]}-{case[2]}") for case in regenerate.CURATED]


@pytest.mark.parametrize("model,hw,mode,limit", CASES)
def test_curated_solution_reproduces_with_its_optimality_certificate(tmp_path, model, hw, mode,
                                                                     limit):
    kept_dir = regenerate.folder(model, hw, mode)
    kept = json.loads((kept_dir / "summary.json").read_text())
    assert kept["solver"]["status"] == "OPTIMAL" and kept["solver"]["gap"] == 0
    assert kept["solver"]["bound"] == kept["solver"]["objective"] == kept["predicted"]["objective"]
    fresh = regenerate.build(model, hw, mode, limit, tmp_path / "solution")
    assert regenerate.stable(fresh) == regenerate.stable(kept)
    assert regenerate.same_files(kept_dir, tmp_path / "solution") == []
