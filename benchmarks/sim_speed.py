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
    parser.add_argument("--hw", default=str(ROOT / "hwspec" / "pimcomp-default.yaml"))
    parser.add_argument("--skip-profile", action="store_true")
    args = parser.parse_args()
    hw = load_hwspec(args.hw)
    rng = np.random.default_rng(0)
    groups = {c: [ArrayGroup(w, arrays_for(hw, *w.shape)) for w in
                  (rng.integers(-100, 100, (128, 16)), rng.integers(-100, 100, (128, 16)))]
              for c in range(args.cores)}
    t0 = time.perf_counter()
    programs = build(args.cores, args.instructions)
    build_s = time.perf_counter() - t0
    gmem = rng.integers(0, 256, 1 << 18, dtype=np.uint8)
    rows = []
    for label, prof in (("functional", False), ("functional+profile", True)):
        if prof and args.skip_profile:
            continue
        t0 = time.perf_counter()
        result = simulate(hw, programs, groups, gmem, with_profile=prof)
        wall = time.perf_counter() - t0
        n = result.stats.instructions
        rows.append((label, n, wall, n / wall,
                     f"{result.profile.cycles:.0f}" if result.profile else "-"))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"hwspec {hw.name}, {args.cores} cores, program built in {build_s:.2f} s")
    print(f"{'run':<20} {'instructions':>12} {'wall s':>8} {'instr/s':>10} {'cycles':>12}")
    for label, n, wall, rate, cycles in rows:
        print(f"{label:<20} {n:>12} {wall:>8.2f} {rate:>10.0f} {cycles:>12}")
    print(f"peak RSS {peak:.0f} MiB")


if __name__ == "__main__":
    main()
