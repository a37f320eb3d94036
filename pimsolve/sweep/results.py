"""A sweep's results: one row per point (:data:`COLUMNS`), written as ``results.csv`` and
``results.jsonl`` in the sweep's declared order, the Pareto-optimal points of two trade-offs,
and ``pareto.svg`` drawing them (matplotlib, the ``plot`` extra).

The trade-offs: throughput against arrays used (more inputs per second, fewer arrays), and
energy against latency (both smaller), among the points of one model in one mode (the hwspec
variants and solvers compete; different networks do not). Each uses the simulated figure of a
point mapped with ``--verify``, else the predicted one.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from typing import Any

# (column, unit or meaning): docs/sweep.md documents the same list
COLUMNS: tuple[tuple[str, str], ...] = (
    ("index", "the point's place in the sweep's declared order, from 1"),
    ("key", "SHA-256 (16 hex digits) of the model's bytes, the effective hwspec, the options "
            "and pimsolve's version"),
    ("model", "as the sweep file names it"),
    ("overrides", "the point's hwspec overrides, JSON"),
    ("mode", "ht or ll"),
    ("solver", "the placement solver"),
    ("status", "the solver's status (OPTIMAL, FEASIBLE, ...); ERROR for an error row"),
    ("objective", "the placement objective, cycles"),
    ("bound", "the proven lower bound on the objective, cycles"),
    ("gap", "(objective - bound) / objective"),
    ("stopped_by", "what ended the placement search: search complete, deterministic budget, "
                   "or wall clock (such a row may differ run to run)"),
    ("predicted_latency_s", "one input's latency as map predicts it, seconds"),
    ("predicted_throughput_per_s", "inputs per second as map predicts it"),
    ("simulated_latency_s", "one input's simulated latency (--verify), seconds"),
    ("simulated_throughput_per_s", "simulated inputs per second (--verify)"),
    ("energy_j", "energy of one input, joules (simulated with --verify)"),
    ("arrays_used", "arrays holding weights"),
    ("bytes_moved", "bytes one input moves: global-memory reads and writes and NoC sends"),
    ("bit_exact", "the simulated outputs equal the integer reference (--verify)"),
    ("error", "<kind>: <message> of an error row (bad input, infeasible, mismatch, internal "
              "error)"),
    ("pareto", "the trade-offs the point is Pareto-optimal in: throughput-arrays, "
               "energy-latency"),
    ("compile_s", "the point's wall time, seconds (the only column that differs run to run)"),
)
NAMES = tuple(name for name, _ in COLUMNS)
TIMING = ("compile_s",)
LOG_RATIO = 30  # a plot axis whose values span more than this factor is logarithmic
THROUGHPUT_ARRAYS = "throughput-arrays"
ENERGY_LATENCY = "energy-latency"


def throughput(row: dict[str, Any]) -> float | None:
    return _first(row, "simulated_throughput_per_s", "predicted_throughput_per_s")


def latency(row: dict[str, Any]) -> float | None:
    return _first(row, "simulated_latency_s", "predicted_latency_s")


def _first(row: dict[str, Any], *names: str) -> Any:
    for name in names:
        if row.get(name) is not None:
            return row[name]
    return None


def pareto_front(points: Sequence[tuple[float, float]]) -> set[int]:
    """Indices of the points no other point dominates, both coordinates minimized (a point
    equal to another is kept with it)."""
    front = set()
    for i, (a, b) in enumerate(points):
        if not any(c <= a and d <= b and (c < a or d < b) for c, d in points):
            front.add(i)
    return front


def pareto(rows: Sequence[dict[str, Any]]) -> dict[str, set[int]]:
    """For each trade-off, the positions in ``rows`` of the points Pareto-optimal among the
    rows of their model and mode."""
    fronts: dict[str, set[int]] = {THROUGHPUT_ARRAYS: set(), ENERGY_LATENCY: set()}
    groups: dict[tuple[str, str], list[int]] = {}
    for i, row in enumerate(rows):
        if not row.get("error"):
            groups.setdefault((row["model"], row["mode"]), []).append(i)
    for members in groups.values():
        for name, coordinates in (
                # more throughput is better: its negative is minimized
                (THROUGHPUT_ARRAYS, lambda r: (r.get("arrays_used"),
                                               None if throughput(r) is None else -throughput(r))),
                (ENERGY_LATENCY, lambda r: (latency(r), r.get("energy_j")))):
            found = [(i, coordinates(rows[i])) for i in members]
            found = [(i, xy) for i, xy in found if None not in xy]
            front = pareto_front([xy for _, xy in found])
            fronts[name] |= {found[k][0] for k in front}
    return fronts


def with_pareto(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows with their ``pareto`` column."""
    fronts = pareto(rows)
    return [{**row, "pareto": " ".join(n for n, front in fronts.items() if i in front)}
            for i, row in enumerate(rows)]


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)  # floats as Python's shortest round-tripping repr


