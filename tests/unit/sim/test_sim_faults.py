"""Every fault names core, pc and instruction; nothing wraps silently."""

from __future__ import annotations

import numpy as np
import pytest

from hwfixtures import small_hw
from pimsolve.errors import SimError
from pimsolve.isa.instruction import make
from pimsolve.sim import ArrayGroup, simulate


def fault(program, groups=None, **hw) -> str:
    with pytest.raises(SimError) as info:
        simulate(small_hw(**hw), program, groups)
    return str(info.value)


def test_mvmul_on_undefined_group():
    msg = fault({1: [make("mvmul", 0, 0, 8, 0, 2)]}, {1: [ArrayGroup(np.ones((4, 4)), 1)]})
    assert msg == ("core 1 pc 0 `mvmul $r0, $r0, 8, 0, 2`: array group 2 is not defined on this "
                   "core (1 group(s) defined)")


def test_misaligned_element_access():
    msg = fault({0: [make("setbw", 16, 16), make("sldi", 1, 3), make("vrelu", 2, 1, 4)]})
    assert msg.startswith("core 0 pc 2 `vrelu $r2, $r1, 4`: misaligned 16-bit element access at "
                          "address 3")


def test_vector_length_that_does_not_fit_local_memory():
    msg = fault({0: [make("setbw", 32, 32), make("sldi", 1, 4000), make("vvadd", 2, 1, 1, 100)]})
    assert "core 0 pc 2 `vvadd $r2, $r1, $r1, 100`: read of 100 x 32-bit elements at 4000" in msg
    assert "outside local memory [0, 4096)" in msg


def test_global_memory_bounds():
    msg = fault({0: [make("sldi", 0, 65534), make("sld", 2, 0)]})
    assert msg == ("core 0 pc 1 `sld $r2, $r0`: global memory access [65534, 65538) is "
                   "outside [0, 65536)")


def test_scalar_overflow_is_an_error_not_a_wrap():
    msg = fault({0: [make("sldi", 1, 2**31 - 1), make("saddi", 1, 1, 1)]})
    assert msg == ("core 0 pc 1 `saddi $r1, $r1, 1`: scalar result 2147483648 does not fit a "
                   "signed 32-bit register")


def test_negative_address():
    msg = fault({0: [make("sldi", 1, -8), make("lldi", 1, 0, 4)]})
    assert "address register $r1 holds a negative address -8" in msg


def test_weights_wider_than_mbiw():
    msg = fault({0: [make("mvmul", 0, 0, 4, 0, 0)]}, {0: [ArrayGroup(np.full((2, 2), 100), 1)]})
    assert "weights up to |100|, more than mbiw=4 bits can represent" in msg


def test_recv_size_mismatch():
    msg = fault({0: [make("send", 0, 1, 8)], 1: [make("recv", 0, 0, 16)]})
    assert "recv of 16 bytes from core 0 matched a send of 8 bytes" in msg


def test_wait_for_a_count_never_reached_deadlocks_with_event_value():
    program = {0: [make("sync", 0, 1), make("sync", 0, 1)], 1: [make("wait", 0, 3)]}
    msg = fault(program)
    assert "core 1 pc 0 `wait 0, 3`: waits for event register 0 == 3 (now 2)" in msg


def test_saturation_is_counted():
    gmem = np.zeros(64, np.uint8)
    gmem[:4] = np.array([100, 100, -100, 1], np.int8).view(np.uint8)
    program = {0: [make("ld", 2, 0, 4), make("sldi", 3, 16), make("vvadd", 3, 2, 2, 4),
                   make("sldi", 4, 32), make("st", 4, 3, 4)]}
    result = simulate(small_hw(), program, gmem=gmem)
    np.testing.assert_array_equal(result.gmem[32:36].view(np.int8), [127, 127, -128, 2])
    assert result.stats.saturated_elements == 3
