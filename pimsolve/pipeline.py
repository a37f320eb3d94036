"""The compiler as one straight line, for every PIM family:

    front half (load_model -> quantize)          -> QGraph                 front_half
    crossbar:  layer_matrices -> placement (or partition + placement per part)
               -> HT/LL list scheduling            -> Program              Compiled | Partitioned
    near-memory, logic PUM: tiling per CONV/GEMM layer
               -> lowering to the family's primitives -> PnmProgram | PumProgram  FamilyCompiled
    digital PIM: PIM-DL's layout decision for the network
               -> each layout lowered to bit-serial operations -> PumProgram    FamilyCompiled

The hwspec is loaded once (``compile_model`` takes a loaded HwSpec or a path); the decisions
live in pimsolve.solve, the lowering in pimsolve.schedule; solution folders are written by
pimsolve.report from what this returns, and reloaded through ``front_half``.
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
from pimsolve.isa.families import PnmProgram, PumProgram
from pimsolve.safeload import load_npy
from pimsolve.schedule.ht.scheduler import schedule_ht
from pimsolve.schedule.program import Program
from pimsolve.solve.layout.decide import MAP_MODES as LAYOUT_MODES
from pimsolve.solve.layout.decide import LayoutDecision
from pimsolve.solve.partition.objective import OBJECTIVES
from pimsolve.solve.partition.plan import METHODS, PartitionPlan
from pimsolve.solve.partition.segments import fits_chip
from pimsolve.solve.placement.placement import Placement
from pimsolve.solve.placement.search import NEAR_BEST, SOLVERS, PlacementResult, place
from pimsolve.solve.placement.validate import Validation
from pimsolve.solve.stats import SolveStats
from pimsolve.solve.tiling.network import LayerSettings, LayerTiling

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
PARTITIONS = ("auto", *METHODS, "off")  # auto: cpsat
PARTITION_SHARE = 0.1  # of --time-limit for choosing the partitions (the rest places them)
REFINE_ROUNDS = 8  # at most, of --refine


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
    partition: str = "auto"  # weight replacement when the model does not fit: the method that
    # chooses the partitions (pimsolve.solve.partition.plan.METHODS; auto: cpsat); "off": exit 3
    batch: int = 16  # inputs per weight replacement of a partitioned model (HT mode)
    objective: str = "throughput"  # of the partition decision: throughput or edp
    refine: bool = False  # re-plan with the chosen partitions' simulated figures (refine_plan)
    layout_mode: str = "auto"  # digital PIM: PIM-DL's static or hybrid mode (auto: static if
    # the network fits the chip; pimsolve.solve.layout.decide)


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


@dataclass(frozen=True, slots=True)
class FamilyCompiled:
    """A near-memory, logic-PUM or digital-PIM target: every CONV/GEMM layer tiled, the
    network lowered to the family's primitives, layer after layer."""

    model_path: Path
    hw: HwSpec
    options: Options
    qgraph: QGraph
    settings: LayerSettings
    tilings: dict[str, LayerTiling]  # ARES tiling per layer (empty for digital PIM's layouts)
    program: PnmProgram | PumProgram
    timings: dict[str, float] = field(default_factory=dict)
    layouts: LayoutDecision | None = None  # digital PIM: PIM-DL's layout decision

    @property
    def seed(self) -> int:
        return self.options.seed

    @property
    def calibration(self) -> Path | None:
        return self.options.calibration


def front_half(model_path: str | Path, hw: HwSpec, *, input_shape: tuple[int, ...] | None = None,
               calibration: Path | None = None, seed: int = 0,
               say: Callable[[str], None] | None = None,
               lap: Callable[[str], None] | None = None) -> QGraph:
    """ONNX model -> verified fixed-point graph at the hwspec's precisions (every command and
    solution reloading build their graph here)."""
    from pimsolve.frontend import load_model
    from pimsolve.quantize import quantize

    say = say or (lambda _msg: None)
    lap = lap or (lambda _name: None)
    say("reading the model")
    graph = load_model(model_path, input_shape)
    lap("frontend_s")
    say("quantizing")
    data = _read_calibration(calibration) if calibration else None
    qgraph = quantize(graph, hw.precision.inputs, hw.precision.weights, data, seed=seed)
    lap("quantize_s")
    return qgraph


