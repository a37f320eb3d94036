"""Weight writes (``wwr``): new weights from global memory, stale groups caught, writes counted,
timed and costed from the hwspec's crossbar write latency and energy."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from hwfixtures import small_hw
from pimsolve.costs.instructions import static_costs
from pimsolve.errors import SimError
from pimsolve.hwspec import load_hwspec
from pimsolve.hwspec.model import Execution
from pimsolve.isa.instruction import make
from pimsolve.sim import ArrayGroup, load_program_dir, save_program_dir, simulate
from pimsolve.sim.program import arrays_for

ROOT = Path(__file__).resolve().parents[3]
W_ADDR, X_ADDR, Y_ADDR = 1024, 8192, 16384


def weight_bytes(w: np.ndarray, bits: int) -> np.ndarray:
    """Row-major, ceil(bits/8) bytes per weight, little-endian two's complement (written here
    element by element, not with the simulator's helpers)."""
    byw = (bits + 7) // 8
    out = bytearray()
    for value in w.reshape(-1).tolist():
        out += int(value).to_bytes(byw, "little", signed=True)
    return np.frombuffer(bytes(out), dtype=np.uint8)


def address(reg: int, value: int) -> list:
    """Set the register pair ($reg, $reg+1) to a global-memory address."""
    return [make("sldi", reg, value & 0xFFFFFFFF if value < 2**31 else value - 2**32),
            make("sldi", reg + 1, value >> 32)]


def multiply_program(rows: int, cols: int, bits: int, group: int = 0, write: bool = True) -> list:
    """[wwr group from W_ADDR,] x (rows int8) from X_ADDR, y = x W as 64-bit sums to Y_ADDR."""
    code = [make("setbw", 8, 64), *address(2, W_ADDR)]
    if write:
        code.append(make("wwr", 2, bits, group))
    code += [*address(4, X_ADDR), make("sldi", 1, 0), make("ld", 1, 4, rows),
             make("sldi", 6, 512), make("mvmul", 6, 1, bits, 0, group),
             *address(8, Y_ADDR), make("st", 8, 6, 8 * cols)]
    return code


def memory(w: np.ndarray, bits: int, x: np.ndarray) -> np.ndarray:
    gmem = np.zeros(1 << 16, np.uint8)
    data = weight_bytes(w, bits)
    gmem[W_ADDR: W_ADDR + len(data)] = data
    gmem[X_ADDR: X_ADDR + len(x)] = x.astype(np.int8).view(np.uint8)
    return gmem


def fault(program, groups, gmem=None, **kw) -> str:
    with pytest.raises(SimError) as info:
        simulate(small_hw(**kw), program, groups, gmem)
    return str(info.value)


@pytest.mark.parametrize("bits", [4, 8, 12, 16, 24, 33, 64])
def test_write_then_mvmul_multiplies_by_the_new_weights(bits):
    rng = np.random.default_rng(bits)
    rows, cols = 5, 3
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    w = rng.integers(lo, hi, (rows, cols), dtype=np.int64, endpoint=True)
    w[0, 0], w[1, 1] = lo, hi  # both ends of the range
    x = rng.integers(-128, 128, rows)
    x[0] = x[1] = 127
    groups = {0: [ArrayGroup.for_writes(rows, cols, 1)]}
    result = simulate(small_hw(), {0: multiply_program(rows, cols, bits)}, groups,
                      memory(w, bits, x))
    exact = [sum(int(x[i]) * int(w[i, j]) for i in range(rows)) for j in range(cols)]
    expected = [min(max(y, -(1 << 63)), (1 << 63) - 1) for y in exact]  # saturated to 64 bits
    assert result.gmem[Y_ADDR: Y_ADDR + 8 * cols].view("<i8").tolist() == expected
    assert result.stats.saturated_elements == sum(y != e for y, e in zip(exact, expected))
    assert result.stats.weight_writes == {(0, 0): 1}


def test_a_write_replaces_weights_loaded_before_the_run():
    w = np.arange(6).reshape(3, 2) - 2
    x = np.array([1, -2, 3])
    groups = {0: [ArrayGroup(np.full((3, 2), 7), 1)]}
    result = simulate(small_hw(), {0: multiply_program(3, 2, 8)}, groups, memory(w, 8, x))
    assert result.gmem[Y_ADDR: Y_ADDR + 16].view("<i8").tolist() == (x @ w).tolist()


def test_mvmul_before_the_first_write_faults():
    groups = {0: [ArrayGroup(np.ones((4, 2), np.int64), 1), ArrayGroup.for_writes(4, 2, 1)]}
    msg = fault({0: multiply_program(4, 2, 8, group=1, write=False)}, groups)
    assert msg == ("core 0 pc 8 `mvmul $r6, $r1, 8, 0, 1`: array group 1 is written by the "
                   "program (phase 0) and has not been written yet: write it (wwr) before this "
                   "mvmul")


