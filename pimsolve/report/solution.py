"""Solution folders: summary.json, mapping.json and program/ (written atomically).

    <dir>/summary.json            what was mapped, how, and the figures
    <dir>/mapping.json            replication, array-group placement, tensor addresses
    <dir>/program/core_NNN.s      one assembly file per core
    <dir>/program/array_groups.npz
    <dir>/program/gmem_init.npy   constants of the initial global memory (at gmem_init_base)
    <dir>/hwspec.yaml             the hwspec the program was mapped for, --set overrides applied
    <dir>/verify.json             written by `pimsolve simulate` / `map --verify`
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import numpy as np

from pimsolve import __version__
from pimsolve.costs.instructions import static_costs
from pimsolve.fileio import atomic_directory, write_atomic
from pimsolve.gcpause import collector_paused
from pimsolve.isa.spec import OPS
from pimsolve.report.traffic import traffic
from pimsolve.safeload import load_npy, read_text
from pimsolve.sim.program import save_program_dir

SCHEMA_VERSION = 2  # summary.json, mapping.json, verify.json (docs/mapping.md)
HWSPEC_FILE = "hwspec.yaml"  # the effective hwspec, in every solution folder


def default_name(model: Path, hw_name: str, mode: str) -> str:
    return f"{model.stem}-{hw_name}-{mode}"


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def hwspec_sha256(hw) -> str | None:
    """SHA-256 of the hwspec a program was mapped for: its effective YAML (the file's own text
    without --set overrides); of its file for a HwSpec built in code, None without one."""
    if hw.text:
        return hashlib.sha256(hw.text.encode("utf-8")).hexdigest()
    return sha256(Path(hw.source)) if Path(hw.source).is_file() else None


def write_hwspec(folder: Path, hw) -> None:
    """The effective hwspec as the solution folder's hwspec.yaml (nothing for a HwSpec built
    in code)."""
    if hw.text:
        write_atomic(folder / HWSPEC_FILE, hw.text)


def solution_hwspec(folder: Path, info: dict[str, Any], hw_path: Path | None, overrides=()):
    """The hwspec of a solution folder: ``hw_path`` when given, else the folder's hwspec.yaml
    (checked against summary.json's hwspec_sha256), else the file summary.json names; with
    ``overrides`` set on it."""
    from pimsolve.errors import BadInputError
    from pimsolve.hwspec import load_hwspec

    recorded = folder / HWSPEC_FILE
    if hw_path is None and recorded.is_file():
        if sha256(recorded) != info.get("hwspec_sha256"):
            raise BadInputError(f"{recorded}: changed since `pimsolve map` wrote it (its SHA-256 "
                                "differs from summary.json's hwspec_sha256); map the model "
                                "again, or pass --hw")
        return load_hwspec(recorded, overrides)
    return load_hwspec(hw_path or info["hwspec_path"], overrides)


STATIC_SOURCE = "static lower bound: busiest core or global-memory port, no waiting"
LL_SOURCE = "predicted: the low-latency scheduler's clock"


@collector_paused()
def estimate(compiled) -> dict[str, Any]:
    """Figures without a simulation. The busiest core's summed instruction latencies
    (``static_estimate_cycles``) and a serialized global-memory port's summed service
    (:func:`latency_bound`) are lower bounds on one input's run time: they ignore waiting.
    In LL mode the latency is the list scheduler's clock instead (within a few percent of the
    simulation, docs/benchmarks.md); in HT mode the throughput is the cost model's pipeline
    cycle's, not one input's latency's, since inputs overlap. Energy (:func:`energy_block`):
    the summed dynamic energy plus the leakage of the used cores over that latency."""
    hw, program = compiled.hw, compiled.program
    busiest, port = 0.0, 0.0
    dynamic: dict[str, float] = {}
    shared: dict = {}
    for core, code in program.programs.items():
        shapes = [(g.rows, g.cols, g.arrays) for g in program.groups.get(core, [])]
        costs = static_costs(hw, core, code, shapes, shared)
        busiest = max(busiest, float(costs.latency.sum()))
        port += float(costs.service.sum())
        for inst, pj in zip(code, costs.energy.tolist()):
            kind = OPS[inst.op].op_class.value
            dynamic[kind] = dynamic.get(kind, 0.0) + pj
    scheduled = program.estimated_cycles
    bound = latency_bound(busiest, port)
    cycles, source = (bound["latency_lower_bound_cycles"], STATIC_SOURCE) if scheduled is None \
        else (float(scheduled), LL_SOURCE)
    seconds = cycles / hw.clock_hz
    used = sum(g.arrays for gs in program.groups.values() for g in gs)
    energy = energy_block(hw, dynamic, len(program.programs), seconds, source)
    figures = {"source": source, "cycles": cycles, "latency_s": seconds,
               "throughput_per_s": 1.0 / seconds if seconds else None,
               "energy_j": energy["total_j"], "energy": energy,
               "array_utilization": used / hw.total_arrays,
               "static_estimate_cycles": busiest, **bound}
    cycle = compiled.validation.cycle if scheduled is None else None
    if cycle:  # HT: one input per pipeline cycle
        figures.update({"throughput_per_s": hw.clock_hz / cycle,
                        "throughput_source": "predicted: the cost model's pipeline cycle",
                        "predicted_pipeline_cycle": cycle})
    return figures


def energy_block(hw, dynamic_pj: dict[str, float], cores: int, seconds: float,
                 over: str) -> dict[str, Any]:
    """One input's energy: the instructions' dynamic energy by instruction class (the same
    with or without a simulation: every instruction runs once), and the leakage of the cores
    that run a program, charged over ``seconds`` (what ``over`` says that time is)."""
    def figure(joules: float) -> float:  # sums in another order differ in the last bits
        return float(f"{joules:.10g}")

    dynamic = {kind: figure(pj * 1e-12) for kind, pj in sorted(dynamic_pj.items())}
    leakage = hw.costs.leakage_power_w * cores * seconds
    total = figure(sum(dynamic.values()))
    return {"total_j": figure(total + leakage), "dynamic_j": total,
            "dynamic_by_class_j": dynamic, "leakage_j": figure(leakage),
            "leakage_power_w_per_core": hw.costs.leakage_power_w, "leakage_cores": cores, "leakage_over_s": seconds, "leakage_over": over}


def simulated_metrics(profile, hw, program) -> dict[str, Any]:
    used = sum(g.arrays for gs in program.groups.values() for g in gs)
    energy = energy_block(hw, dict(profile.dynamic_energy_pj), len(profile.cores),
                          profile.seconds, "simulated profile")
    return {"source": "simulated profile", "cycles": profile.cycles, "latency_s": profile.seconds,
            "throughput_per_s": 1.0 / profile.seconds if profile.seconds else None,
            "energy_j": energy["total_j"], "energy": energy,
            "array_utilization": used / hw.total_arrays,
            "unit_utilization": {u: round(profile.utilization(u), 4)
                                 for u in ("matrix", "vector", "memory", "transfer")}}


def solver_block(compiled) -> dict[str, Any]:
    return stats_block(compiled.stats)


def stats_block(stats) -> dict[str, Any]:
    """A solver's certificate as summary.json gives it (pimsolve.solve.stats.SolveStats);
    ``stopped_by`` says what ended a search (pimsolve.solve.budget)."""
    block = {"name": stats.solver, "status": stats.status, "objective": stats.objective,
             "bound": stats.bound, "gap": None if stats.gap is None else round(stats.gap, 6),
             "wall_s": round(stats.wall_s, 3), "seed": stats.seed, "workers": stats.workers,
             "bound_from": stats.how, "units": "cycles"}
    if stats.stopped:
        block["stopped_by"] = stats.stopped
    return block


def predicted(compiled) -> dict[str, Any]:
    """What the placement's cost model predicts (pimsolve.solve.placement.cost); `simulate --profile`
    measures the same quantities."""
    v, hw = compiled.validation, compiled.hw
    block = {"source": "cost model (pimsolve.solve.placement.cost), checked by the solver-free validator",
             "objective": v.objective, "pipeline_cycle": v.cycle,
             "throughput_per_s": hw.clock_hz / v.cycle if v.cycle else None,
             "bottleneck_core": v.bottleneck,
             "busiest_core_cycles": max(v.busy.values(), default=0)}
    estimate = compiled.program.estimated_cycles
    if estimate is not None:  # LL: the latency of one input, as the list scheduler timed it
        block["latency_cycles"] = round(estimate)
        block["latency_source"] = LATENCY_SOURCE
        block["windows_dealt_by"] = compiled.program.dealing
    return block


LATENCY_SOURCE = ("the low-latency list scheduler's clock (pimsolve.schedule.ll.scheduler): the hwspec's "
                  "latencies of every core's program, transfers waiting for both cores")


def latency_metrics(compiled, cycles: float) -> dict[str, Any]:
    """LL: the scheduler's predicted latency beside the simulated one."""
    want = compiled.program.estimated_cycles
    return {"predicted_latency_cycles": round(want),
            "predicted_latency_error": round((want - cycles) / cycles, 4) if cycles else None}


