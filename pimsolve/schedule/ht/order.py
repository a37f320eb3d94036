"""The order in which the HT scheduler deals a layer's windows to its replicas: replicas cut
over cores (their pieces in lock step, pimsolve.solve.placement.cost.lockstep) as
list-scheduled jobs that hold all their cores, then the replicas on one core."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from pimsolve.schedule.ht.scheduler import _Replica


def window_order(replicas: Sequence[_Replica], windows: list[int], paces: list[int],
                 free: dict[int, int] | None = None) -> list[tuple[int, int]]:
    """(replica, k) in emission order. The replicas cut over cores go first, as jobs that hold
    all their cores for their windows (``paces``: cycles per window; ``free``: when each core
    is free, kept up to date across layers): a list schedule (``job_starts``) gives each a start,
    and the windows are dealt in the order of their time, one replica's windows in turn with
    those of the replicas running beside it. A core shared by two cut replicas thus serves one
    and then the other, and its partners do not wait while it serves the other. (Dealing every
    replica's k-th window in turn would pace a core whose partner also serves a second cut
    replica at half speed, and keep the other cores of their chain blocked meanwhile.) Then
    the replicas on one core, their k-th windows in turn."""
    rows = {r.index: r.row for r in replicas}
    cut = [r.index for r in replicas if len(set(r.row)) > 1]
    starts = job_starts([(set(rows[i]), windows[i] * paces[i]) for i in cut],
                        {} if free is None else free)
    order = sorted(((start + k * paces[cut[n]], n, k) for n, start in enumerate(starts)
                    for k in range(windows[cut[n]])))
    out = [(cut[n], k) for _t, n, k in order]
    single = [r.index for r in replicas if len(set(r.row)) == 1]
    return out + round_robin(windows, single)


def round_robin(windows: list[int], replicas: Sequence[int] | None = None
                ) -> list[tuple[int, int]]:
    """(replica, k): every replica's k-th window in turn (``replicas``: which, default all).
    The one-input program deals a layer's windows this way: there the layer's makespan counts,
    and cut replicas run side by side, each waiting on its partners as they come. (Jobs suit
    the steady state; for one input they do not shorten a layer's makespan, and can lengthen
    it.)"""
    chosen = range(len(windows)) if replicas is None else replicas
    out = []
    for k in range(max((windows[i] for i in chosen), default=0)):
        out += [(i, k) for i in chosen if k < windows[i]]
    return out


def job_starts(jobs: list[tuple[set[int], int]], free: dict[int, int] | None = None,
               slack: dict[int, int] | None = None) -> list[int]:
    """Start times of jobs (cores, duration) that each hold all their cores at once, the cores
    free from ``free`` (updated to the schedule's ends): a list schedule that starts next the
    job adding the least idle time to its cores (then the earliest), taking the shorter or the
    longer jobs first on ties, whichever idles the cores less in all (then ends sooner).
    ``slack``: cycles of work each core has on its own, which fill its waits while they last
    (updated to what is left); a wait they fill is not idle time."""
    given, spare_given = dict(free or {}), dict(slack or {})
    best = None
    for sign in (1, -1):
        until, spare = dict(given), dict(spare_given)
        starts = [0] * len(jobs)
        left = set(range(len(jobs)))
        idle = 0
        while left:
            def key(j):
                cores, duration = jobs[j]
                start = max(until.get(c, 0) for c in cores)
                return (sum(max(0, start - until.get(c, 0) - spare.get(c, 0)) for c in cores),
                        start, sign * duration, j)
            j = min(left, key=key)
            wait, start = key(j)[:2]
            left.discard(j)
            idle += wait
            starts[j] = start
            for c in jobs[j][0]:
                spare[c] = spare.get(c, 0) - min(spare.get(c, 0), start - until.get(c, 0))
                until[c] = start + jobs[j][1]
        score = (idle, max(until.values(), default=0))
        if best is None or score < best[0]:
            best = (score, starts, until, spare)
    if free is not None:
        free.update(best[2])
    if slack is not None:
        slack.update(best[3])
    return best[1]
