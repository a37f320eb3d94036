"""Template mappings ARES compares against (seeds/ares.txt §VI-A), in the tiling space.

Each template fixes the binding and the loop order and cuts the loops greedily; it is then
judged by the same cost model as the solvers (:func:`pimsolve.solve.tiling.cost.evaluate`).

* logic PUM / digital PIM, Neural Cache's template: the kernel window (r, s) down one lane (the
  temporal reduction dim), the input channels c across lanes (the spatial reduction dim), the
  lanes left over holding a few output points (p, q) of one output channel; output channels,
  then images and points spread over the arrays; weights stay while the points stream.
* crossbar, channel-wise weight-stationary binding (PUMA): input channels on the rows, output
  channels on the columns, the kernel window in time; the weights are spread over the arrays
  once (no copies), the input points stream through them.
* near-memory, fixed output-channel binding: output channels (conv) or the weight's columns
  (gemm) on the SIMD lanes, the reduction in time from the registers; no buffer tiling (every
  invocation's data come from the backing store), output channels then points over the units.
"""

from __future__ import annotations

from collections.abc import Mapping

from pimsolve.errors import InfeasibleError
from pimsolve.hwspec.model import Family
from pimsolve.solve.tiling.cost import Tiling
from pimsolve.solve.tiling.problem import BindingChoice, LoopOption, Problem


def baseline(problem: Problem) -> Tiling:
    """The family's template tiling of ``problem`` (InfeasibleError if it has no such binding)."""
    family = problem.family
    if family in (Family.LOGIC_PUM, Family.DIGITAL_PIM):
        return _bit_serial(problem)
    if family is Family.CROSSBAR:
        return _crossbar(problem)
    return _near_memory(problem)


def _find(problem: Problem, stationary: str, dims: Mapping[str, str]) -> int:
    wanted = {loop: d for loop, d in dims.items() if problem.sizes.get(loop, 1) > 1}
    for i, b in enumerate(problem.bindings):
        if b.stationary == stationary and dict(b.dims) == wanted:
            return i
    raise InfeasibleError(f"{problem.op} on {problem.hw}: the template binding "
                          f"{stationary} stationary, {wanted} is not among the valid bindings")


def _order(problem: Problem, inner_first: list[str]) -> tuple[int, ...]:
    """Class order with the classes of ``inner_first`` loops innermost (listed innermost
    first), the others outside in the operator's order."""
    inner: list[int] = []
    for loop in inner_first:
        cls = problem.class_of(loop)
        if cls not in inner:
            inner.append(cls)
    outer = [i for i in range(len(problem.classes)) if i not in inner]
    return tuple(outer + list(reversed(inner)))


