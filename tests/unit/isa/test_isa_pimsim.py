"""pimsim-nn JSON export: field names as pimsim-nn reads them, round trip, rejections."""

from __future__ import annotations

import gzip
import json

import pytest

from pimsolve.errors import AsmError, EncodeError
from pimsolve.isa import OPS, export_pimsim, load_pimsim, make


def _read(path) -> dict:
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return json.load(handle)


def test_field_names_follow_pimsim_nn(tmp_path) -> None:
    path = tmp_path / "insts.gz"
    program = [
        make("sldi", 1, 64),
        make("sld", 2, 4, 8),
        make("setbw", 8, 16),
        make("mvmul", 3, 1, 8, 1, 1),
        make("vvadd", 1, 2, 3, 16, 0b011, 8),
        make("vmv", 1, 2, 3, 16),
        make("vavg", 1, 2, 3, 9, 5),
        make("ld", 1, 2, 64),
        make("lldi", 1, 7, 32, 4),
        make("send", 4, 1, 256, 16),
        make("recv", 4, 1, 256),
        make("wait", 2, 3),
        make("sync", 2, 1),
    ]
    export_pimsim({0: program, 1: [make("sync", 0, 0)]}, {0: [2, 1], 1: []}, path)
    document = _read(path)
    assert document["config"] == {"core_cnt": 2,
                                  "array_group_map": {"core0": [2, 1], "core1": []}}
    assert document["core1"] == [{"op": "sync", "event_register": 0, "core": 0}]
    assert document["core0"] == [
        {"op": "sldi", "rd": 1, "imm": 64},
        {"op": "sld", "rd": 2, "rs1": 4, "offset_value": 8},
        {"op": "setbw", "ibiw": 8, "obiw": 16},
        {"op": "mvmul", "rd": 3, "rs1": 1, "mbiw": 8, "relu": 1, "group": 1},
        {"op": "vvadd", "rd": 1, "rs1": 2, "rs2": 3, "len": 16,
         "offset": {"offset_select": 3, "offset_value": 8}},
        {"op": "vmv", "rd": 1, "rs1": 2, "rs2": 3, "len": 16},
        {"op": "vavg", "rd": 1, "rs1": 2, "rs2": 3, "len": 9,
         "offset": {"offset_select": 0b010, "offset_value": 5}},
        {"op": "ld", "rd": 1, "rs1": 2, "size": 64,
         "offset": {"offset_select": 0, "offset_value": 0}},
        {"op": "lldi", "rd": 1, "imm": 7, "size": 32,
         "offset": {"offset_select": 0b001, "offset_value": 4}},
        {"op": "send", "rs1": 4, "core": 1, "size": 256,
         "offset": {"offset_select": 0b010, "offset_value": 16}},
        {"op": "recv", "rd": 4, "core": 1, "size": 256,
         "offset": {"offset_select": 0b001, "offset_value": 0}},
        {"op": "wait", "event_register": 2, "wait_value": 3},
        {"op": "sync", "event_register": 2, "core": 1},
    ]
    image = load_pimsim(path)
    assert image.programs == {0: tuple(program), 1: (make("sync", 0, 0),)}
    assert image.array_group_arrays == {0: (2, 1), 1: ()}
    assert image.core_count == 2


def test_every_mnemonic_round_trips(tmp_path) -> None:
    from test_isa_asm import EXAMPLES

    program = [inst for _, inst in EXAMPLES if not inst.spec.extension]  # pimsim-nn's ISA
    groups = 1 + max(i.get("group") for i in program if i.op == "mvmul")
    path = tmp_path / "all.json.gz"
    export_pimsim({3: program}, {3: [1] * groups}, path)
    image = load_pimsim(path)
    assert image.programs == {3: tuple(program)}
    assert image.core_count == 4
    keys = {key for entry in _read(path)["core3"] for key in entry}
    assert keys <= {"op", "rd", "rs1", "rs2", "imm", "group", "relu", "mbiw", "ibiw", "obiw",
                    "len", "size", "core", "offset", "offset_value", "event_register",
                    "wait_value"}
    assert {entry["op"] for entry in _read(path)["core3"]} == \
        {op for op, spec in OPS.items() if not spec.extension}


def test_export_is_atomic_and_rejects_bad_input(tmp_path) -> None:
    path = tmp_path / "out.gz"
    with pytest.raises(EncodeError, match=r"core0\[1\]: mvmul uses array group 2, but core0 has "
                                          r"2 array groups"):
        export_pimsim({0: [make("sadd", 1, 2, 3), make("mvmul", 1, 2, 8, 0, 2)]}, {0: [1, 1]},
                      path)
    with pytest.raises(EncodeError, match="positive number of arrays"):
        export_pimsim({}, {0: [0]}, path)
    with pytest.raises(EncodeError, match="core indices >= 0"):
        export_pimsim({-1: []}, {}, path)
    assert list(tmp_path.iterdir()) == []


def _write(path, document) -> None:
    path.write_bytes(gzip.compress(json.dumps(document).encode()))


@pytest.mark.parametrize(("core0", "message"), [
    ([{"op": "vvad"}], r"core0\[0\]\.op: expected one of sldi, "),
    ([{"op": "sadd", "rd": 1, "imm": 3}], r"core0\[0\]: sadd has no field\(s\) imm"),
    ([{"op": "vvadd", "len": 1, "offset": {"offset_select": 9}}],
     r"core0\[0\]: vvadd operand offset_select: expected 0\.\.7, got 9"),
    ([{"op": "send", "offset": {"offset_select": 1}}],
     r"core0\[0\]\.offset\.offset_select: expected 0 or 2"),
    ([{"op": "ld", "rs1": 3}],
     r"core0\[0\]: ld operand rs1: a global-memory address needs an even"),
    ([{"op": "wait", "wait_value": "3"}], r"core0\[0\]\.wait_value: expected an integer"),
])
def test_load_errors(tmp_path, core0, message) -> None:
    path = tmp_path / "bad.gz"
    _write(path, {"config": {"core_cnt": 1, "array_group_map": {}}, "core0": core0})
    with pytest.raises(AsmError, match=message):
        load_pimsim(path)


def test_load_follows_pimsim_nn_defaults(tmp_path) -> None:
    path = tmp_path / "plain.json"  # uncompressed JSON is accepted too
    path.write_text(json.dumps({"config": {"core_cnt": 1, "array_group_map": {"core0": [4]}},
                                "core0": [{"op": "vvadd", "rd": 1, "len": 8},
                                          {"op": "recv", "rd": 2, "size": 4}]}))
    image = load_pimsim(path)
    assert image.programs[0] == (make("vvadd", 1, 0, 0, 8), make("recv", 2, 0, 4))
    with pytest.raises(AsmError, match="expected 'config' or 'coreN' keys, got 'cores'"):
        _write(path, {"config": {}, "cores": []})
        load_pimsim(path)
