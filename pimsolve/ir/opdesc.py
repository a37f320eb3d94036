"""Operator descriptions: each operator as a loop nest with affine tensor accesses (ARES §V-A).

An operator is ``({T_i}, {L_i}, {A_i})``: its tensors, its loops and one integer *access matrix*
per tensor, ``tensor index = A · (loop vector) + offset``. The loop nest's iteration domain is
an islpy ``Set`` and each access is also an islpy ``Map`` from the domain to the tensor's index
space, so later stages can ask ISL about reuse, footprints and tiles.

Operators and their loops (index names in brackets; ``st`` is the stride, ``d`` the dilation):

==================  ==========================  =================================================
op                  loops                       accesses
==================  ==========================  =================================================
conv2d              n k p q c r s               input[n, c, st·p + d·r, st·q + d·s],
                                                weight[k, c, r, s], output[n, k, p, q]
conv2d, groups G>1  n g k p q c r s             input[n, g, c, h, w], weight[g, k, c, r, s],
                                                output[n, g, k, p, q] (channels viewed as
                                                (group, channel within the group))
depthwise_conv2d    n g p q r s                 input[n, g, h, w], weight[g, r, s],
                                                output[n, g, p, q]
gemm, matmul        m n k                       input[m, k] (A), weight[k, n] (B),
                                                output[m, n] (C): C = A · B
maxpool, avgpool    n c p q r s                 input[n, c, st·p + r, st·q + s], output[n, c, p, q]
add, mul            n c h w                     input[n, c, h, w], other[n, c, h, w],
                                                output[n, c, h, w]
==================  ==========================  =================================================

Tensors are named by role: ``input``, ``weight``, ``output`` (and ``other``, the second operand
of an elementwise op). A gemm's A, B, C are its ``input``, ``weight`` and ``output``. Loop
extents use the ARES names: conv2d's ``N, K, H, W, C, R, S`` where H and W are the *output* rows
and columns (loops p, q; ARES Table IV), gemm's ``M, N, K``.

To add an operator: write its builder (loops, reduction, accesses as ``{loop: coefficient}``
rows) below and register it in ``_BUILDERS`` with its shape keys in ``SHAPE_KEYS`` and its
arithmetic in ``ARITHMETIC``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import islpy as isl
import numpy as np

from pimsolve.errors import BadInputError

# Shape keys of each operator in the order the CLI's --shape lists them.
SHAPE_KEYS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "conv2d": ("N", "K", "H", "W", "C", "R", "S"),
    "depthwise_conv2d": ("N", "C", "H", "W", "R", "S"),
    "gemm": ("M", "N", "K"),
    "matmul": ("M", "N", "K"),
    "maxpool": ("N", "C", "H", "W", "R", "S"),
    "avgpool": ("N", "C", "H", "W", "R", "S"),
    "add": ("N", "C", "H", "W"),
    "mul": ("N", "C", "H", "W"),
})

# The arithmetic F of each operator (ARES §IV-A): a hardware compute abstraction can run an
# operator whose arithmetic equals its function name.
ARITHMETIC: Mapping[str, str] = MappingProxyType({
    "conv2d": "MAC", "depthwise_conv2d": "MAC", "gemm": "MAC", "matmul": "MAC",
    "maxpool": "MAX", "avgpool": "ADD", "add": "ADD", "mul": "MUL",
})

SUPPORTED_OPS: tuple[str, ...] = tuple(SHAPE_KEYS)

_WINDOW_OPS = frozenset({"conv2d", "depthwise_conv2d", "maxpool", "avgpool"})


@dataclass(frozen=True, slots=True)
class Access:
    """One tensor access: ``tensor[dims] = matrix · loops + offset`` over the operator's domain.

    ``tensor`` is ``input``, ``weight``, ``output`` or ``other`` (see the module docstring);
    ``matrix`` is int64 of shape (len(dims), len(loops)) and read-only.
    """

    tensor: str
    role: str  # "read" | "write"
    dims: tuple[str, ...]
    matrix: np.ndarray
    offset: tuple[int, ...]
    relation: Any  # islpy.Map: loop domain -> tensor index

    def column(self, loop_index: int) -> np.ndarray:
        return self.matrix[:, loop_index]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Access):
            return NotImplemented
        return (self.tensor, self.role, self.dims, self.offset) == \
            (other.tensor, other.role, other.dims, other.offset) and \
            np.array_equal(self.matrix, other.matrix) and self.relation.is_equal(other.relation)

    def __hash__(self) -> int:
        return hash((self.tensor, self.role, self.dims, self.offset, self.matrix.tobytes()))


@dataclass(frozen=True, slots=True)
class OpDescription:
    """An operator as ARES sees it: loops, their extents, reduction loops, accesses, domain."""

    op: str
    loops: tuple[str, ...]
    sizes: Mapping[str, int] | None  # loop extents; None when symbolic (ISL parameters)
    reduction: frozenset[str]  # loops along which the output is reused (zero output column)
    accesses: tuple[Access, ...]
    domain: Any  # islpy.Set
    stride: tuple[int, int] = (1, 1)  # conv/pool only

    @property
    def parallel(self) -> tuple[str, ...]:
        return tuple(loop for loop in self.loops if loop not in self.reduction)

    @property
    def reads(self) -> tuple[Access, ...]:
        return tuple(a for a in self.accesses if a.role == "read")

    @property
    def writes(self) -> tuple[Access, ...]:
        return tuple(a for a in self.accesses if a.role == "write")

    def access(self, tensor: str) -> Access:
        for acc in self.accesses:
            if acc.tensor == tensor:
                return acc
        raise KeyError(f"{self.op} has no tensor {tensor!r}; it has "
                       f"{', '.join(a.tensor for a in self.accesses)}")

    def size(self, loop: str) -> int | None:
        return None if self.sizes is None else self.sizes[loop]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, OpDescription):
            return NotImplemented
        return (self.op, self.loops, self.reduction, self.accesses, self.stride) == \
            (other.op, other.loops, other.reduction, other.accesses, other.stride) and \
            (dict(self.sizes) if self.sizes is not None else None) == \
            (dict(other.sizes) if other.sizes is not None else None)

    def __hash__(self) -> int:
        return hash((self.op, self.loops, self.reduction, self.accesses, self.stride))


# --- building descriptions -------------------------------------------------------------------

Row = Mapping[str, int]  # one tensor index: {loop: coefficient}


@dataclass(frozen=True, slots=True)
class _Spec:
    loops: tuple[str, ...]
    extents: Mapping[str, int] | None
    tensors: tuple[tuple[str, str, tuple[str, ...], tuple[Row, ...], tuple[int, ...]], ...]
    stride: tuple[int, int] = (1, 1)
    fixed: tuple[tuple[str, int], ...] = ()  # extents known even when the rest is symbolic


def describe(op: str, shape: Mapping[str, int] | None = None, *, stride: tuple[int, int] = (1, 1),
             groups: int = 1, dilation: tuple[int, int] = (1, 1),
             pads: tuple[int, int] = (0, 0)) -> OpDescription:
    """The description of ``op`` with loop extents from ``shape`` (None: symbolic extents).

    ``shape`` keys are the op's ARES names (``SHAPE_KEYS``; conv2d N, K, H, W, C, R, S with H, W
    the output rows and columns) or its loop names, case-insensitive; all or none must be given.
    ``stride``, ``dilation`` and ``pads`` (top, left; padding shifts input indices by -pad)
    apply to conv2d and pooling; ``groups`` to conv2d (K and C are the totals).
    BadInputError on an unknown op or a bad shape.
    """
    if op not in _BUILDERS:
        raise BadInputError(f"unknown operator {op!r}; expected one of {', '.join(SUPPORTED_OPS)}")
    stride = _pair(stride, "stride")
    dilation = _pair(dilation, "dilation")
    pads = _pair(pads, "pads", minimum=0)
    if not isinstance(groups, int) or isinstance(groups, bool) or groups < 1:
        raise BadInputError(f"groups: expected a positive integer, got {groups!r}")
    if groups != 1 and op != "conv2d":
        raise BadInputError(f"groups: only conv2d takes groups, got groups={groups} for {op}")
    if op not in _WINDOW_OPS and (stride, dilation, pads) != ((1, 1), (1, 1), (0, 0)):
        raise BadInputError(f"{op}: stride, dilation and pads apply to conv2d and pooling only")
    values = _normalize_shape(op, shape)
    spec = _BUILDERS[op](values, stride=stride, groups=groups, dilation=dilation, pads=pads)
    return _build(op, spec)


def _pair(value: Any, name: str, minimum: int = 1) -> tuple[int, int]:
    if isinstance(value, int) and not isinstance(value, bool):
        value = (value, value)
    if (not isinstance(value, (tuple, list)) or len(value) != 2 or
            not all(isinstance(v, int) and not isinstance(v, bool) and v >= minimum for v in value)):
        raise BadInputError(f"{name}: expected an integer >= {minimum} or a pair of them, got "
                            f"{value!r}")
    return int(value[0]), int(value[1])


def _normalize_shape(op: str, shape: Mapping[str, int] | None) -> dict[str, int] | None:
    """Shape keys upper-cased to the op's ARES names; every key present, every value positive."""
    if shape is None:
        return None
    keys = SHAPE_KEYS[op]
    aliases = {k.lower(): k for k in keys}
    aliases.update(_LOOP_ALIASES.get(op, {}))
    values: dict[str, int] = {}
    for key, value in shape.items():
        name = aliases.get(str(key).lower()) if str(key) not in keys else str(key)
        if name is None:
            hint = "; H and W are the output rows and columns" if op in _WINDOW_OPS else ""
            raise BadInputError(f"{op}: unknown shape key {key!r}; expected "
                                f"{', '.join(keys)}{hint}")
        if name in values:
            raise BadInputError(f"{op}: shape key {name} given twice")
        if not isinstance(value, (int, np.integer)) or isinstance(value, bool) or value < 1:
            raise BadInputError(f"{op}: shape {name}: expected a positive integer, got {value!r}")
        values[name] = int(value)
    missing = [k for k in keys if k not in values]
    if missing:
        raise BadInputError(f"{op}: shape misses {', '.join(missing)}; expected all of "
                            f"{', '.join(keys)} or no shape")
    return values


