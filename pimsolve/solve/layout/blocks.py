"""Block allocation: which memory blocks of a tile each layer of a layer group holds (PIM-DL
§IV-C), priced by the movement model of :mod:`pimsolve.solve.layout.interconnect`.

In: ``demands`` (layer -> number of blocks, in layer order), the traffic (``Flow``,
``Reduce``) and the tile's ``core.blocks``. Out: a :class:`BlockResult` (allocation, its
movement cost, status, bound, gap, method, wall time). Three methods:

* :func:`sequential`: the baselines' allocation, "blocks allocated to each layer are placed
  sequentially in the memory" (§VI-A1): the layers in the given order on consecutive ids.
* :func:`genetic` (:mod:`pimsolve.solve.layout.block_ga`): PIM-DL's GA (§IV-C, Fig. 10).
* :func:`cpsat` (:mod:`pimsolve.solve.layout.block_cpsat`): the allocation as a CP-SAT model,
  warm-started from a hint (the GA's answer), with a lower bound on every allocation's cycles.

:func:`allocate` runs the GA and then CP-SAT from it. Every result's ``cost`` is recomputed
by :func:`validate` from the allocation alone.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence

from pimsolve.hwspec.model import BlockArraySpec
from pimsolve.solve.layout.block_cpsat import cpsat
from pimsolve.solve.layout.block_ga import EMPTY, genetic
from pimsolve.solve.layout.block_result import BlockResult, check_demands, priced, validate
from pimsolve.solve.layout.interconnect import Flow, Reduce, rank_order

__all__ = ["EMPTY", "BlockResult", "allocate", "check_demands", "cpsat", "genetic", "sequential",
           "validate"]


def sequential(demands: Mapping[str, int], spec: BlockArraySpec, flows: Sequence[Flow] = (),
               reduces: Sequence[Reduce] = ()) -> BlockResult:
    """The layers in the given order on consecutive block ids from 0 (PIM-DL's baselines)."""
    started = time.perf_counter()
    check_demands(demands, spec)
    allocation, at = {}, 0
    for layer, need in demands.items():
        allocation[layer] = rank_order(range(at, at + need), spec)
        at += need
    return priced(allocation, demands, flows, reduces, spec, status="HEURISTIC", bound=None,
                  gap=None, method="sequential", wall_s=time.perf_counter() - started)


def allocate(demands: Mapping[str, int], flows: Sequence[Flow], reduces: Sequence[Reduce],
             spec: BlockArraySpec, time_limit: float = 10.0, seed: int = 0, workers: int = 2,
             generations: int = 3000) -> BlockResult:
    """The GA (a third of ``time_limit``), then CP-SAT warm-started from its answer."""
    started = time.perf_counter()
    ga = genetic(demands, flows, reduces, spec, seed=seed, generations=generations,
                 time_limit=time_limit / 3)
    rest = max(time_limit - (time.perf_counter() - started), time_limit / 3)
    return cpsat(demands, flows, reduces, spec, rest, seed, hint=ga.allocation, workers=workers)
