"""`pimsolve export`: pimsim-nn's instruction file, with the configuration and NoC table of the
hwspec beside it."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from pimsolve.cli import app
from pimsolve.cli_export import UNSIMULATED_MARGIN
from pimsolve.hwspec import load_hwspec
from pimsolve.isa.pimsim import load_pimsim, network_table, pimsim_config
from pimsolve.sim.program import load_program_dir

ROOT = Path(__file__).resolve().parents[2]
PIMSIM = ROOT / "hwspec" / "pimsim-pimcomp.yaml"
runner = CliRunner()

# PIMCOMP-NN's config.json (github.com/sunxt99/PIMCOMP-NN, 2ed10c8): the values pimsim-nn
# reads, which hwspec/pimsim-pimcomp.yaml describes
PIMCOMP_CONFIG = {
    "period": 1, "xbar_array_count": 64, "xbar_size": [128, 128], "cell_precision": 2,
    "vector_width": 32, "vector_latency_cycle": 4,
    "local_memory_config": {"data_width": 64, "period": 1, "write_latency_cycle": 30,
                            "read_latency_cycle": 20},
    "global_memory_config": {"data_width": 32, "period": 1, "write_latency_cycle": 50,
                             "read_latency_cycle": 40},
}


def test_the_pimsim_hwspec_gives_pimcomp_nns_configuration():
    hw = load_hwspec(PIMSIM)
    config = pimsim_config(hw, "net.json", "throughput", 60)
    chip = config["chip_config"]
    core = chip["core_config"]
    matrix = core["matrix_config"]
    assert core["period"] == matrix["period"] == PIMCOMP_CONFIG["period"]
    assert matrix["xbar_array_count"] == 64 and matrix["xbar_size"] == [128, 128]
    assert matrix["cell_precision"] == 2 and matrix["dac_resolution"] == 1
    assert core["vector_width"] == 32 and core["vector_latency_cycle"] == 4
    assert core["local_memory_config"] == PIMCOMP_CONFIG["local_memory_config"]
    assert chip["global_memory_config"] == PIMCOMP_CONFIG["global_memory_config"]
    assert chip["network_config"]["bus_width"] == 32 and chip["core_cnt"] == 144
    assert config["sim_config"] == {"sim_mode": 0, "sim_time": 60, "report_verbose_level": 0}
    table = network_table(hw)
    # 2 + 2 x hops ns per flit between cores (core i at row i // 12), 15 to global memory
    assert table["latency"]["0"]["1"] == 4 and table["latency"]["0"]["143"] == 2 + 2 * 22
    assert table["latency"]["-10"]["77"] == table["latency"]["77"]["-10"] == 15
    assert table["energy"]["5"]["6"] == 46 and "5" not in table["latency"]["5"]


def test_export_writes_the_program_its_configuration_and_noc_table(tmp_path):
    solution = tmp_path / "lenet"
    mapped = runner.invoke(app, ["map", "--hw", str(PIMSIM), str(ROOT / "models" / "lenet5.onnx"),
                                 "--solver", "balance", "--out", str(solution)])
    assert mapped.exit_code == 0, mapped.output
    out = tmp_path / "lenet.pimsim.gz"
    result = runner.invoke(app, ["export", str(solution), "--pimsim", str(out)])
    assert result.exit_code == 0, result.output
    config = json.loads((tmp_path / "lenet.pimsim.config.json").read_text())
    assert config["chip_config"]["network_config"]["net_config_file_path"] == \
        "lenet.pimsim.network.json"
    assert json.loads((tmp_path / "lenet.pimsim.network.json").read_text()) == \
        network_table(load_hwspec(PIMSIM))
    # a margin over the latency the solution reports (UNSIMULATED_MARGIN times a latency that
    # is only a lower bound: mapped without --verify), in ms, rounded up
    metrics = json.loads((solution / "summary.json").read_text())["metrics"]
    assert metrics["source"].startswith("static lower bound")
    latency_ms = metrics["latency_s"] * 1e3
    assert latency_ms < config["sim_config"]["sim_time"] <= \
        UNSIMULATED_MARGIN * latency_ms + 1
    image = load_pimsim(out)
    programs = load_program_dir(solution, load_hwspec(PIMSIM))
    assert image.programs == {c: tuple(p) for c, p in programs.programs.items()}
    assert image.array_group_arrays == {c: tuple(g.arrays for g in gs)
                                        for c, gs in programs.groups.items()}


def test_export_refuses_what_it_cannot_export(tmp_path):
    result = runner.invoke(app, ["export", str(tmp_path / "none"), "--pimsim",
                                 str(tmp_path / "x.gz")])
    assert result.exit_code == 2 and "not a folder" in result.output
    (tmp_path / "prog").mkdir()
    result = runner.invoke(app, ["export", str(tmp_path / "prog"), "--pimsim",
                                 str(tmp_path / "x.gz")])
    assert result.exit_code == 2 and "--hw is required" in result.output
    result = runner.invoke(app, ["export", str(tmp_path / "prog"), "--pimsim",
                                 str(tmp_path / "x.gz"), "--hw", str(PIMSIM), "--sim-mode",
                                 "fast"])
    assert result.exit_code == 2 and "--sim-mode" in result.output
    assert not (tmp_path / "x.gz").exists()