def _spread(problem: Problem, prim: Mapping[str, int], loops: list[str], budget: int
            ) -> dict[str, int]:
    """Spatial factors: fill ``budget`` instances over ``loops`` in turn."""
    spatial: dict[str, int] = {}
    left = budget
    for loop in loops:
        rest = -(-problem.sizes[loop] // prim.get(loop, 1))
        p = max(1, min(rest, left))
        spatial[loop] = p
        left //= p
    return spatial


def _tiling(problem: Problem, index: int, prim: Mapping[str, int], spatial: Mapping[str, int],
            order: tuple[int, ...]) -> Tiling:
    binding: BindingChoice = problem.bindings[index]
    loops = []
    for loop in problem.loops:
        n = problem.sizes[loop]
        b = prim.get(loop, 1) if loop in binding.dims else 1
        p = spatial.get(loop, 1)
        loops.append(LoopOption(binding.dims.get(loop), b, 1, p, -(-n // (b * p))))
    return Tiling(index, tuple(loops), order)


def _conv_like(problem: Problem) -> bool:
    return {"k", "c", "p", "q"} <= set(problem.loops)


def _bit_serial(problem: Problem) -> Tiling:
    bs = problem.machine.bit_serial
    assert bs is not None
    size = problem.sizes
    temporal, spatial_dim = bs.temporal[0], (bs.spatial[0] if bs.spatial else bs.temporal[0])
    parallel = [d for d in bs.lane_dims if d not in bs.spatial][0]
    if _conv_like(problem):
        window, channels, points = ["r", "s"], ["c"], ["q", "p"]
        spread = ["k", "n", "p", "q"]
        inner_first = ["n", "p", "q"]
    else:  # gemm: the reduction across lanes, the output columns in lanes
        window, channels, points = [], ["k"], ["n", "m"]
        spread = ["n", "m"]
        inner_first = ["m"]
    dims: dict[str, str] = {}
    for loop in window:
        dims[loop] = temporal
    for loop in channels:
        dims[loop] = spatial_dim
    for loop in points:
        dims[loop] = parallel
    index = _find(problem, "weight", dims)
    limits = problem.bindings[index].limits
    prim: dict[str, int] = {}
    room = limits[temporal]
    for loop in window:
        prim[loop] = max(1, min(size[loop], room))
        room //= prim[loop]
    lanes = bs.lanes
    for loop in channels:
        prim[loop] = max(1, min(size[loop], limits[spatial_dim], lanes))
        lanes //= prim[loop]
    for loop in points:
        prim[loop] = max(1, min(size[loop], lanes))
        lanes //= prim[loop]
    spatial = _spread(problem, prim, spread, problem.machine.instances)
    return _tiling(problem, index, prim, spatial, _order(problem, inner_first))


def _crossbar(problem: Problem) -> Tiling:
    size = problem.sizes
    vec = problem.machine.vector
    assert vec is not None
    if _conv_like(problem):
        rows, cols, window = ["c"], ["k"], ["r", "s"]
        inner_first = ["n", "p", "q"]
    else:  # gemm: the weight B[k, n]: k on rows, n on columns
        rows, cols, window = ["k"], ["n"], []
        inner_first = ["m"]
    dims = {loop: vec.reduction for loop in rows} | {loop: vec.parallel for loop in cols}
    index = _find(problem, "weight", dims)
    limits = problem.bindings[index].limits
    prim = {rows[0]: min(size[rows[0]], limits[vec.reduction]),
            cols[0]: min(size[cols[0]], limits[vec.parallel])}
    # spread the weight tiles over the arrays once (no copies), window loops last
    spatial = _spread(problem, prim, rows + cols + window, problem.machine.instances)
    return _tiling(problem, index, prim, spatial, _order(problem, inner_first))


def _near_memory(problem: Problem) -> Tiling:
    size = problem.sizes
    vec = problem.machine.vector
    assert vec is not None
    if _conv_like(problem):
        lanes, reduce = ["k"], ["c", "r", "s"]
        spread = ["k", "n", "p", "q"]
    else:  # gemm: the weight's columns n on the lanes
        lanes, reduce = ["n"], ["k"]
        spread = ["n", "m"]
    dims = {loop: vec.parallel for loop in lanes} | {loop: vec.reduction for loop in reduce}
    index = _find(problem, "weight", dims)
    limits = problem.bindings[index].limits
    prim: dict[str, int] = {lanes[0]: min(size[lanes[0]], limits[vec.parallel])}
    room = limits[vec.reduction]
    for loop in reduce:
        prim[loop] = max(1, min(size[loop], room))
        room //= prim[loop]
    spatial = _spread(problem, prim, spread, problem.machine.instances)
    order = tuple(range(len(problem.classes)))  # the operator's own loop order
    return _tiling(problem, index, prim, spatial, order)


def describe_template(problem: Problem) -> str:
    return {Family.LOGIC_PUM: "Neural Cache template", Family.DIGITAL_PIM: "Neural Cache template",
            Family.CROSSBAR: "channel-wise weight-stationary",
            Family.NEAR_MEMORY: "fixed output-channel binding"}[problem.family]


__all__ = ["baseline", "describe_template"]
