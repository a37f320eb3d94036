"""The layout decision of a whole network on a digital-PIM hwspec, as `map` and `pimsolve
layouts` make it: PIM-DL's two-level DP (exact) and the CP-SAT model of the same problem
(certificate: status, bound, gap), the DP's plan kept unless CP-SAT's is as good.

In: the layers' shapes and layouts (:mod:`pimsolve.solve.layout.space`), the mode, a time
limit. Out: a :class:`LayoutDecision` (both solvers' figures, the chosen plan) and, per layer,
a :class:`LayerLayout` (its layout, whether its weights stay resident, are rewritten every
inference or the layer runs alone in passes, the cycles the plan charges it, its group).

Modes: ``static`` (every layer resident at once), ``hybrid`` (PIM-DL §VI-C), or ``auto``:
static when the network fits the chip, else hybrid.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from pimsolve.errors import BadInputError, InfeasibleError
from pimsolve.hwspec.model import BlockArraySpec
from pimsolve.solve.layout.dp import LayoutPlan, LayoutProblem, solve_dp
from pimsolve.solve.layout.placed import (PlacedPlan, fed_in_tile, layer_blocks, layer_cycles,
                                          place_plan)
from pimsolve.solve.layout.space import LayerShape, Layout, LayoutMachine, network_layouts

RESIDENT, REWRITTEN, DYNAMIC = "resident", "rewritten", "dynamic"
MAP_MODES = ("auto", "static", "hybrid")


@dataclass(frozen=True, slots=True)
class LayerLayout:
    """A layer's chosen layout, how it runs, and what the plan predicts for it."""

    shape: LayerShape
    layout: Layout
    runs: str  # RESIDENT (static mode), REWRITTEN (hybrid mode) or DYNAMIC (in passes)
    predicted: int  # cycles per inference the plan charges the layer
    group: int  # index of its group in the plan
    tiles: int  # tiles of its group
    blocks: tuple[int, ...] = ()  # its blocks on the chip, when the plan is placed
    fed_in_tile: bool = False  # its inputs come from its group's blocks over the tile network


@dataclass(frozen=True, slots=True)
class LayoutDecision:
    problem: LayoutProblem
    chosen: LayoutPlan
    dp: LayoutPlan
    cpsat: LayoutPlan | None
    stopped: str  # what ended CP-SAT's search
    seed: int
    workers: int
    # the plan with its groups' blocks allocated and its in-tile movement priced on the
    # network (hwspecs with ``core.blocks``), and the blocks per tile
    placed: PlacedPlan | None = None
    per_tile: int = 0
    network: BlockArraySpec | None = None

    @property
    def cycles(self) -> int:
        """The plan's cycles per inference: placed on the network when it is."""
        return self.placed.cycles if self.placed else self.chosen.cost

    def layers(self) -> dict[str, LayerLayout]:
        problem, plan = self.problem, self.chosen
        out = {}
        if self.placed is not None:
            cycles = layer_cycles(problem, self.placed)
            assert self.network is not None
            blocks = layer_blocks(problem, self.placed, self.per_tile, self.network)
            fed = fed_in_tile(self.placed)
        for number, group in enumerate(plan.groups):
            for layer in range(group.first, group.last + 1):
                index = plan.choice[layer]
                runs = (RESIDENT if not problem.hybrid else
                        DYNAMIC if problem.oversized(layer, index) else REWRITTEN)
                shape = problem.shapes[layer]
                layer_layout = LayerLayout(shape, problem.options[layer][index], runs,
                                           problem.cost(layer, index, group.first), number,
                                           group.tiles)
                if self.placed is not None:
                    layer_layout = replace(layer_layout, predicted=cycles[shape.name],
                                           blocks=blocks[shape.name],
                                           fed_in_tile=shape.name in fed)
                out[shape.name] = layer_layout
        return out

    def placement(self) -> dict[str, Any] | None:
        """The block allocation's figures (summary.json), or None when not placed."""
        placed = self.placed
        if placed is None:
            return None
        results = [g.result for g in placed.groups if g.result is not None]
        statuses: dict[str, int] = {}
        for r in results:
            statuses[r.status] = statuses.get(r.status, 0) + 1
        return {"method": placed.method, "groups_allocated": len(results),
                "statuses": dict(sorted(statuses.items())), "cycles": placed.cycles,
                "movement": placed.movement, "uniform": placed.uniform,
                "wall_s": placed.wall_s}

    def groups(self) -> dict[str, Any]:
        """The chosen plan's groups of layers (first and last layer, tiles) and its tiles."""
        shapes = self.problem.shapes
        groups = self.chosen.groups
        return {"groups": [{"first": shapes[g.first].name, "last": shapes[g.last].name,
                            "tiles": g.tiles} for g in groups],
                "tiles": sum(g.tiles for g in groups)}

    def solver(self) -> dict[str, Any]:
        """CP-SAT's figures beside the DP's objective (summary.json's solver section)."""
        plan = self.cpsat
        return {"solver": "cpsat", "status": plan.status if plan else "UNKNOWN",
                "objective": plan.cost if plan else None,
                "bound": plan.bound if plan else None, "gap": plan.gap if plan else None,
                "wall_s": plan.wall_s if plan else None, "stopped_by": self.stopped,
                "dp_objective": self.dp.cost, "dp_wall_s": self.dp.wall_s,
                "plan": self.chosen.method, "mode": self.problem.mode, "seed": self.seed,
                "workers": self.workers}


