"""The whole-network path of the non-crossbar families as one straight line, and its solution
folder.

    load_model -> quantize -> lower (tiling per layer) -> simulate -> check

The lowering and simulator come from the hwspec's family (``LOWERINGS``: near-memory ->
pnm.py / sim_pnm.py, logic-pum -> pum.py / sim_pum.py).

``compile_pnm`` returns :class:`PnmCompiled`; ``check_pnm`` runs the primitive program and
compares it with the independent integer reference (bit for bit) and onnxruntime (float);
``write_pnm_solution`` writes ``summary.json``, ``mapping.json`` (per-layer tilings) and
``verify.json`` atomically.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph
from pimsolve.isa.families import HostLayer, PnmProgram, PumLayer, PumProgram
from pimsolve.report.solution import SCHEMA_VERSION, versioned_json
from pimsolve.schedule.lower import PATHS, pnm, pum
from pimsolve.schedule.lower.pnm import LowerSettings
from pimsolve.sim.pnm import SimResult, simulate_pnm
from pimsolve.sim.pum import simulate_pum

MODE = "layer-sequential"

# PATHS name -> (lowering, simulator, what the simulator executes)
LOWERINGS: dict[str, tuple[Callable[..., Any], Callable[..., SimResult], str]] = {
    "pnm": (pnm.lower_network, simulate_pnm,
            "PNM primitives (SIMD MAC per reduction step, bank/register/backing moves)"),
    "pum": (pum.lower_network, simulate_pum,
            "bit-serial logic-PUM operations (fill, multiply, add, reduce, read-out) on bit "
            "cells"),
}


def lowering_of(hw: HwSpec) -> tuple[Callable[..., Any], Callable[..., SimResult], str]:
    return LOWERINGS[PATHS[hw.compute.family]]


def _matrix(entry: Any) -> bool:
    return not isinstance(entry, HostLayer)


@dataclass(frozen=True, slots=True)
class PnmCompiled:
    model_path: Path
    hw: HwSpec
    seed: int
    settings: LowerSettings
    qgraph: QGraph
    program: PnmProgram | PumProgram
    calibration: Path | None = None
    timings: dict[str, float] = field(default_factory=dict)


def compile_pnm(model_path: str | Path, hw: HwSpec, *, seed: int = 0,
                settings: LowerSettings = LowerSettings(),
                input_shape: tuple[int, ...] | None = None, calibration: Any = None,
                calibration_path: Path | None = None,
                say: Callable[[str], None] | None = None) -> PnmCompiled:
    from pimsolve.frontend import load_model
    from pimsolve.quantize import quantize

    started = time.perf_counter()
    graph = load_model(model_path, input_shape)
    qgraph = quantize(graph, hw.precision.inputs, hw.precision.weights, calibration, seed=seed)
    front = time.perf_counter()
    program = lowering_of(hw)[0](qgraph, hw, settings, say)
    done = time.perf_counter()
    return PnmCompiled(Path(model_path), hw, seed, settings, qgraph, program, calibration_path,
                       {"frontend_quantize_s": round(front - started, 4),
                        "tiling_lowering_s": round(done - front, 4)})


def check_pnm(compiled: PnmCompiled, x: np.ndarray) -> tuple[SimResult, dict[str, Any]]:
    """Run the primitives on ``x`` (float input) and compare with the oracles."""
    from pimsolve.reference import run_integer
    from pimsolve.verify import _onnxruntime

    q = compiled.qgraph
    q_in = q.quantize_input(x)
    started = time.perf_counter()
    _, simulate, level = lowering_of(compiled.hw)
    result = simulate(compiled.program, q_in)
    sim_wall = time.perf_counter() - started
    reference = run_integer(q, q_in)
    worst, ours = 0, []
    for name in q.outputs:
        got = result.values[name]
        want = np.asarray(reference[name], dtype=np.int64).reshape(got.shape)
        worst = max(worst, int(np.abs(got - want).max()) if got.size else 0)
        ours.append(q.dequantize(name, got))
    if q.graph.host_ops:
        from pimsolve.ir.execute import apply_host_ops

        done = apply_host_ops(q.graph, dict(zip(q.outputs, ours)))
        ours = [done[name] for name in q.outputs]
    rel = cosine = top1 = None
    oracle = "none (onnxruntime not installed)"
    expected = _onnxruntime(compiled.model_path, x)
    if expected is not None:
        oracle = "onnxruntime"
        a = np.concatenate([o.reshape(-1) for o in ours])
        b = np.concatenate([np.asarray(e, dtype=np.float64).reshape(-1) for e in expected])
        if a.shape == b.shape:
            rel = float(np.abs(a - b).max() / (float(np.abs(b).max()) or 1.0))
            cosine = float(a @ b / (float(np.linalg.norm(a) * np.linalg.norm(b)) or 1.0))
            top1 = bool(np.argmax(ours[0].reshape(-1)) ==
                        np.argmax(np.asarray(expected[0]).reshape(-1)))
    counts = result.counts.as_dict()
    lowered = compiled.program.counts.as_dict()
    return result, {
        "bit_exact": worst == 0, "max_abs_diff_int": worst, "float_max_rel_err": rel,
        "float_cosine": cosine, "onnxruntime_top1_agree": top1, "float_oracle": oracle,
        "level": level,
        "primitives": counts, "primitives_match_lowering": counts == lowered,
        "simulation_wall_s": round(sim_wall, 3),
        "profile": {"cycles": result.cycles, "latency_s": result.seconds,
                    "energy_j": result.energy_j}}


def _solver_block(compiled: PnmCompiled) -> dict[str, Any]:
    layers = {e.layer.name: e.stats for e in compiled.program.layers
              if _matrix(e)}
    statuses = Counter(s["status"] for s in layers.values())
    objective = sum(int(s["objective"] or 0) for s in layers.values())
    bounds = [s.get("bound") for s in layers.values()]
    bound = sum(bounds) if bounds and None not in bounds else None
    # the whole model's status: its least certain layer's
    status = next((name for name in ("UNKNOWN", "HEURISTIC", "FEASIBLE", "OPTIMAL")
                   if name in statuses), "OPTIMAL") if statuses else "OPTIMAL"
    return {"name": "tiling per layer (template, GA, CP-SAT; template if nothing found)",
            "status": status, "objective": objective, "bound": bound,
            "gap": None if bound is None or not objective else
            round((objective - bound) / objective, 6),
            "bound_from": "the sum of the matrix layers' bounds",
            "time_limit_per_layer_s": compiled.settings.time_limit,
            "workers": compiled.settings.workers, "seed": compiled.settings.seed,
            "statuses": dict(sorted(statuses.items())),
            "wall_s": round(sum(float(s["wall_s"]) for s in layers.values()), 3),
            "units": "cycles", "layers": layers}


def metrics(compiled: PnmCompiled, result: SimResult | None) -> dict[str, Any]:
    """Counted figures when the program ran, else the tiling model's prediction."""
    predicted = {e.layer.name: e.predicted["total"] for e in compiled.program.layers
                 if _matrix(e)}
    hz = compiled.hw.clock_hz
    if result is None:
        cycles = sum(predicted.values())
        return {"source": "tiling cost model, matrix layers only (run with --verify to count)",
                "cycles": cycles, "latency_s": cycles / hz,
                "throughput_per_s": hz / cycles if cycles else None, "energy_j": None,
                "energy": None, "predicted_per_layer": predicted}
    path = PATHS[compiled.hw.compute.family].upper()
    return {"source": f"counted from the executed {path} "
                      "primitives (hwspec latencies and bandwidths); host steps at the "
                      "backing-store bandwidth",
            "cycles": result.cycles, "latency_s": result.seconds,
            "throughput_per_s": 1.0 / result.seconds if result.seconds else None,
            "energy_j": result.energy_j,
            "energy": {"total_j": result.energy_j, "dynamic_j": result.energy_j,
                       "leakage_j": 0.0, "leakage_over_s": result.seconds,
                       "leakage_over": "not modelled for this family (dynamic energy of the "
                                       "executed primitives only)"},
            "predicted_matrix_cycles": sum(predicted.values()),
            "counted_matrix_cycles": sum(r.cycles for r in result.layers if r.host == 0),
            "per_layer": {r.name: {**r.as_dict(), "predicted": predicted.get(r.name)}
                          for r in result.layers}}


