"""Compute binding (ARES §V-A, §V-B): software operator -> one hardware compute function.

Input: an :class:`~pimsolve.ir.opdesc.OpDescription` and a :class:`~pimsolve.hwspec.model.HwSpec`
whose ``compute`` section is ARES's abstraction ``Dst[i] = F(Src0[j0], ...)`` with parallel and
reduction dimensions and a memory abstraction per operand. Output: every valid
:class:`Binding` (operand binding ``T -> O``, dimension binding ``L -> D``, and the size limit
``S`` per hardware dimension), and for crossbars the (H, W, P) weight unfoldings of PIMCOMP.
Nothing here knows a particular hwspec; the equation and the layouts drive everything.

Rules (docs/binding.md works them through for conv2d on a crossbar):

1. The operator's arithmetic must be the hardware function (``opdesc.ARITHMETIC``; conv2d and
   gemm are MAC).
2. Operand binding: the operator's output tensor plays the equation's output; its read tensors
   play the equation's inputs in every order (so a crossbar holds the weights or the inputs).
3. Dimension binding: each loop goes to at most one hardware dimension, parallel loops to
   parallel dimensions and reduction loops to reduction ones. A hardware operand that does not
   use dimension ``D`` is *reused* along ``D``; a loop may go to ``D`` only if every software
   tensor playing such an operand is reused along that loop too (zero access-matrix column,
   :mod:`pimsolve.bind.reuse`). Each kind of dimension the hardware has (parallel,
   reduction) gets at least one loop: a primitive without a bound parallel dimension computes
   one output, one without a bound reduction dimension reduces nothing (a crossbar used
   outside its inner-product mode). With one dimension of each kind, as a crossbar, every
   dimension is bound; a dimension left unbound otherwise has extent 1.
4. Sizes: the memory abstraction of each operand with a layout bounds the tile of each
   hardware dimension (islpy: :func:`pimsolve.hwspec.affine.layout_capacity`), evaluated at
   the precision of the tensor bound there; the product of the tile sizes of the loops bound
   to ``D`` may not exceed it (ARES: ``S_C·S_R·S_S <= X``). With known extents, a loop of
   extent 1 is not bound (it adds nothing), and a binding whose element does not fit one array
   is dropped.

To support a new operator, describe it in :mod:`pimsolve.ir.opdesc`; a new PIM family needs
only its hwspec ``compute:`` section.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from pimsolve.bind.reuse import is_reused
from pimsolve.hwspec.affine import (Equation, LayoutError, compute_symbol_values, layout_capacity,
                                    parse_equation)
from pimsolve.hwspec.model import HwSpec
from pimsolve.ir.opdesc import ARITHMETIC, OpDescription


@dataclass(frozen=True, slots=True)
class Binding:
    """One way to run an operator on the hardware compute function.

    ``operands``: software tensor -> hardware operand. ``dims``: bound loop -> hardware
    dimension (loops run temporally otherwise), in the operator's loop order. ``limits``:
    hardware dimension -> the largest product of the tile sizes of its loops the memory
    abstraction allows (None for a dimension no layout bounds, or whose layout still has
    mapper-chosen parameters); ``limits`` itself is None when sizes were not asked for.
    ``tiles``: bound loop -> its largest tile, min(extent, limit), when extents are known.
    """

    op: str
    operands: Mapping[str, str]
    dims: Mapping[str, str]
    hw_dims: tuple[str, ...]  # parallel dimensions first, then reduction ones
    stationary: str  # the software tensor held by the hardware's stationary operand
    limits: Mapping[str, int | None] | None = None
    tiles: Mapping[str, int] | None = None

    def loops_on(self, hw_dim: str) -> tuple[str, ...]:
        """Loops bound to ``hw_dim``, in the operator's loop order."""
        return tuple(loop for loop, dim in self.dims.items() if dim == hw_dim)

    def limit(self, hw_dim: str) -> int | None:
        return None if self.limits is None else self.limits.get(hw_dim)

    @property
    def label(self) -> str:
        """e.g. ``weight->Src1 input->Src2 output->Dst | m: k | k: c·r·s``."""
        operands = " ".join(f"{t}->{o}" for t, o in self.operands.items())
        dims = " | ".join(f"{d}: {'·'.join(self.loops_on(d))}" for d in self.hw_dims)
        return f"{operands} | {dims}"

    def as_dict(self) -> dict[str, Any]:
        return {
            "op": self.op,
            "stationary": self.stationary,
            "operands": dict(self.operands),
            "dims": {d: list(self.loops_on(d)) for d in self.hw_dims},
            "limits": dict(self.limits) if self.limits is not None else None,
            "tiles": dict(self.tiles) if self.tiles is not None else None,
        }

    def _key(self) -> tuple[Any, ...]:
        return (self.op, tuple(self.operands.items()), tuple(self.dims.items()), self.hw_dims,
                self.stationary, tuple(self.limits.items()) if self.limits is not None else None,
                tuple(self.tiles.items()) if self.tiles is not None else None)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Binding):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


