"""PIM-DL's comparison (seeds/pim-dl.txt §VI-A): the optimized layouts against the heuristic
layouts, on PIM-DL's Table III networks and digital-PIM hwspecs, on the layout cost model of
pimsolve.solve.layout (docs/layout.md).

    python benchmarks/pimdl.py --zoo /work/zoo
    python benchmarks/pimdl.py --zoo /work/zoo --models resnet50 --hw hwspec/pim-dl.yaml
    python benchmarks/pimdl.py --models lenet5 tiny_resnet tiny_inception tiny_mobilenet

Per network × hwspec and mode:

* **static** (every layer resident, PIM-DL's main mode) and **hybrid** (resident a phase of the
  chip's tiles at a time, weights rewritten, §VI-C): the two-level dynamic program's optimum
  (``dp``), CP-SAT on the same model (objective, status, bound, gap, solve time; it must equal
  the DP's), the baselines Out/In × Max/Mid/Min with sequential placement, and the optimum and
  Out-Max priced on the tile's network (hwspecs with ``core.blocks``: GA + CP-SAT block
  allocation for the optimum, sequential for Out-Max; pimsolve.solve.layout.placed). A
  network whose layers cannot all be resident in static mode is reported as not fitting, with
  the fewest blocks its layers need.
* **dynamic** (one layer at a time on the whole chip, its weights written first, §II-B): every
  layer's best layout, and the same baselines.

With ``--simulate`` (static and hybrid mode) the optimum's and Out-Max's layouts are lowered
to bit-serial operations and executed by the simulator (schedule/lower/layout.py,
sim/pum.py): their simulated CONV/GEMM cycles beside the plan's, and the speed-up measured
there. Minutes to hours per Table III network at 224 × 224 (docs/layout.md).

``xN``: the baseline's cycles over the optimum's (speed-up; on a network, both priced there).
The summary's memory: the optimum's blocks (static, hybrid: all layers; dynamic: the largest
layer's) over Out-Max's; and, static and hybrid, the fewest blocks of a plan at least PIM-DL's
1.188× faster than Out-Max (CP-SAT with memory as the objective under that cycle budget,
pimsolve.solve.layout.cpsat.fewest_blocks) over Out-Max's. The last lines give the mean speed-ups over Out-Max (PIM-DL, §VI-A2:
18.8% on Bus with 30.5% less memory; 1.20× on Mesh and 1.94× on Broadcast, §VI-A3).
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

NETWORKS = ("alexnet", "densenet121", "googlenet", "inception_v2", "mobilenet_v1", "resnet50",
            "vgg19", "squeezenet")


def problem_of(model: Path, hw_path: Path):
    """The layout problem of a model on a hwspec, and the model's quantized graph."""
    from pimsolve.hwspec import load_hwspec
    from pimsolve.pipeline import front_half
    from pimsolve.solve.layout.decide import layout_problem
    from pimsolve.solve.layout.space import layer_shapes, layout_machine

    hw = load_hwspec(hw_path)
    machine = layout_machine(hw)
    qgraph = front_half(model, hw)
    shapes = layer_shapes(qgraph)
    return layout_problem(shapes, machine, "static"), qgraph


def simulated(problem, plan, qgraph, hw, placed=None) -> tuple[int, int]:
    """The CONV/GEMM cycles of ``plan``'s layouts as the simulator counts them, and of them the
    cycles routed over the tile's network (``placed``: the plan with its blocks allocated, the
    program placed on them; else unplaced, timed at the tile's uniform rate)."""
    from pimsolve.isa.families import PumLayer
    from pimsolve.schedule.lower.layout import lower_layouts
    from pimsolve.sim.pum import simulate_pum
    from pimsolve.solve.layout.decide import LayoutDecision
    from pimsolve.verify import default_input

    decision = LayoutDecision(problem, plan, plan, None, "", 0, 1, placed, hw.core.arrays,
                              hw.core.blocks)
    program = lower_layouts(qgraph, hw, decision.layers())
    result = simulate_pum(program, qgraph.quantize_input(default_input(qgraph, 0)))
    matrix = {e.layer.name for e in program.layers if isinstance(e, PumLayer)}
    runs = [r for r in result.layers if r.name in matrix]
    return sum(r.cycles for r in runs), sum(r.network for r in runs)