def as_hwspec(hw: HwSpec | str | Path) -> HwSpec:
    """``hw`` itself, or the hwspec loaded from the path or shipped name ``hw``."""
    return hw if isinstance(hw, HwSpec) else load_hwspec(hw)


@collector_paused()
def compile_model(model_path: str | Path, hw: HwSpec | str | Path, options: Options,
                  progress: Callable[[str], None] | None = None
                  ) -> Compiled | Partitioned | FamilyCompiled:
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
    if options.objective not in OBJECTIVES:
        raise BadInputError(f"--objective: expected one of {', '.join(OBJECTIVES)}, got "
                            f"{options.objective!r}")
    if options.layout_mode not in LAYOUT_MODES:
        raise BadInputError(f"--layout-mode: expected one of {', '.join(LAYOUT_MODES)}, got "
                            f"{options.layout_mode!r}")
    if options.batch < 1:
        raise BadInputError(f"--batch: expected a positive number of inputs, got {options.batch}")
    if options.time_limit <= 0 or options.workers < 1:
        raise BadInputError(f"--time-limit and --workers: expected positive numbers, got "
                            f"{options.time_limit} and {options.workers}")
    check_numbers(options.time_limit, options.seed, options.workers)
    hw = as_hwspec(hw)
    family = takes_family_path(hw)
    qgraph = front_half(model_path, hw, input_shape=options.input_shape,
                        calibration=options.calibration, seed=options.seed, say=say, lap=lap)
    if family:
        return _compile_family(Path(model_path), hw, options, qgraph, say, timings, lap)
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
    found = place(qgraph, hw, matrices, mode=options.mode, solver=options.solver,
                  time_limit=options.time_limit, workers=options.workers, seed=options.seed,
                  say=say, alternatives=options.mode == "ll")
    lap("placement_s")
    if options.mode == "ll":
        placement, stats, validation, program = _soonest_ll(qgraph, hw, matrices, found, say)
    else:
        placement, stats, validation = found.placement, found.stats, found.validation
        program = schedule_ht(qgraph, hw, matrices, placement, say)
    lap("schedule_s")
    return Compiled(model_path, hw, options, qgraph, matrices, placement, program, stats,
                    validation, timings)


def _soonest_ll(qgraph: QGraph, hw: HwSpec, matrices: dict[str, LayerMatrix],
                found: PlacementResult, say: Callable[[str], None]
                ) -> tuple[Placement, SolveStats, Validation, Program]:
    """LL's choice among near-optimal plans: the LL objective is the pipeline cycle plus a fill,
    not a latency model (docs/formulation.md), so the answer and every alternative the search
    found within NEAR_BEST of its objective are scheduled, and the plan whose program the LL
    scheduler finishes soonest is kept (its validated objective reported); then the windows
    are dealt by the plan's shares too, and the sooner of the two programs kept."""
    from pimsolve.schedule.ll.scheduler import schedule_ll

    placement, stats, validation = found.placement, found.stats, found.validation
    others = found.alternatives
    program = schedule_ll(qgraph, hw, matrices, placement, say)
    for index, (other, checked) in enumerate(others):
        say(f"low latency: scheduling plan {index + 2} of {len(others) + 1} within "
            f"{NEAR_BEST:.0%} of the best objective")
        candidate = schedule_ll(qgraph, hw, matrices, other, say)
        if candidate.estimated_cycles < program.estimated_cycles:
            placement, validation, program = other, checked, candidate
            stats = replace(stats, objective=checked.objective, status=(
                "OPTIMAL" if checked.objective == stats.bound else "FEASIBLE"),
                gap=None if stats.bound is None else
                (checked.objective - stats.bound) / checked.objective)
    if others:
        stats = replace(stats, how=f"{stats.how}; of the {len(others) + 1} plans within "
                        f"{NEAR_BEST:.0%} of the best objective, the one the LL scheduler "
                        "finishes soonest")
    say("low latency: dealing the windows by the plan's shares")
    dealt = schedule_ll(qgraph, hw, matrices, placement, say, deal="plan")
    if dealt.estimated_cycles < program.estimated_cycles:
        program = dealt
    return placement, stats, validation, program


