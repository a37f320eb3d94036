"""Lowering whole networks onto the non-crossbar PIM families, at the level of each family's
primitive (docs/families.md).

In: a QGraph, a hwspec whose ``compute.family`` is not ``crossbar`` and every CONV/GEMM layer's
tiling (pimsolve.solve.tiling.network). Out: the family's primitive program
(pimsolve.isa.families), which pimsolve.sim.families executes.

    pnm.py   near-memory (PNM): each layer's tiling spelled out as SIMD MACs and tile moves
    pum.py   bit-serial (logic PUM; ARES tilings on digital PIM too): lanes, cells, reductions
    layout.py  digital PIM: PIM-DL's chosen layouts as bit-serial operations (docs/layout.md)
    network.py the layer loop they share: matrix layers lowered, the others host steps

Non-matrix layers become host steps (pimsolve.sim.host runs them). To add a family: its
primitives and program type in pimsolve/isa/families.py, its lowering here (registered in
``PATHS`` and ``lower_network``), its simulator in pimsolve/sim/ (registered in
pimsolve.sim.families).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from pimsolve.hwspec.model import Family, HwSpec
from pimsolve.ir.qgraph import QGraph

if TYPE_CHECKING:
    from pimsolve.isa.families import PnmProgram, PumProgram
    from pimsolve.solve.tiling.network import LayerTiling

# digital PIM runs the bit-serial path too: its lanes are rows, not bit lines, which the tiling
# problem already turns into lanes and cells per lane (docs/families.md)
PATHS: dict[Family, str] = {Family.NEAR_MEMORY: "pnm", Family.LOGIC_PUM: "pum",
                            Family.DIGITAL_PIM: "pum"}


def supported(family: Family) -> bool:
    return family in PATHS


def lower_network(qgraph: QGraph, hw: HwSpec, tilings: Mapping[str, LayerTiling],
                  say: Callable[[str], None] | None = None) -> PnmProgram | PumProgram:
    """The family's primitive program for the whole network."""
    from pimsolve.schedule.lower import pnm, pum

    lower = {"pnm": pnm.lower_network, "pum": pum.lower_network}[PATHS[hw.compute.family]]
    return lower(qgraph, hw, tilings, say)
