"""Command-line interface (typer). Exit codes: 0 ok, 1 internal error, 2 bad input,
3 infeasible, 4 simulated results differ from the reference. Errors are one clear message on
stderr; ``--debug`` adds the traceback."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Annotated, Any

import typer

from pimsolve.cli_family import family_rows
from pimsolve.cli_options import (STATE, energy_line, figure_rows, finish, parse_shape, print_json,
                                  show_progress, table)
from pimsolve.cli_partition import partitioned_rows
from pimsolve.cli_partition import solver_line as _solver_line
from pimsolve.errors import EXIT_INTERNAL, BadInputError, PimsolveError, VerificationError
from pimsolve.pipeline import check_numbers
from pimsolve.safeload import load_npy

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  help="Map neural networks onto processing-in-memory accelerators.")

# options several commands share
ModelArgument = Annotated[Path, typer.Argument(help="ONNX model.")]
HwOption = Annotated[Path, typer.Option("--hw", help="hwspec YAML of the target.")]
InputShapeOption = Annotated[str | None, typer.Option("--input-shape",
                                                      help="Shape for dynamic inputs.")]
SetOption = Annotated[list[str] | None, typer.Option(
    "--set", metavar="PATH=VALUE", help="Change a key of the hwspec before it is checked, e.g. "
    "core.array.rows=256 or core.local_memory.bytes=16*1024 (repeatable; docs/hwspec.md).")]


def _print_version(value: bool) -> None:
    if value:
        from pimsolve import __version__

        typer.echo(f"pimsolve {__version__}")
        raise typer.Exit()


@app.callback()
def main(debug: Annotated[bool, typer.Option("--debug", help="Show tracebacks on errors.")]
         = False,
         quiet: Annotated[bool, typer.Option("--quiet", "-q", help="No progress on stderr.")]
         = False,
         verbose: Annotated[bool, typer.Option("--verbose", "-v", help="Progress as "
                                               "timestamped lines on stderr, on a terminal "
                                               "too.")] = False,
         version: Annotated[bool, typer.Option("--version", callback=_print_version,
                                               is_eager=True, help="Print the version and "
                                               "exit.")] = False) -> None:
    if quiet and verbose:
        raise typer.BadParameter("--quiet and --verbose: choose one")
    STATE.update(debug=debug, quiet=quiet, verbose=verbose)


def _guarded(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn pimsolve errors into one line on stderr and the documented exit code."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        from pimsolve import interrupts

        try:
            check_numbers(kwargs.get("time_limit"), kwargs.get("seed"),
                          kwargs.get("workers"))
            if kwargs.get("overrides"):  # --set: each PATH=VALUE read before any work
                from pimsolve.hwspec import as_overrides

                kwargs["overrides"] = as_overrides(kwargs["overrides"])
            if isinstance(kwargs.get("model"), Path):  # a shipped model's name finds it
                from pimsolve.shipped import resolve_model

                kwargs["model"] = resolve_model(kwargs["model"])
            return fn(*args, **kwargs)
        except typer.Exit:
            raise
        except BrokenPipeError:  # the reader went away (`pimsolve … | head`): nothing to say
            import os
            import sys

            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            raise typer.Exit(0) from None
        except BaseException as exc:
            # Ctrl-C or SIGTERM, even where a library turned it into another error: nothing
            # half-written stays (pimsolve.interrupts)
            if isinstance(exc, KeyboardInterrupt) or interrupts.received():
                message, code = interrupts.stop_message(exc)
                typer.echo(message, err=True)
                raise typer.Exit(code) from None
            if not isinstance(exc, Exception):
                raise
            _report(exc)

    return wrapper


def _report(exc: Exception) -> None:
    """One line on stderr and the exit code: the error's own for pimsolve errors, 1 (an
    internal error) for anything else; the traceback with --debug."""
    if isinstance(exc, PimsolveError):
        if STATE["debug"]:
            traceback.print_exc()
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(exc.exit_code) from None
    if STATE["debug"]:
        traceback.print_exc()
    typer.echo(f"internal error: {type(exc).__name__}: {exc} (rerun with --debug for the "
               "traceback and please report it)", err=True)
    raise typer.Exit(EXIT_INTERNAL) from None


@app.command()
@_guarded
def check(hwspec: Annotated[Path, typer.Argument(help="hwspec YAML file to validate, or "
                                                 "the name of a shipped one.")],
          as_json: Annotated[bool, typer.Option("--json", help="Print the facts as JSON.")]
          = False,
          overrides: SetOption = None) -> None:
    """Validate a hwspec and print the facts derived from it."""
    from pimsolve.hwspec import describe, load_hwspec

    hw = load_hwspec(hwspec, overrides)
    if as_json:
        print_json({"name": hw.name, "source": hw.source, "valid": True,
               "family": hw.compute.family.value, "cores": hw.num_cores,
               "arrays_per_core": hw.core.arrays, "arrays": hw.total_arrays,
               "clock_hz": hw.clock_hz, "local_memory_bytes": hw.core.local_memory_bytes,
               "facts": dict(describe(hw))})
        return
    table(describe(hw), f"{hw.name} ({hwspec}): valid")


@app.command()
@_guarded
def bindings(
    hw_path: Annotated[Path, typer.Option("--hw", help="hwspec YAML of the target.")],
    op: Annotated[str, typer.Option("--op", help="Operator: conv2d, depthwise_conv2d, gemm, "
                                                 "matmul, maxpool, avgpool, add, mul.")]
    = "conv2d",
    shape: Annotated[str | None, typer.Option("--shape", help="Loop extents, e.g. conv2d "
                                              "N,K,H,W,C,R,S = 4,64,56,56,64,3,3 (H, W: output "
                                              "rows, cols); KEY=value items and stride=, "
                                              "groups= too. Without it: every scheme before "
                                              "size limits.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the bindings as JSON.")] = False,
    overrides: SetOption = None,
) -> None:
    """List the ARES bindings of an operator onto a hwspec's compute abstraction."""
    from pimsolve.cli_bind import bindings as list_bindings

    list_bindings(hw_path, op, shape, as_json, overrides)


