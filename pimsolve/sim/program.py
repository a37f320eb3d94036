"""Program directories: ``core_NNN.s`` assembly files plus ``array_groups.npz``.

``array_groups.npz`` holds one integer matrix per array group under the key
``core<N>_group<G>`` (rows = inputs, cols = outputs). Replicas repeat matrices, so a group may
instead be listed in the optional ``aliases`` array, one row ``[core, group, from_core,
from_group]`` per group that holds the same matrix as another one. A group whose weights the
program writes itself (``wwr``) has no matrix: it is a row ``[core, group, rows, cols, phase]``
of the optional ``written`` array. A solution directory written by
``pimsolve map`` keeps its program in a ``program/`` subfolder; both layouts are accepted.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from pimsolve.errors import BadInputError
from pimsolve.fileio import atomic_directory
from pimsolve.hwspec.model import HwSpec
from pimsolve.isa.asm import format_program, read_program
from pimsolve.isa.instruction import Instruction
from pimsolve.safeload import load_npz
from pimsolve.sim.machine import ArrayGroup

CORE_FILE = re.compile(r"core_(\d+)\.s$")
GROUP_KEY = re.compile(r"core(\d+)_group(\d+)$")
GROUPS_FILE = "array_groups.npz"


@dataclass(frozen=True, slots=True)
class ProgramSet:
    programs: Mapping[int, Sequence[Instruction]]
    groups: Mapping[int, Sequence[ArrayGroup]]

    @property
    def instructions(self) -> int:
        return sum(len(p) for p in self.programs.values())


def arrays_for(hw: HwSpec, rows: int, cols: int, weight_bits: int | None = None) -> int:
    """Arrays needed to hold a rows × cols weight matrix at the given weight precision."""
    from pimsolve.hwspec.affine import matrix_capacity

    cap_rows, cap_cols = matrix_capacity(hw, weight_bits or hw.precision.weights)
    return math.ceil(rows / cap_rows) * math.ceil(cols / cap_cols)


def program_folder(path: Path) -> Path:
    """The folder holding core_NNN.s files: ``path`` itself or its ``program/`` subfolder."""
    if (path / "program").is_dir() and not any(CORE_FILE.match(p.name) for p in path.iterdir()):
        return path / "program"
    return path


def load_program_dir(path: str | Path, hw: HwSpec) -> ProgramSet:
    root = Path(path)
    if not root.is_dir():
        raise BadInputError(f"{root}: not a directory; expected a program folder with "
                            "core_NNN.s files (or a solution folder from `pimsolve map`)")
    folder = program_folder(root)
    programs: dict[int, list[Instruction]] = {}
    for entry in sorted(folder.iterdir()):
        match = CORE_FILE.match(entry.name)
        if match:
            programs[int(match.group(1))] = read_program(entry)
    if not programs:
        raise BadInputError(f"{folder}: no core_NNN.s files found; hint: name each core's "
                            "program core_000.s, core_001.s, ...")
    groups = load_groups(folder / GROUPS_FILE, hw) if (folder / GROUPS_FILE).exists() else {}
    return ProgramSet(programs, groups)


def load_groups(path: Path, hw: HwSpec) -> dict[int, list[ArrayGroup]]:
    archive = load_npz(path, "the array groups' weights")
    found: dict[int, dict[int, np.ndarray | None]] = {}
    aliases = np.zeros((0, 4), dtype=np.int64)
    written = np.zeros((0, 5), dtype=np.int64)
    for key in archive:
        if key == "written":
            written = archive[key]
            if written.ndim != 2 or written.shape[1] != 5 or not np.issubdtype(
                    written.dtype, np.integer) or (written < 0).any():
                raise BadInputError(f"{path}: written: expected rows [core, group, rows, cols, "
                                    f"phase] of non-negative integers, got shape "
                                    f"{written.shape} {written.dtype}")
            continue
        if key == "aliases":
            aliases = archive[key]
            if aliases.ndim != 2 or aliases.shape[1] != 4:
                raise BadInputError(f"{path}: aliases: expected rows [core, group, "
                                    f"from_core, from_group], got shape {aliases.shape}")
            continue
        match = GROUP_KEY.match(key)
        if not match:
            raise BadInputError(f"{path}: unexpected entry {key!r}; expected keys "
                                "core<N>_group<G>, aliases and written")
        matrix = archive[key]
        if matrix.ndim != 2 or not np.issubdtype(matrix.dtype, np.integer):
            raise BadInputError(f"{path}: {key}: expected a 2-D integer matrix, got "
                                f"{matrix.ndim}-D {matrix.dtype}")
        found.setdefault(int(match.group(1)), {})[int(match.group(2))] = matrix
    for core, group, src_core, src_group in aliases.tolist():
        source = found.get(src_core, {}).get(src_group)
        if source is None:
            raise BadInputError(f"{path}: aliases: core{core}_group{group} refers to "
                                f"core{src_core}_group{src_group}, which is not stored")
        found.setdefault(core, {})[group] = source
    shapes: dict[tuple[int, int], tuple[int, int, int]] = {}
    for core, group, rows, cols, phase in written.tolist():
        if group in found.get(core, {}) or (core, group) in shapes:
            raise BadInputError(f"{path}: written: core{core}_group{group} is given twice")
        shapes[core, group] = (rows, cols, phase)
        found.setdefault(core, {})[group] = None
    groups: dict[int, list[ArrayGroup]] = {}
    for core, by_index in found.items():
        expected = list(range(len(by_index)))
        if sorted(by_index) != expected:
            raise BadInputError(f"{path}: core {core} has groups {sorted(by_index)}; group "
                                "indices must be 0..n-1 without gaps")
        groups[core] = [
            ArrayGroup(by_index[g].astype(np.int64), arrays_for(hw, *by_index[g].shape))
            if by_index[g] is not None else
            ArrayGroup.for_writes(*shapes[core, g][:2], arrays_for(hw, *shapes[core, g][:2]),
                                  shapes[core, g][2])
            for g in expected]
    return groups


def _group_entries(groups: Mapping[int, Sequence[ArrayGroup]]) -> dict[str, np.ndarray]:
    """Each distinct matrix once, in the narrowest integer type; repeats become aliases; the
    groups the program writes as rows of ``written``."""
    entries: dict[str, np.ndarray] = {}
    first: dict[tuple, tuple[int, int]] = {}
    aliases = []
    written = []
    for core, gs in sorted(groups.items()):
        for index, group in enumerate(gs):
            if group.written:
                written.append((core, index, group.rows, group.cols, group.phase))
                continue
            weights = np.asarray(group.weights)
            peak = int(np.abs(weights).max()) if weights.size else 0
            dtype = next(t for t in (np.int8, np.int16, np.int32, np.int64)
                         if peak <= np.iinfo(t).max)
            weights = weights.astype(dtype)
            key = (weights.shape, weights.tobytes())
            if key in first:
                aliases.append((core, index, *first[key]))
            else:
                first[key] = (core, index)
                entries[f"core{core}_group{index}"] = weights
    if aliases:
        entries["aliases"] = np.array(aliases, dtype=np.int64)
    if written:
        entries["written"] = np.array(written, dtype=np.int64)
    return entries


def save_program_dir(path: str | Path, programs: Mapping[int, Sequence[Instruction]],
                     groups: Mapping[int, Sequence[ArrayGroup]] | None = None,
                     header: str | None = None) -> None:
    """Write a program folder atomically (a temporary sibling renamed into place)."""
    with atomic_directory(path) as tmp:
        for core, program in sorted(programs.items()):
            (tmp / f"core_{core:03d}.s").write_text(format_program(program, header=header))
        if groups:
            np.savez(tmp / GROUPS_FILE, **_group_entries(groups))
