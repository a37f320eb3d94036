"""Operand and dimension binding, and size limits from the memory abstraction (ARES §V-B)."""

from __future__ import annotations

import textwrap
import itertools
import json
from pathlib import Path

import pytest

from hwfixtures import logic_pum_compute
from pimsolve.bind.bindings import (Binding, binding_obstacles, enumerate_bindings, equation_of,
                                    size_limits)
from pimsolve.bind.reuse import is_reused
from pimsolve.hwspec import load_hwspec
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.opdesc import describe

ROOT = Path(__file__).resolve().parents[3]
PUMA = ROOT / "hwspec" / "puma.yaml"
CONV_C1 = {"N": 4, "K": 64, "H": 56, "W": 56, "C": 64, "R": 3, "S": 3}  # ARES Table IV, C1


@pytest.fixture(scope="module")
def puma() -> HwSpec:
    return load_hwspec(PUMA)


def variant(tmp_path: Path, *edits: tuple[str, str], name: str = "variant") -> HwSpec:
    """puma.yaml with text edits (each anchor must occur), loaded: no code knows the result."""
    text = PUMA.read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    text = text.replace("name: puma", f"name: {name}", 1)
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return load_hwspec(path)


def nonempty_subsets(items: str) -> list[frozenset[str]]:
    return [frozenset(c) for n in range(1, len(items) + 1) for c in itertools.combinations(items, n)]


def schemes(found: tuple[Binding, ...]) -> set[tuple[str, frozenset[str], frozenset[str]]]:
    return {(b.stationary, frozenset(b.loops_on("m")), frozenset(b.loops_on("k"))) for b in found}


# --- the 56 schemes of ARES ------------------------------------------------------------------

def test_conv2d_on_a_crossbar_has_the_56_schemes_of_ares(puma: HwSpec) -> None:
    found = enumerate_bindings(describe("conv2d"), puma, sizes=False)
    assert len(found) == 56 and len(set(found)) == 56
    expected = {("weight", frozenset("k"), red) for red in nonempty_subsets("crs")}
    expected |= {("input", par, red) for par in nonempty_subsets("npq")
                 for red in nonempty_subsets("crs")}
    assert len(expected) == 7 * 1 + 7 * 7 == 56
    assert schemes(found) == expected
    # the conventional scheme (PUMA's channel-wise binding, PIMCOMP's (IK², O, 1)) comes first
    first = found[0]
    assert dict(first.operands) == {"output": "Dst", "weight": "Src1", "input": "Src2"}
    assert first.loops_on("m") == ("k",) and first.loops_on("k") == ("c", "r", "s")
    assert first.limits is None and first.tiles is None


def test_every_scheme_obeys_the_binding_rules(puma: HwSpec) -> None:
    desc = describe("conv2d")
    eq = equation_of(puma)
    operand_dims = dict(eq.operands)
    for binding in enumerate_bindings(desc, puma, sizes=False):
        tensor_of = {o: t for t, o in binding.operands.items()}
        assert tensor_of["Dst"] == "output"
        assert binding.stationary == tensor_of[puma.compute.stationary]
        for loop, dim in binding.dims.items():
            assert (loop in desc.reduction) == (dim in puma.compute.reduction_dims)
            for operand, dims in operand_dims.items():
                if dim not in dims:  # the operand is reused along dim: so must its tensor be
                    assert is_reused(desc.access(tensor_of[operand]), desc.loops, loop)


@pytest.mark.parametrize("name", ["puma", "isaac", "arch-c", "ares-crossbar"])
def test_every_crossbar_hwspec_gives_56(name: str) -> None:
    hw = load_hwspec(ROOT / "hwspec" / f"{name}.yaml")
    assert len(enumerate_bindings(describe("conv2d"), hw, sizes=False)) == 56
    assert len(enumerate_bindings(describe("conv2d", stride=2), hw)) == 56


def test_gemm_grouped_and_depthwise(puma: HwSpec) -> None:
    gemm = enumerate_bindings(describe("gemm"), puma, sizes=False)
    assert schemes(gemm) == {("weight", frozenset("n"), frozenset("k")),
                             ("input", frozenset("m"), frozenset("k"))}
    # g indexes input, weight and output: it cannot share the array with another group
    grouped = enumerate_bindings(describe("conv2d", groups=4), puma, sizes=False)
    assert len(grouped) == 56 and all("g" not in b.dims for b in grouped)
    # a depthwise kernel reads a different input channel per output channel: no weight-
    # stationary scheme; inputs stationary: m <- subsets of n, p, q and k <- subsets of r, s
    depthwise = enumerate_bindings(describe("depthwise_conv2d"), puma, sizes=False)
    assert schemes(depthwise) == {("input", par, red) for par in nonempty_subsets("npq")
                                  for red in nonempty_subsets("rs")}
    assert binding_obstacles(describe("depthwise_conv2d"), puma) == ()


@pytest.mark.parametrize(("op", "need"), [("maxpool", "MAX"), ("avgpool", "ADD"), ("add", "ADD"),
                                          ("mul", "MUL")])
def test_ops_the_crossbar_cannot_compute(puma: HwSpec, op: str, need: str) -> None:
    assert enumerate_bindings(describe(op), puma) == ()
    (reason,) = binding_obstacles(describe(op), puma)
    assert "puma computes MAC" in reason and f"{op} needs {need}" in reason


