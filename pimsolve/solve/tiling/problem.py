"""The tiling problem: one operator on one hwspec, reduced to the numbers the models need.

In: an :class:`~pimsolve.ir.opdesc.OpDescription` with known extents and a loaded
:class:`~pimsolve.hwspec.model.HwSpec` of any family. Out: a :class:`Problem` value holding

* the operator: loops and extents, and per tensor its precision, the absolute coefficients of
  its access matrix and the loops it depends on (reuse, ARES Eq. 5);
* the bindings (:func:`pimsolve.bind.bindings.enumerate_bindings`: operand map and loop ->
  hardware dimension), with per-dimension size limits from the memory abstraction and the
  family (lanes of a bit-serial array, SIMD width of a near-memory unit);
* per loop, the tile choices ``(dim, primitive, inner, spatial, outer)`` (see
  :class:`LoopOption`), pruned to those no other choice dominates;
* the loop classes (loops with the same reuse pattern) whose permutations are the loop orders;
* a :class:`Machine`: the family's numbers (instances, bandwidths, capacities, latencies),
  evaluated at the operator's precisions.

The cost model over this value is :mod:`pimsolve.solve.tiling.cost`; docs/tiling.md has the
formulas. Everything is exact integers or fractions, so the CP-SAT model and the solver-free
validator agree to the cycle.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from pimsolve.bind.bindings import (binding_obstacles, enumerate_bindings, equation_of, size_limits,
                                    tensor_bits)
from pimsolve.errors import BadInputError, InfeasibleError
from pimsolve.hwspec.affine import LayoutError, compute_symbol_values, layout_capacity
from pimsolve.hwspec.expr import Formula
from pimsolve.hwspec.model import Family, HwSpec, Source

MAX_OPTIONS_PER_LOOP = 4000  # safety net against pathological extents


@dataclass(frozen=True, slots=True)
class Tensor:
    """One tensor of the operator as the cost model sees it."""

    name: str  # input | weight | output | other
    write: bool
    bits: int
    rows: tuple[tuple[int, ...], ...]  # |access matrix|: one row per tensor index, one entry per loop
    relevant: frozenset[str]  # loops indexing the tensor (it is reused along the others)

    def extent(self, extents: Mapping[str, int], loops: tuple[str, ...]) -> int:
        """Elements of the bounding box the tensor's tile spans when loop ``l`` covers
        ``extents[l]`` consecutive values: the product over indices of 1 + Σ|a|(e - 1)."""
        total = 1
        for row in self.rows:
            total *= 1 + sum(a * (extents[loop] - 1) for a, loop in zip(row, loops) if a)
        return total


@dataclass(frozen=True, slots=True)
class LoopOption:
    """How one loop of extent N is cut: N <= primitive · inner · spatial · outer.

    ``primitive`` iterations run inside one compute invocation (bound to hardware dimension
    ``dim``; 1 when unbound), ``inner`` invocations in sequence on one instance within a tile of
    the instance's buffer (L1), ``spatial`` instances in parallel, ``outer`` tiles in sequence
    from the backing store (L2). outer = ceil(N / (primitive · inner · spatial)).
    """

    dim: str | None
    primitive: int
    inner: int
    spatial: int
    outer: int

    @property
    def l1(self) -> int:
        """Extent of the loop in one instance's buffer tile."""
        return self.primitive * self.inner

    @property
    def l2(self) -> int:
        """Extent of the loop in one tile across all instances."""
        return self.primitive * self.inner * self.spatial

    def text(self) -> str:
        return f"{self.dim or '-'}:{self.primitive}x{self.inner}x{self.spatial}x{self.outer}"


@dataclass(frozen=True, slots=True)
class BindingChoice:
    """One binding of the operator (ARES Eq. 3: operands, dimensions, sizes)."""

    label: str
    operands: Mapping[str, str]  # tensor -> hardware operand
    dims: Mapping[str, str]  # bound loop -> hardware dimension
    stationary: str  # tensor held by the hardware's stationary operand
    limits: Mapping[str, int]  # hardware dimension -> largest product of its loops' primitives