def latency_bound(busiest: float, port: float) -> dict[str, Any]:
    """A lower bound on one input's latency that no schedule of the program beats: the
    busiest core's summed instruction latencies, and where the global memory serves one
    request at a time (hwspec global_memory.port), the port's summed service of every
    core's loads and stores. The port's sum also bounds the period between inputs."""
    bound, source = (port, "the global-memory port's summed service") if port > busiest else \
        (busiest, "the busiest core's summed instruction latencies")
    return {"latency_lower_bound_cycles": bound, "latency_lower_bound_from": source,
            "port_busy_cycles": port}


def pipeline_metrics(compiled) -> dict[str, Any]:
    """HT: the simulated saturated pipeline cycle (an analysis: every layer on another input,
    no barriers), beside the cost model's."""
    from pimsolve.verify import pipeline_cycle

    cycle = pipeline_cycle(compiled)
    want = compiled.validation.cycle
    return {"pipeline_cycle": cycle, "saturated_throughput_per_s": compiled.hw.clock_hz / cycle,
            "predicted_pipeline_cycle": want,
            "predicted_error": round((want - cycle) / cycle, 4) if cycle else None}


def looped_metrics(looped, hw) -> dict[str, Any]:
    """The throughput the emitted program reaches when every core loops it, inputs back to
    back (pimsolve.verify.run_looped): the period between inputs, as simulated."""
    if looped is None or not looped.period:
        return {}
    inputs = len(looped.rounds_done)
    return {"looped_inputs": inputs, "looped_period_cycles": float(looped.period),
            "throughput_per_s": hw.clock_hz / looped.period,
            "throughput_source": f"simulated: {inputs} inputs back to back, every core "
                                 "looping its program"}


