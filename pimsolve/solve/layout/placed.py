"""A layout plan priced on the tile's real network: the dynamic programs assume a uniform
network inside a tile (§IV-A); after them, every group that lives in one tile gets its blocks
allocated (pimsolve.solve.layout.blocks: sequential for the baselines, PIM-DL's GA then CP-SAT
for the optimized plan, §IV-C) and its movement is priced by the interconnect model
(pimsolve.solve.layout.interconnect) instead of the uniform estimate.

Inside such a group:

* a layer whose producers are all in the group receives its inputs as ``Flow``\\ s from them:
  each of its blocks needs its rows' input elements (space.real_input_bits ``/ blocks``,
  shared evenly among the producers), sent by the producer's blocks that hold its output (an
  input-parallel producer's first slice, space.output_holders); of its uniform ``load`` term
  only the writing of its zero cells (padding) stays;
* an input-parallel layer realigns its partial sums as a ``Reduce``: its program's reduction
  tree, step by step (space.reduction_tree); its uniform ``realign`` term is dropped;
* every other term (compute, in-block reduction, read-out, inputs from other tiles) stays.

Groups spanning several tiles, and layers run dynamically (hybrid mode), keep the uniform
estimate.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from pimsolve.hwspec.model import BlockArraySpec
from pimsolve.solve.budget import SAFETY
from pimsolve.solve.layout import blocks as allocation
from pimsolve.solve.layout.dp import Group, LayoutPlan, LayoutProblem
from pimsolve.solve.layout.interconnect import Flow, Reduce, rank_key
from pimsolve.solve.layout.space import (output_holders, real_input_bits, reduction_tree,
                                         write_cycles)

METHODS = ("sequential", "ga", "cpsat")
GENERATIONS = 300  # of PIM-DL's GA per group (it stops sooner on no improvement)


@dataclass(frozen=True, slots=True)
class PlacedGroup:
    group: Group
    result: allocation.BlockResult | None  # None: not priced on the network (no traffic)
    uniform: int  # the movement terms the uniform estimate gave these layers
    flows: tuple[Flow, ...] = ()  # the group's traffic the result priced, in its terms' order
    reduces: tuple[Reduce, ...] = ()
    replaced: Mapping[str, int] = field(default_factory=dict)  # layer -> cycles now networked


@dataclass(frozen=True, slots=True)
class PlacedPlan:
    """A plan's cycles with its in-tile movement priced on the network."""

    plan: LayoutPlan
    cycles: int
    movement: int  # of which in-tile movement, as the network prices it
    uniform: int  # what the uniform estimate gave the same movement
    groups: tuple[PlacedGroup, ...]
    method: str
    wall_s: float


