"""Bit-level simulator of a :class:`~pimsolve.isa.families.PumProgram`: the definition of the
bit-serial operations, and the count of what they cost.

In: the program and the quantized graph input. Out: a :class:`SimResult` (every tensor's
integer values, per-layer :class:`LayerRun`, totals).

The arrays a layer uses are one ``(rows, arrays, lanes)`` grid of 0/1 cells, stored 64 lanes
to a word (Multiply and Add are the same bitwise steps on every lane, so they run on words; the
operations that single out lanes unpack the rows they touch). Values
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
arrays span, at most the arrays' own fill bandwidth), the partial sums Realign moves between
arrays at the same rate (a move inside an array is part of its step), and the results the
ReadOuts take at the arrays' own bandwidth; weights written every inference take at least
the time of fetching their distinct elements from global memory.
Fills marked resident (static mode's weights) are counted apart, as ``setup``.

A program that places its arrays on the chip's blocks (``PumLayer.blocks``, what `map` emits
for digital PIM) is timed on the tile's network link by link (``PumMachine.network``,
pimsolve.sim.network): a Fill marked ``on_chip`` takes every value from the block of the same
tile that holds it (pimsolve.sim.blocks keeps track; a value no such block holds is a
SimError), one phase per Fill; a Realign step's
moves between two blocks of a tile are one phase; moves inside a block cost no network time.
Other Fills, and partial sums moved between tiles, go at the write rate as above. The
simulator refuses a placed layer on blocks that hold another layer's resident weights.
"""

from __future__ import annotations

import numpy as np

from pimsolve.errors import SimError
from pimsolve.isa.families import (Add, Fill, Multiply, PumCounts, PumLayer, PumProgram, ReadOut,
                                   Realign, Reduce, fill_group)
from pimsolve.sim.blocks import Blocks
from pimsolve.sim.network import phase
from pimsolve.sim.pnm import LayerRun, SimResult, _cycles, run_layers

WORD = 64  # lanes per word of the simulated cells
WEIGHTS = "w:"  # backing-store regions of weights (in global memory)


def to_bits(values: np.ndarray, bits: int) -> np.ndarray:
    """Two's-complement bit rows of ``values``: (bits, ...) uint8, least significant first."""
    v = np.asarray(values, dtype=np.int64)
    narrow = next((t for t in (np.uint8, np.uint16, np.uint32) if bits <= 8 * t().itemsize),
                  np.uint64)
    u = v.astype(narrow)  # two's complement, wrapped to the narrowest type that holds the bits
    out = np.empty((bits,) + v.shape, dtype=np.uint8)
    for b in range(bits):
        np.bitwise_and(u >> narrow(b), 1, out=out[b], casting="unsafe")
    return out


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


def simulate_pum(program: PumProgram, q_input: np.ndarray, say=None) -> SimResult:
    chip = Blocks(program)
    return run_layers(program, q_input, lambda entry, prog, gmem: _run_matrix(entry, prog, gmem,
                                                                               chip),
                      PumCounts, say)


