"""PIM-DL's two-level dynamic program (seeds/pim-dl.txt §IV-A/B, Alg. 1 and 2): the exact
optimum the CP-SAT model of :mod:`pimsolve.solve.layout.cpsat` is checked against.

The network's CONV/GEMM layers, in topological order, are cut into *groups* of consecutive
layers; a group of several layers lives in one tile (its blocks together at most the tile's),
a group of one layer may span several tiles (a layer larger than a tile); the groups together
use at most the chip's tiles. Each layer takes one of its layouts
(:func:`pimsolve.solve.layout.space.layouts`); its cost depends on whether the inputs it reads
come from inside its group (the tile network) or not (the serial inter-tile link). The
objective is the sum of the layers' costs, as PIM-DL's programs sum them.

* **Tile level** (Alg. 1): for every first layer ``j`` and every last layer ``i``, ``f[b]`` is
  the least cost of layers ``j..i`` using exactly ``b`` blocks; extending the group by layer
  ``i + 1`` is one pass over its layouts. All ``N (N + 1) / 2`` groups cost
  ``O(N² · layouts · blocks per tile)``.
* **Global** (Alg. 2, with groups of one layer allowed several tiles): ``F[t][i]`` is the
  least cost of the first ``i`` layers in ``t`` tiles.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from pimsolve.errors import InfeasibleError
from pimsolve.solve.layout.space import LayerShape, Layout, LayoutMachine

INF = np.int64(2**62)


@dataclass(frozen=True, slots=True)
class LayoutProblem:
    """The layers, their layouts (same order as the layers) and the machine."""

    machine: LayoutMachine
    shapes: tuple[LayerShape, ...]
    options: tuple[tuple[Layout, ...], ...]

    def external(self, layer: int, first: int) -> bool:
        """Whether ``layer``'s inputs come from outside a group that starts at ``first``."""
        shape = self.shapes[layer]
        return shape.reads_input or any(p < first for p in shape.producers)


@dataclass(frozen=True, slots=True)
class Group:
    first: int
    last: int
    tiles: int


@dataclass(frozen=True, slots=True)
class LayoutPlan:
    """A choice of every layer's layout and the groups' tiles, with its cost."""

    choice: tuple[int, ...]  # per layer: index into LayoutProblem.options[layer]
    groups: tuple[Group, ...]
    cost: int
    method: str
    status: str  # OPTIMAL, FEASIBLE or HEURISTIC
    bound: int | None
    wall_s: float

    @property
    def gap(self) -> float | None:
        if self.bound is None:
            return None
        return 0.0 if self.cost == 0 else max(0.0, (self.cost - self.bound) / self.cost)

    def layout(self, problem: LayoutProblem, layer: int) -> Layout:
        return problem.options[layer][self.choice[layer]]


def plan_cost(problem: LayoutProblem, choice: tuple[int, ...], groups: tuple[Group, ...]
              ) -> int:
    """The objective of a plan, recomputed from its choices (what every method is judged by);
    InfeasibleError when the groups do not cover the layers, overfill a tile or the chip."""
    m = problem.machine
    covered = [g for group in groups for g in range(group.first, group.last + 1)]
    if covered != list(range(len(problem.shapes))):
        raise InfeasibleError(f"layout plan: groups {groups} do not cover the "
                              f"{len(problem.shapes)} layers in order")
    if sum(g.tiles for g in groups) > m.tiles:
        raise InfeasibleError(f"layout plan: {sum(g.tiles for g in groups)} tiles used, "
                              f"{m.tiles} exist")
    total = 0
    for group in groups:
        blocks = 0
        for layer in range(group.first, group.last + 1):
            layout = problem.options[layer][choice[layer]]
            blocks += layout.blocks
            total += layout.cost(problem.external(layer, group.first))
        allowed = m.blocks_per_tile * (group.tiles if group.first == group.last else 1)
        if blocks > allowed or group.tiles < 1 or (group.first != group.last and
                                                   group.tiles != 1):
            raise InfeasibleError(f"layout plan: layers {group.first}..{group.last} take "
                                  f"{blocks} blocks in {group.tiles} tile(s) of "
                                  f"{m.blocks_per_tile}")
    return total


