"""Atomic writes: nothing half-written on disk, and the usual permissions."""

from __future__ import annotations

import os
import stat

import pytest

from pimsolve.fileio import atomic_directory, write_atomic


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
