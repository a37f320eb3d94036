"""The tiling model does not depend on Python's string hashing (PYTHONHASHSEED).

Sets of loop or dim names iterate in an order that changes from process to process; a model
built in that order gives CP-SAT a different variable order, and so a different search and
possibly a different answer for the same inputs.
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parents[3]

SCRIPT = """
import hashlib, sys
from pimsolve.hwspec import load_hwspec
from pimsolve.ir.opdesc import describe
from pimsolve.solve.tiling.model import build_model
from pimsolve.solve.tiling.problem import build_problem
desc = describe("conv2d", dict(zip("NKHWCRS", (1, 16, 7, 7, 8, 3, 3))), stride=(2, 2))
for path in sys.argv[1:]:
    model, _, _ = build_model(build_problem(desc, load_hwspec(path)), 0)
    print(path, hashlib.sha256(str(model.Proto()).encode()).hexdigest())
"""
HWSPECS = ("ares-crossbar.yaml", "neural-cache.yaml", "pim-hbm.yaml")  # three families


def _model_hashes(hash_seed: int | None) -> str:
    """The models' hashes built by a process started with ``hash_seed``; None: by this one
    (under whatever hash seed it runs)."""
    paths = [str(ROOT / "hwspec" / name) for name in HWSPECS]
    if hash_seed is None:
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed), mock.patch.object(sys, "argv", ["-c", *paths]):
            exec(SCRIPT, {})
        return printed.getvalue()
    env = {**os.environ, "PYTHONHASHSEED": str(hash_seed),
           "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-c", SCRIPT, *paths],
                          env=env, capture_output=True, text=True, check=True)
    return done.stdout


def test_the_same_operator_gives_the_same_model_under_any_hash_seed():
    first = _model_hashes(0)
    assert len(first.splitlines()) == len(HWSPECS)
    for seed in (1, None):
        assert _model_hashes(seed) == first
