"""The LL objective's row pipeline: edges between weight layers through the vector layers,
and the critical path over them (pimsolve.solve.latency)."""

from __future__ import annotations

import numpy as np
import onnx
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper

from pimsolve.bind.arraygroups import layer_matrices
from pimsolve.frontend import load_model
from pimsolve.hwspec import load_hwspec
from pimsolve.quantize import quantize
from pimsolve.solve.latency import Edge, critical_path, pipeline_edges


def _net(path):
    """conv a (3x3, pad 1) -> relu -> maxpool 2x2/2 -> conv b (3x3, pad 1) -> global pooling
    -> flatten -> fc, on an 8x8 input."""
    rng = np.random.default_rng(0)
    inits = [helper.make_tensor("wa", TensorProto.FLOAT, [4, 2, 3, 3], rng.normal(0, 0.3, 72)),
             helper.make_tensor("wb", TensorProto.FLOAT, [4, 4, 3, 3], rng.normal(0, 0.3, 144)),
             helper.make_tensor("wf", TensorProto.FLOAT, [3, 4], rng.normal(0, 0.3, 12))]
    nodes = [helper.make_node("Conv", ["x", "wa"], ["a"], name="a", pads=[1] * 4),
             helper.make_node("Relu", ["a"], ["r"], name="r"),
             helper.make_node("MaxPool", ["r"], ["p"], name="p", kernel_shape=[2, 2],
                              strides=[2, 2]),
             helper.make_node("Conv", ["p", "wb"], ["b"], name="b", pads=[1] * 4),
             helper.make_node("GlobalAveragePool", ["b"], ["g"], name="g"),
             helper.make_node("Flatten", ["g"], ["f"], name="f"),
             helper.make_node("Gemm", ["f", "wf"], ["y"], name="fc", transB=1)]
    graph = helper.make_graph(nodes, "rows",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT,
                                                             [1, 2, 8, 8])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 3])],
                              inits)
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]), path)
    return path


def test_edges_follow_rows_through_pooling_and_global_pooling(tmp_path):
    hw = load_hwspec("puma")
    q = quantize(load_model(_net(tmp_path / "rows.onnx"), None), 16, 16, None, seed=0)
    edges = pipeline_edges(q, layer_matrices(q, hw))
    names = [layer.name for layer in q.layers if layer.kind.value in ("conv", "gemm")]
    a, b, fc = names
    # b's first row reads pooled rows 0-1, i.e. rows 0-3 of a; its last two rows read a's last
    # row; the fully connected layer waits for all of b (through the global pooling)
    assert set(edges) == {Edge(a, b, 4, 8, 2, 4), Edge(b, fc, 4, 4, 1, 1)}


def test_critical_path_by_hand():
    edges = (Edge("a", "b", 4, 8, 2, 4), Edge("b", "fc", 4, 4, 1, 1))
    # a: 0-800; b starts when a has 4 of 8 rows (400) and ends after a's last row plus two
    # of its four rows (1000); fc starts when b is done (1000) and takes 10
    assert critical_path(edges, ("a", "b", "fc"), {"a": 800, "b": 400, "fc": 10}) == 1010
    # a slow consumer: b's own 4000 cycles from 400
    assert critical_path(edges, ("a", "b", "fc"), {"a": 800, "b": 4000, "fc": 10}) == 4410


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 10_000), st.integers(1, 64), st.integers(1, 3)),
                min_size=1, max_size=8), st.integers(0, 7), st.integers(1, 5_000))
def test_critical_path_lies_between_the_longest_layer_and_the_sum(layers, which, extra):
    names = tuple(f"l{i}" for i in range(len(layers)))
    durations = {n: d for n, (d, _h, _k) in zip(names, layers)}
    edges = tuple(Edge(names[i - 1], names[i], min(layers[i][2], layers[i - 1][1]),
                       layers[i - 1][1], 1, layers[i][1]) for i in range(1, len(layers)))
    path = critical_path(edges, names, durations)
    assert max(durations.values()) <= path <= sum(durations.values()) + len(layers)
    slower = dict(durations)
    slower[names[which % len(names)]] += extra
    assert critical_path(edges, names, slower) >= path  # a slower layer never helps
