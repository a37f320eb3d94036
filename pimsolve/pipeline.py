"""The compiler as one straight line: model + hwspec -> verified per-core programs.

    load_model -> quantize -> layer_matrices -> placement -> schedule -> Solution
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from pimsolve.bind.arraygroups import UNFOLDINGS, LayerMatrix, check_fits, layer_matrices
from pimsolve.errors import BadInputError, InfeasibleError
from pimsolve.gcpause import collector_paused
from pimsolve.hwspec import load_hwspec
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph
from pimsolve.safeload import load_npy
from pimsolve.schedule.ht.scheduler import schedule_ht
from pimsolve.schedule.program import Program
from pimsolve.solve.placement.placement import Placement
from pimsolve.solve.partition.plan import PartitionPlan, fits_chip
from pimsolve.solve.placement.cpsat import SolveStats
from pimsolve.solve.placement.validate import Validation

# the numeric options every command shares, checked before any work (one line, exit 2)
MAX_TIME_LIMIT_S = 7 * 24 * 3600  # --time-limit: a week
MAX_SEED = 2**31 - 1  # CP-SAT's random_seed is a 32-bit integer
MAX_WORKERS = 64


def check_numbers(time_limit: float | None = None, seed: int | None = None,
                  workers: int | None = None) -> None:
    """--time-limit a finite number of seconds in (0, a week], --seed in 0..2**31-1,
    --workers in 1..64 (each only when given)."""
    if time_limit is not None and not (math.isfinite(time_limit) and
                                       0 < time_limit <= MAX_TIME_LIMIT_S):
        raise BadInputError(f"--time-limit: expected seconds in (0, {MAX_TIME_LIMIT_S}] (a "
                            f"week), got {time_limit}")
    if seed is not None and not 0 <= seed <= MAX_SEED:
        raise BadInputError(f"--seed: expected an integer in 0..{MAX_SEED}, got {seed}")
    if workers is not None and not 1 <= workers <= MAX_WORKERS:
        raise BadInputError(f"--workers: expected an integer in 1..{MAX_WORKERS}, got {workers}")


MODES = ("ht", "ll")
GA_SHARE = 0.3  # of --time-limit: the GA's budget of steps (pimsolve.solve.placement.ga.WORK_PER_S)
CPSAT_SHARE = 0.7  # of --time-limit: CP-SAT's reproducible budget
GA_GENERATIONS_PER_S = 3  # the most generations of the GA per second of --time-limit
SOLVERS = ("cpsat", "ga", "balance", "first-fit")
PARTITIONS = ("auto", "greedy", "off")
PARTITION_SHARE = 0.1  # of --time-limit for choosing the partitions (the rest places them)
LL_SLACK = 0.01  # LL: the search's plans within this share of the best objective are all
# scheduled and the one the LL scheduler finishes soonest is kept (the objective is the
# pipeline cycle plus a fill, not a latency model: docs/formulation.md)


@dataclass(frozen=True, slots=True)
class Options:
    mode: str = "ht"
    solver: str = "cpsat"
    seed: int = 0
    time_limit: float = 60.0
    workers: int = 2
    input_shape: tuple[int, ...] | None = None
    calibration: Path | None = None
    unfolding: str = "auto"  # a key of pimsolve.bind.arraygroups.UNFOLDINGS
    partition: str = "auto"  # weight replacement when the model does not fit: "auto" (CP-SAT
    # cuts) or "greedy" (fill the chip before each replacement); "off": exit 3 instead
    batch: int = 16  # inputs per weight replacement of a partitioned model (HT mode)


@dataclass(frozen=True, slots=True)
class Compiled:
    model_path: Path
    hw: HwSpec
    options: Options
    qgraph: QGraph
    matrices: dict[str, LayerMatrix]
    placement: Placement
    program: Program
    stats: SolveStats
    validation: Validation
    timings: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Partitioned:
    """A model larger than the chip: one Compiled per weight-replacement phase, in order
    (pimsolve.solve.partition.plan). Each part's qgraph is its sub-graph; ``qgraph`` is the whole."""

    model_path: Path
    hw: HwSpec
    options: Options
    qgraph: QGraph
    plan: PartitionPlan
    parts: tuple[Compiled, ...]
    timings: dict[str, float] = field(default_factory=dict)


