"""Placement solvers side by side: objective, bound, gap, wall time and simulated cycle.

    python benchmarks/placement.py                                   # lenet5, vgg8 on small-8x16, puma
    python benchmarks/placement.py --models resnet18 --hw pimcomp-default puma isaac --time-limit 60
    python benchmarks/placement.py --no-sim                          # solver figures only
    python benchmarks/placement.py --json rows.json --plot rows.svg  # keep the rows, draw them
    python benchmarks/placement.py --from-json rows.json --plot rows.svg   # redraw, no solving

For every model × hwspec × mode and every solver (cpsat, ga, balance, first-fit) the table
shows the cost-model objective (validated without the solver), the proven bound and gap where
the solver has one, the solver's wall time, and with simulation the simulated pipeline cycle
(HT: one saturated cycle replayed with the hwspec's timing) or latency (LL) of the scheduled
program. ``pred/sim`` divides the prediction by it: in HT the objective (the cost model's
pipeline cycle), in LL the latency the list scheduler timed (the LL objective is a proxy, not a
latency; docs/formulation.md). ``thr/bal`` is the balance heuristic's simulated cycle (HT) or
latency (LL) over the row's: how much faster the row runs. A model larger than the
chip is run in weight-replacement phases (status ``OPTI×n``, ``FEAS×n`` or ``HEUR×n``: n
partitions, with every placement's status when they agree): objective and simulated figures
are then cycles of a batch of 16 through every partition. PIMCOMP's GA took 415–2,179 s per
network (seeds/pimcomp.txt, Table VI) for the same decision.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SOLVERS = ("cpsat", "ga", "balance", "first-fit")


def run(model: str, hw: str, mode: str, solver: str, limit: float, simulate: bool,
        folder: Path) -> dict:
    from pimsolve.errors import PimsolveError
    from pimsolve.pipeline import Options, compile_model
    from pimsolve.zoo import save

    path = ROOT / "models" / f"{model}.onnx"
    if not path.exists():
        path = folder / f"{model}.onnx"
        if not path.exists():
            save(model, path)
    row = {"model": model, "hw": hw, "mode": mode, "solver": solver}
    try:
        compiled = compile_model(path, ROOT / "hwspec" / f"{hw}.yaml",
                                 Options(mode=mode, solver=solver, time_limit=limit))
    except PimsolveError as exc:
        row["error"] = str(exc).split(";")[0][:60]
        return row
    if hasattr(compiled, "parts"):  # larger than the chip: weight-replacement phases
        return _partitioned(row, compiled, simulate)
    stats = compiled.stats
    row.update(status=stats.status, objective=compiled.validation.objective, bound=stats.bound,
               gap=stats.gap, wall=stats.wall_s, stopped=stats.stopped)
    if simulate:
        if mode == "ht":
            from pimsolve.verify import pipeline_cycle

            row["simulated"] = pipeline_cycle(compiled)
        else:
            from pimsolve.verify import default_input, run_and_check

            check = run_and_check(compiled.program, compiled.qgraph, compiled.hw, path,
                                  default_input(compiled.qgraph, 0))
            row["simulated"] = check.profile.cycles
            row["predicted"] = compiled.program.estimated_cycles
            row["bit_exact"] = check.bit_exact
    return row


def _partitioned(row: dict, compiled, simulate: bool) -> dict:
    """A batch through every partition: objective Σ R_k + N·(cost-model cycle), bound the
    partition plan's, simulated Σ R_k + N·(simulated pipeline cycle) (HT)."""
    from pimsolve.report.partitioned import steady_batch_cycles
    from pimsolve.solve.budget import first_stop

    objective = round(steady_batch_cycles(compiled))
    bound = min(compiled.plan.stats.bound, objective)
    statuses = {p.stats.status for p in compiled.parts}
    status = statuses.pop() if len(statuses) == 1 else "FEASIBLE"
    row.update(status=f"{status[:4]}×{len(compiled.parts)}", objective=objective, bound=bound,
               gap=(objective - bound) / objective if objective else 0.0,
               wall=sum(p.stats.wall_s for p in compiled.parts) + compiled.plan.stats.wall_s,
               stopped=first_stop(*(p.stats.stopped for p in compiled.parts)))
    if simulate and row["mode"] == "ht":
        row["simulated"] = steady_batch_cycles(compiled, simulate=True)
    return row


