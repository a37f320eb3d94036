"""The hwspec file format, ``schema_version: 1``, as one declarative table (:data:`SCHEMA`).

Each entry says what a key holds (its type and range), its unit, its default (keys without one
are required) and one line of documentation. :meth:`Spec.check` walks a parsed YAML value
against the table, collects every problem in a :class:`Problems` list and returns the cleaned
value (defaults filled in, ``INVALID`` where a value was unusable) so that later checks can go
on and report their own problems too. ``docs/hwspec.md`` documents the same table; a unit test
keeps the two in step.

Meaning beyond shape (formulas, the compute equation, cross-references) is checked in
:mod:`pimsolve.hwspec.loader`.

To add a key: add a row here, read it in ``loader._build_*``, document it in docs/hwspec.md.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from pimsolve.hwspec.expr import FormulaError, FormulaLimitError, parse_number, show
from pimsolve.hwspec.model import Communication, Execution, Family, Source, Topology
from pimsolve.isa.spec import MAX_BITWIDTH, NUM_REGISTERS, OPS, Kind, OpClass

SCHEMA_VERSION = 1
NAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
HWSPEC_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*\Z")
ADDRESS_DIMS = ("row", "col")  # address dimensions a layout may use: an array's rows and columns
DEFAULT_KEY = "default"  # costs.latency/energy entry used by every class without its own
COST_KEYS: tuple[str, ...] = (DEFAULT_KEY, *(c.value for c in OpClass),
                              *(m for m in OPS if m not in {c.value for c in OpClass}))
MAX_EVENT_REGISTERS = 1 << Kind.EVENT.width


class _Invalid:
    """Marks a value that failed its check (the problem is already recorded)."""

    _instance: _Invalid | None = None

    def __new__(cls) -> _Invalid:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "INVALID"

    def __bool__(self) -> bool:
        return False


INVALID: Any = _Invalid()
REQUIRED: Any = object()  # default of a key that must be present


def join_path(path: str, key: object) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


@dataclass
class Problems:
    """Every problem found in one file, each already formatted for the user."""

    file: str
    items: list[str] = field(default_factory=list)

    def add(self, path: str, expected: str, got: str, hint: str = "") -> None:
        where = f"{self.file}: {path}: " if path else f"{self.file}: "
        self.items.append(where + f"{expected}, got {got}" + (f"; {hint}" if hint else ""))

    def add_formula(self, path: str, error: FormulaError) -> None:
        self.add(path, error.expected, error.got, error.hint)

    def __bool__(self) -> bool:
        return bool(self.items)

    def __len__(self) -> int:
        return len(self.items)


def did_you_mean(word: str, choices: list[str] | tuple[str, ...]) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f"did you mean {close[0]!r}?" if close else ""


# --- field kinds ---------------------------------------------------------------------------------

@dataclass(frozen=True, kw_only=True)
class Spec:
    """One key's declaration: documentation, unit, default (``REQUIRED`` if none)."""

    doc: str
    unit: str = ""
    default: Any = REQUIRED
    missing_hint: str = ""

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    def expected(self) -> str:  # "a positive integer", used in messages and docs
        raise NotImplementedError

    def plural(self) -> str:  # "names", for "a list of names"
        return "items"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        raise NotImplementedError

    def children(self) -> Iterator[tuple[str, Spec]]:  # nested keys, for the reference docs
        return iter(())


@dataclass(frozen=True, kw_only=True)
class Integer(Spec):
    minimum: int | None = 1
    maximum: int | None = None

    def expected(self) -> str:
        if self.maximum is not None:
            return f"an integer in {self.minimum}..{self.maximum}"
        if self.minimum == 1:
            return "a positive integer"
        if self.minimum == 0:
            return "a non-negative integer"
        return "an integer" if self.minimum is None else f"an integer >= {self.minimum}"

    def plural(self) -> str:
        return "integers"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        number = _number(value, path, problems)
        if number is INVALID:
            return INVALID
        if number is None or number.denominator != 1:
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        result = int(number)
        if (self.minimum is not None and result < self.minimum) or \
                (self.maximum is not None and result > self.maximum):
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        return result


