"""The near-memory (PNM) primitive program: what :mod:`pimsolve.schedule.lower.pnm` emits and
:mod:`pimsolve.sim.pnm` executes.

Memory levels and addresses (all in elements, all explicit in the operations):

* backing store: one flat region per tensor (``act:<tensor>``, ``w:<layer>``, ``acc:<layer>``
  for a matrix layer's wide partial sums), row-major in the operator description's index order;
* a unit's bank: a flat array of ``bank_elements`` cells plus one read-only zero cell, which
  address ``-1`` reads (padding, masked lanes, ragged tiles);
* a unit's register file: ``registers`` registers of ``slots`` element slots each, addressed
  as ``register * slots + slot``; accumulator lanes hold exact (wide) partial sums.

One :class:`Mac` is one invocation of the compute primitive ``Dst[m] = MAC(Src1[m,k],
Src2[k])``: row ``k`` of ``src1`` is one SIMD multiply-accumulate over at most ``simd_width``
lanes, reading lanes from the bank and one register element broadcast to every lane.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np

from pimsolve.ir.qgraph import QLayer


@dataclass(frozen=True, slots=True)
class LoadTile:
    """Backing store -> bank: ``bank[dst + i] = region[src[i]]`` (``src[i] == -1``: zero)."""

    unit: int
    region: str
    src: np.ndarray
    dst: int
    bits: int  # per element, for the traffic count
    shared: bool  # the same tile goes to another unit in the same step (one bus broadcast)


@dataclass(frozen=True, slots=True)
class LoadReg:
    """Bank -> registers: ``reg[slots[i]] = bank[src[i]]`` (the register operand of a Mac)."""

    unit: int
    slots: np.ndarray
    src: np.ndarray
    bits: int


@dataclass(frozen=True, slots=True)
class Mac:
    """``len(src1)`` SIMD MACs: ``reg[acc[l]] += bank[src1[k, l]] * reg[src2[k]]``."""

    unit: int
    acc: np.ndarray  # (M,) register slots of the accumulator lanes
    src1: np.ndarray  # (K, M) bank addresses of the memory operand
    src2: np.ndarray  # (K,) register slots of the register operand


@dataclass(frozen=True, slots=True)
class WriteBack:
    """Registers -> bank: ``bank[dst[l]] += reg[acc[l]]`` then the lanes are cleared
    (``dst[l] == -1``: the lane is dropped). ``first``: no earlier write to these cells since
    the tile was stored (a write, not a read-modify-write)."""

    unit: int
    acc: np.ndarray
    dst: np.ndarray
    bits: int
    first: bool


@dataclass(frozen=True, slots=True)
class StoreTile:
    """Bank -> backing store, accumulating: ``region[dst[i]] += bank[src + i]`` for
    ``dst[i] != -1``; the bank cells are cleared. ``first``: the first store to these backing
    cells (later ones read the partial sums back and add)."""

    unit: int
    region: str
    src: int
    dst: np.ndarray
    bits: int
    acc_bits: int
    first: bool


Op = LoadTile | LoadReg | Mac | WriteBack | StoreTile


@dataclass(frozen=True, slots=True)
class Machine:
    """The hwspec numbers the program and its simulator use."""

    units: int
    simd_width: int
    registers: int
    slots: int  # element slots per register (register bits / narrowest element bits)
    register_bits: int
    unit_bytes: int
    mac_cycles: int
    unit_bandwidth: Fraction  # bytes per cycle, bank <-> registers of one unit
    backing_bandwidth: Fraction  # bytes per cycle, backing store <-> all units
    clock_hz: float
    energy_pj: tuple[tuple[str, float], ...]  # per primitive class, from hwspec costs

    def describe(self) -> dict[str, int]:
        return {"units": self.units, "simd_width": self.simd_width, "registers": self.registers}


@dataclass(frozen=True, slots=True)
class Counts:
    """Primitives of a layer; the lowering's own count and the simulator's must agree."""

    mac: int = 0  # SIMD multiply-accumulates (one per lane group and reduction step)
    invocations: int = 0  # Mac operations
    load_tile: int = 0
    load_reg: int = 0
    write_back: int = 0
    store_tile: int = 0

    def as_dict(self) -> dict[str, int]:
        return {"mac": self.mac, "invocations": self.invocations, "load_tile": self.load_tile,
                "load_reg": self.load_reg, "write_back": self.write_back,
                "store_tile": self.store_tile}

    def __add__(self, other: Counts) -> Counts:
        return Counts(*(a + b for a, b in zip(self.as_dict().values(),
                                                other.as_dict().values())))


@dataclass(frozen=True, slots=True)
class MatrixLayer:
    """A CONV/GEMM layer: per-unit primitives, then the requantizing epilogue on ``acc:``."""

    layer: QLayer
    input_region: str
    weight_region: str
    acc_region: str
    output_region: str
    bank_elements: int
    ops: tuple[Op, ...]  # in program order; units run in parallel, their sums commute
    counts: Counts  # the lowering's own count
    predicted: dict[str, Any]  # the tiling cost model's figures for the chosen tiling
    tiling: dict[str, Any]
    stats: dict[str, Any]  # the tiling solver's SolveStats


@dataclass(frozen=True, slots=True)
class HostLayer:
    """A non-matrix layer run as a vector/host step on backing-store regions."""

    layer: QLayer


@dataclass(frozen=True, slots=True)
class PnmProgram:
    machine: Machine
    data_bits: int
    input: str
    outputs: tuple[str, ...]
    regions: dict[str, tuple[int, ...]]  # region -> shape
    frac: dict[str, int]
    image: dict[str, np.ndarray] = field(default_factory=dict)  # weight regions (int64, flat)
    layers: tuple[MatrixLayer | HostLayer, ...] = ()

    @property
    def counts(self) -> Counts:
        total = Counts()
        for layer in self.layers:
            if isinstance(layer, MatrixLayer):
                total = total + layer.counts
        return total


# --- logic PUM (bit-serial) ----------------------------------------------------------------------
# The state of one array is a (rows, lanes) grid of 1-bit cells; a lane (bit line) holds an
# element's bits down consecutive rows, least significant first, two's complement. Every
# operation below acts on the same rows and lanes of all ``arrays`` arrays a layer uses at once
# (they run in lock step); per-array data differ only in the backing-store addresses.


class FillSource:
    """A Fill's source offsets made one group at a time: ``make(g)`` gives group ``g``'s
    (arrays, lanes) offsets. A large layer's Fill holds this instead of the whole (arrays,
    groups, lanes) array."""

    def __init__(self, make, shape: tuple[int, int, int]):
        self.make, self.shape = make, shape

    @property
    def size(self) -> int:
        return self.shape[0] * self.shape[1] * self.shape[2]

    def group(self, g: int) -> np.ndarray:
        out = self.make(g)
        if out.shape != (self.shape[0], self.shape[2]):
            raise AssertionError(f"Fill group {g}: offsets of shape {out.shape}, expected "
                                 f"{(self.shape[0], self.shape[2])}")
        return out


def fill_group(src: np.ndarray | FillSource, g: int) -> np.ndarray:
    """Group ``g``'s (arrays, lanes) source offsets of a Fill."""
    return src.group(g) if isinstance(src, FillSource) else src[:, g, :]


