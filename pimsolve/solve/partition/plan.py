"""Partitioning a model larger than the chip into weight-replacement phases (seeds/compass.txt).

When one copy of every weight does not fit the chip's arrays (or its pieces do not pack onto
the cores), the layers are split into consecutive *partitions* that each fit; the chip runs a
batch of inputs through one partition (a pipeline of its own, placed by
pimsolve.solve.placement.cpsat), then rewrites its arrays with the next partition's weights (COMPASS
§II-A "weight replacement"). Between partitions the batch's activations wait in global memory.

Cuts are taken between layers where exactly one activation tensor is live (the graph input
before the first layer; a residual block's or an inception module's output), and each
partition is compiled like a whole model whose inputs wait in global memory. A layer larger
than the chip is first split along its output channels into slices that each fit (COMPASS's
partition units, §III-A) and a concatenation; cuts are then also allowed between the slices,
where the layer's input and the slices done so far are live (a partition may read several
tensors from global memory, in either mode: the low-latency scheduler reads every input it
does not produce from there). Grouped convolutions are not split. When those cuts leave no
chain (an inception module wider than the chip), every position between layers is tried.

Which cuts to take is a shortest path over the valid partitions, stated in CP-SAT: a boolean
``x[a, b]`` per partition ``layers[a:b]`` that fits (its arrays, and one copy of each layer
packed onto the cores), one unit of flow from the first cut to the last
(``Σ_b x[a, b] = Σ_b x[b, a]`` at every inner cut), and the objective

    minimize Σ x[a, b] · (R[a, b] + N · T[a, b])

with ``N`` the batch (1 in low-latency mode), ``R`` the weight-replacement cycles and ``T`` the
capacity bound on the partition's pipeline cycle (pimsolve.solve.placement.bound). A batch
through a partition takes at least ``R + N·T``, so the objective is a lower bound on the batch's
time for the chosen cuts (one input's latency through a pipeline is at least its cycle), and
the optimum a lower bound over every partitioning at these cuts; the placement of each
partition then says how close it gets. Like every bound pimsolve reports, it is in the cost
model's cycles (pimsolve.solve.placement.cost): on out-of-order cores the simulator can overlap more
than that model counts (docs/benchmarks.md).

Replacement cycles: the weights stream from global memory once (broadcast to every copy,
COMPASS §II-A) while each core writes its arrays one after another, so
``R = max(weight bytes / global bandwidth, arrays on the busiest core · write_latency)``,
with ``compute.crossbar.write_latency`` (symbols rows, cols, bytes) from the hwspec, or one
cycle per array row when the hwspec gives none. Before placement the busiest core is taken to
hold at least one copy spread evenly (``⌈arrays / cores⌉``), so ``R`` is a lower bound too;
after placement the real count, copies included, is used.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping
from dataclasses import dataclass, replace

from ortools.sat.python import cp_model

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.codegen.pricing import vector_cycles
from pimsolve.costs.instructions import array_write
from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph
from pimsolve.ir.rewrite import live_cuts, sources, split_output_channels, sub_qgraph
from pimsolve.solve.budget import configure, run_search, stopped_by
from pimsolve.solve.stats import SolveStats

WRITE_DEFAULT = "one cycle per array row (the hwspec gives no compute.crossbar.write_latency)"


@dataclass(frozen=True, slots=True)
class Segment:
    """Partition ``layers[start:stop]`` and its estimated cost."""

    start: int
    stop: int
    arrays: int  # one copy of its weights
    weight_bytes: int
    reload: int  # cycles of weight replacement, at least (one copy spread evenly)
    cycle_bound: int  # lower bound on its pipeline cycle
    cost: int  # reload + batch * cycle_bound


@dataclass(frozen=True, slots=True)
class PartitionPlan:
    segments: tuple[Segment, ...]
    batch: int
    stats: SolveStats
    candidates: int  # partitions that fit, the booleans of the model
    write_rule: str  # where the array write latency came from
    qgraph: QGraph  # the graph the segments index (wide layers split)
    matrices: Mapping[str, LayerMatrix]
    cuts: Mapping[int, tuple[str, ...]]  # position -> tensors live there


def _vector_works(qgraph: QGraph, hw: HwSpec, cuts: Mapping[int, tuple[str, ...]], start: int,
                  stops: list[int]) -> dict[int, int]:
    """``V`` (pimsolve.solve.placement.cost.vector_work) of the partitions from ``start`` to each of
    ``stops``. Partitions with the same start and inputs lay their tensors out alike, each
    the beginning of the longest one, so the vector layers they share are emitted the same
    way: each such group is emitted once, as its longest partition, and each partition's
    ``V`` is the sum over its own layers."""
    groups: dict[tuple[str, ...], list[int]] = {}
    for stop in stops:
        groups.setdefault(tuple(sources(qgraph, start, stop, cuts)), []).append(stop)
    works: dict[int, int] = {}
    for group in groups.values():
        cycles = vector_cycles(sub_qgraph(qgraph, start, max(group), cuts), hw)
        for stop in group:
            works[stop] = sum(cycles.get(layer.name, 0) for layer in qgraph.layers[start:stop])
    return works


def split_wide_layers(qgraph: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix],
                      unfolding: str = "auto") -> tuple[QGraph, dict[str, LayerMatrix],
                                                       frozenset[int]]:
    """Split every CONV/GEMM layer whose one copy does not fit the chip, or does not pack onto its
    cores on its own (array groups too wide to share a core), along its output
    channels into the fewest slices that each fit (aligned to an array's columns), followed by
    a concatenation under the layer's name: the graph, its layer matrices and the positions
    between slices (where ``live_cuts`` may cut)."""
    from pimsolve.bind.arraygroups import layer_matrices
    from pimsolve.hwspec.affine import matrix_capacity
    from pimsolve.ir.qgraph import QKind

    by_name = {layer.name: layer for layer in qgraph.layers}
    wide = {name for name, m in matrices.items() if m.arrays > hw.total_arrays
            or not fits_chip(replace(qgraph, layers=(by_name[name],)), hw, {name: m}, "ht")}
    if not wide:
        return qgraph, dict(matrices), frozenset()
    _rows, per_array = matrix_capacity(hw, qgraph.weight_bits)
    graph = qgraph
    between: set[int] = set()
    for layer in qgraph.layers:
        if layer.name not in wide:
            continue
        if layer.kind is QKind.CONV and layer.attrs.groups > 1:
            raise InfeasibleError(
                f"layer {layer.name} alone needs {matrices[layer.name].arrays} arrays for one "
                f"copy of its weights, {hw.name} has {hw.total_arrays}; a grouped convolution "
                "is not split across partitions; hint: a larger hwspec or lower "
                "precision.weights")
        channels = layer.weight.shape[0]
        pieces = -(-matrices[layer.name].arrays // hw.total_arrays)
        while True:
            width = math.ceil(math.ceil(channels / pieces) / per_array) * per_array
            bounds = [(o, min(o + width, channels)) for o in range(0, channels, width)]
            trial = split_output_channels(graph, layer.name, bounds)
            first = next(i for i, x in enumerate(trial.layers) if x.name == f"{layer.name}.out0")
            slices = trial.layers[first:first + len(bounds)]
            parts = layer_matrices(replace(trial, layers=slices), hw, unfolding)
            if all(fits_chip(replace(trial, layers=(piece,)), hw,
                             {piece.name: parts[piece.name]}, "ht") for piece in slices) \
                    or width <= per_array:
                break
            pieces += 1
        between.update(range(first + 1, first + len(slices) + 1))
        graph = trial
    return graph, layer_matrices(graph, hw, unfolding), frozenset(between)


def write_cycles(hw: HwSpec) -> tuple[int, str]:
    """Cycles to write one array, and where the figure comes from."""
    if hw.compute.crossbar is None:
        return hw.core.array.rows, WRITE_DEFAULT
    return max(1, int(round(array_write(hw)[0]))), "compute.crossbar.write_latency"


def write_energy_pj(hw: HwSpec) -> float | None:
    """pJ to write one array (compute.crossbar.write_energy), None when the hwspec has none."""
    spec = hw.compute.crossbar
    if spec is None or spec.write_energy is None:
        return None
    return array_write(hw)[1]


def reload_cycles(hw: HwSpec, weight_bytes: int, busiest_arrays: int) -> int:
    """Cycles of one weight replacement (formula in the module docstring)."""
    per_array, _how = write_cycles(hw)
    stream = math.ceil(weight_bytes / hw.global_memory.bandwidth)
    return max(stream, busiest_arrays * per_array)


def weight_bytes(qgraph: QGraph, names) -> int:
    byw = (qgraph.weight_bits + 7) // 8
    by_name = {layer.name: layer for layer in qgraph.layers}
    return sum(int(by_name[name].weight.size) * byw for name in names)


def fits_chip(qgraph: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix],
              mode: str) -> bool:
    """Whether one copy of every layer fits the chip's arrays and packs onto its cores."""
    from pimsolve.solve.placement.cost import build_problem
    from pimsolve.solve.placement.heuristic import packs

    if sum(m.arrays for m in matrices.values()) > hw.total_arrays:
        return False
    return packs(build_problem(qgraph, hw, matrices, mode))


def _costed(qgraph: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix], mode: str,
            runs: int, cuts: Mapping[int, tuple[str, ...]], known: dict, progress
            ) -> dict[tuple[int, int], Segment]:
    """Every partition between two of ``cuts`` that fits and packs, with its cost (``known``:
    partitions costed before, reused)."""
    from pimsolve.solve.placement.bound import cycle_bound
    from pimsolve.solve.placement.cost import build_problem
    from pimsolve.solve.placement.heuristic import packs

    positions = sorted(cuts)
    weight_of = {i: layer.name for i, layer in enumerate(qgraph.layers) if layer.name in matrices}
    segments: dict[tuple[int, int], Segment] = {}
    for ai, a in enumerate(positions):
        arrays = 0
        names: list[str] = []
        last = a
        todo: list[tuple[int, tuple[str, ...], int]] = []  # (stop, weight layers, arrays)
        for b in positions[ai + 1:]:
            for i in range(last, b):
                if i in weight_of:
                    names.append(weight_of[i])
                    arrays += matrices[weight_of[i]].arrays
            last = b
            if arrays > hw.total_arrays:
                break
            if not names:
                continue
            if (a, b) in known:
                segments[(a, b)] = known[(a, b)]
                continue
            todo.append((b, tuple(names), arrays))
        works = _vector_works(qgraph, hw, cuts, a, [b for b, _n, _a in todo])
        for b, weights, arrays in todo:
            sub = sub_qgraph(qgraph, a, b, cuts)
            problem = build_problem(sub, hw, {n: matrices[n] for n in weights}, mode, works[b])
            if not packs(problem):
                continue
            bound = cycle_bound(problem)
            wbytes = weight_bytes(qgraph, weights)
            reload = reload_cycles(hw, wbytes, -(-arrays // hw.num_cores))
            segments[(a, b)] = Segment(a, b, arrays, wbytes, reload, bound, reload + runs * bound)
        if progress is not None:
            progress(f"partitioning: costed cuts from layer {a} ({len(segments)} partitions)")
    return segments


def _reachable(segments: Mapping[tuple[int, int], Segment]) -> set[int]:
    """Positions a chain of the partitions reaches from the first layer."""
    reached, frontier = {0}, [0]
    while frontier:
        here = frontier.pop()
        for a, b in segments:
            if a == here and b not in reached:
                reached.add(b)
                frontier.append(b)
    return reached


def plan_partitions(qgraph: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix],
                    mode: str, batch: int, time_limit: float = 10.0, workers: int = 2,
                    seed: int = 0, progress=None, between: frozenset[int] = frozenset(),
                    greedy: bool = False) -> PartitionPlan:
    """The cheapest chain of partitions that each fit the chip (CP-SAT, module docstring).
    ``between``: positions inside split layers that may be cut whatever is live there.
    ``greedy``: instead, the baseline that fills the chip before every replacement (each
    partition the longest that fits and still leaves a chain to the end)."""
    started = time.perf_counter()
    end = len(qgraph.layers)
    have = hw.total_arrays
    oversized = [m for m in matrices.values() if m.arrays > have]
    if oversized:
        worst = max(oversized, key=lambda m: m.arrays)
        raise InfeasibleError(
            f"layer {worst.layer} alone needs {worst.arrays} arrays for one copy of its weights, "
            f"{hw.name} has {have}; split it first (split_wide_layers); hint: a larger "
            "hwspec or lower precision.weights")
    runs = 1 if mode == "ll" else batch
    cuts = live_cuts(qgraph, between)
    segments = _costed(qgraph, hw, matrices, mode, runs, cuts, {}, progress)
    if end not in _reachable(segments):
        # no chain at the one-tensor cuts (an inception module wider than the chip): the
        # tensors live at a cut wait in global memory, so any position may be cut
        cuts = live_cuts(qgraph, frozenset(range(1, end)))
        segments = _costed(qgraph, hw, matrices, mode, runs, cuts, segments, progress)
    positions = sorted(cuts)
    if greedy:
        return _greedy_plan(segments, end, runs, started, seed, hw, qgraph, matrices, cuts)
    model = cp_model.CpModel()
    use = {key: model.NewBoolVar(f"x[{key[0]},{key[1]}]") for key in segments}
    for p in positions:
        out = sum(use[k] for k in use if k[0] == p)
        into = sum(use[k] for k in use if k[1] == p)
        model.Add(out - into == (1 if p == 0 else -1 if p == end else 0))
    model.Minimize(sum(segment.cost * use[key] for key, segment in segments.items()))
    solver = cp_model.CpSolver()
    configure(solver, time_limit, time_limit, workers, seed)
    code = run_search(solver, model)
    wall = time.perf_counter() - started
    if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        reach = max(_reachable(segments))
        raise InfeasibleError(
            f"no chain of partitions covers the model on {hw.name}: of the {len(positions)} "
            f"places it may be cut, none after layer "
            f"{qgraph.layers[reach].name if reach < end else reach} starts a partition whose "
            f"copy fits {have} arrays and packs onto {hw.num_cores} cores of "
            f"{hw.core.arrays}; hint: a larger hwspec, lower precision.weights or more "
            f"core.local_memory.bytes (pieces too large to share a core take one each)")
    chosen = []
    p = 0
    while p != end:
        key = next(k for k in segments if k[0] == p and solver.Value(use[k]))
        chosen.append(segments[key])
        p = key[1]
    objective = int(round(solver.ObjectiveValue()))
    bound = int(round(solver.BestObjectiveBound()))
    status = "OPTIMAL" if code == cp_model.OPTIMAL else "FEASIBLE"
    gap = (objective - bound) / objective if objective else 0.0
    _per_array, rule = write_cycles(hw)
    stats = SolveStats("cpsat", status, objective, bound, gap, wall, seed, workers,
                       "CP-SAT shortest path over the partitions that fit; each costed as "
                       "weight replacement plus batch × the capacity bound of its pipeline "
                       "cycle", stopped_by(solver, code == cp_model.OPTIMAL))
    return PartitionPlan(tuple(chosen), runs, stats, len(segments), rule, qgraph, matrices, cuts)


def _greedy_plan(segments: Mapping[tuple[int, int], Segment], end: int, runs: int,
                 started: float, seed: int, hw: HwSpec, qgraph: QGraph,
                 matrices: Mapping[str, LayerMatrix], cuts) -> PartitionPlan:
    """Fill the chip, replace, repeat: from each cut the longest partition from which the end
    is still reachable (the baseline COMPASS compares against)."""
    finishing = {end}
    for a, b in sorted(segments, key=lambda k: (-k[0], -k[1])):  # backwards: who reaches end
        if b in finishing:
            finishing.add(a)
    if 0 not in finishing:
        raise InfeasibleError(f"no chain of partitions covers the model on {hw.name}; hint: a "
                              "larger hwspec, lower precision.weights or more "
                              "core.local_memory.bytes")
    chosen, p = [], 0
    while p != end:
        b = max(b for a, b in segments if a == p and b in finishing)
        chosen.append(segments[(p, b)])
        p = b
    objective = sum(s.cost for s in chosen)
    stats = SolveStats("greedy", "HEURISTIC", objective, None, None,
                       time.perf_counter() - started, seed, 1, "no bound")
    return PartitionPlan(tuple(chosen), runs, stats, len(segments), write_cycles(hw)[1], qgraph,
                         matrices, cuts)
