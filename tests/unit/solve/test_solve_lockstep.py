"""The lock step of a replica cut over cores (pimsolve.solve.placement.cost.lockstep): only pieces that
exchange partial sums wait for each other."""

from __future__ import annotations

from types import SimpleNamespace

from hypothesis import given
from hypothesis import strategies as st

from pimsolve.bind.arraygroups import ArrayGroupShape
from pimsolve.solve.placement.cost import Work, exchange_groups, lockstep


def _matrix(*keys: tuple[int, int]) -> SimpleNamespace:
    """Array groups of 128 rows, one per (row block, column block) given."""
    return SimpleNamespace(groups=tuple(
        ArrayGroupShape(0, (128 * r, 128 * (r + 1)), (64 * c, 64 * (c + 1)), 1)
        for r, c in keys))


def _homes(matrix, split) -> dict:
    homes: dict = {}
    for piece, members in enumerate(split):
        for ag in members:
            shape = matrix.groups[ag]
            homes.setdefault((shape.part, shape.cols), piece)
    return homes


def test_pieces_that_share_a_column_block_wait_and_the_others_do_not():
    # ag0 and ag1: two row blocks of column block 0 (their partial sums meet); ag2: block 1
    m = _matrix((0, 0), (1, 0), (0, 1))
    split = [[0], [1], [2]]
    groups = exchange_groups(m, split, _homes(m, split))
    assert groups[0] == groups[1] != groups[2]
    works = lockstep([Work(mvmuls=10), Work(mvmuls=4), Work(mvmuls=2)], True, groups)
    assert [w.busy(True) for w in works] == [10, 10, 2]
    assert works[1].transfer == 6  # held at the transfer for the slower partner
    # without the groups every piece keeps the slowest one's pace, as before
    assert [w.busy(True) for w in lockstep([Work(mvmuls=10), Work(mvmuls=4), Work(mvmuls=2)],
                                           True)] == [10, 10, 10]


def test_asynchronous_pieces_keep_their_own_work():
    works = [Work(mvmuls=10), Work(mvmuls=4)]
    assert lockstep(works, False, [0, 0]) == works


@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3)), min_size=1, max_size=8,
                unique=True), st.data())
def test_groups_join_exactly_the_pieces_linked_by_a_column_block(keys, data):
    m = _matrix(*keys)
    pieces = data.draw(st.integers(1, len(keys)))
    owner = data.draw(st.lists(st.integers(0, pieces - 1), min_size=len(keys),
                               max_size=len(keys)))
    split = [[ag for ag, p in enumerate(owner) if p == piece] for piece in range(pieces)]
    groups = exchange_groups(m, split, _homes(m, split))
    # two pieces holding array groups of one column block are always in one group
    for a, b in ((a, b) for a in range(pieces) for b in range(pieces)):
        cols_a = {keys[ag][1] for ag in split[a]}
        cols_b = {keys[ag][1] for ag in split[b]}
        if cols_a & cols_b:
            assert groups[a] == groups[b]
    # and a group is connected through shared column blocks
    for g in set(groups):
        members = [p for p in range(pieces) if groups[p] == g]
        reached, frontier = {members[0]}, [members[0]]
        while frontier:
            a = frontier.pop()
            for b in members:
                if b not in reached and {keys[ag][1] for ag in split[a]} & \
                        {keys[ag][1] for ag in split[b]}:
                    reached.add(b)
                    frontier.append(b)
        assert reached == set(members)
