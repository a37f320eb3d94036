"""Plain data and helper types of the low-latency (LL) scheduler (pimsolve.schedule.ll):
tensor and chunk descriptions, per-replica recipes and units of tasks, the local-memory heap
and the emitter view the vector_ops bodies see."""

from __future__ import annotations

from dataclasses import dataclass

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.codegen.memory import align
from pimsolve.ir.qgraph import QKind, QLayer

SPILLED = -1  # chunk base of pixels kept in global memory
MATRIX = (QKind.CONV, QKind.GEMM)


@dataclass(frozen=True, slots=True)
class _Tensor:
    """Where a tensor's pixels go: channel-last pixels of ``nbytes``, rows of ``width``
    pixels, cut into chunks of ``chunk`` pixels (``per_row`` per row)."""

    name: str
    channels: int
    nbytes: int
    width: int
    pixels: int
    chunk: int
    per_row: int
    gmem: int  # global-memory address of pixel 0

    def chunk_of(self, p: int) -> tuple[int, int]:
        """(chunk id, column) of pixel ``p``."""
        row, col = divmod(p, self.width)
        return row * self.per_row + col // self.chunk, col


class _Chunk:
    """Neighbouring pixels of one tensor row on one core: columns from ``lo`` stored back to
    back at ``base`` (None before the first pixel, SPILLED in global memory); ``count`` pixels
    are still to be read or sent."""

    __slots__ = ("lo", "nbytes", "count", "base", "core")

    def __init__(self, lo: int, core: int):
        self.lo, self.nbytes, self.count, self.base, self.core = lo, 0, 0, None, core


@dataclass(frozen=True, slots=True)
class _Recipe:
    """What every window of one replica does, with its buffer addresses resolved (see
    ``MatrixTasks._recipe``)."""

    matrix: LayerMatrix
    src: _Tensor
    cores: tuple  # (core, emitter, gathers, steps) per core of the replica
    blocks: tuple  # (home, emitter, steps, acc, width, bias, shift, offset, chunk) per block
    shift_op: str
    fold_relu: bool  # a leading fused ReLU, applied to the wide sums before the shift
    fused: tuple  # the other fused activations, after the shift
    bottom: int  # input rows below a window's top row that the kernel reaches
    right: int  # input columns right of a window's left column that the kernel reaches


class _Unit:
    """The tasks of one replica (matrix layers) or of one core (vector layers), in order,
    and where the scheduler is with them."""

    __slots__ = ("layer", "index", "core", "cores", "pixels", "tasks", "cursor", "matrix",
                 "armed", "duration", "busy", "order", "recipe", "demanded",
                 "templates")

    def __init__(self, layer: QLayer, index: int, core: int, pixels: list[int],
                 cores: tuple[int, ...]):
        self.layer, self.index, self.core, self.pixels = layer, index, core, pixels
        self.cores = cores  # every core a task runs on
        self.tasks: list[int] = []
        self.cursor = 0
        self.matrix = layer.kind in MATRIX
        self.armed = False  # queued to run
        self.duration: float | None = None  # estimated run time of one task
        self.busy: dict[int, float] = {}  # how long one task keeps each of its cores
        self.order = 0  # position in the layer order
        self.recipe: _Recipe | None = None
        self.demanded = 0  # tasks whose remote inputs have been asked for
        self.templates: dict[int, tuple | None] = {}  # code a window repeats, per core/block


class _Heap:
    """Free space of one core's local memory above its fixed buffers, handed out from the top
    (so the space the buffers below could still use stays in one piece)."""

    def __init__(self, floor: int, end: int):
        self.free = [(floor, end)] if end > floor else []
        self.free_bytes = max(0, end - floor)
        self.watermark = end  # lowest address ever handed out

    def take(self, nbytes: int) -> int | None:
        size = align(nbytes)
        free = self.free
        for i in range(len(free) - 1, -1, -1):
            lo, hi = free[i]
            if hi - lo >= size:
                if hi - size == lo:
                    del free[i]
                else:
                    free[i] = (lo, hi - size)
                self.free_bytes -= size
                self.watermark = min(self.watermark, hi - size)
                return hi - size
        return None

    def give(self, addr: int, nbytes: int) -> None:
        lo, hi = addr, addr + align(nbytes)
        self.free_bytes += hi - lo
        free = self.free
        i = 0
        n = len(free)
        while i < n and free[i][0] < lo:
            i += 1
        if i < n and free[i][0] == hi:  # joins the block above
            hi = free.pop(i)[1]
        if i > 0 and free[i - 1][1] == lo:  # joins the block below
            free[i - 1] = (free[i - 1][0], hi)
        else:
            free.insert(i, (lo, hi))


class _Near:
    """The emitter as the vector_ops bodies see it: their vector instructions reach pixel
    addresses through base registers (``Emitter.vector_near``) instead of an sldi each."""

    __slots__ = ("em",)

    def __init__(self, em):
        self.em = em

    def binary(self, op: str, dst: int, a: int, b: int, n: int, b_offset: int = 0) -> None:
        if b_offset:
            self.em.binary(op, dst, a, b, n, b_offset)
        else:
            self.em.vector_near(op, n, dst, a, b)

    def unary(self, op: str, dst: int, src: int, n: int) -> None:
        self.em.vector_near(op, n, dst, src)

    def clamp(self, op: str, dst: int, src: int, bound: int, n: int) -> None:
        self.em.vector_near(op, n, dst, src, bound=bound)

    def __getattr__(self, name: str):
        return getattr(self.em, name)