def _read_gmem(path: Path) -> Any:
    import numpy as np

    data = load_npy(path, "a 1-D uint8 array of global-memory bytes")
    if data.ndim != 1 or data.dtype != np.uint8:
        raise BadInputError(f"{path}: expected a 1-D uint8 array of global-memory bytes, got "
                            f"{data.ndim}-D {data.dtype}; hint: np.save(path, arr.view(np.uint8))")
    return data


def _save_npy(path: Path, array: Any) -> None:
    import io

    import numpy as np

    from pimsolve.fileio import write_atomic

    buffer = io.BytesIO()
    np.save(buffer, array)
    write_atomic(path, buffer.getvalue())


@app.command()
@_guarded
def simulate(
    program: Annotated[Path, typer.Argument(help="Program folder (core_NNN.s files, optional "
                                                 "array_groups.npz) or a solution folder.")],
    hw_path: Annotated[Path | None, typer.Option("--hw", help="hwspec YAML of the target "
                                                              "(a solution folder names its own).")]
    = None,
    gmem: Annotated[Path | None, typer.Option("--gmem", help="Initial global memory: a 1-D "
                                                             "uint8 .npy array.")] = None,
    dump_gmem: Annotated[Path | None, typer.Option("--dump-gmem", help="Write the final global "
                                                                       "memory here (.npy).")]
    = None,
    with_profile: Annotated[bool, typer.Option("--profile", help="Also report timing and "
                                                                 "energy.")] = False,
    timeline: Annotated[Path | None, typer.Option("--timeline", help="Write per-core unit "
                                                  "timelines as a Chrome trace (implies "
                                                  "--profile; open in ui.perfetto.dev).")]
    = None,
    model_input: Annotated[Path | None, typer.Option("--input", help="Solution folders: the "
                                                                     "model input (.npy, float).")]
    = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    overrides: SetOption = None,
) -> None:
    """Run a program or a solution on the functional simulator (and profile it)."""
    import time

    from pimsolve.fileio import check_writable_file
    from pimsolve.hwspec import load_hwspec
    from pimsolve.sim import load_program_dir
    from pimsolve.sim import simulate as run

    for option, path in (("--dump-gmem", dump_gmem), ("--timeline", timeline)):
        if path is not None:
            check_writable_file(path, option)
    if (program / "summary.json").is_file():
        _simulate_solution(program, hw_path, model_input, timeline, as_json, overrides)
        return
    if hw_path is None:
        raise BadInputError(f"{program}: --hw is required to simulate a program folder (only "
                            "solution folders name their hwspec)")
    hw = load_hwspec(hw_path, overrides)
    programs = load_program_dir(program, hw)
    initial = _read_gmem(gmem) if gmem is not None else None
    started = time.perf_counter()
    result = run(hw, programs.programs, programs.groups, initial,
                 with_profile=with_profile or timeline is not None,
                 keep_intervals=timeline is not None)
    wall = time.perf_counter() - started
    if dump_gmem is not None:
        _save_npy(dump_gmem, result.gmem)
    if timeline is not None:
        from pimsolve.report.timeline import write_timeline

        write_timeline(result.profile, programs.programs, timeline)
    report = sim_report(result, wall)
    if as_json:
        print_json(report)
        return
    rows = [(k, str(v)) for k, v in report.items() if not isinstance(v, dict)]
    if result.profile is not None:
        prof = report["profile"]
        rows += [(k, str(v)) for k, v in prof.items() if not isinstance(v, dict)]
        rows += [(f"utilization {u}", f"{v:.1%}") for u, v in prof["utilization"].items()]
        rows += [(f"energy {k}", f"{v:.4g} pJ") for k, v in prof["energy_pj"].items()]
    rows += [(f"weight {k.replace('_', ' ')}", str(v))
             for k, v in report.get("weight_writes", {}).items()]
    table(rows, f"simulation of {program} on {hw.name}")


