"""Lowering: each ONNX operator of the (folded, rewritten) working graph to structure-IR layers.

One function per operator, registered in ``LOWER``; to support another operator, write
``_lower_<op>(lw, node)`` that calls ``lw.emit(...)`` (or aliases a view), and register it
there. The helpers decide what folds into what:

- a BatchNormalization, or an Add/Sub of a constant, right after a Conv/Gemm/MatMul whose output
  nothing else reads folds into that layer's weights and bias; elsewhere it becomes a per-channel
  affine layer (a depthwise 1x1 CONV on 4-D tensors, a diagonal GEMM on 2-D ones);
- Relu and Clip right after a Conv/Gemm whose output nothing else reads become ``Layer.fused``;
- Flatten / Reshape / Squeeze / Unsqueeze are views: flattening to (N, -1) makes no layer (a
  GEMM reads a 4-D input flattened in C, H, W order); unflattening (N, F) to (N, F, 1, 1), as in
  squeeze-excitation, turns the fully-connected layers that computed it into 1x1 convolutions;
- a Softmax/LogSoftmax producing the model's only output leaves the graph and is listed in
  ``Graph.host_ops``; the graph output is then the tensor the Softmax read.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from pimsolve.errors import ModelError, UnsupportedOpError
from pimsolve.frontend.fold import FOLDERS, SHAPE_OPS
from pimsolve.frontend.passes import clip_bounds, const_scalar, explicit_pads
from pimsolve.frontend.wgraph import Node, WGraph
from pimsolve.ir.graph import ActAttrs, ConvAttrs, Graph, Layer, OpKind, PoolAttrs, Tensor
from pimsolve.ir.verify import UNARY, output_shape


@dataclass
class _Builder:
    """A layer under construction (mutable until the graph is assembled)."""

    name: str
    kind: OpKind
    inputs: list[str]
    output: str
    attrs: object = None
    weights: dict[str, np.ndarray] = field(default_factory=dict)
    fused: list[tuple[OpKind, ActAttrs | None]] = field(default_factory=list)


class Lowering:
    def __init__(self, wg: WGraph):
        self.wg = wg
        self.layers: list[_Builder] = []
        self.ir: dict[str, str] = {wg.input: wg.input}  # ONNX tensor -> IR tensor
        self.shape: dict[str, tuple[int, ...]] = {wg.input: wg.input_shape}  # IR tensor -> shape
        self.producer: dict[str, _Builder] = {}
        self.host_outputs: dict[str, str] = {}  # ONNX output -> IR tensor before the host op
        self.names = {n.name for n in wg.nodes}

    # ---- helpers used by the lowering functions -------------------------------------------
    def fail(self, node: Node, why: str) -> UnsupportedOpError:
        return UnsupportedOpError(f"{self.wg.path}: {node.label}: {why}")

    def src(self, node: Node, index: int = 0) -> str:
        """The IR tensor behind activation input ``index`` of ``node``."""
        tensor = node.inputs[index] if index < len(node.inputs) else ""
        if not tensor:
            raise self.fail(node, f"input {index} is missing")
        if tensor in self.wg.consts:
            raise self.fail(node, f"input '{tensor}' is a constant where pimsolve expects an "
                                  "activation")
        if tensor not in self.ir:
            raise ModelError(f"{self.wg.path}: {node.label}: input '{tensor}' is produced by no "
                             "earlier node (the graph is not topologically sorted)")
        return self.ir[tensor]

    def src4(self, node: Node, index: int = 0) -> str:
        """Like ``src`` for ops that need a true (N, C, H, W) tensor."""
        tensor = self.src(node, index)
        onnx_shape = self.onnx_shape(node.inputs[index], node)
        if len(onnx_shape) != 4:
            raise self.fail(node, f"input '{node.inputs[index]}' has shape {onnx_shape}; only "
                                  "4-D (N, C, H, W) tensors are supported here")
        if self.shape[tensor] != onnx_shape:
            raise self.fail(node, f"input '{node.inputs[index]}' is a reshaped view "
                                  f"{onnx_shape} of {self.shape[tensor]}, which pimsolve "
                                  "cannot lay out")
        return tensor

    def const(self, node: Node, index: int, what: str) -> np.ndarray:
        tensor = node.inputs[index] if index < len(node.inputs) else ""
        if not tensor or tensor not in self.wg.consts:
            raise self.fail(node, f"the {what} ('{tensor}') must be a constant")
        return np.asarray(self.wg.consts[tensor], dtype=np.float64)

    def onnx_shape(self, tensor: str, node: Node | None = None) -> tuple[int, ...]:
        return self.wg.shape(tensor, node)

    def emit(self, node: Node, kind: OpKind, inputs: list[str], attrs: object = None,
             weights: dict[str, np.ndarray] | None = None) -> _Builder:
        """Add a layer named after ``node`` that produces ``node``'s (first) output."""
        out = node.outputs[0]
        weights = weights or {}
        try:
            shape = output_shape(kind, attrs, [self.shape[t] for t in inputs], weights)
        except ValueError as exc:
            raise self.fail(node, str(exc)) from None
        builder = _Builder(node.name, kind, list(inputs), out, attrs, weights)
        self.layers.append(builder)
        self.producer[out] = builder
        self.shape[out] = shape
        self.ir[out] = out
        return builder

    def alias(self, node: Node, tensor: str) -> None:
        self.ir[node.outputs[0]] = tensor

    def absorbing(self, node: Node, tensor: str | None = None, allow_fused: bool = False
                  ) -> _Builder | None:
        """The Conv/Gemm layer that ``node`` may fold into: the producer of ``tensor`` (the
        node's first input by default) when nothing else reads that tensor."""
        tensor = node.inputs[0] if tensor is None else tensor
        builder = self.producer.get(self.ir.get(tensor, ""))
        if builder is None or builder.kind not in (OpKind.CONV, OpKind.GEMM):
            return None
        if builder.output != tensor or self.wg.uses(tensor) != 1 or tensor in self.wg.outputs:
            return None
        if builder.fused and not allow_fused:
            return None
        return builder

    def absorb(self, builder: _Builder, node: Node) -> None:
        """``builder`` now produces ``node``'s output (it took over the node's work)."""
        out = node.outputs[0]
        del self.producer[builder.output]
        self.shape[out] = self.shape.pop(builder.output)
        builder.output = out
        self.producer[out] = builder
        self.ir[out] = out

    def channel_vector(self, node: Node, value: np.ndarray, tensor: str) -> np.ndarray:
        """A constant operand as a scalar () or a per-channel (C,) vector for ``tensor``."""
        onnx_shape = self.onnx_shape(tensor, node)
        rank = len(onnx_shape)
        if value.ndim > rank:
            raise self.fail(node, f"constant operand of shape {value.shape} broadcasts the "
                                  f"activation {onnx_shape} to a larger shape")
        if value.size == 1 or np.all(value == value.reshape(-1)[0]):
            return np.asarray(value.reshape(-1)[0], dtype=np.float64)
        full = value.reshape((1,) * (rank - value.ndim) + value.shape)
        if rank < 2 or any(d != 1 for i, d in enumerate(full.shape) if i != 1) \
                or full.shape[1] != onnx_shape[1]:
            raise self.fail(node, f"constant operand of shape {value.shape} is neither a scalar "
                                  f"nor per-channel (1, C, 1, 1) for the activation {onnx_shape}")
        if self.shape[self.ir[tensor]] != onnx_shape:
            raise self.fail(node, "a per-channel constant on a reshaped view is not supported")
        return full.reshape(-1).astype(np.float64)

    def affine(self, node: Node, x: str, scale: np.ndarray, bias: np.ndarray) -> None:
        """Emit y = x * scale + bias per channel (scale, bias scalars or (C,) vectors)."""
        shape = self.shape[x]
        channels = shape[1]
        scale = np.broadcast_to(scale, (channels,)).astype(np.float64)
        bias = np.broadcast_to(bias, (channels,)).astype(np.float64)
        if len(shape) == 4:
            self.emit(node, OpKind.CONV, [x], ConvAttrs(kernel=(1, 1), groups=channels),
                      {"weight": scale.reshape(channels, 1, 1, 1), "bias": bias.copy()})
        elif len(shape) == 2:
            self.emit(node, OpKind.GEMM, [x], None, {"weight": np.diag(scale), "bias": bias.copy()})
        else:
            raise self.fail(node, f"per-channel affine on a rank-{len(shape)} tensor")

    def lift(self, node: Node, tensor: str) -> None:
        """Make the 2-D (N, F) IR tensor a 4-D (N, F, 1, 1) one by turning the fully-connected
        layers that compute it into 1x1 convolutions (squeeze-excitation heads)."""
        shape = self.shape[tensor]
        if len(shape) == 4:
            return
        builder = self.producer.get(tensor)
        why = (f"cannot view '{tensor}' {shape} as (N, F, 1, 1): it is not computed by "
               "fully-connected layers from a (N, C, 1, 1) tensor")
        if builder is None or len(shape) != 2:
            raise self.fail(node, why)
        if builder.kind == OpKind.GEMM:
            source = builder.inputs[0]
            if len(self.shape[source]) == 2:
                self.lift(node, source)
            s = self.shape[source]
            if len(s) != 4 or s[2:] != (1, 1):
                raise self.fail(node, why)
            weight = builder.weights["weight"]
            builder.kind = OpKind.CONV
            builder.attrs = ConvAttrs(kernel=(1, 1))
            builder.weights["weight"] = weight.reshape(weight.shape[0], weight.shape[1], 1, 1)
        elif builder.kind in UNARY or builder.kind in (OpKind.ADD, OpKind.SUB, OpKind.MUL,
                                                       OpKind.CONCAT):
            for source in builder.inputs:
                self.lift(node, source)
        else:
            raise self.fail(node, why)
        self.shape[tensor] = (*shape, 1, 1)

    # ---- driving ----------------------------------------------------------------------------
    def run(self) -> Graph:
        for node in self.wg.nodes:
            lower = LOWER.get(node.op) if node.domain in ("", "ai.onnx") else None
            if lower is None:
                raise self.unsupported(node)
            lower(self, node)
        return self.assemble()

    def unsupported(self, node: Node) -> UnsupportedOpError:
        if node.domain not in ("", "ai.onnx"):
            why = f"operator of domain '{node.domain}' is not supported"
        elif node.op in FOLDERS or node.op in SHAPE_OPS:
            why = (f"computes on activations; pimsolve evaluates {node.op} only on constants "
                   "and static shapes (it is folded away)")
        else:
            why = "unsupported operator"
        return UnsupportedOpError(f"{self.wg.path}: {node.label}: {why}; supported: "
                                  f"{', '.join(supported_ops())}")

    def _rename(self, old: str, new: str) -> None:
        for builder in self.layers:
            builder.inputs = [new if t == old else t for t in builder.inputs]
        builder = self.producer.pop(old)
        builder.output = new
        self.producer[new] = builder
        self.shape[new] = self.shape.pop(old)

    def assemble(self) -> Graph:
        wg = self.wg
        outputs: list[str] = []
        for name in wg.outputs:
            if name in self.host_outputs:
                outputs.append(self.host_outputs[name])
                continue
            if name not in self.ir:
                raise ModelError(f"{wg.path}: graph output '{name}' is produced by no node")
            tensor = self.ir[name]
            if tensor != name and tensor in self.producer and tensor not in outputs \
                    and name not in self.producer and tensor not in wg.outputs:
                self._rename(tensor, name)  # a view at the end: keep the output's name
                tensor = name
            if tensor == wg.input:
                raise ModelError(f"{wg.path}: graph output '{name}' is the input itself; "
                                 "nothing to map")
            outputs.append(tensor)
        layers, weights = [], {}
        for b in self.layers:
            layers.append(Layer(b.name, b.kind, tuple(b.inputs), b.output, b.attrs,
                                tuple(b.fused)))
            if b.weights:
                weights[b.name] = {k: np.asarray(v, dtype=np.float32) for k, v in
                                   b.weights.items()}
        tensors = {wg.input: Tensor(wg.input, wg.input_shape)}
        for b in self.layers:
            tensors[b.output] = Tensor(b.output, self.shape[b.output])
        return Graph(name=wg.name, inputs=(tensors[wg.input],),
                     outputs=tuple(tensors[t] for t in outputs), layers=tuple(layers),
                     tensors=tensors, weights=weights, host_ops=tuple(wg.host_ops))


