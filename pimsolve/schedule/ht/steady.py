"""One saturated HT pipeline cycle, for measuring the pipeline cycle the placement predicts
(pimsolve.verify.pipeline_cycle), and the vector layers' cycles the cost model counts."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

import numpy as np

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.codegen.pricing import large_passes, pool_passes, vector_cycles
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph, QKind
from pimsolve.schedule.ht.order import job_starts
from pimsolve.schedule.ht.scheduler import _HtScheduler, _vector_units
from pimsolve.schedule.program import Program
from pimsolve.solve.placement.placement import Placement

ORDER_EVALUATIONS = 2000  # list schedules the search for the coupled layers' order may run


def schedule_steady_state(qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix],
                          placement: Placement, busy: dict[int, int]) -> Program:
    """One saturated HT pipeline cycle (seeds/pimcomp.txt §VII-A, Alg. 1): every layer works
    on a different input, so no layer waits for another: no barriers, and the layers may run
    in any order. The replicas cut over cores (synchronous partial-sum transfers) go first,
    as jobs, layer by layer in the order that ends soonest (``coupled_order``), so partners
    meet before their other work sets them apart; a core runs windows of its replicas on one
    core while it waits for a job (``fill_windows``), and the rest after its jobs. The
    vector layers' pixels go to the cores by water filling over ``busy`` (the cost model's
    per-core cycles): the least busy get the most, so no core passes the level the cost
    model's spread assumes, and each core's share is a few long pixel ranges
    (``deal_pixels``).
    Its run time is the pipeline cycle; the data it computes is not one input's (layers read
    buffers written in earlier cycles), which only the timing replay ignores."""
    scheduler = _HtScheduler(qgraph, hw, matrices, placement)
    scheduler.steady = True
    costs = vector_cycles(qgraph, hw)
    # a global pooling is one pixel, emitted in passes of channels (vector_ops._pool). A pass
    # is indivisible: a slice of it loads the map a position at a time, as the whole pass does
    # (a slice costs nearly what the pass costs, so slicing puts the core that gets it past
    # its share). The passes larger than an even share
    # of the vector work go first, as the cost model places them (validate.items_floor: the
    # k-th largest on the k-th least busy core); the other layers are water-filled over the
    # rest, the smaller passes each to the core with the most room left (``whole_homes``).
    passes = {x.name: pool_passes(qgraph, hw, x) for x in qgraph.layers
              if x.kind is QKind.GLOBAL_AVGPOOL}
    large = large_passes(passes, sum(costs.values()), hw.num_cores)
    least = sorted(range(hw.num_cores), key=lambda c: (busy.get(c, 0), c))
    homes = {key: core for (_cycles, key), core in zip(large, least)}
    loaded = dict(busy)
    for (cycles, _key), core in zip(large, least):
        loaded[core] = loaded.get(core, 0) + cycles
    weights = water_fill(loaded, hw.num_cores, sum(costs.values()) - sum(c for c, _k in large))
    scheduler.vector_cores = tuple(sorted(weights, key=lambda c: (-weights[c], c)))
    small, shares = whole_homes({(name, j): cycles for name, ps in passes.items()
                                 for j, (_a, _b, cycles) in enumerate(ps)
                                 if (name, j) not in homes},
                                [(c, weights[c]) for c in scheduler.vector_cores])
    homes.update(small)
    layers = [(x.name, _vector_units(x, qgraph), costs[x.name]) for x in qgraph.layers
              if x.name in costs and x.name not in passes]
    ranges = deal_pixels(layers, shares)
    for name, ps in passes.items():
        ranges[name] = pass_ranges([(homes[name, j], b - a) for j, (a, b, _c) in enumerate(ps)])
    for (cycles, _key), core in zip(large, least):  # the vector work each core runs
        weights[core] = weights.get(core, 0) + cycles
    scheduler.vector_ranges = ranges
    plan = JobPlan.of(scheduler, weights)
    order = coupled_order(plan)
    timeline = plan.timeline(order)[1]
    fills, taken = fill_windows(plan, order, timeline)
    scheduler.prepare()
    _emit(scheduler, plan, order, timeline, fills, taken)
    return scheduler.program(scheduler.layer_cores)


def _emit(s: _HtScheduler, plan: JobPlan, order: list[str],
          timeline: dict[str, list[tuple[int, dict[int, int]]]],
          fills: dict[tuple[str, int], list[tuple[str, dict[int, tuple[int, int]]]]],
          taken: dict[str, dict[int, int]]) -> None:
    """The layers of one saturated pipeline cycle (no barriers; any layer order): the cut
    replicas of the layers in ``order``, each job in the order of its start in ``timeline``
    (``JobPlan.timeline``) and preceded by the windows of replicas on one core that its cores
    run while they wait for it (``fills``); then the remaining windows of those replicas (past
    ``taken``) and the vector layers, in topological order."""
    by_name = {layer.name: layer for layer in s.q.layers}

    def cut(name: str) -> set[int]:
        return {i for i, row in enumerate(s.placement.cores.get(name, ())) if len(set(row)) > 1}

    for name in order:
        for job, _waits in timeline[name]:
            for other, ranges in fills.get((name, job), ()):
                s._barrier(())
                s.layer(by_name[other],
                        lambda i, k, r=ranges: r.get(i, (0, 0))[0] <= k < r.get(i, (0, 0))[1])
            if plan.jobs[name][job][1]:  # a replica dealt no windows has nothing to emit
                s._barrier(())
                s.layer(by_name[name], lambda i, _k, r=plan.replicas[name][job]: i == r)
    for layer in s.q.layers:
        s._barrier(())
        if layer.kind in (QKind.CONV, QKind.GEMM):
            s.layer(layer, lambda i, k, c=cut(layer.name), t=taken.get(layer.name, {}):
                    i not in c and k >= t.get(i, 0))
        else:
            s.layer(layer)


class JobPlan:
    """The steady state's cut replicas as jobs (cores, cycles at the model's pace) per layer
    that has some (``jobs``, in topological order; ``replicas``: each job's replica, default
    its position), the replicas on one core (``single``: core -> [(layer, replica, windows,
    cycles per window)], in topological order), each core's share of the vector layers
    (``vector``, water_fill) and the layers' topological order."""

    def __init__(self, jobs: dict[str, list[tuple[set[int], int]]],
                 single: dict[int, list[tuple[str, int, int, int]]],
                 vector: Mapping[int, int], topological: list[str],
                 replicas: dict[str, list[int]] | None = None):
        self.jobs = jobs
        self.single = single
        self.vector = dict(vector)
        self.topological = topological
        self.replicas = replicas or {name: list(range(len(js))) for name, js in jobs.items()}
        self.alone = {c: sum(n * pace for _l, _i, n, pace in items)
                      for c, items in single.items()}

    @classmethod
    def of(cls, s: _HtScheduler, vector: Mapping[int, int]) -> JobPlan:
        jobs: dict[str, list[tuple[set[int], int]]] = {}
        replicas: dict[str, list[int]] = {}
        single: dict[int, list[tuple[str, int, int, int]]] = {}
        for layer in s.q.layers:
            rows = s.placement.cores.get(layer.name)
            if rows is None:
                continue
            counts = s.placement.shares(layer.name, s.matrices[layer.name].windows)
            for i, row in enumerate(rows):
                pace = s._pace(layer.name, row)
                if len(set(row)) > 1:
                    jobs.setdefault(layer.name, []).append((set(row), counts[i] * pace))
                    replicas.setdefault(layer.name, []).append(i)
                elif counts[i]:
                    single.setdefault(row[0], []).append((layer.name, i, counts[i], max(1, pace)))
        return cls(jobs, single, vector, [layer.name for layer in s.q.layers], replicas)

    def timeline(self, order: list[str]
                 ) -> tuple[dict[int, int], dict[str, list[tuple[int, dict[int, int]]]]]:
        """The jobs list-scheduled layer by layer in ``order`` (``job_starts``; a wait that the
        work a core has alone can fill is not idle time): when each core's jobs end, and per
        layer its jobs in the order of their starts, each with the time each of its cores
        waits before it (since the core's previous job ended)."""
        free: dict[int, int] = {}
        slack = dict(self.alone)
        out: dict[str, list[tuple[int, dict[int, int]]]] = {}
        for name in order:
            jobs = self.jobs[name]
            last = dict(free)
            starts = job_starts(jobs, free, slack)
            entries = out[name] = []
            for j in sorted(range(len(jobs)), key=lambda j: (starts[j], j)):
                entries.append((j, {c: starts[j] - last.get(c, 0) for c in jobs[j][0]}))
                for c in jobs[j][0]:
                    last[c] = starts[j] + jobs[j][1]
        return free, out

    def score(self, order: list[str]) -> tuple[int, int]:
        """(latest, summed) finish of the cores: a core's jobs end, then the work on it alone
        that its waits did not take, then its share of the vector layers."""
        free, timeline = self.timeline(order)
        waits: dict[int, int] = {}
        for entries in timeline.values():
            for _job, before in entries:
                for c, wait in before.items():
                    waits[c] = waits.get(c, 0) + wait
        ends = [free.get(c, 0) + max(0, self.alone.get(c, 0) - waits.get(c, 0))
                + self.vector.get(c, 0) for c in set(free) | set(self.alone) | set(self.vector)]
        return max(ends, default=0), sum(ends)


