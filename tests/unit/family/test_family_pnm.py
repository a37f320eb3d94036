"""The near-memory whole-network path: models lowered onto SIMD bank primitives, executed by
the PNM simulator and compared bit for bit with the independent integer reference."""

from __future__ import annotations

import json
import textwrap
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hwfixtures import conv_mix_model
from typer.testing import CliRunner

from pimsolve.cli import app
from pimsolve.hwspec import load_hwspec
from pimsolve.isa.families import Mac, MatrixLayer
from pimsolve.reference import run_integer
from pimsolve.pipeline import Options, compile_model
from pimsolve.verify import check_family, default_input

ROOT = Path(__file__).resolve().parents[3]
FAST = Options(time_limit=1.0, workers=2)  # a second of tiling search per layer

# A smaller PNM target: 6 units of 8 SIMD lanes, 8 registers of 16 bytes.
VARIANT = textwrap.dedent("""\
    schema_version: 1
    name: pnm-narrow
    description: a small near-memory variant for tests
    chips: {x: 1, y: 1}
    cores_per_chip: {x: 3, y: 1}
    core:
      arrays: 4
      array: {rows: 1024, cols: 1024 * 8, cell_bits: 1}
      local_memory: {bytes: 4 * 1024 * 1024, bandwidth: 16}
      registers: 8
      vector: {units: 1, width: 8}
      execution: in-order
    communication: synchronous
    global_memory: {bytes: 2**30, bandwidth: 48}
    noc: {topology: bus, hop_latency: 0, link_bandwidth: 16, offchip_latency: 100,
          offchip_bandwidth: 48}
    precision: {weights: 8, inputs: 8, outputs: 8}
    clock_hz: 200e6
    costs:
      latency: {default: 1}
      energy: {default: 2}
      leakage_power_w: 0
    compute:
      family: near-memory
      equation: "Dst[m] = MAC(Src1[m,k], Src2[k])"
      parallel: [m]
      reduction: [k]
      stationary: Src1
      symbols:
        B: ceil(input_bits / cell_bits)
      layout:
        Src1:
          space: [row, col]
          matrix: [[0, 1, 0], [B, 0, 1]]
          offset: [o1, o2]
          cells_per_element: B
      near_memory:
        units: 6
        simd_width: 8
        registers: 8
        register_bytes: 16
        unit_bytes: 2 * array_rows * array_cols / 8
        unit_bandwidth: 16
        sources: {Src1: memory, Src2: register}
        latency: {mac: 2}
    """)


@pytest.fixture(scope="module")
def hbm():
    return load_hwspec(ROOT / "hwspec" / "pim-hbm.yaml")


@pytest.fixture(scope="module")
def narrow(tmp_path_factory):
    path = tmp_path_factory.mktemp("hw") / "pnm-narrow.yaml"
    path.write_text(VARIANT, encoding="utf-8")
    return load_hwspec(path)


def _run(model: Path, hw, seed: int = 0):
    compiled = compile_model(model, hw, replace(FAST, seed=seed))
    result, verification = check_family(compiled.program, compiled.qgraph, compiled.model_path,
                                        default_input(compiled.qgraph, seed))
    return compiled, result, verification


@pytest.fixture(scope="module")
def lenet(hbm):
    return _run(ROOT / "models" / "lenet5.onnx", hbm)


def test_lenet5_bit_exact_on_pim_hbm(lenet) -> None:
    compiled, result, verification = lenet
    assert verification["bit_exact"] and verification["max_abs_diff_int"] == 0
    assert verification["float_cosine"] is None or verification["float_cosine"] > 0.99
    kinds = {type(e).__name__ for e in compiled.program.layers}
    assert kinds == {"MatrixLayer", "HostLayer"}
    assert result.counts.mac > 0 and result.cycles > 0 and result.energy_j > 0


def test_every_layer_matches_the_reference(lenet) -> None:
    compiled, result, _ = lenet
    q = compiled.qgraph
    want = run_integer(q, q.quantize_input(default_input(q, 0)))
    for layer in q.layers:
        assert np.array_equal(result.values[layer.output], want[layer.output]), layer.name


@pytest.mark.parametrize("model", ["tiny_mlp.onnx", "convmix",
                                   pytest.param("lenet5.onnx", marks=pytest.mark.slow)])
