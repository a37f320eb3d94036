"""Text assembly: one instruction per line, operands in the table's order (docs/isa.md).

Syntax::

    # a comment; blank lines are ignored
    vvadd $r1, $r2, $r3, 64              # offset field omitted: both sub-fields are 0
    vvadd $r1, $r2, $r3, 64, 0b011, 8    # offset_select (3 bits), offset_value (signed)
    send $r4, 3, 256, 16                 # instructions with only offset_value: one optional operand

Registers are ``$r0``..``$r31``; immediates are decimal, ``0x..`` hex or ``0b..`` binary, with an
optional ``-``. Operands are separated by commas and/or whitespace (canonical: ``", "``).

Reading is built for programs of millions of lines: each mnemonic gets a parse function generated
once from the definition table (dictionary lookups for registers, ``int`` for immediates, one range
test). Any line the fast function does not accept is re-read by a general parser that either
accepts it (hex/binary immediates, ...) or raises :class:`AsmError` saying exactly what is wrong.
"""

from __future__ import annotations

import dataclasses
import difflib
import os
import re
from collections.abc import Callable, Iterable
from pathlib import Path

from pimsolve.errors import AsmError
from pimsolve.fileio import write_atomic
from pimsolve.gcpause import collector_paused
from pimsolve.isa.instruction import Instruction
from pimsolve.isa.spec import NUM_REGISTERS, OPS, Kind, OpSpec, operand_range
from pimsolve.safeload import read_text

__all__ = [
    "format_instruction",
    "format_program",
    "parse_line",
    "parse_program",
    "read_program",
    "signature",
    "write_program",
]

REGISTER_NAMES: tuple[str, ...] = tuple(f"$r{i}" for i in range(NUM_REGISTERS))
_REG: dict[str, int] = {name: i for i, name in enumerate(REGISTER_NAMES)}
_PAIR: dict[str, int] = {name: i for name, i in _REG.items() if i % 2 == 0}
# offset_select spellings the fast path accepts: decimal, and binary with 1..3 digits.
_SEL: dict[str, int] = {str(v): v for v in range(8)} | {
    "0b" + format(v, f"0{digits}b"): v
    for v in range(8) for digits in range(max(1, v.bit_length()), 4)
}


# --------------------------------------------------------------------------------------------
# Printing


def _display(name: str, kind: Kind) -> str:
    return f"${name}" if kind.is_register else name


def signature(op: str) -> str:
    """The operand signature of ``op``.

    E.g. ``vvadd $rd, $rs1, $rs2, len[, offset_select, offset_value]``.
    """
    spec = OPS[op]
    base = [_display(o.name, o.kind) for o in spec.operands if not o.kind.is_offset]
    offsets = [o.name for o in spec.operands if o.kind.is_offset]
    text = f"{op} {', '.join(base)}" if base else op
    if offsets:
        text += f"[, {', '.join(offsets)}]"
    return text


def _format_templates(spec: OpSpec) -> tuple[str, str]:
    """(full, short) str.format templates: with the offset operands, and without them."""
    fields = []
    for i, operand in enumerate(spec.operands):
        if operand.kind.is_register:
            fields.append(f"$r{{{i}}}")
        elif operand.kind is Kind.OFFSET_SELECT:
            fields.append(f"{{{i}:#05b}}")  # 0b + 3 binary digits
        else:
            fields.append(f"{{{i}}}")
    n_base = sum(1 for o in spec.operands if not o.kind.is_offset)
    full = f"{spec.mnemonic} {', '.join(fields)}"
    short = f"{spec.mnemonic} {', '.join(fields[:n_base])}" if n_base else spec.mnemonic
    return full, short


_FORMAT: dict[str, tuple[str, str, int]] = {
    spec.mnemonic: (*_format_templates(spec), sum(1 for o in spec.operands if o.kind.is_offset))
    for spec in OPS.values()
}


def format_instruction(inst: Instruction) -> str:
    """The canonical assembly line of ``inst`` (no trailing newline).

    Offset operands are printed only when one of them is nonzero; offset_select as ``0bXXX``.
    """
    full, short, n_off = _FORMAT[inst.op]
    args = inst.args
    if n_off and any(args[-n_off:]):
        return full.format(*args)
    return short.format(*args)


def format_program(insts: Iterable[Instruction], header: str | None = None) -> str:
    """The assembly text of a program; ``header`` lines become ``# `` comments at the top."""
    lines: list[str] = []
    if header is not None:
        lines.extend(f"# {line}".rstrip() for line in header.splitlines())
    lines.extend(map(format_instruction, insts))
    return "\n".join(lines) + "\n" if lines else ""