# ---- operators ----------------------------------------------------------------------------
def _pair(values: object, default: int) -> tuple[int, int]:
    if values is None:
        return default, default
    values = [int(v) for v in values]  # type: ignore[attr-defined]
    if len(values) != 2:
        raise ValueError(f"expected 2 values, got {values}")
    return values[0], values[1]


def _lower_conv(lw: Lowering, node: Node) -> None:
    x = lw.src4(node)
    w = lw.const(node, 1, "weight")
    if w.ndim != 4:
        raise lw.fail(node, f"weight of rank {w.ndim}; only 2-D convolution is supported")
    out_channels = w.shape[0]
    bias = lw.const(node, 2, "bias") if len(node.inputs) > 2 and node.inputs[2] else \
        np.zeros(out_channels)
    kernel = (w.shape[2], w.shape[3])
    strides = _pair(node.attrs.get("strides"), 1)
    dilations = _pair(node.attrs.get("dilations"), 1)
    pads = explicit_pads(node, lw.shape[x][2:], kernel, strides, dilations)
    attrs = ConvAttrs(kernel=kernel, stride=strides, pads=pads, dilation=dilations,
                      groups=int(node.attrs.get("group", 1)))
    lw.emit(node, OpKind.CONV, [x], attrs, {"weight": w, "bias": bias.reshape(-1)})