@collector_paused()
def compile_model(model_path: str | Path, hw_path: str | Path, options: Options,
                  progress: Callable[[str], None] | None = None) -> Compiled | Partitioned:
    from pimsolve.frontend import load_model
    from pimsolve.quantize import quantize

    say = progress or (lambda _msg: None)
    timings: dict[str, float] = {}
    lap = _lap_into(timings)
    if options.mode not in MODES:
        raise BadInputError(f"--mode: expected one of {', '.join(MODES)}, got {options.mode!r}")
    if options.unfolding not in UNFOLDINGS:
        raise BadInputError(f"--unfolding: expected one of {', '.join(UNFOLDINGS)}, got "
                            f"{options.unfolding!r}")
    if options.solver not in SOLVERS:
        raise BadInputError(f"--solver: expected one of {', '.join(SOLVERS)}, got "
                            f"{options.solver!r}")
    if options.partition not in PARTITIONS:
        raise BadInputError(f"--partition: expected one of {', '.join(PARTITIONS)}, got "
                            f"{options.partition!r}")
    if options.batch < 1:
        raise BadInputError(f"--batch: expected a positive number of inputs, got {options.batch}")
    if options.time_limit <= 0 or options.workers < 1:
        raise BadInputError(f"--time-limit and --workers: expected positive numbers, got "
                            f"{options.time_limit} and {options.workers}")
    hw = load_hwspec(hw_path)
    say("reading the model")
    graph = load_model(model_path, options.input_shape)
    lap("frontend_s")
    say("quantizing")
    calibration = _read_calibration(options.calibration) if options.calibration else None
    qgraph = quantize(graph, hw.precision.inputs, hw.precision.weights, calibration,
                      seed=options.seed)
    lap("quantize_s")
    matrices = layer_matrices(qgraph, hw, options.unfolding)
    if options.partition == "off" or fits_chip(qgraph, hw, matrices, options.mode):
        check_fits(matrices, hw)
        lap("arraygroups_s")
        return _compile_graph(Path(model_path), hw, options, qgraph, matrices, say, timings,
                              lap)
    lap("arraygroups_s")
    return _compile_partitioned(Path(model_path), hw, options, qgraph, matrices, say, timings,
                                lap)


def _compile_graph(model_path: Path, hw: HwSpec, options: Options, qgraph: QGraph,
                   matrices: dict[str, LayerMatrix], say: Callable[[str], None],
                   timings: dict[str, float], lap: Callable[[str], None]) -> Compiled:
    say(f"placing array groups ({options.solver})")
    others: list[tuple[Placement, Validation]] = []
    placement, stats, validation = place(qgraph, hw, matrices, options, say,
                                         others if options.mode == "ll" else None)
    lap("placement_s")
    if options.mode == "ll":
        from pimsolve.schedule.ll.scheduler import schedule_ll

        program = schedule_ll(qgraph, hw, matrices, placement, say)
        for index, (other, checked) in enumerate(others):
            say(f"low latency: scheduling plan {index + 2} of {len(others) + 1} within "
                f"{LL_SLACK:.0%} of the best objective")
            candidate = schedule_ll(qgraph, hw, matrices, other, say)
            if candidate.estimated_cycles < program.estimated_cycles:
                placement, validation, program = other, checked, candidate
                stats = replace(stats, objective=checked.objective, status=(
                    "OPTIMAL" if checked.objective == stats.bound else "FEASIBLE"),
                    gap=None if stats.bound is None else
                    (checked.objective - stats.bound) / checked.objective)
        if others:
            stats = replace(stats, how=f"{stats.how}; of the {len(others) + 1} plans within "
                            f"{LL_SLACK:.0%} of the best objective, the one the LL scheduler "
                            "finishes soonest")
        say("low latency: dealing the windows by the plan's shares")
        dealt = schedule_ll(qgraph, hw, matrices, placement, say, deal="plan")
        if dealt.estimated_cycles < program.estimated_cycles:
            program = dealt
    else:
        program = schedule_ht(qgraph, hw, matrices, placement, say)
    lap("schedule_s")
    return Compiled(model_path, hw, options, qgraph, matrices, placement, program, stats,
                    validation, timings)


