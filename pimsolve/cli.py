"""Command-line interface (typer). Exit codes: 0 ok, 1 internal error, 2 bad input,
3 infeasible, 4 simulated results differ from the reference. Errors are one clear message on
stderr; ``--debug`` adds the traceback."""

from __future__ import annotations

import json
import traceback
from collections.abc import Callable
from functools import wraps
from pathlib import Path
from typing import Annotated, Any

import typer

from pimsolve.errors import EXIT_INTERNAL, BadInputError, PimsolveError

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  help="Map neural networks onto processing-in-memory accelerators.")

_state = {"debug": False}


@app.callback()
def main(debug: Annotated[bool, typer.Option("--debug", help="Show tracebacks on errors.")]
         = False) -> None:
    _state["debug"] = debug


def _guarded(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn pimsolve errors into one line on stderr and the documented exit code."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except PimsolveError as exc:
            if _state["debug"]:
                traceback.print_exc()
            typer.echo(f"error: {exc}", err=True)
            raise typer.Exit(exc.exit_code) from None
        except typer.Exit:
            raise
        except KeyboardInterrupt:
            typer.echo("interrupted", err=True)
            raise typer.Exit(130) from None
        except Exception as exc:  # an internal error: say so, keep the traceback for --debug
            if _state["debug"]:
                traceback.print_exc()
            typer.echo(f"internal error: {type(exc).__name__}: {exc} (rerun with --debug for "
                       "the traceback and please report it)", err=True)
            raise typer.Exit(EXIT_INTERNAL) from None

    return wrapper


def _table(rows: list[tuple[str, str]], title: str) -> None:
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table

    table = Table(title=title, show_header=False, title_justify="left")
    table.add_column(style="bold")
    table.add_column()
    for key, value in rows:
        table.add_row(escape(key), escape(value))
    Console().print(table)


@app.command()
@_guarded
def check(hwspec: Annotated[Path, typer.Argument(help="hwspec YAML file to validate.")]) -> None:
    """Validate a hwspec and print the facts derived from it."""
    from pimsolve.hwspec import describe, load_hwspec

    hw = load_hwspec(hwspec)
    _table(describe(hw), f"{hw.name} ({hwspec}): valid")


def _read_gmem(path: Path) -> Any:
    import numpy as np

    try:
        data = np.load(path, allow_pickle=False)
    except (OSError, ValueError) as exc:
        raise BadInputError(f"{path}: not a readable .npy file ({exc}); expected a 1-D uint8 "
                            "array of global-memory bytes") from None
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
    hw_path: Annotated[Path, typer.Option("--hw", help="hwspec YAML of the target.")],
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
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
) -> None:
    """Run a program on the functional simulator (and profile it)."""
    import time

    from pimsolve.hwspec import load_hwspec
    from pimsolve.sim import load_program_dir, simulate as run

    hw = load_hwspec(hw_path)
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
        typer.echo(json.dumps(report, indent=2))
        return
    rows = [(k, str(v)) for k, v in report.items() if not isinstance(v, dict)]
    if result.profile is not None:
        prof = report["profile"]
        rows += [(k, str(v)) for k, v in prof.items() if not isinstance(v, dict)]
        rows += [(f"utilization {u}", f"{v:.1%}") for u, v in prof["utilization"].items()]
        rows += [(f"energy {k}", f"{v:.4g} pJ") for k, v in prof["energy_pj"].items()]
    _table(rows, f"simulation of {program} on {hw.name}")


def sim_report(result: Any, wall: float) -> dict[str, Any]:
    stats = result.stats
    report: dict[str, Any] = {
        "instructions": stats.instructions,
        "cores": len(stats.per_core),
        "saturated_elements": stats.saturated_elements,
        "wall_s": round(wall, 3),
        "instructions_per_s": round(stats.instructions / wall) if wall > 0 else None,
    }
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
