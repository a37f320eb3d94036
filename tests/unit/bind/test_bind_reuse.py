"""Reuse analysis: zero access-matrix columns, checked against ISL (ARES §V-B, Eq. 5)."""

from __future__ import annotations

import pytest

from pimsolve.bind.reuse import is_reused, reuse_table, reused_loops, reused_loops_isl
from pimsolve.ir.opdesc import SHAPE_KEYS, SUPPORTED_OPS, describe


def test_conv2d_reuse_table() -> None:
    d = describe("conv2d")
    table = reuse_table(d)
    assert table["weight"] == {"n", "p", "q"}      # the same kernel for every pixel and image
    assert table["input"] == {"k"}                 # the same window for every output channel
    assert table["output"] == {"c", "r", "s"}      # accumulated over the reduction loops
    assert is_reused(d.access("weight"), d.loops, "n")
    assert not is_reused(d.access("input"), d.loops, "r")


def test_gemm_reuse() -> None:
    d = describe("gemm")
    assert reused_loops(d.access("input"), d.loops) == {"n"}
    assert reused_loops(d.access("weight"), d.loops) == {"m"}
    assert reused_loops(d.access("output"), d.loops) == {"k"}


WINDOW_OPS = ("conv2d", "depthwise_conv2d", "maxpool", "avgpool")


@pytest.mark.parametrize(("op", "stride"), [(op, 1) for op in SUPPORTED_OPS] +
                         [(op, 2) for op in WINDOW_OPS])
def test_matrix_rule_agrees_with_isl(op: str, stride: int) -> None:
    options = {"stride": stride} if op in WINDOW_OPS else {}
    for desc in (describe(op, **options), describe(op, {k: 3 for k in SHAPE_KEYS[op]}, **options)):
        for access in desc.accesses:
            assert reused_loops_isl(access, desc) == reused_loops(access, desc.loops), \
                (op, access.tensor)


def test_isl_sees_no_step_along_an_extent_one_loop() -> None:
    d = describe("conv2d", {"N": 1, "K": 4, "H": 4, "W": 4, "C": 4, "R": 3, "S": 3})
    assert reused_loops_isl(d.access("weight"), d) == {"p", "q"}
    assert reused_loops(d.access("weight"), d.loops) == {"n", "p", "q"}
