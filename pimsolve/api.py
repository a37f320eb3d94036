"""pimsolve's Python API: map a model, check it on the simulator, save and load solutions.

    import pimsolve

    sol = pimsolve.map("lenet5", hw="puma", mode="ht", verify=True)
    print(sol.latency_s, sol.throughput_per_s, sol.energy_j, sol.bit_exact)
    sol.summary["solver"]["gap"]          # the same dict as summary.json
    sol.save("solutions/lenet5-puma-ht")  # the folder `pimsolve map --out` writes
    again = pimsolve.load_solution("solutions/lenet5-puma-ht")
    check = pimsolve.simulate(again)      # bit-exact against the integer reference

``pimsolve map`` (the command) runs the same functions. Models larger than the chip
(weight-replacement partitions) and the non-crossbar families are mapped by the command only:
:func:`map` says so in a BadInputError.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pimsolve.errors import BadInputError
from pimsolve.hwspec import load_hwspec
from pimsolve.report.solution import LoadedSolution

__all__ = ["Mapped", "Solution", "load_hwspec", "load_solution", "map", "map_into", "measure",
           "predicted_metrics", "simulate"]


@dataclass(frozen=True, slots=True)
class Solution:
    """A mapped model: the compiled program (``compiled``, pimsolve.pipeline.Compiled), the
    figures of one input (``metrics``: summary.json's ``metrics``), and with ``verify`` the
    simulator's check (``verification``: verify.json's content)."""

    compiled: Any
    metrics: dict[str, Any]
    verification: dict[str, Any] | None
    compile_s: float
    verify_s: float | None

    @property
    def program(self):
        """Per-core programs, array groups and the global-memory layout
        (pimsolve.schedule.ht.scheduler.Program)."""
        return self.compiled.program

    @property
    def summary(self) -> dict[str, Any]:
        """What summary.json holds (but the program files' hashes, known once saved)."""
        from pimsolve.report.solution import summary

        return summary(self.compiled, self.compile_s, self.metrics, self.verify_s)

    @property
    def latency_s(self) -> float:
        """One input's latency; ``metrics['source']`` says whether simulated or predicted."""
        return float(self.metrics["latency_s"])

    @property
    def throughput_per_s(self) -> float | None:
        return self.metrics.get("throughput_per_s")

    @property
    def energy_j(self) -> float:
        return float(self.metrics["energy_j"])

    @property
    def bit_exact(self) -> bool | None:
        """None when mapped without ``verify``."""
        return None if self.verification is None else bool(self.verification["bit_exact"])

    def save(self, path: str | Path, *, force: bool = False, plot: bool = False) -> Path:
        """Write the solution folder (program/, summary.json, mapping.json, verify.json), as
        ``pimsolve map --out`` does: ``path`` must be new, empty or an earlier solution unless
        ``force``."""
        from pimsolve.fileio import check_output_folder
        from pimsolve.report.solution import write_solution

        folder = Path(path)
        check_output_folder(folder, force)
        write_solution(folder, self.compiled, self.compile_s, self.metrics, self.verification,
                       plot, force, self.verify_s)
        return folder


def map(model: str | Path, hw: str | Path, *, mode: str = "ht", solver: str = "cpsat",
        time_limit: float = 60.0, workers: int = 2, seed: int = 0, verify: bool = False,
        input_shape: tuple[int, ...] | None = None, calibration: str | Path | None = None,
        unfolding: str = "auto", progress: Callable[[str], None] | None = None,
        overrides: Mapping[str, Any] | Iterable[str] | None = None) -> Solution:
    """Map ``model`` (an ONNX file or a shipped model's name) onto ``hw`` (a hwspec file or a
    shipped hwspec's name), as ``pimsolve map`` does; with ``verify``, simulate the program
    and check it bit for bit (several inputs, looped) and against onnxruntime.
    ``overrides`` change keys of the hwspec before it is checked, as ``--set`` does: a mapping
    of dotted paths to values (``{"core.array.rows": 256}``) or ``PATH=VALUE`` texts."""
    from pimsolve.pipeline import Options, Partitioned, check_numbers, compile_model, \
        takes_family_path
    from pimsolve.shipped import resolve_model

    check_numbers(time_limit, seed, workers)
    model_path = resolve_model(model)
    if not model_path.is_file():
        raise BadInputError(f"{model}: no such model file; expected an .onnx file or a "
                            "shipped model's name")
    spec = load_hwspec(hw, overrides)
    if takes_family_path(spec):
        raise BadInputError(f"{hw}: a non-crossbar family; hint: map it with the command "
                            "`pimsolve map`")
    started = time.perf_counter()
    options = Options(mode=mode, solver=solver, seed=seed, time_limit=time_limit,
                      workers=workers, input_shape=input_shape,
                      calibration=Path(calibration) if calibration else None,
                      unfolding=unfolding)
    say = progress or (lambda _message: None)
    compiled = compile_model(model_path, spec, options, say)
    if isinstance(compiled, Partitioned):
        raise BadInputError(f"{model}: larger than the chip of {hw} (weight-replacement "
                            "partitions); hint: map it with the command `pimsolve map`")
    compile_s = time.perf_counter() - started
    metrics, verification, verify_s = measure(compiled, verify, seed, say)
    return Solution(compiled, metrics, verification, compile_s, verify_s)


def measure(compiled, verify: bool, seed: int, progress: Callable[[str], None]
            ) -> tuple[dict[str, Any], dict[str, Any] | None, float | None]:
    """The figures of a compiled program: predicted, or with ``verify`` simulated and
    checked. Returns (metrics, verify.json's content or None, seconds the check took)."""
    from pimsolve.report.solution import estimate, latency_metrics, looped_metrics, \
        pipeline_metrics, simulated_metrics

    metrics = estimate(compiled)
    if not verify:
        return metrics, None, None
    started = time.perf_counter()
    progress("simulating and verifying")
    from pimsolve.verify import default_input, run_and_check

    check = run_and_check(compiled.program, compiled.qgraph, compiled.hw, compiled.model_path,
                          default_input(compiled.qgraph, seed),
                          compiled.qgraph.graph.host_ops, seed=seed)
    metrics = {**simulated_metrics(check.profile, compiled.hw, compiled.program),
               **looped_metrics(check.looped, compiled.hw),
               **{key: metrics[key] for key in (
                   "static_estimate_cycles", "latency_lower_bound_cycles",
                   "latency_lower_bound_from", "port_busy_cycles")}}
    if compiled.options.mode == "ht":
        progress("profiling the saturated pipeline cycle")
        metrics = {**metrics, **pipeline_metrics(compiled)}
    else:
        metrics = {**metrics, **latency_metrics(compiled, check.profile.cycles)}
    return metrics, check.as_dict(), time.perf_counter() - started


@dataclass(frozen=True, slots=True)
class Mapped:
    """What :func:`map_into` wrote: the compiled model (pimsolve.pipeline.Compiled,
    Partitioned or FamilyCompiled), its folder, the compile's seconds, summary.json's
    ``metrics``, verify.json's content (None without ``verify``) and the kind's own details
    (partitioned: each partition's figures; a family: the execution's result or None)."""

    compiled: Any
    folder: Path
    wall_s: float
    metrics: dict[str, Any]
    verification: dict[str, Any] | None
    details: Any = None


def map_into(folder: Path, model: Path, hw, options, *, verify: bool = False,
             plot: bool = False, force: bool = False,
             progress: Callable[[str], None] | None = None,
             started: float | None = None) -> Mapped:
    """What ``pimsolve map`` does once its options are read, for every kind of target: compile
    ``model`` onto the loaded hwspec ``hw`` with ``options`` (pimsolve.pipeline.Options),
    measure it (with ``verify``: simulate and check) and write the solution folder ``folder``
    atomically (single program, weight-replacement partitions, or a non-crossbar family).
    ``started``: when the command started (the compile time counts from it)."""
    from pimsolve.pipeline import FamilyCompiled, Partitioned, compile_model

    say = progress or (lambda _message: None)
    started = time.perf_counter() if started is None else started
    compiled = compile_model(model, hw, options, say)
    wall = time.perf_counter() - started
    if isinstance(compiled, FamilyCompiled):
        from pimsolve.report.family import measure_family, write_family_solution

        metrics, verification, verify_s, result = measure_family(compiled, verify, say)
        say("writing the solution")
        write_family_solution(folder, compiled, wall, metrics, verification, force, verify_s)
        return Mapped(compiled, folder, wall, metrics, verification, result)
    if isinstance(compiled, Partitioned):
        from pimsolve.report.partitioned import measure_partitioned, write_partitioned

        figures, metrics, verification, verify_s = measure_partitioned(compiled, verify,
                                                                       options.seed, say)
        say("writing the solution")
        write_partitioned(folder, compiled, wall, figures, metrics, verification, plot, force,
                          verify_s)
        return Mapped(compiled, folder, wall, metrics, verification, figures)
    from pimsolve.report.solution import write_solution

    metrics, verification, verify_s = measure(compiled, verify, options.seed, say)
    say("writing the solution")
    write_solution(folder, compiled, wall, metrics, verification, plot, force, verify_s)
    return Mapped(compiled, folder, wall, metrics, verification)


def predicted_metrics(compiled) -> dict[str, Any]:
    """The figures ``map`` writes as summary.json's metrics without ``--verify``, for any kind
    of compiled model: the cost model's and the schedulers' predictions."""
    from pimsolve.pipeline import FamilyCompiled, Partitioned
    from pimsolve.report.solution import estimate

    if isinstance(compiled, FamilyCompiled):
        from pimsolve.report.family import metrics

        return metrics(compiled, None)
    if isinstance(compiled, Partitioned):
        from pimsolve.report.partitioned import batch_metrics, part_figures

        return batch_metrics(compiled, [part_figures(part) for part in compiled.parts])
    return estimate(compiled)


def load_solution(folder: str | Path, hw: str | Path | None = None) -> LoadedSolution:
    """A solution folder written by ``map`` (or :meth:`Solution.save`) read back: its hwspec
    (or ``hw``), fixed-point graph and program, the program files checked against the hashes
    summary.json records."""
    from pimsolve.report.solution import load_solution as load

    return load(Path(folder), Path(hw) if hw is not None else None)


def simulate(solution: Solution | LoadedSolution | str | Path, x=None, *, seed: int = 0):
    """Run a solution on the functional simulator with the float input ``x`` (default: the
    seeded normal one ``map --verify`` uses) and two looped integer inputs, checked bit for
    bit against the integer reference and against onnxruntime (pimsolve.verify.Verification,
    with the profile)."""
    from pimsolve.verify import default_input, run_and_check

    if isinstance(solution, (str, Path)):
        solution = load_solution(solution)
    if isinstance(solution, Solution):
        c = solution.compiled
        program, qgraph, hw, model = c.program, c.qgraph, c.hw, c.model_path
    else:
        program, qgraph, hw, model = (solution.program, solution.qgraph, solution.hw,
                                      solution.model_path)
    if x is None:
        x = default_input(qgraph, seed)
    return run_and_check(program, qgraph, hw, model, x, qgraph.graph.host_ops, seed=seed)