def _compile_partitioned(model_path: Path, hw: HwSpec, options: Options, qgraph: QGraph,
                         matrices: dict[str, LayerMatrix], say: Callable[[str], None],
                         timings: dict[str, float], lap: Callable[[str], None]) -> Partitioned:
    """Weight replacement (pimsolve.solve.partition.plan): choose the cuts, then compile every
    partition as a model of its own, sharing what is left of --time-limit evenly."""
    from pimsolve.solve.partition.segments import candidates, split_wide_layers

    say("partitioning: the model is larger than the chip")
    graph, mats, between = split_wide_layers(qgraph, hw, matrices, options.unfolding)
    found = candidates(graph, hw, mats, options.mode, options.batch, between, say)
    plan = _plan(found, hw, options, say)
    lap("partition_s")
    compiled: dict[tuple[int, int], Compiled] = {}
    if options.refine:
        plan = refine_plan(model_path, hw, options, qgraph, found, plan, say, compiled, {})
        lap("refine_s")
    return compile_plan(model_path, hw, options, qgraph, plan, say, timings, compiled)


def _plan(found, hw: HwSpec, options: Options, say: Callable[[str], None]) -> PartitionPlan:
    from pimsolve.solve.partition.plan import plan_partitions

    return plan_partitions(found.qgraph, hw, found.matrices, options.mode, options.batch,
                           PARTITION_SHARE * options.time_limit, options.workers, options.seed,
                           say, method=partition_method(options.partition),
                           objective=options.objective, found=found)


def refine_plan(model_path: Path, hw: HwSpec, options: Options, qgraph: QGraph, found,
                plan: PartitionPlan, say: Callable[[str], None],
                compiled: dict[tuple[int, int], Compiled], measured: dict,
                limit: float | None = None) -> PartitionPlan:
    """``--refine``: compile partitions, measure each on the simulator
    (pimsolve.verify.measure_partition), cost them by what was measured and choose again.
    The first round measures the chosen chain, COMPASS's two baselines' chains (greedy,
    layerwise) and its GA's; each later round the chain chosen with every measured figure known, until
    it holds only measured partitions, REFINE_ROUNDS rounds passed, or ``limit`` seconds
    (--time-limit) have (the round under way finishes). The estimates are close to lower
    bounds of the measured figures, so a partition they flattered is measured and dropped,
    and one they judge fairly stays. Returns the fully measured chain with the best measured
    objective (never worse on the simulator than the first choice, either baseline or the GA's).
    ``measured``: figures known before, by (start, stop); the new ones are added."""
    from pimsolve.errors import InfeasibleError
    from pimsolve.solve.partition.baselines import greedy_chain, layerwise_chain
    from pimsolve.solve.partition.objective import Objective, chain_segments
    from pimsolve.verify import measure_partition

    started = time.perf_counter()
    goal = Objective.of(options.objective, hw)
    runs = 1 if options.mode == "ll" else options.batch
    best: list = []  # [value, plan, where it came from]

    def measure(chain: list[int], round_: int, source: str) -> bool:
        """Measure the chain's partitions not measured yet, keep it if best; whether any
        partition was new."""
        keys = list(zip(chain, chain[1:]))
        fresh = [k for k in keys if k not in measured]
        if fresh:
            segments = tuple(found.segments[k] for k in keys)
            partitioned = compile_plan(model_path, hw, options, qgraph,
                                       replace(plan, segments=segments), say,
                                       compiled=compiled)
            for key, part in zip(keys, partitioned.parts):
                if key in fresh:
                    say(f"refining (round {round_}, {source}): simulating the partition "
                        f"{part.qgraph.layers[0].name}…{part.qgraph.layers[-1].name}")
                    measured[key] = measure_partition(part)
        exact = found.with_measured(measured).for_batch(runs)
        value = goal.value(chain_segments(exact, chain))
        if not best or value < best[0]:
            best[:] = [value, replace(plan, segments=tuple(exact.segments[k] for k in keys)),
                       source]
        return bool(fresh)

    def chain_of(p: PartitionPlan) -> list[int]:
        return [p.segments[0].start, *(x.stop for x in p.segments)]

    measure(chain_of(plan), 1, "the first choice")
    for source, baseline in (("greedy", greedy_chain), ("layerwise", layerwise_chain)):
        try:
            measure(list(baseline(found)), 1, source)
        except InfeasibleError:  # layerwise needs a cut before every weight layer
            pass
    # COMPASS's GA chain too: on the cost model it can tie the choice and still simulate faster
    measure(chain_of(_plan(found, hw, replace(options, partition="ga"), say)), 1,
            "COMPASS's GA")
    settled = False
    for round_ in range(2, REFINE_ROUNDS + 1):
        if time.perf_counter() - started > (limit or options.time_limit):
            break
        plan = _plan(found.with_measured(measured), hw, options, say)
        if not measure(chain_of(plan), round_, "re-chosen"):
            settled = plan.stats.status == "OPTIMAL"  # chosen knowing all its figures
            break
    value, chosen, source = best
    how = (f"{chosen.stats.how}; refined: {len(measured)} partitions compiled and simulated, "
           f"the best fully simulated chain kept ({source})"
           + (" (optimal over the simulated and estimated costs)" if settled else ""))
    stats = replace(chosen.stats, status="HEURISTIC", objective=int(round(value)), bound=None,
                    gap=None, how=how, wall_s=time.perf_counter() - started +
                    chosen.stats.wall_s)
    return replace(chosen, stats=stats)


