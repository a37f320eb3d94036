"""A sweep file: which models, which hwspec, which overrides of it, modes and solvers.

    schema_version: 1                       # optional
    models: [models/tiny_resnet.onnx, lenet5]   # files, or shipped models' names
    hwspec: hwspec/puma.yaml                # a file, or a shipped hwspec's name
    grid:                                   # every combination of these values...
      core.local_memory.bytes: [16384, 65536]
      core.arrays: [64, 128]
    # points:                               # ...or a list of override mappings instead
    #   - {core.arrays: 64}
    modes: [ht, ll]                         # default [ht]
    solvers: [cpsat]                        # default [cpsat]
    seed: 0                                 # default 0

It is read like a hwspec (the same strict YAML: no duplicate keys, no aliases) and checked
against :data:`SWEEP` written with the hwspec's field kinds, every problem reported at once
with its dotted path. The overrides themselves are checked per point, when the hwspec is
loaded with them: a bad one makes an error row, not a failed sweep.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pimsolve.errors import BadInputError, SpecError
from pimsolve.hwspec.expr import show
from pimsolve.hwspec.fields import Choice, Integer, Items, Section, Spec, Table, Text, Version
from pimsolve.hwspec.problems import Problems
from pimsolve.hwspec.strict_yaml import read_yaml
from pimsolve.pipeline import MODES
from pimsolve.safeload import read_text
from pimsolve.solve.placement.search import SOLVERS

WHAT = "sweep file"
PATH_RE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_\-]*(\[\d+\])*(\.[A-Za-z0-9_][A-Za-z0-9_\-]*(\[\d+\])*)*\Z")
MAX_POINTS = 100_000


@dataclass(frozen=True, kw_only=True)
class Value(Spec):
    """Any YAML value but null: an override's value, checked later against the hwspec."""

    def expected(self) -> str:
        return "a value"

    def plural(self) -> str:
        return "values"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if value is None:
            problems.add(path, "expected a value", "nothing (null)")
        return value


_PATH = Text(doc="a dotted path of a hwspec key, e.g. core.array.rows", pattern=PATH_RE,
             what="a dotted hwspec path like core.array.rows")

SWEEP = Section(doc="a sweep file", fields={
    "schema_version": Version(doc="version of this file format", version=1, default=1),
    "models": Items(doc="ONNX files, or shipped models' names", min_items=1,
                    item=Text(doc="a model")),
    "hwspec": Text(doc="the hwspec every point starts from: a file or a shipped name"),
    "grid": Table(doc="hwspec paths and the values each takes; every combination is a point",
                  key=_PATH, key_label="<path>", min_entries=1, default=None,
                  value=Items(doc="the values of that key", min_items=1,
                              item=Value(doc="a value"))),
    "points": Items(doc="override mappings, one per point", min_items=1, default=None,
                    item=Table(doc="one point's overrides", key=_PATH, key_label="<path>",
                               value=Value(doc="a value"))),
    "modes": Items(doc="scheduling modes", min_items=1, default=["ht"],
                   item=Choice(doc="a mode", choices=MODES)),
    "solvers": Items(doc="placement solvers", min_items=1, default=["cpsat"],
                     item=Choice(doc="a solver", choices=SOLVERS)),
    "seed": Integer(doc="seed of every random choice", minimum=0, maximum=2**31 - 1,
                    default=0),
})


@dataclass(frozen=True, slots=True)
class Sweep:
    """A checked sweep file: the override sets in declared order (a grid's last key varies
    fastest), and what each is combined with."""

    source: str
    models: tuple[str, ...]
    hwspec: str
    overrides: tuple[tuple[tuple[str, Any], ...], ...]
    modes: tuple[str, ...]
    solvers: tuple[str, ...]
    seed: int

    @property
    def size(self) -> int:
        return len(self.overrides) * len(self.models) * len(self.modes) * len(self.solvers)


def load_sweep(path: str | Path) -> Sweep:
    """Read and check a sweep file (a SpecError listing every problem)."""
    label = str(path)
    try:
        text = read_text(path, "a sweep YAML file")
    except BadInputError as err:
        raise SpecError([str(err)], WHAT) from None
    problems = Problems(label)
    data = read_yaml(text, problems)
    if not isinstance(data, Mapping):
        problems.add("", "expected a mapping with models, hwspec and grid or points",
                     "an empty file" if data is None else show(data),
                     "see docs/sweep.md for an example")
        raise SpecError(problems.items, WHAT)
    raw = SWEEP.check(data, "", problems)
    grid, points = raw.get("grid"), raw.get("points")
    if grid and points:
        problems.add("points", "expected grid or points, not both", "both",
                     "list the combinations under points, or use grid alone")
    if problems:
        raise SpecError(problems.items, WHAT)
    if grid:
        keys = list(grid)
        overrides = tuple(tuple(zip(keys, values))
                          for values in itertools.product(*(grid[k] for k in keys)))
    elif points:
        overrides = tuple(tuple(point.items()) for point in points)
    else:
        overrides = ((),)
    sweep = Sweep(label, tuple(raw["models"]), raw["hwspec"], overrides, tuple(raw["modes"]),
                  tuple(raw["solvers"]), raw["seed"])
    if sweep.size > MAX_POINTS:
        raise SpecError([f"{label}: expected at most {MAX_POINTS:,} points, got {sweep.size:,} "
                         "(overrides x models x modes x solvers); split the sweep"], WHAT)
    return sweep
