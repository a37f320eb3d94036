"""Compile time, memory, program size and simulated figures of `pimsolve map`.

    python benchmarks/compile.py                      # ResNet-18 (224) on pimcomp-default, puma
    python benchmarks/compile.py --models resnet18 tiny_resnet --hw puma --modes ht
    python benchmarks/compile.py --no-sim             # compile figures only

The placement is PIMCOMP's `balance` heuristic (the CP-SAT placement's time and quality are
measured by benchmarks/placement.py). Each case runs in its own process so that its peak
memory (max RSS) is its own; a model larger than the chip runs in weight-replacement phases
(programs summed over the partitions, cycles of one input through all of them). Columns:
compile wall time (frontend to emitted program, files included), peak RSS of the compile,
instructions, simulated cycles of the profiled run, and bit-exactness against the
independent integer reference.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def run_case(model: str, hw: str, mode: str, simulate: bool, folder: Path) -> dict:
    from pimsolve.pipeline import Options, compile_model
    from pimsolve.report.solution import estimate, write_solution
    from pimsolve.zoo import save

    path = folder / f"{model}.onnx"
    if not path.exists():
        save(model, path)
    started = time.perf_counter()
    # the placement solver's own time is benchmarks/placement.py's subject: here the
    # heuristic placement, so the figures are the rest of the pipeline's
    compiled = compile_model(path, ROOT / "hwspec" / f"{hw}.yaml",
                             Options(mode=mode, solver="balance"))
    if hasattr(compiled, "parts"):  # larger than the chip: weight-replacement phases
        return _partitioned(compiled, path, folder / f"{model}-{hw}-{mode}", started, simulate,
                            {"model": model, "hw": hw, "mode": mode})
    write_solution(folder / f"{model}-{hw}-{mode}", compiled, 0.0, estimate(compiled))
    wall = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    row = {"model": model, "hw": hw, "mode": mode, "compile_s": round(wall, 2),
           "peak_mib": round(peak), "timings": compiled.timings,
           "instructions": sum(len(c) for c in compiled.program.programs.values()),
           "cores": len(compiled.program.programs),
           "replicas": sum(compiled.placement.replicas.values())}
    if simulate:
        from pimsolve.verify import default_input, run_and_check

        started = time.perf_counter()
        check = run_and_check(compiled.program, compiled.qgraph, compiled.hw, path,
                              default_input(compiled.qgraph, 0), compiled.qgraph.graph.host_ops)
        row.update(sim_s=round(time.perf_counter() - started, 1), cycles=check.profile.cycles,
                   bit_exact=check.bit_exact, cosine=check.float_cosine)
    return row


def _partitioned(compiled, path: Path, out: Path, started: float, simulate: bool,
                 row: dict) -> dict:
    """The same row for a partitioned model: programs summed over the partitions, cycles of
    one input through all of them (reloads not included)."""
    from pimsolve.report.partitioned import batch_metrics, part_figures, write_partitioned

    figures = [part_figures(part) for part in compiled.parts]
    write_partitioned(out, compiled, 0.0, figures, batch_metrics(compiled, figures), None)
    wall = time.perf_counter() - started
    row.update(compile_s=round(wall, 2),
               peak_mib=round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
               timings=compiled.timings, partitions=len(compiled.parts),
               instructions=sum(len(c) for p in compiled.parts
                                for c in p.program.programs.values()),
               cores=max(len(p.program.programs) for p in compiled.parts),
               replicas=sum(sum(p.placement.replicas.values()) for p in compiled.parts))
    if simulate:
        from pimsolve.verify import default_input, run_partitioned

        started = time.perf_counter()
        check, profiles, writes = run_partitioned(
            [(p.qgraph, p.program) for p in compiled.parts], compiled.qgraph, compiled.hw, path,
            default_input(compiled.qgraph, 0))
        row.update(sim_s=round(time.perf_counter() - started, 1),
                   cycles=sum(p.cycles for p in [*profiles, *filter(None, writes)]),
                   bit_exact=check.bit_exact,
                   cosine=check.float_cosine)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=["resnet18"])
    parser.add_argument("--hw", nargs="+", default=["pimcomp-default", "puma"])
    parser.add_argument("--modes", nargs="+", default=["ht", "ll"])
    parser.add_argument("--no-sim", action="store_true")
    parser.add_argument("--case", nargs=3, help=argparse.SUPPRESS)
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.case:
        print(json.dumps(run_case(*args.case, not args.no_sim, Path(args.folder))))
        return
    folder = Path(tempfile.mkdtemp(prefix="pimsolve-bench-"))
    header = (f"{'model':<12} {'hwspec':<16} {'mode':<4} {'compile s':>9} {'peak MiB':>8} "
              f"{'instructions':>12} {'cores':>5} {'sim s':>6} {'cycles':>12} {'exact':>5} "
              f"{'cosine':>8}")
    print(header)
    for model in args.models:
        for hw in args.hw:
            for mode in args.modes:
                cmd = [sys.executable, __file__, "--case", model, hw, mode, "--folder",
                       str(folder)] + (["--no-sim"] if args.no_sim else [])
                done = subprocess.run(cmd, capture_output=True, text=True)
                if done.returncode:
                    last = (done.stderr.strip().splitlines() or ["?"])[-1]
                    print(f"{model:<12} {hw:<16} {mode:<4} failed: {last}")
                    continue
                r = json.loads(done.stdout.strip().splitlines()[-1])
                cycles = f"{r['cycles']:,.0f}" if "cycles" in r else "-"
                cosine = f"{r['cosine']:.5f}" if r.get("cosine") is not None else "-"
                print(f"{model:<12} {hw:<16} {mode:<4} {r['compile_s']:>9.2f} {r['peak_mib']:>8} "
                      f"{r['instructions']:>12,} {r['cores']:>5} {r.get('sim_s', '-'):>6} "
                      f"{cycles:>12} {str(r.get('bit_exact', '-')):>5} {cosine:>8}")
    print(f"(solutions in {folder})")


if __name__ == "__main__":
    main()