@app.command()
@_guarded
def export(
    folder: Annotated[Path, typer.Argument(help="Solution folder from `map` (or a program "
                                                "folder with --hw).")],
    pimsim: Annotated[Path, typer.Option("--pimsim", help="pimsim-nn instruction file to "
                                         "write (gzipped JSON); its configuration and NoC "
                                         "table go beside it.")],
    hw_path: Annotated[Path | None, typer.Option("--hw", help="hwspec YAML (a solution folder "
                                                              "names its own).")] = None,
    sim_mode: Annotated[str, typer.Option("--sim-mode", metavar="latency|throughput",
                                          help="latency (one input) or "
                                          "throughput (every core loops its program).")]
    = "latency",
    sim_time: Annotated[float | None, typer.Option("--sim-time", help="Milliseconds pimsim-nn "
                                                   "simulates (default: twice the latency, "
                                                   "or 20 inputs).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print what was written as JSON.")]
    = False,
    overrides: SetOption = None,
) -> None:
    """Export per-core programs to pimsim-nn, with the configuration of the hwspec."""
    from pimsolve.cli_export import export_command

    rows = export_command(folder, pimsim, hw_path, sim_mode, sim_time, overrides)
    if as_json:
        print_json(dict(rows))
    else:
        table(rows, f"pimsim-nn export of {folder}")


def _simulate_solution(folder: Path, hw_path: Path | None, model_input: Path | None,
                       timeline: Path | None, as_json: bool, overrides: Any = ()) -> None:
    from pimsolve.fileio import write_atomic
    from pimsolve.report.solution import load_solution, read_json, versioned_json
    from pimsolve.verify import default_input, read_model_input, run_and_check

    if "partitions" in read_json(folder, "summary.json"):
        from pimsolve.cli_partition import simulate_partitioned

        report, bit_exact = simulate_partitioned(folder, hw_path, model_input, timeline,
                                                 overrides)
        write_atomic(folder / "verify.json", versioned_json(report))
        if as_json:
            print_json(report)
        else:
            table([(k, str(v)) for k, v in report.items() if not isinstance(v, (dict, list))] +
                   [(k, f"{v:.6g}") for k, v in report["profile"].items()],
                   f"verification of {folder} ({len(report['partitions'])} partitions)")
        if not bit_exact:
            raise VerificationError(f"{folder}: simulated outputs differ from the integer "
                                    f"reference (max |diff| {report['max_abs_diff_int']})")
        return
    solution = load_solution(folder, hw_path, overrides)
    if model_input is not None:
        x = read_model_input(model_input, solution.qgraph)
    else:
        x = default_input(solution.qgraph, solution.seed)
    check = run_and_check(solution.program, solution.qgraph, solution.hw, solution.model_path, x,
                          solution.qgraph.graph.host_ops, keep_intervals=timeline is not None,
                          seed=solution.seed,
                          x_name=str(model_input) if model_input else "seeded normal")
    report = check.as_dict()
    report["profile"] = {"cycles": check.profile.cycles, "latency_s": check.profile.seconds,
                         "energy_j": check.profile.energy_j}
    write_atomic(folder / "verify.json", versioned_json(report))
    if timeline is not None:
        from pimsolve.report.timeline import write_timeline

        write_timeline(check.profile, solution.program.programs, timeline)
    if as_json:
        print_json(report)
    else:
        looped = report.get("looped") or {}
        table([(k, str(v)) for k, v in report.items() if not isinstance(v, dict)] +
               [(k, f"{v:.6g}") for k, v in report["profile"].items()] +
               ([("looped throughput", f"{looped['throughput_per_s']:,.1f} inputs/s "
                                       f"({looped['period_cycles']:,.0f} cycles per input, "
                                       f"{looped['inputs']} inputs back to back)")]
                if looped.get("period_cycles") else []),
               f"verification of {folder}")
    if not check.bit_exact:
        raise VerificationError(f"{folder}: simulated outputs differ from the integer reference "
                                f"(max |diff| {check.max_abs_diff_int})")


