"""Constant folding: evaluate with numpy every node whose inputs are all known.

Known means a constant (initializer, Constant node, earlier folded result) or, for ``Shape``
and ``Size``, an activation whose static shape shape inference found. This removes Constant
nodes (PaddlePaddle style) and the Shape/Gather/Cast/Slice/Concat/Unsqueeze/Squeeze subgraphs
that exporters put in front of Reshape. ``fold_until_fixed`` alternates folding with shape
inference, since a folded Reshape target can make a later Shape node's input static.

To fold another operator: write ``_<op>(node, args) -> list[np.ndarray]`` and add it to
``FOLDERS``.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from onnx import helper

from pimsolve.errors import ModelError
from pimsolve.frontend.wgraph import Node, WGraph, check_finite, infer_shapes

Args = list[np.ndarray | None]

# the most elements one folded constant may have (512 MB of float32), checked before it is
# made: more than any real model's weight tensor, and a few kilobytes of ConstantOfShape,
# Range or Expand could otherwise ask for gigabytes
MAX_FOLDED_ELEMENTS = 2**27


def _room(node: Node, shape) -> tuple[int, ...]:
    """``shape`` when a tensor of it is within MAX_FOLDED_ELEMENTS, else a ModelError."""
    dims = tuple(int(d) for d in shape)
    count = 1
    for d in dims:
        count *= max(d, 0)
    if count > MAX_FOLDED_ELEMENTS:
        raise ModelError(f"{node.label}: folding it would make a constant of {count:,} elements "
                         f"(shape {list(dims)}); expected at most {MAX_FOLDED_ELEMENTS:,}")
    return dims


def _arg(args: Args, i: int) -> np.ndarray | None:
    return args[i] if i < len(args) else None


def _ints(value: np.ndarray | list[int] | None) -> list[int]:
    return [] if value is None else [int(v) for v in np.asarray(value).reshape(-1)]


def _axes(node: Node, args: Args, index: int) -> list[int] | None:
    """Axes from the attribute (older opsets) or from input ``index`` (newer ones)."""
    if "axes" in node.attrs:
        return [int(a) for a in node.attrs["axes"]]
    value = _arg(args, index)
    return None if value is None else _ints(value)


def _constant(node: Node, args: Args) -> list[np.ndarray]:
    a = node.attrs
    if "value" in a:
        return [np.asarray(a["value"])]
    if "value_float" in a:
        return [np.asarray(a["value_float"], dtype=np.float32)]
    if "value_floats" in a:
        return [np.asarray(a["value_floats"], dtype=np.float32)]
    if "value_int" in a:
        return [np.asarray(a["value_int"], dtype=np.int64)]
    if "value_ints" in a:
        return [np.asarray(a["value_ints"], dtype=np.int64)]
    raise ModelError(f"{node.label}: Constant without a dense value (sparse or string "
                     "constants are not supported)")


def _gather(node: Node, args: Args) -> list[np.ndarray]:
    return [np.take(args[0], np.asarray(args[1], dtype=np.int64), axis=node.attr("axis", 0))]


def _cast(node: Node, args: Args) -> list[np.ndarray]:
    return [np.asarray(args[0]).astype(helper.tensor_dtype_to_np_dtype(node.attrs["to"]))]


def _slice(node: Node, args: Args) -> list[np.ndarray]:
    data = np.asarray(args[0])
    if "starts" in node.attrs:  # opset < 10
        starts, ends = node.attrs["starts"], node.attrs["ends"]
        axes = node.attrs.get("axes", list(range(len(starts))))
        steps = [1] * len(starts)
    else:
        starts, ends = _ints(args[1]), _ints(args[2])
        axes = _ints(_arg(args, 3)) or list(range(len(starts)))
        steps = _ints(_arg(args, 4)) or [1] * len(starts)
    index = [slice(None)] * data.ndim
    for start, end, axis, step in zip(starts, ends, axes, steps, strict=True):
        index[axis % data.ndim] = slice(int(start), int(end), int(step))
    return [data[tuple(index)]]


def _concat(node: Node, args: Args) -> list[np.ndarray]:
    return [np.concatenate([np.asarray(a) for a in args if a is not None],
                           axis=node.attrs["axis"])]


def _unsqueeze(node: Node, args: Args) -> list[np.ndarray]:
    data = np.asarray(args[0])
    axes = _axes(node, args, 1) or []
    rank = data.ndim + len(axes)
    return [np.expand_dims(data, tuple(sorted(a % rank for a in axes)))]


def _squeeze(node: Node, args: Args) -> list[np.ndarray]:
    data = np.asarray(args[0])
    axes = _axes(node, args, 1)
    if axes is None:
        return [np.squeeze(data)]
    return [np.squeeze(data, axis=tuple(a % data.ndim for a in axes))]


def reshape_target(in_shape: tuple[int, ...], target: list[int], allowzero: int = 0
                   ) -> tuple[int, ...]:
    """ONNX Reshape's output shape: 0 copies the input dim (unless allowzero), -1 is inferred."""
    dims = [in_shape[i] if (d == 0 and not allowzero) else d for i, d in enumerate(target)]
    if -1 in dims:
        known = int(np.prod([d for d in dims if d != -1]))
        total = int(np.prod(in_shape))
        dims[dims.index(-1)] = total // known if known else 0
    return tuple(int(d) for d in dims)


