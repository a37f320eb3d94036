"""Partitioning for models larger than the chip: CP-SAT cuts against the fill-the-chip baseline.

    python benchmarks/partition.py                         # the default cases
    python benchmarks/partition.py --cases resnet34:pimcomp-default vgg8:small-8x16 --sim

COMPASS (seeds/compass.txt) reports 1.78× the throughput of baseline partitioning methods. Here
both plans run through `pimsolve map`'s pipeline with CP-SAT placements: `greedy` fills the
chip before every weight replacement (each partition the longest that fits), `auto` is the
CP-SAT shortest path over reload and pipeline-cycle costs (pimsolve.solve.partition.plan). Each row
gives the partitions, the cycles of a batch of 16 (Σ reload + 16 × pipeline cycle; the cost
model's, or with ``--sim`` each partition's simulated saturated pipeline cycle), the plan's
bound, and the throughput ratio auto / greedy.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CASES = ("vgg8:small-8x16", "resnet18:ares-crossbar", "googlenet:ares-crossbar",
         "resnet34:pimcomp-default")


def run(model: str, hw: str, method: str, limit: float, simulate: bool, folder: Path) -> dict:
    from pimsolve.pipeline import Options, compile_model
    from pimsolve.zoo import save

    path = ROOT / "models" / f"{model}.onnx"
    if not path.exists():
        path = folder / f"{model}.onnx"
        if not path.exists():
            save(model, path)
    started = time.perf_counter()
    compiled = compile_model(path, ROOT / "hwspec" / f"{hw}.yaml",
                             Options(time_limit=limit, partition=method))
    if not hasattr(compiled, "parts"):
        return {"error": "fits the chip: no partitioning"}
    from pimsolve.report.partitioned import steady_batch_cycles

    return {"parts": len(compiled.parts), "cycles": steady_batch_cycles(compiled, simulate),
            "bound": compiled.plan.stats.bound, "wall": time.perf_counter() - started}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", nargs="+", default=list(CASES), help="model:hwspec pairs")
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--sim", action="store_true", help="simulate the pipeline cycles")
    args = parser.parse_args()
    source = "simulated" if args.sim else "cost model"
    print(f"cycles of a batch of 16 ({source}); --time-limit {args.time_limit:g}")
    head = (f"{'model':<11} {'hwspec':<16} {'greedy':>15} {'parts':>5} {'auto (cp-sat)':>15} "
            f"{'parts':>5} {'plan bound':>15} {'auto/greedy':>11} {'wall s':>7}")
    print(head)
    print("-" * len(head))
    with tempfile.TemporaryDirectory() as tmp:
        for case in args.cases:
            model, hw = case.split(":")
            greedy = run(model, hw, "greedy", args.time_limit, args.sim, Path(tmp))
            auto = run(model, hw, "auto", args.time_limit, args.sim, Path(tmp))
            if "error" in greedy or "error" in auto:
                print(f"{model:<11} {hw:<16} {greedy.get('error') or auto.get('error')}")
                continue
            print(f"{model:<11} {hw:<16} {greedy['cycles']:>15,.0f} {greedy['parts']:>5} "
                  f"{auto['cycles']:>15,.0f} {auto['parts']:>5} {auto['bound']:>15,} "
                  f"{greedy['cycles'] / auto['cycles']:>10.2f}× "
                  f"{greedy['wall'] + auto['wall']:>7.1f}", flush=True)


if __name__ == "__main__":
    main()
