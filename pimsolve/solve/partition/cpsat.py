"""The partition decision as CP-SAT: which candidate partitions form the chain.

One boolean ``x[a, b]`` per candidate partition ``layers[a:b]`` (pimsolve.solve.partition.segments),
one unit of flow from the first cut to the last (``Σ_b x[p, b] − Σ_a x[a, p]`` is 1 at the
first cut, −1 at the last, 0 between), and the objective of pimsolve.solve.partition.objective:

    throughput:  minimize D = Σ x[a, b] · D[a, b]
    edp:         minimize D' · E',  D' = Σ x · ⌊D / s_D⌋,  E' = Σ x · ⌊(E + P·D) / s_E⌋

For EDP the two sums are scaled down by powers of two ``s_D``, ``s_E`` so that their product
stays within 62 bits, and each starts at its own shortest path (a dynamic program), from which
CP-SAT's bound on the product starts; rounding every coefficient down keeps ``s_D · s_E`` times the model's
bound a lower bound on the true product, and the objective reported is the chosen chain's
true ``E · D``. Every candidate's ``D`` is a lower bound on its batch's cycles (its pipeline
cycle's capacity bound over every replication), so the optimum is a lower bound on the batch's
cycles of every partitioning at these cuts, in the cost model's cycles. The status is OPTIMAL
when the model is solved to optimality and the rounding leaves a gap of at most 1e-6.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from ortools.sat.python import cp_model

from pimsolve.solve.budget import configure, run_search, stopped_by
from pimsolve.solve.partition.objective import Objective, chain_segments
from pimsolve.solve.partition.segments import Candidates
from pimsolve.solve.stats import SolveStats

SCALE_BITS = 30  # each scaled sum of the EDP model stays below 2**SCALE_BITS
ROUNDING = 1e-6  # a gap the EDP model's rounding may leave at its optimum


def _scale(top: float) -> int:
    """The power of two that brings ``top`` below 2**SCALE_BITS."""
    return 1 << max(0, math.ceil(math.log2(max(top, 1))) - SCALE_BITS)


def _shortest(found: Candidates, weight: dict[tuple[int, int], int]) -> int:
    """The least total ``weight`` of a chain from the first cut to the last (a dynamic
    program over the cuts in order)."""
    best = {0: 0}
    for a in sorted(found.cuts):
        if a not in best:
            continue
        for b in found.after(a):
            value = best[a] + weight[(a, b)]
            if value < best.get(b, value + 1):
                best[b] = value
    return best[found.end]


def solve_chain(found: Candidates, objective: Objective, time_limit: float, workers: int,
                seed: int, hint: Sequence[int] | None = None
                ) -> tuple[list[int] | None, SolveStats]:
    """The best chain (cut positions) and the solve's statistics; None when no chain exists."""
    started = time.perf_counter()
    segments = found.segments
    model = cp_model.CpModel()
    use = {key: model.NewBoolVar(f"x[{key[0]},{key[1]}]") for key in segments}
    for p in sorted(found.cuts):
        out = sum(use[k] for k in use if k[0] == p)
        into = sum(use[k] for k in use if k[1] == p)
        model.Add(out - into == (1 if p == 0 else -1 if p == found.end else 0))
    scales = (1, 1)
    if objective.name == "throughput":
        model.Minimize(sum(s.cost * use[k] for k, s in segments.items()))
    else:
        delay = {k: s.cost for k, s in segments.items()}
        energy = {k: s.energy + objective.leak_pj_per_cycle * s.cost for k, s in segments.items()}
        scales = (_scale(sum(delay.values())), _scale(sum(energy.values())))
        d_top = sum(delay.values()) // scales[0] + 1
        e_top = int(sum(energy.values()) // scales[1]) + 1
        # each sum is at least its own shortest path: the product's bound starts there
        d_low = _shortest(found, {k: v // scales[0] for k, v in delay.items()})
        e_low = _shortest(found, {k: int(v // scales[1]) for k, v in energy.items()})
        d = model.NewIntVar(d_low, d_top, "D")
        e = model.NewIntVar(e_low, e_top, "E")
        model.Add(d == sum((delay[k] // scales[0]) * use[k] for k in use))
        model.Add(e == sum(int(energy[k] // scales[1]) * use[k] for k in use))
        product = model.NewIntVar(0, d_top * e_top, "D_times_E")
        model.AddMultiplicationEquality(product, [d, e])
        model.Minimize(product)
    if hint is not None:
        chosen = set(zip(hint, hint[1:]))
        for key, var in use.items():
            model.AddHint(var, key in chosen)
    solver = cp_model.CpSolver()
    configure(solver, time_limit, time_limit, workers, seed)
    code = run_search(solver, model)
    wall = time.perf_counter() - started
    how = ("CP-SAT shortest path over the partitions that fit; each costed as weight "
           "replacement plus batch × the capacity bound of its pipeline cycle"
           + ("" if objective.name == "throughput" else
              f"; EDP as the product of delay and energy sums scaled by 2^"
              f"{int(math.log2(scales[0]))} and 2^{int(math.log2(scales[1]))}"))
    if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        status = "INFEASIBLE" if code == cp_model.INFEASIBLE else "UNKNOWN"
        return None, SolveStats("cpsat", status, None, None, None, wall, seed, workers, how,
                                stopped_by(solver, False))
    chain, p = [0], 0
    while p != found.end:
        p = next(k[1] for k in segments if k[0] == p and solver.Value(use[k]))
        chain.append(p)
    value = objective.value(chain_segments(found, chain))
    bound = solver.BestObjectiveBound() * scales[0] * scales[1]
    if code == cp_model.OPTIMAL and objective.name == "throughput":
        bound = value
    objective_int = int(round(value))
    bound_int = min(objective_int, int(math.floor(bound)))
    gap = (objective_int - bound_int) / objective_int if objective_int else 0.0
    # the scaled EDP model solved to optimality proves the chain within its rounding
    status = "OPTIMAL" if code == cp_model.OPTIMAL and gap <= ROUNDING else "FEASIBLE"
    return chain, SolveStats("cpsat", status, objective_int, bound_int, gap, wall, seed, workers,
                             how, stopped_by(solver, code == cp_model.OPTIMAL))