def summary(compiled: PnmCompiled, wall_s: float, figures: dict[str, Any],
            verify_s: float | None = None) -> dict[str, Any]:
    from pimsolve.report.solution import header, timings

    q, program = compiled.qgraph, compiled.program
    m = program.machine
    return {
        **header(compiled.model_path, compiled.hw, MODE, compiled.seed, compiled.calibration,
                 q, kind=compiled.hw.compute.family.value),
        "family": compiled.hw.compute.family.value,
        "solver": _solver_block(compiled),
        "metrics": figures,
        "program": {"primitives": program.counts.as_dict(),
                    "matrix_layers": sum(_matrix(e) for e in program.layers),
                    "host_steps": [e.layer.name for e in program.layers
                                   if not _matrix(e)],
                    **m.describe()},
        "host_ops": list(q.graph.host_ops),
        "precision": {"data_bits": q.data_bits, "weight_bits": q.weight_bits},
        "timings_s": timings(compiled.timings, wall_s, verify_s),
    }


def _placement(entry: Any) -> dict[str, Any]:
    if isinstance(entry, PumLayer):
        return {"arrays": entry.arrays, "rows_used": entry.rows_used,
                "lanes_used": entry.lanes_used, "row_placement": entry.rows,
                "invocations_per_array": entry.invocations}
    return {"bank_elements": entry.bank_elements}


def mapping(compiled: PnmCompiled) -> dict[str, Any]:
    layers = {}
    for e in compiled.program.layers:
        if _matrix(e):
            layers[e.layer.name] = {"tiling": e.tiling, "predicted": e.predicted,
                                    **_placement(e),
                                    "primitives": e.counts.as_dict()}
        else:
            layers[e.layer.name] = {"host_step": e.layer.kind.value}
    return {"schema_version": SCHEMA_VERSION, "input": compiled.qgraph.input,
            "outputs": list(compiled.qgraph.outputs), "layers": layers}


def write_pnm_solution(out: Path, compiled: PnmCompiled, wall_s: float, figures: dict[str, Any],
                       verification: dict[str, Any] | None, force: bool = False,
                       verify_s: float | None = None) -> None:
    from pimsolve.fileio import atomic_directory, write_atomic

    with atomic_directory(out, force) as tmp:
        info = summary(compiled, wall_s, figures, verify_s)
        write_atomic(tmp / "summary.json", json.dumps(info, indent=2) + "\n")
        write_atomic(tmp / "mapping.json", json.dumps(mapping(compiled), indent=1) + "\n")
        if verification is not None:
            write_atomic(tmp / "verify.json", versioned_json(verification))
