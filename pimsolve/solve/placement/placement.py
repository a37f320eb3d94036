"""The placement decision's result: replication per layer and the core of every array group of
every replica (pimsolve.solve.placement.cpsat chooses it; the heuristics in baseline.py are the
baselines)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from pimsolve.bind.arraygroups import LayerMatrix


@dataclass(frozen=True, slots=True)
class Placement:
    """Replication per layer and, per replica, the core of each of the layer's array groups."""

    replicas: Mapping[str, int]
    cores: Mapping[str, tuple[tuple[int, ...], ...]]  # layer -> replica -> array group -> core
    solver: str
    # layer -> windows each replica computes (HT); absent layers split evenly
    windows: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    # layer -> replica -> array group -> copy number on its core. Replicas whose array group g
    # has the same core and copy number share that physical group (they take turns); absent
    # layers give every replica its own groups
    copy_of: Mapping[str, tuple[tuple[int, ...], ...]] = field(default_factory=dict)

    def physical(self, layer: str, replica: int, group: int) -> tuple:
        """Identity of the physical array group that serves ``group`` of ``replica``."""
        core = self.cores[layer][replica][group]
        copies = self.copy_of.get(layer)
        if copies is None:
            return (layer, group, core, "replica", replica)
        return (layer, group, core, copies[replica][group])

    def shares(self, layer: str, total: int) -> tuple[int, ...]:
        """Windows per replica: as chosen by the solver, else near-equal chunks."""
        chosen = self.windows.get(layer)
        if chosen is not None:
            return tuple(chosen)
        count = self.replicas[layer]
        size, extra = divmod(total, count)
        return tuple(size + (1 if i < extra else 0) for i in range(count))

    def arrays_per_core(self, matrices: Mapping[str, LayerMatrix]) -> dict[int, int]:
        used: dict[int, int] = {}
        seen: set[tuple] = set()
        for layer, replicas in self.cores.items():
            shapes = matrices[layer].groups
            for index, replica in enumerate(replicas):
                for group, (shape, core) in enumerate(zip(shapes, replica)):
                    key = self.physical(layer, index, group)
                    if key not in seen:
                        seen.add(key)
                        used[core] = used.get(core, 0) + shape.arrays
        return used