@dataclass(frozen=True, slots=True)
class LatencyTable:
    """A latency as a function of the primitive's extents K (reduction) and M (parallel).

    Exactly one form is set: a constant, ``per_k · K``, ``ceil(per_km · K · M)``, or a table
    ``[K][M]`` (K and M from 0) for any other formula.
    """

    constant: int | None = None
    per_k: int | None = None
    per_km: Fraction | None = None
    table: tuple[tuple[int, ...], ...] | None = None

    def at(self, k: int, m: int) -> int:
        if self.constant is not None:
            return self.constant
        if self.per_k is not None:
            return self.per_k * k
        if self.per_km is not None:
            return math.ceil(self.per_km * k * m)
        assert self.table is not None
        row = self.table[min(k, len(self.table) - 1)]  # beyond the limit only when infeasible
        return row[min(m, len(row) - 1)]


@dataclass(frozen=True, slots=True)
class BitSerialNumbers:
    lanes: int  # cells along the lane axis of one array (bit lines for logic PUM)
    depth: int  # cells along each lane (rows)
    lane_dims: tuple[str, ...]  # hardware dims laid across lanes (parallel + spatial reduction)
    temporal: tuple[str, ...]  # reduction dims reduced in time (k1)
    spatial: tuple[str, ...]  # reduction dims reduced across lanes (k2)
    scratch: int  # cells per lane for temporaries
    multiply: int  # cycles
    add: int
    reduce: int


@dataclass(frozen=True, slots=True)
class VectorNumbers:
    """Crossbar and near-memory primitives: Dst[m] = MAC(Src1[m,k], Src2[k]) fed from L1."""

    parallel: str  # m
    reduction: str  # k
    fed: tuple[str, ...]  # hardware input operands delivered from L1 per invocation
    in_array: str | None  # crossbar: the operand programmed into the array (None for PNM)
    buffered_out: tuple[str, ...]  # hardware operands whose tensors live in L1 (capacity)
    latency: Mapping[int, LatencyTable]  # binding index -> invocation latency
    write: Mapping[int, LatencyTable]  # binding index -> array programming latency (crossbar)
    registers: int  # PNM: registers per unit (0: no register file limit)
    register_bits: int


@dataclass(frozen=True, slots=True)
class Machine:
    """The family's numbers, evaluated at the operator's precisions (docs/tiling.md)."""

    family: Family
    instances: int  # compute instances working in parallel
    backing_bandwidth: Fraction  # bytes/cycle between the backing store and all instances
    inner_bandwidth: Fraction  # bytes/cycle into one instance (fill / operand feed)
    buffer_bits: int  # L1 capacity of one instance in bits (vector families)
    acc_bits: int  # bits of a partial sum
    bit_serial: BitSerialNumbers | None = None
    vector: VectorNumbers | None = None


@dataclass(frozen=True, slots=True)
class Problem:
    """Everything the tiling models need; built by :func:`build_problem`."""

    op: str
    hw: str
    loops: tuple[str, ...]
    sizes: Mapping[str, int]
    reduction: frozenset[str]
    tensors: tuple[Tensor, ...]
    bindings: tuple[BindingChoice, ...]
    hw_dims: tuple[str, ...]
    classes: tuple[tuple[str, ...], ...]  # loops with the same reuse pattern
    orders: tuple[tuple[int, ...], ...]  # permutations of class indices, outermost first
    options: Mapping[str, tuple[LoopOption, ...]]
    machine: Machine
    notes: tuple[str, ...] = field(default=())

    @property
    def family(self) -> Family:
        return self.machine.family

    def tensor(self, name: str) -> Tensor:
        for tensor in self.tensors:
            if tensor.name == name:
                return tensor
        raise KeyError(name)

    @property
    def output(self) -> Tensor:
        return next(t for t in self.tensors if t.write)

    @property
    def reads(self) -> tuple[Tensor, ...]:
        return tuple(t for t in self.tensors if not t.write)

    def class_of(self, loop: str) -> int:
        return next(i for i, members in enumerate(self.classes) if loop in members)

    def order_text(self, order: tuple[int, ...]) -> str:
        return " > ".join("{" + ",".join(self.classes[i]) + "}" for i in order)


# --- building ----------------------------------------------------------------------------------