# loop names accepted as shape keys besides the ARES names
_LOOP_ALIASES: Mapping[str, Mapping[str, str]] = MappingProxyType({
    "conv2d": {"p": "H", "q": "W"},
    "depthwise_conv2d": {"p": "H", "q": "W", "g": "C"},
    "maxpool": {"p": "H", "q": "W"},
    "avgpool": {"p": "H", "q": "W"},
})


def _extents(values: Mapping[str, int] | None, pairs: Mapping[str, str]) -> dict[str, int] | None:
    """Loop extents {loop: value of its shape key}."""
    return None if values is None else {loop: values[key] for loop, key in pairs.items()}


def _conv2d(values: Mapping[str, int] | None, *, stride: tuple[int, int], groups: int,
            dilation: tuple[int, int], pads: tuple[int, int]) -> _Spec:
    (sh, sw), (dh, dw), (ph, pw) = stride, dilation, pads
    h_row = {"p": sh, "r": dh}
    w_row = {"q": sw, "s": dw}
    if groups == 1:
        loops = ("n", "k", "p", "q", "c", "r", "s")
        extents = _extents(values, {"n": "N", "k": "K", "p": "H", "q": "W", "c": "C", "r": "R",
                                    "s": "S"})
        tensors = (
            ("input", "read", ("n", "c", "h", "w"), ({"n": 1}, {"c": 1}, h_row, w_row),
             (0, 0, -ph, -pw)),
            ("weight", "read", ("k", "c", "r", "s"), ({"k": 1}, {"c": 1}, {"r": 1}, {"s": 1}),
             (0, 0, 0, 0)),
            ("output", "write", ("n", "k", "p", "q"), ({"n": 1}, {"k": 1}, {"p": 1}, {"q": 1}),
             (0, 0, 0, 0)),
        )
        return _Spec(loops, extents, tensors, stride)
    loops = ("n", "g", "k", "p", "q", "c", "r", "s")
    extents = _extents(values, {"n": "N", "k": "K", "p": "H", "q": "W", "c": "C", "r": "R",
                                "s": "S"})
    if extents is not None:
        for loop, key in (("k", "K"), ("c", "C")):
            if extents[loop] % groups:
                raise BadInputError(f"conv2d: {key} = {extents[loop]} is not a multiple of "
                                    f"groups = {groups}")
            extents[loop] //= groups
        extents["g"] = groups
    tensors = (
        ("input", "read", ("n", "g", "c", "h", "w"), ({"n": 1}, {"g": 1}, {"c": 1}, h_row, w_row),
         (0, 0, 0, -ph, -pw)),
        ("weight", "read", ("g", "k", "c", "r", "s"),
         ({"g": 1}, {"k": 1}, {"c": 1}, {"r": 1}, {"s": 1}), (0,) * 5),
        ("output", "write", ("n", "g", "k", "p", "q"),
         ({"n": 1}, {"g": 1}, {"k": 1}, {"p": 1}, {"q": 1}), (0,) * 5),
    )
    return _Spec(loops, extents, tensors, stride, (("g", groups),))


