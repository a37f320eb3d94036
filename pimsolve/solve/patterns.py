"""The placement as a packing of core patterns, exact where the windows are few.

On a large chip a small network gives each core about a dozen windows, and how whole windows
fill the cores decides the pipeline cycle: CP-SAT's bound on the copy model stays at the
spread ``(total work + V) / C`` and its search rarely closes the last percent (tiny_resnet on
puma: bound 43,241, best plan 43,738). Here every core's contents is a *pattern*: how many
windows of each item (piece of a layer) it computes, ``n_k ≤ W_l``, at most ``T`` cycles in
all (a core's work adds up: the in-order cost the models use for every template), within its
arrays (``Σ_{k: n_k>0} a_k ≤ A``) and with no two pieces that may not share a core
(``LayerCost.clash``). A cycle ``T`` is reachable in this relaxation of the copy model iff
``C`` patterns cover every item's windows: a small integer program over the counts of the
maximal patterns (a pattern to which no window can be added; a dominated one is never needed,
as windows may be over-covered and then dropped), which CP-SAT decides in well under a
second. A bisection over ``T`` finds the smallest reachable cycle, a lower bound on the copy
model's (it drops only the replica limits), and its covering is a plan the solvers take as a
warm start (the validator then checks it like any other).

The patterns are enumerated only while there are few of them (``MAX_PATTERNS``): with more
items or more windows per core, integrality no longer decides the cycle.
"""

from __future__ import annotations

from dataclasses import dataclass

from ortools.sat.python import cp_model

from pimsolve.solve.cost import Problem
from pimsolve.solve.validate import item_counts

MAX_PATTERNS = 60_000  # maximal patterns beyond which the packing is not attempted
MAX_LEAVES = 20 * MAX_PATTERNS  # patterns looked at, maximal or not, beyond which neither
MAX_ITEMS = 12  # items (pieces of layers) beyond which it is not attempted
PROBE_WORK = 5.0  # most CP-SAT work units one feasibility probe may take (reproducible)
MIN_PROBE_WORK = 0.1  # a probe is not started with less
PROBE_CAP_S = 30.0  # the wall-clock cap of one probe
WORK_PER_S = 1.5  # CP-SAT work units one worker spends per second on these probes (measured:
# 0.56-1.44 units in 0.26-1.54 s on tiny_resnet's)


@dataclass(frozen=True, slots=True)
class _Kind:
    layer: int  # index into problem.layers
    piece: int
    cycles: int  # per window
    windows: int
    arrays: int


