"""The simulator of each non-crossbar family's primitive program, chosen by the program's type."""

from __future__ import annotations

import numpy as np

from pimsolve.isa.families import PnmProgram, PumProgram
from pimsolve.sim.pnm import SimResult, simulate_pnm
from pimsolve.sim.pum import simulate_pum

# what each simulator executes (verify.json ``level``)
LEVELS = {
    PnmProgram: "PNM primitives (SIMD MAC per reduction step, bank/register/backing moves)",
    PumProgram: "bit-serial operations (fill, multiply, add, reduce, realign, read-out) on bit "
                "cells",
}


def simulate_family(program: PnmProgram | PumProgram, q_input: np.ndarray, say=None
                    ) -> SimResult:
    """Run ``program`` on the quantized input: every tensor's values and the counted cost
    (``say`` hears of each matrix layer as it starts)."""
    if isinstance(program, PnmProgram):
        return simulate_pnm(program, q_input, say)
    return simulate_pum(program, q_input, say)