def _lower_gemm(lw: Lowering, node: Node) -> None:
    x = lw.src(node)
    if node.attrs.get("transA", 0):
        raise lw.fail(node, "transA=1 is not supported (the activation must be the rows)")
    if len(lw.onnx_shape(node.inputs[0], node)) != 2:
        raise lw.fail(node, "input must be 2-D")
    b = lw.const(node, 1, "second operand B")
    weight = (b if node.attrs.get("transB", 0) else b.T) * float(node.attrs.get("alpha", 1.0))
    out_features = weight.shape[0]
    bias = np.zeros(out_features)
    if len(node.inputs) > 2 and node.inputs[2]:
        c = lw.const(node, 2, "bias C") * float(node.attrs.get("beta", 1.0))
        if c.size not in (1, out_features) or (c.ndim == 2 and c.shape[0] != 1):
            raise lw.fail(node, f"bias C of shape {c.shape}; expected a scalar or "
                                f"({out_features},)")
        bias = np.broadcast_to(c.reshape(-1), (out_features,)).copy()
    lw.emit(node, OpKind.GEMM, [x], None, {"weight": weight, "bias": bias})


def _lower_matmul(lw: Lowering, node: Node) -> None:
    x = lw.src(node)
    b = lw.const(node, 1, "second operand")
    if b.ndim != 2 or len(lw.onnx_shape(node.inputs[0], node)) != 2:
        raise lw.fail(node, "only a 2-D input times a constant 2-D matrix is supported")
    lw.emit(node, OpKind.GEMM, [x], None, {"weight": b.T.copy(), "bias": np.zeros(b.shape[1])})