# --- enumeration -----------------------------------------------------------------------------

def equation_of(hw: HwSpec) -> Equation:
    """The parsed compute abstraction of ``hw`` (output first, then the inputs in order)."""
    return parse_equation(hw.compute.text)


def enumerate_bindings(desc: OpDescription, hw: HwSpec, *, sizes: bool = True
                       ) -> tuple[Binding, ...]:
    """Every valid binding of ``desc`` onto ``hw``'s compute abstraction.

    ``sizes=False``: the schemes of rules 1-3 only (conv2d on a crossbar: 56). ``sizes=True``:
    also rule 4, each binding carrying ``limits`` (and ``tiles`` when ``desc.sizes`` is known).
    Order (deterministic): the operand binding that holds ``weight`` in the stationary operand
    first, then the other permutations of the read tensors; within one, each loop's choices in
    loop order, binding before leaving it temporal (so the first scheme binds the most loops).
    """
    eq = equation_of(hw)
    if not _function_matches(desc, eq):
        return ()
    hw_dims = tuple(hw.compute.parallel_dims) + tuple(hw.compute.reduction_dims)
    found: list[Binding] = []
    for operands in _operand_bindings(desc, eq, hw.compute.stationary):
        for dims in _dimension_bindings(desc, hw, eq, operands):
            stationary = next(t for t, o in operands.items() if o == hw.compute.stationary)
            binding = Binding(desc.op, MappingProxyType(dict(operands)),
                              MappingProxyType(dims), hw_dims, stationary)
            if sizes:
                binding = _with_sizes(binding, desc, hw, eq)
                if binding is None:
                    continue
            found.append(binding)
    return tuple(found)


def _function_matches(desc: OpDescription, eq: Equation) -> bool:
    return ARITHMETIC.get(desc.op, "").upper() == eq.function.upper()


def _operand_bindings(desc: OpDescription, eq: Equation, stationary: str
                      ) -> Iterator[dict[str, str]]:
    """Software tensor -> hardware operand: the output on the equation's output, the reads on
    its inputs in every order, the one holding ``weight`` in ``stationary`` first."""
    writes, reads = desc.writes, desc.reads
    if len(writes) != 1 or len(reads) != len(eq.inputs):
        return
    found = []
    for order in itertools.permutations(reads):
        operands = {a.tensor: o for a, o in zip(order, eq.inputs)}
        operands[writes[0].tensor] = eq.output
        found.append(dict(sorted(operands.items(), key=lambda item: _operand_rank(item[1], eq))))
    yield from sorted(found, key=lambda ops: ops.get("weight") != stationary)


def _operand_rank(operand: str, eq: Equation) -> int:
    return [name for name, _ in eq.operands].index(operand)


def candidates(desc: OpDescription, hw: HwSpec, eq: Equation, operands: Mapping[str, str],
               loop: str) -> tuple[str, ...]:
    """Hardware dimensions ``loop`` may be bound to under an operand binding (rules 3)."""
    accesses = {a.tensor: a for a in desc.accesses}
    operand_dims = dict(eq.operands)
    tensor_of = {o: t for t, o in operands.items()}
    reduction = loop in desc.reduction
    allowed = []
    for dim in tuple(hw.compute.parallel_dims) + tuple(hw.compute.reduction_dims):
        if (dim in hw.compute.reduction_dims) != reduction:
            continue
        reused_operands = [o for o, dims in operand_dims.items() if dim not in dims]
        if all(is_reused(accesses[tensor_of[o]], desc.loops, loop) for o in reused_operands):
            allowed.append(dim)
    return tuple(allowed)