@dataclass(frozen=True, kw_only=True)
class Real(Spec):
    minimum: float | None = 0
    exclusive: bool = True  # minimum itself not allowed

    def expected(self) -> str:
        if self.minimum == 0:
            return "a positive number" if self.exclusive else "a non-negative number"
        if self.minimum is None:
            return "a number"
        return f"a number {'>' if self.exclusive else '>='} {self.minimum}"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        number = _number(value, path, problems)
        if number is INVALID:
            return INVALID
        bad = number is None or (self.minimum is not None and (
            number < self.minimum or (self.exclusive and number == self.minimum)))
        if bad:
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        return float(number) if number.denominator != 1 else int(number)


@dataclass(frozen=True, kw_only=True)
class Text(Spec):
    pattern: re.Pattern[str] | None = None
    what: str = "a text"

    def expected(self) -> str:
        return self.what

    def plural(self) -> str:
        return "names" if self.pattern is NAME_RE else "texts"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, str) or (self.pattern is not None and not self.pattern.match(value)):
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        return value


def Name(doc: str, **kw: Any) -> Text:  # noqa: N802 - reads like a type in the table
    """An identifier: letters, digits and ``_``, not starting with a digit."""
    return Text(doc=doc, pattern=NAME_RE, what="a name (letters, digits, _; not starting with a digit)",
                **kw)


@dataclass(frozen=True, kw_only=True)
class Choice(Spec):
    choices: tuple[str, ...]

    def expected(self) -> str:
        return "one of " + ", ".join(self.choices)

    def plural(self) -> str:
        return "values among " + ", ".join(self.choices)

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, str) or value not in self.choices:
            hint = did_you_mean(value, self.choices) if isinstance(value, str) else ""
            problems.add(path, f"expected {self.expected()}", show(value), hint)
            return INVALID
        return value


@dataclass(frozen=True, kw_only=True)
class Version(Spec):
    version: int = SCHEMA_VERSION

    def expected(self) -> str:
        return str(self.version)

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if isinstance(value, bool) or value != self.version:
            problems.add(path, f"expected {self.version}", show(value),
                         f"this pimsolve reads schema_version {self.version} files only")
            return INVALID
        return value


@dataclass(frozen=True, kw_only=True)
class FormulaText(Spec):
    """A number or a formula; parsed later, when the symbols it may use are known."""

    symbols: str = ""  # which symbol set applies, for the docs

    def expected(self) -> str:
        return "a number or a formula"

    def plural(self) -> str:
        return "numbers or formulas"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if isinstance(value, bool) or not isinstance(value, (int, float, str)) or \
                (isinstance(value, str) and not value.strip()):
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        return value


@dataclass(frozen=True, kw_only=True)
class IntOrName(Spec):
    def expected(self) -> str:
        return "an integer or a name"

    def plural(self) -> str:
        return "integers or names"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if isinstance(value, str) and NAME_RE.match(value):
            return value
        problems.add(path, f"expected {self.expected()}", show(value))
        return INVALID


@dataclass(frozen=True, kw_only=True)
class Items(Spec):
    item: Spec
    min_items: int = 0

    def expected(self) -> str:
        kind = {0: "a list", 1: "a non-empty list"}.get(self.min_items, f"a list of {self.min_items}+")
        return f"{kind} of {self.item.plural()}"

    def plural(self) -> str:
        return "lists"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, list) or len(value) < self.min_items:
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        return [self.item.check(v, join_path(path, i), problems) for i, v in enumerate(value)]

    def children(self) -> Iterator[tuple[str, Spec]]:
        yield "[i]", self.item