def _reshape(node: Node, args: Args) -> list[np.ndarray]:
    data = np.asarray(args[0])
    shape = reshape_target(data.shape, _ints(args[1]), node.attr("allowzero", 0))
    return [data.reshape(shape)]


def _flatten(node: Node, args: Args) -> list[np.ndarray]:
    data = np.asarray(args[0])
    axis = node.attr("axis", 1) % (data.ndim + 1) if data.ndim else 0
    return [data.reshape(int(np.prod(data.shape[:axis])), -1)]


def _transpose(node: Node, args: Args) -> list[np.ndarray]:
    return [np.transpose(args[0], node.attrs.get("perm"))]


def _constant_of_shape(node: Node, args: Args) -> list[np.ndarray]:
    value = np.asarray(node.attrs.get("value", np.zeros(1, dtype=np.float32))).reshape(-1)
    return [np.full(_room(node, _ints(args[0])), value[0], dtype=value.dtype)]


def _range(node: Node, args: Args) -> list[np.ndarray]:
    start, limit, delta = (np.asarray(a) for a in args[:3])
    if delta == 0:
        raise ModelError(f"{node.label}: Range with a step of 0")
    _room(node, [max(0, int(np.ceil((float(limit) - float(start)) / float(delta))))])
    return [np.arange(start, limit, delta, dtype=start.dtype)]


def _expand(node: Node, args: Args) -> list[np.ndarray]:
    data = np.asarray(args[0])
    shape = _room(node, np.broadcast_shapes(data.shape, tuple(_ints(args[1]))))
    return [np.broadcast_to(data, shape).copy()]


def _div(node: Node, args: Args) -> list[np.ndarray]:
    a, b = np.asarray(args[0]), np.asarray(args[1])
    if np.issubdtype(a.dtype, np.integer):
        return [np.trunc(a / b).astype(a.dtype)]  # ONNX integer division truncates
    return [a / b]


def _elementwise(fn: Callable[..., np.ndarray]) -> Callable[[Node, Args], list[np.ndarray]]:
    def fold(node: Node, args: Args) -> list[np.ndarray]:
        values = [np.asarray(a) for a in args if a is not None]
        _room(node, np.broadcast_shapes(*(v.shape for v in values)))
        result = np.asarray(fn(*values))
        return [result.astype(values[0].dtype) if fn not in _BOOL_OPS else result]

    return fold


def _variadic(fn: Callable[..., np.ndarray]) -> Callable[[Node, Args], list[np.ndarray]]:
    def fold(node: Node, args: Args) -> list[np.ndarray]:
        values = [np.asarray(a) for a in args if a is not None]
        _room(node, np.broadcast_shapes(*(v.shape for v in values)))
        result = values[0]
        for value in values[1:]:
            result = fn(result, value)
        return [result]

    return fold


def _reduce(fn: Callable[..., np.ndarray]) -> Callable[[Node, Args], list[np.ndarray]]:
    def fold(node: Node, args: Args) -> list[np.ndarray]:
        data = np.asarray(args[0])
        axes = _axes(node, args, 1)
        keep = bool(node.attr("keepdims", 1))
        axis = None if not axes else tuple(a % data.ndim for a in axes)
        return [np.asarray(fn(data, axis=axis, keepdims=keep), dtype=data.dtype)]

    return fold


def _where(node: Node, args: Args) -> list[np.ndarray]:
    _room(node, np.broadcast_shapes(*(np.shape(a) for a in args[:3])))
    return [np.where(np.asarray(args[0], dtype=bool), args[1], args[2])]


