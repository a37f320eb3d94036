"""The genetic-algorithm placement: legal window plans, judged like every other solver."""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from pathlib import Path

import pytest

from pimsolve.bind.arraygroups import layer_matrices
from pimsolve.errors import InfeasibleError
from pimsolve.frontend import load_model
from pimsolve.hwspec import load_hwspec
from pimsolve.quantize import quantize
from pimsolve.solve.budget import BUDGET, CLOCK
from pimsolve.solve.placement.cost import Evaluator, Problem, build_problem
from pimsolve.solve.placement import ga
from pimsolve.solve.placement.ga import solve_ga
from pimsolve.solve.placement.heuristic import greedy_counts
from pimsolve.solve.placement.cpsat import SLOTS, Settings, SolveStats, WindowPlan, plan_cycle, \
    plan_from_counts, plan_placement, solve_cpsat
from pimsolve.solve.placement.validate import objective_of, validate

ROOT = Path(__file__).resolve().parents[3]
QUICK = {"generations": 4, "population": 6}


@lru_cache(maxsize=None)
def _setup(model: str, hwspec: str, mode: str = "ht") -> tuple[Problem, Evaluator]:
    hw = load_hwspec(ROOT / "hwspec" / f"{hwspec}.yaml")
    qgraph = quantize(load_model(ROOT / "models" / f"{model}.onnx", None), 16, 16, None, seed=0)
    matrices = layer_matrices(qgraph, hw)
    return build_problem(qgraph, hw, matrices, mode), Evaluator(qgraph, hw, matrices)


@lru_cache(maxsize=None)
def _greedy(model: str, hwspec: str) -> WindowPlan:
    problem, _ev = _setup(model, hwspec)
    return plan_from_counts(problem, greedy_counts(problem))


def _check_model(problem: Problem, plan: WindowPlan) -> None:
    """The constraints of the CP-SAT window model, checked on the plan itself."""
    arrays = dict.fromkeys(range(problem.cores), 0)
    for layer in problem.layers:
        replicas = plan.replicas[layer.name]
        assert sum(w for _cores, w in replicas) == layer.windows, layer.name
        assert all(w >= 1 for _cores, w in replicas), layer.name
        if len(layer.items) > 1:
            assert len(replicas) <= SLOTS, layer.name
        for cores, _w in replicas:
            assert len(cores) == len(layer.items) == len(set(cores)), layer.name
            for item, core in zip(layer.items, cores):
                arrays[core] += item.arrays
        for piece in range(len(layer.items)):
            hosts = [cores[piece] for cores, _w in replicas]
            assert len(hosts) == len(set(hosts)), (layer.name, piece)
    assert max(arrays.values()) <= problem.arrays_per_core


def _check(problem: Problem, evaluator: Evaluator, plan: WindowPlan, objective: int) -> None:
    _check_model(problem, plan)
    checked = validate(problem, evaluator, plan_placement(problem, plan, "ga"))
    assert checked.objective == objective
    assert plan_cycle(problem, plan) + objective_of(problem, 0) == objective


@pytest.mark.parametrize("model", ["lenet5", "tiny_resnet"])
@pytest.mark.parametrize("hwspec", ["small-8x16", "puma"])
def test_plans_are_valid(model, hwspec):
    problem, evaluator = _setup(model, hwspec)
    plan, stats = solve_ga(problem, Settings(time_limit=60), **QUICK)
    assert plan is not None
    assert (stats.solver, stats.status, stats.bound, stats.gap, stats.workers) == \
        ("ga", "FEASIBLE", None, None, 1)
    assert stats.how.startswith("genetic algorithm")
    _check(problem, evaluator, plan, stats.objective)


@pytest.mark.parametrize("model", ["lenet5", "tiny_resnet"])
def test_never_worse_than_the_greedy_seed(model):
    problem, evaluator = _setup(model, "small-8x16")
    seed = _greedy(model, "small-8x16")
    plan, stats = solve_ga(problem, Settings(time_limit=60), [seed], generations=20,
                           population=10)
    _check(problem, evaluator, plan, stats.objective)
    assert stats.objective <= plan_cycle(problem, seed)


def test_out_of_order_and_low_latency():
    for hwspec, mode in (("isaac", "ht"), ("small-8x16", "ll")):
        problem, evaluator = _setup("lenet5", hwspec, mode)
        plan, stats = solve_ga(problem, Settings(time_limit=60), **QUICK)
        _check(problem, evaluator, plan, stats.objective)


def test_same_seed_same_plan():
    problem, _ev = _setup("lenet5", "small-8x16")
    seeds = [_greedy("lenet5", "small-8x16")]
    runs = [solve_ga(problem, Settings(time_limit=60, seed=7), seeds, generations=10,
                     population=8) for _ in range(2)]
    (plan_a, stats_a), (plan_b, stats_b) = runs
    assert plan_a == plan_b
    assert stats_a.objective == stats_b.objective


