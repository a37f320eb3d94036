"""The bit-serial whole-network path (logic PUM, digital PIM): models lowered onto bit-serial
lane operations, executed bit by bit and compared bit for bit with the independent integer
reference."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hwfixtures import conv_mix_model

from pimsolve.errors import SimError
from pimsolve.hwspec import load_hwspec
from pimsolve.isa.families import Multiply, PumLayer, Reduce
from pimsolve.pipeline import Options, compile_model
from pimsolve.sim.pum import from_bits, multiply, ripple_add, simulate_pum, to_bits
from pimsolve.verify import check_family, default_input

ROOT = Path(__file__).resolve().parents[3]
FAST = Options(time_limit=1.0, workers=2)  # a second of tiling search per layer


def _edited(hwspec: str, *edits: tuple[str, str]) -> str:
    """A shipped hwspec's text with each (old, new) replaced once (each must be there)."""
    text = (ROOT / "hwspec" / hwspec).read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def _variant_text() -> str:
    """Neural Cache with smaller arrays (96 rows x 64 lanes) on fewer slices."""
    return _edited("neural-cache.yaml", ("name: neural-cache", "name: pum-small"),
                   ("cores_per_chip: {x: 14, y: 1}", "cores_per_chip: {x: 2, y: 1}"),
                   ("arrays: 20 * 4 * 4 ", "arrays: 32 "),
                   ("rows: 256 ", "rows: 96 "), ("cols: 256 ", "cols: 64 "),
                   ("bytes: 320 * 256 * 256 / 8", "bytes: 32 * 96 * 64 / 8"))


def _digital_variant_text() -> str:
    """PIM-DL with small blocks (48 rows = lanes, 160 columns = cells per lane) on 2 tiles of
    4 x 6 blocks."""
    return _edited("pim-dl.yaml", ("name: pim-dl", "name: dpim-small"),
                   ("cores_per_chip: {x: 32, y: 1}", "cores_per_chip: {x: 2, y: 1}"),
                   ("arrays: 256 ", "arrays: 24 "),
                   ("rows: 1024 ", "rows: 48 "), ("cols: 1024 ", "cols: 160 "),
                   ("bytes: 256 * 1024 * 1024 / 8", "bytes: 24 * 48 * 160 / 8"),
                   ("rows: 16 ", "rows: 4 "), ("cols: 16\n", "cols: 6\n"))


@pytest.fixture(scope="module")
def variant(tmp_path_factory):
    path = tmp_path_factory.mktemp("hw") / "pum-small.yaml"
    path.write_text(_variant_text(), encoding="utf-8")
    return load_hwspec(path)


def _model(name: str, folder: Path) -> Path:
    """A shipped model by file name, or "convmix" (hwfixtures.conv_mix_model) in ``folder``."""
    if name == "convmix":
        return conv_mix_model(folder / "convmix.onnx")
    return ROOT / "models" / name


def _run(model: str | Path, hw, seed: int = 0):
    compiled = compile_model(ROOT / "models" / model, hw, replace(FAST, seed=seed))
    result, verification = check_family(compiled.program, compiled.qgraph, compiled.model_path,
                                        default_input(compiled.qgraph, seed))
    return compiled, result, verification


@pytest.fixture(scope="module")
def lenet_nc():
    return _run("lenet5.onnx", load_hwspec(ROOT / "hwspec" / "neural-cache.yaml"))


def test_bit_rows_arithmetic() -> None:
    """The bit-serial building blocks against integer arithmetic, all 8-bit pairs."""
    a, b = np.meshgrid(np.arange(-128, 128), np.arange(-128, 128))
    product = multiply(to_bits(a, 8), to_bits(b, 8))
    assert np.array_equal(from_bits(product), a * b)
    total = ripple_add(to_bits(a * 300, 32), to_bits(b * 7, 32))
    assert np.array_equal(from_bits(total), a * 300 + b * 7)


