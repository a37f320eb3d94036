"""How the CP-SAT searches spend ``--time-limit``: a reproducible budget under a wall-clock cap.

A search stops at whichever comes first:

* a **deterministic-time budget** (CP-SAT's work units, with the workers interleaved), so the
  same inputs and seed give the same answer run to run and machine to machine;
* a **wall-clock stop**: the placement passes the end of ``--time-limit`` (counted from its
  start) as each search's cap and the partition plan its share, so the limit holds on any
  machine; the tiler caps a search at a few times its share (``SAFETY``).

The budget is the search's share of the limit in seconds times ``per_s`` work units per
second; ``DET_PER_S`` is what CP-SAT does per wall-clock second with two interleaved workers
on the ResNet-18 placements (2 cores, model building included), at the low end, so on such a
machine the budget ends the search before the clock does. On a slower or loaded machine the
clock comes first: the search then reports ``stopped_by: wall clock``, and its answer may
differ from run to run.

In the interleaved search every full-problem subsolver takes turns in chunks of one work unit,
and its first turn (loading the model and following the hint) is not bounded. The subsolvers
that solve a linear relaxation at every node pay most for that; where that relaxation is weak,
a *lean* search (``lean=True``) keeps one of them (``default_lp``) and leaves out the others
(``EXTRA_LP_SUBSOLVERS``), so its budget goes to the LP-free and neighbourhood searches.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import functools
import time
from collections.abc import Callable, Iterator
from typing import Any

from ortools.sat.python import cp_model

from pimsolve import interrupts

DET_PER_S = 0.35  # CP-SAT deterministic-time units per wall-clock second (2 workers)
MIN_DET = 0.05  # the smallest budget given to a search
MIN_WALL_S = 0.5  # the shortest wall-clock cap given to a search
SAFETY = 3  # the wall-clock safety stops, in multiples of a search's share of the limit

COMPLETE = "search complete"
BUDGET = "deterministic budget"
CLOCK = "wall clock"
WALL_MODE = "time limit (wall-clock mode)"  # a search asked to stop on the clock
# CP-SAT's full-problem subsolvers that solve a linear relaxation at every node, but for
# default_lp (names of CP-SAT 9.x; a name a version does not have is ignored)
EXTRA_LP_SUBSOLVERS = ("max_lp", "max_lp_sym", "quick_restart", "reduced_costs", "pseudo_costs",
                       "lb_tree_search", "objective_lb_search", "probing", "probing_max_lp",
                       "objective_shaving_max_lp")


def configure(solver: Any, seconds: float, cap_s: float, workers: int, seed: int,
              per_s: float = DET_PER_S, lean: bool = False) -> None:
    """Give a ``cp_model.CpSolver`` the budget of ``seconds`` of search (``per_s`` work units
    per second) and a wall-clock cap of ``cap_s`` seconds; ``lean`` leaves out the
    ``EXTRA_LP_SUBSOLVERS``."""
    params = solver.parameters
    params.interleave_search = True
    params.num_workers = workers
    params.random_seed = seed
    params.max_deterministic_time = max(MIN_DET, per_s * seconds)
    params.max_time_in_seconds = max(MIN_WALL_S, cap_s)
    if lean:
        params.ignore_subsolvers.extend(EXTRA_LP_SUBSOLVERS)


REPORT_EVERY_S = 1.0  # the most often a search's best and bound are reported
_reporters: list[Callable[[str], None]] = []


@contextlib.contextmanager
def reporting(report: Callable[[str], None]) -> Iterator[None]:
    """While inside, the searches :func:`run_search` is told the name of (``what``) report
    their best objective and bound to ``report`` as they improve, at most once every
    ``REPORT_EVERY_S`` (the command line's progress). Only where the search runs on the
    worker thread (pimsolve.interrupts installed): the main thread reports."""
    _reporters.append(report)
    try:
        yield
    finally:
        _reporters.pop()


class _Best(cp_model.CpSolverSolutionCallback):
    """The objective of the latest solution and the bound at that moment."""

    def __init__(self) -> None:
        super().__init__()
        self.best: tuple[float, float] | None = None

    def on_solution_callback(self) -> None:
        self.best = (self.ObjectiveValue(), self.BestObjectiveBound())


def run_search(solver: Any, model: Any, what: str | None = None) -> int:
    """``solver.Solve(model)``. On the command line (pimsolve.interrupts), on a worker thread
    while the main thread waits, so that Ctrl-C and SIGTERM reach Python during the search:
    they stop the search (``StopSearch``) and the interrupt is raised again once it has
    ended. (CP-SAT's own SIGINT handler, which would end the search and let the run go on as
    if the budget had run out, is switched off there; with it off, some searches run to
    their wall-clock cap instead of their work budget, measured on the pattern probes, so
    a caller that handles signals itself keeps it.) One worker thread serves every search:
    starting a thread per search cost more than the packing probes' small searches. A search
    named by ``what`` reports its progress inside :func:`reporting`."""
    if not interrupts.installed():
        return solver.Solve(model)
    solver.parameters.catch_sigint_signal = False
    report = _reporters[-1] if what and _reporters else None
    best = _Best() if report else None
    future = _worker().submit(solver.Solve, model, best)
    shown, last = None, time.perf_counter()
    try:
        while True:
            try:
                return future.result(timeout=0.05)
            except concurrent.futures.TimeoutError:
                if best is None or best.best == shown or \
                        time.perf_counter() - last < REPORT_EVERY_S:
                    continue
                shown, last = best.best, time.perf_counter()
                report(f"{what}: best {shown[0]:,.0f}, bound {shown[1]:,.0f}")
    except BaseException:
        solver.StopSearch()
        concurrent.futures.wait([future])
        raise


@functools.cache
def _worker() -> concurrent.futures.ThreadPoolExecutor:
    return concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="cp-sat")


def stopped_by(solver: Any, complete: bool) -> str:
    """What ended a search configured by :func:`configure`: ``search complete`` when it
    proved its answer (or infeasibility), else whichever limit it came closer to. (CP-SAT
    stops a little short of either limit when its next piece of work would not fit, so the
    nearer one is the one that stopped it.)"""
    if complete:
        return COMPLETE
    response, params = solver.ResponseProto(), solver.parameters
    spent = response.deterministic_time / params.max_deterministic_time
    elapsed = response.wall_time / params.max_time_in_seconds
    # at the cap, the clock may have cut a step that had run past the budget: not reproducible
    return CLOCK if elapsed >= 0.99 or elapsed > spent else BUDGET


def first_stop(*stops: str, proven: bool = False) -> str:
    """How a chain of searches ended: the clock if any one of them ran into it, else complete
    when the chain's answer is ``proven`` optimal or every search completed."""
    if CLOCK in stops:
        return CLOCK
    if proven or all(s == COMPLETE for s in stops if s):
        return COMPLETE
    return BUDGET


def clock_note(stopped: str) -> str:
    """What a user should know when the clock stopped a search (else nothing)."""
    if stopped != CLOCK:
        return ""
    return ("; a wall-clock safety stop ended a search before its reproducible budget, so "
            "another run may return a different answer (a busy machine?)")


__all__ = ["BUDGET", "CLOCK", "COMPLETE", "DET_PER_S", "EXTRA_LP_SUBSOLVERS", "SAFETY",
           "WALL_MODE", "clock_note", "configure", "first_stop", "run_search", "stopped_by"]
