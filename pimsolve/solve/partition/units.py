"""COMPASS's partition units and validity map (seeds/compass.txt §III-B).

A *partition unit* is a slice of one CONV/GEMM layer's weights along its output channels that
fits the arrays of a single core: a layer that fits one core is one unit, a larger one is cut
into the fewest equal slices (whole arrays' worth of columns each) that fit a core. Where even
a slice one array wide needs more arrays than a core has (a fully connected layer with more
input rows than a core's arrays hold), that slice is the unit and its array groups span cores.
Units follow the layers' topological order; a partition is a span ``units[i:j]``.

The *validity map* marks, for every start ``i``, the spans that fit the chip: one copy of each
unit of ``units[i:j]`` packed onto the cores (an array group never spans cores, so this is a
bin packing of the units' array groups into ``cores`` bins of ``arrays per core``; first-fit
decreasing decides it here, a sufficient test). A span that fits stays valid when shortened, so the map is
the last valid end of each start, ``ends[i]``: spans ``[i, j)`` with ``i < j <= ends[i]`` fit.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from pimsolve.bind.arraygroups import LayerMatrix, layer_matrices
from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.affine import matrix_capacity
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph, QKind
from pimsolve.ir.rewrite import split_output_channels


@dataclass(frozen=True, slots=True)
class PartitionUnit:
    layer: str  # the CONV/GEMM layer it is a slice of
    channels: tuple[int, int]  # its output channels [first, stop)
    arrays: int  # arrays one copy occupies
    weight_bytes: int
    groups: tuple[int, ...]  # arrays of each of its array groups (each on one core)


@dataclass(frozen=True, slots=True)
class ValidityMap:
    units: tuple[PartitionUnit, ...]
    ends: tuple[int, ...]  # ends[i]: the last j for which units[i:j] fits the chip
    cores: int
    arrays_per_core: int

    def valid(self, start: int, stop: int) -> bool:
        return start < stop <= self.ends[start]

    @property
    def valid_share(self) -> float:
        """The share of spans ``i < j`` that fit (COMPASS Fig. 5's valid area)."""
        count = len(self.units)
        spans = count * (count + 1) // 2
        return sum(end - i for i, end in enumerate(self.ends)) / spans if spans else 1.0

    def fewest_partitions(self) -> int:
        """The fewest partitions covering every unit: the greedy longest spans (optimal, as the
        valid spans of each start are a prefix)."""
        count, start = 0, 0
        while start < len(self.units):
            start = self.ends[start]
            count += 1
        return count


def _slice_groups(qgraph: QGraph, hw: HwSpec, name: str, bounds: Sequence[tuple[int, int]],
                  unfolding: str) -> list[tuple[int, ...]]:
    """The arrays of every array group of each slice of layer ``name`` cut at ``bounds``."""
    split = split_output_channels(qgraph, name, bounds)
    first = next(i for i, x in enumerate(split.layers) if x.name == f"{name}.out0")
    slices = split.layers[first:first + len(bounds)]
    mats = layer_matrices(replace(split, layers=slices), hw, unfolding)
    return [tuple(g.arrays for g in mats[s.name].groups) for s in slices]


def partition_units(qgraph: QGraph, hw: HwSpec, matrices: Mapping[str, LayerMatrix],
                    unfolding: str = "auto") -> tuple[PartitionUnit, ...]:
    """The partition units of every CONV/GEMM layer, in topological order."""
    per_core = hw.core.arrays
    _rows, per_array = matrix_capacity(hw, qgraph.weight_bits)
    byw = (qgraph.weight_bits + 7) // 8
    units: list[PartitionUnit] = []
    for layer in qgraph.layers:
        matrix = matrices.get(layer.name)
        if matrix is None:
            continue
        channels = layer.weight.shape[0]
        per_channel = int(layer.weight[0].size) * byw
        if matrix.arrays <= per_core:
            units.append(PartitionUnit(layer.name, (0, channels), matrix.arrays,
                                       channels * per_channel,
                                       tuple(g.arrays for g in matrix.groups)))
            continue
        if layer.kind is QKind.CONV and layer.attrs.groups > 1:
            raise InfeasibleError(
                f"layer {layer.name}: a grouped convolution needs {matrix.arrays} arrays for "
                f"one copy, more than a core's {per_core}, and is not cut into partition "
                "units; hint: a hwspec with more arrays per core or lower precision.weights")
        pieces = math.ceil(matrix.arrays / per_core)
        while True:
            width = math.ceil(math.ceil(channels / pieces) / per_array) * per_array
            bounds = [(o, min(o + width, channels)) for o in range(0, channels, width)]
            groups = _slice_groups(qgraph, hw, layer.name, bounds, unfolding)
            # a slice one array wide that still needs more than a core (more input rows
            # than a core's arrays hold) is the narrowest unit: its groups span cores
            if max(sum(g) for g in groups) <= per_core or width <= per_array:
                break
            pieces += 1
        units += [PartitionUnit(layer.name, (a, b), sum(g), (b - a) * per_channel, g)
                  for (a, b), g in zip(bounds, groups)]
    return tuple(units)


def _packs(arrays: Sequence[int], cores: int, per_core: int) -> bool:
    """First-fit decreasing of the array groups ``arrays`` into ``cores`` bins of
    ``per_core``."""
    free: list[int] = []
    for need in sorted(arrays, reverse=True):
        for k, room in enumerate(free):
            if room >= need:
                free[k] = room - need
                break
        else:
            if len(free) == cores:
                return False
            free.append(per_core - need)
    return True


def validity_map(units: Sequence[PartitionUnit], hw: HwSpec) -> ValidityMap:
    """Each start's last valid end (two pointers over the total arrays, then the packing)."""
    cores, per_core = hw.num_cores, hw.core.arrays
    count = len(units)
    sizes = [u.arrays for u in units]
    ends: list[int] = []
    stop, total = 0, 0
    for start in range(count):
        if stop < start:
            stop, total = start, 0
        while stop < count and total + sizes[stop] <= cores * per_core:
            total += sizes[stop]
            stop += 1
        end = stop
        while end > start and not _packs([g for u in units[start:end] for g in u.groups],
                                         cores, per_core):
            end -= 1
        ends.append(end)
        total -= sizes[start] if stop > start else 0
    return ValidityMap(tuple(units), tuple(ends), cores, per_core)
