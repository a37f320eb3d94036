"""Typed, validated hardware description produced by :func:`pimsolve.hwspec.load_hwspec`.

Every number about a target lives in its YAML file; this module only gives it shape.
Units: sizes in bytes, bandwidths in bytes per cycle, latencies in cycles, energies in pJ,
clock in Hz, power in W.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from pimsolve.hwspec.expr import Formula

# Symbols every latency/energy formula may use (values supplied per executed instruction).
INSTRUCTION_SYMBOLS: tuple[str, ...] = (
    "len",  # vector length in elements (vector ops), input length (mvmul)
    "bytes",  # bytes read or written / moved / sent
    "ibiw", "obiw", "mbiw",  # current bit widths
    "rows", "cols", "arrays",  # array-group matrix rows/cols and its number of arrays (mvmul, wwr)
    "hops",  # NoC hops between sender and receiver (send/recv/sync)
    "offchip",  # 1 when a send/recv/sync crosses chips, else 0
)


class Execution(str, Enum):
    IN_ORDER = "in-order"
    OUT_OF_ORDER = "out-of-order"


class Communication(str, Enum):
    SYNCHRONOUS = "synchronous"
    ASYNCHRONOUS = "asynchronous"


class Topology(str, Enum):
    MESH = "mesh"
    BUS = "bus"


class Interconnect(str, Enum):
    """The network between the memory blocks of one tile (PIM-DL Fig. 11)."""

    BUS = "bus"  # every block on one of the tile's shared channels
    MESH = "mesh"  # a router per block, links to the four neighbours, XY routing
    BROADCAST = "broadcast"  # a router per block column, one-way 1-to-N column-to-column links


class Family(str, Enum):
    CROSSBAR = "crossbar"
    LOGIC_PUM = "logic-pum"
    NEAR_MEMORY = "near-memory"
    DIGITAL_PIM = "digital-pim"


@dataclass(frozen=True, slots=True)
class ArraySpec:
    rows: int
    cols: int
    cell_bits: int


@dataclass(frozen=True, slots=True)
class BlockArraySpec:
    """A core's arrays as a grid of memory blocks and the network between them (``core.blocks``;
    PIM-DL's tile: seeds/pim-dl.txt §V, Table II, Fig. 11). Block ``b`` sits at row
    ``b // cols``, column ``b % cols``; on a bus, channel ``b // blocks_per_channel``.
    pimsolve.solve.layout.interconnect prices data movement on it."""

    rows: int
    cols: int
    interconnect: Interconnect
    link_bits: int  # bits a link (a bus channel) carries per cycle, in each direction
    router_latency: int  # zero-load cycles through one router (a bus: its arbiter)
    wire_latency: int  # zero-load cycles along one wire between two routers
    blocks_per_channel: int | None = None  # bus only: blocks sharing one channel

    @property
    def blocks(self) -> int:
        return self.rows * self.cols

    def position(self, block: int) -> tuple[int, int]:
        """(row, column) of a block id."""
        return divmod(block, self.cols)

    def channel(self, block: int) -> int:
        """The bus channel a block sends and receives on (0 on a network without channels)."""
        return block // self.blocks_per_channel if self.blocks_per_channel else 0

    @property
    def channels(self) -> int:
        return self.blocks // self.blocks_per_channel if self.blocks_per_channel else 0


@dataclass(frozen=True, slots=True)
class CoreSpec:
    arrays: int
    array: ArraySpec
    local_memory_bytes: int
    local_memory_bandwidth: float
    registers: int
    event_registers: int
    vector_units: int
    vector_width: int  # elements per vector unit per cycle
    execution: Execution
    blocks: BlockArraySpec | None = None  # the arrays as a grid of blocks, and their network


@dataclass(frozen=True, slots=True)
class PortSpec:
    """A global-memory port that serves one request at a time for the whole chip: the
    cycles it is busy with an ld (``read``) or st (``write``) of ``bytes``, and the cycles
    from the instruction's start until the request reaches it."""

    read: Formula
    write: Formula
    read_arrival: Formula
    write_arrival: Formula


@dataclass(frozen=True, slots=True)
class MemorySpec:
    bytes: int
    bandwidth: float
    port: PortSpec | None = None  # global memory only: requests served one at a time


