"""A proven lower bound on the tiling cost: a log-space relaxation solved as an LP (GLOP).

Every cost term of :mod:`pimsolve.solve.tiling.cost` is, or is at least, a constant times a
product of per-loop factors, ``c · Π_l f_l(cut_l)``. Taking logarithms, ``ln Π_l f_l`` is
linear in the cut Booleans; relaxing them to [0, 1] and bounding ``exp`` from below by its
tangents gives a linear program whose optimum is below the cost of every tiling (a geometric-
programming relaxation). Capacity limits enter the same way: a product of per-loop factors at
most a limit is a linear inequality of their logarithms.

Dropped (so the bound stays valid): reloads of a tile along loops it does not depend on (loop
order), ceilings, the reduction steps of bit-serial lanes, crossbar programming, partial-sum
traffic. Tangents are added where the LP optimum sits, a few rounds, so the outer approximation
of ``exp`` is tight where it matters.

CP-SAT's own bound is weak on these product-heavy models; :func:`pimsolve.solve.tiling.cpsat.solve`
reports the larger of the two and gives this one to CP-SAT as a constraint.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ortools.linear_solver import pywraplp

from pimsolve.hwspec.model import Family
from pimsolve.solve.tiling.problem import LoopOption, Problem, Tensor

Fn = Callable[[str, LoopOption], float]  # (loop, cut) -> factor
ROUNDS = 6
SAFETY = 1 - 1e-7


class _Relaxation:
    def __init__(self, problem: Problem):
        self.problem = problem
        self.lp = pywraplp.Solver.CreateSolver("GLOP")
        lp = self.lp
        self.x = {loop: [lp.NumVar(0, 1, "") for _ in problem.options[loop]]
                  for loop in problem.loops}
        self.y = [lp.NumVar(0, 1, "") for _ in problem.bindings]
        lp.Add(sum(self.y) == 1)
        for loop in problem.loops:
            lp.Add(sum(self.x[loop]) == 1)
            for dim in {o.dim for o in problem.options[loop]}:
                lp.Add(sum(x for o, x in zip(problem.options[loop], self.x[loop]) if o.dim == dim)
                       == sum(y for b, y in zip(problem.bindings, self.y)
                              if b.dims.get(loop) == dim))
        self.terms: list[tuple[object, Fn, float]] = []  # (z var, log fn, constant)

    def log(self, fn: Fn) -> object:
        """Σ_l Σ_o ln fn(l, o) · x[l, o]."""
        return sum(math.log(max(1e-300, fn(loop, o))) * x
                   for loop in self.problem.loops
                   for o, x in zip(self.problem.options[loop], self.x[loop]))

    def at_most(self, fn: Fn, limit: float) -> None:
        self.lp.Add(self.log(fn) <= math.log(max(1e-300, limit)))

    def exp_term(self, fn: Fn, const: float) -> object:
        """A variable z >= const · Π_l fn(l, cut_l) (tangents added by :meth:`refine`)."""
        z = self.lp.NumVar(0, self.lp.infinity(), "")
        self.terms.append((z, fn, const))
        lo, hi = self._range(fn)
        for j in range(8):
            self._tangent(z, fn, const, lo + (hi - lo) * j / 7)
        return z

    def _range(self, fn: Fn) -> tuple[float, float]:
        lo = sum(min(math.log(max(1e-300, fn(loop, o))) for o in self.problem.options[loop])
                 for loop in self.problem.loops)
        hi = sum(max(math.log(max(1e-300, fn(loop, o))) for o in self.problem.options[loop])
                 for loop in self.problem.loops)
        return lo, hi

    def _tangent(self, z: object, fn: Fn, const: float, a: float) -> None:
        # const · e^L >= const · e^a (1 + L - a)
        scale = const * math.exp(a)
        self.lp.Add(z >= scale * (1 - a) + scale * self.log(fn))  # type: ignore[operator]

    def refine(self) -> None:
        """A tangent of each term at the LP optimum's exponent (read all, then add)."""
        chosen = {loop: [x.solution_value() for x in self.x[loop]] for loop in self.problem.loops}
        points = [sum(math.log(max(1e-300, fn(loop, o))) * w
                      for loop in self.problem.loops
                      for o, w in zip(self.problem.options[loop], chosen[loop]))
                  for _, fn, _ in self.terms]
        for (z, fn, const), a in zip(self.terms, points):
            self._tangent(z, fn, const, a)