def test_a_write_of_another_phase_leaves_the_cores_other_phase_stale():
    rng = np.random.default_rng(3)
    w = rng.integers(-100, 100, (4, 2))
    x = rng.integers(-100, 100, 4)
    groups = {0: [ArrayGroup.for_writes(4, 2, 1, phase=0), ArrayGroup.for_writes(4, 2, 1, phase=1),
                  ArrayGroup(np.ones((4, 2), np.int64), 1)],
              1: [ArrayGroup.for_writes(4, 2, 1, phase=0)]}
    writes = [*address(2, W_ADDR), make("wwr", 2, 8, 0), make("wwr", 2, 8, 1)]
    stale = writes + multiply_program(4, 2, 8, group=0, write=False)
    msg = fault({0: stale, 1: [*address(2, W_ADDR), make("wwr", 2, 8, 0)]}, groups,
                memory(w, 8, x))
    assert msg == ("core 0 pc 12 `mvmul $r6, $r1, 8, 0, 0`: array group 0 (phase 0) no longer "
                   "holds its weights (the write of array group 1, phase 1, replaced them): "
                   "write it (wwr) before this mvmul")
    # written again, group 0 multiplies; the group loaded before the run is never stale
    again = writes + [make("wwr", 2, 8, 0)] + multiply_program(4, 2, 8, group=0, write=False) \
        + multiply_program(4, 2, 8, group=2, write=False)
    result = simulate(small_hw(), {0: again}, groups, memory(w, 8, x))
    assert result.gmem[Y_ADDR: Y_ADDR + 16].view("<i8").tolist() == x.sum().repeat(2).tolist()
    assert result.stats.weight_writes == {(0, 0): 2, (0, 1): 1}


@pytest.mark.parametrize(("bits", "value"), [(4, 8), (4, -9), (12, 2048), (12, -2049),
                                             (20, 1 << 19), (33, -(1 << 32) - 1)])
def test_a_weight_outside_the_precision_faults(bits, value):
    byw = (bits + 7) // 8
    gmem = np.zeros(1 << 16, np.uint8)
    raw = int(value).to_bytes(byw, "little", signed=True)
    gmem[W_ADDR + 2 * byw: W_ADDR + 3 * byw] = list(raw)  # weight [1, 0] of a 3 x 2 matrix
    msg = fault({0: multiply_program(3, 2, bits)}, {0: [ArrayGroup.for_writes(3, 2, 1)]}, gmem)
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    assert msg == (f"core 0 pc 3 `wwr $r2, {bits}, 0`: weight [1, 0] of array group 0 is "
                   f"{value} (global address {W_ADDR + 2 * byw}), outside the signed {bits}-bit "
                   f"range [{lo}, {hi}]")


@pytest.mark.parametrize(("bits", "raw", "value"), [(8, b"\x80", -128), (16, b"\x00\x80", -32768),
                                                   (24, b"\xff\xff\xff", -1)])
def test_whole_byte_weights_take_their_sign_from_the_top_byte(bits, raw, value):
    byw = bits // 8
    gmem = np.zeros(1 << 16, np.uint8)
    gmem[W_ADDR + 2 * byw: W_ADDR + 3 * byw] = list(raw)
    gmem[X_ADDR + 1] = 1  # x = (0, 1, 0) picks row 1
    result = simulate(small_hw(), {0: multiply_program(3, 2, bits)},
                      {0: [ArrayGroup.for_writes(3, 2, 1)]}, gmem)
    assert result.gmem[Y_ADDR: Y_ADDR + 16].view("<i8").tolist() == [value, 0]


def test_every_bad_weight_is_counted():
    w = np.full((2, 2), 100)
    msg = fault({0: multiply_program(2, 2, 6)}, {0: [ArrayGroup.for_writes(2, 2, 1)]},
                memory(w, 8, np.zeros(2)))
    assert msg.endswith("weight [0, 0] of array group 0 is 100 (global address 1024), outside "
                        "the signed 6-bit range [-32, 31]; 3 more")


def test_an_address_outside_global_memory_faults():
    groups = {0: [ArrayGroup.for_writes(4, 4, 1)]}
    program = [*address(2, (1 << 16) - 10), make("wwr", 2, 16, 0)]
    assert fault({0: program}, groups) == (
        "core 0 pc 2 `wwr $r2, 16, 0`: global memory access [65526, 65558) is outside "
        "[0, 65536)")
    program = [make("sldi", 2, 0), make("sldi", 3, -1), make("wwr", 2, 8, 0)]
    assert fault({0: program}, groups).endswith("global address high word $r3 is negative (-1)")


