"""Functional simulator of a :class:`~pimsolve.isa.families.PnmProgram`: the definition of
what its primitives do, with integer numpy semantics, and the count of what they cost.

In: the program and the quantized graph input. Out: :class:`SimResult` with every tensor's
integer values, per-layer :class:`LayerRun` (primitives executed, cycles by part) and totals.

Cost of a matrix layer, from the executed primitives and the hwspec numbers (the same terms
as the tiling cost model, docs/tiling.md): units work in parallel, so

* compute = the busiest unit's SIMD MACs x ``latency.mac``;
* inner = the busiest unit's bank <-> register bits (register loads, accumulator write-backs:
  one write for a first visit, a read and a write after) at ``unit_bandwidth``;
* outer = all backing-store bits (tile loads, a broadcast tile counted once per step; stores:
  output bits for a first store, 2 x accumulator bits for each read-modify-write) at the
  backing bandwidth;

and a host step moves its inputs and output once through the backing store. Every access is
checked: a bank address, register slot or SIMD width out of range is a SimError naming the
layer, the unit and the operation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from pimsolve.errors import SimError
from pimsolve.isa.families import (Counts, HostLayer, LoadReg, LoadTile, Mac, MatrixLayer,
                                   PnmProgram, StoreTile, WriteBack)
from pimsolve.sim.host import StepContext, epilogue, run_step


@dataclass(frozen=True, slots=True)
class LayerRun:
    name: str
    kind: str
    counts: Counts
    compute: int
    inner: int
    outer: int
    host: int
    energy_pj: float
    overlapped: bool = False  # inner and outer transfers overlap (bit-serial fill)
    setup: int = 0  # writing resident weights once, before the first inference (not in cycles)
    network: int = 0  # of inner: phases routed link by link over a block network

    @property
    def cycles(self) -> int:
        moves = max(self.inner, self.outer) if self.overlapped else self.inner + self.outer
        return self.compute + moves + self.host

    def as_dict(self) -> dict[str, object]:
        return {"kind": self.kind, "cycles": self.cycles, "compute": self.compute,
                "inner": self.inner, "outer": self.outer, "host": self.host,
                "setup": self.setup, "network": self.network,
                "energy_pj": round(self.energy_pj, 3),
                "primitives": self.counts.as_dict()}


@dataclass(frozen=True, slots=True)
class SimResult:
    values: dict[str, np.ndarray]
    layers: tuple[LayerRun, ...]
    cycles: int
    seconds: float
    energy_j: float
    counts: Counts = field(default_factory=Counts)


def _cycles(bits: int, bandwidth: Fraction) -> int:
    """ceil(bits / (8 bandwidth)) exactly."""
    return -(-(bits * bandwidth.denominator) // (8 * bandwidth.numerator))


class _Unit:
    __slots__ = ("bank", "regs", "macs", "feed_bits")

    def __init__(self, bank_elements: int, registers: int, slots: int):
        self.bank = np.zeros(bank_elements + 1, dtype=np.int64)  # last cell: the zero cell
        self.regs = np.zeros(registers * slots, dtype=np.int64)
        self.macs = 0
        self.feed_bits = 0


def simulate_pnm(program: PnmProgram, q_input: np.ndarray, say=None) -> SimResult:
    return run_layers(program, q_input, _run_matrix, Counts, say)


def run_layers(program, q_input: np.ndarray, run_matrix, counts_type, say=None) -> SimResult:
    """Run a family program layer by layer on backing-store regions: matrix layers through
    ``run_matrix`` (the family's primitive executor), the others as host steps charged their
    traffic; ``counts_type`` is the family's primitive counter; ``say`` hears of each matrix
    layer as it starts."""
    m = program.machine
    energy_of = dict(m.energy_pj)
    gmem: dict[str, np.ndarray] = {name: np.zeros(math.prod(shape), dtype=np.int64)
                                   for name, shape in program.regions.items()}
    for name, data in program.image.items():
        gmem[name] = np.asarray(data, dtype=np.int64).copy()
    gmem[f"act:{program.input}"][:] = np.asarray(q_input, dtype=np.int64).reshape(-1)
    runs = []
    ctx = StepContext(program.data_bits, program.frac)
    for entry in program.layers:
        layer = entry.layer
        if isinstance(entry, HostLayer):
            xs = [gmem[f"act:{t}"].reshape(program.regions[f"act:{t}"]) for t in layer.inputs]
            shape = program.regions[f"act:{layer.output}"]
            gmem[f"act:{layer.output}"] = run_step(layer, xs, ctx, shape).reshape(-1)
            moved = (sum(x.size for x in xs) + math.prod(shape)) * program.data_bits
            runs.append(LayerRun(layer.name, layer.kind.value, counts_type(), 0, 0, 0,
                                 _cycles(moved, m.backing_bandwidth),
                                 energy_of["host"] * moved / 8))
            continue
        if say:
            say(f"executing {layer.name} ({len(entry.ops):,} operations)")
        runs.append(run_matrix(entry, program, gmem))
        shape = program.regions[entry.output_region]
        acc = gmem[entry.acc_region].reshape(shape)
        gmem[entry.output_region] = epilogue(layer, acc, program.data_bits).reshape(-1)
    values = {name[4:]: gmem[name].reshape(shape) for name, shape in program.regions.items()
              if name.startswith("act:")}
    cycles = sum(r.cycles for r in runs)
    total = counts_type()
    for r in runs:
        total = total + r.counts
    return SimResult(values, tuple(runs), cycles, cycles / m.clock_hz,
                     sum(r.energy_pj for r in runs) * 1e-12, total)


def _run_matrix(entry: MatrixLayer, program: PnmProgram, gmem: dict[str, np.ndarray]
                ) -> LayerRun:
    m = program.machine
    name = entry.layer.name
    if entry.bank_elements > m.unit_bytes:
        raise SimError(f"layer {name}: {entry.bank_elements} bank cells > {m.unit_bytes} bytes "
                       "of a unit's memory")
    units: dict[int, _Unit] = {}
    counts = dict.fromkeys(Counts().as_dict(), 0)
    outer_bits = 0
    energy = 0.0
    e = dict(m.energy_pj)
    n_regs = m.registers * m.slots

    def unit_of(op) -> _Unit:
        if not 0 <= op.unit < m.units:
            raise SimError(f"layer {name}: {type(op).__name__} on unit {op.unit}; the hwspec "
                           f"has {m.units}")
        u = units.get(op.unit)
        if u is None:
            u = units[op.unit] = _Unit(entry.bank_elements, m.registers, m.slots)
        return u

    def check(what: str, op, addrs: np.ndarray, size: int, allow_zero: bool) -> None:
        if addrs.size and (addrs.max() >= size or addrs.min() < (-1 if allow_zero else 0)):
            raise SimError(f"layer {name}: unit {op.unit}: {type(op).__name__}: {what} address "
                           f"out of range [0, {size}): {int(addrs.min())}..{int(addrs.max())}")

    for op in entry.ops:
        u = unit_of(op)
        if isinstance(op, Mac):
            k, lanes = op.src1.shape
            if lanes > m.simd_width:
                raise SimError(f"layer {name}: unit {op.unit}: Mac over {lanes} lanes > SIMD "
                               f"width {m.simd_width}")
            check("register", op, op.acc, n_regs, False)
            check("register", op, op.src2, n_regs, False)
            check("bank", op, op.src1, entry.bank_elements, True)
            acc = u.regs[op.acc]
            for row in range(k):  # one SIMD multiply-accumulate per reduction step
                acc += u.bank[op.src1[row]] * u.regs[op.src2[row]]
            u.regs[op.acc] = acc
            u.macs += k
            counts["mac"] += k
            counts["invocations"] += 1
            energy += e["mac"] * k
        elif isinstance(op, LoadReg):
            check("register", op, op.slots, n_regs, False)
            check("bank", op, op.src, entry.bank_elements, True)
            u.regs[op.slots] = u.bank[op.src]
            u.feed_bits += op.src.size * op.bits
            counts["load_reg"] += 1
            energy += e["local"] * op.src.size * op.bits / 8
        elif isinstance(op, WriteBack):
            check("register", op, op.acc, n_regs, False)
            check("bank", op, op.dst, entry.bank_elements, True)
            keep = op.dst >= 0
            np.add.at(u.bank, op.dst[keep], u.regs[op.acc[keep]])
            u.regs[op.acc] = 0
            moved = op.acc.size * op.bits * (1 if op.first else 2)
            u.feed_bits += moved
            counts["write_back"] += 1
            energy += e["local"] * moved / 8
        elif isinstance(op, LoadTile):
            region = gmem[op.region]
            check("backing", op, op.src, region.size, True)
            check("bank", op, np.array([op.dst, op.dst + op.src.size - 1]), entry.bank_elements,
                  False)
            data = np.where(op.src >= 0, region[np.maximum(op.src, 0)], 0)
            u.bank[op.dst: op.dst + op.src.size] = data
            if not op.shared:
                outer_bits += op.src.size * op.bits
                energy += e["load"] * op.src.size * op.bits / 8
            counts["load_tile"] += 1
        elif isinstance(op, StoreTile):
            region = gmem[op.region]
            check("backing", op, op.dst, region.size, True)
            check("bank", op, np.array([op.src, op.src + op.dst.size - 1]), entry.bank_elements,
                  False)
            cells = u.bank[op.src: op.src + op.dst.size]
            keep = op.dst >= 0
            np.add.at(region, op.dst[keep], cells[keep])
            cells[:] = 0
            moved = op.dst.size * (op.bits if op.first else 2 * op.acc_bits)
            outer_bits += moved
            energy += e["store"] * moved / 8
            counts["store_tile"] += 1
        else:
            raise SimError(f"layer {name}: unknown operation {type(op).__name__}")
    compute = max((u.macs for u in units.values()), default=0) * m.mac_cycles
    inner = _cycles(max((u.feed_bits for u in units.values()), default=0), m.unit_bandwidth)
    outer = _cycles(outer_bits, m.backing_bandwidth)
    return LayerRun(name, entry.layer.kind.value, Counts(**counts), compute, inner, outer, 0,
                    energy)
