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
  The fitness is the movement's cycles. *Crossover* "swaps the same position in two
  allocations": a child takes a random run of positions from its second parent and the rest
  from its first; a layer that then holds too many blocks hands the extra ones (outside the
  run, chosen at random) to the layers short of blocks, so every layer keeps its count.
  *Mutation* "swaps two blocks in the same layer": exchanging two genes of one layer changes
  nothing when a layer's blocks are interchangeable, as they are to the movement model, so it
  is read as moving one block of a layer: the gene of one of its blocks is exchanged with that
  of a block of another layer or an empty one. Elitist: the best quarter is kept, the rest are
  children of two tournament-chosen parents, each mutated once. Stops after ``generations``
  generations (PIM-DL runs 3000), ``patience`` generations without a better allocation, or
  ``time_limit`` seconds.
* :func:`cpsat`: the allocation as a CP-SAT model whose optimum is the least movement cycles
  (docs/blocks.md gives the formulation), warm-started from a hint (the GA's answer); the
  hint is kept when CP-SAT ends worse, and the GA is the fallback when CP-SAT finds nothing.
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
                                                check_traffic, movement_cycles)

EMPTY = -1  # the gene of an empty block


@dataclass(frozen=True, slots=True)
class BlockResult:
    allocation: Mapping[str, tuple[int, ...]]  # layer -> its block ids, ascending
    cost: MovementCost  # the allocation's movement, recomputed
    status: str  # OPTIMAL | FEASIBLE | HEURISTIC
    bound: int | None  # a lower bound on the cycles of every allocation (CP-SAT), else None
    gap: float | None  # (cycles - bound) / cycles
    method: str  # sequential | ga | cpsat | cpsat (ga hint kept) | ga (cpsat found nothing)
    wall_s: float
    seed: int = 0
    objective: int | None = None  # CP-SAT's objective for its own answer (>= its cycles)
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
    clean = MappingProxyType({k: tuple(sorted(int(b) for b in allocation[k])) for k in demands})
    return BlockResult(clean, validate(clean, demands, flows, reduces, spec), **kw)


# --- sequential ------------------------------------------------------------------------------

