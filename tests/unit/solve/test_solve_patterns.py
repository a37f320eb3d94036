"""The packing of core patterns: an exact cycle where few windows fill each core."""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pimsolve.errors import InfeasibleError
from hwfixtures import shipped_problem, synthetic_problem as _problem
from pimsolve.solve.placement.heuristic import heuristic_plan
from pimsolve.solve.placement.patterns import _Kind, _probe, pattern_packing
from pimsolve.solve.placement.cpsat import Settings, _packed_plan, _solve_model, plan_cycle, \
    plan_placement, solve_cpsat
from pimsolve.solve.placement.bound import cycle_bound
from pimsolve.solve.placement.validate import validate


def test_tiny_resnet_on_puma_is_packed_at_a_proven_cycle():
    """138 cores share 1,729 windows of 2,404-7,114 cycles and the vector layers' 41,356
    cycles: the spread (the copy model's bound, 43,241) is not reachable with whole windows.
    The patterns prove that no cycle below 43,356 covers every window and give a plan at
    43,356, which the validator confirms (CP-SAT's search stopped at 43,738 within 60 s)."""
    problem, evaluator = shipped_problem("tiny_resnet", "puma")
    floor = cycle_bound(problem)
    assert floor == 43241
    low, packed, spent = pattern_packing(problem, floor, 43738, work=30.0)
    assert low == 43356 and packed is not None and 0 < spent <= 30.0
    kinds = [_Kind(n, i, item.work.busy(True), layer.windows, item.arrays)
             for n, layer in enumerate(problem.layers) for i, item in enumerate(layer.items)]
    assert _probe(problem, kinds, 43355, 10.0, 0)[0] is False
    plan = _packed_plan(problem, packed)
    assert plan_cycle(problem, plan) == 43356
    assert validate(problem, evaluator, plan_placement(problem, plan, "cpsat")).objective == 43356
    # the master LP's floor is paid from the same work: with none the start stays the bound,
    # with one unit (0.5 of it for the LP's knapsack cells) the LP alone proves the same floor
    assert pattern_packing(problem, floor, 43738, work=0.0) == (floor, None, 0.0)
    assert pattern_packing(problem, floor, 43738, work=1.0)[:2] == (43356, None)


def test_cpsat_takes_the_packing_as_its_warm_start_and_certificate():
    problem, _evaluator = shipped_problem("tiny_resnet", "puma")
    plan, stats = solve_cpsat(problem, Settings(time_limit=60), heuristic_plan(problem))
    assert stats.status == "OPTIMAL" and stats.objective == stats.bound == 43356
    assert "patterns" in stats.how and plan_cycle(problem, plan) == 43356


_LAYERS = st.lists(st.tuples(st.integers(1, 9), st.lists(
    st.tuples(st.integers(1, 4), st.integers(3, 40)), min_size=1, max_size=2)),
    min_size=1, max_size=3)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_LAYERS, st.integers(2, 4), st.integers(0, 30),
       st.lists(st.integers(1, 60), max_size=3))
def test_the_packed_cycle_is_the_copy_models_optimum(layers, cores, vector, items):
    """Started from a feasible plan's cycle and left to finish, the bisection ends at the
    copy model's proven optimum: the patterns relax nothing that binds (arrays per core,
    pieces that may not share one, windows per item, room for the indivisible vector items)
    but the replica limits."""
    items = tuple(sorted(items, reverse=True)[:cores])
    problem = dataclasses.replace(_problem(layers, cores, 4, vector + sum(items)),
                                  vector_items=items)
    try:
        hint = heuristic_plan(problem)
    except InfeasibleError:  # the pieces do not fit the cores at all
        assume(False)
    high = plan_cycle(problem, hint)
    low, packed, _spent = pattern_packing(problem, cycle_bound(problem), high, work=50.0)
    plan, code, _bound, _stop = _solve_model(problem, Settings(time_limit=10), hint, 0, 1e18)
    optimum = min(high, plan_cycle(problem, plan)) if plan is not None else high
    assert low <= optimum  # a valid bound
    assert low == optimum  # and tight
    if packed is not None:
        assert plan_cycle(problem, _packed_plan(problem, packed)) == low < high


def test_the_bisection_probes_the_floor_once_then_halves(monkeypatch):
    """Probes that presolve decides spend no work units, so a walk of floor+1, floor+2, ...
    once the floor fails never ran out of budget (135,630 probes on one test's problem): the
    floor is probed once, then the interval is halved, and each probe costs the budget."""
    import pimsolve.solve.placement.patterns as patterns

    problem, _evaluator = shipped_problem("tiny_resnet", "puma")
    probed = []

    def probe(problem, kinds, cycle, work, seed):
        probed.append(cycle)
        return (False if cycle < 50_000 else {}), 0.0

    monkeypatch.setattr(patterns, "_probe", probe)
    monkeypatch.setattr(patterns.columns, "floor", lambda problem, kinds, low, *_: (low, 0))
    low, packed, spent = pattern_packing(problem, 43_241, 60_000, work=30.0)
    assert low == 50_000 and packed == {}
    assert probed[0] == 43_241 and len(probed) <= 2 + (60_000 - 43_241).bit_length()
    assert spent == len(probed) * patterns.MIN_PROBE_COST
    # a tiny budget stops the bisection even when every probe is free
    probed.clear()
    pattern_packing(problem, 43_241, 60_000, work=3 * patterns.MIN_PROBE_COST
                    + patterns.MIN_PROBE_WORK)
    assert len(probed) == 4
    # and a deadline in the past lets no probe start
    probed.clear()
    assert pattern_packing(problem, 43_241, 60_000, work=30.0, deadline=0.0)[1] is None
    assert probed == []


def test_a_packing_the_clock_ends_says_so():
    """Past its deadline the packing claims nothing beyond its start and records the clock as
    what stopped it (its answer may then differ run to run); without a deadline it records
    nothing."""
    problem, _evaluator = shipped_problem("tiny_resnet", "puma")
    stops: list[str] = []
    assert pattern_packing(problem, 43241, 43738, work=30.0, deadline=0.0, stops=stops) == \
        (43241, None, 0.0)
    assert stops == ["wall clock"]
    stops.clear()
    low, packed, _spent = pattern_packing(problem, 43241, 43738, work=30.0, stops=stops)
    assert low == 43356 and packed is not None and stops == []
