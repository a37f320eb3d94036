"""The tiling cost model: what one tiling of an operator costs on its PIM family, in cycles.

Every solver of :mod:`pimsolve.solve.tiling.cpsat` (CP-SAT, the GA, the template baselines) is judged
by :func:`evaluate`, and :func:`validate` recomputes a tiling from scratch without a solver.
docs/tiling.md states the formulas; in short, for a tiling with ``inv`` invocations per
instance (the product of every loop's ``inner · outer``):

* compute: ``inv ×`` the latency of one invocation (bit-serial: ``K1 (multiply + add) +
  ceil(log2 K2) reduce``; crossbar: the hwspec's ``mvmul`` latency; near-memory: ``K · mac``);
* outer traffic (backing store <-> all instances' buffers): per tensor, the bounding box of its
  tile over all instances times the number of times the loop order loads it; outputs pay the
  final write plus a write and a read of partial sums per extra visit;
* inner traffic: bit-serial arrays are filled lane by lane (operands replicated into every lane
  that uses them), vector primitives are fed their operands and drained per invocation, and a
  crossbar is programmed once per visit of its stationary tile.

bit-serial total = compute + max(outer, fill); crossbar and near-memory total = compute +
feed + programming + outer. All integer arithmetic; each time term is one ceil.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from pimsolve.hwspec.model import Family
from pimsolve.solve.tiling.problem import LoopOption, Problem, Tensor


@dataclass(frozen=True, slots=True)
class Tiling:
    """One point of the mapping space: a binding, a cut of every loop, a loop order."""

    binding: int  # index into Problem.bindings
    loops: tuple[LoopOption, ...]  # one per loop, in Problem.loops order
    order: tuple[int, ...]  # loop classes, outermost first (index into Problem.classes)

    def option(self, problem: Problem, loop: str) -> LoopOption:
        return self.loops[problem.loops.index(loop)]

    def as_dict(self, problem: Problem) -> dict[str, object]:
        binding = problem.bindings[self.binding]
        return {
            "binding": binding.label,
            "operands": dict(binding.operands),
            "loops": {loop: {"dim": o.dim, "primitive": o.primitive, "inner": o.inner,
                             "spatial": o.spatial, "outer": o.outer}
                      for loop, o in zip(problem.loops, self.loops)},
            "order": [list(problem.classes[i]) for i in self.order],
        }


@dataclass(frozen=True, slots=True)
class Cost:
    """Cycles of a tiling, split by where they go."""

    total: int
    compute: int
    outer: int  # backing store <-> buffers
    inner: int  # bit-serial fill, or vector feed/drain
    programming: int  # crossbar array writes
    invocations: int  # per instance
    instances: int  # instances used (product of the spatial factors)
    loads: Mapping[str, int] = field(default_factory=dict)  # tensor -> outer loads

    def as_dict(self) -> dict[str, object]:
        return {"total": self.total, "compute": self.compute, "outer": self.outer,
                "inner": self.inner, "programming": self.programming,
                "invocations": self.invocations, "instances": self.instances,
                "loads": dict(self.loads)}


@dataclass(frozen=True, slots=True)
class Validation:
    feasible: bool
    problems: tuple[str, ...]
    cost: Cost | None


def ceil_div(num: int, bandwidth: Fraction) -> int:
    """Cycles to move ``num`` bits at ``bandwidth`` bytes per cycle: ceil(num / (8 bw))."""
    den = 8 * bandwidth.numerator
    return -(-(num * bandwidth.denominator) // den)


def ceil_log2(n: int) -> int:
    return 0 if n <= 1 else (n - 1).bit_length()


# --- the model -------------------------------------------------------------------------------

def active_classes(problem: Problem, tiling: Tiling) -> tuple[bool, ...]:
    """Per class: does any of its loops take more than one outer step?"""
    outer = {loop: o.outer for loop, o in zip(problem.loops, tiling.loops)}
    return tuple(any(outer[loop] > 1 for loop in members) for members in problem.classes)


def counted(problem: Problem, tiling: Tiling, tensor: Tensor) -> frozenset[str]:
    """Loops whose outer steps reload ``tensor``'s tile under the tiling's loop order.

    A loop the tensor depends on always counts. A loop it does not depend on counts unless the
    tile stays put across it: that holds when every class inside it (in the order) is also
    independent of the tensor or takes a single outer step.
    """
    active = active_classes(problem, tiling)
    found: set[str] = set()
    order = tiling.order
    for pos, cls in enumerate(order):
        members = problem.classes[cls]
        depends = any(loop in tensor.relevant for loop in members)
        if depends:
            found.update(members)
            continue
        inner = order[pos + 1:]
        if any(active[h] and any(loop in tensor.relevant for loop in problem.classes[h])
               for h in inner):
            found.update(members)
    return frozenset(found)


def loads(problem: Problem, tiling: Tiling, tensor: Tensor) -> int:
    keep = counted(problem, tiling, tensor)
    return math.prod(o.outer for loop, o in zip(problem.loops, tiling.loops) if loop in keep)


def evaluate(problem: Problem, tiling: Tiling) -> Cost:
    """The cost of a tiling (feasible or not; :func:`validate` checks feasibility)."""
    m = problem.machine
    loops = problem.loops
    opts = dict(zip(loops, tiling.loops))
    binding = problem.bindings[tiling.binding]
    out = problem.output
    e2 = {loop: o.l2 for loop, o in opts.items()}
    t_out = math.prod(o.outer for o in tiling.loops)
    t_in = math.prod(o.inner for o in tiling.loops)
    inv = t_out * t_in
    used = math.prod(o.spatial for o in tiling.loops)
    prim = {d: math.prod(o.primitive for o in tiling.loops if o.dim == d) for d in problem.hw_dims}
    load = {t.name: loads(problem, tiling, t) for t in problem.tensors}
    distinct = math.prod(opts[loop].outer for loop in out.relevant)
    split = math.prod(opts[loop].spatial for loop in loops if loop not in out.relevant)

    # outer traffic: backing store <-> every instance's buffer
    outer_bits = sum(t.extent(e2, loops) * t.bits * load[t.name] for t in problem.reads)
    outer_bits += out.extent(e2, loops) * (out.bits * distinct + 2 * m.acc_bits * (
        load[out.name] * split - distinct))
    outer = ceil_div(outer_bits, m.backing_bandwidth)

    if m.family in (Family.LOGIC_PUM, Family.DIGITAL_PIM):
        bs = m.bit_serial
        assert bs is not None
        k1 = math.prod(prim[d] for d in bs.temporal)
        k2 = math.prod(prim[d] for d in bs.spatial)
        lanes = math.prod(prim[d] for d in bs.lane_dims)
        m_out = math.prod(prim[d] for d in bs.lane_dims if d not in bs.spatial)
        compute = inv * (k1 * (bs.multiply + bs.add) + ceil_log2(k2) * bs.reduce)
        fill_bits = 0
        for t in problem.reads:
            cells = t.bits * k1 * math.prod(opts[loop].inner for loop in t.relevant)
            fill_bits += lanes * cells * load[t.name]
        slots = m_out * math.prod(opts[loop].inner for loop in out.relevant)
        fill_bits += slots * (out.bits * distinct + 2 * m.acc_bits * (load[out.name] - distinct))
        inner = ceil_div(fill_bits, m.inner_bandwidth)
        return Cost(compute + max(outer, inner), compute, outer, inner, 0, inv, used, load)

    vec = m.vector
    assert vec is not None
    tensor_of = {o: t for t, o in binding.operands.items()}
    k, mm = prim[vec.reduction], prim[vec.parallel]
    compute = inv * vec.latency[tiling.binding].at(k, mm)
    bits = {t.name: t.bits for t in problem.tensors}
    feed_bits = sum(inv * k * bits[tensor_of[o]] for o in vec.fed)
    distinct_inv = math.prod(opts[loop].outer * opts[loop].inner for loop in out.relevant)
    feed_bits += mm * bits[out.name] * (2 * inv - distinct_inv)
    inner = ceil_div(feed_bits, m.inner_bandwidth)
    programming = 0
    if vec.in_array is not None:
        stationary = problem.tensor(tensor_of[vec.in_array])
        programming = load[stationary.name] * vec.write[tiling.binding].at(k, mm)
    return Cost(compute + inner + programming + outer, compute, outer, inner, programming, inv,
                used, load)


def validate(problem: Problem, tiling: Tiling) -> Validation:
    """Recompute feasibility and cost of a tiling without a solver (one line per problem)."""
    problems: list[str] = []
    m = problem.machine
    if not 0 <= tiling.binding < len(problem.bindings):
        return Validation(False, (f"binding index {tiling.binding} out of range",), None)
    if len(tiling.loops) != len(problem.loops):
        return Validation(False, ("one loop option per loop expected",), None)
    if sorted(tiling.order) != list(range(len(problem.classes))):
        return Validation(False, (f"order {tiling.order} is not a permutation of the "
                                  f"{len(problem.classes)} loop classes",), None)
    binding = problem.bindings[tiling.binding]
    for loop, o in zip(problem.loops, tiling.loops):
        n = problem.sizes[loop]
        if min(o.primitive, o.inner, o.spatial, o.outer) < 1:
            problems.append(f"loop {loop}: factors must be positive, got {o.text()}")
            continue
        if o.outer != -(-n // (o.primitive * o.inner * o.spatial)):
            problems.append(f"loop {loop}: outer {o.outer} != ceil({n} / {o.l2})")
        if o.dim != binding.dims.get(loop):
            problems.append(f"loop {loop}: bound to {o.dim}, the binding says "
                            f"{binding.dims.get(loop)}")
        if o.dim is None and o.primitive != 1:
            problems.append(f"loop {loop}: unbound but primitive {o.primitive} > 1")
    prim = {d: math.prod(o.primitive for o in tiling.loops if o.dim == d) for d in problem.hw_dims}
    for d, limit in binding.limits.items():
        if prim[d] > limit:
            problems.append(f"hardware dim {d}: primitive extent {prim[d]} > limit {limit}")
    used = math.prod(o.spatial for o in tiling.loops)
    if used > m.instances:
        problems.append(f"spatial: {used} instances > {m.instances}")
    opts = dict(zip(problem.loops, tiling.loops))
    if m.family in (Family.LOGIC_PUM, Family.DIGITAL_PIM):
        bs = m.bit_serial
        assert bs is not None
        lanes = math.prod(prim[d] for d in bs.lane_dims)
        if lanes > bs.lanes:
            problems.append(f"lanes: {lanes} used > {bs.lanes}")
        depth = bit_serial_depth(problem, tiling)
        if depth > bs.depth:
            problems.append(f"cells per lane: {depth} used > {bs.depth}")
    else:
        vec = m.vector
        assert vec is not None
        tensor_of = {o: t for t, o in binding.operands.items()}
        e1 = {loop: o.l1 for loop, o in opts.items()}
        buffered = {tensor_of[o] for o in vec.buffered_out}
        need = sum(t.extent(e1, problem.loops) * t.bits for t in problem.tensors
                   if t.name in buffered)
        if need > m.buffer_bits:
            problems.append(f"buffer: tile needs {need} bits > {m.buffer_bits}")
        if vec.in_array is not None:
            stationary = problem.tensor(tensor_of[vec.in_array])
            bad = [loop for loop in stationary.relevant if opts[loop].inner > 1]
            if bad:
                problems.append(f"crossbar: inner steps on loops of the stationary tensor "
                                f"({', '.join(bad)}) would reprogram the array inside a tile")
        if vec.registers:
            regs = registers_used(problem, tiling)
            if regs > vec.registers:
                problems.append(f"registers: {regs} used > {vec.registers}")
    cost = evaluate(problem, tiling)
    return Validation(not problems, tuple(problems), cost)


def bit_serial_depth(problem: Problem, tiling: Tiling) -> int:
    """Cells per lane a bit-serial tiling uses: its operands over the buffer tile, the
    accumulators of its distinct outputs, and the scratch cells."""
    bs = problem.machine.bit_serial
    assert bs is not None
    opts = dict(zip(problem.loops, tiling.loops))
    k1 = math.prod(o.primitive for o in tiling.loops if o.dim in bs.temporal)
    cells = bs.scratch
    for t in problem.reads:
        cells += t.bits * k1 * math.prod(opts[loop].inner for loop in t.relevant)
    out = problem.output
    cells += problem.machine.acc_bits * math.prod(opts[loop].inner for loop in out.relevant)
    return cells


def registers_used(problem: Problem, tiling: Tiling) -> int:
    """Near-memory registers for one invocation: register operands and the partial sums."""
    vec = problem.machine.vector
    assert vec is not None
    binding = problem.bindings[tiling.binding]
    tensor_of = {o: t for t, o in binding.operands.items()}
    k = math.prod(o.primitive for o in tiling.loops if o.dim == vec.reduction)
    mm = math.prod(o.primitive for o in tiling.loops if o.dim == vec.parallel)
    bits = {t.name: t.bits for t in problem.tensors}
    regs = sum(-(-k * bits[tensor_of[o]] // vec.register_bits) for o in vec.fed)
    return regs + -(-mm * bits[problem.output.name] // vec.register_bits)
