"""Calibration: the largest magnitude each activation tensor reaches on sample inputs."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from pimsolve.errors import BadInputError, ModelError, PimsolveError
from pimsolve.ir.graph import Graph

DEFAULT_SAMPLES = 4  # seeded standard-normal inputs when no calibration data is given

FloatRunner = Callable[..., dict[str, np.ndarray]]  # run_float(graph, x, keep_all=True)


def graph_input(graph: Graph):
    if len(graph.inputs) != 1:
        raise ModelError(f"graph {graph.name}: inputs: expected exactly one activation input, "
                         f"got {len(graph.inputs)} ({[t.name for t in graph.inputs]})")
    return graph.inputs[0]


def calibration_batch(graph: Graph, calibration: np.ndarray | None = None,
                      seed: int = 0, samples: int = DEFAULT_SAMPLES) -> np.ndarray:
    """Calibration inputs as a batch (B,) + input shape[1:], float64.

    ``calibration`` is a batch (B, ...) matching the input shape with N = B, or one input
    (with or without its N axis); ``None`` draws ``samples`` standard-normal inputs from
    ``np.random.default_rng(seed)``.
    """
    shape = tuple(graph_input(graph).shape)
    if calibration is None:
        rng = np.random.default_rng(seed)
        return rng.standard_normal((samples,) + shape[1:])
    data = np.asarray(calibration, dtype=np.float64)
    if data.shape == shape[1:]:
        data = data[None]
    if data.ndim != len(shape) or data.shape[1:] != shape[1:] or data.shape[0] == 0:
        raise BadInputError(f"calibration: expected a batch (B,) + {shape[1:]} or one input "
                            f"{shape[1:]}, got shape {data.shape}")
    if not np.isfinite(data).all():
        raise BadInputError("calibration: the data holds NaN or infinite values")
    return data


def tensor_ranges(graph: Graph, batch: np.ndarray,
                  run_float: FloatRunner | None = None) -> dict[str, float]:
    """max |value| of every tensor of ``graph`` over the samples of ``batch``.

    Each sample runs on its own (N = 1) through ``run_float`` (default
    ``pimsolve.ir.execute.run_float``) with ``keep_all=True``.
    """
    if run_float is None:
        try:
            from pimsolve.ir.execute import run_float
        except ImportError as exc:  # pragma: no cover - only while the executor is missing
            raise PimsolveError("calibration needs pimsolve.ir.execute.run_float, which is "
                                f"not available ({exc})") from exc
    inp = graph_input(graph)
    ranges: dict[str, float] = {}
    for i in range(batch.shape[0]):
        values = run_float(graph, batch[i:i + 1], keep_all=True)
        values = {inp.name: batch[i:i + 1], **values}
        for name in dict.fromkeys((inp.name, *graph.tensors)):
            if name not in values:
                raise PimsolveError(f"calibration: run_float returned no value for tensor "
                                    f"{name!r}")
            v = np.asarray(values[name], dtype=np.float64)
            if not np.isfinite(v).all():
                raise ModelError(f"graph {graph.name}: tensor {name!r} is not finite on "
                                 f"calibration sample {i}")
            peak = float(np.abs(v).max()) if v.size else 0.0
            ranges[name] = max(ranges.get(name, 0.0), peak)
    return ranges
