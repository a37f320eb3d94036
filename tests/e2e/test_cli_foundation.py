"""The `check` and `simulate` commands: outputs, files written, exit codes, error messages."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from pimsolve.cli import app

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "tests" / "programs"
SMALL = str(PROGRAMS / "small.yaml")
runner = CliRunner()


def invoke(*args: str):
    return runner.invoke(app, list(args))


@pytest.mark.parametrize("name,cores", [("puma", "138"), ("isaac", "168"), ("arch-c", "64"),
                                        ("pimcomp-default", "144")])
def test_check_prints_derived_facts_of_shipped_hwspecs(name, cores):
    result = invoke("check", str(ROOT / "hwspec" / f"{name}.yaml"))
    assert result.exit_code == 0, result.output
    assert "│ cores" in result.output and cores in result.output
    assert "Dst[m] = MAC(Src1[m,k], Src2[k])" in result.output
    assert "weight capacity" in result.output


def test_check_lists_every_problem_and_exits_2(tmp_path):
    bad = tmp_path / "bad.yaml"
    text = (PROGRAMS / "small.yaml").read_text()
    text = text.replace("schema_version: 1\n", "")
    text = text.replace("rows: 16, cols: 16", "rows: -4, cols: 16")
    text = text.replace("registers: 32", "registers: 32\n  colour: red")
    text = text.replace("matrix: 20 + ibiw", "matrix: 20 + ibiw * frobs")
    bad.write_text(text)
    result = invoke("check", str(bad))
    assert result.exit_code == 2
    out = result.output
    assert "Traceback" not in out
    assert f"{bad}: schema_version" in out
    assert f"{bad}: core.array.rows: expected an integer in 1..65536, got -4" in out
    assert f"{bad}: core.colour" in out
    assert "frobs" in out


def test_check_missing_file_exits_2_without_traceback(tmp_path):
    result = invoke("check", str(tmp_path / "nope.yaml"))
    assert result.exit_code == 2
    assert "nope.yaml" in result.output and "Traceback" not in result.output


def test_simulate_ring_reads_and_dumps_global_memory(tmp_path):
    gmem = np.zeros(512, np.uint8)
    gmem[:64] = np.arange(64, dtype=np.uint8)
    np.save(tmp_path / "in.npy", gmem)
    out = tmp_path / "out.npy"
    result = invoke("simulate", str(PROGRAMS / "ring"), "--hw", SMALL, "--gmem",
                    str(tmp_path / "in.npy"), "--dump-gmem", str(out), "--profile", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["instructions"] == 60 and report["cores"] == 4
    assert report["profile"]["cycles"] > 0 and report["profile"]["energy_j"] > 0
    final = np.load(out)
    assert final.dtype == np.uint8 and len(final) == 65536
    blocks = np.arange(64).reshape(4, 16)
    for core in range(4):
        np.testing.assert_array_equal(final[256 + 16 * core: 272 + 16 * core],
                                      blocks[(core - 1) % 4] + 1)


def test_simulate_partial_sum_with_array_groups_file(tmp_path):
    program = tmp_path / "partial_sum"
    shutil.copytree(PROGRAMS / "partial_sum", program)
    rng = np.random.default_rng(3)
    w = rng.integers(-128, 128, (32, 4))
    x = rng.integers(-128, 128, 32)
    np.savez(program / "array_groups.npz", core0_group0=w[:16], core1_group0=w[16:])
    gmem = np.zeros(512, np.uint8)
    gmem[:32] = x.astype(np.int8).view(np.uint8)
    np.save(tmp_path / "in.npy", gmem)
    result = invoke("simulate", str(program), "--hw", SMALL, "--gmem", str(tmp_path / "in.npy"),
                    "--dump-gmem", str(tmp_path / "out.npy"))
    assert result.exit_code == 0, result.output
    np.testing.assert_array_equal(np.load(tmp_path / "out.npy")[256:272].view(np.int32), x @ w)


def test_simulate_deadlock_exits_2_with_each_blocked_core(tmp_path):
    result = invoke("simulate", str(PROGRAMS / "ring_deadlock"), "--hw", SMALL,
                    "--dump-gmem", str(tmp_path / "out.npy"))
    assert result.exit_code == 2
    assert "deadlock: 4 core(s) blocked forever" in result.output
    assert "core 3 pc 1 `send $r10, 0, 16`" in result.output
    assert not (tmp_path / "out.npy").exists()


@pytest.mark.parametrize("args,needle", [
    (("simulate", "/nonexistent/dir", "--hw", SMALL), "not a directory"),
    (("simulate", str(PROGRAMS / "out_of_bounds"), "--hw", SMALL), "outside local memory"),
])
def test_simulate_bad_input_exits_2(args, needle):
    result = invoke(*args)
    assert result.exit_code == 2
    assert needle in result.output and "Traceback" not in result.output


def test_simulate_rejects_wrong_gmem_dtype(tmp_path):
    np.save(tmp_path / "in.npy", np.zeros(16, np.int32))
    result = invoke("simulate", str(PROGRAMS / "ring"), "--hw", SMALL, "--gmem",
                    str(tmp_path / "in.npy"))
    assert result.exit_code == 2
    assert "expected a 1-D uint8 array" in result.output


def test_simulate_reports_program_that_does_not_fit_the_hwspec(tmp_path):
    program = tmp_path / "p"
    program.mkdir()
    (program / "core_009.s").write_text("sldi $r1, 1\n")
    result = invoke("simulate", str(program), "--hw", SMALL)
    assert result.exit_code == 2
    assert "core 9: the hwspec has cores 0..3" in result.output


def test_simulate_writes_a_timeline_with_one_slice_per_instruction(tmp_path):
    from pimsolve.isa.asm import read_program

    out = tmp_path / "trace.json"
    result = invoke("simulate", str(PROGRAMS / "barrier"), "--hw", SMALL, "--timeline", str(out))
    assert result.exit_code == 0, result.output
    events = json.loads(out.read_text())["traceEvents"]
    slices = [e for e in events if e["ph"] == "X"]
    expected = sum(len(read_program(p)) for p in (PROGRAMS / "barrier").glob("core_*.s"))
    assert len(slices) == expected
    assert {e["pid"] for e in slices} == {0, 1, 2, 3}
    assert all(e["dur"] >= 0 for e in slices)


def test_version_prints_the_package_version():
    from pimsolve import __version__

    result = invoke("--version")
    assert result.exit_code == 0 and result.output.strip() == f"pimsolve {__version__}"
