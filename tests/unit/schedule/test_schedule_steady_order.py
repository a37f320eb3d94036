"""The steady state's order of the layers with cut replicas, and the windows a core runs on its
own while it waits for a job (pimsolve.schedule.ht.steady)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pimsolve.schedule.ht.order import job_starts
from pimsolve.schedule.ht.steady import JobPlan, coupled_order, fill_windows


def _chain() -> JobPlan:
    # three layers whose cut replicas form a chain over cores 0-1, 1-2 and 2-3
    return JobPlan({"a": [({0, 1}, 10)], "b": [({1, 2}, 10)], "c": [({2, 3}, 10)]}, {}, {},
                   ["a", "b", "c"])


def test_a_chain_through_three_layers_runs_its_ends_side_by_side():
    plan = _chain()
    assert plan.score(["a", "b", "c"])[0] == 30  # topological: one replica after the other
    order = coupled_order(plan)
    assert plan.score(order)[0] == 20
    assert order.index("b") > max(order.index("a"), order.index("c"))


def test_a_waiting_core_runs_its_own_windows_and_the_rest_after_its_jobs():
    # core 2 waits 10 cycles for b (core 1 serves a first); its replica of x has 5 windows of 3
    plan = JobPlan({"a": [({0, 1}, 10)], "b": [({1, 2}, 10)]}, {2: [("x", 0, 5, 3)]}, {},
                   ["x", "a", "b"])
    fills, taken = fill_windows(plan, ["a", "b"])
    assert fills == {("b", 0): [("x", {0: (0, 3)})]}
    assert taken == {"x": {0: 3}}
    assert plan.score(["a", "b"]) == (25, 10 + 20 + 25)  # core 2: job to 20, then 15 - 10


def test_a_core_fills_its_wait_before_each_of_its_jobs_and_the_list_schedule_counts_on_it():
    """GoogLeNet's conv42 on puma with 16 KB (in windows): five replicas cut over pairs of
    cores in a chain, 98-100, 98-115, 114-115, 115-124, 124-125. Core 124 has 100 windows of
    conv1 on its own, so its wait for 115-124 costs nothing and that job goes before 98-115,
    whose wait would idle core 115. Its conv1 windows fill the wait before its second job:
    only the wait before a core's first job of a layer used to be filled, and 124 then sat
    through its wait and ran conv1 after its jobs (simulated twice the predicted cycle)."""
    jobs = [({98, 100}, 69), ({98, 115}, 57), ({114, 115}, 43), ({115, 124}, 26),
            ({124, 125}, 1)]
    plan = JobPlan({"conv42": jobs}, {124: [("conv1", 0, 100, 1)]}, {}, ["conv1", "conv42"])
    assert job_starts(jobs) == [0, 69, 0, 126, 0]  # counting every wait as idle
    assert job_starts(jobs, {}, {124: 100}) == [0, 69, 0, 43, 0]  # 115-124 in 115's wait
    free, timeline = plan.timeline(["conv42"])
    assert [job for job, _waits in timeline["conv42"]] == [0, 2, 4, 3, 1]
    assert dict(timeline["conv42"])[3] == {115: 0, 124: 42}
    assert free[115] == free[98] == 126 and free[124] == 69
    assert plan.score(["conv42"])[0] == 127  # core 124: 100 - 42 of its own cycles from 69
    fills, taken = fill_windows(plan, ["conv42"])
    assert fills == {("conv42", 3): [("conv1", {0: (0, 42)})]} and taken == {"conv1": {0: 42}}


def test_the_vector_share_comes_after_everything():
    plan = JobPlan({"a": [({0, 1}, 10)], "b": [({1, 2}, 10)]}, {2: [("x", 0, 5, 3)]},
                   {0: 7, 3: 4}, ["x", "a", "b"])
    assert plan.score(["a", "b"]) == (25, 17 + 20 + 25 + 4)


_JOBS = st.lists(st.lists(st.tuples(st.sets(st.integers(0, 5), min_size=2, max_size=3),
                                    st.integers(1, 20)), min_size=1, max_size=3),
                 min_size=1, max_size=6)
_SINGLE = st.dictionaries(st.integers(0, 5), st.lists(st.tuples(st.integers(0, 4),
                                                                st.integers(1, 9)),
                                                      min_size=1, max_size=3), max_size=4)


@settings(max_examples=60, deadline=None)
@given(_JOBS, _SINGLE)
def test_the_order_is_a_permutation_no_worse_than_topological(layers, single):
    names = [f"l{i}" for i in range(len(layers))]
    items = {c: [(f"s{c}", i, n, pace) for i, (n, pace) in enumerate(rows)]
             for c, rows in single.items()}
    plan = JobPlan(dict(zip(names, layers)), items, {}, [*(f"s{c}" for c in items), *names])
    order = coupled_order(plan, evaluations=50)
    assert sorted(order) == sorted(names)
    assert plan.score(order) <= plan.score(names)
    fills, taken = fill_windows(plan, order)
    _free, timeline = plan.timeline(order)
    for (name, job), layers_before in fills.items():
        used: dict[int, int] = {}
        for layer, ranges in layers_before:
            core = int(layer[1:])
            for i, (first, stop) in ranges.items():
                assert 0 <= first < stop
                used[core] = used.get(core, 0) + (stop - first) * items[core][i][3]
        for core, cycles in used.items():
            assert cycles <= dict(timeline[name])[job][core]  # what runs in a wait fits it
    for layer, counts in taken.items():
        core = int(layer[1:])
        for i, count in counts.items():
            assert count <= items[core][i][2]  # never more windows than the replica has
