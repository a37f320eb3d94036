"""A combinatorial lower bound on the pipeline cycle of the placement model.

CP-SAT's own bound on the copy model (pimsolve.solve.placement.cpsat) starts from its linear
relaxation, where a fraction of a copy holds a fraction of the arrays, so it rarely rises far
above the spread bound ``(total work + V) / C``. On networks with wide late layers that bound
is loose: an item taking more than half a core's arrays cannot share its core with another
such item, and a core filled by one wide item with few windows (ResNet's last stage: 49
windows, all 128 arrays) idles for most of the cycle whatever the solver does.

For a candidate cycle ``T`` the test below is a relaxation of the model, so the smallest ``T``
that passes is a valid bound (symbols of docs/formulation.md; ``w_i`` = cycles per window of
item i of layer l, ``W_l`` its windows, ``a_i`` its arrays, ``A`` arrays per core, ``C`` cores):

- a copy computes at most ``q_i = ⌊T / w_i⌋`` windows, so item i needs at least
  ``n_i = ⌈W_l / q_i⌉`` copies, and ``Σ a_i·n_i ≤ C·A``;
- every window of every item is computed on some core, and a core computes at most as many
  windows as the cheapest ones fill ``T`` with (each item's at most ``W_l``), so the windows
  of all items fit in ``C`` times that (with about a dozen windows per core, as in small
  networks on large chips, integrality decides the cycle);
- *wide* items (``2·a_i > A``) never share a core, so ``B = Σ_wide n_i ≤ C``;
- narrow items larger than the spare arrays of every wide item (``a_j > max(A − a_i)``) can
  only sit on the other ``C − B`` cores: their arrays, their work (at most ``T`` per core),
  their copies above ``A/3`` (at most two per core) and each item's copies (one per core)
  must fit there;
- a core holding a copy of wide item i has ``A − a_i`` spare arrays, so besides that copy's
  windows it holds only narrow items of at most ``A − a_i`` arrays: for every spare size ``s``,
  the wide items with at most ``s`` spare arrays (set ``S``) and the narrow items of at most
  ``s`` arrays may fill their ``Σ_S n_i`` cores, and all other work must fit on the other
  ``C − Σ_S n_i`` cores (a network's last layers, each filling a core but for an array or
  two, leave those cores mostly idle);
- a core works at most ``T``; one holding a copy of wide item i carries that copy's windows
  plus what its ``A − a_i`` spare arrays hold. Copies of narrow items carry at most
  ``v_j = min(q_j·w_j, W_j·w_j)`` each, so what ``s`` spare arrays hold is at most ``K(s)``,
  the unbounded knapsack of the narrow items' ``(a_j, v_j)`` into ``s`` arrays;
- the array-group work ``Σ W_l·w_i`` fits in ``(C − B)·min(T, K(A)) + Σ_wide min(n_i·T,
  W_l·w_i + n_i·K(A − a_i))`` (more copies of a wide item never add room: each takes a whole
  core's ``T`` for at most ``T``), and all work including the vector layers' ``V`` in ``C·T``;
- when no narrow item fits beside a wide copy, the narrow items' windows are packed whole
  into the ``C − B`` other cores, each at most ``T``, a core holding at most one copy of each
  item (``A`` arrays): the loads of those cores sum to their work exactly, so each core leaves
  at most ``σ = (C − B)·T − Σ_narrow W_l·w_i`` idle. When few loads fall within ``σ`` of ``T``
  (a few small layers on a few cores, as LeNet-5 on 8 cores: ``σ`` of a few hundred cycles
  against windows of thousands) the packing is decided exactly (:func:`_packs`).

Every condition but the packing is monotone in ``T``, so a bisection finds the smallest ``T``
they pass; from there a doubling search and a second bisection add the packing test. Each
test passes at every cycle a placement reaches (the packing too, when it gives up), so the
``T`` found, which passes while ``T − 1`` fails, is a valid bound. Only the
in-order cost (a core's work adds up, the model pimsolve builds for every template) is bounded
this way; otherwise the spread bound is returned.
"""

