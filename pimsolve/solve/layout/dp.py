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


MODES = ("static", "hybrid")


@dataclass(frozen=True, slots=True)
class LayoutProblem:
    """The layers, their layouts (same order as the layers), the machine and the mode:
    ``static`` (every group resident at once: at most the chip's tiles) or ``hybrid`` (PIM-DL's
    hybrid static/dynamic mode, §VI-C: the groups resident a phase of the chip's tiles at a
    time, each layer's weights written every inference, so no limit on the tiles and each
    layout's ``reload`` added; a layout larger than the chip runs dynamically)."""

    machine: LayoutMachine
    shapes: tuple[LayerShape, ...]
    options: tuple[tuple[Layout, ...], ...]
    mode: str = "static"

    @property
    def hybrid(self) -> bool:
        return self.mode == "hybrid"

    @property
    def tile_limit(self) -> int | None:
        return None if self.hybrid else self.machine.tiles

    def external(self, layer: int, first: int) -> bool:
        """Whether ``layer``'s inputs come from outside a group that starts at ``first``."""
        shape = self.shapes[layer]
        return shape.reads_input or any(p < first for p in shape.producers)

    def oversized(self, layer: int, index: int) -> bool:
        """Hybrid mode: the layout needs more blocks than the chip has, so the layer runs
        dynamically (alone on the chip, in passes, its weights written first)."""
        return self.hybrid and self.options[layer][index].blocks > self.machine.chip_blocks

    def blocks(self, layer: int, index: int) -> int:
        """Blocks the layout holds (an oversized one: the whole chip)."""
        return min(self.options[layer][index].blocks, self.machine.chip_blocks) \
            if self.hybrid else self.options[layer][index].blocks

    def cost(self, layer: int, index: int, first: int) -> int:
        """Cycles of ``layer`` with its layout ``index`` in a group starting at ``first``."""
        layout = self.options[layer][index]
        if self.oversized(layer, index):
            return layout.dynamic
        return layout.cost(self.external(layer, first), self.hybrid)


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
    if problem.tile_limit is not None and sum(g.tiles for g in groups) > m.tiles:
        raise InfeasibleError(f"layout plan: {sum(g.tiles for g in groups)} tiles used, "
                              f"{m.tiles} exist")
    total = 0
    for group in groups:
        blocks = 0
        for layer in range(group.first, group.last + 1):
            blocks += problem.blocks(layer, choice[layer])
            total += problem.cost(layer, choice[layer], group.first)
        allowed = m.blocks_per_tile * (group.tiles if group.first == group.last else 1)
        if blocks > allowed or not 1 <= group.tiles <= m.tiles or (group.first != group.last
                                                                  and group.tiles != 1):
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
            for index in range(len(problem.options[last])):
                rb = problem.blocks(last, index)
                if rb > budget:
                    continue
                cand = f[:budget + 1 - rb] + np.int64(problem.cost(last, index, first))
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
    top = problem.tile_limit
    for layer in range(n):
        for index in range(len(problem.options[layer])):
            tiles = tiles_for(problem.blocks(layer, index), m)
            if tiles < 2 or tiles > m.tiles:  # a group is resident at once, in either mode
                continue
            cost = problem.cost(layer, index, layer)
            if (layer, tiles) not in spans or cost < spans[layer, tiles][0]:
                spans[layer, tiles] = (cost, index)
    # global level
    if top is None:  # hybrid: any number of tiles, one phase of the chip's at a time
        table, move = _unlimited(best, spans, n)
        t = 0
    else:
        table, move = _limited(best, spans, n, top)
        t = int(np.argmin(table[:, n]))
    if table[t, n] >= INF:
        raise InfeasibleError(f"{m.name}: the {n} layers do not fit the chip's {m.tiles} tiles "
                              f"of {m.blocks_per_tile} blocks with any PIM-DL layouts "
                              "(static mode keeps every layer resident); expected a larger chip, "
                              "a smaller network or hybrid mode")
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
        t, i = (t - k if top is not None else 0), j
    groups.reverse()
    plan_groups = tuple(groups)
    cost = plan_cost(problem, tuple(choice), plan_groups)
    assert cost == int(table[:, n].min()), (cost, int(table[:, n].min()))
    return LayoutPlan(tuple(choice), plan_groups, cost, "dp", "OPTIMAL", cost,
                      round(time.perf_counter() - started, 3))


Moves = dict[tuple[int, int], tuple[int, int]]  # (tiles, i) -> (previous i, tiles of the group)


def _limited(best: np.ndarray, spans: dict, n: int, top: int) -> tuple[np.ndarray, Moves]:
    """Alg. 2: ``table[t, i]`` the least cost of the first ``i`` layers in ``t`` tiles."""
    table = np.full((top + 1, n + 1), INF, dtype=np.int64)
    move: Moves = {}
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
                    if value < table[t, i]:
                        table[t, i] = value
                        move[t, i] = (i - 1, k)
    return table, move


def _unlimited(best: np.ndarray, spans: dict, n: int) -> tuple[np.ndarray, Moves]:
    """Alg. 2 without the tile limit (hybrid mode): ``table[0, i]`` the least cost of the first
    ``i`` layers; the moves are keyed by tile count 0."""
    table = np.full((1, n + 1), INF, dtype=np.int64)
    move: Moves = {}
    table[0, 0] = 0
    wide: dict[int, tuple[int, int]] = {}  # layer -> (cost, tiles) of its cheapest span
    for (layer, k), (cost, _) in spans.items():
        if layer not in wide or cost < wide[layer][0]:
            wide[layer] = (cost, k)
    for i in range(1, n + 1):
        for j in range(i):
            if table[0, j] < INF and best[j, i - 1] < INF and \
                    table[0, j] + best[j, i - 1] < table[0, i]:
                table[0, i] = table[0, j] + best[j, i - 1]
                move[0, i] = (j, 1)
        if i - 1 in wide and table[0, i - 1] < INF and \
                table[0, i - 1] + wide[i - 1][0] < table[0, i]:
            table[0, i] = table[0, i - 1] + wide[i - 1][0]
            move[0, i] = (i - 1, wide[i - 1][1])
    return table, move


def _walk_back(problem: LayoutProblem, first: int, trail: list[np.ndarray], b: int
               ) -> tuple[int, ...]:
    out = []
    for offset in range(len(trail) - 1, -1, -1):
        index = int(trail[offset][b])
        out.append(index)
        b -= problem.blocks(first + offset, index)
    return tuple(reversed(out))