def _compile_partitioned(model_path: Path, hw: HwSpec, options: Options, qgraph: QGraph,
                         matrices: dict[str, LayerMatrix], say: Callable[[str], None],
                         timings: dict[str, float], lap: Callable[[str], None]) -> Partitioned:
    """Weight replacement (pimsolve.solve.partition.plan): choose the cuts, then compile every
    partition as a model of its own, sharing what is left of --time-limit evenly."""
    from pimsolve.solve.partition.plan import plan_partitions, split_wide_layers, sub_qgraph

    say("partitioning: the model is larger than the chip")
    graph, mats, between = split_wide_layers(qgraph, hw, matrices, options.unfolding)
    plan = plan_partitions(graph, hw, mats, options.mode, options.batch,
                           PARTITION_SHARE * options.time_limit, options.workers, options.seed,
                           say, between, greedy=options.partition == "greedy")
    lap("partition_s")
    share = (1 - PARTITION_SHARE) * options.time_limit / len(plan.segments)
    parts = []
    for index, segment in enumerate(plan.segments):
        sub = sub_qgraph(graph, segment.start, segment.stop, plan.cuts)
        own = {layer.name: mats[layer.name] for layer in sub.layers if layer.name in mats}
        say(f"partition {index + 1} of {len(plan.segments)}: {len(sub.layers)} layers, "
            f"{segment.arrays} arrays")
        part_timings: dict[str, float] = {}
        parts.append(_compile_graph(model_path, hw, replace(options, time_limit=share), sub, own,
                                    say, part_timings, _lap_into(part_timings)))
        for key, value in part_timings.items():
            timings[key] = round(timings.get(key, 0.0) + value, 4)
    return Partitioned(model_path, hw, options, qgraph, plan, tuple(parts), timings)


