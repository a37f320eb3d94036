"""The weights a program loads into its array groups: part of a program, beside its
instructions (the schedulers build them, the simulator runs them, solution folders store them
in ``array_groups.npz``)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True, slots=True)
class ArrayGroup:
    """The weight matrix one array group holds: ``rows`` inputs × ``cols`` outputs (int64)."""

    weights: np.ndarray
    arrays: int  # physical arrays it occupies (for the profile and capacity checks)

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
