"""Weight replication and array-group placement as a CP-SAT model (seeds/pimcomp.txt §V–VI).

The maths (symbols in docs/formulation.md):

    choose   b[l,r] ∈ {0,1}        replication r of layer l (one per layer)
             n[l,i,c] ∈ ℕ          copies of item i of layer l on core c
    with     R_l = Σ_r r·b[l,r]    replicas,   S_l = Σ_r ⌈W_l/r⌉·b[l,r]   windows per replica
             x[l,i,c] = n[l,i,c]·S_l                        windows item i runs on core c
    s.t.     Σ_c n[l,i,c] = R_l                              every replica complete
             Σ_{l,i} A_{l,i}·n[l,i,c] ≤ A                     arrays per core
             n[l,i,c] + n[l,j,c] ≤ 1   ((i, j) in conflicts_l)   local memory, and
             Σ_i bytes_{l,i}·n[l,i,c] + ρ_l·t[l,c] ≤ M,  Σ_i n[l,i,c] ≤ 2 + N·t[l,c]
                                                  (l with a guard; t[l,c] ∈ {0,1})
             B_c = Σ_{l,i,u} w_{l,i,u}·x[l,i,c]   (in-order)  or  B_c ≥ Σ_{l,i} w_{l,i,u}·x[l,i,c] ∀u
             T ≥ B_c,   C·T ≥ Σ_c B_c + V,   T ≥ S_l·m_l (out-of-order: one group's mvmuls)
             B_c ≥ B_{c+1}                                   cores are identical
    minimize T (HT: the pipeline cycle);  LL adds the constant window latencies of the layers.

The product n·S is exact (``AddMultiplicationEquality``); the replication factor is a
boolean per candidate value. The heuristic placement warm-starts the search as a hint.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, replace

from ortools.sat.python import cp_model

from pimsolve.errors import InfeasibleError
from pimsolve.solve.budget import configure, first_stop, run_search, stopped_by
from pimsolve.solve.placement.bound import cycle_bound
from pimsolve.solve.placement.cost import UNITS, LayerCost, Problem, windows_per_replica
from pimsolve.solve.placement.patterns import WORK_PER_S, pattern_packing
from pimsolve.solve.placement.placement import Placement
from pimsolve.solve.placement.validate import cycle_of, item_counts, objective_of
from pimsolve.solve.stats import SolveStats

Counts = Mapping[str, tuple[int, tuple[tuple[int, ...], ...]]]  # layer -> (R, item -> core -> n)


@dataclass(frozen=True, slots=True)
class Settings:
    time_limit: float = 60.0
    workers: int = 2
    seed: int = 0
    log: bool = False


# ----------------------------------------------------------------------------- loads
def unit_work(layer: LayerCost, item_index: int, in_order: bool) -> dict[str, int]:
    w = layer.items[item_index].work
    if in_order:
        return {"busy": w.scalar + w.mvmuls + w.vector + w.memory + w.transfer}
    return {u: getattr(w, u) for u in UNITS if u != "matrix"}


def counts_cycle(problem: Problem, counts: Counts) -> int:
    """Pipeline cycle of an item-count solution, as the CP-SAT model computes it."""
    busy = dict.fromkeys(range(problem.cores), 0)
    floor = 0
    per_unit: dict[tuple[int, str], int] = {}
    for layer in problem.layers:
        replicas, per_item = counts[layer.name]
        share = windows_per_replica(layer.windows, replicas)
        if not problem.in_order:
            floor = max(floor, share * max(i.work.matrix for i in layer.items))
        for index, per_core in enumerate(per_item):
            work = unit_work(layer, index, problem.in_order)
            for core, n in enumerate(per_core):
                for unit, cycles in work.items():
                    per_unit[(core, unit)] = per_unit.get((core, unit), 0) + cycles * n * share
    for (core, _unit), value in per_unit.items():
        busy[core] = max(busy[core], value)
    return max(cycle_of(problem, busy), floor)


def shortfall(problem: Problem) -> str:
    need = sum(layer.arrays for layer in problem.layers)
    have = problem.cores * problem.arrays_per_core
    worst = sorted(problem.layers, key=lambda x: -x.arrays)[:3]
    detail = ", ".join(f"{x.name} {x.arrays}" for x in worst)
    return (f"one copy of every layer needs {need} arrays in pieces of at most "
            f"{problem.arrays_per_core}, {problem.hw_name} has {have} ({problem.cores} cores "
            f"× {problem.arrays_per_core}) and they do not pack; largest layers: {detail}; "
            "hint: use a larger hwspec or lower weight precision")


# ----------------------------------------------------------------------------- CP-SAT
class _Vars:
    """Variables of the copy model, looked up by entity: ``on(l, i, c, k)`` (copy k of item i
    of layer l sits on core c) and ``windows(l, i, c, k)`` (the windows it computes)."""

    def __init__(self, model: cp_model.CpModel, problem: Problem):
        self.problem = problem
        self._on, self._y = {}, {}
        for layer in problem.layers:
            name, w = layer.name, layer.windows
            for i in range(len(layer.items)):
                for c in range(problem.cores):
                    for k in self.copies(layer, i):
                        self._on[(name, i, c, k)] = model.NewBoolVar(f"on[{name},{i},{c},{k}]")
                        self._y[(name, i, c, k)] = model.NewIntVar(0, w,
                                                                   f"y[{name},{i},{c},{k}]")

    def copies(self, layer: LayerCost, item: int) -> range:
        return range(copies_per_core(self.problem, layer, item))

    def on(self, layer: str, item: int, core: int, copy: int = 0):
        return self._on[(layer, item, core, copy)]

    def windows(self, layer: str, item: int, core: int, copy: int = 0):
        return self._y[(layer, item, core, copy)]


def copies_per_core(problem: Problem, layer: LayerCost, item: int) -> int:
    """Copies of an item one core may hold: one when a core's work adds up (a second copy
    would only run after the first), else up to COPIES."""
    if problem.in_order:
        return 1
    return max(1, min(COPIES, layer.windows,
                      problem.arrays_per_core // layer.items[item].arrays))  # pragma: no cover


def add_windows_covered(model, v: _Vars, problem: Problem, ceiling: int | None = None) -> None:
    """Every window of every layer is computed once by each of its items (a replica's pieces
    compute the same windows). A copy in use computes at least one window and, once a
    feasible cycle ``ceiling`` is known, no more than fit in it (a tight big-M)."""
    for layer in problem.layers:
        name, w = layer.name, layer.windows
        for i, item in enumerate(layer.items):
            model.Add(sum(v.windows(name, i, c, k) for c in range(problem.cores)
                          for k in v.copies(layer, i)) == w)
            per_window = max(1, item.work.busy(problem.in_order))
            most = w if ceiling is None else max(1, min(w, ceiling // per_window))
            for c in range(problem.cores):
                for k in v.copies(layer, i):
                    model.Add(v.windows(name, i, c, k) <= most * v.on(name, i, c, k))
                    model.Add(v.windows(name, i, c, k) >= v.on(name, i, c, k))
                    if k:  # copies on one core are interchangeable: fill them in order
                        model.Add(v.windows(name, i, c, k - 1) >= v.windows(name, i, c, k))


def add_array_capacity(model, v: _Vars, problem: Problem) -> None:
    for c in range(problem.cores):
        model.Add(sum(item.arrays * v.on(layer.name, i, c, k) for layer in problem.layers
                      for i, item in enumerate(layer.items) for k in v.copies(layer, i))
                  <= problem.arrays_per_core)


def add_local_memory(model, v: _Vars, problem: Problem) -> None:
    """No core holds two pieces of a layer whose buffers together exceed its local memory
    (``LayerCost.conflicts``; each piece alone fits, pimsolve.solve.placement.cost._items), nor, of a
    layer with a guard, pieces whose own bytes add up to more, or with three or more of them
    to more than it leaves after ``reserve`` (the union's term buffer)."""
    for layer in problem.layers:
        for i, j in sorted(layer.conflicts):
            for c in range(problem.cores):
                model.Add(sum(v.on(layer.name, n, c, k) for n in (i, j)
                              for k in v.copies(layer, n)) <= 1)
        if not layer.memory:
            continue
        for c in range(problem.cores):
            on = [(item.bytes, v.on(layer.name, n, c, k)) for n, item in enumerate(layer.items)
                  for k in v.copies(layer, n)]
            three = model.NewBoolVar(f"three[{layer.name},{c}]")
            model.Add(sum(x for _b, x in on) <= 2 + len(on) * three)
            model.Add(sum(b * x for b, x in on) + layer.reserve * three <= layer.memory)


def _work_terms(v: _Vars, problem: Problem, core: int) -> dict[str, list]:
    units: dict[str, list] = {}
    for layer in problem.layers:
        for i in range(len(layer.items)):
            for unit, cycles in unit_work(layer, i, problem.in_order).items():
                if cycles:
                    units.setdefault(unit, []).extend(cycles * v.windows(layer.name, i, core, k)
                                                      for k in v.copies(layer, i))
    return units


def add_cycle(model, v: _Vars, problem: Problem, horizon: int):
    """Busy time B_c of every core (in-order: the sum of its units' work; out-of-order: its
    busiest unit, and any one copy's mvmuls), T ≥ B_c, C·T ≥ Σ B_c + V; returns T, B."""
    cycle = model.NewIntVar(0, horizon, "T")
    busy = [model.NewIntVar(0, horizon, f"B[{c}]") for c in range(problem.cores)]
    for c in range(problem.cores):
        for terms in _work_terms(v, problem, c).values():
            model.Add(busy[c] >= sum(terms))
        if not problem.in_order:
            for layer in problem.layers:
                for i, item in enumerate(layer.items):
                    for k in v.copies(layer, i):
                        model.Add(busy[c] >= item.work.matrix * v.windows(layer.name, i, c, k))
        model.Add(cycle >= busy[c])
    model.Add(problem.cores * cycle >= sum(busy) + problem.vector_work)
    _add_items(model, problem, cycle, busy)
    pinned = add_symmetry_breaking(model, v, problem)
    for c in range(pinned, problem.cores - 1):  # identical cores: order them by busy time
        model.Add(busy[c] >= busy[c + 1])
    return cycle, busy


def _add_items(model, problem: Problem, cycle, busy) -> None:
    """The vector items one core must run whole (validate.items_floor): for the k-th largest,
    at least k cores whose busy time leaves room for it (one boolean per core and distinct
    size, stated for the last k of each size)."""
    for size, k in item_counts(problem.vector_items):
        room = [model.NewBoolVar(f"room[{size},{c}]") for c in range(problem.cores)]
        for c, r in enumerate(room):
            model.Add(busy[c] + size <= cycle).OnlyEnforceIf(r)
        model.Add(sum(room) >= k)


def _pinned(problem: Problem) -> tuple[LayerCost, int] | None:
    """The widest cut layer and how many of its pieces can be pinned to cores 0.. (all of
    them when no two of its pieces fit one core together, else just piece 0)."""
    cut = [x for x in problem.layers if len(x.items) > 1]
    if not cut:
        return None
    widest = max(cut, key=lambda x: (max(i.arrays for i in x.items), x.name))
    sizes = sorted(i.arrays for i in widest.items)
    apart = sizes[0] + sizes[1] > problem.arrays_per_core
    return widest, len(widest.items) if apart else 1


def add_symmetry_breaking(model, v: _Vars, problem: Problem) -> int:
    """Cores are interchangeable: a copy of each pinned piece of the widest cut layer takes
    cores 0..p-1; returns p, the cores after which the busy-time order starts."""
    pin = _pinned(problem)
    if pin is None:
        return 0
    layer, count = pin
    for i in range(count):
        model.Add(v.on(layer.name, i, i, 0) == 1)
    return count


@dataclass(frozen=True, slots=True)
class WindowPlan:
    """A placement in the solvers' terms: per layer, replicas as (core of each piece,
    windows). Without ``copies`` every replica has its own array groups; with it, per layer
    and replica the copy number of each piece on its core (replicas naming the same core and
    copy share that copy and take turns)."""

    replicas: Mapping[str, tuple[tuple[tuple[int, ...], int], ...]]
    copies: Mapping[str, tuple[tuple[int, ...], ...]] | None = None

    def copy_numbers(self, layer: str) -> tuple[tuple[int, ...], ...]:
        if self.copies is not None and layer in self.copies:
            return self.copies[layer]
        seen: dict[tuple[int, int], int] = {}
        out = []
        for cores, _w in self.replicas[layer]:
            row = []
            for i, core in enumerate(cores):
                row.append(seen.get((i, core), 0))
                seen[(i, core)] = row[-1] + 1
            out.append(tuple(row))
        return tuple(out)

    def copy_windows(self, layer: str) -> dict[tuple[int, int, int], int]:
        """(piece, core, copy) -> windows that physical copy computes."""
        out: dict[tuple[int, int, int], int] = {}
        for (cores, w), numbers in zip(self.replicas[layer], self.copy_numbers(layer)):
            for i, (core, k) in enumerate(zip(cores, numbers)):
                out[(i, core, k)] = out.get((i, core, k), 0) + w
        return out


def plan_cycle(problem: Problem, plan: WindowPlan) -> int:
    """The model's cycle of a plan (the validator's number for its placement)."""
    units: dict[tuple[int, str], int] = {}
    floor: dict[int, int] = {}
    for layer in problem.layers:
        for (i, core, _k), windows in plan.copy_windows(layer.name).items():
            for unit, cycles in unit_work(layer, i, problem.in_order).items():
                units[(core, unit)] = units.get((core, unit), 0) + cycles * windows
            if not problem.in_order:
                floor[core] = max(floor.get(core, 0), layer.items[i].work.matrix * windows)
    busy = dict(floor)
    for (core, _unit), value in units.items():
        busy[core] = max(busy.get(core, 0), value)
    return cycle_of(problem, busy)


def plan_from_counts(problem: Problem, counts: Counts) -> WindowPlan:
    """The even-split heuristic solution as a window plan (copies on one in-order core
    merged: they would run one after the other)."""
    out = {}
    for layer in problem.layers:
        placement = to_placement(problem, {layer.name: counts[layer.name]}, "hint",
                                 only=(layer,))
        rows = placement.cores[layer.name]
        shares = placement.shares(layer.name, layer.windows)
        reps = [(tuple(row[item.groups[0]] for item in layer.items), share)
                for row, share in zip(rows, shares) if share]
        if problem.in_order:
            merged: dict[tuple[int, ...], int] = {}
            for cores, share in reps:
                merged[cores] = merged.get(cores, 0) + share
            reps = list(merged.items())
        out[layer.name] = tuple(reps)
    return WindowPlan(out)


def plan_from_placement(problem: Problem, placement: Placement) -> WindowPlan | None:
    """A heuristic placement as a window plan, when each of its replicas keeps every item's
    array groups on one core and no core holds two pieces of a layer that conflict in local
    memory (else None)."""
    out = {}
    for layer in problem.layers:
        reps = []
        rows = placement.cores[layer.name]
        held: dict[int, set[int]] = {}  # core -> the pieces of the layer it holds
        for row, share in zip(rows, placement.shares(layer.name, layer.windows)):
            cores = []
            for index, item in enumerate(layer.items):
                where = {row[ag] for ag in item.groups}
                if len(where) != 1:
                    return None
                cores.append(where.pop())
                if layer.clash(index, held.setdefault(cores[-1], set())):
                    return None
                held[cores[-1]].add(index)
            if share:
                reps.append((tuple(cores), share))
        out[layer.name] = tuple(reps)
    return WindowPlan(out)


def _pair_copies(layer: LayerCost, per_item: list[list[tuple[int, int, int]]]
                 ) -> tuple[tuple[tuple[tuple[int, ...], int], ...], tuple[tuple[int, ...], ...]]:
    """Replicas from each piece's copies [(core, copy, windows)], all covering the same
    windows: walk the pieces' copy lists together (north-west corner rule), so every replica
    takes a run of windows that one copy of each piece computes."""
    queues = [[list(entry) for entry in copies] for copies in per_item]
    reps, numbers = [], []
    while queues[0]:
        take = min(q[0][2] for q in queues)
        reps.append((tuple(q[0][0] for q in queues), take))
        numbers.append(tuple(q[0][1] for q in queues))
        for q in queues:
            q[0][2] -= take
            if q[0][2] == 0:
                q.pop(0)
    return tuple(reps), tuple(numbers)


def _hint(model, v: _Vars, problem: Problem, plan: WindowPlan, fix: bool = False) -> None:
    """Hint ``plan`` (cores renumbered to fit the symmetry breaking); with ``fix`` its copies
    are imposed and only the windows are free."""
    busy = dict.fromkeys(range(problem.cores), 0)
    per_copy = {}
    for layer in problem.layers:
        per_copy[layer.name] = plan.copy_windows(layer.name)
        for (i, core, _k), windows in per_copy[layer.name].items():
            busy[core] += windows * layer.items[i].work.busy(problem.in_order)
    pinned: list[int] = []
    pin = _pinned(problem)
    if pin is not None:  # pinned pieces' busiest copies become cores 0..p-1
        layer, count = pin
        for i in range(count):
            options = [(w, c) for (j, c, _k), w in per_copy[layer.name].items()
                       if j == i and c not in pinned]
            if options:
                pinned.append(max(options)[1])
    rest = sorted((c for c in range(problem.cores) if c not in pinned),
                  key=lambda c: (-busy[c], c))
    new_of = {old: new for new, old in enumerate(pinned + rest)}
    for layer in problem.layers:
        for i in range(len(layer.items)):
            by_core: dict[int, list[int]] = {}
            for (j, core, _k), windows in per_copy[layer.name].items():
                if j == i:
                    by_core.setdefault(new_of[core], []).append(windows)
            for c in range(problem.cores):
                shares = sorted(by_core.get(c, []), reverse=True)
                for k in v.copies(layer, i):
                    windows = shares[k] if k < len(shares) else 0
                    if fix:
                        model.Add(v.on(layer.name, i, c, k) == int(windows > 0))
                    else:
                        model.AddHint(v.on(layer.name, i, c, k), int(windows > 0))
                    model.AddHint(v.windows(layer.name, i, c, k), windows)


def _solver(settings: Settings, seconds: float, cap_s: float) -> cp_model.CpSolver:
    """A solver with a reproducible budget of ``seconds`` and a wall-clock cap
    (pimsolve.solve.budget)."""
    solver = cp_model.CpSolver()
    configure(solver, seconds, cap_s, settings.workers, settings.seed)
    solver.parameters.log_search_progress = settings.log
    return solver


REDEAL_SHARE = 0.25  # of the CP-SAT budget for re-dealing the hint's windows
PATTERN_SHARE = 0.4  # at most, for the packing of core patterns (pimsolve.solve.placement.patterns)
SLOTS = 4  # replica slots of a cut layer in the genetic algorithm's encoding
COPIES = 8  # copies of a single-piece layer one out-of-order core may hold


def solve_cpsat(problem: Problem, settings: Settings, hint: WindowPlan | None = None,
                deadline: float | None = None) -> tuple[WindowPlan | None, SolveStats]:
    """The copy model, warm-started (and capped) by ``hint``; returns the better of the two
    (the hint on a tie) with CP-SAT's status and best bound. With a hint, a first short solve
    keeps the hint's copies and re-deals the windows (a small, mostly linear problem), and its
    result becomes the hint of the full model; once a hint reaches the capacity bound it is
    returned as proven optimal without building that model. ``settings.time_limit`` seconds of
    search (a reproducible budget), stopped at ``deadline`` (``time.perf_counter()``; default:
    the time limit from now) at the latest."""
    started = time.perf_counter()
    deadline = started + settings.time_limit if deadline is None else deadline
    floor = cycle_bound(problem)
    offset = objective_of(problem, 0)
    stops = []
    hinted = plan_cycle(problem, hint) if hint is not None else None
    how = ("the capacity bound of the copy model (docs/formulation.md), reached by the warm "
           "start")
    if hinted is not None and hinted > floor:  # few windows per core: pack whole patterns
        capacity = floor
        floor, packed, spent = pattern_packing(
            problem, floor, hinted, PATTERN_SHARE * WORK_PER_S * settings.time_limit,
            settings.seed, started + PATTERN_SHARE * (deadline - started), stops)
        settings = replace(settings, time_limit=settings.time_limit - spent / WORK_PER_S)
        packed_plan = _packed_plan(problem, packed) if packed is not None else None
        if packed_plan is not None and plan_cycle(problem, packed_plan) < hinted:
            hint, hinted = packed_plan, plan_cycle(problem, packed_plan)
            how = ("the packing of core patterns (docs/formulation.md): no smaller cycle's "
                   "patterns cover every window (listed, or bounded by the master LP of "
                   "generated ones), this one's do" if floor > capacity else
                   "the capacity bound of the copy model (docs/formulation.md), reached by "
                   "the packing of core patterns")
    if hinted is not None and hinted > floor:
        redeal = replace(settings, time_limit=REDEAL_SHARE * settings.time_limit)
        # capped at the placement's deadline, not a share of it: the first turn of its
        # subsolvers is not bounded by the budget, and a cut there is not reproducible
        better, _code, _bound, stop = _solve_model(problem, redeal, hint, floor, deadline,
                                                   fix=True)
        stops.append(stop)
        cycle = plan_cycle(problem, better) if better is not None else None
        if cycle is not None and cycle < hinted:
            hint, hinted = better, cycle
        settings = replace(settings, time_limit=(1 - REDEAL_SHARE) * settings.time_limit)
    if hinted is not None and hinted <= floor:  # the bound is reached
        objective = hinted + offset
        return hint, SolveStats("cpsat", "OPTIMAL", objective, objective, 0.0,
                                time.perf_counter() - started, settings.seed, settings.workers,
                                how, first_stop(*stops, proven=True))
    plan, code, bound, stop = _solve_model(problem, settings, hint, floor, deadline)
    wall = time.perf_counter() - started
    how = ("CP-SAT best bound of the copy model, which includes the capacity bound of "
           "wide pieces (docs/formulation.md)")
    if code == cp_model.INFEASIBLE:
        raise InfeasibleError(shortfall(problem))
    bound = max(bound, floor) + offset
    if plan is None:
        if hint is None:
            return None, SolveStats("cpsat", "UNKNOWN", None, bound, None, wall,
                                    settings.seed, settings.workers, how,
                                    first_stop(*stops, stop))
        plan = hint  # nothing better than the warm start within the limit
    elif hinted is not None and plan_cycle(problem, plan) >= hinted:
        plan = hint  # a tie keeps the warm start (the GA's plan, not a re-dealt equal)
    objective = plan_cycle(problem, plan) + offset
    bound = min(bound, objective)
    gap = (objective - bound) / objective if objective else 0.0
    status = "OPTIMAL" if code == cp_model.OPTIMAL else "FEASIBLE"
    if gap == 0.0:
        status = "OPTIMAL"
    stopped = first_stop(*stops, stop, proven=status == "OPTIMAL")
    return plan, SolveStats("cpsat", status, objective, bound, gap, wall, settings.seed,
                            settings.workers, how, stopped)


def _packed_plan(problem: Problem, windows: Mapping[tuple[int, int], list[int]]
                 ) -> WindowPlan:
    """A plan from the windows per core of every item (pimsolve.solve.placement.patterns)."""
    replicas, copies = {}, {}
    for n, layer in enumerate(problem.layers):
        per_item = [[(c, 0, w) for c, w in enumerate(windows[(n, i)]) if w]
                    for i in range(len(layer.items))]
        replicas[layer.name], copies[layer.name] = _pair_copies(layer, per_item)
    return WindowPlan(replicas, copies)


def _solve_model(problem: Problem, settings: Settings, hint: WindowPlan | None, floor: int,
                 deadline: float, fix: bool = False) -> tuple[WindowPlan | None, int, int, str]:
    """Build and solve the copy model: (plan or None, CP-SAT status code, best bound, what
    stopped the search); the search stops at ``deadline`` (``time.perf_counter()``) at the
    latest, building the model included.
    ``floor`` is a proven lower bound on the cycle (pimsolve.solve.placement.bound): stated as
    a constraint, it lets CP-SAT close the search once a plan reaches it."""
    model = cp_model.CpModel()
    v = _Vars(model, problem)
    ceiling = plan_cycle(problem, hint) if hint is not None else None
    add_windows_covered(model, v, problem, ceiling)
    add_array_capacity(model, v, problem)
    add_local_memory(model, v, problem)
    cycle, _busy = add_cycle(model, v, problem, ceiling or _horizon(problem))
    model.Add(cycle >= min(floor, ceiling or floor))
    model.Minimize(cycle)
    if hint is not None:
        _hint(model, v, problem, hint, fix)
    solver = _solver(settings, settings.time_limit, deadline - time.perf_counter())
    code = run_search(solver, model, "placement: CP-SAT pipeline cycle")
    bound = int(round(solver.BestObjectiveBound()))
    stop = stopped_by(solver, code in (cp_model.OPTIMAL, cp_model.INFEASIBLE))
    if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, code, bound, stop
    replicas, copies = {}, {}
    for layer in problem.layers:
        per_item = [[(c, k, solver.Value(v.windows(layer.name, i, c, k)))
                     for c in range(problem.cores) for k in v.copies(layer, i)
                     if solver.Value(v.windows(layer.name, i, c, k))]
                    for i in range(len(layer.items))]
        replicas[layer.name], copies[layer.name] = _pair_copies(layer, per_item)
    return WindowPlan(replicas, copies), code, bound, stop


def _horizon(problem: Problem) -> int:
    total = problem.vector_work
    for layer in problem.layers:
        total += layer.windows * sum(i.work.busy(True) for i in layer.items)
    return max(total, 1)


# ----------------------------------------------------------------------------- placement
def to_placement(problem: Problem, counts: Counts, solver: str, only=None) -> Placement:
    """Replica k takes the k-th copy of every item; copies of one item are listed core by
    core, and the pieces of a replica are rotated so they land on different cores."""
    replicas, cores = {}, {}
    for layer in only or problem.layers:
        count, per_item = counts[layer.name]
        lists = [[c for c, n in enumerate(per_core) for _ in range(n)] for per_core in per_item]
        rows = []
        for k in range(count):
            row = [0] * sum(len(item.groups) for item in layer.items)
            for i, item in enumerate(layer.items):
                core = lists[i][(k + i * (count // len(layer.items))) % count]
                for ag in item.groups:
                    row[ag] = core
            rows.append(tuple(row))
        replicas[layer.name] = count
        cores[layer.name] = tuple(rows)
    return Placement(replicas, cores, solver)


def plan_placement(problem: Problem, plan: WindowPlan, solver: str) -> Placement:
    replicas, cores, windows, copy_of = {}, {}, {}, {}
    for layer in problem.layers:
        rows, shares, numbers = [], [], []
        for (piece_cores, share), copy_numbers in zip(plan.replicas[layer.name],
                                                      plan.copy_numbers(layer.name)):
            row = [0] * sum(len(item.groups) for item in layer.items)
            number = [0] * len(row)
            for item, core, k in zip(layer.items, piece_cores, copy_numbers):
                for ag in item.groups:
                    row[ag] = core
                    number[ag] = k
            rows.append(tuple(row))
            numbers.append(tuple(number))
            shares.append(share)
        replicas[layer.name] = len(rows)
        cores[layer.name] = tuple(rows)
        windows[layer.name] = tuple(shares)
        copy_of[layer.name] = tuple(numbers)
    return Placement(replicas, cores, solver, windows, copy_of)
