"""The capacity bound on the pipeline cycle and the target-cycle packing heuristic."""

from __future__ import annotations

import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ortools.sat.python import cp_model

from hwfixtures import synthetic_problem as _problem
from pimsolve.solve.placement.cost import Problem
from pimsolve.solve.placement.heuristic import greedy_counts, heuristic_plan, packed_plan
from pimsolve.solve.placement.cpsat import Settings, _solve_model, plan_cycle, plan_from_counts, \
    solve_cpsat
from pimsolve.solve.placement.bound import cycle_bound


def _spread(problem: Problem) -> int:
    work = sum(x.windows * i.work.busy(True) for x in problem.layers for i in x.items)
    return -(-(work + problem.vector_work) // problem.cores)


def test_a_core_filled_by_a_wide_piece_with_few_windows_lifts_the_bound_to_the_optimum():
    # l0 fills a whole core for 4 windows of 10 cycles; l1 (1 array, 100 windows of 10) must
    # go on the other 3 cores, one copy each: some copy computes ⌈100 / 3⌉ = 34 windows
    problem = _problem([(4, [(8, 10)]), (100, [(1, 10)])], cores=4, arrays=8)
    assert _spread(problem) == 260
    bound = cycle_bound(problem)
    assert bound == 340
    plan, stats = solve_cpsat(problem, Settings(time_limit=5), heuristic_plan(problem))
    assert stats.status == "OPTIMAL" and stats.objective == 340  # the bound is tight here
    assert stats.bound == stats.objective and bound <= stats.objective


def test_cores_of_wide_pieces_with_little_room_left_lift_the_bound_to_the_optimum():
    # l0 and l1 (7 of 8 arrays each, 10 cycles) leave one spare array each, which only l4
    # (1 array, 10 cycles) can use; l2 (5 arrays) leaves room for a copy of l3, so l3 is
    # kept off no wide core. l3's 900 windows of 1 cycle must go on cores 2-4 with l2's 10:
    # ⌈910 / 3⌉ = 304 (counting the two spare arrays as one pool of room gave 300)
    problem = _problem([(1, [(7, 10)]), (1, [(7, 10)]), (1, [(5, 10)]), (900, [(2, 1)]),
                        (1, [(1, 10)])], cores=5, arrays=8)
    assert _spread(problem) == 188
    assert cycle_bound(problem) == 304
    plan, stats = solve_cpsat(problem, Settings(time_limit=5), heuristic_plan(problem))
    assert stats.status == "OPTIMAL" and stats.objective == 304


def test_windows_are_indivisible():
    # 5 windows of 10 cycles on 2 cores: one core computes 3 of them (the spread says 25)
    problem = _problem([(5, [(1, 10)])], cores=2, arrays=8)
    assert _spread(problem) == 25
    assert cycle_bound(problem) == 30
    plan, stats = solve_cpsat(problem, Settings(time_limit=5), heuristic_plan(problem))
    assert stats.status == "OPTIMAL" and stats.objective == 30


def test_a_warm_start_at_the_bound_is_returned_as_proven_without_a_cp_sat_model(monkeypatch):
    from pimsolve.solve.placement import cpsat as placement

    problem = _problem([(5, [(1, 10)])], cores=2, arrays=8)
    hint = heuristic_plan(problem)
    assert plan_cycle(problem, hint) == cycle_bound(problem) == 30

    def no_model(*_args, **_kwargs):
        raise AssertionError("the copy model was built")
    monkeypatch.setattr(placement, "_solve_model", no_model)
    plan, stats = solve_cpsat(problem, Settings(time_limit=5), hint)
    assert plan is hint and stats.status == "OPTIMAL" and stats.gap == 0.0
    assert stats.objective == stats.bound == 30 and "warm start" in stats.how
    assert stats.stopped == "search complete"


def test_the_bound_is_the_spread_when_every_piece_is_narrow():
    problem = _problem([(100, [(1, 10)]), (50, [(2, 7)])], cores=4, arrays=8, vector=40)
    assert cycle_bound(problem) == _spread(problem)


layer_strategy = st.tuples(st.integers(1, 12),
                           st.lists(st.tuples(st.integers(1, 6), st.integers(1, 9)),
                                    min_size=1, max_size=2))


@given(st.lists(layer_strategy, min_size=1, max_size=3), st.integers(2, 3),
       st.integers(0, 20))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_the_bound_never_exceeds_a_proven_optimum(layers, cores, vector):
    """The optimum comes from the copy model without the bound stated in it (floor 0), so the
    check is not circular."""
    problem = _problem(layers, cores=cores, arrays=6, vector=vector)
    if sum(i.arrays for x in problem.layers for i in x.items) > cores * 6:
        return
    plan, code, _bound, _stop = _solve_model(problem, Settings(time_limit=5), None, 0,
                                             time.perf_counter() + 5)
    if code == cp_model.OPTIMAL:
        assert cycle_bound(problem) <= plan_cycle(problem, plan)


def test_packing_at_a_target_keeps_every_limit_and_beats_the_greedy_start():
    # one wide piece with few windows per core pair, and narrow layers whose windows must
    # fill the time those cores have left
    problem = _problem([(6, [(7, 40)]), (12, [(6, 9), (5, 8)]), (90, [(2, 12)]),
                        (60, [(1, 15)])], cores=6, arrays=8, vector=30)
    target = cycle_bound(problem) + 60
    plan = packed_plan(problem, target)
    assert plan is not None
    used = [0] * problem.cores
    work = [0] * problem.cores
    for layer in problem.layers:
        reps = plan.replicas[layer.name]
        assert sum(w for _c, w in reps) == layer.windows and min(w for _c, w in reps) >= 1
        seen = set()
        for cores, windows in reps:
            assert len(set(cores)) == len(cores)  # pieces of one replica apart
            for i, core in enumerate(cores):
                assert (i, core) not in seen  # one copy of a piece per core
                seen.add((i, core))
                used[core] += layer.items[i].arrays
                work[core] += windows * layer.items[i].work.busy(True)
    assert max(used) <= problem.arrays_per_core and max(work) <= target
    assert packed_plan(problem, 1) is None  # no window fits one cycle
    greedy = plan_cycle(problem, plan_from_counts(problem, greedy_counts(problem)))
    assert plan_cycle(problem, heuristic_plan(problem)) <= min(greedy, plan_cycle(problem, plan))


def test_a_wide_piece_on_its_own_core_leaves_the_rest_to_pack_whole_windows():
    # l0 fills core 0; l1's window of 8 cycles and l2's two of 9 share cores 1 and 2: their
    # work spreads to 13 a core, but whole windows pack no better than 8 + 9 and 9
    problem = _problem([(1, [(8, 1)]), (1, [(3, 8)]), (2, [(2, 9)])], cores=3, arrays=8)
    assert cycle_bound(problem) == 17
    plan, stats = solve_cpsat(problem, Settings(time_limit=5), heuristic_plan(problem))
    assert stats.status == "OPTIMAL" and stats.objective == 17


def _brute_packs(kinds, cores, per_core, cycle) -> bool:
    """Deal every window to a core, one kind at a time (every split of its count)."""
    def splits(n, k):
        if k == 1:
            yield (n,)
            return
        for first in range(n + 1):
            for rest in splits(n - first, k - 1):
                yield (first, *rest)

    def deal(index, loads, arrays):
        if index == len(kinds):
            return True
        a, n, w = kinds[index]
        for split in splits(n, cores):
            new_loads = [load + x * w for load, x in zip(loads, split)]
            new_arrays = [used + (a if x else 0) for used, x in zip(arrays, split)]
            if max(new_loads) <= cycle and max(new_arrays) <= per_core \
                    and deal(index + 1, new_loads, new_arrays):
                return True
        return False

    return deal(0, [0] * cores, [0] * cores)


@given(st.lists(st.tuples(st.integers(1, 4), st.integers(1, 4), st.integers(1, 9)),
                min_size=1, max_size=3), st.integers(1, 3), st.integers(1, 40))
@settings(max_examples=150, deadline=None)
def test_packing_decision_agrees_with_dealing_every_window(kinds, cores, cycle):
    from pimsolve.solve.placement.bound import _packs

    assert _packs(kinds, cores, 5, cycle) == _brute_packs(kinds, cores, 5, cycle)


def test_a_plan_no_better_than_the_warm_start_returns_the_warm_start(monkeypatch):
    from pimsolve.solve.placement import cpsat as placement

    problem = _problem([(5, [(1, 10)]), (3, [(2, 7)])], cores=2, arrays=8)
    hint = heuristic_plan(problem)
    monkeypatch.setattr(placement, "cycle_bound", lambda _problem: 1)  # no early proof
    plan, stats = solve_cpsat(problem, Settings(time_limit=5), hint)
    assert stats.objective == plan_cycle(problem, hint)  # the hint is optimal here ...
    assert stats.status == "OPTIMAL" and plan is hint  # ... and comes back as it was


def _guarded(problem: Problem, layer: int, memory: int, reserve: int, sizes) -> Problem:
    """``problem`` with a local-memory guard on one layer: its pieces' own bytes, ``memory``
    and ``reserve`` (pairs over ``memory`` by their bytes may not share a core)."""
    import dataclasses

    old = problem.layers[layer]
    items = tuple(dataclasses.replace(item, bytes=size) for item, size in zip(old.items, sizes))
    new = dataclasses.replace(old, items=items, memory=memory, reserve=reserve)
    return dataclasses.replace(problem, layers=problem.layers[:layer] + (new,)
                               + problem.layers[layer + 1:])


def test_pieces_whose_buffers_fill_local_memory_take_a_core_each():
    # l1's three pieces (4 arrays) fit no core of l0 (7 of 8 arrays), and no two of them fit
    # one core's local memory (600 + 600 > 1,000): they take three of the four cores, so l0's
    # 20 windows of 10 cycles run on the last one (200 cycles; two l1 pieces per core would
    # leave l0 two cores, 100)
    problem = _problem([(20, [(7, 10)]), (1, [(4, 50), (4, 50), (4, 50)])], cores=4, arrays=8)
    assert cycle_bound(problem) == 100
    problem = _guarded(problem, 1, 1000, 0, (600, 600, 600))
    assert cycle_bound(problem) == 200
    plan, stats = solve_cpsat(problem, Settings(time_limit=5), heuristic_plan(problem))
    assert stats.status == "OPTIMAL" and stats.objective == 200


@given(st.tuples(st.integers(1, 12), st.lists(st.tuples(st.integers(5, 6), st.integers(1, 9)),
                                               min_size=1, max_size=1)),
       st.lists(layer_strategy, max_size=1), st.integers(1, 4),
       st.lists(st.tuples(st.integers(2, 3), st.integers(1, 9)), min_size=2, max_size=3),
       st.integers(3, 5), st.integers(0, 3), st.integers(4, 12),
       st.lists(st.integers(1, 8), min_size=3, max_size=3))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_the_bound_never_exceeds_a_proven_optimum_with_local_memory_guards(
        wide, layers, windows, pieces, cores, reserve, memory, sizes):
    """As above, with a wide layer and a last layer of narrow pieces that fit no wide core
    and whose buffers may not share one (the pieces the bound's clash rule counts)."""
    problem = _problem([wide] + layers + [(windows, pieces)], cores=cores, arrays=6)
    if sum(i.arrays for x in problem.layers for i in x.items) > cores * 6:
        return
    problem = _guarded(problem, len(problem.layers) - 1, memory, reserve, sizes[:len(pieces)])
    plan, code, _bound, _stop = _solve_model(problem, Settings(time_limit=5), None, 0,
                                             time.perf_counter() + 5)
    if code == cp_model.OPTIMAL:
        assert cycle_bound(problem) <= plan_cycle(problem, plan)


def test_pieces_of_one_replica_share_a_core_when_the_chip_has_too_few():
    # three pieces of one replica on two cores: apart they do not fit, so two share a core
    problem = _problem([(1, [(2, 10), (2, 10), (2, 10)]), (8, [(1, 5)])], cores=2, arrays=8)
    plan = packed_plan(problem, 40)
    assert plan is not None and plan_cycle(problem, plan) <= 40
    (cores, windows), = plan.replicas["l0"]
    assert windows == 1 and len(set(cores)) == 2
    assert plan_cycle(problem, heuristic_plan(problem)) <= plan_cycle(problem, plan)