@dataclass(frozen=True, slots=True)
class Fill:
    """Backing store -> rows: for each array a, group g and lane l, the element
    ``region[src[a, g, l]]`` (``-1``: zero; ``-2``: nothing is written, the cells keep their
    bits) is written as ``bits`` bits into rows ``row + g * bits ..`` of lane l; ``on_chip``:
    each element comes from the block of the tile that holds it instead of global memory."""

    region: str
    src: np.ndarray | FillSource  # (arrays, groups, lanes)
    row: int
    bits: int
    resident: bool = False  # weights written once, before the first inference (static mode)
    # the values come from the blocks of the same tile that hold them (a producer in the
    # layer's group), over the tile's network, not from global memory
    on_chip: bool = False


@dataclass(frozen=True, slots=True)
class Multiply:
    """Per lane: ``rows[dst: dst + a_bits + b_bits] = rows[a: a + a_bits] * rows[b: b + b_bits]``
    (signed shift-and-add of bit rows)."""

    a: int
    a_bits: int
    b: int
    b_bits: int
    dst: int


@dataclass(frozen=True, slots=True)
class Add:
    """Per lane: ``rows[dst: dst + dst_bits] += sign-extended rows[src: src + src_bits]``
    (ripple carry, one bit row per step)."""

    src: int
    src_bits: int
    dst: int
    dst_bits: int


@dataclass(frozen=True, slots=True)
class Reduce:
    """Across lanes: the ``bits`` rows at ``row`` of lane ``src[i]`` are moved, one bit row at a
    time, across the bit lines to lane ``dst[i]`` and added into its rows at ``row`` (ripple
    carry); they are cleared in lane ``src[i]``."""

    row: int
    bits: int
    src: np.ndarray  # (pairs,) lanes
    dst: np.ndarray  # (pairs,) lanes


@dataclass(frozen=True, slots=True)
class Realign:
    """Across arrays (PIM-DL's realignment of partial sums, over the tile network): the ``bits``
    rows at ``row`` of lane ``src[i, 1]`` of array ``src[i, 0]`` are moved to lane ``dst[i, 1]``
    of array ``dst[i, 0]`` and added into its rows at ``row`` (ripple carry); they are cleared
    at the source. No two pairs share a destination."""

    row: int
    bits: int
    src: np.ndarray  # (pairs, 2): array, lane
    dst: np.ndarray  # (pairs, 2): array, lane