def _depthwise(values: Mapping[str, int] | None, *, stride: tuple[int, int], groups: int,
               dilation: tuple[int, int], pads: tuple[int, int]) -> _Spec:
    (sh, sw), (dh, dw), (ph, pw) = stride, dilation, pads
    loops = ("n", "g", "p", "q", "r", "s")
    extents = _extents(values, {"n": "N", "g": "C", "p": "H", "q": "W", "r": "R", "s": "S"})
    tensors = (
        ("input", "read", ("n", "g", "h", "w"), ({"n": 1}, {"g": 1}, {"p": sh, "r": dh},
                                                {"q": sw, "s": dw}), (0, 0, -ph, -pw)),
        ("weight", "read", ("g", "r", "s"), ({"g": 1}, {"r": 1}, {"s": 1}), (0, 0, 0)),
        ("output", "write", ("n", "g", "p", "q"), ({"n": 1}, {"g": 1}, {"p": 1}, {"q": 1}),
         (0, 0, 0, 0)),
    )
    return _Spec(loops, extents, tensors, stride)


def _gemm(values: Mapping[str, int] | None, **_: Any) -> _Spec:
    loops = ("m", "n", "k")
    extents = _extents(values, {"m": "M", "n": "N", "k": "K"})
    tensors = (
        ("input", "read", ("m", "k"), ({"m": 1}, {"k": 1}), (0, 0)),
        ("weight", "read", ("k", "n"), ({"k": 1}, {"n": 1}), (0, 0)),
        ("output", "write", ("m", "n"), ({"m": 1}, {"n": 1}), (0, 0)),
    )
    return _Spec(loops, extents, tensors)


