"""The tiling decision for a whole network on a near-memory, logic-PUM or digital-PIM hwspec:
every CONV/GEMM layer tiled by the CP-SAT tiling model (pimsolve.solve.tiling.cpsat), or by the
family's template (pimsolve.solve.tiling.baseline) where the solver finds nothing in its time.
The lowering (pimsolve.schedule.lower) spells each chosen tiling out as primitives.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.opdesc import OpDescription, describe_layer
from pimsolve.ir.qgraph import QGraph, QKind
from pimsolve.solve.tiling.baseline import baseline
from pimsolve.solve.tiling.cost import Tiling, evaluate, validate
from pimsolve.solve.tiling.cpsat import Settings, TilingResult, tile
from pimsolve.solve.tiling.problem import Problem, build_problem

MATRIX_KINDS = (QKind.CONV, QKind.GEMM)


@dataclass(frozen=True, slots=True)
class LayerSettings:
    time_limit: float = 2.0  # seconds of tiling search per layer
    workers: int = 2
    seed: int = 0


@dataclass(frozen=True, slots=True)
class LayerTiling:
    """One layer's decision: its operator, tiling problem, chosen tiling and solver figures."""

    desc: OpDescription
    problem: Problem
    tiling: Tiling
    stats: dict[str, Any]


def tile_layer(desc: OpDescription, hw: HwSpec, settings: LayerSettings, name: str
               ) -> LayerTiling:
    """The tiling solver's best tiling; the family's template if the solver finds none."""
    started = time.perf_counter()
    try:
        result: TilingResult = tile(desc, hw, Settings(time_limit=settings.time_limit,
                                                       workers=settings.workers,
                                                       seed=settings.seed, deterministic=True))
        return LayerTiling(desc, result.problem, result.best.tiling,
                           {**result.stats.as_dict(), "lower_bound": result.bound})
    except InfeasibleError as exc:
        reason = str(exc)
    problem = build_problem(desc, hw)
    template = baseline(problem)  # InfeasibleError names the operator when it does not fit
    checked = validate(problem, template)
    if not checked.feasible:
        raise InfeasibleError(f"layer {name}: no tiling fits {hw.name} ({reason}); the template "
                              f"does not either: {'; '.join(checked.problems)}")
    return LayerTiling(desc, problem, template, {
        "solver": "template", "status": "TEMPLATE", "objective": evaluate(problem, template).total,
        "bound": None, "gap": None, "wall_s": round(time.perf_counter() - started, 3),
        "seed": settings.seed, "workers": 1, "note": reason})


def tile_network(qgraph: QGraph, hw: HwSpec, settings: LayerSettings = LayerSettings(),
                 say: Callable[[str], None] | None = None) -> dict[str, LayerTiling]:
    """Layer name -> its tiling, for every CONV/GEMM layer in order."""
    out = {}
    for layer in qgraph.layers:
        if layer.kind in MATRIX_KINDS:
            if say:
                say(f"tiling {layer.name}")
            out[layer.name] = tile_layer(describe_layer(layer, qgraph), hw, settings, layer.name)
    return out
