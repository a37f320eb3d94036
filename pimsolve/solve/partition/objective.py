"""What a chain of partitions costs: the objective every partitioning method is scored on.

A *chain* is the cut positions ``0 = p0 < p1 < … < pn = end`` with every ``(p_i, p_i+1)`` a
candidate (pimsolve.solve.partition.segments). For a batch through it:

- ``D = Σ_k D_k`` cycles (each partition's weight replacement and its batch, at least);
- ``E = Σ_k E_k + P · D`` pJ, with ``P`` the chip's leakage in pJ per cycle (every core leaks
  all the time: ``leakage_power_w`` × cores / clock);

``throughput`` minimizes ``D`` (the batch's inputs per second are ``runs / D``), ``edp``
minimizes ``E · D``, the energy-delay product of the batch (COMPASS §IV-B2). A partition's own
*fitness* (COMPASS's partition score, pimsolve.solve.partition.ga) is ``D_k`` for
throughput and ``(E_k + P · D_k) · D_k`` for EDP.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pimsolve.hwspec.model import HwSpec
from pimsolve.solve.partition.segments import Candidates, Segment

OBJECTIVES = ("throughput", "edp")
UNITS = {"throughput": "cycles per batch", "edp": "pJ x cycles per batch"}


@dataclass(frozen=True, slots=True)
class Objective:
    name: str  # one of OBJECTIVES
    leak_pj_per_cycle: float

    @classmethod
    def of(cls, name: str, hw: HwSpec) -> Objective:
        if name not in OBJECTIVES:
            raise ValueError(f"objective {name!r}: expected one of {', '.join(OBJECTIVES)}")
        return cls(name, hw.costs.leakage_power_w * hw.num_cores * 1e12 / hw.clock_hz)

    @property
    def unit(self) -> str:
        return UNITS[self.name]

    def value(self, segments: Sequence[Segment]) -> float:
        delay = sum(s.cost for s in segments)
        if self.name == "throughput":
            return float(delay)
        return (sum(s.energy for s in segments) + self.leak_pj_per_cycle * delay) * delay

    def fitness(self, segment: Segment) -> float:
        """One partition's own share (smaller is better)."""
        if self.name == "throughput":
            return float(segment.cost)
        return (segment.energy + self.leak_pj_per_cycle * segment.cost) * segment.cost


def chain_segments(found: Candidates, chain: Sequence[int]) -> list[Segment]:
    """The partitions of ``chain`` (cut positions from 0 to the end); KeyError when one of
    them is not a candidate."""
    return [found.segments[(a, b)] for a, b in zip(chain, chain[1:])]


def valid_chain(found: Candidates, chain: Sequence[int]) -> bool:
    return (len(chain) >= 2 and chain[0] == 0 and chain[-1] == found.end
            and all((a, b) in found.segments for a, b in zip(chain, chain[1:])))
