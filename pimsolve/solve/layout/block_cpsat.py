"""The block allocation as a CP-SAT model (docs/blocks.md gives the formulation),
warm-started from a hint (the GA's answer); the hint is kept when CP-SAT ends worse, and the
GA is the fallback when CP-SAT finds nothing. On a bus the model is exact and also orders a
layer's blocks (the channel of each rank a reduction tree or a flow's holders name), so its
optimum is the least movement cycles. On a mesh or broadcast network it is exact for flows
from all of a layer's blocks and relaxes the rest (a flow's holders any of the source's
blocks; a reduction step at least its busiest block's port and the shortest hop), so its
bound is a lower bound on every allocation's cycles and its answer is priced exactly.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
from ortools.sat.python import cp_model

from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.model import BlockArraySpec, Interconnect
from pimsolve.solve.budget import configure, run_search, stopped_by
from pimsolve.solve.layout.block_ga import genetic
from pimsolve.solve.layout.block_result import BlockResult, check_demands, priced, validate
from pimsolve.solve.layout.interconnect import (Allocation, Flow, MovementCost, Reduce,
                                                check_traffic, hop_latency, moving, rank_order)


class _Vars:
    """How many blocks of each layer each *group* of blocks holds, and the per-layer quantities
    the movement constraints read, each made once and named after its layer. The movement
    cost depends on where a block is only through its group: on a mesh a group is one block
    (``n[layer, b]`` is the assignment boolean), on a bus a channel, on a broadcast network a
    column; blocks of one group are interchangeable, so the model does not tell them apart.
    On a bus the layers in ``ranked`` also get ``rank[layer, i, g]``: rank ``i`` of the layer
    (its ``i``-th array) is on channel ``g``."""

    def __init__(self, model: cp_model.CpModel, demands: Mapping[str, int], spec: BlockArraySpec,
                 ranked: frozenset[str] = frozenset()):
        self.model, self.spec = model, spec
        self.demands = dict(demands)  # and the holders' pseudo-layers (:meth:`holders`)
        self.groups = _groups(spec)
        self.n = {(layer, g): model.NewBoolVar(f"x[{layer},{g}]") if len(members) == 1 else
                  model.NewIntVar(0, min(len(members), demands[layer]), f"n[{layer},{g}]")
                  for layer in demands for g, members in enumerate(self.groups)}
        self.rank: dict[tuple[str, int, int], cp_model.IntVar] = {}
        for layer in ranked:
            for i in range(demands[layer]):
                on = [model.NewBoolVar(f"rank[{layer},{i},{g}]") for g in range(len(self.groups))]
                model.AddExactlyOne(on)
                self.rank.update({(layer, i, g): x for g, x in enumerate(on)})
            for g in range(len(self.groups)):
                model.Add(self.n[layer, g] == sum(self.rank[layer, i, g]
                                                  for i in range(demands[layer])))
        self._made: dict[tuple, cp_model.IntVar] = {}

    def holders(self, layer: str, k: int) -> str:
        """A pseudo-layer: the blocks of ``layer`` that hold its output, its first ``k`` ranks
        (exact where the ranks are modelled, else any ``k`` of its blocks: a relaxation)."""
        name = f"{layer}[:{k}]"
        if name in self.demands:
            return name
        self.demands[name] = k
        for g, members in enumerate(self.groups):
            top = min(len(members), k)
            held = self.model.NewBoolVar(f"x[{name},{g}]") if len(members) == 1 else \
                self.model.NewIntVar(0, top, f"n[{name},{g}]")
            self.n[name, g] = held
            if (layer, 0, g) in self.rank:
                self.model.Add(held == sum(self.rank[layer, i, g] for i in range(k)))
            else:
                self.model.Add(held <= self.n[layer, g])
        self.model.Add(sum(self.n[name, g] for g in range(len(self.groups))) == k)
        return name

    def at(self, layer: str, r: int, c: int) -> cp_model.IntVar:
        """A mesh's assignment boolean of the block at row ``r``, column ``c``."""
        return self.n[layer, r * self.spec.cols + c]

    def count(self, layer: str, cells) -> cp_model.LinearExpr:
        """Blocks of ``layer`` among ``cells`` ((row, col) pairs)."""
        return sum(self.at(layer, r, c) for r, c in cells)

    def rows(self, layer: str, rows) -> cp_model.LinearExpr:
        return self.count(layer, [(r, c) for r in rows for c in range(self.spec.cols)])

    def cols(self, layer: str, cols) -> cp_model.LinearExpr:
        return self.count(layer, [(r, c) for c in cols for r in range(self.spec.rows)])

    def var(self, key: tuple, expr, top: int) -> cp_model.IntVar:
        """An integer variable equal to ``expr`` (0..top), made once per ``key``."""
        if key not in self._made:
            self._made[key] = self.model.NewIntVar(0, top, "_".join(map(str, key)))
            self.model.Add(self._made[key] == expr)
        return self._made[key]

    def most(self, key: tuple, exprs, top: int) -> cp_model.IntVar:
        """A variable at least every one of ``exprs`` (their maximum, where it is minimized)."""
        if key not in self._made:
            v = self._made[key] = self.model.NewIntVar(0, top, "_".join(map(str, key)))
            for e in exprs:
                self.model.Add(v >= e)
        return self._made[key]

    def used(self, layer: str, g: int) -> cp_model.IntVar:
        """1 if ``layer`` holds a block in group ``g`` (a broadcast column, a bus channel)."""
        key = ("used", layer, g)
        if key not in self._made:
            v = self._made[key] = self.model.NewBoolVar(f"used[{layer},{g}]")
            self.model.Add(len(self.groups[g]) * v >= self.n[layer, g])
            self.model.Add(v <= self.n[layer, g])
        return self._made[key]

    def product(self, a: cp_model.IntVar, b: cp_model.IntVar) -> cp_model.IntVar:
        key = ("product", a.name, b.name)
        if key not in self._made:
            top = _top(a) * _top(b)
            v = self._made[key] = self.model.NewIntVar(0, top, f"{a.name}*{b.name}")
            self.model.AddMultiplicationEquality(v, [a, b])
        return self._made[key]

    def extremes(self, layer: str):
        """Variables bounding ``u = row + col`` and ``v = row - col`` over the layer's blocks
        (max at least, min at most every value): the Manhattan span between two layers."""
        key = ("extremes", layer)
        if key not in self._made:
            spec, m = self.spec, self.model
            top = spec.rows + spec.cols
            u_hi = m.NewIntVar(0, top, f"umax[{layer}]")
            u_lo = m.NewIntVar(0, top, f"umin[{layer}]")
            v_hi = m.NewIntVar(-spec.cols, spec.rows, f"vmax[{layer}]")
            v_lo = m.NewIntVar(-spec.cols, spec.rows, f"vmin[{layer}]")
            for r in range(spec.rows):
                for c in range(spec.cols):
                    x = self.at(layer, r, c)
                    m.Add(u_hi >= r + c).OnlyEnforceIf(x)
                    m.Add(u_lo <= r + c).OnlyEnforceIf(x)
                    m.Add(v_hi >= r - c).OnlyEnforceIf(x)
                    m.Add(v_lo <= r - c).OnlyEnforceIf(x)
            self._made[key] = (u_hi, u_lo, v_hi, v_lo)
        return self._made[key]


