"""The number format: signed integers with a power-of-two scale (docs/quantization.md).

A value v is stored as q = sat(floor(v * 2**frac + 0.5)) in ``bits`` signed bits and read back
as q / 2**frac. ``frac`` may be negative (the integer counts multiples of 2**-frac).
"""

from __future__ import annotations

import math

import numpy as np

from pimsolve.errors import PimsolveError

HEADROOM = 1.05  # calibrated activation maxima are scaled by this before choosing frac
FRAC_MIN = -8  # activation fractions are clamped to [FRAC_MIN, 2 * data_bits]
ACC_LIMIT = 1 << 62  # every conv/gemm accumulator stays strictly below this magnitude


def int_range(bits: int) -> tuple[int, int]:
    """The signed range of ``bits`` bits: (-2**(bits-1), 2**(bits-1) - 1)."""
    return -(1 << (bits - 1)), (1 << (bits - 1)) - 1


def _ceil_log2(value: float) -> int:
    if not math.isfinite(value):
        raise PimsolveError(f"cannot choose fraction bits for a non-finite magnitude {value}")
    return math.ceil(math.log2(value))


def activation_frac(max_abs: float, data_bits: int) -> int:
    """Fraction bits of an activation whose calibrated maximum magnitude is ``max_abs``.

    frac = (A-1) - ceil(log2(max_abs * HEADROOM)), clamped to [FRAC_MIN, 2A]; a tensor that
    was always 0 gets A-1 (range ±1).
    """
    if max_abs <= 0:
        return data_bits - 1
    frac = (data_bits - 1) - _ceil_log2(max_abs * HEADROOM)
    return max(FRAC_MIN, min(2 * data_bits, frac))


def const_frac(max_abs: float, bits: int) -> int:
    """Fraction bits so that values up to ``max_abs`` fill ``bits`` signed bits.

    frac = (bits-1) - ceil(log2(max_abs)); values are then saturated (a maximum that is an
    exact power of two loses one LSB). ``max_abs`` 0 gives bits-1.
    """
    if max_abs <= 0:
        return bits - 1
    return (bits - 1) - _ceil_log2(max_abs)


def to_fixed(values: np.ndarray | float, frac: int, bits: int) -> np.ndarray:
    """sat(floor(values * 2**frac + 0.5)) as int64."""
    lo, hi = int_range(bits)
    scaled = np.floor(np.asarray(values, dtype=np.float64) * 2.0 ** frac + 0.5)
    return np.clip(scaled, lo, hi).astype(np.int64)


def to_fixed_int(value: float, frac: int, bits: int) -> int:
    """:func:`to_fixed` of one number, as a Python int."""
    return int(to_fixed(value, frac, bits))


def round_to_int(values: np.ndarray, frac: int) -> list[int]:
    """floor(values * 2**frac + 0.5) as exact Python ints (no saturation), for biases."""
    scaled = np.floor(np.asarray(values, dtype=np.float64) * 2.0 ** frac + 0.5)
    return [int(v) for v in scaled.reshape(-1)]


def accumulator_bound(reduction: int, data_bits: int, weight_bits: int, max_bias: int) -> int:
    """The bound K * 2**(A-1) * 2**(W-1) + max|bias| on a conv/gemm accumulator."""
    return reduction * (1 << (data_bits - 1)) * (1 << (weight_bits - 1)) + abs(int(max_bias))
