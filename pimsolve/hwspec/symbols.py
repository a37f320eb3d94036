"""The names a hwspec formula may use, and the checks of formulas and chosen names against them.

:data:`HW_SYMBOLS` are read from the file itself (``cores``, ``array_rows``, ...) and replaced
by their values when it is loaded; :data:`PRECISION_SYMBOLS` stay in family formulas, which are
evaluated at an operator's bits. Constants, compute symbols, parameters and dimensions chosen
by the author must not take a reserved name (:data:`RESERVED_NAMES`, and :data:`ISL_RESERVED`
for what becomes part of an islpy map).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from pimsolve.hwspec.expr import FUNCTIONS, Formula, FormulaError, parse_formula
from pimsolve.hwspec.model import INSTRUCTION_SYMBOLS
from pimsolve.hwspec.problems import INVALID, Problems, join_path

PRECISION_SYMBOLS = ("weight_bits", "input_bits", "output_bits")
ACCUMULATOR_SYMBOL = "accumulator_bits"  # bit-serial latency formulas may use it
WRITE_SYMBOLS = ("rows", "cols", "bytes")  # compute.crossbar.write_{latency,energy} may use them
ISL_RESERVED = frozenset({"and", "or", "not", "mod", "floor", "ceil", "min", "max", "exists",
                          "implies", "infty", "NaN", "true", "false", "domain", "range"})


def _at(*keys: str) -> Callable[[Mapping[str, Any]], Any]:
    def get(raw: Mapping[str, Any]) -> Any:
        value: Any = raw
        for key in keys:
            value = value[key]
        return value
    return get


def _product(*getters: Callable[[Mapping[str, Any]], Any]) -> Callable[[Mapping[str, Any]], Any]:
    return lambda raw: math.prod(g(raw) for g in getters)


# Hardware symbols every formula may use; the loader substitutes their values, so loaded cost
# formulas only use INSTRUCTION_SYMBOLS. name -> (meaning, how to read it from the file).
HW_SYMBOLS: dict[str, tuple[str, Callable[[Mapping[str, Any]], Any]]] = {
    "chips": ("chips in total", _product(_at("chips", "x"), _at("chips", "y"))),
    "cores": ("cores in total", _product(_at("chips", "x"), _at("chips", "y"),
                                         _at("cores_per_chip", "x"), _at("cores_per_chip", "y"))),
    "arrays_per_core": ("core.arrays", _at("core", "arrays")),
    "array_rows": ("core.array.rows", _at("core", "array", "rows")),
    "array_cols": ("core.array.cols", _at("core", "array", "cols")),
    "cell_bits": ("core.array.cell_bits", _at("core", "array", "cell_bits")),
    "vector_units": ("core.vector.units", _at("core", "vector", "units")),
    "vector_width": ("core.vector.width", _at("core", "vector", "width")),
    "vector_lanes": ("core.vector.units × core.vector.width",
                     _product(_at("core", "vector", "units"), _at("core", "vector", "width"))),
    "local_bytes": ("core.local_memory.bytes", _at("core", "local_memory", "bytes")),
    "local_bandwidth": ("core.local_memory.bandwidth", _at("core", "local_memory", "bandwidth")),
    "global_bytes": ("global_memory.bytes", _at("global_memory", "bytes")),
    "global_bandwidth": ("global_memory.bandwidth", _at("global_memory", "bandwidth")),
    "hop_latency": ("noc.hop_latency", _at("noc", "hop_latency")),
    "link_bandwidth": ("noc.link_bandwidth", _at("noc", "link_bandwidth")),
    "offchip_latency": ("noc.offchip_latency", _at("noc", "offchip_latency")),
    "offchip_bandwidth": ("noc.offchip_bandwidth", _at("noc", "offchip_bandwidth")),
    "clock_hz": ("clock_hz", _at("clock_hz")),
}
RESERVED_NAMES = frozenset(INSTRUCTION_SYMBOLS) | frozenset(HW_SYMBOLS) | frozenset(PRECISION_SYMBOLS) \
    | frozenset(FUNCTIONS)


def hw_values(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Values of HW_SYMBOLS that could be read (the others are left out)."""
    values: dict[str, Any] = {}
    for name, (_, get) in HW_SYMBOLS.items():
        try:
            value = get(raw)
        except (KeyError, TypeError):
            continue
        if value is not INVALID and value is not None and not isinstance(value, (dict, list)):
            values[name] = value
    return values


def parse_at(problems: Problems, path: str, source: Any, allowed: frozenset[str]) -> Formula | None:
    """The formula at ``path`` over the ``allowed`` symbols; None (its problem recorded) if it
    does not parse, and None when the value was missing or already invalid."""
    if source is INVALID or source is None:
        return None
    try:
        return parse_formula(source, allowed)
    except FormulaError as err:
        problems.add_formula(path, err)
        return None


def check_names(problems: Problems, path: str, names: list[str] | Mapping[str, Any], taken: set[str],
                what: str) -> None:
    """Record every name of ``names`` that is already ``taken``."""
    for name in names:
        if name in taken:
            problems.add(join_path(path, name) if isinstance(names, Mapping) else path,
                         f"expected a {what} name not already used", repr(name),
                         "it is a built-in symbol, function or dimension; pick another name")
