"""COMPASS's genetic algorithm for the partition decision (seeds/compass.txt §III-C, Alg. 1).

A gene is a partition, a chromosome (a *partition group*) a chain of them covering the model
(pimsolve.solve.partition.objective). The first generation is ``population`` random chains,
each partition's end drawn uniformly from the ends the validity map allows after its start
(among those from which the end of the model is still reachable). Every generation the chains
are sorted by their fitness, the objective's value (``PGF``); the best ``keep`` are kept
(``Π_sel``) and ``population − keep`` chains drawn at random from them are mutated (``Π_mut``).

The mutation is chosen uniformly among COMPASS's four, each aimed by the *partition score*
``R = f(P) / F̄[a, b]``: a partition's own fitness (objective.fitness) over the expected
fitness of its span in the population, where each layer ``i`` of a partition ``P`` of a chain
carries ``m(i) = f(P) / |P|`` and ``F̄[a, b]`` is the population's mean of ``Σ_{a≤i<b} m(i)``:

- *merge*: the neighbouring pair whose union is valid with the worst joint score becomes one;
- *split*: the worst-scoring partition that can be cut in two valid ones is, at a random cut;
- *move*: a boundary of the worst-scoring partition that can move moves by one cut (a unit
  passes to or from its neighbour);
- *FixedRandom*: the best-scoring partition is kept and the rest of the chain drawn anew.

A mutation that finds nothing to act on falls back to FixedRandom. The search stops after
``generations`` generations, or ``patience`` generations without a better chain (COMPASS's
early stop), or at the time limit. COMPASS's parameters (§IV-A3): 100 chains, 30 generations,
20 kept, 80 mutated, the four schemes equally likely. Seeded: the same inputs give the same
chain.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from pimsolve.solve.partition.objective import Objective, chain_segments
from pimsolve.solve.partition.segments import Candidates
from pimsolve.solve.stats import SolveStats

Chain = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GaSettings:
    population: int = 100
    generations: int = 30
    keep: int = 20
    patience: int = 10


class _Space:
    """The candidates with the walks the operators need (cached reachability)."""

    def __init__(self, found: Candidates, rng: random.Random):
        self.found = found
        self.rng = rng
        self.positions = sorted(found.cuts)
        self.index = {p: i for i, p in enumerate(self.positions)}
        self._ends = {p: found.after(p) for p in self.positions}
        self._reach: dict[int, set[int]] = {}

    def reaching(self, target: int) -> set[int]:
        if target not in self._reach:
            self._reach[target] = self.found.reaching(target)
        return self._reach[target]

    def walk(self, start: int, target: int) -> list[int]:
        """A random chain of candidates from ``start`` to ``target`` (positions after start)."""
        reach = self.reaching(target)
        chain, here = [], start
        while here != target:
            here = self.rng.choice([b for b in self._ends[here] if b <= target and b in reach])
            chain.append(here)
        return chain

    def valid(self, a: int, b: int) -> bool:
        return (a, b) in self.found.segments


def _scores(space: _Space, objective: Objective, population: Sequence[Chain]):
    """Each chain's partition fitnesses and the population's prefix sums of ``m``."""
    end = space.found.end
    mean = np.zeros(end)
    fits = []
    for chain in population:
        own = [objective.fitness(s) for s in chain_segments(space.found, chain)]
        fits.append(own)
        for (a, b), f in zip(zip(chain, chain[1:]), own):
            mean[a:b] += f / (b - a)
    prefix = np.concatenate(([0.0], np.cumsum(mean / len(population))))
    return fits, prefix


def _score(prefix: np.ndarray, fitness: float, a: int, b: int) -> float:
    expected = prefix[b] - prefix[a]
    return fitness / expected if expected > 0 else 1.0


def _mutate(space: _Space, chain: Chain, fits: list[float], prefix: np.ndarray) -> Chain:
    rng = space.rng
    pairs = list(zip(chain, chain[1:]))
    ranked = sorted(range(len(pairs)), key=lambda k: -_score(prefix, fits[k], *pairs[k]))
    scheme = rng.choice(("merge", "split", "move", "fixed_random"))
    if scheme == "merge":
        mergeable = [k for k in range(len(pairs) - 1) if space.valid(chain[k], chain[k + 2])]
        if mergeable:
            k = max(mergeable, key=lambda j: _score(prefix, fits[j] + fits[j + 1], chain[j],
                                                  chain[j + 2]))
            return chain[:k + 1] + chain[k + 2:]
    elif scheme == "split":
        for k in ranked:
            a, b = pairs[k]
            cuts = [c for c in space.positions[space.index[a] + 1: space.index[b]]
                    if space.valid(a, c) and space.valid(c, b)]
            if cuts:
                return chain[:k + 1] + (rng.choice(cuts),) + chain[k + 1:]
    elif scheme == "move":
        for k in ranked:
            moves = []
            for side in (k, k + 1):  # the partition's left and right boundaries
                if side == 0 or side == len(chain) - 1:
                    continue
                at = space.index[chain[side]]
                for step in (-1, 1):
                    if 0 <= at + step < len(space.positions):
                        new = space.positions[at + step]
                        if chain[side - 1] < new < chain[side + 1] and \
                                space.valid(chain[side - 1], new) and \
                                space.valid(new, chain[side + 1]):
                            moves.append((side, new))
            if moves:
                side, new = rng.choice(moves)
                return chain[:side] + (new,) + chain[side + 1:]
    best = ranked[-1]  # FixedRandom, and the fallback of the others
    a, b = pairs[best]
    return (0, *space.walk(0, a), b, *space.walk(b, space.found.end))


def solve_ga(found: Candidates, objective: Objective, time_limit: float, seed: int,
             settings: GaSettings = GaSettings(), progress=None
             ) -> tuple[Chain, SolveStats, list[float]]:
    """The best chain COMPASS's GA finds, its statistics, and the best fitness of every
    generation (its convergence, COMPASS Fig. 10)."""
    started = time.perf_counter()
    space = _Space(found, random.Random(seed))
    population = [(0, *space.walk(0, found.end)) for _ in range(settings.population)]
    value = {}

    def fitness(chain: Chain) -> float:
        if chain not in value:
            value[chain] = objective.value(chain_segments(found, chain))
        return value[chain]

    history: list[float] = []
    stale = 0
    generation = 0
    for generation in range(settings.generations):
        population.sort(key=lambda c: (fitness(c), c))
        history.append(fitness(population[0]))
        if len(history) > 1 and history[-1] >= history[-2]:
            stale += 1
        else:
            stale = 0
        if stale >= settings.patience or time.perf_counter() - started > time_limit:
            break
        kept = population[:settings.keep]
        fits, prefix = _scores(space, objective, population)
        own = {c: f for c, f in zip(population, fits)}
        mutated = []
        for _ in range(settings.population - settings.keep):
            parent = space.rng.choice(kept)
            mutated.append(_mutate(space, parent, own[parent], prefix))
        population = kept + mutated
        if progress is not None and (len(history) == 1 or history[-1] < history[-2]):
            progress(f"partitioning: GA generation {generation + 1}, best "
                     f"{history[-1]:,.0f} {objective.unit}")
    population.sort(key=lambda c: (fitness(c), c))
    best = population[0]
    stats = SolveStats("ga", "HEURISTIC", int(round(fitness(best))), None, None,
                       time.perf_counter() - started, seed, 1,
                       f"COMPASS's GA: {settings.population} chains, "
                       f"{len(history)} generations, no bound")
    return best, stats, history