@dataclass(frozen=True, slots=True)
class ReadOut:
    """Rows -> backing store, accumulating: ``region[dst[a, i]] += rows[row: row + bits]`` of
    lane ``lanes[i]`` (``dst == -1``: dropped); the rows are cleared in every lane."""

    region: str
    row: int
    bits: int
    lanes: np.ndarray  # (outputs,)
    dst: np.ndarray  # (arrays, outputs)
    out_bits: int  # bits of the result leaving the array (the traffic count)
    first: bool  # no earlier partial sum in these backing cells


PumOp = Fill | Multiply | Add | Reduce | Realign | ReadOut


class Passes:
    """A layer's operations made one pass at a time as they are read: ``make(n)`` gives pass
    ``n``'s (each pass has the same ``per_pass`` operations on new addresses). A layout larger
    than the chip runs in passes; keeping every pass's address arrays at once would take memory
    in proportion to the layer's size."""

    __slots__ = ("make", "passes", "per_pass")

    def __init__(self, make, passes: int, per_pass: int):
        self.make, self.passes, self.per_pass = make, passes, per_pass

    def __iter__(self):
        for number in range(self.passes):
            ops = self.make(number)
            if len(ops) != self.per_pass:
                raise AssertionError(f"pass {number}: {len(ops)} operations, expected "
                                     f"{self.per_pass}")
            yield from ops

    def __len__(self) -> int:
        return self.passes * self.per_pass


@dataclass(frozen=True, slots=True)
class BlockNetwork:
    """The network between the blocks (arrays) of one tile, as the hwspec's ``core.blocks``
    describes it: ``rows`` x ``cols`` blocks, block ``b`` at row ``b // cols``, column
    ``b % cols``; ``kind`` bus (channels of ``blocks_per_channel`` blocks), mesh or broadcast
    (one-way links between columns); ``link_bits`` per cycle and direction on every link,
    ``router`` and ``wire`` zero-load cycles per router and per wire."""

    kind: str
    rows: int
    cols: int
    link_bits: int
    router: int
    wire: int
    blocks_per_channel: int = 0

    @property
    def blocks(self) -> int:
        return self.rows * self.cols


@dataclass(frozen=True, slots=True)
class PumMachine:
    """The hwspec numbers a bit-serial program and its simulator use."""

    arrays: int  # cores x arrays per core
    rows: int  # cells down a lane
    lanes: int  # lanes (bit lines) per array
    multiply: int  # cycles per operation (all lanes at once)
    add: int
    reduce: int
    fill_bandwidth: Fraction  # bytes per cycle into one array
    backing_bandwidth: Fraction
    clock_hz: float
    energy_pj: tuple[tuple[str, float], ...]  # per lane-operation / per byte moved
    # the network between the arrays of a tile (digital PIM's blocks), when the hwspec has one:
    # bytes per cycle of one tile's network and arrays per tile; writes into the arrays and
    # Realign's moves go over it, as fast as the tiles a layer spans allow
    tile_bandwidth: Fraction | None = None
    arrays_per_tile: int = 1
    # the same network link by link, where the program places its arrays on blocks
    network: BlockNetwork | None = None

    def describe(self) -> dict[str, int]:
        return {"arrays": self.arrays, "rows": self.rows, "lanes": self.lanes}


@dataclass(frozen=True, slots=True)
class PumCounts:
    multiply: int = 0  # operations (each on every used lane of every used array)
    add: int = 0
    reduce: int = 0
    fill: int = 0
    read_out: int = 0
    realign: int = 0

    def as_dict(self) -> dict[str, int]:
        return {"multiply": self.multiply, "add": self.add, "reduce": self.reduce,
                "fill": self.fill, "read_out": self.read_out, "realign": self.realign}

    def __add__(self, other: PumCounts) -> PumCounts:
        return PumCounts(*(a + b for a, b in zip(self.as_dict().values(),
                                                   other.as_dict().values())))


@dataclass(frozen=True, slots=True)
class PumLayer:
    """A CONV/GEMM layer as bit-serial operations on ``arrays`` arrays of ``rows_used`` x
    ``lanes_used`` cells, then the requantizing epilogue on ``acc:``."""

    layer: QLayer
    acc_region: str
    output_region: str
    arrays: int
    rows_used: int
    lanes_used: int
    rows: dict[str, int]  # row placement: region name -> first row
    ops: tuple[PumOp, ...] | Passes
    counts: PumCounts
    invocations: int  # per array
    predicted: dict[str, Any]
    tiling: dict[str, Any]
    stats: dict[str, Any]
    # the chip's block (tile x arrays per tile + block in the tile) of each array, when the
    # program places them (digital PIM's `map`); empty: unplaced
    blocks: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PumProgram:
    machine: PumMachine
    data_bits: int
    input: str
    outputs: tuple[str, ...]
    regions: dict[str, tuple[int, ...]]
    frac: dict[str, int]
    image: dict[str, np.ndarray] = field(default_factory=dict)
    layers: tuple[PumLayer | HostLayer, ...] = ()

    @property
    def counts(self) -> PumCounts:
        total = PumCounts()
        for layer in self.layers:
            if isinstance(layer, PumLayer):
                total = total + layer.counts
        return total
