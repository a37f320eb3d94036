"""Where the shipped hwspecs and models are: the repository's ``hwspec/`` and ``models/``
folders when pimsolve runs from a checkout (or an editable install), and
``<prefix>/share/pimsolve/{hwspec,models}`` when it was installed from a wheel
(pyproject.toml's data files). A name (``puma``, ``lenet5``) finds a shipped file wherever
pimsolve was installed."""

from __future__ import annotations

import sys
import sysconfig
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[1]


def _folders(kind: str) -> list[Path]:
    """The folders holding shipped files of ``kind`` ("hwspec" or "models"), first found
    first: the checkout's, then the installed data's."""
    candidates = [REPOSITORY / kind,
                  Path(sysconfig.get_path("data")) / "share" / "pimsolve" / kind,
                  Path(sys.prefix) / "share" / "pimsolve" / kind]
    seen: list[Path] = []
    for folder in candidates:
        if folder.is_dir() and folder not in seen:
            seen.append(folder)
    return seen


def shipped(kind: str, suffix: str) -> dict[str, Path]:
    """Name -> path of the shipped files of ``kind`` whose names end in ``suffix``."""
    found: dict[str, Path] = {}
    for folder in _folders(kind):
        for path in sorted(folder.glob(f"*{suffix}")):
            found.setdefault(path.stem, path)
    return found


def shipped_models() -> dict[str, Path]:
    """Name -> path of the shipped ONNX models (``lenet5``, ``tiny_resnet``, ...)."""
    return shipped("models", ".onnx")


def resolve_model(path: str | Path) -> Path:
    """``path`` itself when it exists or does not name a shipped model, else the shipped
    model of that name (the frontend reports a missing file)."""
    file = Path(path)
    if file.exists() or file.suffix:
        return file
    return shipped_models().get(str(path), file)
