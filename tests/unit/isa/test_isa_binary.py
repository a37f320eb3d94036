"""Binary encodings: layouts from the table, hand-computed words, and every rejection."""

from __future__ import annotations

import pytest

from pimsolve.errors import AsmError, EncodeError
from pimsolve.isa import (
    OPS,
    Instruction,
    decode,
    decode_program,
    encode,
    encode_program,
    layout,
    make,
    read_binary,
    write_binary,
)


@pytest.mark.parametrize("bits", [32, 64])
@pytest.mark.parametrize("op", list(OPS))
def test_layouts_are_contiguous_and_fit(op: str, bits: int) -> None:
    fields = layout(op, bits)
    shift = 6  # opcode in [5:0]
    for field in fields:
        assert field.shift == shift and field.width >= 1
        shift += field.width
    assert shift <= bits
    operands = OPS[op].operands
    names = [o.name for o in operands if bits == 64 or not o.kind.is_offset]
    assert [f.name for f in fields] == names  # table order
    for field in fields:
        kind = next(o.kind for o in operands if o.name == field.name)
        assert field.width <= kind.width and field.signed == kind.signed
        if bits == 64 or not kind.elastic:
            assert field.width == kind.width


def test_32_bit_elastic_widths() -> None:
    width = {op: {f.name: f.width for f in layout(op, 32)} for op in OPS}
    assert width["sldi"]["imm"] == 21  # 32 - 6 - 5
    assert width["saddi"]["imm"] == 16
    assert width["vvadd"]["len"] == 11  # 32 - 6 - 15
    assert width["vrelu"]["len"] == 16
    assert width["mvmul"]["group"] == 8
    assert width["ld"]["size"] == 16
    assert width["lldi"]["size"] == 13
    assert width["send"]["size"] == 9
    assert width["wait"]["val"] == 16  # 21 bits are free, capped at the operand's own 16 bits


def test_hand_computed_words() -> None:
    # vvadd: opcode 9 | rd<<6 | rs1<<11 | rs2<<16 | len<<21 | select<<37 | value<<40
    opcode = OPS["vvadd"].opcode
    inst = make("vvadd", 1, 2, 3, 64, 0b011, -2)
    expected = opcode | 1 << 6 | 2 << 11 | 3 << 16 | 64 << 21 | 0b011 << 37 | 0xFFFE << 40
    assert encode(inst) == expected
    assert decode(expected) == inst
    short = make("vvadd", 1, 2, 3, 64)
    assert encode(short, 32) == opcode | 1 << 6 | 2 << 11 | 3 << 16 | 64 << 21
    # sldi: signed imm, 32 bits in 64-bit mode, 21 in 32-bit mode
    sldi = make("sldi", 7, -1)
    assert encode(sldi) == OPS["sldi"].opcode | 7 << 6 | 0xFFFFFFFF << 11
    assert encode(sldi, 32) == OPS["sldi"].opcode | 7 << 6 | 0x1FFFFF << 11
    assert decode(encode(sldi, 32), 32) == sldi


@pytest.mark.parametrize(("inst", "message"), [
    (make("vvadd", 1, 2, 3, 2048),
     "'vvadd $r1, $r2, $r3, 2048': operand len = 2048 does not fit the 32-bit encoding, "
     "expected 0..2047; use the 64-bit encoding or split the operation"),
    (make("vvadd", 1, 2, 3, 4, 0b001, 0),
     "'vvadd $r1, $r2, $r3, 4, 0b001, 0': operand offset_select = 1 does not fit the 32-bit "
     "encoding, which has no offset field (the operand must be 0); fold the offset into the "
     "register or use the 64-bit encoding"),
    (make("send", 1, 2, 512),
     "'send $r1, 2, 512': operand size = 512 does not fit the 32-bit encoding, expected 0..511; "
     "use the 64-bit encoding or split the operation"),
    (make("sldi", 1, 1 << 20),
     "'sldi $r1, 1048576': operand imm = 1048576 does not fit the 32-bit encoding, "
     "expected -1048576..1048575; use the 64-bit encoding or split the operation"),
    (make("sld", 1, 2, 4),
     "'sld $r1, $r2, 4': operand offset_value = 4 does not fit the 32-bit encoding, which has no "
     "offset field (the operand must be 0); fold the offset into the register or use the 64-bit "
     "encoding"),
])
def test_encode_32_errors(inst: Instruction, message: str) -> None:
    with pytest.raises(EncodeError) as info:
        encode(inst, 32)
    assert str(info.value) == message
    assert decode(encode(inst, 64), 64) == inst  # 64-bit has room


