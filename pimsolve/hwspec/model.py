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
    "rows", "cols", "arrays",  # array-group matrix rows/cols and its number of arrays (mvmul)
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


@dataclass(frozen=True, slots=True)
class MemorySpec:
    bytes: int
    bandwidth: float


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