_BOOL_OPS = (np.equal, np.less, np.greater, np.logical_not, np.logical_and, np.logical_or)

FOLDERS: dict[str, Callable[[Node, Args], list[np.ndarray]]] = {
    "Constant": _constant,
    "Identity": lambda node, args: [np.asarray(args[0])],
    "Gather": _gather,
    "Cast": _cast,
    "Slice": _slice,
    "Concat": _concat,
    "Unsqueeze": _unsqueeze,
    "Squeeze": _squeeze,
    "Reshape": _reshape,
    "Flatten": _flatten,
    "Transpose": _transpose,
    "ConstantOfShape": _constant_of_shape,
    "Range": _range,
    "Expand": _expand,
    "Where": _where,
    "Add": _elementwise(np.add),
    "Sub": _elementwise(np.subtract),
    "Mul": _elementwise(np.multiply),
    "Div": _div,
    "Neg": _elementwise(np.negative),
    "Abs": _elementwise(np.abs),
    "Sqrt": _elementwise(np.sqrt),
    "Reciprocal": _elementwise(np.reciprocal),
    "Pow": _elementwise(np.power),
    "Floor": _elementwise(np.floor),
    "Ceil": _elementwise(np.ceil),
    "Equal": _elementwise(np.equal),
    "Less": _elementwise(np.less),
    "Greater": _elementwise(np.greater),
    "Not": _elementwise(np.logical_not),
    "And": _elementwise(np.logical_and),
    "Or": _elementwise(np.logical_or),
    "Min": _variadic(np.minimum),
    "Max": _variadic(np.maximum),
    "ReduceProd": _reduce(np.prod),
    "ReduceSum": _reduce(np.sum),
}
SHAPE_OPS = ("Shape", "Size")  # folded when their input's shape is static


def _fold_shape(node: Node, shape: tuple[int, ...]) -> np.ndarray:
    if node.op == "Size":
        return np.asarray(int(np.prod(shape)), dtype=np.int64)
    start, end = node.attr("start", 0), node.attr("end", None)
    return np.asarray(shape[slice(start, end)], dtype=np.int64)


def fold_constants(wg: WGraph) -> bool:
    """One sweep in graph order; returns whether anything was folded."""
    folded = False
    for node in list(wg.nodes):
        if node.domain not in ("", "ai.onnx"):
            continue
        if node.op in SHAPE_OPS:
            source = node.inputs[0]
            shape = wg.consts[source].shape if source in wg.consts else wg.shapes.get(source)
            if shape is None:
                continue
            results = [_fold_shape(node, tuple(shape))]
        elif node.op in FOLDERS and all(not t or t in wg.consts for t in node.inputs):
            args = [wg.consts[t] if t else None for t in node.inputs]
            try:
                results = FOLDERS[node.op](node, args)
            except ModelError as exc:
                raise ModelError(f"{wg.path}: {exc}") from None
            except (ValueError, IndexError, TypeError, KeyError) as exc:
                raise ModelError(f"{wg.path}: {node.label}: cannot evaluate on its constant "
                                 f"inputs ({exc})") from None
        else:
            continue
        for value in results:
            check_finite(np.asarray(value), f"{wg.path}: {node.label}")
        for name, value in zip(node.outputs, results, strict=False):
            if name in wg.outputs:
                raise ModelError(f"{wg.path}: graph output '{name}' is a constant (computed by "
                                 f"{node.label} from constants only); nothing to map")
            wg.consts[name] = np.asarray(value)
        wg.nodes.remove(node)
        folded = True
    return folded


def remove_dead(wg: WGraph) -> None:
    """Drop nodes whose outputs nothing reads, and constants nothing reads."""
    live = set(wg.outputs)
    kept: list[Node] = []
    for node in reversed(wg.nodes):
        if any(t in live for t in node.outputs):
            kept.append(node)
            live.update(t for t in node.inputs if t)
    wg.nodes = kept[::-1]
    wg.consts = {k: v for k, v in wg.consts.items() if k in live}


def fold_until_fixed(wg: WGraph, max_rounds: int = 16) -> None:
    """Shape inference and folding, alternated until nothing changes; leaves shapes fresh."""
    for _ in range(max_rounds):
        infer_shapes(wg)
        changed = fold_constants(wg)
        remove_dead(wg)
        if not changed:
            return
    infer_shapes(wg)
