"""File writing shared by every stage: outputs appear whole or not at all, and a folder that
pimsolve did not write is never deleted.

A folder pimsolve writes as a whole (a solution, a program folder) carries the marker file
``.pimsolve``. Writing such a folder over ``path``:

* ``path`` absent: the new folder is renamed in;
* ``path`` one of ours (the marker, or a solution or program folder written before the marker
  existed): the old folder is renamed aside, the new one renamed in, the old one removed —
  signals are held for those three steps (pimsolve.interrupts.held), so an interrupt leaves
  the old folder or the new one;
* ``path`` an empty folder: the new entries are moved into it (and the marker with them);
* ``path`` anything else (a user's folder, a file, a symbolic link): refused, unless ``force``
  is given for a folder; then only the entries of the new folder replace entries of the same
  name, everything else stays, and no marker is written (the folder stays the user's).

:func:`check_output_folder` applies the same rules before any work, so a run that would be
refused at the end is refused at once.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from pimsolve import interrupts
from pimsolve.errors import BadInputError

MARKER = ".pimsolve"
# what a folder written before the marker existed may hold: a program folder's files, or a
# solution folder's (recognised by its summary.json)
_PROGRAM_ENTRY = re.compile(r"core_\d{3}\.s|array_groups\.npz|gmem_init\.npy")


def write_atomic(path: str | os.PathLike[str], data: str | bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same directory + os.replace,
    so a failed write never leaves a half-written file behind. Creates missing parent folders."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise BadInputError(f"{path}: cannot be written ({exc.strerror or exc}); expected a "
                            "path in a writable folder") from None
    try:
        os.fchmod(fd, 0o644)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode("utf-8") if isinstance(data, str) else data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def check_writable_file(path: str | os.PathLike[str], option: str) -> None:
    """Before any work: ``path`` (an output file of ``option``) is not a folder, and the
    nearest folder above it that exists is one this process may write in."""
    path = Path(path)
    if path.is_dir():
        raise BadInputError(f"{option} {path}: is a folder; expected a file path")
    parent = path.parent.absolute()
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent
    if not parent.is_dir() or not os.access(parent, os.W_OK | os.X_OK) or \
            parent.parts[1:2] in (("proc",), ("sys",)):
        raise BadInputError(f"{option} {path}: cannot write in {parent}; expected a path in a "
                            "writable folder")


def folder_state(path: str | os.PathLike[str]) -> str:
    """``absent``, ``ours`` (a folder pimsolve wrote), ``empty`` (an empty folder),
    ``foreign`` (a folder holding anything else), ``link`` or ``file``."""
    path = Path(path)
    if path.is_symlink():
        return "link"
    if not path.exists():
        return "absent"
    if not path.is_dir():
        return "file"
    try:
        entries = [entry.name for entry in os.scandir(path)]
    except OSError:
        return "foreign"
    if not entries:
        return "empty"
    if MARKER in entries or _legacy_solution(path) or \
            all(_PROGRAM_ENTRY.fullmatch(name) for name in entries):
        return "ours"
    return "foreign"


def _legacy_solution(path: Path) -> bool:
    """A solution folder written before the marker: summary.json names pimsolve's version."""
    summary = path / "summary.json"
    try:
        if not summary.is_file() or summary.stat().st_size > 1 << 24:
            return False
        data = json.loads(summary.read_text())
    except (OSError, ValueError):
        return False
    return isinstance(data, dict) and "pimsolve_version" in data and "schema_version" in data


def check_output_folder(path: str | os.PathLike[str], force: bool = False,
                        option: str = "--out") -> None:
    """Refuse (BadInputError, exit 2) an output folder that writing would have to refuse or
    could not create: a file, a symbolic link, a folder that is not pimsolve's (unless
    ``force``), or a place where no folder can be made."""
    path = Path(path)
    state = folder_state(path)
    hint = "hint: pick a new folder, or add --force to write pimsolve's files into it " \
           "(other files stay)"
    if state == "link":
        raise BadInputError(f"{option} {path}: is a symbolic link; expected a folder path; "
                            f"hint: pass the folder it points to, {os.path.realpath(path)}")
    if state == "file":
        raise BadInputError(f"{option} {path}: is a file, not a folder; expected a folder "
                            "for the solution; hint: pick another path")
    if state == "foreign" and not force:
        raise BadInputError(f"{option} {path}: the folder exists and is not a pimsolve "
                            f"solution (no {MARKER} marker); nothing was written; {hint}")
    _probe_writable(_absolute(path).parent if state == "absent" else _absolute(path), option)


def _probe_writable(folder: Path, option: str) -> None:
    """Make and remove a temporary folder in ``folder`` (or its nearest existing ancestor)."""
    existing = folder
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        raise BadInputError(f"{option} {folder}: {existing} is not a folder; expected a "
                            "writable place for the solution")
    try:
        os.rmdir(tempfile.mkdtemp(prefix=".pimsolve-probe.", dir=existing))
    except OSError as exc:
        raise BadInputError(f"{option} {folder}: cannot write in {existing} "
                            f"({exc.strerror or exc}); expected a writable folder") from None


def _absolute(path: Path) -> Path:
    return Path(os.path.abspath(path))


@contextmanager
def atomic_directory(path: str | os.PathLike[str], force: bool = False) -> Iterator[Path]:
    """Yield a temporary sibling folder to fill; when the block succeeds it takes the place of
    ``path`` by the rules of this module's docstring, and when it fails it is removed, so
    ``path`` is never half-written."""
    target = _absolute(Path(path))
    check_output_folder(target, force)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent))
    try:
        os.chmod(tmp, 0o777 & ~_umask())  # mkdtemp's 0700 -> what mkdir would give
        yield tmp
        interrupts.check()  # a signal someone swallowed still stops the run here
        with interrupts.held():
            _put_in_place(tmp, target, force)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def _put_in_place(tmp: Path, target: Path, force: bool) -> None:
    state = folder_state(target)
    if state in ("absent", "ours"):
        _write_marker(tmp)
        if state == "absent":
            os.rename(tmp, target)
            return
        aside = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".old",
                                      dir=target.parent))
        os.rename(target, aside / "old")
        os.rename(tmp, target)
        shutil.rmtree(aside, ignore_errors=True)
        return
    if state == "foreign" and not force or state in ("link", "file"):
        check_output_folder(target, force)  # the folder changed under the run: say how
    if state == "empty":
        _write_marker(tmp)
    for entry in sorted(os.listdir(tmp)):
        dest = target / entry
        if dest.is_dir() and not dest.is_symlink():
            aside = Path(tempfile.mkdtemp(prefix=f".{entry}.", suffix=".old", dir=target))
            os.rename(dest, aside / "old")
            os.rename(tmp / entry, dest)
            shutil.rmtree(aside, ignore_errors=True)
        else:
            os.replace(tmp / entry, dest)
    os.rmdir(tmp)


def _write_marker(folder: Path) -> None:
    from pimsolve import __version__

    (folder / MARKER).write_text(json.dumps({"written_by": "pimsolve",
                                             "version": __version__}) + "\n")


def _umask() -> int:
    """The process's file-mode creation mask (read by setting it and putting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
