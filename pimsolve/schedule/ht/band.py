"""Input reuse between overlapping convolution windows in the HT scheduler
(pimsolve.schedule.ht.scheduler): the input rows a core's windows read, kept in local memory."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pimsolve.codegen.emit import Emitter

if TYPE_CHECKING:  # pragma: no cover
    from pimsolve.schedule.ht.scheduler import _HtScheduler, _MatrixPlan


class _Band:
    """Input reuse between overlapping windows: the input rows a core's windows read (one
    per kernel row its array groups use), kept in local memory zero-padded left and right.
    Within an output row every window reads the band; at the next output row only the input
    rows not already held are loaded, into the slots of the rows no longer needed (with a
    stride of 1, one row per output row). An array group whose rows lie in one kernel row
    reads its slice straight from the band; one that spans kernel rows gets its slice
    assembled with ``lmv``. Chosen per core and part when it takes fewer instructions than
    gathering every window from global memory, or, where global memory serves one request
    at a time, whenever it fits (it always moves less data)."""

    def __init__(self, sched: _HtScheduler, plan: _MatrixPlan, replica, core: int,
                 part_index: int, src, local, rows: list[int]):
        m = plan.matrix
        self.s, self.m, self.core, self.part, self.src = sched, m, core, part_index, src
        self.channels = m.in_shape[0]
        self.padded = m.pads[1] + m.in_shape[2] + m.pads[3]
        self.row_bytes = self.padded * self.channels * sched.byw
        self.rows = rows  # kernel rows the core's groups read
        self.base = local(core, ("band", part_index, replica.index), len(rows) * self.row_bytes)
        self.held: dict[int, int] = {}  # input row (out of range: a zero row) -> its slot
        self.slot: dict[int, int] = {}  # kernel row -> slot, for the output row loaded_for
        self.loaded_for: int | None = None  # output row the band holds

    @staticmethod
    def plan(sched: _HtScheduler, plan: _MatrixPlan, replica, core: int, part_index: int, src,
             local) -> _Band | None:
        m = plan.matrix
        part = m.parts[part_index]
        channels, _, width = m.in_shape
        if part.channels != (0, channels) or m.dilation[1] != 1 or m.out_shape[2] < 2 or \
                (core, part_index) in plan.runs:
            return None
        row_len = m.kernel[1] * channels
        groups = [m.groups[ag] for ag, c in enumerate(replica.row)
                  if c == core and m.groups[ag].part == part_index]
        rows = sorted({r for g in groups
                       for r in range(g.rows[0] // row_len, -(-g.rows[1] // row_len))})
        pieces = sum(-(-g.rows[1] // row_len) - g.rows[0] // row_len for g in groups)
        direct = sum(1 for g in groups if g.rows[0] // row_len == (g.rows[1] - 1) // row_len)
        band_cost = direct + 2 * (pieces - direct) + 2 * len(rows) / m.out_shape[2]
        gather_cost = 2 * len(rows)
        padded_bytes = (m.pads[1] + width + m.pads[3]) * channels * sched.byw * len(rows)
        held = sum(len(band.rows) * band.row_bytes  # the core's other bands of this layer
                   for (c, _, _), band in (plan.bands or {}).items() if c == core)
        size = sched.hw.core.local_memory_bytes
        # a global memory that serves one request at a time: the band's fewer bytes decide
        by_bytes = sched.hw.global_memory.port is not None
        if (band_cost >= gather_cost and not by_bytes) or held + padded_bytes > size // 4 or \
                plan.need.get(core, 0) + held + padded_bytes > size:
            return None
        return _Band(sched, plan, replica, core, part_index, src, local, rows)

    def _load(self, em: Emitter, oh: int) -> None:
        m, byw, channels = self.m, self.s.byw, self.channels
        height = m.in_shape[1]
        if self.loaded_for is None:  # the padding columns stay zero from here on
            em.fill(self.base, len(self.rows) * self.row_bytes)
        interior = m.in_shape[2] * channels * byw
        wanted = {r: oh * m.stride[0] - m.pads[0] + r * m.dilation[0] for r in self.rows}
        # rows outside the input are zero rows: one key for all of them
        wanted = {r: ih if 0 <= ih < height else -1 for r, ih in wanted.items()}
        keep = {ih: slot for ih, slot in self.held.items() if ih in wanted.values()}
        free = sorted(set(range(len(self.rows))) - set(keep.values()))
        zero = self.loaded_for is None  # after the first fill every slot is a zero row
        for r in self.rows:
            ih = wanted[r]
            if ih in keep:
                continue
            slot = keep[ih] = free.pop(0)
            start = self.base + slot * self.row_bytes + m.pads[1] * channels * byw
            if ih >= 0:
                em.ld(start, self.src.pixel(ih, 0), interior)
            elif not zero:
                em.fill(start, interior)
        self.held = keep
        self.slot = {r: keep[wanted[r]] for r in self.rows}
        self.loaded_for = oh

    def inputs(self, em: Emitter, replica, core, part_index, oh, ow, window) -> dict[int, int]:
        if self.loaded_for != oh:
            self._load(em, oh)
        m, byw, channels = self.m, self.s.byw, self.channels
        row_len = m.kernel[1] * channels
        column = ow * m.stride[1] * channels  # window column 0 in the padded band row
        found = {}
        for ag, c in enumerate(replica.row):
            g = m.groups[ag]
            if c != core or g.part != part_index:
                continue
            first, last = g.rows[0] // row_len, (g.rows[1] - 1) // row_len
            if first == last:
                found[ag] = (self.base + self.slot[first] * self.row_bytes +
                             (column + g.rows[0] - first * row_len) * byw)
                continue
            for r in range(first, last + 1):  # assemble the slice in the window buffer
                lo, hi = max(g.rows[0], r * row_len), min(g.rows[1], (r + 1) * row_len)
                em.copy(window + lo * byw, self.base + self.slot[r] * self.row_bytes +
                        (column + lo - r * row_len) * byw, (hi - lo) * byw)
            found[ag] = window + g.rows[0] * byw
        return found