def test_variant_hwspec_maps_bit_exact(narrow, model: str, tmp_path) -> None:
    path = (conv_mix_model(tmp_path / "convmix.onnx") if model == "convmix"
            else ROOT / "models" / model)
    compiled, result, verification = _run(path, narrow, seed=1)
    assert verification["bit_exact"], verification
    for entry in compiled.program.layers:
        if isinstance(entry, MatrixLayer):
            assert entry.tiling["loops"]  # a tiling was chosen for every matrix layer
            macs = [op for op in entry.ops if isinstance(op, Mac)]
            assert max(op.src1.shape[1] for op in macs) <= 8  # SIMD width of the variant
            assert max(op.acc.max() for op in macs) < 8 * compiled.program.machine.slots
            assert len({op.unit for op in entry.ops}) <= 6


def test_grouped_padded_depthwise_convs_bit_exact(hbm, tmp_path) -> None:
    """On pim-hbm; on the narrow variant, test_variant_hwspec_maps_bit_exact[convmix]."""
    _, _, verification = _run(conv_mix_model(tmp_path / "convmix.onnx"), hbm)
    assert verification["bit_exact"], verification


def test_counted_primitives_match_the_lowering(lenet, narrow) -> None:
    """Property: what the simulator executes is what the lowering emitted and counted, and the
    executed MACs cost exactly the tiling model's compute term."""
    compiled, result, verification = lenet
    assert verification["primitives_match_lowering"]
    runs = {r.name: r for r in result.layers}
    for entry in compiled.program.layers:
        if not isinstance(entry, MatrixLayer):
            continue
        run = runs[entry.layer.name]
        assert run.counts == entry.counts
        assert entry.counts.mac == sum(op.src1.shape[0] for op in entry.ops
                                       if isinstance(op, Mac))
        assert run.compute == entry.predicted["compute"], entry.layer.name
        assert entry.counts.invocations == entry.predicted["invocations"] * \
            entry.predicted["instances"]


def _cli_map(hwspec: str, out: Path, *extra: str):
    """`pimsolve map` of tiny_mlp on a shipped hwspec with a 1 s tiling limit; must succeed."""
    result = CliRunner().invoke(app, ["map", "--hw", str(ROOT / "hwspec" / hwspec),
                                      str(ROOT / "models" / "tiny_mlp.onnx"), *extra,
                                      "--time-limit", "1", "--out", str(out)])
    assert result.exit_code == 0, result.output
    return result


def test_cli_map_writes_the_solution_folder(tmp_path) -> None:
    out = tmp_path / "sol"
    _cli_map("pim-hbm.yaml", out, "--verify")
    summary = json.loads((out / "summary.json").read_text())
    verify = json.loads((out / "verify.json").read_text())
    assert summary["hwspec"] == "pim-hbm" and summary["family"] == "near-memory"
    assert set(summary["metrics"]) >= {"cycles", "latency_s", "energy_j"}
    assert summary["program"]["primitives"]["mac"] > 0
    assert sum(summary["solver"]["statuses"].values()) == 2
    assert verify["bit_exact"] is True and verify["max_abs_diff_int"] == 0
    assert verify["float_cosine"] is None or verify["float_cosine"] > 0.99
    again = tmp_path / "again"  # the same inputs give the same mapping
    _cli_map("pim-hbm.yaml", again)
    assert (again / "mapping.json").read_bytes() == (out / "mapping.json").read_bytes()
    replay = CliRunner().invoke(app, ["simulate", str(out)])  # no per-core programs to replay
    assert replay.exit_code == 2 and "layer-sequential" in replay.output
    assert "Traceback" not in replay.output


def test_cli_maps_digital_pim_through_the_bit_serial_path(tmp_path) -> None:
    out = tmp_path / "x"
    _cli_map("pim-dl.yaml", out, "--verify")
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    assert summary["family"] == "digital-pim" and summary["hwspec"] == "pim-dl"
    assert json.loads((out / "verify.json").read_text(encoding="utf-8"))["bit_exact"]


def test_simulator_rejects_what_the_hwspec_cannot_do(lenet) -> None:
    """The same program on a machine with fewer lanes, registers or units is a SimError."""
    from pimsolve.errors import SimError
    from pimsolve.sim.pnm import simulate_pnm

    compiled, _, _ = lenet
    program = compiled.program
    x = compiled.qgraph.quantize_input(default_input(compiled.qgraph, 0))
    for field, value, words in (("simd_width", 4, "SIMD width"), ("registers", 1, "register"),
                                ("units", 2, "the hwspec has 2")):
        smaller = replace(program, machine=replace(program.machine, **{field: value}))
        with pytest.raises(SimError, match=words):
            simulate_pnm(smaller, x)
