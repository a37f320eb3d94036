"""A block allocation's result and its checks: every allocation a method returns is checked
(each layer holds exactly its demand of the tile's blocks, none held twice) and priced again
by the movement model of :mod:`pimsolve.solve.layout.interconnect` from the allocation alone."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

import numpy as np

from pimsolve.errors import BadInputError, InfeasibleError
from pimsolve.hwspec.model import BlockArraySpec
from pimsolve.solve.layout.interconnect import (Allocation, Flow, MovementCost, Reduce,
                                                movement_cycles)


@dataclass(frozen=True, slots=True)
class BlockResult:
    allocation: Mapping[str, tuple[int, ...]]  # layer -> its block ids, in rank order
    cost: MovementCost  # the allocation's movement, recomputed
    status: str  # OPTIMAL | FEASIBLE | HEURISTIC
    bound: int | None  # a lower bound on the cycles of every allocation (CP-SAT), else None
    gap: float | None  # (cycles - bound) / cycles
    method: str  # sequential | ga | cpsat | cpsat (ga hint kept) | ga (cpsat found nothing)
    wall_s: float
    seed: int = 0
    objective: int | None = None  # CP-SAT's model of its own answer (its cycles when exact)
    stopped: str = ""  # what ended the CP-SAT search (pimsolve.solve.budget)
    generations: int = 0  # GA generations run

    @property
    def cycles(self) -> int:
        return self.cost.cycles



def check_demands(demands: Mapping[str, int], spec: BlockArraySpec) -> None:
    """Every layer needs at least one block, and the layers fit the tile."""
    bad = [f"{name}: {n}" for name, n in demands.items() if not isinstance(n, int) or n < 1]
    if bad:
        raise BadInputError("block demands: expected a positive number of blocks per layer, "
                            "got " + ", ".join(bad))
    need = sum(demands.values())
    if need > spec.blocks:
        top = sorted(demands.items(), key=lambda kv: -kv[1])[:3]
        raise InfeasibleError(
            f"the layers need {need} blocks, the tile has {spec.blocks} ({spec.rows}x{spec.cols}); "
            f"the largest: " + ", ".join(f"{k} {v}" for k, v in top) +
            f": short by {need - spec.blocks}; place fewer layers in this tile or choose "
            "layouts that need fewer blocks")


def validate(allocation: Allocation, demands: Mapping[str, int], flows: Sequence[Flow],
             reduces: Sequence[Reduce], spec: BlockArraySpec) -> MovementCost:
    """The movement cost of ``allocation``, after checking that every layer holds exactly its
    demand of blocks of the tile and no block is held twice (BadInputError listing every
    problem otherwise)."""
    problems = []
    owner: dict[int, str] = {}
    for layer, need in demands.items():
        blocks = list(allocation.get(layer, ()))
        if len(blocks) != need or len(set(blocks)) != len(blocks):
            problems.append(f"{layer} holds {len(set(blocks))} distinct blocks, needs {need}")
        for b in blocks:
            if not (isinstance(b, (int, np.integer)) and 0 <= b < spec.blocks):
                problems.append(f"{layer}: block {b!r} is not in 0..{spec.blocks - 1}")
            elif owner.setdefault(int(b), layer) != layer:
                problems.append(f"block {b} is held by {owner[int(b)]} and {layer}")
    extra = set(allocation) - set(demands)
    if extra:
        problems.append("layers without a demand: " + ", ".join(sorted(extra)))
    if problems:
        raise BadInputError("block allocation: " + "; ".join(problems))
    return movement_cycles(allocation, flows, reduces, spec)


def priced(allocation: Mapping[str, Sequence[int]], demands, flows, reduces, spec, **kw
            ) -> BlockResult:
    """The result of ``allocation`` (each layer's blocks in rank order), checked and priced
    again by :func:`validate`; ``kw`` the other fields."""
    clean = MappingProxyType({k: tuple(int(b) for b in allocation[k]) for k in demands})
    return BlockResult(clean, validate(clean, demands, flows, reduces, spec), **kw)
