"""Heuristic placements: first-fit (no replication) and PIMCOMP's balance heuristic.

Both return a :class:`Placement`; the CP-SAT placement will return the same type.
"""

from __future__ import annotations

from collections.abc import Mapping

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.model import HwSpec
from pimsolve.solve.placement.placement import Placement


def first_fit(matrices: Mapping[str, LayerMatrix], hw: HwSpec,
              replicas: Mapping[str, int] | None = None, solver: str = "first-fit") -> Placement:
    """Place every array group on the lowest-numbered core with enough free arrays."""
    replicas = dict(replicas or {name: 1 for name in matrices})
    free = [hw.core.arrays] * hw.num_cores
    cores: dict[str, tuple[tuple[int, ...], ...]] = {}
    for name, matrix in matrices.items():
        placed = []
        for _ in range(replicas[name]):
            row = _place_replica(matrix, free)
            if row is None:
                need = sum(m.arrays * replicas[n] for n, m in matrices.items())
                raise InfeasibleError(
                    f"layer {name}: no core has room left for its array groups ({need} arrays "
                    f"needed in all, {hw.total_arrays} on {hw.name}); hint: use a larger "
                    "hwspec or lower weight precision")
            placed.append(row)
        cores[name] = tuple(placed)
    return Placement(replicas, cores, solver)


def _place_replica(matrix: LayerMatrix, free: list[int], spread: bool = False
                   ) -> tuple[int, ...] | None:
    """Place one replica's array groups, updating ``free``: on the lowest-numbered core with
    room (first fit), or with ``spread`` on the core with the most free arrays (so replicas
    land on different cores and run in parallel). None, and no change, if it does not fit."""
    row: list[int] = []
    if spread:  # the whole replica on the freest core that can hold it, when there is one
        core = max(range(len(free)), key=lambda c: (free[c], -c))
        if free[core] >= matrix.arrays:
            free[core] -= matrix.arrays
            return (core,) * len(matrix.groups)
    for group in matrix.groups:
        if spread:  # stay on the replica's current core while it has room
            core = row[-1] if row and free[row[-1]] >= group.arrays else \
                max(range(len(free)), key=lambda c: (free[c], -c))
            core = core if free[core] >= group.arrays else None
        else:
            core = next((c for c, room in enumerate(free) if room >= group.arrays), None)
        if core is None:
            for undo, shape in zip(row, matrix.groups):
                free[undo] += shape.arrays
            return None
        free[core] -= group.arrays
        row.append(core)
    return tuple(row)


def balance(matrices: Mapping[str, LayerMatrix], hw: HwSpec) -> Placement:
    """PIMCOMP's heuristic: replicate the layer with the most sliding windows per replica while
    its next replica still fits; extra replicas go to the cores with the most free arrays."""
    base = first_fit(matrices, hw, None, "balance")
    replicas = dict(base.replicas)
    cores = {name: list(rows) for name, rows in base.cores.items()}
    free = [hw.core.arrays] * hw.num_cores
    for core, used in base.arrays_per_core(matrices).items():
        free[core] -= used
    blocked: set[str] = set()
    while True:
        candidates = [n for n in matrices if n not in blocked
                      and replicas[n] < matrices[n].windows]
        if not candidates:
            break
        name = max(candidates, key=lambda n: (matrices[n].windows / replicas[n], n))
        row = _place_replica(matrices[name], free, spread=True)
        if row is None:
            blocked.add(name)
            continue
        replicas[name] += 1
        cores[name].append(row)
    return Placement(replicas, {n: tuple(rows) for n, rows in cores.items()}, "balance")
