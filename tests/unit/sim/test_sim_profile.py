"""Timing model: in-order vs out-of-order issue, dependencies, transfers, energy."""

from __future__ import annotations

import numpy as np
import pytest

from hwfixtures import small_hw
from pimsolve.hwspec.model import Communication, Execution
from pimsolve.isa.instruction import make
from pimsolve.sim import ArrayGroup, simulate

GROUPS = {0: [ArrayGroup(np.ones((16, 4), np.int64), 1), ArrayGroup(np.ones((16, 4), np.int64), 1)]}


def cycles(program, execution, groups=GROUPS, **kw):
    hw = small_hw(execution=execution, **kw)
    return simulate(hw, program, groups, with_profile=True).profile


def test_independent_matrix_ops_overlap_only_out_of_order():
    # matrix latency 20, scalar 1 (tests/hwfixtures.py)
    program = {0: [make("sldi", 1, 0), make("sldi", 2, 64), make("sldi", 3, 128),
                   make("mvmul", 2, 1, 8, 0, 0), make("mvmul", 3, 1, 8, 0, 1)]}
    assert cycles(program, Execution.IN_ORDER).cycles == 3 + 20 + 20
    assert cycles(program, Execution.OUT_OF_ORDER).cycles == 3 + 20  # 2nd waits for $r3


def test_adjacent_buffers_do_not_depend_on_each_other():
    # the outputs (4 columns of 64-bit sums) sit back to back at the allocators' 8-byte
    # alignment, inside one 64-byte line: still independent, so the mvmuls overlap
    program = {0: [make("sldi", 1, 0), make("sldi", 2, 64), make("sldi", 3, 96),
                   make("mvmul", 2, 1, 8, 0, 0), make("mvmul", 3, 1, 8, 0, 1)]}
    assert cycles(program, Execution.OUT_OF_ORDER).cycles == 3 + 20


def test_read_after_write_waits_for_the_producer():
    program = {0: [make("sldi", 1, 0), make("sldi", 2, 64), make("sldi", 3, 128),
                   make("mvmul", 2, 1, 8, 0, 0), make("vrelu", 3, 2, 4)]}
    prof = cycles(program, Execution.OUT_OF_ORDER)
    # mvmul needs $r1, $r2 (ready at 2; `sldi $r3` runs beside it), vrelu needs its output
    assert prof.cycles == 2 + 20 + (2 + 4)  # vector latency 2 + len
    busy = prof.cores[0].busy
    assert busy["matrix"] == 20 and busy["vector"] == 6 and busy["scalar"] == 3


def test_same_unit_is_a_structural_hazard():
    program = {0: [make("sldi", 1, 0), make("sldi", 2, 64), make("sldi", 3, 128),
                   make("mvmul", 2, 1, 8, 0, 0), make("mvmul", 3, 1, 8, 0, 0)]}
    assert cycles(program, Execution.OUT_OF_ORDER).cycles == 2 + 40


@pytest.mark.parametrize("execution", list(Execution))
def test_synchronous_transfer_waits_for_the_later_partner(execution):
    # core 1 does 20 cycles of matrix work before it receives; the send latency is 4 + hops
    program = {0: [make("send", 0, 1, 16)],
               1: [make("sldi", 1, 0), make("sldi", 2, 64), make("mvmul", 2, 1, 8, 0, 0),
                   make("recv", 3, 0, 16)]}
    prof = cycles(program, execution, groups={1: GROUPS[0]})
    assert prof.cores[0].finish_cycle == 2 + 20 + 5
    assert prof.cores[1].finish_cycle == 2 + 20 + 5 + 1  # recv latency 1
    assert prof.cores[0].busy["blocked"] == 22


def test_asynchronous_send_does_not_wait_for_the_receiver():
    program = {0: [make("send", 0, 1, 16)],
               1: [make("sldi", 1, 0), make("sldi", 2, 64), make("mvmul", 2, 1, 8, 0, 0),
                   make("recv", 3, 0, 16)]}
    prof = cycles(program, Execution.IN_ORDER, groups={1: GROUPS[0]},
                  communication=Communication.ASYNCHRONOUS)
    assert prof.cores[0].finish_cycle == 5
    assert prof.cores[1].finish_cycle == 22 + 1


