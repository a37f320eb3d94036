"""Each vector/memory instruction's simulated effect against a plain reading of the ISA text.

The reference below shares no code with pimsolve.sim: it walks elements one by one with Python
integers, using the documented conventions (little-endian two's complement elements of
ceil(bits/8) bytes, results saturated to the destination width, offsets scaled per the ISA text).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from hwfixtures import small_hw
from pimsolve.isa.instruction import make
from pimsolve.sim.machine import ArrayGroup, Machine

LMEM = 4096
WIDTHS = [8, 16, 32, 10, 12, 24]


def rd_elem(mem: bytearray, addr: int, bits: int) -> int:
    byw = math.ceil(bits / 8)
    raw = int.from_bytes(mem[addr:addr + byw], "little")
    raw &= (1 << bits) - 1
    return raw - (1 << bits) if raw >> (bits - 1) else raw


def wr_elem(mem: bytearray, addr: int, bits: int, value: int) -> None:
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    value = min(max(value, lo), hi)
    byw = math.ceil(bits / 8)
    mem[addr:addr + byw] = (value & ((1 << (8 * byw)) - 1)).to_bytes(byw, "little")


BINARY = {
    "vvadd": (lambda a, b: a + b, "i"),
    "vvsub": (lambda a, b: a - b, "i"),
    "vvmul": (lambda a, b: a * b, "o"),
    "vvmax": (lambda a, b: max(a, b), "i"),
    "vvsll": (lambda a, b: a << b, "o"),
    "vvsra": (lambda a, b: a >> b, "o"),
}


def reference(op: str, args: tuple, regs: dict[int, int], mem: bytearray, ib: int, ob: int,
              weights=None) -> None:
    iy, oy = math.ceil(ib / 8), math.ceil(ob / 8)
    if op in BINARY:
        fn, out = BINARY[op]
        rd, rs1, rs2, n, sel, off = args
        obits, obyw = (ib, iy) if out == "i" else (ob, oy)
        a = [rd_elem(mem, regs[rs1] + (iy * off if sel & 2 else 0) + i * iy, ib) for i in range(n)]
        b = [rd_elem(mem, regs[rs2] + (iy * off if sel & 4 else 0) + i * iy, ib) for i in range(n)]
        for i in range(n):
            wr_elem(mem, regs[rd] + (obyw * off if sel & 1 else 0) + i * obyw, obits,
                    fn(a[i], b[i]))
    elif op == "vvdmul":
        rd, rs1, rs2, n, sel, off = args
        a = [rd_elem(mem, regs[rs1] + (iy * off if sel & 2 else 0) + i * iy, ib) for i in range(n)]
        b = [rd_elem(mem, regs[rs2] + (iy * off if sel & 4 else 0) + i * iy, ib) for i in range(n)]
        wr_elem(mem, regs[rd], ob, sum(x * y for x, y in zip(a, b)))
    elif op == "vrelu":
        rd, rs1, n, sel, off = args
        a = [rd_elem(mem, regs[rs1] + (iy * off if sel & 2 else 0) + i * iy, ib) for i in range(n)]
        for i in range(n):
            wr_elem(mem, regs[rd] + (iy * off if sel & 1 else 0) + i * iy, ib, max(a[i], 0))
    elif op in ("vrsu", "vrsl"):
        rd, rs1, rs2, n, sel, off = args
        bound = regs[rs2]
        a = [rd_elem(mem, regs[rs1] + (iy * off if sel & 2 else 0) + i * iy, ib) for i in range(n)]
        clamp = min if op == "vrsu" else max
        for i in range(n):
            wr_elem(mem, regs[rd] + (oy * off if sel & 1 else 0) + i * oy, ob, clamp(a[i], bound))
    elif op == "vavg":
        rd, rs1, rs2, n, off = args
        stride = regs[rs2]
        a = [rd_elem(mem, regs[rs1] + iy * off + i * stride * iy, ib) for i in range(n)]
        total = sum(a)
        wr_elem(mem, regs[rd], ob, math.floor((total + n // 2) / n))
    elif op == "vmv":
        rd, rs1, rs2, n = args
        a = [rd_elem(mem, regs[rs1] + i * regs[rs2] * iy, ib) for i in range(n)]
        for i in range(n):
            wr_elem(mem, regs[rd] + i * iy, ib, a[i])
    elif op == "mvmul":
        rd, rs1, _mbiw, relu, _group = args
        rows, cols = weights.shape
        x = [rd_elem(mem, regs[rs1] + i * iy, ib) for i in range(rows)]
        for j in range(cols):
            acc = sum(x[i] * int(weights[i, j]) for i in range(rows))
            wr_elem(mem, regs[rd] + j * oy, ob, max(acc, 0) if relu else acc)
    elif op == "lmv":
        rd, rs1, size, sel, off = args
        src = regs[rs1] + (off if sel & 2 else 0)
        dst = regs[rd] + (off if sel & 1 else 0)
        mem[dst:dst + size] = bytes(mem[src:src + size])
    elif op == "lldi":
        rd, imm, size, off = args
        mem[regs[rd] + off:regs[rd] + off + size] = bytes([imm]) * size
    else:  # pragma: no cover
        raise AssertionError(op)


def run_one(op: str, args: tuple, regs: dict[int, int], mem: bytes, ib: int, ob: int,
            weights=None) -> bytes:
    program = [make("setbw", ib, ob)] + [make("sldi", r, v) for r, v in regs.items()]
    program.append(make(op, *args))
    groups = {0: [ArrayGroup(np.asarray(weights), 1)]} if weights is not None else None
    machine = Machine(small_hw(local_memory=LMEM), {0: program}, groups)
    machine.cores[0].mem.raw[:] = np.frombuffer(mem, dtype=np.uint8)
    machine.run()
    return machine.cores[0].mem.raw.tobytes()


addr = st.integers(0, 48).map(lambda k: 8 * k)  # 8-byte aligned, leaves room for 64 x 8 bytes
memory = st.integers(0, 2**32 - 1).map(  # random bytes from a seed: cheap to generate
    lambda seed: np.random.default_rng(seed).integers(0, 256, LMEM, dtype=np.uint8).tobytes())
bits = st.sampled_from(WIDTHS)


@settings(max_examples=300, deadline=None)
@given(op=st.sampled_from(sorted(BINARY) + ["vvdmul", "vrelu", "vrsu", "vrsl"]), ib=bits, ob=bits,
       n=st.integers(0, 32), a1=addr, a2=addr, a3=addr, sel=st.integers(0, 7),
       off=st.integers(0, 16), bound=st.integers(-(1 << 20), 1 << 20), mem=memory,
       shifts=st.lists(st.integers(0, 40), min_size=32, max_size=32))
def test_vector_instruction_matches_reference(op, ib, ob, n, a1, a2, a3, sel, off, bound, mem,
                                              shifts):
    regs = {1: a1, 2: a2 + 1024, 3: a3 + 2048, 4: bound}  # disjoint 1 KiB regions
    mem = bytearray(mem)
    if op in ("vvsll", "vvsra"):  # shift amounts: small non-negative elements in the rs2 vector
        iy = math.ceil(ib / 8)
        base = regs[3] + (iy * off if sel & 4 else 0)
        for i in range(n):
            wr_elem(mem, base + i * iy, ib, min(shifts[i], (1 << (ib - 1)) - 1))
    if op in ("vrsu", "vrsl"):
        args = (1, 2, 4, n, sel, off)
    elif op == "vrelu":
        args = (1, 2, n, sel, off)
    else:
        args = (1, 2, 3, n, sel, off)
    expected = bytearray(mem)
    reference(op, args, regs, expected, ib, ob)
    assert run_one(op, args, regs, bytes(mem), ib, ob) == bytes(expected)


@settings(max_examples=150, deadline=None)
@given(ib=bits, ob=bits, n=st.integers(1, 24), stride=st.integers(0, 3), off=st.integers(0, 8),
       a1=addr, a2=addr, mem=memory, op=st.sampled_from(["vavg", "vmv"]))
def test_strided_instructions_match_reference(ib, ob, n, stride, off, a1, a2, mem, op):
    regs = {1: a1 + 1024, 2: a2, 3: stride}
    args = (1, 2, 3, n, off) if op == "vavg" else (1, 2, 3, n)
    expected = bytearray(mem)
    reference(op, args, regs, expected, ib, ob)
    assert run_one(op, args, regs, mem, ib, ob) == bytes(expected)


@settings(max_examples=100, deadline=None)
@given(ib=st.sampled_from([8, 16, 12]), ob=st.sampled_from([16, 32, 24]),
       rows=st.integers(1, 16), cols=st.integers(1, 16), relu=st.integers(0, 1),
       seed=st.integers(0, 2**32 - 1), a1=addr, a2=addr, mem=memory)
def test_mvmul_matches_reference(ib, ob, rows, cols, relu, seed, a1, a2, mem):
    weights = np.random.default_rng(seed).integers(-128, 128, (rows, cols))
    regs = {1: a1 + 1024, 2: a2}
    args = (1, 2, 8, relu, 0)
    expected = bytearray(mem)
    reference("mvmul", args, regs, expected, ib, ob, weights)
    assert run_one("mvmul", args, regs, mem, ib, ob, weights) == bytes(expected)


@settings(max_examples=100, deadline=None)
@given(a1=addr, a2=addr, size=st.integers(0, 200), sel=st.integers(0, 3), off=st.integers(0, 64),
       imm=st.integers(0, 255), mem=memory, op=st.sampled_from(["lmv", "lldi"]))
def test_local_memory_instructions_match_reference(a1, a2, size, sel, off, imm, mem, op):
    regs = {1: a1 + 1024, 2: a2}
    args = (1, 2, size, sel, off) if op == "lmv" else (1, imm, size, off)
    expected = bytearray(mem)
    reference(op, args, regs, expected, 8, 8)
    assert run_one(op, args, regs, mem, 8, 8) == bytes(expected)