def coupled_order(plan: JobPlan, evaluations: int = ORDER_EVALUATIONS) -> list[str]:
    """The order in which the steady state emits the layers with cut replicas. A core emits
    its layers in that order, so a core shared by cut replicas of two layers serves the
    earlier layer's first, and its partners in the later one wait: in topological order,
    `balance`'s plans (every core boundary a cut, the chip one long chain of lock-step
    replicas) ran the whole chain one replica after the other. The order chosen is the one
    whose list schedule (``JobPlan.score``) finishes soonest, then in least summed time: of the
    topological order, the layers at odd positions and then the even ones (two neighbours in
    a chain then run at once), the order of the jobs' starts in one list schedule of all of
    them, and moves of one layer to another position from the best of those while they help,
    in at most ``evaluations`` list schedules (deterministic)."""
    names = list(plan.jobs)
    if len(names) < 2:
        return names
    every = [(name, job) for name in names for job in plan.jobs[name]]
    first: dict[str, int] = {}
    for (name, _job), start in zip(every, job_starts([job for _n, job in every])):
        first[name] = min(first.get(name, start), start)
    candidates = [names, names[::2] + names[1::2],
                  sorted(names, key=lambda n: (first[n], names.index(n)))]
    best, order = min(((plan.score(order), order) for order in candidates),
                      key=lambda x: x[0])
    left = evaluations - len(candidates)
    improved = True
    while improved and left > 0:
        improved = False
        for i in range(len(order)):
            for j in range(len(order)):
                if i == j or left <= 0:
                    continue
                moved = order[:i] + order[i + 1:]
                moved.insert(j, order[i])
                left -= 1
                value = plan.score(moved)
                if value < best:
                    best, order, improved = value, moved, True
    return order


