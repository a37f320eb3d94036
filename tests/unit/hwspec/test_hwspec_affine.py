"""ARES compute/memory abstraction: equations, islpy layout maps, derived capacities."""

from __future__ import annotations

import textwrap
from pathlib import Path

import islpy as isl
import pytest

from hwfixtures import logic_pum_compute
from pimsolve.hwspec import (
    describe,
    layout_capacity,
    layout_map,
    load_hwspec,
    matrix_capacity,
    parse_equation,
    weight_capacity_bytes,
)
from pimsolve.hwspec.affine import LayoutError, compute_symbol_values
from pimsolve.hwspec.model import Family, HwSpec

HWSPEC_DIR = Path(__file__).resolve().parents[3] / "hwspec"
MIB = 1 << 20


def shipped(name: str) -> HwSpec:
    return load_hwspec(HWSPEC_DIR / f"{name}.yaml")


def test_parse_equation() -> None:
    eq = parse_equation("Dst[m] = MAC(Src1[m,k], Src2[k])")
    assert eq.function == "MAC" and eq.output == "Dst"
    assert eq.operands == (("Dst", ("m",)), ("Src1", ("m", "k")), ("Src2", ("k",)))
    assert eq.inputs == ("Src1", "Src2") and eq.dims == ("m", "k")
    eq2 = parse_equation(" Dst[m] = MAC( Src1[m, k1, k2] , Src2[m,k1,k2] ) ")
    assert eq2.dims == ("m", "k1", "k2")


@pytest.mark.parametrize("text", [
    "Dst[m] = MAC(Src1[m,k], Src2[k]",
    "Dst[m] MAC(Src1[m,k])",
    "Dst[] = F(A[m])",
    "Dst[m] = F(A[m,m])",
    "Dst[m] = F(Dst[m])",
    "Dst[m] = F(A[m]) + 1",
    "Dst[m] = F()",
])
def test_parse_equation_rejects(text: str) -> None:
    with pytest.raises(ValueError):
        parse_equation(text)


@pytest.mark.parametrize(("name", "weight_bits", "expected"), [
    ("puma", 16, (128, 16)),
    ("puma", 8, (128, 32)),
    ("puma", 2, (128, 128)),
    ("puma", 1, (128, 128)),
    ("puma", 3, (128, 64)),
    ("isaac", 16, (128, 16)),
    ("pimcomp-default", 16, (128, 16)),
    ("arch-c", 16, (512, 128)),
    ("arch-c", 8, (512, 256)),
])
def test_matrix_capacity(name: str, weight_bits: int, expected: tuple[int, int]) -> None:
    assert matrix_capacity(shipped(name), weight_bits) == expected


@pytest.mark.parametrize(("name", "mib"), [
    ("isaac", 63),  # PIMCOMP Table V, Arch-A: 63 MB
    ("puma", 69),  # Arch-B: 69 MB
    ("arch-c", 64),  # Arch-C: 64 MB
    ("pimcomp-default", 36),
])
def test_weight_capacity_matches_pimcomp_table_v(name: str, mib: int) -> None:
    assert weight_capacity_bytes(shipped(name)) == mib * MIB  # Table V's "MB" are MiB, exactly


def test_crossbar_isl_map() -> None:
    hw = shipped("puma")
    layout = hw.compute.layouts["Src1"]
    assert layout.dims == ("m", "k", "b")
    assert layout.address_space == ("row", "col")
    assert layout.parameters == ("o1", "o2")
    expected = isl.Map("[o1, o2] -> { Src1[m, k, b] -> mem[row, col] : m >= 0 and k >= 0 and "
                       "0 <= b < 8 and row = k + o1 and col = 8m + b + o2 }")
    assert layout.isl_map.is_equal(expected)
    assert layout.isl_map.is_injective()
    # the same layout at 8-bit weights (B = 4), offsets fixed
    values = compute_symbol_values(hw, weight_bits=8) | {"o1": 3, "o2": 0}
    assert values["B"] == 4
    at8 = layout_map(layout, values)
    assert at8.is_equal(isl.Map("{ Src1[m, k, b] -> mem[row, col] : m >= 0 and k >= 0 and "
                                "0 <= b < 4 and row = k + 3 and col = 4m + b }"))


def test_symbols_keep_precision_symbolic() -> None:
    hw = shipped("puma")
    b = hw.compute.symbols["B"]
    assert b.symbols == {"weight_bits"}  # cell_bits was substituted
    assert b.evaluate({"weight_bits": 16}) == 8
    assert b.evaluate({"weight_bits": 5}) == 3


def test_describe_rows() -> None:
    rows = dict(describe(shipped("puma")))
    assert rows["cores"].startswith("138 ")
    assert rows["arrays per core"] == "128"
    assert rows["arrays in total"] == "17,664"
    assert rows["array geometry"] == "128 rows × 128 cols"
    assert rows["cell bits"] == "2"
    assert rows["matrix per array"].startswith("128 rows × 16 cols of 16-bit weights")
    assert rows["weight capacity"].startswith("69 MiB")
    assert rows["local memory per core"].startswith("64 KiB")
    assert rows["execution"] == "in-order"
    assert rows["communication"] == "synchronous"
    assert rows["clock"] == "1 GHz"
    assert {"precision", "global memory", "noc", "compute"} <= set(rows)
    for label, value in describe(shipped("arch-c")):
        assert isinstance(label, str) and isinstance(value, str)


# ARES Case II: logic-based PUM with a symbolic entry x and the extent M of m.
LOGIC_PUM = textwrap.dedent("""\
    schema_version: 1
    name: logic-sram
    chips: {x: 1, y: 1}
    cores_per_chip: {x: 1, y: 1}
    core:
      arrays: 16
      array: {rows: 256, cols: 256, cell_bits: 1}
      local_memory: {bytes: 65536, bandwidth: 32}
      vector: {units: 1, width: 1}
      execution: in-order
    communication: synchronous
    global_memory: {bytes: 1048576, bandwidth: 32}
    noc: {topology: bus, hop_latency: 1, link_bandwidth: 8, offchip_latency: 1, offchip_bandwidth: 1}
    precision: {weights: 8, inputs: 8, outputs: 8}
    clock_hz: 2.6e+9
    costs:
      latency: {default: 1}
      energy: {default: 1}
      leakage_power_w: 0
    compute:
    """) + textwrap.indent(logic_pum_compute(), "  ")


def test_logic_pum_layout_stays_symbolic(tmp_path: Path) -> None:
    path = tmp_path / "logic.yaml"
    path.write_text(LOGIC_PUM, encoding="utf-8")
    hw = load_hwspec(path)
    assert hw.compute.family is Family.LOGIC_PUM
    assert hw.compute.parameters == ("x", "M")
    layout = hw.compute.layouts["Src1"]
    assert layout.isl_map is None  # x and M multiply dimensions: not affine until chosen
    with pytest.raises(LayoutError):
        matrix_capacity(hw, 8)
    values = {"x": 8, "M": 64, "weight_bits": 8}
    mp = layout_map(layout, values)
    assert mp.is_equal(isl.Map("[o1] -> { Src1[m, k1, k2, b] -> mem[row, col] : m >= 0 and k1 >= 0 "
                               "and k2 >= 0 and 0 <= b < 8 and row = 8k1 + b + o1 and col = m + 64k2 }"))
    capacity = layout_capacity(hw, "Src1", values, bounds={"m": 64})
    assert capacity == {"m": 64, "k1": 32, "k2": 4}
    assert any("symbolic" in value for _, value in describe(hw))
