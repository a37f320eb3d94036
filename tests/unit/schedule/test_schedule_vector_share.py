"""How the steady-state HT schedule spreads the vector layers: water filling over the cost
model's per-core busy time, then pixel ranges in proportion."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pimsolve.schedule.ht import water_fill
from pimsolve.schedule.vector_ops import _pixel_ranges


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


@given(st.integers(0, 500), st.lists(st.integers(1, 50), min_size=1, max_size=6))
def test_pixel_ranges_cover_every_pixel_once_in_proportion(pixels, weights):
    cores = tuple(range(10, 10 + len(weights)))
    ranges = _pixel_ranges(pixels, cores, dict(zip(cores, weights)))
    assert [r[1] for r in ranges] == sorted(r[1] for r in ranges)
    covered = [p for _c, p0, p1 in ranges for p in range(p0, p1)]
    assert covered == list(range(pixels))
    total = sum(weights)
    for core, p0, p1 in ranges:
        assert abs((p1 - p0) - pixels * weights[core - 10] / total) < 1 + 1e-9