def header(model_path: Path, hw, mode: str, seed: int, calibration: Path | None,
           qgraph, kind: str = "crossbar") -> dict[str, Any]:
    """The fields every summary.json starts with: what was mapped onto what, and how
    (``kind``: crossbar, partitioned, or the non-crossbar family)."""
    return {
        "schema_version": SCHEMA_VERSION,
        "kind": kind,
        "pimsolve_version": __version__,
        "model": str(model_path),
        "model_sha256": sha256(model_path),
        "hwspec": hw.name,
        "hwspec_path": hw.source,
        "hwspec_sha256": hwspec_sha256(hw),
        "hwspec_overrides": {o.path: o.value for o in hw.overrides},
        "mode": mode,
        "seed": seed,
        "calibration": str(calibration) if calibration else None,
        "input_shape": list(qgraph.tensors[qgraph.input].shape),
    }


def timings(stages: dict[str, float], wall_s: float, verify_s: float | None) -> dict[str, float]:
    """summary.json's timings_s: the stages of the compile, their total, and (after a
    simulation) the verification's time apart."""
    out = {**stages, "total": round(wall_s, 4)}
    if verify_s is not None:
        out["verify_s"] = round(verify_s, 4)
    return out


def summary(compiled, wall_s: float, metrics: dict[str, Any], verify_s: float | None = None
            ) -> dict[str, Any]:
    program, options = compiled.program, compiled.options
    return {
        **header(compiled.model_path, compiled.hw, options.mode, options.seed,
                 options.calibration, compiled.qgraph),
        "solver": solver_block(compiled),
        "predicted": predicted(compiled),
        "metrics": metrics,
        "traffic": traffic(compiled.hw, program.programs),
        "program": {"instructions": sum(len(c) for c in program.programs.values()),
                    "cores_used": len(program.programs),
                    "layer_groups": program.layer_groups,
                    "array_groups": sum(len(g) for g in program.groups.values()),
                    "local_memory_peak_bytes": max(program.local_peak.values(), default=0)},
        "host_ops": list(compiled.qgraph.graph.host_ops),
        "precision": {"data_bits": compiled.qgraph.data_bits,
                      "weight_bits": compiled.qgraph.weight_bits},
        "timings_s": timings(compiled.timings, wall_s, verify_s),
    }