def test_encode_rejects_invalid_instructions() -> None:
    with pytest.raises(EncodeError, match="operand len = 70000 does not fit the 64-bit encoding, "
                                          "expected 0..65535"):
        encode(Instruction("vvadd", (1, 2, 3, 70000, 0, 0)))
    with pytest.raises(EncodeError, match="operand rs1 = 3: expected an even register"):
        encode(Instruction("ld", (1, 3, 8, 0, 0)))
    with pytest.raises(EncodeError, match="expected 5 operands, got 3"):
        encode(Instruction("ld", (1, 2, 8)))
    with pytest.raises(EncodeError, match="expected a known mnemonic"):
        encode(Instruction("nop", ()))
    with pytest.raises(ValueError, match="32 or 64"):
        encode(make("sadd", 1, 2, 3), 16)


def test_encode_program_names_the_instruction() -> None:
    program = [make("sadd", 1, 2, 3), make("vvadd", 1, 2, 3, 4096)]
    with pytest.raises(EncodeError, match=r"^instruction 1: 'vvadd \$r1, \$r2, \$r3, 4096'"):
        encode_program(program, 32)


def test_decode_errors() -> None:
    with pytest.raises(AsmError, match=r"^<word> \(0x000000000000003f\): expected an opcode in "
                                       r"0\.\.31, got 63$"):
        decode(63)
    sadd = encode(make("sadd", 1, 2, 3))
    with pytest.raises(AsmError, match=r"expected zero padding above bit 20 of sadd, got 0x1$"):
        decode(sadd | 1 << 21)
    setbw = OPS["setbw"].opcode | 0 << 6 | 8 << 13
    with pytest.raises(AsmError, match="setbw operand ibiw: expected 1..64, got 0"):
        decode(setbw)
    with pytest.raises(AsmError, match="setbw operand obiw: expected 1..64, got 65"):
        decode(OPS["setbw"].opcode | 8 << 6 | 65 << 13)
    st = OPS["st"].opcode | 3 << 6
    with pytest.raises(AsmError, match="st operand rd: expected an even register, got 3"):
        decode(st)
    with pytest.raises(AsmError, match="expected a 32-bit word, got 0x100000000"):
        decode(1 << 32, 32)
    with pytest.raises(AsmError, match="expected a 64-bit word"):
        decode(-1)


def test_decode_program_errors_name_the_word() -> None:
    data = encode_program([make("sadd", 1, 2, 3)] * 2) + (63).to_bytes(8, "little")
    with pytest.raises(AsmError, match=r"^core_000\.bin: word 2 \(0x000000000000003f\): "):
        decode_program(data, source="core_000.bin")
    with pytest.raises(AsmError, match="expected a multiple of 4 bytes"):
        decode_program(b"\x00" * 6, 32)


def test_program_bytes_are_little_endian_words() -> None:
    program = [make("sadd", 1, 2, 3), make("wait", 1, 2)]
    data = encode_program(program, 32)
    assert len(data) == 8
    assert int.from_bytes(data[:4], "little") == encode(program[0], 32)
    assert decode_program(data, 32) == program
    assert len(encode_program(program, 64)) == 16


def test_binary_files(tmp_path) -> None:
    program = [make("ld", 1, 2, 8, 1, 4), make("mvmul", 3, 1, 8, 1, 0), make("sync", 0, 1)]
    path = tmp_path / "core_000.bin"
    write_binary(path, program)
    assert read_binary(path) == program
    with pytest.raises(EncodeError):
        write_binary(tmp_path / "core_001.bin", program, 32)  # ld has an offset
    assert sorted(p.name for p in tmp_path.iterdir()) == ["core_000.bin"]  # nothing half-written
