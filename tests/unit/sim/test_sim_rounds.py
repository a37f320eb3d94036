"""Pipelined mode: every core loops its program, input after input (pimsim-nn's throughput
mode), reading the model input and writing its outputs through a Stream."""

from __future__ import annotations

import numpy as np
import pytest

from hwfixtures import small_hw
from pimsolve.errors import SimError
from pimsolve.isa.instruction import make
from pimsolve.sim import Stream, simulate

ONES = 128  # local address of a vector of ones


def _pipeline():
    """Core 0 loads 8 bytes of input, adds one and sends them to core 1, which adds one and
    stores them: a two-stage pipeline whose send/recv re-pair every round."""
    head = [make("setbw", 8, 8), make("sldi", 0, 0), make("sldi", 1, 0), make("sldi", 10, 0),
            make("sldi", 12, ONES), make("lldi", 12, 1, 8), make("ld", 10, 0, 8),
            make("vvadd", 10, 10, 12, 8), make("send", 10, 1, 8)]
    tail = [make("setbw", 8, 8), make("sldi", 0, 64), make("sldi", 1, 0), make("sldi", 10, 0),
            make("sldi", 12, ONES), make("lldi", 12, 1, 8), make("recv", 10, 0, 8),
            make("vvadd", 10, 10, 12, 8), make("st", 0, 10, 8)]
    return {0: head, 1: tail}


def test_each_round_reads_its_own_input_and_writes_its_own_output():
    inputs = [np.arange(8, dtype=np.uint8) * (k + 1) for k in range(4)]
    stream = Stream(0, inputs, [(64, 8)])
    result = simulate(small_hw(), _pipeline(), {}, np.zeros(256, np.uint8), with_profile=True,
                      rounds=4, stream=stream)
    for k, x in enumerate(inputs):
        assert stream.outputs[k][0].tolist() == (x + 2).tolist()
    done = result.profile.rounds_done()
    assert len(done) == 4 and done == sorted(done)
    # core 0 computes round k + 1 while core 1 finishes round k: one round each, not both
    one = simulate(small_hw(), _pipeline(), {}, np.zeros(256, np.uint8),
                   with_profile=True).profile.cycles
    assert done[-1] - done[0] < 3 * one


def test_a_barrier_that_counts_arrivals_hangs_when_cores_loop():
    """wait counts syncs exactly: the second round's sync of a core that runs ahead joins the
    count of the first (pimsim-nn's throughput mode may overshoot it and hang): a fault that
    names the register."""
    programs = {0: [make("wait", 0, 2)], 1: [make("sync", 0, 0)], 2: [make("sync", 0, 0)]}
    simulate(small_hw(), programs, {})
    with pytest.raises(SimError, match="event register 0 of core 0, which counts syncs of round 1"):
        simulate(small_hw(), programs, {}, rounds=3)


def test_a_barrier_that_re_arms_every_round_loops():
    """The coordinator's barrier of HT programs, closed by a barrier back to the first core:
    every wait counts one round's syncs."""
    programs = {0: [make("sync", 0, 2), make("wait", 1, 1)],
                1: [make("sync", 0, 2), make("wait", 1, 1)],
                2: [make("wait", 0, 2), make("sync", 1, 0), make("sync", 1, 1)]}
    result = simulate(small_hw(), programs, {}, with_profile=True, rounds=4)
    assert len(result.profile.rounds_done()) == 4