def _pool(values: Mapping[str, int] | None, *, stride: tuple[int, int],
          dilation: tuple[int, int], pads: tuple[int, int], **_: Any) -> _Spec:
    (sh, sw), (dh, dw), (ph, pw) = stride, dilation, pads
    loops = ("n", "c", "p", "q", "r", "s")
    extents = _extents(values, {"n": "N", "c": "C", "p": "H", "q": "W", "r": "R", "s": "S"})
    tensors = (
        ("input", "read", ("n", "c", "h", "w"), ({"n": 1}, {"c": 1}, {"p": sh, "r": dh},
                                                {"q": sw, "s": dw}), (0, 0, -ph, -pw)),
        ("output", "write", ("n", "c", "p", "q"), ({"n": 1}, {"c": 1}, {"p": 1}, {"q": 1}),
         (0, 0, 0, 0)),
    )
    return _Spec(loops, extents, tensors, stride)


def _elementwise(values: Mapping[str, int] | None, *, broadcast: bool = False, **_: Any) -> _Spec:
    loops = ("n", "c", "h", "w")
    extents = _extents(values, {"n": "N", "c": "C", "h": "H", "w": "W"})
    full = ({"n": 1}, {"c": 1}, {"h": 1}, {"w": 1})
    # a broadcast (N, C, 1, 1) operand (squeeze-excitation) reads index 0 along h and w
    other = ({"n": 1}, {"c": 1}, {}, {}) if broadcast else full
    tensors = (
        ("input", "read", ("n", "c", "h", "w"), full, (0, 0, 0, 0)),
        ("other", "read", ("n", "c", "h", "w"), other, (0, 0, 0, 0)),
        ("output", "write", ("n", "c", "h", "w"), full, (0, 0, 0, 0)),
    )
    return _Spec(loops, extents, tensors)


_BUILDERS: Mapping[str, Any] = MappingProxyType({
    "conv2d": _conv2d, "depthwise_conv2d": _depthwise, "gemm": _gemm, "matmul": _gemm,
    "maxpool": _pool, "avgpool": _pool, "add": _elementwise, "mul": _elementwise,
})


def _build(op: str, spec: _Spec) -> OpDescription:
    loops = spec.loops
    known = dict(spec.extents) if spec.extents is not None else dict(spec.fixed)
    params = [loop.upper() for loop in loops if loop not in known]
    bounds = " and ".join(f"0 <= {loop} < {known.get(loop, loop.upper())}" for loop in loops)
    prefix = f"[{', '.join(params)}] -> " if params else ""
    domain = isl.Set(f"{prefix}{{ {op}[{', '.join(loops)}] : {bounds} }}")
    accesses = []
    for tensor, role, dims, rows, offset in spec.tensors:
        matrix = np.zeros((len(dims), len(loops)), dtype=np.int64)
        for i, row in enumerate(rows):
            for loop, coefficient in row.items():
                matrix[i, loops.index(loop)] = coefficient
        matrix.setflags(write=False)
        exprs = [_affine(matrix[i], loops, offset[i]) for i in range(len(dims))]
        relation = isl.Map(f"{prefix}{{ {op}[{', '.join(loops)}] -> {tensor}[{', '.join(exprs)}] }}")
        relation = relation.intersect_domain(domain)
        for i, dim in enumerate(dims):
            relation = relation.set_dim_name(isl.dim_type.out, i, dim)
        accesses.append(Access(tensor, role, dims, matrix, tuple(offset), relation))
    writes = [a for a in accesses if a.role == "write"]
    reduction = frozenset(loop for j, loop in enumerate(loops)
                          if all(not a.matrix[:, j].any() for a in writes))
    sizes = MappingProxyType({loop: spec.extents[loop] for loop in loops}) \
        if spec.extents is not None else None
    return OpDescription(op, loops, sizes, reduction, tuple(accesses), domain, spec.stride)


