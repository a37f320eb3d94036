"""What every solver of pimsolve.solve reports about its search (placement and tiling alike)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class SolveStats:
    solver: str  # cpsat | ga | balance | first-fit | template ...
    status: str  # OPTIMAL | FEASIBLE | HEURISTIC | INFEASIBLE | UNKNOWN
    objective: int | None
    bound: int | None
    gap: float | None
    wall_s: float
    seed: int
    workers: int
    how: str = ""  # how the bound was obtained
    stopped: str = ""  # what ended the search (pimsolve.solve.budget), when it is a search

    def as_dict(self) -> dict[str, Any]:
        out = {"solver": self.solver, "status": self.status, "objective": self.objective,
               "bound": self.bound, "gap": self.gap, "wall_s": round(self.wall_s, 3),
               "seed": self.seed, "workers": self.workers}
        if self.how:
            out["bound_from"] = self.how
        if self.stopped:
            out["stopped_by"] = self.stopped
        return out
