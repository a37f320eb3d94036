"""Text assembly: hand-written lines for every mnemonic, comments, and every error shape."""

from __future__ import annotations

import pytest

from pimsolve.errors import AsmError
from pimsolve.isa import (
    OPS,
    Instruction,
    format_instruction,
    format_program,
    make,
    parse_line,
    parse_program,
    read_program,
    signature,
    write_program,
)

# (canonical line, the instruction it means), written from the ISA text, one or more per mnemonic.
EXAMPLES: list[tuple[str, Instruction]] = [
    ("sldi $r1, 1024", make("sldi", 1, 1024)),
    ("sldi $r31, -2147483648", make("sldi", 31, -(2**31))),
    ("sld $r3, $r4", make("sld", 3, 4, 0)),
    ("sld $r3, $r4, -12", make("sld", 3, 4, -12)),
    ("sadd $r1, $r2, $r3", make("sadd", 1, 2, 3)),
    ("ssub $r1, $r2, $r3", make("ssub", 1, 2, 3)),
    ("smul $r0, $r0, $r31", make("smul", 0, 0, 31)),
    ("saddi $r5, $r5, -64", make("saddi", 5, 5, -64)),
    ("smuli $r6, $r7, 3", make("smuli", 6, 7, 3)),
    ("setbw 8, 16", make("setbw", 8, 16)),
    ("mvmul $r1, $r2, 8, 1, 3", make("mvmul", rd=1, rs1=2, mbiw=8, relu=1, group=3)),
    ("vvadd $r1, $r2, $r3, 64", make("vvadd", 1, 2, 3, 64)),
    ("vvadd $r1, $r2, $r3, 64, 0b011, 8", make("vvadd", 1, 2, 3, 64, 0b011, 8)),
    ("vvsub $r1, $r2, $r3, 16, 0b100, -1", make("vvsub", 1, 2, 3, 16, 0b100, -1)),
    ("vvmul $r1, $r2, $r3, 16", make("vvmul", 1, 2, 3, 16)),
    ("vvdmul $r1, $r2, $r3, 16, 0b110, 4", make("vvdmul", 1, 2, 3, 16, 0b110, 4)),
    ("vvmax $r1, $r2, $r3, 16, 0b000, 4", make("vvmax", 1, 2, 3, 16, 0, 4)),
    ("vvsll $r1, $r2, $r3, 16", make("vvsll", 1, 2, 3, 16)),
    ("vvsra $r1, $r2, $r3, 16, 0b111, 32767", make("vvsra", 1, 2, 3, 16, 7, 32767)),
    ("vavg $r1, $r2, $r3, 9", make("vavg", 1, 2, 3, 9)),
    ("vavg $r1, $r2, $r3, 9, 5", make("vavg", 1, 2, 3, 9, 5)),
    ("vrelu $r4, $r4, 256", make("vrelu", 4, 4, 256)),
    ("vrelu $r4, $r4, 256, 0b001, 2", make("vrelu", 4, 4, 256, 1, 2)),
    ("vtanh $r4, $r5, 65535", make("vtanh", 4, 5, 65535)),
    ("vsigm $r4, $r5, 1, 0b010, -32768", make("vsigm", 4, 5, 1, 2, -32768)),
    ("vmv $r1, $r2, $r3, 7", make("vmv", 1, 2, 3, 7)),
    ("vrsu $r1, $r2, $r3, 7", make("vrsu", 1, 2, 3, 7)),
    ("vrsl $r1, $r2, $r3, 7, 0b001, 1", make("vrsl", 1, 2, 3, 7, 1, 1)),
    ("ld $r1, $r2, 4096", make("ld", 1, 2, 4096)),
    ("ld $r1, $r30, 4096, 0b011, 64", make("ld", 1, 30, 4096, 3, 64)),
    ("wwr $r2, 8, 3", make("wwr", 2, 8, 3)),  # extension
    ("wwr $r30, 64, 65535", make("wwr", rs1=30, mbiw=64, group=65535)),
    ("st $r2, $r1, 4194303", make("st", 2, 1, 4194303)),
    ("lldi $r1, 255, 100", make("lldi", 1, 255, 100)),
    ("lldi $r1, 0, 100, 16", make("lldi", 1, 0, 100, 16)),
    ("lmv $r1, $r2, 32, 0b001, 4", make("lmv", 1, 2, 32, 1, 4)),
    ("send $r4, 3, 256", make("send", rs1=4, core=3, size=256)),
    ("send $r4, 4095, 256, 16", make("send", 4, 4095, 256, 16)),
    ("recv $r4, 0, 256", make("recv", 4, 0, 256)),
    ("recv $r4, 0, 256, -16", make("recv", 4, 0, 256, -16)),
    ("wait 2, 3", make("wait", ev=2, val=3)),
    ("sync 2, 17", make("sync", ev=2, core=17)),
]


