"""The structure IR: a topologically ordered list of layers over named activation tensors.

Shapes follow ONNX: 4-D activations are (N, C, H, W), 2-D ones (N, F); pimsolve maps batch
N = 1. Weights live beside the structure, keyed by layer name, so the structure stays light.
Views (Flatten, Reshape to 2-D, Squeeze, Identity, Dropout) are removed by the frontend: a
Gemm whose input is 4-D reads it flattened in (C, H, W) order, as ONNX's Flatten would.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

import numpy as np


class OpKind(str, Enum):
    CONV = "conv"  # weight (O, I/groups, kh, kw), bias (O,)
    GEMM = "gemm"  # y = x W^T + b; weight (O, I), bias (O,)
    RELU = "relu"
    CLIP = "clip"  # attrs lo, hi (floats; ReLU6 is clip 0..6)
    LEAKY_RELU = "leaky_relu"  # attrs alpha
    SIGMOID = "sigmoid"
    TANH = "tanh"
    HARD_SIGMOID = "hard_sigmoid"  # attrs alpha, beta: clip(alpha x + beta, 0, 1)
    HARD_SWISH = "hard_swish"  # x * hard_sigmoid(x) with alpha 1/6, beta 0.5
    MAXPOOL = "maxpool"  # attrs kernel, stride, pads (padding never wins the max)
    AVGPOOL = "avgpool"  # attrs kernel, stride, pads, count_include_pad
    GLOBAL_AVGPOOL = "global_avgpool"
    ADD = "add"  # two activations, same shape
    SUB = "sub"
    MUL = "mul"  # two activations; the second may broadcast (N, C, 1, 1) over (N, C, H, W)
    SCALE = "scale"  # activation times a constant (weight "scale": scalar or (C,) per channel)
    CONCAT = "concat"  # along channels (axis 1)


@dataclass(frozen=True, slots=True)
class Tensor:
    name: str
    shape: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ConvAttrs:
    kernel: tuple[int, int]
    stride: tuple[int, int] = (1, 1)
    pads: tuple[int, int, int, int] = (0, 0, 0, 0)  # top, left, bottom, right
    dilation: tuple[int, int] = (1, 1)
    groups: int = 1


@dataclass(frozen=True, slots=True)
class PoolAttrs:
    kernel: tuple[int, int]
    stride: tuple[int, int] = (1, 1)
    pads: tuple[int, int, int, int] = (0, 0, 0, 0)  # top, left, bottom, right
    count_include_pad: bool = False


@dataclass(frozen=True, slots=True)
class ActAttrs:
    alpha: float = 0.0
    beta: float = 0.0
    lo: float = 0.0
    hi: float = 0.0


Attrs = ConvAttrs | PoolAttrs | ActAttrs | None


@dataclass(frozen=True, slots=True)
class Layer:
    name: str  # the ONNX node name (stable id); unique in the graph
    kind: OpKind
    inputs: tuple[str, ...]  # activation tensor names
    output: str
    attrs: Attrs = None
    # activations fused into a conv/gemm by the frontend ("relu", "clip"), applied in order
    fused: tuple[tuple[OpKind, ActAttrs | None], ...] = ()


@dataclass(frozen=True, slots=True)
class Graph:
    name: str
    inputs: tuple[Tensor, ...]  # exactly one activation input is supported
    outputs: tuple[Tensor, ...]
    layers: tuple[Layer, ...]  # topological order
    tensors: Mapping[str, Tensor]
    weights: Mapping[str, Mapping[str, np.ndarray]] = field(default_factory=dict)  # layer -> {"weight", "bias", "scale"}
    host_ops: tuple[str, ...] = ()  # trailing ops run on the host, e.g. "Softmax(node)"

    def layer(self, name: str) -> Layer:
        for layer in self.layers:
            if layer.name == name:
                return layer
        raise KeyError(name)

    def producer(self, tensor: str) -> Layer | None:
        for layer in self.layers:
            if layer.output == tensor:
                return layer
        return None

    def consumers(self, tensor: str) -> tuple[Layer, ...]:
        return tuple(layer for layer in self.layers if tensor in layer.inputs)