def layout_problem(shapes: tuple[LayerShape, ...], machine: LayoutMachine, mode: str
                   ) -> LayoutProblem:
    found = network_layouts(shapes, machine)
    return LayoutProblem(machine, shapes, tuple(found[s.name] for s in shapes), mode)


def decide(problem: LayoutProblem, time_limit: float, workers: int, seed: int) -> LayoutDecision:
    """The DP's optimum and CP-SAT's search of the same model (``time_limit`` seconds, hinted
    with the DP's plan); InfeasibleError when the layers do not fit the mode."""
    from pimsolve.solve.layout.cpsat import solve_cpsat

    dp = solve_dp(problem)
    plan, stopped = solve_cpsat(problem, time_limit, workers, seed, hint=dp)
    # the DP is exact: its plan is kept unless CP-SAT's is as good (a time-limited search can
    # end above it); CP-SAT's own figures are reported as they are
    chosen = plan if plan is not None and plan.cost == dp.cost else dp
    return LayoutDecision(problem, chosen, dp, plan, stopped, seed, workers)


def place(decision: LayoutDecision, spec: BlockArraySpec, per_tile: int, time_limit: float
          ) -> LayoutDecision:
    """``decision`` with its one-tile groups' blocks allocated (PIM-DL's GA, then CP-SAT from
    its answer, ``time_limit`` seconds in all) and its movement priced on ``spec``'s network."""
    placed = place_plan(decision.problem, decision.chosen, spec, "cpsat", time_limit=time_limit,
                        seed=decision.seed, workers=decision.workers)
    return replace(decision, placed=placed, per_tile=per_tile, network=spec)


def decide_network(shapes: tuple[LayerShape, ...], machine: LayoutMachine, mode: str,
                   time_limit: float, workers: int, seed: int,
                   say: Callable[[str], None] | None = None,
                   blocks: BlockArraySpec | None = None, per_tile: int = 0) -> LayoutDecision:
    """`map`'s decision: ``mode`` static, hybrid or auto (static if the network fits the chip,
    else hybrid); with ``blocks`` (the tile's block array) the plan placed on it, half of
    ``time_limit`` for the layouts and the rest for the block allocation."""
    started = time.perf_counter()
    decision = _decide_mode(shapes, machine, mode, time_limit / 2 if blocks else time_limit,
                            workers, seed, say)
    if blocks is None:
        return decision
    if say:
        say("allocating the blocks of every tile")
    return place(decision, blocks, per_tile,
                 max(0.5, time_limit - (time.perf_counter() - started)))


def _decide_mode(shapes: tuple[LayerShape, ...], machine: LayoutMachine, mode: str,
                 time_limit: float, workers: int, seed: int,
                 say: Callable[[str], None] | None) -> LayoutDecision:
    if mode not in MAP_MODES:
        raise BadInputError(f"--layout-mode: expected one of {', '.join(MAP_MODES)}, got "
                            f"{mode!r}")
    for current in (("static", "hybrid") if mode == "auto" else (mode,)):
        if say:
            say(f"choosing the layouts ({current} mode)")
        problem = layout_problem(shapes, machine, current)
        try:
            return decide(problem, time_limit, workers, seed)
        except InfeasibleError:
            if current != "static" or mode != "auto":
                raise
    raise AssertionError("unreachable")