def pattern_packing(problem: Problem, low: int, high: int, work: float, seed: int = 0
                    ) -> tuple[int, dict[tuple[int, int], list[int]] | None, float]:
    """The smallest cycle below ``high`` (a plan's) that core patterns reach, with ``low`` a
    proven bound: (the bound, raised where every smaller cycle is proven out of reach; the
    windows per core of each item, (layer index, piece) -> [windows on core c], at the
    smallest cycle reached, or None; the CP-SAT work units spent). The probes of a bisection
    share ``work`` units (reproducible); it stops early when the patterns are too many or a
    probe ends undecided, and nothing above ``low`` is then claimed."""
    spent = 0.0
    if not problem.in_order or high <= low:
        return low, None, spent
    kinds = [_Kind(n, i, max(1, item.work.busy(True)), layer.windows, item.arrays)
             for n, layer in enumerate(problem.layers) for i, item in enumerate(layer.items)]
    if len(kinds) > MAX_ITEMS:
        return low, None, spent
    total = sum(k.cycles * k.windows for k in kinds)
    low = max(low, -(-(total + problem.vector_work) // problem.cores),
              problem.vector_items[0] if problem.vector_items else 0)
    best = None
    while low < high and work - spent >= MIN_PROBE_WORK:
        middle = (low + high) // 2
        found, used = _probe(problem, kinds, middle, min(PROBE_WORK, work - spent), seed)
        spent += used
        if found is None:  # too many patterns, or undecided
            break
        if found is False:
            low = middle + 1
        else:
            high, best = middle, found
    return low, best, spent


def _probe(problem: Problem, kinds: list[_Kind], cycle: int, work: float, seed: int
           ) -> tuple[dict[tuple[int, int], list[int]] | bool | None, float]:
    """Windows per core of every item covering all windows with ``C`` patterns of at most
    ``cycle`` each (and the vector layers' ``V`` in the idle time), False when no covering
    exists, None when undecided within ``work`` units or the patterns are too many; and the
    work units spent. The vector items need cores with room (validate.items_floor): for the
    k-th largest, k cores whose patterns leave it room. A covering without that rule is tried
    first (the rule only removes coverings, so none then means none at all); when the one it
    gives leaves too little room, the patterns maximal at ``cycle`` minus each item's size
    join in and the rule is stated."""
    if problem.cores * cycle < sum(k.cycles * k.windows for k in kinds) + problem.vector_work:
        return False, 0.0
    rooms = [(cycle - size, k) for size, k in item_counts(problem.vector_items)]
    if any(room < 0 for room, _k in rooms):
        return False, 0.0
    cores, used = _cover(problem, kinds, [cycle], [], work, seed)
    if isinstance(cores, list) and rooms and not _roomy(problem, kinds, cores, rooms):
        cores, more = _cover(problem, kinds, [cycle] + [room for room, _k in rooms], rooms,
                             work - used, seed)
        used += more
    if not isinstance(cores, list):
        return cores, used
    out = {}
    for k, kind in enumerate(kinds):  # over-covered windows dropped from the last cores
        left, row = kind.windows, []
        for pattern in cores:
            row.append(min(pattern[k], left))
            left -= row[-1]
        out[(kind.layer, kind.piece)] = row
    return out, used


def _load(pattern: tuple[int, ...], kinds: list[_Kind]) -> int:
    return sum(n * kind.cycles for n, kind in zip(pattern, kinds))


def _roomy(problem: Problem, kinds: list[_Kind], cores: list[tuple[int, ...]],
           rooms: list[tuple[int, int]]) -> bool:
    """Whether, for each (room, k), k of the cores (idle ones included) load at most room."""
    idle = problem.cores - len(cores)
    return all(idle + sum(1 for p in cores if _load(p, kinds) <= room) >= k for room, k in rooms)


def _cover(problem: Problem, kinds: list[_Kind], limits: list[int], rooms: list[tuple[int, int]],
           work: float, seed: int) -> tuple[list[tuple[int, ...]] | bool | None, float]:
    """The patterns of the cores of a covering by maximal patterns at any of ``limits``, with
    ``rooms`` (room, k): k cores loading at most room; False, or None (undecided, too many
    patterns), and the work units spent."""
    patterns: dict[tuple[int, ...], None] = {}
    for limit in limits:
        found = _maximal(problem, kinds, limit)
        if found is None:
            return None, 0.0
        patterns.update(dict.fromkeys(found))
    chosen = list(patterns)
    model = cp_model.CpModel()
    use = [model.NewIntVar(0, problem.cores, f"x{p}") for p in range(len(chosen))]
    model.Add(sum(use) <= problem.cores)
    for k, kind in enumerate(kinds):
        model.Add(sum(pattern[k] * x for pattern, x in zip(chosen, use) if pattern[k])
                  >= kind.windows)
    loads = [_load(pattern, kinds) for pattern in chosen]
    for room, k in rooms:  # k cores, idle ones included, with room for the k-th largest item
        model.Add(problem.cores - sum(use) + sum(
            x for load, x in zip(loads, use) if load <= room) >= k)
    model.Minimize(sum(use))  # guides the search: a covering comes sooner (measured)
    solver = cp_model.CpSolver()  # one worker: deterministic, and the fastest here
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed
    solver.parameters.max_deterministic_time = work
    solver.parameters.max_time_in_seconds = PROBE_CAP_S
    code = solver.Solve(model)
    used = solver.ResponseProto().deterministic_time
    if code == cp_model.INFEASIBLE:
        return False, used
    if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, used
    return [pattern for pattern, x in zip(chosen, use) for _ in range(solver.Value(x))], used


def _maximal(problem: Problem, kinds: list[_Kind], cycle: int) -> list[tuple[int, ...]] | None:
    """The maximal patterns of at most ``cycle`` (None: more than MAX_PATTERNS of them, or
    more than MAX_LEAVES patterns looked at)."""
    out: list[tuple[int, ...]] = []
    counts = [0] * len(kinds)
    layers = problem.layers
    leaves = [0]  # patterns looked at, maximal or not

    def fits(k: int, left: int, arrays: int) -> bool:  # one more window of kind k
        kind = kinds[k]
        if counts[k] >= kind.windows or kind.cycles > left:
            return False
        if counts[k]:
            return True
        held = [kinds[j].piece for j in range(len(kinds))
                if counts[j] and kinds[j].layer == kind.layer]
        return (arrays + kind.arrays <= problem.arrays_per_core
                and not layers[kind.layer].clash(kind.piece, held))

    def walk(k: int, left: int, arrays: int) -> bool:
        if k == len(kinds):
            leaves[0] += 1
            if not any(fits(j, left, arrays) for j in range(len(kinds))):
                out.append(tuple(counts))
            return len(out) <= MAX_PATTERNS and leaves[0] <= MAX_LEAVES
        kind = kinds[k]
        most = min(kind.windows, left // kind.cycles)
        if most and not fits(k, left, arrays):
            most = 0
        for n in range(most, -1, -1):
            counts[k] = n
            if not walk(k + 1, left - n * kind.cycles, arrays + (kind.arrays if n else 0)):
                counts[k] = 0
                return False
        counts[k] = 0
        return True

    return out if walk(0, cycle, 0) else None