def relaxation_bound(problem: Problem) -> int:
    """A lower bound (cycles) on the cost of every feasible tiling of ``problem``."""
    r = _Relaxation(problem)
    m = problem.machine
    lp = r.lp
    out = problem.output
    p = problem
    r.at_most(lambda loop, o: o.spatial, m.instances)
    for dim in problem.hw_dims:
        lp.Add(r.log(lambda loop, o, d=dim: o.primitive if o.dim == d else 1) <=
               sum(math.log(b.limits[dim]) * y for b, y in zip(problem.bindings, r.y)))

    def tile(t: Tensor, level: str) -> Fn:
        """Per-loop factor of the tile's distinct visits at ``level`` (extent x outer steps
        on the loops it depends on; a multi-loop index counts its widest loop's extent)."""
        widest: set[str] = set()
        single: set[str] = set()
        for row in t.rows:
            loops = [loop for a, loop in zip(row, p.loops) if a]
            if len(loops) == 1:
                single.add(loops[0])
            elif loops:
                widest.add(max(loops, key=lambda lp_: p.sizes[lp_]))
        ext = (lambda o: o.l2) if level == "l2" else (lambda o: o.l1)

        def fn(loop: str, o: LoopOption) -> float:
            value = ext(o) if loop in single or loop in widest else 1
            return value * (o.outer if loop in t.relevant else 1)
        return fn

    outer_bits = sum(t.bits * r.exp_term(tile(t, "l2"), 1.0) for t in problem.reads)
    outer_bits += out.bits * r.exp_term(tile(out, "l2"), 1.0)
    outer = outer_bits * (1.0 / (8 * float(m.backing_bandwidth)))
    steps: Fn = lambda loop, o: o.outer * o.inner  # noqa: E731

    if m.family in (Family.LOGIC_PUM, Family.DIGITAL_PIM):
        bs = m.bit_serial
        assert bs is not None
        lanes_of: Fn = lambda loop, o: o.primitive if o.dim in bs.lane_dims else 1  # noqa: E731
        k1_of: Fn = lambda loop, o: o.primitive if o.dim in bs.temporal else 1  # noqa: E731
        r.at_most(lanes_of, bs.lanes)
        room = max(1, bs.depth - bs.scratch)
        for t in problem.reads:
            r.at_most(lambda loop, o, t=t: k1_of(loop, o) * (o.inner if loop in t.relevant else 1),
                      room / t.bits)
        compute = r.exp_term(lambda loop, o: steps(loop, o) * k1_of(loop, o),
                             float(bs.multiply + bs.add))
        fill = sum(t.bits * r.exp_term(
            lambda loop, o, t=t: lanes_of(loop, o) * k1_of(loop, o) *
            ((o.inner * o.outer) if loop in t.relevant else 1), 1.0) for t in problem.reads)
        out_lanes = set(bs.lane_dims) - set(bs.spatial)
        fill += out.bits * r.exp_term(
            lambda loop, o: (o.primitive if o.dim in out_lanes else 1) *
            ((o.inner * o.outer) if loop in out.relevant else 1), 1.0)
        fill_time = fill * (1.0 / (8 * float(m.inner_bandwidth)))
        transfer = lp.NumVar(0, lp.infinity(), "")
        lp.Add(transfer >= outer)
        lp.Add(transfer >= fill_time)
        total = compute + transfer
    else:
        vec = m.vector
        assert vec is not None
        k_of: Fn = lambda loop, o: o.primitive if o.dim == vec.reduction else 1  # noqa: E731
        m_of: Fn = lambda loop, o: o.primitive if o.dim == vec.parallel else 1  # noqa: E731
        lows = []
        per_k = True
        for table in vec.latency.values():
            if table.constant is not None:
                lows.append(table.constant)
                per_k = False
            elif table.per_k is not None:
                lows.append(table.per_k)
            else:
                lows.append(0)
                per_k = False
        if per_k:
            compute = r.exp_term(lambda loop, o: steps(loop, o) * k_of(loop, o), float(min(lows)))
        else:
            compute = r.exp_term(steps, float(max(0, min(lows))))
        feed = 0.0
        if vec.fed:
            narrow = min(t.bits for t in problem.reads)
            feed = narrow * len(vec.fed) * r.exp_term(
                lambda loop, o: steps(loop, o) * k_of(loop, o), 1.0)
        feed += out.bits * r.exp_term(lambda loop, o: steps(loop, o) * m_of(loop, o), 1.0)
        feed_time = feed * (1.0 / (8 * float(m.inner_bandwidth)))
        if vec.registers:
            narrow = min(t.bits for t in problem.reads)
            r.at_most(k_of, vec.registers * vec.register_bits / narrow)
        # the output tile always sits in the buffer
        r.at_most(tile_l1(out, p), m.buffer_bits / out.bits)
        total = compute + feed_time + outer
    lp.Minimize(total)
    value = 0.0
    for _ in range(ROUNDS):  # each optimal round is a valid bound; tangents only raise it
        if lp.Solve() != pywraplp.Solver.OPTIMAL:
            break
        previous, value = value, max(value, lp.Objective().Value())
        if value <= previous * (1 + 1e-6):
            break
        r.refine()
    return max(0, math.floor(value * SAFETY))


def tile_l1(t: Tensor, p: Problem) -> Fn:
    """Per-loop factor of the tensor's tile in one buffer (widest loop of a multi-loop index)."""
    keep: set[str] = set()
    for row in t.rows:
        loops = [loop for a, loop in zip(row, p.loops) if a]
        if loops:
            keep.add(max(loops, key=lambda lp_: p.sizes[lp_]))

    def fn(loop: str, o: LoopOption) -> float:
        return o.l1 if loop in keep else 1
    return fn
