"""hwspec families beyond the crossbar: bit-serial (logic PUM, digital PIM), near-memory.

The shipped files load and check; every bad family field is reported on its own line with the
file and the dotted path, all at once; files without the new sections load as before.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from hwfixtures import logic_pum_compute
from pimsolve.errors import SpecError
from pimsolve.hwspec import describe, load_hwspec
from pimsolve.hwspec.model import Family, Source

HWSPEC_DIR = Path(__file__).resolve().parents[3] / "hwspec"

TEMPLATE = textwrap.dedent("""\
    schema_version: 1
    name: fam
    chips: {x: 1, y: 1}
    cores_per_chip: {x: 2, y: 1}
    core:
      arrays: 4
      array: {rows: 256, cols: 256, cell_bits: 1}
      local_memory: {bytes: 65536, bandwidth: 32}
      vector: {units: 1, width: 1}
      execution: in-order
    communication: synchronous
    global_memory: {bytes: 1048576, bandwidth: 16}
    noc: {topology: bus, hop_latency: 1, link_bandwidth: 8, offchip_latency: 1, offchip_bandwidth: 1}
    precision: {weights: 8, inputs: 8, outputs: 8}
    clock_hz: 1e9
    constants: {fa: 3}
    costs:
      latency: {default: 1}
      energy: {default: 1}
      leakage_power_w: 0
    compute:
    """)

LOGIC = TEMPLATE + textwrap.indent(logic_pum_compute("weight_bits") + textwrap.dedent("""\
    bit_serial:
      spatial_reduction: [k2]
      accumulator_bits: 2 * (weight_bits + input_bits)
      scratch_cells: weight_bits + input_bits
      fill_bandwidth: 4
      latency:
        multiply: weight_bits * input_bits * fa
        add: accumulator_bits + 1
        reduce: 2 * accumulator_bits + 1
    """), "  ")

NEAR = TEMPLATE + textwrap.indent(textwrap.dedent("""\
    family: near-memory
    equation: "Dst[m] = MAC(Src1[m,k], Src2[k])"
    parallel: [m]
    reduction: [k]
    stationary: Src1
    symbols: {B: "input_bits"}
    layout:
      Src1:
        space: [row, col]
        matrix: [[0, 1, 0], [B, 0, 1]]
        offset: [o1, o2]
        cells_per_element: B
    near_memory:
      units: cores * arrays_per_core / 2
      simd_width: 16
      registers: 8
      register_bytes: 16
      unit_bytes: 2 * array_rows * array_cols / 8
      unit_bandwidth: 16
      sources: {Src1: memory, Src2: register}
      latency: {mac: 2}
    """), "  ")


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "fam.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def problems(tmp_path: Path, text: str) -> tuple[str, ...]:
    path = write(tmp_path, text)
    with pytest.raises(SpecError) as info:
        load_hwspec(path)
    return info.value.problems


@pytest.mark.parametrize("name, family", [("neural-cache", Family.LOGIC_PUM),
                                          ("simdram", Family.LOGIC_PUM),
                                          ("pim-hbm", Family.NEAR_MEMORY),
                                          ("pim-dl", Family.DIGITAL_PIM)])
def test_shipped_family_hwspecs_load(name: str, family: Family) -> None:
    hw = load_hwspec(HWSPEC_DIR / f"{name}.yaml")
    assert hw.name == name
    assert hw.compute.family is family
    assert dict(describe(hw))["compute"].startswith(family.value)
    if family is Family.DIGITAL_PIM:  # PIM-DL: an n-bit add is 12n + 1 NOR steps
        spec = hw.compute.bit_serial
        assert spec is not None and hw.clock_hz == pytest.approx(1 / 1.1e-9)
        assert spec.latency["add"].evaluate({"weight_bits": 8, "input_bits": 8,
                                             "accumulator_bits": 32}) == 12 * 32 + 1
    elif family is Family.LOGIC_PUM:
        spec = hw.compute.bit_serial
        assert spec is not None and spec.spatial_reduction == ("k2",)
        values = {"weight_bits": 8, "input_bits": 8, "output_bits": 8}
        acc = spec.accumulator_bits.evaluate(values)
        assert acc == 32
        assert spec.latency["add"].evaluate({**values, "accumulator_bits": acc}) > 0
    else:
        spec = hw.compute.near_memory
        assert spec is not None
        assert (spec.units, spec.simd_width, spec.registers, spec.register_bytes) == (128, 32, 32, 32)
        assert spec.sources == {"Src1": Source.MEMORY, "Src2": Source.REGISTER}


def test_neural_cache_numbers_follow_ares_table_i() -> None:
    hw = load_hwspec(HWSPEC_DIR / "neural-cache.yaml")
    assert hw.num_cores == 14 and hw.core.arrays == 320  # 14 slices x 20 ways x 4 x 4
    assert (hw.core.array.rows, hw.core.array.cols, hw.core.array.cell_bits) == (256, 256, 1)
    assert hw.total_arrays * 256 * 256 // 8 == 35 * 2**20  # 35 MB of L3
    assert hw.clock_hz == 2.6e9
    nc = hw.compute.bit_serial
    assert nc is not None
    assert nc.latency["multiply"].evaluate({"weight_bits": 8}) == 8 ** 2 + 5 * 8 - 2


def test_simdram_numbers_follow_ares_table_i() -> None:
    hw = load_hwspec(HWSPEC_DIR / "simdram.yaml")
    assert hw.num_cores == 4 * 4 * 16  # channels x ranks x banks
    assert hw.core.array.cols == 8 * 1024 * 8  # 8 KB rows
    assert hw.constants["tRC"] == 56 and hw.constants["tRCD"] == 17


def test_family_sections_are_optional(tmp_path: Path) -> None:
    text = LOGIC.split("  bit_serial:")[0]
    hw = load_hwspec(write(tmp_path, text))
    assert hw.compute.bit_serial is None and hw.compute.near_memory is None
    assert load_hwspec("pimcomp-default").compute.crossbar is None


def test_variants_load(tmp_path: Path) -> None:
    hw = load_hwspec(write(tmp_path, NEAR))
    assert hw.compute.near_memory is not None and hw.compute.near_memory.units == 4
    assert hw.compute.near_memory.unit_bytes == 2 * 256 * 256 // 8
    digital = LOGIC.replace("family: logic-pum", "family: digital-pim")
    assert load_hwspec(write(tmp_path, digital)).compute.family is Family.DIGITAL_PIM


@pytest.mark.parametrize("old, new, expected", [
    ("family: near-memory", "family: crossbar",
     "compute.near_memory: expected this section only with family near-memory, got family crossbar"),
    ("units: cores * arrays_per_core / 2", "units: cores * arrays_per_core / 3",
     "compute.near_memory.units: expected a positive whole number, got 2.6666"),
    ("sources: {Src1: memory, Src2: register}", "sources: {Src1: memory}",
     "compute.near_memory.sources: expected a source for every input operand, got none for Src2"),
    ("sources: {Src1: memory, Src2: register}", "sources: {Src1: memory, Src2: cache}",
     "compute.near_memory.sources.Src2: expected one of memory, register, got 'cache'"),
    ("sources: {Src1: memory, Src2: register}",
     "sources: {Src1: memory, Src2: register, Src9: memory}",
     "compute.near_memory.sources.Src9: expected an input operand of the equation (Src1, Src2)"),
    ("simd_width: 16", "simd_width: 0",
     "compute.near_memory.simd_width: expected a positive integer, got 0"),
    ("latency: {mac: 2}", "latency: {mac: lanes * 2}",
     "compute.near_memory.latency.mac: expected a formula over known symbols, got unknown symbol "
     "'lanes'"),
    ("latency: {mac: 2}", "latency: {mca: 2}",
     "compute.near_memory.latency.mca: expected a key of compute.near_memory.latency (mac)"),
])
def test_bad_near_memory_fields(tmp_path: Path, old: str, new: str, expected: str) -> None:
    assert old in NEAR
    found = problems(tmp_path, NEAR.replace(old, new))
    assert any(expected in p for p in found), found
    assert all(p.startswith(str(tmp_path / "fam.yaml") + ": ") for p in found)
    assert all("\n" not in p for p in found)


@pytest.mark.parametrize("old, new, expected", [
    ("family: logic-pum", "family: near-memory",
     "compute.bit_serial: expected this section only with family logic-pum or digital-pim, got "
     "family near-memory"),
    ("spatial_reduction: [k2]", "spatial_reduction: [m]",
     "compute.bit_serial.spatial_reduction[0]: expected a reduction dimension of "
     "compute.reduction (k1, k2), got 'm'"),
    ("fill_bandwidth: 4", "fill_bandwidth: -4",
     "compute.bit_serial.fill_bandwidth: expected a positive number, got -4"),
    ("    fill_bandwidth: 4\n", "",
     "compute.bit_serial.fill_bandwidth: expected a positive number, got nothing (the key is "
     "missing)"),
    ("accumulator_bits: 2 * (weight_bits + input_bits)", "accumulator_bits: accumulator_bits",
     "compute.bit_serial.accumulator_bits: expected a formula over known symbols, got unknown "
     "symbol 'accumulator_bits'"),
    ("accumulator_bits: 2 * (weight_bits + input_bits)", "accumulator_bits: weight_bits / 3",
     "compute.bit_serial.accumulator_bits: expected a formula with a positive whole value"),
    ("multiply: weight_bits * input_bits * fa", "multiply: 10 - weight_bits * input_bits",
     "compute.bit_serial.latency.multiply: expected a formula with a finite, non-negative value"),
    ("add: accumulator_bits + 1", "add: accumulator_bits +",
     "compute.bit_serial.latency.add: "),
    ("    latency:\n", "    energy: {multiply: 1, add: 1}\n    latency:\n",
     "compute.bit_serial.energy.reduce: expected a number or a formula"),
    ("    latency:\n", "    energy: {multiply: -1, add: 1, reduce: 1}\n    latency:\n",
     "compute.bit_serial.energy.multiply: expected a formula with a finite, non-negative value"),
])
def test_bad_bit_serial_fields(tmp_path: Path, old: str, new: str, expected: str) -> None:
    assert old in LOGIC
    found = problems(tmp_path, LOGIC.replace(old, new))
    assert any(expected in p for p in found), found
    assert all(p.startswith(str(tmp_path / "fam.yaml") + ": ") for p in found)


def test_every_family_problem_is_reported_at_once(tmp_path: Path) -> None:
    text = (LOGIC.replace("spatial_reduction: [k2]", "spatial_reduction: [q]")
            .replace("fill_bandwidth: 4", "fill_bandwidth: fast")
            .replace("reduce: 2 * accumulator_bits + 1", "reduce: banana"))
    found = problems(tmp_path, text)
    paths = {p.split(": ")[1] for p in found}
    assert {"compute.bit_serial.spatial_reduction[0]", "compute.bit_serial.fill_bandwidth",
            "compute.bit_serial.latency.reduce"} <= paths, found


def test_crossbar_write_latency(tmp_path: Path) -> None:
    text = (HWSPEC_DIR / "pimcomp-default.yaml").read_text(encoding="utf-8")
    text += "  crossbar:\n    write_latency: rows * 100 + bytes / 4\n"
    hw = load_hwspec(write(tmp_path, text))
    assert hw.compute.crossbar is not None
    assert hw.compute.crossbar.write_latency.evaluate({"rows": 128, "bytes": 400}) == 12900
    assert hw.compute.crossbar.write_energy is None  # optional
    bad = text.replace("rows * 100 + bytes / 4", "rows * hops")
    found = problems(tmp_path, bad)
    assert any("compute.crossbar.write_latency: expected a formula over known symbols, got unknown "
               "symbol 'hops'" in p for p in found), found
    energy = text + "    write_energy: rows * cols * cell_bits * 0.5\n"
    hw = load_hwspec(write(tmp_path, energy))
    assert hw.compute.crossbar.write_energy.evaluate({"rows": 128, "cols": 128}) == \
        128 * 128 * hw.core.array.cell_bits * 0.5
    found = problems(tmp_path, energy.replace("rows * cols * cell_bits * 0.5", "-bytes"))
    assert any("compute.crossbar.write_energy: expected a formula with a finite, non-negative "
               "value" in p for p in found), found
