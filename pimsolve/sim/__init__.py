"""Functional simulator and profiler: the living definition of the ISA's semantics.

In: a hwspec, one instruction list per core, each core's array groups (weight matrices, or the
shapes of the groups the program writes with ``wwr``) and an initial global-memory image. Out:
the final global memory, run statistics (weight writes per group included), and (optionally) a
timing/energy :class:`Profile`.

To add an instruction: define it in ``pimsolve.isa.spec``, then write ``x_<mnemonic>`` in
``semantics.py`` (registered automatically by its name) and, if it touches local memory, its
footprint in ``profile._footprint``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from pimsolve.hwspec.model import HwSpec
from pimsolve.isa.instruction import Instruction
from pimsolve.sim.machine import ArrayGroup, Machine, RunStats, Stream
from pimsolve.sim.profile import Profile, profile
from pimsolve.sim.program import ProgramSet, load_program_dir, save_program_dir

__all__ = ["ArrayGroup", "Machine", "Profile", "ProgramSet", "RunStats", "SimResult", "Stream",
           "load_program_dir", "save_program_dir", "simulate"]


@dataclass(frozen=True, slots=True)
class SimResult:
    stats: RunStats
    gmem: np.ndarray
    profile: Profile | None
    # what every array group holds when the run ends (None: no weights of its own, e.g. a
    # group the program was to write and did not, or whose arrays another phase's write took)
    weights: dict[int, list[np.ndarray | None]] | None = None


def simulate(hw: HwSpec, programs: Mapping[int, Sequence[Instruction]],
             groups: Mapping[int, Sequence[ArrayGroup]] | None = None,
             gmem: np.ndarray | None = None, *, with_profile: bool = False,
             keep_intervals: bool = False, rounds: int = 1,
             stream: Stream | None = None) -> SimResult:
    """Run every core to completion (``rounds`` times over, reading and writing the model's
    input and outputs through ``stream``: pimsolve.sim.machine); raise SimError on a fault or
    deadlock."""
    machine = Machine(hw, programs, groups, gmem, trace=with_profile, rounds=rounds,
                      stream=stream)
    stats = machine.run()
    prof = None
    if with_profile:
        shapes = {c: [(g.rows, g.cols, g.arrays) for g in gs] for c, gs in (groups or {}).items()}
        prof = profile(hw, programs, shapes, machine.trace, keep_intervals=keep_intervals)
    held = {c: [g.weights for g in core.groups] for c, core in machine.cores.items()}
    return SimResult(stats, machine.gmem, prof, held)
