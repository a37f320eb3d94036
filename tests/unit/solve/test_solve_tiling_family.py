"""Family variants written here (other geometry, cell bits, memories, lane axis) tile with no
code change; the ``pimsolve tile`` command function reports them."""

from __future__ import annotations

import json
import math
import textwrap
from pathlib import Path

import pytest

from hwfixtures import logic_pum_compute
from pimsolve.errors import BadInputError
from pimsolve.hwspec import load_hwspec
from pimsolve.ir.opdesc import describe
from pimsolve.solve.tiling.cpsat import Settings, tile
from pimsolve.solve.tiling.cost import bit_serial_depth, registers_used, validate

FAST = Settings(time_limit=20.0, ga_generations=10, ga_population=12)

COMMON = textwrap.dedent("""\
    schema_version: 1
    name: variant
    chips: {x: 1, y: 1}
    cores_per_chip: {x: 3, y: 1}
    core:
      arrays: 2
      array: {rows: ROWS, cols: COLS, cell_bits: CELL}
      local_memory: {bytes: 4096, bandwidth: 8}
      vector: {units: 1, width: 4}
      execution: in-order
    communication: synchronous
    global_memory: {bytes: "2**20", bandwidth: 4}
    noc: {topology: bus, hop_latency: 1, link_bandwidth: 8, offchip_latency: 1, offchip_bandwidth: 1}
    precision: {weights: 4, inputs: 4, outputs: 8}
    clock_hz: 1e9
    costs:
      latency: {default: 1, matrix: 40 + 2 * ibiw}
      energy: {default: 1}
      leakage_power_w: 0
    compute:
    """)

BIT_SERIAL = textwrap.dedent("""\
      spatial_reduction: [k2]
      accumulator_bits: 2 * (weight_bits + input_bits)
      scratch_cells: 2
      fill_bandwidth: 1.5
      latency:
        multiply: weight_bits * input_bits + 3
        add: accumulator_bits
        reduce: 3 * accumulator_bits
    """)

VARIANTS = {
    # logic PUM with wide, shallow arrays: lanes are the 512 bit lines
    "logic": (COMMON.replace("ROWS", "128").replace("COLS", "512").replace("CELL", "1")
              + textwrap.indent(logic_pum_compute("weight_bits") + "bit_serial:\n"
                                + textwrap.indent(BIT_SERIAL, "  "), "  ")),
    # digital PIM: row-parallel blocks, an element's bits along a row, lanes are the 64 rows
    "digital": (COMMON.replace("ROWS", "64").replace("COLS", "256").replace("CELL", "1")
                + textwrap.indent(textwrap.dedent("""\
                    family: digital-pim
                    equation: "Dst[m] = MAC(Src1[m,k1,k2], Src2[m,k1,k2])"
                    parallel: [m]
                    reduction: [k1, k2]
                    stationary: Src1
                    parameters: [x, M]
                    layout:
                      Src1:
                        space: [row, col]
                        matrix: [[1, 0, M, 0], [0, x, 0, 1]]
                        offset: [0, o1]
                        cells_per_element: weight_bits
                    bit_serial:
                    """) + textwrap.indent(BIT_SERIAL, "  "), "  ")),
    # near-memory with narrow SIMD and few registers
    "near": (COMMON.replace("ROWS", "1024").replace("COLS", "1024").replace("CELL", "1")
             + textwrap.indent(textwrap.dedent("""\
                 family: near-memory
                 equation: "Dst[m] = MAC(Src1[m,k], Src2[k])"
                 parallel: [m]
                 reduction: [k]
                 stationary: Src1
                 layout:
                   Src1:
                     space: [row, col]
                     matrix: [[0, 1, 0], [4, 0, 1]]
                     offset: [o1, o2]
                     cells_per_element: 4
                 near_memory:
                   units: cores * arrays_per_core
                   simd_width: 8
                   registers: 3
                   register_bytes: 4
                   unit_bytes: array_rows * array_cols / 8
                   unit_bandwidth: 8
                   sources: {Src1: memory, Src2: register}
                   latency: {mac: 3}
                 """), "  ")),
    # crossbar with 32 x 32 arrays of 2-bit cells and a programming cost
    "crossbar": (COMMON.replace("ROWS", "32").replace("COLS", "32").replace("CELL", "2")
                 + textwrap.indent(textwrap.dedent("""\
                     family: crossbar
                     equation: "Dst[m] = MAC(Src1[m,k], Src2[k])"
                     parallel: [m]
                     reduction: [k]
                     stationary: Src1
                     symbols: {B: "ceil(weight_bits / cell_bits)"}
                     layout:
                       Src1:
                         space: [row, col]
                         matrix: [[0, 1, 0], [B, 0, 1]]
                         offset: [o1, o2]
                         cells_per_element: B
                     crossbar:
                       write_latency: 20 * rows
                     """), "  ")),
}


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("variants")
    desc = describe("conv2d", {"N": 1, "K": 4, "H": 2, "W": 4, "C": 6, "R": 3, "S": 1})
    out = {}
    for name, text in VARIANTS.items():
        path = folder / f"{name}.yaml"
        path.write_text(text, encoding="utf-8")
        out[name] = tile(desc, load_hwspec(path), FAST)
    return out