def build_problem(desc: Any, hw: HwSpec) -> Problem:
    """The tiling problem of ``desc`` (an OpDescription with sizes) on ``hw``.

    BadInputError when the description has symbolic extents or the hwspec lacks its family's
    section; InfeasibleError when no binding exists (with the reasons).
    """
    if desc.sizes is None:
        raise BadInputError(f"{desc.op}: tiling needs known loop extents (describe it with a shape)")
    loops = tuple(desc.loops)
    sizes = MappingProxyType({loop: int(desc.sizes[loop]) for loop in loops})
    tensors = tuple(_tensor(access, loops, hw) for access in desc.accesses)
    machine_parts = _machine_parts(hw, tensors)
    # sizes=False: the layout limits are taken below, once per binding, next to the family's
    raw = tuple(b for b in enumerate_bindings(desc, hw, sizes=False)
                if all(sizes[loop] > 1 for loop in b.dims))
    if not raw:
        reasons = "; ".join(binding_obstacles(desc, hw)) or "no binding"
        raise InfeasibleError(f"{desc.op} has no binding onto {hw.name}: {reasons}")
    bindings, notes = _bindings(raw, hw, tensors, sizes, machine_parts)
    if not bindings:
        raise InfeasibleError(f"{desc.op}: no binding of it fits one {hw.compute.family.value} "
                              f"instance of {hw.name}")
    machine = _machine(hw, tensors, bindings, machine_parts)
    classes = _classes(loops, tensors)
    orders = tuple(itertools.permutations(range(len(classes))))
    options = {loop: _options(loop, sizes[loop], bindings, machine) for loop in loops}
    return Problem(desc.op, hw.name, loops, sizes, frozenset(desc.reduction), tensors, bindings,
                   tuple(hw.compute.parallel_dims) + tuple(hw.compute.reduction_dims), classes,
                   orders, MappingProxyType(options), machine, tuple(notes))


def _tensor(access: Any, loops: tuple[str, ...], hw: HwSpec) -> Tensor:
    rows = tuple(tuple(abs(int(a)) for a in row) for row in access.matrix)
    relevant = frozenset(loop for j, loop in enumerate(loops) if any(row[j] for row in rows))
    return Tensor(access.tensor, access.role == "write", tensor_bits(access.tensor, hw), rows,
                  relevant)


def _classes(loops: tuple[str, ...], tensors: tuple[Tensor, ...]) -> tuple[tuple[str, ...], ...]:
    """Loops grouped by the set of tensors they index (same reuse pattern), in loop order."""
    groups: dict[frozenset[str], list[str]] = {}
    for loop in loops:
        signature = frozenset(t.name for t in tensors if loop in t.relevant)
        groups.setdefault(signature, []).append(loop)
    return tuple(tuple(members) for members in groups.values())


def _whole(formula: Formula, values: Mapping[str, Any], what: str, hw: HwSpec) -> int:
    value = formula.evaluate(values)
    if not math.isfinite(value) or value < 0:
        raise BadInputError(f"{hw.source}: {what}: expected a finite, non-negative value, got "
                            f"{value} for {formula.text!r}")
    return math.ceil(value - 1e-9)


def _fraction(value: float) -> Fraction:
    return Fraction(value).limit_denominator(10_000)


def family_numbers(hw: HwSpec) -> dict[str, Any]:
    """The family's numbers of ``hw`` that no operator changes: ``bit_serial``
    (:class:`BitSerialNumbers`), ``acc_bits``, ``instances``, ``inner_bandwidth`` (bytes per
    cycle into one array), ``backing_bandwidth`` and ``buffer_bits``. BadInputError when the
    family's section is missing."""
    return _machine_parts(hw, ())


