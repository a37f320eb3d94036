"""Block allocation: which memory blocks of a tile each layer of a layer group holds (PIM-DL
§IV-C), priced by the movement model of :mod:`pimsolve.solve.layout.interconnect`.

In: ``demands`` (layer -> number of blocks, in layer order), the traffic (``Flow``,
``Reduce``) and the tile's ``core.blocks``. Out: a :class:`BlockResult` (allocation, its
movement cost, status, bound, gap, method, wall time). Three methods:

* :func:`sequential`: the baselines' allocation, "blocks allocated to each layer are placed
  sequentially in the memory" (§VI-A1): the layers in the given order on consecutive ids.
* :func:`genetic`: PIM-DL's GA (§IV-C, Fig. 10), seeded. A chromosome has one gene per block
  of the tile: the layer the block belongs to, or empty. The first generation groups each
  layer's blocks together with the layers (and the empty blocks, as one group) in shuffled
  order; the given order is one of them, so the GA never ends worse than :func:`sequential`.
  The fitness is the movement's cycles, each layer's blocks taken in rank order
  (interconnect.rank_order: dealt round the channels or columns). *Crossover* "swaps the
  same position in two allocations": a child takes a random run of positions from its second
  parent and the rest from its first; a layer that then holds too many blocks hands the extra
  ones (outside the run, chosen at random) to the layers short of blocks, so every layer keeps
  its count. *Mutation* "swaps two blocks in the same layer": exchanging two genes of one
  layer changes nothing (the layer holds the same blocks, in the same rank order), so it
  is read as moving one block of a layer: the gene of one of its blocks is exchanged with that
  of a block of another layer or an empty one. Elitist: the best quarter is kept, the rest are
  children of two tournament-chosen parents, each mutated once. Stops after ``generations``
  generations (PIM-DL runs 3000), ``patience`` generations without a better allocation, or
  ``time_limit`` seconds.
* :func:`cpsat`: the allocation as a CP-SAT model (docs/blocks.md gives the formulation),
  warm-started from a hint (the GA's answer); the hint is kept when CP-SAT ends worse, and the
  GA is the fallback when CP-SAT finds nothing. On a bus the model is exact and also orders a
  layer's blocks (the channel of each rank a reduction tree or a flow's holders name), so its
  optimum is the least movement cycles. On a mesh or broadcast network it is exact for flows
  from all of a layer's blocks and relaxes the rest (a flow's holders any of the source's
  blocks; a reduction step at least its busiest block's port and the shortest hop), so its
  bound is a lower bound on every allocation's cycles and its answer is priced exactly.
  :func:`allocate` runs the GA and then CP-SAT from it.

Every result's ``cost`` is recomputed by :func:`validate` from the allocation alone.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

import numpy as np
from ortools.sat.python import cp_model

from pimsolve.errors import BadInputError, InfeasibleError
from pimsolve.hwspec.model import BlockArraySpec, Interconnect
from pimsolve.solve.budget import configure, run_search, stopped_by
from pimsolve.solve.layout.interconnect import (Allocation, Evaluator, Flow, MovementCost, Reduce,
                                                check_traffic, hop_latency, movement_cycles, moving,
                                                rank_order)

EMPTY = -1  # the gene of an empty block


@dataclass(frozen=True, slots=True)
class BlockResult:
    allocation: Mapping[str, tuple[int, ...]]  # layer -> its block ids, in rank order
    cost: MovementCost  # the allocation's movement, recomputed
    status: str  # OPTIMAL | FEASIBLE | HEURISTIC
    bound: int | None  # a lower bound on the cycles of every allocation (CP-SAT), else None
    gap: float | None  # (cycles - bound) / cycles
    method: str  # sequential | ga | cpsat | cpsat (ga hint kept) | ga (cpsat found nothing)
    wall_s: float
    seed: int = 0
    objective: int | None = None  # CP-SAT's model of its own answer (its cycles when exact)
    stopped: str = ""  # what ended the CP-SAT search (pimsolve.solve.budget)
    generations: int = 0  # GA generations run

    @property
    def cycles(self) -> int:
        return self.cost.cycles


# --- checks ----------------------------------------------------------------------------------

def check_demands(demands: Mapping[str, int], spec: BlockArraySpec) -> None:
    """Every layer needs at least one block, and the layers fit the tile."""
    bad = [f"{name}: {n}" for name, n in demands.items() if not isinstance(n, int) or n < 1]
    if bad:
        raise BadInputError("block demands: expected a positive number of blocks per layer, "
                            "got " + ", ".join(bad))
    need = sum(demands.values())
    if need > spec.blocks:
        top = sorted(demands.items(), key=lambda kv: -kv[1])[:3]
        raise InfeasibleError(
            f"the layers need {need} blocks, the tile has {spec.blocks} ({spec.rows}x{spec.cols}); "
            f"the largest: " + ", ".join(f"{k} {v}" for k, v in top) +
            f": short by {need - spec.blocks}; place fewer layers in this tile or choose "
            "layouts that need fewer blocks")


def validate(allocation: Allocation, demands: Mapping[str, int], flows: Sequence[Flow],
             reduces: Sequence[Reduce], spec: BlockArraySpec) -> MovementCost:
    """The movement cost of ``allocation``, after checking that every layer holds exactly its
    demand of blocks of the tile and no block is held twice (BadInputError listing every
    problem otherwise)."""
    problems = []
    owner: dict[int, str] = {}
    for layer, need in demands.items():
        blocks = list(allocation.get(layer, ()))
        if len(blocks) != need or len(set(blocks)) != len(blocks):
            problems.append(f"{layer} holds {len(set(blocks))} distinct blocks, needs {need}")
        for b in blocks:
            if not (isinstance(b, (int, np.integer)) and 0 <= b < spec.blocks):
                problems.append(f"{layer}: block {b!r} is not in 0..{spec.blocks - 1}")
            elif owner.setdefault(int(b), layer) != layer:
                problems.append(f"block {b} is held by {owner[int(b)]} and {layer}")
    extra = set(allocation) - set(demands)
    if extra:
        problems.append("layers without a demand: " + ", ".join(sorted(extra)))
    if problems:
        raise BadInputError("block allocation: " + "; ".join(problems))
    return movement_cycles(allocation, flows, reduces, spec)


def _result(allocation: Mapping[str, Sequence[int]], demands, flows, reduces, spec, **kw
            ) -> BlockResult:
    """``allocation``: each layer's blocks in rank order."""
    clean = MappingProxyType({k: tuple(int(b) for b in allocation[k]) for k in demands})
    return BlockResult(clean, validate(clean, demands, flows, reduces, spec), **kw)


