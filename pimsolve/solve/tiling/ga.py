"""ARES's genetic algorithm (seeds/ares.txt §V-C) over the tiling space: fallback and warm start.

Genes: the binding, one cut per loop (its binding dimension, primitive, inner, spatial and
outer factors; the tile sizes per memory level) and the loop order. Crossover swaps genes
between two parents; mutation changes a loop's cut, the order or the binding (re-cutting the
loops the new binding moves); a repair step then shrinks factors (spatial, inner, primitive)
of the loops behind the first violated limit until the tiling fits. Fitness is the cost of
:func:`pimsolve.solve.tiling.cost.validate` (infeasible tilings rank after every feasible one,
fewer problems first), the same cost model CP-SAT minimizes. A final coordinate descent tries
every cut of one loop at a time on the best tiling until nothing improves.

Seeded with ``random.Random(seed)`` and free of wall-clock decisions: the same problem, seed and
settings give the same result. Returns the same types as :func:`pimsolve.solve.tiling.cpsat.solve`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from pimsolve.solve.tiling.cost import Tiling, validate
from pimsolve.solve.tiling.problem import Problem

Genome = tuple[int, tuple[int, ...], int]  # binding, option index per loop, order index
Fitness = tuple[int, int, int]  # (infeasible?, problems, cycles)


@dataclass(frozen=True, slots=True)
class GaSettings:
    population: int = 30
    generations: int = 40
    seed: int = 0
    mutation: float = 0.25  # per-loop probability of a new cut
    elite: int = 2
    polish: bool = True  # coordinate descent on the best tiling at the end
    evaluations: int = 2500  # stop once this many distinct tilings were evaluated (a
    # deterministic effort limit; the polish may use as many again)


class _Space:
    """The options of each loop grouped by hardware dim, and genome <-> tiling."""

    def __init__(self, problem: Problem):
        self.problem = problem
        self.by_dim: list[dict[str | None, list[int]]] = []
        for loop in problem.loops:
            groups: dict[str | None, list[int]] = {}
            for i, o in enumerate(problem.options[loop]):
                groups.setdefault(o.dim, []).append(i)
            self.by_dim.append(groups)
        self.valid_bindings = [i for i, b in enumerate(problem.bindings)
                               if all(b.dims.get(loop) in self.by_dim[j]
                                      for j, loop in enumerate(problem.loops))]

    def tiling(self, genome: Genome) -> Tiling:
        binding, picks, order = genome
        loops = tuple(self.problem.options[loop][i] for loop, i in zip(self.problem.loops, picks))
        return Tiling(binding, loops, self.problem.orders[order])

    def genome(self, tiling: Tiling) -> Genome | None:
        picks = []
        for loop, option in zip(self.problem.loops, tiling.loops):
            options = self.problem.options[loop]
            if option not in options:
                return None
            picks.append(options.index(option))
        return tiling.binding, tuple(picks), self.problem.orders.index(tiling.order)

    def fits(self, binding: int, j: int, pick: int) -> bool:
        loop = self.problem.loops[j]
        return self.problem.options[loop][pick].dim == self.problem.bindings[binding].dims.get(loop)

    def repair(self, genome: Genome, rng: random.Random) -> Genome:
        """Re-cut the loops whose cut does not use the binding's dim (nearest cut)."""
        binding, picks, order = genome
        fixed = list(picks)
        for j, loop in enumerate(self.problem.loops):
            if not self.fits(binding, j, fixed[j]):
                dim = self.problem.bindings[binding].dims.get(loop)
                old = self.problem.options[loop][fixed[j]]
                choices = self.by_dim[j][dim]
                fixed[j] = min(choices, key=lambda i: (
                    _distance(self.problem.options[loop][i], old), rng.random()))
        return binding, tuple(fixed), order

    def shrink(self, genome: Genome, j: int, field: str) -> Genome | None:
        """The genome with loop j's ``field`` (primitive, inner or spatial) made smaller, the
        other factors kept as close as possible; None if it is already minimal."""
        binding, picks, order = genome
        loop = self.problem.loops[j]
        options = self.problem.options[loop]
        old = options[picks[j]]
        dim = self.problem.bindings[binding].dims.get(loop)
        smaller = [i for i in self.by_dim[j][dim] if getattr(options[i], field) <
                   getattr(old, field)]
        if not smaller:
            return None
        best = min(smaller, key=lambda i: (abs(getattr(options[i], field) * 2 -
                                               getattr(old, field)),
                                           _distance(options[i], old)))
        return binding, picks[:j] + (best,) + picks[j + 1:], order

    def fix(self, genome: Genome, problems: tuple[str, ...]) -> Genome | None:
        """One repair step for the first problem :func:`validate` reported (None: no idea)."""
        problem = self.problem
        opts = [problem.options[loop][i] for loop, i in zip(problem.loops, genome[1])]
        first = problems[0]
        kind = first.split(":")[0]
        bs = problem.machine.bit_serial
        vec = problem.machine.vector
        moves: list[tuple[int, str]] = []  # (loop index, field), most promising first
        by = sorted(range(len(opts)), key=lambda j: -max(opts[j].primitive, opts[j].inner,
                                                         opts[j].spatial))
        if kind == "spatial":
            moves = [(j, "spatial") for j in sorted(by, key=lambda j: -opts[j].spatial)]
        elif kind.startswith("hardware dim "):
            dim = kind[len("hardware dim "):]
            moves = [(j, "primitive") for j in by if opts[j].dim == dim]
        elif kind == "lanes" and bs is not None:
            moves = [(j, "primitive") for j in by if opts[j].dim in bs.lane_dims]
        elif kind in ("cells per lane", "buffer"):
            moves = [(j, "inner") for j in sorted(by, key=lambda j: -opts[j].inner)]
            if bs is not None:
                moves += [(j, "primitive") for j in by if opts[j].dim in bs.temporal]
            else:
                moves += [(j, "primitive") for j in by]
        elif kind == "crossbar":
            moves = [(j, "inner") for j in by]
        elif kind == "registers" and vec is not None:
            moves = [(j, "primitive") for j in by if opts[j].dim == vec.reduction]
        for j, field in moves:
            if getattr(opts[j], field) > 1:
                shrunk = self.shrink(genome, j, field)
                if shrunk is not None:
                    return shrunk
        return None

    def random(self, rng: random.Random) -> Genome:
        binding = rng.choice(self.valid_bindings)
        picks = tuple(rng.choice(self.by_dim[j][self.problem.bindings[binding].dims.get(loop)])
                      for j, loop in enumerate(self.problem.loops))
        return binding, picks, rng.randrange(len(self.problem.orders))


