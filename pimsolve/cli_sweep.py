"""`pimsolve sweep`: a sweep file's points run (pimsolve.sweep), the summary table printed, the
results and the Pareto plot written (docs/sweep.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer

from pimsolve.cli_options import STATE, console, joules

ERROR_WIDTH = 60  # characters of an error shown in the table (results.csv has all of it)


def sweep_command(file: Path, out: Path, jobs: int, ray_address: str | None, verify: bool,
                  time_limit: float) -> None:
    from pimsolve.fileio import write_atomic
    from pimsolve.progress import Progress
    from pimsolve.sweep import load_sweep, run_sweep
    from pimsolve.sweep.runner import check_backend

    sweep = load_sweep(file)
    check_backend(jobs, ray_address)
    with Progress(quiet=STATE["quiet"], verbose=STATE["verbose"], total=sweep.size) as progress:
        outcome = run_sweep(sweep, out, jobs=jobs, ray_address=ray_address, verify=verify,
                            time_limit=time_limit, progress=progress)
    plot = out / "pareto.svg"
    try:
        from pimsolve.report.plot import require_matplotlib

        require_matplotlib()
    except Exception:  # noqa: BLE001 - the plot is optional: the results are written
        plot = None
    if plot is not None:
        from pimsolve.sweep.results import pareto_svg

        write_atomic(plot, pareto_svg(outcome.rows, f"{file.name}: {len(outcome.rows)} points"))
    _table(outcome.rows, f"{file.name}: {len(outcome.rows)} points, {outcome.ran} run, "
                         f"{outcome.resumed} resumed")
    errors = sum(bool(row.get("error")) for row in outcome.rows)
    typer.echo(f"results: {out / 'results.csv'}, {out / 'results.jsonl'}" +
               (f", {plot}" if plot is not None else "; pareto.svg not drawn: needs matplotlib "
                "(hint: pip install 'pimsolve[plot]')") +
               (f"; {errors} error row{'s' if errors != 1 else ''}" if errors else ""), err=True)


def _figure(value: Any, fmt: str) -> str:
    return "" if value is None else format(value, fmt)


def _table(rows: list[dict[str, Any]], title: str) -> None:
    from rich.markup import escape
    from rich.table import Table

    from pimsolve.sweep.results import latency, throughput

    grid = Table(title=title, title_justify="left")
    for name in ("#", "model", "overrides", "mode", "solver", "status", "inputs/s",
                 "latency", "energy", "arrays", "Pareto", "error"):
        grid.add_column(name, overflow="fold")
    for row in rows:
        error = row.get("error") or ""
        rate, seconds, energy = throughput(row), latency(row), row.get("energy_j")
        grid.add_row(str(row["index"]), escape(row["model"]), escape(row["overrides"]),
                     row["mode"], row["solver"], row.get("status") or "",
                     _figure(rate, ",.1f"),
                     "" if seconds is None else f"{seconds * 1e3:.4g} ms",
                     "" if energy is None else joules(energy),
                     _figure(row.get("arrays_used"), ","), row.get("pareto") or "",
                     escape(error if len(error) <= ERROR_WIDTH else
                            error[:ERROR_WIDTH - 1] + "…"))
    console().print(grid)