# --- sequential ------------------------------------------------------------------------------

def sequential(demands: Mapping[str, int], spec: BlockArraySpec, flows: Sequence[Flow] = (),
               reduces: Sequence[Reduce] = ()) -> BlockResult:
    """The layers in the given order on consecutive block ids from 0 (PIM-DL's baselines)."""
    started = time.perf_counter()
    check_demands(demands, spec)
    allocation, at = {}, 0
    for layer, need in demands.items():
        allocation[layer] = rank_order(range(at, at + need), spec)
        at += need
    return _result(allocation, demands, flows, reduces, spec, status="HEURISTIC", bound=None,
                   gap=None, method="sequential", wall_s=time.perf_counter() - started)


# --- the genetic algorithm -------------------------------------------------------------------

class _Genes:
    """Chromosomes (one layer index per block, EMPTY for none) and their cached fitness."""

    def __init__(self, demands: Mapping[str, int], flows, reduces, spec: BlockArraySpec):
        self.layers = list(demands)
        self.need = np.array([demands[k] for k in self.layers], dtype=np.int64)
        self.spec = spec
        self.evaluator = Evaluator(spec, flows, reduces)
        self.fitness: dict[bytes, int] = {}
        empty = spec.blocks - int(self.need.sum())
        self.target = {i: int(n) for i, n in enumerate(self.need)}
        if empty:
            self.target[EMPTY] = empty

    def cycles(self, genes: np.ndarray) -> int:
        key = genes.tobytes()
        if key not in self.fitness:
            shape = (self.spec.rows, self.spec.cols)
            grids = {name: (genes == i).astype(np.int64).reshape(shape)
                     for i, name in enumerate(self.layers)}
            self.fitness[key] = self.evaluator.cycles_of_grids(grids)
        return self.fitness[key]

    def grouped(self, order: Sequence[int]) -> np.ndarray:
        """Each group's blocks together, the groups in ``order`` (a layer index or EMPTY)."""
        empty = self.spec.blocks - int(self.need.sum())
        return np.concatenate([np.full(self.need[g] if g != EMPTY else empty, g, dtype=np.int16)
                               for g in order])

    def allocation(self, genes: np.ndarray) -> dict[str, tuple[int, ...]]:
        """Each layer's blocks in rank order."""
        return {name: rank_order(np.flatnonzero(genes == i), self.spec)
                for i, name in enumerate(self.layers)}

    def crossover(self, first: np.ndarray, second: np.ndarray, rng: random.Random) -> np.ndarray:
        """``first`` with a random run of positions from ``second``, repaired: a gene value
        that now occurs too often gives its extra positions outside the run (at random) to the
        values short of theirs. (Outside the run ``first`` holds at least the extra ones.)"""
        n = len(first)
        a, b = sorted(rng.sample(range(n + 1), 2))
        child = first.copy()
        child[a:b] = second[a:b]
        values, counts = np.unique(child, return_counts=True)
        target = self.target
        surplus = {int(v): int(c) - target[int(v)] for v, c in zip(values, counts)
                   if c > target[int(v)]}
        if not surplus:
            return child
        have = dict(zip(values.tolist(), counts.tolist()))
        short = [v for v, t in target.items() for _ in range(t - have.get(v, 0))]
        rng.shuffle(short)
        outside = [p for p in range(n) if not a <= p < b]
        rng.shuffle(outside)
        for p in outside:
            gene = int(child[p])
            if surplus.get(gene, 0) > 0:
                surplus[gene] -= 1
                child[p] = short.pop()
        return child

    def mutate(self, genes: np.ndarray, rng: random.Random) -> np.ndarray:
        layer = rng.randrange(len(self.layers))
        mine = np.flatnonzero(genes == layer)
        others = np.flatnonzero(genes != layer)
        if len(others) == 0:
            return genes
        i, j = int(mine[rng.randrange(len(mine))]), int(others[rng.randrange(len(others))])
        child = genes.copy()
        child[i], child[j] = child[j], child[i]
        return child