def fill_windows(plan: JobPlan, order: list[str],
                 timeline: dict[str, list[tuple[int, dict[int, int]]]] | None = None
                 ) -> tuple[dict[tuple[str, int], list[tuple[str, dict[int, tuple[int, int]]]]],
                            dict[str, dict[int, int]]]:
    """Windows of replicas on one core that each core runs while it waits for each of its
    jobs (``JobPlan.timeline``): as many as fit the wait, in topological order of the
    replicas ((coupled layer, job) -> [(layer, {replica: (first, stop)})]), and how many of
    each replica's windows they take (layer -> replica -> windows). Every wait is filled, not
    only the one before a core's first job (or its first job of each layer): a core would
    otherwise sit idle waiting for a later job and run its own windows after it, past its
    predicted cycle. ``timeline``: ``plan.timeline(order)``'s, when the caller has it."""
    if timeline is None:
        timeline = plan.timeline(order)[1]
    taken: dict[str, dict[int, int]] = {}
    fills: dict[tuple[str, int], dict[str, dict[int, tuple[int, int]]]] = {}
    for name in order:
        for job, waits in timeline[name]:
            for core, room in sorted(waits.items()):
                for layer, i, windows, pace in plan.single.get(core, ()):
                    done = taken.get(layer, {}).get(i, 0)
                    count = min(windows - done, room // pace)
                    if count > 0:
                        fills.setdefault((name, job), {}).setdefault(layer, {})[i] = (
                            done, done + count)
                        taken.setdefault(layer, {})[i] = done + count
                        room -= count * pace
    rank = {layer: n for n, layer in enumerate(plan.topological)}
    return ({key: sorted(layers.items(), key=lambda x: rank[x[0]])
             for key, layers in fills.items()}, taken)


def pass_ranges(homes: Sequence[tuple[int, int]]) -> list[tuple[int, int, int]]:
    """Channel ranges (core, first, stop) of a pooling whose consecutive passes of ``homes``
    (core, channels) went to those cores: each core's passes side by side in one range (its
    buffers are per range), the cores in the order of their first pass, the core of a last,
    narrower pass at the end (pass boundaries stay where the passes were priced)."""
    count: dict[int, int] = {}
    for core, n in homes:
        count[core] = count.get(core, 0) + n
    order = list(count)
    last = homes[-1][0]
    order.remove(last)
    out, start = [], 0
    for core in order + [last]:
        out.append((core, start, start + count[core]))
        start += count[core]
    return out


def whole_homes(items: Mapping[Hashable, int], shares: Sequence[tuple[int, int]]
                ) -> tuple[dict[Hashable, int], list[tuple[int, int]]]:
    """Cores for indivisible vector work ``items`` (key -> cycles): largest first, each on the
    core with the largest share (core, cycles) left. Returns the homes and the shares left for
    the divisible layers (in the order given; all of them, unreduced, if nothing is left).
    (Not best fit, the least left over: that leaves cores with slivers, and the divisible
    layers' cut then falls on them.)"""
    left = dict(shares)
    homes: dict[Hashable, int] = {}
    for key in sorted(items, key=lambda k: (-items[k], k)):
        core = max(left, key=lambda c: (left[c], -c))
        homes[key] = core
        left[core] = max(0, left[core] - items[key])
    rest = [(c, left[c]) for c, _share in shares if left[c] > 0]
    return homes, rest or list(shares)


def deal_pixels(layers: Sequence[tuple[str, int, int]], shares: Sequence[tuple[int, int]]
                ) -> dict[str, list[tuple[int, int, int]]]:
    """Pixel ranges (core, first, stop) of the vector layers ``(name, pixels, cycles)`` in the
    steady state. The layers' cycles are laid end to end and cut into the cores' ``shares``
    (core, cycles), in order; a pixel goes to the core whose cut holds its middle. Each core
    gets a few long ranges, so the work every range repeats (constant vectors, a partial chunk)
    is paid a few times, not once per layer and core."""
    bounds = np.cumsum([share for _core, share in shares], dtype=np.float64)
    out: dict[str, list[tuple[int, int, int]]] = {}
    start = 0.0
    for name, pixels, cycles in layers:
        middles = start + (np.arange(pixels) + 0.5) * (cycles / pixels)
        owner = np.minimum(np.searchsorted(bounds, middles, side="right"), len(shares) - 1)
        edges = [0, *(np.flatnonzero(np.diff(owner)) + 1).tolist(), pixels]
        out[name] = [(shares[owner[a]][0], a, b) for a, b in zip(edges, edges[1:])]
        start += cycles
    return out


def water_fill(busy: Mapping[int, int], cores: int, total: int) -> dict[int, int]:
    """Shares of ``total`` (the vector layers' cycles, divisible) that bring the least busy of
    ``cores`` up to one level: core c gets ``level - busy[c]`` where that is positive, the
    spread the cost model assumes (``C·T ≥ Σ B_c + V``)."""
    loads = sorted((busy.get(c, 0), c) for c in range(cores))
    below = 0
    for k in range(1, cores + 1):  # fill the k least busy cores to one level
        below += loads[k - 1][0]
        level = (total + below) / k
        if k == cores or level <= loads[k][0]:
            break
    exact = [(level - load, c) for load, c in loads[:k]]
    shares = {c: int(x) for x, c in exact}
    for _x, c in sorted(exact, key=lambda e: (int(e[0]) - e[0], e[1]))[
            :total - sum(shares.values())]:  # largest remainders: the shares sum to total
        shares[c] += 1
    shares = {c: n for c, n in shares.items() if n}
    return shares or {loads[0][1]: 1}
