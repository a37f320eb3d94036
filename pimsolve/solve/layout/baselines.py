"""PIM-DL's heuristic baselines (seeds/pim-dl.txt §VI-A1) and dynamic mode, on the layout cost
model of :mod:`pimsolve.solve.layout.space`.

A baseline gives every layer the same strategy: output-parallel (**Out**) or input-parallel
(**In**), at the most, a middling or the least parallel of its fold levels (**Max**, **Mid**,
**Min**), whole input channels per row (parts of one where a channel's taps do not fit), every
output position in its own row; input-parallel rows hold as many filters as fit. In static
mode the layers are then placed sequentially: each tile takes consecutive layers while their
blocks fit, a layer larger than a tile takes tiles of its own.

Dynamic mode (§II-B): one layer at a time on the whole chip, its weights written before it
runs; each layer's best layout is independent of the others' (:func:`dynamic_plan`).
"""

from __future__ import annotations

import time

from pimsolve.solve.layout.dp import Group, LayoutPlan, LayoutProblem, plan_cost, tiles_for
from pimsolve.solve.layout.space import INPUT_PARALLEL, OUTPUT_PARALLEL, Layout, layouts

BASELINES = ("out-max", "out-mid", "out-min", "in-max", "in-mid", "in-min")


def strategy_layout(problem: LayoutProblem, layer: int, name: str) -> Layout | None:
    """The layout baseline ``name`` gives ``layer`` (one of its unpruned layouts), or None
    when that strategy has no layout fitting the blocks."""
    kind = OUTPUT_PARALLEL if name.startswith("out") else INPUT_PARALLEL
    found = [t for t in layouts(problem.shapes[layer], problem.machine, prune=False)
             if t.kind == kind and t.span == 1]
    if not found:
        return None
    # whole input channels per row, as the paper's layouts keep a channel's taps in a row
    # (§III-B, Fig. 7); parts of a channel only where no whole channel fits
    taps = problem.shapes[layer].taps
    whole = [t for t in found if t.fold % taps == 0]
    found = whole or found
    folds = sorted({t.fold for t in found})
    fold = {"max": folds[0], "mid": folds[len(folds) // 2], "min": folds[-1]}[name.split("-")[1]]
    at = [t for t in found if t.fold == fold]
    return max(at, key=lambda t: (t.filters, -t.blocks))  # the most filters per row


def _with(problem: LayoutProblem, layer: int, layout: Layout) -> tuple[LayoutProblem, int]:
    """``problem`` with ``layout`` among ``layer``'s options, and its index there."""
    options = problem.options[layer]
    if layout in options:
        return problem, options.index(layout)
    changed = list(problem.options)
    changed[layer] = (*options, layout)
    return LayoutProblem(problem.machine, problem.shapes, tuple(changed), problem.mode), \
        len(options)


def baseline_plan(problem: LayoutProblem, name: str) -> tuple[LayoutProblem, LayoutPlan | None]:
    """Baseline ``name`` in the problem's mode with sequential placement, and the problem whose
    options hold its layouts (a baseline may pick a layout the pruned options left out); None
    when a layer has no such layout or the layers overflow the chip."""
    started = time.perf_counter()
    problem, chosen = strategy_choice(problem, name)
    if chosen is None:
        return problem, None
    choice = list(chosen)
    m = problem.machine
    groups: list[Group] = []
    first, used = 0, 0
    for layer, index in enumerate(choice):
        blocks = problem.blocks(layer, index)
        if layer > first and used + blocks > m.blocks_per_tile:
            groups.append(Group(first, layer - 1, 1))
            first, used = layer, 0
        if blocks > m.blocks_per_tile:  # a layer of its own over several tiles
            if layer > first:
                groups.append(Group(first, layer - 1, 1))
            groups.append(Group(layer, layer, tiles_for(blocks, m)))
            first, used = layer + 1, 0
            continue
        used += blocks
    if first < len(choice):
        groups.append(Group(first, len(choice) - 1, 1))
    if any(g.tiles > m.tiles for g in groups) or (
            problem.tile_limit is not None and sum(g.tiles for g in groups) > m.tiles):
        return problem, None
    cost = plan_cost(problem, tuple(choice), tuple(groups))
    return problem, LayoutPlan(tuple(choice), tuple(groups), cost, name, "HEURISTIC", None,
                               round(time.perf_counter() - started, 3))


def dynamic_cost(problem: LayoutProblem, choice: tuple[int, ...]) -> int:
    """Cycles of one inference in dynamic mode with these layouts."""
    return sum(problem.options[layer][index].dynamic for layer, index in enumerate(choice))


def dynamic_plan(problem: LayoutProblem) -> tuple[int, ...]:
    """Every layer's best layout in dynamic mode (the optimum: layers do not interact)."""
    return tuple(min(range(len(options)), key=lambda i: (options[i].dynamic, i))
                 for options in problem.options)


def strategy_choice(problem: LayoutProblem, name: str
                    ) -> tuple[LayoutProblem, tuple[int, ...] | None]:
    """Baseline ``name``'s layout of every layer (indices into the returned problem's options,
    which hold them); None when a layer has none. Dynamic mode's baseline is this choice."""
    choice = []
    for layer in range(len(problem.shapes)):
        layout = strategy_layout(problem, layer, name)
        if layout is None:
            return problem, None
        problem, index = _with(problem, layer, layout)
        choice.append(index)
    return problem, tuple(choice)
