"""Design-space exploration: ``pimsolve sweep`` maps models onto variants of a hwspec.

In: a sweep file (:mod:`~pimsolve.sweep.spec`: models, a hwspec, a grid or a list of overrides
of its keys, modes, solvers). Out: one row per point (override set x model x mode x solver)
with the solver's certificate and the figures ``map`` writes (:mod:`~pimsolve.sweep.results`:
``results.csv``, ``results.jsonl``, ``pareto.svg``), each point stored as it finishes under its
key so that an interrupted sweep resumes (:mod:`~pimsolve.sweep.runner`, which runs the points
in a local process pool or on a Ray cluster; :mod:`~pimsolve.sweep.points` is what one point
does). docs/sweep.md describes the command.

To add a column: compute it in ``points.figures`` from summary.json / verify.json, add it to
``results.COLUMNS`` (name and unit) and to docs/sweep.md. To add a key of the sweep file: a row
of ``spec.SWEEP`` and a field of ``spec.Sweep``.
"""

from pimsolve.sweep.results import COLUMNS
from pimsolve.sweep.runner import Outcome, run_sweep
from pimsolve.sweep.spec import Sweep, load_sweep

__all__ = ["COLUMNS", "Outcome", "Sweep", "load_sweep", "run_sweep"]
