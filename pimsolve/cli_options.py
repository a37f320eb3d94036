"""What every command shares: the global options' state, progress on stderr, summary tables
sized for a terminal or a pipe, JSON, figures in engineering units."""

from __future__ import annotations

from pathlib import Path

import typer

from pimsolve.errors import VerificationError

PIPED_WIDTH = 400  # columns of a table written to a file or a pipe


def console(stderr: bool = False):
    """A rich console: a terminal's width on a terminal; piped or redirected, wide enough that
    no figure of a table is cut or wrapped."""
    from rich.console import Console

    out = Console(stderr=stderr)
    return out if out.is_terminal else Console(stderr=stderr, width=PIPED_WIDTH)


def joules(value: float) -> str:
    """An energy in the unit that keeps it between 1 and 1000 (pJ to J), 4 significant
    digits: ``822.3 µJ``, ``147.8 mJ``."""
    for scale, unit in ((1.0, "J"), (1e-3, "mJ"), (1e-6, "µJ"), (1e-9, "nJ")):
        if abs(value) >= scale:
            return f"{value / scale:.4g} {unit}"
    return f"{value / 1e-12:.4g} pJ"


def energy_line(metrics: dict) -> str:
    """The energy row of a summary table: total, then dynamic and leakage (over what)."""
    energy = metrics.get("energy")
    if not energy:
        return joules(metrics["energy_j"])
    return (f"{joules(energy['total_j'])} (dynamic {joules(energy['dynamic_j'])}, leakage "
            f"{joules(energy['leakage_j'])} over {energy['leakage_over_s'] * 1e3:.4g} ms, "
            f"{energy['leakage_over']})")


def print_json(data: dict) -> None:
    """A command's --json output: ``data`` under the schema version."""
    from pimsolve.report.solution import versioned_json

    typer.echo(versioned_json(data), nl=False)


# the global options of the command line (pimsolve.cli.main), read by every command
STATE: dict[str, bool] = {"debug": False, "quiet": False, "verbose": False, "json": False}


def table(rows: list[tuple[str, str]], title: str) -> None:
    from rich.markup import escape
    from rich.table import Table

    grid = Table(title=title, show_header=False, title_justify="left")
    grid.add_column(style="bold")
    grid.add_column()
    for key, value in rows:
        grid.add_row(escape(key), escape(value))
    console().print(grid)


def parse_shape(text: str | None) -> tuple[int, ...] | None:
    from pimsolve.frontend import parse_input_shape

    return None if text is None else parse_input_shape(text)


def show_progress():
    """The command's progress on stderr, as --quiet and --verbose ask (pimsolve.progress)."""
    from pimsolve.progress import Progress

    return Progress(quiet=STATE["quiet"], verbose=STATE["verbose"])


def figure_rows(metrics: dict, mode: str) -> list[tuple[str, str]]:
    """Throughput (HT) and the latency of one input, each with where it comes from."""
    from pimsolve.report.solution import STATIC_SOURCE

    rows = []
    if "looped_period_cycles" in metrics:
        rows.append(("throughput", f"{metrics['throughput_per_s']:,.1f} inputs/s "
                                   f"({metrics['looped_period_cycles']:,.0f} cycles per input, "
                                   f"{metrics['throughput_source']})"))
    if mode == "ht" and "pipeline_cycle" in metrics:
        rows.append(("saturated pipeline", f"{metrics['saturated_throughput_per_s']:,.1f} "
                                           f"inputs/s (cycle {metrics['pipeline_cycle']:,.0f} "
                                           "cycles with every layer on another input and no "
                                           "barriers: an analysis, simulated)"))
    elif mode == "ht":
        rows.append(("throughput", f"{metrics['throughput_per_s']:,.1f} inputs/s (pipeline cycle "
                                   f"{metrics['predicted_pipeline_cycle']:,.0f} cycles, "
                                   f"{metrics['throughput_source']})"))
    at_least = "≥ " if metrics["source"] == STATIC_SOURCE else ""
    rows.append(("latency of one input", f"{at_least}{metrics['latency_s'] * 1e3:.4g} ms "
                                         f"({metrics['cycles']:,.0f} cycles, {metrics['source']})"))
    if "predicted_latency_cycles" in metrics:
        rows.append(("predicted latency", f"{metrics['predicted_latency_cycles']:,} cycles "
                                          f"({metrics['predicted_latency_error']:+.1%})"))
    return rows


def finish(rows: list, title: str, qgraph, target: Path, verification: dict | None,
            what: str, checks: tuple = ()) -> None:
    """The summary table's last rows (host operators, verification), the table itself, and
    exit code 4 when ``what`` (the checked outputs) differ from the integer reference."""
    if qgraph.graph.host_ops:
        rows.append(("on the host", ", ".join(qgraph.graph.host_ops)))
    if verification is not None:
        rows += [("bit-exact", str(verification["bit_exact"])),
                 *((label, str(verification[key])) for label, key in checks),
                 ("float cosine vs " + verification["float_oracle"],
                  str(verification["float_cosine"]))]
    if STATE.get("json"):  # map --json: summary.json itself instead of the table
        from pimsolve.safeload import read_text

        typer.echo(read_text(target / "summary.json", "a solution's summary.json"), nl=False)
    else:
        table(rows, title)
    if verification is not None and not verification["bit_exact"]:
        raise VerificationError(f"{target}: {what} differ from the integer reference "
                                f"(max |diff| {verification['max_abs_diff_int']})")
