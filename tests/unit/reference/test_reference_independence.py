"""The integer reference shares no code with what it checks: it may import numpy, the standard
library, pimsolve.ir, pimsolve.errors and itself, nothing else."""

from __future__ import annotations

import ast
from pathlib import Path

import pimsolve.reference

ALLOWED = ("numpy", "__future__", "collections", "typing", "dataclasses", "math",
           "pimsolve.ir", "pimsolve.errors", "pimsolve.reference")


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{path}: relative import"
            names.append(node.module)
    return names


def test_reference_imports_only_the_ir():
    files = sorted(Path(pimsolve.reference.__file__).parent.glob("*.py"))
    assert files
    for path in files:
        for name in _imports(path):
            assert any(name == a or name.startswith(a + ".") for a in ALLOWED), \
                f"{path.name} imports {name}; the reference must stay independent"
