"""Tiling one operator on a PIM family: the CP-SAT solve, and the run that feeds it a warm start.

In: a :class:`~pimsolve.solve.tiling.problem.Problem` (operator, bindings, loop cuts, loop
classes, the family's numbers). Out: a :class:`TilingSolution` (the chosen
:class:`~pimsolve.solve.tiling.cost.Tiling`, its :class:`~pimsolve.solve.tiling.cost.Cost`)
and :class:`SolveStats` (status, objective, best bound, gap, wall time, seed, workers).

:func:`solve` runs CP-SAT on the model of :mod:`pimsolve.solve.tiling.model` (a known tiling
hinted and capping the objective, a proven bound as its floor) and checks its objective
against the cost model. :func:`tile_problem` runs everything within one time limit: the
family's template (:mod:`pimsolve.solve.tiling.baseline`), the GA of
:mod:`pimsolve.solve.tiling.ga` (sharing the cost model, warm-starting CP-SAT), the LP bound
of :mod:`pimsolve.solve.tiling.bound`, then CP-SAT; :func:`tile` does so for one operator
description and returns a :class:`TilingResult`.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace
from typing import Any

from ortools.sat.python import cp_model

from pimsolve.errors import InfeasibleError
from pimsolve.solve.budget import COMPLETE, SAFETY, WALL_MODE, configure, run_search, stopped_by
from pimsolve.solve.stats import SolveStats
from pimsolve.solve.tiling.cost import Cost, Tiling, evaluate, validate
from pimsolve.solve.tiling.model import build_model, canonical
from pimsolve.solve.tiling.problem import LoopOption, Problem, build_problem, with_options
from pimsolve.solve.tiling.variables import TilingVars

CP_SHARE = 0.7  # deterministic mode: CP-SAT's share of the time limit (GA and bound: the rest)
MARGIN_S = 0.3  # of the time limit, kept for the bookkeeping after CP-SAT
# deterministic mode: work units per second of CP-SAT's share, in a lean search (one LP-based
# subsolver, pimsolve.solve.budget): the tiling model's linear relaxation of products of cuts is
# weak (the LP bound of tiling/bound.py does that part), and the unbounded first turns of the other
# LP-based subsolvers took most of a budget (measured in docs/tiling.md). Measured on the 65
# tilings of benchmarks/ares.py (2 cores): the lean search does 1-2 units per wall-clock second;
# at 1.0 the slowest tiling of a 10 s limit took 8.2 s (1.2: 9.2 s, the same proofs).
TILING_DET_PER_S = 1.0


@dataclass(frozen=True, slots=True)
class Settings:
    time_limit: float = 10.0  # seconds: CP-SAT alone in solve(), everything in tile()
    workers: int = 2
    seed: int = 0
    ga_generations: int = 40
    ga_population: int = 30
    gap_limit: float = 0.0  # stop CP-SAT once (objective - bound) / objective is below this
    log: bool = False
    # reproducible: CP-SAT's workers interleave and stop at a deterministic-time budget (the
    # time limit less a fixed share for the GA; pimsolve.solve.budget), which can take longer
    # than the limit (see TILING_DET_PER_S)
    deterministic: bool = False


@dataclass(frozen=True, slots=True)
class TilingSolution:
    tiling: Tiling
    cost: Cost


def hint(model: cp_model.CpModel, v: TilingVars, problem: Problem, tiling: Tiling) -> bool:
    """Hint a tiling whose cuts are in the option lists (False if one is not): every variable
    of the model, from a solve with the tiling fixed (propagation only, no presolve)."""
    picks = []
    for loop, option in zip(problem.loops, tiling.loops):
        options = problem.options[loop]
        if option not in options:
            return False
        picks.append(options.index(option))
    fixed = model.Clone()
    fixed.ClearHints()
    fixed.ClearObjective()
    for loop, pick in zip(problem.loops, picks):
        for i, x in enumerate(v.choice[loop]):
            fixed.Add(x == int(i == pick))
    for i, y in enumerate(v.binding):
        fixed.Add(y == int(i == tiling.binding))
    for j, s in enumerate(v.order):
        fixed.Add(s == int(problem.orders[j] == tiling.order))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.cp_model_presolve = False
    solver.parameters.max_time_in_seconds = 5.0
    model.ClearHints()
    if run_search(solver, fixed) in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        values = solver.ResponseProto().solution
        for index in range(len(model.Proto().variables)):
            model.AddHint(model.GetIntVarFromProtoIndex(index), values[index])
        return True
    for loop, pick in zip(problem.loops, picks):  # not completable: the choices alone
        for i, x in enumerate(v.choice[loop]):
            model.AddHint(x, i == pick)
    for i, y in enumerate(v.binding):
        model.AddHint(y, i == tiling.binding)
    for j, s in enumerate(v.order):
        model.AddHint(s, problem.orders[j] == tiling.order)
    return False


def solve(problem: Problem, settings: Settings = Settings(), warm: Tiling | None = None,
          floor: int = 0, deadline: float | None = None
          ) -> tuple[TilingSolution | None, SolveStats]:
    """CP-SAT over the whole space.

    ``warm``: a tiling in the option lists, hinted, and its cost caps the objective (so the
    answer is never worse). ``floor``: a proven lower bound (:mod:`pimsolve.solve.tiling.bound`)
    added as a constraint; the reported bound is the larger of it and CP-SAT's. ``deadline``
    (``time.perf_counter()``; default: the time limit from now): where a wall-clock search
    stops; a deterministic one stops at its budget (TILING_DET_PER_S), or at SAFETY
    times the limit at the latest.
    """
    started = time.perf_counter()
    deadline = started + settings.time_limit if deadline is None else deadline
    ceiling = 0
    if warm is not None:
        checked = validate(problem, warm)
        if checked.feasible and checked.cost is not None:
            ceiling = checked.cost.total
    model, v, total = build_model(problem, ceiling)
    if warm is not None:
        hint(model, v, problem, canonical(problem, warm))
    if floor:
        model.Add(total >= floor)
    solver = cp_model.CpSolver()
    if settings.deterministic:
        configure(solver, settings.time_limit, SAFETY * settings.time_limit,
                  settings.workers, settings.seed, TILING_DET_PER_S, lean=True)
    else:
        solver.parameters.max_time_in_seconds = max(0.5, deadline - time.perf_counter())
        solver.parameters.num_workers = settings.workers
        solver.parameters.random_seed = settings.seed
    solver.parameters.relative_gap_limit = settings.gap_limit
    solver.parameters.log_search_progress = settings.log
    status = run_search(solver, model)
    wall = time.perf_counter() - started
    name = solver.StatusName(status)
    stop = stopped_by(solver, status in (cp_model.OPTIMAL, cp_model.INFEASIBLE))
    if not settings.deterministic:
        stop = WALL_MODE if stop != COMPLETE else stop
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, SolveStats("cp-sat", name, None, floor or None, None, wall, settings.seed,
                                settings.workers, stopped=stop)
    tiling = extract(solver, v, problem)
    cost = evaluate(problem, tiling)
    objective = int(round(solver.ObjectiveValue()))
    bound = max(floor, int(math.ceil(solver.BestObjectiveBound() - 1e-6)))
    if cost.total != objective:  # the model and the cost model disagree: a bug, say so loudly
        raise AssertionError(f"tiling model objective {objective} != cost model {cost.total} "
                             f"for {problem.op} on {problem.hw}")
    if bound >= objective:
        name, bound = "OPTIMAL", objective
    gap = (objective - bound) / objective if objective else 0.0
    return TilingSolution(tiling, cost), SolveStats(
        "cp-sat", name, objective, bound, max(0.0, gap), wall, settings.seed, settings.workers,
        stopped=COMPLETE if name == "OPTIMAL" else stop)


@dataclass(frozen=True, slots=True)
class TilingResult:
    """Everything one tiling run found: the best tiling and how each method did."""

    problem: Problem
    best: TilingSolution
    stats: SolveStats  # of the method that found ``best`` (bound and gap from CP-SAT + LP)
    baseline: TilingSolution | None  # the family's template (None if it does not fit)
    baseline_name: str
    ga: TilingSolution | None
    ga_stats: SolveStats | None
    bound: int  # proven lower bound on every tiling's cost

    def as_dict(self) -> dict[str, Any]:
        p = self.problem
        return {
            "op": p.op, "hw": p.hw, "family": p.family.value,
            "sizes": dict(p.sizes),
            "tiling": self.best.tiling.as_dict(p),
            "cost": self.best.cost.as_dict(),
            "stats": self.stats.as_dict(),
            "bound": self.bound,
            "baseline": None if self.baseline is None else {
                "name": self.baseline_name, "tiling": self.baseline.tiling.as_dict(p),
                "cost": self.baseline.cost.as_dict()},
            "ga": None if self.ga is None or self.ga_stats is None else {
                "cost": self.ga.cost.as_dict(), "stats": self.ga_stats.as_dict()},
            "improvement": self.improvement,
            "notes": list(p.notes),
        }

    @property
    def improvement(self) -> float | None:
        """1 - best / baseline (the share of the template's cycles saved)."""
        if self.baseline is None or not self.baseline.cost.total:
            return None
        return 1 - self.best.cost.total / self.baseline.cost.total


def tile_problem(problem: Problem, settings: Settings = Settings()) -> TilingResult:
    """Template, GA (warm start), LP bound, then CP-SAT with what is left of the time limit."""
    from pimsolve.solve.tiling.baseline import baseline, describe_template
    from pimsolve.solve.tiling.bound import relaxation_bound
    from pimsolve.solve.tiling.ga import GaSettings, solve_ga

    started = time.perf_counter()
    base_solution = None
    try:
        template = baseline(problem)
    except InfeasibleError:
        template = None
    if template is not None:  # its cuts (and their unbound twins) join the option lists
        problem = with_options(problem, {loop: (o, LoopOption(None, 1, o.inner, o.spatial, o.outer))
                                         if o.dim is not None and o.primitive == 1 else (o,)
                                         for loop, o in zip(problem.loops, template.loops)})
        checked = validate(problem, template)
        if checked.feasible and checked.cost is not None:
            base_solution = TilingSolution(template, checked.cost)
    ga_settings = GaSettings(population=settings.ga_population,
                             generations=settings.ga_generations, seed=settings.seed)
    ga_tiling, fitness, ga_wall = solve_ga(problem, ga_settings,
                                           seeds=[template] if template is not None else [])
    ga_solution = ga_stats = None
    if ga_tiling is not None and fitness is not None and fitness[0] == 0:
        ga_solution = TilingSolution(ga_tiling, evaluate(problem, ga_tiling))
        ga_stats = SolveStats("ga", "HEURISTIC", ga_solution.cost.total, None, None, ga_wall,
                              settings.seed, 1)
    warm = min((s for s in (ga_solution, base_solution) if s is not None),
               key=lambda s: s.cost.total, default=None)
    floor = relaxation_bound(problem)
    # wall-clock mode: CP-SAT stops at the time limit less a margin for the bookkeeping after
    # it; deterministic mode: at a budget that does not depend on how long the GA took
    deadline = started + settings.time_limit - MARGIN_S
    left = deadline - time.perf_counter()
    if settings.deterministic:
        left = settings.time_limit * CP_SHARE
    cp_solution, cp_stats = solve(problem, Settings(
        time_limit=max(0.2 if settings.deterministic else 1.0, left), workers=settings.workers,
        seed=settings.seed, gap_limit=settings.gap_limit, log=settings.log,
        deterministic=settings.deterministic),
        warm=warm.tiling if warm is not None else None, floor=floor, deadline=deadline)
    if cp_solution is None and warm is None:
        if cp_stats.status == "INFEASIBLE":
            raise InfeasibleError(f"{problem.op} on {problem.hw}: no tiling fits ({describe_template(problem)} "
                                  "does not either); hint: a larger hwspec or smaller operator")
        raise InfeasibleError(f"{problem.op} on {problem.hw}: no tiling found within "
                              f"{settings.time_limit:g} s; hint: raise --time-limit")
    if cp_solution is not None:
        best, stats = cp_solution, cp_stats
    else:  # CP-SAT found nothing in time: the GA (or the template) is the answer
        assert warm is not None
        bound = max(floor, cp_stats.bound or 0)
        gap = (warm.cost.total - bound) / warm.cost.total if warm.cost.total else 0.0
        solver = "ga" if warm is ga_solution else "template"
        best, stats = warm, SolveStats(solver, "FEASIBLE", warm.cost.total, bound, gap,
                                       time.perf_counter() - started, settings.seed, 1,
                                       stopped=cp_stats.stopped)
    stats = replace(stats, wall_s=time.perf_counter() - started)
    return TilingResult(problem, best, stats, base_solution, describe_template(problem),
                        ga_solution, ga_stats, max(floor, stats.bound or 0))


def tile(desc: Any, hw: Any, settings: Settings = Settings()) -> TilingResult:
    """Tile one operator description (:func:`pimsolve.ir.opdesc.describe`) on a hwspec."""
    return tile_problem(build_problem(desc, hw), settings)


def extract(solver: cp_model.CpSolver, v: TilingVars, problem: Problem) -> Tiling:
    loops = []
    for loop in problem.loops:
        pick = next(i for i, x in enumerate(v.choice[loop]) if solver.BooleanValue(x))
        loops.append(problem.options[loop][pick])
    binding = next(i for i, y in enumerate(v.binding) if solver.BooleanValue(y))
    order = next(o for o, s in zip(problem.orders, v.order) if solver.BooleanValue(s))
    return Tiling(binding, tuple(loops), order)