def test_a_write_to_an_undefined_group_faults():
    msg = fault({0: [*address(2, 0), make("wwr", 2, 8, 1)]}, {0: [ArrayGroup.for_writes(2, 2, 1)]})
    assert msg == ("core 0 pc 2 `wwr $r2, 8, 1`: array group 1 is not defined on this core "
                   "(1 group(s) defined)")


def test_capacity_counts_the_groups_of_one_phase_at_a_time():
    hw = small_hw()  # 16 arrays per core
    fits = {0: [ArrayGroup(np.ones((2, 2), np.int64), 6), ArrayGroup.for_writes(2, 2, 10, 0),
                ArrayGroup.for_writes(2, 2, 10, 1), ArrayGroup.for_writes(2, 2, 4, 2)]}
    simulate(hw, {0: []}, fits)
    too_many = {0: [*fits[0], ArrayGroup.for_writes(2, 2, 1, 1)]}
    with pytest.raises(SimError, match=r"core 0: its array groups occupy 17 arrays \(6 loaded "
                                       r"before the run, 11 written in phase 1\), a core has 16"):
        simulate(hw, {0: []}, too_many)


def test_write_counts_per_group_in_stats_and_profile_over_rounds():
    groups = {0: [ArrayGroup.for_writes(2, 2, 3), ArrayGroup.for_writes(2, 2, 1)],
              2: [ArrayGroup.for_writes(2, 2, 2)]}
    programs = {0: [*address(2, 0), make("wwr", 2, 8, 0), make("wwr", 2, 8, 1),
                    make("wwr", 2, 8, 0)],
                2: [*address(2, 0), make("wwr", 2, 8, 0)]}
    result = simulate(small_hw(), programs, groups, with_profile=True, rounds=2)
    assert result.stats.weight_writes == {(0, 0): 4, (0, 1): 2, (2, 0): 2}
    assert result.profile.weight_writes == result.stats.weight_writes
    assert result.stats.max_writes_per_array == 4


def test_programs_without_writes_report_none():
    groups = {0: [ArrayGroup(np.ones((2, 2), np.int64), 1)]}
    result = simulate(small_hw(), {0: [make("mvmul", 0, 0, 8, 0, 0)]}, groups, with_profile=True)
    assert result.stats.weight_writes == {} and result.stats.max_writes_per_array == 0
    assert "weight_write" not in result.profile.dynamic_energy_pj


# ------------------------------------------------------------------------------- timing, energy
CROSSBAR = "  crossbar:\n    write_latency: 3 * rows + cols\n    write_energy: bytes / 2\n"


def crossbar_hwspec(tmp_path: Path) -> Path:
    """hwspec/small-8x16.yaml with a compute.crossbar section (128 x 128 arrays of 2-bit cells:
    512 cycles and 2048 pJ to program one array)."""
    text = (ROOT / "hwspec" / "small-8x16.yaml").read_text()
    assert "\ncompute:\n" in text
    path = tmp_path / "crossbar-writes.yaml"
    path.write_text(text.replace("\ncompute:\n", "\ncompute:\n" + CROSSBAR))
    return path


def test_profile_prices_a_write_by_the_hwspec_formulas(tmp_path):
    hw = load_hwspec(crossbar_hwspec(tmp_path))
    rows, cols, bits = 200, 70, hw.precision.weights
    arrays = arrays_for(hw, rows, cols)
    assert arrays == 2 * 5  # 16-bit weights in 2-bit cells: 16 per 128-cell row
    nbytes = rows * cols * 2
    program = {0: [make("sldi", 2, 0), make("sldi", 3, 0), make("wwr", 2, bits, 0)]}
    result = simulate(hw, program, {0: [ArrayGroup.for_writes(rows, cols, arrays)]},
                      with_profile=True)
    prof = result.profile
    # small-8x16.yaml: load = global_read_cycles + ceil(bytes / global_bandwidth), 40 and 64;
    # load energy bytes * (global_pj_per_byte + edram_pj_per_byte), 31 and 17.2 / 32
    stream = 40 + math.ceil(nbytes / 64)
    program_cycles = arrays * (3 * 128 + 128)
    assert prof.cycles == 2 + stream + program_cycles
    assert prof.cores[0].busy["memory"] == stream + program_cycles
    assert prof.dynamic_energy_pj["load"] == pytest.approx(nbytes * (31 + 17.2 / 32))
    assert prof.dynamic_energy_pj["weight_write"] == pytest.approx(arrays * 128 * 128 * 2 / 8 / 2)
    assert prof.weight_writes == {(0, 0): 1}


