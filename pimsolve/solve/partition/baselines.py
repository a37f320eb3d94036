"""The two partitioning schemes COMPASS compares against (seeds/compass.txt §IV-A2), on the
same candidates and objective as the CP-SAT model and the GA.

- *greedy* "packs in as many consecutive layers as possible, by iterating the nodes and
  tracking the remaining memory footprint": from each cut, the longest candidate partition
  (the furthest end the validity map allows) from which the end of the model stays reachable.
- *layerwise* "maps a single Conv/Linear layer at a time, then maps the trailing
  non-Conv/Linear nodes together with its producer Conv/Linear nodes": a cut before every
  weight layer but the first (a layer split for being wider than the chip contributes one
  partition per slice); layers before the first weight layer join the first partition.
"""

from __future__ import annotations

from pimsolve.errors import InfeasibleError
from pimsolve.solve.partition.segments import Candidates


def greedy_chain(found: Candidates) -> tuple[int, ...]:
    reach = found.reaching(found.end)
    if 0 not in reach:
        raise InfeasibleError("no chain of partitions covers the model")
    chain, here = [0], 0
    while here != found.end:
        here = max(b for b in found.after(here) if b in reach)
        chain.append(here)
    return tuple(chain)


def layerwise_chain(found: Candidates) -> tuple[int, ...]:
    weights = [i for i, layer in enumerate(found.qgraph.layers) if layer.name in found.matrices]
    chain = (0, *weights[1:], found.end)
    missing = [(a, b) for a, b in zip(chain, chain[1:]) if (a, b) not in found.segments]
    if missing:
        a, b = missing[0]
        layers = found.qgraph.layers
        raise InfeasibleError(
            f"layerwise partitioning: layers {layers[a].name}…{layers[b - 1].name} are not a "
            "partition that fits the chip (cuts at every position are needed: "
            "candidates(..., every=True))")
    return chain