def _dimension_bindings(desc: OpDescription, hw: HwSpec, eq: Equation,
                        operands: Mapping[str, str]) -> Iterator[dict[str, str]]:
    options = [(*candidates(desc, hw, eq, operands, loop), None) for loop in desc.loops]
    kinds = [set(hw.compute.parallel_dims), set(hw.compute.reduction_dims)]
    for choice in itertools.product(*options):
        if all(kind & set(choice) for kind in kinds if kind):
            yield {loop: dim for loop, dim in zip(desc.loops, choice) if dim is not None}


# --- sizes (memory abstraction) --------------------------------------------------------------

def tensor_bits(tensor: str, hw: HwSpec) -> int:
    """Precision of a software tensor: weights at the weight precision, outputs at the output
    precision, every other read (activations) at the input precision."""
    if tensor == "weight":
        return hw.precision.weights
    if tensor == "output":
        return hw.precision.outputs
    return hw.precision.inputs


def precision_values(binding: Binding, hw: HwSpec, eq: Equation | None = None) -> dict[str, Any]:
    """Values of the hwspec's compute symbols under ``binding``.

    A hwspec writes its layouts for the default roles: ``weight_bits`` is the precision of the
    stationary operand, ``input_bits`` of the other inputs, ``output_bits`` of the output. A
    binding that puts the inputs in the array evaluates ``weight_bits`` at the input precision.
    """
    eq = eq or equation_of(hw)
    by_operand = {o: t for t, o in binding.operands.items()}
    others = [o for o in eq.inputs if o != hw.compute.stationary]
    return compute_symbol_values(
        hw,
        weight_bits=tensor_bits(by_operand[hw.compute.stationary], hw),
        input_bits=tensor_bits(by_operand[others[0]], hw) if others else None,
        output_bits=tensor_bits(by_operand[eq.output], hw))


def size_limits(binding: Binding, hw: HwSpec, eq: Equation | None = None
                ) -> dict[str, int | None]:
    """Hardware dimension -> largest tile (product of its loops' tiles) the layouts allow."""
    values = precision_values(binding, hw, eq)
    limits: dict[str, int | None] = {d: None for d in binding.hw_dims}
    for operand in hw.compute.layouts:
        try:
            capacity = layout_capacity(hw, operand, values)
        except LayoutError:  # mapper-chosen parameters: no fixed limit yet
            continue
        for dim, cap in capacity.items():
            if dim in limits:
                limits[dim] = cap if limits[dim] is None else min(limits[dim], cap)
    return limits


def _with_sizes(binding: Binding, desc: OpDescription, hw: HwSpec, eq: Equation
                ) -> Binding | None:
    if desc.sizes is not None and any(desc.sizes[loop] == 1 for loop in binding.dims):
        return None
    limits = size_limits(binding, hw, eq)
    if any(limit == 0 for limit in limits.values()):
        return None
    tiles = None
    if desc.sizes is not None:
        tiles = {loop: min(desc.sizes[loop], limits[dim]) if limits[dim] is not None
                 else desc.sizes[loop] for loop, dim in binding.dims.items()}
    return Binding(binding.op, binding.operands, binding.dims, binding.hw_dims,
                   binding.stationary, MappingProxyType(limits),
                   MappingProxyType(tiles) if tiles is not None else None)