def sim_report(result: Any, wall: float) -> dict[str, Any]:
    stats = result.stats
    report: dict[str, Any] = {
        "instructions": stats.instructions,
        "cores": len(stats.per_core),
        "saturated_elements": stats.saturated_elements,
        "wall_s": round(wall, 3),
        "instructions_per_s": round(stats.instructions / wall) if wall > 0 else None,
    }
    if stats.weight_writes:  # wwr: array groups the program writes (endurance)
        report["weight_writes"] = {"groups_written": len(stats.weight_writes),
                                   "writes": sum(stats.weight_writes.values()),
                                   "max_writes_per_array": stats.max_writes_per_array}
    prof = result.profile
    if prof is not None:
        units = ("matrix", "vector", "memory", "transfer", "scalar")
        report["profile"] = {
            "cycles": prof.cycles,
            "latency_s": prof.seconds,
            "energy_j": prof.energy_j,
            "utilization": {u: prof.utilization(u) for u in units},
            "energy_pj": {**{k: round(v, 3) for k, v in sorted(prof.dynamic_energy_pj.items())},
                          "leakage": round(prof.leakage_energy_pj, 3)},
            "per_core": {str(c): {"instructions": cp.instructions,
                                  "finish_cycle": cp.finish_cycle,
                                  "busy": {k: round(v, 3) for k, v in sorted(cp.busy.items())}}
                         for c, cp in sorted(prof.cores.items())},
        }
    return report


