"""A wheel install carries the shipped hwspecs and models: built from the checkout, installed
into a fresh virtual environment outside the repository (its dependencies borrowed from the
running one, so no download), it maps a shipped model on a shipped hwspec, both by name."""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(*args, cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    done = subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True,
                          env=env, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


def test_a_wheel_maps_shipped_models_on_shipped_hwspecs_by_name(tmp_path):
    # built from a copy of what the wheel is made of: nothing written into the checkout,
    # and no stale build/ folder of an earlier build in the wheel
    source = tmp_path / "source"
    for name in ("pimsolve", "hwspec", "models"):
        shutil.copytree(ROOT / name, source / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    wheels = tmp_path / "wheels"
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", wheels, source,
         cwd=tmp_path)
    (wheel,) = wheels.glob("pimsolve-*.whl")
    venv = tmp_path / "venv"
    _run(sys.executable, "-m", "venv", venv, cwd=tmp_path)
    python = venv / "bin" / "python"
    # the new environment's own pip installs the wheel: it sees nothing of the running one
    # (whose pimsolve a pip of the running environment would uninstall)
    _run(python, "-m", "pip", "install", "--no-deps", "--no-index", "--quiet", wheel,
         cwd=tmp_path)
    purelib = Path(_run(python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))",
                        cwd=tmp_path).stdout.strip())
    # then the dependencies of the running environment (not its pimsolve: a path added by a
    # .pth file does not run that folder's own .pth files, where an editable install hooks in)
    borrowed = sorted(p for p in {*site.getsitepackages(), sysconfig.get_path("purelib")}
                      if Path(p).is_dir())
    (purelib / "borrowed.pth").write_text("\n".join(borrowed) + "\n")

    work = tmp_path / "work"  # outside the repository
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    where = _run(python, "-c", "import pimsolve; print(pimsolve.__file__)", cwd=work, env=env)
    assert Path(where.stdout.strip()).is_relative_to(venv)
    listed = _run(python, "-m", "pimsolve", "check", "puma", cwd=work, env=env)
    assert "valid" in listed.stdout
    _run(python, "-m", "pimsolve", "map", "lenet5", "--hw", "small-8x16", "--time-limit", "5",
         "--out", work / "solution", "--verify", cwd=work, env=env)
    summary = json.loads((work / "solution" / "summary.json").read_text())
    assert Path(summary["model"]).is_relative_to(venv)
    assert Path(summary["hwspec_path"]).is_relative_to(venv)
    assert json.loads((work / "solution" / "verify.json").read_text())["bit_exact"] is True
