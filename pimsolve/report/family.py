"""The solution folder of a near-memory, logic-PUM or digital-PIM mapping
(pimsolve.pipeline.FamilyCompiled): ``summary.json`` (solver block over the layers' tilings, or
for digital PIM the layout decision with the DP's objective beside CP-SAT's; metrics counted
from the executed primitives or predicted by the cost model), ``mapping.json`` (each layer's
tiling or layout, placement and primitive counts) and ``verify.json``, written atomically.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from pimsolve.isa.families import HostLayer, PumLayer
from pimsolve.pipeline import FamilyCompiled
from pimsolve.report.solution import SCHEMA_VERSION, versioned_json, write_hwspec
from pimsolve.schedule.lower import PATHS
from pimsolve.sim.pnm import SimResult

MODE = "layer-sequential"


def _matrix(entry: Any) -> bool:
    return not isinstance(entry, HostLayer)


def _solver_block(compiled: FamilyCompiled) -> dict[str, Any]:
    if compiled.layouts is not None:
        return _layout_block(compiled)
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


def _layout_block(compiled: FamilyCompiled) -> dict[str, Any]:
    """Digital PIM: PIM-DL's layout decision, CP-SAT's figures beside the DP's objective."""
    decision = compiled.layouts
    assert decision is not None
    return {"name": "PIM-DL layouts: two-level DP and CP-SAT (pimsolve.solve.layout)",
            **decision.solver(), "time_limit_s": compiled.options.time_limit,
            "bound_from": "CP-SAT's proof on the layout model (the DP's optimum is exact)",
            "cycles": decision.cycles, "units": "cycles", **decision.groups(),
            "placement": decision.placement()}


def metrics(compiled: FamilyCompiled, result: SimResult | None) -> dict[str, Any]:
    """Counted figures when the program ran, else the tiling model's prediction."""
    predicted = {e.layer.name: e.predicted["total"] for e in compiled.program.layers
                 if _matrix(e)}
    hz = compiled.hw.clock_hz
    model = "layout" if compiled.layouts is not None else "tiling"
    if result is None:
        cycles = sum(predicted.values())
        return {"source": f"{model} cost model, matrix layers only (run with --verify to count)",
                "cycles": cycles, "latency_s": cycles / hz,
                "throughput_per_s": hz / cycles if cycles else None, "energy_j": None,
                "energy": None, "predicted_per_layer": predicted}
    path = PATHS[compiled.hw.compute.family].upper()
    setup = sum(r.setup for r in result.layers)
    return {"source": f"counted from the executed {path} "
                      "primitives (hwspec latencies and bandwidths); host steps at the "
                      "backing-store bandwidth",
            **({"setup_cycles": setup, "setup": "writing the resident weights once, before "
                "the first inference (not in cycles)"} if setup else {}),
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


def measure_family(compiled: FamilyCompiled, verify: bool, progress
                   ) -> tuple[dict[str, Any], dict[str, Any] | None, float | None, Any]:
    """The figures of a family program: predicted, or with ``verify`` counted from its
    executed primitives and checked. Returns (metrics, verify.json's content or None, seconds
    the check took, the execution's result or None)."""
    import time

    if not verify:
        return metrics(compiled, None), None, None, None
    started = time.perf_counter()
    progress("executing the primitives and verifying")
    from pimsolve.verify import check_family, default_input

    result, verification = check_family(compiled.program, compiled.qgraph, compiled.model_path,
                                        default_input(compiled.qgraph, compiled.seed), progress)
    return metrics(compiled, result), verification, time.perf_counter() - started, result


def summary(compiled: FamilyCompiled, wall_s: float, figures: dict[str, Any],
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


def mapping(compiled: FamilyCompiled) -> dict[str, Any]:
    layers = {}
    for e in compiled.program.layers:
        if _matrix(e):
            decided = "layout" if compiled.layouts is not None else "tiling"
            layers[e.layer.name] = {decided: e.tiling, "predicted": e.predicted,
                                    **_placement(e),
                                    "primitives": e.counts.as_dict()}
        else:
            layers[e.layer.name] = {"host_step": e.layer.kind.value}
    return {"schema_version": SCHEMA_VERSION, "input": compiled.qgraph.input,
            "outputs": list(compiled.qgraph.outputs), "layers": layers}


def write_family_solution(out: Path, compiled: FamilyCompiled, wall_s: float, figures: dict[str, Any],
                       verification: dict[str, Any] | None, force: bool = False,
                       verify_s: float | None = None) -> None:
    from pimsolve.fileio import atomic_directory, write_atomic

    with atomic_directory(out, force) as tmp:
        info = summary(compiled, wall_s, figures, verify_s)
        write_atomic(tmp / "summary.json", json.dumps(info, indent=2) + "\n")
        write_atomic(tmp / "mapping.json", json.dumps(mapping(compiled), indent=1) + "\n")
        write_hwspec(tmp, compiled.hw)
        if verification is not None:
            write_atomic(tmp / "verify.json", versioned_json(verification))
