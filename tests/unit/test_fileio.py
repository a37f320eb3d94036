"""Atomic writes: nothing half-written on disk, the usual permissions, and no folder that
pimsolve did not write is ever deleted."""

from __future__ import annotations

import json
import os
import signal
import stat

import pytest

from pimsolve import fileio, interrupts
from pimsolve.errors import BadInputError
from pimsolve.fileio import MARKER, atomic_directory, check_output_folder, folder_state, \
    write_atomic


def _tree(folder):
    """Every file under ``folder`` (hidden ones too) with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _write(target, text, force=False):
    with atomic_directory(target, force) as tmp:
        write_atomic(tmp / "summary.json", text)
        write_atomic(tmp / "program" / "core_000.s", text)


def test_a_folder_written_atomically_gets_the_permissions_mkdir_would_give(tmp_path):
    target = tmp_path / "solution"
    with atomic_directory(target) as tmp:
        write_atomic(tmp / "program" / "core_000.s", "halt\n")
    mask = os.umask(0o022)
    os.umask(mask)
    assert stat.S_IMODE(target.stat().st_mode) == 0o777 & ~mask
    assert stat.S_IMODE((target / "program").stat().st_mode) == 0o777 & ~mask
    assert stat.S_IMODE((target / "program" / "core_000.s").stat().st_mode) == 0o644


def test_a_failed_write_leaves_neither_the_folder_nor_its_temporary(tmp_path):
    target = tmp_path / "solution"
    with pytest.raises(RuntimeError):
        with atomic_directory(target) as tmp:
            write_atomic(tmp / "summary.json", "{}")
            raise RuntimeError("stopped half-way")
    assert list(tmp_path.iterdir()) == []


def test_a_new_folder_carries_the_marker_and_replacing_it_leaves_nothing_beside(tmp_path):
    target = tmp_path / "solution"
    _write(target, "old")
    assert folder_state(target) == "ours"
    assert json.loads((target / MARKER).read_text())["written_by"] == "pimsolve"
    _write(target, "new")
    assert (target / "summary.json").read_text() == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["solution"]


def test_a_users_folder_is_refused_and_kept_whole(tmp_path):
    target = tmp_path / "mine"
    target.mkdir()
    (target / "thesis.tex").write_text("years of work")
    before = _tree(target)
    with pytest.raises(BadInputError, match="not a pimsolve solution.*--force"):
        _write(target, "solution")
    assert _tree(target) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine"]


def test_force_replaces_only_the_entries_of_the_same_names(tmp_path):
    target = tmp_path / "mine"
    (target / "program").mkdir(parents=True)
    (target / "thesis.tex").write_text("years of work")
    (target / "program" / "notes.txt").write_text("a user's program folder")
    _write(target, "solution", force=True)
    assert (target / "thesis.tex").read_text() == "years of work"
    assert (target / "summary.json").read_text() == "solution"
    assert sorted(os.listdir(target / "program")) == ["core_000.s"]
    assert not (target / MARKER).exists()  # the folder stays the user's: --force again next time
    assert folder_state(target) == "foreign"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine"]


def test_an_empty_folder_is_filled_and_becomes_a_solution(tmp_path):
    target = tmp_path / "empty"
    target.mkdir()
    _write(target, "solution")
    assert (target / "summary.json").read_text() == "solution"
    assert folder_state(target) == "ours"


def test_solution_and_program_folders_written_before_the_marker_count_as_ours(tmp_path):
    legacy = tmp_path / "legacy"
    legacy.mkdir()
    (legacy / "summary.json").write_text(json.dumps({"schema_version": 1,
                                                     "pimsolve_version": "0.1.0"}))
    (legacy / "mapping.json").write_text("{}")
    programs = tmp_path / "programs"
    programs.mkdir()
    (programs / "core_000.s").write_text("halt\n")
    (programs / "array_groups.npz").write_bytes(b"")
    assert folder_state(legacy) == folder_state(programs) == "ours"
    (programs / "README").write_text("mine")
    assert folder_state(programs) == "foreign"
    (legacy / "summary.json").write_text("{}")
    assert folder_state(legacy) == "foreign"


@pytest.mark.parametrize("kind", ["file", "link"])
def test_a_file_or_a_symbolic_link_is_refused(tmp_path, kind):
    real = tmp_path / "real"
    real.mkdir()
    target = tmp_path / "out"
    if kind == "file":
        target.write_text("data")
    else:
        target.symlink_to(real)
    with pytest.raises(BadInputError, match="is a file" if kind == "file" else "symbolic link"):
        check_output_folder(target)
    with pytest.raises(BadInputError):
        _write(target, "solution")
    assert target.is_symlink() if kind == "link" else target.read_text() == "data"


def test_a_place_where_no_folder_can_be_made_is_refused_before_any_work(tmp_path):
    blocker = tmp_path / "a_file"
    blocker.write_text("x")
    with pytest.raises(BadInputError, match="not a folder"):
        check_output_folder(blocker / "below" / "solution")
    with pytest.raises(BadInputError, match="cannot write"):
        check_output_folder("/proc/pimsolve-solution")


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_during_the_swap_waits_until_the_new_folder_is_in_place(tmp_path, monkeypatch,
                                                                         signum):
    target = tmp_path / "solution"
    _write(target, "old")
    renames = []
    real_rename = os.rename

    def rename(src, dst):  # the signal arrives between the two renames of the swap
        real_rename(src, dst)
        renames.append(dst)
        if len(renames) == 1:
            os.kill(os.getpid(), signum)

    previous = signal.signal(signum, interrupts._handle)  # what `pimsolve` installs
    monkeypatch.setattr(fileio.os, "rename", rename)
    try:
        with pytest.raises(interrupts.Terminated if signum == signal.SIGTERM else
                           KeyboardInterrupt):
            _write(target, "new")
        assert interrupts.received() == signum and len(renames) == 2
    finally:
        signal.signal(signum, previous)
        interrupts._received.clear()
    assert (target / "summary.json").read_text() == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["solution"]


def test_an_interrupt_while_filling_keeps_the_old_folder(tmp_path):
    target = tmp_path / "solution"
    _write(target, "old")
    before = _tree(target)
    with pytest.raises(KeyboardInterrupt):
        with atomic_directory(target) as tmp:
            write_atomic(tmp / "summary.json", "new")
            raise KeyboardInterrupt
    assert _tree(target) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["solution"]


def test_a_signal_that_a_library_swallowed_still_keeps_the_new_folder_out(tmp_path):
    target = tmp_path / "solution"
    _write(target, "old")
    interrupts._received.append(signal.SIGTERM)  # recorded by the handler, exception lost
    try:
        with pytest.raises(interrupts.Terminated):
            _write(target, "new")
    finally:
        interrupts._received.clear()
    assert (target / "summary.json").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["solution"]
