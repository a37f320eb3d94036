"""The layer loop every family's lowering shares: CONV/GEMM layers through the family's
lowering, the others as host steps, and the backing-store regions and weight image they need.

In: the QGraph and a function lowering one matrix layer to ``(entry, weight region, flat
weights)``. Out: ``(regions, image, layers)`` for the family's program type."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from pimsolve.ir.qgraph import QGraph, QLayer
from pimsolve.isa.families import HostLayer
from pimsolve.solve.tiling.network import MATRIX_KINDS


def lower_layers(qgraph: QGraph, lower_one: Callable[[QLayer], tuple[Any, str, np.ndarray]],
                 say: Callable[[str], None] | None = None
                 ) -> tuple[dict[str, tuple[int, ...]], dict[str, np.ndarray], tuple]:
    """Every layer in order; each matrix entry's ``acc_region`` gets the output's shape."""
    regions = {f"act:{name}": tuple(t.shape) for name, t in qgraph.tensors.items()}
    image: dict[str, np.ndarray] = {}
    layers: list = []
    for layer in qgraph.layers:
        if layer.kind not in MATRIX_KINDS:
            layers.append(HostLayer(layer))
            continue
        if say:
            say(f"lowering {layer.name}")
        entry, weight_region, weights = lower_one(layer)
        image[weight_region] = weights
        regions[weight_region] = (weights.size,)
        regions[entry.acc_region] = tuple(qgraph.tensors[layer.output].shape)
        layers.append(entry)
    return regions, image, tuple(layers)
