"""`map --out` never deletes what pimsolve did not write, and an interrupted run (SIGINT,
SIGTERM) leaves the previous solution or the new one whole, with nothing beside it."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

import pimsolve.pipeline
from pimsolve.cli import app
from pimsolve.fileio import MARKER

ROOT = Path(__file__).resolve().parents[2]
SMALL = str(ROOT / "hwspec" / "small-8x16.yaml")
LENET = ROOT / "models" / "lenet5.onnx"
runner = CliRunner()


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def no_compile(monkeypatch):
    """Fail the test if `map` starts compiling (refusals must come before any work)."""
    def compile_model(*args, **kwargs):
        raise AssertionError("map compiled before refusing its --out")

    monkeypatch.setattr(pimsolve.pipeline, "compile_model", compile_model)


def _refused(args: list[str], what: str):
    result = runner.invoke(app, ["map", "--hw", SMALL, *args])
    assert result.exit_code == 2, result.output
    assert what in result.output and "Traceback" not in result.output
    return result


def test_a_users_folder_as_out_is_refused_before_any_work(tmp_path, no_compile):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "sentinel.txt").write_text("keep me")
    _refused([str(LENET), "--out", str(mine)], "not a pimsolve solution")
    assert _tree(mine) == {"sentinel.txt": b"keep me"}


def test_the_models_own_folder_and_the_current_folder_are_refused(tmp_path, monkeypatch,
                                                                  no_compile):
    model = tmp_path / "lenet5.onnx"
    shutil.copy(LENET, model)
    before = _tree(tmp_path)
    _refused([str(model), "--out", str(tmp_path)], "not a pimsolve solution")
    monkeypatch.chdir(tmp_path)
    _refused([str(model), "--out", "."], "not a pimsolve solution")
    assert _tree(tmp_path) == before


@pytest.mark.parametrize("kind", ["file", "link", "proc"])
def test_an_out_that_cannot_be_a_solution_folder_is_refused_before_any_work(tmp_path, kind,
                                                                            no_compile):
    out = tmp_path / "out"
    if kind == "file":
        out.write_text("data")
    elif kind == "link":
        (tmp_path / "real").mkdir()
        out.symlink_to(tmp_path / "real")
    else:
        out = Path("/proc/pimsolve-out")
    _refused([str(LENET), "--out", str(out)], {"file": "is a file", "link": "symbolic link",
                                               "proc": "cannot write"}[kind])


def test_force_writes_the_solution_beside_the_users_files(tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "sentinel.txt").write_text("keep me")
    result = runner.invoke(app, ["map", "--hw", SMALL, str(LENET), "--out", str(mine),
                                 "--solver", "balance", "--force"])
    assert result.exit_code == 0, result.output
    assert (mine / "sentinel.txt").read_text() == "keep me"
    assert (mine / "summary.json").is_file() and (mine / "program" / "core_000.s").is_file()
    assert not (mine / MARKER).exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine"]


def _map(out: Path, *extra: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "pimsolve", "map", "--hw",
                             str(ROOT / "hwspec" / "puma.yaml"),
                             str(ROOT / "models" / "tiny_resnet.onnx"), "--out", str(out),
                             *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=out.parent, preexec_fn=_default_sigint)


def _default_sigint() -> None:
    """A shell that starts the tests in the background ignores SIGINT for them, and the map
    run would inherit that: give it the default disposition a terminal's command has."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


# from the command's start-up (after Python's own, which no program guards) through the
# CP-SAT search, then late in a balance run (the schedule and the write)
MOMENTS = ((1.0, "cpsat"), (4.0, "cpsat"), (2.5, "balance"), (3.2, "balance"))


def _stopped_cleanly(tmp_path: Path, interrupted: str, *imports: str) -> None:
    """Run the command with ``python -m`` (as the ``pimsolve`` command starts) where the CLI is
    replaced by ``interrupted`` (the body of a function); it must exit 130 with the one line."""
    body = "".join(f"    {line}\n" for line in interrupted.splitlines())
    (tmp_path / "launch.py").write_text(
        "".join(f"{line}\n" for line in imports) +
        "import pimsolve.cli\n"
        f"def interrupted(**_):\n{body}"
        "pimsolve.cli.app = interrupted\n"
        "from pimsolve.__main__ import main\n"
        "main()\n")
    run = subprocess.run([sys.executable, "-m", "launch"], capture_output=True, text=True,
                         timeout=120, cwd=tmp_path, preexec_fn=_default_sigint)
    assert run.returncode == 130, run.stderr
    assert run.stderr.strip() == "interrupted (SIGINT): stopped, nothing half-written left"


@pytest.mark.parametrize("where", ["exec", "eval"])
def test_an_interrupt_inside_generated_code_still_exits_130(tmp_path, where):
    """Ctrl-C while a dataclass's or namedtuple's generated code runs (CPython compiles it
    from a string while modules are imported) must not turn exit 130 into death by SIGINT."""
    _stopped_cleanly(tmp_path, f"{where}('(_ for _ in ()).throw(KeyboardInterrupt())')")


def test_an_interrupt_python_cannot_raise_is_not_printed(tmp_path):
    """Ctrl-C inside a callback Python cannot raise from (the import machinery's weakref
    callbacks, a __del__) is recorded, not printed as "Exception ignored" with a traceback;
    the run stops at its next check with the one line."""
    _stopped_cleanly(tmp_path, "class Dropped:\n"
                               "    def __del__(self):\n"
                               "        interrupts._handle(signal.SIGINT, None)\n"
                               "Dropped()\n"
                               "interrupts.check()",
                     "import signal", "from pimsolve import interrupts")


@pytest.mark.parametrize("signum,code,moments", [
    pytest.param(signal.SIGINT, 130, MOMENTS, id="SIGINT"),
    pytest.param(signal.SIGTERM, 143, MOMENTS[1:2], id="SIGTERM-in-search"),
    pytest.param(signal.SIGTERM, 143, MOMENTS, id="SIGTERM", marks=pytest.mark.slow)])
def test_an_interrupt_at_any_moment_leaves_the_old_solution_or_the_new_one(tmp_path, signum,
                                                                           code, moments):
    out = tmp_path / "solution"
    first = runner.invoke(app, ["map", "--hw", str(ROOT / "hwspec" / "puma.yaml"),
                                str(ROOT / "models" / "tiny_resnet.onnx"), "--out", str(out),
                                "--solver", "balance"])
    assert first.exit_code == 0, first.output
    old = _tree(out)
    for delay, solver in moments:
        run = _map(out, "--solver", solver, "--time-limit", "30")
        time.sleep(delay)
        run.send_signal(signum)
        _, err = run.communicate(timeout=60)
        # a run of cpsat takes longer than these delays: the signal must end it (CP-SAT
        # would otherwise take the signal as the end of its search and let the run go on)
        assert run.returncode in ((code,) if solver == "cpsat" else (0, code)), err
        if run.returncode == code:
            # the progress lines a redirected run logs, then one line saying why it stopped
            said = [line for line in err.strip().splitlines()
                    if not re.match(r"\[ *[\d.]+ s\] ", line)]
            assert "Traceback" not in err and len(said) == 1, err
        now = _tree(out)
        assert now == old or ("summary.json" in now and "mapping.json" in now and
                              len([n for n in now if n.startswith("program/core_")]) ==
                              len([n for n in old if n.startswith("program/core_")])), now.keys()
        assert sorted(os.listdir(tmp_path)) == ["solution"], os.listdir(tmp_path)
        old = now