def genetic(demands: Mapping[str, int], flows: Sequence[Flow], reduces: Sequence[Reduce],
            spec: BlockArraySpec, seed: int = 0, generations: int = 3000, population: int = 32,
            patience: int = 300, time_limit: float | None = None) -> BlockResult:
    """PIM-DL's GA for the block allocation (this module's docstring); the same inputs and
    seed give the same allocation."""
    started = time.perf_counter()
    check_demands(demands, spec)
    rng = random.Random(seed)
    genes = _Genes(demands, flows, reduces, spec)
    groups = list(range(len(genes.layers))) + ([EMPTY] if sum(demands.values()) < spec.blocks
                                               else [])
    pool = [genes.grouped(groups)]
    for _ in range(population - 1):
        order = groups[:]
        rng.shuffle(order)
        pool.append(genes.grouped(order))
    keep = max(1, population // 4)
    best, stale, generation = None, 0, 0
    for generation in range(1, generations + 1):
        pool.sort(key=lambda g: (genes.cycles(g), g.tobytes()))
        score = genes.cycles(pool[0])
        stale = 0 if best is None or score < best else stale + 1
        best = score if best is None else min(best, score)
        if stale >= patience or (time_limit is not None and
                                 time.perf_counter() - started > time_limit):
            break
        children = []
        for _ in range(population - keep):
            first, second = (min(rng.sample(range(len(pool)), 2)) for _ in range(2))
            child = genes.crossover(pool[first], pool[second], rng)
            children.append(genes.mutate(child, rng))
        pool = pool[:keep] + children
    pool.sort(key=lambda g: (genes.cycles(g), g.tobytes()))
    return _result(genes.allocation(pool[0]), demands, flows, reduces, spec, status="HEURISTIC",
                   bound=None, gap=None, method="ga", wall_s=time.perf_counter() - started,
                   seed=seed, generations=generation)


# --- CP-SAT ----------------------------------------------------------------------------------

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
    return _result(allocation, demands, flows, reduces, spec, status=status, bound=bound, gap=gap,
                   method=method, wall_s=time.perf_counter() - started, seed=seed,
                   objective=int(round(solver.ObjectiveValue())) if found else None,
                   stopped=stopped)


def allocate(demands: Mapping[str, int], flows: Sequence[Flow], reduces: Sequence[Reduce],
             spec: BlockArraySpec, time_limit: float = 10.0, seed: int = 0, workers: int = 2,
             generations: int = 3000) -> BlockResult:
    """The GA (a third of ``time_limit``), then CP-SAT warm-started from its answer."""
    started = time.perf_counter()
    ga = genetic(demands, flows, reduces, spec, seed=seed, generations=generations,
                 time_limit=time_limit / 3)
    rest = max(time_limit - (time.perf_counter() - started), time_limit / 3)
    return cpsat(demands, flows, reduces, spec, rest, seed, hint=ga.allocation, workers=workers)
