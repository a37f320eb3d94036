"""A sweep's points and what one point does.

:func:`expand` lists the points of a :class:`~pimsolve.sweep.spec.Sweep` in declared order
(override sets x models x modes x solvers), each with its key: the SHA-256 of the model file's
bytes, the effective hwspec's canonical text (pimsolve.hwspec.overrides.canonical_text), the
options and pimsolve's version. A point whose model or hwspec cannot be read carries its error
already. :func:`run_point` maps one point as ``pimsolve map`` does (pimsolve.api.map_into, in a
temporary folder) and returns its row (pimsolve.sweep.results.COLUMNS), an error row when the
mapping fails; it runs in a pool process or a Ray task, so it takes and returns plain values.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pimsolve import __version__
from pimsolve.errors import (EXIT_BAD_INPUT, EXIT_INFEASIBLE, EXIT_MISMATCH, PimsolveError,
                             SpecError)
from pimsolve.safeload import MAX_MODEL_BYTES, read_bytes
from pimsolve.solve.budget import CLOCK
from pimsolve.sweep.spec import Sweep

KEY_CHARS = 16  # of the SHA-256's hex digits: a point's key and its stored file's name
ERROR_KINDS = {EXIT_BAD_INPUT: "bad input", EXIT_INFEASIBLE: "infeasible",
               EXIT_MISMATCH: "mismatch"}
INTERNAL = "internal error"  # an error row of this kind is not stored: a resume runs it again


@dataclass(frozen=True, slots=True)
class Point:
    """One mapping of a sweep: plain values only (it crosses to worker processes)."""

    index: int  # 1-based, in the sweep's declared order
    key: str
    model: str  # as the sweep file names it
    model_path: str
    hwspec: str
    overrides: tuple[tuple[str, Any], ...]
    mode: str
    solver: str
    seed: int
    time_limit: float
    workers: int
    verify: bool
    error: str = ""  # known before running: the row is an error row


def expand(sweep: Sweep, *, time_limit: float, verify: bool, workers: int = 1) -> list[Point]:
    """Every point of ``sweep`` in declared order, keyed (module docstring)."""
    from pimsolve.shipped import resolve_model

    models: dict[str, tuple[str, str, str]] = {}  # name -> (path, sha256, error)
    for name in sweep.models:
        path = resolve_model(name)
        try:
            digest = hashlib.sha256(read_bytes(path, "an ONNX model", MAX_MODEL_BYTES)
                                    ).hexdigest()
            models[name] = (str(path), digest, "")
        except PimsolveError as exc:
            from pimsolve.zoo import MODELS

            hint = f"; hint: build it with `pimsolve zoo {name}` and name models/zoo/{name}.onnx" \
                if name in MODELS else ""
            models[name] = (str(path), "", _error_text(exc) + hint)
    points = []
    for overrides in sweep.overrides:
        canonical, hw_error = _effective(sweep.hwspec, overrides)
        for name in sweep.models:
            path, digest, model_error = models[name]
            for mode in sweep.modes:
                for solver in sweep.solvers:
                    options = {"mode": mode, "solver": solver, "seed": sweep.seed,
                               "time_limit": time_limit, "workers": workers, "verify": verify}
                    key = point_key(digest or f"unreadable {name}", canonical, options)
                    points.append(Point(len(points) + 1, key, name, path, sweep.hwspec,
                                        overrides, mode, solver, sweep.seed, time_limit,
                                        workers, verify, model_error or hw_error))
    return points


def point_key(model_sha256: str, hwspec_canonical: str, options: dict[str, Any]) -> str:
    text = json.dumps({"model_sha256": model_sha256, "hwspec": hwspec_canonical,
                       "options": options, "pimsolve": __version__}, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:KEY_CHARS]


def _effective(hwspec: str, overrides: tuple[tuple[str, Any], ...]) -> tuple[str, str]:
    """The effective hwspec's canonical text (or, when the file cannot be read, the overrides'
    own) and the error of loading it ("" when it loads)."""
    from pimsolve.hwspec import as_overrides, load_hwspec
    from pimsolve.hwspec.loader import read_document
    from pimsolve.hwspec.overrides import canonical_text

    canonical = ""
    try:
        changes = as_overrides(dict(overrides))
        canonical = canonical_text(read_document(hwspec, changes)[2])
        load_hwspec(hwspec, changes)
        return canonical, ""
    except PimsolveError as exc:
        return canonical or canonical_text({"hwspec": hwspec, "overrides": [
            list(o) for o in overrides]}), _error_text(exc)


def _error_text(exc: BaseException) -> str:
    """``<kind>: <message>`` on one line (a SpecError's problems joined by ``; ``)."""
    if isinstance(exc, SpecError):
        message = "; ".join(exc.problems)
    else:
        message = " ".join(str(exc).split())
    if isinstance(exc, PimsolveError):
        return f"{ERROR_KINDS.get(exc.exit_code, INTERNAL)}: {message}"
    return f"{INTERNAL}: {type(exc).__name__}: {message}"


def base_row(point: Point) -> dict[str, Any]:
    """The columns that say which point a row is (pimsolve.sweep.results.COLUMNS)."""
    return {"index": point.index, "key": point.key, "model": point.model,
            "overrides": json.dumps(dict(point.overrides), separators=(", ", ": ")),
            "mode": point.mode, "solver": point.solver}


def error_row(point: Point, error: str) -> dict[str, Any]:
    return {**base_row(point), "status": "ERROR", "error": error}


def run_point(point: Point) -> dict[str, Any]:
    """Map ``point`` as ``pimsolve map [--verify]`` does and return its row; any error is the
    row's ``error``. ``compile_s`` (the only timing) is the point's wall time."""
    started = time.perf_counter()
    if point.error:
        return error_row(point, point.error)
    try:
        row = {**base_row(point), **_mapped_row(point)}
    except (KeyboardInterrupt, SystemExit):
        raise
    except Exception as exc:  # noqa: BLE001 - every failure of a point is that point's row
        row = error_row(point, _error_text(exc))
    row["compile_s"] = round(time.perf_counter() - started, 3)
    return row


def _mapped_row(point: Point) -> dict[str, Any]:
    from pimsolve.api import map_into, predicted_metrics
    from pimsolve.hwspec import load_hwspec
    from pimsolve.pipeline import Options
    from pimsolve.safeload import read_text

    hw = load_hwspec(point.hwspec, dict(point.overrides))
    options = Options(mode=point.mode, solver=point.solver, seed=point.seed,
                      time_limit=point.time_limit, workers=point.workers)
    with tempfile.TemporaryDirectory(prefix="pimsolve-sweep-") as tmp:
        folder = Path(tmp) / "solution"
        mapped = map_into(folder, Path(point.model_path), hw, options, verify=point.verify)
        summary = json.loads(read_text(folder / "summary.json", "summary.json"))
        verify_file = folder / "verify.json"
        verification = json.loads(read_text(verify_file, "verify.json")) \
            if verify_file.is_file() else None
    predicted = predicted_metrics(mapped.compiled) if point.verify else summary["metrics"]
    return figures(summary, predicted, verification, mapped.compiled.hw.total_arrays)


def figures(summary: dict[str, Any], predicted: dict[str, Any],
            verification: dict[str, Any] | None, total_arrays: int) -> dict[str, Any]:
    """A row's figures from what ``map`` writes: summary.json's solver, metrics and traffic,
    verify.json's check, and ``predicted`` (the metrics map writes without --verify)."""
    solver, metrics = summary["solver"], summary["metrics"]
    row: dict[str, Any] = {
        "status": solver.get("status"), "objective": solver.get("objective"),
        "bound": solver.get("bound"), "gap": solver.get("gap"),
        "predicted_latency_s": predicted.get("latency_s"),
        "predicted_throughput_per_s": predicted.get("throughput_per_s"),
        "energy_j": metrics.get("energy_j"),
    }
    if verification is not None:
        row.update(simulated_latency_s=metrics.get("latency_s"),
                   simulated_throughput_per_s=metrics.get("throughput_per_s"),
                   bit_exact=verification.get("bit_exact"))
    stops = [block.get("stopped_by") for block in (
        solver, *(part.get("solver", {}) for part in summary.get("partitions", ())))]
    stops = [stop for stop in stops if stop]
    if stops:  # the wall clock, when it ended any search, else what ended the first
        row["stopped_by"] = CLOCK if CLOCK in stops else stops[0]
    if metrics.get("array_utilization") is not None:
        row["arrays_used"] = round(metrics["array_utilization"] * total_arrays)
    traffic = summary.get("traffic")
    if traffic:
        row["bytes_moved"] = (traffic["global_read_bytes"] + traffic["global_write_bytes"] +
                              traffic["noc_bytes"])
    return row


def with_point(row: dict[str, Any], point: Point) -> dict[str, Any]:
    """A stored row under the point that found it again (its name in this sweep file)."""
    return {**row, **base_row(point)}
