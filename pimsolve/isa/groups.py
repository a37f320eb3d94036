"""The weights a program loads into its array groups: part of a program, beside its
instructions (the schedulers build them, the simulator runs them, solution folders store them
in ``array_groups.npz``).

A group's weights are either loaded before the run (``phase`` None: ``weights`` holds them) or
written by the program itself with ``wwr`` (``phase`` an integer: ``weights`` gives only the
shape; build such a group with :meth:`ArrayGroup.for_writes`). The phase is the
weight-replacement phase (seeds/compass.txt §II-A) whose weights the group holds: groups of
different phases on one core share its arrays, so a write of one phase's group leaves the
other phases' groups of that core stale (pimsolve.sim.semantics, docs/simulator.md).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True, slots=True)
class ArrayGroup:
    """The weight matrix one array group holds: ``rows`` inputs × ``cols`` outputs (int64)."""

    weights: np.ndarray
    arrays: int  # physical arrays it occupies (for the profile and capacity checks)
    # None: loaded before the run; an integer: written by the program (wwr) in that phase
    phase: int | None = None

    @classmethod
    def for_writes(cls, rows: int, cols: int, arrays: int, phase: int = 0) -> ArrayGroup:
        """A group of ``rows`` × ``cols`` weights on ``arrays`` arrays that the program writes
        with ``wwr`` in weight-replacement phase ``phase`` (no weights are held before that)."""
        if rows < 0 or cols < 0 or arrays < 0 or phase < 0:
            raise ValueError(f"expected a non-negative shape, arrays and phase, got {rows} x "
                             f"{cols}, {arrays} arrays, phase {phase}")
        return cls(np.broadcast_to(np.zeros((), np.int64), (rows, cols)), arrays, phase)

    @property
    def written(self) -> bool:
        """The program writes this group's weights (``wwr``); none are loaded before the run."""
        return self.phase is not None

    @property
    def rows(self) -> int:
        return self.weights.shape[0]

    @property
    def cols(self) -> int:
        return self.weights.shape[1]

    @property
    def max_abs(self) -> int:
        return int(np.abs(self.weights).max()) if self.weights.size else 0

    @property
    def col_abs_sum(self) -> int:
        return int(np.abs(self.weights).sum(axis=0).max()) if self.weights.size else 0
