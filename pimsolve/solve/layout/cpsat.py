"""PIM-DL's layout decision as one CP-SAT model: every layer's layout and the groups of
consecutive layers each tile holds, minimizing the same sum as the dynamic program of
:mod:`pimsolve.solve.layout.dp` (whose optimum it must equal; a property test compares them).

Variables, per layer ``l`` in topological order:

* ``y[l, t]``: layer ``l`` takes layout ``t`` (exactly one);
* ``s[l]``: a group starts at ``l`` (``s[0] = 1``); ``e[l] = s[l + 1]`` (the last layer ends one);
* ``x[l]``: ``l`` reads from outside its group, ``x[l] ≥ s[q]`` for every ``q`` after a producer
  ``p`` up to ``l`` (``x[l] = 1`` if it reads the network's input); ``z[l, t] = y[l, t] ∧ x[l]``;
* ``B[l]``: blocks of the group up to ``l``: ``B[l] = blocks(l)`` if ``s[l]`` else
  ``B[l - 1] + blocks(l)``; a layer continuing a group keeps ``B[l] ≤`` the tile's blocks;
* ``T[l]``: tiles charged where a group ends, ``T[l] · blocks per tile ≥ B[l]``, ``T[l] ≥ 1``,
  0 elsewhere; ``Σ T ≤`` tiles in static mode (hybrid mode: no limit but the chip's tiles per
  group). (Only a group of one layer can exceed one tile.)

Objective: ``Σ y[l, t] · cost_in(l, t) + z[l, t] · (cost_out(l, t) − cost_in(l, t))``, the
layers' cycles with their inputs from inside or outside the group (hybrid mode: each with its
weights' rewriting).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from ortools.sat.python import cp_model

from pimsolve.solve.budget import configure, run_search, stopped_by
from pimsolve.solve.layout.dp import Group, LayoutPlan, LayoutProblem, plan_cost, tiles_for


class _Model:
    """The layout problem as CP-SAT variables: the plan's cycles and blocks as expressions."""

    def __init__(self, problem: LayoutProblem):
        self.problem = problem
        (self.model, self.y, self.s, self.cycles, self.memory) = _build(problem)

    def hint(self, plan: LayoutPlan) -> None:
        starts = {g.first for g in plan.groups}
        for (l, t), var in self.y.items():
            self.model.AddHint(var, plan.choice[l] == t)
        for l, var in enumerate(self.s):
            self.model.AddHint(var, l in starts)

    def solve(self, what: str, time_limit: float, workers: int, seed: int
              ) -> tuple[cp_model.CpSolver, int]:
        solver = cp_model.CpSolver()
        configure(solver, time_limit, time_limit, workers, seed)
        return solver, run_search(solver, self.model, what)

    def plan(self, solver: cp_model.CpSolver) -> tuple[tuple[int, ...], tuple[Group, ...]]:
        problem = self.problem
        n = len(problem.shapes)
        choice = tuple(next(t for t in range(len(problem.options[l]))
                            if solver.Value(self.y[l, t])) for l in range(n))
        return choice, _groups(problem, choice, [bool(solver.Value(v)) for v in self.s])


def solve_cpsat(problem: LayoutProblem, time_limit: float, workers: int = 2, seed: int = 0,
                hint: LayoutPlan | None = None) -> tuple[LayoutPlan | None, str]:
    """The best plan CP-SAT finds in ``time_limit`` seconds (None if none) and what stopped
    the search."""
    started = time.perf_counter()
    built = _Model(problem)
    built.model.Minimize(built.cycles)
    if hint is not None:
        built.hint(hint)
    solver, code = built.solve("layouts", time_limit, workers, seed)
    wall = time.perf_counter() - started
    if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, stopped_by(solver, code == cp_model.INFEASIBLE)
    choice, groups = built.plan(solver)
    cost = plan_cost(problem, choice, groups)
    assert cost == round(solver.ObjectiveValue()), (cost, solver.ObjectiveValue())
    bound = cost if code == cp_model.OPTIMAL else min(cost, int(solver.BestObjectiveBound()))
    status = "OPTIMAL" if code == cp_model.OPTIMAL else "FEASIBLE"
    return (LayoutPlan(choice, groups, cost, "cpsat", status, bound, round(wall, 3)),
            stopped_by(solver, code == cp_model.OPTIMAL))


@dataclass(frozen=True, slots=True)
class FewestBlocks:
    """The plan with the fewest blocks among those within a cycle budget."""

    plan: LayoutPlan  # its cost: cycles
    blocks: int
    bound: int  # no plan within the budget uses fewer blocks
    status: str


