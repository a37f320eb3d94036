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

    def splat(self, dst: int, value: int, n: int, bits: int) -> None:
        """``n`` elements of ``bits`` bits, each ``value`` (>= 0), made in local memory: zeros
        (lldi), then the larger of each and ``value`` (vrsl), with no global-memory access.
        Leaves the bit widths at ``bits``."""
        if value < 0:
            raise ValueError(f"splat: expected a value >= 0, got {value}")
        self.fill(dst, n * ((bits + 7) // 8), 0)
        if value:
            self.setbw(bits, bits)
            self.clamp("vrsl", dst, dst, value, n)

    def copy(self, dst: int, src: int, size: int) -> None:
        self.emit("lmv", self.reg(dst), self.reg(src), size)

    # ------------------------------------------------------------------ compute
    def wwr(self, glob: int, mbiw: int, group: int) -> None:
        """Write array group ``group``'s weights from global memory at ``glob``."""
        self.emit("wwr", self._global(glob), mbiw, group)

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

    # ------------------------------------------------------------------ base + offset addressing
    # Addresses used once (pixels in a heap that moves with every task) would cost an sldi
    # each. The ISA's signed 16-bit offset field lets a register that holds a nearby multiple
    # of 32 KiB (times the element size) reach them instead: a handful of such base registers
    # stay live in the register cache and cover the whole local memory.

    def near(self, addr: int, scale: int = 1) -> tuple[int, int]:
        """A register and an offset in ``scale``-byte units that together address ``addr``:
        the register already holding ``addr`` if there is one, else a base register (an odd
        multiple of ``scale`` * 32 KiB, so that one base reaches 64 KiB of elements)."""
        hit = self._cache.get(addr)
        if hit is not None:
            self._cache.move_to_end(addr)
            return hit, 0
        if addr % scale:
            return self.reg(addr), 0
        base = addr - addr % (scale << 16) + (scale << 15)
        return self.reg(base), (addr - base) // scale

    def copy_near(self, dst: int, src: int, size: int) -> None:
        """``lmv`` with the source reached through :meth:`near`."""
        rs, off = self.near(src)
        self.emit("lmv", self.reg(dst), rs, size, 0b010 if off else 0, off)

    def copy_to_near(self, dst: int, src: int, size: int) -> None:
        """``lmv`` with the destination reached through :meth:`near`."""
        rd, off = self.near(dst)
        self.emit("lmv", rd, self.reg(src), size, 0b001 if off else 0, off)

    def fill_near(self, dst: int, size: int, byte: int = 0) -> None:
        rd, off = self.near(dst)
        self.emit("lldi", rd, byte, size, off)

    def send_near(self, src: int, core: int, size: int) -> None:
        rs, off = self.near(src)
        self.emit("send", rs, core, size, off)

    def recv_near(self, dst: int, core: int, size: int) -> None:
        rd, off = self.near(dst)
        self.emit("recv", rd, core, size, off)

    def _global_near(self, glob: int) -> int:
        """Offset of ``glob`` from the global-address register, which is set again only when
        ``glob`` is out of the offset field's reach."""
        if glob > MAX_IMM:
            raise ValueError(f"global address {glob} above 2 GiB is not supported")
        if self._gaddr is None or not -(1 << 15) <= glob - self._gaddr < 1 << 15:
            self.emit("sldi", GADDR, glob)
            self._gaddr = glob
        return glob - self._gaddr

    def ld_near(self, local: int, glob: int, size: int) -> None:
        """``ld`` whose global address is the global-address register plus an offset."""
        off = self._global_near(glob)
        self.emit("ld", self.reg(local), GADDR, size, 0b010 if off else 0, off)

    def st_near(self, glob: int, local: int, size: int) -> None:
        """``st`` whose global address is the global-address register plus an offset."""
        off = self._global_near(glob)
        self.emit("st", GADDR, self.reg(local), size, 0b001 if off else 0, off)

    def vector_near(self, op: str, n: int, dst: int, *srcs: int,
                    bound: int | None = None) -> None:
        """A vector instruction over ``n`` elements (``bound``: the clamp value of vrsu/vrsl)
        in which the first address operand not already in a register is reached through
        :meth:`near` (scaled by its element size, as the offset field is); operands with the
        same address share it. Without bit widths set (``setbw``) every operand takes a
        register."""
        rd_kind, has_select = _VECTOR_OFFSETS[op]
        cache = self._cache
        bw = self._bw
        sel = off = 0
        regs = []
        if bw is not None and has_select:
            ib = (bw[0] + 7) >> 3
            rd_scale = ib if rd_kind == "ibyw" else (bw[1] + 7) >> 3 if rd_kind == "obyw" else 0
            pick = scale = -1
            if rd_scale and dst not in cache and dst % rd_scale == 0:
                pick, scale = dst, rd_scale
            else:
                for addr in srcs:
                    if addr not in cache and addr % ib == 0:
                        pick, scale = addr, ib
                        break
            if pick >= 0:
                base, off = self.near(pick, scale)
                if off:
                    if dst == pick and rd_scale == scale:
                        sel = 1
                    if scale == ib:
                        for i, addr in enumerate(srcs):
                            if addr == pick:
                                sel |= 2 << i
        regs.append(base if sel & 1 else self.reg(dst))
        for i, addr in enumerate(srcs):
            regs.append(base if sel >> (i + 1) & 1 else self.reg(addr))
        if bound is not None:
            regs.append(self.reg(bound))
        if has_select:
            self.code.append(trusted(op, (*regs, n, sel, off)))
        else:
            self.emit(op, *regs, n)


    # ------------------------------------------------------------------ replaying code
    # A convolution window repeats the same products and sums over and over, with the same
    # buffer addresses in the same registers. A template of what was emitted can be appended
    # again as long as the widths and the registers it reads are as they were: it is then
    # exactly what emitting would give, at a fraction of the cost.

    def mark(self) -> tuple[int, tuple[int, int] | None]:
        """Where the code and the widths stand, for :meth:`template`."""
        return len(self.code), self._bw

    def template(self, mark: tuple[int, tuple[int, int] | None]):
        """The instructions emitted since ``mark`` as a template for :meth:`replay`; None
        when they loaded a register or read one that holds no cached value."""
        start, widths = mark
        code = self.code[start:]
        holds = {register: value for value, register in self._cache.items()}
        used: dict[int, int] = {}
        for inst in code:
            if inst.op == "sldi":
                return None
            for i in _REGISTER_OPERANDS[inst.op]:
                value = holds.get(inst.args[i])
                if value is None:
                    return None
                used.pop(value, None)
                used[value] = inst.args[i]  # in the order of last use
        return widths, self._bw, tuple(used.items()), tuple(code)

    def replay(self, template) -> bool:
        """Append a template again if the widths and the registers it reads are as they
        were (the registers then count as just used, as emitting would make them)."""
        widths, after, used, code = template
        if self._bw != widths:
            return False
        cache = self._cache
        for value, register in used:
            if cache.get(value) != register:
                return False
        for value, _ in used:
            cache.move_to_end(value)
        self.code.extend(code)
        self._bw = after
        return True


# per vector mnemonic: how its offset field scales for rd, and whether it has select bits
_VECTOR_OFFSETS = {op: (spec.rd_offset_scale, spec.has_select) for op, spec in OPS.items()}
# register operands of every mnemonic (what a template checks)
_REGISTER_OPERANDS = {op: tuple(i for i, o in enumerate(spec.operands) if o.kind.is_register)
                      for op, spec in OPS.items()}
