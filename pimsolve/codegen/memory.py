"""Global-memory layout (activation tensors and constants) and per-core local allocation.

Activation tensors are stored channel-last (H, W, C) as ``data_bits``-bit elements, so a pixel
is a contiguous channel vector and a convolution window row is a contiguous run. Constants
(biases, shift amounts, scale factors) are vectors of 64-bit or data-width elements in the
initial global-memory image.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from pimsolve.bind.arraygroups import chw
from pimsolve.errors import InfeasibleError

ALIGN = 8


def align(value: int, to: int = ALIGN) -> int:
    return (value + to - 1) // to * to


@dataclass(slots=True)
class TensorPlace:
    addr: int
    shape: tuple[int, int, int]  # C, H, W
    byw: int

    def pixel(self, h: int, w: int, channel: int = 0) -> int:
        c, _, width = self.shape
        return self.addr + ((h * width + w) * c + channel) * self.byw

    @property
    def nbytes(self) -> int:
        c, h, w = self.shape
        return c * h * w * self.byw


@dataclass(slots=True)
class GlobalLayout:
    """Activation tensors first (from address 0), constants after them."""

    data_bits: int
    image: bytearray = field(default_factory=bytearray)  # constants, from const_base
    tensors: dict[str, TensorPlace] = field(default_factory=dict)
    const_base: int | None = None
    _consts: dict[tuple, int] = field(default_factory=dict)

    @property
    def byw(self) -> int:
        return (self.data_bits + 7) // 8

    @property
    def top(self) -> int:
        return (self.const_base or 0) + len(self.image)

    def place_tensors(self, shapes: dict[str, tuple[int, ...]]) -> None:
        """Give every activation tensor its region; constants go after the last one."""
        addr = 0
        for name, shape in shapes.items():
            place = TensorPlace(addr, chw(shape), self.byw)
            self.tensors[name] = place
            addr = align(place.addr + place.nbytes)
        self.const_base = addr

    def constant(self, values: np.ndarray, bits: int) -> int:
        """Address of a constant vector of ``bits``-bit elements (identical vectors shared)."""
        if self.const_base is None:
            raise RuntimeError("place the tensors before adding constants")
        values = np.asarray(values, dtype=np.int64).reshape(-1)
        key = (bits, values.tobytes())
        addr = self._consts.get(key)
        if addr is not None:
            return addr
        byw = (bits + 7) // 8
        raw = values.view(np.uint8).reshape(-1, 8)[:, :byw].reshape(-1).tobytes()
        offset = align(len(self.image))
        self.image.extend(b"\0" * (offset - len(self.image)))
        self.image.extend(raw)
        addr = self._consts[key] = self.const_base + offset
        return addr


class LocalMemoryError(InfeasibleError):
    """Buffers that do not fit the local memory of ``cores``."""

    def __init__(self, message: str, cores: tuple[int, ...]):
        super().__init__(message)
        self.cores = cores


def short_message(core: int, end: int, limit: int, what: str, layer: str) -> str:
    return (f"layer {layer}: core {core} needs {end} bytes of local memory ({what} did not "
            f"fit), {limit} are available; hint: use a hwspec with more local memory "
            "(core.local_memory.bytes)")


class LocalAllocator:
    """Bump allocation of one core's local memory for one layer (reset between layers)."""

    def __init__(self, core: int, size: int):
        self.core = core
        self.size = size
        self.top = 0
        self.peak = 0
        self.ceiling = None  # optional callable: an upper limit that moves (a heap above)

    def take(self, nbytes: int, what: str, layer: str) -> int:
        addr = self.top
        self.extend_to(addr + nbytes, what, layer)
        return addr

    def extend_to(self, end: int, what: str, layer: str) -> None:
        """Make [0, end) allocated (no-op below the current top); fails past the limit."""
        end = align(end)
        limit = self.size if self.ceiling is None else min(self.size, self.ceiling())
        if end > limit:
            raise LocalMemoryError(short_message(self.core, end, limit, what, layer),
                                   (self.core,))
        self.top = max(self.top, end)
        self.peak = max(self.peak, self.top)

    def reset(self) -> None:
        self.top = 0