def binding_obstacles(desc: OpDescription, hw: HwSpec) -> tuple[str, ...]:
    """Why ``desc`` has no binding onto ``hw`` (empty when it has one): one line per reason."""
    if enumerate_bindings(desc, hw):
        return ()
    eq = equation_of(hw)
    if not _function_matches(desc, eq):
        return (f"{hw.name} computes {eq.function} ({hw.compute.text}), {desc.op} needs "
                f"{ARITHMETIC.get(desc.op, 'an unknown arithmetic')}",)
    if len(desc.writes) != 1 or len(desc.reads) != len(eq.inputs):
        return (f"{desc.op} reads {len(desc.reads)} tensor(s) "
                f"({', '.join(a.tensor for a in desc.reads)}), {hw.compute.text} takes "
                f"{len(eq.inputs)} input(s)",)
    reasons = []
    for operands in _operand_bindings(desc, eq, hw.compute.stationary):
        allowed = {loop: candidates(desc, hw, eq, operands, loop) for loop in desc.loops}
        reachable = {d for dims in allowed.values() for d in dims}
        role = ", ".join(f"{t}->{o}" for t, o in operands.items())
        for kind, dims in (("parallel", hw.compute.parallel_dims),
                           ("reduction", hw.compute.reduction_dims)):
            if dims and not reachable & set(dims):
                reasons.append(f"with {role}: no loop may be bound to a {kind} dimension "
                               f"({', '.join(dims)}) by the reuse analysis")
    if not reasons and desc.sizes is not None:
        reasons.append("every scheme binds a loop of extent 1 or does not fit one array")
    return tuple(reasons)


# --- crossbar weight unfoldings (PIMCOMP §V-B, Table IV) -------------------------------------

# PIMCOMP Table IV's five unfoldings of a conv layer (I input channels, O output channels,
# K×K kernel). Of the nine formats the bindings give, it leaves out (I, OK, K).
TABLE_IV: frozenset[str] = frozenset({"(I, O, K²)", "(I, OK², 1)", "(IK, O, K)", "(IK, OK, 1)",
                                      "(IK², O, 1)"})

_PIMCOMP_LETTERS: Mapping[str, str] = MappingProxyType({"c": "I", "k": "O", "r": "K", "s": "K",
                                                        "g": "G"})


@dataclass(frozen=True, slots=True)
class Unfolding:
    """A weight matrix format (H, W, P): P parallel matrices of H rows × W columns.

    ``rows`` are the loops unrolled down the array rows (the binding's reduction dimension),
    ``cols`` those across the columns (its parallel dimension, then the ``accumulated`` window
    loops), ``copies`` the weight loops split into parallel matrices, each fed its own slice of
    the window. ``accumulated`` window loops (kernel rows/columns) sit on the columns: their
    partial sums belong to different output pixels and are added outside the array (the input
    is walked input-pixel first, PIMCOMP's (I, OK², 1)). H, W, P are None while extents are
    symbolic.
    """

    rows: tuple[str, ...]
    cols: tuple[str, ...]
    copies: tuple[str, ...]
    accumulated: tuple[str, ...]
    windows: tuple[str, ...]  # the unbound window loops (each copied or accumulated)
    binding: Binding
    row_dim: str  # the hardware reduction dimension along the rows (a crossbar's k)
    col_dim: str  # the hardware parallel dimension along the columns (a crossbar's m)
    height: int | None
    width: int | None
    parallel: int | None

    @property
    def hwp(self) -> tuple[int | None, int | None, int | None]:
        return self.height, self.width, self.parallel

    @property
    def formula(self) -> str:
        """(H, W, P) in loop extents, e.g. ``(C·R·S, K, 1)``."""
        def product(loops: tuple[str, ...]) -> str:
            return "·".join(loop.upper() for loop in loops) or "1"
        return f"({product(self.rows)}, {product(self.cols)}, {product(self.copies)})"

    @property
    def pimcomp(self) -> str | None:
        """PIMCOMP's notation for a conv2d format, e.g. ``(IK², O, 1)``; None for other ops."""
        if self.binding.op != "conv2d":
            return None

        def word(loops: tuple[str, ...]) -> str:
            letters = [_PIMCOMP_LETTERS[loop] for loop in loops]
            text = ""
            for letter in dict.fromkeys(letters):
                count = letters.count(letter)
                text += letter + ("²" if count == 2 else "")
            return text or "1"
        return f"({word(self.rows)}, {word(self.cols)}, {word(self.copies)})"

    @property
    def in_table_iv(self) -> bool:
        """True for the formats PIMCOMP Table IV lists (all but one window loop accumulated while
        another is copied)."""
        copied = [loop for loop in self.windows if loop not in self.accumulated]
        return not (self.accumulated and copied)

    def arrays(self) -> int | None:
        """Arrays one copy of the weights takes: P × ceil(H / row limit) × ceil(W / col limit)."""
        rows, cols = self.binding.limit(self.row_dim), self.binding.limit(self.col_dim)
        if None in self.hwp or rows is None or cols is None:
            return None
        assert self.height is not None and self.width is not None and self.parallel is not None
        return self.parallel * math.ceil(self.height / rows) * math.ceil(self.width / cols)

    def as_dict(self) -> dict[str, Any]:
        return {"rows": list(self.rows), "cols": list(self.cols), "copies": list(self.copies),
                "accumulated": list(self.accumulated), "formula": self.formula,
                "pimcomp": self.pimcomp, "in_table_iv": self.in_table_iv, "H": self.height,
                "W": self.width, "P": self.parallel, "arrays": self.arrays()}