def test_without_a_crossbar_section_a_write_takes_a_cycle_per_array_row():
    hw = small_hw()  # 16 x 16 arrays; load latency 5 + len (len is 0), every energy 1 pJ
    program = {0: [make("sldi", 2, 0), make("sldi", 3, 0), make("wwr", 2, 8, 0)]}
    prof = simulate(hw, program, {0: [ArrayGroup.for_writes(20, 20, 4)]},
                    with_profile=True).profile
    assert prof.cycles == 2 + 5 + 4 * 16
    assert prof.dynamic_energy_pj == {"scalar": 2.0, "load": 1.0, "weight_write": 0.0}


def test_out_of_order_mvmul_waits_for_the_write_of_its_group_only():
    groups = {0: [ArrayGroup.for_writes(16, 4, 1), ArrayGroup(np.ones((16, 4), np.int64), 1)]}
    start = [make("sldi", 2, 0), make("sldi", 3, 0), make("sldi", 1, 0), make("sldi", 4, 64),
             make("wwr", 2, 8, 0)]

    def cycles(group: int) -> float:
        return simulate(small_hw(execution=Execution.OUT_OF_ORDER),
                        {0: start + [make("mvmul", 4, 1, 8, 0, group)]}, groups,
                        with_profile=True).profile.cycles

    write = 5 + 16  # load latency 5 + one 16-row array
    assert cycles(0) == 3 + write + 20  # the wwr starts with the 4th sldi; mvmul latency 20
    assert cycles(1) == max(3 + write, 4 + 20)
    # and a write waits for the mvmuls already reading its group
    later = [make("sldi", 1, 0), make("sldi", 4, 64), make("mvmul", 4, 1, 8, 0, 1),
             make("sldi", 2, 0), make("sldi", 3, 0), make("wwr", 2, 8, 1)]
    prof = simulate(small_hw(execution=Execution.OUT_OF_ORDER), {0: later}, groups,
                    with_profile=True).profile
    assert prof.cycles == 2 + 20 + write


def test_a_write_books_the_global_memory_port_like_an_ld_of_its_bytes():
    hw = load_hwspec(ROOT / "hwspec" / "pimsim-pimcomp.yaml")
    assert hw.global_memory.port is not None
    rows, cols, bits = 64, 32, 8
    shapes = [(rows, cols, 2)]
    wwr = static_costs(hw, 0, [make("wwr", 0, bits, 0)], shapes)
    ld = static_costs(hw, 0, [make("ld", 0, 0, rows * cols)], shapes)
    assert (wwr.arrival[0], wwr.service[0]) == (ld.arrival[0], ld.service[0])
    assert wwr.service[0] > 0
    assert wwr.energy[0] - wwr.program_energy[0] == pytest.approx(ld.energy[0])


def test_program_folders_keep_the_groups_the_program_writes(tmp_path):
    hw = load_hwspec(crossbar_hwspec(tmp_path))
    groups = {0: [ArrayGroup(np.arange(6).reshape(2, 3), 1), ArrayGroup.for_writes(300, 40, 9, 1)],
              1: [ArrayGroup.for_writes(5, 5, 1, 0)]}
    programs = {0: [make("wwr", 2, 16, 1)], 1: [make("wwr", 0, 16, 0)]}
    save_program_dir(tmp_path / "prog", programs, groups)
    loaded = load_program_dir(tmp_path / "prog", hw)
    assert loaded.programs == programs
    got = {c: [(g.rows, g.cols, g.arrays, g.phase) for g in gs] for c, gs in loaded.groups.items()}
    assert got == {0: [(2, 3, 1, None), (300, 40, arrays_for(hw, 300, 40), 1)],
                   1: [(5, 5, 1, 0)]}
    np.testing.assert_array_equal(loaded.groups[0][0].weights, np.arange(6).reshape(2, 3))
    assert loaded.groups[0][1].written and not loaded.groups[0][0].written


def test_cli_simulate_reports_the_writes(tmp_path):
    """`pimsolve simulate` on a program folder whose group the program writes: the writes per
    array are in the report."""
    import json

    from typer.testing import CliRunner

    from pimsolve.cli import app
    from pimsolve.sim import save_program_dir

    rows, cols, bits = 4, 2, 8
    w = np.arange(rows * cols, dtype=np.int64).reshape(rows, cols) - 3
    save_program_dir(tmp_path / "prog", {0: multiply_program(rows, cols, bits)},
                     {0: [ArrayGroup.for_writes(rows, cols, 1)]})
    np.save(tmp_path / "gmem.npy", memory(w, bits, np.arange(rows)))
    result = CliRunner().invoke(app, ["--quiet", "simulate", str(tmp_path / "prog"), "--hw",
                                      "small-8x16", "--gmem", str(tmp_path / "gmem.npy"),
                                      "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["weight_writes"] == {
        "groups_written": 1, "writes": 1, "max_writes_per_array": 1}
