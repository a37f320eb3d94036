"""The in-memory instruction value shared by the assembler, the encoder and the simulator."""

from __future__ import annotations

from dataclasses import dataclass

from pimsolve.isa.spec import OPS, Kind, OpSpec, operand_range


@dataclass(frozen=True, slots=True)
class Instruction:
    """One instruction: its mnemonic and every operand in the table's order.

    ``args`` always holds all operands, offset operands included (zero when unused).
    Build instances with :func:`make` to get range checks.
    """

    op: str
    args: tuple[int, ...]

    @property
    def spec(self) -> OpSpec:
        return OPS[self.op]

    def get(self, name: str) -> int:
        return self.args[self.spec.index(name)]

    def __str__(self) -> str:  # the canonical assembly form
        from pimsolve.isa.asm import format_instruction

        return format_instruction(self)


def check_operands(op: str, args: tuple[int, ...]) -> str | None:
    """Return why ``args`` are not valid operands of ``op``, or None when they are."""
    spec = OPS.get(op)
    if spec is None:
        return f"unknown mnemonic {op!r}"
    if len(args) != len(spec.operands):
        return f"{op} takes {len(spec.operands)} operands, got {len(args)}"
    for operand, value in zip(spec.operands, args):
        if not isinstance(value, int) or isinstance(value, bool):
            return f"{op} operand {operand.name}: expected an integer, got {value!r}"
        lo, hi = operand_range(operand.kind)
        if not lo <= value <= hi:
            return f"{op} operand {operand.name}: expected {lo}..{hi}, got {value}"
        if operand.kind is Kind.REG_PAIR and value % 2:
            return (f"{op} operand {operand.name}: a global-memory address needs an even "
                    f"register (a pair $rN,$rN+1), got $r{value}")
    return None


def make(op: str, *args: int, **named: int) -> Instruction:
    """Build a checked instruction; operands positionally, or by name with offsets defaulting to 0.

    ``make("vvadd", 1, 2, 3, 16)`` and ``make("vvadd", rd=1, rs1=2, rs2=3, len=16)`` are equal.
    """
    spec = OPS.get(op)
    if spec is None:
        raise ValueError(f"unknown mnemonic {op!r}")
    values = list(args)
    for operand in spec.operands[len(values):]:
        if operand.name in named:
            values.append(named.pop(operand.name))
        elif operand.kind.is_offset:
            values.append(0)
        else:
            raise ValueError(f"{op}: missing operand {operand.name}")
    if named:
        raise ValueError(f"{op}: unknown operand(s) {', '.join(sorted(named))}")
    problem = check_operands(op, tuple(values))
    if problem:
        raise ValueError(problem)
    return Instruction(op, tuple(values))


_SET_OP = Instruction.__dict__["op"].__set__
_SET_ARGS = Instruction.__dict__["args"].__set__


def trusted(op: str, args: tuple[int, ...]) -> Instruction:
    """Build an instruction without checks, for code generators whose operands are valid by
    construction (about twice as fast as the frozen constructor). ``args`` must hold every
    operand; the simulator's static check still catches anything out of range."""
    inst = object.__new__(Instruction)
    _SET_OP(inst, op)
    _SET_ARGS(inst, args)
    return inst
