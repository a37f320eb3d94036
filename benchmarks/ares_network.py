"""ARES whole-network comparison on the crossbar (seeds/ares.txt §VI-C2): template vs pimsolve.

    python benchmarks/ares_network.py                                # the default networks
    python benchmarks/ares_network.py --models squeezenet googlenet --time-limit 30
    python benchmarks/ares_network.py --sim                          # also simulate the cycles

ARES maps whole networks on its MVM-ReRAM platform (hwspec/ares-crossbar.yaml, Table II: 256
crossbars of 128×128) as a layer pipeline whose crossbars are divided among the layers, and
compares with PUMA's channel-wise binding. Here both run through `pimsolve map`'s pipeline at
ARES's 8-bit precision, on the same hwspec and with the same weight-replacement partitioning
(the networks do not fit 256 crossbars):

- template: channel-wise weight-stationary binding, PIMCOMP's (IK², O, 1) unfolding (input
  channels and kernel on the rows, output channels on the columns), one copy of every layer
  placed first-fit (`--unfolding IK2-O-1 --solver first-fit`);
- pimsolve: the unfolding chosen per layer and CP-SAT replication and placement (defaults).

Each row gives the cycles of a batch of 16 (Σ over partitions of reload + 16 × pipeline cycle)
by the cost model, or with ``--sim`` by simulating every partition's saturated pipeline cycle,
and the improvement 1 − pimsolve / template. ARES reports up to 52% on this platform.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

HW = ROOT / "hwspec" / "ares-crossbar.yaml"
ARES_BEST = 0.52  # §VI-C2: "The overall performance improvement is up to 52%"
SETUPS = {"template": {"solver": "first-fit", "unfolding": "IK2-O-1"},
          "pimsolve": {"solver": "cpsat", "unfolding": "auto"}}


def batch_cycles(compiled, simulate: bool) -> tuple[float, int]:
    """Cycles of a batch through the compiled model, and its partition count."""
    from pimsolve.verify import pipeline_cycle

    parts = getattr(compiled, "parts", None)
    if parts is None:  # fits the chip: one pipeline, no reload
        cycle = pipeline_cycle(compiled) if simulate else compiled.validation.cycle
        return 16 * float(cycle), 1
    from pimsolve.report.partitioned import steady_batch_cycles

    return steady_batch_cycles(compiled, simulate), len(parts)


def run(model: str, time_limit: float, simulate: bool, folder: Path) -> dict:
    from pimsolve.errors import PimsolveError
    from pimsolve.pipeline import Options, compile_model
    from pimsolve.zoo import save

    path = ROOT / "models" / f"{model}.onnx"
    if not path.exists():
        path = folder / f"{model}.onnx"
        if not path.exists():
            save(model, path)
    row: dict = {"model": model}
    for name, setup in SETUPS.items():
        started = time.perf_counter()
        try:
            compiled = compile_model(path, HW, Options(time_limit=time_limit, batch=16, **setup))
        except PimsolveError as exc:
            row[name] = None
            row["error"] = str(exc).split(";")[0][:70]
            continue
        cycles, partitions = batch_cycles(compiled, simulate)
        row[name] = cycles
        row[f"{name}_partitions"] = partitions
        row[f"{name}_s"] = time.perf_counter() - started
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+",
                        default=["squeezenet", "mobilenetv2", "googlenet", "resnet18"])
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--sim", action="store_true", help="simulate the pipeline cycles")
    args = parser.parse_args()
    source = "simulated" if args.sim else "cost model"
    print(f"batch of 16 on ares-crossbar, {source} cycles; --time-limit {args.time_limit:g}")
    head = (f"{'model':<12} {'template':>15} {'parts':>5} {'pimsolve':>15} {'parts':>5} "
            f"{'improv.':>8} {'compile s':>10}")
    print(head)
    print("-" * len(head))
    gains = []
    with tempfile.TemporaryDirectory() as tmp:
        for model in args.models:
            row = run(model, args.time_limit, args.sim, Path(tmp))
            if row.get("template") is None or row.get("pimsolve") is None:
                print(f"{model:<12} {row.get('error', 'failed')}")
                continue
            gain = 1 - row["pimsolve"] / row["template"]
            gains.append(gain)
            print(f"{model:<12} {row['template']:>15,.0f} {row['template_partitions']:>5} "
                  f"{row['pimsolve']:>15,.0f} {row['pimsolve_partitions']:>5} {gain:>8.1%} "
                  f"{row['template_s'] + row['pimsolve_s']:>10.1f}", flush=True)
    if gains:
        print(f"improvement: best {max(gains):.1%}, mean {sum(gains) / len(gains):.1%} over "
              f"{len(gains)} networks; ARES reports up to {ARES_BEST:.0%}")


if __name__ == "__main__":
    main()
