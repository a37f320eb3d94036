"""Placement heuristics on the cost model: the starting points of the GA and of CP-SAT.

Two constructions, the better of which is kept (:func:`heuristic_plan`):

- :func:`greedy_counts`, a cost-aware list heuristic: one replica per layer, then another
  replica for the layer whose replicas carry the most work while the copies still pack;
- :func:`packed_plan`, packing toward a target cycle ``T``, bisected between the capacity
  bound (pimsolve.solve.placement.bound) and the greedy cycle. Layers cut into pieces or
  with a *wide* piece (more than half a core's arrays) get the fewest replicas whose even
  share of windows keeps each piece within ``T`` and are placed first, largest first, each
  copy on the least-busy core with room. The single, narrow pieces that remain are poured
  into what is left: copy after copy on the core with the most time left, each taking as
  many windows as fit, so their windows end up uneven and fill the gaps the wide pieces
  leave (a core holding a wide piece with few windows gets the narrow work it can carry).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from pimsolve.errors import InfeasibleError
from pimsolve.solve.placement.bound import cycle_bound
from pimsolve.solve.placement.cost import (LayerCost, Problem, replication_choices,
                                           windows_per_replica)
from pimsolve.solve.placement.cpsat import (Counts, WindowPlan, counts_cycle, plan_cycle,
                                            plan_from_counts, shortfall)


def heuristic_plan(problem: Problem) -> WindowPlan:
    """The better of the greedy counts and the best packing found by bisection on ``T``."""
    best = plan_from_counts(problem, greedy_counts(problem))
    best_cycle = plan_cycle(problem, best)
    low, high = cycle_bound(problem), best_cycle
    while low < high:  # a heuristic bisection: packing is not monotone in the target
        mid = (low + high) // 2
        plan = packed_plan(problem, mid)
        if plan is None:
            low = mid + 1
            continue
        high = mid
        cycle = plan_cycle(problem, plan)
        if cycle < best_cycle:
            best, best_cycle = plan, cycle
    return best


def packed_plan(problem: Problem, target: int) -> WindowPlan | None:
    """A plan whose cores each work at most ``target`` (before the vector layers' spread), or
    None when a copy fits nowhere. No core gets two copies of the same piece, nor, where
    that packs, two pieces of one replica (the constraints of the GA's encoding,
    pimsolve.solve.placement.ga); else pieces of one replica share cores where their buffers allow it
    (the copy model's constraint: a layer cut into more pieces than the chip has cores, as
    VGG-8's fc1 at 8 KB per core, 191 pieces on 138 cores)."""
    return _packed(problem, target, apart=True) or _packed(problem, target, apart=False)


def _packed(problem: Problem, target: int, apart: bool) -> WindowPlan | None:
    per_core = problem.arrays_per_core
    free = [per_core] * problem.cores
    busy = [0] * problem.cores
    holds: set[tuple[str, int, int]] = set()  # (layer, piece, core)

    def place(name: str, piece: int, arrays: int, load: int, core: int) -> None:
        free[core] -= arrays
        busy[core] += load
        holds.add((name, piece, core))

    flexible = [x for x in problem.layers
                if len(x.items) == 1 and 2 * x.items[0].arrays <= per_core]
    rigid = [x for x in problem.layers if x not in flexible]
    rows: dict[str, list[list[int]]] = {}
    shares: dict[str, list[int]] = {}
    jobs = []
    for layer in rigid:
        most = target // max(1, max(_per_window(problem, layer, i)
                                     for i in range(len(layer.items))))
        count = -(-layer.windows // most) if most else layer.max_replicas + 1
        if count > layer.max_replicas:
            return None
        base, extra = divmod(layer.windows, count)
        shares[layer.name] = [base + (r < extra) for r in range(count)]
        rows[layer.name] = [[-1] * len(layer.items) for _ in range(count)]
        for r, share in enumerate(shares[layer.name]):
            for i, item in enumerate(layer.items):
                jobs.append((item.arrays, share * _per_window(problem, layer, i), layer.name,
                             r, i))
    jobs.sort(key=lambda j: (-j[0], -j[1], j[2], j[3], j[4]))
    by_name = {x.name: x for x in rigid}
    for arrays, load, name, r, i in jobs:
        core = min((c for c in range(problem.cores) if free[c] >= arrays
                    and busy[c] + load <= target and (name, i, c) not in holds
                    and not (apart and c in rows[name][r])
                    and not by_name[name].clash(i, (j for j in range(len(
                        by_name[name].items)) if (name, j, c) in holds))),
                   key=lambda c: (busy[c], free[c], c), default=None)
        if core is None:
            return None
        place(name, i, arrays, load, core)
        rows[name][r][i] = core
    out = {name: tuple((tuple(row), share) for row, share in zip(rows[name], shares[name]))
           for name in rows}
    for layer in sorted(flexible, key=lambda x: (-x.items[0].arrays,
                                                 -x.windows * _per_window(problem, x, 0),
                                                 x.name)):
        arrays, cost = layer.items[0].arrays, _per_window(problem, layer, 0)
        left, reps = layer.windows, []
        while left:
            core = max((c for c in range(problem.cores) if free[c] >= arrays
                        and target - busy[c] >= cost and (layer.name, 0, c) not in holds),
                       key=lambda c: (target - busy[c], -c), default=None)
            if core is None or len(reps) == layer.max_replicas:
                return None
            take = min(left, (target - busy[core]) // cost)
            place(layer.name, 0, arrays, take * cost, core)
            reps.append(((core,), take))
            left -= take
        out[layer.name] = tuple(reps)
    return WindowPlan({layer.name: out[layer.name] for layer in problem.layers})


def _per_window(problem: Problem, layer: LayerCost, piece: int) -> int:
    return layer.items[piece].work.busy(problem.in_order)


def greedy_counts(problem: Problem) -> Counts:
    """Cost-aware list heuristic: start from one replica per layer, then keep giving another
    replica to the layer whose replicas carry the most work while the items still pack, each
    packing longest item first onto the least-busy core with room. Keeps the best cycle."""
    replicas = {layer.name: 1 for layer in problem.layers}
    best = _pack(problem, replicas)
    if best is None:
        raise InfeasibleError(shortfall(problem))
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


def packs(problem: Problem) -> bool:
    """Whether one copy of every layer packs onto the cores (the packing every solver starts
    from; when it fails the placement is infeasible)."""
    return _pack(problem, {layer.name: 1 for layer in problem.layers}) is not None


def _pack(problem: Problem, replicas: Mapping[str, int]) -> Counts | None:
    """Longest item first onto the least-busy core with room (then the one with the most
    free arrays, then the lowest index), one vector operation over the cores per item."""
    cores, per_core = problem.cores, problem.arrays_per_core
    free = np.full(cores, per_core, dtype=np.int64)
    busy = np.zeros(cores, dtype=np.int64)
    jobs = []
    for layer in problem.layers:
        share = windows_per_replica(layer.windows, replicas[layer.name])
        for index, item in enumerate(layer.items):
            jobs += [(share * item.work.busy(problem.in_order), item.arrays, layer.name,
                      index)] * replicas[layer.name]
    jobs.sort(key=lambda j: (-j[0], -j[1], j[2], j[3]))
    table = {layer.name: np.zeros((len(layer.items), cores), dtype=np.int64)
             for layer in problem.layers}
    by_name = {layer.name: layer for layer in problem.layers}
    never = np.iinfo(np.int64).max
    for load, arrays, name, index in jobs:
        room = free >= arrays
        layer = by_name[name]
        if layer.memory:  # the local-memory guard, read core by core in the order of the key
            held = table[name]
            order = np.flatnonzero(room)
            order = order[np.lexsort((order, -free[order], busy[order]))]
            core = next((int(c) for c in order if not layer.clash(
                index, np.flatnonzero(held[:, c]).tolist())), None)
        else:  # busy first, then most free arrays, then the lowest index (argmin's first)
            key = np.where(room, busy * (per_core + 1) + (per_core - free), never)
            core = int(np.argmin(key)) if room.any() else None
        if core is None:
            return None
        free[core] -= arrays
        busy[core] += load
        table[name][index, core] += 1
    return {name: (replicas[name], tuple(tuple(int(x) for x in row) for row in rows))
            for name, rows in table.items()}
