"""The low-latency (LL) objective: the weight layers' row pipeline (docs/formulation.md).

In LL mode one input flows through every layer at once, row by row: a layer starts as soon as
the rows its first output row reads are there, and finishes no sooner than its own windows
take and than the rows its last output rows wait for. Per weight layer ``l`` with ``H_l``
output rows and duration ``D_l`` (the busiest copy of one of its pieces: windows × cycles per
window, at its replicas' full speed), and per edge ``p → l`` (through vector layers, whose
rows follow their inputs' rows):

    s_l ≥ s_p + lead/H_p · (e_p − s_p)      ``lead``: rows of p that l's first row reads
    e_l ≥ s_l + D_l
    e_l ≥ e_p + tail/H_l · D_l              ``tail``: rows of l that read p's last row
    L ≥ e_l,   L ≥ T                        T: the pipeline cycle (each core's work for the
                                            input, pimsolve.solve.cost)

``L`` is the LL objective of every solver (CP-SAT states these constraints, the GA and the
validator evaluate them on a concrete plan). It is a model of the pipeline, not of the
schedule: cores shared by layers that run at the same time and transfers are left out, so
the list scheduler's predicted latency (``Program.estimated_cycles``, what summary.json
reports beside the simulated one) is larger.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from pimsolve.bind.arraygroups import LayerMatrix
from pimsolve.ir.qgraph import QGraph, QKind, QLayer


@dataclass(frozen=True, slots=True)
class Edge:
    """Weight layer ``consumer`` reads rows of weight layer ``producer``'s output."""

    producer: str
    consumer: str
    lead: int  # producer rows the consumer's first output row needs
    rows: int  # producer's output rows
    tail: int  # consumer rows that need the producer's last row they read
    out_rows: int  # consumer's output rows


def _rows(qgraph: QGraph, tensor: str) -> int:
    shape = qgraph.tensors[tensor].shape
    return shape[-2] if len(shape) >= 3 else 1


def _need(qgraph: QGraph, matrices: Mapping[str, LayerMatrix], layer: QLayer,
          tensor: str) -> Callable[[int], int]:
    """The last row of input ``tensor`` that output row ``r`` of ``layer`` reads."""
    last = _rows(qgraph, tensor) - 1
    out_rows = _rows(qgraph, layer.output)
    matrix = matrices.get(layer.name)
    if matrix is not None and out_rows > 1:
        reach = (matrix.kernel[0] - 1) * matrix.dilation[0] - matrix.pads[0]
        stride = matrix.stride[0]
    elif layer.kind in (QKind.MAXPOOL, QKind.AVGPOOL):
        reach = layer.attrs.kernel[0] - 1 - layer.attrs.pads[0]
        stride = layer.attrs.stride[0]
    elif out_rows == last + 1:  # row for row (activations, element-wise, concat)
        return lambda r: r
    else:  # everything (global pooling, a fully connected layer, a broadcast gate)
        return lambda r: last
    return lambda r: min(last, max(0, r * stride + reach))


def pipeline_edges(qgraph: QGraph, matrices: Mapping[str, LayerMatrix]) -> tuple[Edge, ...]:
    """Every edge between weight layers, through the vector layers between them."""
    producer = {layer.output: layer for layer in qgraph.layers}
    edges: dict[tuple[str, str], Edge] = {}
    for layer in qgraph.layers:
        if layer.name not in matrices:
            continue
        out_rows = _rows(qgraph, layer.output)
        stack = [(tensor, _need(qgraph, matrices, layer, tensor)) for tensor in layer.inputs
                 if tensor in producer]
        seen: set[tuple[str, int, int]] = set()  # paths that read the same rows: walked once
        while stack:
            tensor, need = stack.pop()
            first, final = need(0), need(out_rows - 1)
            if (tensor, first, final) in seen:
                continue
            seen.add((tensor, first, final))
            source = producer[tensor]
            if source.name in matrices:
                tail = sum(1 for r in range(out_rows) if need(r) >= final)
                edge = Edge(source.name, layer.name, first + 1, _rows(qgraph, tensor), tail,
                            out_rows)
                old = edges.get((source.name, layer.name))
                if old is None or (edge.lead, edge.tail) > (old.lead, old.tail):
                    edges[(source.name, layer.name)] = edge
                continue
            for upstream in source.inputs:
                if upstream in producer:
                    inner = _need(qgraph, matrices, source, upstream)
                    stack.append((upstream, lambda r, f=inner, g=need: f(g(r))))
    return tuple(edges.values())


def critical_path(edges: tuple[Edge, ...], order: tuple[str, ...],
                  durations: Mapping[str, int]) -> int:
    """The end of the last weight layer in the row pipeline, layers at full speed (``order``
    topological); integer arithmetic rounds up as CP-SAT's constraints do."""
    into: dict[str, list[Edge]] = {}
    for edge in edges:
        into.setdefault(edge.consumer, []).append(edge)
    start: dict[str, int] = {}
    end: dict[str, int] = {}
    for name in order:
        s = 0
        e = 0
        d = durations[name]
        for edge in into.get(name, ()):
            p = edge.producer
            s = max(s, start[p] + _ceil(edge.lead * (end[p] - start[p]), edge.rows))
            e = max(e, end[p] + _ceil(edge.tail * d, edge.out_rows))
        start[name] = s
        end[name] = max(e, s + d)
    return max(end.values(), default=0)


def _ceil(a: int, b: int) -> int:
    return -(-a // b)