def mapping(compiled) -> dict[str, Any]:
    q, program, placement = compiled.qgraph, compiled.program, compiled.placement
    layers = {}
    for name, matrix in compiled.matrices.items():
        layers[name] = {
            "replicas": placement.replicas[name],
            "unfolding": matrix.unfolding,
            "arrays_per_replica": matrix.arrays,
            "windows": matrix.windows,
            "array_groups": [{"rows": list(g.rows), "cols": list(g.cols), "part": g.part,
                              "arrays": g.arrays} for g in matrix.groups],
            "cores": [list(row) for row in placement.cores[name]],
        }
    tensors = {name: {"addr": place.addr, "chw": list(place.shape), "frac": q.frac[name]}
               for name, place in program.tensors.items()}
    return {"schema_version": SCHEMA_VERSION, "input": q.input, "outputs": list(q.outputs),
            "gmem_init_base": program.gmem_image_base,
            "layout": "channel-last (H, W, C), data_bits-bit little-endian elements",
            "layers": layers, "layer_cores": {k: list(v) for k, v in program.layer_cores.items()},
            "tensors": tensors,
            # a weight-replacement phase: where the weights its writes read start
            **({"weights_base": program.writes.base} if program.writes is not None else {})}


@collector_paused()
def write_solution(out: Path, compiled, wall_s: float, metrics: dict[str, Any],
                   verification: dict[str, Any] | None = None, plot: bool = False,
                   force: bool = False, verify_s: float | None = None) -> None:
    """Write the whole folder next to ``out`` and put it in place (pimsolve.fileio: a folder
    that is not a solution is refused unless ``force``)."""
    with atomic_directory(out, force) as tmp:
        write_files(tmp, compiled, summary(compiled, wall_s, metrics, verify_s), verification,
                    plot)


def write_files(folder: Path, compiled, info: dict[str, Any],
                verification: dict[str, Any] | None = None, plot: bool = False) -> None:
    """program/, summary.json (``info``), mapping.json, verify.json and (``plot``) plot.svg
    of one program."""
    program = compiled.program
    folder.mkdir(parents=True, exist_ok=True)
    header = (f"pimsolve {__version__}; model {compiled.model_path.name}; hwspec "
              f"{compiled.hw.name}; mode {compiled.options.mode}; seed {compiled.options.seed}")
    save_program_dir(folder / "program", program.programs, program.groups, header=header)
    write_hwspec(folder, compiled.hw)
    np.save(folder / "program" / "gmem_init.npy", np.frombuffer(program.gmem_image, dtype=np.uint8))
    if program.writes is not None:  # a weight-replacement phase (pimsolve.codegen.writes)
        writes = program.writes
        save_program_dir(folder / "program" / "writes", writes.programs, writes.groups,
                         header=f"{header}; weight writes")
        np.save(folder / "program" / "writes" / "gmem_init.npy",
                np.frombuffer(writes.image, dtype=np.uint8))
    info = {**info, "program_sha256": program_hashes(folder)}
    write_atomic(folder / "summary.json", json.dumps(info, indent=2) + "\n")
    write_atomic(folder / "mapping.json", json.dumps(mapping(compiled), indent=1) + "\n")
    if verification is not None:
        write_atomic(folder / "verify.json", versioned_json(verification))
    if plot:
        from pimsolve.report.plot import plot_svg

        write_atomic(folder / "plot.svg", plot_svg(compiled, info))


def versioned_json(data: dict[str, Any]) -> str:
    """The text of a JSON output (verify.json, `simulate --json`): ``data`` under this
    schema version."""
    return json.dumps({"schema_version": SCHEMA_VERSION, **data}, indent=2) + "\n"


