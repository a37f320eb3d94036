"""`pimsolve export`: a solution's (or a program folder's) per-core programs as pimsim-nn's
instruction file, with the pimsim-nn configuration and NoC table of the hwspec beside it
(pimsolve.isa.pimsim; docs/isa.md, "pimsim-nn export")."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from pimsolve.errors import BadInputError

DEFAULT_SIM_TIME_MS = 200.0  # PIMCOMP-NN's config.json
THROUGHPUT_INPUTS = 20  # a throughput run's default length, in inputs at the predicted rate


def export_command(folder: Path, out: Path, hw_path: Path | None, sim_mode: str,
                   sim_time_ms: float | None, overrides: Any = ()) -> list[tuple[str, str]]:
    """Write ``out`` (gzipped JSON), ``<out stem>.config.json`` and ``<out stem>.network.json``;
    the rows of the report."""
    from pimsolve.fileio import write_atomic
    from pimsolve.hwspec import load_hwspec
    from pimsolve.isa.pimsim import SIM_MODES, export_pimsim, network_table, pimsim_config
    from pimsolve.report.solution import solution_hwspec
    from pimsolve.sim.program import load_program_dir

    if sim_mode not in SIM_MODES:
        raise BadInputError(f"--sim-mode: expected one of {', '.join(SIM_MODES)}, got "
                            f"{sim_mode!r}")
    if sim_time_ms is not None and not (math.isfinite(sim_time_ms) and sim_time_ms > 0):
        raise BadInputError(f"--sim-time: expected a positive number of milliseconds, got "
                            f"{sim_time_ms}")
    if not folder.is_dir():
        raise BadInputError(f"{folder}: not a folder; expected a solution folder from `pimsolve "
                            "map` or a program folder of core_NNN.s files")
    summary = _summary(folder)
    if "partitions" in summary:
        raise BadInputError(f"{folder}: a partitioned solution runs one program per partition; "
                            f"hint: export one of them, e.g. {folder / 'parts' / '00'}")
    if hw_path is None and "hwspec_path" not in summary:
        raise BadInputError(f"{folder}: --hw is required for a program folder (only "
                            "solution folders name their hwspec)")
    hw = load_hwspec(hw_path, overrides) if hw_path is not None else \
        solution_hwspec(folder, summary, None, overrides)
    programs = load_program_dir(folder, hw)
    arrays = {core: [group.arrays for group in groups]
              for core, groups in programs.groups.items()}
    time_ms = sim_time_ms or _default_sim_time(summary, sim_mode)
    stem = out.name[:-3] if out.name.endswith(".gz") else out.name
    config_path = out.with_name(f"{stem}.config.json")
    network_path = out.with_name(f"{stem}.network.json")
    export_pimsim(programs.programs, arrays, out)
    write_atomic(network_path, json.dumps(network_table(hw), separators=(",", ":")) + "\n")
    write_atomic(config_path, json.dumps(pimsim_config(hw, network_path.name, sim_mode,
                                                       time_ms), indent=2) + "\n")
    return [("instructions", str(out)), ("configuration", str(config_path)),
            ("noc table", str(network_path)), ("cores", str(len(programs.programs))),
            ("simulation", f"{sim_mode} (sim_mode {SIM_MODES[sim_mode]}), sim_time "
                           f"{time_ms:g} ms"),
            ("run", f"ChipTest {out} {config_path}")]


def _summary(folder: Path) -> dict:
    path = folder / "summary.json"
    if not path.is_file():
        return {}
    from pimsolve.report.solution import read_json

    return read_json(folder, "summary.json")


UNSIMULATED_MARGIN = 20  # of an unsimulated latency, for pimsim-nn's simulated time


def _default_sim_time(summary: dict, sim_mode: str) -> float:
    """Latency runs: twice the solution's simulated latency (pimsim-nn drops the cores still
    running when the time is up), or UNSIMULATED_MARGIN times a latency that is only a
    prediction or a lower bound (`map` without --verify; an HT program waits far longer than
    its busiest core works); throughput runs: THROUGHPUT_INPUTS inputs at its throughput."""
    metrics = summary.get("metrics", {})
    if sim_mode == "latency" and metrics.get("latency_s"):
        simulated = str(metrics.get("source", "")).startswith("simulated")
        margin = 2 if simulated else UNSIMULATED_MARGIN
        return float(math.ceil(margin * 1e3 * metrics["latency_s"]))
    if sim_mode == "throughput" and metrics.get("throughput_per_s"):
        return float(math.ceil(THROUGHPUT_INPUTS * 1e3 / metrics["throughput_per_s"]))
    return DEFAULT_SIM_TIME_MS