@pytest.mark.parametrize("name", list(VARIANTS))
def test_variant_tiles_optimally(runs, name: str) -> None:
    r = runs[name]
    assert r.stats.status == "OPTIMAL"
    checked = validate(r.problem, r.best.tiling)
    assert checked.feasible and checked.cost is not None
    assert checked.cost.total == r.stats.objective
    assert r.baseline is not None and r.best.cost.total <= r.baseline.cost.total
    assert r.best.cost.instances <= 6  # 3 cores x 2 arrays or units


def test_logic_variant_uses_its_geometry(runs) -> None:
    r = runs["logic"]
    bs = r.problem.machine.bit_serial
    assert bs is not None and (bs.lanes, bs.depth) == (512, 128)
    lanes = math.prod(o.primitive for o in r.best.tiling.loops if o.dim in bs.lane_dims)
    assert lanes <= 512 and bit_serial_depth(r.problem, r.best.tiling) <= 128


def test_digital_variant_runs_lanes_along_rows(runs) -> None:
    bs = runs["digital"].problem.machine.bit_serial
    assert bs is not None and (bs.lanes, bs.depth) == (64, 256)


def test_near_memory_variant_respects_registers(runs) -> None:
    r = runs["near"]
    assert registers_used(r.problem, r.best.tiling) <= 3
    m = math.prod(o.primitive for o in r.best.tiling.loops if o.dim == "m")
    assert m <= 8


def test_crossbar_variant_respects_array_size(runs) -> None:
    r = runs["crossbar"]
    k = math.prod(o.primitive for o in r.best.tiling.loops if o.dim == "k")
    m = math.prod(o.primitive for o in r.best.tiling.loops if o.dim == "m")
    assert k <= 32 and m <= 16  # 4-bit weights in 2-bit cells: 16 columns of weights


def test_tile_command_text_and_json() -> None:
    from pimsolve.cli_tile import tile_command

    text = tile_command("pim-hbm", "gemm", "8,8,8", time_limit=20.0)
    assert "binding:" in text and "solver: cp-sat OPTIMAL" in text and "improvement" in text
    report = json.loads(tile_command("pim-hbm", "conv2d", "1,4,4,4,4,3,3,2", time_limit=20.0,
                                     as_json=True))
    assert report["stride"] == [2, 2] and report["stats"]["status"] == "OPTIMAL"
    assert report["cost"]["total"] <= report["baseline"]["cost"]["total"]
    assert set(report["tiling"]["loops"]) == {"n", "k", "p", "q", "c", "r", "s"}


@pytest.mark.parametrize("op, shape, message", [
    ("conv2d", "1,2,3", "--shape: conv2d expects N,K,H,W,C,R,S[,stride] (7 or 8 numbers), got 3"),
    ("conv2d", "1,2,3,4,5,6,a", "--shape: expected comma-separated integers"),
    ("gemm", "8,8,8,2", "--shape: gemm expects M,N,K (3 numbers), got 4"),
    ("conv3d", "1", "--op: unknown operator 'conv3d'"),
])
def test_tile_command_errors(op: str, shape: str, message: str) -> None:
    from pimsolve.cli_tile import tile_command

    with pytest.raises(BadInputError, match=message.replace("[", r"\[").replace("]", r"\]")
                       .replace("(", r"\(").replace(")", r"\)")):
        tile_command("pim-hbm", op, shape)


def test_tile_command_reports_bad_hwspec(tmp_path: Path) -> None:
    from pimsolve.cli_tile import tile_command
    from pimsolve.errors import SpecError

    bad = VARIANTS["near"].replace("simd_width: 8", "simd_width: -8")
    path = tmp_path / "bad.yaml"
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(SpecError) as info:
        tile_command(path, "gemm", "8,8,8")
    assert any("compute.near_memory.simd_width: expected a positive integer, got -8" in p
               for p in info.value.problems)


def test_cli_tile_command() -> None:
    import json

    from typer.testing import CliRunner

    from pimsolve.cli import app

    runner = CliRunner()
    ok = runner.invoke(app, ["tile", "--hw", "pim-hbm", "--op", "gemm", "--shape", "8,8,8",
                             "--time-limit", "20"])
    assert ok.exit_code == 0, ok.output
    assert "solver: cp-sat OPTIMAL" in ok.output
    bad = runner.invoke(app, ["tile", "--hw", "pim-hbm", "--shape", "1,2"])
    assert bad.exit_code == 2
    assert "--shape: conv2d expects" in bad.output
    clock = runner.invoke(app, ["tile", "--hw", "pim-hbm", "--op", "gemm", "--shape", "8,8,8",
                                "--time-limit", "5", "--wall-clock", "--json"])
    assert clock.exit_code == 0, clock.output
    stats = json.loads(clock.output)["stats"]
    assert stats["status"] == "OPTIMAL" and stats["stopped_by"] == "search complete"


def test_cli_tile_gives_the_same_tiling_on_every_run():
    """`pimsolve tile` stops CP-SAT at a deterministic-time budget: reproducible answers."""
    import json

    from typer.testing import CliRunner

    from pimsolve.cli import app

    def run() -> dict:
        result = CliRunner().invoke(app, ["tile", "--hw", "simdram", "--op", "gemm", "--shape",
                                          "64,64,64", "--time-limit", "2", "--json"])
        assert result.exit_code == 0, result.output
        return json.loads(result.output, object_hook=lambda d: {k: v for k, v in d.items()
                                                                if k != "wall_s"})

    assert run() == run()
