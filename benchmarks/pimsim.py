"""pimsolve's programs on pimsim-nn: predicted, simulated by pimsolve, and measured by pimsim-nn.

    python benchmarks/pimsim.py                                   # ResNet-18, ht and ll, cpsat
    python benchmarks/pimsim.py --models resnet18 --modes ll --solvers cpsat balance
    PIMSIM_NN=/path/to/pimsim-nn/build/ChipTest python benchmarks/pimsim.py --throughput-ms 60

Each case runs as a user would: `pimsolve map --hw hwspec/pimsim-pimcomp.yaml --verify`, then
`pimsolve export --pimsim`, then (when the environment variable PIMSIM_NN names pimsim-nn's
ChipTest binary, built from github.com/wangxy-2000/pimsim-nn) pimsim-nn in latency mode
(sim_mode 1: every core runs its program once; the latency is the latest core's finish, and
the script checks that every core finished) and, with --throughput-ms, in throughput mode
(sim_mode 0: every core loops its program for that long). pimsim-nn reports as throughput the
mean of the cores' loop counts over the simulated time; a core that loops on its own (nothing
to wait for) raises that mean, so the table also gives the slowest core's rate, the rate at
which inputs actually come out. Columns: predicted latency (LL: the scheduler's clock; HT: the
static lower bound, the busiest core or the global-memory port's summed service) and HT's
predicted pipeline cycle, pimsolve's simulated latency, pimsim-nn's latency and the error of
each, pimsolve's simulated throughput with every core looping its program (`--verify` runs two
inputs back to back), global-memory and NoC bytes per input (summary.json's traffic), and
pimsim-nn's throughput figures. --json keeps the rows.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HWSPEC = ROOT / "hwspec" / "pimsim-pimcomp.yaml"


def pimsolve(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pimsolve", *args], check=True,
                   stdout=subprocess.DEVNULL)


def chiptest(binary: str, program: Path, config: Path, verbose: bool = False) -> str:
    if verbose:
        data = json.loads(config.read_text())
        data["sim_config"]["report_verbose_level"] = 1
        config.write_text(json.dumps(data))
    run = subprocess.run([binary, str(program), str(config)], capture_output=True, text=True,
                         cwd=config.parent, check=True)
    return run.stdout


def pimsim_latency(binary: str, solution: Path, folder: Path, cores: int) -> float:
    out = folder / "latency.pimsim.gz"
    pimsolve("export", str(solution), "--pimsim", str(out), "--sim-mode", "latency")
    text = chiptest(binary, out, folder / "latency.pimsim.config.json")
    finished = len(re.findall(r"^core: \d+ finish", text, re.M))
    if finished != cores:
        raise RuntimeError(f"{solution}: {finished} of {cores} cores finished on pimsim-nn "
                           "(a core that never finishes is left out of its latency)")
    return float(re.search(r"- latency:\s+([\d.]+) ms", text).group(1))


def pimsim_throughput(binary: str, solution: Path, folder: Path, ms: float
                      ) -> tuple[float, float]:
    """pimsim-nn's reported throughput (mean of the cores' loop counts) and the slowest
    core's rate, both in inputs per second."""
    out = folder / "throughput.pimsim.gz"
    pimsolve("export", str(solution), "--pimsim", str(out), "--sim-mode", "throughput",
             "--sim-time", str(ms))
    text = chiptest(binary, out, folder / "throughput.pimsim.config.json", verbose=True)
    reported = float(re.search(r"- throughput:\s+([\d.e+]+) samples/s", text).group(1))
    rounds = [int(n) for n in re.findall(r"- rounds:\s+(\d+) samples", text)]
    return reported, min(rounds) / (ms * 1e-3)