def _affine(row: np.ndarray, loops: tuple[str, ...], offset: int) -> str:
    terms = [(f"{int(c)}{loop}" if c != 1 else loop) for c, loop in zip(row, loops) if c]
    if offset or not terms:
        terms.append(str(int(offset)))
    return " + ".join(terms).replace("+ -", "- ")


# --- from the fixed-point graph --------------------------------------------------------------

def describe_layer(layer: Any, qgraph: Any) -> OpDescription:
    """The description of one :class:`~pimsolve.ir.qgraph.QLayer` with its graph's shapes.

    CONV (grouped and depthwise included), GEMM (a 4-D input is read flattened as (C·H·W)),
    MAXPOOL, AVGPOOL, GLOBAL_AVGPOOL, ADD and MUL (a (N, C, 1, 1) second operand broadcasts).
    BadInputError names the layer and the supported kinds otherwise.
    """
    from pimsolve.ir.graph import ConvAttrs, PoolAttrs
    from pimsolve.ir.qgraph import QKind

    kind = layer.kind
    in_shape = tuple(qgraph.tensors[layer.inputs[0]].shape)
    out_shape = tuple(qgraph.tensors[layer.output].shape)
    if kind is QKind.CONV:
        attrs: ConvAttrs = layer.attrs
        n, cin, _, _ = in_shape
        _, cout, oh, ow = out_shape
        kh, kw = attrs.kernel
        common = {"stride": attrs.stride, "dilation": attrs.dilation, "pads": attrs.pads[:2]}
        if attrs.groups > 1 and attrs.groups == cin == cout:
            return describe("depthwise_conv2d", {"N": n, "C": cin, "H": oh, "W": ow, "R": kh,
                                                 "S": kw}, **common)
        return describe("conv2d", {"N": n, "K": cout, "H": oh, "W": ow, "C": cin, "R": kh,
                                   "S": kw}, groups=attrs.groups, **common)
    if kind is QKind.GEMM:
        features = int(np.prod(in_shape[1:]))
        return describe("gemm", {"M": in_shape[0], "N": out_shape[1], "K": features})
    if kind in (QKind.MAXPOOL, QKind.AVGPOOL):
        pool: PoolAttrs = layer.attrs
        kh, kw = pool.kernel
        return describe("maxpool" if kind is QKind.MAXPOOL else "avgpool",
                        {"N": in_shape[0], "C": in_shape[1], "H": out_shape[2], "W": out_shape[3],
                         "R": kh, "S": kw}, stride=pool.stride, pads=pool.pads[:2])
    if kind is QKind.GLOBAL_AVGPOOL:
        return describe("avgpool", {"N": in_shape[0], "C": in_shape[1], "H": 1, "W": 1,
                                    "R": in_shape[2], "S": in_shape[3]})
    if kind in (QKind.ADD, QKind.MUL):
        op = "add" if kind is QKind.ADD else "mul"
        shape = (*in_shape, 1, 1)[:4] if len(in_shape) == 2 else in_shape
        values = dict(zip(("N", "C", "H", "W"), shape))
        other = tuple(qgraph.tensors[layer.inputs[1]].shape)
        broadcast = other != in_shape
        if broadcast and not (len(other) == 4 and other[2:] == (1, 1) and other[:2] == in_shape[:2]):
            raise BadInputError(f"layer {layer.name}: {op} of shapes {in_shape} and {other}; "
                                "expected equal shapes or a (N, C, 1, 1) second operand")
        return _build(op, _elementwise(_normalize_shape(op, values), broadcast=broadcast))
    supported = "conv, gemm, maxpool, avgpool, global_avgpool, add, mul"
    raise BadInputError(f"layer {layer.name}: no operator description for kind "
                        f"{kind.value!r}; supported: {supported}")
