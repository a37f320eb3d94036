"""ARES single-operator benchmark (seeds/ares.txt §VI, Table IV): template vs pimsolve tiling.

    python benchmarks/ares.py                          # every hwspec, every operator, 10 s each
    python benchmarks/ares.py --hw neural-cache --ops C1 C2 G1 --time-limit 5
    python benchmarks/ares.py --json ares.json         # also write the rows as JSON
    python benchmarks/ares.py --wall-clock             # wall-clock limits (not reproducible)
    python benchmarks/ares.py --plot ares.svg          # also draw the improvements (matplotlib)
    python benchmarks/ares.py --from-json ares.json --plot ares.svg   # redraw, no solving

For each hwspec (neural-cache: logic SRAM, simdram: logic DRAM, ares-crossbar: MVM ReRAM,
pim-hbm: near DRAM) and each operator of ARES Table IV (ResNet-18 convolutions C0-C10 at batch
4, H and W the output size; GEMMs G1 = 1024^3 and G2 = 2048^3), one table row: the family's
template mapping (ARES §VI-A baselines) and pimsolve's tiling, both in cycles of the same cost
model (docs/tiling.md), the improvement 1 - pimsolve / template, which solver found the tiling
(cp-sat, or the GA when CP-SAT found nothing better in time), its status (OPTIMAL when proven),
the gap to the proven lower bound, and the wall time of the whole tiling run. A last line per
hwspec compares the mean improvement with the one ARES reports for that platform (pim-dl, the
digital-PIM target, has no ARES figure). The solves are reproducible by default: CP-SAT's
workers interleave and stop at a deterministic-time budget (pimsolve.solve.tiling.cpsat.Settings),
so a run gives the same table on any machine; a solve's wall time can then pass the limit.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pimsolve.solve.budget import CLOCK  # noqa: E402  (after the path is set)

# ARES Table IV: N, K, H, W, C, R, S, stride (H, W: output rows and columns)
CONVS: dict[str, tuple[int, ...]] = {
    "C0": (4, 64, 112, 112, 3, 7, 7, 2),
    "C1": (4, 64, 56, 56, 64, 3, 3, 1),
    "C2": (4, 64, 56, 56, 64, 1, 1, 1),
    "C3": (4, 128, 28, 28, 64, 3, 3, 2),
    "C4": (4, 128, 28, 28, 128, 1, 1, 1),
    "C5": (4, 128, 28, 28, 128, 3, 3, 1),
    "C6": (4, 256, 14, 14, 128, 3, 3, 2),
    "C7": (4, 256, 14, 14, 256, 1, 1, 1),
    "C8": (4, 256, 14, 14, 256, 3, 3, 1),
    "C9": (4, 512, 7, 7, 256, 3, 3, 2),
    "C10": (4, 512, 7, 7, 512, 3, 3, 1),
}
GEMMS: dict[str, tuple[int, int, int]] = {"G1": (1024, 1024, 1024), "G2": (2048, 2048, 2048)}
HWSPECS = ("neural-cache", "simdram", "ares-crossbar", "pim-hbm", "pim-dl")
# ARES §VI-B..D: mean single-operator improvement over the template per platform
ARES_MEAN = {"neural-cache": 0.2013, "simdram": 0.2798, "ares-crossbar": 0.692, "pim-hbm": 0.1198}


def describe_op(name: str):  # -> OpDescription
    from pimsolve.ir.opdesc import describe

    if name in CONVS:
        n, k, h, w, c, r, s, stride = CONVS[name]
        return describe("conv2d", {"N": n, "K": k, "H": h, "W": w, "C": c, "R": r, "S": s},
                        stride=(stride, stride))
    m, n, k = GEMMS[name]
    return describe("gemm", {"M": m, "N": n, "K": k})


def run(hw_name: str, ops: list[str], time_limit: float, seed: int,
        deterministic: bool = True) -> list[dict]:
    from pimsolve.hwspec import load_hwspec
    from pimsolve.solve.tiling.cpsat import Settings, tile

    hw = load_hwspec(ROOT / "hwspec" / f"{hw_name}.yaml")
    rows = []
    for name in ops:
        started = time.perf_counter()
        result = tile(describe_op(name), hw, Settings(time_limit=time_limit, seed=seed,
                                                      deterministic=deterministic))
        wall = time.perf_counter() - started
        stats = result.stats
        rows.append({
            "hw": hw_name, "op": name,
            "baseline": result.baseline.cost.total if result.baseline else None,
            "pimsolve": result.best.cost.total,
            "ga": result.ga.cost.total if result.ga else None,
            "improvement": result.improvement,
            "solver": stats.solver, "status": stats.status, "bound": stats.bound,
            "gap": stats.gap, "solve_s": round(wall, 2), "stopped_by": stats.stopped,
            "binding": result.problem.bindings[result.best.tiling.binding].label,
        })
        print_row(rows[-1])
    return rows


HEADER = (f"{'op':<5}{'template':>14}{'pimsolve':>14}{'improv.':>9}  {'solver':<7}"
          f"{'status':<10}{'gap':>8}{'time s':>8}")


def print_row(row: dict) -> None:
    base = f"{row['baseline']:,}" if row["baseline"] is not None else "n/a"
    imp = f"{row['improvement']:.1%}" if row["improvement"] is not None else "n/a"
    gap = f"{row['gap']:.1%}" if row["gap"] is not None else "n/a"
    clock = "  (stopped by the clock)" if row["stopped_by"] == CLOCK else ""
    print(f"{row['op']:<5}{base:>14}{row['pimsolve']:>14,}{imp:>9}  {row['solver']:<7}"
          f"{row['status']:<10}{gap:>8}{row['solve_s']:>8.1f}{clock}", flush=True)


def plot(rows: list[dict], path: Path) -> None:
    """One panel per hwspec: each operator's improvement over the template (dark when proven
    optimal), the mean (dashed) and the mean ARES reports (dotted)."""
    from pimsolve.report.plot import figure_bytes, pyplot

    plt = pyplot()
    hws = list(dict.fromkeys(r["hw"] for r in rows))
    fig, axes = plt.subplots(len(hws), 1, figsize=(9, 2.4 * len(hws)), layout="constrained",
                             squeeze=False)
    for ax, hw_name in zip(axes[:, 0], hws):
        mine = [r for r in rows if r["hw"] == hw_name and r["improvement"] is not None]
        gains = [100 * r["improvement"] for r in mine]
        ax.bar([r["op"] for r in mine], gains, edgecolor="black", linewidth=0.5,
               color=["#1f4e79" if r["status"] == "OPTIMAL" else "#9dc3e6" for r in mine])
        if gains:
            ax.axhline(sum(gains) / len(gains), color="black", linestyle="--", linewidth=1,
                       label=f"mean {sum(gains) / len(gains):.1f} %")
        if hw_name in ARES_MEAN:
            ax.axhline(100 * ARES_MEAN[hw_name], color="#c00000", linestyle=":", linewidth=1.5,
                       label=f"ARES reports {100 * ARES_MEAN[hw_name]:.1f} %")
        ax.set_ylabel("improvement %")
        ax.set_title(f"{hw_name}: pimsolve vs the template (dark: proven optimal)", fontsize=9)
        ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    path.write_bytes(figure_bytes(fig, path.suffix.lstrip(".") or "svg"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hw", nargs="+", default=list(HWSPECS))
    parser.add_argument("--ops", nargs="+", default=[*CONVS, *GEMMS])
    parser.add_argument("--time-limit", type=float, default=10.0, help="seconds per tiling")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path, default=None, help="write every row here")
    parser.add_argument("--wall-clock", action="store_true",
                        help="stop each solve at the wall-clock limit (runs may then differ)")
    parser.add_argument("--plot", type=Path, default=None,
                        help="draw the improvements here (.svg or .png; needs matplotlib)")
    parser.add_argument("--from-json", type=Path, default=None,
                        help="rows of an earlier --json run: print and plot them, no solving")
    args = parser.parse_args()
    if args.from_json is not None:
        rows = json.loads(args.from_json.read_text(encoding="utf-8"))
        print(HEADER)
        for row in rows:
            print_row(row)
        if args.plot is not None:
            plot(rows, args.plot)
        return
    unknown = [op for op in args.ops if op not in CONVS and op not in GEMMS]
    if unknown:
        parser.error(f"unknown operators {unknown}; expected C0..C10, G1, G2")
    everything = []
    for hw_name in args.hw:
        if not (ROOT / "hwspec" / f"{hw_name}.yaml").is_file():
            print(f"\n== {hw_name}: skipped (hwspec/{hw_name}.yaml is not there)")
            continue
        print(f"\n== {hw_name} (cycles of the tiling cost model; time limit {args.time_limit:g} s)")
        print(HEADER)
        rows = run(hw_name, args.ops, args.time_limit, args.seed, not args.wall_clock)
        everything += rows
        gains = [r["improvement"] for r in rows if r["improvement"] is not None]
        if gains:
            mean = sum(gains) / len(gains)
            target = ARES_MEAN.get(hw_name)
            versus = f"; ARES reports {target:.1%}" if target is not None else ""
            optimal = sum(r["status"] == "OPTIMAL" for r in rows)
            slowest = max(r["solve_s"] for r in rows)
            print(f"mean improvement {mean:.1%} over {len(gains)} operators{versus}; "
                  f"{optimal} proven optimal; slowest solve {slowest:.1f} s")
    if args.json is not None:
        args.json.write_text(json.dumps(everything, indent=2), encoding="utf-8")
    if args.plot is not None:
        plot(everything, args.plot)


if __name__ == "__main__":
    main()
