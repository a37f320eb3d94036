"""Properties of the ISA's three spellings: text, 64-bit and 32-bit binary.

The expected 32-bit ranges are recomputed here from the ISA's rules (32 bits minus the 6-bit
opcode minus the other non-offset operands, at most the operand's own width), not taken from
``pimsolve.isa.binary``.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pimsolve.errors import AsmError, EncodeError
from pimsolve.isa import (
    OPS,
    Instruction,
    Kind,
    check_operands,
    decode,
    decode_program,
    encode,
    encode_program,
    format_instruction,
    format_program,
    parse_line,
    parse_program,
)
from pimsolve.isa.spec import operand_range


def _operand_values(kind: Kind, small: bool) -> st.SearchStrategy[int]:
    if kind is Kind.REG:
        return st.integers(0, 31)
    if kind is Kind.REG_PAIR:
        return st.integers(0, 15).map(lambda r: 2 * r)
    lo, hi = operand_range(kind)
    if small:  # values that fit the narrowest 32-bit field (8 bits), offsets zero
        return st.just(0) if kind.is_offset else st.integers(max(lo, 0), min(hi, 255))
    return st.integers(lo, hi)


@st.composite
def instructions(draw, ops: tuple[str, ...] = tuple(OPS), small: bool | None = None):
    """A random valid instruction; ``small`` biases towards ones that fit 32 bits."""
    op = draw(st.sampled_from(ops))
    if small is None:
        small = draw(st.booleans())
    args = tuple(draw(_operand_values(o.kind, small)) for o in OPS[op].operands)
    assert check_operands(op, args) is None
    return Instruction(op, args)


def _elastic_range_32(op: str) -> tuple[str, int, int] | None:
    spec = OPS[op]
    present = [o for o in spec.operands if not o.kind.is_offset]
    elastic = [o for o in present if o.kind.elastic]
    if not elastic:
        return None
    (operand,) = elastic
    spare = 32 - 6 - sum(o.kind.width for o in present if o is not operand)
    width = min(spare, operand.kind.width)
    if operand.kind.signed:
        return operand.name, -(1 << (width - 1)), (1 << (width - 1)) - 1
    return operand.name, 0, (1 << width) - 1


def _fits_32(inst: Instruction) -> bool:
    spec = inst.spec
    if any(v for o, v in zip(spec.operands, inst.args) if o.kind.is_offset):
        return False
    elastic = _elastic_range_32(inst.op)
    if elastic is None:
        return True
    name, lo, hi = elastic
    return lo <= inst.get(name) <= hi


@given(instructions())
def test_text_round_trip(inst: Instruction) -> None:
    text = format_instruction(inst)
    assert parse_line(text) == inst
    assert parse_line(f"  {text}   # trailing comment") == inst
    assert str(inst) == text


@given(instructions())
def test_text_accepts_hex_binary_and_explicit_zero_offsets(inst: Instruction) -> None:
    spec = inst.spec
    tokens = []
    for operand, value in zip(spec.operands, inst.args):
        if operand.kind.is_register:
            tokens.append(f"$r{value}")
        elif operand.kind is Kind.OFFSET_SELECT:
            tokens.append(format(value, "#b"))
        else:
            tokens.append(f"-{-value:#x}" if value < 0 else f"{value:#x}")
    assert parse_line(f"{inst.op} {','.join(tokens)}") == inst


@given(instructions())
def test_binary_64_round_trip(inst: Instruction) -> None:
    word = encode(inst, 64)
    assert 0 <= word < 1 << 64
    assert word & 0x3F == OPS[inst.op].opcode
    assert decode(word, 64) == inst


@given(instructions())
def test_binary_32_round_trip_or_encode_error(inst: Instruction) -> None:
    if _fits_32(inst):
        word = encode(inst, 32)
        assert 0 <= word < 1 << 32
        assert decode(word, 32) == inst
    else:
        with pytest.raises(EncodeError, match=inst.op):
            encode(inst, 32)


@settings(max_examples=50)
@given(st.lists(instructions(), max_size=40), st.sampled_from([None, "seed 7", "a\nb"]))
def test_program_round_trips(insts: list[Instruction], header: str | None) -> None:
    assert parse_program(format_program(insts, header)) == insts
    assert decode_program(encode_program(insts, 64), 64) == insts
    small = [i for i in insts if _fits_32(i)]
    assert decode_program(encode_program(small, 32), 32) == small


@given(st.one_of(st.integers(0, (1 << 64) - 1),
                 st.tuples(st.integers(0, 63), st.integers(0, (1 << 52) - 1)).map(
                     lambda t: t[0] | t[1] << 6)),
       st.sampled_from([32, 64]))
def test_decode_accepts_exactly_the_canonical_words(word: int, bits: int) -> None:
    """Any word decodes to an instruction that encodes back to it, or is rejected with AsmError."""
    word &= (1 << bits) - 1
    try:
        inst = decode(word, bits)
    except AsmError:
        return
    assert check_operands(inst.op, inst.args) is None
    assert encode(inst, bits) == word
