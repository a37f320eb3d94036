"""Quantization: a float :class:`~pimsolve.ir.graph.Graph` becomes a fixed-point
:class:`~pimsolve.ir.qgraph.QGraph` (docs/quantization.md).

In: the float graph with its weights, the data and weight bit widths, and calibration inputs
(or a seed for random ones). Out: a QGraph whose integer semantics (the ``pimsolve.ir.qgraph``
docstring) every later stage must reproduce bit-exactly; ``pimsolve.reference.run_integer``
computes them independently.

Steps: calibrate (``calibrate.py``: run the float graph, keep max |value| per tensor), then one
rule per layer (``rules.py``: fraction bits, integer weights and constants, REQUANT insertion);
the number format itself is ``fixed_point.py``.

To add an operator: write its rule ``_<kind>(builder, layer)`` in ``rules.py`` and register it
in ``RULES``; give its integer semantics in the qgraph docstring and the reference executor.
"""

from __future__ import annotations

import numpy as np

from pimsolve.ir.graph import Graph
from pimsolve.ir.qgraph import QGraph
from pimsolve.ir.verify import verify_graph
from pimsolve.quantize.calibrate import DEFAULT_SAMPLES, calibration_batch, tensor_ranges
from pimsolve.quantize.fixed_point import (
    ACC_LIMIT,
    accumulator_bound,
    activation_frac,
    const_frac,
    to_fixed,
)
from pimsolve.quantize.rules import RULES, check_bits, quantize_with_ranges

__all__ = ["ACC_LIMIT", "DEFAULT_SAMPLES", "RULES", "accumulator_bound", "activation_frac",
           "calibration_batch", "const_frac", "quantize", "quantize_with_ranges",
           "tensor_ranges", "to_fixed"]


def quantize(graph: Graph, data_bits: int, weight_bits: int,
             calibration: np.ndarray | None = None, seed: int = 0) -> QGraph:
    """Quantize ``graph`` to ``data_bits``-bit activations and ``weight_bits``-bit weights.

    ``calibration``: a batch (B, ...) of inputs (the input shape with N = B) or one input; by
    default ``DEFAULT_SAMPLES`` standard-normal inputs from ``np.random.default_rng(seed)``.
    The graph is verified first (ModelError listing every problem). The same arguments always
    give the same QGraph.
    """
    check_bits(data_bits, weight_bits)
    verify_graph(graph)
    batch = calibration_batch(graph, calibration, seed)
    return quantize_with_ranges(graph, data_bits, weight_bits, tensor_ranges(graph, batch))
