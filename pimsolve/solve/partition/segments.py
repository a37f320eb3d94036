"""The candidate partitions of a model larger than the chip, each with its cost (seeds/compass.txt).

A *partition* is ``layers[a:b]`` of the fixed-point graph between two *cuts*: positions where
the tensors live there wait in global memory (``live_cuts``: where one tensor is live, between
the slices of a split layer, or any position when those leave no chain). It is a candidate
when one copy of its weights fits the chip's arrays and its array groups pack onto the cores.
Its figures, in the cost model's cycles and the hwspec's energies:

- ``reload`` ``R``: cycles of writing its weights. The weights stream from global memory once
  (broadcast to every copy, COMPASS §II-A) while each core writes its arrays one after
  another, so ``R = max(weight bytes / global bandwidth, arrays on the busiest core ·
  write_latency)`` (``compute.crossbar.write_latency``, or one cycle per array row when the
  hwspec gives none). Before placement the busiest core is taken to hold at least one copy
  spread evenly (``⌈arrays / cores⌉``), so ``R`` is a lower bound.
- ``cycle_bound`` ``T``: the capacity bound on its pipeline cycle over every replication and
  placement (pimsolve.solve.placement.bound): the partition's replication is its own
  decision, it changes no other partition's figures, so the best over it is folded into ``T``.
- ``cost`` ``D = R + runs · T``: cycles of a batch of ``runs`` inputs through it, at least.
- ``energy`` ``E``: pJ of a batch through it, leakage aside: writing its arrays
  (``write_energy``) and streaming its weights (an ``ld``), plus ``runs`` times one input's
  estimate: every window's ``mvmul`` on every array group, one vector element operation per
  element of each vector layer's output, each weight layer's output sent one hop, and the
  partition's entry tensors loaded from and exit tensors stored to global memory
  (COMPASS §III-B3). The placement changes the energy only through hop counts, which the
  estimate takes as one.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.codegen.pricing import vector_cycles
from pimsolve.costs.instructions import array_write, op_energy
from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph
from pimsolve.ir.rewrite import live_cuts, sources, split_output_channels, sub_qgraph

WRITE_DEFAULT = "one cycle per array row (the hwspec gives no compute.crossbar.write_latency)"


@dataclass(frozen=True, slots=True)
class Segment:
    """Partition ``layers[start:stop]`` and its estimated figures (module docstring)."""

    start: int
    stop: int
    arrays: int  # one copy of its weights
    weight_bytes: int
    reload: int  # cycles of weight replacement, at least (one copy spread evenly)
    cycle_bound: int  # lower bound on its pipeline cycle
    cost: int  # reload + runs * cycle_bound: cycles of a batch through it, at least
    energy: int = 0  # pJ of a batch through it, leakage aside (estimate)
    reload_energy: float = 0.0  # pJ of its weight replacement
    input_energy: float = 0.0  # pJ of one input through it, leakage aside
    measured: Measured | None = None  # its compiled program's simulated figures, once known

    def for_runs(self, runs: int) -> Segment:
        """The same partition costed for ``runs`` inputs per weight replacement: by the
        estimates, or by its simulated figures once measured."""
        if self.measured is not None:
            m = self.measured
            return replace(self, cost=int(round(m.reload + m.latency + (runs - 1) * m.cycle)),
                           energy=int(round(m.reload_pj + runs * m.input_pj)))
        return replace(self, cost=self.reload + runs * self.cycle_bound,
                       energy=int(round(self.reload_energy + runs * self.input_energy)))


@dataclass(frozen=True, slots=True)
class Measured:
    """A compiled partition's figures on the simulator: its weight writes' cycles, one input's
    latency, its saturated pipeline cycle, and the dynamic energy (pJ) of its writes and of
    one input (pimsolve.verify.measure_partition). A batch of ``N`` takes
    ``reload + latency + (N − 1)·cycle``."""

    reload: float
    latency: float
    cycle: float
    reload_pj: float
    input_pj: float


@dataclass(frozen=True, slots=True)
class Candidates:
    """Every partition that fits, keyed by (start, stop), over the graph they index."""

    segments: Mapping[tuple[int, int], Segment]
    cuts: Mapping[int, tuple[str, ...]]  # position -> tensors live there
    end: int  # len(qgraph.layers)
    runs: int  # inputs per weight replacement
    qgraph: QGraph
    matrices: Mapping[str, LayerMatrix]

    def with_measured(self, figures: Mapping[tuple[int, int], Measured]) -> Candidates:
        """The same candidates, those in ``figures`` costed by their simulated figures."""
        segments = dict(self.segments)
        for key, measured in figures.items():
            segments[key] = replace(segments[key], measured=measured).for_runs(self.runs)
        return replace(self, segments=segments)

    def for_batch(self, runs: int) -> Candidates:
        """The same candidates costed for ``runs`` inputs per weight replacement."""
        return replace(self, runs=runs,
                       segments={k: s.for_runs(runs) for k, s in self.segments.items()})

    def after(self, start: int) -> list[int]:
        """Ends of the partitions starting at ``start``, in order."""
        return sorted(b for a, b in self.segments if a == start)

    def reached(self) -> set[int]:
        """Positions a chain of partitions reaches from the first cut."""
        reach = {0}
        for a, b in sorted(self.segments):
            if a in reach:
                reach.add(b)
        return reach

    def reaching(self, target: int) -> set[int]:
        """Positions from which a chain of partitions reaches ``target``."""
        reach = {target}
        for a, b in sorted(self.segments, key=lambda k: (-k[0], -k[1])):
            if b in reach and a < target:
                reach.add(a)
        return reach


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



def reload_energy_pj(hw: HwSpec, nbytes: int, arrays: int) -> float:
    """Energy of one weight replacement: streaming ``nbytes`` of weights from global memory
    into the cores (the hwspec's ``ld`` energy) and writing ``arrays`` arrays
    (``compute.crossbar.write_energy`` per array; nothing when the hwspec has no such figure)."""
    return op_energy(hw, "ld", len=nbytes, bytes=nbytes) + arrays * (write_energy_pj(hw) or 0.0)


def input_energy_pj(sub: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix]) -> float:
    """One input's energy through the partition ``sub``, leakage aside (module docstring)."""
    from pimsolve.ir.rewrite import external_inputs

    byw = (sub.data_bits + 7) // 8

    def nbytes(name: str) -> int:
        return math.prod(sub.tensors[name].shape) * byw

    total = 0.0
    for layer in sub.layers:
        matrix = matrices.get(layer.name)
        out = nbytes(layer.output)
        if matrix is None:
            total += op_energy(hw, "vvadd", len=out // byw, bytes=out)
            continue
        per_window = sum(op_energy(hw, "mvmul", rows=g.height, cols=g.cols[1] - g.cols[0],
                                   arrays=g.arrays, len=g.height, bytes=g.height * byw)
                         for g in matrix.groups)
        total += matrix.windows * per_window + op_energy(hw, "send", bytes=out, hops=1)
    total += sum(op_energy(hw, "ld", len=nbytes(n), bytes=nbytes(n))
                 for n in external_inputs(sub))
    total += sum(op_energy(hw, "st", len=nbytes(n), bytes=nbytes(n)) for n in sub.outputs)
    return total


def cost_segments(qgraph: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix], mode: str,
                  runs: int, cuts: Mapping[int, tuple[str, ...]], known=None,
                  progress=None) -> dict[tuple[int, int], Segment]:
    """Every partition between two of ``cuts`` that fits and packs, with its figures
    (``known``: costed before, reused)."""
    from pimsolve.solve.placement.bound import cycle_bound
    from pimsolve.solve.placement.cost import build_problem
    from pimsolve.solve.placement.heuristic import packs

    known = {} if known is None else known
    positions = sorted(cuts)
    weight_of = {i: layer.name for i, layer in enumerate(qgraph.layers) if layer.name in matrices}
    segments: dict[tuple[int, int], Segment] = {}
    for a in positions:
        arrays = 0
        names: list[str] = []
        last = a
        todo: list[tuple[int, tuple[str, ...], int]] = []  # (stop, weight layers, arrays)
        for b in (p for p in positions if p > a):
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
            own = {n: matrices[n] for n in weights}
            problem = build_problem(sub, hw, own, mode, works[b])
            if not packs(problem):
                continue
            bound = cycle_bound(problem)
            wbytes = weight_bytes(qgraph, weights)
            reload = reload_cycles(hw, wbytes, -(-arrays // hw.num_cores))
            segments[(a, b)] = Segment(a, b, arrays, wbytes, reload, bound, 0, 0,
                                       reload_energy_pj(hw, wbytes, arrays),
                                       input_energy_pj(sub, hw, own)).for_runs(runs)
        if progress is not None:
            progress(f"partitioning: costed cuts from layer {a} ({len(segments)} partitions)")
    return segments


def candidates(qgraph: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix], mode: str,
               batch: int, between: frozenset[int] = frozenset(), progress=None,
               every: bool = True) -> Candidates:
    """Every partition that fits. With ``every``, every position between layers is a cut:
    a partition may have several entry and exit tensors, which wait in global memory (COMPASS
    §III-B3). Otherwise only the cuts ``live_cuts`` allows (one live tensor; ``between``:
    positions inside split layers), unless those leave no chain to the end (an inception
    module wider than the chip)."""
    end = len(qgraph.layers)
    oversized = [m for m in matrices.values() if m.arrays > hw.total_arrays]
    if oversized:
        worst = max(oversized, key=lambda m: m.arrays)
        raise InfeasibleError(
            f"layer {worst.layer} alone needs {worst.arrays} arrays for one copy of its weights, "
            f"{hw.name} has {hw.total_arrays}; split it first (split_wide_layers); hint: a "
            "larger hwspec or lower precision.weights")
    runs = 1 if mode == "ll" else batch
    cuts = live_cuts(qgraph, frozenset(range(1, end)) if every else between)
    segments = cost_segments(qgraph, hw, matrices, mode, runs, cuts, progress=progress)
    found = Candidates(segments, cuts, end, runs, qgraph, matrices)
    if end not in found.reached() and not every:
        cuts = live_cuts(qgraph, frozenset(range(1, end)))
        segments = cost_segments(qgraph, hw, matrices, mode, runs, cuts, known=segments,
                                 progress=progress)
        found = Candidates(segments, cuts, end, runs, qgraph, matrices)
    return found


def no_chain(found: Candidates, hw: HwSpec) -> InfeasibleError:
    """The error when no chain of candidates covers the model."""
    reach = max(found.reached())
    layers = found.qgraph.layers
    return InfeasibleError(
        f"no chain of partitions covers the model on {hw.name}: of the {len(found.cuts)} "
        f"places it may be cut, none after layer "
        f"{layers[reach].name if reach < found.end else reach} starts a partition whose "
        f"copy fits {hw.total_arrays} arrays and packs onto {hw.num_cores} cores of "
        f"{hw.core.arrays}; hint: a larger hwspec, lower precision.weights or more "
        f"core.local_memory.bytes (pieces too large to share a core take one each)")
