"""The numeric options every command shares, checked before any work (one line, exit 2)."""

from __future__ import annotations

import math

from pimsolve.errors import BadInputError

MAX_TIME_LIMIT_S = 7 * 24 * 3600  # --time-limit: a week
MAX_SEED = 2**31 - 1  # CP-SAT's random_seed is a 32-bit integer
MAX_WORKERS = 64


def check_numbers(time_limit: float | None = None, seed: int | None = None,
                  workers: int | None = None) -> None:
    """--time-limit a finite number of seconds in (0, a week], --seed in 0..2**31-1,
    --workers in 1..64 (each only when given)."""
    if time_limit is not None and not (math.isfinite(time_limit) and
                                       0 < time_limit <= MAX_TIME_LIMIT_S):
        raise BadInputError(f"--time-limit: expected seconds in (0, {MAX_TIME_LIMIT_S}] (a "
                            f"week), got {time_limit}")
    if seed is not None and not 0 <= seed <= MAX_SEED:
        raise BadInputError(f"--seed: expected an integer in 0..{MAX_SEED}, got {seed}")
    if workers is not None and not 1 <= workers <= MAX_WORKERS:
        raise BadInputError(f"--workers: expected an integer in 1..{MAX_WORKERS}, got {workers}")