PIMDL_SPEEDUP = 1.188  # §VI-A2: 18.8% over Out-Max on Bus, with 30.5% less memory


def resident_rows(problem, hw, limit: float, seed: int, qgraph=None
                  ) -> tuple[list[str], float | None, float | None, float | None]:
    """Static or hybrid mode (the problem's): DP, CP-SAT, the baselines; then the optimum and
    Out-Max priced on the tile's network (GA + CP-SAT allocation against sequential); with
    ``qgraph``, the optimum and Out-Max executed by the simulator."""
    from pimsolve.errors import InfeasibleError
    from pimsolve.solve.layout.baselines import BASELINES, baseline_plan
    from pimsolve.solve.layout.cpsat import fewest_blocks, solve_cpsat
    from pimsolve.solve.layout.dp import solve_dp
    from pimsolve.solve.layout.placed import place_plan

    mode = problem.mode
    lines = []
    try:
        dp = solve_dp(problem)
    except InfeasibleError:
        fewest = sum(min(t.blocks for t in options) for options in problem.options)
        lines.append(f"  {mode}: does not fit: the layers need at least {fewest:,} blocks, "
                     f"the chip has {problem.machine.chip_blocks:,}")
        return lines, None, None, None
    plan, stopped = solve_cpsat(problem, limit, seed=seed, hint=dp)
    blocks = sum(problem.blocks(i, c) for i, c in enumerate(dp.choice))
    lines.append(f"  {mode} dp      {dp.cost:>14,} cycles  {blocks:>7,} blocks  "
                 f"{len(dp.groups)} groups  {dp.wall_s:.2f} s")
    if plan is None:
        lines.append(f"  {mode} cpsat   no plan ({stopped})")
    else:
        lines.append(f"  {mode} cpsat   {plan.cost:>14,} cycles  {plan.status} bound "
                     f"{plan.bound:,} gap {plan.gap:.4f}  {plan.wall_s:.2f} s  "
                     f"{'= dp' if plan.cost == dp.cost else 'DIFFERS from dp'}")
    run = None
    if qgraph is not None:
        started = time.perf_counter()
        run, _ = simulated(problem, dp, qgraph, hw)
        lines.append(f"  {mode} dp simulated {run:>10,} cycles  (plan/simulated "
                     f"{dp.cost / run:.3f}, {time.perf_counter() - started:.0f} s)")
    spec = hw.core.blocks
    placed = None
    if spec is not None:
        for method in ("sequential", "ga", "cpsat"):
            placed = place_plan(problem, dp, spec, method, time_limit=limit, seed=seed)
            priced = [p.result for p in placed.groups if p.result is not None]
            status = ", ".join(sorted({r.status for r in priced})) or "no in-tile traffic"
            lines.append(f"  {mode} dp on {spec.interconnect.value:<9} {placed.cycles:>11,} "
                         f"cycles: in-tile movement {placed.movement:,} ({method} allocation, "
                         f"{status}, {placed.wall_s:.1f} s; uniform estimate "
                         f"{placed.uniform:,})")
        if qgraph is not None:
            started = time.perf_counter()
            routed, network = simulated(problem, dp, qgraph, hw, placed)
            lines.append(f"  {mode} dp placed, simulated {routed:>8,} cycles, {network:,} of "
                         f"them routed on the network  (placed plan/simulated "
                         f"{placed.cycles / routed:.3f}, plan/simulated {dp.cost / routed:.3f}, "
                         f"{time.perf_counter() - started:.0f} s)")
    speed = memory = lean = None
    for name in BASELINES:
        extended, base = baseline_plan(problem, name)
        if base is None:
            lines.append(f"  {mode} {name:<7} does not fit")
            continue
        used = sum(extended.blocks(i, c) for i, c in enumerate(base.choice))
        lines.append(f"  {mode} {name:<7}{base.cost:>14,} cycles  {used:>7,} blocks  "
                     f"x{base.cost / dp.cost:.2f}")
        if name == "out-max":
            speed, memory = base.cost / dp.cost, blocks / used
            budget = int(base.cost / PIMDL_SPEEDUP)
            found = fewest_blocks(problem, budget, limit, seed=seed, hint=dp)
            if found is None:
                why = (f"none is that fast (the optimum: x{base.cost / dp.cost:.2f})"
                       if budget < dp.cost else "no plan found in the time given")
                lines.append(f"  {mode} fewest blocks at {PIMDL_SPEEDUP}x out-max's speed: {why}")
            else:
                lean = found.blocks / used
                lines.append(f"  {mode} fewest blocks at {PIMDL_SPEEDUP}x out-max's speed "
                             f"(<= {budget:,} cycles): {found.blocks:,} blocks, x{lean:.2f} "
                             f"out-max's ({found.status}, bound {found.bound:,}, "
                             f"{found.plan.cost:,} cycles, {found.plan.wall_s:.2f} s)")
            if run is not None:
                other, _ = simulated(extended, base, qgraph, hw)
                lines.append(f"  {mode} out-max simulated {other:>5,} cycles  (plan/simulated "
                             f"{base.cost / other:.3f})  x{other / run:.2f} simulated")
            if placed is not None:
                seq = place_plan(extended, base, spec, "sequential")
                speed = seq.cycles / placed.cycles
                lines.append(f"  {mode} out-max on {spec.interconnect.value:<9}{seq.cycles:>8,} "
                             f"cycles (sequential allocation)  x{speed:.2f}")
    return lines, speed, memory, lean


