"""docs/hwspec.md documents every key of the schema table."""

from __future__ import annotations

from pathlib import Path

from pimsolve.hwspec.model import INSTRUCTION_SYMBOLS
from pimsolve.hwspec.schema import reference_rows
from pimsolve.hwspec.symbols import HW_SYMBOLS

DOC = Path(__file__).resolve().parents[3] / "docs" / "hwspec.md"


def test_every_schema_key_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8").replace("\\|", "|")
    missing = [path for path, _ in reference_rows() if f"`{path}`" not in text]
    assert not missing, f"document these keys in docs/hwspec.md: {missing}"


def test_every_formula_symbol_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    missing = [s for s in (*INSTRUCTION_SYMBOLS, *HW_SYMBOLS) if f"`{s}`" not in text]
    assert not missing, missing
