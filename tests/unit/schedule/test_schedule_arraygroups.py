"""Array groups, unfolding and the heuristic placements."""

from __future__ import annotations

import numpy as np
import pytest

from pimsolve.bind.arraygroups import check_fits, layer_matrices
from pimsolve.errors import InfeasibleError
from pimsolve.hwspec import load_hwspec
from pimsolve.ir.graph import ConvAttrs, Graph, Tensor
from pimsolve.ir.qgraph import QGraph, QKind, QLayer
from pimsolve.solve.placement.baseline import balance, first_fit

PUMA = load_hwspec("puma")  # 128 x 16 weights of 16 bits per array, 128 arrays per core


def qgraph(layers, tensors) -> QGraph:
    graph = Graph("t", (tensors["x"],), (tensors[layers[-1].output],), (), tensors)
    return QGraph(graph, 16, 16, tuple(layers), tensors, {n: 8 for n in tensors}, "x",
                  (layers[-1].output,))


def conv(name, cin, cout, k, groups=1, src="x", dst="y"):
    weight = np.arange(cout * (cin // groups) * k * k).reshape(cout, cin // groups, k, k) % 7 - 3
    return QLayer(name, QKind.CONV, (src,), dst, ConvAttrs((k, k), groups=groups),
                  weight=weight, bias=np.zeros(cout, np.int64))


def test_dense_conv_unfolds_to_k2c_rows_by_o_columns():
    tensors = {"x": Tensor("x", (1, 64, 8, 8)), "y": Tensor("y", (1, 40, 6, 6))}
    m = layer_matrices(qgraph([conv("c", 64, 40, 3)], tensors), PUMA)["c"]
    assert len(m.parts) == 1 and m.parts[0].matrix.shape == (576, 40)
    # 576 rows -> 5 array groups of 128, 128, 128, 128, 64 rows; 40 columns -> 3 arrays each
    assert [g.height for g in m.groups] == [128, 128, 128, 128, 64]
    assert all(g.arrays == 3 for g in m.groups) and m.arrays == 15 and m.windows == 36
    # row order (kh, kw, c): row (r*3 + s)*64 + c holds weight[o, c, r, s]
    w = m.parts[0].matrix
    layer_w = conv("c", 64, 40, 3).weight
    assert w[(1 * 3 + 2) * 64 + 5, 7] == layer_w[7, 5, 1, 2]


def test_unfoldings_come_from_the_bindings_and_cut_the_window_where_they_say():
    """(IK, O, K): one parallel matrix per kernel row (3·64 rows), (I, O, K²) one per kernel
    position (64 rows); no array group straddles a matrix, and the weights are the same."""
    tensors = {"x": Tensor("x", (1, 64, 8, 8)), "y": Tensor("y", (1, 40, 6, 6))}
    q = qgraph([conv("c", 64, 40, 3)], tensors)
    auto = layer_matrices(q, PUMA)["c"]
    assert auto.unfolding == "(IK², O, 1)" and len(auto.groups) == 5
    rows = layer_matrices(q, PUMA, "IK-O-K")["c"]
    assert rows.unfolding == "(IK, O, K)"
    assert [g.rows for g in rows.groups] == [(0, 128), (128, 192), (192, 320), (320, 384),
                                             (384, 512), (512, 576)]
    positions = layer_matrices(q, PUMA, "I-O-K2")["c"]
    assert positions.unfolding == "(I, O, K²)"
    assert [g.rows for g in positions.groups] == [(64 * i, 64 * i + 64) for i in range(9)]
    for m in (rows, positions):
        assert np.array_equal(m.parts[0].matrix, auto.parts[0].matrix)
        assert m.arrays > auto.arrays  # more, shorter matrices: never fewer arrays


def test_auto_prefers_fewer_loads_when_the_groups_tie():
    """32 channels, 3×3: 288 rows. (IK², O, 1) cuts 128 + 128 + 32 rows, two of its groups
    straddle a kernel row (5 loads per window); (IK, O, K) cuts 3 × 96, as many groups and
    arrays, one load each, so auto takes it. 128 channels: 384 rows per kernel row, both cut
    9 groups of whole kernel-row thirds, and the tie goes to (IK², O, 1)."""
    odd = {"x": Tensor("x", (1, 32, 8, 8)), "y": Tensor("y", (1, 16, 6, 6))}
    m = layer_matrices(qgraph([conv("c", 32, 16, 3)], odd), PUMA)["c"]
    assert m.unfolding == "(IK, O, K)" and [g.rows for g in m.groups] == [(0, 96), (96, 192),
                                                                          (192, 288)]
    wide = {"x": Tensor("x", (1, 128, 8, 8)), "y": Tensor("y", (1, 16, 6, 6))}
    assert layer_matrices(qgraph([conv("c", 128, 16, 3)], wide), PUMA)["c"].unfolding == \
        "(IK², O, 1)"


def test_formats_that_do_not_apply_keep_the_automatic_choice():
    one = {"x": Tensor("x", (1, 64, 8, 8)), "y": Tensor("y", (1, 40, 8, 8))}
    assert layer_matrices(qgraph([conv("p", 64, 40, 1)], one), PUMA, "I-O-K2")["p"].unfolding \
        == "(I, O, 1)"  # a 1x1 kernel has one position
    dw = {"x": Tensor("x", (1, 32, 8, 8)), "y": Tensor("y", (1, 32, 6, 6))}
    assert layer_matrices(qgraph([conv("dw", 32, 32, 3, groups=32)], dw), PUMA,
                          "IK-O-K")["dw"].unfolding == "packed groups"


def test_depthwise_conv_packs_channels_into_block_diagonal_parts():
    tensors = {"x": Tensor("x", (1, 32, 8, 8)), "y": Tensor("y", (1, 32, 6, 6))}
    layer = conv("dw", 32, 32, 3, groups=32)
    m = layer_matrices(qgraph([layer], tensors), PUMA)["dw"]
    # 9 rows per channel: 14 channels fit 128 rows, and 14 columns fit one array
    assert [p.channels for p in m.parts] == [(0, 14), (14, 28), (28, 32)]
    assert m.arrays == 3
    block = m.parts[1].matrix  # rows (r, s, c in 14..27), cols 14..27
    assert block.shape == (126, 14)
    assert block[(2 * 3 + 1) * 14 + 3, 3] == layer.weight[17, 0, 2, 1]
    assert block[(2 * 3 + 1) * 14 + 3, 4] == 0  # other channels do not mix


def test_gemm_rows_follow_the_channel_last_flattening():
    tensors = {"x": Tensor("x", (1, 3, 2, 2)), "y": Tensor("y", (1, 5))}
    weight = np.arange(5 * 12).reshape(5, 12)  # columns in (c, h, w) order, as ONNX flattens
    layer = QLayer("fc", QKind.GEMM, ("x",), "y", None, weight=weight, bias=np.zeros(5, np.int64))
    m = layer_matrices(qgraph([layer], tensors), PUMA)["fc"]
    matrix = m.parts[0].matrix  # rows (h, w, c)
    for h in range(2):
        for w in range(2):
            for c in range(3):
                assert matrix[(h * 2 + w) * 3 + c, 4] == weight[4, c * 4 + h * 2 + w]


def test_first_fit_and_balance_placements_respect_core_capacity():
    tensors = {"x": Tensor("x", (1, 64, 16, 16)), "y": Tensor("y", (1, 64, 14, 14))}
    q = qgraph([conv("c", 64, 64, 3)], tensors)
    matrices = layer_matrices(q, PUMA)
    ff = first_fit(matrices, PUMA)
    assert ff.replicas == {"c": 1} and set(ff.cores["c"][0]) == {0}
    bal = balance(matrices, PUMA)
    assert bal.replicas["c"] > 1
    used = bal.arrays_per_core(matrices)
    assert max(used.values()) <= PUMA.core.arrays
    assert sum(used.values()) == bal.replicas["c"] * matrices["c"].arrays
    assert len({row[0] for row in bal.cores["c"]}) > 1  # replicas spread over cores


def test_a_model_larger_than_the_chip_is_infeasible_with_numbers():
    tensors = {"x": Tensor("x", (1, 2048, 3, 3)), "y": Tensor("y", (1, 2048, 1, 1))}
    matrices = layer_matrices(qgraph([conv("big", 2048, 2048, 3)], tensors), PUMA)
    with pytest.raises(InfeasibleError) as info:
        check_fits(matrices, PUMA)
    assert "the model needs 18432 arrays for one copy of its weights, puma has 17664" \
        in str(info.value)