def program_hashes(folder: Path) -> dict[str, str]:
    """SHA-256 of every file of the solution's program/ folder, by name."""
    root = folder / "program"
    return {path.relative_to(root).as_posix(): sha256(path) for path in sorted(root.rglob("*"))
            if path.is_file()}


def check_hashes(folder: Path, info: dict[str, Any]) -> None:
    """The program files are those ``map`` wrote: the same names, the same SHA-256 as
    summary.json records (a VerificationError naming the first that differs)."""
    from pimsolve.errors import BadInputError, VerificationError

    recorded = info.get("program_sha256")
    if not isinstance(recorded, dict):
        raise BadInputError(f"{folder}/summary.json: no program_sha256; expected the hashes of "
                            "the program files; hint: map the model again")
    found = program_hashes(folder) if (folder / "program").is_dir() else {}
    for name in sorted(set(recorded) | set(found)):
        if name not in found:
            raise VerificationError(f"{folder}/program/{name}: missing; the solution was "
                                    "changed after `pimsolve map` wrote it")
        if name not in recorded:
            raise VerificationError(f"{folder}/program/{name}: not written by `pimsolve map`; "
                                    "the solution was changed after it was written")
        if found[name] != recorded[name]:
            raise VerificationError(f"{folder}/program/{name}: changed since `pimsolve map` "
                                    "wrote it (its SHA-256 differs from summary.json's); map "
                                    "the model again")


class LoadedSolution:
    """A solution folder read back, with the fixed-point graph rebuilt from its model."""

    def __init__(self, folder: Path, hw, qgraph, program, model_path: Path, seed: int):
        self.folder, self.hw, self.qgraph, self.program = folder, hw, qgraph, program
        self.model_path, self.seed = model_path, seed


def read_json(folder: Path, name: str) -> dict[str, Any]:
    """A summary.json or mapping.json of this schema version (else a one-line error)."""
    from pimsolve.errors import BadInputError

    path = folder / name
    try:
        data = json.loads(read_text(path, "a JSON file of a solution"))
    except ValueError as exc:
        raise BadInputError(f"{path}: not a readable JSON file ({exc})") from None
    if not isinstance(data, dict) or data.get("schema_version") != SCHEMA_VERSION:
        got = data.get("schema_version") if isinstance(data, dict) else data
        raise BadInputError(f"{path}: expected schema_version {SCHEMA_VERSION}, got {got!r}; "
                            "hint: a solution of another pimsolve version: map the model again")
    return data


def rebuild(folder: Path, info: dict[str, Any], hw_path: Path | None, overrides=()):
    """The hwspec (:func:`solution_hwspec`), fixed-point graph, model path and seed a
    summary.json was mapped from, rebuilt and checked against it (model hash, hwspec name)."""
    from pimsolve.errors import BadInputError
    from pimsolve.pipeline import front_half

    if info.get("mode") not in ("ht", "ll"):
        raise BadInputError(f"{folder}: a {info.get('mode')!r} solution holds no per-core "
                            "programs to replay; hint: run `pimsolve map --verify` again")
    try:
        model = Path(info["model"])
        if not model.is_file():
            raise BadInputError(f"{folder}: the model it was mapped from, {model}, is missing; "
                                "hint: run from the folder `pimsolve map` ran in")
        if sha256(model) != info["model_sha256"]:
            raise BadInputError(f"{folder}: {model} changed since it was mapped; map it again")
        hw = solution_hwspec(folder, info, hw_path, overrides)
        if hw.name != info["hwspec"]:
            raise BadInputError(f"{folder}: mapped for hwspec {info['hwspec']!r}, got "
                                f"{hw.name!r}")
        if (hw.precision.inputs, hw.precision.weights) != (info["precision"]["data_bits"],
                                                           info["precision"]["weight_bits"]):
            raise BadInputError(f"{folder}: mapped at {info['precision']['data_bits']}-bit data "
                                f"and {info['precision']['weight_bits']}-bit weights, the "
                                f"hwspec gives {hw.precision.inputs} and {hw.precision.weights}")
        calibration = info.get("calibration")
        qgraph = front_half(model, hw, input_shape=tuple(info["input_shape"]),
                            calibration=Path(calibration) if calibration else None,
                            seed=info["seed"])
        return hw, qgraph, model, int(info["seed"])
    except KeyError as exc:
        raise BadInputError(f"{folder}: summary.json lacks {exc}") from None
    except (TypeError, ValueError, AttributeError) as exc:
        raise BadInputError(f"{folder}/summary.json: a field that does not read ({exc}); hint: "
                            "map the model again") from None