def csv_text(rows: Sequence[dict[str, Any]]) -> str:
    """results.csv: a header line, then one line per row, the cells of :data:`COLUMNS`."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(NAMES)
    for row in rows:
        writer.writerow([_cell(row.get(name)) for name in NAMES])
    return out.getvalue()


def jsonl_text(rows: Sequence[dict[str, Any]]) -> str:
    """results.jsonl: one JSON object per row, every column (null where empty)."""
    return "".join(json.dumps({name: row.get(name) for name in NAMES}) + "\n" for row in rows)


def pareto_svg(rows: Sequence[dict[str, Any]], title: str) -> bytes:
    """Two panels: throughput against arrays used, energy against latency; every point
    coloured by model, the Pareto-optimal ones ringed and joined."""
    from pimsolve.report.plot import figure_bytes, pyplot

    plt = pyplot()
    fronts = pareto(rows)
    models = sorted({row["model"] for row in rows})
    colours = {m: plt.get_cmap("tab10")(k % 10) for k, m in enumerate(models)}
    fig, axes = plt.subplots(1, 2, figsize=(12, 5))
    energies = [r["energy_j"] for r in rows if r.get("energy_j")]
    scale, unit = (1e3, "mJ") if energies and max(energies) >= 1e-3 else (1e6, "µJ")
    panels = ((axes[0], THROUGHPUT_ARRAYS, lambda r: r.get("arrays_used"), throughput,
               "arrays used", "throughput (inputs/s)"),
              (axes[1], ENERGY_LATENCY, lambda r: latency(r) and latency(r) * 1e3,
               lambda r: r.get("energy_j") and r["energy_j"] * scale, "latency of one input (ms)",
               f"energy per input ({unit})"))
    for ax, name, x_of, y_of, x_label, y_label in panels:
        drawn = []
        for model in models:
            points = [(x_of(r), y_of(r)) for r in rows
                      if r["model"] == model and not r.get("error")]
            points = [p for p in points if None not in p]
            if points:
                drawn += points
                ax.scatter(*zip(*points), s=22, color=colours[model], label=model, alpha=0.75)
        for axis, values in (("x", [x for x, _ in drawn]), ("y", [y for _, y in drawn])):
            if values and min(values) > 0 and max(values) > LOG_RATIO * min(values):
                (ax.set_xscale if axis == "x" else ax.set_yscale)("log")
        ringed = False
        for model, mode in sorted({(rows[i]["model"], rows[i]["mode"]) for i in fronts[name]}):
            best = sorted((x_of(rows[i]), y_of(rows[i])) for i in fronts[name]
                          if (rows[i]["model"], rows[i]["mode"]) == (model, mode))
            ax.scatter(*zip(*best), s=90, facecolors="none", edgecolors="black",
                       linewidths=1.2, label=None if ringed else "Pareto-optimal (per model "
                                                                  "and mode)")
            ax.plot(*zip(*best), color=colours[model], linewidth=0.9,
                    linestyle="-" if mode == "ht" else "--",
                    drawstyle="steps-post" if name == ENERGY_LATENCY else "steps-pre")
            ringed = True
        ax.set_xlabel(x_label)
        ax.set_ylabel(y_label)
        ax.grid(True, linewidth=0.3)
        if drawn:
            ax.legend(fontsize=8)
        else:
            ax.text(0.5, 0.5, "no point has these figures", ha="center", va="center",
                    transform=ax.transAxes)
    axes[0].set_title("throughput vs arrays used (up and left is better)", fontsize=10)
    axes[1].set_title("energy vs latency (down and left is better)", fontsize=10)
    fig.suptitle(title, fontsize=11)
    fig.tight_layout()
    return figure_bytes(fig)
