"""Lowering a whole QGraph onto a logic-PUM (bit-serial) hwspec, layer after layer.

In: a :class:`~pimsolve.ir.qgraph.QGraph` and a logic-PUM :class:`HwSpec`. Out: a
:class:`~pimsolve.isa.families.PumProgram`.

Each CONV/GEMM layer's tiling comes from pimsolve.solve.tiling.network (the CP-SAT model, or
the family's template where it finds nothing). A loop cut ``(dim, primitive P, inner I, spatial S, outer O)`` takes
the value ``v = p + P * (i + I * (s + S * o))`` as on the near-memory path; the spatial indices
of all loops name the array. Within an array (ARES Case II, docs/tiling.md):

* lane ``m + M * k2``: the primitive values of the parallel loops (``m``, mixed radix) and of
  the spatial-reduction loops (``k2``) — operands column-aligned;
* down a lane, the row placement of the tiling model: scratch rows (the product), then per read
  tensor one slot of ``K1`` elements per inner step of the loops that index it, then one
  accumulator of ``accumulator_bits`` per inner step of the loops that index the output.

Per invocation (outer steps in the tiling's loop order, then inner steps): the operand slots
whose contents change are filled; for each of the ``K1`` temporal steps one Multiply (weight x
input into the scratch rows) and one Add (product into the accumulator); then ``ceil(log2
K2)`` Reduce steps fold lanes ``k2 > 0`` into lane ``k2 = 0``. An accumulator slot is read out
(accumulating into the wide ``acc:`` region) when a new output tile takes it and at the end.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

import numpy as np

from pimsolve.errors import BadInputError, InfeasibleError
from pimsolve.hwspec.model import Family, HwSpec
from pimsolve.ir.qgraph import QGraph, QLayer
from pimsolve.isa.families import (Add, Fill, Multiply, PumCounts, PumLayer, PumMachine, PumOp,
                                   PumProgram, ReadOut, Reduce)
from pimsolve.schedule.lower.network import lower_layers
from pimsolve.schedule.lower.pnm import _radix, _views, energy_table, weight_image
from pimsolve.solve.tiling.cost import ceil_log2, evaluate
from pimsolve.solve.tiling.network import LayerTiling
from pimsolve.solve.tiling.problem import Problem, family_numbers

BIT_SERIAL = (Family.LOGIC_PUM, Family.DIGITAL_PIM)
ENERGY_CLASSES = (("multiply", "pum_mul", "vector"), ("add", "pum_add", "vector"),
                  ("reduce", "pum_reduce", "vector"), ("fill", "st", "store"),
                  ("read_out", "ld", "load"), ("host", "vmv", "vector"))


def machine_of(hw: HwSpec, problem: Problem) -> PumMachine:
    """The array numbers, as the tiling problem derived them from the hwspec."""
    if hw.compute.family not in BIT_SERIAL or problem.machine.bit_serial is None:
        raise BadInputError(f"{hw.source}: compute.family: the bit-serial path needs logic-pum "
                            f"or digital-pim, got {hw.compute.family.value}")
    return pum_machine(hw)


def pum_machine(hw: HwSpec) -> PumMachine:
    """The array numbers of a bit-serial hwspec (those every tiling problem derives)."""
    if hw.compute.family not in BIT_SERIAL:
        raise BadInputError(f"{hw.source}: compute.family: the bit-serial path needs logic-pum "
                            f"or digital-pim, got {hw.compute.family.value}")
    numbers = family_numbers(hw)
    bs = numbers["bit_serial"]
    energy = energy_table(hw, ENERGY_CLASSES)
    spec = hw.compute.bit_serial
    if spec is not None and spec.energy is not None:  # per-primitive energies of the hwspec
        bits = hw.precision.symbols()
        values = {**bits, "accumulator_bits": spec.accumulator_bits.evaluate(bits)}
        energy = [(key, float(spec.energy[key].evaluate(values)) if key in spec.energy else pj)
                  for key, pj in energy]
    return PumMachine(arrays=numbers["instances"], rows=bs.depth, lanes=bs.lanes,
                      multiply=bs.multiply, add=bs.add, reduce=bs.reduce,
                      fill_bandwidth=Fraction(numbers["inner_bandwidth"]),
                      backing_bandwidth=Fraction(numbers["backing_bandwidth"]),
                      clock_hz=hw.clock_hz, energy_pj=tuple(energy))


class _Operand:
    """A tensor's access, view and backing region."""

    def __init__(self, access: Any, region: str, shape: tuple[int, ...]):
        self.a = np.asarray(access.matrix, dtype=np.int64)
        self.off = np.asarray(access.offset, dtype=np.int64)
        self.region, self.shape = region, shape

    def sources(self, values: np.ndarray, valid: np.ndarray) -> np.ndarray:
        """Backing offsets of the elements at loop values ``values`` (..., loops); -1 where the
        values are masked or fall outside the tensor (padding)."""
        idx = values @ self.a.T + self.off
        inside = valid & ((idx >= 0) & (idx < np.array(self.shape))).all(axis=-1)
        flat = np.ravel_multi_index(np.moveaxis(np.where(inside[..., None], idx, 0), -1, 0),
                                    self.shape)
        return np.where(inside, flat, -1).astype(np.int64)


