"""Operator descriptions: loops, access matrices, ISL domains and relations (ARES §V-A)."""

from __future__ import annotations

import itertools

import islpy as isl
import numpy as np
import pytest

from pimsolve.errors import BadInputError
from pimsolve.ir.graph import ConvAttrs, Graph, PoolAttrs, Tensor
from pimsolve.ir.opdesc import SHAPE_KEYS, SUPPORTED_OPS, describe, describe_layer
from pimsolve.ir.qgraph import QGraph, QKind, QLayer

CONV_C1 = {"N": 4, "K": 64, "H": 56, "W": 56, "C": 64, "R": 3, "S": 3}  # ARES Table IV, C1


def test_conv2d_loops_reduction_and_access_matrices() -> None:
    d = describe("conv2d", stride=(2, 2))
    assert d.loops == ("n", "k", "p", "q", "c", "r", "s")
    assert d.reduction == frozenset({"c", "r", "s"})
    assert d.parallel == ("n", "k", "p", "q")
    assert d.sizes is None and d.stride == (2, 2)
    #                                   n  k  p  q  c  r  s
    assert d.access("input").matrix.tolist() == [[1, 0, 0, 0, 0, 0, 0],
                                                 [0, 0, 0, 0, 1, 0, 0],
                                                 [0, 0, 2, 0, 0, 1, 0],   # h = 2p + r
                                                 [0, 0, 0, 2, 0, 0, 1]]   # w = 2q + s
    assert d.access("weight").matrix.tolist() == [[0, 1, 0, 0, 0, 0, 0],
                                                  [0, 0, 0, 0, 1, 0, 0],
                                                  [0, 0, 0, 0, 0, 1, 0],
                                                  [0, 0, 0, 0, 0, 0, 1]]
    assert d.access("output").matrix.tolist() == np.eye(4, 7, dtype=int).tolist()
    assert d.access("output").role == "write" and d.access("input").role == "read"
    for access in d.accesses:
        assert access.matrix.dtype == np.int64
        assert access.matrix.shape == (len(access.dims), len(d.loops))
        assert not access.matrix.flags.writeable


def test_symbolic_domain_has_one_parameter_per_loop() -> None:
    d = describe("conv2d")
    assert d.domain.get_var_names(isl.dim_type.param) == ["N", "K", "P", "Q", "C", "R", "S"]
    assert d.domain.get_tuple_name() == "conv2d"


def test_relation_is_the_matrix_plus_offset() -> None:
    """Every point of a small conv's domain maps as matrix @ loops + offset says."""
    d = describe("conv2d", {"N": 1, "K": 2, "H": 3, "W": 2, "C": 2, "R": 2, "S": 3},
                 stride=(2, 1), pads=(1, 0), dilation=(1, 2))
    access = d.access("input")
    assert access.offset == (0, 0, -1, 0)
    assert access.matrix[2].tolist() == [0, 0, 2, 0, 0, 1, 0]   # h = 2p + r - 1
    assert access.matrix[3].tolist() == [0, 0, 0, 1, 0, 0, 2]   # w = q + 2s (dilation 2)
    pairs = set()

    def collect(point: isl.Point) -> None:
        values = [point.get_coordinate_val(isl.dim_type.set, i).to_python()
                  for i in range(len(d.loops) + len(access.dims))]
        pairs.add((tuple(values[:len(d.loops)]), tuple(values[len(d.loops):])))

    access.relation.wrap().foreach_point(collect)
    ranges = [range(d.sizes[loop]) for loop in d.loops]
    expected = {(loops, tuple(int(v) for v in access.matrix @ np.array(loops) + access.offset))
                for loops in itertools.product(*ranges)}
    assert pairs == expected


def test_shape_keys_and_loop_names() -> None:
    d = describe("conv2d", CONV_C1)
    assert dict(d.sizes) == {"n": 4, "k": 64, "p": 56, "q": 56, "c": 64, "r": 3, "s": 3}
    same = describe("conv2d", {"n": 4, "k": 64, "p": 56, "q": 56, "c": 64, "r": 3, "s": 3})
    assert same == d
    assert d.domain.is_equal(isl.Set("{ conv2d[n, k, p, q, c, r, s] : 0 <= n < 4 and 0 <= k < 64 "
                                     "and 0 <= p < 56 and 0 <= q < 56 and 0 <= c < 64 and "
                                     "0 <= r < 3 and 0 <= s < 3 }"))


@pytest.mark.parametrize("op", SUPPORTED_OPS)
def test_every_op_describes_symbolically_and_with_a_shape(op: str) -> None:
    symbolic = describe(op)
    sized = describe(op, {key: 2 for key in SHAPE_KEYS[op]})
    assert symbolic.loops == sized.loops
    assert len(symbolic.writes) == 1 and symbolic.writes[0].tensor == "output"
    for access in sized.accesses:
        assert access.relation.domain().is_equal(sized.domain)


def test_gemm_is_c_equals_a_times_b() -> None:
    d = describe("gemm", {"M": 8, "N": 16, "K": 32})
    assert d.loops == ("m", "n", "k") and d.reduction == frozenset({"k"})
    assert d.access("input").dims == ("m", "k")     # A
    assert d.access("weight").dims == ("k", "n")    # B
    assert d.access("output").dims == ("m", "n")    # C
    assert d.access("weight").matrix.tolist() == [[0, 0, 1], [0, 1, 0]]


