"""Vector work one core must run whole (a global pooling's passes): the cycle's floor."""

from __future__ import annotations

import dataclasses
from itertools import permutations

from hypothesis import given
from hypothesis import strategies as st

from hwfixtures import synthetic_problem
from pimsolve.solve.placement.ga import solve_ga
from pimsolve.solve.placement.heuristic import heuristic_plan
from pimsolve.solve.placement.cpsat import Settings, plan_cycle, solve_cpsat
from pimsolve.solve.placement.validate import item_counts, items_floor


@given(st.lists(st.integers(0, 50), min_size=1, max_size=5), st.integers(0, 2),
       st.lists(st.integers(1, 40), min_size=1, max_size=3))
def test_the_floor_pairs_the_largest_item_with_the_least_busy_core(busy, idle, items):
    cores = len(busy) + idle
    items = sorted(items, reverse=True)[:cores]
    loads = busy + [0] * idle
    best = min(max(loads[c] + p for c, p in zip(chosen, items))
               for chosen in permutations(range(cores), len(items)))
    assert items_floor(busy, cores, items) == best  # every way onto distinct cores
    assert items_floor(busy, cores, ()) == 0


def test_each_size_needs_as_many_roomy_cores_as_items_of_it_or_larger():
    assert item_counts((9, 9, 5, 5, 5, 2)) == [(9, 2), (5, 5), (2, 6)]
    assert item_counts(()) == []


def _problem(items: tuple[int, ...]):
    """Nine windows of 10 cycles on three cores and 26 cycles of vector work, all of it one
    item when ``items`` says so: spread evenly the cycle is 39 (30 on each core plus the
    vector work); a core must keep 26 free for the item, so the best is 10/40/40: 40."""
    problem = synthetic_problem([(9, [(1, 10)])], cores=3, arrays=4, vector=26)
    return dataclasses.replace(problem, vector_items=items)


def test_cpsat_proves_the_cycle_that_leaves_a_core_room_for_the_item():
    for items, cycle in (((), 39), ((26,), 40)):
        problem = _problem(items)
        plan, stats = solve_cpsat(problem, Settings(time_limit=10), heuristic_plan(problem))
        assert stats.status == "OPTIMAL" and stats.objective == stats.bound == cycle
        assert plan_cycle(problem, plan) == cycle  # the validator's figure


def test_the_ga_counts_the_item_too():
    problem = _problem((26,))
    plan, stats = solve_ga(problem, Settings(time_limit=10), generations=30, population=20)
    assert stats.objective == plan_cycle(problem, plan) == 40  # it finds 10/40/40 as well
