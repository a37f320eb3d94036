"""Fixed-length 32- and 64-bit binary encodings (layout defined in ``pimsolve.isa.spec``).

A word holds the opcode in bits [5:0], then the operands LSB-first in table order, each with its
kind's width (signed kinds in two's complement); unused high bits are zero padding.

* 64-bit: every operand, offset operands included.
* 32-bit: no offset operands (they must be 0); the instruction's single elastic operand (imm,
  len, size, group, wait value) gets the bits the other operands leave, capped at its 64-bit
  width, so its range shrinks (``vvadd``'s len: 0..2047). Instructions without an elastic
  operand are zero-padded.

The layouts are computed once from the table; :func:`layout` exposes them (docs/isa.md lists
them). Programs are sequences of little-endian words.
"""

from __future__ import annotations

import os
import sys
from array import array
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from pimsolve.errors import AsmError, EncodeError
from pimsolve.fileio import write_atomic
from pimsolve.gcpause import collector_paused
from pimsolve.isa.asm import BUILDER_NAMES, format_instruction, instruction_builder
from pimsolve.isa.instruction import Instruction
from pimsolve.isa.spec import OPS, OPS_BY_OPCODE, Kind, OpSpec, operand_range
from pimsolve.safeload import read_bytes

__all__ = [
    "ENCODINGS",
    "OPCODE_BITS",
    "Field",
    "decode",
    "decode_program",
    "encode",
    "encode_program",
    "layout",
    "read_binary",
    "write_binary",
]

OPCODE_BITS = 6
ENCODINGS = (32, 64)


class Field(NamedTuple):
    """One operand's place in a word: bits [shift + width - 1 : shift]."""

    name: str
    shift: int
    width: int
    signed: bool


class _Slot(NamedTuple):
    index: int  # position in Instruction.args
    name: str
    shift: int
    mask: int
    sign_bit: int  # 0 for unsigned fields
    lo: int
    hi: int
    even: bool  # a register pair: the register index must be even


class _Plan(NamedTuple):
    spec: OpSpec
    bits: int
    fields: tuple[Field, ...]
    slots: tuple[_Slot, ...]
    absent: tuple[int, ...]  # operand indices the encoding has no room for (must be 0)
    end: int  # first padding bit


def _field_widths(spec: OpSpec, bits: int) -> list[tuple[int, int]]:
    """(operand index, width) of the operands present in the ``bits``-bit encoding."""
    if bits == 64:
        return [(i, o.kind.width) for i, o in enumerate(spec.operands)]
    present = [(i, o) for i, o in enumerate(spec.operands) if not o.kind.is_offset]
    elastic = [i for i, o in present if o.kind.elastic]
    if len(elastic) > 1:
        raise AssertionError(f"{spec.mnemonic}: more than one elastic operand in the table")
    fixed = sum(o.kind.width for i, o in present if i not in elastic)
    spare = bits - OPCODE_BITS - fixed
    if spare < (1 if elastic else 0):
        raise AssertionError(f"{spec.mnemonic}: operands need {fixed + OPCODE_BITS} bits, "
                             f"more than the {bits}-bit encoding has")
    return [(i, min(spare, o.kind.width) if o.kind.elastic else o.kind.width) for i, o in present]


def _make_plan(spec: OpSpec, bits: int) -> _Plan:
    fields, slots = [], []
    shift = OPCODE_BITS
    present = set()
    for index, width in _field_widths(spec, bits):
        operand = spec.operands[index]
        kind = operand.kind
        lo, hi = operand_range(kind, width if kind.elastic else None)
        fields.append(Field(operand.name, shift, width, kind.signed))
        slots.append(_Slot(index, operand.name, shift, (1 << width) - 1,
                           1 << (width - 1) if kind.signed else 0, lo, hi,
                           kind is Kind.REG_PAIR))
        present.add(index)
        shift += width
    if shift > bits:
        raise AssertionError(f"{spec.mnemonic}: operands need {shift} bits, more than {bits}")
    absent = tuple(i for i in range(len(spec.operands)) if i not in present)
    return _Plan(spec, bits, tuple(fields), tuple(slots), absent, shift)


_PLANS: dict[tuple[str, int], _Plan] = {
    (spec.mnemonic, bits): _make_plan(spec, bits) for spec in OPS.values() for bits in ENCODINGS
}
_PLANS_BY_OPCODE: dict[int, dict[int, _Plan]] = {
    bits: {spec.opcode: _PLANS[spec.mnemonic, bits] for spec in OPS_BY_OPCODE.values()}
    for bits in ENCODINGS
}