# --------------------------------------------------------------------------------------------
# Fast path: one generated function per mnemonic


class _Slow(Exception):
    """Raised by a fast parse function when the general parser has to look at the line."""


def instruction_builder() -> str:
    """Source of the statement that builds ``o = Instruction(<op>, a)`` in generated code.

    The frozen dataclass __init__ costs two object.__setattr__ calls; setting the two slots
    directly builds an equal instance in about half the time. Used only while Instruction is
    exactly the slotted pair (op, args) without __post_init__; otherwise the constructor.
    """
    names = [f.name for f in dataclasses.fields(Instruction)]
    if names == ["op", "args"] and getattr(Instruction, "__slots__", None) == ("op", "args") \
            and not hasattr(Instruction, "__post_init__"):
        return "o = new(I); set_op(o, {op!r}); set_args(o, {args})"
    return "o = I({op!r}, {args})"


BUILDER_NAMES = {"I": Instruction, "new": object.__new__,
                 "set_op": Instruction.__dict__["op"].__set__,
                 "set_args": Instruction.__dict__["args"].__set__}


def _generate_fast_parser(spec: OpSpec) -> Callable[[list[str]], Instruction]:
    """Build ``parse(tokens) -> Instruction`` for one mnemonic from the table.

    For ``vvadd`` the generated code is::

        def parse(t):
            n = len(t)
            if n == 5:
                _, x0, x1, x2, x3 = t
                v3 = int(x3)
                if 0 <= v3 <= 65535:
                    o = new(I); set_op(o, 'vvadd'); set_args(o, (R[x0], R[x1], R[x2], v3, 0, 0))
                    return o
            elif n == 7:
                _, x0, x1, x2, x3, x4, x5 = t
                v3 = int(x3); v5 = int(x5)
                if 0 <= v3 <= 65535 and -32768 <= v5 <= 32767:
                    o = new(I); ...(R[x0], R[x1], R[x2], v3, S[x4], v5)
                    return o
            raise Slow

    Registers and offset_select are dictionary lookups (the dictionaries hold only valid
    spellings), integers go through ``int`` and one range test. A KeyError, ValueError or Slow
    means "ask the general parser", which accepts the line or explains what is wrong with it.
    """
    n_base = sum(1 for o in spec.operands if not o.kind.is_offset)
    n_all = len(spec.operands)
    counts = (n_base, n_all) if n_all != n_base else (n_base,)
    lines = ["def parse(t):", "    n = len(t)"]
    for branch, count in enumerate(counts):
        names = ", ".join(["_"] + [f"x{i}" for i in range(count)])
        lines.append(f"    {'if' if branch == 0 else 'elif'} n == {count + 1}:")
        lines.append(f"        {names}{',' if count == 0 else ''} = t")
        items, checks = [], []
        for i, operand in enumerate(spec.operands):
            kind = operand.kind
            if i >= count:
                items.append("0")
            elif kind is Kind.REG:
                items.append(f"R[x{i}]")
            elif kind is Kind.REG_PAIR:
                items.append(f"P[x{i}]")
            elif kind is Kind.OFFSET_SELECT:
                items.append(f"S[x{i}]")
            else:
                lo, hi = operand_range(kind)
                lines.append(f"        v{i} = int(x{i})")
                checks.append(f"{lo} <= v{i} <= {hi}")
                items.append(f"v{i}")
        indent = "        "
        if checks:
            lines.append(f"        if {' and '.join(checks)}:")
            indent += "    "
        args = "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
        lines.append(indent + instruction_builder().format(op=spec.mnemonic, args=args))
        lines.append(f"{indent}return o")
    lines.append("    raise Slow")
    namespace = {"R": _REG, "P": _PAIR, "S": _SEL, "Slow": _Slow, **BUILDER_NAMES}
    exec(compile("\n".join(lines), f"<asm parser for {spec.mnemonic}>", "exec"), namespace)
    return namespace["parse"]


_FAST: dict[str, Callable[[list[str]], Instruction]] = {
    spec.mnemonic: _generate_fast_parser(spec) for spec in OPS.values()
}
_FAST_ERRORS = (KeyError, ValueError, _Slow)  # KeyError also covers an unknown mnemonic
_COMMENT = re.compile(r"#[^\n]*")


# --------------------------------------------------------------------------------------------
# General path: accepts everything the syntax allows, explains everything it does not