def _groups(spec: BlockArraySpec) -> list[list[int]]:
    """The blocks the model does not tell apart: one each on a mesh, a bus channel's, a
    broadcast column's."""
    if spec.interconnect is Interconnect.BUS:
        per = spec.blocks_per_channel
        return [list(range(k * per, (k + 1) * per)) for k in range(spec.channels)]
    if spec.interconnect is Interconnect.BROADCAST:
        return [list(range(c, spec.blocks, spec.cols)) for c in range(spec.cols)]
    return [[b] for b in range(spec.blocks)]


def _top(v: cp_model.IntVar) -> int:
    return int(list(v.proto.domain)[-1])


@dataclass
class _Term:
    serial: cp_model.IntVar | cp_model.LinearExpr | int  # ceil(busiest bits / link_bits)
    hops: cp_model.IntVar | int  # hops of the longest transfer (a flow's)
    fixed: int  # the latency no allocation changes (a reduction's: all it is modelled by)


class _Model:
    """The block allocation as CP-SAT (docs/blocks.md, "CP-SAT formulation")."""

    def __init__(self, demands: Mapping[str, int], flows: Sequence[Flow],
                 reduces: Sequence[Reduce], spec: BlockArraySpec):
        self.model = cp_model.CpModel()
        self.spec, self.demands = spec, demands
        ranked = frozenset([r.layer for r in reduces if r.rounds] +
                           [f.src for f in flows if 0 < f.held_by < demands[f.src]]) \
            if spec.interconnect is Interconnect.BUS else frozenset()
        self.v = v = _Vars(self.model, demands, spec, ranked)
        for layer, need in demands.items():
            self.model.Add(sum(v.n[layer, g] for g in range(len(v.groups))) == need)
        for g, members in enumerate(v.groups):
            self.model.Add(sum(v.n[layer, g] for layer in demands) <= len(members))
        cols = np.arange(spec.cols)
        self.distance = (cols[None, :] - cols[:, None]) % spec.cols
        self.on = (cols[None, None, :] - cols[:, None, None]) % spec.cols < \
            self.distance[:, :, None]
        self.terms: list[_Term] = []
        for flow in flows:
            self.terms.append(self.add_flow(flow))
        for red in reduces:
            self.terms.append(self.add_reduce(red))
        hop = spec.router_latency + spec.wire_latency
        self.model.Minimize(sum(t.serial for t in self.terms) +
                            hop * sum(t.hops for t in self.terms) +
                            sum(t.fixed for t in self.terms))

    def serial(self, name: str, bits: int, share: int, most: int) -> cp_model.IntVar:
        top = -(-bits * most // (share * self.spec.link_bits))
        return self.model.NewIntVar(0, top, f"serial[{name}]")

    def at_least(self, term: _Term, bits: int, share: int, count) -> None:
        """``term.serial`` >= ceil(bits * count / (share * link_bits))."""
        if bits:
            self.model.Add(term.serial * (share * self.spec.link_bits) >= bits * count)

    def add_flow(self, flow: Flow) -> _Term:
        spec, v, m = self.spec, self.v, self.model
        S, D = flow.src, flow.dst
        name = f"{S}->{D}"
        if 0 < flow.held_by < self.demands[S]:
            S = v.holders(S, flow.held_by)
        ns, nd = v.demands[S], v.demands[D]
        kind = spec.interconnect
        top_hops = 1 if kind is Interconnect.BUS else spec.rows + spec.cols if \
            kind is Interconnect.MESH else spec.cols - 1
        term = _Term(self.serial(name, flow.bits, ns, ns * nd),
                     1 if kind is Interconnect.BUS else m.NewIntVar(0, top_hops, f"hops[{name}]"),
                     spec.router_latency)
        R, C = spec.rows, spec.cols
        if kind is Interconnect.BUS:
            for k in range(spec.channels):  # a channel's send and receive directions
                self.at_least(term, flow.bits, ns, nd * v.n[S, k])
                self.at_least(term, flow.bits, ns, ns * v.n[D, k])
            return term
        if kind is Interconnect.MESH:
            self.at_least(term, flow.bits, ns, max(ns, nd))  # injection and ejection ports
            for c in range(C - 1):
                east = v.most(("east", S, c), [v.count(S, [(r, k) for k in range(c + 1)])
                                               for r in range(R)], min(c + 1, ns))
                after = v.var(("cols_after", D, c), v.cols(D, range(c + 1, C)), nd)
                self.at_least(term, flow.bits, ns, v.product(east, after))
                west = v.most(("west", S, c), [v.count(S, [(r, k) for k in range(c + 1, C)])
                                               for r in range(R)], min(C - 1 - c, ns))
                before = v.var(("cols_upto", D, c), v.cols(D, range(c + 1)), nd)
                self.at_least(term, flow.bits, ns, v.product(west, before))
            for r in range(R - 1):
                above = v.var(("rows_upto", S, r), v.rows(S, range(r + 1)), ns)
                south = v.most(("south", D, r), [v.count(D, [(k, c) for k in range(r + 1, R)])
                                                 for c in range(C)], min(R - 1 - r, nd))
                self.at_least(term, flow.bits, ns, v.product(above, south))
                below = v.var(("rows_after", S, r), v.rows(S, range(r + 1, R)), ns)
                north = v.most(("north", D, r), [v.count(D, [(k, c) for k in range(r + 1)])
                                                 for c in range(C)], min(r + 1, nd))
                self.at_least(term, flow.bits, ns, v.product(below, north))
            su, sl, sv, svl = v.extremes(S)
            du, dl, dv, dvl = v.extremes(D)
            for e in (su - dl, du - sl, sv - dvl, dv - svl):
                m.Add(term.hops >= e)
            return term
        # broadcast: w[a, b] >= the sources in column a when the flow targets column b
        target = [v.used(D, b) for b in range(C)]
        share = {}
        for a in range(C):
            for b in range(C):
                if a != b:
                    w = share[a, b] = m.NewIntVar(0, min(R, ns), f"w[{name},{a},{b}]")
                    m.Add(w >= v.n[S, a] - R * (1 - target[b]))
        for c in range(C):
            on = [share[a, b] for (a, b) in share if self.on[a, b, c]]
            if on:
                self.at_least(term, flow.bits, ns, sum(on))
        self.at_least(term, flow.bits, ns, ns)  # a destination's ejection port
        self.at_least(term, flow.bits, ns, sum(target))  # a source's: one transfer per column
        for a in range(C):
            for b in range(C):
                if self.distance[a, b]:
                    m.Add(term.hops >= int(self.distance[a, b]) *
                          (v.used(S, a) + target[b] - 1))
        return term

    def add_reduce(self, red: Reduce) -> _Term:
        """A reduction tree's phases. On a bus exactly: each step's serialization at least
        every channel's sent and received bits (its ranks' channels are variables), its
        latency one hop. Elsewhere a lower bound: each step at least its busiest block's
        injection or ejection port and the shortest hop (one on a mesh, none on a broadcast
        network, whose blocks of one column share a router)."""
        spec, v, m = self.spec, self.v, self.model
        B = red.layer
        serial, fixed = [], 0
        least = 0 if spec.interconnect is Interconnect.BROADCAST else 1
        for r, (times, steps) in enumerate(red.rounds):
            for k, step in enumerate(steps):
                src, dst, lanes = (x.tolist() for x in moving(step))
                if not times or not lanes:
                    continue
                fixed += times * hop_latency(spec, least)
                if spec.interconnect is Interconnect.BUS:
                    top = -(-sum(lanes) * red.row_bits // spec.link_bits)
                    x = m.NewIntVar(0, top, f"serial[reduce {B},{r},{k}]")
                    for g in range(len(v.groups)):
                        for ranks in (src, dst):
                            load = sum(n * v.rank[B, i, g] for i, n in zip(ranks, lanes))
                            m.Add(x * spec.link_bits >= red.row_bits * load)
                    serial.append(times * x)
                    continue
                out: dict[int, int] = {}
                into: dict[int, int] = {}
                for a, b, n in zip(src, dst, lanes):
                    out[a] = out.get(a, 0) + n
                    into[b] = into.get(b, 0) + n
                busiest = max(max(out.values()), max(into.values()))
                fixed += times * -(-busiest * red.row_bits // spec.link_bits)
        return _Term(sum(serial), 0, fixed)

    def hint(self, allocation: Allocation, cost: MovementCost) -> None:
        v = self.v
        group = {b: g for g, members in enumerate(v.groups) for b in members}
        held = {key: 0 for key in v.n}
        for layer, blocks in allocation.items():
            for b in blocks:
                held[layer, group[b]] += 1
        for name, k in v.demands.items():  # the holders' pseudo-layers: the first k ranks
            if name not in self.demands:
                layer = name[:name.rindex("[:")]
                for b in list(allocation[layer])[:k]:
                    held[name, group[b]] += 1
        for key, var in v.n.items():
            self.model.AddHint(var, held[key])
        for (layer, i, g), var in v.rank.items():
            self.model.AddHint(var, group[allocation[layer][i]] == g)
        for term, spent in zip(self.terms, cost.terms):
            if isinstance(term.serial, cp_model.IntVar):
                self.model.AddHint(term.serial, spent.serialization)
            if not isinstance(term.hops, int):
                self.model.AddHint(term.hops, spent.hops)

    def allocation(self, solver: cp_model.CpSolver) -> dict[str, tuple[int, ...]]:
        """Each group's blocks handed out in id order to its layers, in layer order; a layer
        whose ranks the model places gets them in rank order, the others in
        :func:`~pimsolve.solve.layout.interconnect.rank_order`."""
        v = self.v
        result: dict[str, list[int]] = {layer: [] for layer in self.demands}
        ranks: dict[str, dict[int, int]] = {layer: {} for layer in self.demands}
        for g, members in enumerate(v.groups):
            free = iter(members)
            for layer, need in self.demands.items():
                if (layer, 0, g) in v.rank:
                    for i in range(need):
                        if solver.Value(v.rank[layer, i, g]):
                            ranks[layer][i] = next(free)
                else:
                    result[layer] += [next(free) for _ in range(solver.Value(v.n[layer, g]))]
        return {layer: tuple(ranks[layer][i] for i in range(need)) if ranks[layer] else
                rank_order(result[layer], self.spec) for layer, need in self.demands.items()}


def cpsat(demands: Mapping[str, int], flows: Sequence[Flow], reduces: Sequence[Reduce],
          spec: BlockArraySpec, time_limit: float = 10.0, seed: int = 0,
          hint: Allocation | None = None, workers: int = 2) -> BlockResult:
    """The block allocation as CP-SAT, warm-started from ``hint``. Its optimum is the least
    movement cycles; the answer is the better of CP-SAT's and the hint's (by the cycles
    :func:`validate` recomputes), the bound CP-SAT's proven lower bound on every allocation's
    cycles. Without a solution from CP-SAT the hint is the answer, or, without a hint, the
    GA's (``time_limit`` more seconds)."""
    started = time.perf_counter()
    check_demands(demands, spec)
    check_traffic({k: range(n) for k, n in demands.items()}, flows, reduces)
    built = _Model(demands, flows, reduces, spec)
    hinted = None
    if hint is not None:
        hinted = validate(hint, demands, flows, reduces, spec)
        built.hint(hint, hinted)
    solver = cp_model.CpSolver()
    configure(solver, time_limit, time_limit, workers, seed)
    code = run_search(solver, built.model, "block allocation")
    found = code in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    stopped = stopped_by(solver, code in (cp_model.OPTIMAL, cp_model.INFEASIBLE))
    bound = max(0, int(np.ceil(solver.BestObjectiveBound() - 1e-6))) if found or \
        code == cp_model.UNKNOWN else None
    if code == cp_model.INFEASIBLE:  # cannot happen once the demands fit; kept for safety
        raise InfeasibleError("block allocation: the CP-SAT model is infeasible")
    candidates = []
    if found:
        own = built.allocation(solver)
        candidates.append((validate(own, demands, flows, reduces, spec).cycles, 0, own, "cpsat"))
    if hint is not None:
        candidates.append((hinted.cycles, 1, hint, "cpsat (ga hint kept)" if found else
                           "ga (cpsat found nothing)"))
    if not candidates:
        fallback = genetic(demands, flows, reduces, spec, seed=seed, time_limit=time_limit)
        candidates.append((fallback.cycles, 1, fallback.allocation, "ga (cpsat found nothing)"))
    cycles, _, allocation, method = min(candidates, key=lambda c: c[:2])
    gap = (cycles - bound) / cycles if bound is not None and cycles else \
        (0.0 if bound is not None else None)
    status = "OPTIMAL" if bound is not None and bound == cycles else \
        "FEASIBLE" if found else "HEURISTIC"
    return priced(allocation, demands, flows, reduces, spec, status=status, bound=bound, gap=gap,
                  method=method, wall_s=time.perf_counter() - started, seed=seed,
                  objective=int(round(solver.ObjectiveValue())) if found else None,
                  stopped=stopped)