def _check_bits(bits: int) -> None:
    if bits not in ENCODINGS:
        raise ValueError(f"expected an encoding width of 32 or 64 bits, got {bits}")


def layout(op: str, bits: int = 64) -> tuple[Field, ...]:
    """The operand fields of ``op`` in the ``bits``-bit encoding (the opcode is bits [5:0]).

    Offset operands are absent from 32-bit layouts; bits above the last field are padding.
    """
    _check_bits(bits)
    if op not in OPS:
        raise ValueError(f"unknown mnemonic {op!r}")
    return _PLANS[op, bits].fields


# --------------------------------------------------------------------------------------------
# Encoding


def _text(inst: Instruction) -> str:
    try:
        return format_instruction(inst)
    except Exception:  # a malformed instruction still gets a name in the message
        return f"{inst.op} {inst.args}"


def encode(inst: Instruction, bits: int = 64) -> int:
    """The ``bits``-bit word of ``inst``; EncodeError when an operand does not fit."""
    plan = _PLANS.get((inst.op, bits))
    if plan is None:
        _check_bits(bits)
        raise EncodeError(f"{inst.op!r}: expected a known mnemonic")
    args = inst.args
    if len(args) != len(plan.spec.operands):
        raise EncodeError(f"{inst.op}: expected {len(plan.spec.operands)} operands, "
                          f"got {len(args)}")
    word = plan.spec.opcode
    for slot in plan.slots:
        value = args[slot.index]
        if not slot.lo <= value <= slot.hi or (slot.even and value % 2):
            raise EncodeError(_misfit(inst, plan, slot, value))
        word |= (value & slot.mask) << slot.shift
    for index in plan.absent:
        if args[index]:
            name = plan.spec.operands[index].name
            raise EncodeError(
                f"'{_text(inst)}': operand {name} = {args[index]} does not fit the {bits}-bit "
                f"encoding, which has no offset field (the operand must be 0); fold the offset "
                f"into the register or use the 64-bit encoding")
    return word


def _misfit(inst: Instruction, plan: _Plan, slot: _Slot, value: int) -> str:
    if slot.even and isinstance(value, int) and slot.lo <= value <= slot.hi:
        return (f"'{_text(inst)}': operand {slot.name} = {value}: expected an even register "
                f"(a global-memory address pair)")
    hint = ""
    if plan.bits == 32 and value <= operand_range(plan.spec.operands[slot.index].kind)[1]:
        hint = "; use the 64-bit encoding or split the operation"
    return (f"'{_text(inst)}': operand {slot.name} = {value} does not fit the {plan.bits}-bit "
            f"encoding, expected {slot.lo}..{slot.hi}{hint}")


def encode_program(insts: Iterable[Instruction], bits: int = 64) -> bytes:
    """The program as little-endian ``bits``-bit words."""
    _check_bits(bits)
    words = array("Q" if bits == 64 else _UINT32)
    append = words.append
    for number, inst in enumerate(insts):
        try:
            append(encode(inst, bits))
        except EncodeError as exc:
            raise EncodeError(f"instruction {number}: {exc}") from None
    if sys.byteorder != "little":
        words.byteswap()
    return words.tobytes()


_UINT32 = next(code for code in "ILH" if array(code).itemsize == 4)


# --------------------------------------------------------------------------------------------
# Decoding


class _Slow(Exception):
    """Raised by a fast decoder: the general decoder has to look at (and explain) the word."""


def _generate_fast_decoder(plan: _Plan):
    """``decode(word) -> Instruction`` for one opcode, e.g. for 32-bit ``mvmul``::

        def decode(w):
            if w >> 32:
                raise Slow
            a = ((w >> 6) & 31, (w >> 11) & 31, (w >> 16) & 127, (w >> 23) & 1, (w >> 24) & 255)
            if not (1 <= a[2] <= 64):
                raise Slow
            o = new(I); set_op(o, 'mvmul'); set_args(o, a)
            return o
    """
    items = ["0"] * len(plan.spec.operands)
    checks = []
    for slot in plan.slots:
        field = f"(w >> {slot.shift}) & {slot.mask}"
        if slot.sign_bit:
            field = f"(({field}) ^ {slot.sign_bit}) - {slot.sign_bit}"
        items[slot.index] = field
        if slot.even:
            checks.append(f"not a[{slot.index}] & 1")
        raw_lo = -slot.sign_bit
        raw_hi = slot.mask - slot.sign_bit
        if (slot.lo, slot.hi) != (raw_lo, raw_hi):  # e.g. bit widths: 1..64 in 7 bits
            checks.append(f"{slot.lo} <= a[{slot.index}] <= {slot.hi}")
    lines = ["def decode(w):", f"    if w >> {plan.end}:", "        raise Slow",
             f"    a = ({', '.join(items)}{',' if len(items) == 1 else ''})"]
    if checks:
        lines += [f"    if not ({' and '.join(checks)}):", "        raise Slow"]
    build = instruction_builder().format(op=plan.spec.mnemonic, args="a")
    lines += [f"    {build}", "    return o"]
    namespace = {"Slow": _Slow, **BUILDER_NAMES}
    exec(compile("\n".join(lines), f"<decoder for {plan.spec.mnemonic}/{plan.bits}>", "exec"),
         namespace)
    return namespace["decode"]


