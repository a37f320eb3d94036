"""Partitioning a model larger than the chip into weight-replacement phases (seeds/compass.txt).

When one copy of every weight does not fit the chip's arrays (or its pieces do not pack onto
the cores), the layers are split into
consecutive *partitions* that each fit; the chip runs a batch of inputs through one partition
(a pipeline of its own, placed by pimsolve.solve.placement), then rewrites its arrays with the
next partition's weights (COMPASS §II-A "weight replacement"). Between partitions the batch's
activations wait in global memory.

Cuts are taken between layers where exactly one activation tensor is live (the graph input
before the first layer; a residual block's or an inception module's output), so a partition is
a sub-graph with one input and one output, and each partition is compiled like a whole model.
COMPASS also cuts inside a layer, along its output channels; pimsolve does not, so a single
layer larger than the chip stays infeasible (the error names it).

Which cuts to take is a shortest path over the valid partitions, stated in CP-SAT: a boolean
``x[a, b]`` per partition ``layers[a:b]`` that fits (its arrays, and one copy of each layer
packed onto the cores), one unit of flow from the first cut to the
last (``Σ_b x[a, b] = Σ_b x[b, a]`` at every inner cut), and the objective

    minimize Σ x[a, b] · (R[a, b] + N · T[a, b])

with ``N`` the batch (1 in low-latency mode), ``R`` the weight-replacement cycles and ``T`` the
capacity bound on the partition's pipeline cycle (pimsolve.solve.placement_bound). A batch
through a partition takes at least ``R + N·T``, so the objective is a lower bound on the batch's
time for the chosen cuts (one input's latency through a pipeline is at least its cycle), and
the optimum a lower bound over every partitioning at these cuts; the placement of each
partition then says how close it gets.

Replacement cycles: the weights stream from global memory once (broadcast to every copy,
COMPASS §II-A) while each core writes its arrays one after another, so
``R = max(weight bytes / global bandwidth, arrays on the busiest core · write_latency)``,
with ``compute.crossbar.write_latency`` (symbols rows, cols, bytes) from the hwspec, or one
cycle per array row when the hwspec gives none. Before placement the busiest core is taken to
hold at least one copy spread evenly (``⌈arrays / cores⌉``), so ``R`` is a lower bound too;
after placement the real count, copies included, is used.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, replace

from ortools.sat.python import cp_model

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph
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


def live_cuts(qgraph: QGraph) -> dict[int, str]:
    """Layer index -> the one tensor live across a cut before that layer (0 and len(layers)
    included: the graph input and, when there is one, the graph output)."""
    layers = qgraph.layers
    last_use: dict[str, int] = {}
    end = len(layers)
    for index, layer in enumerate(layers):
        for name in layer.inputs:
            last_use[name] = index
    for name in qgraph.outputs:
        last_use[name] = end
    produced = {qgraph.input: -1} | {layer.output: i for i, layer in enumerate(layers)}
    cuts: dict[int, str] = {0: qgraph.input}
    live: set[str] = {qgraph.input} if last_use.get(qgraph.input, -1) >= 0 else set()
    for index in range(1, end + 1):
        out = layers[index - 1].output
        if last_use.get(out, -1) >= index:
            live.add(out)
        live = {t for t in live if last_use.get(t, -1) >= index}
        if index == end:
            if len(qgraph.outputs) == 1:
                cuts[end] = qgraph.outputs[0]
        elif len(live) == 1 and produced[next(iter(live))] >= 0 \
                and next(iter(live)) not in qgraph.outputs:
            cuts[index] = next(iter(live))
    return cuts


def sub_qgraph(qgraph: QGraph, start: int, stop: int, cuts: Mapping[int, str]) -> QGraph:
    """The fixed-point graph of ``layers[start:stop]``: input the tensor live at ``start``,
    output the one live at ``stop`` (the graph's outputs for the last partition)."""
    layers = qgraph.layers[start:stop]
    source = cuts[start]
    outputs = qgraph.outputs if stop == len(qgraph.layers) else (cuts[stop],)
    names = [source, *(layer.output for layer in layers)]
    tensors = {name: qgraph.tensors[name] for name in names}
    return replace(qgraph, layers=layers, tensors=tensors, input=source, outputs=outputs)


def write_cycles(hw: HwSpec) -> tuple[int, str]:
    """Cycles to write one array, and where the figure comes from."""
    rows, cols = hw.core.array.rows, hw.core.array.cols
    spec = hw.compute.crossbar
    if spec is None:
        return rows, WRITE_DEFAULT
    values = {"rows": rows, "cols": cols, "bytes": rows * cols * hw.core.array.cell_bits / 8,
              "weight_bits": hw.precision.weights, "input_bits": hw.precision.inputs,
              "output_bits": hw.precision.outputs}
    return max(1, int(round(spec.write_latency.evaluate(values)))), \
        "compute.crossbar.write_latency"


def reload_cycles(hw: HwSpec, weight_bytes: int, busiest_arrays: int) -> int:
    """Cycles of one weight replacement (formula in the module docstring)."""
    per_array, _how = write_cycles(hw)
    stream = -(-weight_bytes // max(1, int(hw.global_memory.bandwidth))) \
        if hw.global_memory.bandwidth >= 1 else int(weight_bytes / hw.global_memory.bandwidth)
    return max(stream, busiest_arrays * per_array)


def weight_bytes(qgraph: QGraph, names) -> int:
    byw = (qgraph.weight_bits + 7) // 8
    by_name = {layer.name: layer for layer in qgraph.layers}
    return sum(int(by_name[name].weight.size) * byw for name in names)


def plan_partitions(qgraph: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix],
                    mode: str, batch: int, time_limit: float = 10.0, workers: int = 2,
                    seed: int = 0, progress=None) -> PartitionPlan:
    """The cheapest chain of partitions that each fit the chip (CP-SAT, module docstring)."""
    from pimsolve.solve.cost import build_problem
    from pimsolve.solve.heuristic import packs
    from pimsolve.solve.placement_bound import cycle_bound

    started = time.perf_counter()
    cuts = live_cuts(qgraph)
    positions = sorted(cuts)
    end = len(qgraph.layers)
    have = hw.total_arrays
    oversized = [m for m in matrices.values() if m.arrays > have]
    if oversized:
        worst = max(oversized, key=lambda m: m.arrays)
        raise InfeasibleError(
            f"layer {worst.layer} alone needs {worst.arrays} arrays for one copy of its weights, "
            f"{hw.name} has {have}; partitioning cuts between layers, not inside one; hint: a "
            "larger hwspec or lower precision.weights")
    if end not in cuts:
        raise InfeasibleError(f"the model does not fit {hw.name} ({have} arrays) and has "
                              f"{len(qgraph.outputs)} outputs; partitioning needs one")
    weight_of = {i: layer.name for i, layer in enumerate(qgraph.layers) if layer.name in matrices}
    runs = 1 if mode == "ll" else batch
    segments: dict[tuple[int, int], Segment] = {}
    for ai, a in enumerate(positions):
        for b in positions[ai + 1:]:
            names = [weight_of[i] for i in range(a, b) if i in weight_of]
            arrays = sum(matrices[n].arrays for n in names)
            if arrays > have:
                break
            if not names:
                continue
            sub = sub_qgraph(qgraph, a, b, cuts)
            problem = build_problem(sub, hw, {n: matrices[n] for n in names}, mode)
            if not packs(problem):
                continue
            bound = cycle_bound(problem)
            wbytes = weight_bytes(qgraph, names)
            reload = reload_cycles(hw, wbytes, -(-arrays // hw.num_cores))
            segments[(a, b)] = Segment(a, b, arrays, wbytes, reload, bound, reload + runs * bound)
        if progress is not None:
            progress(f"partitioning: costed cuts from layer {a} ({len(segments)} partitions)")
    model = cp_model.CpModel()
    use = {key: model.NewBoolVar(f"x[{key[0]},{key[1]}]") for key in segments}
    for p in positions:
        out = sum(use[k] for k in use if k[0] == p)
        into = sum(use[k] for k in use if k[1] == p)
        model.Add(out - into == (1 if p == 0 else -1 if p == end else 0))
    model.Minimize(sum(segment.cost * use[key] for key, segment in segments.items()))
    solver = cp_model.CpSolver()
    solver.parameters.max_deterministic_time = max(0.05, time_limit)
    solver.parameters.max_time_in_seconds = max(1.0, 3 * time_limit)
    solver.parameters.num_workers = workers
    solver.parameters.random_seed = seed
    code = solver.Solve(model)
    wall = time.perf_counter() - started
    if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        reach = max((k[1] for k in segments if k[0] == 0), default=0)
        raise InfeasibleError(
            f"no chain of partitions covers the model on {hw.name}: cuts are possible only "
            f"where one tensor is live ({len(positions)} places), and the partition starting "
            f"at layer {qgraph.layers[reach].name if reach < end else reach} has none that "
            f"fits {have} arrays; hint: a larger hwspec or lower precision.weights")
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
                       "cycle")
    return PartitionPlan(tuple(chosen), runs, stats, len(segments), rule)
