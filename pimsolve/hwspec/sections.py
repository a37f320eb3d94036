"""The meaning of a hwspec's sections: costs, the global-memory port, compute and its families.

Each builder reads one cleaned section (the output of ``SCHEMA.check``), parses its formulas
over the symbols that section may use, checks what the schema's shapes cannot (the compute
equation against its dimensions, layouts against their operands, sources against the inputs,
a family section against ``compute.family``), records every problem, and returns the parsed
pieces, or None when something it needs is missing. :func:`finish_compute` turns the compute
pieces into the :class:`~pimsolve.hwspec.model.ComputeAbstraction`.

To add a PIM family's section: its row in :data:`FAMILY_SECTIONS` and a builder called from
:func:`build_families`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from pimsolve.hwspec import affine
from pimsolve.hwspec.expr import Formula, show
from pimsolve.hwspec.model import (
    INSTRUCTION_SYMBOLS,
    BitSerialSpec,
    BlockArraySpec,
    ComputeAbstraction,
    CrossbarSpec,
    Family,
    Interconnect,
    NearMemorySpec,
    OperandLayout,
    PortSpec,
    Source,
)
from pimsolve.hwspec.problems import INVALID, Problems, join_path
from pimsolve.hwspec.schema import BIT_SERIAL_OPS, DEFAULT_KEY, NEAR_MEMORY_OPS
from pimsolve.hwspec.symbols import (ACCUMULATOR_SYMBOL, HW_SYMBOLS, ISL_RESERVED, PRECISION_SYMBOLS,
                                     RESERVED_NAMES, WRITE_SYMBOLS, check_names, parse_at)
from pimsolve.isa.spec import OpClass

# Which compute section goes with which families.
FAMILY_SECTIONS: dict[str, tuple[Family, ...]] = {
    "bit_serial": (Family.LOGIC_PUM, Family.DIGITAL_PIM),
    "near_memory": (Family.NEAR_MEMORY,),
    "crossbar": (Family.CROSSBAR,),
}


# costs --------------------------------------------------------------------------------------

def build_port(raw: Any, constants: Mapping[str, Any], known: Mapping[str, Any],
               problems: Problems) -> PortSpec | None:
    """global_memory.port: formulas over the instruction symbols, like the costs."""
    port = raw.get("port") if isinstance(raw, Mapping) else None
    if not isinstance(port, Mapping):
        return None
    allowed = frozenset(INSTRUCTION_SYMBOLS) | frozenset(HW_SYMBOLS) | frozenset(constants)
    parsed = {name: parse_at(problems, f"global_memory.port.{name}", port.get(name), allowed)
              for name in ("read", "write", "read_arrival", "write_arrival")}
    if any(f is None for f in parsed.values()):
        return None
    return PortSpec(**{name: f.substitute(known) for name, f in parsed.items()})


def build_costs(raw: Any, constants: Mapping[str, Any], problems: Problems
                ) -> tuple[dict[str, Formula], dict[str, Formula]] | None:
    if not isinstance(raw, Mapping):
        return None
    allowed = frozenset(INSTRUCTION_SYMBOLS) | frozenset(HW_SYMBOLS) | frozenset(constants)
    tables: list[dict[str, Formula]] = []
    for which in ("latency", "energy"):
        entries = raw.get(which)
        if not isinstance(entries, Mapping):
            tables.append({})
            continue
        path = f"costs.{which}"
        parsed = {key: parse_at(problems, join_path(path, key), text, allowed)
                  for key, text in entries.items()}
        table = {k: f for k, f in parsed.items() if f is not None}
        default = table.pop(DEFAULT_KEY, None)
        missing = [c.value for c in OpClass if c.value not in entries]
        if missing and DEFAULT_KEY not in entries:
            problems.add(path, "expected an entry for every instruction class (or a 'default')",
                         "none for " + ", ".join(missing), "add them or a 'default' entry")
        if default is not None:
            for c in missing:
                table[c] = default
        tables.append(table)
    if len(tables[0]) + len(tables[1]) == 0:
        return None
    return tables[0], tables[1]


# core.blocks --------------------------------------------------------------------------------

def build_blocks(raw: Any, problems: Problems) -> BlockArraySpec | None:
    """core.blocks: the grid must hold exactly core.arrays blocks, and a bus (only a bus) says
    how many blocks share a channel, a whole number of channels."""
    blocks = raw.get("blocks") if isinstance(raw, Mapping) else None
    if not isinstance(blocks, Mapping):
        return None
    rows, cols, arrays = blocks.get("rows"), blocks.get("cols"), raw.get("arrays")
    ok = not any(v is INVALID for v in blocks.values())
    if ok and arrays not in (None, INVALID) and rows * cols != arrays:
        problems.add("core.blocks", f"expected rows x cols = core.arrays ({arrays})",
                     f"{rows} x {cols} = {rows * cols}",
                     "the grid places every array of the core as one block: change "
                     "core.blocks.rows and core.blocks.cols with core.arrays")
        ok = False
    per = blocks.get("blocks_per_channel")
    kind = blocks.get("interconnect")
    path = "core.blocks.blocks_per_channel"
    if kind == Interconnect.BUS.value and per is None:
        problems.add(path, "expected a positive integer with interconnect bus",
                     "nothing (the key is missing)", "say how many blocks share one channel")
        ok = False
    elif kind != Interconnect.BUS.value and kind is not INVALID and per is not None:
        problems.add(path, "expected this key only with interconnect bus", f"interconnect {kind}",
                     "remove it")
        ok = False
    elif ok and per is not None and (rows * cols) % per:
        problems.add(path, f"expected a divisor of the {rows * cols} blocks", str(per),
                     "every channel serves the same number of blocks")
        ok = False
    if not ok:
        return None
    return BlockArraySpec(rows=rows, cols=cols, interconnect=Interconnect(kind),
                          link_bits=blocks["link_bits"], router_latency=blocks["router_latency"],
                          wire_latency=blocks["wire_latency"], blocks_per_channel=per)


# compute ------------------------------------------------------------------------------------

def build_compute(raw: Any, constants: Mapping[str, Any], problems: Problems) -> dict[str, Any] | None:
    """Check the compute section's meaning; returns parsed pieces for finish_compute."""
    if not isinstance(raw, Mapping):
        return None
    ok = True
    equation = None
    if isinstance(raw.get("equation"), str):
        try:
            equation = affine.parse_equation(raw["equation"])
        except ValueError as err:
            problems.add("compute.equation", f"expected an equation like {affine.EQUATION_EXAMPLE!r}",
                         show(raw["equation"]), str(err))
    parallel = raw.get("parallel") if isinstance(raw.get("parallel"), list) else None
    reduction = raw.get("reduction") if isinstance(raw.get("reduction"), list) else None
    if equation is not None and parallel is not None and reduction is not None:
        ok &= _check_dims(equation, parallel, reduction, problems)
    else:
        ok = False

    taken = set(RESERVED_NAMES) | set(constants) | {affine.BIT_DIM}
    if equation is not None:
        taken |= set(equation.dims)
        check_names(problems, "compute.equation", list(equation.dims), set(RESERVED_NAMES) |
                    set(constants) | {affine.BIT_DIM} | ISL_RESERVED, "dimension")
    symbol_allowed = frozenset(HW_SYMBOLS) | frozenset(constants) | frozenset(PRECISION_SYMBOLS)
    symbols_raw = raw.get("symbols") if isinstance(raw.get("symbols"), Mapping) else {}
    check_names(problems, "compute.symbols", symbols_raw, taken, "symbol")
    symbols = {name: parse_at(problems, f"compute.symbols.{name}", text, symbol_allowed)
               for name, text in symbols_raw.items()}
    parameters = [p for p in raw.get("parameters") or [] if p is not INVALID] \
        if isinstance(raw.get("parameters"), list) else []
    check_names(problems, "compute.parameters", parameters, taken | set(symbols), "parameter")

    stationary = raw.get("stationary")
    if equation is not None and isinstance(stationary, str) and stationary not in equation.inputs:
        problems.add("compute.stationary", "expected an input operand of the equation (" +
                     ", ".join(equation.inputs) + ")", show(stationary))
        ok = False

    layouts: dict[str, Any] = {}
    layouts_raw = raw.get("layout") if isinstance(raw.get("layout"), Mapping) else {}
    entry_allowed = frozenset(symbols) | frozenset(parameters) | frozenset(HW_SYMBOLS) | \
        frozenset(constants)
    cells_allowed = frozenset(symbols) | symbol_allowed
    operands = dict(equation.operands) if equation is not None else {}
    for operand, layout in layouts_raw.items():
        path = f"compute.layout.{operand}"
        if equation is not None and operand not in operands:
            problems.add(path, "expected an operand of the equation (" + ", ".join(operands) + ")",
                         f"unknown operand {operand!r}")
            ok = False
            continue
        if not isinstance(layout, Mapping):
            ok = False
            continue
        layouts[operand] = _check_layout(path, operand, layout, operands.get(operand), entry_allowed,
                                         cells_allowed, taken | set(symbols) | set(parameters), problems)
        ok &= layouts[operand] is not None
    if equation is not None and isinstance(stationary, str) and stationary in operands \
            and stationary not in layouts_raw:
        problems.add("compute.layout", f"expected a layout for the stationary operand {stationary!r}",
                     "none", f"add compute.layout.{stationary}")
        ok = False
    family = raw.get("family")
    if ok and family == Family.CROSSBAR.value and equation is not None and \
            isinstance(stationary, str) and stationary in operands:
        dims = operands[stationary]
        n_par = sum(d in parallel for d in dims)
        n_red = sum(d in reduction for d in dims)
        if (n_par, n_red) != (1, 1):
            problems.add("compute.stationary", "expected a crossbar's stationary operand to have one "
                         "parallel and one reduction dimension", f"{stationary}{list(dims)}")
            ok = False
    if not ok or any(f is None for f in symbols.values()):
        return None
    return {"raw": raw, "equation": equation, "symbols": symbols, "parameters": tuple(parameters),
            "layouts": layouts}