def plot(rows: list[dict], path: Path) -> None:
    """One panel per mode: each solver's simulated speed-up over the balance heuristic (its
    cycle or latency over the row's) per model and hwspec, and the issue's 1.5 target (HT)."""
    from pimsolve.report.plot import figure_bytes, pyplot

    plt = pyplot()
    modes = list(dict.fromkeys(r["mode"] for r in rows))
    solvers = list(dict.fromkeys(r["solver"] for r in rows))
    fig, axes = plt.subplots(len(modes), 1, figsize=(10, 3.2 * len(modes)),
                             layout="constrained", squeeze=False)
    for ax, mode in zip(axes[:, 0], modes):
        cases = list(dict.fromkeys((r["model"], r["hw"]) for r in rows if r["mode"] == mode))
        width = 0.8 / max(len(solvers), 1)
        for k, solver in enumerate(solvers):
            xs, ys = [], []
            for x, (model, hw) in enumerate(cases):
                mine = {r["solver"]: r.get("simulated") for r in rows
                        if (r["model"], r["hw"], r["mode"]) == (model, hw, mode)}
                if mine.get(solver) and mine.get("balance"):
                    xs.append(x + (k - (len(solvers) - 1) / 2) * width)
                    ys.append(mine["balance"] / mine[solver])
            ax.bar(xs, ys, width=width, label=solver)
        if mode == "ht":
            ax.axhline(1.5, color="black", linestyle=":", linewidth=1,
                       label="1.5: the target of the 224×224 networks")
        ax.set_xticks(range(len(cases)), [f"{m}\n{h}" for m, h in cases], fontsize=7)
        what = "pipeline cycle" if mode == "ht" else "latency"
        ax.set_ylabel(f"balance's {what} / the row's")
        ax.set_title(f"{mode}: simulated speed-up over the balance heuristic", fontsize=9)
        ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    path.write_bytes(figure_bytes(fig, path.suffix.lstrip(".") or "svg"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=["lenet5", "vgg8"])
    parser.add_argument("--hw", nargs="+", default=["small-8x16", "puma"])
    parser.add_argument("--modes", nargs="+", default=["ht"])
    parser.add_argument("--solvers", nargs="+", default=list(SOLVERS))
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--no-sim", action="store_true")
    parser.add_argument("--json", type=Path, default=None, help="write every row here")
    parser.add_argument("--plot", type=Path, default=None,
                        help="draw the simulated speed-ups here (.svg or .png; needs matplotlib)")
    parser.add_argument("--from-json", type=Path, default=None,
                        help="rows of an earlier --json run: print and plot them, no solving")
    args = parser.parse_args()
    head = (f"{'model':<12} {'hwspec':<16} {'mode':<4} {'solver':<9} {'status':<9} "
            f"{'objective':>12} {'bound':>12} {'gap %':>7} {'wall s':>7} {'simulated':>12} "
            f"{'pred/sim':>8} {'thr/bal':>7}")
    print(head)
    print("-" * len(head))
    if args.from_json is not None:
        rows = json.loads(args.from_json.read_text(encoding="utf-8"))
        for row in rows:
            base = next((r.get("simulated") for r in rows if r["solver"] == "balance" and
                         (r["model"], r["hw"], r["mode"]) == (row["model"], row["hw"],
                                                              row["mode"])), None)
            print(_line(row, base))
        if args.plot is not None:
            plot(rows, args.plot)
        return
    clocked = False
    everything = []
    with tempfile.TemporaryDirectory() as tmp:
        for model in args.models:
            for hw in args.hw:
                for mode in args.modes:
                    rows = []
                    for solver in args.solvers:
                        started = time.perf_counter()
                        row = run(model, hw, mode, solver, args.time_limit, not args.no_sim,
                                  Path(tmp))
                        row.setdefault("wall", time.perf_counter() - started)
                        rows.append(row)
                    base = next((r.get("simulated") for r in rows
                                 if r["solver"] == "balance"), None)
                    for row in rows:
                        print(_line(row, base))
                        sys.stdout.flush()
                        clocked = clocked or _clocked(row)
                    everything += rows
    if clocked:  # the mark _line puts on a wall time
        print("* the wall clock, not the reproducible budget, stopped a search "
              "(solve/budget.py)")
    if args.json is not None:
        args.json.write_text(json.dumps(everything, indent=2), encoding="utf-8")
    if args.plot is not None:
        plot(everything, args.plot)


def _clocked(row: dict) -> bool:
    """Whether the wall clock, not the reproducible budget, ended one of the row's searches."""
    from pimsolve.solve.budget import CLOCK

    return row.get("stopped") == CLOCK


def _line(row: dict, base: float | None) -> str:
    lead = f"{row['model']:<12} {row['hw']:<16} {row['mode']:<4} {row['solver']:<9} "
    if "error" in row:
        return lead + row["error"]
    sim = row.get("simulated")
    bound = "-" if row["bound"] is None else f"{row['bound']:,}"
    gap = "-" if row["gap"] is None else f"{100 * row['gap']:.2f}"
    ratio = f"{(row.get('predicted') or row['objective']) / sim:.3f}" if sim else "-"
    thr = f"{base / sim:.2f}" if sim and base else "-"
    wall = f"{row['wall']:.1f}" + ("*" if _clocked(row) else "")
    return (lead + f"{row['status']:<9} {row['objective']:>12,} {bound:>12} {gap:>7} "
            f"{wall:>7} {sim or 0:>12,.0f} {ratio:>8} {thr:>7}")


if __name__ == "__main__":
    main()
