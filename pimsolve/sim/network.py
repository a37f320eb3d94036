"""Timing data moved between the blocks of a tile over its network (digital PIM), transfer by
transfer: what the simulator charges a program that places its arrays on blocks.

In: a :class:`~pimsolve.isa.families.BlockNetwork`, the blocks per tile, and one *phase* of
transfers (the cells one Fill writes from other blocks, or the partial sums one Realign step
moves): per cell its source and destination block (chip-wide ids) and a key naming the datum
it carries. Out: a :class:`Phase` (cycles, the busiest resource's bits, the longest transfer's
hops).

Every tile's network runs at once; a phase costs

    ceil(bits on the busiest resource / link_bits) + router + hops x (router + wire)

where a resource is one direction of a link or channel and ``hops`` is the phase's longest
transfer (its zero-load latency: ``hops + 1`` routers, ``hops`` wires). Routes:

* bus: a transfer leaves on its source block's channel and arrives on its destination's
  (``block // blocks_per_channel``); 1 hop between any two blocks;
* mesh: XY routing (along the source's row to the destination's column, then along that
  column) over directed links between neighbouring blocks, plus each block's injection and
  ejection port; hops = Manhattan distance;
* broadcast: one-way links from column ``c`` to ``c + 1`` (the last to the first); a source
  block sends a datum once to a column, and every block of that column that needs it takes it
  (1-to-N: the datum's copies in one destination block still arrive one by one); hops =
  ``(column(d) - column(s)) mod cols``; blocks of one column exchange data through their router.

The routes are walked cell by cell here (differences along each row, column or ring); this
module shares no code with the cost model that prices the same network
(pimsolve.solve.layout.interconnect), which it checks.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from pimsolve.isa.families import BlockNetwork


@dataclass(frozen=True, slots=True)
class Phase:
    cycles: int
    busiest: int  # bits on the busiest resource
    hops: int  # of the longest transfer
    transfers: int


NOTHING = Phase(0, 0, 0, 0)


def phase(net: BlockNetwork, per_tile: int, src: np.ndarray, dst: np.ndarray, bits: int,
          key: np.ndarray | None = None) -> Phase:
    """One phase: cell ``i`` moves ``bits`` from chip block ``src[i]`` to ``dst[i]``, both in
    one tile and different blocks; ``key[i]`` names the datum (broadcast delivers a datum once
    per destination column; None: every cell its own datum)."""
    src = np.asarray(src, dtype=np.int64).reshape(-1)
    dst = np.asarray(dst, dtype=np.int64).reshape(-1)
    if src.size == 0:
        return NOTHING
    tile, s = np.divmod(src, per_tile)
    if np.any(dst // per_tile != tile) or np.any(src == dst):
        raise ValueError("a phase moves data between different blocks of one tile")
    d = dst % per_tile
    tiles = int(tile.max()) + 1
    if net.kind == "bus":
        loads, hops = _bus(net, tiles, tile, s, d)
    elif net.kind == "mesh":
        loads, hops = _mesh(net, tiles, tile, s, d)
    elif net.kind == "broadcast":
        loads, hops = _broadcast(net, tiles, tile, s, d, key)
    else:
        raise ValueError(f"block network {net.kind!r}")
    busiest = max(int(x.max()) for x in loads) * bits
    cycles = -(-busiest // net.link_bits) + net.router + hops * (net.router + net.wire)
    return Phase(int(cycles), busiest, hops, int(src.size))


def _counts(index: np.ndarray, size: int, weights: np.ndarray | None = None) -> np.ndarray:
    return np.bincount(index, weights=weights, minlength=size).astype(np.int64)


def _bus(net: BlockNetwork, tiles: int, tile, s, d):
    per = net.blocks_per_channel
    channels = -(-net.blocks // per)
    send = _counts(tile * channels + s // per, tiles * channels)
    receive = _counts(tile * channels + d // per, tiles * channels)
    return (send, receive), 1


def _mesh(net: BlockNetwork, tiles: int, tile, s, d):
    rows, cols = net.rows, net.cols
    rs, cs = np.divmod(s, cols)
    rd, cd = np.divmod(d, cols)
    loads = [_counts(tile * net.blocks + s, tiles * net.blocks),  # injection ports
             _counts(tile * net.blocks + d, tiles * net.blocks)]  # ejection ports
    # along the source's row: east links c -> c + 1 for c in [cs, cd), west c -> c - 1 for c
    # in (cd, cs]; then along the destination's column, south and north alike
    loads.append(_segments(tile * rows + rs, cs, cd, tiles * rows, cols))
    loads.append(_segments(tile * rows + rs, cd, cs, tiles * rows, cols))
    loads.append(_segments(tile * cols + cd, rs, rd, tiles * cols, rows))
    loads.append(_segments(tile * cols + cd, rd, rs, tiles * cols, rows))
    return loads, int((np.abs(rs - rd) + np.abs(cs - cd)).max())


def _segments(line: np.ndarray, start: np.ndarray, stop: np.ndarray, lines: int, length: int,
              weight: np.ndarray | None = None) -> np.ndarray:
    """Loads of the links ``k -> k + 1`` (``k`` in ``[start, stop)``) along each ``line``,
    ``weight`` (default 1) per cell whose ``start < stop``: differences summed along the
    line."""
    go = start < stop
    w = np.ones(int(go.sum()), dtype=np.int64) if weight is None else weight[go]
    diff = np.zeros((lines, length + 1), dtype=np.int64)
    np.add.at(diff, (line[go], start[go]), w)
    np.add.at(diff, (line[go], stop[go]), -w)
    return np.cumsum(diff, axis=1)[:, :length]


def _broadcast(net: BlockNetwork, tiles: int, tile, s, d, key):
    cols = net.cols
    a, b = s % cols, d % cols
    ejection = _counts(tile * net.blocks + d, tiles * net.blocks)
    # a datum sent by one block to one column travels once, as many times as its most
    # repeated copy in one block of that column
    key = np.arange(s.size, dtype=np.int64) if key is None else np.asarray(key).reshape(-1)
    per_block = np.stack([tile, s, d, key])
    cells, copies = np.unique(per_block, axis=1, return_counts=True)
    column = np.stack([cells[0], cells[1], cells[2] % cols, cells[3]])
    groups, inverse = np.unique(column, axis=1, return_inverse=True)
    times = np.zeros(groups.shape[1], dtype=np.int64)
    np.maximum.at(times, inverse.reshape(-1), copies)
    t, src, to = groups[0], groups[1], groups[2]
    injection = _counts(t * net.blocks + src, tiles * net.blocks, times)
    start = src % cols
    distance = (to - start) % cols
    # ring links start .. start + distance - 1 (mod cols): unrolled onto two turns of the ring
    ring = _segments(t, start, start + distance, tiles, 2 * cols, times)
    links = ring[:, :cols] + ring[:, cols:]
    hops = int(((b - a) % cols).max())
    return (ejection, injection, links), hops
