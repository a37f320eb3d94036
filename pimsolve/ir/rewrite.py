"""Rewrites of the fixed-point graph, each returning a graph that passes ``check_qgraph``:
the tensors live between layers, the sub-graph of a run of layers (a partition of a model
larger than the chip, pimsolve.solve.partition), and a CONV/GEMM layer split along its output
channels into slices joined by a concatenation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from pimsolve.ir.qgraph import QGraph, QKind, QLayer


class RewriteError(AssertionError):
    """A rewrite produced a graph that breaks an invariant (a bug, never bad input)."""


def check_qgraph(qgraph: QGraph) -> QGraph:
    """``qgraph`` if its structure holds, else RewriteError naming what does not: unique layer
    names and outputs, every input produced by an earlier layer or read from outside (present
    in ``tensors``, with a fraction), every output produced, and ``input`` among the tensors."""
    problems = []
    names = [layer.name for layer in qgraph.layers]
    if len(set(names)) != len(names):
        problems.append("layer names repeat")
    made: set[str] = set()
    external = {name for name in qgraph.tensors} - {layer.output for layer in qgraph.layers}
    if qgraph.input not in qgraph.tensors:
        problems.append(f"input {qgraph.input} is not a tensor of the graph")
    for layer in qgraph.layers:
        for name in layer.inputs:
            if name not in made and name not in external:
                problems.append(f"layer {layer.name} reads {name} before it is produced")
        if layer.output in made:
            problems.append(f"layer {layer.name} writes {layer.output} a second time")
        if layer.output not in qgraph.tensors or layer.output not in qgraph.frac:
            problems.append(f"layer {layer.name}'s output {layer.output} has no shape or "
                            "fraction")
        made.add(layer.output)
    for name in qgraph.outputs:
        if name not in made and name != qgraph.input:
            problems.append(f"output {name} is not produced")
    if problems:
        raise RewriteError("; ".join(problems))
    return qgraph


def live_tensors(qgraph: QGraph) -> list[tuple[str, ...]]:
    """For every position 0..len(layers): the tensors produced before it (the graph input
    counts) and read at or after it (graph outputs count as read at the end), in the order
    they were produced."""
    layers = qgraph.layers
    end = len(layers)
    last_use: dict[str, int] = {}
    for index, layer in enumerate(layers):
        for name in layer.inputs:
            last_use[name] = index
    for name in qgraph.outputs:
        last_use[name] = end
    order = [qgraph.input, *(layer.output for layer in layers)]
    return [tuple(t for t in order[:position + 1] if last_use.get(t, -1) >= position)
            for position in range(end + 1)]


def live_cuts(qgraph: QGraph, between: frozenset[int] = frozenset()) -> dict[int, tuple[str, ...]]:
    """Positions a partition may start or end at -> the tensors live there: where one tensor
    (not a graph output) is live, the two ends, and the positions in ``between`` (slices of a
    split layer) whatever is live."""
    live = live_tensors(qgraph)
    end = len(qgraph.layers)
    cuts = {0: (qgraph.input,)}
    for position in range(1, end):
        tensors = live[position]
        if position in between or (len(tensors) == 1 and tensors[0] not in qgraph.outputs):
            cuts[position] = tensors
    cuts[end] = tuple(qgraph.outputs)
    return cuts


def sub_qgraph(qgraph: QGraph, start: int, stop: int, cuts: Mapping[int, tuple[str, ...]]
               ) -> QGraph:
    """The fixed-point graph of ``layers[start:stop]``: its inputs are the tensors live at
    ``start`` that its layers read (``input`` the first of them, the others are in ``tensors``
    without a producer, see ``external_inputs``), its outputs the tensors it produces that are
    live at ``stop`` (the graph's outputs for the last partition)."""
    layers = qgraph.layers[start:stop]
    made = [layer.output for layer in layers]
    reads = sources(qgraph, start, stop, cuts)
    made_set = set(made)
    outputs = tuple(name for name in cuts[stop] if name in made_set)
    tensors = {name: qgraph.tensors[name] for name in [*reads, *made]}
    return check_qgraph(replace(qgraph, layers=layers, tensors=tensors, input=reads[0],
                                outputs=outputs))


def sources(qgraph: QGraph, start: int, stop: int, cuts: Mapping[int, tuple[str, ...]]
             ) -> list[str]:
    """The inputs of ``sub_qgraph(qgraph, start, stop, cuts)``, in its order."""
    read = {name for layer in qgraph.layers[start:stop] for name in layer.inputs}
    return [name for name in cuts[start] if name in read] or [cuts[start][0]]


def external_inputs(qgraph: QGraph) -> tuple[str, ...]:
    """Tensors a (sub-)graph reads that none of its layers produce: ``input`` first."""
    made = {layer.output for layer in qgraph.layers}
    rest = [name for name in qgraph.tensors if name not in made and name != qgraph.input]
    return (qgraph.input, *rest)


def split_output_channels(qgraph: QGraph, name: str, bounds: Sequence[tuple[int, int]]
                          ) -> QGraph:
    """Layer ``name`` (CONV or GEMM) replaced by one slice per ``[first, stop)`` range of its
    output channels (``name.out0``, ``name.out1``, ...; outputs ``<output>.out<i>``), followed
    by a concatenation under the layer's name writing its original output."""
    index = next(i for i, layer in enumerate(qgraph.layers) if layer.name == name)
    layer = qgraph.layers[index]
    out = qgraph.tensors[layer.output]
    slices = [replace(layer, name=f"{layer.name}.out{i}", output=f"{layer.output}.out{i}",
                      weight=layer.weight[a:b], bias=None if layer.bias is None else layer.bias[a:b])
              for i, (a, b) in enumerate(bounds)]
    tensors = dict(qgraph.tensors)
    frac = dict(qgraph.frac)
    for piece, (a, b) in zip(slices, bounds):
        tensors[piece.output] = type(out)(piece.output, (out.shape[0], b - a, *out.shape[2:]))
        frac[piece.output] = frac[layer.output]
    join = QLayer(layer.name, QKind.CONCAT, tuple(s.output for s in slices), layer.output)
    layers = (*qgraph.layers[:index], *slices, join, *qgraph.layers[index + 1:])
    return check_qgraph(replace(qgraph, layers=layers, tensors=tensors, frac=frac))
