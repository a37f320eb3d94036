"""Per-kind quantization rules: one function per OpKind, registered in ``RULES``.

A rule reads one float :class:`Layer`, decides the fraction bits of its output (and of its
inputs, inserting REQUANT layers where the kind needs a particular input format), converts
weights and constants to integers, and appends the :class:`QLayer` (docs/quantization.md).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np

from pimsolve.errors import BadInputError, ModelError, PimsolveError, UnsupportedOpError
from pimsolve.ir.graph import ActAttrs, Graph, Layer, OpKind, Tensor
from pimsolve.ir.qgraph import QGraph, QKind, QLayer
from pimsolve.quantize.calibrate import graph_input
from pimsolve.quantize.fixed_point import (
    ACC_LIMIT,
    accumulator_bound,
    activation_frac,
    const_frac,
    round_to_int,
    to_fixed,
    to_fixed_int,
)

HARD_SWISH_ALPHA, HARD_SWISH_BETA = 1.0 / 6.0, 0.5
_MAX_WEIGHT_TRIES = 512  # lowering frac_w one bit at a time always ends well before this


class Builder:
    """The QGraph under construction: fractions so far, tensors and layers in order."""

    def __init__(self, graph: Graph, data_bits: int, weight_bits: int,
                 ranges: Mapping[str, float]):
        self.graph = graph
        self.data_bits = data_bits
        self.weight_bits = weight_bits
        self.ranges = ranges
        self.frac: dict[str, int] = {}
        self.tensors: dict[str, Tensor] = {}
        self.layers: list[QLayer] = []

    # -- fractions
    def calibrated(self, tensor: str) -> int:
        """The fraction bits calibration chooses for ``tensor``."""
        try:
            peak = self.ranges[tensor]
        except KeyError:
            raise PimsolveError(f"graph {self.graph.name}: no calibrated range for tensor "
                                f"{tensor!r}") from None
        return activation_frac(float(peak), self.data_bits)

    def frac_of(self, tensor: str, consumer: Layer) -> int:
        try:
            return self.frac[tensor]
        except KeyError:
            raise ModelError(f"graph {self.graph.name}: layers.{consumer.name}: input "
                             f"{tensor!r} is not produced by an earlier layer") from None

    def add_tensor(self, name: str, shape: tuple[int, ...], frac: int) -> None:
        if name in self.frac:
            raise ModelError(f"graph {self.graph.name}: tensor {name!r} is written twice")
        self.tensors[name] = Tensor(name, tuple(shape))
        self.frac[name] = frac

    def shape(self, tensor: str) -> tuple[int, ...]:
        if tensor in self.graph.tensors:
            return tuple(self.graph.tensors[tensor].shape)
        if tensor in self.tensors:
            return tuple(self.tensors[tensor].shape)
        raise ModelError(f"graph {self.graph.name}: tensors: {tensor!r} is not listed")

    def at_frac(self, consumer: Layer, index: int, tensor: str, frac: int) -> str:
        """``tensor`` as input ``index`` of ``consumer`` with ``frac`` fraction bits: the
        tensor itself, or the output of a REQUANT named ``<consumer>.requant<index>``."""
        if self.frac_of(tensor, consumer) == frac:
            return tensor
        name = f"{consumer.name}.requant{index}"
        if name in self.graph.tensors or name in self.frac:
            raise ModelError(f"graph {self.graph.name}: tensor name {name!r} is taken; "
                             "pimsolve needs it for an inserted REQUANT")
        self.add_tensor(name, self.shape(tensor), frac)
        self.layers.append(QLayer(name=name, kind=QKind.REQUANT, inputs=(tensor,), output=name))
        return name

    # -- weights
    def weight(self, layer: Layer, key: str, required: bool = True) -> np.ndarray | None:
        value = self.graph.weights.get(layer.name, {}).get(key)
        if value is None:
            if required:
                raise ModelError(f"graph {self.graph.name}: weights.{layer.name}.{key}: "
                                 f"missing for a {layer.kind.value} layer")
            return None
        arr = np.asarray(value, dtype=np.float64)
        if not np.isfinite(arr).all():
            raise ModelError(f"graph {self.graph.name}: weights.{layer.name}.{key}: holds "
                             "NaN or infinite values")
        return arr

    # -- output
    def emit(self, layer: Layer, inputs: tuple[str, ...], frac_out: int, **fields) -> None:
        self.add_tensor(layer.output, self.shape(layer.output), frac_out)
        self.layers.append(QLayer(name=layer.name, kind=QKind(OpKind(layer.kind).value),
                                  inputs=tuple(inputs), output=layer.output, attrs=layer.attrs,
                                  **fields))

    def result(self) -> QGraph:
        inp = graph_input(self.graph)
        outputs = tuple(t.name for t in self.graph.outputs)
        for name in outputs:
            if name not in self.frac:
                raise ModelError(f"graph {self.graph.name}: outputs: {name!r} is not produced "
                                 "by any layer")
        return QGraph(graph=self.graph, data_bits=self.data_bits, weight_bits=self.weight_bits,
                      layers=tuple(self.layers), tensors=dict(self.tensors), frac=dict(self.frac),
                      input=inp.name, outputs=outputs)


# ----------------------------------------------------------------------------- helpers
def _attrs(layer: Layer) -> ActAttrs:
    if not isinstance(layer.attrs, ActAttrs):
        raise ModelError(f"layers.{layer.name}: a {layer.kind.value} layer needs ActAttrs, got "
                         f"{type(layer.attrs).__name__}")
    return layer.attrs


def _fused(b: Builder, layer: Layer, frac_y: int) -> tuple[tuple[str, tuple[int, int] | None], ...]:
    out = []
    for kind, attrs in layer.fused:
        kind = OpKind(kind)
        if kind is OpKind.RELU:
            out.append(("relu", None))
        elif kind is OpKind.CLIP and isinstance(attrs, ActAttrs):
            a = b.data_bits
            out.append(("clip", (to_fixed_int(attrs.lo, frac_y, a),
                                 to_fixed_int(attrs.hi, frac_y, a))))
        else:
            raise UnsupportedOpError(f"layers.{layer.name}.fused: cannot fuse {kind.value} "
                                     "into a conv/gemm; supported: relu, clip")
    return tuple(out)


def _hard_sigmoid_consts(b: Builder, frac_x: int, alpha: float,
                         beta: float) -> tuple[dict[str, int], int]:
    """consts (alpha, alpha_frac, beta) and the shift frac_x + alpha_frac - (A-2)."""
    a = b.data_bits
    alpha_frac = const_frac(abs(alpha), a)
    consts = {"alpha": to_fixed_int(alpha, alpha_frac, a), "alpha_frac": alpha_frac,
              "beta": to_fixed_int(beta, a - 2, a)}
    return consts, frac_x + alpha_frac - (a - 2)


# ----------------------------------------------------------------------------- rules
def _conv_gemm(b: Builder, layer: Layer) -> None:
    a_bits, w_bits = b.data_bits, b.weight_bits
    x = layer.inputs[0]
    frac_x = b.frac_of(x, layer)
    frac_y = b.calibrated(layer.output)
    w = b.weight(layer, "weight")
    want = 4 if layer.kind is OpKind.CONV else 2
    if w.ndim != want:
        raise ModelError(f"weights.{layer.name}.weight: expected a {want}-D array, got shape "
                         f"{w.shape}")
    bias = b.weight(layer, "bias", required=False)
    bias = np.zeros(w.shape[0]) if bias is None else bias.reshape(-1)
    if bias.shape != (w.shape[0],):
        raise ModelError(f"weights.{layer.name}.bias: expected shape ({w.shape[0]},), got "
                         f"{bias.shape}")
    k = int(np.prod(w.shape[1:]))
    if accumulator_bound(k, a_bits, w_bits, 0) >= ACC_LIMIT:
        raise ModelError(f"layers.{layer.name}: reduction length {k} at {a_bits}-bit data and "
                         f"{w_bits}-bit weights can exceed 2**62; use fewer bits")
    frac_w = const_frac(float(np.abs(w).max()) if w.size else 0.0, w_bits)
    for _ in range(_MAX_WEIGHT_TRIES):
        shift = frac_x + frac_w - frac_y
        rounding = 1 << (shift - 1) if shift > 0 else 0
        q_bias = [v + rounding for v in round_to_int(bias, frac_x + frac_w)]
        max_bias = max((abs(v) for v in q_bias), default=0)
        if accumulator_bound(k, a_bits, w_bits, max_bias) < ACC_LIMIT:
            break
        frac_w -= 1  # halves the bias (and the rounding constant) in the accumulator
    else:  # pragma: no cover - the bias shrinks geometrically
        raise PimsolveError(f"layers.{layer.name}: no weight scale keeps the accumulator "
                            "below 2**62")
    b.emit(layer, (x,), frac_y, weight=to_fixed(w, frac_w, w_bits),
           bias=np.array(q_bias, dtype=np.int64), shift=shift, fused=_fused(b, layer, frac_y))


def _keep_frac(b: Builder, layer: Layer) -> None:
    x = layer.inputs[0]
    b.emit(layer, (x,), b.frac_of(x, layer))


def _clip(b: Builder, layer: Layer) -> None:
    x, attrs = layer.inputs[0], _attrs(layer)
    frac = b.frac_of(x, layer)
    a = b.data_bits
    b.emit(layer, (x,), frac, consts={"lo": to_fixed_int(attrs.lo, frac, a),
                                      "hi": to_fixed_int(attrs.hi, frac, a)})


def _leaky_relu(b: Builder, layer: Layer) -> None:
    x, attrs = layer.inputs[0], _attrs(layer)
    a = b.data_bits
    alpha_frac = const_frac(abs(attrs.alpha), a)
    b.emit(layer, (x,), b.frac_of(x, layer),
           consts={"alpha": to_fixed_int(attrs.alpha, alpha_frac, a), "alpha_frac": alpha_frac})


def _sigmoid_tanh(b: Builder, layer: Layer) -> None:
    a = b.data_bits
    x = b.at_frac(layer, 0, layer.inputs[0], a - 4)
    b.emit(layer, (x,), a - 2)


def _hard_sigmoid(b: Builder, layer: Layer) -> None:
    x, attrs = layer.inputs[0], _attrs(layer)
    consts, shift = _hard_sigmoid_consts(b, b.frac_of(x, layer), attrs.alpha, attrs.beta)
    b.emit(layer, (x,), b.data_bits - 2, consts=consts, shift=shift)


def _hard_swish(b: Builder, layer: Layer) -> None:
    x = layer.inputs[0]
    consts, shift = _hard_sigmoid_consts(b, b.frac_of(x, layer), HARD_SWISH_ALPHA,
                                         HARD_SWISH_BETA)
    b.emit(layer, (x,), b.calibrated(layer.output), consts=consts, shift=shift)


def _shared_frac(b: Builder, layer: Layer) -> None:
    """ADD, SUB, CONCAT: every input and the output at the smallest of the inputs' fracs and
    the output's calibrated frac (never a left shift of an input, and the result fits)."""
    frac = min([b.frac_of(t, layer) for t in layer.inputs] + [b.calibrated(layer.output)])
    inputs = tuple(b.at_frac(layer, i, t, frac) for i, t in enumerate(layer.inputs))
    b.emit(layer, inputs, frac)


