"""The CP-SAT model of tiling one operator on a PIM family (ARES §V: binding + scheduling).

In: a :class:`~pimsolve.solve.tiling.problem.Problem` (operator, bindings, loop cuts, loop
classes, the family's numbers). Out, from :func:`build_model`: the model, its
:class:`~pimsolve.solve.tiling.variables.TilingVars` and the objective (total cycles).

The model chooses, with one Boolean per alternative:

* a binding (operand map and loop -> hardware dimension),
* per loop one cut ``(dim, primitive, inner, spatial, outer)``, consistent with the binding,
* a loop order (a permutation of the loop classes at the backing-store level),

and minimizes exactly the cost of :func:`pimsolve.solve.tiling.cost.evaluate`: products of the
per-loop factors are ``AddMultiplicationEquality`` chains, each time term one exact ceil. So
the objective equals the validator's total for every solution, optimal or not.

Constraint families (each ``add_<family>(model, v, problem)``, returning its objective term):
choices, spatial instances, size limits, loads (loop order), outer traffic, and one per PIM
family (bit-serial; vector primitives for crossbars and near-memory).
:mod:`pimsolve.solve.tiling.cpsat` solves it.

To add a PIM family: a ``Machine`` part in :mod:`~pimsolve.solve.tiling.problem`, its cost in
``cost.evaluate`` and ``cost.validate``, an ``add_<family>`` here (called from
:func:`build_model`), a template in :mod:`~pimsolve.solve.tiling.baseline`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ortools.sat.python import cp_model

from pimsolve.hwspec.model import Family
from pimsolve.solve.tiling.cost import Tiling
from pimsolve.solve.tiling.problem import LatencyTable, LoopOption, Problem, Tensor
from pimsolve.solve.tiling.variables import LOG_SCALE, TilingVars, ceil_time, sum_var, upper


def add_choices(model: cp_model.CpModel, v: TilingVars, problem: Problem) -> None:
    """One binding, one loop order, one cut per loop; a loop's cut uses its binding's dim."""
    model.AddExactlyOne(v.binding)
    model.AddExactlyOne(v.order)
    for loop in problem.loops:
        model.AddExactlyOne(v.choice[loop])
        dims = dict.fromkeys(o.dim for o in problem.options[loop])  # in option order
        for dim in dims:
            chosen = [y for b, y in zip(problem.bindings, v.binding) if b.dims.get(loop) == dim]
            model.Add(v.bound_to(loop, dim) == sum(chosen))
        for i, b in enumerate(problem.bindings):
            if b.dims.get(loop) not in dims:
                model.Add(v.binding[i] == 0)


def add_symmetry_breaking(model: cp_model.CpModel, v: TilingVars, problem: Problem) -> None:
    """A loop bound to a dim with primitive 1 costs what the same cut unbound costs; such
    loops only keep a binding's kind of dim (parallel, reduction) covered. Allow one per kind,
    and none when another loop of that kind has a primitive of 2 or more (the binding without
    them is also enumerated: same limits, same cost)."""
    kinds = [set(d for d in problem.hw_dims if any(d in b.limits for b in problem.bindings)
                 and _is_parallel(problem, d) == par) for par in (True, False)]
    for kind in kinds:
        if not kind:
            continue
        ones = [x for loop in problem.loops for o, x in zip(problem.options[loop], v.choice[loop])
                if o.dim in kind and o.primitive == 1]
        wide = [x for loop in problem.loops for o, x in zip(problem.options[loop], v.choice[loop])
                if o.dim in kind and o.primitive > 1]
        if not ones:
            continue
        big = model.NewBoolVar(f"wide[{','.join(sorted(kind))}]")
        for x in wide:
            model.AddImplication(x, big)
        model.Add(big <= sum(wide))
        model.Add(sum(ones) + big <= 1)


def _is_parallel(problem: Problem, dim: str) -> bool:
    """Parallel dims come first in Problem.hw_dims; the output is indexed by them."""
    machine = problem.machine
    if machine.bit_serial is not None:
        return dim in machine.bit_serial.lane_dims and dim not in machine.bit_serial.spatial
    assert machine.vector is not None
    return dim == machine.vector.parallel


def primitive(v: TilingVars, problem: Problem, dims: Iterable[str], name: str) -> Any:
    """Product of the primitive extents of the loops bound to ``dims``."""
    wanted = tuple(dims)
    return v.product(name, [v.per_option(loop, f"prim-{'.'.join(wanted)}",
                                         lambda o: o.primitive if o.dim in wanted else 1)
                            for loop in problem.loops])


def add_size_limits(model: cp_model.CpModel, v: TilingVars, problem: Problem) -> dict[str, Any]:
    """Per hardware dim: the product of its loops' primitives within the binding's limit."""
    prim: dict[str, Any] = {}
    for dim in problem.hw_dims:
        prim[dim] = primitive(v, problem, [dim], f"primitive[{dim}]")
        limits = [b.limits[dim] for b in problem.bindings]
        model.Add(prim[dim] <= sum(lim * y for lim, y in zip(limits, v.binding)))
        v.log_at_most(prim[dim], sum(math.floor(LOG_SCALE * math.log(lim)) * y
                                     for lim, y in zip(limits, v.binding)))
    return prim


def add_spatial(model: cp_model.CpModel, v: TilingVars, problem: Problem) -> Any:
    used = v.product("instances", [v.per_option(loop, "spatial", lambda o: o.spatial)
                                   for loop in problem.loops])
    model.Add(used <= problem.machine.instances)
    v.log_at_most(used, problem.machine.instances)
    return used


def add_loads(model: cp_model.CpModel, v: TilingVars, problem: Problem) -> None:
    """counted[T, g]: whether the outer steps of loop class g reload tensor T's tile.

    A class T depends on always does. Another one does unless every class inside it in the
    order is independent of T too or takes a single outer step (``active`` is false).
    """
    active = []
    for members in problem.classes:
        act = model.NewBoolVar(f"active[{','.join(members)}]")
        excess = sum(v.trips(loop) - 1 for loop in members)
        model.Add(excess >= 1).OnlyEnforceIf(act)
        model.Add(excess == 0).OnlyEnforceIf(act.Not())
        active.append(act)
    any_active: dict[frozenset[int], Any] = {}

    def blocked(classes: frozenset[int]) -> Any:
        if classes not in any_active:
            var = model.NewBoolVar("any-active[" + ",".join(map(str, sorted(classes))) + "]")
            model.AddMaxEquality(var, [active[h] for h in classes])
            any_active[classes] = var
        return any_active[classes]

    for tensor in problem.tensors:
        depends = [any(loop in tensor.relevant for loop in members) for members in problem.classes]
        for g, members in enumerate(problem.classes):
            if depends[g] or all(problem.sizes[loop] == 1 for loop in members):
                continue
            terms = []
            for s, order in zip(v.order, problem.orders):
                inside = frozenset(h for h in order[order.index(g) + 1:] if depends[h])
                if not inside:
                    continue
                both = model.NewBoolVar(f"reload[{tensor.name},{g},{problem.order_text(order)}]")
                model.AddBoolAnd([s, blocked(inside)]).OnlyEnforceIf(both)
                model.AddBoolOr([s.Not(), blocked(inside).Not()]).OnlyEnforceIf(both.Not())
                terms.append(both)
            if terms:
                cnt = model.NewBoolVar(f"counted[{tensor.name},{','.join(members)}]")
                model.Add(cnt == sum(terms))
                v.counted[(tensor.name, g)] = cnt


def add_outer_traffic(model: cp_model.CpModel, v: TilingVars, problem: Problem) -> Any:
    """Cycles between the backing store and the instances' buffers."""
    m = problem.machine
    out = problem.output
    terms: list[tuple[int, Any]] = [(t.bits, v.tile_reloads(t, "l2")) for t in problem.reads]
    final = v.tile_reloads(out, "l2", distinct=True)
    # partial sums: every visit of an output tile, once per instance splitting its reduction
    visits = v.tile_reloads(out, "l2", free=lambda o: o.spatial, free_name="spatial")
    model.Add(visits >= final)
    for _, x in terms:
        v.tangent_cuts(x)
    v.tangent_cuts(final)
    terms += [(out.bits - 2 * m.acc_bits, final), (2 * m.acc_bits, visits)]
    bits = sum_var(model, "outer-bits", terms)
    return ceil_time(model, "outer-cycles", bits, m.backing_bandwidth)