def test_grouped_and_depthwise_conv() -> None:
    d = describe("conv2d", {"N": 1, "K": 8, "H": 4, "W": 4, "C": 12, "R": 3, "S": 3}, groups=4)
    assert d.loops == ("n", "g", "k", "p", "q", "c", "r", "s")
    assert dict(d.sizes) == {"n": 1, "g": 4, "k": 2, "p": 4, "q": 4, "c": 3, "r": 3, "s": 3}
    assert d.access("input").dims == ("n", "g", "c", "h", "w")
    assert d.reduction == frozenset({"c", "r", "s"})   # g is parallel: it indexes the output
    symbolic = describe("conv2d", groups=4)
    assert "G" not in symbolic.domain.get_var_names(isl.dim_type.param)   # groups is known
    dw = describe("depthwise_conv2d", {"N": 1, "C": 32, "H": 8, "W": 8, "R": 3, "S": 3})
    assert dw.loops == ("n", "g", "p", "q", "r", "s") and dw.reduction == frozenset({"r", "s"})
    assert dw.access("weight").dims == ("g", "r", "s")
    with pytest.raises(BadInputError, match="not a multiple of groups"):
        describe("conv2d", {"N": 1, "K": 8, "H": 4, "W": 4, "C": 10, "R": 3, "S": 3}, groups=4)


def test_pooling_and_elementwise() -> None:
    pool = describe("maxpool", {"N": 1, "C": 16, "H": 8, "W": 8, "R": 2, "S": 2}, stride=2)
    assert pool.reduction == frozenset({"r", "s"}) and pool.stride == (2, 2)
    assert [a.tensor for a in pool.accesses] == ["input", "output"]
    add = describe("add")
    assert add.reduction == frozenset() and [a.tensor for a in add.reads] == ["input", "other"]


@pytest.mark.parametrize(("args", "kwargs", "match"), [
    (("conv3d",), {}, "unknown operator 'conv3d'; expected one of conv2d"),
    (("conv2d", {"N": 1}), {}, "misses K, H, W, C, R, S"),
    (("conv2d", {**CONV_C1, "X": 3}), {}, "unknown shape key 'X'"),
    (("conv2d", {**CONV_C1, "R": 0}), {}, "expected a positive integer"),
    (("conv2d",), {"stride": 0}, "stride"),
    (("gemm",), {"groups": 2}, "only conv2d takes groups"),
    (("add",), {"stride": 2}, "conv2d and pooling only"),
])
def test_bad_input(args: tuple, kwargs: dict, match: str) -> None:
    with pytest.raises(BadInputError, match=match):
        describe(*args, **kwargs)


def _qgraph(layers: tuple[QLayer, ...], shapes: dict[str, tuple[int, ...]]) -> QGraph:
    tensors = {name: Tensor(name, shape) for name, shape in shapes.items()}
    graph = Graph("g", (tensors["x"],), (), (), tensors)
    return QGraph(graph, 16, 16, layers, tensors, {name: 8 for name in shapes}, "x", ())


def test_describe_layer_from_the_fixed_point_graph() -> None:
    conv = QLayer("conv", QKind.CONV, ("x",), "c",
                  ConvAttrs(kernel=(3, 3), stride=(2, 2), pads=(1, 1, 1, 1)))
    dw = QLayer("dw", QKind.CONV, ("c",), "d", ConvAttrs(kernel=(3, 3), pads=(1, 1, 1, 1),
                                                         groups=8))
    pool = QLayer("pool", QKind.MAXPOOL, ("d",), "p", PoolAttrs(kernel=(2, 2), stride=(2, 2)))
    gap = QLayer("gap", QKind.GLOBAL_AVGPOOL, ("p",), "g")
    fc = QLayer("fc", QKind.GEMM, ("p",), "y")
    se = QLayer("se", QKind.MUL, ("d", "g"), "m")
    relu = QLayer("relu", QKind.RELU, ("d",), "r")
    shapes = {"x": (1, 3, 16, 16), "c": (1, 8, 8, 8), "d": (1, 8, 8, 8), "p": (1, 8, 4, 4),
              "g": (1, 8, 1, 1), "y": (1, 10), "m": (1, 8, 8, 8), "r": (1, 8, 8, 8)}
    q = _qgraph((conv, dw, pool, gap, fc, se, relu), shapes)
    d = describe_layer(conv, q)
    assert d.op == "conv2d" and d.stride == (2, 2)
    assert dict(d.sizes) == {"n": 1, "k": 8, "p": 8, "q": 8, "c": 3, "r": 3, "s": 3}
    assert d.access("input").offset == (0, 0, -1, -1)
    assert describe_layer(dw, q).op == "depthwise_conv2d"
    assert dict(describe_layer(pool, q).sizes) == {"n": 1, "c": 8, "p": 4, "q": 4, "r": 2, "s": 2}
    assert dict(describe_layer(gap, q).sizes) == {"n": 1, "c": 8, "p": 1, "q": 1, "r": 4, "s": 4}
    assert dict(describe_layer(fc, q).sizes) == {"m": 1, "n": 10, "k": 128}   # 8·4·4 flattened
    other = describe_layer(se, q).access("other")
    assert other.matrix.tolist() == [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    with pytest.raises(BadInputError, match="layer relu: no operator description for kind 'relu'"):
        describe_layer(relu, q)
