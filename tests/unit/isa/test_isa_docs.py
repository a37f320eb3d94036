"""docs/isa.md keeps up with the table: its instruction, kind and layout tables are regenerated
here and must appear verbatim (print them with ``python tests/unit/isa/test_isa_docs.py``)."""

from __future__ import annotations

import re
from pathlib import Path

from pimsolve.isa import (
    OPS,
    Kind,
    format_instruction,
    layout,
    operand_range,
    parse_program,
    signature,
)

DOC = Path(__file__).resolve().parents[3] / "docs" / "isa.md"


def _bits(shift: int, width: int) -> str:
    return f"[{shift}]" if width == 1 else f"[{shift + width - 1}:{shift}]"


def _fields(op: str, bits: int) -> str:
    fields = layout(op, bits)
    parts = ["opcode[5:0]"] + [f"{f.name}{_bits(f.shift, f.width)}" for f in fields]
    end = fields[-1].shift + fields[-1].width if fields else 6
    if end < bits:
        parts.append(f"0{_bits(end, bits - end)}")
    return " ".join(parts)


def instruction_rows() -> list[str]:
    rows = ["| opcode | assembly | class | meaning |", "|---:|---|---|---|"]
    for spec in OPS.values():
        summary = spec.summary.replace("|", "\\|")
        rows.append(f"| {spec.opcode} | `{signature(spec.mnemonic)}` | {spec.op_class.value} | "
                    f"{summary} |")
    return rows


def kind_rows() -> list[str]:
    rows = ["| kind | 64-bit width | signed | elastic in 32-bit | range |",
            "|---|---:|---|---|---|"]
    for kind in Kind:
        lo, hi = operand_range(kind)
        shown = "$r0..$r31" if kind is Kind.REG else "$r0, $r2, ..., $r30" \
            if kind is Kind.REG_PAIR else f"{lo}..{hi}"
        rows.append(f"| {kind.value[0]} | {kind.width} | {'yes' if kind.signed else 'no'} | "
                    f"{'yes' if kind.elastic else 'no'} | {shown} |")
    return rows


def layout_rows() -> list[str]:
    rows = ["| op | 64-bit layout | 32-bit layout |", "|---|---|---|"]
    for op in OPS:
        rows.append(f"| {op} | {_fields(op, 64)} | {_fields(op, 32)} |")
    return rows


def test_docs_tables_match_the_table() -> None:
    text = DOC.read_text(encoding="utf-8")
    for row in instruction_rows() + kind_rows() + layout_rows():
        assert row in text, f"docs/isa.md is missing or has a stale row:\n{row}"


def test_docs_example_programs_parse_and_are_canonical() -> None:
    text = DOC.read_text(encoding="utf-8")
    blocks = re.findall(r"```asm\n(.*?)```", text, flags=re.S)
    assert blocks
    for block in blocks:
        program = parse_program(block, file="docs/isa.md")
        assert program
        code = [line.split("#")[0].strip() for line in block.splitlines()]
        assert [format_instruction(i) for i in program] == [line for line in code if line]
        assert {"mvmul", "send", "recv", "wait", "sync"} <= {i.op for i in program}
        assert any(i.op == "vvadd" and i.get("offset_select") for i in program)


def test_docs_have_the_semantics_section() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert "## Semantics" in text


if __name__ == "__main__":
    for rows in (instruction_rows(), kind_rows(), layout_rows()):
        print("\n".join(rows), end="\n\n")
