"""Genetic-algorithm fallback of the placement solver (seeds/pimcomp.txt §VI-A).

It optimizes the same thing as the CP-SAT window model (pimsolve.solve.placement.cpsat): a
:class:`WindowPlan` judged by :func:`plan_cycle`, under the same constraints:

- every window of a layer is computed once, and every copy computes at least one;
- the pieces of one replica sit on different cores, and a core holds at most one copy of a
  given piece of a layer (so at most one copy of a single-piece layer);
- the arrays of a core hold what it is given;
- a layer whose replica is cut into pieces has at most ``SLOTS`` replicas.

The chromosome (PIMCOMP's value-position encoding), its decoder, mutations and crossover are
in :mod:`pimsolve.solve.placement.chromosome`. The search starts from the seed plans and
PIMCOMP's start, one replica per layer. Selection is (μ+λ): parents by tournament, the best
distinct chromosomes survive, so the best plan (and every seed) is never lost.

Runs reproduce: all choices come from ``random.Random(settings.seed)``; the search stops
after ``generations`` generations, after ``patience`` generations without improvement, once
its steps (``WORK_PER_S`` per second of ``settings.time_limit``: the loads summed, the copies
dealt, the cores scanned) are spent, or at ``settings.time_limit`` on the wall clock, a
safety stop: only that one depends on the machine, and the stats then say
``stopped_by: wall clock``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from pimsolve.solve.budget import BUDGET, CLOCK
from pimsolve.solve.placement.chromosome import Chromosome, Shape, crossover, mutate
from pimsolve.solve.placement.cost import Problem
from pimsolve.solve.placement.cpsat import Settings, SolveStats, WindowPlan, plan_cycle, plan_from_counts
from pimsolve.solve.placement.heuristic import greedy_counts
from pimsolve.solve.placement.validate import objective_of

GENERATIONS = 150
POPULATION = 20
PATIENCE = 40
TOURNAMENT = 3
CROSSOVER = 0.3
# steps per second of the time limit: about half of what a 2-core machine does (measured:
# 0.67-0.89 million per second on tiny_resnet, LeNet-5, SqueezeNet and ResNet-18 placements),
# so the budget ends the search before the clock does
WORK_PER_S = 400_000


# ----------------------------------------------------------------------------- seeding
def _from_plan(shape: Shape, plan: WindowPlan) -> Chromosome | None:
    """A seed plan as a chromosome. Copies that break a constraint of the window model are
    merged (a second copy of a single-piece layer on a core) or dropped, and the windows of
    their layer dealt again; None if the seed overfills a core or loses a layer."""
    ch = Chromosome(shape)
    for index, layer in enumerate(shape.problem.layers):
        replicas = plan.replicas.get(layer.name, ())
        repaired = sum(w for _c, w in replicas) != layer.windows
        for cores, windows in replicas:
            if windows <= 0:
                repaired = True
                continue
            if len(cores) != len(layer.items) or not all(0 <= c < shape.cores for c in cores):
                return None
            if len(layer.items) == 1:
                twin = next((k for k, cs in ch.copies[index].items() if cs[0] == cores[0]), None)
                if twin is not None:
                    ch.windows[index][twin] += windows
                    continue
            legal = (len(set(cores)) == len(cores)
                     and len(ch.copies[index]) < shape.limit[index]
                     and not any(ch.hosts(c, index, i) for i, c in enumerate(cores))
                     and not any(ch.clashes(c, index, i) for i, c in enumerate(cores)))
            if not legal:
                repaired = True
                continue
            ch.add(index, ch.new_id(index), cores, windows)
        if not ch.copies[index]:
            return None
        if repaired:
            ch.deal(index)
    if min(ch.free) < 0:
        return None
    return ch


def _one_copy_each(shape: Shape) -> Chromosome | None:
    """PIMCOMP's starting point: one replica per layer, largest pieces first, each on the
    least-busy core with room."""
    ch = Chromosome(shape)
    busy = [0] * shape.cores
    order = sorted(range(len(shape.problem.layers)),
                   key=lambda x: (-max(shape.arrays[x]), x))
    for index in order:
        cores: list[int] = []
        for piece in range(len(shape.arrays[index])):
            room = [c for c in range(shape.cores)
                    if c not in cores and shape.arrays[index][piece] <= ch.free[c]]
            if not room:
                return None
            core = min(room, key=lambda c: (busy[c], c))
            cores.append(core)
            per_window = max(max(shape.rates[index][piece]), shape.matrix[index][piece])
            busy[core] += per_window * shape.windows(index)
        ch.add(index, 0, cores, shape.windows(index))
    return ch


# ----------------------------------------------------------------------------- search
def solve_ga(problem: Problem, settings: Settings, seeds: Sequence[WindowPlan] = (),
             progress: Callable[[str], None] | None = None, *,
             generations: int = GENERATIONS, population: int = POPULATION,
             patience: int = PATIENCE) -> tuple[WindowPlan | None, SolveStats]:
    """Search window plans with a genetic algorithm. The first population holds the
    ``seeds`` and PIMCOMP's start, one replica per layer (the greedy heuristic's plan when
    that does not pack), then mutants of them. Returns the best plan and its stats."""
    started = time.perf_counter()
    deadline = started + settings.time_limit
    budget = WORK_PER_S * settings.time_limit
    rng = random.Random(settings.seed)
    shape = Shape(problem)
    say = progress or (lambda _m: None)

    start = [ch for ch in (_from_plan(shape, plan) for plan in seeds) if ch is not None]
    start.append(_one_copy_each(shape))
    if start == [None]:  # one copy per layer does not pack: the greedy packing may
        start.append(_from_plan(shape, plan_from_counts(problem, greedy_counts(problem))))
    pool = _survivors([ch for ch in start if ch is not None], population)
    if not pool:  # no start fits the encoding (the seeds then warm-start CP-SAT alone)
        return None, SolveStats("ga", "UNKNOWN", None, None, None,
                                time.perf_counter() - started, settings.seed, 1, _how(0, 0))
    for _ in range(4 * population):  # fill the first population with mutants
        if len(pool) >= population or shape.work >= budget or \
                time.perf_counter() >= deadline:
            break
        child = rng.choice(pool).clone()
        mutate(child, rng)
        pool = _survivors(pool + [child], population)
    best, fittest = pool[0].evaluate()[0], pool[0].evaluate()
    say(f"ga: start, cycle {best}")
    done = stale = 0
    while done < generations and stale < patience and shape.work < budget and \
            time.perf_counter() < deadline:
        children = []
        for _ in range(population):
            parent = _tournament(pool, rng)
            if rng.random() < CROSSOVER:
                child = crossover(parent, _tournament(pool, rng), rng)
            else:
                child = parent.clone()
            mutate(child, rng)
            children.append(child)
        pool = _survivors(pool + children, population)
        done += 1
        stale = stale + 1 if pool[0].evaluate() >= fittest else 0
        fittest = pool[0].evaluate()
        if fittest[0] < best:
            best = fittest[0]
            say(f"ga: generation {done}, cycle {best}")
    plan = pool[0].plan()
    objective = plan_cycle(problem, plan) + objective_of(problem, 0)
    stopped = BUDGET if done >= generations or stale >= patience or shape.work >= budget \
        else CLOCK
    return plan, SolveStats("ga", "FEASIBLE", objective, None, None,
                            time.perf_counter() - started, settings.seed, 1,
                            _how(done, population), stopped)


def _how(done: int, population: int) -> str:
    return (f"genetic algorithm (seeds/pimcomp.txt §VI-A), {done} generations of "
            f"{population}; no bound")


def _tournament(pool: list[Chromosome], rng: random.Random) -> Chromosome:
    return min(rng.sample(pool, min(TOURNAMENT, len(pool))), key=lambda ch: ch.evaluate())


def _survivors(candidates: list[Chromosome], size: int) -> list[Chromosome]:
    """The best ``size`` distinct chromosomes, best first (ties keep the earlier one)."""
    seen, out = set(), []
    for ch in sorted(candidates, key=lambda c: c.evaluate()):
        key = ch.key()
        if key not in seen:
            seen.add(key)
            out.append(ch)
        if len(out) == size:
            break
    return out