def tiles_for(blocks: int, machine: LayoutMachine) -> int:
    return max(1, -(-blocks // machine.blocks_per_tile))


def solve_dp(problem: LayoutProblem) -> LayoutPlan:
    """The optimum by PIM-DL's two-level dynamic program; InfeasibleError when no plan fits."""
    started = time.perf_counter()
    m = problem.machine
    n = len(problem.shapes)
    budget = m.blocks_per_tile
    # tile level: best[j][i] cost and its layouts, for groups j..i in one tile
    best = np.full((n, n), INF, dtype=np.int64)
    picks: dict[tuple[int, int], tuple[int, ...]] = {}
    for first in range(n):
        f = np.full(budget + 1, INF, dtype=np.int64)
        f[0] = 0
        trail: list[np.ndarray] = []  # per added layer: the layout index chosen at each b
        for last in range(first, n):
            new = np.full(budget + 1, INF, dtype=np.int64)
            pick = np.full(budget + 1, -1, dtype=np.int32)
            external = problem.external(last, first)
            for index, layout in enumerate(problem.options[last]):
                rb = layout.blocks
                if rb > budget:
                    continue
                cand = f[:budget + 1 - rb] + np.int64(layout.cost(external))
                cand[f[:budget + 1 - rb] >= INF] = INF
                better = cand < new[rb:]
                new[rb:][better] = cand[better]
                pick[rb:][better] = index
            trail.append(pick)
            f = new
            b = int(np.argmin(f))
            if f[b] >= INF:
                break  # a longer group cannot fit either
            best[first, last] = f[b]
            picks[first, last] = _walk_back(problem, first, trail, b)
    # groups of one layer over several tiles
    spans: dict[tuple[int, int], tuple[int, int]] = {}  # (layer, tiles) -> (cost, layout)
    for layer in range(n):
        external = problem.external(layer, layer)
        for index, layout in enumerate(problem.options[layer]):
            tiles = tiles_for(layout.blocks, m)
            if tiles < 2 or tiles > m.tiles:
                continue
            cost = layout.cost(external)
            if (layer, tiles) not in spans or cost < spans[layer, tiles][0]:
                spans[layer, tiles] = (cost, index)
    # global level
    top = m.tiles
    table = np.full((top + 1, n + 1), INF, dtype=np.int64)
    move: dict[tuple[int, int], tuple[int, int]] = {}  # (t, i) -> (previous i, tiles)
    table[0, 0] = 0
    for t in range(1, top + 1):
        for i in range(1, n + 1):
            for j in range(i):
                if table[t - 1, j] < INF and best[j, i - 1] < INF:
                    value = table[t - 1, j] + best[j, i - 1]
                    if value < table[t, i]:
                        table[t, i] = value
                        move[t, i] = (j, 1)
            for k in range(2, t + 1):
                if (i - 1, k) in spans and table[t - k, i - 1] < INF:
                    value = table[t - k, i - 1] + spans[i - 1, k][0]
                    # a cheaper layout needing fewer tiles is another entry of spans
                    if value < table[t, i]:
                        table[t, i] = value
                        move[t, i] = (i - 1, k)
    t = int(np.argmin(table[:, n]))
    if table[t, n] >= INF:
        raise InfeasibleError(f"{m.name}: the {n} layers do not fit the chip's {m.tiles} tiles "
                              f"of {m.blocks_per_tile} blocks with any PIM-DL layouts "
                              "(static mode keeps every layer resident); expected a larger chip "
                              "or a smaller network")
    groups: list[Group] = []
    choice = [0] * n
    i = n
    while i > 0:
        j, k = move[t, i]
        if k == 1:
            groups.append(Group(j, i - 1, 1))
            for layer, index in zip(range(j, i), picks[j, i - 1]):
                choice[layer] = index
        else:
            groups.append(Group(i - 1, i - 1, k))
            choice[i - 1] = spans[i - 1, k][1]
        t, i = t - k, j
    groups.reverse()
    plan_groups = tuple(groups)
    cost = plan_cost(problem, tuple(choice), plan_groups)
    assert cost == int(table[:, n].min()), (cost, int(table[:, n].min()))
    return LayoutPlan(tuple(choice), plan_groups, cost, "dp", "OPTIMAL", cost,
                      round(time.perf_counter() - started, 3))


def _walk_back(problem: LayoutProblem, first: int, trail: list[np.ndarray], b: int
               ) -> tuple[int, ...]:
    out = []
    for offset in range(len(trail) - 1, -1, -1):
        index = int(trail[offset][b])
        out.append(index)
        b -= problem.options[first + offset][index].blocks
    return tuple(reversed(out))