def add_bit_serial(model: cp_model.CpModel, v: TilingVars, problem: Problem,
                   prim: Mapping[str, Any], outer: Any) -> Any:
    """Bit-serial arrays: lanes, cells per lane, compute, fill; returns the total."""
    m = problem.machine
    bs = m.bit_serial
    assert bs is not None
    out = problem.output
    k1 = primitive(v, problem, bs.temporal, "K1")
    k2 = primitive(v, problem, bs.spatial, "K2")
    lanes = primitive(v, problem, bs.lane_dims, "lanes")
    model.Add(lanes <= bs.lanes)
    temporal, lane_dims = set(bs.temporal), set(bs.lane_dims)
    out_lanes = set(bs.lane_dims) - set(bs.spatial)

    def cells(t: Tensor) -> Any:  # K1 · Π_{l in rel T} inner
        return v.product(f"cells[{t.name}]", [v.per_option(
            loop, f"cells-{t.name}", lambda o, rel=loop in t.relevant:
            (o.primitive if o.dim in temporal else 1) * (o.inner if rel else 1))
            for loop in problem.loops])

    slots = v.product("result-slots", [v.per_option(loop, "inner", lambda o: o.inner)
                                       for loop in problem.loops if loop in out.relevant])
    model.Add(bs.scratch + sum(t.bits * cells(t) for t in problem.reads) + m.acc_bits * slots
              <= bs.depth)
    room = max(1, bs.depth - bs.scratch)
    v.log_at_most(lanes, bs.lanes)
    for t in problem.reads:
        v.log_at_most(cells(t), max(1, room // t.bits))
    v.log_at_most(slots, max(1, room // m.acc_bits))
    # ceil(log2 K2): count the powers of two K2 exceeds
    lg_terms = []
    for j in range(max(1, upper(k2)).bit_length()):
        if upper(k2) <= 1 << j:
            break
        above = model.NewBoolVar(f"K2>{1 << j}")
        model.Add(k2 >= (1 << j) + 1).OnlyEnforceIf(above)
        model.Add(k2 <= 1 << j).OnlyEnforceIf(above.Not())
        lg_terms.append(above)
    latency = sum_var(model, "invocation-cycles",
                       [(bs.multiply + bs.add, k1)] + [(bs.reduce, x) for x in lg_terms])
    steps = v.product("invocations", [v.per_option(loop, "steps", lambda o: o.outer * o.inner)
                                      for loop in problem.loops])
    compute = v.product("compute-cycles", [steps, latency])
    v.same_logs(compute, steps, k1)
    v.tangent_cuts(compute, factor=bs.multiply + bs.add)
    fill: list[tuple[int, Any]] = []
    for t in problem.reads:
        factors = [v.composite(t, loop, f"fill-{t.name}", lambda o, rel=loop in t.relevant:
                               (o.primitive if o.dim in lane_dims or o.dim in temporal else 1)
                               * (o.inner if rel else 1))
                   for loop in problem.loops]
        fill.append((t.bits, v.product(f"fill[{t.name}]", factors)))

    def slot_fn(o: LoopOption, loop: str) -> int:
        return (o.primitive if o.dim in out_lanes else 1) * (o.inner if loop in out.relevant else 1)

    final = v.product("fill-final", [v.per_option(
        loop, "slots·distinct", lambda o, loop=loop: slot_fn(o, loop) *
        (o.outer if loop in out.relevant else 1)) for loop in problem.loops])
    visits = v.product("fill-visits", [v.composite(out, loop, "slots", lambda o, loop=loop:
                                                   slot_fn(o, loop)) for loop in problem.loops])
    model.Add(visits >= final)
    for _, x in fill:
        v.tangent_cuts(x)
    v.tangent_cuts(final)
    fill += [(out.bits - 2 * m.acc_bits, final), (2 * m.acc_bits, visits)]
    fill_bits = sum_var(model, "fill-bits", fill)
    fill_time = ceil_time(model, "fill-cycles", fill_bits, m.inner_bandwidth)
    transfer = model.NewIntVar(0, max(upper(fill_time), upper(outer)), "transfer-cycles")
    model.AddMaxEquality(transfer, [fill_time, outer])
    v.parts = {"compute": compute, "outer": outer, "inner": fill_time}
    return sum_var(model, "total-cycles", [(1, compute), (1, transfer)])


def add_vector(model: cp_model.CpModel, v: TilingVars, problem: Problem,
               prim: Mapping[str, Any], outer: Any) -> Any:
    """Crossbar and near-memory primitives: buffer, registers, compute, feed, programming."""
    m = problem.machine
    vec = m.vector
    assert vec is not None
    out = problem.output
    k, mm = prim[vec.reduction], prim[vec.parallel]
    steps = v.product("invocations", [v.per_option(loop, "steps", lambda o: o.outer * o.inner)
                                      for loop in problem.loops])
    bits = {t.name: t.bits for t in problem.tensors}

    def by_binding(key: Callable[[int, Any], Any]) -> dict[Any, Any]:
        groups: dict[Any, list[Any]] = {}
        for i, (b, y) in enumerate(zip(problem.bindings, v.binding)):
            groups.setdefault(key(i, b), []).append(y)
        chosen = {}
        for value, ys in groups.items():
            if len(groups) == 1:
                chosen[value] = 1
            else:
                var = model.NewBoolVar(f"group[{value}]")
                model.Add(var == sum(ys))
                chosen[value] = var
        return chosen

    def when(constraint: Any, chosen: Any) -> None:
        if not isinstance(chosen, int):
            constraint.OnlyEnforceIf(chosen)

    # invocation latency, per distinct latency form
    latency = model.NewIntVar(0, _latencyupper(vec.latency.values(), k, mm), "invocation-cycles")
    for table, chosen in by_binding(lambda i, b: vec.latency[i]).items():
        when(model.Add(latency == _latency_var(model, v, table, k, mm, "mvm")), chosen)
    compute = v.product("compute-cycles", [steps, latency])
    lows = [_latency_low(t) for t in vec.latency.values()]
    if all(kind == "const" for kind, _ in lows):
        v.same_logs(compute, steps)
        v.tangent_cuts(compute, factor=max(1, min(c for _, c in lows)))
    elif all(kind == "per_k" for kind, _ in lows):
        v.same_logs(compute, steps, k)
        v.tangent_cuts(compute, factor=max(1, min(c for _, c in lows)))

    # operand feed and result drain between the buffer and the primitive
    feed: list[tuple[int, Any]] = []
    if vec.fed:
        fed_bits = model.NewIntVar(0, max(bits.values()) * len(vec.fed), "fed-bits")
        for value, chosen in by_binding(lambda i, b: sum(
                bits[{o: t for t, o in b.operands.items()}[o]] for o in vec.fed)).items():
            when(model.Add(fed_bits == value), chosen)
        fed = v.product("fed-elements", [v.per_option(
            loop, "steps·K", lambda o: o.outer * o.inner *
            (o.primitive if o.dim == vec.reduction else 1)) for loop in problem.loops])
        v.tangent_cuts(fed)
        feed.append((1, v.product("fed-bits-total", [fed, fed_bits])))
    drains = v.product("drains", [v.per_option(
        loop, "steps·M", lambda o: o.outer * o.inner *
        (o.primitive if o.dim == vec.parallel else 1)) for loop in problem.loops])
    firsts = v.product("first-drains", [v.per_option(
        loop, "M·distinct", lambda o, rel=loop in out.relevant:
        (o.primitive if o.dim == vec.parallel else 1) * (o.outer * o.inner if rel else 1))
        for loop in problem.loops])
    model.Add(drains >= firsts)
    v.tangent_cuts(drains)
    feed += [(2 * bits[out.name], drains), (-bits[out.name], firsts)]
    feed_bits = sum_var(model, "feed-bits", feed)
    inner = ceil_time(model, "feed-cycles", feed_bits, m.inner_bandwidth)

    # buffer capacity (and, for a crossbar, the array's stationary tile)
    l1 = {t.name: v.tile_l1(t) for t in problem.tensors}
    programming: Any = 0
    groups = by_binding(lambda i, b: (b.stationary, vec.write[i]))
    parts = []
    for (stationary, write), chosen in groups.items():
        buffered = [t for t in problem.tensors if vec.in_array is None or t.name != stationary]
        when(model.Add(sum(t.bits * l1[t.name] for t in buffered) <= m.buffer_bits), chosen)
        for t in buffered:
            v.log_at_most(l1[t.name], max(1, m.buffer_bits // t.bits), chosen)
        if vec.in_array is not None:
            relevant = problem.tensor(stationary).relevant
            for loop in [loop for loop in problem.loops if loop in relevant]:
                inner_steps = v.per_option(loop, "inner", lambda o: o.inner)
                if not isinstance(inner_steps, int):
                    when(model.Add(inner_steps == 1), chosen)
            per_write = _latency_var(model, v, write, k, mm, f"write[{stationary}]")
            loads = v.loads(problem.tensor(stationary))
            parts.append((chosen, v.product(f"programming[{stationary}]", [loads, per_write])))
    if parts:
        programming = model.NewIntVar(0, max(upper(p) for _, p in parts), "programming-cycles")
        for chosen, value in parts:
            when(model.Add(programming == value), chosen)
    if vec.registers:
        for widths, chosen in by_binding(lambda i, b: tuple(
                bits[{o: t for t, o in b.operands.items()}[o]] for o in vec.fed)).items():
            regs = []
            for j, width in enumerate(widths):
                r = model.NewIntVar(0, -(-upper(k) * width // vec.register_bits), f"registers[{j}]")
                model.Add(r * vec.register_bits >= k * width)
                model.Add(r * vec.register_bits <= k * width + vec.register_bits - 1)
                regs.append(r)
            width = bits[out.name]
            r_out = model.NewIntVar(0, -(-upper(mm) * width // vec.register_bits), "registers[out]")
            model.Add(r_out * vec.register_bits >= mm * width)
            model.Add(r_out * vec.register_bits <= mm * width + vec.register_bits - 1)
            when(model.Add(sum(regs) + r_out <= vec.registers), chosen)
    v.parts = {"compute": compute, "outer": outer, "inner": inner, "programming": programming}
    return sum_var(model, "total-cycles", [(1, compute), (1, inner), (1, programming),
                                            (1, outer)])


def _latency_low(table: LatencyTable) -> tuple[str, int]:
    if table.constant is not None:
        return "const", table.constant
    if table.per_k is not None:
        return "per_k", table.per_k
    return "other", 0


def _latencyupper(tables: Iterable[LatencyTable], k: Any, mm: Any) -> int:
    best = 0
    for t in tables:
        if t.constant is not None:
            best = max(best, t.constant)
        elif t.per_k is not None:
            best = max(best, t.per_k * upper(k))
        elif t.per_km is not None:
            best = max(best, math.ceil(t.per_km * upper(k) * upper(mm)))
        else:
            assert t.table is not None
            best = max(best, max(max(row) for row in t.table))
    return best


def _latency_var(model: cp_model.CpModel, v: TilingVars, table: LatencyTable, k: Any, mm: Any,
                 name: str) -> Any:
    if table.constant is not None:
        return table.constant
    if table.per_k is not None:
        return sum_var(model, f"{name}-cycles", [(table.per_k, k)])
    if table.per_km is not None:
        km = v.product(f"{name}-KM", [k, mm])
        num, den = table.per_km.numerator, table.per_km.denominator
        var = model.NewIntVar(0, -(-upper(km) * num // den), f"{name}-cycles")
        model.Add(var * den >= km * num)
        model.Add(var * den <= km * num + den - 1)
        return var
    assert table.table is not None
    width = len(table.table[0])
    flat = [x for row in table.table for x in row]
    # clamp K and M into the table: another binding's tile may be larger (not chosen then)
    k_in = model.NewIntVar(0, len(table.table) - 1, f"{name}-K")
    m_in = model.NewIntVar(0, width - 1, f"{name}-M")
    model.AddMinEquality(k_in, [k, len(table.table) - 1])
    model.AddMinEquality(m_in, [mm, width - 1])
    index = model.NewIntVar(0, len(flat) - 1, f"{name}-index")
    model.Add(index == k_in * width + m_in)
    var = model.NewIntVar(min(flat), max(flat), f"{name}-cycles")
    model.AddElement(index, flat, var)
    return var


def build_model(problem: Problem, ceiling: int = 0, symmetry: bool = True
                ) -> tuple[cp_model.CpModel, TilingVars, Any]:
    """The CP-SAT model; ``ceiling`` (a known tiling's cost) caps the objective; ``symmetry``
    adds :func:`add_symmetry_breaking` (off: every tiling of the space stays feasible)."""
    model = cp_model.CpModel()
    v = TilingVars(model, problem)
    v.ceiling = ceiling
    add_choices(model, v, problem)
    if symmetry:
        add_symmetry_breaking(model, v, problem)
    prim = add_size_limits(model, v, problem)
    add_spatial(model, v, problem)
    add_loads(model, v, problem)
    outer = add_outer_traffic(model, v, problem)
    if problem.family in (Family.LOGIC_PUM, Family.DIGITAL_PIM):
        total = add_bit_serial(model, v, problem, prim, outer)
    else:
        total = add_vector(model, v, problem, prim, outer)
    if ceiling:
        model.Add(total <= ceiling)
    model.Minimize(total)
    return model, v, total


def canonical(problem: Problem, tiling: Tiling) -> Tiling:
    """The same-cost tiling :func:`add_symmetry_breaking` admits: loops bound with primitive
    1 are unbound, except one per kind of dim when no loop of that kind is wider."""
    loops = list(tiling.loops)
    for parallel in (True, False):
        kind = [j for j, o in enumerate(loops) if o.dim is not None
                and _is_parallel(problem, o.dim) == parallel]
        wide = any(loops[j].primitive > 1 for j in kind)
        ones = [j for j in kind if loops[j].primitive == 1]
        for j in ones[0 if wide else 1:]:
            o = loops[j]
            loops[j] = LoopOption(None, 1, o.inner, o.spatial, o.outer)
    old = problem.bindings[tiling.binding]
    dims = {loop: o.dim for loop, o in zip(problem.loops, loops) if o.dim is not None}
    for i, b in enumerate(problem.bindings):
        if dict(b.dims) == dims and dict(b.operands) == dict(old.operands):
            if all(o in problem.options[loop] for loop, o in zip(problem.loops, loops)):
                return Tiling(i, tuple(loops), tiling.order)
    return tiling