def window_loops(desc: OpDescription, tensor: str) -> frozenset[str]:
    """Reduction loops that slide with a parallel loop in one index of ``tensor``
    (``h = st·p + r``: r is a window loop of p)."""
    access = desc.access(tensor)
    found = set()
    for row in access.matrix:
        used = [desc.loops[j] for j in row.nonzero()[0]]
        red = [loop for loop in used if loop in desc.reduction]
        par = [loop for loop in used if loop not in desc.reduction]
        if len(red) == 1 and len(par) == 1:
            found.add(red[0])
    return frozenset(found)


def crossbar_unfoldings(desc: OpDescription, hw: HwSpec) -> tuple[Unfolding, ...]:
    """The (H, W, P) weight unfoldings of ``desc`` on a crossbar-like ``hw``.

    Derived from the weight-stationary bindings (with sizes): H = the loops on the stationary
    operand's reduction dimension, W = those on its parallel dimension, P = the weight's loops
    left unbound. Unbound *channel* loops are not unfoldings (splitting them is the array-group
    row split), so a binding leaving one unbound gives none; each unbound *window* loop (kernel
    row or column) either makes parallel copies or moves to the columns with outside
    accumulation. Loops of extent 1 are left out. Empty when the hardware's stationary operand
    does not have exactly one parallel and one reduction dimension, or the op has no weight.
    """
    eq = equation_of(hw)
    stationary_dims = dict(eq.operands).get(hw.compute.stationary, ())
    par = [d for d in stationary_dims if d in hw.compute.parallel_dims]
    red = [d for d in stationary_dims if d in hw.compute.reduction_dims]
    if len(par) != 1 or len(red) != 1 or "weight" not in {a.tensor for a in desc.accesses}:
        return ()
    weight = desc.access("weight")
    weight_loops = [loop for j, loop in enumerate(desc.loops) if weight.matrix[:, j].any()]
    found = []
    for binding in enumerate_bindings(desc, hw, sizes=True):
        if binding.stationary != "weight":
            continue
        others = [t for t, o in binding.operands.items()
                  if o in eq.inputs and o != hw.compute.stationary]
        windows = frozenset().union(*(window_loops(desc, t) for t in others))
        rest = [loop for loop in weight_loops if loop not in binding.dims
                and (desc.sizes is None or desc.sizes[loop] > 1)]
        if any(loop in desc.reduction and loop not in windows for loop in rest):
            continue
        movable = [loop for loop in rest if loop in windows]
        for count in range(len(movable) + 1):
            for moved in itertools.combinations(movable, count):
                found.append(_unfolding(desc, binding, par[0], red[0], rest, movable, moved))
    return tuple(found)


def _unfolding(desc: OpDescription, binding: Binding, par: str, red: str, rest: list[str],
               windows: list[str], moved: tuple[str, ...]) -> Unfolding:
    rows = binding.loops_on(red)
    cols = binding.loops_on(par) + moved
    copies = tuple(loop for loop in rest if loop not in moved)

    def extent(loops: tuple[str, ...]) -> int | None:
        if desc.sizes is None:
            return None
        return math.prod(desc.sizes[loop] for loop in loops)
    return Unfolding(rows, cols, copies, moved, tuple(windows), binding, red, par, extent(rows),
                     extent(cols), extent(copies))
