"""docs/quantization.md keeps up with the code: every kind has a row, the constants match."""

from __future__ import annotations

from pathlib import Path

import pimsolve.ir.qgraph as qgraph_module
from pimsolve.ir.qgraph import QKind
from pimsolve.quantize import DEFAULT_SAMPLES
from pimsolve.quantize.fixed_point import FRAC_MIN, HEADROOM

DOC = (Path(__file__).resolve().parents[3] / "docs" / "quantization.md").read_text()


def test_every_kind_has_a_row_in_the_doc_and_the_contract():
    rows = [line for line in DOC.splitlines() if line.startswith("| ")]
    for kind in QKind:
        name = kind.name
        assert any(name in row.split("|")[1] for row in rows), f"docs: no row for {name}"
        assert name in qgraph_module.__doc__, f"qgraph docstring: no semantics for {name}"


def test_doc_states_the_constants():
    assert f"max_abs * {HEADROOM}" in DOC
    assert f"[{FRAC_MIN}, 2A]" in DOC
    assert f"{DEFAULT_SAMPLES} standard-normal samples" in DOC
    assert "<consumer>.requant<i>" in DOC
