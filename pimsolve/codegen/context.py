"""The state a vector-layer emitter works in: the graph, the hwspec, the tensors' places in
global memory, one instruction emitter and local-memory allocator per core, and how a vector
layer's pixels are dealt to cores.

The HT and LL schedulers extend it with their matrix-layer planning; the cost model's
vector-layer pricing (pimsolve.codegen.pricing) uses it alone, so the cycles the solver
optimizes are those of the code the schedulers emit.
"""

from __future__ import annotations

import numpy as np

from pimsolve.codegen.emit import Emitter
from pimsolve.codegen.memory import GlobalLayout, LocalAllocator
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph, QLayer


class VectorContext:
    def __init__(self, qgraph: QGraph, hw: HwSpec):
        self.q = qgraph
        self.hw = hw
        self.bits = qgraph.data_bits
        self.byw = (self.bits + 7) // 8
        self.layout = GlobalLayout(self.bits)
        self.emitters: dict[int, Emitter] = {}
        self.allocs: dict[int, LocalAllocator] = {}
        self.vector_cores: tuple[int, ...] = (0,)
        # steady state: layer -> (core, first, stop) pixel ranges (deal_pixels)
        self.vector_ranges: dict[str, list[tuple[int, int, int]]] | None = None

    def em(self, core: int) -> Emitter:
        emitter = self.emitters.get(core)
        if emitter is None:
            emitter = self.emitters[core] = Emitter(core, self.hw.core.registers)
            self.allocs[core] = LocalAllocator(core, self.hw.core.local_memory_bytes)
        return emitter

    def constant(self, em: Emitter, dst: int, value: int, n: int, bits: int) -> None:
        """``n`` elements of ``bits`` bits, each ``value`` (>= 0), into local memory: loaded
        from the program's constants in global memory, or, where the global memory serves
        one request at a time (hwspec global_memory.port), made in place (Emitter.splat)."""
        if self.hw.global_memory.port is not None:
            em.splat(dst, value, n, bits)
        else:
            em.ld(dst, self.layout.constant(np.full(n, value), bits), n * ((bits + 7) // 8))

    def local(self, core: int, nbytes: int, what: str, layer: str) -> int:
        self.em(core)
        return self.allocs[core].take(nbytes, what, layer)

    def pixel_ranges(self, layer: QLayer, pixels: int, cores: tuple[int, ...]
                     ) -> list[tuple[int, int, int]]:
        """(core, first, stop) pixel ranges of a vector layer: the steady state's dealt ranges,
        else equal consecutive ranges over ``cores``."""
        if self.vector_ranges is not None:
            return self.vector_ranges[layer.name]
        size, extra = divmod(pixels, len(cores))
        out, start = [], 0
        for i, core in enumerate(cores):
            count = size + (1 if i < extra else 0)
            if count:
                out.append((core, start, start + count))
            start += count
        return out

    def _vector_layer(self, layer: QLayer, cores: tuple[int, ...]) -> None:
        from pimsolve.codegen import vector_ops

        vector_ops.emit_layer(self, layer, cores)
