"""The hwspec file format, ``schema_version: 1``, as one declarative table (:data:`SCHEMA`).

Each entry says what a key holds (its kind and range, from :mod:`pimsolve.hwspec.fields`), its
unit, its default (keys without one are required) and one line of documentation.
``SCHEMA.check`` walks a parsed YAML value against the table, collects every problem and
returns the cleaned value, so that later checks can go on and report their own problems too.
``docs/hwspec.md`` documents the same table; a unit test keeps the two in step.

Meaning beyond shape (formulas, the compute equation, cross-references) is checked in
:mod:`pimsolve.hwspec.sections` and :mod:`pimsolve.hwspec.derived`.

To add a key: add a row here, read it in ``loader._build`` or the section's builder in
``sections.py``, document it in docs/hwspec.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from pimsolve.hwspec.fields import (Choice, FormulaText, Integer, IntOrName, Items, Name, Real, Section,
                                    Spec, Table, Text, Version)
from pimsolve.hwspec.model import Communication, Execution, Family, Interconnect, Source, Topology
from pimsolve.hwspec.problems import join_path
from pimsolve.isa.spec import MAX_BITWIDTH, NUM_REGISTERS, OPS, Kind, OpClass

SCHEMA_VERSION = 1
HWSPEC_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*\Z")
ADDRESS_DIMS = ("row", "col")  # address dimensions a layout may use: an array's rows and columns
DEFAULT_KEY = "default"  # costs.latency/energy entry used by every class without its own
COST_KEYS: tuple[str, ...] = (DEFAULT_KEY, *(c.value for c in OpClass),
                              *(m for m in OPS if m not in {c.value for c in OpClass}))
MAX_EVENT_REGISTERS = 1 << Kind.EVENT.width


# Limits no real machine reaches, which keep the solvers' problems and the simulator's
# memory bounded (docs/hwspec.md, "Limits")
MAX_GRID = 64  # chips or cores along x or y
MAX_ARRAYS = 4096  # arrays per core
MAX_ARRAY_SIDE = 65536  # rows or columns of an array
MAX_LINK_BITS = 65536  # bits per cycle of one link between memory blocks
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

BLOCKS = Section(doc="the core's arrays as a grid of memory blocks and the network between them "
                      "(PIM-DL's tile); rows x cols must equal core.arrays", default=None, fields={
    "rows": Integer(doc="block rows of the grid", unit="blocks", maximum=MAX_ARRAYS),
    "cols": Integer(doc="block columns of the grid", unit="blocks", maximum=MAX_ARRAYS),
    "interconnect": Choice(doc="network between the blocks: bus (shared channels), mesh (a "
                               "router per block, XY routing) or broadcast (a router per block "
                               "column, one-way 1-to-N links between columns)",
                           choices=tuple(i.value for i in Interconnect)),
    "link_bits": Integer(doc="bits one link (on a bus, one channel) carries per cycle in each "
                             "direction", unit="bits/cycle", maximum=MAX_LINK_BITS),
    "router_latency": Integer(doc="zero-load cycles through one router (on a bus, its arbiter)",
                              unit="cycles", minimum=0, maximum=MAX_ARRAY_SIDE),
    "wire_latency": Integer(doc="zero-load cycles along the wire between two routers",
                            unit="cycles", minimum=0, maximum=MAX_ARRAY_SIDE),
    "blocks_per_channel": Integer(doc="bus only: consecutive blocks sharing one channel; must "
                                      "divide rows x cols", unit="blocks", maximum=MAX_ARRAYS,
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
    "schema_version": Version(doc="version of this file format", version=SCHEMA_VERSION, missing_hint=(
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
        "blocks": BLOCKS,
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
