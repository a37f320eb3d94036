"""Crossbar weight unfoldings (H, W, P) derived from the bindings (PIMCOMP §V-B, Table IV)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from pimsolve.bind.arraygroups import UNFOLDINGS, layer_matrices
from pimsolve.bind.bindings import TABLE_IV, crossbar_unfoldings
from pimsolve.frontend import load_model
from pimsolve.hwspec import load_hwspec
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.opdesc import describe, describe_layer
from pimsolve.quantize import quantize

ROOT = Path(__file__).resolve().parents[3]
CONV_C1 = {"N": 4, "K": 64, "H": 56, "W": 56, "C": 64, "R": 3, "S": 3}


@pytest.fixture(scope="module")
def puma() -> HwSpec:
    return load_hwspec(ROOT / "hwspec" / "puma.yaml")


def test_conv_unfoldings_cover_table_iv(puma: HwSpec) -> None:
    found = crossbar_unfoldings(describe("conv2d", CONV_C1), puma)
    # each kernel axis on the rows, in parallel copies, or on the columns: 3 × 3 formats
    assert len(found) == 9
    assert {u.pimcomp for u in found} == TABLE_IV | {"(I, OK, K)"}
    assert {u.pimcomp for u in found if u.in_table_iv} == TABLE_IV
    by_formula = {u.formula: u.hwp for u in found}
    assert by_formula["(C·R·S, K, 1)"] == (576, 64, 1)     # (IK², O, 1)
    assert by_formula["(C, K, R·S)"] == (64, 64, 9)        # (I, O, K²)
    assert by_formula["(C·R, K, S)"] == (192, 64, 3)       # (IK, O, K)
    assert by_formula["(C·R, K·S, 1)"] == (192, 192, 1)    # (IK, OK, 1)
    assert by_formula["(C, K·R·S, 1)"] == (64, 576, 1)     # (I, OK², 1)
    for unfolding in found:
        height, width, parallel = unfolding.hwp
        assert height * width * parallel == 64 * 64 * 3 * 3   # HWP = I·O·K²
        assert "k" not in unfolding.rows                      # O is no factor of H
        assert unfolding.binding.stationary == "weight"
        assert set(unfolding.accumulated) <= {"r", "s"}
    full = next(u for u in found if u.formula == "(C·R·S, K, 1)")
    assert full.arrays() == math.ceil(576 / 128) * math.ceil(64 / 16) == 20


def test_symbolic_and_special_shapes(puma: HwSpec) -> None:
    symbolic = crossbar_unfoldings(describe("conv2d"), puma)
    assert len(symbolic) == 9 and all(u.hwp == (None, None, None) for u in symbolic)
    assert all(u.arrays() is None for u in symbolic)
    pointwise = describe("conv2d", {"N": 1, "K": 32, "H": 8, "W": 8, "C": 16, "R": 1, "S": 1})
    (only,) = crossbar_unfoldings(pointwise, puma)
    assert only.formula == "(C, K, 1)" and only.hwp == (16, 32, 1)
    (gemm,) = crossbar_unfoldings(describe("gemm", {"M": 1, "N": 10, "K": 400}), puma)
    assert gemm.formula == "(K, N, 1)" and gemm.hwp == (400, 10, 1) and gemm.pimcomp is None
    assert crossbar_unfoldings(describe("depthwise_conv2d"), puma) == ()
    assert len(crossbar_unfoldings(describe("conv2d", CONV_C1, stride=2), puma)) == 9


def test_the_default_unfolding_matches_the_array_groups(puma: HwSpec) -> None:
    """(IK², O, 1) is the format bind.arraygroups builds: same H, W and array count."""
    graph = load_model(ROOT / "models" / "tiny_resnet.onnx")
    qgraph = quantize(graph, puma.precision.inputs, puma.precision.weights)
    matrices = layer_matrices(qgraph, puma)
    checked = 0
    for layer in qgraph.layers:
        if layer.name not in matrices or getattr(layer.attrs, "groups", 1) != 1:
            continue
        desc = describe_layer(layer, qgraph)
        full = crossbar_unfoldings(desc, puma)[0]
        assert full.copies == () and full.accumulated == ()
        (part,) = matrices[layer.name].parts
        assert (full.height, full.width) == part.matrix.shape
        assert full.arrays() == matrices[layer.name].arrays
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("unfolding", ["auto", "IK-O-K", "I-O-K2"])
def test_the_array_groups_take_the_arrays_their_unfolding_says(puma: HwSpec,
                                                               unfolding: str) -> None:
    """Whatever format bind.arraygroups builds (chosen or asked for), it is one of the
    bindings' unfoldings and takes P · ⌈H / rows⌉ · ⌈W / cols⌉ arrays."""
    graph = load_model(ROOT / "models" / "tiny_resnet.onnx")
    qgraph = quantize(graph, puma.precision.inputs, puma.precision.weights)
    matrices = layer_matrices(qgraph, puma, unfolding)
    seen = set()
    for layer in qgraph.layers:
        m = matrices.get(layer.name)
        if m is None or layer.kind.value != "conv" or layer.attrs.kernel == (1, 1):
            continue
        same = {u.arrays() for u in crossbar_unfoldings(describe_layer(layer, qgraph), puma)
                if u.pimcomp == m.unfolding}  # (IK, O, K): kernel rows or columns, alike here
        assert same == {m.arrays}
        seen.add(m.unfolding)
    assert seen and (unfolding == "auto" or seen == {UNFOLDINGS[unfolding]})