def _integer(token: str) -> int | None:
    try:
        return int(token)
    except ValueError:
        pass
    try:
        return int(token, 0)  # 0x.., 0b.., 0o.. with an optional sign
    except ValueError:
        return None


def _parse_operand(spec: OpSpec, index: int, token: str, where: str) -> int:
    operand = spec.operands[index]
    kind = operand.kind
    what = f"{spec.mnemonic} operand {_display(operand.name, kind)}"
    if kind.is_register:
        value = _REG.get(token)
        if value is None:
            raise AsmError(f"{where}: {what}: expected a register $r0..$r{NUM_REGISTERS - 1}, "
                           f"got {token!r}")
        if kind is Kind.REG_PAIR and value % 2:
            use = f"$r{value - 1}" + (f" or $r{value + 1}" if value + 1 < NUM_REGISTERS else "")
            raise AsmError(f"{where}: {what}: expected an even register (a global-memory address "
                           f"in the pair $rN,$rN+1), got {token!r}; use {use}")
        return value
    value = _integer(token)
    if value is None:
        hint = ""
        if token.startswith("$"):
            hint = "; registers are only allowed where the signature has $"
        raise AsmError(f"{where}: {what}: expected an integer (decimal, 0x.. or 0b..), "
                       f"got {token!r}{hint}")
    lo, hi = operand_range(kind)
    if not lo <= value <= hi:
        raise AsmError(f"{where}: {what}: expected an integer in {lo}..{hi}, got {token!r}")
    return value


def _parse_tokens(tokens: list[str], where: str) -> Instruction:
    """The general parser: returns the instruction or raises AsmError."""
    mnemonic = tokens[0]
    spec = OPS.get(mnemonic)
    if spec is None:
        close = difflib.get_close_matches(mnemonic.lower(), list(OPS), n=1, cutoff=0.6)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        raise AsmError(f"{where}: expected an instruction mnemonic, got {mnemonic!r}{hint}")
    n_base = sum(1 for o in spec.operands if not o.kind.is_offset)
    n_off = len(spec.operands) - n_base
    given = len(tokens) - 1
    if given not in (n_base, n_base + n_off):
        got = f"{given} operand{'s' if given != 1 else ''}"
        if given:
            got += f" {', '.join(tokens[1:])!r}"
        raise AsmError(f"{where}: expected: {signature(mnemonic)}, got {got}")
    values = [_parse_operand(spec, i, tokens[i + 1], where) for i in range(given)]
    values.extend(0 for _ in range(len(spec.operands) - given))
    return Instruction(mnemonic, tuple(values))


# --------------------------------------------------------------------------------------------
# Reading


def _tokens(text: str) -> list[str]:
    cut = text.find("#")
    if cut >= 0:
        text = text[:cut]
    return text.replace(",", " ").split()


def parse_line(text: str, file: str = "<text>", line: int = 1) -> Instruction | None:
    """Parse one line; None for a blank or comment-only line. Errors name ``file:line``."""
    tokens = _tokens(text)
    if not tokens:
        return None
    fast = _FAST.get(tokens[0])
    if fast is not None:
        try:
            return fast(tokens)
        except _FAST_ERRORS:
            pass
    return _parse_tokens(tokens, f"{file}:{line}")


def parse_program(text: str, file: str = "<text>") -> list[Instruction]:
    """Parse a whole program; the first bad line raises AsmError with its ``file:line``.

    The cyclic garbage collector is paused while the instructions are built (they hold no
    cycles, and a program of millions of lines would otherwise trigger full collections).
    """
    if "#" in text:
        text = _COMMENT.sub("", text)
    out: list[Instruction] = []
    append = out.append
    fast_parsers = _FAST
    fast_errors = _FAST_ERRORS
    with collector_paused():
        for number, tokens in enumerate(map(str.split, text.replace(",", " ").split("\n")), 1):
            if tokens:
                try:
                    append(fast_parsers[tokens[0]](tokens))
                except fast_errors:
                    append(_parse_tokens(tokens, f"{file}:{number}"))
    return out


def read_program(path: str | os.PathLike[str]) -> list[Instruction]:
    """Read an assembly file (UTF-8)."""
    path = Path(path)
    text = read_text(path, "assembly text", error=AsmError)
    return parse_program(text, file=str(path))



def write_program(path: str | os.PathLike[str], insts: Iterable[Instruction],
                  header: str | None = None) -> None:
    """Write the canonical assembly of ``insts`` to ``path`` atomically."""
    write_atomic(path, format_program(insts, header))
