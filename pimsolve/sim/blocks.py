"""What the chip's blocks hold across the layers of a placed bit-serial program (digital PIM):
which layer last used each block, whose resident weights sit in it, and which block holds each
element of a region with the layer that put it there. pimsolve.sim.pum asks it where an
``on_chip`` Fill's values come from and tells it what each layer read out and used.

A value stays in the block that read it out until another layer uses that block; a host
step's output is held where its input is, position for position (host steps run beside their
data; a concatenation's inputs one after another); the epilogue keeps each element in place.
"""

from __future__ import annotations

import numpy as np

from pimsolve.errors import SimError
from pimsolve.ir.qgraph import QKind
from pimsolve.isa.families import HostLayer, PumLayer, PumProgram


class Blocks:
    def __init__(self, program: PumProgram):
        self.regions = program.regions
        self.count = program.machine.arrays
        self.per_tile = program.machine.arrays_per_tile
        self.user = np.full(self.count, -1, dtype=np.int64)
        self.resident = np.full(self.count, -1, dtype=np.int64)
        self.held: dict[str, tuple[np.ndarray, np.ndarray]] = {}  # region -> (block, layer)
        self.number = {id(e): i for i, e in enumerate(program.layers)}
        self.made_by = {f"act:{e.layer.output}": e for e in program.layers
                        if isinstance(e, HostLayer)}

    def place(self, entry: PumLayer) -> np.ndarray:
        """The chip blocks of ``entry``'s arrays (empty: unplaced), checked: distinct, on the
        chip, none holding another layer's resident weights."""
        placed = np.asarray(entry.blocks, dtype=np.int64)
        if not placed.size:
            return placed
        name, me = entry.layer.name, self.number[id(entry)]
        if placed.size != entry.arrays or np.unique(placed).size != placed.size:
            raise SimError(f"layer {name}: its {entry.arrays} arrays are placed on "
                           f"{np.unique(placed).size} distinct blocks")
        if placed.min() < 0 or placed.max() >= self.count:
            raise SimError(f"layer {name}: placed on block {int(placed.max())}; the chip has "
                           f"{self.count}")
        other = self.resident[placed]
        taken = (other >= 0) & (other != me)
        if taken.any():
            raise SimError(f"layer {name}: block {int(placed[taken][0])} holds the resident "
                           f"weights of layer {int(other[taken][0])}")
        return placed

    def holding(self, region: str, placed: np.ndarray, name: str) -> np.ndarray:
        """Per element of ``region`` (and -1 for the two padding offsets -2, -1 after it): the
        block of one of ``placed``'s tiles that still holds it, else -1; a SimError when no
        such block holds any of it."""
        held = self._holders(region)
        if held is not None:
            block, maker = held
            at = np.maximum(block, 0)
            alive = (block >= 0) & (self.user[at] == maker) & \
                np.isin(at // self.per_tile, np.unique(placed // self.per_tile))
            if alive.any():
                return np.append(np.where(alive, block, -1), [-1, -1])
        raise SimError(f"layer {name}: Fill from the tile's blocks, but no block of its tiles "
                       f"holds {region}")

    def moves(self, src: np.ndarray, holding: np.ndarray, placed: np.ndarray, name: str
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The moves of one on-chip Fill group (``src``: (arrays, lanes) offsets; ``holding``:
        :meth:`holding`): (source block, destination block, element) of every cell with a
        value; a SimError when a value is not held by another block of the destination's
        tile."""
        s = holding[src]
        d = np.broadcast_to(placed[:, None], src.shape)
        moved = (s >= 0) & (s // self.per_tile == d // self.per_tile) & (s != d)
        missing = (src >= 0) & ~moved
        if missing.any():
            raise SimError(f"layer {name}: Fill from the tile's blocks: element "
                           f"{int(src[missing][0])} is not held by another block of the tile")
        return s[moved], d[moved], src[moved]

    def read_out(self, entry: PumLayer, placed: np.ndarray, region: str, size: int,
                 dst: np.ndarray, keep: np.ndarray) -> None:
        """The results a ReadOut took to ``region[dst[keep]]`` stay in the blocks that read
        them out."""
        block, maker = self.held.setdefault(region, (np.full(size, -1, dtype=np.int64),
                                                     np.full(size, -1, dtype=np.int64)))
        block[dst[keep]] = np.broadcast_to(placed[:, None], dst.shape)[keep]
        maker[dst[keep]] = self.number[id(entry)]

    def keep_resident(self, entry: PumLayer, placed: np.ndarray) -> None:
        self.resident[placed] = self.number[id(entry)]

    def done(self, entry: PumLayer, placed: np.ndarray) -> None:
        """``entry`` ran on ``placed``: the blocks are its; its output is where its
        accumulators were read out."""
        self.user[placed] = self.number[id(entry)]
        if entry.acc_region in self.held:
            self.held[entry.output_region] = self.held[entry.acc_region]

    def _holders(self, region: str) -> tuple[np.ndarray, np.ndarray] | None:
        """Per element of ``region``: the block holding it and the layer that put it there, or
        None when all of it is in global memory."""
        if region in self.held:
            return self.held[region]
        host = self.made_by.get(region)
        if host is None:
            return None
        layer = host.layer
        inputs = layer.inputs if layer.kind is QKind.CONCAT else layer.inputs[:1]
        parts = [self._holders(f"act:{t}") for t in inputs]
        if all(p is None for p in parts):
            return None
        blocks, makers = [], []
        for t, p in zip(inputs, parts):
            n = int(np.prod(self.regions[f"act:{t}"]))
            blocks.append(np.full(n, -1, dtype=np.int64) if p is None else p[0])
            makers.append(np.full(n, -1, dtype=np.int64) if p is None else p[1])
        block, maker = np.concatenate(blocks), np.concatenate(makers)
        size = int(np.prod(self.regions[region]))
        at = np.arange(size, dtype=np.int64) * block.size // size  # input beside output i
        self.held[region] = (block[at], maker[at])
        return self.held[region]