def compile_plan(model_path: Path, hw: HwSpec, options: Options, qgraph: QGraph,
                 plan: PartitionPlan, say: Callable[[str], None],
                 timings: dict[str, float] | None = None,
                 compiled: dict[tuple[int, int], Compiled] | None = None) -> Partitioned:
    """Compile every partition of ``plan`` as a model of its own, with its weight writes,
    sharing what is left of --time-limit evenly. ``compiled``: partitions compiled before, by
    (start, stop) of the same split graph, reused (and the new ones added)."""
    from pimsolve.ir.rewrite import sub_qgraph

    timings = {} if timings is None else timings
    compiled = {} if compiled is None else compiled
    share = (1 - PARTITION_SHARE) * options.time_limit / len(plan.segments)
    parts = []
    for index, segment in enumerate(plan.segments):
        key = (segment.start, segment.stop)
        if key not in compiled:
            sub = sub_qgraph(plan.qgraph, segment.start, segment.stop, plan.cuts)
            own = {x.name: plan.matrices[x.name] for x in sub.layers if x.name in plan.matrices}
            say(f"partition {index + 1} of {len(plan.segments)}: {len(sub.layers)} layers, "
                f"{segment.arrays} arrays")
            part_timings: dict[str, float] = {}
            part = _compile_graph(model_path, hw, replace(options, time_limit=share), sub, own,
                                  say, part_timings, _lap_into(part_timings))
            compiled[key] = replace(part, program=with_weight_writes(part.program, hw, sub))
            for name, value in part_timings.items():
                timings[name] = round(timings.get(name, 0.0) + value, 4)
        parts.append(compiled[key])
    return Partitioned(model_path, hw, options, qgraph, plan, tuple(parts), timings)


