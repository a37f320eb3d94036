"""Bit-level simulator of a :class:`~pimsolve.isa.families.PumProgram`: the definition of the
bit-serial operations, and the count of what they cost.

In: the program and the quantized graph input. Out: a :class:`SimResult` (every tensor's
integer values, per-layer :class:`LayerRun`, totals).

The arrays a layer uses are one ``(rows, arrays, lanes)`` grid of 0/1 cells (uint8). Values
exist only in the backing store and in cells: a Fill writes an element's two's-complement bits
down a lane, Multiply is a shift-and-add of bit rows (the last partial product subtracted),
Add is a ripple-carry adder stepping one bit row at a time with a carry row, Reduce moves a
lane's rows across bit lines and adds them, ReadOut reads the bits back into integers. Every
row and lane touched is checked against the hwspec's array (``rows`` cells down a lane,
``lanes`` bit lines) and the layer's arrays against the chip's; a violation is a SimError.

Cost (the terms of the tiling cost model, docs/tiling.md): the arrays run in lock step, so
compute = the sum over executed operations of the hwspec's ``multiply``/``add``/``reduce``
latency; fill = one array's bits written by Fills and read by ReadOuts (accumulator bits,
twice after a first visit) at ``fill_bandwidth``; outer = the backing-store bits (distinct
elements a Fill fetches, read-out results: output bits first, then 2 x accumulator bits) at
the global-memory bandwidth; a layer costs ``compute + max(outer, fill)``.
"""

from __future__ import annotations

import numpy as np

from pimsolve.errors import SimError
from pimsolve.isa.families import (Add, Fill, Multiply, PumCounts, PumLayer, PumProgram, ReadOut,
                                   Reduce)
from pimsolve.sim.pnm import LayerRun, SimResult, _cycles, run_layers


def to_bits(values: np.ndarray, bits: int) -> np.ndarray:
    """Two's-complement bit rows of ``values``: (bits, ...) uint8, least significant first."""
    v = np.asarray(values, dtype=np.int64)
    return ((v[None, ...] >> np.arange(bits).reshape((bits,) + (1,) * v.ndim)) & 1
            ).astype(np.uint8)


def from_bits(planes: np.ndarray) -> np.ndarray:
    """Signed integers from bit rows (bits, ...)."""
    bits = planes.shape[0]
    value = np.zeros(planes.shape[1:], dtype=np.int64)
    for b in range(bits - 1):
        value |= planes[b].astype(np.int64) << b
    return value - (planes[bits - 1].astype(np.int64) << (bits - 1))


def ripple_add(x: np.ndarray, y: np.ndarray, carry: np.ndarray | None = None) -> np.ndarray:
    """Bit rows of x + y (same number of rows, wrapping), one full adder per row."""
    out = np.empty_like(x)
    c = np.zeros_like(x[0]) if carry is None else carry
    for b in range(x.shape[0]):
        half = x[b] ^ y[b]
        out[b] = half ^ c
        c = (x[b] & y[b]) | (c & half)
    return out


def sign_extend(planes: np.ndarray, bits: int) -> np.ndarray:
    if planes.shape[0] >= bits:
        return planes[:bits]
    top = np.broadcast_to(planes[-1], (bits - planes.shape[0],) + planes.shape[1:])
    return np.concatenate([planes, top])