def _machine_parts(hw: HwSpec, tensors: tuple[Tensor, ...]) -> dict[str, Any]:
    """Family numbers that do not depend on the binding (checked for presence here)."""
    compute = hw.compute
    family = compute.family
    parts: dict[str, Any] = {"family": family}
    bits = hw.precision.symbols()
    if family in (Family.LOGIC_PUM, Family.DIGITAL_PIM):
        spec = compute.bit_serial
        if spec is None:
            raise BadInputError(f"{hw.source}: compute.bit_serial: expected the bit-serial section "
                                f"for family {family.value} (docs/hwspec.md), got nothing")
        acc = _whole(spec.accumulator_bits, bits, "compute.bit_serial.accumulator_bits", hw)
        values = {**bits, "accumulator_bits": acc}
        lane_axis = _lane_axis(hw)
        array = hw.core.array
        lanes, depth = (array.cols, array.rows) if lane_axis == "col" else (array.rows, array.cols)
        spatial = tuple(spec.spatial_reduction)
        parts["bit_serial"] = BitSerialNumbers(
            lanes=lanes, depth=depth * array.cell_bits,
            lane_dims=tuple(compute.parallel_dims) + spatial,
            temporal=tuple(d for d in compute.reduction_dims if d not in spatial),
            spatial=spatial,
            scratch=_whole(spec.scratch_cells, values, "compute.bit_serial.scratch_cells", hw),
            multiply=_whole(spec.latency["multiply"], values, "compute.bit_serial.latency.multiply",
                            hw),
            add=_whole(spec.latency["add"], values, "compute.bit_serial.latency.add", hw),
            reduce=_whole(spec.latency["reduce"], values, "compute.bit_serial.latency.reduce", hw))
        parts["acc_bits"] = acc
        parts["instances"] = hw.num_cores * hw.core.arrays
        parts["inner_bandwidth"] = _fraction(spec.fill_bandwidth)
        parts["buffer_bits"] = lanes * depth * array.cell_bits
    elif family is Family.NEAR_MEMORY:
        spec = compute.near_memory
        if spec is None:
            raise BadInputError(f"{hw.source}: compute.near_memory: expected the near-memory "
                                "section for family near-memory (docs/hwspec.md), got nothing")
        parts["instances"] = spec.units
        parts["inner_bandwidth"] = _fraction(spec.unit_bandwidth)
        parts["buffer_bits"] = spec.unit_bytes * 8
        parts["acc_bits"] = hw.precision.outputs
    else:
        if family is not Family.CROSSBAR:
            raise BadInputError(f"{hw.name}: tiling does not know family {family.value}")
        parts["instances"] = hw.num_cores * hw.core.arrays
        parts["inner_bandwidth"] = _fraction(hw.core.local_memory_bandwidth / hw.core.arrays)
        parts["buffer_bits"] = hw.core.local_memory_bytes * 8 // hw.core.arrays
        parts["acc_bits"] = hw.precision.outputs
    parts["backing_bandwidth"] = _fraction(hw.global_memory.bandwidth * hw.num_chips)
    return parts


def _lane_axis(hw: HwSpec) -> str:
    """The address dimension a bit-serial array's parallel dim runs along (its lanes)."""
    compute = hw.compute
    layout = compute.layouts[compute.stationary]
    dims = layout.dims
    parallel = compute.parallel_dims[0]
    j = dims.index(parallel)
    for axis, row in zip(layout.address_space, layout.matrix):
        if row[j] != 0:
            return axis
    return "col"


def _bindings(raw: tuple[Any, ...], hw: HwSpec, tensors: tuple[Tensor, ...],
              sizes: Mapping[str, int], parts: Mapping[str, Any]
              ) -> tuple[tuple[BindingChoice, ...], list[str]]:
    """The bindings with the family's size limits; symmetric duplicates of bit-serial dropped."""
    compute = hw.compute
    family = parts["family"]
    notes: list[str] = []
    out: list[BindingChoice] = []
    inputs = [name for name, _ in _equation_operands(hw)[1:]]
    operand_dims = dict(_equation_operands(hw))
    symmetric = len({operand_dims[o] for o in inputs}) == 1
    bit_serial = family in (Family.LOGIC_PUM, Family.DIGITAL_PIM)
    for binding in raw:
        if bit_serial and symmetric and binding.stationary != "weight" and \
                any(t.name == "weight" for t in tensors):
            continue  # both inputs sit in the array alike: the swapped binding costs the same
        # layout limits (islpy); a bit-serial layout keeps the mapper's x and M symbolic
        layout = {} if bit_serial else size_limits(binding, hw)
        limits: dict[str, int] = {}
        for dim in tuple(compute.parallel_dims) + tuple(compute.reduction_dims):
            limit = layout.get(dim)
            extent = math.prod(sizes[loop] for loop in binding.loops_on(dim))
            cap = _family_cap(dim, binding, hw, tensors, parts)
            values = [v for v in (limit, cap) if v is not None]
            limits[dim] = min(values) if values else extent
            limits[dim] = max(1, min(limits[dim], extent))
        out.append(BindingChoice(binding.label, binding.operands, binding.dims, binding.stationary,
                                 MappingProxyType(limits)))
    if family in (Family.LOGIC_PUM, Family.DIGITAL_PIM) and symmetric:
        notes.append("bit-serial: both inputs are stored alike, so only the bindings with the "
                     "weights on the stationary operand are kept")
    return tuple(out), notes


def _equation_operands(hw: HwSpec) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return equation_of(hw).operands


