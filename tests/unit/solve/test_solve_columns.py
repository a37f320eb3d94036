"""Column generation: the LP's bound on the cycle, and coverings where patterns are too many
to list."""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hwfixtures import shipped_problem, synthetic_problem as _problem
from pimsolve.solve.placement import columns
from pimsolve.solve.placement.patterns import _Kind, _maximal, _probe, pattern_packing
from pimsolve.solve.placement.cpsat import _packed_plan, plan_cycle, plan_placement
from pimsolve.solve.placement.bound import cycle_bound
from pimsolve.solve.placement.validate import item_counts, validate


def _kinds(problem):
    return [_Kind(n, i, max(1, item.work.busy(True)), layer.windows, item.arrays)
            for n, layer in enumerate(problem.layers) for i, item in enumerate(layer.items)]


def _rooms(problem, cycle):
    return [(cycle - size, k) for size, k in item_counts(problem.vector_items)]


def test_tiny_mobilenet_on_isaac_is_packed_at_the_lps_bound():
    """168 cores share 2,881 windows of 1,898-3,540 cycles, about 11 per core: the spread is
    21,903 cycles, and no listing of the maximal patterns fits (12 kinds). The LP proves that
    every cycle below 22,085 needs more than 168 cores, and a covering at 22,085 exists: the
    validator confirms its plan (CP-SAT's search stopped at 22,367 before)."""
    problem, evaluator = shipped_problem("tiny_mobilenet", "isaac")
    kinds = _kinds(problem)
    assert cycle_bound(problem) == 21903 and _maximal(problem, kinds, 22085) is None
    low, cells = columns.floor(problem, kinds, 21903, 22367)
    assert low == 22085 and cells > 0
    assert columns.probe(problem, kinds, 22084, _rooms(problem, 22084), 5.0, 0)[0] is False
    low, packed, _spent = pattern_packing(problem, 21903, 22367, work=20.0)
    assert low == 22085 and packed is not None
    plan = _packed_plan(problem, packed)
    assert plan_cycle(problem, plan) == 22085
    assert validate(problem, evaluator, plan_placement(problem, plan, "cpsat")).objective == 22085


def test_the_floor_is_the_start_where_the_knapsack_is_too_large():
    problem = _problem([(40, [(1, 7)]), (30, [(2, 5)])], 3, 4)
    kinds = _kinds(problem)
    saved = columns.MAX_CELLS
    try:
        columns.MAX_CELLS = 1
        assert columns.floor(problem, kinds, 10, 500) == (10, 0)
        assert columns.probe(problem, kinds, 200, [], 5.0, 0) == (None, 0.0)
    finally:
        columns.MAX_CELLS = saved


def test_the_floor_stops_at_what_it_has_proven_when_its_cells_or_the_clock_run_out():
    """The bisection ends once its LPs have priced the cells it was given (the same place
    every run), or at once past its deadline, at a cycle it has proven: never above the
    floor it reaches without limits."""
    problem, _evaluator = shipped_problem("tiny_mobilenet", "isaac")
    kinds = _kinds(problem)
    full, spent = columns.floor(problem, kinds, 21903, 22367)
    one = columns.floor(problem, kinds, 21903, 22367, cells=1)
    assert one == columns.floor(problem, kinds, 21903, 22367, cells=1)  # reproducible
    assert 21903 <= one[0] <= full and 0 < one[1] < spent  # one LP, then the budget is spent
    assert columns.floor(problem, kinds, 21903, 22367, deadline=0.0) == (21903, 0)


def test_filling_core_by_core_takes_the_largest_load_within_each_limit():
    problem = _problem([(6, [(1, 7)]), (5, [(1, 5)]), (3, [(3, 4)])], 3, 4)
    kinds = _kinds(problem)
    cores = columns._fill(problem, kinds, 30, [])
    assert cores is not None and len(cores) == 3
    loads = [sum(n * k.cycles for n, k in zip(c, kinds)) for c in cores]
    # 30 = 7 + 3·5 + 2·4 takes 5 arrays of 4; within them the first core reaches 29
    assert max(loads) <= 30 and loads[0] == 29
    assert [sum(c[k] for c in cores) for k in range(3)] == [6, 5, 3]
    for c in cores:  # 1 + 1 + 3 arrays do not fit a core of 4
        assert sum(k.arrays for n, k in zip(c, kinds) if n) <= 4
    assert columns._fill(problem, kinds, 26, []) is None  # 79 cycles of windows, 78 of room
    # vector items of 10 and 4 cycles: one core with room for 10, two (that one counted)
    # with room for 4, so two cores are filled short of the cycle and the third to it
    cores = columns._fill(problem, kinds, 40, [(30, 1), (36, 2)])
    loads = sorted(sum(n * k.cycles for n, k in zip(c, kinds)) for c in cores)
    assert loads[0] <= 30 and loads[1] <= 36 and loads[2] <= 40 and sum(loads) == 79


_LAYERS = st.lists(st.tuples(st.integers(1, 12), st.lists(
    st.tuples(st.integers(1, 4), st.integers(3, 40)), min_size=1, max_size=2)),
    min_size=1, max_size=4)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_LAYERS, st.integers(2, 5), st.integers(0, 30), st.lists(st.integers(1, 60), max_size=2),
       st.integers(0, 40))
def test_generated_patterns_decide_as_the_listed_ones_do(layers, cores, vector, items, extra):
    """Against the exact decision of the listed maximal patterns: a cycle the generated
    columns prove out of reach is out of reach, and a covering they give is one (every
    window, at most the cycle per core, within arrays, room for the vector items)."""
    items = tuple(sorted(items, reverse=True)[:cores])
    problem = dataclasses.replace(_problem(layers, cores, 4, vector + sum(items)),
                                  vector_items=items)
    kinds = _kinds(problem)
    total = sum(k.cycles * k.windows for k in kinds) + problem.vector_work
    cycle = -(-total // cores) + extra
    rooms = _rooms(problem, cycle)
    if any(room < 0 for room, _k in rooms) or any(k.cycles > cycle for k in kinds):
        return
    found, _used = columns.probe(problem, kinds, cycle, rooms, 20.0, 0)
    listed, _spent = _probe(problem, kinds, cycle, 20.0, 0)
    if found is False:
        assert listed is False
    if isinstance(found, list):
        assert listed is not False
        assert len(found) <= cores
        for k, kind in enumerate(kinds):
            assert sum(c[k] for c in found) >= kind.windows
        loads = [sum(n * k.cycles for n, k in zip(c, kinds)) for c in found]
        loads += [0] * (cores - len(found))
        assert max(loads) <= cycle and cores * cycle - sum(loads) >= problem.vector_work
        for c in found:
            assert sum(k.arrays for n, k in zip(c, kinds) if n) <= problem.arrays_per_core
        for (room, k) in rooms:
            assert sum(load <= room for load in loads) >= k