def fewest_blocks(problem: LayoutProblem, max_cycles: int, time_limit: float, workers: int = 2,
                  seed: int = 0, hint: LayoutPlan | None = None) -> FewestBlocks | None:
    """Memory as the objective (PIM-DL's memory usage, §VI-A2): the fewest blocks the layers
    hold among the plans of at most ``max_cycles``; None when no such plan is found."""
    started = time.perf_counter()
    built = _Model(problem)
    built.model.Add(built.cycles <= max_cycles)
    built.model.Minimize(built.memory)
    if hint is not None and hint.cost <= max_cycles:
        built.hint(hint)
    solver, code = built.solve("layouts (fewest blocks)", time_limit, workers, seed)
    if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    choice, groups = built.plan(solver)
    cost = plan_cost(problem, choice, groups)
    used = sum(problem.blocks(l, c) for l, c in enumerate(choice))
    assert cost <= max_cycles and used == round(solver.ObjectiveValue())
    optimal = code == cp_model.OPTIMAL
    bound = used if optimal else min(used, int(solver.BestObjectiveBound()))
    status = "OPTIMAL" if optimal else "FEASIBLE"
    plan = LayoutPlan(choice, groups, cost, "cpsat (fewest blocks)", status, None,
                      round(time.perf_counter() - started, 3))
    return FewestBlocks(plan, used, bound, status)


def _build(problem: LayoutProblem):
    """The model, the layout Booleans ``y[l, t]``, the group starts ``s[l]``, and the plan's
    cycles and blocks as linear expressions."""
    m = problem.machine
    n = len(problem.shapes)
    model = cp_model.CpModel()
    per_tile = m.blocks_per_tile
    chip = m.chip_blocks
    y = {(l, t): model.NewBoolVar(f"y[{l},{t}]")
         for l in range(n) for t in range(len(problem.options[l]))}
    s = [model.NewBoolVar(f"s[{l}]") for l in range(n)]
    x = [model.NewBoolVar(f"x[{l}]") for l in range(n)]
    blocks = [model.NewIntVar(0, chip, f"B[{l}]") for l in range(n)]
    tiles = [model.NewIntVar(0, m.tiles, f"T[{l}]") for l in range(n)]  # a group: <= the chip
    model.Add(s[0] == 1)
    cost_terms = []
    for l in range(n):
        options = problem.options[l]
        model.AddExactlyOne(y[l, t] for t in range(len(options)))
        shape = problem.shapes[l]
        if shape.reads_input:
            model.Add(x[l] == 1)
        for p in shape.producers:
            for q in range(p + 1, l + 1):
                model.AddImplication(s[q], x[l])
        own = sum(problem.blocks(l, t) * y[l, t] for t in range(len(options)))
        model.Add(blocks[l] == own).OnlyEnforceIf(s[l])
        if l > 0:
            model.Add(blocks[l] == blocks[l - 1] + own).OnlyEnforceIf(s[l].Not())
            model.Add(blocks[l] <= per_tile).OnlyEnforceIf(s[l].Not())
        ends = s[l + 1] if l + 1 < n else model.NewConstant(1)
        model.Add(tiles[l] * per_tile >= blocks[l]).OnlyEnforceIf(ends)
        model.Add(tiles[l] >= 1).OnlyEnforceIf(ends)
        model.Add(tiles[l] == 0).OnlyEnforceIf(ends.Not())
        for t, layout in enumerate(options):
            inside, outside = _costs(problem, l, t)
            cost_terms.append(inside * y[l, t])
            if outside != inside:
                z = model.NewBoolVar(f"z[{l},{t}]")
                model.AddBoolAnd([y[l, t], x[l]]).OnlyEnforceIf(z)
                model.AddBoolOr([y[l, t].Not(), x[l].Not(), z])
                cost_terms.append((outside - inside) * z)
    if problem.tile_limit is not None:
        model.Add(sum(tiles) <= problem.tile_limit)
    memory = sum(problem.blocks(l, t) * var for (l, t), var in y.items())
    return model, y, s, sum(cost_terms), memory


def _costs(problem: LayoutProblem, layer: int, index: int) -> tuple[int, int]:
    """The layout's cycles with its inputs from inside and from outside its group."""
    if problem.oversized(layer, index):
        return (problem.options[layer][index].dynamic,) * 2
    layout = problem.options[layer][index]
    return layout.cost(False, problem.hybrid), layout.cost(True, problem.hybrid)


def _groups(problem: LayoutProblem, choice: Sequence[int], starts: Sequence[bool]
            ) -> tuple[Group, ...]:
    """The groups that start where ``starts`` says, each with the tiles its blocks need."""
    out = []
    firsts = [l for l, start in enumerate(starts) if start]
    for first, after in zip(firsts, firsts[1:] + [len(starts)]):
        used = sum(problem.blocks(l, choice[l]) for l in range(first, after))
        out.append(Group(first, after - 1, tiles_for(used, problem.machine)))
    return tuple(out)
