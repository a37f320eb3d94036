"""`pimsolve layouts`: PIM-DL's layout decision for a model on a digital-PIM hwspec
(pimsolve.solve.layout, docs/layout.md): the DP's optimum, CP-SAT's certificate on the same
model, every layer's layout, the baselines and, where the hwspec has a block network, the plan
priced on it."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from pimsolve.errors import BadInputError

MODES = ("static", "hybrid", "dynamic")
SHOWN_LAYERS = 8  # rows of the table; --json lists every layer


def layouts_command(model: Path, hw_path: Path, mode: str, input_shape: tuple[int, ...] | None,
                    time_limit: float, workers: int, seed: int, as_json: bool,
                    overrides: Any = ()) -> None:
    from pimsolve.cli_options import print_json, show_progress, table
    from pimsolve.hwspec import load_hwspec
    from pimsolve.pipeline import front_half
    from pimsolve.solve.layout.decide import layout_problem
    from pimsolve.solve.layout.space import layer_shapes, layout_machine

    if mode not in MODES:
        raise BadInputError(f"--mode: expected one of {', '.join(MODES)}, got {mode!r}")
    hw = load_hwspec(hw_path, overrides)
    machine = layout_machine(hw)  # BadInputError unless digital PIM
    with show_progress() as progress:
        qgraph = front_half(model, hw, input_shape=input_shape, say=progress)
        progress("enumerating the layouts of every CONV/GEMM layer")
        shapes = layer_shapes(qgraph)
        problem = layout_problem(shapes, machine, "static" if mode == "dynamic" else mode)
        progress(f"choosing the layouts ({mode} mode)")
        report = (_dynamic(problem) if mode == "dynamic" else
                  _resident(problem, hw, time_limit, workers, seed))
    report = {"model": str(model), "hwspec": hw.name, "mode": mode,
              "layouts_considered": sum(len(o) for o in problem.options), **report}
    if as_json:
        print_json(report)
        return
    rows = [("hwspec", f"{hw.name}: {machine.tiles} tiles × {machine.blocks_per_tile} blocks "
                       f"of {machine.block_rows} × {machine.block_cols}"),
            ("layers", f"{len(shapes)} CONV/GEMM, {report['layouts_considered']:,} layouts "
                       "after pruning")]
    solver = report.get("solver")
    if solver is not None:
        rows.append(("dynamic program", f"{solver['dp_objective']:,} cycles "
                                        f"({solver['dp_wall_s']:.2f} s)"))
        rows.append(("CP-SAT", "no plan in the time given" if solver["objective"] is None else
                     f"{solver['status']}, objective {solver['objective']:,}, bound "
                     f"{solver['bound']:,}, gap {100 * solver['gap']:.2f}% "
                     f"({solver['wall_s']:.2f} s)"))
        rows.append(("groups", f"{len(report['groups'])} ({report['tiles']} tiles)"))
    else:
        rows.append(("cycles", f"{report['cycles']:,} (every layer's cheapest layout)"))
    for entry in report["layers"][:SHOWN_LAYERS]:
        filters = f", filters {entry['filters']}" if entry["layout"] == "input-parallel" else ""
        rows.append((f"  {entry['layer']}", f"{entry['layout']} fold {entry['fold']}, span "
                                            f"{entry['span']}{filters}: {entry['blocks']:,} "
                                            f"blocks, {entry['cycles']:,} cycles"))
    if len(report["layers"]) > SHOWN_LAYERS:
        rows.append(("  …", f"{len(report['layers']) - SHOWN_LAYERS} more layers (--json lists "
                            "every one)"))
    if "placed" in report:
        placed = report["placed"]
        rows.append((f"on the {placed['interconnect']} network",
                     f"{placed['cycles']:,} cycles (in-tile movement {placed['movement']:,}, "
                     f"uniform estimate {placed['uniform']:,})"))
    for name, base in report["baselines"].items():
        rows.append((f"baseline {name}", "does not fit" if base is None else
                     f"{base['cycles']:,} cycles, {base['blocks']:,} blocks "
                     f"({base['cycles'] / report['cycles']:.2f}×)"))
    table(rows, f"PIM-DL layouts of {model.name} on {hw.name} ({mode})")


def _layer_rows(problem: Any, choice: tuple[int, ...], costs: list[int]) -> list[dict]:
    return [{"layer": shape.name, **_layout_entry(problem.options[i][choice[i]]),
             "blocks": problem.options[i][choice[i]].blocks, "cycles": costs[i]}
            for i, shape in enumerate(problem.shapes)]


def _layout_entry(layout: Any) -> dict[str, Any]:
    return {"layout": layout.kind, "fold": layout.fold, "span": layout.span,
            "filters": layout.filters}


def _resident(problem: Any, hw: Any, time_limit: float, workers: int, seed: int
              ) -> dict[str, Any]:
    from pimsolve.solve.layout.baselines import BASELINES, baseline_plan
    from pimsolve.solve.layout.decide import decide, place

    started = time.perf_counter()
    # half of --time-limit for the layout search, the rest (at least) for the block allocation;
    # InfeasibleError says the layers do not fit
    decision = decide(problem, time_limit / 2, workers, seed)
    chosen = decision.chosen
    per_layer = decision.layers()
    costs = [per_layer[shape.name].predicted for shape in problem.shapes]
    solver = decision.solver()
    del solver["mode"]
    report: dict[str, Any] = {
        "cycles": chosen.cost, "solver": solver, **decision.groups(),
        "layers": _layer_rows(problem, chosen.choice, costs)}
    if hw.core.blocks is not None:
        placed = place(decision, hw.core.blocks, hw.core.arrays,
                       max(0.5, time_limit - (time.perf_counter() - started))).placement()
        assert placed is not None
        report["placed"] = {"interconnect": hw.core.blocks.interconnect.value,
                            "cycles": placed["cycles"], "movement": placed["movement"],
                            "uniform": placed["uniform"]}
    baselines: dict[str, Any] = {}
    for name in BASELINES:
        extended, base = baseline_plan(problem, name)
        baselines[name] = None if base is None else {
            "cycles": base.cost,
            "blocks": sum(extended.blocks(i, c) for i, c in enumerate(base.choice))}
    report["baselines"] = baselines
    return report


def _dynamic(problem: Any) -> dict[str, Any]:
    from pimsolve.solve.layout.baselines import (BASELINES, dynamic_cost, dynamic_plan,
                                                 strategy_choice)

    choice = dynamic_plan(problem)
    costs = [problem.options[i][c].dynamic for i, c in enumerate(choice)]
    baselines: dict[str, Any] = {}
    for name in BASELINES:
        extended, chosen = strategy_choice(problem, name)
        baselines[name] = None if chosen is None else {
            "cycles": dynamic_cost(extended, chosen),
            "blocks": max(extended.options[i][c].blocks for i, c in enumerate(chosen))}
    return {"cycles": sum(costs), "layers": _layer_rows(problem, choice, costs),
            "baselines": baselines}
