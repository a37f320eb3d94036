"""How a hwspec's problems are collected: every one found in a file, reported together.

:class:`Problems` formats each problem as ``<file>: <dotted.path>: <expected>, got <value>[; hint]``;
:data:`INVALID` marks a value whose problem is already recorded, so that later checks skip it
and go on with the rest of the file; :func:`join_path` builds the dotted paths.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any

from pimsolve.hwspec.expr import FormulaError


class _Invalid:
    """Marks a value that failed its check (the problem is already recorded)."""

    _instance: _Invalid | None = None

    def __new__(cls) -> _Invalid:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "INVALID"

    def __bool__(self) -> bool:
        return False


INVALID: Any = _Invalid()


def join_path(path: str, key: object) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


@dataclass
class Problems:
    """Every problem found in one file, each already formatted for the user."""

    file: str
    items: list[str] = field(default_factory=list)
    # (path, label, hint): a problem at or under ``path`` is reported under ``label`` instead
    # of the file, with ``hint`` when it has none of its own (pimsolve.hwspec.overrides)
    labels: list[tuple[str, str, str]] = field(default_factory=list)

    def add(self, path: str, expected: str, got: str, hint: str = "", source: str = "") -> None:
        """One problem at ``path``, reported under ``source`` (else the file, or the label of
        an override at or above ``path``)."""
        file = source or self.file
        for under, label, label_hint in () if source else self.labels:
            if path == under or path.startswith((under + ".", under + "[")):
                file, hint = label, hint or label_hint
        where = f"{file}: {path}: " if path else f"{file}: "
        self.items.append(where + f"{expected}, got {got}" + (f"; {hint}" if hint else ""))

    def add_formula(self, path: str, error: FormulaError) -> None:
        self.add(path, error.expected, error.got, error.hint)

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)


def did_you_mean(word: str, choices: list[str] | tuple[str, ...]) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f"did you mean {close[0]!r}?" if close else ""
