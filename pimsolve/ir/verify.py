"""The structure-IR verifier: run after the frontend and after every transformation.

:func:`verify_graph` checks a :class:`Graph` for consistency and raises one ModelError listing
every problem: unique names, topological order, every layer input produced earlier or the
graph input, attributes of the right type, each output shape equal to what the op computes
from its input shapes (:func:`output_shape`), weights present, finite and of the right shapes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import numpy as np

from pimsolve.errors import ModelError
from pimsolve.ir.graph import ActAttrs, ConvAttrs, Graph, Layer, OpKind, PoolAttrs

UNARY = frozenset({OpKind.RELU, OpKind.CLIP, OpKind.LEAKY_RELU, OpKind.SIGMOID, OpKind.TANH,
                   OpKind.HARD_SIGMOID, OpKind.HARD_SWISH, OpKind.SCALE})
POOLS = frozenset({OpKind.MAXPOOL, OpKind.AVGPOOL})
FUSABLE = frozenset({OpKind.RELU, OpKind.CLIP})
_ARITY = {OpKind.ADD: 2, OpKind.SUB: 2, OpKind.MUL: 2}
_ACT_ATTRS = frozenset({OpKind.CLIP, OpKind.LEAKY_RELU, OpKind.HARD_SIGMOID})


def _window(size: int, kernel: int, stride: int, before: int, after: int, dilation: int = 1
            ) -> int:
    return (size + before + after - dilation * (kernel - 1) - 1) // stride + 1


Shapes = Sequence[tuple[int, ...]]
Weights = Mapping[str, np.ndarray]
ShapeRule = Callable[[object, Shapes, Weights], tuple[int, ...]]


def _conv_shape(attrs: object, in_shapes: Shapes, weights: Weights) -> tuple[int, ...]:
    x = in_shapes[0]
    if len(x) != 4 or not isinstance(attrs, ConvAttrs):
        raise ValueError(f"needs a 4-D input and ConvAttrs, got {x} and {attrs!r}")
    w = weights.get("weight")
    if w is None or w.ndim != 4:
        raise ValueError("needs a 4-D weight (O, I/groups, kh, kw)")
    a = attrs
    if x[1] != w.shape[1] * a.groups or w.shape[0] % a.groups:
        raise ValueError(f"weight {w.shape} with groups {a.groups} does not fit input "
                         f"channels {x[1]}")
    if tuple(w.shape[2:]) != a.kernel:
        raise ValueError(f"weight {w.shape} does not match kernel {a.kernel}")
    h = _window(x[2], a.kernel[0], a.stride[0], a.pads[0], a.pads[2], a.dilation[0])
    wd = _window(x[3], a.kernel[1], a.stride[1], a.pads[1], a.pads[3], a.dilation[1])
    return (x[0], w.shape[0], h, wd)


def _gemm_shape(attrs: object, in_shapes: Shapes, weights: Weights) -> tuple[int, ...]:
    x = in_shapes[0]
    w = weights.get("weight")
    if w is None or w.ndim != 2:
        raise ValueError("needs a 2-D weight (O, I)")
    features = int(np.prod(x[1:]))
    if features != w.shape[1]:
        raise ValueError(f"input {x} has {features} features, weight {w.shape} expects "
                         f"{w.shape[1]}")
    return (x[0], w.shape[0])


def _same_shape(attrs: object, in_shapes: Shapes, weights: Weights) -> tuple[int, ...]:
    return tuple(in_shapes[0])


def _pool_shape(attrs: object, in_shapes: Shapes, weights: Weights) -> tuple[int, ...]:
    x = in_shapes[0]
    if len(x) != 4 or not isinstance(attrs, PoolAttrs):
        raise ValueError(f"needs a 4-D input and PoolAttrs, got {x} and {attrs!r}")
    a = attrs
    h = _window(x[2], a.kernel[0], a.stride[0], a.pads[0], a.pads[2])
    wd = _window(x[3], a.kernel[1], a.stride[1], a.pads[1], a.pads[3])
    return (x[0], x[1], h, wd)


def _global_pool_shape(attrs: object, in_shapes: Shapes, weights: Weights) -> tuple[int, ...]:
    x = in_shapes[0]
    if len(x) != 4:
        raise ValueError(f"needs a 4-D input, got {x}")
    return (x[0], x[1], 1, 1)


def _equal_shapes(attrs: object, in_shapes: Shapes, weights: Weights) -> tuple[int, ...]:
    x = in_shapes[0]
    if in_shapes[1] != x:
        raise ValueError(f"operands have different shapes {x} and {in_shapes[1]}")
    return tuple(x)


def _mul_shape(attrs: object, in_shapes: Shapes, weights: Weights) -> tuple[int, ...]:
    x, y = in_shapes[0], in_shapes[1]
    if y != x and not (len(x) == 4 and y == (x[0], x[1], 1, 1)):
        raise ValueError(f"second operand {y} neither equals nor broadcasts (N, C, 1, 1) "
                         f"over {x}")
    return tuple(x)


def _concat_shape(attrs: object, in_shapes: Shapes, weights: Weights) -> tuple[int, ...]:
    x = in_shapes[0]
    for s in in_shapes[1:]:
        if len(s) != len(x) or s[:1] + s[2:] != x[:1] + x[2:]:
            raise ValueError(f"inputs {list(in_shapes)} differ outside axis 1")
    return (x[0], sum(s[1] for s in in_shapes), *x[2:])


# the shape rule of each kind; a new kind registers one here (tests/unit/test_operator_kinds.py)
SHAPES: dict[OpKind, ShapeRule] = {
    OpKind.CONV: _conv_shape,
    OpKind.GEMM: _gemm_shape,
    OpKind.RELU: _same_shape,
    OpKind.CLIP: _same_shape,
    OpKind.LEAKY_RELU: _same_shape,
    OpKind.SIGMOID: _same_shape,
    OpKind.TANH: _same_shape,
    OpKind.HARD_SIGMOID: _same_shape,
    OpKind.HARD_SWISH: _same_shape,
    OpKind.MAXPOOL: _pool_shape,
    OpKind.AVGPOOL: _pool_shape,
    OpKind.GLOBAL_AVGPOOL: _global_pool_shape,
    OpKind.ADD: _equal_shapes,
    OpKind.SUB: _equal_shapes,
    OpKind.MUL: _mul_shape,
    OpKind.SCALE: _same_shape,
    OpKind.CONCAT: _concat_shape,
}


def output_shape(kind: OpKind, attrs: object, in_shapes: Sequence[tuple[int, ...]],
                 weights: Mapping[str, np.ndarray] | None = None) -> tuple[int, ...]:
    """The shape a layer of ``kind`` produces from ``in_shapes`` (its rule in ``SHAPES``);
    ValueError if it cannot."""
    rule = SHAPES.get(kind)
    if rule is None:
        raise ValueError(f"unknown kind {kind!r}")
    return rule(attrs, in_shapes, weights or {})


def _check_attrs(layer: Layer) -> list[str]:
    a, k = layer.attrs, layer.kind
    problems = []
    if k == OpKind.CONV:
        if not isinstance(a, ConvAttrs):
            return [f"attrs must be ConvAttrs, got {a!r}"]
        if min(a.kernel) < 1 or min(a.stride) < 1 or min(a.dilation) < 1 or a.groups < 1:
            problems.append(f"kernel, stride, dilation and groups must be >= 1, got {a}")
        if min(a.pads) < 0:
            problems.append(f"pads must be >= 0, got {a.pads}")
    elif k in POOLS:
        if not isinstance(a, PoolAttrs):
            return [f"attrs must be PoolAttrs, got {a!r}"]
        if min(a.kernel) < 1 or min(a.stride) < 1 or min(a.pads) < 0:
            problems.append(f"kernel and stride must be >= 1 and pads >= 0, got {a}")
        if max(a.pads[0], a.pads[2]) >= a.kernel[0] or max(a.pads[1], a.pads[3]) >= a.kernel[1]:
            problems.append(f"pads {a.pads} must be smaller than the kernel {a.kernel} (a "
                            "window would see only padding)")
    elif k in _ACT_ATTRS:
        if not isinstance(a, ActAttrs):
            return [f"attrs must be ActAttrs, got {a!r}"]
        if k == OpKind.CLIP and not a.lo <= a.hi:
            problems.append(f"clip bounds lo {a.lo} > hi {a.hi}")
    elif a is not None and not isinstance(a, ActAttrs):
        problems.append(f"unexpected attrs {a!r}")
    for act, act_attrs in layer.fused:
        if k not in (OpKind.CONV, OpKind.GEMM):
            problems.append(f"only conv/gemm layers carry fused activations, not {k.value}")
            break
        if act not in FUSABLE:
            problems.append(f"fused activation {act!r} is not one of relu, clip")
        elif act == OpKind.CLIP and not (isinstance(act_attrs, ActAttrs)
                                         and act_attrs.lo <= act_attrs.hi):
            problems.append(f"fused clip needs ActAttrs with lo <= hi, got {act_attrs!r}")
    return problems


_WEIGHTS = {OpKind.CONV: ("weight", "bias"), OpKind.GEMM: ("weight", "bias"),
            OpKind.SCALE: ("scale",)}


def _check_weights(layer: Layer, weights: Mapping[str, np.ndarray], out: tuple[int, ...] | None,
                   x: tuple[int, ...] | None) -> list[str]:
    problems = []
    for key in _WEIGHTS.get(layer.kind, ()):
        value = weights.get(key)
        if value is None:
            problems.append(f"weight '{key}' is missing")
        elif not np.all(np.isfinite(value)):
            problems.append(f"weight '{key}' holds NaN or infinite values")
    if problems:
        return problems
    if layer.kind in (OpKind.CONV, OpKind.GEMM):
        bias = weights["bias"]
        if bias.shape != (weights["weight"].shape[0],):
            problems.append(f"bias shape {bias.shape}, expected ({weights['weight'].shape[0]},)")
    if layer.kind == OpKind.SCALE and x is not None:
        scale = weights["scale"]
        if scale.ndim > 1 or (scale.ndim == 1 and (len(x) < 2 or scale.shape[0] != x[1])):
            problems.append(f"scale shape {scale.shape}, expected a scalar or (C,) = "
                            f"({x[1] if len(x) > 1 else '?'},)")
    return problems


def graph_problems(graph: Graph) -> list[str]:
    """Every inconsistency of ``graph``, as messages (empty when the graph is consistent)."""
    problems: list[str] = []
    if len(graph.inputs) != 1:
        problems.append(f"exactly one graph input is supported, got {len(graph.inputs)}")
    known: dict[str, tuple[int, ...]] = {}
    for t in graph.inputs:
        known[t.name] = tuple(t.shape)
    for name, tensor in graph.tensors.items():
        if tensor.name != name:
            problems.append(f"tensors['{name}'] is named '{tensor.name}'")
    names: set[str] = set()
    for layer in graph.layers:
        where = f"layer '{layer.name}' ({layer.kind.value})"
        if layer.name in names:
            problems.append(f"{where}: the layer name is not unique")
        names.add(layer.name)
        if not isinstance(layer.kind, OpKind):
            problems.append(f"{where}: kind must be an OpKind")
            continue
        arity = _ARITY.get(layer.kind, 1)
        if layer.kind == OpKind.CONCAT:
            if len(layer.inputs) < 1:
                problems.append(f"{where}: needs at least one input")
                continue
        elif len(layer.inputs) != arity:
            problems.append(f"{where}: needs {arity} input(s), got {len(layer.inputs)}")
            continue
        missing = [t for t in layer.inputs if t not in known]
        if missing:
            problems.append(f"{where}: input(s) {missing} are neither the graph input nor "
                            "produced by an earlier layer")
            continue
        if layer.output in known:
            problems.append(f"{where}: output '{layer.output}' is produced twice")
        problems.extend(f"{where}: {p}" for p in _check_attrs(layer))
        weights = graph.weights.get(layer.name, {})
        in_shapes = [known[t] for t in layer.inputs]
        try:
            shape = output_shape(layer.kind, layer.attrs, in_shapes, weights)
        except ValueError as exc:
            problems.append(f"{where}: {exc}")
            shape = None
        problems.extend(f"{where}: {p}" for p in _check_weights(layer, weights, shape,
                                                                 in_shapes[0]))
        declared = graph.tensors.get(layer.output)
        if declared is None:
            problems.append(f"{where}: output '{layer.output}' is missing from graph.tensors")
        elif shape is not None and tuple(declared.shape) != shape:
            problems.append(f"{where}: output '{layer.output}' is declared {declared.shape} "
                            f"but the op computes {shape}")
        if shape is not None and min(shape) < 1:
            problems.append(f"{where}: output shape {shape} has an empty dimension")
        known[layer.output] = shape if shape is not None else (
            tuple(declared.shape) if declared else ())
    for t in graph.outputs:
        if t.name not in known:
            problems.append(f"graph output '{t.name}' is not produced by any layer")
        elif tuple(t.shape) != known[t.name]:
            problems.append(f"graph output '{t.name}' is declared {t.shape}, computed "
                            f"{known[t.name]}")
    for t in graph.inputs:
        declared = graph.tensors.get(t.name)
        if declared is None or tuple(declared.shape) != tuple(t.shape):
            problems.append(f"graph input '{t.name}' is missing from graph.tensors or has "
                            "another shape there")
    stray = set(graph.weights) - names
    if stray:
        problems.append(f"weights for unknown layers {sorted(stray)}")
    for op in graph.host_ops:
        if not isinstance(op, str) or "(" not in op:
            problems.append(f"host op {op!r} must read like 'Softmax(node)'")
    return problems


def verify_graph(graph: Graph) -> None:
    """Raise ModelError listing every inconsistency of ``graph``; return None if it is sound."""
    problems = graph_problems(graph)
    if problems:
        count = len(problems)
        raise ModelError(f"graph '{graph.name}': {count} IR problem{'s' if count != 1 else ''}:\n"
                         + "\n".join(f"  {p}" for p in problems))