def test_lenet5_bit_exact_on_neural_cache(lenet_nc) -> None:
    compiled, result, verification = lenet_nc
    assert verification["bit_exact"] and verification["max_abs_diff_int"] == 0
    assert verification["float_cosine"] is None or verification["float_cosine"] > 0.99
    assert verification["primitives_match_lowering"]
    assert result.counts.multiply > 0 and result.cycles > 0


@pytest.mark.parametrize("hwspec,model", [
    ("simdram.yaml", "convmix"), ("neural-cache.yaml", "tiny_mlp.onnx"),
    ("simdram.yaml", "tiny_mlp.onnx"), ("pim-dl.yaml", "convmix"),
    pytest.param("simdram.yaml", "lenet5.onnx", marks=pytest.mark.slow),
    pytest.param("pim-dl.yaml", "lenet5.onnx", marks=pytest.mark.slow)])
def test_models_bit_exact(hwspec: str, model: str, tmp_path) -> None:
    _, _, verification = _run(_model(model, tmp_path), load_hwspec(ROOT / "hwspec" / hwspec))
    assert verification["bit_exact"], verification
    assert verification["primitives_match_lowering"]


@pytest.mark.parametrize("model", ["tiny_mlp.onnx", "convmix",
                                   pytest.param("lenet5.onnx", marks=pytest.mark.slow)])
def test_variant_hwspec_maps_bit_exact(variant, model: str, tmp_path) -> None:
    compiled, _, verification = _run(_model(model, tmp_path), variant, seed=1)
    assert verification["bit_exact"], verification
    for entry in compiled.program.layers:
        if isinstance(entry, PumLayer):
            assert entry.rows_used <= 96 and entry.lanes_used <= 64 and entry.arrays <= 64


@pytest.mark.parametrize("model", ["convmix",
                                   pytest.param("lenet5.onnx", marks=pytest.mark.slow)])
def test_digital_pim_variant_runs_its_lanes_along_rows(tmp_path, model: str) -> None:
    """A digital-PIM hwspec the code has never seen: lanes are the block's 48 rows and an
    element's bits lie along its 160 columns, so the lanes and the cells per lane the lowering
    uses stay within those (transposed against logic PUM)."""
    path = tmp_path / "dpim-small.yaml"
    path.write_text(_digital_variant_text(), encoding="utf-8")
    compiled, _, verification = _run(_model(model, tmp_path), load_hwspec(path), seed=2)
    assert verification["bit_exact"], verification
    layers = [e for e in compiled.program.layers if isinstance(e, PumLayer)]
    assert layers and compiled.program.machine.lanes == 48 and compiled.program.machine.rows == 160
    assert all(e.lanes_used <= 48 and e.rows_used <= 160 for e in layers)
    assert max(e.lanes_used for e in layers) > 1


def test_counted_primitives_match_the_lowering(lenet_nc) -> None:
    """What the simulator executes is what the lowering emitted and counted, and the executed
    operations cost exactly the tiling model's compute term."""
    compiled, result, _ = lenet_nc
    runs = {r.name: r for r in result.layers}
    for entry in compiled.program.layers:
        if not isinstance(entry, PumLayer):
            continue
        run = runs[entry.layer.name]
        assert run.counts == entry.counts
        assert entry.counts.multiply == sum(isinstance(op, Multiply) for op in entry.ops)
        assert entry.counts.reduce == sum(isinstance(op, Reduce) for op in entry.ops)
        assert run.compute == entry.predicted["compute"], entry.layer.name
        assert entry.invocations == entry.predicted["invocations"]


def test_simulator_rejects_what_the_hwspec_cannot_hold(lenet_nc) -> None:
    """The same program on arrays with fewer rows, lanes or arrays is a SimError."""
    compiled, _, _ = lenet_nc
    program = compiled.program
    entries = [e for e in program.layers if isinstance(e, PumLayer)]
    x = compiled.qgraph.quantize_input(default_input(compiled.qgraph, 0))
    for field, value, words in (
            ("rows", max(e.rows_used for e in entries) - 1, "rows"),
            ("lanes", max(e.lanes_used for e in entries) - 1, "lanes"),
            ("arrays", max(e.arrays for e in entries) - 1, "arrays")):
        smaller = replace(program, machine=replace(program.machine, **{field: value}))
        with pytest.raises(SimError, match=words):
            simulate_pum(smaller, x)