def _check_dims(equation: affine.Equation, parallel: list[Any], reduction: list[Any],
                problems: Problems) -> bool:
    ok = True
    declared = [d for d in parallel + reduction if d is not INVALID]
    for dim in sorted(set(parallel) & set(reduction)):
        problems.add("compute.reduction", "expected dimensions that are not also parallel", repr(dim))
        ok = False
    for dim in equation.dims:
        if dim not in declared:
            problems.add("compute.equation", "expected every dimension to be listed in compute.parallel "
                         "or compute.reduction", f"{dim!r} in neither")
            ok = False
    for key, dims in (("parallel", parallel), ("reduction", reduction)):
        for dim in dims:
            if dim is not INVALID and dim not in equation.dims:
                problems.add(f"compute.{key}", "expected dimensions of the equation (" +
                             ", ".join(equation.dims) + ")", f"unknown dimension {dim!r}")
                ok = False
    out_dims = dict(equation.operands)[equation.output]
    if set(out_dims) != set(parallel):
        problems.add("compute.equation", f"expected the output {equation.output} to be indexed by "
                     "exactly the parallel dimensions (" + ", ".join(map(str, parallel)) + ")",
                     f"{equation.output}{list(out_dims)}")
        ok = False
    return ok


def _check_layout(path: str, operand: str, raw: Mapping[str, Any], dims: tuple[str, ...] | None,
                  entry_allowed: frozenset[str], cells_allowed: frozenset[str], taken: set[str],
                  problems: Problems) -> dict[str, Any] | None:
    ok = True
    space = raw.get("space") if isinstance(raw.get("space"), list) else None
    matrix = raw.get("matrix") if isinstance(raw.get("matrix"), list) else None
    if space is not None and len(set(space)) != len(space):
        problems.add(f"{path}.space", "expected distinct address dimensions", show(space))
        ok = False
    entries: list[list[Formula | None]] = []
    if matrix is not None:
        for i, row in enumerate(matrix):
            row_path = join_path(f"{path}.matrix", i)
            if not isinstance(row, list):
                ok = False
                continue
            if dims is not None and len(row) != len(dims) + 1:
                problems.add(row_path, f"expected {len(dims) + 1} entries (one per dimension of "
                             f"{operand}[{', '.join(dims)}] and one for b)", f"{len(row)}: {show(row)}")
                ok = False
            entries.append([parse_at(problems, join_path(row_path, j), e, entry_allowed)
                            for j, e in enumerate(row)])
        if space is not None and len(matrix) != len(space):
            problems.add(f"{path}.matrix", f"expected {len(space)} rows (one per address dimension "
                         f"{', '.join(map(str, space))})", f"{len(matrix)} rows")
            ok = False
    else:
        ok = False
    offset = raw.get("offset")
    if isinstance(offset, list):
        if space is not None and len(offset) != len(space):
            problems.add(f"{path}.offset", f"expected {len(space)} entries (one per address dimension)",
                         show(offset))
            ok = False
        names = [o for o in offset if isinstance(o, str)]
        check_names(problems, f"{path}.offset", names, taken | ISL_RESERVED, "offset")
    elif offset is None and space is not None:
        offset = [0] * len(space)
    else:
        ok = False
    cells = parse_at(problems, f"{path}.cells_per_element", raw.get("cells_per_element"),
                     cells_allowed)
    if not ok or dims is None or space is None or cells is None or \
            any(e is None for row in entries for e in row):
        return None
    return {"tensor": operand, "dims": (*dims, affine.BIT_DIM), "space": tuple(space),
            "matrix": entries, "offset": tuple(offset), "cells": cells}