@dataclass(frozen=True, kw_only=True)
class Section(Spec):
    """A mapping with a fixed set of keys."""

    fields: Mapping[str, Spec]
    what: str = ""  # e.g. "a key of core", for the unknown-key message

    def expected(self) -> str:
        if len(self.fields) > 8:
            return "a mapping"
        return "a mapping with keys " + ", ".join(self.fields)

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, Mapping):
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        result: dict[str, Any] = {}
        known = list(self.fields)
        for key in value:
            if not isinstance(key, str):
                problems.add(path, "expected text keys", show(key))
            elif key not in self.fields:
                where = f"a key of {path}" if path else "a top-level key"
                problems.add(join_path(path, key), f"expected {where} ({', '.join(known)})",
                             f"unknown key {key!r}", did_you_mean(key, known))
        for key, spec in self.fields.items():
            sub = join_path(path, key)
            if key in value:
                result[key] = spec.check(value[key], sub, problems)
            elif spec.required:
                problems.add(sub, f"expected {spec.expected()}", "nothing (the key is missing)",
                             spec.missing_hint)
                result[key] = INVALID
            else:
                result[key] = spec.check(spec.default, sub, problems) if spec.default is not None \
                    else None
        return result

    def children(self) -> Iterator[tuple[str, Spec]]:
        yield from self.fields.items()


@dataclass(frozen=True, kw_only=True)
class Table(Spec):
    """A mapping whose keys are chosen by the author (names, instruction classes, ...)."""

    key: Spec
    value: Spec
    key_label: str = "<name>"
    min_entries: int = 0

    def expected(self) -> str:
        return f"a mapping of {self.key_label} to {self.value.expected()}"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, Mapping) or len(value) < self.min_entries:
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        result: dict[str, Any] = {}
        for key, item in value.items():
            sub = join_path(path, key)
            if isinstance(self.key, Choice) and isinstance(key, str) and key not in self.key.choices:
                problems.add(sub, f"expected a key of {path} that is {self.key.doc}",
                             f"unknown key {key!r}", did_you_mean(key, self.key.choices))
                continue
            if self.key.check(key, sub, problems) is INVALID:
                continue
            result[key] = self.value.check(item, sub, problems)
        return result

    def children(self) -> Iterator[tuple[str, Spec]]:
        yield self.key_label, self.value