def test_template_tiling_reduces_down_a_lane() -> None:
    """Neural Cache's template (kernel window in time down one lane, channels across lanes)
    exercises the temporal reduction: several Multiply/Add pairs per invocation."""
    from pimsolve.ir.opdesc import describe_layer
    from pimsolve.pipeline import front_half
    from pimsolve.schedule.lower import lower_network
    from pimsolve.solve.tiling.baseline import baseline
    from pimsolve.solve.tiling.network import MATRIX_KINDS, LayerTiling
    from pimsolve.solve.tiling.problem import build_problem

    hw = load_hwspec(ROOT / "hwspec" / "neural-cache.yaml")
    model = ROOT / "models" / "lenet5.onnx"
    qgraph = front_half(model, hw)
    tilings = {}
    for layer in qgraph.layers:
        if layer.kind in MATRIX_KINDS:
            desc = describe_layer(layer, qgraph)
            problem = build_problem(desc, hw)
            tilings[layer.name] = LayerTiling(desc, problem, baseline(problem), {
                "solver": "template", "status": "TEMPLATE", "objective": None, "wall_s": 0.0})
    program = lower_network(qgraph, hw, tilings)
    _, verification = check_family(program, qgraph, model, default_input(qgraph, 0))
    assert verification["bit_exact"], verification
    convs = [e for e in program.layers
             if isinstance(e, PumLayer) and e.layer.name.startswith("conv")]
    assert any(e.counts.multiply > e.invocations for e in convs)  # K1 > 1


def test_info_and_bound_on_a_family_hwspec() -> None:
    """`info` lists the layers without crossbar array groups; `bound` (a crossbar placement
    bound) is a clean bad-input error pointing at map and tile."""
    from typer.testing import CliRunner

    from pimsolve.cli import app

    runner = CliRunner()
    model = str(Path(__file__).resolve().parents[3] / "models" / "lenet5.onnx")
    hw = str(Path(__file__).resolve().parents[3] / "hwspec" / "simdram.yaml")
    info = runner.invoke(app, ["info", model, "--hw", hw])
    assert info.exit_code == 0, info.output
    assert "conv1" in info.output and "layers run one at a time" in info.output
    bound = runner.invoke(app, ["bound", model, "--hw", hw])
    assert bound.exit_code == 2 and "Traceback" not in bound.output
    assert "crossbar placement" in bound.output and "pimsolve tile" in bound.output


def test_per_primitive_energies_come_from_the_hwspec() -> None:
    """pim-dl gives compute.bit_serial.energy (PIM-DL Table I: E_NOR per NOR step of a lane):
    the machine's multiply, add and reduce energies are those formulas, not the costs table's
    vector class; a hwspec without the section keeps the class entry."""
    from pimsolve.ir.opdesc import describe
    from pimsolve.schedule.lower.pum import machine_of
    from pimsolve.solve.tiling.problem import build_problem

    desc = describe("gemm", {"M": 4, "N": 4, "K": 4})
    dl = load_hwspec(ROOT / "hwspec" / "pim-dl.yaml")
    energy = dict(machine_of(dl, build_problem(desc, dl)).energy_pj)
    w, i = dl.precision.weights, dl.precision.inputs
    assert energy["multiply"] == pytest.approx(w * (12 * (w + i) + 1) * 0.29e-3)
    assert energy["add"] == pytest.approx((12 * 2 * (w + i) + 1) * 0.29e-3)
    assert energy["fill"] == pytest.approx(8 * 12.06e-3)
    nc = load_hwspec(ROOT / "hwspec" / "neural-cache.yaml")
    assert nc.compute.bit_serial.energy is None
    assert dict(machine_of(nc, build_problem(desc, nc)).energy_pj)["multiply"] == 1.0
