"""How searches spend --time-limit: the budget, the cap, and what stopped them."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest
from ortools.sat.python import cp_model

from pimsolve.solve.budget import BUDGET, CLOCK, COMPLETE, DET_PER_S, EXTRA_LP_SUBSOLVERS, \
    clock_note, configure, first_stop, stopped_by


def _ran(budget: float, cap: float, det: float, wall: float) -> SimpleNamespace:
    """A stand-in for a CpSolver after a solve: its limits and what it spent."""
    response = SimpleNamespace(deterministic_time=det, wall_time=wall)
    params = SimpleNamespace(max_deterministic_time=budget, max_time_in_seconds=cap)
    return SimpleNamespace(parameters=params, ResponseProto=lambda: response)


def test_configure_sets_a_reproducible_budget_and_a_wall_cap():
    solver = cp_model.CpSolver()
    configure(solver, 20.0, 30.0, workers=2, seed=7)
    p = solver.parameters
    assert p.max_deterministic_time == pytest.approx(DET_PER_S * 20.0)
    assert p.max_time_in_seconds == pytest.approx(30.0)
    assert p.interleave_search and p.num_workers == 2 and p.random_seed == 7
    configure(solver, 20.0, -3.0, workers=1, seed=0)  # a deadline already past: a short cap
    assert 0 < solver.parameters.max_time_in_seconds <= 1.0
    assert not solver.parameters.ignore_subsolvers  # every subsolver by default


def test_a_lean_search_leaves_out_the_extra_lp_subsolvers_and_still_solves():
    model = cp_model.CpModel()
    x = [model.NewIntVar(0, 9, f"x{i}") for i in range(4)]
    model.Add(sum(x) >= 17)
    model.Add(x[0] + 2 * x[1] <= 12)
    model.Minimize(3 * x[0] + 2 * x[1] + 4 * x[2] + x[3] * 5)
    solver = cp_model.CpSolver()
    configure(solver, 10.0, 30.0, workers=2, seed=0, per_s=1.0, lean=True)
    assert set(EXTRA_LP_SUBSOLVERS) <= set(solver.parameters.ignore_subsolvers)
    assert {"default_lp", "no_lp", "core"}.isdisjoint(solver.parameters.ignore_subsolvers)
    assert solver.Solve(model) == cp_model.OPTIMAL
    assert solver.ObjectiveValue() == 56  # x1 = 4, x0 = 4, x2 = 9 (or its ties)


@pytest.mark.parametrize("det, wall, complete, expected", [
    (4.0, 9.0, True, COMPLETE),  # proven before either limit
    (4.3, 6.0, False, BUDGET),  # the budget (CP-SAT overshoots it a little)
    (2.0, 10.0, False, CLOCK),  # the clock before the budget: not reproducible
    (4.0, 9.0, False, BUDGET),  # both near: the budget was reached
    (5.5, 10.0, False, CLOCK),  # past the budget at the cap: the clock cut the last step
    (3.9, 7.0, False, BUDGET),  # a little short of the budget: its next step would not fit
    (1.0, 9.0, False, CLOCK),  # a little short of the clock, far from the budget
])
def test_stopped_by(det, wall, complete, expected):
    assert stopped_by(_ran(4.0, 10.0, det, wall), complete) == expected


def test_a_chain_is_as_reproducible_as_its_weakest_search():
    assert first_stop(COMPLETE, COMPLETE) == COMPLETE
    assert first_stop(COMPLETE, BUDGET) == BUDGET
    assert first_stop(BUDGET, CLOCK, COMPLETE) == CLOCK
    assert first_stop("", COMPLETE) == COMPLETE  # a heuristic step reports nothing
    assert first_stop(BUDGET, BUDGET, proven=True) == COMPLETE  # the optimum is proven
    assert first_stop(CLOCK, BUDGET, proven=True) == CLOCK  # the plan may still differ


def test_only_the_clock_gets_a_note():
    assert clock_note(BUDGET) == clock_note(COMPLETE) == ""
    assert "a different answer" in clock_note(CLOCK)


def test_a_real_search_cut_by_its_cap_says_so():
    # a model CP-SAT cannot prove in half a second: 60 queens with a weighted objective
    model = cp_model.CpModel()
    n = 60
    x = [model.NewIntVar(0, n - 1, f"x{i}") for i in range(n)]
    model.AddAllDifferent(x)
    model.AddAllDifferent([x[i] + i for i in range(n)])
    model.AddAllDifferent([x[i] - i for i in range(n)])
    model.Maximize(sum((i % 7) * x[i] for i in range(n)))
    solver = cp_model.CpSolver()
    configure(solver, 1000.0, 0.5, workers=2, seed=0)
    code = solver.Solve(model)
    assert stopped_by(solver, code in (cp_model.OPTIMAL, cp_model.INFEASIBLE)) == CLOCK


def test_a_named_search_reports_its_best_and_bound_while_it_runs(monkeypatch):
    """On the command line (interrupts installed) the main thread polls the search; inside
    ``reporting`` a named search's best and bound go to the reporter as they improve."""
    from pimsolve.solve import budget

    monkeypatch.setattr(budget.interrupts, "installed", lambda: True)
    monkeypatch.setattr(budget, "REPORT_EVERY_S", 0.0)
    model = cp_model.CpModel()  # a search long enough to be polled: many equal-weight items
    x = [model.NewBoolVar(f"x{i}") for i in range(60)]
    model.Add(sum((7 + i % 5) * v for i, v in enumerate(x)) <= 200)
    model.Maximize(sum((3 + i % 7) * v for i, v in enumerate(x)))
    solver = cp_model.CpSolver()
    budget.configure(solver, 1.0, 5.0, 1, 0)
    seen: list[str] = []
    slow = budget._Best.on_solution_callback

    def late(self):  # each solution takes a little while, so the poll sees it
        slow(self)
        time.sleep(0.12)

    monkeypatch.setattr(budget._Best, "on_solution_callback", late)
    with budget.reporting(seen.append):
        status = budget.run_search(solver, model, "knapsack")
    assert status in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    assert seen and all(line.startswith("knapsack: best ") and ", bound " in line
                        for line in seen)
    assert not budget._reporters  # the context ended