def _distance(a: object, b: object) -> int:
    return sum(abs(x - y) for x, y in zip(
        (a.primitive, a.inner, a.spatial, a.outer),  # type: ignore[attr-defined]
        (b.primitive, b.inner, b.spatial, b.outer)))  # type: ignore[attr-defined]


def solve_ga(problem: Problem, settings: GaSettings = GaSettings(),
             seeds: Sequence[Tiling] = ()) -> tuple[Tiling | None, Fitness | None, float]:
    """The best tiling found, its fitness, and the wall time. ``seeds`` join the first
    population (those whose cuts are in the option lists)."""
    started = time.perf_counter()
    rng = random.Random(settings.seed)
    space = _Space(problem)
    if not space.valid_bindings:
        return None, None, time.perf_counter() - started
    cache: dict[Genome, tuple[Fitness, tuple[str, ...]]] = {}

    def check(genome: Genome) -> tuple[Fitness, tuple[str, ...]]:
        if genome not in cache:
            result = validate(problem, space.tiling(genome))
            cost = result.cost.total if result.cost is not None else 1 << 62
            cache[genome] = ((0 if result.feasible else 1, len(result.problems), cost),
                             result.problems)
        return cache[genome]

    def fitness(genome: Genome) -> Fitness:
        return check(genome)[0]

    def repaired(genome: Genome) -> Genome:
        """Shrink factors until the genome is feasible (a bounded number of steps)."""
        for _ in range(4 * len(problem.loops) + 8):
            (infeasible, _, _), problems = check(genome)
            if not infeasible:
                return genome
            fixed = space.fix(genome, problems)
            if fixed is None:
                return genome
            genome = fixed
        return genome

    population: list[Genome] = []
    for seed in seeds:
        genome = space.genome(seed)
        if genome is not None and genome not in population:
            population.append(genome)
    while len(population) < settings.population:
        population.append(repaired(space.random(rng)))

    def pick() -> Genome:
        contenders = [rng.choice(population) for _ in range(3)]
        return min(contenders, key=fitness)

    for _ in range(settings.generations):
        if len(cache) >= settings.evaluations:
            break
        ranked = sorted(population, key=fitness)
        nxt = ranked[:settings.elite]
        while len(nxt) < settings.population:
            a, b = pick(), pick()
            child = _crossover(a, b, rng)
            child = _mutate(child, space, settings, rng)
            nxt.append(repaired(space.repair(child, rng)))
        population = nxt
    best = min(population, key=fitness)
    if settings.polish:
        best = _polish(best, space, fitness, lambda: len(cache) >= 2 * settings.evaluations)
    return space.tiling(best), fitness(best), time.perf_counter() - started


def _crossover(a: Genome, b: Genome, rng: random.Random) -> Genome:
    binding = a[0] if rng.random() < 0.5 else b[0]
    picks = tuple(x if rng.random() < 0.5 else y for x, y in zip(a[1], b[1]))
    order = a[2] if rng.random() < 0.5 else b[2]
    return binding, picks, order


def _mutate(genome: Genome, space: _Space, settings: GaSettings, rng: random.Random) -> Genome:
    binding, picks, order = genome
    problem = space.problem
    if rng.random() < 0.1:
        binding = rng.choice(space.valid_bindings)
    if rng.random() < 0.15:
        order = rng.randrange(len(problem.orders))
    new = list(picks)
    for j, loop in enumerate(problem.loops):
        if rng.random() < settings.mutation:
            dim = problem.bindings[binding].dims.get(loop)
            new[j] = rng.choice(space.by_dim[j][dim])
    return binding, tuple(new), order


def _polish(best: Genome, space: _Space, fitness: object, spent: object) -> Genome:
    """Coordinate descent: the best cut of each loop in turn, then the best order."""
    score = fitness  # type: ignore[assignment]
    problem = space.problem
    improved = True
    while improved and not spent():  # type: ignore[operator]
        improved = False
        for j, loop in enumerate(problem.loops):
            dim = problem.bindings[best[0]].dims.get(loop)
            for i in space.by_dim[j][dim]:
                trial = (best[0], best[1][:j] + (i,) + best[1][j + 1:], best[2])
                if score(trial) < score(best):  # type: ignore[operator]
                    best, improved = trial, True
        for k in range(len(problem.orders)):
            trial = (best[0], best[1], k)
            if score(trial) < score(best):  # type: ignore[operator]
                best, improved = trial, True
    return best
