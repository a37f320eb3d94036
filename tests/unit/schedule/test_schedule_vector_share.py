"""How the steady-state HT schedule spreads the vector layers: water filling over the cost
model's per-core busy time, then the layers' pixels dealt out by cycles."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pimsolve.schedule.ht.steady import deal_pixels, pass_ranges, water_fill, whole_homes


def test_water_filling_lifts_the_least_busy_cores_to_one_level():
    shares = water_fill({0: 10, 1: 5, 2: 0}, cores=4, total=7)
    assert shares == {2: 4, 3: 3}  # level 3.5: cores 2 and 3 (idle) share it, 0 and 1 none
    assert water_fill({0: 10, 1: 5}, cores=2, total=100) == {1: 52, 0: 48}  # level 57.5
    assert water_fill({}, cores=3, total=0) == {0: 1}  # nothing to spread: one core


@given(st.dictionaries(st.integers(0, 7), st.integers(0, 1000), max_size=8),
       st.integers(0, 5000))
def test_water_filling_spreads_the_total_and_never_feeds_a_core_above_the_level(busy, total):
    shares = water_fill(busy, cores=8, total=total)
    assert all(0 <= c < 8 and s >= 1 for c, s in shares.items())
    assert sum(shares.values()) == max(total, 1)  # all of it (one unit when there is none)
    level = max(busy.get(c, 0) + s for c, s in shares.items())
    assert all(busy.get(c, 0) >= level - 1 for c in range(8) if c not in shares)


def test_dealing_cuts_the_layers_laid_end_to_end_at_the_shares():
    # 10 pixels of 3 cycles, then 4 of 10: 70 cycles cut at 20 (core 5) and 50 (core 6)
    ranges = deal_pixels([("a", 10, 30), ("b", 4, 40)], [(5, 20), (6, 50)])
    assert ranges == {"a": [(5, 0, 7), (6, 7, 10)], "b": [(6, 0, 4)]}


@given(st.lists(st.tuples(st.integers(1, 300), st.integers(0, 5000)), min_size=1, max_size=6),
       st.lists(st.integers(1, 3000), min_size=1, max_size=8))
def test_dealt_ranges_cover_every_pixel_once_and_keep_each_core_near_its_share(layers, weights):
    named = [(f"l{i}", pixels, cycles) for i, (pixels, cycles) in enumerate(layers)]
    shares = [(10 + i, w) for i, w in enumerate(weights)]
    ranges = deal_pixels(named, shares)
    dealt = dict.fromkeys((c for c, _w in shares), 0.0)
    for name, pixels, cycles in named:
        covered = [p for _c, p0, p1 in ranges[name] for p in range(p0, p1)]
        assert covered == list(range(pixels))  # in order, each once
        for core, p0, p1 in ranges[name]:
            dealt[core] += (p1 - p0) * cycles / pixels
    total = sum(c for _n, _p, c in named)
    if total <= sum(weights):  # one more pixel at most per layer, past the last core's cut
        slack = sum(c / p for _n, p, c in named)
        assert all(dealt[c] <= w + slack + 1e-6 for c, w in shares)
    fragments = sum(len(r) for r in ranges.values())
    assert fragments <= len(named) + len(shares) - 1


def test_indivisible_work_goes_largest_first_to_the_core_with_most_room():
    homes, rest = whole_homes({("p", 0): 30, ("p", 1): 30, "q": 5}, [(4, 50), (7, 40), (9, 3)])
    assert homes == {("p", 0): 4, ("p", 1): 7, "q": 4}  # 50 -> 20 -> 15; 40 -> 10
    assert rest == [(4, 15), (7, 10), (9, 3)]  # left for the divisible layers, in order
    homes, rest = whole_homes({"big": 80}, [(1, 20), (2, 30)])  # fits nowhere: most room
    assert homes == {"big": 2} and rest == [(1, 20)]
    assert whole_homes({"x": 9}, [(3, 9)]) == ({"x": 3}, [(3, 9)])  # nothing left: all shares


@given(st.lists(st.integers(0, 5), min_size=1, max_size=9), st.integers(1, 40))
def test_a_poolings_passes_become_one_channel_range_per_core_in_pass_steps(cores, last):
    step = 40  # channels of a full pass; the last pass may be narrower
    homes = [(c, step) for c in cores[:-1]] + [(cores[-1], last)]
    ranges = pass_ranges(homes)
    assert [c for c, _a, _b in ranges] == list(dict.fromkeys(  # each core once
        [c for c in dict.fromkeys(cores) if c != cores[-1]] + [cores[-1]]))
    assert ranges[0][1] == 0 and ranges[-1][2] == step * (len(cores) - 1) + last
    assert all(b == a2 for (_c, _a, b), (_c2, a2, _b2) in zip(ranges, ranges[1:]))
    for core, a, b in ranges:  # a core's channels: its passes, boundaries where they were
        assert a % step == 0 and b - a == sum(n for c, n in homes if c == core)