def _mul(b: Builder, layer: Layer) -> None:
    for t in layer.inputs:
        b.frac_of(t, layer)
    b.emit(layer, tuple(layer.inputs), b.calibrated(layer.output))


def _scale(b: Builder, layer: Layer) -> None:
    x = layer.inputs[0]
    b.frac_of(x, layer)
    a = b.data_bits
    scale = b.weight(layer, "scale")
    scale_frac = const_frac(float(np.abs(scale).max()) if scale.size else 0.0, a)
    q = to_fixed(scale, scale_frac, a)
    value: int | np.ndarray = int(q.reshape(-1)[0]) if q.size == 1 else q.reshape(-1)
    b.emit(layer, (x,), b.calibrated(layer.output),
           consts={"scale": value, "scale_frac": scale_frac})


Rule = Callable[[Builder, Layer], None]

RULES: dict[OpKind, Rule] = {
    OpKind.CONV: _conv_gemm,
    OpKind.GEMM: _conv_gemm,
    OpKind.RELU: _keep_frac,
    OpKind.CLIP: _clip,
    OpKind.LEAKY_RELU: _leaky_relu,
    OpKind.SIGMOID: _sigmoid_tanh,
    OpKind.TANH: _sigmoid_tanh,
    OpKind.HARD_SIGMOID: _hard_sigmoid,
    OpKind.HARD_SWISH: _hard_swish,
    OpKind.MAXPOOL: _keep_frac,
    OpKind.AVGPOOL: _keep_frac,
    OpKind.GLOBAL_AVGPOOL: _keep_frac,
    OpKind.ADD: _shared_frac,
    OpKind.SUB: _shared_frac,
    OpKind.MUL: _mul,
    OpKind.SCALE: _scale,
    OpKind.CONCAT: _shared_frac,
}


def quantize_with_ranges(graph: Graph, data_bits: int, weight_bits: int,
                         ranges: Mapping[str, float]) -> QGraph:
    """The QGraph of ``graph`` given each tensor's calibrated max |value| (``ranges``)."""
    check_bits(data_bits, weight_bits)
    b = Builder(graph, data_bits, weight_bits, ranges)
    inp = graph_input(graph)
    b.add_tensor(inp.name, tuple(inp.shape), b.calibrated(inp.name))
    for layer in graph.layers:
        try:
            rule = RULES[OpKind(layer.kind)]
        except (KeyError, ValueError):
            raise UnsupportedOpError(
                f"layers.{layer.name}: kind {layer.kind!r} cannot be quantized; supported: "
                f"{', '.join(k.value for k in RULES)}") from None
        rule(b, layer)
    return b.result()


def check_bits(data_bits: int, weight_bits: int) -> None:
    if not isinstance(data_bits, int) or not 4 <= data_bits <= 32:
        raise BadInputError(f"data_bits: expected an integer in 4..32, got {data_bits!r}")
    if not isinstance(weight_bits, int) or not 2 <= weight_bits <= 32:
        raise BadInputError(f"weight_bits: expected an integer in 2..32, got {weight_bits!r}")