def _lower_batchnorm(lw: Lowering, node: Node) -> None:
    x = lw.src(node)
    if node.attrs.get("training_mode", 0) or any(t and lw.wg.uses(t) for t in node.outputs[1:]):
        raise lw.fail(node, "training-mode BatchNormalization is not supported")
    gamma, beta = lw.const(node, 1, "scale"), lw.const(node, 2, "bias B")
    mean, var = lw.const(node, 3, "mean"), lw.const(node, 4, "variance")
    if np.any(var + float(node.attrs.get("epsilon", 1e-5)) <= 0):
        raise lw.fail(node, "variance + epsilon must be positive")
    scale = gamma / np.sqrt(var + float(node.attrs.get("epsilon", 1e-5)))
    shift = beta - mean * scale
    builder = lw.absorbing(node)
    if builder is not None:
        w = builder.weights["weight"]
        builder.weights["weight"] = w * scale.reshape((-1,) + (1,) * (w.ndim - 1))
        builder.weights["bias"] = builder.weights["bias"] * scale + shift
        lw.absorb(builder, node)
        return
    lw.affine(node, x, scale, shift)


def _is_const(lw: Lowering, tensor: str) -> bool:
    return tensor in lw.wg.consts


def _lower_add_sub(lw: Lowering, node: Node) -> None:
    a, b = node.inputs[:2]
    if not _is_const(lw, a) and not _is_const(lw, b):
        x, y = lw.src(node, 0), lw.src(node, 1)
        if lw.shape[x] != lw.shape[y]:
            raise lw.fail(node, f"operands of shapes {lw.shape[x]} and {lw.shape[y]}; "
                                "two activations must have the same shape")
        lw.emit(node, OpKind.ADD if node.op == "Add" else OpKind.SUB, [x, y])
        return
    index = 0 if _is_const(lw, b) else 1  # index of the activation
    act, const = node.inputs[index], node.inputs[1 - index]
    value = lw.channel_vector(node, np.asarray(lw.wg.consts[const], dtype=np.float64), act)
    sign = -1.0 if (node.op == "Sub" and index == 0) else 1.0
    x_scale = -1.0 if (node.op == "Sub" and index == 1) else 1.0
    if x_scale == 1.0:
        builder = lw.absorbing(node, act)
        if builder is not None:
            builder.weights["bias"] = builder.weights["bias"] + sign * value
            lw.absorb(builder, node)
            return
    lw.affine(node, lw.src(node, index), np.asarray(x_scale), sign * value)