def _family_cap(dim: str, binding: Any, hw: HwSpec, tensors: tuple[Tensor, ...],
                parts: Mapping[str, Any]) -> int | None:
    family = parts["family"]
    bits = {t.name: t.bits for t in tensors}
    if family in (Family.LOGIC_PUM, Family.DIGITAL_PIM):
        numbers: BitSerialNumbers = parts["bit_serial"]
        if dim in numbers.lane_dims:
            return numbers.lanes
        per_element = sum(bits[t] for t, o in binding.operands.items()
                          if o != _equation_operands(hw)[0][0])
        room = numbers.depth - numbers.scratch - parts["acc_bits"]
        return max(0, room // max(1, per_element))
    if family is Family.NEAR_MEMORY:
        spec = hw.compute.near_memory
        assert spec is not None
        if dim in hw.compute.parallel_dims:
            return spec.simd_width
        register_bits = spec.register_bytes * 8
        out_regs = -(-spec.simd_width * hw.precision.outputs // register_bits)
        fed = [t for t, o in binding.operands.items()
               if spec.sources.get(o) is Source.REGISTER]
        widest = max((bits[t] for t in fed), default=1)
        return max(1, (spec.registers - out_regs) * register_bits // widest)
    if family is Family.CROSSBAR:
        values = _crossbar_values(hw, binding)
        try:
            capacity = layout_capacity(hw, hw.compute.stationary, values)
        except LayoutError:
            return None
        return capacity.get(dim)
    return None


def _crossbar_values(hw: HwSpec, binding: Any) -> dict[str, Any]:
    stationary_bits = tensor_bits(binding.stationary, hw)
    return compute_symbol_values(hw, weight_bits=stationary_bits)


def _machine(hw: HwSpec, tensors: tuple[Tensor, ...], bindings: tuple[BindingChoice, ...],
             parts: Mapping[str, Any]) -> Machine:
    family = parts["family"]
    vector = None
    if family in (Family.CROSSBAR, Family.NEAR_MEMORY):
        vector = _vector_numbers(hw, tensors, bindings)
    return Machine(family=family, instances=int(parts["instances"]),
                   backing_bandwidth=parts["backing_bandwidth"],
                   inner_bandwidth=parts["inner_bandwidth"], buffer_bits=int(parts["buffer_bits"]),
                   acc_bits=int(parts["acc_bits"]), bit_serial=parts.get("bit_serial"),
                   vector=vector)


def _vector_numbers(hw: HwSpec, tensors: tuple[Tensor, ...],
                    bindings: tuple[BindingChoice, ...]) -> VectorNumbers:
    compute = hw.compute
    operands = _equation_operands(hw)
    output, inputs = operands[0][0], [name for name, _ in operands[1:]]
    bits = {t.name: t.bits for t in tensors}
    if len(compute.parallel_dims) != 1 or len(compute.reduction_dims) != 1 or \
            any(dims != (compute.reduction_dims[0],) for name, dims in operands[1:]
                if name != compute.stationary):
        raise BadInputError(f"{hw.source}: compute.equation: the {compute.family.value} tiling model "
                            "expects the form 'Dst[m] = MAC(Src1[m,k], Src2[k])' (one parallel and "
                            f"one reduction dim, fed operands indexed by k), got {compute.text!r}")
    par, red = compute.parallel_dims[0], compute.reduction_dims[0]
    latency: dict[int, LatencyTable] = {}
    write: dict[int, LatencyTable] = {}
    if compute.family is Family.NEAR_MEMORY:
        spec = compute.near_memory
        assert spec is not None
        fed = tuple(o for o in inputs if spec.sources[o] is Source.REGISTER)
        wide = [o for o in fed if dict(operands)[o] != (red,)]
        if wide:
            raise BadInputError(f"{hw.source}: compute.near_memory.sources: the tiling model "
                                f"holds register operands indexed by {red} only, got "
                                f"{', '.join(wide)} from registers")
        in_array = None
        buffered = tuple(inputs) + (output,)
        mac = _whole(spec.latency["mac"], hw.precision.symbols(), "compute.near_memory.latency.mac", hw)
        for i in range(len(bindings)):
            latency[i] = LatencyTable(per_k=mac)  # one SIMD MAC per reduction step
            write[i] = LatencyTable(constant=0)
        return VectorNumbers(par, red, fed, in_array, buffered, MappingProxyType(latency),
                             MappingProxyType(write), spec.registers, spec.register_bytes * 8)
    # crossbar
    stationary = compute.stationary
    fed = tuple(o for o in inputs if o != stationary)
    matrix = hw.costs.latency_formula("mvmul", "matrix")
    per_array_bw = hw.core.local_memory_bandwidth / hw.core.arrays
    for i, b in enumerate(bindings):
        tensor_of = {o: t for t, o in b.operands.items()}
        vector_bits = bits[tensor_of[fed[0]]] if fed else hw.precision.inputs
        k_cap, m_cap = b.limits[red], b.limits[par]
        point = {"ibiw": vector_bits, "obiw": bits[tensor_of[output]],
                 "mbiw": bits[tensor_of[stationary]], "arrays": 1, "hops": 0, "offchip": 0,
                 "bytes": 0}
        latency[i] = _table(matrix, point, k_cap, m_cap, lambda k, m: {"len": k, "rows": k,
                                                                       "cols": m})
        sbits = bits[tensor_of[stationary]]
        spec = compute.crossbar
        if spec is not None:
            write[i] = _table(spec.write_latency, hw.precision.symbols(), k_cap, m_cap,
                              lambda k, m: {"rows": k, "cols": m, "bytes": k * m * sbits / 8})
        else:  # the tile's bytes at the array's share of the local-memory bandwidth
            write[i] = LatencyTable(per_km=Fraction(sbits, 8) / _fraction(per_array_bw))
    return VectorNumbers(par, red, fed, stationary, fed + (output,), MappingProxyType(latency),
                         MappingProxyType(write), 0, 0)


def _table(formula: Formula, point: Mapping[str, Any], k_cap: int, m_cap: int, at: Any
           ) -> LatencyTable:
    uses = formula.symbols & {"len", "rows", "cols", "bytes"}
    if not uses:
        value = formula.evaluate({**point})
        return LatencyTable(constant=max(0, math.ceil(value - 1e-9)))
    rows = []
    for k in range(k_cap + 1):
        rows.append(tuple(max(0, math.ceil(formula.evaluate({**point, **at(k, m)}) - 1e-9))
                          for m in range(m_cap + 1)))
    return LatencyTable(table=tuple(rows))


# --- options -------------------------------------------------------------------------------------

def candidates(n: int) -> tuple[int, ...]:
    """Tile sizes tried for a loop of extent n: its divisors and the powers of two below it."""
    found = {d for d in range(1, math.isqrt(n) + 1) if n % d == 0}
    found |= {n // d for d in found}
    power = 1
    while power < n:
        found.add(power)
        power *= 2
    return tuple(sorted(found))


def _options(loop: str, n: int, bindings: tuple[BindingChoice, ...], machine: Machine
             ) -> tuple[LoopOption, ...]:
    caps: dict[str | None, int] = {None: 1}
    for b in bindings:
        dim = b.dims.get(loop)
        if dim is not None:
            caps[dim] = max(caps.get(dim, 1), b.limits[dim])
    found: list[LoopOption] = []
    for dim, cap in caps.items():
        tuples = set()
        for b in candidates(n):
            if b > cap:
                continue
            r1 = -(-n // b)
            for u in candidates(r1):
                r2 = -(-r1 // u)
                for p in candidates(r2):
                    if p > machine.instances:
                        continue
                    tuples.add((b, u, p, -(-r2 // p)))
        for b, u, p, t in pareto(tuples):
            found.append(LoopOption(dim, b, u, p, t))
    if len(found) > MAX_OPTIONS_PER_LOOP:
        found = sorted(found, key=lambda o: (o.outer, o.dim or ""))[:MAX_OPTIONS_PER_LOOP]
    return tuple(found)


def pareto(points: set[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """The points no other point is <= in every coordinate (every cost term grows with each
    of primitive, inner, spatial and outer, so a dominated cut is never better)."""
    ordered = sorted(points)
    kept: list[tuple[int, ...]] = []
    for point in ordered:
        if not any(all(a <= b for a, b in zip(other, point)) for other in kept):
            kept.append(point)
    return kept


def with_options(problem: Problem, cuts: Mapping[str, tuple[LoopOption, ...]]) -> Problem:
    """The same problem with extra cuts added to the option lists (e.g. a template's), so
    that a tiling using them can be hinted to the solver and searched around."""
    merged = {}
    for loop in problem.loops:
        extra = tuple(o for o in cuts.get(loop, ()) if o not in problem.options[loop])
        merged[loop] = problem.options[loop] + extra
    return Problem(problem.op, problem.hw, problem.loops, problem.sizes, problem.reduction,
                   problem.tensors, problem.bindings, problem.hw_dims, problem.classes,
                   problem.orders, MappingProxyType(merged), problem.machine, problem.notes)