def _number(value: Any, path: str = "", problems: Problems | None = None) -> Any:
    """An int, a float or a symbol-free formula (``"64 * 1024"``, ``"1.2e9"``) as a Fraction;
    None when it is none of these; INVALID, with the problem added to ``problems``, when a
    formula breaks one of the formula language's limits (pimsolve.hwspec.expr)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        return Fraction(repr(value)) if value == value and abs(value) != float("inf") else None
    if isinstance(value, str):
        try:
            return parse_number(value)
        except FormulaLimitError as err:
            if problems is None:
                return None
            problems.add_formula(path, err)
            return INVALID
        except FormulaError:
            return None
    return None


# --- the table -----------------------------------------------------------------------------------

# Limits no real machine reaches, which keep the solvers' problems and the simulator's
# memory bounded (docs/hwspec.md, "Limits")
MAX_GRID = 64  # chips or cores along x or y
MAX_ARRAYS = 4096  # arrays per core
MAX_ARRAY_SIDE = 65536  # rows or columns of an array
MAX_LOCAL_BYTES = 2**32
MAX_GLOBAL_BYTES = 2**40
# the quantizer's range (pimsolve.quantize.rules.check_bits)
DATA_BITS = (4, 32)
WEIGHT_BITS = (2, 32)


def _pair(doc: str, unit: str) -> Section:
    return Section(doc=doc, fields={
        "x": Integer(doc=f"{unit} along x", unit=unit, maximum=MAX_GRID),
        "y": Integer(doc=f"{unit} along y", unit=unit, maximum=MAX_GRID)})


def _memory(doc: str, most: int) -> Section:
    return Section(doc=doc, fields={
        "bytes": Integer(doc="capacity", unit="bytes", maximum=most),
        "bandwidth": Real(doc="sustained bandwidth", unit="bytes/cycle"),
    })


def _costs(doc: str, unit: str) -> Table:
    return Table(doc=doc, unit=unit, key_label="<class|mnemonic|default>",
                 key=Choice(doc="an instruction class, a mnemonic or 'default'", choices=COST_KEYS),
                 value=FormulaText(doc=f"{doc} of that class or mnemonic", unit=unit,
                                   symbols="instruction"))


LAYOUT = Section(doc="ARES memory abstraction of one operand: addr = matrix . (dims..., b) + offset",
                 fields={
    "space": Items(doc="address dimensions, one per matrix row", min_items=1,
                   item=Choice(doc="an address dimension", choices=ADDRESS_DIMS)),
    "matrix": Items(doc="mapping matrix: one row per address dimension, one column per operand "
                        "dimension plus one for the bit index b; numbers or formulas over compute "
                        "symbols and parameters", min_items=1,
                    item=Items(doc="one row of the mapping matrix", min_items=1,
                               item=FormulaText(doc="a matrix entry", symbols="layout"))),
    "offset": Items(doc="free placement offset per address dimension (a name becomes an ISL "
                        "parameter)", default=None, item=IntOrName(doc="an offset")),
    "cells_per_element": FormulaText(doc="values of the bit index b (0 <= b < this): cells one "
                                         "element occupies", symbols="compute"),
})

# Family-specific sections of compute (optional; the tiler needs the one of its family).
BIT_SERIAL_OPS = ("multiply", "add", "reduce")
NEAR_MEMORY_OPS = ("mac",)

BIT_SERIAL = Section(doc="bit-serial arrays (families logic-pum and digital-pim): how one array "
                         "computes on all its lanes at once", default=None, fields={
    "spatial_reduction": Items(doc="reduction dimensions reduced across lanes in log2 steps (ARES "
                                   "Case II k2); the other reduction dimensions are temporal (k1)",
                               default=[], item=Name(doc="a reduction dimension")),
    "accumulator_bits": FormulaText(doc="bits of one partial sum; a formula over the precision "
                                        "symbols", unit="bits", symbols="precision"),
    "scratch_cells": FormulaText(doc="cells per lane used besides the operands and the "
                                     "accumulators (temporaries of multiply and add)", unit="cells",
                                 default=0, symbols="precision"),
    "fill_bandwidth": Real(doc="bytes per cycle written into (or read out of) one array, in the "
                               "bit-serial layout", unit="bytes/cycle"),
    "latency": Section(doc="cycles of one bit-serial operation on every lane of an array", fields={
        "multiply": FormulaText(doc="multiply a weight by an input element", unit="cycles",
                                symbols="bit-serial"),
        "add": FormulaText(doc="add a product into an accumulator", unit="cycles",
                           symbols="bit-serial"),
        "reduce": FormulaText(doc="one step of a reduction across lanes: move accumulators to "
                                  "other lanes and add them", unit="cycles", symbols="bit-serial"),
    }),
    "energy": Section(doc="dynamic energy of one bit-serial operation on one lane; without it "
                          "the costs.energy entry of the vector class is used", default=None,
                      fields={
        "multiply": FormulaText(doc="multiply a weight by an input element, one lane",
                                unit="pJ", symbols="bit-serial"),
        "add": FormulaText(doc="add a product into an accumulator, one lane", unit="pJ",
                           symbols="bit-serial"),
        "reduce": FormulaText(doc="one reduction step, per lane moved and added", unit="pJ",
                              symbols="bit-serial"),
    }),
})

NEAR_MEMORY = Section(doc="processing units next to memory banks (family near-memory)", default=None,
                      fields={
    "units": FormulaText(doc="processing units in total; a formula over hardware symbols and "
                             "constants", unit="units", symbols="hardware"),
    "simd_width": Integer(doc="lanes (elements) of one SIMD operation", unit="elements"),
    "registers": Integer(doc="registers per unit", unit="registers"),
    "register_bytes": Integer(doc="bytes per register", unit="bytes"),
    "unit_bytes": FormulaText(doc="memory one unit computes on (its bank or banks); a formula over "
                                  "hardware symbols and constants", unit="bytes",
                              symbols="hardware"),
    "unit_bandwidth": Real(doc="bytes per cycle between a unit's memory and its registers",
                           unit="bytes/cycle"),
    "sources": Table(doc="where each input operand of the equation comes from",
                     key=Name(doc="an input operand"), key_label="<operand>", min_entries=1,
                     value=Choice(doc="an operand source", choices=tuple(s.value for s in Source))),
    "latency": Section(doc="cycles of one SIMD operation of a unit", fields={
        "mac": FormulaText(doc="one SIMD multiply-accumulate over all lanes", unit="cycles",
                           symbols="near-memory"),
    }),
})

CROSSBAR = Section(doc="crossbar-specific numbers (family crossbar)", default=None, fields={
    "write_latency": FormulaText(doc="cycles to program one array with a tile of rows x cols "
                                     "elements (symbols rows, cols, bytes)", unit="cycles",
                                 symbols="crossbar"),
    "write_energy": FormulaText(doc="energy to program one array with a tile of rows x cols "
                                    "elements (symbols rows, cols, bytes); without it array "
                                    "writes cost no energy", unit="pJ", symbols="crossbar",
                                default=None),
})

COMPUTE = Section(doc="ARES compute/memory abstraction of the PIM primitive", fields={
    "family": Choice(doc="PIM family", choices=tuple(f.value for f in Family)),
    "equation": Text(doc="compute abstraction, e.g. Dst[m] = MAC(Src1[m,k], Src2[k])",
                     what="an equation like 'Dst[m] = MAC(Src1[m,k], Src2[k])'"),
    "parallel": Items(doc="parallel dimensions (index the output)", min_items=1,
                      item=Name(doc="a dimension")),
    "reduction": Items(doc="reduction dimensions (summed over)", default=[],
                       item=Name(doc="a dimension")),
    "stationary": Name(doc="operand held in the memory array (the weights of a crossbar)"),
    "symbols": Table(doc="named quantities used in layouts, e.g. B: ceil(weight_bits / cell_bits)",
                     default={}, key=Name(doc="a symbol name"),
                     value=FormulaText(doc="its formula", symbols="compute")),
    "parameters": Items(doc="free symbolic matrix entries chosen by the mapper (e.g. ARES Case II x)",
                        default=[], item=Name(doc="a parameter name")),
    "layout": Table(doc="memory abstraction per operand", key=Name(doc="an operand of the equation"),
                    key_label="<operand>", value=LAYOUT, min_entries=1),
    "bit_serial": BIT_SERIAL,
    "near_memory": NEAR_MEMORY,
    "crossbar": CROSSBAR,
})

SCHEMA = Section(doc="a hwspec file", fields={
    "schema_version": Version(doc="version of this file format", missing_hint=(
        f"add 'schema_version: {SCHEMA_VERSION}' as the first line")),
    "name": Text(doc="stable id of the target (used in solution directory names)",
                 pattern=HWSPEC_NAME_RE, what="a name of letters, digits, '_', '-', '.'"),
    "description": Text(doc="one or two sentences for humans", default=""),
    "chips": _pair("grid of chips", "chips"),
    "cores_per_chip": _pair("grid of cores on each chip", "cores"),
    "core": Section(doc="one core", fields={
        "arrays": Integer(doc="PIM arrays (crossbars) per core", unit="arrays",
                          maximum=MAX_ARRAYS),
        "array": Section(doc="one PIM array", fields={
            "rows": Integer(doc="rows (word lines)", unit="cells", maximum=MAX_ARRAY_SIDE),
            "cols": Integer(doc="columns (bit lines)", unit="cells", maximum=MAX_ARRAY_SIDE),
            "cell_bits": Integer(doc="bits stored per cell", unit="bits", maximum=MAX_BITWIDTH),
        }),
        "local_memory": _memory("core-local scratchpad (LocalMem)", MAX_LOCAL_BYTES),
        "registers": Integer(doc="scalar registers", unit="registers", maximum=NUM_REGISTERS,
                             default=NUM_REGISTERS),
        "event_registers": Integer(doc="event registers used by wait/sync", unit="registers",
                                   maximum=MAX_EVENT_REGISTERS, default=8),
        "vector": Section(doc="vector function units (VFU)", fields={
            "units": Integer(doc="vector function units per core", unit="units"),
            "width": Integer(doc="elements one unit processes per cycle", unit="elements/cycle"),
        }),
        "execution": Choice(doc="instruction execution model",
                            choices=tuple(e.value for e in Execution)),
    }),
    "communication": Choice(doc="inter-core communication mechanism",
                            choices=tuple(c.value for c in Communication)),
    "global_memory": Section(doc="memory shared by the cores of a chip (GlobalMem)", fields={
        **_memory("", MAX_GLOBAL_BYTES).fields,
        "port": Section(doc="requests served one at a time for the whole chip, in the order "
                            "they arrive (the profiler queues them); the load and store "
                            "latencies are then those with an idle port", default=None,
                        fields={
            "read": FormulaText(doc="cycles the port is busy with an ld of bytes",
                                unit="cycles", symbols="instruction"),
            "write": FormulaText(doc="cycles the port is busy with an st of bytes",
                                 unit="cycles", symbols="instruction"),
            "read_arrival": FormulaText(doc="cycles from the start of an ld until its request "
                                            "reaches the port", unit="cycles",
                                        symbols="instruction", default=0),
            "write_arrival": FormulaText(doc="cycles from the start of an st until its data "
                                             "reaches the port", unit="cycles",
                                         symbols="instruction", default=0),
        }),
    }),
    "noc": Section(doc="network between cores and chips", fields={
        "topology": Choice(doc="on-chip connection type", choices=tuple(t.value for t in Topology)),
        "hop_latency": Real(doc="latency of one router hop", unit="cycles", exclusive=False),
        "link_bandwidth": Real(doc="bandwidth of one link", unit="bytes/cycle"),
        "offchip_latency": Real(doc="latency of one chip-to-chip transfer", unit="cycles",
                                exclusive=False),
        "offchip_bandwidth": Real(doc="chip-to-chip bandwidth", unit="bytes/cycle"),
    }),
    "precision": Section(doc="fixed-point bit widths the model is quantized to", fields={
        "weights": Integer(doc="weight bits", unit="bits", minimum=WEIGHT_BITS[0],
                           maximum=WEIGHT_BITS[1]),
        "inputs": Integer(doc="input activation bits", unit="bits", minimum=DATA_BITS[0],
                          maximum=DATA_BITS[1]),
        "outputs": Integer(doc="output activation bits", unit="bits", minimum=DATA_BITS[0],
                           maximum=DATA_BITS[1]),
    }),
    "clock_hz": Real(doc="core clock frequency", unit="Hz"),
    "costs": Section(doc="latency and energy of each instruction", fields={
        "latency": _costs("latency", "cycles"),
        "energy": _costs("dynamic energy", "pJ"),
        "leakage_power_w": Real(doc="static power of one core", unit="W", exclusive=False),
    }),
    "constants": Table(doc="named numbers usable in formulas", default={}, key=Name(doc="a name"),
                       value=Real(doc="its value", minimum=None)),
    "compute": COMPUTE,
})


def reference_rows(spec: Spec = SCHEMA, path: str = "") -> Iterator[tuple[str, Spec]]:
    """Every key of the schema as (dotted path, spec), depth first, for the reference docs."""
    for key, child in spec.children():
        sub = f"{path}{key}" if key == "[i]" else join_path(path, key)
        yield sub, child
        yield from reference_rows(child, sub)