def _lower_mul(lw: Lowering, node: Node) -> None:
    a, b = node.inputs[:2]
    if not _is_const(lw, a) and not _is_const(lw, b):
        x, y = lw.src(node, 0), lw.src(node, 1)
        sx, sy = lw.shape[x], lw.shape[y]
        if sx != sy and len(sx) == 4 and sx == (sy[0], sy[1], 1, 1):
            x, y = y, x  # the broadcast operand goes second
        lw.emit(node, OpKind.MUL, [x, y])
        return
    index = 0 if _is_const(lw, b) else 1
    act, const = node.inputs[index], node.inputs[1 - index]
    scale = lw.channel_vector(node, np.asarray(lw.wg.consts[const], dtype=np.float64), act)
    lw.emit(node, OpKind.SCALE, [lw.src(node, index)], None, {"scale": scale})


def _lower_div(lw: Lowering, node: Node) -> None:
    if _is_const(lw, node.inputs[0]) or not _is_const(lw, node.inputs[1]):
        raise lw.fail(node, "only division of an activation by a constant is supported")
    value = lw.channel_vector(node, np.asarray(lw.wg.consts[node.inputs[1]], dtype=np.float64),
                              node.inputs[0])
    if np.any(value == 0):
        raise lw.fail(node, "division by zero")
    lw.emit(node, OpKind.SCALE, [lw.src(node)], None, {"scale": 1.0 / value})


def _activation(kind: OpKind, attrs: Callable[[Lowering, Node], ActAttrs | None] | None = None
                ) -> Callable[[Lowering, Node], None]:
    def lower(lw: Lowering, node: Node) -> None:
        x = lw.src(node)
        act_attrs = attrs(lw, node) if attrs else None
        lw.emit(node, kind, [x], act_attrs)

    return lower


def _lower_relu(lw: Lowering, node: Node) -> None:
    _fuse_or_emit(lw, node, OpKind.RELU, None)


def _lower_clip(lw: Lowering, node: Node) -> None:
    lo, hi = clip_bounds(lw.wg, node)
    if lo > hi:
        raise lw.fail(node, f"min {lo} > max {hi}")
    if lo == 0.0 and hi == math.inf:
        _fuse_or_emit(lw, node, OpKind.RELU, None)
    else:
        _fuse_or_emit(lw, node, OpKind.CLIP, ActAttrs(lo=lo, hi=hi))


def _fuse_or_emit(lw: Lowering, node: Node, kind: OpKind, attrs: ActAttrs | None) -> None:
    builder = lw.absorbing(node, allow_fused=True)
    if builder is not None:
        builder.fused.append((kind, attrs))
        lw.absorb(builder, node)
        return
    lw.emit(node, kind, [lw.src(node)], attrs)


