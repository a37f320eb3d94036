"""Solution folders of a partitioned model (weight replacement, pimsolve.solve.partition.plan).

    <dir>/summary.json            the partition plan, its certificate and the whole-model figures
    <dir>/verify.json             written by `map --verify` (all partitions run in turn)
    <dir>/parts/NN/               one ordinary solution folder per partition (summary.json,
                                  mapping.json, program/), in execution order
    <dir>/parts/NN/program/writes/  its weight writes: core_NNN.s (one ``wwr`` per array
                                  group), array_groups.npz (the groups written) and
                                  gmem_init.npy (the weights, at ``weights_base`` of
                                  mapping.json), run before the partition's program

Figures of partition k: ``R_k`` cycles of weight replacement (with ``--verify`` the simulated
weight writes; else pimsolve.solve.partition.segments ``reload_cycles`` with the arrays the
placement really put on the busiest core), ``L_k`` the
latency of one input through it and ``c_k`` its pipeline cycle. A batch of ``N`` inputs (1 in
low-latency mode) takes ``Σ_k R_k + L_k + (N − 1)·c_k`` cycles: each partition fills its
pipeline, streams the batch, and the next partition's weights are written after it drains.
With ``--verify`` L_k and c_k are simulated; without, c_k is the cost model's cycle and L_k the
low-latency scheduler's clock in LL mode, the static lower bound (busiest core or global-memory
port, no waiting) in HT mode.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from pimsolve.fileio import atomic_directory, write_atomic
from pimsolve.gcpause import collector_paused
from pimsolve.ir.rewrite import external_inputs
from pimsolve.report.solution import (estimate, header, solver_block, stats_block, summary, timings,
                                      versioned_json, write_files, write_hwspec)
from pimsolve.report.traffic import traffic
from pimsolve.solve.partition.segments import (reload_cycles, reload_energy_pj, weight_bytes,
                                               write_energy_pj)


def _replacement(part) -> tuple[int, int, int, int]:
    """Weight bytes, arrays on the busiest core, arrays written and cycles of the weight
    replacement before one partition."""
    groups = part.program.groups.values()
    nbytes = weight_bytes(part.qgraph, list(part.matrices))
    busiest = max((sum(g.arrays for g in on_core) for on_core in groups), default=0)
    written = sum(g.arrays for on_core in groups for g in on_core)
    return nbytes, busiest, written, reload_cycles(part.hw, nbytes, busiest)


def part_figures(part, profile=None, pipeline_cycle: float | None = None,
                 writes=None) -> dict[str, Any]:
    """R, L, c and energy of one partition (module docstring); ``writes``: the profile of its
    weight writes, simulated (else R and its energy are the formulas')."""
    hw, program = part.hw, part.program
    nbytes, busiest, written, reload = _replacement(part)
    predicted = reload
    reload_energy = reload_energy_pj(hw, nbytes, written) * 1e-12
    reload_source = "formula: max(streaming, busiest core's array writes)"
    if writes is not None:  # the dynamic energy, as for the partition's own run
        reload = writes.cycles
        reload_energy = sum(writes.dynamic_energy_pj.values()) * 1e-12
        reload_source = "simulated weight writes (wwr)"
    if profile is not None:
        latency = float(profile.cycles)
        dynamic = sum(profile.dynamic_energy_pj.values()) * 1e-12
        source = "simulated profile"
    else:
        static = estimate(part)  # its energy includes the leakage of the cores it used
        latency = float(static["cycles"])
        dynamic = float(static["energy_j"]) - hw.costs.leakage_power_w * \
            len(program.programs) * static["latency_s"]
        source = static["source"]
    cycle = pipeline_cycle if pipeline_cycle is not None else float(part.validation.cycle)
    sources = external_inputs(part.qgraph)
    byw = (part.qgraph.data_bits + 7) // 8

    def activation_bytes(names) -> int:
        return sum(math.prod(part.qgraph.tensors[name].shape) * byw for name in names)

    return {"layers": [part.qgraph.layers[0].name, part.qgraph.layers[-1].name],
            "layer_count": len(part.qgraph.layers),
            "input": sources[0] if len(sources) == 1 else list(sources),
            "output": part.qgraph.outputs[0] if len(part.qgraph.outputs) == 1
            else list(part.qgraph.outputs),
            # activations at the partition's boundary, per input: its entry tensors loaded
            # from global memory, its exit tensors stored there (COMPASS §III-B3)
            "entry_bytes_per_input": activation_bytes(sources),
            "exit_bytes_per_input": activation_bytes(part.qgraph.outputs),
            "weight_bytes": nbytes, "arrays_written": written,
            "busiest_core_arrays": busiest, "reload_cycles": reload,
            "reload_energy_j": reload_energy, "reload_source": reload_source,
            "predicted_reload_cycles": predicted,
            "latency_cycles": latency, "latency_source": source,
            "pipeline_cycle": cycle, "predicted_pipeline_cycle": part.validation.cycle,
            "dynamic_energy_j": dynamic}


def batch_metrics(partitioned, figures: list[dict[str, Any]]) -> dict[str, Any]:
    """Whole-model figures of one batch through every partition (module docstring)."""
    hw = partitioned.hw
    batch = partitioned.plan.batch
    cycles = sum(f["reload_cycles"] + f["latency_cycles"] + (batch - 1) * f["pipeline_cycle"]
                 for f in figures)
    reload = sum(f["reload_cycles"] for f in figures)
    seconds = cycles / hw.clock_hz
    leak = hw.costs.leakage_power_w * hw.num_cores * seconds  # the whole chip, all the time
    energy = sum(f["reload_energy_j"] + batch * f["dynamic_energy_j"] for f in figures) + leak
    used = max(f["arrays_written"] for f in figures)
    source = figures[0]["latency_source"] if figures else "none"
    if figures and source != "simulated profile":  # c_k from the cost model, L_k as estimated
        source = f"cost-model pipeline cycles; one input's latency: {source}"
    dynamic = energy - leak
    return {"source": source,
            # one input: its output exists once its batch has passed every partition
            "cycles": cycles, "latency_s": seconds,
            "throughput_per_s": batch / seconds if seconds else None,
            "energy_j": energy / batch,
            "energy": {"total_j": energy / batch, "dynamic_j": dynamic / batch,
                       "leakage_j": leak / batch,
                       "leakage_power_w_per_core": hw.costs.leakage_power_w,
                       "leakage_cores": hw.num_cores, "leakage_over_s": seconds / batch,
                       "leakage_over": "the batch's time per input (every core leaks all the "
                                       "time)",
                       "weight_writes_j": sum(f["reload_energy_j"] for f in figures) / batch},
            "batch": {"inputs": batch, "cycles": cycles, "seconds": seconds,
                      "energy_j": energy, "leakage_j": leak, "reload_cycles": reload,
                      "reload_share": reload / cycles if cycles else 0.0,
                      # the batch's activations crossing partition boundaries through
                      # global memory, and the weights streamed in for the arrays
                      "boundary_bytes": batch * sum(f["entry_bytes_per_input"] +
                                                    f["exit_bytes_per_input"] for f in figures),
                      "weight_bytes": sum(f["weight_bytes"] for f in figures)},
            "array_utilization": used / hw.total_arrays}


def steady_batch_cycles(partitioned, simulate: bool = False) -> float:
    """Σ_k R_k + N·c_k: a batch through every partition without the pipelines' fill, with the
    cost model's pipeline cycles, or with ``simulate`` each partition's saturated cycle
    replayed on the simulator (pimsolve.verify.pipeline_cycle). The benchmarks' figure."""
    from pimsolve.verify import pipeline_cycle

    total = 0.0
    for part in partitioned.parts:
        cycle = pipeline_cycle(part) if simulate else part.validation.cycle
        total += _replacement(part)[3] + partitioned.plan.batch * cycle
    return total


def _traffic(partitioned) -> dict[str, Any]:
    """Bytes one input moves: the sum over the partitions' programs (the weights written at
    each replacement are in ``partitions[].weight_bytes``, once per batch)."""
    total: dict[str, Any] = {}
    for part in partitioned.parts:
        for key, value in traffic(partitioned.hw, part.program.programs).items():
            total[key] = total.get(key, 0) + value
    return total


def plan_block(plan) -> dict[str, Any]:
    from pimsolve.solve.partition.objective import UNITS

    return {**stats_block(plan.stats), "method": plan.method, "objective_kind": plan.objective,
            "objective_unit": UNITS[plan.objective],
            "candidates": plan.candidates, "batch": plan.batch,
            "array_write_latency": plan.write_rule,
            **({"ga_best_per_generation": list(plan.ga_history)} if plan.ga_history else {}),
            "estimates": [{"layers": [s.start, s.stop], "arrays": s.arrays,
                           "reload_cycles": s.reload, "cycle_bound": s.cycle_bound,
                           "cost": s.cost, "energy_pj": s.energy} for s in plan.segments]}


def measure_partitioned(compiled, verify: bool, seed: int, progress
                        ) -> tuple[list[dict[str, Any]], dict[str, Any], dict[str, Any] | None,
                                   float | None]:
    """The figures of every partition and of the whole batch: predicted, or with ``verify``
    every partition run in turn and checked (HT: each one's saturated pipeline cycle too).
    Returns (per-partition figures, metrics, verify.json's content or None, seconds the check
    took)."""
    import time

    verification = None
    profiles: list = [None] * len(compiled.parts)
    writes: list = [None] * len(compiled.parts)
    cycles: list = [None] * len(compiled.parts)
    started = time.perf_counter()
    if verify:
        progress("simulating and verifying every partition")
        from pimsolve.verify import default_input, pipeline_cycle, run_partitioned

        check, profiles, writes = run_partitioned(
            [(p.qgraph, p.program) for p in compiled.parts], compiled.qgraph, compiled.hw,
            compiled.model_path, default_input(compiled.qgraph, seed))
        verification = check.as_dict()
        if compiled.options.mode == "ht":
            progress("profiling the saturated pipeline cycle of every partition")
            cycles = [pipeline_cycle(part) for part in compiled.parts]
    figures = [part_figures(part, profile, cycle, written)
               for part, profile, cycle, written in zip(compiled.parts, profiles, cycles, writes)]
    metrics = batch_metrics(compiled, figures)
    return figures, metrics, verification, time.perf_counter() - started if verify else None


@collector_paused()
def write_partitioned(out: Path, partitioned, wall_s: float, figures: list[dict[str, Any]],
                      metrics: dict[str, Any], verification: dict[str, Any] | None,
                      plot: bool = False, force: bool = False,
                      verify_s: float | None = None) -> None:
    options = partitioned.options
    info = {**header(partitioned.model_path, partitioned.hw, options.mode, options.seed,
                     options.calibration, partitioned.qgraph, kind="partitioned"),
            "unfolding": options.unfolding,
            "partitions": [{**fig, "folder": f"parts/{k:02d}",
                            "solver": solver_block(part)}
                           for k, (fig, part) in enumerate(zip(figures, partitioned.parts))],
            "solver": plan_block(partitioned.plan),
            "array_write_energy": "compute.crossbar.write_energy per array written"
            if write_energy_pj(partitioned.hw) is not None else
            "not counted: the hwspec has no compute.crossbar.write_energy",
            "metrics": metrics,
            "program": {"instructions": sum(len(c) for part in partitioned.parts
                                            for c in part.program.programs.values()),
                        "cores_used": max(len(part.program.programs)
                                          for part in partitioned.parts)},
            "traffic": _traffic(partitioned),
            "host_ops": list(partitioned.qgraph.graph.host_ops),
            "precision": {"data_bits": partitioned.qgraph.data_bits,
                          "weight_bits": partitioned.qgraph.weight_bits},
            "timings_s": timings(partitioned.timings, wall_s, verify_s)}
    with atomic_directory(out, force) as tmp:
        for k, (fig, part) in enumerate(zip(figures, partitioned.parts)):
            own = summary(part, wall_s, {"source": fig["latency_source"],
                                         "cycles": fig["latency_cycles"]})
            own["partition"] = {"index": k, "of": len(partitioned.parts), **{
                key: fig[key] for key in ("layers", "input", "output", "reload_cycles")}}
            write_files(tmp / "parts" / f"{k:02d}", part, own, plot=plot)
        write_atomic(tmp / "summary.json", json.dumps(info, indent=2) + "\n")
        write_hwspec(tmp, partitioned.hw)
        if verification is not None:
            write_atomic(tmp / "verify.json", versioned_json(verification))


def load_partitioned(folder: Path, hw_path: Path | None = None, overrides=()):
    """A partitioned solution folder read back: (hwspec, whole fixed-point graph, [(sub-graph,
    program)] in order, model path, seed). The sub-graphs are rebuilt the way `map` cut them
    (wide layers split again, the partitions' layer ranges from summary.json)."""
    from pimsolve.bind.arraygroups import layer_matrices
    from pimsolve.errors import BadInputError
    from pimsolve.ir.rewrite import live_tensors, sub_qgraph
    from pimsolve.report.solution import read_json, read_program, rebuild
    from pimsolve.solve.partition.segments import split_wide_layers

    info = read_json(folder, "summary.json")
    hw, qgraph, model, seed = rebuild(folder, info, hw_path, overrides)
    graph = qgraph
    try:
        unfolding = info.get("unfolding", "auto")
        graph, _mats, _between = split_wide_layers(qgraph, hw,
                                                   layer_matrices(qgraph, hw, unfolding),
                                                   unfolding)
        live = dict(enumerate(live_tensors(graph)))
        ranges = [tuple(e["layers"]) for e in info["solver"]["estimates"]]
        folders = [p["folder"] for p in info["partitions"]]
    except (KeyError, TypeError) as exc:
        raise BadInputError(f"{folder}/summary.json: the partition plan lacks {exc}") from None
    if folders != [f"parts/{k:02d}" for k in range(len(folders))]:
        raise BadInputError(f"{folder}/summary.json: partition folders {folders[:3]}… are not "
                            "parts/00, parts/01, …; map it again")
    if len(ranges) != len(folders) or any(not (0 <= a < b <= len(graph.layers))
                                          for a, b in ranges):
        raise BadInputError(f"{folder}/summary.json: partitions {ranges} do not cut the "
                            f"{len(graph.layers)} layers of {model.name}; map it again")
    parts = []
    for (start, stop), name in zip(ranges, folders):
        sub = sub_qgraph(graph, start, stop, live)
        parts.append((sub, read_program(folder / name, hw, sub)))
    return hw, qgraph, parts, model, seed