def dynamic_rows(problem) -> tuple[list[str], float | None, float | None]:
    from pimsolve.solve.layout.baselines import (BASELINES, dynamic_cost, dynamic_plan,
                                                 strategy_choice)

    best = dynamic_plan(problem)
    cost = dynamic_cost(problem, best)
    peak = max(problem.options[i][c].blocks for i, c in enumerate(best))
    lines = [f"  dynamic best  {cost:>14,} cycles  {peak:>7,} blocks (largest layer)"]
    speed = memory = None
    for name in BASELINES:
        extended, choice = strategy_choice(problem, name)
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
    parser.add_argument("--simulate", action="store_true",
                        help="execute the optimum's and Out-Max's layouts (static, hybrid)")
    parser.add_argument("--zoo", type=Path, default=Path("zoo"),
                        help="folder of the zoo's .onnx files (built there when missing)")
    args = parser.parse_args()
    from pimsolve.hwspec import load_hwspec
    from pimsolve.zoo import save

    gains: dict[tuple[str, str], list[float]] = {}
    for hw_path in args.hw:
        for model in args.models:
            path = args.zoo / f"{model}.onnx"
            if (ROOT / "models" / f"{model}.onnx").exists():  # a shipped test model
                path = ROOT / "models" / f"{model}.onnx"
            elif not path.exists():
                args.zoo.mkdir(parents=True, exist_ok=True)
                save(model, path)
            started = time.perf_counter()
            problem, qgraph = problem_of(path, hw_path)
            count = sum(len(o) for o in problem.options)
            print(f"# {model} on {hw_path.name}: {len(problem.shapes)} CONV/GEMM layers, "
                  f"{count} layouts after pruning ({time.perf_counter() - started:.1f} s)",
                  flush=True)
            hw = load_hwspec(hw_path)
            for mode in ("static", "hybrid", "dynamic"):
                lean = None
                if mode == "dynamic":
                    lines, speed, memory = dynamic_rows(problem)
                else:
                    lines, speed, memory, lean = resident_rows(
                        replace(problem, mode=mode), hw, args.time_limit, args.seed,
                        qgraph if args.simulate else None)
                print("\n".join(lines), flush=True)
                if speed is not None:
                    gains.setdefault((hw_path.name, mode), []).append(speed)
                    gains.setdefault((hw_path.name, mode + " memory"), []).append(memory)
                if lean is not None:
                    gains.setdefault((hw_path.name, mode + " lean-memory"), []).append(lean)
    for (hw_name, what), values in sorted(gains.items()):
        kind = ("speed-up over Out-Max" if not what.endswith("memory") else
                 "memory of Out-Max's" if what.endswith(" memory") else
                 f"memory of Out-Max's at {PIMDL_SPEEDUP}x its speed")
        print(f"# {hw_name} {what.split()[0]}: mean {kind}: {_mean(values)}")


if __name__ == "__main__":
    main()