def test_energy_is_dynamic_plus_leakage():
    program = {0: [make("sldi", 1, 0), make("sldi", 2, 64), make("mvmul", 2, 1, 8, 0, 0)]}
    prof = cycles(program, Execution.IN_ORDER)
    assert prof.dynamic_energy_pj == {"scalar": 2.0, "matrix": 1.0}
    assert prof.leakage_energy_pj == pytest.approx(0.001 * 1 * prof.seconds * 1e12)
    assert prof.energy_j == pytest.approx((3.0 + prof.leakage_energy_pj) * 1e-12)


def test_static_costs_shared_between_cores_equal_each_cores_own():
    """A cost cache shared by the cores of a program keys what a cost depends on: the
    distance to the core an instruction names, the shape of the array group it runs."""
    from pimsolve.hwspec import load_hwspec
    from pimsolve.costs.instructions import static_costs

    hw = load_hwspec("puma")
    shapes = {0: [(128, 128, 1)], 77: [(64, 256, 2)]}
    code = [make("sldi", 1, 0), make("setbw", 16, 16), make("mvmul", 2, 1, 8, 0, 0),
            make("sync", 0, 5), make("send", 1, 100, 64, 0), make("recv", 1, 3, 64, 0),
            make("vvadd", 2, 1, 1, 64, 0, 0)]
    shared: dict = {}
    for core in (0, 77):
        own = static_costs(hw, core, code, shapes[core])
        cached = static_costs(hw, core, code, shapes[core], shared)
        assert np.array_equal(own.latency, cached.latency)
        assert np.array_equal(own.energy, cached.energy)
        assert np.array_equal(own.transfer, cached.transfer)


def _port_hw():
    """small_hw whose global memory serves one request at a time: 10 cycles per 16 bytes,
    an ld's request arriving 2 cycles after it starts (the ld's latency with the port idle:
    5 cycles, tests/hwfixtures.py)."""
    import dataclasses

    import sympy

    from pimsolve.hwspec.expr import Formula
    from pimsolve.hwspec.model import PortSpec

    hw = small_hw()
    size = sympy.Symbol("bytes")
    per_16 = Formula("10 * ceil(bytes / 16)", 10 * sympy.ceiling(size / 16), frozenset({"bytes"}))
    port = PortSpec(per_16, per_16, Formula("2", sympy.Integer(2), frozenset()),
                    Formula("2", sympy.Integer(2), frozenset()))
    return dataclasses.replace(hw, global_memory=dataclasses.replace(hw.global_memory,
                                                                     port=port))


def test_a_global_memory_port_serves_the_cores_one_request_at_a_time():
    load = [make("sldi", 1, 0), make("sldi", 2, 0), make("ld", 1, 2, 16)]
    alone = simulate(_port_hw(), {0: load}, {}, with_profile=True).profile
    assert alone.cycles == 2 + 5
    both = simulate(_port_hw(), {0: load, 1: load, 2: load}, {}, with_profile=True).profile
    # all three reach the port at cycle 4 (2 sldi, 2 cycles); it serves each for 10 cycles
    finish = sorted(c.finish_cycle for c in both.cores.values())
    assert finish == [7, 17, 27]
    assert sum(c.busy.get("blocked", 0) for c in both.cores.values()) == 10 + 20


def test_the_port_calendar_fills_gaps_and_merges_stretches():
    from pimsolve.sim.profile import _Calendar

    port = _Calendar()
    assert [port.book(0, 10), port.book(0, 10), port.book(5, 3)] == [0, 10, 20]
    assert port.book(100, 5) == 100 and port.book(30, 50) == 30
    assert port.book(21, 9) == 80  # [23, 30) is too short
    assert port.book(20, 1) == 23
    assert (port.starts, port.ends) == ([0, 30, 100], [24, 89, 105])
