"""What each instruction does: one function per mnemonic, registered in ``EXECUTE``.

This module is the living definition of the ISA's semantics (docs/isa.md, "Semantics").
A function takes the executing core and the instruction's operand tuple (table order) and
returns ``None`` when the instruction completed, or ``BLOCKED`` when the core must wait
(send/recv/wait); cross-core effects go through ``core.machine``.

Arithmetic is exact (Python-int or int64 with overflow bounds checked); results are saturated
to the destination bit width. Scalar registers are signed 32-bit; a scalar result outside that
range is an error, as is a negative address.

``wwr`` (an extension) replaces an array group's weights with values read from global memory;
an ``mvmul`` on a group that holds no weights of its phase (pimsolve.isa.groups) is an error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from pimsolve.sim.elements import Fault, signed_bytes, signed_range

if TYPE_CHECKING:
    from pimsolve.sim.machine import Core

BLOCKED = True
INT32_MIN, INT32_MAX = -(1 << 31), (1 << 31) - 1
INT64_SAFE = (1 << 62)

# Fixed-point convention of the nonlinear units: inputs carry ibiw-4 fraction bits (range ±8),
# outputs obiw-2 fraction bits (range ±2); both at least 0.
NONLINEAR_IN_INT_BITS = 4
NONLINEAR_OUT_INT_BITS = 2


def _scalar(value: int) -> int:
    if value < INT32_MIN or value > INT32_MAX:
        raise Fault(f"scalar result {value} does not fit a signed 32-bit register")
    return value


def _addr(core: Core, reg: int) -> int:
    value = core.regs[reg]
    if value < 0:
        raise Fault(f"address register $r{reg} holds a negative address {value}")
    return value


def _gaddr(core: Core, reg: int) -> int:
    """64-bit global-memory address held in the even/odd pair ($rN, $rN+1)."""
    hi = core.regs[reg + 1]
    if hi < 0:
        raise Fault(f"global address high word $r{reg + 1} is negative ({hi})")
    return (core.regs[reg] & 0xFFFFFFFF) | (hi << 32)


# ----------------------------------------------------------------------------- scalar
def x_sldi(core: Core, a: tuple) -> None:
    core.regs[a[0]] = a[1]


def x_sld(core: Core, a: tuple) -> None:
    addr = _gaddr(core, a[1]) + a[2]
    raw = core.machine.gmem_read(addr, 4)
    core.regs[a[0]] = int.from_bytes(raw.tobytes(), "little", signed=True)


def x_sadd(core: Core, a: tuple) -> None:
    r = core.regs
    r[a[0]] = _scalar(r[a[1]] + r[a[2]])


def x_ssub(core: Core, a: tuple) -> None:
    r = core.regs
    r[a[0]] = _scalar(r[a[1]] - r[a[2]])


def x_smul(core: Core, a: tuple) -> None:
    r = core.regs
    r[a[0]] = _scalar(r[a[1]] * r[a[2]])


def x_saddi(core: Core, a: tuple) -> None:
    r = core.regs
    r[a[0]] = _scalar(r[a[1]] + a[2])


def x_smuli(core: Core, a: tuple) -> None:
    r = core.regs
    r[a[0]] = _scalar(r[a[1]] * a[2])


def x_setbw(core: Core, a: tuple) -> None:
    core.ibiw, core.obiw = a[0], a[1]
    core.ibyw, core.obyw = (a[0] + 7) >> 3, (a[1] + 7) >> 3


# ----------------------------------------------------------------------------- matrix
def x_mvmul(core: Core, a: tuple) -> None:
    rd, rs1, mbiw, relu, group = a
    ag = core.groups[group] if group < len(core.groups) else None
    if ag is None:
        raise Fault(f"array group {group} is not defined on this core "
                    f"({len(core.groups)} group(s) defined)")
    if ag.weights is None:
        raise Fault(f"array group {group} {ag.stale}: write it (wwr) before this mvmul")
    if ag.max_abs > (1 << (mbiw - 1)):
        raise Fault(f"array group {group} holds weights up to |{ag.max_abs}|, more than "
                    f"mbiw={mbiw} bits can represent")
    x = core.mem.read(_addr(core, rs1), ag.rows, core.ibiw)
    if ag.col_abs_sum * (1 << (core.ibiw - 1)) < INT64_SAFE:
        y = x @ ag.weights
    else:
        y = x.astype(object) @ ag.weights.astype(object)
    if relu:
        y = np.maximum(y, 0)
    core.mem.write(_addr(core, rd), y, core.obiw)


def x_wwr(core: Core, a: tuple) -> None:
    """Array group ``group`` = rows × cols weights, row-major, from global memory at the
    address in ($rs1, $rs1+1): ``ceil(mbiw/8)`` bytes each, little-endian two's complement;
    a value outside the signed ``mbiw``-bit range is a fault (no byte is ignored)."""
    rs1, mbiw, group = a
    ag = core.groups[group] if group < len(core.groups) else None
    if ag is None:
        raise Fault(f"array group {group} is not defined on this core "
                    f"({len(core.groups)} group(s) defined)")
    byw = (mbiw + 7) >> 3
    count = ag.rows * ag.cols
    addr = _gaddr(core, rs1)
    values = signed_bytes(core.machine.gmem_read(addr, count * byw, core), byw)
    lo, hi = signed_range(mbiw)
    bad = (values < lo) | (values > hi)
    if bad.any():
        at = int(np.argmax(bad))
        more = int(bad.sum()) - 1
        raise Fault(f"weight [{at // ag.cols}, {at % ag.cols}] of array group {group} is "
                    f"{int(values[at])} (global address {addr + at * byw}), outside the signed "
                    f"{mbiw}-bit range [{lo}, {hi}]" + (f"; {more} more" if more else ""))
    core.machine.write_weights(core, group, values.reshape(ag.rows, ag.cols))


# ----------------------------------------------------------------------------- vector
def _exact(x: np.ndarray, y: np.ndarray, bits: int) -> tuple[np.ndarray, np.ndarray]:
    """Operands as object arrays when int64 arithmetic on ``bits``-bit inputs could overflow."""
    if bits > 31:
        return x.astype(object), y.astype(object)
    return x, y


def _binary(core: Core, a: tuple, fn, out_bits: int, out_scale: int) -> None:
    rd, rs1, rs2, n, sel, off = a
    ib = core.ibiw
    step = core.ibyw * off
    mem = core.mem
    x = mem.read(_addr(core, rs1) + (step if sel & 2 else 0), n, ib)
    y = mem.read(_addr(core, rs2) + (step if sel & 4 else 0), n, ib)
    mem.write(_addr(core, rd) + (out_scale * off if sel & 1 else 0), fn(*_exact(x, y, ib)),
              out_bits)


def x_vvadd(core: Core, a: tuple) -> None:
    _binary(core, a, np.add, core.ibiw, core.ibyw)


def x_vvsub(core: Core, a: tuple) -> None:
    _binary(core, a, np.subtract, core.ibiw, core.ibyw)


def x_vvmul(core: Core, a: tuple) -> None:
    _binary(core, a, np.multiply, core.obiw, core.obyw)


def x_vvmax(core: Core, a: tuple) -> None:
    _binary(core, a, np.maximum, core.ibiw, core.ibyw)


def _shift_left(x: np.ndarray, s: np.ndarray) -> np.ndarray:
    if (s < 0).any():
        raise Fault("negative shift amount in vvsll")
    s = np.minimum(s, 64)  # beyond 64 places any non-zero value saturates all the same
    if len(x) == 0 or int(np.abs(x).max()).bit_length() + int(s.max()) < 63:
        return np.left_shift(x.astype(np.int64), s.astype(np.int64))
    return np.array([int(v) << int(k) for v, k in zip(x, s)], dtype=object)


def _shift_right(x: np.ndarray, s: np.ndarray) -> np.ndarray:
    if (s < 0).any():
        raise Fault("negative shift amount in vvsra")
    return np.right_shift(x.astype(np.int64), np.minimum(s, 63).astype(np.int64))


def x_vvsll(core: Core, a: tuple) -> None:
    _binary(core, a, _shift_left, core.obiw, core.obyw)


def x_vvsra(core: Core, a: tuple) -> None:
    _binary(core, a, _shift_right, core.obiw, core.obyw)


def x_vvdmul(core: Core, a: tuple) -> None:
    rd, rs1, rs2, n, sel, off = a
    ib = core.ibiw
    step = core.ibyw * off
    x = core.mem.read(_addr(core, rs1) + (step if sel & 2 else 0), n, ib)
    y = core.mem.read(_addr(core, rs2) + (step if sel & 4 else 0), n, ib)
    if (2 * ib - 2) + max(n, 1).bit_length() < 62:
        dot = np.array([int(x @ y)], dtype=np.int64)
    else:
        dot = np.array([sum(int(p) * int(q) for p, q in zip(x, y))], dtype=object)
    core.mem.write(_addr(core, rd), dot, core.obiw)


def x_vavg(core: Core, a: tuple) -> None:
    rd, rs1, rs2, n, off = a
    if n == 0:
        raise Fault("vavg of zero elements")
    x = core.mem.read(_addr(core, rs1) + core.ibyw * off, n, core.ibiw, core.regs[rs2])
    total = int(x.astype(object).sum()) if core.ibiw > 50 else int(x.sum())
    mean = (total + n // 2) // n  # round half up
    core.mem.write(_addr(core, rd), np.array([mean], dtype=object), core.obiw)


def _unary(core: Core, a: tuple, fn, out_bits: int, out_scale: int) -> None:
    rd, rs1, n, sel, off = a
    x = core.mem.read(_addr(core, rs1) + (core.ibyw * off if sel & 2 else 0), n, core.ibiw)
    core.mem.write(_addr(core, rd) + (out_scale * off if sel & 1 else 0), fn(core, x), out_bits)


def _relu(core: Core, x: np.ndarray) -> np.ndarray:
    return np.maximum(x, 0)


def _nonlinear(fn, core: Core, x: np.ndarray) -> np.ndarray:
    fin = max(core.ibiw - NONLINEAR_IN_INT_BITS, 0)
    fout = max(core.obiw - NONLINEAR_OUT_INT_BITS, 0)
    real = fn(x.astype(np.float64) / float(1 << fin))
    return np.floor(real * float(1 << fout) + 0.5).astype(np.int64)


def _tanh(core: Core, x: np.ndarray) -> np.ndarray:
    return _nonlinear(np.tanh, core, x)


def _sigmoid(core: Core, x: np.ndarray) -> np.ndarray:
    return _nonlinear(lambda v: 0.5 * (np.tanh(0.5 * v) + 1.0), core, x)


def x_vrelu(core: Core, a: tuple) -> None:
    _unary(core, a, _relu, core.ibiw, core.ibyw)


def x_vtanh(core: Core, a: tuple) -> None:
    _unary(core, a, _tanh, core.obiw, core.obyw)


def x_vsigm(core: Core, a: tuple) -> None:
    _unary(core, a, _sigmoid, core.obiw, core.obyw)


def x_vmv(core: Core, a: tuple) -> None:
    rd, rs1, rs2, n = a
    x = core.mem.read(_addr(core, rs1), n, core.ibiw, core.regs[rs2])
    core.mem.write(_addr(core, rd), x, core.ibiw)


def _resize(core: Core, a: tuple, clamp) -> None:
    rd, rs1, rs2, n, sel, off = a
    x = core.mem.read(_addr(core, rs1) + (core.ibyw * off if sel & 2 else 0), n, core.ibiw)
    bound = core.regs[rs2]
    core.mem.write(_addr(core, rd) + (core.obyw * off if sel & 1 else 0), clamp(x, bound),
                   core.obiw)


def x_vrsu(core: Core, a: tuple) -> None:
    _resize(core, a, np.minimum)


def x_vrsl(core: Core, a: tuple) -> None:
    _resize(core, a, np.maximum)


# ----------------------------------------------------------------------------- memory
def x_ld(core: Core, a: tuple) -> None:
    rd, rs1, size, sel, off = a
    dst = _addr(core, rd) + (off if sel & 1 else 0)
    src = _gaddr(core, rs1) + (off if sel & 2 else 0)
    core.mem.check(dst, size, "ld destination")
    core.mem.raw[dst: dst + size] = core.machine.gmem_read(src, size, core)


def x_st(core: Core, a: tuple) -> None:
    rd, rs1, size, sel, off = a
    dst = _gaddr(core, rd) + (off if sel & 1 else 0)
    src = _addr(core, rs1) + (off if sel & 2 else 0)
    core.mem.check(src, size, "st source")
    core.machine.gmem_write(dst, core.mem.raw[src: src + size], core)


def x_lldi(core: Core, a: tuple) -> None:
    rd, imm, size, off = a
    dst = _addr(core, rd) + off
    core.mem.check(dst, size, "lldi destination")
    core.mem.raw[dst: dst + size] = imm


def x_lmv(core: Core, a: tuple) -> None:
    rd, rs1, size, sel, off = a
    dst = _addr(core, rd) + (off if sel & 1 else 0)
    src = _addr(core, rs1) + (off if sel & 2 else 0)
    core.mem.check(src, size, "lmv source")
    core.mem.check(dst, size, "lmv destination")
    core.mem.raw[dst: dst + size] = core.mem.raw[src: src + size]


# ----------------------------------------------------------------------------- communication
def x_send(core: Core, a: tuple) -> bool | None:
    rs1, dst_core, size, off = a
    src = _addr(core, rs1) + off
    core.mem.check(src, size, "send source")
    return core.machine.send(core, dst_core, core.mem.raw[src: src + size].copy())


def x_recv(core: Core, a: tuple) -> bool | None:
    rd, src_core, size, off = a
    dst = _addr(core, rd) + off
    core.mem.check(dst, size, "recv destination")
    return core.machine.recv(core, src_core, dst, size)


def x_wait(core: Core, a: tuple) -> bool | None:
    return core.machine.wait(core, a[0], a[1])


def x_sync(core: Core, a: tuple) -> None:
    core.machine.sync(core, a[0], a[1])


EXECUTE = {name[2:]: fn for name, fn in list(globals().items()) if name.startswith("x_")}

