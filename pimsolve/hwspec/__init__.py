"""Hardware descriptions: a hwspec YAML file in, a validated :class:`HwSpec` out.

In: a YAML file with ``schema_version: 1`` (``hwspec/*.yaml``; ``hwspec/puma.yaml`` explains
every key, ``docs/hwspec.md`` is the reference). Out: a frozen :class:`HwSpec` holding the
PIMCOMP architecture template (chips, cores, arrays, memories, NoC, execution and
communication models), per-instruction latency/energy :class:`Formula` s, and the ARES
compute/memory abstraction with islpy maps. :func:`load_hwspec` reports every problem of a
file at once in one :class:`~pimsolve.errors.SpecError`.

Derived facts: :func:`matrix_capacity` (weight-matrix block one array holds, via islpy),
:func:`weight_capacity_bytes`, :func:`describe` (rows for ``pimsolve check``).

Reading a file: ``strict_yaml.py`` (YAML, duplicate keys), ``schema.py`` (the table of keys, written
with the kinds of ``fields.py``), ``sections.py`` (the meaning of costs, port, compute and its
families), ``derived.py`` (checks on the complete spec), ``loader.py`` (the passes in order);
``symbols.py`` holds the names formulas may use, ``problems.py`` the list every pass reports to,
``overrides.py`` the ``--set path=value`` changes applied to the document before pass 2.

To add a field: (1) add a row to the table in ``schema.py`` (type, range, unit, default, doc),
(2) read it into the dataclass in ``loader._build`` or the section's builder in ``sections.py``
(adding the field to ``model.py``), then document it in docs/hwspec.md (a unit test checks that
every schema key is documented).

To add a PIM family: (1) add its value to ``model.Family``; (2) write its ``compute:`` section
(equation, parallel/reduction dims, layouts with symbolic entries as ``parameters``) in a
hwspec file. If it needs a family-specific check or capacity rule, add it next to the crossbar
one in ``sections.build_compute`` / ``derived.check_derived`` and ``affine.describe``.
"""

from pimsolve.hwspec.affine import (
    describe,
    layout_capacity,
    layout_map,
    matrix_capacity,
    parse_equation,
    weight_capacity_bytes,
)
from pimsolve.hwspec.expr import Formula, FormulaError, parse_formula
from pimsolve.hwspec.loader import load_hwspec, resolve_hwspec, shipped_hwspecs
from pimsolve.hwspec.model import INSTRUCTION_SYMBOLS, HwSpec
from pimsolve.hwspec.overrides import Override, as_overrides, parse_override
from pimsolve.hwspec.symbols import HW_SYMBOLS

__all__ = [
    "HW_SYMBOLS",
    "INSTRUCTION_SYMBOLS",
    "Formula",
    "FormulaError",
    "HwSpec",
    "Override",
    "as_overrides",
    "describe",
    "layout_capacity",
    "layout_map",
    "load_hwspec",
    "matrix_capacity",
    "parse_equation",
    "parse_formula",
    "parse_override",
    "resolve_hwspec",
    "shipped_hwspecs",
    "weight_capacity_bytes",
]