@app.command("map")
@_guarded
def map_command(
    model: Annotated[Path, typer.Argument(help="ONNX model to map, or the name of a shipped "
                                          "one (lenet5, tiny_resnet, ...).")],
    hw_path: Annotated[Path, typer.Option("--hw", help="hwspec YAML of the target, or the "
                                          "name of a shipped one (puma, isaac, ...: "
                                          "`pimsolve check NAME`).")],
    mode: Annotated[str, typer.Option("--mode", metavar="ht|ll", help="ht (high throughput) "
                                      "or ll (low latency).")] = "ht",
    solver: Annotated[str, typer.Option("--solver", metavar="cpsat|ga|balance|first-fit",
                                        help="Placement: cpsat (default), ga, balance or "
                                        "first-fit.")]
    = "cpsat",
    time_limit: Annotated[float, typer.Option("--time-limit", help="Seconds the placement "
                                                                   "solver may take.")] = 60.0,
    workers: Annotated[int, typer.Option("--workers", help="CP-SAT search workers.")] = 2,
    out: Annotated[Path | None, typer.Option("--out", help="Solution folder (default "
                                                           "solutions/<model>-<hw>-<mode>).")]
    = None,
    input_shape: Annotated[str | None, typer.Option("--input-shape", help="Shape for dynamic "
                                                                           "inputs, e.g. 1x3x224x224.")]
    = None,
    seed: Annotated[int, typer.Option("--seed", help="Seed of every random choice: the "
                                      "solvers', calibration's and test inputs'.")] = 0,
    calibrate: Annotated[Path | None, typer.Option("--calibrate", help="Calibration inputs "
                                                                       "(.npy).")] = None,
    verify: Annotated[bool, typer.Option("--verify", help="Simulate and check the program.")]
    = False,
    unfolding: Annotated[str, typer.Option("--unfolding",
                                           metavar="auto|IK2-O-1|IK-O-K|I-O-K2",
                                           help="Crossbar weight unfolding: "
                                                               "auto, IK2-O-1, IK-O-K or I-O-K2 "
                                                               "(PIMCOMP Table IV).")]
    = "auto",
    partition: Annotated[str, typer.Option(
        "--partition", metavar="METHOD",
        help="A model larger than the chip runs in weight-replacement phases chosen by "
             "METHOD: cpsat (or auto; optimal with a bound), ga (COMPASS's genetic "
             "algorithm), greedy or layerwise (COMPASS's baselines); off: fail instead.")]
    = "auto",
    objective: Annotated[str, typer.Option(
        "--objective", metavar="throughput|edp",
        help="What the partition decision minimizes: a batch's cycles (throughput) or its "
             "energy-delay product (edp).")] = "throughput",
    refine: Annotated[bool, typer.Option(
        "--refine", help="Partitioned models: simulate the chosen partitions and choose again "
                         "with their simulated figures, until the choice is all simulated "
                         "(rounds stop once --time-limit has passed).")] = False,
    batch: Annotated[int, typer.Option("--batch", help="Inputs per weight replacement of a "
                                                       "partitioned model (ht).")] = 16,
    layout_mode: Annotated[str, typer.Option(
        "--layout-mode", metavar="auto|static|hybrid",
        help="Digital PIM: PIM-DL's static mode (every layer's weights resident), hybrid "
             "(weights rewritten every inference; a layer larger than the chip runs alone, "
             "in passes) or auto (static when the network fits).")] = "auto",
    plot: Annotated[bool, typer.Option("--plot", help="Also draw plot.svg: work per core, "
                                                      "arrays per layer, the LL timeline "
                                                      "(needs the plot extra).")] = False,
    force: Annotated[bool, typer.Option("--force", help="Write into an --out folder that is "
                                                        "not a pimsolve solution (files of "
                                                        "the same names are replaced, others "
                                                        "stay).")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print summary.json instead of the "
                                                         "table.")] = False,
    overrides: SetOption = None,
) -> None:
    """Map a model onto a hwspec: write per-core programs and a summary."""
    import time

    STATE["json"] = as_json

    from pimsolve.api import map_into
    from pimsolve.pipeline import Options, Partitioned
    from pimsolve.report.solution import default_name

    started = time.perf_counter()
    if not model.is_file():
        raise BadInputError(f"{model}: no such model file; expected an .onnx file")
    if plot:
        from pimsolve.report.plot import require_matplotlib

        require_matplotlib()
    from pimsolve.fileio import check_output_folder
    from pimsolve.hwspec import load_hwspec
    from pimsolve.pipeline import takes_family_path

    hw = load_hwspec(hw_path, overrides)
    family = takes_family_path(hw)  # near-memory and other non-crossbar families
    target = out or Path("solutions") / default_name(model, hw.name, "seq" if family else mode)
    check_output_folder(target, force)
    if family and plot:
        raise BadInputError(f"--plot: draws crossbar placements; {hw_path} describes a "
                            f"{hw.compute.family.value} target (its layer tilings are in "
                            "summary.json)")
    options = Options(mode=mode, solver=solver, seed=seed, time_limit=time_limit,
                      workers=workers, input_shape=parse_shape(input_shape),
                      calibration=calibrate, unfolding=unfolding, partition=partition,
                      batch=batch, objective=objective, refine=refine,
                      layout_mode=layout_mode)
    from pimsolve.solve.budget import reporting

    with show_progress() as progress, reporting(progress):
        mapped = map_into(target, model, hw, options, verify=verify, plot=plot, force=force,
                          progress=progress, started=started)
    compiled, verification = mapped.compiled, mapped.verification
    if family:
        rows, title = family_rows(mapped)
        finish(rows, title, compiled.qgraph, target, verification, "primitive outputs",
               (("primitives match lowering", "primitives_match_lowering"),))
        return
    if isinstance(compiled, Partitioned):
        rows, title = partitioned_rows(mapped)
        finish(rows, title, compiled.qgraph, target, verification, "simulated outputs")
        return
    metrics = mapped.metrics
    rows = [("solution", str(target)), ("layers", str(len(compiled.qgraph.layers))),
            ("placement", f"{compiled.placement.solver}: replicas "
                          f"{sum(compiled.placement.replicas.values())} over "
                          f"{len(compiled.placement.replicas)} weight layers"),
            ("solver", _solver_line(compiled.stats) + (
                "; the objective is the pipeline cycle plus one window per layer, not the "
                "latency" if mode == "ll" else "")),
            ("cores used", str(len(compiled.program.programs))),
            ("instructions", f"{sum(len(c) for c in compiled.program.programs.values()):,}"),
            ("array utilization", f"{metrics['array_utilization']:.1%}"),
            *figure_rows(metrics, mode),
            ("energy", energy_line(metrics)),
            ("compile time", f"{mapped.wall_s:.2f} s")]
    finish(rows, f"{model.name} on {compiled.hw.name} ({mode})", compiled.qgraph, target,
           verification, "simulated outputs")


