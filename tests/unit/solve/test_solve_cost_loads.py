"""The cost model's input loads (LayerMatrix.runs) against the loads the HT scheduler emits
when it gathers an interior window (schedule.ht._HtScheduler._gather)."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from pimsolve.bind.arraygroups import LayerMatrix, Part, merge_ranges
from pimsolve.codegen.memory import TensorPlace
from pimsolve.schedule.ht.scheduler import _HtScheduler


class _Recorder:
    """Stands in for the Emitter: keeps the bytes of every ``ld`` and ``lldi`` fill."""

    def __init__(self):
        self.loads: list[int] = []
        self.fills: list[int] = []

    def ld(self, _local: int, _gaddr: int, nbytes: int) -> None:
        self.loads.append(nbytes)

    def fill(self, _local: int, nbytes: int) -> None:
        self.fills.append(nbytes)


def _emitted(matrix: LayerMatrix, ranges: list[tuple[int, int]], byw: int) -> list[int]:
    scheduler = _HtScheduler.__new__(_HtScheduler)
    scheduler.byw = byw
    c, h, w = matrix.in_shape
    src = TensorPlace(4096, (c, h, w), byw)
    em = _Recorder()
    oh, ow = matrix.out_shape[1] // 2, matrix.out_shape[2] // 2  # an interior window
    for e0, e1 in merge_ranges(ranges):
        scheduler._gather(em, matrix, matrix.parts[0], e0, e1, oh, ow, src, 0)
    assert not em.fills  # no padding inside
    return em.loads


def _matrix(channels: tuple[int, int], in_shape, kernel, dilation) -> LayerMatrix:
    kh, kw = kernel
    ns = channels[1] - channels[0]
    c, h, w = in_shape
    out_shape = (4, h - dilation[0] * (kh - 1), w - dilation[1] * (kw - 1))
    part = Part(channels, (0, 4), np.zeros((kh * kw * ns, 4), dtype=np.int64))
    return LayerMatrix("conv", kernel, (1, 1), (0, 0, 0, 0), dilation, in_shape, out_shape,
                       (part,), ())


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 6), st.integers(1, 3), st.integers(1, 3), st.integers(1, 2),
       st.integers(1, 2), st.data())
def test_runs_are_the_loads_the_scheduler_emits_for_an_interior_window(
        c, kh, kw, dh, dw, data):
    width = data.draw(st.sampled_from([dw * (kw - 1) + 1, dw * (kw - 1) + 3, 7 + dw * kw]))
    height = dh * (kh - 1) + 3
    lo = data.draw(st.integers(0, c - 1))
    hi = data.draw(st.integers(lo + 1, c))
    matrix = _matrix((lo, hi), (c, height, width), (kh, kw), (dh, dw))
    rows = kh * kw * (hi - lo)
    cuts = sorted(data.draw(st.sets(st.integers(0, rows), min_size=2, max_size=6)))
    ranges = [(a, b) for a, b in zip(cuts, cuts[1:]) if data.draw(st.booleans())] or [(0, rows)]
    byw = 2
    expected = _emitted(matrix, ranges, byw)
    assert [n * byw for n in matrix.runs(0, merge_ranges(ranges))] == expected


def test_a_kernel_as_wide_as_the_input_is_one_load():
    # a fully-connected layer: the 1×16×16 input in one run, however its rows are cut
    fc = _matrix((0, 1), (1, 16, 16), (16, 16), (1, 1))
    assert fc.runs(0, [(0, 256)]) == [256]
    assert fc.runs(0, [(0, 128), (128, 256)]) == [256]  # two array groups on one core
    assert fc.runs(0, [(0, 40), (100, 256)]) == [40, 156]
    # a 3×3 kernel on a wider input: one run per kernel row, as far as the rows asked for
    conv = _matrix((0, 8), (8, 10, 10), (3, 3), (1, 1))
    assert conv.runs(0, [(0, 72)]) == [24, 24, 24]
    assert conv.runs(0, [(10, 30)]) == [14, 6]
    # a part of some channels: one run per kernel position
    some = _matrix((0, 4), (8, 10, 10), (3, 3), (1, 1))
    assert some.runs(0, [(0, 36)]) == [4] * 9
