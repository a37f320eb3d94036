"""Weight replication and array-group placement as a CP-SAT model (seeds/pimcomp.txt §V–VI).

The maths (symbols in docs/formulation.md):

    choose   b[l,r] ∈ {0,1}        replication r of layer l (one per layer)
             n[l,i,c] ∈ ℕ          copies of item i of layer l on core c
    with     R_l = Σ_r r·b[l,r]    replicas,   S_l = Σ_r ⌈W_l/r⌉·b[l,r]   windows per replica
             x[l,i,c] = n[l,i,c]·S_l                        windows item i runs on core c
    s.t.     Σ_c n[l,i,c] = R_l                              every replica complete
             Σ_{l,i} A_{l,i}·n[l,i,c] ≤ A                     arrays per core
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
from dataclasses import dataclass

from ortools.sat.python import cp_model

from pimsolve.errors import InfeasibleError
from pimsolve.solve.baseline import Placement
from pimsolve.solve.cost import UNITS, LayerCost, Problem, replication_choices, \
    windows_per_replica
from pimsolve.solve.validate import cycle_of, objective_of

Counts = Mapping[str, tuple[int, tuple[tuple[int, ...], ...]]]  # layer -> (R, item -> core -> n)


@dataclass(frozen=True, slots=True)
class SolveStats:
    solver: str
    status: str  # OPTIMAL | FEASIBLE | HEURISTIC | INFEASIBLE | UNKNOWN
    objective: int | None
    bound: int | None
    gap: float | None
    wall_s: float
    seed: int
    workers: int
    how: str = ""  # how the bound was obtained


@dataclass(frozen=True, slots=True)
class Settings:
    time_limit: float = 60.0
    workers: int = 2
    seed: int = 0
    log: bool = False


# ----------------------------------------------------------------------------- loads
def _unit_work(layer: LayerCost, item_index: int, in_order: bool) -> dict[str, int]:
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
            work = _unit_work(layer, index, problem.in_order)
            for core, n in enumerate(per_core):
                for unit, cycles in work.items():
                    per_unit[(core, unit)] = per_unit.get((core, unit), 0) + cycles * n * share
    for (core, _unit), value in per_unit.items():
        busy[core] = max(busy[core], value)
    return max(cycle_of(problem, busy), floor)


# ----------------------------------------------------------------------------- greedy
def greedy_counts(problem: Problem) -> Counts:
    """Cost-aware list heuristic: start from one replica per layer, then keep giving another
    replica to the layer whose replicas carry the most work while the items still pack, each
    packing longest item first onto the least-busy core with room. Keeps the best cycle."""
    replicas = {layer.name: 1 for layer in problem.layers}
    best = _pack(problem, replicas)
    if best is None:
        raise InfeasibleError(_shortfall(problem))
    best_cycle = counts_cycle(problem, best)
    choices = {layer.name: replication_choices(layer.windows, layer.max_replicas)
               for layer in problem.layers}
    blocked: set[str] = set()
    while True:
        open_layers = [layer for layer in problem.layers if layer.name not in blocked
                       and replicas[layer.name] < choices[layer.name][-1]]
        if not open_layers:
            return best

        def load(layer: LayerCost) -> int:
            share = windows_per_replica(layer.windows, replicas[layer.name])
            return share * sum(i.work.busy(problem.in_order) for i in layer.items)

        layer = max(open_layers, key=lambda x: (load(x), x.name))
        options = choices[layer.name]
        trial = dict(replicas)
        trial[layer.name] = next(r for r in options if r > replicas[layer.name])
        packed = _pack(problem, trial)
        if packed is None:
            blocked.add(layer.name)
            continue
        replicas = trial
        cycle = counts_cycle(problem, packed)
        if cycle <= best_cycle:
            best, best_cycle = packed, cycle


def _pack(problem: Problem, replicas: Mapping[str, int]) -> Counts | None:
    free = [problem.arrays_per_core] * problem.cores
    busy = [0] * problem.cores
    jobs = []
    for layer in problem.layers:
        share = windows_per_replica(layer.windows, replicas[layer.name])
        for index, item in enumerate(layer.items):
            jobs += [(share * item.work.busy(problem.in_order), item.arrays, layer.name,
                      index)] * replicas[layer.name]
    jobs.sort(key=lambda j: (-j[0], -j[1], j[2], j[3]))
    table = {layer.name: [[0] * problem.cores for _ in layer.items] for layer in problem.layers}
    for load, arrays, name, index in jobs:
        core = min((c for c in range(problem.cores) if free[c] >= arrays),
                   key=lambda c: (busy[c], -free[c], c), default=None)
        if core is None:
            return None
        free[core] -= arrays
        busy[core] += load
        table[name][index][core] += 1
    return {name: (replicas[name], tuple(tuple(row) for row in rows))
            for name, rows in table.items()}


def _shortfall(problem: Problem) -> str:
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
    """Variables of the window model, looked up by entity.

    Single-piece layers: ``on(l, c)`` (a copy on core c) and ``windows(l, c)``. Layers whose
    replica is cut into pieces: replica slots ρ with ``used(l, ρ)``, ``slot_windows(l, ρ)``,
    ``at(l, ρ, i, c)`` (piece i on core c) and ``piece_windows(l, ρ, i, c)`` = at·windows.
    """

    def __init__(self, model: cp_model.CpModel, problem: Problem, slots: int):
        self.problem = problem
        self._on, self._y = {}, {}
        self._used, self._v, self._at, self._u = {}, {}, {}, {}
        cap = problem.arrays_per_core
        for layer in problem.layers:
            name, w = layer.name, layer.windows
            if len(layer.items) == 1:
                if layer.items[0].arrays > cap:  # pragma: no cover - items fit by construction
                    raise InfeasibleError(f"layer {name}: a piece exceeds a core")
                copies = self.copies_per_core(problem, layer)
                for c in range(problem.cores):
                    for k in range(copies):
                        self._on[(name, c, k)] = model.NewBoolVar(f"on[{name},{c},{k}]")
                        self._y[(name, c, k)] = model.NewIntVar(0, w, f"y[{name},{c},{k}]")
                continue
            for r in range(min(slots, w, layer.max_replicas)):
                self._used[(name, r)] = model.NewBoolVar(f"used[{name},{r}]")
                self._v[(name, r)] = model.NewIntVar(0, w, f"v[{name},{r}]")
                for i in range(len(layer.items)):
                    for c in range(problem.cores):
                        self._at[(name, r, i, c)] = model.NewBoolVar(f"at[{name},{r},{i},{c}]")
                        self._u[(name, r, i, c)] = model.NewIntVar(0, w, f"u[{name},{r},{i},{c}]")

    @staticmethod
    def copies_per_core(problem: Problem, layer: LayerCost) -> int:
        """Copies of a single-piece layer a core may hold: one on an in-order core (a second
        one would run after the first anyway), up to COPIES on an out-of-order core, whose
        array groups run in parallel."""
        if problem.in_order:
            return 1
        return max(1, min(COPIES, layer.windows, problem.arrays_per_core // layer.items[0].arrays))

    def on(self, layer: str, core: int, copy: int = 0):
        return self._on[(layer, core, copy)]

    def windows(self, layer: str, core: int, copy: int = 0):
        return self._y[(layer, core, copy)]

    def copies(self, layer: LayerCost) -> range:
        return range(self.copies_per_core(self.problem, layer))

    def slots(self, layer: str) -> list[int]:
        return sorted(r for (name, r) in self._used if name == layer)

    def used(self, layer: str, slot: int):
        return self._used[(layer, slot)]

    def slot_windows(self, layer: str, slot: int):
        return self._v[(layer, slot)]

    def at(self, layer: str, slot: int, piece: int, core: int):
        return self._at[(layer, slot, piece, core)]

    def piece_windows(self, layer: str, slot: int, piece: int, core: int):
        return self._u[(layer, slot, piece, core)]

    def single(self, layer: LayerCost) -> bool:
        return len(layer.items) == 1


def add_windows_covered(model, v: _Vars, problem: Problem, ceiling: int | None = None) -> None:
    """Every window of every layer is computed once: by a copy (single-piece layers) or by a
    replica slot in use. With a known feasible cycle ``ceiling``, a copy never computes more
    windows than fit in it (a tighter big-M)."""
    for layer in problem.layers:
        name, w = layer.name, layer.windows
        if v.single(layer):
            model.Add(sum(v.windows(name, c, k) for c in range(problem.cores)
                          for k in v.copies(layer)) == w)
            per_window = max(1, layer.items[0].work.busy(problem.in_order))
            most = w if ceiling is None else max(1, min(w, ceiling // per_window))
            for c in range(problem.cores):
                for k in v.copies(layer):
                    model.Add(v.windows(name, c, k) <= most * v.on(name, c, k))
                    model.Add(v.windows(name, c, k) >= v.on(name, c, k))  # a copy computes
                    if k:  # copies on one core are interchangeable: fill them in order
                        model.Add(v.windows(name, c, k - 1) >= v.windows(name, c, k))
            continue
        slots = v.slots(name)
        model.Add(sum(v.slot_windows(name, r) for r in slots) == w)
        for r in slots:
            model.Add(v.slot_windows(name, r) <= w * v.used(name, r))
            model.Add(v.slot_windows(name, r) >= v.used(name, r))
            if r + 1 in slots:  # slots are interchangeable: use them in order
                model.Add(v.used(name, r) >= v.used(name, r + 1))
                model.Add(v.slot_windows(name, r) >= v.slot_windows(name, r + 1))


def add_complete_replicas(model, v: _Vars, problem: Problem) -> None:
    """A replica in use has each piece on exactly one core, and its pieces on different cores;
    ``piece_windows`` is the exact linearization of at·slot_windows."""
    for layer in problem.layers:
        if v.single(layer):
            continue
        name, w = layer.name, layer.windows
        for r in v.slots(name):
            for i in range(len(layer.items)):
                model.Add(sum(v.at(name, r, i, c) for c in range(problem.cores))
                          == v.used(name, r))
                for c in range(problem.cores):
                    u, at, vw = v.piece_windows(name, r, i, c), v.at(name, r, i, c), \
                        v.slot_windows(name, r)
                    model.Add(u <= w * at)
                    model.Add(u <= vw)
                    model.Add(u >= vw - w * (1 - at))
            for c in range(problem.cores):
                model.Add(sum(v.at(name, r, i, c) for i in range(len(layer.items))) <= 1)
        for i in range(len(layer.items)):  # one copy of a piece per core
            for c in range(problem.cores):
                model.Add(sum(v.at(name, r, i, c) for r in v.slots(name)) <= 1)


def add_array_capacity(model, v: _Vars, problem: Problem) -> None:
    for c in range(problem.cores):
        terms = []
        for layer in problem.layers:
            if v.single(layer):
                terms += [layer.items[0].arrays * v.on(layer.name, c, k) for k in v.copies(layer)]
            else:
                terms += [item.arrays * v.at(layer.name, r, i, c) for r in v.slots(layer.name)
                          for i, item in enumerate(layer.items)]
        model.Add(sum(terms) <= problem.arrays_per_core)


def _work_terms(v: _Vars, problem: Problem, core: int) -> dict[str, list]:
    units: dict[str, list] = {}
    for layer in problem.layers:
        for i in range(len(layer.items)):
            for unit, cycles in _unit_work(layer, i, problem.in_order).items():
                if not cycles:
                    continue
                if v.single(layer):
                    units.setdefault(unit, []).extend(cycles * v.windows(layer.name, core, k)
                                                      for k in v.copies(layer))
                else:
                    units.setdefault(unit, []).extend(
                        cycles * v.piece_windows(layer.name, r, i, core)
                        for r in v.slots(layer.name))
    return units


def add_cycle(model, v: _Vars, problem: Problem, horizon: int):
    """Busy time B_c of every core (in-order: the sum of its units' work; out-of-order: its
    busiest unit, and one array group's mvmuls), T ≥ B_c, C·T ≥ Σ B_c + V; returns T, B."""
    cycle = model.NewIntVar(0, horizon, "T")
    busy = [model.NewIntVar(0, horizon, f"B[{c}]") for c in range(problem.cores)]
    for c in range(problem.cores):
        for terms in _work_terms(v, problem, c).values():
            model.Add(busy[c] >= sum(terms))
        if not problem.in_order:
            for layer in problem.layers:
                for i, item in enumerate(layer.items):
                    if v.single(layer):
                        for k in v.copies(layer):
                            model.Add(busy[c] >= item.work.matrix * v.windows(layer.name, c, k))
                    else:
                        for r in v.slots(layer.name):
                            model.Add(busy[c] >= item.work.matrix *
                                      v.piece_windows(layer.name, r, i, c))
        model.Add(cycle >= busy[c])
    model.Add(problem.cores * cycle >= sum(busy) + problem.vector_work)
    pinned = add_symmetry_breaking(model, v, problem)
    for c in range(pinned, problem.cores - 1):  # identical cores: order them by busy time
        model.Add(busy[c] >= busy[c + 1])
    return cycle, busy


def add_symmetry_breaking(model, v: _Vars, problem: Problem) -> int:
    """Cores are interchangeable: the first replica of the widest cut layer takes cores
    0..p-1 (its pieces in order); returns p, the cores the busy-time order starts after."""
    cut = [x for x in problem.layers if not v.single(x) and v.slots(x.name)]
    if not cut:
        return 0
    widest = max(cut, key=lambda x: (max(i.arrays for i in x.items), x.name))
    model.Add(v.used(widest.name, 0) == 1)
    for i in range(len(widest.items)):
        model.Add(v.at(widest.name, 0, i, i) == 1)
    return len(widest.items)


@dataclass(frozen=True, slots=True)
class WindowPlan:
    """A solution of the window model: per layer, replicas as (core of each piece, windows)."""

    replicas: Mapping[str, tuple[tuple[tuple[int, ...], int], ...]]


def plan_cycle(problem: Problem, plan: WindowPlan) -> int:
    """The window model's cycle of a plan (the validator's number for its placement)."""
    units: dict[tuple[int, str], int] = {}
    floor: dict[int, int] = {}
    for layer in problem.layers:
        for cores, windows in plan.replicas[layer.name]:
            for i, core in enumerate(cores):
                for unit, cycles in _unit_work(layer, i, problem.in_order).items():
                    units[(core, unit)] = units.get((core, unit), 0) + cycles * windows
                if not problem.in_order:
                    floor[core] = max(floor.get(core, 0), layer.items[i].work.matrix * windows)
    busy = dict(floor)
    for (core, _unit), value in units.items():
        busy[core] = max(busy.get(core, 0), value)
    return cycle_of(problem, busy)


def plan_from_counts(problem: Problem, counts: Counts) -> WindowPlan:
    """The even-split heuristic solution as a window plan (copies on one core merged)."""
    out = {}
    for layer in problem.layers:
        placement = to_placement(problem, {layer.name: counts[layer.name]}, "hint",
                                 only=(layer,))
        rows = placement.cores[layer.name]
        shares = placement.shares(layer.name, layer.windows)
        reps = [(tuple(row[item.groups[0]] for item in layer.items), share)
                for row, share in zip(rows, shares) if share]
        if problem.in_order:  # copies on one core run one after another: merge them
            merged: dict[tuple[int, ...], int] = {}
            for cores, share in reps:
                merged[cores] = merged.get(cores, 0) + share
            reps = list(merged.items())
        out[layer.name] = tuple(reps)
    return WindowPlan(out)


def _hint(model, v: _Vars, problem: Problem, plan: WindowPlan) -> None:
    busy = dict.fromkeys(range(problem.cores), 0)
    for layer in problem.layers:
        for cores, windows in plan.replicas[layer.name]:
            for i, core in enumerate(cores):
                busy[core] += windows * layer.items[i].work.busy(problem.in_order)
    order = sorted(range(problem.cores), key=lambda c: (-busy[c], c))
    new_of = {old: new for new, old in enumerate(order)}
    for layer in problem.layers:
        name = layer.name
        if v.single(layer):
            per_core: dict[int, list[int]] = {c: [] for c in range(problem.cores)}
            for cores, windows in plan.replicas[name]:
                per_core[new_of[cores[0]]].append(windows)
            for c, shares in per_core.items():
                shares = sorted(shares, reverse=True)
                for k in v.copies(layer):
                    windows = shares[k] if k < len(shares) else 0
                    model.AddHint(v.on(name, c, k), int(windows > 0))
                    model.AddHint(v.windows(name, c, k), windows)
            continue
        reps = sorted(plan.replicas[name], key=lambda rw: -rw[1])
        for r in v.slots(name):
            cores, windows = reps[r] if r < len(reps) else ((), 0)
            model.AddHint(v.used(name, r), int(r < len(reps)))
            model.AddHint(v.slot_windows(name, r), windows)
            for i in range(len(layer.items)):
                for c in range(problem.cores):
                    here = bool(cores) and new_of[cores[i]] == c
                    model.AddHint(v.at(name, r, i, c), int(here))
                    model.AddHint(v.piece_windows(name, r, i, c), windows if here else 0)


def _solver(settings: Settings, time_limit: float) -> cp_model.CpSolver:
    solver = cp_model.CpSolver()
    # reproducible: the workers interleave and the search stops at a deterministic-time
    # budget of half the limit (CP-SAT's work units, about seconds on an idle machine), so
    # a seed gives the same answer run to run; the wall-clock limit is the user's promise
    # and only binds on a loaded machine
    solver.parameters.max_deterministic_time = max(0.05, time_limit / 2)
    solver.parameters.max_time_in_seconds = max(0.1, time_limit)
    solver.parameters.interleave_search = True
    solver.parameters.num_workers = settings.workers
    solver.parameters.random_seed = settings.seed
    solver.parameters.log_search_progress = settings.log
    return solver


SLOTS = 4  # replica slots of a layer whose replica is cut into pieces
COPIES = 8  # copies of a single-piece layer one out-of-order core may hold


def solve_cpsat(problem: Problem, settings: Settings, hint: WindowPlan | None = None
                ) -> tuple[WindowPlan | None, SolveStats]:
    started = time.perf_counter()
    model = cp_model.CpModel()
    v = _Vars(model, problem, SLOTS)
    ceiling = plan_cycle(problem, hint) if hint is not None else None
    add_windows_covered(model, v, problem, ceiling)
    add_complete_replicas(model, v, problem)
    add_array_capacity(model, v, problem)
    cycle, _busy = add_cycle(model, v, problem, ceiling or _horizon(problem))
    model.Minimize(cycle)
    if hint is not None:
        _hint(model, v, problem, hint)
    solver = _solver(settings, settings.time_limit)
    code = solver.Solve(model)
    wall = time.perf_counter() - started
    offset = objective_of(problem, 0)
    how = "CP-SAT best bound of the window model (docs/formulation.md)"
    if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        if code == cp_model.INFEASIBLE:
            raise InfeasibleError(_shortfall(problem))
        return None, SolveStats("cpsat", solver.StatusName(code), None,
                                int(solver.BestObjectiveBound()) + offset, None, wall,
                                settings.seed, settings.workers, how)
    plan = {}
    for layer in problem.layers:
        name = layer.name
        if v.single(layer):
            plan[name] = tuple(((c,), solver.Value(v.windows(name, c, k)))
                               for c in range(problem.cores) for k in v.copies(layer)
                               if solver.Value(v.windows(name, c, k)))
            continue
        reps = []
        for r in v.slots(name):
            windows = solver.Value(v.slot_windows(name, r))
            if not windows:
                continue
            cores = tuple(next(c for c in range(problem.cores)
                               if solver.Value(v.at(name, r, i, c)))
                          for i in range(len(layer.items)))
            reps.append((cores, windows))
        plan[name] = tuple(reps)
    result = WindowPlan(plan)
    objective = plan_cycle(problem, result) + offset
    bound = int(round(solver.BestObjectiveBound())) + offset
    gap = (objective - bound) / objective if objective else 0.0
    status = "OPTIMAL" if code == cp_model.OPTIMAL else "FEASIBLE"
    return result, SolveStats("cpsat", status, objective, bound, max(gap, 0.0), wall,
                              settings.seed, settings.workers, how)


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
    replicas, cores, windows = {}, {}, {}
    for layer in problem.layers:
        rows, shares = [], []
        for piece_cores, share in plan.replicas[layer.name]:
            row = [0] * sum(len(item.groups) for item in layer.items)
            for item, core in zip(layer.items, piece_cores):
                for ag in item.groups:
                    row[ag] = core
            rows.append(tuple(row))
            shares.append(share)
        replicas[layer.name] = len(rows)
        cores[layer.name] = tuple(rows)
        windows[layer.name] = tuple(shares)
    return Placement(replicas, cores, solver, windows)