def _prelu(lw: Lowering, node: Node) -> ActAttrs:
    slope = const_scalar(lw.wg, node.inputs[1]) if len(node.inputs) > 1 else None
    if slope is None:
        values = lw.wg.consts.get(node.inputs[1]) if len(node.inputs) > 1 else None
        if values is None or not np.all(values == values.reshape(-1)[0]):
            raise lw.fail(node, "only a constant slope shared by all channels is supported")
        slope = float(values.reshape(-1)[0])
    return ActAttrs(alpha=slope)


def _pool_attrs(lw: Lowering, node: Node, x: str) -> PoolAttrs:
    kernel = _pair(node.attrs.get("kernel_shape"), 1)
    if "kernel_shape" not in node.attrs:
        raise lw.fail(node, "kernel_shape is missing")
    if len(node.attrs["kernel_shape"]) != 2:
        raise lw.fail(node, "only 2-D pooling is supported")
    if any(d != 1 for d in node.attrs.get("dilations", (1, 1))):
        raise lw.fail(node, "dilated pooling is not supported")
    strides = _pair(node.attrs.get("strides"), 1)
    in_hw = lw.shape[x][2:]
    top, left, bottom, right = explicit_pads(node, in_hw, kernel, strides)
    include = bool(node.attrs.get("count_include_pad", 0))
    # ceil_mode (or any other rounding the exporter chose): extra padding at the end
    want = lw.onnx_shape(node.outputs[0], node)[2:]
    extra = []
    for size, k, s, before, after, out in zip(in_hw, kernel, strides, (top, left),
                                              (bottom, right), want, strict=True):
        floor_out = (size + before + after - k) // s + 1
        extra.append(max((out - 1) * s + k - (size + before + after), 0) if out > floor_out
                     else 0)
        if out < floor_out:
            raise lw.fail(node, f"output size {out} is smaller than the pooling formula gives")
    if any(extra) and include and node.op == "AveragePool":
        raise lw.fail(node, "ceil_mode with count_include_pad=1 is not supported")
    return PoolAttrs(kernel=kernel, stride=strides, pads=(top, left, bottom + extra[0],
                                                          right + extra[1]),
                     count_include_pad=include)


def _lower_maxpool(lw: Lowering, node: Node) -> None:
    if len(node.outputs) > 1 and node.outputs[1] and lw.wg.uses(node.outputs[1]):
        raise lw.fail(node, "the Indices output is not supported")
    x = lw.src4(node)
    lw.emit(node, OpKind.MAXPOOL, [x], _pool_attrs(lw, node, x))


def _lower_avgpool(lw: Lowering, node: Node) -> None:
    x = lw.src4(node)
    lw.emit(node, OpKind.AVGPOOL, [x], _pool_attrs(lw, node, x))


def _lower_global_avgpool(lw: Lowering, node: Node) -> None:
    lw.emit(node, OpKind.GLOBAL_AVGPOOL, [lw.src4(node)])


def _lower_global_maxpool(lw: Lowering, node: Node) -> None:
    x = lw.src4(node)
    lw.emit(node, OpKind.MAXPOOL, [x], PoolAttrs(kernel=lw.shape[x][2:], stride=(1, 1)))


def _lower_reduce_mean(lw: Lowering, node: Node) -> None:
    x = lw.src4(node)
    if "axes" in node.attrs:
        axes = [int(a) for a in node.attrs["axes"]]
    elif len(node.inputs) > 1 and node.inputs[1]:
        axes = [int(a) for a in lw.const(node, 1, "axes").reshape(-1)]
    else:
        axes = []
    if sorted(a % 4 for a in axes) != [2, 3]:
        raise lw.fail(node, f"axes {axes}; only the mean over H and W (axes 2, 3) is supported")
    lw.emit(node, OpKind.GLOBAL_AVGPOOL, [x])


def _lower_concat(lw: Lowering, node: Node) -> None:
    rank = len(lw.onnx_shape(node.outputs[0], node))
    if int(node.attrs.get("axis", 1)) % rank != 1:
        raise lw.fail(node, f"axis {node.attrs.get('axis')}; only concatenation along "
                            "channels (axis 1) is supported")
    inputs = [lw.src(node, i) for i, t in enumerate(node.inputs) if t]
    for i, t in enumerate(node.inputs):
        if t and lw.shape[lw.ir[t]] != lw.onnx_shape(t, node):
            raise lw.fail(node, f"input '{t}' is a reshaped view, which Concat cannot read")
    lw.emit(node, OpKind.CONCAT, inputs)


