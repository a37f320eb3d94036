"""Cycles of the vector layers as the schedulers emit them: each layer's code generated on one
core (pimsolve.codegen.vector_ops) and priced with the hwspec's latency formulas
(pimsolve.costs.instructions). This is the cost model's ``V`` (pimsolve.solve.placement.cost),
so the solver optimizes the cycles of the code that runs.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

from pimsolve.codegen.context import VectorContext
from pimsolve.codegen.vector_ops import channels_per_pass
from pimsolve.costs.instructions import static_costs
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph, QKind, QLayer


def vector_cycles(qgraph: QGraph, hw: HwSpec) -> dict[str, int]:
    """Cycles of each vector layer for one input: the instructions pimsolve.codegen.vector_ops
    emits for the whole layer on one core, priced with the hwspec's latency formulas (their
    sum). This is the cost model's ``V`` (pimsolve.solve.placement.cost.vector_work)."""
    layers = [x for x in qgraph.layers if x.kind not in (QKind.CONV, QKind.GEMM)]
    return dict(zip((x.name for x in layers), _priced(qgraph, hw, [(x, None) for x in layers])))


def pool_passes(qgraph: QGraph, hw: HwSpec, layer: QLayer) -> list[tuple[int, int, int]]:
    """The passes (first channel, stop, cycles) of a global pooling on one core
    (vector_ops._pool); they add up to its ``vector_cycles`` (each rounded down)."""
    channels = qgraph.tensors[layer.output].shape[1]
    byw = (qgraph.data_bits + 7) // 8
    step = channels_per_pass(hw, math.prod(qgraph.tensors[layer.inputs[0]].shape[2:]), byw,
                             channels)
    bounds = [(c0, min(channels, c0 + step)) for c0 in range(0, channels, step)]
    cycles = _priced(qgraph, hw, [(layer, [(0, a, b)]) for a, b in bounds])
    return [(a, b, c) for (a, b), c in zip(bounds, cycles)]


def large_passes(passes: Mapping[str, Sequence[tuple[int, int, int]]], total: int, cores: int
                 ) -> list[tuple[int, tuple[str, int]]]:
    """(cycles, (pooling, pass index)) of the ``pool_passes`` larger than an even share of the
    vector work ``total`` over ``cores``, largest first: the cost model's indivisible items
    (pimsolve.solve.placement.cost.vector_items). A smaller pass fits the core with the most room."""
    even = total / cores
    return sorted(((cycles, (name, j)) for name, ps in passes.items()
                   for j, (_a, _b, cycles) in enumerate(ps) if cycles > even),
                  key=lambda e: (-e[0], e[1]))


def _priced(qgraph: QGraph, hw: HwSpec,
            jobs: Sequence[tuple[QLayer, list[tuple[int, int, int]] | None]]) -> list[int]:
    """Cycles of each vector layer emitted alone on core 0, over its given pixel ranges (all
    of it when None), priced with the hwspec's latency formulas."""
    scheduler = VectorContext(qgraph, hw)
    scheduler.layout.place_tensors({name: t.shape for name, t in qgraph.tensors.items()})
    em = scheduler.em(0)
    marks = []
    for layer, ranges in jobs:
        scheduler.allocs[0].reset()
        scheduler.vector_ranges = None if ranges is None else {layer.name: ranges}
        start = len(em.code)
        scheduler._vector_layer(layer, (0,))
        marks.append((start, len(em.code)))
    latency = static_costs(hw, 0, em.code, ()).latency
    return [int(latency[a:b].sum()) for a, b in marks]