def sequential(demands: Mapping[str, int], spec: BlockArraySpec, flows: Sequence[Flow] = (),
               reduces: Sequence[Reduce] = ()) -> BlockResult:
    """The layers in the given order on consecutive block ids from 0 (PIM-DL's baselines)."""
    started = time.perf_counter()
    check_demands(demands, spec)
    allocation, at = {}, 0
    for layer, need in demands.items():
        allocation[layer] = range(at, at + need)
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
            self.fitness[key] = self.evaluator.cycles(grids)
        return self.fitness[key]

    def grouped(self, order: Sequence[int]) -> np.ndarray:
        """Each group's blocks together, the groups in ``order`` (a layer index or EMPTY)."""
        empty = self.spec.blocks - int(self.need.sum())
        return np.concatenate([np.full(self.need[g] if g != EMPTY else empty, g, dtype=np.int16)
                               for g in order])

    def allocation(self, genes: np.ndarray) -> dict[str, tuple[int, ...]]:
        return {name: tuple(int(b) for b in np.flatnonzero(genes == i))
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
    column; blocks of one group are interchangeable, so the model does not tell them apart."""

    def __init__(self, model: cp_model.CpModel, demands: Mapping[str, int], spec: BlockArraySpec):
        self.model, self.demands, self.spec = model, demands, spec
        self.groups = _groups(spec)
        self.n = {(layer, g): model.NewBoolVar(f"x[{layer},{g}]") if len(members) == 1 else
                  model.NewIntVar(0, min(len(members), demands[layer]), f"n[{layer},{g}]")
                  for layer in demands for g, members in enumerate(self.groups)}
        self._made: dict[tuple, cp_model.IntVar] = {}

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

    def used(self, layer: str, col: int) -> cp_model.IntVar:
        """Broadcast: 1 if ``layer`` holds a block in column ``col`` (at least: minimized)."""
        key = ("used", layer, col)
        if key not in self._made:
            v = self._made[key] = self.model.NewBoolVar(f"used[{layer},{col}]")
            self.model.Add(self.spec.rows * v >= self.n[layer, col])
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
    serial: cp_model.IntVar  # ceil(busiest resource's bits / link_bits)
    hops: cp_model.IntVar | int  # hops of the longest transfer
    root: dict[int, cp_model.IntVar] | None = None  # a reduction's root, block -> boolean


class _Model:
    """The block allocation as CP-SAT (docs/blocks.md, "CP-SAT formulation")."""

    def __init__(self, demands: Mapping[str, int], flows: Sequence[Flow],
                 reduces: Sequence[Reduce], spec: BlockArraySpec):
        self.model = cp_model.CpModel()
        self.spec, self.demands = spec, demands
        self.v = v = _Vars(self.model, demands, spec)
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
        fixed = 0  # the routers' and wires' part of the latency that no allocation changes
        hop = spec.router_latency + spec.wire_latency
        for term, what in zip(self.terms, (*flows, *reduces)):
            if isinstance(what, Flow) or demands[what.layer] > 1:
                fixed += spec.router_latency
        self.fixed = fixed
        self.model.Minimize(sum(t.serial for t in self.terms) +
                            hop * sum(t.hops for t in self.terms) + fixed)

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
        ns, nd = self.demands[S], self.demands[D]
        name = f"{S}->{D}"
        kind = spec.interconnect
        top_hops = 1 if kind is Interconnect.BUS else spec.rows + spec.cols if \
            kind is Interconnect.MESH else spec.cols - 1
        term = _Term(self.serial(name, flow.bits, ns, ns * nd),
                     1 if kind is Interconnect.BUS else m.NewIntVar(0, top_hops, f"hops[{name}]"))
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
        spec, v, m = self.spec, self.v, self.model
        B, n = red.layer, self.demands[red.layer]
        name = f"reduce {B}"
        kind = spec.interconnect
        term = _Term(self.serial(name, red.bits, n, n), 0)
        if n < 2:
            return term
        self.at_least(term, red.bits, n, n - 1)  # the root's ejection port (a bus: channel)
        if kind is Interconnect.BUS:
            term.hops = 1
            return term
        R, C = spec.rows, spec.cols
        # the group holding the root (a block on a mesh, a column on a broadcast network)
        root = {g: m.NewBoolVar(f"root[{B},{g}]") for g in range(len(v.groups))}
        for g, q in root.items():
            m.Add(v.n[B, g] >= 1).OnlyEnforceIf(q)
        m.AddExactlyOne(root.values())
        term.root = root
        if kind is Interconnect.BROADCAST:
            in_col = [root[c] for c in range(C)]
        else:
            in_col = [sum(root[r * C + c] for r in range(R)) for c in range(C)]
            in_row = [sum(root[r * C + c] for c in range(C)) for r in range(R)]
        if kind is Interconnect.MESH:
            term.hops = m.NewIntVar(0, R + C, f"hops[{name}]")
            for c in range(C):
                if c > 0:
                    east = v.most(("east", B, c - 1), [v.count(B, [(r, k) for k in range(c)])
                                                       for r in range(R)], min(c, n))
                    self.at_least(term, red.bits, n, east - n * (1 - in_col[c]))
                if c < C - 1:
                    west = v.most(("west", B, c), [v.count(B, [(r, k) for k in range(c + 1, C)])
                                                   for r in range(R)], min(C - 1 - c, n))
                    self.at_least(term, red.bits, n, west - n * (1 - in_col[c]))
            for r in range(R):
                if r > 0:
                    self.at_least(term, red.bits, n, v.rows(B, range(r)) - n * (1 - in_row[r]))
                if r < R - 1:
                    self.at_least(term, red.bits, n,
                                  v.rows(B, range(r + 1, R)) - n * (1 - in_row[r]))
            u_hi, u_lo, v_hi, v_lo = v.extremes(B)
            u = sum((b // C + b % C) * q for b, q in root.items())
            w = sum((b // C - b % C) * q for b, q in root.items())
            for e in (u_hi - u, u - u_lo, v_hi - w, w - v_lo):
                m.Add(term.hops >= e)
            return term
        term.hops = m.NewIntVar(0, C - 1, f"hops[{name}]")
        for target in range(C):
            for c in range(C):
                sources = [a for a in range(C) if self.on[a, target, c]]
                if sources:
                    self.at_least(term, red.bits, n,
                                  sum(v.n[B, a] for a in sources) - n * (1 - in_col[target]))
            for a in range(C):
                if self.distance[a, target]:
                    m.Add(term.hops >= int(self.distance[a, target]) *
                          (v.used(B, a) + in_col[target] - 1))
        return term

    def hint(self, allocation: Allocation, cost: MovementCost) -> None:
        group = {b: g for g, members in enumerate(self.v.groups) for b in members}
        held = {key: 0 for key in self.v.n}
        for layer, blocks in allocation.items():
            for b in blocks:
                held[layer, group[b]] += 1
        for key, var in self.v.n.items():
            self.model.AddHint(var, held[key])
        for term, spent in zip(self.terms, cost.terms):
            self.model.AddHint(term.serial, spent.serialization)
            if not isinstance(term.hops, int):
                self.model.AddHint(term.hops, spent.hops)
            if term.root is not None:
                for g, q in term.root.items():
                    self.model.AddHint(q, g == group[spent.root])

    def allocation(self, solver: cp_model.CpSolver) -> dict[str, list[int]]:
        """Each group's blocks handed out in id order to its layers, in layer order."""
        result: dict[str, list[int]] = {layer: [] for layer in self.demands}
        for g, members in enumerate(self.v.groups):
            free = iter(members)
            for layer in self.demands:
                result[layer] += [next(free) for _ in range(solver.Value(self.v.n[layer, g]))]
        return result


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
    check_traffic({k: [0] for k in demands}, flows, reduces)
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