def with_weight_writes(program: Program, hw: HwSpec, qgraph: QGraph) -> Program:
    """``program`` as a weight-replacement phase: with the ``wwr`` program that writes its
    array groups from global memory first (pimsolve.codegen.writes)."""
    from pimsolve.codegen.writes import emit_weight_writes

    writes = emit_weight_writes(program.groups, program.gmem_size, qgraph.weight_bits,
                                hw.core.registers)
    if writes.end > hw.global_memory.bytes:
        raise InfeasibleError(
            f"the weights of a partition ({len(writes.image):,} bytes) do not fit global "
            f"memory after its activations ({program.gmem_size:,} bytes of "
            f"{hw.global_memory.bytes:,}); hint: more global_memory.bytes")
    return replace(program, writes=writes)


def partition_method(partition: str) -> str:
    """The partition method an Options.partition value names (auto: cpsat)."""
    return "cpsat" if partition == "auto" else partition


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


def _compile_family(model_path: Path, hw: HwSpec, options: Options, qgraph: QGraph,
                    say: Callable[[str], None], timings: dict[str, float],
                    lap: Callable[[str], None]) -> FamilyCompiled:
    """Tiling per CONV/GEMM layer (FAMILY_LAYER_S seconds each at most), then the family's
    lowering (docs/families.md)."""
    from pimsolve.hwspec.model import Family
    from pimsolve.schedule.lower import lower_network
    from pimsolve.solve.tiling.network import tile_network

    settings = LayerSettings(min(FAMILY_LAYER_S, options.time_limit), options.workers,
                             options.seed)
    if hw.compute.family is Family.DIGITAL_PIM:
        return _compile_layouts(model_path, hw, options, qgraph, settings, say, timings, lap)
    tilings = tile_network(qgraph, hw, settings, say)
    lap("tiling_s")
    program = lower_network(qgraph, hw, tilings, say)
    lap("lowering_s")
    return FamilyCompiled(model_path, hw, options, qgraph, settings, tilings, program, timings)


def _compile_layouts(model_path: Path, hw: HwSpec, options: Options, qgraph: QGraph,
                     settings: LayerSettings, say: Callable[[str], None],
                     timings: dict[str, float], lap: Callable[[str], None]) -> FamilyCompiled:
    """Digital PIM: PIM-DL's layout decision for the whole network (--time-limit bounds
    CP-SAT's search; the DP is exact), then each layer's layout lowered to row-parallel
    bit-serial operations (docs/layout.md)."""
    from pimsolve.schedule.lower.layout import lower_layouts
    from pimsolve.solve.layout.decide import decide_network
    from pimsolve.solve.layout.space import layer_shapes, layout_machine

    say("enumerating the layouts of every CONV/GEMM layer")
    decision = decide_network(layer_shapes(qgraph), layout_machine(hw), options.layout_mode,
                              options.time_limit, options.workers, options.seed, say,
                              hw.core.blocks, hw.core.arrays)
    lap("layouts_s")
    program = lower_layouts(qgraph, hw, decision.layers(), say)
    lap("lowering_s")
    return FamilyCompiled(model_path, hw, options, qgraph, settings, {}, program, timings,
                          decision)


def takes_family_path(hw: HwSpec) -> bool:
    """Whether `map` lowers onto this hwspec through pimsolve.schedule.lower instead of the crossbar
    placement path; a family with no path yet is a clean error."""
    from pimsolve.hwspec.model import Family
    from pimsolve.schedule.lower import PATHS, supported

    family = hw.compute.family
    if family is Family.CROSSBAR:
        return False
    if not supported(family):
        raise BadInputError(f"{hw.source}: compute.family: `map` has no whole-network path for "
                            f"{family.value} yet; supported: crossbar, "
                            f"{', '.join(f.value for f in PATHS)} (`pimsolve tile` handles "
                            "single operators)")
    return True


def _read_calibration(path: Path) -> np.ndarray:
    data = load_npy(path, "calibration inputs of the model's input shape, stacked along the "
                    "batch")
    if data.dtype.kind not in "fiu":
        raise BadInputError(f"{path}: expected calibration inputs of numbers, got {data.dtype}")
    data = np.asarray(data, dtype=np.float64)
    if not np.isfinite(data).all():
        raise BadInputError(f"{path}: expected finite calibration inputs, got NaN or Inf")
    return data
