"""Partitioning a model larger than the chip into weight-replacement phases (seeds/compass.txt).

When one copy of every weight does not fit the chip's arrays (or its pieces do not pack onto
the cores), the layers are split into consecutive *partitions* that each fit; the chip runs a
batch of inputs through one partition (a pipeline of its own, placed by
pimsolve.solve.placement), then rewrites its arrays with the next partition's weights (COMPASS
§II-A "weight replacement"). Between partitions the batch's activations wait in global memory.

A layer larger than the chip (or whose array groups do not pack onto the cores on their own)
is first split along its output channels into slices that each fit (``split_wide_layers``,
COMPASS's partition units) and a concatenation. The candidates, each partition that fits with
its figures, are pimsolve.solve.partition.segments; which of them form the chain is decided by
``method``:

- ``cpsat`` (pimsolve.solve.partition.cpsat): the optimum of the objective with its bound,
  warm-started with the GA's chain; never worse than the GA on the same candidates (the GA's
  chain is kept when a time-limited search returns a worse one, and the stats say so);
- ``ga`` (pimsolve.solve.partition.ga): COMPASS's genetic algorithm;
- ``greedy`` and ``layerwise`` (pimsolve.solve.partition.baselines): COMPASS's baselines.

Each minimizes (or is scored on) ``objective`` (pimsolve.solve.partition.objective):
``throughput``, the batch's cycles, or ``edp``, its energy-delay product. Like every bound
pimsolve reports, the figures are in the cost model's cycles (pimsolve.solve.placement.cost).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, replace

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph
from pimsolve.solve.partition.objective import Objective, chain_segments
from pimsolve.solve.partition.segments import (Candidates, Segment, candidates, no_chain,
                                               write_cycles)
from pimsolve.solve.stats import SolveStats

METHODS = ("cpsat", "ga", "greedy", "layerwise")
GA_SHARE = 0.25  # of the time limit for the GA's warm start of CP-SAT


@dataclass(frozen=True, slots=True)
class PartitionPlan:
    segments: tuple[Segment, ...]
    batch: int
    stats: SolveStats
    candidates: int  # partitions that fit, the booleans of the model
    write_rule: str  # where the array write latency came from
    qgraph: QGraph  # the graph the segments index (wide layers split)
    matrices: Mapping[str, LayerMatrix]
    cuts: Mapping[int, tuple[str, ...]]
    method: str = "cpsat"
    objective: str = "throughput"
    ga_history: tuple[float, ...] = ()  # the GA's best fitness per generation


def choose_chain(found: Candidates, hw: HwSpec, method: str, objective: str,
                 time_limit: float = 10.0, workers: int = 2, seed: int = 0, progress=None
                 ) -> tuple[tuple[int, ...], SolveStats, tuple[float, ...]]:
    """The chain ``method`` picks among ``found``, its statistics and the GA's convergence."""
    from pimsolve.solve.partition.baselines import greedy_chain, layerwise_chain
    from pimsolve.solve.partition.cpsat import solve_chain
    from pimsolve.solve.partition.ga import solve_ga

    if method not in METHODS:
        raise ValueError(f"partition method {method!r}: expected one of {', '.join(METHODS)}")
    goal = Objective.of(objective, hw)
    if 0 not in found.reaching(found.end):
        raise no_chain(found, hw)
    started = time.perf_counter()
    if method in ("greedy", "layerwise"):
        chain = greedy_chain(found) if method == "greedy" else layerwise_chain(found)
        value = int(round(goal.value(chain_segments(found, chain))))
        return chain, SolveStats(method, "HEURISTIC", value, None, None,
                                 time.perf_counter() - started, seed, 1,
                                 "COMPASS's baseline, no bound"), ()
    share = time_limit if method == "ga" else GA_SHARE * time_limit
    ga_chain, ga_stats, history = solve_ga(found, goal, share, seed, progress=progress)
    if method == "ga":
        return ga_chain, ga_stats, tuple(history)
    if progress is not None:
        progress("partitioning: CP-SAT")
    chain, stats = solve_chain(found, goal, time_limit - (time.perf_counter() - started),
                               workers, seed, hint=ga_chain)
    if chain is None or stats.objective > ga_stats.objective:
        if chain is None and stats.status == "INFEASIBLE":
            raise no_chain(found, hw)
        bound = stats.bound
        objective_value = ga_stats.objective
        gap = (objective_value - bound) / objective_value if bound is not None else None
        stats = replace(stats, status="FEASIBLE", objective=objective_value, gap=gap,
                        how=stats.how + "; the GA's chain kept: the search ended before "
                        "matching it")
        chain = ga_chain
    return tuple(chain), replace(stats, wall_s=time.perf_counter() - started), tuple(history)


def plan_partitions(qgraph: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix],
                    mode: str, batch: int, time_limit: float = 10.0, workers: int = 2,
                    seed: int = 0, progress=None, between: frozenset[int] = frozenset(),
                    method: str = "cpsat", objective: str = "throughput",
                    found: Candidates | None = None) -> PartitionPlan:
    """The chain of partitions ``method`` chooses for a batch of ``batch`` inputs (1 in
    low-latency mode) under ``objective`` (module docstring). ``found``: the candidates,
    when already costed (for any batch)."""
    runs = 1 if mode == "ll" else batch
    if found is None:
        found = candidates(qgraph, hw, matrices, mode, batch, between, progress)
    elif found.runs != runs:
        found = found.for_batch(runs)
    chain, stats, history = choose_chain(found, hw, method, objective, time_limit, workers,
                                         seed, progress)
    return PartitionPlan(tuple(chain_segments(found, chain)), runs, stats, len(found.segments),
                         write_cycles(hw)[1], found.qgraph, found.matrices, found.cuts, method,
                         objective, history)