@dataclass(frozen=True, slots=True)
class NocSpec:
    topology: Topology
    hop_latency: float
    link_bandwidth: float
    offchip_latency: float
    offchip_bandwidth: float


@dataclass(frozen=True, slots=True)
class Precision:
    weights: int
    inputs: int
    outputs: int

    def symbols(self) -> dict[str, int]:
        """The precision symbols hwspec formulas may use, at these precisions."""
        return {"weight_bits": self.weights, "input_bits": self.inputs,
                "output_bits": self.outputs}


@dataclass(frozen=True, slots=True)
class CostTable:
    """Latency (cycles) and energy (pJ) formulas, keyed by mnemonic or instruction class.

    Lookup prefers the mnemonic, then its class (see pimsolve.isa.spec.OpClass).
    """

    latency: Mapping[str, Formula]
    energy: Mapping[str, Formula]
    leakage_power_w: float  # static power of one core, W

    def latency_formula(self, mnemonic: str, op_class: str) -> Formula:
        return self.latency.get(mnemonic) or self.latency[op_class]

    def energy_formula(self, mnemonic: str, op_class: str) -> Formula:
        return self.energy.get(mnemonic) or self.energy[op_class]


@dataclass(frozen=True, slots=True)
class OperandLayout:
    """ARES memory abstraction of one operand: ``addr = A · (j..., b) + offset``.

    ``matrix`` rows are address dimensions (e.g. array row, array column), its columns the
    compute dimensions followed by the bit index ``b``; entries may be symbolic (SymPy).
    ``isl_map`` is the same relation as an islpy.Map with symbolic offsets as ISL parameters.
    ISL relations are affine, so a symbol that multiplies a dimension (``B`` in ``B*m + b``)
    cannot stay a parameter: it is evaluated at the hwspec's precisions (other precisions:
    :func:`pimsolve.hwspec.affine.layout_map`).
    """

    tensor: str
    dims: tuple[str, ...]  # compute dims indexing this operand, then "b"
    matrix: tuple[tuple[Any, ...], ...]  # sympy.Expr entries
    offset: tuple[Any, ...]
    address_space: tuple[str, ...]  # e.g. ("row", "col")
    isl_map: Any  # islpy.Map at the hwspec's own precisions, or None while entries are symbolic
    # Added by the loader (defaults keep older constructors working):
    cells_per_element: Formula | None = None  # extent of b (0 <= b < it); may use weight_bits etc.
    parameters: tuple[str, ...] = ()  # ISL parameters of isl_map (symbolic offsets)


class Source(str, Enum):
    """Where a near-memory unit reads an input operand from."""

    MEMORY = "memory"  # streamed from the unit's memory bank(s) by every operation
    REGISTER = "register"  # held in the unit's register file (loaded from the bank beforehand)


@dataclass(frozen=True, slots=True)
class BitSerialSpec:
    """Bit-serial arrays computing on every lane at once: logic PUM (ARES §IV-C Case II, lanes
    are bit lines) and digital PIM (row-parallel blocks, seeds/pim-dl.txt; lanes are rows).

    An element's bits run along the other address dimension; the reduction dims not listed in
    ``spatial_reduction`` are temporal (one multiply-accumulate per element, in sequence), the
    listed ones are reduced across lanes in ``ceil(log2(extent))`` steps. Formulas may use the
    precision symbols (``weight_bits``, ``input_bits``, ``output_bits``) and, except
    ``accumulator_bits`` itself, ``accumulator_bits``.
    """

    spatial_reduction: tuple[str, ...]
    accumulator_bits: Formula  # bits of a partial sum
    scratch_cells: Formula  # cells per lane besides operands and accumulators (temporaries)
    fill_bandwidth: float  # bytes per cycle written into (or read out of) one array
    latency: Mapping[str, Formula]  # multiply, add, reduce: cycles of one op on every lane
    energy: Mapping[str, Formula] | None = None  # multiply, add, reduce: pJ per lane per op


