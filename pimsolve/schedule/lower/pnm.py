"""Lowering a whole QGraph onto a near-memory (PNM) hwspec, layer after layer.

In: a :class:`~pimsolve.ir.qgraph.QGraph` and a near-memory :class:`HwSpec`. Out: a
:class:`~pimsolve.isa.families.PnmProgram`.

Each CONV/GEMM layer's tiling, chosen by pimsolve.solve.tiling.network (the CP-SAT model, or the
family's template where it finds nothing in its time), is spelled out as primitives.
A loop of extent N cut ``(dim, primitive P, inner I, spatial S, outer O)`` takes the value

    v = p + P * (i + I * (s + S * o))      p < P, i < I, s < S, o < O   (v >= N: masked)

The spatial indices of all loops name the unit; per unit the outer steps run in the tiling's
loop order (classes outermost first), then the inner steps in the same order, and each inner
step is one invocation: a register load of the register operand's K elements, one Mac of K
SIMD steps over the M lanes (the loops bound to m and k, mixed radix), a write-back of the
lanes into the bank's output tile. A read tensor's tile (the bounding box of its accesses over
the unit's loop ranges, as in the cost model) is loaded when it changes; the output tile is
stored, accumulating wide partial sums, when it changes and at the end. The requantizing
epilogue and every other layer kind run as host steps (:mod:`pimsolve.sim.host`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

import numpy as np

from pimsolve.errors import BadInputError, InfeasibleError
from pimsolve.hwspec.model import Family, HwSpec, Source
from pimsolve.ir.opdesc import OpDescription
from pimsolve.ir.qgraph import QGraph, QLayer
from pimsolve.isa.families import (Counts, LoadReg, LoadTile, Mac, Machine, MatrixLayer, Op,
                                   PnmProgram, StoreTile, WriteBack)
from pimsolve.schedule.lower.network import lower_layers
from pimsolve.solve.tiling.cost import evaluate
from pimsolve.solve.tiling.network import LayerTiling

ENERGY_CLASSES = (("mac", "pnm_mac", "vector"), ("local", "pnm_local", "local"),
                  ("load", "ld", "load"), ("store", "st", "store"), ("host", "vmv", "vector"))



def energy_table(hw: HwSpec, classes) -> list[tuple[str, float]]:
    """Energy (pJ) per primitive: the hwspec's energy formula of each (key, mnemonic, class)
    at one element (``len`` = ``bytes`` = 1), at the hwspec's precisions."""
    point = {"len": 1, "bytes": 1, "ibiw": hw.precision.inputs, "obiw": hw.precision.outputs,
             "mbiw": hw.precision.weights, "rows": 1, "cols": 1, "arrays": 1, "hops": 0,
             "offchip": 0}
    table = []
    for key, mnemonic, cls in classes:
        try:
            formula = hw.costs.energy_formula(mnemonic, cls)
        except KeyError:
            raise BadInputError(f"{hw.source}: costs.energy: expected an entry for {mnemonic} or "
                                f"its class {cls} (or default)") from None
        table.append((key, float(formula.evaluate(point))))
    return table

def machine_of(hw: HwSpec) -> Machine:
    spec = hw.compute.near_memory
    if hw.compute.family is not Family.NEAR_MEMORY or spec is None:
        raise BadInputError(f"{hw.source}: compute.family: the PNM path needs near-memory, got "
                            f"{hw.compute.family.value}")
    narrowest = min(hw.precision.inputs, hw.precision.weights, hw.precision.outputs)
    register_bits = spec.register_bytes * 8
    if register_bits < narrowest:
        raise BadInputError(f"{hw.source}: compute.near_memory.register_bytes: a register must "
                            f"hold one {narrowest}-bit element, got {spec.register_bytes} bytes")
    mac = spec.latency["mac"].evaluate(hw.precision.symbols())
    energy = energy_table(hw, ENERGY_CLASSES)
    frac = Fraction
    return Machine(units=int(spec.units), simd_width=int(spec.simd_width),
                   registers=int(spec.registers), slots=register_bits // narrowest,
                   register_bits=register_bits,
                   unit_bytes=int(spec.unit_bytes), mac_cycles=max(0, math.ceil(mac - 1e-9)),
                   unit_bandwidth=frac(spec.unit_bandwidth).limit_denominator(10_000),
                   backing_bandwidth=frac(hw.global_memory.bandwidth * hw.num_chips
                                          ).limit_denominator(10_000),
                   clock_hz=hw.clock_hz, energy_pj=tuple(energy))