def build_families(raw: Mapping[str, Any], parts: Mapping[str, Any], constants: Mapping[str, Any],
                   known: Mapping[str, Any], problems: Problems) -> dict[str, Any]:
    """The family-specific sections of compute (bit_serial, near_memory, crossbar), checked.

    Formulas keep the precision symbols (the tiler evaluates them at an operator's bits);
    hardware symbols and constants are replaced here. Counts that must be whole numbers
    (near_memory.units, near_memory.unit_bytes) are evaluated now.
    """
    family = raw.get("family")
    equation: affine.Equation = parts["equation"]
    hardware = frozenset(HW_SYMBOLS) | frozenset(constants)
    precision = hardware | frozenset(PRECISION_SYMBOLS)
    result: dict[str, Any] = {}
    for key, families in FAMILY_SECTIONS.items():
        section = raw.get(key)
        if not isinstance(section, Mapping):
            continue
        if family in {f.value for f in Family} and Family(family) not in families:
            problems.add(f"compute.{key}", "expected this section only with family " +
                         " or ".join(f.value for f in families), f"family {family}",
                         f"remove compute.{key} or change compute.family")
            continue
        path = f"compute.{key}"
        if key == "bit_serial":
            result[key] = _bit_serial(path, section, parts, precision, known, problems)
        elif key == "near_memory":
            result[key] = _near_memory(path, section, equation, hardware, precision, known,
                                       problems)
        else:
            allowed = precision | frozenset(WRITE_SYMBOLS)
            write, energy = (parse_at(problems, f"{path}.{name}", section.get(name), allowed)
                             for name in ("write_latency", "write_energy"))
            result[key] = None if write is None else CrossbarSpec(
                write.substitute(known), None if energy is None else energy.substitute(known))
    return result