@app.command()
@_guarded
def bound(
    model: Annotated[Path, typer.Argument(help="ONNX model.")],
    hw_path: Annotated[Path, typer.Option("--hw", help="hwspec YAML of the target.")],
    mode: Annotated[str, typer.Option("--mode", metavar="ht|ll", help="ht or ll.")] = "ht",
    time_limit: Annotated[float, typer.Option("--time-limit", help="Seconds of search.")]
    = 60.0,
    workers: Annotated[int, typer.Option("--workers", help="CP-SAT search workers.")] = 2,
    seed: Annotated[int, typer.Option("--seed", help="Seed of every random choice: the "
                                      "solvers'.")] = 0,
    input_shape: Annotated[str | None, typer.Option("--input-shape", help="Shape for "
                                                                           "dynamic inputs.")]
    = None,
    batch: Annotated[int, typer.Option("--batch", help="Inputs per weight replacement, for a "
                                                       "model larger than the chip (ht).")]
    = 16,
    as_json: Annotated[bool, typer.Option("--json", help="Print the bound as JSON.")] = False,
    overrides: SetOption = None,
) -> None:
    """Print the proven lower bound on the placement objective and how it was obtained."""
    from pimsolve.cli_bound import bound_command

    bound_command(model, hw_path, mode, time_limit, workers, seed, input_shape, batch, as_json,
                  overrides)


@app.command()
@_guarded
def info(
    model: ModelArgument,
    hw_path: HwOption,
    input_shape: InputShapeOption = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the layers as JSON.")] = False,
    overrides: SetOption = None,
) -> None:
    """Layers, weights, and arrays needed vs available."""
    from pimsolve.cli_info import info_command

    info_command(model, hw_path, parse_shape(input_shape), as_json, overrides)


@app.command()
@_guarded
def partitions(
    model: ModelArgument,
    hw_path: HwOption,
    input_shape: InputShapeOption = None,
    unfolding: Annotated[str, typer.Option("--unfolding", help="Unfolding format of the "
                                                               "weight matrices.")] = "auto",
    plot: Annotated[Path | None, typer.Option("--plot", help="Draw the validity map to this "
                                                            "SVG file.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print every unit and the map as "
                                                         "JSON.")] = False,
    overrides: SetOption = None,
) -> None:
    """COMPASS's partition units of a model and the chip's validity map."""
    from pimsolve.cli_partition import partitions_command

    partitions_command(model, hw_path, parse_shape(input_shape), unfolding, plot, as_json,
                       overrides)


@app.command()
@_guarded
def layouts(
    model: ModelArgument,
    hw_path: HwOption,
    mode: Annotated[str, typer.Option("--mode", help="static (every layer resident), hybrid "
                                                     "(resident a phase of the chip at a "
                                                     "time) or dynamic (a layer at a time).")]
    = "hybrid",
    input_shape: InputShapeOption = None,
    time_limit: Annotated[float, typer.Option("--time-limit", help="Seconds for the whole "
                                              "decision: half for the layout search, the rest "
                                              "for the block allocation.")] = 10.0,
    workers: Annotated[int, typer.Option("--workers", help="CP-SAT search workers.")] = 2,
    seed: Annotated[int, typer.Option("--seed", help="Seed of every random choice.")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print every layer's layout, the "
                                                         "solver figures and the baselines "
                                                         "as JSON.")] = False,
    overrides: SetOption = None,
) -> None:
    """PIM-DL's layouts of a model on a digital-PIM hwspec: DP, CP-SAT, baselines."""
    from pimsolve.cli_layout import layouts_command

    layouts_command(model, hw_path, mode, parse_shape(input_shape), time_limit, workers, seed,
                    as_json, overrides)


