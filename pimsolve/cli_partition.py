"""`pimsolve map` and `pimsolve bound` for a model larger than the chip (weight replacement,
pimsolve.solve.partition.plan): the commands' partitioned halves as plain functions returning the
rows to print (the typer commands in :mod:`pimsolve.cli` print them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pimsolve.cli_options import energy_line
from pimsolve.errors import BadInputError

SHOWN_PARTITIONS = 6  # rows of the map table; summary.json lists every partition


def solver_line(stats: Any, unit: str = "cycles") -> str:
    """One line of a solver's certificate: status, objective, bound, gap, time (and a note
    when the clock, not the reproducible budget, ended the search)."""
    from pimsolve.solve.budget import clock_note

    note = clock_note(stats.stopped)
    if stats.bound is None:
        return (f"{stats.status}, objective {stats.objective:,} {unit} ({stats.wall_s:.1f} s)"
                f"{note}")
    return (f"{stats.status}, objective {stats.objective:,} {unit}, bound {stats.bound:,}, "
            f"gap {100 * (stats.gap or 0):.2f}% ({stats.wall_s:.1f} s){note}")


def partitioned_rows(written: Any) -> tuple[list, str]:
    """The `map` table of a model larger than the chip (pimsolve.api.map_into wrote its
    folder, pimsolve.report.partitioned): its rows and title."""
    compiled, target, figures, metrics = (written.compiled, written.folder, written.details,
                                          written.metrics)
    from pimsolve.solve.partition.objective import UNITS

    wall, mode = written.wall_s, compiled.options.mode
    plan = compiled.plan
    instructions = sum(len(c) for p in compiled.parts for c in p.program.programs.values())
    rows = [("solution", str(target)), ("layers", str(len(compiled.qgraph.layers))),
            ("partitions", f"{len(compiled.parts)} (weight replacement; "
                           f"{plan.method}, {plan.objective}: "
                           f"{solver_line(plan.stats, UNITS[plan.objective])})"),
            *partition_rows(figures, compiled.parts),
            ("instructions", f"{instructions:,}"),
            (f"cycles per batch of {metrics['batch']['inputs']} ({metrics['source']})",
             f"{metrics['batch']['cycles']:,.0f}"),
            ("weight replacement", f"{metrics['batch']['reload_share']:.1%} of the cycles"),
            ("throughput", f"{metrics['throughput_per_s']:,.1f} inputs/s"),
            ("energy per input", energy_line(metrics)),
            ("compile time", f"{wall:.2f} s")]
    title = f"{compiled.model_path.name} on {compiled.hw.name} ({mode}, partitioned)"
    return rows, title


def partition_rows(figures: list, parts: Any) -> list[tuple[str, str]]:
    rows = [(f"partition {k + 1}", f"{f['layer_count']} layers, {f['arrays_written']:,} "
                                   f"arrays, reload {f['reload_cycles']:,} cycles, pipeline "
                                   f"cycle {f['pipeline_cycle']:,.0f}; "
                                   f"{solver_line(part.stats)}")
            for k, (f, part) in enumerate(zip(figures, parts))]
    if len(rows) <= SHOWN_PARTITIONS:
        return rows
    optimal = sum(part.stats.status == "OPTIMAL" for part in parts)
    return [*rows[:SHOWN_PARTITIONS - 1],
            (f"partitions {SHOWN_PARTITIONS}–{len(rows)}",
             f"{len(rows) - SHOWN_PARTITIONS + 1} more, listed in summary.json "
             f"({optimal} of all {len(rows)} placements OPTIMAL)")]


def bound_partitioned(model: Path, hw: Any, q: Any, matrices: Any, mode: str, batch: int,
                      time_limit: float, workers: int, seed: int, progress: Any
                      ) -> tuple[list, str]:
    """`bound` of a model larger than the chip: the partition plan's optimum, a lower bound on
    a batch's cycles (of the cost model) over every partitioning at the allowed cuts; the
    table's rows and title."""
    from pimsolve.solve.partition.plan import plan_partitions
    from pimsolve.solve.partition.segments import split_wide_layers

    if batch < 1:
        raise BadInputError(f"--batch: expected a positive number of inputs, got {batch}")
    progress("choosing the partitions (the model is larger than the chip)")
    q, matrices, between = split_wide_layers(q, hw, matrices)
    plan = plan_partitions(q, hw, matrices, mode, batch, time_limit, workers, seed, progress,
                           between)
    stats = plan.stats
    cuts = ", ".join(f"{q.layers[s.start].name}…{q.layers[s.stop - 1].name}"
                     for s in plan.segments)
    return [("model", str(model)), ("hwspec", hw.name), ("mode", mode),
            ("objective", f"cycles of a batch of {plan.batch} through every partition"),
            ("lower bound", f"{stats.bound:,} cycles"), ("status", stats.status),
            ("partitions", f"{len(plan.segments)}: {cuts}"),
            ("how", f"{stats.how} (reload and cycle bounds of {plan.candidates} partitions "
                    "that fit; weight replacement between partitions)"),
            ("search", f"{stats.wall_s:.1f} s, {workers} workers, seed {seed}")], \
        f"{model.name} on {hw.name}: partitioned bound"


