"""Solver-free check of a placement and its objective under the cost model.

Every solver (CP-SAT, GA, the heuristics) is judged by :func:`validate`: it checks that each
replica is complete, that no core holds more arrays than it has nor, in HT, more buffers for
one layer than its local memory holds (laid out as the HT scheduler lays them out), and
recomputes the objective from the concrete placement with
:class:`pimsolve.solve.placement.cost.Evaluator`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from pimsolve.codegen.memory import LocalMemoryError, short_message
from pimsolve.errors import PimsolveError
from pimsolve.solve.placement.buffers import core_layouts, replica_layout
from pimsolve.solve.placement.cost import Evaluator, Problem, Work
from pimsolve.solve.placement.placement import Placement


class InvalidPlacement(PimsolveError):
    """A placement breaks a constraint of the problem (a bug in the solver that made it)."""


@dataclass(frozen=True, slots=True)
class Validation:
    objective: int  # cycles: the pipeline cycle (HT) or the latency estimate (LL)
    cycle: int  # the pipeline cycle: busiest core, or the spread total when that is larger
    busy: dict[int, int]  # core -> cycles of array-group work per cycle
    bottleneck: int  # the busiest core
    arrays: dict[int, int]


def core_work(problem: Problem, evaluator: Evaluator, placement: Placement,
              only: str | None = None) -> dict[int, Work]:
    """Per-core work of one pipeline cycle (of layer ``only``'s array groups alone, if given).
    Matrix work is per physical array group: replicas sharing a copy run their windows on it
    one after another."""
    work: dict[int, Work] = {}
    matrix: dict[tuple, int] = {}
    for layer in problem.layers:
        if only is not None and layer.name != only:
            continue
        rows = placement.cores[layer.name]
        for index, (row, share) in enumerate(zip(rows, placement.shares(layer.name,
                                                                        layer.windows))):
            for core, piece in evaluator.replica_work(layer.name, tuple(row)):
                scaled = piece.scaled(share)
                work[core] = work.get(core, Work()) + replace(scaled, matrix=0)
                first = row.index(core)
                key = (core, placement.physical(layer.name, index, first))
                matrix[key] = matrix.get(key, 0) + scaled.matrix
    for (core, _key), cycles in matrix.items():
        work[core] = replace(work[core], matrix=max(work[core].matrix, cycles))
    return work


def work_by_layer(problem: Problem, evaluator: Evaluator, placement: Placement
                  ) -> dict[str, dict[int, int]]:
    """Layer -> core -> cycles its array groups keep the core busy in one pipeline cycle; the
    layers of a core add up to the core's ``Validation.busy``."""
    return {layer.name: {core: w.busy(problem.in_order) for core, w in
                         core_work(problem, evaluator, placement, layer.name).items()}
            for layer in problem.layers}


def cycle_of(problem: Problem, busy: dict[int, int]) -> int:
    """The pipeline cycle: no core can finish its array-group work sooner, the vector layers'
    work, spread over every core, cannot either, nor the vector work that one core must run
    whole (``items_floor``)."""
    spread = -(-(sum(busy.values()) + problem.vector_work) // problem.cores)
    return max(max(busy.values(), default=0), spread,
               items_floor(busy.values(), problem.cores, problem.vector_items))


def item_counts(items: Sequence[int]) -> list[tuple[int, int]]:
    """(size, k) for each distinct size of ``items`` (largest first), k the position of its
    last: at least k cores need room for it (``items_floor``)."""
    return [(size, k) for k, size in enumerate(items, start=1)
            if k == len(items) or items[k] != size]


def items_floor(busy: Iterable[int], cores: int, items: Sequence[int]) -> int:
    """The smallest cycle at which the indivisible vector items (largest first) go to
    distinct cores after their array-group work: the k-th largest item on the k-th least
    busy core (the pairing that minimizes the latest finish), idle cores counted as 0."""
    if not items:
        return 0
    loads = sorted(busy)
    loads = [0] * max(0, cores - len(loads)) + loads
    return max(load + item for load, item in zip(loads, items))


def objective_of(problem: Problem, cycle: int) -> int:
    if problem.mode == "ll":
        return cycle + sum(problem.window_latency.values())
    return cycle


def validate(problem: Problem, evaluator: Evaluator, placement: Placement) -> Validation:
    for layer in problem.layers:
        rows = placement.cores.get(layer.name)
        matrix = evaluator.matrices[layer.name]
        if not rows or placement.replicas.get(layer.name) != len(rows):
            raise InvalidPlacement(f"layer {layer.name}: replica count "
                                   f"{placement.replicas.get(layer.name)} does not match its "
                                   f"{len(rows or ())} placed replicas")
        shares = placement.shares(layer.name, layer.windows)
        if len(shares) != len(rows) or sum(shares) != layer.windows or min(shares) < 0:
            raise InvalidPlacement(f"layer {layer.name}: windows per replica {list(shares)} "
                                   f"do not cover its {layer.windows} windows")
        for index, row in enumerate(rows):
            if len(row) != len(matrix.groups):
                raise InvalidPlacement(f"layer {layer.name} replica {index}: {len(row)} array "
                                       f"groups placed, the layer has {len(matrix.groups)}")
            for core in row:
                if not 0 <= core < problem.cores:
                    raise InvalidPlacement(f"layer {layer.name}: core {core} is not one of the "
                                           f"{problem.cores} cores")
    arrays = placement.arrays_per_core(evaluator.matrices)
    over = {c: a for c, a in arrays.items() if a > problem.arrays_per_core}
    if over:
        core, used = max(over.items(), key=lambda kv: kv[1])
        raise InvalidPlacement(f"core {core} holds {used} arrays, it has "
                               f"{problem.arrays_per_core}")
    if problem.mode == "ht":
        _check_local_memory(problem, evaluator, placement)
    work = core_work(problem, evaluator, placement)
    busy = {c: w.busy(problem.in_order) for c, w in work.items()}
    cycle = cycle_of(problem, busy)
    bottleneck = max(busy, key=lambda c: (busy[c], -c)) if busy else 0
    return Validation(objective_of(problem, cycle), cycle, busy, bottleneck, arrays)


def _check_local_memory(problem: Problem, evaluator: Evaluator, placement: Placement) -> None:
    """Every core's buffers for each layer fit its local memory in the smallest layout the HT
    scheduler can take (pimsolve.solve.placement.buffers.core_layouts: the union over the replicas it
    serves)."""
    limit = evaluator.costs.hw.core.local_memory_bytes
    for layer in problem.layers:
        matrix = evaluator.matrices[layer.name]
        rows = dict.fromkeys(placement.cores[layer.name])  # shared copies: one layout each
        layouts = core_layouts([replica_layout(matrix, row) for row in rows],
                               evaluator.costs.byw, limit, accb=evaluator.costs.accb)
        short = {core: layout[0].bytes for core, layout in layouts.items()
                 if layout[0].bytes > limit}
        if short:  # the problem's (an output block too wide) or a memory-blind heuristic's
            core = min(short)
            message = short_message(core, short[core], limit, "buffers", layer.name)
            if placement.solver in ("balance", "first-fit"):
                message += f", or --solver cpsat ({placement.solver} ignores local memory)"
            raise LocalMemoryError(message, tuple(sorted(short)))