@app.command("tile")
@_guarded
def tile_cmd(
    hw_path: Annotated[Path, typer.Option("--hw", help="hwspec YAML of the target.")],
    shape: Annotated[str, typer.Option("--shape", help="conv2d: N,K,H,W,C,R,S[,stride] (H, W "
                                                       "the output size); gemm: M,N,K.")],
    op: Annotated[str, typer.Option("--op", help="Operator: conv2d, depthwise_conv2d, gemm, "
                                                 "matmul, maxpool, avgpool, add, mul.")]
    = "conv2d",
    time_limit: Annotated[float, typer.Option("--time-limit", help="Seconds of search: a "
                                              "reproducible budget.")] = 10.0,
    seed: Annotated[int, typer.Option("--seed", help="Seed of every random choice: CP-SAT's "
                                      "and the GA's.")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    wall_clock: Annotated[bool, typer.Option("--wall-clock", help="Stop at --time-limit of wall "
                                             "time (the answer may differ run to run).")] = False,
    overrides: SetOption = None,
) -> None:
    """Tile one operator on a hwspec: binding, tiles per memory level, loop order (docs/tiling.md)."""
    from pimsolve.cli_tile import tile_command

    typer.echo(tile_command(hw_path, op, shape, time_limit, as_json, seed,
                            deterministic=not wall_clock, overrides=overrides))


@app.command()
@_guarded
def sweep(
    file: Annotated[Path, typer.Argument(help="Sweep file: models, a hwspec, a grid (or points) "
                                              "of overrides, modes, solvers (docs/sweep.md).")],
    out: Annotated[Path, typer.Option("--out", help="Folder of the results (results.csv, "
                                                    "results.jsonl, pareto.svg, points/); a "
                                                    "sweep run again into it resumes.")],
    jobs: Annotated[int, typer.Option("--jobs", help="Points mapped at once, each in its own "
                                                     "process with one CP-SAT worker.")] = 1,
    ray_address: Annotated[str | None, typer.Option("--ray", metavar="ADDRESS|local",
                                                    help="Run each point as a task on the Ray "
                                                    "cluster at ADDRESS, or on a new local "
                                                    "instance (needs the ray extra).")] = None,
    verify: Annotated[bool, typer.Option("--verify", help="Simulate and check every point's "
                                                          "program.")] = False,
    time_limit: Annotated[float, typer.Option("--time-limit", help="Seconds the placement "
                                                                   "solver may take, per "
                                                                   "point.")] = 60.0,
) -> None:
    """Map models onto variants of a hwspec: one row per point, the Pareto-optimal ones
    plotted."""
    from pimsolve.cli_sweep import sweep_command

    sweep_command(file, out, jobs, ray_address, verify, time_limit)


@app.command()
@_guarded
def zoo(
    names: Annotated[list[str] | None, typer.Argument(help="Models to build (default: all).")]
    = None,
    out: Annotated[Path, typer.Option("--out", help="Folder for the .onnx files.")]
    = Path("models/zoo"),
    seed: Annotated[int, typer.Option("--seed", help="Seed of every random choice: the "
                                      "weights'.")] = 0,
    listed: Annotated[bool, typer.Option("--list", help="List the models and exit.")] = False,
) -> None:
    """Build the benchmark networks (seeded weights) as ONNX files."""
    import onnx

    from pimsolve.zoo import MODELS, parameter_count, zoo_main

    if listed:
        for name in sorted(MODELS):
            typer.echo(name)
        return
    unknown = sorted(set(names or ()) - set(MODELS) - {"all"})
    if unknown:
        raise BadInputError(f"unknown model(s) {', '.join(unknown)}; available: "
                            f"{', '.join(sorted(MODELS))}")
    chosen = sorted(MODELS) if not names or "all" in names else list(names)
    for path in zoo_main(chosen, out, seed):
        model = onnx.load(path, load_external_data=False)
        typer.echo(f"{path}  {path.stat().st_size / 1e6:.3f} MB  {parameter_count(model):,} "
                   "parameters")
