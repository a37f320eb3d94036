"""Replicas recovered from per-piece copies (north-west corner rule) cover every window once."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pimsolve.solve.placement.cpsat import _pair_copies


@st.composite
def copies(draw):
    windows = draw(st.integers(1, 60))
    pieces = draw(st.integers(1, 4))
    out = []
    for _ in range(pieces):
        cuts = sorted(draw(st.lists(st.integers(1, windows - 1), max_size=5, unique=True))) \
            if windows > 1 else []
        sizes = [b - a for a, b in zip([0] + cuts, cuts + [windows])]
        out.append([(core, 0, size) for core, size in enumerate(sizes)])
    return windows, out


@given(copies())
def test_every_replica_takes_one_copy_of_each_piece_and_windows_add_up(case):
    windows, per_item = case
    replicas, numbers = _pair_copies(None, per_item)
    assert sum(w for _cores, w in replicas) == windows
    assert all(w > 0 and len(cores) == len(per_item) for cores, w in replicas)
    assert len(numbers) == len(replicas)
    for piece, entries in enumerate(per_item):  # each copy serves exactly its windows
        for core, _k, size in entries:
            assert sum(w for cores, w in replicas if cores[piece] == core) == size