@dataclass(frozen=True, slots=True)
class NearMemorySpec:
    """Processing units next to memory banks (PNM, e.g. PIM-HBM; ARES §II-C).

    Each unit runs SIMD operations of ``simd_width`` lanes; an input operand comes from the
    unit's memory or from its register file (``sources``); partial sums stay in registers.
    Formulas may use the precision symbols.
    """

    units: int  # processing units in total
    simd_width: int  # lanes (elements) of one SIMD operation
    registers: int  # registers per unit
    register_bytes: int  # bytes per register
    unit_bytes: int  # memory one unit computes on (its bank or banks)
    unit_bandwidth: float  # bytes per cycle between a unit's memory and its registers
    sources: Mapping[str, Source]  # input operand -> where it comes from
    latency: Mapping[str, Formula]  # mac: cycles of one SIMD multiply-accumulate


@dataclass(frozen=True, slots=True)
class CrossbarSpec:
    """Crossbar-specific numbers beyond the instruction costs."""

    # cycles to program one array with a tile of ``rows`` x ``cols`` elements (``bytes``)
    write_latency: Formula
    # pJ to program such a tile (None: the hwspec does not say, and writes are not counted)
    write_energy: Formula | None = None


@dataclass(frozen=True, slots=True)
class ComputeAbstraction:
    """ARES compute abstraction ``Dst[i] = F(Src0[j0], ...)`` (seeds/ares.txt §IV-A)."""

    family: Family
    function: str  # e.g. "MAC"
    text: str  # the declared equation, e.g. "Dst[m] = MAC(Src1[m,k], Src2[k])"
    parallel_dims: tuple[str, ...]
    reduction_dims: tuple[str, ...]
    operands: Mapping[str, tuple[str, ...]]  # tensor -> its index dims
    stationary: str  # operand held in the array (weights for a crossbar)
    layouts: Mapping[str, OperandLayout]
    symbols: Mapping[str, Formula]  # symbolic entries of the mapping matrices, e.g. B
    # Free symbolic matrix entries the mapper chooses (ARES Case II's x); layouts using them have
    # isl_map None until values are given (see pimsolve.hwspec.affine.layout_map).
    parameters: tuple[str, ...] = ()
    # Family-specific numbers (None when the file has no such section):
    bit_serial: BitSerialSpec | None = None  # logic-pum, digital-pim
    near_memory: NearMemorySpec | None = None  # near-memory
    crossbar: CrossbarSpec | None = None  # crossbar


@dataclass(frozen=True, slots=True)
class HwSpec:
    name: str
    source: str  # file it came from
    schema_version: int
    description: str
    chips: tuple[int, int]
    cores_per_chip: tuple[int, int]
    core: CoreSpec
    communication: Communication
    global_memory: MemorySpec
    noc: NocSpec
    precision: Precision
    clock_hz: float
    costs: CostTable
    compute: ComputeAbstraction
    constants: Mapping[str, float] = field(default_factory=dict)
    # the YAML this HwSpec was read from, overrides applied (a solution's hwspec.yaml), and
    # those overrides (pimsolve.hwspec.overrides.Override); empty when built in code
    text: str = ""
    overrides: tuple[Any, ...] = ()

    @property
    def num_chips(self) -> int:
        return self.chips[0] * self.chips[1]

    @property
    def cores_in_chip(self) -> int:
        return self.cores_per_chip[0] * self.cores_per_chip[1]

    @property
    def num_cores(self) -> int:
        return self.num_chips * self.cores_in_chip

    @property
    def total_arrays(self) -> int:
        return self.num_cores * self.core.arrays

    def core_position(self, core: int) -> tuple[int, int, int]:
        """(chip, x, y) of a global core index; cores are numbered chip by chip, row-major."""
        chip, local = divmod(core, self.cores_in_chip)
        y, x = divmod(local, self.cores_per_chip[0])
        return chip, x, y

    def hops(self, src: int, dst: int) -> int:
        """NoC hops between two cores (Manhattan distance on a mesh, 1 on a bus; 0 to itself)."""
        if src == dst:
            return 0
        chip_a, xa, ya = self.core_position(src)
        chip_b, xb, yb = self.core_position(dst)
        if self.noc.topology is Topology.BUS:
            return 1
        if chip_a != chip_b:  # to the chip edge, across, and in again
            return xa + ya + 1 + xb + yb
        return abs(xa - xb) + abs(ya - yb)

    def crosses_chips(self, src: int, dst: int) -> bool:
        return self.core_position(src)[0] != self.core_position(dst)[0]
