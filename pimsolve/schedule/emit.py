"""Per-core instruction emission with register reuse and bit-width tracking.

Addresses and constants are kept in registers and reused while they stay live (least recently
used registers are recycled), so an address costs one ``sldi`` the first time it is needed,
not before every instruction. ``setbw`` is emitted only when the widths change. Global
addresses use the register pair ($r0, $r1) with $r1 held at zero (global memory below 2 GiB).
"""

from __future__ import annotations

from collections import OrderedDict

from pimsolve.isa.instruction import Instruction, trusted
from pimsolve.isa.spec import OPS

_ARITY = {op: len(spec.operands) for op, spec in OPS.items()}

GADDR = 0  # ($r0, $r1): global-memory address pair
FIRST_FREE = 2
MAX_IMM = (1 << 31) - 1


class Emitter:
    """Instruction list of one core."""

    def __init__(self, core: int, registers: int):
        self.core = core
        self.code: list[Instruction] = [trusted("sldi", (1, 0))]
        self._bw: tuple[int, int] | None = None
        self._gaddr: int | None = None
        self._cache: OrderedDict[int, int] = OrderedDict()  # value -> register
        if registers < 8:
            raise ValueError(f"the scheduler needs at least 8 registers, the core has {registers}")
        self._scratch_reg = registers - 1  # one-off addresses that would evict cached ones
        self._free = list(range(FIRST_FREE, self._scratch_reg))
        self._scratch: int | None = None

    def __len__(self) -> int:
        return len(self.code)

    def emit(self, op: str, *args: int) -> None:
        missing = _ARITY[op] - len(args)
        self.code.append(trusted(op, args + (0,) * missing if missing else args))

    # ------------------------------------------------------------------ registers
    def reg(self, value: int) -> int:
        """A register holding ``value`` (loaded with sldi when not already live)."""
        if not -(1 << 31) <= value <= MAX_IMM:
            raise ValueError(f"constant {value} does not fit a 32-bit register")
        hit = self._cache.get(value)
        if hit is not None:
            self._cache.move_to_end(value)
            return hit
        if self._free:
            register = self._free.pop()
        else:
            _, register = self._cache.popitem(last=False)
        self._cache[value] = register
        self.emit("sldi", register, value)
        return register

    def scratch(self, value: int) -> int:
        """The scratch register holding ``value``: for addresses used once."""
        if self._scratch != value:
            self.emit("sldi", self._scratch_reg, value)
            self._scratch = value
        return self._scratch_reg

    def _global(self, addr: int) -> int:
        if addr > MAX_IMM:
            raise ValueError(f"global address {addr} above 2 GiB is not supported")
        if self._gaddr != addr:
            self.emit("sldi", GADDR, addr)
            self._gaddr = addr
        return GADDR

    def setbw(self, ibiw: int, obiw: int) -> None:
        if self._bw != (ibiw, obiw):
            self.emit("setbw", ibiw, obiw)
            self._bw = (ibiw, obiw)

    # ------------------------------------------------------------------ memory
    def ld(self, local: int, glob: int, size: int) -> None:
        self.emit("ld", self.reg(local), self._global(glob), size)

    def st(self, glob: int, local: int, size: int) -> None:
        self.emit("st", self._global(glob), self.reg(local), size)

    def fill(self, local: int, size: int, byte: int = 0) -> None:
        self.emit("lldi", self.reg(local), byte, size)

    def copy(self, dst: int, src: int, size: int) -> None:
        self.emit("lmv", self.reg(dst), self.reg(src), size)

    # ------------------------------------------------------------------ compute
    def mvmul(self, dst: int, src: int, mbiw: int, group: int) -> None:
        self.emit("mvmul", self.reg(dst), self.reg(src), mbiw, 0, group)

    def binary(self, op: str, dst: int, a: int, b: int, n: int, b_offset: int = 0) -> None:
        """``op`` in vvadd, vvsub, vvmul, vvmax, vvsll, vvsra; ``b_offset`` elements added to b."""
        rd, ra, rb = self.reg(dst), self.reg(a), self.reg(b)
        if b_offset:
            self.emit(op, rd, ra, rb, n, 0b100, b_offset)
        else:
            self.emit(op, rd, ra, rb, n)

    def unary(self, op: str, dst: int, src: int, n: int) -> None:
        """``op`` in vrelu, vtanh, vsigm."""
        self.emit(op, self.reg(dst), self.reg(src), n)

    def clamp(self, op: str, dst: int, src: int, bound: int, n: int) -> None:
        """``op`` in vrsu (upper bound) and vrsl (lower bound)."""
        self.emit(op, self.reg(dst), self.reg(src), self.reg(bound), n)

    def average(self, dst: int, src: int, stride: int, n: int) -> None:
        self.emit("vavg", self.reg(dst), self.reg(src), self.reg(stride), n)

    # ------------------------------------------------------------------ synchronisation
    def send(self, src: int, core: int, size: int) -> None:
        self.emit("send", self.reg(src), core, size)

    def recv(self, dst: int, core: int, size: int) -> None:
        self.emit("recv", self.reg(dst), core, size)

    def sync(self, event: int, core: int) -> None:
        self.emit("sync", event, core)

    def wait(self, event: int, value: int) -> None:
        self.emit("wait", event, value)