def lower_matrix(layer: QLayer, qgraph: QGraph, hw: HwSpec, decided: LayerTiling
                 ) -> tuple[PumLayer, np.ndarray, Problem]:
    desc, problem, tiling, stats = decided.desc, decided.problem, decided.tiling, decided.stats
    cost = evaluate(problem, tiling)
    bs = problem.machine.bit_serial
    assert bs is not None
    loops, opts = problem.loops, tiling.loops
    nl = len(loops)
    sizes = np.array([problem.sizes[loop] for loop in loops], dtype=np.int64)
    prim = np.array([o.primitive for o in opts], dtype=np.int64)
    inner = np.array([o.inner for o in opts], dtype=np.int64)
    spatial = np.array([o.spatial for o in opts], dtype=np.int64)
    outer = [o.outer for o in opts]
    arrays = int(math.prod(spatial.tolist()))
    if arrays > problem.machine.instances:
        raise InfeasibleError(f"layer {layer.name}: the tiling uses {arrays} arrays, {hw.name} "
                              f"has {problem.machine.instances}")
    m_loops = [j for j, o in enumerate(opts)
               if o.dim in bs.lane_dims and o.dim not in bs.spatial]
    k2_loops = [j for j, o in enumerate(opts) if o.dim in bs.spatial]
    k1_loops = [j for j, o in enumerate(opts) if o.dim in bs.temporal]
    views = _views(layer, qgraph, desc)
    operands = {a.tensor: _Operand(a, *views[a.tensor]) for a in desc.accesses}
    bits = {t.name: t.bits for t in problem.tensors}
    relevant = {t.name: [j for j, loop in enumerate(loops) if loop in t.relevant]
                for t in problem.tensors}
    acc_bits = problem.machine.acc_bits

    def offsets(members: list[int]) -> np.ndarray:
        rad = _radix([int(prim[j]) for j in members])
        off = np.zeros((len(rad), nl), dtype=np.int64)
        off[:, members] = rad
        return off

    m_off, k2_off, k1_off = offsets(m_loops), offsets(k2_loops), offsets(k1_loops)
    n_m, n_k2, n_k1 = len(m_off), len(k2_off), len(k1_off)
    n_lanes = n_m * n_k2
    lane_off = (k2_off[:, None, :] + m_off[None, :, :]).reshape(n_lanes, nl)  # lane m + M*k2
    if n_lanes > bs.lanes:
        raise InfeasibleError(f"layer {layer.name}: {n_lanes} lanes > {bs.lanes} per array")
    w_bits, x_bits = bits["weight"], bits["input"]
    if bs.scratch < w_bits + x_bits:
        raise InfeasibleError(f"layer {layer.name}: {bs.scratch} scratch cells cannot hold a "
                              f"{w_bits + x_bits}-bit product")

    # row placement (the tiling model's cells per lane)
    def slots(name: str) -> list[int]:
        return [int(inner[j]) for j in relevant[name]]

    rows: dict[str, int] = {"scratch": 0}
    row = bs.scratch
    for name in ("weight", "input"):
        rows[name] = row
        row += bits[name] * n_k1 * math.prod(slots(name))
    rows["acc"] = row
    row += acc_bits * math.prod(slots("output"))
    if row > bs.depth:
        raise InfeasibleError(f"layer {layer.name}: {row} cells per lane > {bs.depth} rows")

    def slot_of(name: str, i_vec: np.ndarray) -> int:
        idx = 0
        for j in relevant[name]:
            idx = idx * int(inner[j]) + int(i_vec[j])
        return idx

    s_vecs = np.array(list(itertools.product(*[range(int(s)) for s in spatial])),
                      dtype=np.int64).reshape(arrays, nl)
    order = [j for cls in tiling.order for j in (loops.index(loop) for loop in
                                                  problem.classes[cls])]
    outer_steps = _radix([outer[j] for j in order])
    inner_steps = _radix([int(inner[j]) for j in order])
    # per array a, lane l, step k1: loop values relative to an invocation's first point
    rel = k1_off[None, :, None, :] + lane_off[None, None, :, :]  # (1, K1, L, loops)
    m_mask = np.zeros(nl, dtype=bool)
    m_mask[relevant["output"]] = True
    out_lanes = np.arange(n_m, dtype=np.int64)  # lanes with k2 = 0 hold the reduced sums
    reduce_pairs = []
    step = 1
    while step < n_k2:
        dst = [k * n_m + m for k in range(0, n_k2, 2 * step) if k + step < n_k2
               for m in range(n_m)]
        reduce_pairs.append((np.array(dst, dtype=np.int64),
                             np.array(dst, dtype=np.int64) + step * n_m))
        step *= 2

    ops: list[PumOp] = []
    counts = dict.fromkeys(PumCounts().as_dict(), 0)
    invocations = 0
    resident: dict[tuple[str, int], tuple[int, ...]] = {}
    held: dict[int, tuple[tuple[int, ...], np.ndarray]] = {}  # acc slot -> (key, dst)
    stored: set[tuple[int, ...]] = set()

    def read_out(slot: int) -> None:
        key, dst = held.pop(slot)
        ops.append(ReadOut(f"acc:{layer.name}", rows["acc"] + slot * acc_bits, acc_bits,
                           out_lanes, dst, bits["output"], key not in stored))
        stored.add(key)
        counts["read_out"] += 1

    for o_row in outer_steps:
        o_vec = np.zeros(nl, dtype=np.int64)
        o_vec[order] = o_row
        for i_row in inner_steps:
            i_vec = np.zeros(nl, dtype=np.int64)
            i_vec[order] = i_row
            first = prim * inner * (s_vecs + spatial * o_vec) + prim * i_vec  # (A, loops)
            values = first[:, None, None, :] + rel  # (A, K1, L, loops)
            valid = (values < sizes).all(axis=-1)
            for name in ("weight", "input"):
                slot = slot_of(name, i_vec)
                key = tuple(int(v) for j, v in enumerate(o_vec * inner + i_vec)
                            if j in relevant[name])
                if resident.get((name, slot)) != key:
                    src = operands[name].sources(values, valid)
                    ops.append(Fill(operands[name].region, src,
                                    rows[name] + slot * bits[name] * n_k1, bits[name]))
                    resident[(name, slot)] = key
                    counts["fill"] += 1
            slot = slot_of("output", i_vec)
            key = tuple(int(v) for j, v in enumerate(o_vec * inner + i_vec)
                        if j in relevant["output"])
            if slot in held and held[slot][0] != key:
                read_out(slot)
            if slot not in held:
                out_vals = first[:, None, :] + m_off[None, :, :]  # (A, M, loops)
                out_ok = np.where(m_mask, out_vals < sizes, True).all(axis=-1)
                held[slot] = (key, operands["output"].sources(out_vals, out_ok))
            acc_row = rows["acc"] + slot * acc_bits
            w_row = rows["weight"] + slot_of("weight", i_vec) * w_bits * n_k1
            x_row = rows["input"] + slot_of("input", i_vec) * x_bits * n_k1
            for k in range(n_k1):
                ops.append(Multiply(w_row + k * w_bits, w_bits, x_row + k * x_bits, x_bits, 0))
                ops.append(Add(0, w_bits + x_bits, acc_row, acc_bits))
            for dst, src in reduce_pairs:
                ops.append(Reduce(acc_row, acc_bits, src, dst))
            counts["multiply"] += n_k1
            counts["add"] += n_k1
            counts["reduce"] += len(reduce_pairs)
            invocations += 1
    for slot in sorted(held):
        read_out(slot)
    if len(reduce_pairs) != ceil_log2(n_k2):  # the lowering disagrees with the model: a bug
        raise AssertionError(f"layer {layer.name}: {len(reduce_pairs)} reduce steps for "
                             f"{n_k2} lanes")
    predicted = {**cost.as_dict(), "source": "tiling cost model (pimsolve.solve.tiling.cost)"}
    entry = PumLayer(layer, f"acc:{layer.name}", f"act:{layer.output}", arrays, row, n_lanes,
                     rows, tuple(ops), PumCounts(**counts), invocations, predicted,
                     tiling.as_dict(problem), stats)
    return entry, weight_image(layer, desc.op), problem


def lower_network(qgraph: QGraph, hw: HwSpec, tilings: Mapping[str, LayerTiling],
                  say: Callable[[str], None] | None = None) -> PumProgram:
    if hw.compute.family not in BIT_SERIAL:
        raise BadInputError(f"{hw.source}: compute.family: the bit-serial path needs logic-pum "
                            f"or digital-pim, got {hw.compute.family.value}")
    machine = None

    def lower_one(layer: QLayer):
        nonlocal machine
        entry, weights, problem = lower_matrix(layer, qgraph, hw, tilings[layer.name])
        machine = machine or machine_of(hw, problem)
        return entry, f"w:{layer.name}", weights

    regions, image, layers = lower_layers(qgraph, lower_one, say)
    if machine is None:
        raise BadInputError(f"{hw.source}: the model has no CONV/GEMM layer to map on the "
                            "logic-PUM arrays")
    return PumProgram(machine, qgraph.data_bits, qgraph.input, tuple(qgraph.outputs), regions,
                      {k: int(v) for k, v in qgraph.frac.items()}, image, layers)