def _bit_serial(path: str, raw: Mapping[str, Any], parts: Mapping[str, Any],
                allowed: frozenset[str], known: Mapping[str, Any], problems: Problems
                ) -> BitSerialSpec | None:
    reduction = tuple(parts["raw"].get("reduction") or ())
    spatial = raw.get("spatial_reduction") if isinstance(raw.get("spatial_reduction"), list) else []
    for i, dim in enumerate(spatial):
        if dim is not INVALID and dim not in reduction:
            problems.add(join_path(f"{path}.spatial_reduction", i), "expected a reduction dimension "
                         "of compute.reduction (" + ", ".join(map(str, reduction)) + ")", repr(dim))
    acc = parse_at(problems, f"{path}.accumulator_bits", raw.get("accumulator_bits"), allowed)
    scratch = parse_at(problems, f"{path}.scratch_cells", raw.get("scratch_cells"), allowed)
    latency_raw = raw.get("latency") if isinstance(raw.get("latency"), Mapping) else {}
    latency = {op: parse_at(problems, f"{path}.latency.{op}", latency_raw.get(op),
                            allowed | {ACCUMULATOR_SYMBOL}) for op in BIT_SERIAL_OPS}
    energy = None
    if isinstance(raw.get("energy"), Mapping):
        energy = {op: parse_at(problems, f"{path}.energy.{op}", raw["energy"].get(op),
                               allowed | {ACCUMULATOR_SYMBOL}) for op in BIT_SERIAL_OPS}
    fill = raw.get("fill_bandwidth")
    if acc is None or scratch is None or fill is INVALID or fill is None or \
            any(f is None for f in latency.values()) or \
            (energy is not None and any(f is None for f in energy.values())):
        return None
    return BitSerialSpec(
        spatial_reduction=tuple(d for d in spatial if d is not INVALID),
        accumulator_bits=acc.substitute(known),
        scratch_cells=scratch.substitute(known),
        fill_bandwidth=fill,
        latency=MappingProxyType({op: f.substitute(known) for op, f in latency.items()
                                  if f is not None}),
        energy=None if energy is None else MappingProxyType(
            {op: f.substitute(known) for op, f in energy.items() if f is not None}),
    )


