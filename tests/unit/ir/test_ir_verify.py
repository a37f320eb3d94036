"""verify_graph: a sound graph passes; each kind of inconsistency is reported, all at once."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from pimsolve.errors import ModelError
from pimsolve.ir.graph import ActAttrs, ConvAttrs, Graph, Layer, OpKind, PoolAttrs, Tensor
from pimsolve.ir.verify import graph_problems, output_shape, verify_graph


def sound() -> Graph:
    layers = (
        Layer("conv", OpKind.CONV, ("x",), "c", ConvAttrs(kernel=(3, 3), pads=(1, 1, 1, 1)),
              ((OpKind.RELU, None),)),
        Layer("pool", OpKind.MAXPOOL, ("c",), "p", PoolAttrs(kernel=(2, 2), stride=(2, 2))),
        Layer("clip", OpKind.CLIP, ("p",), "q", ActAttrs(lo=0, hi=6)),
        Layer("add", OpKind.ADD, ("p", "q"), "a"),
        Layer("fc", OpKind.GEMM, ("a",), "y"),
    )
    shapes = {"x": (1, 3, 8, 8), "c": (1, 4, 8, 8), "p": (1, 4, 4, 4), "q": (1, 4, 4, 4),
              "a": (1, 4, 4, 4), "y": (1, 10)}
    tensors = {k: Tensor(k, v) for k, v in shapes.items()}
    weights = {"conv": {"weight": np.ones((4, 3, 3, 3)), "bias": np.zeros(4)},
               "fc": {"weight": np.ones((10, 64)), "bias": np.zeros(10)}}
    return Graph("g", (tensors["x"],), (tensors["y"],), layers, tensors, weights)


def test_a_sound_graph_passes() -> None:
    verify_graph(sound())
    assert graph_problems(sound()) == []


def _with_layer(graph: Graph, index: int, **changes: object) -> Graph:
    layers = list(graph.layers)
    layers[index] = dataclasses.replace(layers[index], **changes)
    return dataclasses.replace(graph, layers=tuple(layers))


@pytest.mark.parametrize("mutate, message", [
    (lambda g: dataclasses.replace(g, layers=g.layers[1:2] + g.layers[:1] + g.layers[2:]),
     "layer 'pool' (maxpool): input(s) ['c'] are neither the graph input nor produced"),
    (lambda g: _with_layer(g, 1, name="conv"), "layer 'conv' (maxpool): the layer name is not "
                                                "unique"),
    (lambda g: _with_layer(g, 2, output="p"), "output 'p' is produced twice"),
    (lambda g: _with_layer(g, 1, attrs=PoolAttrs(kernel=(3, 3), stride=(2, 2))),
     "output 'p' is declared (1, 4, 4, 4) but the op computes (1, 4, 3, 3)"),
    (lambda g: _with_layer(g, 0, attrs=PoolAttrs(kernel=(3, 3))), "attrs must be ConvAttrs"),
    (lambda g: _with_layer(g, 2, attrs=ActAttrs(lo=6, hi=0)), "clip bounds lo 6 > hi 0"),
    (lambda g: _with_layer(g, 3, inputs=("p",)), "layer 'add' (add): needs 2 input(s), got 1"),
    (lambda g: _with_layer(g, 2, fused=((OpKind.RELU, None),)), "only conv/gemm layers carry "
                                                                "fused activations"),
    (lambda g: _with_layer(g, 0, fused=((OpKind.TANH, None),)), "fused activation"),
    (lambda g: dataclasses.replace(g, weights={"fc": g.weights["fc"]}),
     "layer 'conv' (conv): needs a 4-D weight"),
    (lambda g: dataclasses.replace(g, weights={**g.weights, "fc": {
        "weight": np.ones((10, 63)), "bias": np.zeros(10)}}), "input (1, 4, 4, 4) has 64 "
                                                              "features, weight (10, 63)"),
    (lambda g: dataclasses.replace(g, weights={**g.weights, "fc": {
        "weight": np.full((10, 64), np.nan), "bias": np.zeros(10)}}), "weight 'weight' holds "
                                                                     "NaN"),
    (lambda g: dataclasses.replace(g, weights={**g.weights, "fc": {
        "weight": np.ones((10, 64)), "bias": np.zeros(9)}}), "bias shape (9,), expected (10,)"),
    (lambda g: dataclasses.replace(g, outputs=(Tensor("z", (1, 10)),)),
     "graph output 'z' is not produced by any layer"),
    (lambda g: dataclasses.replace(g, inputs=()), "exactly one graph input"),
    (lambda g: dataclasses.replace(g, weights={**g.weights, "ghost": {}}),
     "weights for unknown layers ['ghost']"),
    (lambda g: dataclasses.replace(g, host_ops=("Softmax",)), "host op 'Softmax' must read"),
])
def test_each_problem_is_reported(mutate, message: str) -> None:
    with pytest.raises(ModelError, match="graph 'g': .*IR problem") as info:
        verify_graph(mutate(sound()))
    assert message in str(info.value)


def test_every_problem_is_listed_at_once() -> None:
    graph = _with_layer(_with_layer(sound(), 2, attrs=ActAttrs(lo=6, hi=0)), 1, name="conv")
    problems = graph_problems(graph)
    assert len(problems) == 2
    assert str(len(problems)) + " IR problems" in str(pytest.raises(ModelError, verify_graph,
                                                                    graph).value)


def test_output_shape_rules() -> None:
    w = {"weight": np.ones((8, 1, 3, 3))}
    assert output_shape(OpKind.CONV, ConvAttrs(kernel=(3, 3), stride=(2, 2), pads=(1, 1, 1, 1),
                                               groups=8), [(1, 8, 15, 16)], w) == (1, 8, 8, 8)
    assert output_shape(OpKind.MUL, None, [(1, 8, 4, 4), (1, 8, 1, 1)]) == (1, 8, 4, 4)
    assert output_shape(OpKind.CONCAT, None, [(1, 2, 4, 4), (1, 3, 4, 4)]) == (1, 5, 4, 4)
    with pytest.raises(ValueError, match="neither equals nor broadcasts"):
        output_shape(OpKind.MUL, None, [(1, 8, 4, 4), (1, 8, 4, 1)])
    with pytest.raises(ValueError, match="differ outside axis 1"):
        output_shape(OpKind.CONCAT, None, [(1, 2, 4, 4), (1, 3, 4, 5)])