def test_between_cpsat_optimum_and_its_seeds():
    problem, evaluator = _setup("lenet5", "puma")
    greedy = _greedy("lenet5", "puma")
    best, cp = solve_cpsat(problem, Settings(time_limit=30), greedy)
    assert cp.status == "OPTIMAL"
    plan, stats = solve_ga(problem, Settings(time_limit=60), [greedy], generations=25,
                           population=10)
    _check(problem, evaluator, plan, stats.objective)
    assert cp.objective <= stats.objective <= plan_cycle(problem, greedy)
    plan, stats = solve_ga(problem, Settings(time_limit=60), [greedy, best], **QUICK)
    assert stats.objective == cp.objective  # the optimum seeds it and cannot be beaten
    _check(problem, evaluator, plan, stats.objective)


def test_seeds_breaking_the_model_are_repaired():
    problem, evaluator = _setup("lenet5", "small-8x16")
    plan = dict(_greedy("lenet5", "small-8x16").replicas)
    conv1 = problem.layer("conv1")
    half = conv1.windows // 2
    plan["conv1"] = (((0,), half), ((0,), conv1.windows - half - 1), ((1,), 0))
    fixed, stats = solve_ga(problem, Settings(time_limit=60), [WindowPlan(plan)],
                            generations=0, population=1)
    _check(problem, evaluator, fixed, stats.objective)
    plan["conv1"] = (((0,), conv1.windows),)  # the twins merged, the idle copy dropped
    assert stats.objective <= plan_cycle(problem, WindowPlan(plan))


def test_no_time_still_answers(monkeypatch):
    problem, evaluator = _setup("lenet5", "small-8x16")
    monkeypatch.setattr(ga, "WORK_PER_S", 1e15)  # the clock, not the work budget, stops it
    plan, stats = solve_ga(problem, Settings(time_limit=1e-6), [_greedy("lenet5", "small-8x16")])
    _check(problem, evaluator, plan, stats.objective)
    assert stats.objective <= plan_cycle(problem, _greedy("lenet5", "small-8x16"))
    assert stats.stopped == CLOCK  # the answer of a search the clock cut is flagged


def test_a_search_ended_by_its_work_budget_is_reproducible(monkeypatch):
    """The work budget (steps of the chromosome operations) stops the search before the
    clock, at the same point on every run (a budget of 100,000 steps, a tenth of a second on
    two cores, against a clock of 2 s: the clock never comes first, even on a busy machine)."""
    problem, _evaluator = _setup("tiny_resnet", "puma")
    monkeypatch.setattr(ga, "WORK_PER_S", 50_000)
    runs = [solve_ga(problem, Settings(time_limit=2), [_greedy("tiny_resnet", "puma")])
            for _ in range(2)]
    assert [stats.stopped for _plan, stats in runs] == [BUDGET, BUDGET]
    assert runs[0][0] == runs[1][0] and runs[0][1].how == runs[1][1].how


def test_a_search_ended_by_its_generations_is_reproducible():
    problem, _evaluator = _setup("lenet5", "small-8x16")
    _plan, stats = solve_ga(problem, Settings(time_limit=600), [_greedy("lenet5", "small-8x16")],
                            **QUICK)
    assert stats.stopped == BUDGET


def test_nothing_packs_is_infeasible():
    problem, _ev = _setup("lenet5", "small-8x16")
    one_core = dataclasses.replace(problem, cores=1)  # fc1's two pieces need two cores
    with pytest.raises(InfeasibleError, match="do not pack"):
        solve_ga(one_core, Settings(time_limit=5), **QUICK)


def test_no_start_in_the_encoding_returns_nothing():
    """fc1's two pieces fit one big core together, which the copy packing allows but the
    GA's encoding (one core per piece of a replica) does not: no plan, no crash; the
    pipeline then warm-starts CP-SAT from the seeds alone."""
    problem, _ev = _setup("lenet5", "small-8x16")
    one_core = dataclasses.replace(problem, cores=1, arrays_per_core=64)
    plan, stats = solve_ga(one_core, Settings(time_limit=5), **QUICK)
    assert plan is None and stats.status == "UNKNOWN"


def test_the_pipeline_explains_a_search_without_a_start(monkeypatch):
    """When neither the GA nor a heuristic has a plan to start from, `--solver ga` stops with
    a one-line reason and a hint, and `--solver cpsat` searches without a warm start (both
    used to fail with an AttributeError or a ValueError)."""
    import pimsolve.solve.placement.search as search
    from pimsolve.pipeline import Options, compile_model

    def nothing(problem, settings, seeds, progress=None, **_kw):
        return None, SolveStats("ga", "UNKNOWN", None, None, None, 0.0, settings.seed, 1, "")

    monkeypatch.setattr(search, "solve_ga", nothing)
    model, hw = ROOT / "models" / "lenet5.onnx", ROOT / "hwspec" / "small-8x16.yaml"
    with pytest.raises(InfeasibleError, match="--solver ga: no placement .* hint: --solver cpsat"):
        compile_model(model, hw, Options(solver="ga", time_limit=5))
    monkeypatch.setattr(search, "heuristic_plan", lambda problem: None)
    monkeypatch.setattr(search, "plan_from_placement", lambda problem, placement: None)
    compiled = compile_model(model, hw, Options(time_limit=5))
    assert compiled.stats.status == "OPTIMAL"