from __future__ import annotations

from pimsolve.solve.budget import run_search
from pimsolve.solve.placement.cost import Problem


def cycle_bound(problem: Problem) -> int:
    """The smallest pipeline cycle the relaxation above admits (≥ the spread bound)."""
    work = sum(layer.windows * item.work.busy(True) for layer in problem.layers
               for item in layer.items)
    spread = max(-(-(work + problem.vector_work) // problem.cores),
                 problem.vector_items[0] if problem.vector_items else 0)  # one core runs it
    if not problem.in_order or not problem.layers:
        return spread
    low = max(spread, max(item.work.busy(True) for layer in problem.layers
                          for item in layer.items))
    ceiling = 4 * max(work + problem.vector_work, 1)  # past it, nothing fits at any cycle
    # the packing test is the costly one: it starts where the others stop
    low = _smallest(lambda t: _admits(problem, t, pack=False), low, ceiling)
    return _smallest(lambda t: _admits(problem, t, pack=True), low, ceiling)


def _smallest(passes, low: int, ceiling: int) -> int:
    """The smallest ``T ≥ low`` that ``passes`` (monotone): steps from ``low`` doubling until
    one passes, then a bisection; ``low`` if none passes below ``ceiling``."""
    if passes(low):
        return low
    start, step = low, 1
    while not passes(low + step):  # invariant: low fails
        low += step
        step *= 2
        if low > ceiling:
            return start
    high = low + step
    while high - low > 1:  # invariant: low fails, high passes
        mid = (low + high) // 2
        if passes(mid):
            high = mid
        else:
            low = mid
    return high


def _admits(problem: Problem, cycle: int, pack: bool) -> bool:
    per_core = problem.arrays_per_core
    items = []  # (arrays, copies needed, total work, most work of one copy)
    owners = []  # (layer, piece) of each item
    for layer in problem.layers:
        for index, item in enumerate(layer.items):
            w = max(1, item.work.busy(True))
            most = cycle // w
            if most == 0:
                return False
            items.append((item.arrays, -(-layer.windows // most), layer.windows * w,
                          min(most, layer.windows) * w))
            owners.append((layer, index))
    if sum(arrays * copies for arrays, copies, _t, _m in items) > problem.cores * per_core:
        return False
    windows = sorted((max(1, item.work.busy(True)), layer.windows) for layer in problem.layers
                     for item in layer.items)
    if sum(w for _c, w in windows) > problem.cores * _most_windows(windows, cycle):
        return False
    wide = [(a, n, total) for a, n, total, _m in items if 2 * a > per_core]
    taken = sum(n for _a, n, _t in wide)
    if taken > problem.cores:
        return False
    # narrow items too large for the spare arrays of every wide copy live on the other cores
    roomiest = max((per_core - a for a, _n, _t in wide), default=per_core)
    apart = [a > roomiest and 2 * a <= per_core for a, _n, _t, _m in items]
    homeless = [(a, n, t) for (a, n, t, _m), out in zip(items, apart) if out]
    if homeless:
        cores = max(-(-sum(a * n for a, n, _t in homeless) // per_core),
                    -(-sum(t for _a, _n, t in homeless) // cycle),
                    -(-sum(n for a, n, _t in homeless if 3 * a > per_core) // 2),
                    max(n for _a, n, _t in homeless),  # one copy of an item per core
                    _clashing([(owner, n) for owner, (_a, n, _t, _m), out
                               in zip(owners, items, apart) if out]))
        if cores > problem.cores - taken:
            return False
    narrow = [(a, t, m) for a, _n, t, m in items if 2 * a <= per_core]
    work = sum(total for _a, _n, total, _m in items)
    if not _sparse_cores_admit(wide, narrow, work, problem.cores, per_core, cycle):
        return False
    spare = _knapsack([(a, m) for a, _t, m in narrow], per_core)
    room = (problem.cores - taken) * min(cycle, spare[per_core])
    wide_room = sum(min(n * cycle, total + n * spare[per_core - a]) for a, n, total in wide)
    spare_arrays = sum(n * (per_core - a) for a, n, _t in wide)
    room += min(wide_room, sum(t for _a, _n, t in wide) + _fill(narrow, spare_arrays))
    if work > room or work + problem.vector_work > problem.cores * cycle:
        return False
    if pack and (all(a > roomiest for a, _t, _m in narrow) or not wide):
        kinds = [(item.arrays, layer.windows, max(1, item.work.busy(True)))
                 for layer in problem.layers for item in layer.items
                 if 2 * item.arrays <= per_core]
        return _packs(kinds, problem.cores - taken, per_core, cycle)
    return True


def _clashing(copies: list[tuple[tuple, int]]) -> int:
    """Cores that the copies of pieces of one layer which pairwise may not share a core take
    (``copies``: ((layer, piece), copies needed)): one each, the largest such set of a layer
    found greedily, most copies first (a layer whose pieces' buffers fill local memory: VGG-8's
    fc1 at 16 KB per core, 57 pieces of which no two fit one core)."""
    by_layer: dict[str, list[tuple[int, int, object]]] = {}
    for (layer, piece), n in copies:
        if layer.memory:
            by_layer.setdefault(layer.name, []).append((n, piece, layer))
    best = 0
    for pieces in by_layer.values():
        chosen: list[int] = []
        total = 0
        for n, piece, layer in sorted(pieces, key=lambda x: (-x[0], x[1])):
            if all(layer.clash(piece, (j,)) for j in chosen):
                chosen.append(piece)
                total += n
        best = max(best, total)
    return best


def _most_windows(windows: list[tuple[int, int]], cycle: int) -> int:
    """The most windows one core computes within ``cycle``: the cheapest first, at most all
    of an item's (``windows``: (cycles per window, windows) per item, cheapest first)."""
    count = 0
    for cost, supply in windows:
        take = min(supply, cycle // cost)
        if take == 0:
            break
        count += take
        cycle -= take * cost
    return count


def _sparse_cores_admit(wide: list[tuple[int, int, int]], narrow: list[tuple[int, int, int]],
                        work: int, cores: int, per_core: int, cycle: int) -> bool:
    """For every spare size ``s``: the cores of the wide items with at most ``s`` spare arrays
    hold their own work and narrow items of at most ``s`` arrays, so the rest of the work fits
    on the other cores (``wide``: (arrays, copies, work); ``narrow``: (arrays, work, most))."""
    for s in sorted({per_core - a for a, _n, _t in wide}):
        inside = [(n, t) for a, n, t in wide if per_core - a <= s]
        small = sum(t for a, t, _m in narrow if a <= s)
        rest = work - sum(t for _n, t in inside) - small
        if rest > (cores - sum(n for n, _t in inside)) * cycle:
            return False
    return True


def _fill(narrow: list[tuple[int, int, int]], arrays: int) -> float:
    """The most narrow-item work ``arrays`` arrays can carry in all: item j carries at most
    ``m_j`` per copy of ``a_j`` arrays and ``t_j`` in total (a fractional knapsack, densest
    first)."""
    carried = 0.0
    for a, total, most in sorted(narrow, key=lambda x: -x[2] / x[0]):
        if arrays <= 0:
            break
        use = min(arrays, total / most * a)  # the arrays that carry all of the item's work
        carried += use * most / a
        arrays -= use
    return carried


def _knapsack(items: list[tuple[int, int]], capacity: int) -> list[int]:
    """best[s]: the most value ``s`` arrays hold, any number of copies of each (arrays, value)."""
    best = [0] * (capacity + 1)
    for s in range(1, capacity + 1):
        top = best[s - 1]
        for arrays, value in items:
            if arrays <= s:
                top = max(top, best[s - arrays] + value)
        best[s] = top
    return best


PACK_LOADS = 5_000  # the most (partial) core loads _packs enumerates before giving up
PACK_WORK = 2.0  # CP-SAT's deterministic-time budget per packing (about a second)


def _packs(kinds: list[tuple[int, int, int]], cores: int, per_core: int, cycle: int) -> bool:
    """Whether the windows of ``kinds`` ((arrays, windows, cycles per window) per item) pack
    into ``cores`` cores of ``per_core`` arrays, each loaded at most ``cycle``, a core holding
    at most one copy of an item; True (no proof) when deciding it takes more than PACK_LOADS
    loads or CP-SAT's PACK_WORK budget.

    The loads sum to the work, so a core is idle at most ``idle = cores·cycle − work``. The
    loads within ``idle`` of ``cycle`` (window counts per kind) are enumerated, and a
    configuration model decides the packing: ``z_p`` cores take load ``p``, ``Σ_p z_p = cores``
    and ``Σ_p z_p·x_pj = W_j`` for every kind ``j`` (its linear relaxation is far tighter than
    the assignment's: CP-SAT settles LeNet-5's in milliseconds)."""
    idle = cores * cycle - sum(n * w for _a, n, w in kinds)
    if idle < 0 or cores < 0:
        return False
    if not kinds or not cores:
        return not kinds
    if _dealt(kinds, cores, per_core, cycle):
        return True
    ordered = sorted(kinds, key=lambda k: k[1])
    loads = _loads(ordered, per_core, cycle, idle)
    if loads is None:
        return True
    from ortools.sat.python import cp_model

    model = cp_model.CpModel()
    use = [model.NewIntVar(0, cores, f"z{p}") for p in range(len(loads))]
    model.Add(sum(use) == cores)
    for j, (_a, n, _w) in enumerate(ordered):
        model.Add(sum(z * load[j] for z, load in zip(use, loads) if load[j]) == n)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    solver.parameters.max_deterministic_time = PACK_WORK
    return run_search(solver, model) != cp_model.INFEASIBLE


def _dealt(kinds: list[tuple[int, int, int]], cores: int, per_core: int, cycle: int) -> bool:
    """Whether a greedy deal packs the windows (a quick yes before the exact decision): the
    costliest kind first, its windows poured into the cores with the most time left."""
    time_left = [cycle] * cores
    arrays_left = [per_core] * cores
    for a, n, w in sorted(kinds, key=lambda k: -k[2]):
        for core in sorted(range(cores), key=lambda c: -time_left[c]):
            take = min(n, time_left[core] // w)
            if take and arrays_left[core] >= a:
                time_left[core] -= take * w
                arrays_left[core] -= a
                n -= take
                if not n:
                    break
        if n:
            return False
    return True


def _loads(kinds: list[tuple[int, int, int]], per_core: int, cycle: int, idle: int
           ) -> list[tuple[int, ...]] | None:
    """Every core load (windows per kind, at most all of a kind's) of at most ``cycle`` and
    at least ``cycle − idle`` cycles whose kinds' arrays fit a core; None past PACK_LOADS
    loads or partial loads. The last kind's count follows from the others' within
    ``idle / w``."""
    *others, (last_a, last_n, last_w) = kinds
    space = 1  # the other kinds' count vectors, more than the loads enumerated
    for _a, n, w in others:
        space *= min(n, cycle // w) + 1
        if space > PACK_LOADS:
            return None
    out: list[tuple[int, ...]] = []
    visits = 0

    def extend(index: int, counts: tuple[int, ...], arrays: int, load: int) -> bool:
        nonlocal visits
        visits += 1
        if visits > PACK_LOADS:
            return False
        if index < len(others):
            a, n, w = others[index]
            for x in range(min(n, (cycle - load) // w) + 1):
                used = arrays + (a if x else 0)
                if used <= per_core and not extend(index + 1, counts + (x,), used, load + x * w):
                    return False
            return True
        low = max(0, -(-(cycle - idle - load) // last_w))
        for x in range(low, min(last_n, (cycle - load) // last_w) + 1):
            if x == 0 or arrays + last_a <= per_core:
                out.append(counts + (x,))
        return len(out) <= PACK_LOADS

    return out if extend(0, (), 0, 0) else None