def _run_matrix(entry: PumLayer, program: PumProgram, gmem: dict[str, np.ndarray],
                chip: Blocks) -> LayerRun:
    m = program.machine
    name = entry.layer.name
    placed = chip.place(entry)
    net = m.network if placed.size else None
    holding: dict[str, np.ndarray] = {}  # on-chip Fills' regions: chip.holding, per region
    network = 0  # cycles of the phases routed over the block network
    if entry.arrays > m.arrays:
        raise SimError(f"layer {name}: {entry.arrays} arrays used; the hwspec has {m.arrays}")
    if entry.lanes_used > m.lanes:
        raise SimError(f"layer {name}: {entry.lanes_used} lanes used; an array has {m.lanes}")
    # the cells, 64 lanes to a word (bit l % 64 of word l // 64): Multiply and Add act on every
    # lane with the same bitwise steps, so they run on whole words; the operations that single
    # out lanes unpack the rows they touch
    width = entry.lanes_used
    cells = np.zeros((max(1, entry.rows_used), entry.arrays, -(-width // WORD)), dtype=np.uint64)
    counts = dict.fromkeys(PumCounts().as_dict(), 0)
    e = dict(m.energy_pj)
    lanes_busy = entry.arrays * entry.lanes_used
    compute = fill_bits = outer_bits = 0
    written = realigned = read = resident = 0  # bits over the tile network (all arrays)
    weights_written = 0  # of which weights written every inference (not resident)
    padded: dict[str, np.ndarray] = {}  # Fill sources: region -> the region and a zero
    fetched: dict[str, tuple[np.ndarray, int]] = {}  # weight region -> (elements fetched, bits)
    energy = 0.0

    def rows(op, start: int, n: int) -> slice:
        if start < 0 or start + n > m.rows:
            raise SimError(f"layer {name}: {type(op).__name__} on rows {start}..{start + n - 1};"
                           f" an array has {m.rows} rows")
        if start + n > cells.shape[0]:
            raise SimError(f"layer {name}: {type(op).__name__} on rows {start}..{start + n - 1};"
                           f" the layer declares {entry.rows_used} rows in use")
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
            if not _shifted_add(cells, acc, op.src, op.dst, width):  # across bit lines
                _add_lanes(cells, acc, width, (slice(None), op.src), (slice(None), op.dst))
            compute += m.reduce
            counts["reduce"] += 1
            energy += e["reduce"] * entry.arrays * op.src.size
        elif isinstance(op, Realign):
            src, dst = _pairs(op.src, entry, name), _pairs(op.dst, entry, name)
            if np.unique(dst[:, 0] * width + dst[:, 1]).size != len(dst):
                raise SimError(f"layer {name}: Realign adds two partial sums into one lane")
            acc = rows(op, op.row, op.bits)
            flat = width % WORD == 0 or entry.arrays == 1  # lanes of all arrays in one run
            if not (flat and _shifted_add(cells, acc, src[:, 0] * width + src[:, 1],
                                          dst[:, 0] * width + dst[:, 1], width * entry.arrays,
                                          merged=True)):
                _add_lanes(cells, acc, width, (src[:, 0], src[:, 1]), (dst[:, 0], dst[:, 1]))
            compute += m.add
            apart = src[:, 0] != dst[:, 0]  # between arrays; inside one, on its own rows
            if net is None:
                realigned += int(apart.sum()) * op.bits
            else:  # on the tile's network; between tiles at the write rate
                a, b = placed[src[apart, 0]], placed[dst[apart, 0]]
                inside = a // m.arrays_per_tile == b // m.arrays_per_tile
                realigned += int((~inside).sum()) * op.bits
                network += phase(net, m.arrays_per_tile, a[inside], b[inside], op.bits).cycles
            counts["realign"] += 1
            energy += e["add"] * len(src) + e["fill"] * len(src) * op.bits / 8
        elif isinstance(op, Fill):
            n_arrays, groups, n_lanes = op.src.shape
            if n_arrays != entry.arrays or n_lanes > entry.lanes_used:
                raise SimError(f"layer {name}: Fill of {n_arrays} arrays x {n_lanes} lanes; the "
                               f"layer uses {entry.arrays} x {entry.lanes_used}")
            region = gmem[op.region]
            rows(op, op.row, groups * op.bits)
            if op.region not in padded:  # the region and a zero after it, which -1 reads
                padded[op.region] = np.append(region, 0)
            source = padded[op.region]
            elements = 0
            held = None
            if op.on_chip:
                if net is None:
                    raise SimError(f"layer {name}: a Fill from the blocks of a tile needs a "
                                   "placed layer on a block network")
                if op.region not in holding:
                    holding[op.region] = chip.holding(op.region, placed, name)
                held = holding[op.region]
            moves = []  # (source block, destination block, element) of cells moved on chip
            offsets = []  # distinct elements read, per group (operands from the backing store)
            weights = None if m.tile_bandwidth is None or op.resident or \
                not op.region.startswith(WEIGHTS) else fetched.setdefault(
                    # elements fetched from global memory; the two slots after the region
                    # take -2 and -1
                    op.region, (np.zeros(region.size + 2, bool), op.bits))[0]
            for g in range(groups):  # one group's bit rows at a time
                src = fill_group(op.src, g)
                if src.size and src.min() < -2:
                    raise SimError(f"layer {name}: Fill source {int(src.min())}; expected an "
                                   "offset, -1 (zero) or -2 (not written)")
                if src.size and src.max() >= region.size:
                    raise SimError(f"layer {name}: Fill reads {op.region}[{int(src.max())}], "
                                   f"the region holds {region.size}")
                data = source[src]  # (A, L); -2 reads a value the lane does not keep
                kept = src == -2  # cells not written
                elements += int(src.size - np.count_nonzero(kept))
                if held is not None:
                    moves.append(chip.moves(src, held, placed, name))
                if m.tile_bandwidth is None:
                    offsets.append(np.unique(src[src >= 0]))
                elif weights is not None:
                    weights[src] = True
                if n_lanes < width:
                    data = np.pad(data, ((0, 0), (0, width - n_lanes)))
                    kept = np.pad(kept, ((0, 0), (0, width - n_lanes)), constant_values=True)
                new = pack(to_bits(data, op.bits))  # (bits, A, words)
                target = slice(op.row + g * op.bits, op.row + (g + 1) * op.bits)
                if kept.any():
                    keep = pack(kept)
                    new = (cells[target] & keep) | (new & ~keep)
                cells[target] = new
            energy += e["fill"] * elements * op.bits / 8
            counts["fill"] += 1
            if op.resident:
                resident += elements * op.bits
                if placed.size:
                    chip.keep_resident(entry, placed)
                continue
            fill_bits += groups * n_lanes * op.bits
            written += elements * op.bits
            if moves:
                src_b, dst_b, key = (np.concatenate(x) for x in zip(*moves))
                written -= src_b.size * op.bits  # these go over the network instead
                network += phase(net, m.arrays_per_tile, src_b, dst_b, op.bits, key).cycles
            if offsets:  # operands fetched from the backing store, each once
                outer_bits += np.unique(np.concatenate(offsets)).size * op.bits
            elif weights is not None:  # written every inference
                weights_written += elements * op.bits
        elif isinstance(op, ReadOut):
            lanes(op, op.lanes)
            region = gmem[op.region]
            padded.pop(op.region, None)  # a Fill after this reads the new values
            acc = rows(op, op.row, op.bits)
            if op.dst.shape != (entry.arrays, op.lanes.size) or (
                    op.dst.size and op.dst.max() >= region.size):
                raise SimError(f"layer {name}: ReadOut targets out of range of {op.region}")
            values = from_bits(unpack(cells[acc], width)[:, :, op.lanes])  # (A, outputs)
            keep = op.dst >= 0
            np.add.at(region, op.dst[keep], values[keep])
            if placed.size:
                chip.read_out(entry, placed, op.region, region.size, op.dst, keep)
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
        from_memory = sum(int(seen[:-2].sum()) * bits for seen, bits in fetched.values())
        weights = max(_cycles(weights_written, rate), _cycles(from_memory, m.backing_bandwidth))
        inner = weights + _cycles(written - weights_written, rate) + network + \
            _cycles(realigned, rate) + _cycles(read, m.fill_bandwidth * entry.arrays)
        if placed.size:
            chip.done(entry, placed)
        return LayerRun(name, entry.layer.kind.value, PumCounts(**counts), compute, inner, 0,
                        0, energy, setup=_cycles(resident, rate), network=network)
    if realigned or resident:
        raise SimError(f"layer {name}: Realign and resident Fills need a tile network "
                       "(core.blocks)")
    fill = _cycles(fill_bits, m.fill_bandwidth)
    outer = _cycles(outer_bits, m.backing_bandwidth)
    return LayerRun(name, entry.layer.kind.value, PumCounts(**counts), compute,
                    fill, outer, 0, energy, overlapped=True)


def _add_lanes(cells: np.ndarray, acc: slice, width: int, src: tuple, dst: tuple) -> None:
    """The rows ``acc`` of the (array, lane) cells ``src`` added into those of ``dst`` (index
    tuples over arrays and lanes), then cleared at ``src``: lane by lane, on unpacked rows."""
    bits = unpack(cells[acc], width)
    at_src, at_dst = (slice(None),) + src, (slice(None),) + dst
    bits[at_dst] = ripple_add(bits[at_dst], bits[at_src])
    bits[at_src] = 0
    cells[acc] = pack(bits)


def _shifted_add(cells: np.ndarray, acc: slice, src: np.ndarray, dst: np.ndarray, lanes: int,
                 merged: bool = False) -> bool:
    """Where every source lane is its destination lane plus one distance ``d`` (the pairwise
    steps of a reduction tree): the rows ``acc`` of the sources, shifted down ``d`` lanes on
    the words, added into every lane (the others receive zero) and cleared at the sources.
    ``merged``: the lanes of all arrays as one run (``lanes`` of them). False when the pairs are
    not such a shift (the caller moves them lane by lane)."""
    if src.size == 0:
        return True
    d = int(src[0] - dst[0])
    if d <= 0 or not np.array_equal(src - dst, np.full_like(src, d)):
        return False
    rows = cells[acc]
    shape = rows.shape
    words = rows.reshape(shape[0], -1) if merged else rows  # (bits, [arrays,] words)
    mask_bits = np.zeros(-(-lanes // WORD) * WORD, dtype=np.uint8)
    mask_bits[src] = 1
    mask = pack(mask_bits)
    picked = words & mask
    q, r = divmod(d, WORD)
    moved = np.zeros_like(picked)
    n = picked.shape[-1]
    if q < n:
        moved[..., :n - q] = picked[..., q:] >> np.uint64(r)
        if r and q + 1 < n:
            moved[..., :n - q - 1] |= picked[..., q + 1:] << np.uint64(WORD - r)
    out = ripple_add(words, moved) & ~mask
    cells[acc] = out.reshape(shape)
    return True


def pack(bits: np.ndarray) -> np.ndarray:
    """0/1 cells (..., lanes) as words (..., ceil(lanes / 64)): lane l is bit l % 64 of word
    l // 64."""
    lanes = bits.shape[-1]
    spare = -lanes % WORD
    if spare:
        bits = np.concatenate([bits, np.zeros(bits.shape[:-1] + (spare,), dtype=np.uint8)],
                              axis=-1)
    return np.packbits(bits, axis=-1, bitorder="little").view("<u8").astype(np.uint64,
                                                                           copy=False)


def unpack(words: np.ndarray, lanes: int) -> np.ndarray:
    """The 0/1 cells (..., lanes) of words (..., ceil(lanes / 64)) (uint8, a new array)."""
    raw = np.ascontiguousarray(words).astype("<u8", copy=False).view(np.uint8)
    return np.unpackbits(raw, axis=-1, bitorder="little")[..., :lanes].copy()


def write_rate(m, arrays: int):
    """Bytes per cycle written into ``arrays`` arrays: the networks of the tiles they span, at
    most the arrays' own fill bandwidth."""
    tiles = -(-arrays // m.arrays_per_tile)
    return min(m.tile_bandwidth * tiles, m.fill_bandwidth * arrays)


def _pairs(pairs: np.ndarray, entry: PumLayer, name: str) -> np.ndarray:
    pairs = np.asarray(pairs, dtype=np.int64).reshape(-1, 2)
    if pairs.size and (pairs.min() < 0 or pairs[:, 0].max() >= entry.arrays
                       or pairs[:, 1].max() >= entry.lanes_used):
        raise SimError(f"layer {name}: Realign names an array or lane outside the layer's "
                       f"{entry.arrays} arrays x {entry.lanes_used} lanes")
    return pairs
