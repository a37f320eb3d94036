"""The weight-write extension ``wwr``: its table row, assembly, both binary encodings, and the
pimsim-nn export (which has no such instruction)."""

from __future__ import annotations

import gzip
import json

import pytest

from pimsolve.errors import AsmError, EncodeError
from pimsolve.isa import (
    OPS,
    OPS_BY_OPCODE,
    Kind,
    decode,
    decode_program,
    encode,
    encode_program,
    export_pimsim,
    format_program,
    layout,
    load_pimsim,
    make,
    parse_line,
    parse_program,
    signature,
)


def test_wwr_is_an_extension_after_the_base_isa() -> None:
    spec = OPS["wwr"]
    assert spec.extension and spec.op_class.value == "load"
    assert spec.opcode == 31 and OPS_BY_OPCODE[31] is spec
    assert [op for op, s in OPS.items() if s.extension] == ["wwr"]
    assert max(s.opcode for s in OPS.values() if not s.extension) == 30
    assert [(o.name, o.kind) for o in spec.operands] == [
        ("rs1", Kind.REG_PAIR), ("mbiw", Kind.BITWIDTH), ("group", Kind.GROUP)]
    assert signature("wwr") == "wwr $rs1, mbiw, group"


def test_assembly_round_trip_and_errors() -> None:
    text = "wwr $r4, 16, 7\nwwr $r0, 0x8, 0b11  # hex and binary immediates\n"
    program = parse_program(text)
    assert program == [make("wwr", 4, 16, 7), make("wwr", 0, 8, 3)]
    assert format_program(program) == "wwr $r4, 16, 7\nwwr $r0, 8, 3\n"
    assert parse_program(format_program(program)) == program
    with pytest.raises(AsmError, match=r"wwr operand \$rs1: expected an even register .* use "
                                       r"\$r4 or \$r6"):
        parse_line("wwr $r5, 8, 0", "p.s", 2)
    with pytest.raises(AsmError, match="wwr operand mbiw: expected an integer in 1..64, got '0'"):
        parse_line("wwr $r4, 0, 0")
    with pytest.raises(AsmError, match=r"expected: wwr \$rs1, mbiw, group, got 2 operands"):
        parse_line("wwr $r4, 8")


def test_binary_round_trip_and_layout() -> None:
    inst = make("wwr", 6, 16, 300)
    word = 31 | 6 << 6 | 16 << 11 | 300 << 18  # opcode, rs1[10:6], mbiw[17:11], group[33:18]
    assert encode(inst) == word and decode(word) == inst
    assert encode(inst, 32) == word and decode(word, 32) == inst
    assert [(f.name, f.shift, f.width) for f in layout("wwr", 64)] == [
        ("rs1", 6, 5), ("mbiw", 11, 7), ("group", 18, 16)]
    assert [(f.name, f.shift, f.width) for f in layout("wwr", 32)] == [
        ("rs1", 6, 5), ("mbiw", 11, 7), ("group", 18, 14)]  # group: 0..16383 in 32 bits
    program = [make("wwr", 0, 8, 0), make("wwr", 30, 64, 16383), make("sadd", 1, 2, 3)]
    for bits in (32, 64):
        assert decode_program(encode_program(program, bits), bits) == program
    wide = make("wwr", 0, 8, 16384)
    assert decode(encode(wide)) == wide
    with pytest.raises(EncodeError, match="operand group = 16384 does not fit the 32-bit "
                                          r"encoding, expected 0\.\.16383"):
        encode(wide, 32)
    with pytest.raises(AsmError, match="wwr operand mbiw: expected 1..64, got 0"):
        decode(31 | 0 << 11)
    with pytest.raises(AsmError, match="wwr operand rs1: expected an even register, got 3"):
        decode(31 | 3 << 6 | 8 << 11)


def test_pimsim_export_refuses_a_weight_write(tmp_path) -> None:
    path = tmp_path / "out.json.gz"
    program = [make("sldi", 2, 0), make("wwr", 2, 8, 0), make("mvmul", 1, 2, 8, 0, 0)]
    with pytest.raises(EncodeError) as info:
        export_pimsim({0: program}, {0: [1]}, path)
    assert str(info.value) == (
        f"{path}: core0[1]: `wwr $r2, 8, 0` is an extension of the ISA that pimsim-nn does not "
        "have (it loads every array group's weights before the run and has no instruction that "
        "writes them); export a program whose array groups are all loaded before the run, or "
        "time this one with `pimsolve simulate --profile`")
    assert list(tmp_path.iterdir()) == []


def test_pimsim_files_naming_wwr_are_refused(tmp_path) -> None:
    path = tmp_path / "in.json.gz"
    document = {"config": {"core_cnt": 1, "array_group_map": {"core0": [1]}},
                "core0": [{"op": "wwr", "rs1": 2, "mbiw": 8, "group": 0}]}
    path.write_bytes(gzip.compress(json.dumps(document).encode()))
    with pytest.raises(AsmError, match=r"core0\[0\]\.op: expected one of sldi, .*, sync, got "
                                       r"'wwr'$"):
        load_pimsim(path)
