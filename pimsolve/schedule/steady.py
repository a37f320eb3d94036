"""One saturated HT pipeline cycle, for measuring the pipeline cycle the placement predicts
(pimsolve.verify.pipeline_cycle), and the vector layers' cycles the cost model counts."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph, QKind
from pimsolve.schedule.ht import Program, _HtScheduler, _vector_units
from pimsolve.schedule.order import job_starts
from pimsolve.schedule.vector_ops import channels_per_pass
from pimsolve.solve.baseline import Placement


def schedule_steady_state(qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix],
                          placement: Placement, busy: dict[int, int]) -> Program:
    """One saturated HT pipeline cycle (seeds/pimcomp.txt §VII-A, Alg. 1): every layer works
    on a different input, so no layer waits for another: no barriers, and the layers may run
    in any order. Layers whose replicas span cores (synchronous partial-sum transfers) go
    first, so partners meet before their other work sets them apart; the vector layers'
    pixels go to the cores by water filling over ``busy`` (the cost model's per-core cycles):
    the least busy get the most, so no core passes the level the cost model's spread assumes,
    and each core's share is a few long pixel ranges (``deal_pixels``).
    Its run time is the pipeline cycle; the data it computes is not one input's (layers read
    buffers written in earlier cycles), which only the timing replay ignores."""
    scheduler = _HtScheduler(qgraph, hw, matrices, placement)
    scheduler.steady = True
    costs = vector_cycles(qgraph, hw)
    weights = water_fill(busy, hw.num_cores, sum(costs.values()))
    scheduler.vector_cores = tuple(sorted(weights, key=lambda c: (-weights[c], c)))
    # a global pooling is one pixel, emitted by channels (vector_ops._pool). One larger than
    # every share whose passes already cover fewer than all channels is dealt by channels;
    # any other goes whole to the core its pixel is dealt to. (SqueezeNet's, 1,000 channels of
    # 13×13, went whole to a core whose share was a sixth of it, and that core finished 9%
    # after the predicted cycle on isaac. A slice of channels loads the map a position at a
    # time: slicing tiny_se's second pool, which loads its map at once, put a core 32% past.)
    pools = {x.name: qgraph.tensors[x.output].shape[1] for x in qgraph.layers
             if x.kind is QKind.GLOBAL_AVGPOOL}
    split = {x.name for x in qgraph.layers if x.name in pools
             and costs[x.name] > max(weights.values())
             and channels_per_pass(hw, math.prod(qgraph.tensors[x.inputs[0]].shape[2:]),
                                   scheduler.byw, pools[x.name]) < pools[x.name]}
    layers = [(x.name, pools[x.name] if x.name in split else _vector_units(x, qgraph),
               costs[x.name]) for x in qgraph.layers if x.name in costs]
    ranges = deal_pixels(layers, [(c, weights[c]) for c in scheduler.vector_cores])
    for name, channels in pools.items():
        if name not in split:
            ranges[name] = [(ranges[name][0][0], 0, channels)]
    scheduler.vector_ranges = ranges
    scheduler.lead = lead_windows(scheduler)
    return scheduler.run(None)


def lead_windows(s: _HtScheduler) -> dict[str, dict[int, int]]:
    """Windows of replicas on one core (of layers none of whose replicas is cut) that each
    core runs before its cut replicas, as many as fit the time it would otherwise wait for its
    first partner (layer -> replica -> windows). The cut replicas' jobs are list-scheduled
    layer by layer, as the scheduler deals them (``job_starts``), in cycles of the model's
    pace."""
    def rows_shares(layer):
        rows = s.placement.cores[layer.name]
        return rows, s.placement.shares(layer.name, s.matrices[layer.name].windows)

    free: dict[int, int] = {}
    first: dict[int, int] = {}  # core -> when its first cut replica starts
    for layer in s.q.layers:
        if not s._coupled(layer):
            continue
        rows, shares = rows_shares(layer)
        cut = [i for i, row in enumerate(rows) if len(set(row)) > 1]
        starts = job_starts([(set(rows[i]), shares[i] * s._pace(layer.name, rows[i]))
                             for i in cut], free)
        for i, start in zip(cut, starts):
            for c in set(rows[i]):
                first[c] = min(first.get(c, start), start)
    lead: dict[str, dict[int, int]] = {}
    for layer in s.q.layers:
        if layer.kind not in (QKind.CONV, QKind.GEMM) or s._coupled(layer):
            continue
        rows, shares = rows_shares(layer)
        for i, row in enumerate(rows):
            room = first.get(row[0], 0)
            pace = max(1, s._pace(layer.name, row))
            count = min(shares[i], room // pace)
            if count:
                lead.setdefault(layer.name, {})[i] = count
                first[row[0]] = room - count * pace
    return lead


def vector_cycles(qgraph: QGraph, hw: HwSpec) -> dict[str, int]:
    """Cycles of each vector layer for one input: the instructions pimsolve.schedule.vector_ops
    emits for the whole layer on one core, priced with the hwspec's latency formulas (their
    sum). This is the cost model's ``V`` (pimsolve.solve.cost.vector_work)."""
    from pimsolve.sim.profile import static_costs

    scheduler = _HtScheduler(qgraph, hw, {}, Placement({}, {}, "none"))
    scheduler.layout.place_tensors({name: t.shape for name, t in qgraph.tensors.items()})
    em = scheduler.em(0)
    marks = []
    for layer in qgraph.layers:
        if layer.kind in (QKind.CONV, QKind.GEMM):
            continue
        scheduler.allocs[0].reset()
        start = len(em.code)
        scheduler._vector_layer(layer, (0,))
        marks.append((layer.name, start, len(em.code)))
    latency = static_costs(hw, 0, em.code, ()).latency
    return {name: int(latency[a:b].sum()) for name, a, b in marks}


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