def group_traffic(problem: LayoutProblem, plan: LayoutPlan, group: Group
                  ) -> tuple[dict[str, int], list[Flow], list[Reduce], dict[str, int]]:
    """The group's demands (blocks per layer), flows, reductions, and per layer the cycles of
    the uniform estimate that the network prices instead."""
    demands: dict[str, int] = {}
    flows: list[Flow] = []
    reduces: list[Reduce] = []
    replaced: dict[str, int] = {}
    m = problem.machine
    for layer in range(group.first, group.last + 1):
        shape = problem.shapes[layer]
        layout = plan.layout(problem, layer)
        demands[shape.name] = layout.blocks
        tree = reduction_tree(shape, layout, m)
        if tree:
            reduces.append(Reduce(shape.name, m.acc_bits, tree))
            replaced[shape.name] = layout.realign
        inside = [p for p in shape.producers if p >= group.first]
        if inside and not problem.external(layer, group.first):
            real = real_input_bits(shape, layout, m)
            need = -(-real // layout.blocks)
            share = -(-need // len(inside))
            flows.extend(Flow(problem.shapes[p].name, shape.name, share,
                              output_holders(problem.shapes[p], plan.layout(problem, p), m))
                         for p in inside)
            zeros = write_cycles(max(0, layout.input_bits - real), m, layout.blocks)
            replaced[shape.name] = replaced.get(shape.name, 0) + layout.load - zeros
    return demands, flows, reduces, replaced


def place_plan(problem: LayoutProblem, plan: LayoutPlan, spec: BlockArraySpec, method: str,
               time_limit: float = 2.0, seed: int = 0, workers: int = 2) -> PlacedPlan:
    """``plan`` with the blocks of each one-tile group allocated by ``method`` (sequential; ga:
    PIM-DL's GA for ``GENERATIONS`` generations; cpsat: that GA's answer, then CP-SAT
    warm-started from it, never worse than the GA) and its in-tile movement priced on
    ``spec``'s network. ``time_limit`` is the whole allocation's: each group with traffic gets
    an equal share for CP-SAT, and its GA stops at three times that share if its generations
    have not ended it (a safety stop, as for the tiling searches)."""
    started = time.perf_counter()
    placed = []
    movement = uniform_total = 0
    traffic = {}
    for group in plan.groups:
        oversized = any(problem.oversized(l, plan.choice[l])
                        for l in range(group.first, group.last + 1))
        if group.tiles == 1 and not oversized:
            demands, flows, reduces, replaced = group_traffic(problem, plan, group)
            if flows or reduces:
                traffic[group] = (demands, flows, reduces, replaced)
    share = time_limit / max(1, len(traffic))
    for group in plan.groups:
        if group not in traffic:
            placed.append(PlacedGroup(group, None, 0))
            continue
        demands, flows, reduces, replaced = traffic[group]
        uniform = sum(replaced.values())
        result = _allocate(method, demands, flows, reduces, spec, share, seed, workers)
        placed.append(PlacedGroup(group, result, uniform, tuple(flows), tuple(reduces),
                                  MappingProxyType(replaced)))
        movement += result.cycles
        uniform_total += uniform
    return PlacedPlan(plan, plan.cost - uniform_total + movement, movement, uniform_total,
                      tuple(placed), method, round(time.perf_counter() - started, 3))


def _allocate(method: str, demands: Mapping[str, int], flows: list[Flow],
              reduces: list[Reduce], spec: BlockArraySpec, time_limit: float, seed: int,
              workers: int) -> allocation.BlockResult:
    if method == "sequential":
        return allocation.sequential(demands, spec, flows, reduces)
    if method not in METHODS:
        raise ValueError(f"block allocation method {method!r}; expected one of {METHODS}")
    # the GA bounded by generations, not the clock, so that its answer is reproducible (the
    # clock stops it only on a machine far slower than its share allows)
    ga = allocation.genetic(demands, flows, reduces, spec, seed=seed, generations=GENERATIONS,
                            time_limit=SAFETY * time_limit)
    if method == "ga":
        return ga
    return allocation.cpsat(demands, flows, reduces, spec, time_limit=time_limit, seed=seed,
                            hint=ga.allocation, workers=workers)


def layer_cycles(problem: LayoutProblem, placed: PlacedPlan) -> dict[str, int]:
    """Each layer's cycles in ``placed``: the plan's, its in-tile movement (inputs from its
    group, partial sums realigned) priced on the network instead of the uniform estimate."""
    plan = placed.plan
    out = {}
    for group in plan.groups:
        for layer in range(group.first, group.last + 1):
            out[problem.shapes[layer].name] = problem.cost(layer, plan.choice[layer],
                                                          group.first)
    for entry in placed.groups:
        if entry.result is None:
            continue
        terms = entry.result.cost.terms
        for term, flow in zip(terms, entry.flows):
            out[flow.dst] += term.cycles
        for term, red in zip(terms[len(entry.flows):], entry.reduces):
            out[red.layer] += term.cycles
        for name, cycles in entry.replaced.items():
            out[name] -= cycles
    return out


def fed_in_tile(placed: PlacedPlan) -> set[str]:
    """The layers whose inputs the plan moves over the tile's network from their group's
    blocks (the destinations of the placed groups' flows)."""
    return {flow.dst for entry in placed.groups for flow in entry.flows}


def layer_blocks(problem: LayoutProblem, placed: PlacedPlan, per_tile: int,
                 spec: BlockArraySpec) -> dict[str, tuple[int, ...]]:
    """Each layer's blocks on the chip (tile × ``per_tile`` + block in the tile), in the order
    its arrays take them: a group takes the tiles after the previous group's (hybrid mode: from
    the first tile again when the chip's tiles run out, a new phase; a layer larger than the
    chip, from the first block); its layers take the blocks the allocation gave them, in its
    rank order, or consecutive blocks in layer order, dealt out over each tile's network
    groups (:func:`striped`)."""
    plan, tiles = placed.plan, problem.machine.tiles
    out: dict[str, tuple[int, ...]] = {}
    offset = 0
    for entry in placed.groups:
        group = entry.group
        if offset + group.tiles > tiles:
            offset = 0
        base = offset * per_tile
        for layer in range(group.first, group.last + 1):
            name = problem.shapes[layer].name
            count = problem.blocks(layer, plan.choice[layer])
            if problem.oversized(layer, plan.choice[layer]):
                out[name] = striped(tuple(range(count)), spec, per_tile)
            elif entry.result is not None:  # in the allocation's rank order
                out[name] = tuple(base + b for b in entry.result.allocation[name])
            else:
                out[name] = striped(tuple(range(base, base + count)), spec, per_tile)
                base += count
        offset += group.tiles
    return out


def striped(blocks: tuple[int, ...], spec: BlockArraySpec, per_tile: int) -> tuple[int, ...]:
    """``blocks`` in the order a layer's arrays take them: tile after tile (what a reduction
    moves stays in a tile as long as it can), and in a tile in
    :func:`~pimsolve.solve.layout.interconnect.rank_order` (dealt out round the bus channels
    or the broadcast network's columns)."""
    def key(b: int) -> tuple[int, int, int]:
        tile, local = divmod(b, per_tile)
        return (tile, *rank_key(spec, local))
    return tuple(sorted(blocks, key=key))
