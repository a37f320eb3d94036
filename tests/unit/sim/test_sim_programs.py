"""Hand-written multi-core programs (tests/programs/) give the expected global memory."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from hwfixtures import small_hw
from pimsolve.errors import SimError
from pimsolve.hwspec.model import Communication, Execution
from pimsolve.isa.asm import read_program
from pimsolve.sim import ArrayGroup, simulate

PROGRAMS = Path(__file__).resolve().parents[2] / "programs"


def load(name: str) -> dict[int, list]:
    return {int(p.stem.split("_")[1]): read_program(p)
            for p in sorted((PROGRAMS / name).glob("core_*.s"))}


def i8(values) -> np.ndarray:
    return np.asarray(values, dtype=np.int8).view(np.uint8)


@pytest.mark.parametrize("communication", list(Communication))
@pytest.mark.parametrize("execution", list(Execution))
def test_ring_passes_blocks_to_the_next_core(communication, execution):
    hw = small_hw(communication=communication, execution=execution)
    gmem = np.zeros(1024, np.uint8)
    blocks = np.arange(64, dtype=np.int8).reshape(4, 16) - 20
    gmem[:64] = blocks.reshape(-1).view(np.uint8)
    result = simulate(hw, load("ring"), gmem=gmem, with_profile=True)
    out = result.gmem[256:320].view(np.int8).reshape(4, 16)
    for core in range(4):
        np.testing.assert_array_equal(out[core], blocks[(core - 1) % 4] + 1)
    assert result.stats.instructions == sum(len(p) for p in load("ring").values())
    assert result.profile.cycles > 0


def test_ring_where_everyone_sends_first_deadlocks_and_names_each_core():
    hw = small_hw()
    with pytest.raises(SimError) as info:
        simulate(hw, load("ring_deadlock"))
    message = str(info.value)
    assert "deadlock: 4 core(s) blocked forever" in message
    for core in range(4):
        assert f"core {core} pc 1 `send $r10, {(core + 1) % 4}, 16`" in message
    assert "waits for core 1 to recv from it" in message


def test_asynchronous_ring_where_everyone_sends_first_completes():
    hw = small_hw(communication=Communication.ASYNCHRONOUS)
    result = simulate(hw, load("ring_deadlock"))
    assert result.stats.instructions == 12


@pytest.mark.parametrize("execution", list(Execution))
def test_barrier_with_sync_and_wait(execution):
    hw = small_hw(execution=execution)
    result = simulate(hw, load("barrier"), gmem=np.zeros(2048, np.uint8), with_profile=True)
    total = result.gmem[1024:1040].view(np.int8)
    np.testing.assert_array_equal(total, np.full(16, 60))
    for core in (1, 2, 3):
        np.testing.assert_array_equal(result.gmem[1024 + 16 * core:1040 + 16 * core], total)
    # core 0 cannot finish before the workers' syncs and must end after its own wait
    prof = result.profile
    assert prof.cores[0].finish_cycle <= prof.cycles
    assert min(prof.cores[c].finish_cycle for c in (1, 2, 3)) > prof.cores[0].busy["scalar"]


@pytest.mark.parametrize("communication", list(Communication))
def test_partial_sum_reduction_with_mvmul_and_vvadd(communication):
    hw = small_hw(communication=communication)
    rng = np.random.default_rng(7)
    x = rng.integers(-128, 128, 32)
    w = rng.integers(-128, 128, (32, 4))
    gmem = np.zeros(512, np.uint8)
    gmem[:32] = i8(x)
    groups = {0: [ArrayGroup(w[:16], 1)], 1: [ArrayGroup(w[16:], 1)]}
    result = simulate(hw, load("partial_sum"), groups, gmem, with_profile=True)
    got = result.gmem[256:272].view(np.int32)
    np.testing.assert_array_equal(got, x @ w)
    assert result.stats.saturated_elements == 0


def test_offset_field_for_memory_and_vector_instructions():
    hw = small_hw()
    gmem = np.zeros(1024, np.uint8)
    gmem[:32] = i8(np.arange(32) - 7)
    result = simulate(hw, load("offsets"), gmem=gmem)
    lmem8 = (np.arange(32) - 7).astype(np.int64)
    expected_8 = 2 * lmem8[4:12]  # int8 elements 4..11, doubled
    lmem16 = lmem8.astype(np.int8).view(np.int16).astype(np.int64)  # the same bytes as int16
    expected_16 = np.clip(2 * lmem16[2:6], -32768, 32767).astype(np.int16)
    np.testing.assert_array_equal(result.gmem[520:528].view(np.int8), expected_8)
    np.testing.assert_array_equal(result.gmem[512:520].view(np.int16), expected_16)
    np.testing.assert_array_equal(result.gmem[600:612], [0, 0, 7, 7, 7, 7, 0, 0, 0, 0, 7, 7])


def test_out_of_bounds_access_names_core_pc_and_instruction():
    with pytest.raises(SimError) as info:
        simulate(small_hw(), load("out_of_bounds"))
    assert str(info.value) == ("core 0 pc 3 `ld $r2, $r0, 16`: ld destination [4090, 4106) is "
                               "outside local memory [0, 4096)")