def _near_memory(path: str, raw: Mapping[str, Any], equation: affine.Equation,
                 hardware: frozenset[str], precision: frozenset[str], known: Mapping[str, Any],
                 problems: Problems) -> NearMemorySpec | None:
    counts: dict[str, int | None] = {}
    for key in ("units", "unit_bytes"):
        formula = parse_at(problems, f"{path}.{key}", raw.get(key), hardware)
        counts[key] = None
        if formula is None:
            continue
        try:
            value = formula.substitute(known).evaluate({})
        except (ArithmeticError, ValueError, KeyError, OverflowError) as err:
            problems.add(f"{path}.{key}", "expected a formula with a value", f"{type(err).__name__}: "
                         f"{err}", repr(formula.text))
            continue
        if not (math.isfinite(value) and value >= 1 and float(value).is_integer()):
            problems.add(f"{path}.{key}", "expected a positive whole number", show(value),
                         repr(formula.text))
            continue
        counts[key] = int(value)
    sources_raw = raw.get("sources") if isinstance(raw.get("sources"), Mapping) else None
    sources: dict[str, Source] = {}
    if sources_raw is not None:
        for operand, source in sources_raw.items():
            if operand not in equation.inputs:
                problems.add(f"{path}.sources.{operand}", "expected an input operand of the "
                             "equation (" + ", ".join(equation.inputs) + ")",
                             f"unknown operand {operand!r}")
            elif source is not INVALID:
                sources[operand] = Source(source)
        missing = [op for op in equation.inputs if op not in sources_raw]
        if missing:
            problems.add(f"{path}.sources", "expected a source for every input operand",
                         "none for " + ", ".join(missing), "add memory or register for each")
    latency_raw = raw.get("latency") if isinstance(raw.get("latency"), Mapping) else {}
    latency = {op: parse_at(problems, f"{path}.latency.{op}", latency_raw.get(op), precision)
               for op in NEAR_MEMORY_OPS}
    numbers = [raw.get(k) for k in ("simd_width", "registers", "register_bytes", "unit_bandwidth")]
    if any(v is None or v is INVALID for v in numbers) or None in counts.values() or \
            sources_raw is None or len(sources) != len(equation.inputs) or \
            any(f is None for f in latency.values()):
        return None
    return NearMemorySpec(
        units=counts["units"] or 0,
        simd_width=raw["simd_width"],
        registers=raw["registers"],
        register_bytes=raw["register_bytes"],
        unit_bytes=counts["unit_bytes"] or 0,
        unit_bandwidth=raw["unit_bandwidth"],
        sources=MappingProxyType(sources),
        latency=MappingProxyType({op: f.substitute(known) for op, f in latency.items()
                                  if f is not None}),
    )


def finish_compute(parts: dict[str, Any], known: Mapping[str, Any]) -> ComputeAbstraction:
    """The compute abstraction from :func:`build_compute`'s pieces, hardware symbols and
    constants replaced by their values (layouts without their islpy maps yet)."""
    raw = parts["raw"]
    equation: affine.Equation = parts["equation"]
    layouts = {}
    for operand, lay in parts["layouts"].items():
        layouts[operand] = OperandLayout(
            tensor=operand,
            dims=lay["dims"],
            matrix=tuple(tuple(f.substitute(known).expr for f in row) for row in lay["matrix"]),
            offset=lay["offset"],
            address_space=lay["space"],
            isl_map=None,
            cells_per_element=lay["cells"].substitute(known),
            parameters=tuple(dict.fromkeys(o for o in lay["offset"] if isinstance(o, str))),
        )
    families = parts.get("families") or {}
    return ComputeAbstraction(
        family=Family(raw["family"]),
        function=equation.function,
        text=raw["equation"],
        parallel_dims=tuple(raw["parallel"]),
        reduction_dims=tuple(raw["reduction"]),
        operands=MappingProxyType(dict(equation.operands)),
        stationary=raw["stationary"],
        layouts=MappingProxyType(layouts),
        symbols=MappingProxyType({k: f.substitute(known) for k, f in parts["symbols"].items()}),
        parameters=parts["parameters"],
        bit_serial=families.get("bit_serial"),
        near_memory=families.get("near_memory"),
        crossbar=families.get("crossbar"),
    )