def multiply(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Signed a x b over bit rows: for each bit j of b, a shifted by j, gated by b_j, added (the
    sign bit's partial product subtracted: inverted and added with a carry-in of b_j)."""
    width = a.shape[0] + b.shape[0]
    a_ext = sign_extend(a, width)
    total = np.zeros_like(a_ext)
    for j in range(b.shape[0]):
        partial = np.zeros_like(a_ext)
        partial[j:] = a_ext[: width - j] & b[j]
        if j == b.shape[0] - 1:
            total = ripple_add(total, partial ^ b[j], b[j].copy())
        else:
            total = ripple_add(total, partial)
    return total


def simulate_pum(program: PumProgram, q_input: np.ndarray) -> SimResult:
    return run_layers(program, q_input, _run_matrix, PumCounts)


def _run_matrix(entry: PumLayer, program: PumProgram, gmem: dict[str, np.ndarray]) -> LayerRun:
    m = program.machine
    name = entry.layer.name
    if entry.arrays > m.arrays:
        raise SimError(f"layer {name}: {entry.arrays} arrays used; the hwspec has {m.arrays}")
    if entry.lanes_used > m.lanes:
        raise SimError(f"layer {name}: {entry.lanes_used} lanes used; an array has {m.lanes}")
    cells = np.zeros((m.rows, entry.arrays, entry.lanes_used), dtype=np.uint8)
    counts = dict.fromkeys(PumCounts().as_dict(), 0)
    e = dict(m.energy_pj)
    lanes_busy = entry.arrays * entry.lanes_used
    compute = fill_bits = outer_bits = 0
    energy = 0.0

    def rows(op, start: int, n: int) -> slice:
        if start < 0 or start + n > m.rows:
            raise SimError(f"layer {name}: {type(op).__name__} on rows {start}..{start + n - 1};"
                           f" an array has {m.rows} rows")
        return slice(start, start + n)

    def lanes(op, idx: np.ndarray) -> None:
        if idx.size and (idx.min() < 0 or idx.max() >= entry.lanes_used):
            raise SimError(f"layer {name}: {type(op).__name__} on lane {int(idx.max())}; "
                           f"{entry.lanes_used} lanes are in use ({m.lanes} per array)")

    for op in entry.ops:
        if isinstance(op, Multiply):
            a = cells[rows(op, op.a, op.a_bits)]
            b = cells[rows(op, op.b, op.b_bits)]
            cells[rows(op, op.dst, op.a_bits + op.b_bits)] = multiply(a, b)
            compute += m.multiply
            counts["multiply"] += 1
            energy += e["multiply"] * lanes_busy
        elif isinstance(op, Add):
            dst = rows(op, op.dst, op.dst_bits)
            src = sign_extend(cells[rows(op, op.src, op.src_bits)], op.dst_bits)
            cells[dst] = ripple_add(cells[dst], src)
            compute += m.add
            counts["add"] += 1
            energy += e["add"] * lanes_busy
        elif isinstance(op, Reduce):
            lanes(op, op.src)
            lanes(op, op.dst)
            acc = rows(op, op.row, op.bits)
            moved = cells[acc, :, op.src]  # across bit lines
            cells[acc, :, op.dst] = ripple_add(cells[acc, :, op.dst], moved)
            cells[acc, :, op.src] = 0
            compute += m.reduce
            counts["reduce"] += 1
            energy += e["reduce"] * entry.arrays * op.src.size
        elif isinstance(op, Fill):
            n_arrays, groups, n_lanes = op.src.shape
            if n_arrays != entry.arrays or n_lanes > entry.lanes_used:
                raise SimError(f"layer {name}: Fill of {n_arrays} arrays x {n_lanes} lanes; the "
                               f"layer uses {entry.arrays} x {entry.lanes_used}")
            region = gmem[op.region]
            if op.src.size and op.src.max() >= region.size:
                raise SimError(f"layer {name}: Fill reads {op.region}[{int(op.src.max())}], "
                               f"the region holds {region.size}")
            data = np.where(op.src >= 0, region[np.maximum(op.src, 0)], 0)  # (A, G, L)
            planes = to_bits(np.moveaxis(data, 1, 0), op.bits)  # (bits, G, A, L)
            target = rows(op, op.row, groups * op.bits)
            cells[target, :, :n_lanes] = np.moveaxis(planes, 1, 0).reshape(
                groups * op.bits, n_arrays, n_lanes)
            fill_bits += groups * n_lanes * op.bits
            fetched = np.unique(op.src[op.src >= 0]).size * op.bits
            outer_bits += fetched
            energy += e["fill"] * (groups * n_lanes * op.bits * n_arrays) / 8
            counts["fill"] += 1
        elif isinstance(op, ReadOut):
            lanes(op, op.lanes)
            region = gmem[op.region]
            acc = rows(op, op.row, op.bits)
            if op.dst.shape != (entry.arrays, op.lanes.size) or (
                    op.dst.size and op.dst.max() >= region.size):
                raise SimError(f"layer {name}: ReadOut targets out of range of {op.region}")
            values = from_bits(cells[acc][:, :, op.lanes])  # (A, outputs)
            keep = op.dst >= 0
            np.add.at(region, op.dst[keep], values[keep])
            cells[acc] = 0
            per_lane = op.out_bits if op.first else 2 * op.bits
            fill_bits += op.lanes.size * per_lane
            outer_bits += int(keep.sum()) * per_lane
            energy += e["read_out"] * keep.sum() * per_lane / 8
            counts["read_out"] += 1
        else:
            raise SimError(f"layer {name}: unknown operation {type(op).__name__}")
    fill = _cycles(fill_bits, m.fill_bandwidth)
    outer = _cycles(outer_bits, m.backing_bandwidth)
    return LayerRun(name, entry.layer.kind.value, PumCounts(**counts), compute,
                    fill, outer, 0, energy, overlapped=True)