def simulate_partitioned(folder: Path, hw_path: Path | None, model_input: Path | None,
                         timeline: Path | None, overrides: Any = ()) -> tuple[dict[str, Any], bool]:
    """`simulate` of a partitioned solution folder: every partition run in turn from the
    folder's programs and checked against the whole model; the report and whether it is
    bit-exact."""
    from pimsolve.report.partitioned import load_partitioned
    from pimsolve.verify import default_input, run_partitioned

    if timeline is not None:
        raise BadInputError(f"{folder}: --timeline traces single-program solutions; hint: "
                            "simulate one partition's program folder (parts/NN/program) with "
                            "--hw and --timeline")
    hw, qgraph, parts, model, seed = load_partitioned(folder, hw_path, overrides)
    if model_input is not None:
        from pimsolve.verify import read_model_input

        x = read_model_input(model_input, qgraph)
    else:
        x = default_input(qgraph, seed)
    check, profiles, writes = run_partitioned(parts, qgraph, hw, model, x)
    report = check.as_dict()
    report["partitions"] = [{"cycles": p.cycles, "energy_j": p.energy_j,
                             **({"weight_writes": {"cycles": w.cycles, "energy_j": w.energy_j,
                                                   "groups_written": len(w.weight_writes)}}
                                if w is not None else {})}
                            for p, w in zip(profiles, writes)]
    every = [*profiles, *(w for w in writes if w is not None)]
    report["profile"] = {"cycles": sum(p.cycles for p in every),
                         "energy_j": sum(p.energy_j for p in every)}
    return report, check.bit_exact


def partitions_command(model: Path, hw_path: Path, input_shape: tuple[int, ...] | None,
                       unfolding: str, plot: Path | None, as_json: bool,
                       overrides: Any = ()) -> None:
    """`pimsolve partitions`: the model's partition units and the chip's validity map."""
    from pimsolve.bind.arraygroups import UNFOLDINGS, layer_matrices
    from pimsolve.cli_options import print_json, show_progress, table
    from pimsolve.hwspec import load_hwspec
    from pimsolve.pipeline import front_half
    from pimsolve.solve.partition.units import partition_units, validity_map

    if unfolding not in UNFOLDINGS:
        raise BadInputError(f"--unfolding: expected one of {', '.join(UNFOLDINGS)}, got "
                            f"{unfolding!r}")
    hw = load_hwspec(hw_path, overrides)
    if hw.compute.family.value != "crossbar":
        raise BadInputError(f"{hw.source}: compute.family: partition units cut crossbar weight "
                            f"matrices, got {hw.compute.family.value}")
    if plot is not None:
        from pimsolve.fileio import check_writable_file
        from pimsolve.report.plot import require_matplotlib

        require_matplotlib()
        check_writable_file(plot, "--plot")
    with show_progress() as progress:
        qgraph = front_half(model, hw, input_shape=input_shape, say=progress)
        progress("cutting the weight layers into partition units")
        units = partition_units(qgraph, hw, layer_matrices(qgraph, hw, unfolding), unfolding)
        vmap = validity_map(units, hw)
    if plot is not None:
        from pimsolve.fileio import write_atomic
        from pimsolve.report.plot import validity_svg

        write_atomic(plot, validity_svg(vmap, f"{model.stem} on {hw.name}"))
    layers: dict[str, list] = {}
    for unit in units:
        layers.setdefault(unit.layer, []).append(unit)
    if as_json:
        print_json({"model": str(model), "hwspec": hw.name, "cores": vmap.cores,
                    "arrays_per_core": vmap.arrays_per_core, "units": [
                        {"layer": u.layer, "channels": list(u.channels), "arrays": u.arrays,
                         "weight_bytes": u.weight_bytes} for u in units],
                    "ends": list(vmap.ends), "valid_share": round(vmap.valid_share, 6),
                    "fewest_partitions": vmap.fewest_partitions()})
        return
    cut = [name for name, us in layers.items() if len(us) > 1]
    rows = [("hwspec", f"{hw.name}: {vmap.cores} cores × {vmap.arrays_per_core} arrays"),
            ("partition units", f"{len(units)} from {len(layers)} weight layers "
                                f"({len(cut)} cut into several)"),
            ("arrays, one copy", f"{sum(u.arrays for u in units):,} of "
                                 f"{vmap.cores * vmap.arrays_per_core:,}"),
            ("valid spans", f"{vmap.valid_share:.1%} of the spans units[i:j] fit the chip"),
            ("fewest partitions", str(vmap.fewest_partitions()))]
    for name in cut[:SHOWN_PARTITIONS]:
        us = layers[name]
        rows.append((f"  {name}", f"{len(us)} units of {us[0].channels[1] - us[0].channels[0]} "
                                  f"channels, {max(u.arrays for u in us)} arrays each at most"))
    if len(cut) > SHOWN_PARTITIONS:
        rows.append(("  …", f"{len(cut) - SHOWN_PARTITIONS} more layers cut (--json lists "
                            "every unit)"))
    if plot is not None:
        rows.append(("plot", str(plot)))
    table(rows, f"partition units of {model.name} on {hw.name}")
