"""Weight replacement as instructions: the program that writes a partition's array groups
before it runs (seeds/compass.txt §II-A; the ``wwr`` extension, docs/isa.md).

Every array group of the partition's program becomes a group the program writes
(``ArrayGroup.for_writes``), and each core gets a short program of one ``wwr`` per group,
reading the group's weights from global memory: row-major, ``ceil(mbiw / 8)`` bytes per
weight, little-endian two's complement, in an image placed after everything else the partition
uses. Replicas hold the same matrix, so they read the same bytes. The simulator runs this
program before the partition's own (pimsolve.verify.run_partitioned), and the partition
computes with the weights the writes left in the arrays.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from pimsolve.codegen.emit import Emitter
from pimsolve.isa.groups import ArrayGroup
from pimsolve.isa.instruction import Instruction

ALIGN = 64  # bytes: each group's image starts on a DRAM burst


@dataclass(frozen=True, slots=True)
class WeightWrites:
    programs: dict[int, list[Instruction]]  # per core: its groups' wwr
    groups: dict[int, list[ArrayGroup]]  # the same groups, to be written (no weights held)
    image: bytes  # the weights, at ``base`` in global memory
    base: int
    addresses: dict[tuple[int, int], int]  # (core, group) -> where its weights start

    @property
    def end(self) -> int:
        return self.base + len(self.image)


def encode_weights(weights: np.ndarray, bits: int) -> bytes:
    """A group's weights as ``wwr`` reads them (module docstring)."""
    byw = (bits + 7) // 8
    values = np.asarray(weights, dtype=np.int64).reshape(-1)
    raw = values.astype("<i8").view(np.uint8).reshape(-1, 8)[:, :byw]
    return raw.tobytes()


def emit_weight_writes(groups: Mapping[int, Sequence[ArrayGroup]], base: int, bits: int,
                       registers: int) -> WeightWrites:
    """The writes of every group in ``groups`` (core -> its groups), the image at or after
    ``base``."""
    start = -(-base // ALIGN) * ALIGN
    chunks: list[bytes] = []
    size = 0
    where: dict[bytes, int] = {}
    addresses: dict[tuple[int, int], int] = {}
    programs: dict[int, list[Instruction]] = {}
    written: dict[int, list[ArrayGroup]] = {}
    for core, on_core in sorted(groups.items()):
        emitter = Emitter(core, registers)
        for index, group in enumerate(on_core):
            data = encode_weights(group.weights, bits)
            if data not in where:
                pad = -size % ALIGN
                chunks.append(bytes(pad) + data)
                where[data] = start + size + pad
                size += pad + len(data)
            addresses[(core, index)] = where[data]
            emitter.wwr(where[data], bits, index)
        programs[core] = emitter.code
        written[core] = [ArrayGroup.for_writes(g.rows, g.cols, g.arrays) for g in on_core]
    return WeightWrites(programs, written, b"".join(chunks), start, addresses)