# --- tensor views ------------------------------------------------------------------------------

def _views(layer: QLayer, qgraph: QGraph, desc: OpDescription
           ) -> dict[str, tuple[str, tuple[int, ...]]]:
    """Role -> (backing region, shape of the description's index space). Every view is the
    region's row-major order; only a gemm's weight is stored transposed (see weight_image)."""
    x_shape = tuple(qgraph.tensors[layer.inputs[0]].shape)
    y_shape = tuple(qgraph.tensors[layer.output].shape)
    w = layer.weight
    regions = {"input": f"act:{layer.inputs[0]}", "weight": f"w:{layer.name}",
               "output": f"acc:{layer.name}"}
    if desc.op == "gemm":
        m, feat = x_shape[0], math.prod(x_shape[1:])
        shapes = {"input": (m, feat), "weight": (feat, y_shape[1]), "output": (m, y_shape[1])}
    elif desc.op == "depthwise_conv2d":
        shapes = {"input": x_shape, "weight": (w.shape[0],) + tuple(w.shape[2:]),
                  "output": y_shape}
    elif "g" in desc.loops:
        g = desc.sizes["g"]
        n, c, h, wd = x_shape
        _, o, p, q = y_shape
        shapes = {"input": (n, g, c // g, h, wd), "weight": (g, o // g) + tuple(w.shape[1:]),
                  "output": (n, g, o // g, p, q)}
    else:
        shapes = {"input": x_shape, "weight": tuple(w.shape), "output": y_shape}
    return {role: (regions[role], shapes[role]) for role in regions}


def weight_image(layer: QLayer, op: str) -> np.ndarray:
    """The weights as laid out in the backing store (flat int64)."""
    w = np.asarray(layer.weight, dtype=np.int64)
    return np.ascontiguousarray(w.T if op == "gemm" else w).reshape(-1)


# --- lowering one matrix layer -----------------------------------------------------------------

class _Tensor:
    """One tensor of the operator: access, view shape, region, bank placement."""

    def __init__(self, access: Any, region: str, shape: tuple[int, ...], bits: int,
                 l1: np.ndarray):
        self.name = access.tensor
        self.a = np.asarray(access.matrix, dtype=np.int64)
        self.off = np.asarray(access.offset, dtype=np.int64)
        if (self.a < 0).any():
            raise BadInputError(f"{access.tensor}: negative access coefficients are not lowered")
        self.region, self.shape, self.bits = region, shape, bits
        self.ext = tuple(int(e) for e in 1 + self.a @ (l1 - 1))  # bounding box of a unit's tile
        self.size = math.prod(self.ext)
        self.base = 0

    def lo(self, start: np.ndarray) -> tuple[int, ...]:
        return tuple(int(v) for v in self.a @ start + self.off)

    def box_sources(self, lo: tuple[int, ...]) -> np.ndarray:
        """Backing-store offsets of the tile's cells (-1 outside the tensor: padding)."""
        idx = np.indices(self.ext).reshape(len(self.ext), -1) + np.array(lo)[:, None]
        shape = np.array(self.shape)[:, None]
        inside = ((idx >= 0) & (idx < shape)).all(axis=0)
        flat = np.ravel_multi_index(np.where(inside, idx, 0), self.shape)
        return np.where(inside, flat, -1).astype(np.int64)

    def bank(self, values: np.ndarray, lo: tuple[int, ...]) -> np.ndarray:
        """Bank addresses of the elements that loop values ``values`` (..., loops) touch."""
        rel = values @ self.a.T + self.off - np.array(lo)
        return self.base + np.ravel_multi_index(np.moveaxis(rel, -1, 0), self.ext)


def _radix(extents: list[int]) -> np.ndarray:
    """All index tuples of ``extents``, first one most significant: (prod, len)."""
    if not extents:
        return np.zeros((1, 0), dtype=np.int64)
    return np.indices(extents).reshape(len(extents), -1).T.astype(np.int64)


def lower_matrix(layer: QLayer, qgraph: QGraph, hw: HwSpec, machine: Machine,
                 decided: LayerTiling) -> tuple[MatrixLayer, np.ndarray]:
    desc, problem, tiling, stats = decided.desc, decided.problem, decided.tiling, decided.stats
    cost = evaluate(problem, tiling)
    binding = problem.bindings[tiling.binding]
    loops = problem.loops
    nl = len(loops)
    opts = tiling.loops
    sizes = np.array([problem.sizes[loop] for loop in loops], dtype=np.int64)
    prim = np.array([o.primitive for o in opts], dtype=np.int64)
    inner = np.array([o.inner for o in opts], dtype=np.int64)
    spatial = np.array([o.spatial for o in opts], dtype=np.int64)
    outer = [o.outer for o in opts]
    if math.prod(spatial.tolist()) > machine.units:
        raise InfeasibleError(f"layer {layer.name}: the tiling uses {math.prod(spatial.tolist())} "
                              f"units, {hw.name} has {machine.units}")
    spec = hw.compute.near_memory
    sources = dict(spec.sources)
    operand_of = dict(binding.operands)
    role_of = {o: t for t, o in operand_of.items()}
    memory = [role_of[o] for o, s in sources.items() if s is Source.MEMORY and o in role_of]
    register = [role_of[o] for o, s in sources.items() if s is Source.REGISTER and o in role_of]
    if len(memory) != 1 or len(register) != 1:
        raise BadInputError(f"{hw.source}: compute.near_memory.sources: the PNM lowering expects "
                            f"one memory and one register operand, got {dict(sources)}")
    mem_role, reg_role = memory[0], register[0]
    m_dim, k_dim = problem.machine.vector.parallel, problem.machine.vector.reduction
    m_loops = [j for j, o in enumerate(opts) if o.dim == m_dim]
    k_loops = [j for j, o in enumerate(opts) if o.dim == k_dim]
    views = _views(layer, qgraph, desc)
    bits = {t.name: t.bits for t in problem.tensors}
    l1 = prim * inner
    tensors = {a.tensor: _Tensor(a, *views[a.tensor], bits[a.tensor], l1) for a in desc.accesses}
    base = 0
    for role in ("input", "weight", "output"):
        tensors[role].base = base
        base += tensors[role].size
    bank_bytes = sum(t.size * -(-t.bits // 8) for t in tensors.values())
    if bank_bytes > machine.unit_bytes:
        raise InfeasibleError(f"layer {layer.name}: a unit's tiles need {bank_bytes} bytes, "
                              f"its memory holds {machine.unit_bytes}")
    reg_t, out_t = tensors[reg_role], tensors["output"]
    if any(tensors[reg_role].a[:, j].any() for j in m_loops):
        raise InfeasibleError(f"layer {layer.name}: the register operand depends on a lane loop")
    if any(out_t.a[:, j].any() for j in k_loops):
        raise InfeasibleError(f"layer {layer.name}: the output depends on a reduction-step loop")

    # per-invocation offsets of the lanes (M) and reduction steps (K)
    lanes = _radix([int(prim[j]) for j in m_loops])
    m_off = np.zeros((len(lanes), nl), dtype=np.int64)
    m_off[:, m_loops] = lanes
    steps = _radix([int(prim[j]) for j in k_loops])
    k_off = np.zeros((len(steps), nl), dtype=np.int64)
    k_off[:, k_loops] = steps
    n_m, n_k = len(m_off), len(k_off)
    per_reg = min(machine.slots, machine.register_bits // reg_t.bits)  # elements per register
    reg_regs = -(-n_k // per_reg)
    out_per_reg = min(machine.slots, machine.register_bits // out_t.bits)
    acc_regs = -(-n_m // out_per_reg)
    if reg_regs + acc_regs > machine.registers:
        raise InfeasibleError(f"layer {layer.name}: {reg_regs} operand + {acc_regs} accumulator "
                              f"registers > {machine.registers}")
    src2_slots = np.array([(k // per_reg) * machine.slots + k % per_reg for k in range(n_k)],
                          dtype=np.int64)
    acc_slots = np.array([(reg_regs + lane // out_per_reg) * machine.slots + lane % out_per_reg
                          for lane in range(n_m)], dtype=np.int64)

    order = [j for cls in tiling.order for j in (loops.index(loop) for loop in
                                                  problem.classes[cls])]
    outer_steps = _radix([outer[j] for j in order])
    inner_steps = _radix([int(inner[j]) for j in order])
    ops: list[Op] = []
    counts = dict.fromkeys(Counts().as_dict(), 0)
    stored: set[tuple[int, ...]] = set()
    broadcast: set[tuple[int, str, tuple[int, ...]]] = set()
    acc_bits = problem.machine.acc_bits

    for unit, s_idx in enumerate(itertools.product(*[range(int(s)) for s in spatial])):
        s_vec = np.array(s_idx, dtype=np.int64)
        resident: dict[str, tuple[int, ...] | None] = {role: None for role in tensors}
        visited: set[tuple[int, ...]] = set()

        def store() -> None:
            lo = resident["output"]
            if lo is None:
                return
            key = (lo,)
            ops.append(StoreTile(unit, out_t.region, out_t.base, out_t.box_sources(lo),
                                 out_t.bits, acc_bits, key not in stored))
            stored.add(key)
            counts["store_tile"] += 1

        for step, o_row in enumerate(outer_steps):
            o_vec = np.zeros(nl, dtype=np.int64)
            o_vec[order] = o_row
            start = l1 * (s_vec + spatial * o_vec)
            for role in ("input", "weight"):
                t = tensors[role]
                lo = t.lo(start)
                if resident[role] != lo:
                    key = (step, t.region, lo)
                    ops.append(LoadTile(unit, t.region, t.box_sources(lo), t.base, t.bits,
                                        key in broadcast))
                    broadcast.add(key)
                    resident[role] = lo
                    counts["load_tile"] += 1
            out_lo = out_t.lo(start)
            if resident["output"] != out_lo:
                store()
                resident["output"] = out_lo
                visited = set()
            for i_row in inner_steps:
                i_vec = np.zeros(nl, dtype=np.int64)
                i_vec[order] = i_row
                first = start + prim * i_vec
                values = first + k_off[:, None, :] + m_off[None, :, :]  # (K, M, loops)
                ok = (values < sizes).all(axis=-1)
                src1 = np.where(ok, tensors[mem_role].bank(values, resident[mem_role]), -1)
                k_vals = values[:, 0, :]
                k_ok = np.delete(k_vals < sizes, m_loops, axis=1).all(axis=1)
                src2 = np.where(k_ok, reg_t.bank(k_vals, resident[reg_role]), -1)
                m_vals = values[0]
                m_ok = np.delete(m_vals < sizes, k_loops, axis=1).all(axis=1)
                dst = np.where(m_ok, out_t.bank(m_vals, out_lo), -1)
                key = tuple(int(v) for v in first)
                key = tuple(v for j, v in enumerate(key) if out_t.a[:, j].any())
                ops.append(LoadReg(unit, src2_slots, src2, reg_t.bits))
                ops.append(Mac(unit, acc_slots, src1, src2_slots))
                ops.append(WriteBack(unit, acc_slots, dst, out_t.bits, key not in visited))
                visited.add(key)
                counts["load_reg"] += 1
                counts["invocations"] += 1
                counts["mac"] += n_k
                counts["write_back"] += 1
        store()

    used = int(math.prod(spatial.tolist()))
    inv = int(math.prod(o.outer * o.inner for o in opts))
    if counts["mac"] != used * inv * n_k:  # the lowering disagrees with the tiling: a bug
        raise AssertionError(f"layer {layer.name}: {counts['mac']} MACs lowered, the tiling "
                             f"has {used} x {inv} x {n_k}")
    predicted = {**cost.as_dict(), "source": "tiling cost model (pimsolve.solve.tiling.cost)"}
    entry = MatrixLayer(layer, f"act:{layer.inputs[0]}", f"w:{layer.name}", f"acc:{layer.name}",
                        f"act:{layer.output}", base, tuple(ops), Counts(**counts), predicted,
                        tiling.as_dict(problem), stats)
    return entry, weight_image(layer, desc.op)


# --- the whole network -------------------------------------------------------------------------



def lower_network(qgraph: QGraph, hw: HwSpec, tilings: Mapping[str, LayerTiling],
                  say: Callable[[str], None] | None = None) -> PnmProgram:
    machine = machine_of(hw)

    def lower_one(layer: QLayer):
        entry, weights = lower_matrix(layer, qgraph, hw, machine, tilings[layer.name])
        return entry, entry.weight_region, weights

    regions, image, layers = lower_layers(qgraph, lower_one, say)
    return PnmProgram(machine, qgraph.data_bits, qgraph.input, tuple(qgraph.outputs), regions,
                      {k: int(v) for k, v in qgraph.frac.items()}, image, layers)
