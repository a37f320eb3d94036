"""Read a hwspec YAML file into a validated :class:`~pimsolve.hwspec.model.HwSpec`.

Four passes, each collecting problems instead of stopping at the first:

1. YAML, with a SafeLoader that records duplicate keys (and their lines);
2. shape, against the declarative table in :mod:`pimsolve.hwspec.schema`;
3. meaning: formulas and their symbols, cost-table coverage, the compute equation and layouts;
4. derived checks that need a complete spec (islpy capacity, sample cost evaluation).

Every problem is reported in one :class:`~pimsolve.errors.SpecError`, one line each:
``<file>: <dotted.path>: <what was expected>, got <value>[; hint]``. Later passes run on whatever
earlier ones could read, so one run lists everything that can be checked; pass 4 runs only on a
file without earlier problems (its checks need every number).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

from pimsolve.errors import BadInputError, SpecError
from pimsolve.hwspec import affine
from pimsolve.hwspec.expr import FUNCTIONS, Formula, FormulaError, parse_formula, show
from pimsolve.hwspec.model import (
    INSTRUCTION_SYMBOLS,
    ArraySpec,
    BitSerialSpec,
    Communication,
    ComputeAbstraction,
    CoreSpec,
    CostTable,
    CrossbarSpec,
    Execution,
    Family,
    HwSpec,
    MemorySpec,
    NearMemorySpec,
    NocSpec,
    OperandLayout,
    PortSpec,
    Precision,
    Source,
    Topology,
)
from pimsolve.hwspec.schema import (
    BIT_SERIAL_OPS,
    DEFAULT_KEY,
    INVALID,
    NEAR_MEMORY_OPS,
    SCHEMA,
    Problems,
    join_path,
)
from pimsolve.isa.spec import Kind, OpClass
from pimsolve.safeload import read_text

MAX_CORES = 1 << Kind.CORE.width  # the ISA addresses cores with a 12-bit field
PRECISION_SYMBOLS = ("weight_bits", "input_bits", "output_bits")
ACCUMULATOR_SYMBOL = "accumulator_bits"  # bit-serial latency formulas may use it
WRITE_SYMBOLS = ("rows", "cols", "bytes")  # compute.crossbar.write_{latency,energy} may use them
# Which compute section goes with which families.
FAMILY_SECTIONS: dict[str, tuple[Family, ...]] = {
    "bit_serial": (Family.LOGIC_PUM, Family.DIGITAL_PIM),
    "near_memory": (Family.NEAR_MEMORY,),
    "crossbar": (Family.CROSSBAR,),
}
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


def load_hwspec(path: str | Path) -> HwSpec:
    """Load and validate a hwspec: a file path, or the name of a shipped one (``puma``)."""
    file = resolve_hwspec(path)
    label = str(path) if Path(path).is_file() else str(file)
    try:
        text = read_text(file, "a hwspec YAML file")
    except BadInputError as err:
        raise SpecError([str(err)]) from None
    problems = Problems(label)
    data = _read_yaml(text, problems)
    if not isinstance(data, Mapping):
        what = "an empty file" if data is None else f"a YAML {type(data).__name__}"
        problems.add("", "expected a mapping of hwspec keys at the top level", what,
                     "see hwspec/puma.yaml for a commented example")
        raise SpecError(problems.items)
    raw = SCHEMA.check(data, "", problems)
    hw = _build(raw, str(file), problems)
    if problems or hw is None:
        raise SpecError(problems.items)
    return hw


def shipped_hwspecs() -> dict[str, Path]:
    """Name -> path of the shipped hwspec files (pimsolve.shipped: the repository's hwspec/
    folder, or the installed data)."""
    from pimsolve.shipped import shipped

    return shipped("hwspec", ".yaml")


def resolve_hwspec(path: str | Path) -> Path:
    """An existing file, else a shipped hwspec of that name; SpecError listing them otherwise."""
    file = Path(path)
    if file.is_file():
        return file
    shipped = shipped_hwspecs()
    if str(path) in shipped:
        return shipped[str(path)]
    names = ", ".join(shipped) or "none found"
    what = "a directory" if file.is_dir() else "no such file"
    raise SpecError([f"{path}: expected a hwspec YAML file or a shipped hwspec name, got {what}; "
                     f"shipped hwspecs: {names}"])


# --- pass 1: YAML with duplicate keys ---------------------------------------------------------

class StrictLoader(yaml.SafeLoader):
    """A SafeLoader that rejects duplicate mapping keys (and aliases).

    Duplicates are collected in ``duplicates`` as (dotted path, line, first line) so that they
    can be reported together with every other problem (the last value is kept meanwhile).
    """

    def __init__(self, stream: str):
        super().__init__(stream)
        self.duplicates: list[tuple[str, int, int]] = []
        self.paths: dict[int, str] = {}

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node:
        if self.check_event(yaml.AliasEvent):  # declarative files: every value written out
            mark = self.peek_event().start_mark
            raise yaml.composer.ComposerError(None, None, "aliases (*name) are not allowed in a "
                                              "hwspec; write the value out", mark)
        return super().compose_node(parent, index)

    def index_paths(self, node: yaml.Node, path: str = "") -> None:
        """Record the dotted path of every mapping and sequence node below ``node``."""
        self.paths[id(node)] = path
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                key_text = key.value if isinstance(key, yaml.ScalarNode) else "?"
                self.index_paths(value, join_path(path, key_text))
        elif isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                self.index_paths(item, join_path(path, i))

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        first_line: dict[str, int] = {}
        for key, _ in node.value:
            if not isinstance(key, yaml.ScalarNode) or key.tag == "tag:yaml.org,2002:merge":
                continue
            line = key.start_mark.line + 1
            if key.value in first_line:
                where = join_path(self.paths.get(id(node), ""), key.value)
                self.duplicates.append((where, line, first_line[key.value]))
            else:
                first_line[key.value] = line
        return super().construct_mapping(node, deep=deep)


def _read_yaml(text: str, problems: Problems) -> Any:
    loader = StrictLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        loader.index_paths(node)
        data = loader.construct_document(node)
    except RecursionError:
        problems.add("", "expected YAML nested at most a few hundred levels deep",
                     "deeper nesting")
        raise SpecError(problems.items) from None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark is not None else ""
        reason = getattr(err, "problem", None) or str(err)
        problems.add("", "expected YAML", f"a syntax error at {where}{reason}")
        raise SpecError(problems.items) from None
    finally:
        loader.dispose()
    for path, line, first in loader.duplicates:
        key = path.rsplit(".", 1)[-1]
        problems.add(path, "expected each key once", f"{key!r} again at line {line} (first at line "
                     f"{first})", "remove one of them")
    return data


# --- passes 3 and 4: meaning, then the dataclasses --------------------------------------------

def _valid(value: Any) -> bool:
    """True when a cleaned value (and everything inside it) passed its checks."""
    if value is INVALID:
        return False
    if isinstance(value, Mapping):
        return all(_valid(v) for v in value.values())
    if isinstance(value, list):
        return all(_valid(v) for v in value)
    return True


def _hw_values(raw: Mapping[str, Any]) -> dict[str, Any]:
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


def _parse(problems: Problems, path: str, source: Any, allowed: frozenset[str]) -> Formula | None:
    if source is INVALID or source is None:
        return None
    try:
        return parse_formula(source, allowed)
    except FormulaError as err:
        problems.add_formula(path, err)
        return None


def _check_names(problems: Problems, path: str, names: list[str] | Mapping[str, Any], taken: set[str],
                 what: str) -> None:
    for name in names:
        if name in taken:
            problems.add(join_path(path, name) if isinstance(names, Mapping) else path,
                         f"expected a {what} name not already used", repr(name),
                         "it is a built-in symbol, function or dimension; pick another name")


def _build(raw: dict[str, Any], source: str, problems: Problems) -> HwSpec | None:
    constants = raw.get("constants") or {}
    constants = {k: v for k, v in constants.items() if v is not INVALID} \
        if isinstance(constants, Mapping) else {}
    _check_names(problems, "constants", constants, set(RESERVED_NAMES), "constant")
    hw_values = _hw_values(raw)
    known = {**hw_values, **constants}

    cores = hw_values.get("cores")
    if cores is not None and cores > MAX_CORES:
        problems.add("cores_per_chip", f"expected at most {MAX_CORES} cores in total (the ISA's core "
                     "field has 12 bits)", f"{cores} cores")

    costs = _build_costs(raw.get("costs"), constants, problems)
    port = _build_port(raw.get("global_memory"), constants, known, problems)
    compute = _build_compute(raw.get("compute"), constants, problems)
    if compute is not None:
        compute["families"] = _build_families(raw.get("compute"), compute, constants, known,
                                              problems)
    if problems or not _valid(raw) or costs is None or compute is None:
        return None

    latency, energy = (MappingProxyType({k: f.substitute(known) for k, f in table.items()})
                       for table in costs)
    r = raw
    core_raw = r["core"]
    hw = HwSpec(
        name=r["name"],
        source=source,
        schema_version=r["schema_version"],
        description=r["description"] or "",
        chips=(r["chips"]["x"], r["chips"]["y"]),
        cores_per_chip=(r["cores_per_chip"]["x"], r["cores_per_chip"]["y"]),
        core=CoreSpec(
            arrays=core_raw["arrays"],
            array=ArraySpec(**core_raw["array"]),
            local_memory_bytes=core_raw["local_memory"]["bytes"],
            local_memory_bandwidth=core_raw["local_memory"]["bandwidth"],
            registers=core_raw["registers"],
            event_registers=core_raw["event_registers"],
            vector_units=core_raw["vector"]["units"],
            vector_width=core_raw["vector"]["width"],
            execution=Execution(core_raw["execution"]),
        ),
        communication=Communication(r["communication"]),
        global_memory=MemorySpec(r["global_memory"]["bytes"], r["global_memory"]["bandwidth"],
                                 port),
        noc=NocSpec(topology=Topology(r["noc"]["topology"]), **{
            k: v for k, v in r["noc"].items() if k != "topology"}),
        precision=Precision(**r["precision"]),
        clock_hz=r["clock_hz"],
        costs=CostTable(latency=latency, energy=energy, leakage_power_w=r["costs"]["leakage_power_w"]),
        compute=_finish_compute(compute, known),
        constants=MappingProxyType(dict(constants)),
    )
    hw = _with_isl_maps(hw)
    _check_derived(hw, problems)
    return None if problems else hw


# costs --------------------------------------------------------------------------------------

def _build_port(raw: Any, constants: Mapping[str, Any], known: Mapping[str, Any],
                problems: Problems) -> PortSpec | None:
    """global_memory.port: formulas over the instruction symbols, like the costs."""
    port = raw.get("port") if isinstance(raw, Mapping) else None
    if not isinstance(port, Mapping):
        return None
    allowed = frozenset(INSTRUCTION_SYMBOLS) | frozenset(HW_SYMBOLS) | frozenset(constants)
    parsed = {name: _parse(problems, f"global_memory.port.{name}", port.get(name), allowed)
              for name in ("read", "write", "read_arrival", "write_arrival")}
    if any(f is None for f in parsed.values()):
        return None
    return PortSpec(**{name: f.substitute(known) for name, f in parsed.items()})


def _build_costs(raw: Any, constants: Mapping[str, Any], problems: Problems
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
        parsed = {key: _parse(problems, join_path(path, key), text, allowed)
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


# compute ------------------------------------------------------------------------------------

def _build_compute(raw: Any, constants: Mapping[str, Any], problems: Problems) -> dict[str, Any] | None:
    """Check the compute section's meaning; returns parsed pieces for _finish_compute."""
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
        _check_names(problems, "compute.equation", list(equation.dims), set(RESERVED_NAMES) |
                     set(constants) | {affine.BIT_DIM} | ISL_RESERVED, "dimension")
    symbol_allowed = frozenset(HW_SYMBOLS) | frozenset(constants) | frozenset(PRECISION_SYMBOLS)
    symbols_raw = raw.get("symbols") if isinstance(raw.get("symbols"), Mapping) else {}
    _check_names(problems, "compute.symbols", symbols_raw, taken, "symbol")
    symbols = {name: _parse(problems, f"compute.symbols.{name}", text, symbol_allowed)
               for name, text in symbols_raw.items()}
    parameters = [p for p in raw.get("parameters") or [] if p is not INVALID] \
        if isinstance(raw.get("parameters"), list) else []
    _check_names(problems, "compute.parameters", parameters, taken | set(symbols), "parameter")

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
            entries.append([_parse(problems, join_path(row_path, j), e, entry_allowed)
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
        _check_names(problems, f"{path}.offset", names, taken | ISL_RESERVED, "offset")
    elif offset is None and space is not None:
        offset = [0] * len(space)
    else:
        ok = False
    cells = _parse(problems, f"{path}.cells_per_element", raw.get("cells_per_element"), cells_allowed)
    if not ok or dims is None or space is None or cells is None or \
            any(e is None for row in entries for e in row):
        return None
    return {"tensor": operand, "dims": (*dims, affine.BIT_DIM), "space": tuple(space),
            "matrix": entries, "offset": tuple(offset), "cells": cells}


def _build_families(raw: Mapping[str, Any], parts: Mapping[str, Any], constants: Mapping[str, Any],
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
            write, energy = (_parse(problems, f"{path}.{name}", section.get(name), allowed)
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
    acc = _parse(problems, f"{path}.accumulator_bits", raw.get("accumulator_bits"), allowed)
    scratch = _parse(problems, f"{path}.scratch_cells", raw.get("scratch_cells"), allowed)
    latency_raw = raw.get("latency") if isinstance(raw.get("latency"), Mapping) else {}
    latency = {op: _parse(problems, f"{path}.latency.{op}", latency_raw.get(op),
                          allowed | {ACCUMULATOR_SYMBOL}) for op in BIT_SERIAL_OPS}
    energy = None
    if isinstance(raw.get("energy"), Mapping):
        energy = {op: _parse(problems, f"{path}.energy.{op}", raw["energy"].get(op),
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
        formula = _parse(problems, f"{path}.{key}", raw.get(key), hardware)
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
    latency = {op: _parse(problems, f"{path}.latency.{op}", latency_raw.get(op), precision)
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


def _finish_compute(parts: dict[str, Any], known: Mapping[str, Any]) -> ComputeAbstraction:
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


def _with_isl_maps(hw: HwSpec) -> HwSpec:
    """The same spec with every layout's isl_map built at the spec's own precisions."""
    values = affine.compute_symbol_values(hw)
    layouts = {name: replace(layout, isl_map=affine.layout_map(layout, values))
               for name, layout in hw.compute.layouts.items()}
    return replace(hw, compute=replace(hw.compute, layouts=MappingProxyType(layouts)))


# derived checks -----------------------------------------------------------------------------

def _sample_points(hw: HwSpec) -> list[dict[str, int]]:
    small = dict.fromkeys(INSTRUCTION_SYMBOLS, 1) | {"hops": 0, "offchip": 0}
    typical = {"len": 256, "bytes": 512, "ibiw": hw.precision.inputs, "obiw": hw.precision.outputs,
               "mbiw": hw.precision.weights, "rows": hw.core.array.rows, "cols": hw.core.array.cols,
               "arrays": hw.core.arrays, "hops": 8, "offchip": 1}
    return [small, typical]


def _check_derived(hw: HwSpec, problems: Problems) -> None:
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