def run_case(model: Path, mode: str, solver: str, time_limit: float, binary: str | None,
             throughput_ms: float | None, work: Path) -> dict:
    solution = work / f"{model.stem}-{mode}-{solver}"
    pimsolve("map", "--hw", str(HWSPEC), str(model), "--mode", mode, "--solver", solver,
             "--time-limit", str(time_limit), "--verify", "--out", str(solution))
    summary = json.loads((solution / "summary.json").read_text())
    metrics, traffic = summary["metrics"], summary["traffic"]
    row = {"model": model.stem, "mode": mode, "solver": solver,
           "predicted_ms": (metrics.get("predicted_latency_cycles") or
                            metrics["latency_lower_bound_cycles"]) / 1e6,
           "looped_per_s": metrics["throughput_per_s"],
           "pipeline_cycle_ms": (metrics.get("predicted_pipeline_cycle") or 0) / 1e6 or None,
           "simulated_ms": metrics["latency_s"] * 1e3,
           "global_mb": (traffic["global_read_bytes"] + traffic["global_write_bytes"]) / 1e6,
           "noc_mb": traffic["noc_bytes"] / 1e6, "noc_mb_hops": traffic["noc_byte_hops"] / 1e6,
           "cores": summary["program"]["cores_used"]}
    if binary:
        row["pimsim_ms"] = pimsim_latency(binary, solution, work, row["cores"])
        if throughput_ms:
            row["pimsim_reported_per_s"], row["pimsim_slowest_per_s"] = pimsim_throughput(
                binary, solution, work, throughput_ms)
    return row


def table(rows: list[dict]) -> str:
    head = ("model", "mode", "solver", "predicted ms", "pimsolve sim ms", "pimsim-nn ms",
            "pred err", "sim err", "pimsolve looped /s", "global MB", "NoC MB", "NoC MB·hops",
            "pimsim /s (mean)", "pimsim /s (slowest)")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        measured = r.get("pimsim_ms")

        def err(x: float) -> str:
            return f"{x / measured - 1:+.1%}" if measured else "-"

        cells = (r["model"], r["mode"], r["solver"], f"{r['predicted_ms']:.3f}",
                 f"{r['simulated_ms']:.3f}", f"{measured:.3f}" if measured else "-",
                 err(r["predicted_ms"]), err(r["simulated_ms"]), f"{r['looped_per_s']:.1f}",
                 f"{r['global_mb']:.2f}",
                 f"{r['noc_mb']:.2f}", f"{r['noc_mb_hops']:.1f}",
                 f"{r['pimsim_reported_per_s']:.1f}" if "pimsim_reported_per_s" in r else "-",
                 f"{r['pimsim_slowest_per_s']:.1f}" if "pimsim_slowest_per_s" in r else "-")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=["resnet18"],
                        help="zoo names or .onnx files")
    parser.add_argument("--modes", nargs="+", default=["ht", "ll"])
    parser.add_argument("--solvers", nargs="+", default=["cpsat"])
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--throughput-ms", type=float, default=None,
                        help="also run pimsim-nn's throughput mode for this long (simulated ms)")
    parser.add_argument("--work", type=Path, default=None, help="keep solutions here")
    parser.add_argument("--json", type=Path, default=None, help="write the rows here")
    args = parser.parse_args()
    binary = os.environ.get("PIMSIM_NN")
    if binary and not os.access(binary, os.X_OK):
        parser.error(f"PIMSIM_NN={binary}: not an executable (pimsim-nn's ChipTest)")
    with tempfile.TemporaryDirectory() as scratch:
        work = args.work or Path(scratch)
        work.mkdir(parents=True, exist_ok=True)
        rows = []
        for name in args.models:
            model = Path(name)
            if model.suffix != ".onnx":
                model = work / f"{name}.onnx"
                if not model.exists():
                    pimsolve("zoo", name, "--out", str(work))
            for mode in args.modes:
                for solver in args.solvers:
                    print(f"{model.stem} {mode} {solver} ...", file=sys.stderr, flush=True)
                    rows.append(run_case(model, mode, solver, args.time_limit, binary,
                                         args.throughput_ms, work))
        print(table(rows))
        if args.json:
            args.json.write_text(json.dumps(rows, indent=1) + "\n")


if __name__ == "__main__":
    main()
