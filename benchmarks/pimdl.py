"""PIM-DL's comparison (seeds/pim-dl.txt §VI-A): the optimized layouts against the heuristic
layouts, on PIM-DL's Table III networks and digital-PIM hwspecs, on the layout cost model of
pimsolve.solve.layout (docs/layout.md).

    python benchmarks/pimdl.py --zoo /work/zoo
    python benchmarks/pimdl.py --zoo /work/zoo --models resnet50 --hw hwspec/pim-dl.yaml

Per network × hwspec and mode:

* **static** (every layer resident, PIM-DL's main mode): the two-level dynamic program's
  optimum (``dp``), CP-SAT on the same model (objective, status, bound, gap, solve time; it
  must equal the DP's), and the baselines Out/In × Max/Mid/Min with sequential placement. A
  network whose layers cannot all be resident in any layouts is reported as not fitting, with
  the fewest blocks its layers need.
* **dynamic** (one layer at a time on the whole chip, its weights written first, §II-B): every
  layer's best layout, and the same baselines.

``xOut-Max`` / ``xIn-Max``: the baseline's cycles over the optimum's (speed-up); ``mem``: the
optimum's blocks (static: all layers; dynamic: the largest layer's, in passes of the chip when
larger) over Out-Max's. The last lines give the mean speed-ups over Out-Max (PIM-DL, §VI-A2:
18.8% on Bus with 30.5% less memory; 1.20× on Mesh and 1.94× on Broadcast, §VI-A3).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

NETWORKS = ("alexnet", "densenet121", "googlenet", "inception_v2", "mobilenet_v1", "resnet50",
            "vgg19", "squeezenet")


def problem_of(model: Path, hw_path: Path):
    from pimsolve.hwspec import load_hwspec
    from pimsolve.pipeline import front_half
    from pimsolve.solve.layout.dp import LayoutProblem
    from pimsolve.solve.layout.space import layer_shapes, layout_machine, network_layouts

    hw = load_hwspec(hw_path)
    machine = layout_machine(hw)
    shapes = layer_shapes(front_half(model, hw))
    found = network_layouts(shapes, machine)
    return LayoutProblem(machine, shapes, tuple(found[s.name] for s in shapes))


def static_rows(problem, limit: float, seed: int) -> tuple[list[str], float | None,
                                                          float | None]:
    from pimsolve.errors import InfeasibleError
    from pimsolve.solve.layout.baselines import BASELINES, baseline_plan
    from pimsolve.solve.layout.cpsat import solve_cpsat
    from pimsolve.solve.layout.dp import solve_dp

    lines = []
    try:
        dp = solve_dp(problem)
    except InfeasibleError:
        fewest = sum(min(t.blocks for t in options) for options in problem.options)
        lines.append(f"  static: does not fit: the layers need at least {fewest:,} blocks, "
                     f"the chip has {problem.machine.chip_blocks:,}")
        return lines, None, None
    plan, stopped = solve_cpsat(problem, limit, seed=seed, hint=dp)
    blocks = sum(dp.layout(problem, i).blocks for i in range(len(problem.shapes)))
    lines.append(f"  static dp     {dp.cost:>14,} cycles  {blocks:>7,} blocks  {len(dp.groups)} "
                 f"groups  {dp.wall_s:.2f} s")
    if plan is None:
        lines.append(f"  static cpsat  no plan ({stopped})")
    else:
        lines.append(f"  static cpsat  {plan.cost:>14,} cycles  {plan.status} bound "
                     f"{plan.bound:,} gap {plan.gap:.4f}  {plan.wall_s:.2f} s  "
                     f"{'= dp' if plan.cost == dp.cost else 'DIFFERS from dp'}")
    speed = memory = None
    for name in BASELINES:
        extended, base = baseline_plan(problem, name)
        if base is None:
            lines.append(f"  static {name:<7} does not fit")
            continue
        used = sum(base.layout(extended, i).blocks for i in range(len(problem.shapes)))
        lines.append(f"  static {name:<7}{base.cost:>14,} cycles  {used:>7,} blocks  "
                     f"x{base.cost / dp.cost:.2f}")
        if name == "out-max":
            speed, memory = base.cost / dp.cost, blocks / used
    return lines, speed, memory


def dynamic_rows(problem) -> tuple[list[str], float | None, float | None]:
    from pimsolve.solve.layout.baselines import (BASELINES, dynamic_baseline, dynamic_cost,
                                                 dynamic_plan)

    best = dynamic_plan(problem)
    cost = dynamic_cost(problem, best)
    peak = max(problem.options[i][c].blocks for i, c in enumerate(best))
    lines = [f"  dynamic best  {cost:>14,} cycles  {peak:>7,} blocks (largest layer)"]
    speed = memory = None
    for name in BASELINES:
        extended, choice = dynamic_baseline(problem, name)
        if choice is None:
            lines.append(f"  dynamic {name:<7} no layout fits")
            continue
        other = dynamic_cost(extended, choice)
        used = max(extended.options[i][c].blocks for i, c in enumerate(choice))
        lines.append(f"  dynamic {name:<7}{other:>13,} cycles  {used:>7,} blocks  "
                     f"x{other / cost:.2f}")
        if name == "out-max":
            speed, memory = other / cost, peak / used
    return lines, speed, memory


def _mean(values: list[float]) -> str:
    return f"{sum(values) / len(values):.2f}x over {len(values)}" if values else "none"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", nargs="+", default=list(NETWORKS))
    parser.add_argument("--hw", nargs="+", type=Path,
                        default=sorted((ROOT / "hwspec").glob("pim-dl*.yaml")))
    parser.add_argument("--time-limit", type=float, default=20.0, help="per CP-SAT search")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--zoo", type=Path, default=Path("zoo"),
                        help="folder of the zoo's .onnx files (built there when missing)")
    args = parser.parse_args()
    from pimsolve.zoo import save

    gains: dict[tuple[str, str], list[float]] = {}
    for hw_path in args.hw:
        for model in args.models:
            path = args.zoo / f"{model}.onnx"
            if not path.exists():
                args.zoo.mkdir(parents=True, exist_ok=True)
                save(model, path)
            started = time.perf_counter()
            problem = problem_of(path, hw_path)
            count = sum(len(o) for o in problem.options)
            print(f"# {model} on {hw_path.name}: {len(problem.shapes)} CONV/GEMM layers, "
                  f"{count} layouts after pruning ({time.perf_counter() - started:.1f} s)",
                  flush=True)
            for mode, (lines, speed, memory) in (
                    ("static", static_rows(problem, args.time_limit, args.seed)),
                    ("dynamic", dynamic_rows(problem))):
                print("\n".join(lines), flush=True)
                if speed is not None:
                    gains.setdefault((hw_path.name, mode), []).append(speed)
                    gains.setdefault((hw_path.name, mode + " memory"), []).append(memory)
    for (hw_name, what), values in sorted(gains.items()):
        kind = "memory of Out-Max's" if what.endswith("memory") else "speed-up over Out-Max"
        print(f"# {hw_name} {what.split()[0]}: mean {kind}: {_mean(values)}")


if __name__ == "__main__":
    main()
