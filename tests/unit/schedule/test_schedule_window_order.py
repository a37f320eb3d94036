"""The order in which the HT scheduler deals a layer's windows to replicas cut over cores."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pimsolve.schedule.ht.order import job_starts, window_order
from pimsolve.schedule.ht.scheduler import _Replica


def _replica(index: int, row: tuple[int, ...]) -> _Replica:
    return _Replica(index, row, (), {})


def test_a_chain_of_cut_replicas_runs_its_ends_side_by_side_then_the_middle():
    # ResNet-18's conv10 on pimcomp-default: r0 on cores 69/20, r1 on 78/20, r2 on 78/70
    starts = job_starts([({69, 20}, 310), ({78, 20}, 155), ({78, 70}, 319)])
    assert starts == [0, 319, 0]  # core 20 waits 9 windows, no core more
    # conv7: r1 (18 windows) shares a core with each of the others: it goes first
    assert job_starts([({21, 26}, 310), ({79, 26}, 18), ({79, 71}, 456)]) == [18, 0, 18]


def test_the_cores_timeline_carries_over_to_the_next_layer():
    free = {1: 5}
    assert job_starts([({1, 2}, 10), ({3, 4}, 4)], free) == [5, 0]
    assert free == {1: 15, 2: 15, 3: 4, 4: 4}
    assert job_starts([({2, 3}, 1)], free) == [15]


def test_windows_come_in_time_order_with_the_single_core_replicas_last():
    replicas = (_replica(0, (1, 2)), _replica(1, (3,)), _replica(2, (2, 4)), _replica(3, (3,)))
    order = window_order(replicas, [2, 2, 1, 1], [1, 1, 1, 1])
    # r2 (one window) first: r0 then waits one window on core 1, not r2 two on core 4
    assert order == [(2, 0), (0, 0), (0, 1), (1, 0), (3, 0), (1, 1)]


@given(st.lists(st.tuples(st.sets(st.integers(0, 5), min_size=2, max_size=3),
                          st.integers(0, 20)), min_size=1, max_size=7))
def test_jobs_never_share_a_core_at_the_same_time(jobs):
    starts = job_starts(jobs)
    for a, (cores_a, d_a) in enumerate(jobs):
        for b, (cores_b, d_b) in enumerate(jobs[:a]):
            if cores_a & cores_b and d_a and d_b:
                assert starts[a] >= starts[b] + d_b or starts[b] >= starts[a] + d_a


@given(st.lists(st.tuples(st.sampled_from([(0,), (1,), (0, 1), (1, 2), (2, 3)]),
                          st.integers(0, 6)), min_size=1, max_size=6))
def test_every_window_is_dealt_once_and_each_replica_in_order(spec):
    replicas = tuple(_replica(i, row) for i, (row, _w) in enumerate(spec))
    windows = [w for _row, w in spec]
    order = window_order(replicas, windows, [3] * len(windows))
    assert sorted(order) == [(i, k) for i, w in enumerate(windows) for k in range(w)]
    for i in range(len(spec)):
        assert [k for j, k in order if j == i] == list(range(windows[i]))


def test_round_robin_deals_every_replicas_kth_window_in_turn():
    from pimsolve.schedule.ht.order import round_robin

    assert round_robin([2, 3, 1]) == [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (1, 2)]
    assert round_robin([2, 3, 1], [2, 0]) == [(2, 0), (0, 0), (0, 1)]
    assert round_robin([]) == []