# --- sizes -----------------------------------------------------------------------------------

def test_size_limits_follow_the_memory_abstraction(puma: HwSpec) -> None:
    found = enumerate_bindings(describe("conv2d", CONV_C1), puma)
    assert len(found) == 56  # every loop of C1 has extent > 1
    weight = found[0]
    # 16-bit elements in 2-bit cells: B = 8 cells, so 128 / 8 = 16 columns and 128 rows
    assert dict(weight.limits) == {"m": 16, "k": 128}
    assert dict(weight.tiles) == {"k": 16, "c": 64, "r": 3, "s": 3}
    inputs = next(b for b in found if b.stationary == "input")
    assert dict(inputs.limits) == {"m": 16, "k": 128}   # ARES: S_N·S_H·S_W·B <= Y, S_C·S_R·S_S <= X
    assert json.loads(json.dumps([b.as_dict() for b in found]))[0]["limits"] == {"m": 16, "k": 128}


def test_ares_platform_at_8_bits(puma: HwSpec) -> None:
    hw = load_hwspec(ROOT / "hwspec" / "ares-crossbar.yaml")
    found = enumerate_bindings(describe("conv2d", CONV_C1), hw)
    assert {(b.limits["m"], b.limits["k"]) for b in found} == {(32, 128)}


def test_a_hwspec_variant_changes_the_limits_without_code(tmp_path: Path) -> None:
    hw = variant(tmp_path, ("rows: 128", "rows: 64"), ("cols: 128", "cols: 256"),
                 ("cell_bits: 2", "cell_bits: 4"))
    found = enumerate_bindings(describe("conv2d", CONV_C1), hw)
    assert len(found) == 56
    # 16-bit elements in 4-bit cells take 4 columns: 256 / 4 = 64 columns, 64 rows
    assert {(b.limits["m"], b.limits["k"]) for b in found} == {(64, 64)}
    assert dict(found[0].tiles) == {"k": 64, "c": 64, "r": 3, "s": 3}


def test_the_stationary_tensor_sets_the_element_width(tmp_path: Path) -> None:
    hw = variant(tmp_path, ("  weights: 16 ", "  weights: 8 "))
    desc = describe("conv2d", CONV_C1)
    found = enumerate_bindings(desc, hw)
    by_stationary = {b.stationary: dict(b.limits) for b in found}
    assert by_stationary == {"weight": {"m": 32, "k": 128}, "input": {"m": 16, "k": 128}}
    assert size_limits(found[0], hw) == {"m": 32, "k": 128}


def test_loops_of_extent_one_are_not_bound(puma: HwSpec) -> None:
    pointwise = describe("conv2d", {"N": 1, "K": 64, "H": 14, "W": 14, "C": 32, "R": 1, "S": 1})
    found = enumerate_bindings(pointwise, puma)
    assert schemes(found) == {("weight", frozenset("k"), frozenset("c"))} | \
        {("input", par, frozenset("c")) for par in nonempty_subsets("pq")}
    assert len(enumerate_bindings(pointwise, puma, sizes=False)) == 56


def test_a_stationary_element_wider_than_the_array_drops_its_schemes(tmp_path: Path) -> None:
    # 8-bit weights fill 8 one-bit cells (one column of elements); 16-bit inputs need 16 > 8
    hw = variant(tmp_path, ("cols: 128", "cols: 8"), ("cell_bits: 2", "cell_bits: 1"),
                 ("  weights: 16 ", "  weights: 8 "))
    desc = describe("conv2d", CONV_C1)
    found = enumerate_bindings(desc, hw)
    assert {b.stationary for b in found} == {"weight"} and len(found) == 7
    assert dict(found[0].limits) == {"m": 1, "k": 128}
    assert len(enumerate_bindings(desc, hw, sizes=False)) == 56
    one_channel = describe("conv2d", {**CONV_C1, "K": 1})   # and no weight scheme without K
    assert enumerate_bindings(one_channel, hw) == ()
    assert "does not fit one array" in binding_obstacles(one_channel, hw)[0]


# --- another family, from its hwspec alone ---------------------------------------------------

LOGIC_PUM_COMPUTE = "compute:\n" + textwrap.indent(logic_pum_compute(), "  ")


def test_logic_pum_case_ii_from_its_hwspec(tmp_path: Path) -> None:
    text = PUMA.read_text(encoding="utf-8")
    text = text[:text.index("compute:\n")] + LOGIC_PUM_COMPUTE
    path = tmp_path / "logic.yaml"
    path.write_text(text.replace("name: puma", "name: logic", 1), encoding="utf-8")
    hw = load_hwspec(path)
    found = enumerate_bindings(describe("conv2d"), hw, sizes=False)
    # both inputs use every dimension: no reuse limits the loops. m <- a non-empty subset of
    # n, k, p, q (15); c, r, s each to k1, k2 or nowhere, at least one bound (3^3 - 1 = 26);
    # weight or input in Src1 (2)
    assert len(found) == 2 * 15 * 26
    sized = enumerate_bindings(describe("conv2d", CONV_C1), hw)
    assert len(sized) == len(found)
    assert dict(sized[0].limits) == {"m": None, "k1": None, "k2": None}  # x, M still free
    assert len(enumerate_bindings(describe("gemm"), hw)) == 2 * 3 * 2
