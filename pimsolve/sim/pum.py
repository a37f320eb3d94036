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

On a machine with a tile network (digital PIM's blocks, ``PumMachine.tile_bandwidth``; the
terms of the layout cost model, docs/layout.md) the operands live on chip: a layer costs
``compute + inner``, where compute adds one ``add`` per Realign, and inner is the bits the
Fills write into all the layer's arrays at the write rate (the tile networks of the tiles the
arrays span, at most the arrays' own fill bandwidth), the partial sums Realign moves at the same
rate, and the results the ReadOuts take at the arrays' own bandwidth. Fills marked resident
(static mode's weights) are counted apart, as ``setup``.
"""

from __future__ import annotations

import numpy as np

from pimsolve.errors import SimError
from pimsolve.isa.families import (Add, Fill, Multiply, PumCounts, PumLayer, PumProgram, ReadOut,
                                   Realign, Reduce)
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
    written = realigned = read = resident = 0  # bits over the tile network (all arrays)
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
        elif isinstance(op, Realign):
            src, dst = _pairs(op.src, entry, name), _pairs(op.dst, entry, name)
            if len({(int(a), int(b)) for a, b in dst}) != len(dst):
                raise SimError(f"layer {name}: Realign adds two partial sums into one lane")
            acc = rows(op, op.row, op.bits)
            carried = cells[acc, src[:, 0], src[:, 1]]
            cells[acc, src[:, 0], src[:, 1]] = 0
            cells[acc, dst[:, 0], dst[:, 1]] = ripple_add(cells[acc, dst[:, 0], dst[:, 1]],
                                                          carried)
            compute += m.add
            realigned += len(src) * op.bits
            counts["realign"] += 1
            energy += e["add"] * len(src) + e["fill"] * len(src) * op.bits / 8
        elif isinstance(op, Fill):
            n_arrays, groups, n_lanes = op.src.shape
            if n_arrays != entry.arrays or n_lanes > entry.lanes_used:
                raise SimError(f"layer {name}: Fill of {n_arrays} arrays x {n_lanes} lanes; the "
                               f"layer uses {entry.arrays} x {entry.lanes_used}")
            region = gmem[op.region]
            if op.src.size and op.src.min() < -2:
                raise SimError(f"layer {name}: Fill source {int(op.src.min())}; expected an "
                               "offset, -1 (zero) or -2 (not written)")
            if op.src.size and op.src.max() >= region.size:
                raise SimError(f"layer {name}: Fill reads {op.region}[{int(op.src.max())}], "
                               f"the region holds {region.size}")
            data = np.where(op.src >= 0, region[np.maximum(op.src, 0)], 0)  # (A, G, L)
            planes = to_bits(np.moveaxis(data, 1, 0), op.bits)  # (bits, G, A, L)
            target = rows(op, op.row, groups * op.bits)
            new = np.moveaxis(planes, 1, 0).reshape(groups * op.bits, n_arrays, n_lanes)
            kept = op.src == -2  # cells not written
            elements = int(op.src.size - kept.sum())
            if elements < op.src.size:
                keep = np.repeat(np.moveaxis(kept, 1, 0), op.bits, axis=0)  # (G*bits, A, L)
                new = np.where(keep, cells[target, :, :n_lanes], new)
            cells[target, :, :n_lanes] = new
            energy += e["fill"] * elements * op.bits / 8
            counts["fill"] += 1
            if op.resident:
                resident += elements * op.bits
                continue
            fill_bits += groups * n_lanes * op.bits
            written += elements * op.bits
            outer_bits += np.unique(op.src[op.src >= 0]).size * op.bits
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
            read += int(keep.sum()) * op.out_bits
            energy += e["read_out"] * keep.sum() * per_lane / 8
            counts["read_out"] += 1
        else:
            raise SimError(f"layer {name}: unknown operation {type(op).__name__}")
    if m.tile_bandwidth is not None:  # operands on chip, moved over the tile networks
        rate = write_rate(m, entry.arrays)
        inner = _cycles(written, rate) + _cycles(realigned, rate) + \
            _cycles(read, m.fill_bandwidth * entry.arrays)
        return LayerRun(name, entry.layer.kind.value, PumCounts(**counts), compute, inner, 0,
                        0, energy, setup=_cycles(resident, rate))
    if realigned or resident:
        raise SimError(f"layer {name}: Realign and resident Fills need a tile network "
                       "(core.blocks)")
    fill = _cycles(fill_bits, m.fill_bandwidth)
    outer = _cycles(outer_bits, m.backing_bandwidth)
    return LayerRun(name, entry.layer.kind.value, PumCounts(**counts), compute,
                    fill, outer, 0, energy, overlapped=True)


def write_rate(m, arrays: int):
    """Bytes per cycle written into ``arrays`` arrays: the networks of the tiles they span, at
    most the arrays' own fill bandwidth."""
    tiles = -(-arrays // m.arrays_per_tile)
    return min(m.tile_bandwidth * tiles, m.fill_bandwidth * arrays)


def _pairs(pairs: np.ndarray, entry: PumLayer, name: str) -> np.ndarray:
    pairs = np.asarray(pairs, dtype=np.int64).reshape(-1, 2)
    if pairs.size and (pairs.min(axis=0) < 0).any() or pairs.size and (
            pairs[:, 0].max() >= entry.arrays or pairs[:, 1].max() >= entry.lanes_used):
        raise SimError(f"layer {name}: Realign names an array or lane outside the layer's "
                       f"{entry.arrays} arrays x {entry.lanes_used} lanes")
    return pairs
