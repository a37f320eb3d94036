"""Whole networks on the non-crossbar PIM families, at the level of each family's primitive.

In: a QGraph and a hwspec whose ``compute.family`` is not ``crossbar``. Out: a primitive
program per family, a functional simulator that executes it (bit-exact against the integer
reference) and counts its cost, and a solution folder (docs/families.md).

    program.py   the near-memory (PNM) and logic-PUM (bit-serial) primitives and programs
    pnm.py       PNM lowering: per CONV/GEMM layer, the tiling solver's result spelled out
    sim_pnm.py   the PNM simulator (the living definition of the primitives) and cost count
    pum.py       bit-serial lowering (logic PUM, digital PIM): lanes, cell placement, reductions
    sim_pum.py   the bit-level bit-serial simulator (bit rows in cells) and cost count
    host.py      non-matrix layers and the requantizing epilogue as vector/host steps
    run.py       the straight line model -> program -> check, and the solution folder

To add a family: (1) write its program/lowering/simulator files here, (2) register its
``Family`` in ``PATHS`` below and its lowering/simulator in ``run.LOWERINGS``. To add a
layer kind to the host steps: one function in host.py, registered in ``host.STEPS``.
"""

from pimsolve.hwspec.model import Family

# digital PIM runs the bit-serial path too: its lanes are rows, not bit lines, which the tiling
# problem already turns into lanes and cells per lane (docs/families.md)
PATHS: dict[Family, str] = {Family.NEAR_MEMORY: "pnm", Family.LOGIC_PUM: "pum",
                            Family.DIGITAL_PIM: "pum"}


def supported(family: Family) -> bool:
    return family in PATHS
