"""Whether ``C`` cores of at most ``T`` cycles each can compute every window: column generation.

The pattern packing (pimsolve.solve.placement.patterns) decides this by listing every maximal core
pattern, which stops being possible once a core holds a dozen windows of a dozen kinds
(tiny_mobilenet on isaac: about 11 windows of 12 kinds per core, some hundred thousand
patterns). Here the patterns are generated instead (Gilmore and Gomory's cutting-stock method):

- **The master LP** over a pool of patterns ``p`` (``n_kp`` windows of kind k, ``v_p`` cycles
  of idle time, which the vector layers' divisible work ``V`` may fill)::

      minimize Σ_p x_p   s.t.   Σ_p n_kp·x_p ≥ W_k  (every kind),   Σ_p v_p·x_p ≥ V,   x ≥ 0

  solved by GLOP; its duals ``y_k``, ``y_V`` price the patterns.
- **Pricing**: the pattern of largest value ``Σ_k y_k·n_k + y_V·(T − load)`` over all patterns
  (a bounded knapsack over the load ``0..T``, exact, in integers: the duals are scaled and
  floored). A pattern worth more than one core joins the pool; when none is, the LP is solved.
- **The bound**: for any duals ``y ≥ 0`` every covering uses at least ``(Σ_k y_k·W_k + y_V·V) /
  z`` cores, ``z`` the largest value of a pattern (each core adds at most ``z`` to a left side
  that must reach the right), so ``T`` is out of reach when that exceeds ``C``; the test is an
  integer comparison. It is the LP's value, far stronger than the spread ``(work + V) / C``
  when whole windows cannot fill a core exactly (the curated tiny_mobilenet on isaac is
  proven this way).
- **Coverings**: an integer master over the pool (CP-SAT) looks for ``C`` patterns that cover
  every window. When it finds none, the patterns that any covering could use are listed: in a
  covering ``Σ_p x_p·(z − value_p) ≤ C·z − (Σ y·W + y_V·V)``, so only patterns of value at least
  ``Σ y·W + y_V·V − (C − 1)·z`` can appear (a reduced-cost cut). With that list the integer
  master is exact: no covering means ``T`` is out of reach.

The patterns here ignore the arrays of a core and the local-memory clashes of a layer's pieces
(the bound is a relaxation); coverings are looked for among the patterns that respect them, and
the vector items (validate.items_floor) need cores with room, as in the pattern packing.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import numpy as np
from ortools.linear_solver import pywraplp
from ortools.sat.python import cp_model

from pimsolve.solve.budget import run_search
from pimsolve.solve.placement.cost import Problem

SCALE = 1 << 24  # dual values are scaled to integers of this unit
MAX_CELLS = 40_000_000  # knapsack cells (loads × splits of the kinds) beyond which not tried
MAX_ROUNDS = 200  # pricing rounds of one LP
PRICE_CELLS = 300_000_000  # knapsack cells all rounds of one LP may take (about a second;
# an LP stopped short still gives a valid, weaker bound)
CELLS_PER_S = 300_000_000  # knapsack cells priced per second, LPs included (measured 480-620 M on
# a 5-layer partition of ResNet-18 on compass-m, two cores: kept below, as budget.DET_PER_S)
MAX_LISTED = 20_000  # patterns the reduced-cost cut may leave, beyond which undecided
PROBE_CAP_S = 30.0  # the wall-clock cap of one integer master

Pattern = tuple[tuple[int, ...], int]  # windows of each kind, idle cycles


class _Knapsack:
    """Patterns of at most ``cycle`` over kinds (cycles per window, windows): the bounded
    knapsack of a pattern's value, split in powers of two."""

    def __init__(self, kinds: Sequence, cycle: int):
        self.kinds, self.cycle = kinds, cycle
        self.splits = []  # (kind, windows, cycles)
        for k, kind in enumerate(kinds):
            most, step = min(kind.windows, cycle // kind.cycles), 1
            while most > 0:
                take = min(step, most)
                self.splits.append((k, take, take * kind.cycles))
                most, step = most - take, 2 * step

    def cells(self) -> int:
        return (self.cycle + 1) * max(1, len(self.splits))

    def best(self, profit: Sequence[int], idle: int) -> tuple[int, Pattern]:
        """The largest value and a pattern reaching it."""
        worth = np.full(self.cycle + 1, _NONE, dtype=np.int64)
        worth[0] = 0
        taken = []
        for k, take, cycles in self.splits:
            moved = np.full_like(worth, _NONE)
            moved[cycles:] = worth[:worth.size - cycles] + take * profit[k]
            better = moved > worth
            worth = np.where(better, moved, worth)
            taken.append(better)
        value = worth + idle * (self.cycle - np.arange(self.cycle + 1, dtype=np.int64))
        load = int(np.argmax(value))
        counts, at = [0] * len(self.kinds), load
        for (k, take, cycles), better in zip(reversed(self.splits), reversed(taken)):
            if better[at]:
                counts[k] += take
                at -= cycles
        return int(value[load]), (tuple(counts), self.cycle - load)

    def listed(self, profit: Sequence[int], idle: int, least: int) -> list[Pattern] | None:
        """Every pattern, its idle time filled, of value at least ``least`` (None: more than
        MAX_LISTED, or a table of more than MAX_CELLS)."""
        kinds, room = self.kinds, np.arange(self.cycle + 1, dtype=np.int64)
        steps = sum(min(kind.windows, self.cycle // kind.cycles) for kind in kinds)
        if steps * (self.cycle + 1) > MAX_CELLS:
            return None
        ahead = [idle * room]  # ahead[j][r]: the most kinds j.. add within r cycles
        for k in range(len(kinds) - 1, -1, -1):
            after, kind = ahead[0], kinds[k]
            here = after.copy()
            for n in range(1, min(kind.windows, self.cycle // kind.cycles) + 1):
                cycles = n * kind.cycles
                here[cycles:] = np.maximum(here[cycles:], after[:after.size - cycles]
                                           + n * profit[k])
            ahead.insert(0, here)
        out: list[Pattern] = []
        counts = [0] * len(kinds)

        def walk(k: int, left: int, value: int) -> bool:
            if value + int(ahead[k][left]) < least:
                return True
            if k == len(kinds):
                out.append((tuple(counts), left))
                return len(out) <= MAX_LISTED
            for n in range(min(kinds[k].windows, left // kinds[k].cycles), -1, -1):
                counts[k] = n
                if not walk(k + 1, left - n * kinds[k].cycles, value + n * profit[k]):
                    return False
            counts[k] = 0
            return True

        return out if walk(0, self.cycle, 0) else None


_NONE = -(1 << 62)


def floor(problem: Problem, kinds: Sequence, low: int, high: int, cells: float = float("inf"),
          deadline: float | None = None) -> tuple[int, int]:
    """The smallest cycle in ``[low, high]`` whose master LP admits ``C`` cores (``high`` a
    plan's cycle; every smaller cycle is proven out of reach), or ``low`` when the knapsack
    would be too large; and the knapsack cells its LPs priced. The LP only loses room as the
    cycle shrinks, so a bisection finds it. The bisection stops early, at the ``low`` it has
    proven so far, once its LPs have priced ``cells`` knapsack cells (reproducible; one LP
    prices at most ``PRICE_CELLS``) or ``deadline`` (``time.perf_counter()``) has passed (a
    safety stop, not reproducible)."""
    used = 0
    if low >= high or _Knapsack(kinds, high).cells() > MAX_CELLS:
        return low, used
    while low < high:
        middle = (low + high) // 2
        if used >= cells or (deadline is not None and time.perf_counter() >= deadline):
            break
        admitted, priced = _admits(problem, kinds, _Knapsack(kinds, middle),
                                   _start(kinds, middle))
        used += priced
        if admitted is None:
            low = middle + 1
        else:
            high = middle
    return low, used


def probe(problem: Problem, kinds: Sequence, cycle: int, rooms: Sequence[tuple[int, int]],
          work: float, seed: int, work_per_cell: float = 0.0
          ) -> tuple[list[tuple[int, ...]] | bool | None, float]:
    """The patterns of the cores of a covering at ``cycle`` (the windows of each kind per
    core), False when none exists (proven), None when undecided; and the work units spent:
    CP-SAT's, and ``work_per_cell`` for each knapsack cell its master LP priced. ``rooms``
    (room, k): k cores must load at most room. Tried in turn: the master LP's bound, an
    integer master over the LP's patterns, filling core after core as full as whole windows
    allow, an integer master over every pattern of the largest value (those an optimal LP
    solution may use), and one over every pattern the reduced-cost cut leaves (exact)."""
    if any(kind.cycles > cycle for kind in kinds):
        return False, 0.0
    knapsack = _Knapsack(kinds, cycle)
    if knapsack.cells() > MAX_CELLS:
        return None, 0.0
    pool = _start(kinds, cycle)
    duals, cells = _admits(problem, kinds, knapsack, pool)
    priced = cells * work_per_cell
    if duals is None:
        return False, priced
    if work - priced <= 0:
        return None, priced
    found, used = _master(problem, kinds, cycle, _allowed(problem, kinds, pool), rooms,
                          False, work - priced, seed)
    used += priced
    if isinstance(found, list):
        return found, used
    filled = _fill(problem, kinds, cycle, rooms)
    if filled is not None:
        return filled, used
    profit, idle, top, need = duals
    tight = knapsack.listed(profit, idle, top)  # the patterns an optimal LP solution may use
    if tight is not None and work - used > 0:
        found, more = _master(problem, kinds, cycle, _allowed(problem, kinds, pool + tight),
                              rooms, False, work - used, seed)
        used += more
        if isinstance(found, list):
            return found, used
    listed = knapsack.listed(profit, idle, need - (problem.cores - 1) * top)
    if listed is None or work - used <= 0:
        return None, used
    exact, more = _master(problem, kinds, cycle, listed, (), True, work - used, seed)
    used += more
    if exact is False:
        return False, used
    if exact is None or work - used <= 0:
        return None, used
    found, more = _master(problem, kinds, cycle, _allowed(problem, kinds, pool + listed), rooms,
                          False, work - used, seed)
    return (found if isinstance(found, list) else None), used + more


def _admits(problem: Problem, kinds: Sequence, knapsack: _Knapsack, pool: list[Pattern]
            ) -> tuple[tuple[list[int], int, int, int] | None, int]:
    """Column generation from ``pool`` (which grows): None when the LP's bound proves that
    ``C`` cores cannot cover every window; else the scaled duals, the largest value of a
    pattern under them and the value the cores must reach. With the knapsack cells priced."""
    if any(kind.cycles > knapsack.cycle for kind in kinds):  # a window longer than the cycle
        return None, 0
    profit, idle, top, cells = _price(problem, kinds, knapsack, pool)
    need = sum(p * kind.windows for p, kind in zip(profit, kinds)) + idle * problem.vector_work
    return (None if need > problem.cores * top else (profit, idle, top, need)), cells


def _fill(problem: Problem, kinds: Sequence, cycle: int, rooms: Sequence[tuple[int, int]]
          ) -> list[tuple[int, ...]] | None:
    """Cores filled one after the other, each with the windows left that come closest to its
    limit (a subset sum over the loads, the larger windows taken first among equals), within
    its arrays and without clashes; the first cores keep room for the vector items. None
    when windows are left over."""
    limits: list[int] = []  # k cores with room for the k-th largest item (k cumulative)
    for room, k in sorted(rooms):
        limits += [room] * max(0, min(k, problem.cores) - len(limits))
    limits += [cycle] * (problem.cores - len(limits))
    order = sorted(range(len(kinds)), key=lambda k: (kinds[k].cycles, k))
    left = [kind.windows for kind in kinds]
    cores = []
    for limit in limits:
        banned: set[int] = set()
        while True:
            counts = _subset_sum(kinds, order, left, banned, limit)
            bad = _misfit(problem, kinds, counts)
            if bad is None:
                break
            banned.add(bad)
        left = [n - c for n, c in zip(left, counts)]
        cores.append(tuple(counts))
    return cores if not any(left) else None


def _subset_sum(kinds: Sequence, order: list[int], left: list[int], banned: set[int],
                limit: int) -> list[int]:
    """Windows per kind (at most ``left``, none of ``banned``) of the largest load within
    ``limit``; the reachable loads are the bits of an integer."""
    masks, reach, full = [], 1, (1 << (limit + 1)) - 1
    for k in order:
        grown = reach
        if k not in banned:
            for n in range(1, min(left[k], limit // kinds[k].cycles) + 1):
                grown |= reach << (n * kinds[k].cycles)
        masks.append(reach)
        reach = grown & full
    at = reach.bit_length() - 1
    counts = [0] * len(kinds)
    for k, before in zip(reversed(order), reversed(masks)):
        for n in range(0 if k in banned else min(left[k], at // kinds[k].cycles), -1, -1):
            if before >> (at - n * kinds[k].cycles) & 1:
                counts[k], at = n, at - n * kinds[k].cycles
                break
    return counts


def _misfit(problem: Problem, kinds: Sequence, counts: list[int]) -> int | None:
    """A kind to leave out of a core holding ``counts`` (its fewest cycles) when the core's
    arrays or a layer's local memory do not allow them together, else None."""
    if _fits(problem, kinds, counts):
        return None
    return min((k for k, n in enumerate(counts) if n),
               key=lambda k: (counts[k] * kinds[k].cycles, k))


def _start(kinds: Sequence, cycle: int) -> list[Pattern]:
    """An idle core and, for every kind, a core full of its windows: the LP is feasible."""
    pool: list[Pattern] = [((0,) * len(kinds), cycle)]
    for k, kind in enumerate(kinds):
        n = min(kind.windows, cycle // kind.cycles)
        pool.append((tuple(n if j == k else 0 for j in range(len(kinds))),
                     cycle - n * kind.cycles))
    return pool


def _price(problem: Problem, kinds: Sequence, knapsack: _Knapsack, pool: list[Pattern]
           ) -> tuple[list[int], int, int, int]:
    """Column generation: the pool grows until no pattern is worth more than a core (or
    MAX_ROUNDS, or PRICE_CELLS of knapsack); returns the last scaled duals (per kind, of the
    idle time), the largest value of a pattern under them and the knapsack cells priced."""
    rounds = 0
    for rounds in range(1, min(MAX_ROUNDS, max(1, PRICE_CELLS // knapsack.cells())) + 1):
        duals, idle_dual = _lp(problem, kinds, pool)
        profit = [int(y * SCALE) for y in duals]
        idle = int(idle_dual * SCALE)
        top, pattern = knapsack.best(profit, idle)
        if top <= SCALE or pattern in pool:
            break
        pool.append(pattern)
    return profit, idle, top, rounds * knapsack.cells()


def _lp(problem: Problem, kinds: Sequence, pool: list[Pattern]) -> tuple[list[float], float]:
    """The duals (clipped at zero) of the master LP over ``pool``."""
    lp = pywraplp.Solver.CreateSolver("GLOP")
    use = [lp.NumVar(0.0, lp.infinity(), f"x{p}") for p in range(len(pool))]
    rows = []
    for k, kind in enumerate(kinds):
        row = lp.Constraint(float(kind.windows), lp.infinity(), f"windows{k}")
        for (counts, _idle), x in zip(pool, use):
            if counts[k]:
                row.SetCoefficient(x, float(counts[k]))
        rows.append(row)
    spare = lp.Constraint(float(problem.vector_work), lp.infinity(), "vector")
    for (_counts, idle), x in zip(pool, use):
        if idle:
            spare.SetCoefficient(x, float(idle))
    objective = lp.Objective()
    for x in use:
        objective.SetCoefficient(x, 1.0)
    objective.SetMinimization()
    if lp.Solve() != pywraplp.Solver.OPTIMAL:  # no duals to trust: zero ones bound nothing
        return [0.0] * len(rows), 0.0
    return [max(0.0, row.dual_value()) for row in rows], max(0.0, spare.dual_value())


def _allowed(problem: Problem, kinds: Sequence, patterns: list[Pattern]) -> list[Pattern]:
    """The patterns within a core's arrays and without local-memory clashes."""
    return [(counts, idle) for counts, idle in dict.fromkeys(patterns)
            if _fits(problem, kinds, counts)]


def _fits(problem: Problem, kinds: Sequence, counts: Sequence[int]) -> bool:
    """Whether one core may hold the kinds with windows in ``counts``: its arrays, and the
    pieces of each layer one by one against those before (LayerCost.clash)."""
    used = [k for k, n in enumerate(counts) if n]
    if sum(kinds[k].arrays for k in used) > problem.arrays_per_core:
        return False
    held: dict[int, list[int]] = {}
    for k in used:
        layer = kinds[k].layer
        if problem.layers[layer].clash(kinds[k].piece, held.get(layer, [])):
            return False
        held.setdefault(layer, []).append(kinds[k].piece)
    return True


def _master(problem: Problem, kinds: Sequence, cycle: int, patterns: list[Pattern],
            rooms: Sequence[tuple[int, int]], exact: bool, work: float, seed: int
            ) -> tuple[list[tuple[int, ...]] | bool | None, float]:
    """C patterns (idle cores included) covering every window and leaving ``V`` room:
    the cores' patterns, False (none), or None (undecided); and the work units spent. With
    ``exact`` only the listed patterns may appear, an idle core among them only if listed."""
    patterns = list(dict.fromkeys(patterns))
    model = cp_model.CpModel()
    use = [model.NewIntVar(0, problem.cores, f"x{p}") for p in range(len(patterns))]
    idle_cores = 0 if exact else problem.cores - sum(use)
    if exact:
        model.Add(sum(use) == problem.cores)
    else:
        model.Add(sum(use) <= problem.cores)
    for k, kind in enumerate(kinds):
        model.Add(sum(counts[k] * x for (counts, _i), x in zip(patterns, use) if counts[k])
                  >= kind.windows)
    model.Add(sum(idle * x for (_c, idle), x in zip(patterns, use) if idle)
              + cycle * idle_cores >= problem.vector_work)
    for room, k in rooms:
        model.Add(idle_cores + sum(x for (_c, idle), x in zip(patterns, use)
                                   if cycle - idle <= room) >= k)
    return solve_cover(model, use, [counts for counts, _i in patterns], work, seed)


def solve_cover(model: cp_model.CpModel, use: list, patterns: list[tuple[int, ...]],
                work: float, seed: int) -> tuple[list[tuple[int, ...]] | bool | None, float]:
    """Solve a covering model over the pattern counts ``use``, minimizing the cores used
    (which finds a covering sooner, measured), with one worker (deterministic, and the
    fastest here) on ``work`` units: the cores' patterns, False (none), or None (undecided);
    and the work units spent."""
    model.Minimize(sum(use))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed
    solver.parameters.max_deterministic_time = work
    solver.parameters.max_time_in_seconds = PROBE_CAP_S
    code = run_search(solver, model)
    used = solver.ResponseProto().deterministic_time
    if code == cp_model.INFEASIBLE:
        return False, used
    if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, used
    return [pattern for pattern, x in zip(patterns, use) for _ in range(solver.Value(x))], used
