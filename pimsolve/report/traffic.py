"""Bytes a program moves per input, counted from its instructions: global-memory reads (ld)
and writes (st), bytes sent from core to core and those bytes times the NoC hops they travel
(send), and local copies (lmv, lldi). summary.json reports them as ``traffic``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pimsolve.hwspec.model import HwSpec
from pimsolve.isa.instruction import Instruction


def traffic(hw: HwSpec, programs: Mapping[int, Sequence[Instruction]]) -> dict[str, int]:
    """The program's data movement for one input, in bytes (``noc_byte_hops``: bytes × hops)."""
    read = write = sent = byte_hops = local = transfers = 0
    for core, code in programs.items():
        for inst in code:
            op = inst.op
            if op == "ld":
                read += inst.args[2]
            elif op == "st":
                write += inst.args[2]
            elif op == "send":
                size = inst.args[2]
                sent += size
                byte_hops += size * hw.hops(core, inst.args[1])
                transfers += 1
            elif op in ("lmv", "lldi"):
                local += inst.args[2]
    return {"global_read_bytes": read, "global_write_bytes": write, "noc_bytes": sent,
            "noc_byte_hops": byte_hops, "transfers": transfers, "local_copy_bytes": local}
