"""The instruction set as one definition table (seeds/pim-isa.txt, §4-5).

Every instruction is an :class:`OpSpec`: mnemonic, opcode, instruction class (used by the
hwspec's latency/energy tables), and its operands in the ISA text's order. The offset field of
the ISA is expanded into two trailing operands, ``offset_select`` (3 bits: bit 0 for rd, bit 1 for
rs1, bit 2 for rs2) and ``offset_value``; instructions whose offset field has no select bits
(``sld``, ``lldi``, ``send``, ``recv``, ``vavg``) carry only ``offset_value``.

Binary encodings (our layout: the ISA text's Figure 3 is not part of the seed):
the opcode sits in bits [5:0]; operands follow LSB-first in table order, each with the width of
its kind. In the 64-bit encoding every operand is present. In the 32-bit encoding the offset
operands are absent (they must be zero) and the instruction's single *elastic* operand (an
immediate, length, size, group or wait value) takes whatever bits remain, at most its own
width (``wait``'s value stays 16 bits; the rest is padding), so its range shrinks.

Extensions to the base ISA live in ``_EXTENSIONS``: their opcodes follow the base table's,
they are marked ``extension=True`` and documented in docs/isa.md ("Extensions"). ``wwr`` writes
an array group's weights from global memory (COMPASS's weight replacement, seeds/compass.txt
§II-A).

To add an instruction: add its row to ``_TABLE`` (base ISA) or ``_EXTENSIONS`` below and its
semantics to ``pimsolve.sim``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Kind(Enum):
    """Operand kinds: (tag, 64-bit width, signed, elastic in the 32-bit encoding)."""

    REG = ("reg", 5, False, False)  # any register $r0..$r31
    REG_PAIR = ("reg_pair", 5, False, False)  # even register: a 64-bit global-memory address in ($rN, $rN+1)
    IMM32 = ("imm32", 32, True, True)  # scalar immediate
    IMM8 = ("imm8", 8, False, False)  # lldi's byte value
    LEN = ("len", 16, False, True)  # vector length in elements
    SIZE = ("size", 22, False, True)  # byte count of a memory / transfer operation
    GROUP = ("group", 16, False, True)  # core-local array-group index
    RELU = ("relu", 1, False, False)
    BITWIDTH = ("bitwidth", 7, False, False)  # element bit width, 1..64
    CORE = ("core", 12, False, False)  # global core index
    EVENT = ("event", 5, False, False)  # event register index
    WAITVAL = ("waitval", 16, False, True)  # value a `wait` waits for
    OFFSET_SELECT = ("offset_select", 3, False, False)
    OFFSET_VALUE = ("offset_value", 16, True, False)

    @property
    def width(self) -> int:
        return self.value[1]

    @property
    def signed(self) -> bool:
        return self.value[2]

    @property
    def elastic(self) -> bool:
        return self.value[3]

    @property
    def is_register(self) -> bool:
        return self in (Kind.REG, Kind.REG_PAIR)

    @property
    def is_offset(self) -> bool:
        return self in (Kind.OFFSET_SELECT, Kind.OFFSET_VALUE)


class OpClass(str, Enum):
    """Instruction classes; the hwspec gives latency and energy per class (or per mnemonic)."""

    SCALAR = "scalar"
    SCALAR_LOAD = "scalar_load"
    SETBW = "setbw"
    MATRIX = "matrix"
    VECTOR = "vector"
    LOAD = "load"
    STORE = "store"
    LOCAL = "local"
    SEND = "send"
    RECV = "recv"
    SYNC = "sync"


class Unit(str, Enum):
    """Per-core execution units used by the timing profile."""

    SCALAR = "scalar"
    MATRIX = "matrix"
    VECTOR = "vector"
    MEMORY = "memory"
    TRANSFER = "transfer"


CLASS_UNIT: dict[OpClass, Unit] = {
    OpClass.SCALAR: Unit.SCALAR,
    OpClass.SCALAR_LOAD: Unit.MEMORY,
    OpClass.SETBW: Unit.SCALAR,
    OpClass.MATRIX: Unit.MATRIX,
    OpClass.VECTOR: Unit.VECTOR,
    OpClass.LOAD: Unit.MEMORY,
    OpClass.STORE: Unit.MEMORY,
    OpClass.LOCAL: Unit.MEMORY,
    OpClass.SEND: Unit.TRANSFER,
    OpClass.RECV: Unit.TRANSFER,
    OpClass.SYNC: Unit.TRANSFER,
}


@dataclass(frozen=True, slots=True)
class Operand:
    name: str
    kind: Kind


@dataclass(frozen=True, slots=True)
class OpSpec:
    mnemonic: str
    opcode: int
    op_class: OpClass
    operands: tuple[Operand, ...]
    summary: str
    # Byte width used to scale offset_value for the rd address: "ibyw", "obyw", "byte", or
    # "none" when offset_select[0] does not apply (vvdmul, vavg).
    rd_offset_scale: str = "byte"
    extension: bool = False

    def index(self, name: str) -> int:
        for i, operand in enumerate(self.operands):
            if operand.name == name:
                return i
        raise KeyError(f"{self.mnemonic} has no operand {name!r}")

    @property
    def has_select(self) -> bool:
        return any(o.kind is Kind.OFFSET_SELECT for o in self.operands)

    @property
    def has_offset(self) -> bool:
        return any(o.kind is Kind.OFFSET_VALUE for o in self.operands)


def _ops(*pairs: tuple[str, Kind]) -> tuple[Operand, ...]:
    return tuple(Operand(name, kind) for name, kind in pairs)


_RD = ("rd", Kind.REG)
_RS1 = ("rs1", Kind.REG)
_RS2 = ("rs2", Kind.REG)
_LEN = ("len", Kind.LEN)
_SEL = ("offset_select", Kind.OFFSET_SELECT)
_VAL = ("offset_value", Kind.OFFSET_VALUE)
_OFF = (_SEL, _VAL)

_TABLE: tuple[tuple[str, OpClass, tuple[Operand, ...], str, str], ...] = (
    # mnemonic, class, operands, rd offset scale, summary
    ("sldi", OpClass.SCALAR, _ops(_RD, ("imm", Kind.IMM32)), "byte", "$rd = imm"),
    ("sld", OpClass.SCALAR_LOAD, _ops(_RD, ("rs1", Kind.REG_PAIR), _VAL), "byte",
     "$rd = GMem[$rs1 + offset_value, ~+3] (4-byte little-endian, signed)"),
    ("sadd", OpClass.SCALAR, _ops(_RD, _RS1, _RS2), "byte", "$rd = $rs1 + $rs2"),
    ("ssub", OpClass.SCALAR, _ops(_RD, _RS1, _RS2), "byte", "$rd = $rs1 - $rs2"),
    ("smul", OpClass.SCALAR, _ops(_RD, _RS1, _RS2), "byte", "$rd = $rs1 * $rs2"),
    ("saddi", OpClass.SCALAR, _ops(_RD, _RS1, ("imm", Kind.IMM32)), "byte", "$rd = $rs1 + imm"),
    ("smuli", OpClass.SCALAR, _ops(_RD, _RS1, ("imm", Kind.IMM32)), "byte", "$rd = $rs1 * imm"),
    ("setbw", OpClass.SETBW, _ops(("ibiw", Kind.BITWIDTH), ("obiw", Kind.BITWIDTH)), "byte",
     "set input/output element bit widths"),
    ("mvmul", OpClass.MATRIX,
     _ops(_RD, _RS1, ("mbiw", Kind.BITWIDTH), ("relu", Kind.RELU), ("group", Kind.GROUP)),
     "byte", "LMem[$rd] = [relu](x^T W) for x = LMem[$rs1], W = array group `group`"),
    ("vvadd", OpClass.VECTOR, _ops(_RD, _RS1, _RS2, _LEN, *_OFF), "ibyw", "element-wise a + b"),
    ("vvsub", OpClass.VECTOR, _ops(_RD, _RS1, _RS2, _LEN, *_OFF), "ibyw", "element-wise a - b"),
    ("vvmul", OpClass.VECTOR, _ops(_RD, _RS1, _RS2, _LEN, *_OFF), "obyw", "element-wise a * b"),
    ("vvdmul", OpClass.VECTOR, _ops(_RD, _RS1, _RS2, _LEN, *_OFF), "none",
     "LMem[$rd] = dot(a, b) (one element; offset_select[0] does not apply)"),
    ("vvmax", OpClass.VECTOR, _ops(_RD, _RS1, _RS2, _LEN, *_OFF), "ibyw",
     "element-wise max(a, b)"),
    ("vvsll", OpClass.VECTOR, _ops(_RD, _RS1, _RS2, _LEN, *_OFF), "obyw", "element-wise a << b"),
    ("vvsra", OpClass.VECTOR, _ops(_RD, _RS1, _RS2, _LEN, *_OFF), "obyw",
     "element-wise arithmetic a >> b"),
    ("vavg", OpClass.VECTOR, _ops(_RD, _RS1, _RS2, _LEN, _VAL), "none",
     "LMem[$rd] = mean of len elements from LMem[$rs1 + ibyw*offset_value], stride $rs2"),
    ("vrelu", OpClass.VECTOR, _ops(_RD, _RS1, _LEN, *_OFF), "ibyw", "element-wise max(a, 0)"),
    ("vtanh", OpClass.VECTOR, _ops(_RD, _RS1, _LEN, *_OFF), "obyw", "element-wise tanh"),
    ("vsigm", OpClass.VECTOR, _ops(_RD, _RS1, _LEN, *_OFF), "obyw", "element-wise sigmoid"),
    ("vmv", OpClass.VECTOR, _ops(_RD, _RS1, _RS2, _LEN), "byte",
     "gather len elements from LMem[$rs1] with stride $rs2 into LMem[$rd]"),
    ("vrsu", OpClass.VECTOR, _ops(_RD, _RS1, _RS2, _LEN, *_OFF), "obyw",
     "resize ibiw -> obiw, clamped above at $rs2"),
    ("vrsl", OpClass.VECTOR, _ops(_RD, _RS1, _RS2, _LEN, *_OFF), "obyw",
     "resize ibiw -> obiw, clamped below at $rs2"),
    ("ld", OpClass.LOAD, _ops(_RD, ("rs1", Kind.REG_PAIR), ("size", Kind.SIZE), *_OFF), "byte",
     "LMem[$rd, ~+size-1] = GMem[$rs1, ~+size-1]"),
    ("st", OpClass.STORE, _ops(("rd", Kind.REG_PAIR), _RS1, ("size", Kind.SIZE), *_OFF), "byte",
     "GMem[$rd, ~+size-1] = LMem[$rs1, ~+size-1]"),
    ("lldi", OpClass.LOCAL, _ops(_RD, ("imm", Kind.IMM8), ("size", Kind.SIZE), _VAL), "byte",
     "LMem[$rd + offset_value, ~+size-1] = imm (memset)"),
    ("lmv", OpClass.LOCAL, _ops(_RD, _RS1, ("size", Kind.SIZE), *_OFF), "byte",
     "LMem[$rd, ~+size-1] = LMem[$rs1, ~+size-1] (memcpy)"),
    ("send", OpClass.SEND, _ops(_RS1, ("core", Kind.CORE), ("size", Kind.SIZE), _VAL), "byte",
     "send LMem[$rs1 + offset_value, ~+size-1] to core `core`"),
    ("recv", OpClass.RECV, _ops(_RD, ("core", Kind.CORE), ("size", Kind.SIZE), _VAL), "byte",
     "receive size bytes from core `core` into LMem[$rd + offset_value]"),
    ("wait", OpClass.SYNC, _ops(("ev", Kind.EVENT), ("val", Kind.WAITVAL)), "byte",
     "block until event register ev == val, then reset it to 0"),
    ("sync", OpClass.SYNC, _ops(("ev", Kind.EVENT), ("core", Kind.CORE)), "byte",
     "increment event register ev of core `core`"),
)

# Extensions to the base ISA (docs/isa.md, "Extensions"); their opcodes follow the table's.
_EXTENSIONS: tuple[tuple[str, OpClass, tuple[Operand, ...], str, str], ...] = (
    # wwr: COMPASS's weight replacement (seeds/compass.txt §II-A) as one instruction
    ("wwr", OpClass.LOAD,
     _ops(("rs1", Kind.REG_PAIR), ("mbiw", Kind.BITWIDTH), ("group", Kind.GROUP)), "byte",
     "extension: W of array group `group` = its rows x cols weights, row-major, from "
     "GMem[$rs1] (ceil(mbiw/8) bytes each)"),
)

OPS: dict[str, OpSpec] = {
    mnemonic: OpSpec(mnemonic, opcode, op_class, operands, summary, scale,
                     extension=opcode >= len(_TABLE))
    for opcode, (mnemonic, op_class, operands, scale, summary)
    in enumerate(_TABLE + _EXTENSIONS)
}
OPS_BY_OPCODE: dict[int, OpSpec] = {spec.opcode: spec for spec in OPS.values()}

NUM_REGISTERS = 32
MAX_BITWIDTH = 64


def operand_range(kind: Kind, width: int | None = None) -> tuple[int, int]:
    """Inclusive value range of an operand kind at ``width`` bits (default: its 64-bit width)."""
    bits = kind.width if width is None else width
    if kind is Kind.BITWIDTH:
        return 1, MAX_BITWIDTH
    if kind.signed:
        return -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return 0, (1 << bits) - 1
