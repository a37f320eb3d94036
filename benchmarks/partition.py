"""COMPASS's comparison (seeds/compass.txt §IV): partitioning methods for models larger than the
chip, per network × chip × batch.

    python benchmarks/partition.py --zoo /work/zoo                         # cost model only
    python benchmarks/partition.py --zoo /work/zoo --simulate              # and simulated
    python benchmarks/partition.py --zoo /work/zoo --models resnet18 --chips m --batches 16

Methods (pimsolve.solve.partition.plan), all on the same candidates and cost model: ``cpsat``
and ``ga`` (COMPASS's genetic algorithm) once minimizing the batch's cycles (``/thr``) and once
its energy-delay product (``/edp``), and COMPASS's baselines ``greedy`` and ``layerwise``.

Per row: partitions, the plan's objective as its method scored it (cycles per batch, or
pJ × cycles), CP-SAT's status, bound and gap, the solve time, and the figures of a batch:
the cost model's (the plan's segments placed: Σ R_k + N·c_k, the energy estimate of
pimsolve.solve.partition.segments) or, with ``--simulate``, the
simulated ones: every distinct partition is compiled once, its weight writes (``wwr``) run on
the simulator (R_k and their energy), one input run through it with the integer reference's
tensors as its inputs and its outputs checked against the reference bit for bit (L_k and the
dynamic energy), and its saturated pipeline cycle replayed (c_k); a batch of N takes
``Σ_k R_k + L_k + (N − 1)·c_k`` cycles and the chip leaks all the time. ``thr`` is inputs per
second, ``EDP`` the batch's energy × delay in J·s. With ``--simulate`` the CP-SAT rows are also
run with ``--refine`` (``cpsat+sim``: the chosen partitions simulated and the choice made again
with their simulated figures, pimsolve.pipeline.refine_plan). The last lines give the geometric
means of the best CP-SAT rows' throughput (``/thr``) and EDP (``/edp``) over greedy's and
layerwise's (COMPASS: 1.78× and 1.28×), and whether every simulated partition was bit-exact.

ResNet-18, VGG-16 and SqueezeNet are the zoo's (``pimsolve zoo``); ``--zoo DIR`` holds their
.onnx files (built there when missing). Chips S, M, L are hwspec/compass-{s,m,l}.yaml.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# the baselines first: their partitions, simulated for their rows, are then known to --refine
METHODS = (("greedy", "throughput"), ("layerwise", "throughput"), ("cpsat", "throughput"),
           ("ga", "throughput"), ("cpsat", "edp"), ("ga", "edp"))
REFINED = (("cpsat", "throughput"), ("cpsat", "edp"))  # with --simulate: also --refine
REFINE_LIMIT = 1800.0  # default seconds of refinement rounds per plan (they end sooner)


def label(method: str, objective: str, refined: bool = False) -> str:
    if method in ("greedy", "layerwise"):
        return method
    return f"{method}{'+sim' if refined else ''}/{'thr' if objective == 'throughput' else 'edp'}"


class Case:
    """One network on one chip: its graph, candidates, compiled and simulated partitions."""

    def __init__(self, model: Path, hw_path: Path, limit: float, seed: int,
                 refine_limit: float = REFINE_LIMIT):
        from pimsolve.bind.arraygroups import layer_matrices
        from pimsolve.hwspec import load_hwspec
        from pimsolve.pipeline import Options, front_half
        from pimsolve.solve.partition.segments import candidates, split_wide_layers

        self.model, self.hw = model, load_hwspec(hw_path)
        self.refine_limit = refine_limit
        self.options = Options(time_limit=limit, seed=seed)
        self.qgraph = front_half(model, self.hw, seed=seed)
        started = time.perf_counter()
        matrices = layer_matrices(self.qgraph, self.hw)
        self.graph, self.mats, between = split_wide_layers(self.qgraph, self.hw, matrices)
        self.found = candidates(self.graph, self.hw, self.mats, "ht", 1, between)
        self.candidates_s = time.perf_counter() - started
        self.compiled: dict = {}
        self.simulated: dict = {}
        self.measured: dict = {}  # (start, stop) -> Measured, shared with refine_plan
        self._values = None

    def plan(self, method: str, objective: str, batch: int):
        from pimsolve.pipeline import PARTITION_SHARE
        from pimsolve.solve.partition.plan import plan_partitions

        return plan_partitions(self.graph, self.hw, self.mats, "ht", batch,
                               PARTITION_SHARE * self.options.time_limit, 2, self.options.seed,
                               method=method, objective=objective, found=self.found)

    def refine(self, plan, batch: int):
        """``--refine`` on ``plan`` (pimsolve.pipeline.refine_plan), sharing the compiled and
        measured partitions."""
        from dataclasses import replace

        from pimsolve.pipeline import refine_plan

        options = replace(self.options, batch=batch, partition=plan.method,
                          objective=plan.objective)
        return refine_plan(self.model, self.hw, options, self.qgraph, self.found, plan,
                           lambda _m: None, self.compiled, self.measured, self.refine_limit)

    def compile(self, plan):
        from dataclasses import replace

        from pimsolve.pipeline import compile_plan

        options = replace(self.options, batch=plan.batch)
        return compile_plan(self.model, self.hw, options, self.qgraph, plan, lambda _m: None,
                            compiled=self.compiled)

    def values(self) -> dict:
        """Every tensor of the split graph on the default input, by the integer reference."""
        if self._values is None:
            from pimsolve.reference import run_integer
            from pimsolve.verify import default_input

            x = self.graph.quantize_input(default_input(self.graph, self.options.seed))
            self._values = run_integer(self.graph, x)
        return self._values

    def simulate(self, part, span: tuple[int, int]) -> dict:
        """R, L, c, energies and exactness of one compiled partition (module docstring)."""
        key = span
        if key in self.simulated:
            return self.simulated[key]
        from pimsolve.ir.rewrite import external_inputs
        from pimsolve.solve.partition.segments import Measured
        from pimsolve.verify import pipeline_cycle, run_program, run_weight_writes

        values = self.values()
        writes, program = run_weight_writes(part.program, self.hw)
        inputs = {name: values[name] for name in external_inputs(part.qgraph)}
        result, got = run_program(program, part.qgraph, self.hw, inputs)
        exact = all(np.array_equal(got[name], values[name]) for name in part.qgraph.outputs)
        figures = {"R": writes.profile.cycles,
                   "E_R": sum(writes.profile.dynamic_energy_pj.values()) * 1e-12,
                   "L": result.profile.cycles,
                   "E_L": sum(result.profile.dynamic_energy_pj.values()) * 1e-12,
                   "c": pipeline_cycle(part), "exact": exact}
        self.simulated[key] = figures
        self.measured[span] = Measured(figures["R"], figures["L"], figures["c"],
                                       figures["E_R"] * 1e12, figures["E_L"] * 1e12)
        return figures

    def batch_figures(self, partitioned, batch: int, simulate: bool) -> dict:
        hw = self.hw
        leak_w = hw.costs.leakage_power_w * hw.num_cores
        if simulate:
            runs = [self.simulate(part, (s.start, s.stop))
                    for part, s in zip(partitioned.parts, partitioned.plan.segments)]
            cycles = sum(r["R"] + r["L"] + (batch - 1) * r["c"] for r in runs)
            dynamic = sum(r["E_R"] + batch * r["E_L"] for r in runs)
            exact = all(r["exact"] for r in runs)
        else:
            from pimsolve.report.partitioned import _replacement
            from pimsolve.solve.partition.segments import reload_energy_pj

            cycles, dynamic = 0.0, 0.0
            for part, segment in zip(partitioned.parts, partitioned.plan.segments):
                nbytes, _busiest, written, reload = _replacement(part)
                cycles += reload + batch * part.validation.cycle
                dynamic += (reload_energy_pj(hw, nbytes, written)
                            + batch * segment.input_energy) * 1e-12
            exact = None
        seconds = cycles / hw.clock_hz
        energy = dynamic + leak_w * seconds
        return {"cycles": cycles, "thr": batch / seconds, "edp": energy * seconds,
                "energy_per_input": energy / batch, "exact": exact}


def geomean(values: list[float]) -> float:
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=["resnet18", "vgg16", "squeezenet"])
    parser.add_argument("--chips", nargs="+", default=["s", "m", "l"])
    parser.add_argument("--batches", nargs="+", type=int, default=[1, 4, 16])
    parser.add_argument("--time-limit", type=float, default=60.0,
                        help="per plan: 10%% chooses the partitions, the rest places them")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--simulate", action="store_true")
    parser.add_argument("--refine-limit", type=float, default=REFINE_LIMIT,
                        help="seconds of --refine rounds per plan (the round under way ends)")
    parser.add_argument("--zoo", type=Path, default=Path("zoo"),
                        help="folder of the zoo's .onnx files (built there when missing)")
    args = parser.parse_args()
    from pimsolve.zoo import save

    source = "simulated" if args.simulate else "cost model (placed partitions)"
    print(f"# batch figures: {source}; --time-limit {args.time_limit:g} per plan, seed "
          f"{args.seed}")
    head = (f"{'case':<18} {'method':<10} {'parts':>5} {'plan objective':>22} {'status':>9} "
            f"{'gap':>7} {'solve s':>7} {'cycles/batch':>14} {'thr /s':>9} {'EDP J*s':>10} "
            f"{'xthr':>5} {'xedp':>5}")
    print(head)
    gains = {"thr": {"greedy": [], "layerwise": []}, "edp": {"greedy": [], "layerwise": []}}
    exact_all = True
    for model in args.models:
        path = args.zoo / f"{model}.onnx"
        if not path.exists():
            args.zoo.mkdir(parents=True, exist_ok=True)
            save(model, path)
        for chip in args.chips:
            case = Case(path, ROOT / "hwspec" / f"compass-{chip}.yaml", args.time_limit,
                        args.seed, args.refine_limit)
            print(f"# {model} on compass-{chip}: {len(case.found.segments)} candidate "
                  f"partitions over {len(case.graph.layers)} layers, costed in "
                  f"{case.candidates_s:.1f} s", flush=True)
            for batch in args.batches:
                rows = {}

                def show(name: str, plan, fig) -> None:
                    """One row, printed as soon as its plan is measured (greedy's comes
                    first: the gains are over it)."""
                    rows[name] = (plan, fig)
                    greedy = rows["greedy"][1]
                    stats = plan.stats
                    gap = "" if stats.gap is None else f"{100 * stats.gap:.2f}%"
                    print(f"{model + '-' + chip.upper() + '-' + str(batch):<18} {name:<10} "
                          f"{len(plan.segments):>5} {stats.objective:>22,} {stats.status:>9} "
                          f"{gap:>7} {stats.wall_s:>7.1f} {fig['cycles']:>14,.0f} "
                          f"{fig['thr']:>9,.1f} {fig['edp']:>10.3e} "
                          f"{fig['thr'] / greedy['thr']:>5.2f} "
                          f"{greedy['edp'] / fig['edp']:>5.2f}"
                          + ("" if fig["exact"] is not False else "  NOT BIT-EXACT"),
                          flush=True)

                for method, objective in METHODS:
                    plan = case.plan(method, objective, batch)
                    partitioned = case.compile(plan)
                    show(label(method, objective), plan,
                         case.batch_figures(partitioned, batch, args.simulate))
                    if args.simulate and (method, objective) in REFINED:
                        plan = case.refine(plan, batch)
                        show(label(method, objective, True), plan,
                             case.batch_figures(case.compile(plan), batch, True))
                exact_all = exact_all and all(fig["exact"] is not False
                                              for _, fig in rows.values())
                greedy, layerwise = rows["greedy"][1], rows["layerwise"][1]
                best = "cpsat+sim" if args.simulate else "cpsat"
                for base, fig in (("greedy", greedy), ("layerwise", layerwise)):
                    gains["thr"][base].append(rows[f"{best}/thr"][1]["thr"] / fig["thr"])
                    gains["edp"][base].append(fig["edp"] / rows[f"{best}/edp"][1]["edp"])
    print("# xthr: throughput over greedy's; xedp: greedy's EDP over this row's")
    best = "cpsat+sim" if args.simulate else "cpsat"
    for kind, target in (("thr", 1.78), ("edp", 1.28)):
        for base in ("greedy", "layerwise"):
            print(f"geomean {kind} gain of {best}/{kind} over {base}: "
                  f"{geomean(gains[kind][base]):.3f}x (COMPASS: {target}x over the baselines)")
    if args.simulate:
        print(f"every simulated partition bit-exact against the integer reference: {exact_all}")


if __name__ == "__main__":
    main()
