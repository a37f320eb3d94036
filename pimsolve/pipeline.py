"""The compiler as one straight line: model + hwspec -> verified per-core programs.

    load_model -> quantize -> layer_matrices -> placement -> schedule -> Solution
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from pimsolve.bind.arraygroups import LayerMatrix, check_fits, layer_matrices
from pimsolve.errors import BadInputError
from pimsolve.hwspec import load_hwspec
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.qgraph import QGraph
from pimsolve.schedule.ht import Program, schedule_ht
from pimsolve.solve.baseline import Placement, balance, first_fit

MODES = ("ht", "ll")
SOLVERS = {"first-fit": first_fit, "balance": balance}


@dataclass(frozen=True, slots=True)
class Options:
    mode: str = "ht"
    solver: str = "balance"
    seed: int = 0
    input_shape: tuple[int, ...] | None = None
    calibration: Path | None = None


@dataclass(frozen=True, slots=True)
class Compiled:
    model_path: Path
    hw: HwSpec
    options: Options
    qgraph: QGraph
    matrices: dict[str, LayerMatrix]
    placement: Placement
    program: Program
    timings: dict[str, float] = field(default_factory=dict)


def compile_model(model_path: str | Path, hw_path: str | Path, options: Options,
                  progress: Callable[[str], None] | None = None) -> Compiled:
    from pimsolve.frontend import load_model
    from pimsolve.quantize import quantize

    say = progress or (lambda _msg: None)
    timings: dict[str, float] = {}
    clock = time.perf_counter()

    def lap(name: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        timings[name] = round(now - clock, 4)
        clock = now

    if options.mode not in MODES:
        raise BadInputError(f"--mode: expected one of {', '.join(MODES)}, got {options.mode!r}")
    if options.solver not in SOLVERS:
        raise BadInputError(f"--solver: expected one of {', '.join(SOLVERS)}, got "
                            f"{options.solver!r}")
    hw = load_hwspec(hw_path)
    say("reading the model")
    graph = load_model(model_path, options.input_shape)
    lap("frontend_s")
    say("quantizing")
    calibration = _read_calibration(options.calibration) if options.calibration else None
    qgraph = quantize(graph, hw.precision.inputs, hw.precision.weights, calibration,
                      seed=options.seed)
    lap("quantize_s")
    matrices = layer_matrices(qgraph, hw)
    check_fits(matrices, hw)
    lap("arraygroups_s")
    say(f"placing array groups ({options.solver})")
    placement = SOLVERS[options.solver](matrices, hw)
    lap("placement_s")
    if options.mode == "ll":
        from pimsolve.schedule.ll import schedule_ll

        program = schedule_ll(qgraph, hw, matrices, placement, say)
    else:
        program = schedule_ht(qgraph, hw, matrices, placement, say)
    lap("schedule_s")
    return Compiled(Path(model_path), hw, options, qgraph, matrices, placement, program, timings)


def _read_calibration(path: Path) -> np.ndarray:
    try:
        data = np.load(path, allow_pickle=False)
    except (OSError, ValueError) as exc:
        raise BadInputError(f"{path}: not a readable .npy array ({exc}); expected calibration "
                            "inputs of the model's input shape, stacked along the batch") from None
    return np.asarray(data, dtype=np.float64)
