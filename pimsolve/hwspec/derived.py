"""The last pass over a hwspec, on a complete :class:`~pimsolve.hwspec.model.HwSpec`.

:func:`with_isl_maps` builds every layout's islpy map at the spec's own precisions;
:func:`check_derived` then checks what needs every number of the file: the stationary
operand's capacity in one array (islpy), layouts that give every bit its own cell, family
formulas evaluated at the spec's precisions, and every cost formula at two sample points.
"""

from __future__ import annotations

import math
from dataclasses import replace
from types import MappingProxyType

from pimsolve.hwspec import affine
from pimsolve.hwspec.expr import Formula, show
from pimsolve.hwspec.model import INSTRUCTION_SYMBOLS, Family, HwSpec
from pimsolve.hwspec.problems import Problems
from pimsolve.hwspec.symbols import ACCUMULATOR_SYMBOL


def with_isl_maps(hw: HwSpec) -> HwSpec:
    """The same spec with every layout's isl_map built at the spec's own precisions."""
    values = affine.compute_symbol_values(hw)
    layouts = {name: replace(layout, isl_map=affine.layout_map(layout, values))
               for name, layout in hw.compute.layouts.items()}
    return replace(hw, compute=replace(hw.compute, layouts=MappingProxyType(layouts)))


def _sample_points(hw: HwSpec) -> list[dict[str, int]]:
    small = dict.fromkeys(INSTRUCTION_SYMBOLS, 1) | {"hops": 0, "offchip": 0}
    typical = {"len": 256, "bytes": 512, "ibiw": hw.precision.inputs, "obiw": hw.precision.outputs,
               "mbiw": hw.precision.weights, "rows": hw.core.array.rows, "cols": hw.core.array.cols,
               "arrays": hw.core.arrays, "hops": 8, "offchip": 1}
    return [small, typical]


def check_derived(hw: HwSpec, problems: Problems) -> None:
    """Record the problems only a complete spec shows: capacities, layouts, formula values."""
    compute = hw.compute
    path = f"compute.layout.{compute.stationary}"
    try:
        if compute.family is Family.CROSSBAR:
            rows, cols = affine.matrix_capacity(hw, hw.precision.weights)
            if rows < 1 or cols < 1:
                problems.add(path, f"expected a layout that fits at least one {hw.precision.weights}-bit "
                             f"weight in a {hw.core.array.rows}×{hw.core.array.cols} array",
                             f"a capacity of {rows} rows × {cols} cols")
        elif compute.layouts[compute.stationary].isl_map is not None:
            capacity = affine.layout_capacity(hw, compute.stationary, affine.compute_symbol_values(hw))
            if min(capacity.values(), default=0) < 1:
                problems.add(path, "expected a layout that fits at least one element in an array",
                             f"a capacity of {capacity}")
    except affine.LayoutError as err:
        problems.add(path, "expected a layout whose capacity islpy can derive", str(err))
    for name, layout in compute.layouts.items():
        if layout.isl_map is not None and not layout.isl_map.is_injective():
            problems.add(f"compute.layout.{name}", "expected a layout that puts every bit in its own "
                         "cell", "one that maps two bits to the same address")
    _check_family_formulas(hw, problems)
    for which, table in (("latency", hw.costs.latency), ("energy", hw.costs.energy)):
        for key, formula in table.items():
            for point in _sample_points(hw):
                try:
                    value = formula.evaluate(point)
                except (ArithmeticError, ValueError, OverflowError) as err:
                    value, note = math.nan, f"{type(err).__name__}: {err}"
                else:
                    note = ""
                if not (math.isfinite(value) and value >= 0):
                    problems.add(f"costs.{which}.{key}", "expected a formula with a finite, "
                                 "non-negative value", f"{note or value} at " +
                                 ", ".join(f"{k}={v}" for k, v in point.items()), repr(formula.text))
                    break


def _check_family_formulas(hw: HwSpec, problems: Problems) -> None:
    """Family formulas must give finite, non-negative numbers at the spec's own precisions."""
    values: dict[str, float] = dict(hw.precision.symbols())
    checks: list[tuple[str, Formula, bool]] = []  # (path, formula, must be a positive integer)
    compute = hw.compute
    if compute.bit_serial is not None:
        spec = compute.bit_serial
        checks += [("compute.bit_serial.accumulator_bits", spec.accumulator_bits, True),
                   ("compute.bit_serial.scratch_cells", spec.scratch_cells, False)]
        checks += [(f"compute.bit_serial.latency.{op}", f, False) for op, f in spec.latency.items()]
        checks += [(f"compute.bit_serial.energy.{op}", f, False)
                   for op, f in (spec.energy or {}).items()]
    if compute.near_memory is not None:
        checks += [(f"compute.near_memory.latency.{op}", f, False)
                   for op, f in compute.near_memory.latency.items()]
    if compute.crossbar is not None:
        checks.append(("compute.crossbar.write_latency", compute.crossbar.write_latency, False))
        if compute.crossbar.write_energy is not None:
            checks.append(("compute.crossbar.write_energy", compute.crossbar.write_energy, False))
    sample = {**values, "rows": hw.core.array.rows, "cols": hw.core.array.cols, "bytes": 512}
    for path, formula, whole in checks:
        try:
            if whole:
                value = formula.evaluate(sample)
            else:
                acc = compute.bit_serial.accumulator_bits.evaluate(sample) \
                    if compute.bit_serial is not None else 0
                value = formula.evaluate({**sample, ACCUMULATOR_SYMBOL: acc})
        except (ArithmeticError, ValueError, OverflowError, KeyError) as err:
            value, note = math.nan, f"{type(err).__name__}: {err}"
        else:
            note = ""
        if whole and not (math.isfinite(value) and value >= 1 and float(value).is_integer()):
            problems.add(path, "expected a formula with a positive whole value", f"{note or show(value)} "
                         f"at weight_bits={values['weight_bits']}, input_bits={values['input_bits']}",
                         repr(formula.text))
        elif not whole and not (math.isfinite(value) and value >= 0):
            problems.add(path, "expected a formula with a finite, non-negative value",
                         f"{note or show(value)} at weight_bits={values['weight_bits']}, "
                         f"input_bits={values['input_bits']}", repr(formula.text))
