"""`pimsolve bound`: the proven lower bound on a crossbar placement's objective, the best
placement found beside it, and how the bound was obtained (partitioned models: per
partition, by pimsolve.cli_partition)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pimsolve.cli_options import parse_shape, print_json, show_progress, table
from pimsolve.errors import BadInputError


def bound_command(model: Path, hw_path: Path, mode: str, time_limit: float, workers: int,
                  seed: int, input_shape: str | None, batch: int, as_json: bool,
                  overrides: Any = ()) -> None:
    from pimsolve.bind.arraygroups import check_fits, layer_matrices
    from pimsolve.hwspec import load_hwspec
    from pimsolve.pipeline import MODES, front_half
    from pimsolve.solve.partition.segments import fits_chip
    from pimsolve.solve.placement.cost import build_problem
    from pimsolve.solve.placement.cpsat import Settings, solve_cpsat
    from pimsolve.solve.placement.heuristic import heuristic_plan

    if mode not in MODES:
        raise BadInputError(f"--mode: expected one of {', '.join(MODES)}, got {mode!r}")
    if not model.is_file():
        raise BadInputError(f"{model}: no such model file; expected an .onnx file")
    hw = load_hwspec(hw_path, overrides)
    if hw.compute.family.value != "crossbar":
        raise BadInputError(f"{hw.source}: compute.family: `bound` bounds the crossbar placement, "
                            f"got {hw.compute.family.value}; hint: `pimsolve map` reports each layer's "
                            "tiling bound (summary.json solver.layers), `pimsolve tile` one "
                            "operator's")
    with show_progress() as progress:
        q = front_half(model, hw, input_shape=parse_shape(input_shape), seed=seed,
                       say=progress)
        matrices = layer_matrices(q, hw)
        if not fits_chip(q, hw, matrices, mode):
            from pimsolve.cli_partition import bound_partitioned

            rows, title = bound_partitioned(model, hw, q, matrices, mode, batch, time_limit,
                                            workers, seed, progress)
            if as_json:
                print_json({"model": str(model), "hwspec": hw.name, "mode": mode,
                       "partitioned": True, "title": title, "rows": dict(rows)})
            else:
                table(rows, title)
            return
        check_fits(matrices, hw)
        problem = build_problem(q, hw, matrices, mode)
        progress("solving the placement model")
        plan, stats = solve_cpsat(problem, Settings(time_limit, workers, seed),
                                  heuristic_plan(problem))
    objective = "pipeline cycle (HT)" if mode == "ht" else "busiest core + window latencies (LL)"
    if as_json:
        print_json({"model": str(model), "hwspec": hw.name, "mode": mode, "partitioned": False,
               "objective": objective, "units": "cycles", "bound": stats.bound,
               "best": stats.objective, "status": stats.status, "gap": stats.gap,
               "how": stats.how, "wall_s": round(stats.wall_s, 3), "workers": workers,
               "seed": seed})
        return
    best = "none found" if stats.objective is None else f"{stats.objective:,} cycles"
    table([("model", str(model)), ("hwspec", hw.name), ("mode", mode),
            ("objective", objective),
            ("lower bound", "none" if stats.bound is None else f"{stats.bound:,} cycles"),
            ("best placement", best), ("status", stats.status),
            ("gap", "-" if stats.gap is None else f"{100 * stats.gap:.2f}%"),
            ("how", stats.how), ("search", f"{stats.wall_s:.1f} s, {workers} workers, "
                                           f"seed {seed}")],
           f"{model.name} on {hw.name}: placement bound")
