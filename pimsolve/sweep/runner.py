"""Running a sweep's points where they run, storing each as it finishes, resuming.

* **Local** (default): ``jobs`` processes of a ``concurrent.futures.ProcessPoolExecutor``
  started by forkserver (spawn where there is none); ``jobs=1`` maps in this process.
* **Ray** (``ray_address``: a cluster's address, or ``local`` for a new local instance): each
  point a Ray task asking for ``TASK_CPUS`` CPU and ``TASK_MEMORY_BYTES`` of memory. ray is
  the optional ``ray`` extra, imported only here.

Every point uses one CP-SAT worker (``WORKERS``), so ``jobs`` processes use ``jobs`` cores and
a point's answer does not depend on where it ran. A finished point is written at once to
``<out>/points/<key>.json`` (atomically); a point whose file exists is not run again, so an
interrupted sweep resumes where it stopped. Error rows of an internal error are not stored (a
resume runs them again). ``results.csv`` and ``results.jsonl`` are rewritten, in the sweep's
declared order, as points finish.
"""

from __future__ import annotations

import json
import multiprocessing
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pimsolve.errors import BadInputError
from pimsolve.fileio import write_atomic
from pimsolve.sweep.points import (INTERNAL, Point, error_row, expand, run_point, with_point)
from pimsolve.sweep.results import csv_text, jsonl_text, with_pareto
from pimsolve.sweep.spec import Sweep

WORKERS = 1  # CP-SAT workers per point
MAX_JOBS = 64
TASK_CPUS = 1  # a Ray task's num_cpus
TASK_MEMORY_BYTES = 2**30  # a Ray task's memory hint: what mapping a 224x224 network takes
POINTS = "points"
RAY_HINT = "pip install 'pimsolve[ray]'"

Done = Callable[[Point, dict[str, Any]], None]


@dataclass(frozen=True, slots=True)
class Outcome:
    """The rows in declared order (``pareto`` column included), and how many points ran now
    and how many were found stored."""

    rows: list[dict[str, Any]]
    ran: int
    resumed: int


def check_backend(jobs: int, ray_address: str | None) -> None:
    """Before any work: --jobs in 1..MAX_JOBS, not with --ray; ray importable for --ray."""
    if not 1 <= jobs <= MAX_JOBS:
        raise BadInputError(f"--jobs: expected an integer in 1..{MAX_JOBS}, got {jobs}")
    if ray_address is None:
        return
    if jobs != 1:
        raise BadInputError("--jobs and --ray: choose one (a Ray cluster schedules the points "
                            "on its own CPUs)")
    if not ray_address.strip():
        raise BadInputError("--ray: expected a cluster address (ray://host:10001, auto) or "
                            "local, got ''")
    import importlib.util

    if importlib.util.find_spec("ray") is None:
        raise BadInputError(f"--ray: needs ray, which is not installed; hint: {RAY_HINT}")


def run_sweep(sweep: Sweep, out: Path, *, jobs: int = 1, ray_address: str | None = None,
              verify: bool = False, time_limit: float = 60.0,
              progress: Callable[..., None] | None = None) -> Outcome:
    """Run every point of ``sweep`` not stored in ``out`` yet (module docstring)."""
    check_backend(jobs, ray_address)
    say = progress or (lambda _message, done=None: None)
    if out.exists() and not out.is_dir():
        raise BadInputError(f"--out {out}: a file; expected a folder for the sweep's results")
    points = expand(sweep, time_limit=time_limit, verify=verify, workers=WORKERS)
    rows: dict[int, dict[str, Any]] = {}
    todo = []
    resumed = 0
    for point in points:
        stored = _stored(out, point)
        if stored is not None:
            rows[point.index] = with_point(stored, point)
            resumed += 1
        elif point.error:  # known before running: not stored, cheap to find again
            rows[point.index] = run_point(point)
        else:
            todo.append(point)
    say(f"{resumed} of {len(points)} points stored, {len(todo)} to run", len(rows))
    _write_results(out, points, rows)

    def done(point: Point, row: dict[str, Any]) -> None:
        rows[point.index] = row
        if not row.get("error", "").startswith(INTERNAL):
            write_atomic(_point_file(out, point), json.dumps(row, sort_keys=True, indent=1) + "\n")
        _write_results(out, points, rows)
        outcome = row.get("error") or row.get("status")
        say(f"#{point.index} {point.model} {point.mode} {point.solver} "
            f"{row['overrides']}: {outcome}", len(rows))

    if ray_address is not None:
        run_ray(todo, ray_address, done)
    else:
        run_local(todo, jobs, done)
    ordered = [rows[p.index] for p in points]
    return Outcome(with_pareto(ordered), len(todo), resumed)


def run_local(points: Sequence[Point], jobs: int, done: Done) -> None:
    """Each point in this process (``jobs`` 1) or in a pool of ``jobs`` processes."""
    if jobs == 1:
        for point in points:
            done(point, run_point(point))
        return
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=context)
    try:
        futures = {pool.submit(run_point, point): point for point in points}
        for future in as_completed(futures):
            point = futures[future]
            try:
                row = future.result()
            except Exception as exc:  # noqa: BLE001 - a worker that died: this point's row
                row = error_row(point, f"{INTERNAL}: the worker process failed "
                                       f"({type(exc).__name__}: {exc})")
            done(point, row)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def run_ray(points: Sequence[Point], address: str, done: Done) -> None:
    """Each point a Ray task on the cluster at ``address`` (``local``: a new local instance;
    an instance this process already started is used as it is)."""
    import ray

    started_here = not ray.is_initialized()
    if started_here:
        ray.init(address=address, include_dashboard=False, log_to_driver=False,
                 configure_logging=False)
    task = ray.remote(num_cpus=TASK_CPUS, memory=TASK_MEMORY_BYTES, max_retries=0)(run_point)
    pending = {task.remote(point): point for point in points}
    try:
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            for ref in ready:
                point = pending.pop(ref)
                try:
                    row = ray.get(ref)
                except Exception as exc:  # noqa: BLE001 - a failed task: this point's row
                    row = error_row(point, f"{INTERNAL}: the Ray task failed "
                                           f"({type(exc).__name__}: {' '.join(str(exc).split())})")
                done(point, row)
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)
        if started_here:
            ray.shutdown()


def _point_file(out: Path, point: Point) -> Path:
    return out / POINTS / f"{point.key}.json"


def _stored(out: Path, point: Point) -> dict[str, Any] | None:
    """The stored row of ``point``, or None (absent, unreadable or another point's)."""
    path = _point_file(out, point)
    if not path.is_file():
        return None
    try:
        row = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return row if isinstance(row, dict) and row.get("key") == point.key else None


def _write_results(out: Path, points: Sequence[Point], rows: dict[int, dict[str, Any]]) -> None:
    """results.csv and results.jsonl of the rows found so far, in declared order."""
    ordered = with_pareto([rows[p.index] for p in points if p.index in rows])
    write_atomic(out / "results.csv", csv_text(ordered))
    write_atomic(out / "results.jsonl", jsonl_text(ordered))