def test_examples_cover_every_mnemonic() -> None:
    assert {inst.op for _, inst in EXAMPLES} == set(OPS)


@pytest.mark.parametrize(("line", "inst"), EXAMPLES, ids=[line for line, _ in EXAMPLES])
def test_example_parses_and_prints_canonically(line: str, inst: Instruction) -> None:
    assert parse_line(line) == inst
    assert format_instruction(inst) == line


@pytest.mark.parametrize(("line", "inst"), [
    ("vvadd $r1,$r2,$r3,64,3,8", make("vvadd", 1, 2, 3, 64, 3, 8)),  # decimal select, no spaces
    ("vvadd\t$r1 , $r2 , $r3 , 0x40 , 0b11 , 0x8", make("vvadd", 1, 2, 3, 64, 3, 8)),
    ("wait 2 3", make("wait", 2, 3)),  # whitespace alone separates too (as in the ISA text)
    ("sldi $r1, -0x80000000", make("sldi", 1, -(2**31))),
    ("sldi $r1, 0b101", make("sldi", 1, 5)),
    ("sldi $r1, +7", make("sldi", 1, 7)),
    ("sldi $r1, 007", make("sldi", 1, 7)),
    ("vvadd $r1, $r2, $r3, 64, 0, 0", make("vvadd", 1, 2, 3, 64)),  # explicit zero offset
    ("send $r4, 3, 256, 0", make("send", 4, 3, 256)),
    ("  ld $r1, $r2, 8   # load a tile", make("ld", 1, 2, 8)),
    ("setbw 8, 8\r", make("setbw", 8, 8)),  # a CRLF file
])
def test_accepted_spellings(line: str, inst: Instruction) -> None:
    assert parse_line(line) == inst


def test_canonical_form_omits_zero_offsets_and_prints_select_in_binary() -> None:
    assert format_instruction(make("vvadd", 1, 2, 3, 4, 0, 0)) == "vvadd $r1, $r2, $r3, 4"
    assert format_instruction(make("vvadd", 1, 2, 3, 4, 1, 0)) == "vvadd $r1, $r2, $r3, 4, 0b001, 0"
    assert format_instruction(make("vvadd", 1, 2, 3, 4, 0, -5)) == \
        "vvadd $r1, $r2, $r3, 4, 0b000, -5"
    assert format_instruction(make("sld", 1, 2, 0)) == "sld $r1, $r2"


def test_comments_and_blank_lines() -> None:
    text = "\n".join([
        "# core 0, seed 7",
        "",
        "   ",
        "sldi $r1, 64      # base address",
        "#vvadd $r1, $r1, $r1, 1",
        "\t# indented comment",
        "vvadd $r2, $r1, $r1, 4, 0b011, 2 # offsets",
        "",
    ])
    assert parse_program(text) == [make("sldi", 1, 64), make("vvadd", 2, 1, 1, 4, 3, 2)]
    assert parse_line("# only a comment") is None
    assert parse_line("") is None
    assert parse_program("") == []


def test_format_program_header_and_round_trip(tmp_path) -> None:
    insts = [inst for _, inst in EXAMPLES]
    text = format_program(insts, header="pimsolve 0.1.0\nseed: 7\n\nend")
    assert text.startswith("# pimsolve 0.1.0\n# seed: 7\n#\n# end\nsldi $r1, 1024\n")
    assert text.endswith("sync 2, 17\n")
    assert parse_program(text) == insts
    path = tmp_path / "core_000.s"
    write_program(path, insts, header="golden")
    assert read_program(path) == insts
    assert path.read_text().splitlines()[0] == "# golden"
    assert [p.name for p in tmp_path.iterdir()] == ["core_000.s"]  # no temporary file left
    assert format_program([]) == ""


def test_signatures() -> None:
    assert signature("vvadd") == "vvadd $rd, $rs1, $rs2, len[, offset_select, offset_value]"
    assert signature("send") == "send $rs1, core, size[, offset_value]"
    assert signature("wait") == "wait ev, val"
    assert signature("mvmul") == "mvmul $rd, $rs1, mbiw, relu, group"


# ---- errors: `file:line: what was expected, got 'token'` ---------------------------------------

