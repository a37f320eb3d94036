"""The placement decision end to end: the problem from the layer matrices, the chosen solver
(CP-SAT warm-started by the GA and the heuristics, the GA alone, or a heuristic), every answer
checked by the solver-free validator, whose objective is the one reported.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph
from pimsolve.solve.budget import first_stop
from pimsolve.solve.placement.baseline import balance, first_fit
from pimsolve.solve.placement.cost import Evaluator, build_problem
from pimsolve.solve.placement.cpsat import (Settings, plan_cycle, plan_from_placement,
                                            plan_placement, solve_cpsat)
from pimsolve.solve.placement.ga import solve_ga
from pimsolve.solve.placement.heuristic import heuristic_plan
from pimsolve.solve.placement.placement import Placement
from pimsolve.solve.placement.validate import Validation, validate
from pimsolve.solve.stats import SolveStats

SOLVERS = ("cpsat", "ga", "balance", "first-fit")
GA_SHARE = 0.3  # of --time-limit: the GA's budget of steps (pimsolve.solve.placement.ga.WORK_PER_S)
CPSAT_SHARE = 0.7  # of --time-limit: CP-SAT's reproducible budget
GA_GENERATIONS_PER_S = 3  # the most generations of the GA per second of --time-limit
NEAR_BEST = 0.01  # ``alternatives``: the search's other plans within this share of the best


@dataclass(frozen=True, slots=True)
class PlacementResult:
    placement: Placement
    stats: SolveStats
    validation: Validation
    # with ``alternatives``: the search's other plans (the GA's best, the heuristic seeds)
    # within NEAR_BEST of the best objective, each different from the answer
    alternatives: tuple[tuple[Placement, Validation], ...] = ()


def place(qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix], *, mode: str,
          solver: str, time_limit: float, workers: int, seed: int,
          say: Callable[[str], None] = lambda _message: None, alternatives: bool = False
          ) -> PlacementResult:
    """Run the chosen placement solver (``solver``, one of SOLVERS) within ``time_limit``
    seconds on ``workers`` CP-SAT workers."""
    started = time.perf_counter()
    problem = build_problem(qgraph, hw, matrices, mode)
    evaluator = Evaluator(qgraph, hw, matrices)
    settings = Settings(time_limit, workers, seed)
    if solver in ("first-fit", "balance"):
        placement = (first_fit if solver == "first-fit" else balance)(matrices, hw)
        validation = validate(problem, evaluator, placement)
        stats = SolveStats(solver, "HEURISTIC", validation.objective, None, None,
                           time.perf_counter() - started, seed, 1, "no bound")
        return PlacementResult(placement, stats, validation)
    seeds = [heuristic_plan(problem)]
    converted = plan_from_placement(problem, balance(matrices, hw))
    if converted is not None:
        seeds.append(converted)
    # both searches stop on work counts sized to end within the limit on a 2-core machine
    # (reproducible), or at the wall clock: the GA at its share of the limit, CP-SAT at the
    # limit, counted from the start of the placement (pimsolve.solve.budget). The GA that
    # warm-starts CP-SAT is the very run `--solver ga` makes, so CP-SAT never ends worse.
    generations = max(10, int(GA_GENERATIONS_PER_S * settings.time_limit))
    deadline = started + settings.time_limit
    share = replace(settings, time_limit=(GA_SHARE if solver == "cpsat" else 1.0)
                    * settings.time_limit)
    if solver == "ga":
        plan, stats = solve_ga(problem, share, seeds, say, generations=generations,
                               patience=generations // 2)
        if plan is None:
            raise InfeasibleError(f"--solver ga: no placement on {hw.name} to start from "
                                  "(no heuristic packs the cores within their arrays and local "
                                  "memory); hint: --solver cpsat searches the whole model")
    else:  # the better of the GA's best and the seeds warm-starts CP-SAT (and caps it)
        say("placement: genetic algorithm warm start")
        warm, ga_stats = solve_ga(problem, share, seeds, None, generations=generations,
                                  patience=generations // 2)
        say("placement: CP-SAT")
        rest = replace(settings, time_limit=CPSAT_SHARE * settings.time_limit)
        start = min((p for p in (warm, *seeds) if p is not None),
                    key=lambda p: plan_cycle(problem, p), default=None)
        plan, stats = solve_cpsat(problem, rest, start, deadline)
        stats = replace(stats, wall_s=time.perf_counter() - started,
                        stopped=first_stop(ga_stats.stopped, stats.stopped,
                                           proven=stats.status == "OPTIMAL"))
    placement = plan_placement(problem, plan, stats.solver)
    validation = validate(problem, evaluator, placement)
    others: list[tuple[Placement, Validation]] = []
    if alternatives:
        kept = [placement.cores]
        for candidate in (warm, *seeds) if solver == "cpsat" else seeds:
            if candidate is None:
                continue
            alternative = plan_placement(problem, candidate, stats.solver)
            checked = validate(problem, evaluator, alternative)
            if alternative.cores not in kept and \
                    checked.objective <= (1 + NEAR_BEST) * validation.objective:
                kept.append(alternative.cores)
                others.append((alternative, checked))
    return PlacementResult(placement, stats, validation, tuple(others))