def _lower_view(lw: Lowering, node: Node) -> None:
    source = lw.src(node)
    before, after = lw.onnx_shape(node.inputs[0], node), lw.onnx_shape(node.outputs[0], node)
    n = before[0] if before else 1
    features = int(np.prod(before[1:])) if before else 1
    if after == before or (len(after) == 2 and after == (n, features)):
        lw.alias(node, source)
        return
    if len(after) == 4 and after == (n, features, 1, 1):
        lw.lift(node, source)
        lw.alias(node, source)
        return
    raise lw.fail(node, f"reshapes {before} to {after}; supported: flattening to (N, -1), "
                        "(N, F) to (N, F, 1, 1) and no-op reshapes")


def _lower_softmax(lw: Lowering, node: Node) -> None:
    out = node.outputs[0]
    shape = lw.onnx_shape(node.inputs[0], node)
    axis = int(node.attrs.get("axis", 1 if lw.wg.opset < 13 else -1)) % len(shape)
    covers_all = axis == 1 if lw.wg.opset < 13 else (
        axis >= 1 and int(np.prod(shape[1:])) == shape[axis])
    if out not in lw.wg.outputs or lw.wg.consumers(out) or len(lw.wg.outputs) != 1:
        raise lw.fail(node, f"{node.op} is supported only as the last operation of a "
                            "single-output model (it runs on the host)")
    if not covers_all:
        raise lw.fail(node, f"axis {axis} of {shape}: a host {node.op} must run over all "
                            "features of a sample")
    lw.host_outputs[out] = lw.src(node)
    lw.wg.host_ops.append(f"{node.op}({node.name})")


def _lower_pad(lw: Lowering, node: Node) -> None:
    raise lw.fail(node, "Pad is supported only as zero padding of H and W directly in front of "
                        "Conv, AveragePool or MaxPool (it is merged into their pads)")


LOWER: dict[str, Callable[[Lowering, Node], None]] = {
    "Conv": _lower_conv,
    "Gemm": _lower_gemm,
    "MatMul": _lower_matmul,
    "BatchNormalization": _lower_batchnorm,
    "Relu": _lower_relu,
    "Clip": _lower_clip,
    "LeakyRelu": _activation(OpKind.LEAKY_RELU,
                             lambda lw, n: ActAttrs(alpha=float(n.attrs.get("alpha", 0.01)))),
    "PRelu": _activation(OpKind.LEAKY_RELU, _prelu),
    "Sigmoid": _activation(OpKind.SIGMOID),
    "Tanh": _activation(OpKind.TANH),
    "HardSigmoid": _activation(OpKind.HARD_SIGMOID, lambda lw, n: ActAttrs(
        alpha=float(n.attrs.get("alpha", 0.2)), beta=float(n.attrs.get("beta", 0.5)))),
    "HardSwish": _activation(OpKind.HARD_SWISH),
    "MaxPool": _lower_maxpool,
    "AveragePool": _lower_avgpool,
    "GlobalAveragePool": _lower_global_avgpool,
    "GlobalMaxPool": _lower_global_maxpool,
    "ReduceMean": _lower_reduce_mean,
    "Add": _lower_add_sub,
    "Sub": _lower_add_sub,
    "Mul": _lower_mul,
    "Div": _lower_div,
    "Concat": _lower_concat,
    "Flatten": _lower_view,
    "Reshape": _lower_view,
    "Squeeze": _lower_view,
    "Unsqueeze": _lower_view,
    "Softmax": _lower_softmax,
    "LogSoftmax": _lower_softmax,
    "Pad": _lower_pad,
}

# removed before lowering (passes.py, fold.py); the shape operators of fold.FOLDERS are
# supported too, but only on constants and static shapes
REMOVED = ("Constant", "Dropout", "Identity")


def supported_ops() -> list[str]:
    """The operators pimsolve maps (or removes), for messages and docs."""
    return sorted(set(LOWER) | set(REMOVED))


def lower(wg: WGraph) -> Graph:
    return Lowering(wg).run()
