"""PIM-DL's GA (§IV-C, Fig. 10), seeded. A chromosome has one gene per block
of the tile: the layer the block belongs to, or empty. The first generation groups each
layer's blocks together with the layers (and the empty blocks, as one group) in shuffled
order; the given order is one of them, so the GA never ends worse than
:func:`pimsolve.solve.layout.blocks.sequential`.
The fitness is the movement's cycles, each layer's blocks taken in rank order
(interconnect.rank_order: dealt round the channels or columns). *Crossover* "swaps the
same position in two allocations": a child takes a random run of positions from its second
parent and the rest from its first; a layer that then holds too many blocks hands the extra
ones (outside the run, chosen at random) to the layers short of blocks, so every layer keeps
its count. *Mutation* "swaps two blocks in the same layer": exchanging two genes of one
layer changes nothing (the layer holds the same blocks, in the same rank order), so it
is read as moving one block of a layer: the gene of one of its blocks is exchanged with that
of a block of another layer or an empty one. Elitist: the best quarter is kept, the rest are
children of two tournament-chosen parents, each mutated once. Stops after ``generations``
generations (PIM-DL runs 3000), ``patience`` generations without a better allocation, or
``time_limit`` seconds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence

import numpy as np

from pimsolve.hwspec.model import BlockArraySpec
from pimsolve.solve.layout.block_result import BlockResult, check_demands, priced
from pimsolve.solve.layout.interconnect import Evaluator, Flow, Reduce, rank_order

EMPTY = -1  # the gene of an empty block


class _Genes:
    """Chromosomes (one layer index per block, EMPTY for none) and their cached fitness."""

    def __init__(self, demands: Mapping[str, int], flows, reduces, spec: BlockArraySpec):
        self.layers = list(demands)
        self.need = np.array([demands[k] for k in self.layers], dtype=np.int64)
        self.spec = spec
        self.evaluator = Evaluator(spec, flows, reduces)
        self.fitness: dict[bytes, int] = {}
        empty = spec.blocks - int(self.need.sum())
        self.target = {i: int(n) for i, n in enumerate(self.need)}
        if empty:
            self.target[EMPTY] = empty

    def cycles(self, genes: np.ndarray) -> int:
        key = genes.tobytes()
        if key not in self.fitness:
            shape = (self.spec.rows, self.spec.cols)
            grids = {name: (genes == i).astype(np.int64).reshape(shape)
                     for i, name in enumerate(self.layers)}
            self.fitness[key] = self.evaluator.cycles_of_grids(grids)
        return self.fitness[key]

    def grouped(self, order: Sequence[int]) -> np.ndarray:
        """Each group's blocks together, the groups in ``order`` (a layer index or EMPTY)."""
        empty = self.spec.blocks - int(self.need.sum())
        return np.concatenate([np.full(self.need[g] if g != EMPTY else empty, g, dtype=np.int16)
                               for g in order])

    def allocation(self, genes: np.ndarray) -> dict[str, tuple[int, ...]]:
        """Each layer's blocks in rank order."""
        return {name: rank_order(np.flatnonzero(genes == i), self.spec)
                for i, name in enumerate(self.layers)}

    def crossover(self, first: np.ndarray, second: np.ndarray, rng: random.Random) -> np.ndarray:
        """``first`` with a random run of positions from ``second``, repaired: a gene value
        that now occurs too often gives its extra positions outside the run (at random) to the
        values short of theirs. (Outside the run ``first`` holds at least the extra ones.)"""
        n = len(first)
        a, b = sorted(rng.sample(range(n + 1), 2))
        child = first.copy()
        child[a:b] = second[a:b]
        values, counts = np.unique(child, return_counts=True)
        target = self.target
        surplus = {int(v): int(c) - target[int(v)] for v, c in zip(values, counts)
                   if c > target[int(v)]}
        if not surplus:
            return child
        have = dict(zip(values.tolist(), counts.tolist()))
        short = [v for v, t in target.items() for _ in range(t - have.get(v, 0))]
        rng.shuffle(short)
        outside = [p for p in range(n) if not a <= p < b]
        rng.shuffle(outside)
        for p in outside:
            gene = int(child[p])
            if surplus.get(gene, 0) > 0:
                surplus[gene] -= 1
                child[p] = short.pop()
        return child

    def mutate(self, genes: np.ndarray, rng: random.Random) -> np.ndarray:
        layer = rng.randrange(len(self.layers))
        mine = np.flatnonzero(genes == layer)
        others = np.flatnonzero(genes != layer)
        if len(others) == 0:
            return genes
        i, j = int(mine[rng.randrange(len(mine))]), int(others[rng.randrange(len(others))])
        child = genes.copy()
        child[i], child[j] = child[j], child[i]
        return child


def genetic(demands: Mapping[str, int], flows: Sequence[Flow], reduces: Sequence[Reduce],
            spec: BlockArraySpec, seed: int = 0, generations: int = 3000, population: int = 32,
            patience: int = 300, time_limit: float | None = None) -> BlockResult:
    """PIM-DL's GA for the block allocation (this module's docstring); the same inputs and
    seed give the same allocation."""
    started = time.perf_counter()
    check_demands(demands, spec)
    rng = random.Random(seed)
    genes = _Genes(demands, flows, reduces, spec)
    groups = list(range(len(genes.layers))) + ([EMPTY] if sum(demands.values()) < spec.blocks
                                               else [])
    pool = [genes.grouped(groups)]
    for _ in range(population - 1):
        order = groups[:]
        rng.shuffle(order)
        pool.append(genes.grouped(order))
    keep = max(1, population // 4)
    best, stale, generation = None, 0, 0
    for generation in range(1, generations + 1):
        pool.sort(key=lambda g: (genes.cycles(g), g.tobytes()))
        score = genes.cycles(pool[0])
        stale = 0 if best is None or score < best else stale + 1
        best = score if best is None else min(best, score)
        if stale >= patience or (time_limit is not None and
                                 time.perf_counter() - started > time_limit):
            break
        children = []
        for _ in range(population - keep):
            first, second = (min(rng.sample(range(len(pool)), 2)) for _ in range(2))
            child = genes.crossover(pool[first], pool[second], rng)
            children.append(genes.mutate(child, rng))
        pool = pool[:keep] + children
    pool.sort(key=lambda g: (genes.cycles(g), g.tobytes()))
    return priced(genes.allocation(pool[0]), demands, flows, reduces, spec, status="HEURISTIC",
                  bound=None, gap=None, method="ga", wall_s=time.perf_counter() - started,
                  seed=seed, generations=generation)