def read_program(folder: Path, hw, qgraph):
    """The Program of a solution folder (program/ and mapping.json) for ``qgraph``."""
    from pimsolve.codegen.memory import TensorPlace
    from pimsolve.errors import BadInputError
    from pimsolve.schedule.program import Program
    from pimsolve.sim.program import load_program_dir

    check_hashes(folder, read_json(folder, "summary.json"))
    layout = read_json(folder, "mapping.json")
    byw = (qgraph.data_bits + 7) // 8
    capacity = hw.global_memory.bytes
    try:
        tensors = {name: TensorPlace(t["addr"], tuple(t["chw"]), byw)
                   for name, t in layout["tensors"].items()}
        base = layout.get("gmem_init_base", 0)
        for name, place in tensors.items():
            if not (isinstance(place.addr, int) and len(place.shape) == 3 and
                    all(isinstance(d, int) and d > 0 for d in place.shape) and
                    0 <= place.addr <= place.addr + place.nbytes <= capacity):
                raise ValueError(f"tensors.{name}: expected an address and a (c, h, w) shape "
                                 f"within the {capacity:,} bytes of global memory")
        if not isinstance(base, int) or not 0 <= base <= capacity:
            raise ValueError(f"gmem_init_base: expected an address within the {capacity:,} "
                             "bytes of global memory")
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        raise BadInputError(f"{folder}/mapping.json: {exc}; hint: map the model again") \
            from None
    files = load_program_dir(folder, hw)
    image = load_npy(folder / "program" / "gmem_init.npy", "the global-memory image")
    if image.ndim != 1 or image.dtype != np.uint8 or base + len(image) > capacity:
        raise BadInputError(f"{folder}/program/gmem_init.npy: expected a 1-D uint8 image "
                            f"within the {capacity:,} bytes of global memory")
    size = max((p.addr + p.nbytes for p in tensors.values()), default=len(image))
    size = max(size, base + len(image))
    return Program(dict(files.programs), dict(files.groups), image.tobytes(), base, size,
                   tensors, qgraph.input, qgraph.outputs, {}, {},
                   writes=_read_writes(folder, hw, layout, size))


def _read_writes(folder: Path, hw, layout: dict[str, Any], size: int):
    """The weight writes of a partition's folder (program/writes/), None without them."""
    from pimsolve.codegen.writes import WeightWrites
    from pimsolve.errors import BadInputError
    from pimsolve.sim.program import load_program_dir

    where = folder / "program" / "writes"
    if not where.is_dir():
        return None
    base = layout.get("weights_base")
    capacity = hw.global_memory.bytes
    image = load_npy(where / "gmem_init.npy", "the weights the writes read")
    if not isinstance(base, int) or not size <= base or image.ndim != 1 \
            or image.dtype != np.uint8 or base + len(image) > capacity:
        raise BadInputError(f"{folder}/mapping.json: weights_base {base!r}: expected an "
                            f"address after the partition's data ({size:,} bytes) with its "
                            f"weights image within the {capacity:,} bytes of global memory; "
                            "hint: map the model again")
    files = load_program_dir(where, hw)
    return WeightWrites(dict(files.programs), dict(files.groups), image.tobytes(), base, {})


def load_solution(folder: Path, hw_path: Path | None = None, overrides=()) -> LoadedSolution:
    """A single-program solution folder read back (pimsolve.report.partitioned reads the
    partitioned ones); ``overrides`` are set on its hwspec."""
    from pimsolve.errors import BadInputError

    info = read_json(folder, "summary.json")
    if "partition" in info:
        raise BadInputError(f"{folder}: one partition of a partitioned solution; hint: "
                            "simulate the folder that holds parts/")
    hw, qgraph, model, seed = rebuild(folder, info, hw_path, overrides)
    program = read_program(folder, hw, qgraph)
    return LoadedSolution(folder, hw, qgraph, program, model, seed)
