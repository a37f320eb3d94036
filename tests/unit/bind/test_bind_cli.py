"""`pimsolve bindings`: listing, sizes, JSON, exit codes and messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pimsolve.cli import app
from pimsolve.cli_bind import parse_shape
from pimsolve.errors import BadInputError

ROOT = Path(__file__).resolve().parents[3]
PUMA = str(ROOT / "hwspec" / "puma.yaml")
runner = CliRunner()


def invoke(*args: str):
    return runner.invoke(app, list(args))


def test_lists_the_56_schemes() -> None:
    result = invoke("bindings", "--hw", PUMA, "--op", "conv2d")
    assert result.exit_code == 0, result.output
    assert "56 bindings" in result.output
    assert "weight stationary: 7" in result.output and "input stationary: 49" in result.output


def test_json_with_a_shape() -> None:
    result = invoke("bindings", "--hw", PUMA, "--op", "conv2d", "--shape", "4,64,56,56,64,3,3",
                    "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["count"] == 56 and report["by_stationary"] == {"weight": 7, "input": 49}
    assert report["sizes"] == {"n": 4, "k": 64, "p": 56, "q": 56, "c": 64, "r": 3, "s": 3}
    first = report["bindings"][0]
    assert first["operands"] == {"output": "Dst", "weight": "Src1", "input": "Src2"}
    assert first["dims"] == {"m": ["k"], "k": ["c", "r", "s"]}
    assert first["limits"] == {"m": 16, "k": 128}
    assert first["tiles"] == {"k": 16, "c": 64, "r": 3, "s": 3}
    assert len(report["unfoldings"]) == 9
    assert sum(u["in_table_iv"] for u in report["unfoldings"]) == 7


def test_json_without_a_shape_has_no_limits() -> None:
    result = invoke("bindings", "--hw", "puma", "--op", "gemm", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["count"] == 2 and report["shape"] is None
    assert all(b["limits"] is None for b in report["bindings"])


def test_key_value_shape_with_stride_and_groups() -> None:
    result = invoke("bindings", "--hw", PUMA, "--op", "conv2d", "--json", "--shape",
                    "N=1,K=64,H=28,W=28,C=64,R=3,S=3,stride=2,groups=2")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["sizes"]["g"] == 2 and report["sizes"]["k"] == 32
    assert report["count"] == 7 + 7 * 3   # n has extent 1


@pytest.mark.parametrize(("args", "code", "message"), [
    (("--op", "conv3d"), 2, "unknown operator 'conv3d'; expected one of conv2d, depthwise_conv2d"),
    (("--op", "conv2d", "--shape", "4,64"), 2, "missing H, W, C, R, S"),
    (("--op", "conv2d", "--shape", "4,64,56,56,64,3,x"), 2, "expected a positive integer, got 'x'"),
    (("--op", "conv2d", "--shape", "4,64,56,56,64,3,3,9"), 2, "too many values"),
    (("--op", "conv2d", "--shape", "4,64,56,56,64,3,__import__"), 2, "positive integer"),
    (("--op", "gemm", "--shape", "8,8,8,stride=2"), 2, "stride does not apply to gemm"),
    (("--op", "add"), 3, "add has no binding onto puma: puma computes MAC"),
])
def test_errors_and_exit_codes(args: tuple[str, ...], code: int, message: str) -> None:
    result = invoke("bindings", "--hw", PUMA, *args)
    assert result.exit_code == code, result.output
    assert message in result.output and "Traceback" not in result.output


def test_missing_hwspec_is_bad_input(tmp_path: Path) -> None:
    result = invoke("bindings", "--hw", str(tmp_path / "nope.yaml"), "--op", "conv2d")
    assert result.exit_code == 2 and "nope.yaml" in result.output


def test_parse_shape() -> None:
    assert parse_shape("gemm", "1024, 512, 256") == ({"M": 1024, "N": 512, "K": 256}, {})
    assert parse_shape("maxpool", "1,8,4,4,2,2,stride=2,pad=1") == (
        {"N": 1, "C": 8, "H": 4, "W": 4, "R": 2, "S": 2}, {"stride": 2, "pads": (1, 1)})
    with pytest.raises(BadInputError, match="K given twice"):
        parse_shape("gemm", "M=1,N=2,K=3,k=4")
