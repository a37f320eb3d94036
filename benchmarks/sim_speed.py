"""Functional-simulation speed on a synthetic multi-core program.

    python benchmarks/sim_speed.py [--instructions 1000000] [--cores 8] [--hw hwspec/pimcomp-default.yaml]

Each core repeats a block of mixed work: scalar address updates, a global-memory load, two
matrix-vector multiplications, partial-sum accumulation and activation on the vector unit,
a store, and a synchronous send/recv exchange with its ring neighbour. Prints a table of
instructions, wall time and instructions/s for the functional run and for the profiled run,
plus peak memory.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pimsolve.hwspec.loader import load_hwspec  # noqa: E402
from pimsolve.isa.instruction import Instruction, make  # noqa: E402
from pimsolve.sim import ArrayGroup, simulate  # noqa: E402
from pimsolve.sim.program import arrays_for  # noqa: E402


def block(core: int, cores: int, step: int) -> list[Instruction]:
    """One iteration of a core's work (21 instructions)."""
    nxt, prv = (core + 1) % cores, (core - 1) % cores
    gaddr = (core * 4096 + (step % 32) * 128)
    exchange = [make("send", 12, nxt, 64), make("recv", 13, prv, 64)]
    if core % 2:
        exchange.reverse()
    return [
        make("sldi", 0, gaddr), make("sldi", 1, 0),
        make("sldi", 10, 0), make("saddi", 11, 10, 256),
        make("ld", 10, 0, 256),
        make("setbw", 16, 32),
        make("mvmul", 11, 10, 16, 0, 0),
        make("saddi", 12, 11, 256),
        make("mvmul", 12, 10, 16, 0, 1),
        make("setbw", 32, 32),
        make("vvadd", 12, 11, 12, 16),
        make("vrelu", 12, 12, 16),
        make("vvmax", 14, 12, 11, 16, 0b001, 32),
        make("sldi", 13, 1024),
        *exchange,
        make("vvadd", 15, 13, 12, 16),
        make("lmv", 14, 15, 64),
        make("sldi", 2, 65536 + gaddr // 2), make("sldi", 3, 0),
        make("st", 2, 14, 64),
    ]


def build(cores: int, total: int):
    per_core = total // cores
    programs = {}
    for c in range(cores):
        prog: list[Instruction] = []
        step = 0
        while len(prog) < per_core:
            prog += block(c, cores, step)
            step += 1
        programs[c] = prog
    return programs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--instructions", type=int, default=1_000_000)
    parser.add_argument("--cores", type=int, default=8)
    parser.add_argument("--hw", action="append",
                        help="hwspec(s) to run on (default: pimcomp-default, out-of-order, and "
                             "puma, in-order)")
    parser.add_argument("--skip-profile", action="store_true")
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    t0 = time.perf_counter()
    programs = build(args.cores, args.instructions)
    build_s = time.perf_counter() - t0
    gmem = rng.integers(0, 256, 1 << 18, dtype=np.uint8)
    weights = [rng.integers(-100, 100, (128, 16)) for _ in range(2)]
    print(f"synthetic program: {args.cores} cores, built in {build_s:.2f} s")
    print(f"{'hwspec':<16} {'execution':<13} {'run':<19} {'instructions':>12} {'wall s':>7} "
          f"{'instr/s':>9} {'cycles':>10}")
    for path in args.hw or [str(ROOT / "hwspec" / n) for n in ("pimcomp-default.yaml",
                                                                "puma.yaml")]:
        hw = load_hwspec(path)
        groups = {c: [ArrayGroup(w, arrays_for(hw, *w.shape)) for w in weights]
                  for c in range(args.cores)}
        for label, prof in (("functional", False), ("functional+profile", True)):
            if prof and args.skip_profile:
                continue
            t0 = time.perf_counter()
            result = simulate(hw, programs, groups, gmem, with_profile=prof)
            wall = time.perf_counter() - t0
            n = result.stats.instructions
            cycles = f"{result.profile.cycles:.0f}" if result.profile else "-"
            print(f"{hw.name:<16} {hw.core.execution.value:<13} {label:<19} {n:>12} "
                  f"{wall:>7.2f} {n / wall:>9.0f} {cycles:>10}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak RSS {peak:.0f} MiB")


if __name__ == "__main__":
    main()