ERRORS = [
    ("vvad $r1, $r2, $r3, 4",
     "prog.s:5: expected an instruction mnemonic, got 'vvad'; did you mean 'vvadd'?"),
    ("frobnicate",
     "prog.s:5: expected an instruction mnemonic, got 'frobnicate'"),
    ("vvadd $r1, $r2, $r3",
     "prog.s:5: expected: vvadd $rd, $rs1, $rs2, len[, offset_select, offset_value], "
     "got 3 operands '$r1, $r2, $r3'"),
    ("vvadd $r1, $r2, $r3, 4, 1",
     "prog.s:5: expected: vvadd $rd, $rs1, $rs2, len[, offset_select, offset_value], "
     "got 5 operands '$r1, $r2, $r3, 4, 1'"),
    ("send $r1, 2, 3, 4, 5",
     "prog.s:5: expected: send $rs1, core, size[, offset_value], got 5 operands '$r1, 2, 3, 4, 5'"),
    ("wait", "prog.s:5: expected: wait ev, val, got 0 operands"),
    ("sldi $r32, 1",
     "prog.s:5: sldi operand $rd: expected a register $r0..$r31, got '$r32'"),
    ("sadd $r1, r2, $r3",
     "prog.s:5: sadd operand $rs1: expected a register $r0..$r31, got 'r2'"),
    ("sldi $r1, $r2",
     "prog.s:5: sldi operand imm: expected an integer (decimal, 0x.. or 0b..), got '$r2'; "
     "registers are only allowed where the signature has $"),
    ("vvadd $r1, $r2, $r3, ten",
     "prog.s:5: vvadd operand len: expected an integer (decimal, 0x.. or 0b..), got 'ten'"),
    ("vvadd $r1, $r2, $r3, 65536",
     "prog.s:5: vvadd operand len: expected an integer in 0..65535, got '65536'"),
    ("vvadd $r1, $r2, $r3, -1",
     "prog.s:5: vvadd operand len: expected an integer in 0..65535, got '-1'"),
    ("vvadd $r1, $r2, $r3, 4, 0b1000, 0",
     "prog.s:5: vvadd operand offset_select: expected an integer in 0..7, got '0b1000'"),
    ("vvadd $r1, $r2, $r3, 4, 1, 40000",
     "prog.s:5: vvadd operand offset_value: expected an integer in -32768..32767, got '40000'"),
    ("sldi $r1, 0x100000000",
     "prog.s:5: sldi operand imm: expected an integer in -2147483648..2147483647, "
     "got '0x100000000'"),
    ("setbw 0, 8", "prog.s:5: setbw operand ibiw: expected an integer in 1..64, got '0'"),
    ("mvmul $r1, $r2, 8, 2, 0",
     "prog.s:5: mvmul operand relu: expected an integer in 0..1, got '2'"),
    ("lldi $r1, -1, 4", "prog.s:5: lldi operand imm: expected an integer in 0..255, got '-1'"),
    ("ld $r1, $r3, 4",
     "prog.s:5: ld operand $rs1: expected an even register (a global-memory address in the pair "
     "$rN,$rN+1), got '$r3'; use $r2 or $r4"),
    ("st $r31, $r1, 4",
     "prog.s:5: st operand $rd: expected an even register (a global-memory address in the pair "
     "$rN,$rN+1), got '$r31'; use $r30"),
    ("sld $r1, $r5, 4",
     "prog.s:5: sld operand $rs1: expected an even register (a global-memory address in the pair "
     "$rN,$rN+1), got '$r5'; use $r4 or $r6"),
]


@pytest.mark.parametrize(("line", "message"), ERRORS, ids=[line for line, _ in ERRORS])
def test_error_messages(line: str, message: str) -> None:
    with pytest.raises(AsmError) as info:
        parse_line(line, file="prog.s", line=5)
    assert str(info.value) == message


@pytest.mark.parametrize(("line", "message"), ERRORS, ids=[line for line, _ in ERRORS])
def test_program_errors_name_the_line(line: str, message: str) -> None:
    text = "# header\nsldi $r1, 1\n\nsetbw 8, 8\n" + line + "\nsadd $r1, $r1, $r1\n"
    with pytest.raises(AsmError) as info:
        parse_program(text, file="prog.s")
    assert str(info.value) == message


def test_read_program_errors_name_the_path(tmp_path) -> None:
    path = tmp_path / "core_001.s"
    path.write_text("sldi $r1, 1\nvvadd $r1\n")
    with pytest.raises(AsmError, match=rf"^{path}:2: expected: vvadd "):
        read_program(path)
    with pytest.raises(AsmError, match="cannot be read"):
        read_program(tmp_path / "missing.s")
    path.write_bytes(b"sldi $r1, 1\n\xff\n")
    with pytest.raises(AsmError, match="expected assembly text in UTF-8, got byte 0xff"):
        read_program(path)


def test_instruction_str_is_the_canonical_line() -> None:
    assert str(make("recv", 4, 0, 256, -16)) == "recv $r4, 0, 256, -16"
