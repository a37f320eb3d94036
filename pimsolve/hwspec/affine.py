"""ARES compute/memory abstraction (seeds/ares.txt §IV) and what follows from it.

* :func:`parse_equation` reads a compute abstraction ``Dst[i] = F(Src0[j0], ...)``.
* :func:`layout_map` turns an operand's memory abstraction ``addr = A·(j, b) + offset`` into an
  islpy ``Map`` from the operand's (dims..., b) to the array's address space.
* :func:`layout_capacity` / :func:`matrix_capacity` derive with islpy how large a block of the
  operand one array holds: the dims' extents whose every bit lands inside [0, rows)×[0, cols).
* :func:`weight_capacity_bytes` and :func:`describe` summarize a loaded :class:`HwSpec`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import islpy as isl
import sympy

from pimsolve.hwspec.expr import exact
from pimsolve.hwspec.model import Family, HwSpec, OperandLayout

BIT_DIM = "b"  # the bit (cell) index the memory abstraction adds to every operand
ADDRESS_TUPLE = "mem"  # ISL tuple name of the address space


class LayoutError(ValueError):
    """A layout is not usable for a derivation (symbolic, unbounded, not a box)."""


# --- compute abstraction ---------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Equation:
    """A parsed compute abstraction ``Dst[i] = F(Src0[j0], ...)``."""

    function: str
    output: str
    operands: tuple[tuple[str, tuple[str, ...]], ...]  # output first, then the inputs in order

    @property
    def inputs(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.operands[1:])

    @property
    def dims(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for _, dims in self.operands:
            seen.update(dict.fromkeys(dims))
        return tuple(seen)


_EQ_TOKEN = re.compile(r"\s*(?:(?P<name>[A-Za-z_][A-Za-z0-9_]*)|(?P<op>[\[\](),=]))", re.ASCII)
EQUATION_EXAMPLE = "Dst[m] = MAC(Src1[m,k], Src2[k])"


def parse_equation(text: str) -> Equation:
    """Parse ``Dst[dims] = F(Src[dims], ...)``; ValueError says what is wrong and where."""
    tokens: list[tuple[str, str, int]] = []
    pos = 0
    while pos < len(text):
        if not text[pos:].strip():
            break
        match = _EQ_TOKEN.match(text, pos)
        if match is None:
            col = pos + len(text[pos:]) - len(text[pos:].lstrip()) + 1
            raise ValueError(f"unexpected character {text[col - 1]!r} at column {col}")
        kind = match.lastgroup or ""
        tokens.append((kind, match.group(kind), match.start(kind) + 1))
        pos = match.end()
    tokens.append(("end", "", len(text) + 1))
    at = 0

    def take(kind: str, value: str | None = None) -> str:
        nonlocal at
        tok_kind, tok_text, col = tokens[at]
        if tok_kind != kind or (value is not None and tok_text != value):
            want = repr(value) if value else "a name"
            found = "the end" if tok_kind == "end" else repr(tok_text)
            raise ValueError(f"expected {want} at column {col}, found {found}")
        at += 1
        return tok_text

    def access() -> tuple[str, tuple[str, ...]]:
        name = take("name")
        take("op", "[")
        dims = [take("name")]
        while tokens[at][1] == ",":
            take("op", ",")
            dims.append(take("name"))
        take("op", "]")
        if len(set(dims)) != len(dims):
            raise ValueError(f"{name} repeats a dimension in {dims}")
        return name, tuple(dims)

    output = access()
    take("op", "=")
    function = take("name")
    take("op", "(")
    operands = [output, access()]
    while tokens[at][1] == ",":
        take("op", ",")
        operands.append(access())
    take("op", ")")
    take("end")
    names = [name for name, _ in operands]
    if len(set(names)) != len(names):
        raise ValueError(f"operand names must differ, got {names}")
    return Equation(function, output[0], tuple(operands))


# --- memory abstraction as ISL ---------------------------------------------------------------

def address_extents(hw: HwSpec, space: tuple[str, ...]) -> tuple[int, ...]:
    """Size of each address dimension of one array (``row`` → rows, ``col`` → cols)."""
    sizes = {"row": hw.core.array.rows, "col": hw.core.array.cols}
    return tuple(sizes[name] for name in space)


def compute_symbol_values(hw: HwSpec, weight_bits: int | None = None, input_bits: int | None = None,
                          output_bits: int | None = None) -> dict[str, Any]:
    """Values of ``compute.symbols`` (e.g. B) at the given precisions (default: the hwspec's)."""
    precision = {
        "weight_bits": weight_bits if weight_bits is not None else hw.precision.weights,
        "input_bits": input_bits if input_bits is not None else hw.precision.inputs,
        "output_bits": output_bits if output_bits is not None else hw.precision.outputs,
    }
    values: dict[str, Any] = dict(precision)
    for name, formula in hw.compute.symbols.items():
        values[name] = _as_int_if_integral(formula.evaluate(precision))
    return values


def layout_map(layout: OperandLayout, values: Mapping[str, Any], cells: int | None = None,
               bounds: Mapping[str, int] | None = None) -> Any:
    """The layout as an islpy Map ``{ T[dims..., b] -> mem[space...] }``, or None if symbolic.

    ``values`` gives numbers for matrix symbols (e.g. ``B``, ``x``) and may fix offsets (names
    not given stay ISL parameters). ``cells`` is the extent of ``b`` (default: the layout's
    ``cells_per_element`` evaluated with ``values``). The domain is ``dims >= 0, 0 <= b < cells``
    and ``dim < bounds[dim]`` for the dims in ``bounds`` (e.g. ARES Case II's ``m < M``).
    """
    dims = layout.dims
    subs = {sympy.Symbol(k): exact(v) for k, v in values.items() if not isinstance(v, (bool, str))}
    if cells is None:
        if layout.cells_per_element is None:
            raise LayoutError(f"{layout.tensor}: the layout has no cells_per_element")
        cells_value = layout.cells_per_element.evaluate(values)
        if not float(cells_value).is_integer():
            raise LayoutError(f"{layout.tensor}: cells_per_element is {cells_value}, not an integer")
        cells = int(cells_value)
    params: list[str] = []
    equalities: list[str] = []
    for out_dim, row, offset in zip(layout.address_space, layout.matrix, layout.offset):
        expr = sum((_sym(entry).subs(subs) * sympy.Symbol(dim)
                    for entry, dim in zip(row, dims)), sympy.Integer(0))
        off = offset if not isinstance(offset, str) else values.get(offset, offset)
        if isinstance(off, str):
            params.append(off)
            expr = expr + sympy.Symbol(off)
        else:
            expr = expr + sympy.Integer(int(off))
        text = _affine_text(expr, set(dims) | set(params))
        if text is None:
            return None
        equalities.append(f"{out_dim} = {text}")
    limits = [f"{d} >= 0" for d in dims if d != BIT_DIM] + [f"0 <= {BIT_DIM} < {cells}"]
    limits += [f"{d} < {int(n)}" for d, n in (bounds or {}).items()]
    param_text = f"[{', '.join(dict.fromkeys(params))}] -> " if params else ""
    source = (f"{param_text}{{ {layout.tensor}[{', '.join(dims)}] -> "
              f"{ADDRESS_TUPLE}[{', '.join(layout.address_space)}] : "
              f"{' and '.join(limits + equalities)} }}")
    return isl.Map(source)


def _affine_text(expr: Any, names: set[str]) -> str | None:
    """ISL text of an integer-affine expression over ``names``; None if it is not one."""
    expr = sympy.expand(expr)
    if {str(s) for s in expr.free_symbols} - names:
        return None
    terms: list[str] = []
    for term, coeff in expr.as_coefficients_dict().items():
        if not coeff.is_Integer:
            return None
        if term == 1:
            terms.append(str(int(coeff)))
        elif term.is_Symbol:
            terms.append(f"{int(coeff)}*{term}" if coeff != 1 else str(term))
        else:  # a product of symbols: not affine
            return None
    return " + ".join(terms).replace("+ -", "- ") if terms else "0"


def layout_capacity(hw: HwSpec, operand: str, values: Mapping[str, Any],
                    bounds: Mapping[str, int] | None = None) -> dict[str, int]:
    """Largest extents of the operand's dims whose every element fits one array.

    With ``values`` for the layout's symbols (see :func:`compute_symbol_values`) and offsets
    at 0: the set S of index points whose every bit ``b`` maps inside the array's address box,
    then each dim's ``dim_max + 1``. LayoutError if S is unbounded or is not that box.
    ``bounds`` adds ``dim < bound`` limits (see :func:`layout_map`).
    """
    layout = hw.compute.layouts[operand]
    fixed = dict(values)
    fixed.update({o: 0 for o in layout.offset if isinstance(o, str)})
    extents = address_extents(hw, layout.address_space)
    return dict(_capacity(layout, extents, tuple(sorted(fixed.items())),
                          tuple(sorted((bounds or {}).items())), hw.compute.parameters))


@functools.lru_cache(maxsize=256)
def _capacity(layout: OperandLayout, extents: tuple[int, ...], values: tuple[tuple[str, Any], ...],
              bounds: tuple[tuple[str, int], ...], parameters: tuple[str, ...]
              ) -> tuple[tuple[str, int], ...]:
    """layout_capacity's islpy work, cached: the simulator and the solver ask again and again."""
    operand = layout.tensor
    mp = layout_map(layout, dict(values), bounds=dict(bounds))
    if mp is None:
        raise LayoutError(f"{operand}: the layout still has symbolic entries; give values for "
                          f"{', '.join(parameters) or 'its symbols'}")
    inside = isl.Set(f"{{ {ADDRESS_TUPLE}[{', '.join(layout.address_space)}] : " + " and ".join(
        f"0 <= {d} < {n}" for d, n in zip(layout.address_space, extents)) + " }")
    domain = mp.domain()
    fits = mp.intersect_range(inside).domain()
    bit = len(layout.dims) - 1
    points = domain.project_out(isl.dim_type.set, bit, 1)
    bad = domain.subtract(fits).project_out(isl.dim_type.set, bit, 1)
    good = points.subtract(bad)
    index_dims = layout.dims[:-1]
    if good.is_empty():
        return tuple((d, 0) for d in index_dims)
    capacity: dict[str, int] = {}
    for i, dim in enumerate(index_dims):
        top = good.dim_max_val(i)
        if top.is_infty() or not top.is_int():
            raise LayoutError(f"{operand}: dimension {dim} is not bounded by the array")
        capacity[dim] = int(top.to_python()) + 1
    box = isl.Set("{ [" + ", ".join(index_dims) + "] : " + " and ".join(
        f"0 <= {d} < {capacity[d]}" for d in index_dims) + " }")
    if not box.is_subset(good):
        raise LayoutError(f"{operand}: the points that fit one array are not a box")
    return tuple(capacity.items())


def matrix_capacity(hw: HwSpec, weight_bits: int) -> tuple[int, int]:
    """(rows, cols) of a weight matrix one array holds at ``weight_bits`` bits per weight.

    rows is the extent of the stationary operand's reduction dim (k), cols of its parallel dim
    (m). For puma.yaml (128×128 arrays, 2-bit cells): 16-bit → (128, 16), 8-bit → (128, 32).
    """
    compute = hw.compute
    dims = compute.operands[compute.stationary]
    reduction = [d for d in dims if d in compute.reduction_dims]
    parallel = [d for d in dims if d in compute.parallel_dims]
    if len(reduction) != 1 or len(parallel) != 1:
        raise LayoutError(f"{hw.name}: matrix_capacity needs a stationary operand with one parallel "
                          f"and one reduction dim, {compute.stationary}{list(dims)} has "
                          f"parallel {parallel} and reduction {reduction}")
    values = compute_symbol_values(hw, weight_bits=weight_bits)
    capacity = layout_capacity(hw, compute.stationary, values)
    return capacity[reduction[0]], capacity[parallel[0]]


def weight_capacity_bytes(hw: HwSpec) -> int:
    """Bytes all arrays of all chips store: cells × cell_bits / 8.

    PIMCOMP Table V's capacities are MiB: Arch-A 63, Arch-B 69, Arch-C 64 (exactly).
    """
    array = hw.core.array
    return hw.total_arrays * array.rows * array.cols * array.cell_bits // 8


# --- summary for `pimsolve check` ------------------------------------------------------------

def describe(hw: HwSpec) -> list[tuple[str, str]]:
    """Derived facts about a hwspec as (label, value) rows."""
    core, array, noc = hw.core, hw.core.array, hw.noc
    rows: list[tuple[str, str]] = [
        ("name", hw.name),
        ("source", hw.source),
        ("cores", f"{hw.num_cores} ({hw.num_chips} chip{'s' if hw.num_chips != 1 else ''} "
                  f"({hw.chips[0]}×{hw.chips[1]}) × {hw.cores_in_chip} cores "
                  f"({hw.cores_per_chip[0]}×{hw.cores_per_chip[1]}))"),
        ("arrays per core", str(core.arrays)),
        ("arrays in total", f"{hw.total_arrays:,}"),
        ("array geometry", f"{array.rows} rows × {array.cols} cols"),
        ("cell bits", str(array.cell_bits)),
    ]
    if core.blocks is not None:
        grid = core.blocks
        network = grid.interconnect.value + (
            f" ({grid.channels} channels of {grid.blocks_per_channel} blocks)"
            if grid.blocks_per_channel else "")
        rows.append(("blocks per core",
                     f"{grid.rows}×{grid.cols}, {network}, {grid.link_bits}-bit links, "
                     f"{grid.router_latency}-cycle routers, {grid.wire_latency}-cycle wires"))
    compute = hw.compute
    rows.append(("compute", f"{compute.family.value}: {compute.text}"))
    try:
        if compute.family is Family.CROSSBAR:
            k, m = matrix_capacity(hw, hw.precision.weights)
            cells = compute_symbol_values(hw)
            rows.append(("matrix per array", f"{k} rows × {m} cols of {hw.precision.weights}-bit "
                                             f"weights ({_cells_text(hw, cells)})"))
        else:
            cap = layout_capacity(hw, compute.stationary, compute_symbol_values(hw))
            rows.append((f"{compute.stationary} per array", " × ".join(f"{d} {n}" for d, n in cap.items())))
    except LayoutError as err:
        rows.append(("per-array capacity", f"symbolic ({err})"))
    capacity = weight_capacity_bytes(hw)
    rows += [
        ("weight capacity", f"{_bytes_text(capacity)} ({capacity:,} bytes)"),
        ("precision", f"weights {hw.precision.weights}, inputs {hw.precision.inputs}, "
                      f"outputs {hw.precision.outputs} bits"),
        ("local memory per core", f"{_bytes_text(core.local_memory_bytes)}, "
                                  f"{_num(core.local_memory_bandwidth)} B/cycle"),
        ("global memory", f"{_bytes_text(hw.global_memory.bytes)}, "
                          f"{_num(hw.global_memory.bandwidth)} B/cycle"),
        ("vector units", f"{core.vector_units} × {core.vector_width} elements/cycle"),
        ("registers", f"{core.registers} scalar, {core.event_registers} event"),
        ("noc", f"{noc.topology.value}, {_num(noc.hop_latency)} cycles/hop, "
                f"{_num(noc.link_bandwidth)} B/cycle links; off-chip {_num(noc.offchip_latency)} "
                f"cycles, {_num(noc.offchip_bandwidth)} B/cycle"),
        ("execution", core.execution.value),
        ("communication", hw.communication.value),
        ("clock", _hz_text(hw.clock_hz)),
    ]
    return rows


def _cells_text(hw: HwSpec, values: Mapping[str, Any]) -> str:
    layout = hw.compute.layouts[hw.compute.stationary]
    if layout.cells_per_element is None:
        return "cells per weight unknown"
    cells = layout.cells_per_element.evaluate(values)
    return f"{_num(cells)} cells of {hw.core.array.cell_bits} bits per weight"


def _sym(entry: Any) -> Any:
    return entry if isinstance(entry, sympy.Basic) else exact(entry)


def _as_int_if_integral(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def _bytes_text(n: int) -> str:
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= size:
            return f"{n / size:.4g} {unit}"
    return f"{n} B"


def _hz_text(hz: float) -> str:
    for unit, size in (("GHz", 1e9), ("MHz", 1e6), ("kHz", 1e3)):
        if hz >= size:
            return f"{hz / size:g} {unit}"
    return f"{hz:g} Hz"
