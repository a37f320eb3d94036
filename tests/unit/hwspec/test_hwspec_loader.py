"""Loading hwspec files: the shipped targets, and every problem of a bad file at once."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from pimsolve.errors import EXIT_BAD_INPUT, SpecError
from pimsolve.hwspec import INSTRUCTION_SYMBOLS, load_hwspec, shipped_hwspecs
from pimsolve.hwspec.model import Communication, Execution, Family, Topology
from pimsolve.isa.spec import OPS, OpClass

HWSPEC_DIR = Path(__file__).resolve().parents[3] / "hwspec"
SHIPPED = ("puma", "isaac", "arch-c", "pimcomp-default")

# A small valid hwspec; tests edit it into broken ones.
MINIMAL = textwrap.dedent("""\
    schema_version: 1
    name: tiny
    chips: {x: 1, y: 1}
    cores_per_chip: {x: 2, y: 2}
    core:
      arrays: 4
      array: {rows: 64, cols: 64, cell_bits: 2}
      local_memory: {bytes: 65536, bandwidth: 16}
      vector: {units: 1, width: 8}
      execution: in-order
    communication: synchronous
    global_memory: {bytes: "2**30", bandwidth: 32}
    noc: {topology: mesh, hop_latency: 1, link_bandwidth: 8, offchip_latency: 50, offchip_bandwidth: 4}
    precision: {weights: 16, inputs: 16, outputs: 16}
    clock_hz: 1e9
    constants:
      xbar: 100
    costs:
      latency:
        default: 1
        matrix: xbar * ceil(ibiw / 1)
        vector: ceil(len / vector_width)
        send: hops * hop_latency + ceil(bytes / link_bandwidth)
      energy:
        default: 0.5
        matrix: arrays * 500
      leakage_power_w: 0.01
    compute:
      family: crossbar
      equation: "Dst[m] = MAC(Src1[m,k], Src2[k])"
      parallel: [m]
      reduction: [k]
      stationary: Src1
      symbols: {B: "ceil(weight_bits / cell_bits)"}
      layout:
        Src1:
          space: [row, col]
          matrix: [[0, 1, 0], [B, 0, 1]]
          offset: [o1, o2]
          cells_per_element: B
    """)


def write(tmp_path: Path, text: str, name: str = "x.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def problems_of(path: Path) -> tuple[str, ...]:
    with pytest.raises(SpecError) as info:
        load_hwspec(path)
    assert info.value.exit_code == EXIT_BAD_INPUT
    return info.value.problems


# --- the shipped files ---------------------------------------------------------------------------

def test_shipped_hwspecs_are_found() -> None:
    assert set(SHIPPED) <= set(shipped_hwspecs())


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_hwspec_loads(name: str) -> None:
    hw = load_hwspec(HWSPEC_DIR / f"{name}.yaml")
    assert hw.name == name
    assert hw.schema_version == 1
    assert hw.precision.weights == hw.precision.inputs == hw.precision.outputs == 16
    assert hw.core.array.cell_bits == 2
    assert hw.communication is Communication.SYNCHRONOUS
    assert hw.noc.topology is Topology.MESH
    assert hw.compute.family is Family.CROSSBAR
    # every class has a latency and an energy; formulas only need per-instruction values
    for op_class in OpClass:
        assert op_class.value in hw.costs.latency
        assert op_class.value in hw.costs.energy
    for mnemonic, spec in OPS.items():
        for formula in (hw.costs.latency_formula(mnemonic, spec.op_class.value),
                        hw.costs.energy_formula(mnemonic, spec.op_class.value)):
            assert formula.symbols <= set(INSTRUCTION_SYMBOLS)
            value = formula.evaluate({"len": 64, "bytes": 128, "ibiw": 16, "obiw": 16, "mbiw": 16,
                                      "rows": 128, "cols": 16, "arrays": 8, "hops": 3, "offchip": 0})
            assert value >= 0


@pytest.mark.parametrize(("name", "cores", "arrays", "capacity_mib"), [
    ("compass-s", 16, 9, 1.125), ("compass-m", 16, 16, 2.0), ("compass-l", 36, 16, 4.5)])
def test_compass_chips_match_table_i(name, cores, arrays, capacity_mib) -> None:
    """COMPASS Table I: cores, crossbars per core and the chip's weight capacity (MiB), with
    256 x 256 one-bit SRAM arrays at 4-bit weights on a bus, and array writes priced."""
    hw = load_hwspec(name)
    assert (hw.num_cores, hw.core.arrays) == (cores, arrays)
    assert (hw.core.array.rows, hw.core.array.cols, hw.core.array.cell_bits) == (256, 256, 1)
    assert hw.precision.weights == hw.precision.inputs == 4
    assert hw.total_arrays * 256 * 256 / 8 / 2**20 == capacity_mib
    assert hw.noc.topology is Topology.BUS
    assert hw.compute.crossbar is not None and hw.compute.crossbar.write_energy is not None


def test_load_by_shipped_name() -> None:
    assert load_hwspec("puma").name == "puma"
    assert load_hwspec(Path("isaac")).name == "isaac"  # the CLI passes a Path


@pytest.mark.parametrize(("name", "cores", "execution"), [
    ("puma", 138, Execution.IN_ORDER),
    ("isaac", 168, Execution.OUT_OF_ORDER),
    ("arch-c", 64, Execution.IN_ORDER),
    ("pimcomp-default", 144, Execution.OUT_OF_ORDER),
])
def test_core_counts(name: str, cores: int, execution: Execution) -> None:
    hw = load_hwspec(HWSPEC_DIR / f"{name}.yaml")
    assert hw.num_cores == cores
    assert hw.core.execution is execution


def test_puma_numbers() -> None:
    hw = load_hwspec(HWSPEC_DIR / "puma.yaml")
    assert hw.chips == (1, 1) and hw.cores_per_chip == (23, 6)
    assert hw.core.arrays == 128 and hw.total_arrays == 138 * 128
    assert hw.core.local_memory_bytes == 64 * 1024
    assert hw.global_memory.bytes == 4 * 2**30
    assert hw.clock_hz == 1e9
    assert hw.costs.latency_formula("mvmul", "matrix").evaluate({"ibiw": 16}) == 2304
    assert hw.constants["dac_bits"] == 1
    # a mnemonic entry overrides its class
    lat = hw.costs.latency_formula
    assert lat("vtanh", "vector").evaluate({"len": 16}) == 3 * lat("vvadd", "vector").evaluate({"len": 16})
    with pytest.raises(TypeError):
        hw.constants["dac_bits"] = 2  # type: ignore[index]


def test_minimal_loads_and_fills_defaults(tmp_path: Path) -> None:
    hw = load_hwspec(write(tmp_path, MINIMAL))
    assert hw.description == ""
    assert hw.core.registers == 32 and hw.core.event_registers == 8
    assert hw.global_memory.bytes == 2**30
    assert hw.costs.latency["scalar"].evaluate({}) == 1  # from `default`
    assert "default" not in hw.costs.latency
    assert hw.costs.latency["send"].evaluate({"hops": 2, "bytes": 17}) == 2 + 3


# --- one SpecError with every problem ------------------------------------------------------------

BAD = textwrap.dedent("""\
    name: bad
    chips: {x: 1, y: 1}
    cores_per_chip: {x: 2, y: 2}
    core:
      arrays: 4
      arrays: 5
      array: {rows: -4, cols: 64, cell_bits: 2}
      local_memory: {bytes: 65536, bandwidth: 16}
      vector: {units: "many", width: 8}
      execution: in-order
      vectr: 3
    communication: synchronous
    global_memory: {bytes: 1024, bandwidth: 32}
    noc: {topology: ring, hop_latency: 1, link_bandwidth: 8, offchip_latency: 50, offchip_bandwidth: 4}
    precision: {weights: 16, inputs: 16, outputs: 16}
    clock_hz: 1e9
    costs:
      latency:
        default: 1
        vector: ceil(len / vector_widht)
      energy: {default: 1}
      leakage_power_w: 0.01
    compute:
      family: crossbar
      equation: "Dst[m] = MAC(Src1[m,k], Src2[k])"
      parallel: [m]
      reduction: [k]
      stationary: Src1
      symbols: {B: "ceil(weight_bits / cell_bits)"}
      layout:
        Src1: {space: [row, col], matrix: [[0, 1, 0], [B, 0, 1]], cells_per_element: B}
    """)


def test_bad_file_lists_every_problem(tmp_path: Path) -> None:
    path = write(tmp_path, BAD, "bad.yaml")
    problems = problems_of(path)
    text = "\n".join(problems)
    expected = [
        "core.arrays: expected each key once, got 'arrays' again at line 6 (first at line 5)",
        "schema_version: expected 1, got nothing (the key is missing)",
        "core.vectr: expected a key of core (",  # unknown key with a hint
        "did you mean 'vector'?",
        "core.array.rows: expected an integer in 1..65536, got -4",
        "core.vector.units: expected a positive integer, got 'many'",  # wrong type
        "noc.topology: expected one of mesh, bus, got 'ring'",
        "costs.latency.vector: expected a formula over known symbols, got unknown symbol "
        "'vector_widht'",
        "allowed symbols: array_cols, array_rows, arrays,",
    ]
    for piece in expected:
        assert piece in text, piece
    assert len(problems) == 7
    for problem in problems:
        assert problem.startswith(f"{path}: ")
    with pytest.raises(SpecError) as info:
        load_hwspec(path)
    assert str(info.value).startswith("7 problems in hwspec:")


def mutate(old: str, new: str) -> str:
    assert old in MINIMAL, old
    return MINIMAL.replace(old, new, 1)


@pytest.mark.parametrize(("old", "new", "message"), [
    ("schema_version: 1", "schema_version: 2", "schema_version: expected 1, got 2"),
    ("schema_version: 1\n", "", "schema_version: expected 1, got nothing"),
    ("name: tiny", "name: 'a b'", "name: expected a name of letters"),
    ("arrays: 4", "arrays: 0", "core.arrays: expected an integer in 1..4096, got 0"),
    ("arrays: 4", "arrays: 2.5", "core.arrays: expected an integer in 1..4096, got 2.5"),
    ("arrays: 4", "arrays: true", "core.arrays: expected an integer in 1..4096, got true"),
    ("execution: in-order", "execution: inorder", "did you mean 'in-order'?"),
    ("communication: synchronous", "communication: async",
     "communication: expected one of synchronous, asynchronous, got 'async'"),
    ("chips: {x: 1, y: 1}", "chips: 4", "chips: expected a mapping with keys x, y, got 4"),
    ("chips: {x: 1, y: 1}", "chips: {x: 1, y: 1, z: 1}", "chips.z: expected a key of chips (x, y)"),
    ("core:\n  arrays: 4", "core:\n  registers: 33\n  arrays: 4",
     "core.registers: expected an integer in 1..32, got 33"),
    ("weights: 16", "weights: 65", "precision.weights: expected an integer in 2..32, got 65"),
    ("clock_hz: 1e9", "clock_hz: -1", "clock_hz: expected a positive number, got -1"),
    ("clock_hz: 1e9", "clock_hz: fast", "clock_hz: expected a positive number, got 'fast'"),
    ("leakage_power_w: 0.01", "leakage_power_w: -0.01",
     "costs.leakage_power_w: expected a non-negative number, got -0.01"),
    ("hop_latency: 1", "hop_latency: null", "noc.hop_latency: expected a non-negative number, got null"),
    ("cores_per_chip: {x: 2, y: 2}", "cores_per_chip: {x: 64, y: 100}",
     "cores_per_chip.y: expected an integer in 1..64, got 100"),
    ("chips: {x: 1, y: 1}", "chips: {x: 64, y: 64}",
     "cores_per_chip: expected at most 4096 cores in total"),
    ("    default: 1\n", "    default: 1\n    vvaddd: 2\n",
     "costs.latency.vvaddd: expected a key of costs.latency that is an instruction class, a "
     "mnemonic or 'default', got unknown key 'vvaddd'; did you mean 'vvadd'?"),
    ("    default: 1\n", "", "costs.latency: expected an entry for every instruction class (or a "
     "'default'), got none for scalar, scalar_load, setbw, load, store, local, recv, sync"),
    ("vector: ceil(len / vector_width)", "vector: ceil(len / 2",
     "costs.latency.vector: expected a formula, got the end at column 13"),
    ("vector: ceil(len / vector_width)", "vector: exp(len)",
     "costs.latency.vector: expected a known function, got 'exp'"),
    ("vector: ceil(len / vector_width)", "vector: weight_bits",
     "costs.latency.vector: expected a formula over known symbols, got unknown symbol 'weight_bits'"),
    ("vector: ceil(len / vector_width)", "vector: len - 1000",
     "costs.latency.vector: expected a formula with a finite, non-negative value"),
    ("vector: ceil(len / vector_width)", "vector: 1 / (hops)",
     "costs.latency.vector: expected a formula with a finite, non-negative value"),
    ("vector: ceil(len / vector_width)", "vector: [1]",
     "costs.latency.vector: expected a number or a formula, got the list [1]"),
    ("  xbar: 100", "  xbar: 100\n  len: 3", "constants.len: expected a constant name not already used"),
    ("  xbar: 100", "  xbar: 100\n  2x: 3", "constants.2x: expected a name"),
    ('equation: "Dst[m] = MAC(Src1[m,k], Src2[k])"', 'equation: "Dst[m] = MAC(Src1[m,k] Src2[k])"',
     "compute.equation: expected an equation like 'Dst[m] = MAC(Src1[m,k], Src2[k])'"),
    ("family: crossbar", "family: memristor", "compute.family: expected one of crossbar, logic-pum"),
    ("parallel: [m]", "parallel: [m, q]", "compute.parallel: expected dimensions of the equation"),
    ("reduction: [k]", "reduction: []", "compute.equation: expected every dimension to be listed"),
    ("stationary: Src1", "stationary: Dst", "compute.stationary: expected an input operand"),
    ("matrix: [[0, 1, 0], [B, 0, 1]]", "matrix: [[0, 1, 0], [B, 0]]",
     "compute.layout.Src1.matrix[1]: expected 3 entries (one per dimension of Src1[m, k] and one for b)"),
    ("matrix: [[0, 1, 0], [B, 0, 1]]", "matrix: [[0, 1, 0]]",
     "compute.layout.Src1.matrix: expected 2 rows (one per address dimension row, col), got 1 rows"),
    ("matrix: [[0, 1, 0], [B, 0, 1]]", "matrix: [[0, 1, 0], [C, 0, 1]]",
     "compute.layout.Src1.matrix[1][0]: expected a formula over known symbols, got unknown symbol 'C'"),
    ("matrix: [[0, 1, 0], [B, 0, 1]]", "matrix: [[0, 1, 0], [1, 0, 1]]",
     "compute.layout.Src1: expected a layout that puts every bit in its own cell"),
    ("matrix: [[0, 1, 0], [B, 0, 1]]", "matrix: [[0, 1, 0], [0, 0, 1]]",
     "compute.layout.Src1: expected a layout whose capacity islpy can derive"),
    ("space: [row, col]", "space: [row, column]",
     "compute.layout.Src1.space[1]: expected one of row, col, got 'column'; did you mean 'col'?"),
    ("offset: [o1, o2]", "offset: [o1]", "compute.layout.Src1.offset: expected 2 entries"),
    ("    Src1:", "    Src3:", "compute.layout.Src3: expected an operand of the equation"),
    ("symbols: {B: \"ceil(weight_bits / cell_bits)\"}", "symbols: {B: \"ceil(weight_bits / cell_bitz)\"}",
     "compute.symbols.B: expected a formula over known symbols, got unknown symbol 'cell_bitz'"),
    ("cells_per_element: B", "cells_per_element: B + 1000",
     "compute.layout.Src1: expected a layout that fits at least one 16-bit weight in a 64×64 array, "
     "got a capacity of 0 rows × 0 cols"),
])
def test_single_problem(tmp_path: Path, old: str, new: str, message: str) -> None:
    problems = problems_of(write(tmp_path, mutate(old, new)))
    assert any(message in p for p in problems), problems
    for problem in problems:
        assert problem.startswith(str(tmp_path / "x.yaml") + ": ")


def test_missing_file(tmp_path: Path) -> None:
    problems = problems_of(tmp_path / "nope.yaml")
    assert len(problems) == 1
    assert "nope.yaml: expected a hwspec YAML file or a shipped hwspec name, got no such file" in problems[0]
    assert "puma" in problems[0]


@pytest.mark.parametrize(("text", "message"), [
    ("a: [1", "expected YAML, got a syntax error at line 1"),
    ("- 1\n- 2\n", "expected a mapping of hwspec keys at the top level, got a YAML list"),
    ("", "got an empty file"),
    ("just text", "got a YAML str"),
    ("a: 1\n---\nb: 2\n", "expected YAML, got a syntax error"),
    ("a: !!python/object:os.system 1\n", "expected YAML, got a syntax error"),
    ("a: &x [1]\nb: *x\n", "aliases (*name) are not allowed in a hwspec"),
    ("a: &x [*x]\n", "aliases (*name) are not allowed in a hwspec"),
])
def test_not_a_hwspec(tmp_path: Path, text: str, message: str) -> None:
    problems = problems_of(write(tmp_path, text))
    assert len(problems) == 1
    assert message in problems[0]


def test_duplicates_are_found_at_every_level(tmp_path: Path) -> None:
    text = MINIMAL.replace("  xbar: 100", "  xbar: 100\n  xbar: 200").replace(
        "name: tiny", "name: tiny\nname: tiny2")
    problems = problems_of(write(tmp_path, text))
    assert any("constants.xbar: expected each key once, got 'xbar' again at line" in p for p in problems)
    assert any(": name: expected each key once, got 'name' again at line 3 (first at line 2)" in p
               for p in problems)
