"""PIM-DL's block allocation (seeds/pim-dl.txt §IV-C) on the three intra-tile networks of its
Fig. 11: the baselines' sequential allocation, PIM-DL's GA and CP-SAT warm-started from the GA.

    python benchmarks/blocks.py                       # every layer set on every network
    python benchmarks/blocks.py --ga-s 5 --cpsat-s 10 --sets chain8

Layer sets (synthetic, seeded, the block counts of PIM-DL-sized layers in one 256-block tile):
``chain8`` 8 layers of 8-64 blocks in a chain, every destination block receiving 1-4 MB from
its producer; ``chain8+reduce`` the same with input-parallel layers (every other one) reducing
0.5-2 MB of partial sums across their blocks (a pairwise tree, a block's rows a pair);
``residual`` 6 layers with two skip connections.
Networks: hwspec/pim-dl.yaml (bus), pim-dl-mesh.yaml, pim-dl-broadcast.yaml. Per row: the
movement cycles of each method (pimsolve.solve.layout.interconnect), CP-SAT's status, its
proven lower bound on every allocation's cycles, the gap of its answer to that bound, and the
solve times. Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from pimsolve.hwspec import load_hwspec
from pimsolve.solve.layout import blocks
from pimsolve.solve.layout.interconnect import Flow, pairwise_tree

ROOT = Path(__file__).resolve().parents[1]
NETWORKS = ("pim-dl", "pim-dl-mesh", "pim-dl-broadcast")
MBIT = 8 * 2**20  # bits in a MB
ROWS, ACC = 1024, 32  # a block's rows, bits of a partial sum


def tree(layer: str, blocks: int, bits: int):
    """A pairwise reduction tree over the layer's blocks, a whole block's rows a pair, repeated
    until it moves about ``bits``."""
    times = max(1, round(bits / ((blocks - 1) * ROWS * ACC)))
    return pairwise_tree(layer, ACC, blocks, ROWS, times)


def layer_set(name: str, seed: int = 0):
    rng = random.Random(seed)
    if name.startswith("chain8"):
        sizes = [16, 32, 64, 32, 48, 24, 16, 8]
        demands = {f"L{i}": n for i, n in enumerate(sizes)}
        names = list(demands)
        flows = [Flow(a, b, rng.randint(1, 4) * MBIT) for a, b in zip(names, names[1:])]
        reduces = [tree(n, demands[n], rng.randint(1, 4) * MBIT // 2) for n in names[1::2]] \
            if name.endswith("+reduce") else []
        return demands, flows, reduces
    assert name == "residual"
    demands = {"conv1": 32, "conv2": 48, "conv3": 48, "conv4": 32, "conv5": 32, "fc": 16}
    edges = [("conv1", "conv2"), ("conv2", "conv3"), ("conv3", "conv4"), ("conv1", "conv4"),
             ("conv4", "conv5"), ("conv5", "fc"), ("conv3", "fc")]
    flows = [Flow(a, b, rng.randint(1, 4) * MBIT) for a, b in edges]
    return demands, flows, [tree("conv2", 48, MBIT), tree("fc", 16, MBIT // 2)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="*", default=["chain8", "chain8+reduce", "residual"])
    parser.add_argument("--ga-s", type=float, default=15.0, help="GA time limit per case")
    parser.add_argument("--cpsat-s", type=float, default=20.0, help="CP-SAT time limit per case")
    parser.add_argument("--generations", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print("| layers | network | sequential | GA | CP-SAT | CP-SAT vs seq. | status | bound | gap "
          "| GA gens | GA s | CP-SAT s |")
    print("|---|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|")
    for name in args.sets:
        demands, flows, reduces = layer_set(name)
        for network in NETWORKS:
            spec = load_hwspec(ROOT / "hwspec" / f"{network}.yaml").core.blocks
            seq = blocks.sequential(demands, spec, flows, reduces)
            ga = blocks.genetic(demands, flows, reduces, spec, seed=args.seed,
                                generations=args.generations, time_limit=args.ga_s)
            started = time.perf_counter()
            cp = blocks.cpsat(demands, flows, reduces, spec, time_limit=args.cpsat_s,
                              seed=args.seed, hint=ga.allocation)
            wall = time.perf_counter() - started
            gap = "–" if cp.gap is None else f"{100 * cp.gap:.1f} %"
            print(f"| {name} | {spec.interconnect.value} | {seq.cycles:,} | {ga.cycles:,} | "
                  f"{cp.cycles:,} | {seq.cycles / cp.cycles:.2f}× | {cp.status} "
                  f"({cp.method}) | {cp.bound:,} | {gap} | {ga.generations} | "
                  f"{ga.wall_s:.1f} | {wall:.1f} |", flush=True)


if __name__ == "__main__":
    main()