def _lap_into(timings: dict[str, float]) -> Callable[[str], None]:
    """A stopwatch: ``lap(name)`` records the seconds since the previous lap under ``name``."""
    clock = time.perf_counter()

    def lap(name: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        timings[name] = round(now - clock, 4)
        clock = now
    return lap


# --- non-crossbar families (pimsolve.schedule.lower): layer-sequential primitive programs -------------

FAMILY_LAYER_S = 2.0  # tiling seconds per CONV/GEMM layer (at most --time-limit)


def takes_family_path(hw: HwSpec) -> bool:
    """Whether `map` lowers onto this hwspec through pimsolve.schedule.lower instead of the crossbar
    placement path; a family with no path yet is a clean error."""
    from pimsolve.schedule.lower import PATHS, supported
    from pimsolve.hwspec.model import Family

    family = hw.compute.family
    if family is Family.CROSSBAR:
        return False
    if not supported(family):
        raise BadInputError(f"{hw.source}: compute.family: `map` has no whole-network path for "
                            f"{family.value} yet; supported: crossbar, "
                            f"{', '.join(f.value for f in PATHS)} (`pimsolve tile` handles "
                            "single operators)")
    return True


def place(qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix], options: Options,
          say: Callable[[str], None], others: list | None = None
          ) -> tuple[Placement, SolveStats, Validation]:
    """Run the chosen placement solver; every result goes through the solver-free validator,
    whose objective is the one reported. ``others``, if given, receives the search's other
    plans (the GA's best and the heuristic seeds) within LL_SLACK of the best objective, as
    (placement, validation), each different from the answer."""
    from pimsolve.solve.placement.baseline import balance, first_fit
    from pimsolve.solve.budget import first_stop
    from pimsolve.solve.placement.cost import Evaluator, build_problem
    from pimsolve.solve.placement.heuristic import heuristic_plan
    from pimsolve.solve.placement.cpsat import Settings, plan_cycle, plan_from_placement, \
        plan_placement, solve_cpsat
    from pimsolve.solve.placement.validate import validate

    started = time.perf_counter()
    problem = build_problem(qgraph, hw, matrices, options.mode)
    evaluator = Evaluator(qgraph, hw, matrices)
    settings = Settings(options.time_limit, options.workers, options.seed)
    if options.solver in ("first-fit", "balance"):
        placement = (first_fit if options.solver == "first-fit" else balance)(matrices, hw)
        validation = validate(problem, evaluator, placement)
        stats = SolveStats(options.solver, "HEURISTIC", validation.objective, None, None,
                           time.perf_counter() - started, options.seed, 1, "no bound")
        return placement, stats, validation
    seeds = [heuristic_plan(problem)]
    converted = plan_from_placement(problem, balance(matrices, hw))
    if converted is not None:
        seeds.append(converted)
    from pimsolve.solve.placement.ga import solve_ga

    # both searches stop on work counts sized to end within the limit on a 2-core machine
    # (reproducible), or at the wall clock: the GA at its share of the limit, CP-SAT at the
    # limit, counted from the start of the placement (pimsolve.solve.budget). The GA that
    # warm-starts CP-SAT is the very run `--solver ga` makes, so CP-SAT never ends worse.
    generations = max(10, int(GA_GENERATIONS_PER_S * settings.time_limit))
    deadline = started + settings.time_limit
    share = replace(settings, time_limit=(GA_SHARE if options.solver == "cpsat" else 1.0)
                    * settings.time_limit)
    if options.solver == "ga":
        plan, stats = solve_ga(problem, share, seeds, say, generations=generations,
                               patience=generations // 2)
        if plan is None:
            raise InfeasibleError(f"--solver ga: no placement on {hw.name} to start from "
                                  "(no heuristic packs the cores within their arrays and local "
                                  "memory); hint: --solver cpsat searches the whole model")
    else:  # the better of the GA's best and the seeds warm-starts CP-SAT (and caps it)
        say("placement: genetic algorithm warm start")
        warm, ga_stats = solve_ga(problem, share, seeds, None, generations=generations,
                                  patience=generations // 2)
        say("placement: CP-SAT")
        rest = replace(settings, time_limit=CPSAT_SHARE * settings.time_limit)
        start = min((p for p in (warm, *seeds) if p is not None),
                    key=lambda p: plan_cycle(problem, p), default=None)
        plan, stats = solve_cpsat(problem, rest, start, deadline)
        stats = replace(stats, wall_s=time.perf_counter() - started,
                        stopped=first_stop(ga_stats.stopped, stats.stopped,
                                           proven=stats.status == "OPTIMAL"))
    placement = plan_placement(problem, plan, stats.solver)
    validation = validate(problem, evaluator, placement)
    if others is not None:
        kept = [placement.cores]
        for candidate in (warm, *seeds) if options.solver == "cpsat" else seeds:
            if candidate is None:
                continue
            alternative = plan_placement(problem, candidate, stats.solver)
            checked = validate(problem, evaluator, alternative)
            if alternative.cores not in kept and \
                    checked.objective <= (1 + LL_SLACK) * validation.objective:
                kept.append(alternative.cores)
                others.append((alternative, checked))
    return placement, stats, validation


def _read_calibration(path: Path) -> np.ndarray:
    data = load_npy(path, "calibration inputs of the model's input shape, stacked along the "
                    "batch")
    if data.dtype.kind not in "fiu":
        raise BadInputError(f"{path}: expected calibration inputs of numbers, got {data.dtype}")
    data = np.asarray(data, dtype=np.float64)
    if not np.isfinite(data).all():
        raise BadInputError(f"{path}: expected finite calibration inputs, got NaN or Inf")
    return data
