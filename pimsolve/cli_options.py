"""Console output every command shares: tables sized for a terminal or a pipe, JSON, figures
in engineering units."""

from __future__ import annotations

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
    import typer

    from pimsolve.report.solution import versioned_json

    typer.echo(versioned_json(data), nl=False)
