"""Reading and writing vector elements in a byte-addressed local memory.

An element of ``bits`` bits occupies ``ceil(bits / 8)`` bytes, little-endian two's complement,
sign-extended to the full bytes (ISA §4.1 (9): a 10-bit element uses the low 10 bits of 2 bytes).
Elements of 1, 2, 4 or 8 bytes must sit at addresses that are multiples of their byte width;
3-, 5-, 6- and 7-byte elements have no alignment rule. Every result is saturated to the range of
its destination width; the number of saturated elements is counted, never silently wrapped.
"""

from __future__ import annotations

import numpy as np

NATIVE = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}


class Fault(Exception):
    """A program error found while executing one instruction (wrapped with core/pc by the caller)."""


def byte_width(bits: int) -> int:
    return (bits + 7) >> 3


def signed_range(bits: int) -> tuple[int, int]:
    return -(1 << (bits - 1)), (1 << (bits - 1)) - 1


def signed_bytes(raw: np.ndarray, byw: int) -> np.ndarray:
    """``raw`` (uint8) as consecutive ``byw``-byte little-endian two's-complement integers
    (int64; every byte counts, none is ignored)."""
    count = len(raw) // byw
    if byw in NATIVE:
        return np.frombuffer(raw.tobytes(), dtype=f"<i{byw}").astype(np.int64)
    rows = np.zeros((count, 8), dtype=np.uint8)
    rows[:, :byw] = np.asarray(raw, dtype=np.uint8).reshape(count, byw)
    values = rows.view("<i8").reshape(count).astype(np.int64)
    shift = 64 - 8 * byw
    return (values << shift) >> shift


class LocalMemory:
    """A core's scratchpad: raw bytes plus cached typed views for the native element widths."""

    __slots__ = ("raw", "size", "views", "saturated")

    def __init__(self, size: int):
        self.raw = np.zeros(size, dtype=np.uint8)
        self.size = size
        self.views = {w: self.raw[: size - size % w].view(dt) for w, dt in NATIVE.items()}
        self.saturated = 0

    def check(self, addr: int, nbytes: int, what: str) -> None:
        if addr < 0 or addr + nbytes > self.size:
            raise Fault(f"{what} [{addr}, {addr + nbytes}) is outside local memory [0, {self.size})")

    def _native(self, addr: int, byw: int, bits: int) -> np.ndarray | None:
        """The typed view for ``byw``-byte elements (None for 3/5/6/7 bytes); checks alignment."""
        view = self.views.get(byw)
        if view is not None and addr % byw:
            raise Fault(f"misaligned {bits}-bit element access at address {addr} "
                        f"(must be a multiple of {byw})")
        return view

    def read(self, addr: int, count: int, bits: int, stride: int = 1) -> np.ndarray:
        """``count`` elements, every ``stride``-th one, from ``addr`` as a new int64 array."""
        byw = (bits + 7) >> 3
        last = addr + (count - 1) * stride * byw if count else addr
        low, high = min(addr, last), max(addr, last) + byw
        if count and (low < 0 or high > self.size):
            raise Fault(f"read of {count} x {bits}-bit elements at {addr} (stride {stride}) "
                        f"touches [{low}, {high}), outside local memory [0, {self.size})")
        view = self._native(addr, byw, bits)
        if view is not None:
            first = addr // byw
            if stride == 1:
                values = view[first: first + count].astype(np.int64)
            else:
                values = view[first + np.arange(count, dtype=np.int64) * stride].astype(np.int64)
        else:
            starts = addr + np.arange(count, dtype=np.int64) * (stride * byw)
            rows = np.zeros((count, 8), dtype=np.uint8)
            rows[:, :byw] = self.raw[starts[:, None] + np.arange(byw)]
            values = rows.view(np.int64).reshape(count)
            return (values << (64 - bits)) >> (64 - bits)  # zero-filled high bytes: sign-extend
        if bits != byw * 8:
            shift = 64 - bits
            values = (values << shift) >> shift
        return values

    def write(self, addr: int, values: np.ndarray, bits: int) -> None:
        """Store ``values`` (int64 or object) at ``addr`` as ``bits``-bit elements, saturating."""
        byw = (bits + 7) >> 3
        count = len(values)
        if addr < 0 or addr + count * byw > self.size:
            raise Fault(f"write of {count} x {bits}-bit elements at {addr} leaves local memory "
                        f"[0, {self.size})")
        lo, hi = signed_range(bits)
        if count and (values.min() < lo or values.max() > hi):
            self.saturated += int(np.count_nonzero((values < lo) | (values > hi)))
            values = np.clip(values, lo, hi)
        if values.dtype != np.int64:
            values = values.astype(np.int64)
        view = self._native(addr, byw, bits)
        if view is not None:
            first = addr // byw
            view[first: first + count] = values
        else:
            data = values.view(np.uint8).reshape(count, 8)[:, :byw]
            self.raw[addr: addr + count * byw] = data.reshape(-1)