_FAST_DECODERS = {
    bits: {opcode: _generate_fast_decoder(plan) for opcode, plan in plans.items()}
    for bits, plans in _PLANS_BY_OPCODE.items()
}


def decode(word: int, bits: int = 64, where: str = "<word>") -> Instruction:
    """The instruction in one ``bits``-bit word; AsmError for an unknown opcode, nonzero padding
    or an operand value the ISA does not allow (``where`` prefixes the message)."""
    plans = _PLANS_BY_OPCODE.get(bits)
    if plans is None:
        _check_bits(bits)
    if 0 <= word < 1 << bits:
        try:
            return _FAST_DECODERS[bits][word & 0x3F](word)
        except (KeyError, _Slow):
            pass
    return _decode_slow(word, bits, where)


def _decode_slow(word: int, bits: int, where: str) -> Instruction:
    """Decode ``word`` with every check spelled out; raises AsmError for a bad word."""
    plans = _PLANS_BY_OPCODE[bits]
    if word < 0 or word >> bits:
        raise AsmError(f"{where}: expected a {bits}-bit word, got {word:#x}")
    shown = f"{word:#0{bits // 4 + 2}x}"
    plan = plans.get(word & 0x3F)
    if plan is None:
        raise AsmError(f"{where} ({shown}): expected an opcode in 0..{len(OPS) - 1}, "
                       f"got {word & 0x3F}")
    if word >> plan.end:
        raise AsmError(f"{where} ({shown}): expected zero padding above bit {plan.end - 1} of "
                       f"{plan.spec.mnemonic}, got {word >> plan.end:#x}")
    args = [0] * len(plan.spec.operands)
    for slot in plan.slots:
        value = (word >> slot.shift) & slot.mask
        if value & slot.sign_bit:
            value -= slot.mask + 1
        if not slot.lo <= value <= slot.hi or (slot.even and value % 2):
            expected = "an even register" if slot.even else f"{slot.lo}..{slot.hi}"
            raise AsmError(f"{where} ({shown}): {plan.spec.mnemonic} operand {slot.name}: "
                           f"expected {expected}, got {value}")
        args[slot.index] = value
    return Instruction(plan.spec.mnemonic, tuple(args))


def decode_program(data: bytes, bits: int = 64, source: str = "<binary>") -> list[Instruction]:
    """The instructions in ``data`` (little-endian ``bits``-bit words)."""
    _check_bits(bits)
    size = bits // 8
    if len(data) % size:
        raise AsmError(f"{source}: expected a multiple of {size} bytes ({bits}-bit words), "
                       f"got {len(data)} bytes")
    words = array("Q" if bits == 64 else _UINT32)
    words.frombytes(data)
    if sys.byteorder != "little":
        words.byteswap()
    decoders = _FAST_DECODERS[bits]
    out: list[Instruction] = []
    append = out.append
    with collector_paused():  # millions of acyclic objects
        for word in words:
            try:
                append(decoders[word & 0x3F](word))
            except (KeyError, _Slow):
                append(_decode_slow(word, bits, f"{source}: word {len(out)}"))
    return out


def write_binary(path: str | os.PathLike[str], insts: Iterable[Instruction],
                 bits: int = 64) -> None:
    """Write the encoded program to ``path`` atomically."""
    write_atomic(path, encode_program(insts, bits))


def read_binary(path: str | os.PathLike[str], bits: int = 64) -> list[Instruction]:
    path = Path(path)
    data = read_bytes(path, "an encoded program", error=AsmError)
    return decode_program(data, bits, source=str(path))
