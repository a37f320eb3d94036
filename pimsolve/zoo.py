"""The model zoo: benchmark networks and small test models as ONNX, with seeded weights.

``build(name, seed)`` returns an ``onnx.ModelProto`` made with ``onnx.helper`` (opset 13,
PyTorch-style: weights as initializers, Conv without bias followed by BatchNormalization).
Weights are deterministic for a seed (numpy ``default_rng``): He-style normal weights
(std sqrt(2 / fan_in) before ReLU, sqrt(1 / fan_in) for the classifier), BatchNorm with
non-trivial gamma, beta, running mean and variance, and the last BatchNorm of every residual
branch scaled down so that activations stay O(1) for a standard-normal input.

Benchmarks (PIMCOMP, ARES, COMPASS, PIM-DL's Table III): ``lenet5``, ``vgg8``,
``resnet18_cifar`` at 32x32 and ``alexnet``, ``vgg16``, ``vgg19``, ``resnet18``, ``resnet34``,
``resnet50``, ``googlenet``, ``inception_v2``, ``squeezenet``, ``mobilenet_v1``,
``mobilenetv2``, ``densenet121`` at 224x224 (ImageNet, 1000 classes, torchvision layouts where
torchvision has the network). Small test models:
``tiny_resnet``, ``tiny_inception``, ``tiny_mobilenet``, ``tiny_se``, ``tiny_mlp``.

Command line: ``pimsolve zoo --out models tiny_resnet lenet5`` (no names or ``all`` builds
every model, ``--list`` lists them); ``zoo_main`` is the function behind it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

from pimsolve.errors import BadInputError
from pimsolve.fileio import write_atomic

OPSET = 13
IR_VERSION = 8


def _pool_out(size: int, k: int, s: int, p: int, ceil: bool) -> int:
    span = size + 2 * p - k
    out = (-(-span // s) if ceil else span // s) + 1
    if ceil and (out - 1) * s >= size + p:  # the last window must start inside the input
        out -= 1
    return out


class Net:
    """A small graph builder that tracks (C, H, W) shapes and draws seeded weights."""

    def __init__(self, name: str, input_shape: tuple[int, ...], seed: int):
        self.name = name
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.nodes: list[onnx.NodeProto] = []
        self.inits: list[onnx.TensorProto] = []
        self.input_shape = input_shape
        self.shapes: dict[str, tuple[int, ...]] = {"input": input_shape}
        self.count: dict[str, int] = {}

    def _fresh(self, prefix: str) -> str:
        self.count[prefix] = self.count.get(prefix, 0) + 1
        return f"{prefix}{self.count[prefix]}"

    def param(self, name: str, value: np.ndarray, dtype: type = np.float32) -> str:
        self.inits.append(numpy_helper.from_array(np.asarray(value, dtype=dtype), name))
        return name

    def node(self, op: str, inputs: list[str], shape: tuple[int, ...], name: str | None = None,
             **attrs: object) -> str:
        name = name or self._fresh(op.lower())
        out = name
        self.nodes.append(helper.make_node(op, inputs, [out], name=name, **attrs))
        self.shapes[out] = shape
        return out

    # ---- layers ---------------------------------------------------------------------------
    def conv(self, x: str, out: int, k: int, s: int = 1, p: int | None = None, groups: int = 1,
             bn: bool = True, act: str | None = "relu", gain: float = 2.0,
             gamma_scale: float = 1.0, name: str | None = None, bias: bool = True) -> str:
        n, c, h, w = self.shapes[x]
        p = k // 2 if p is None else p
        name = name or self._fresh("conv")
        fan_in = (c // groups) * k * k
        weight = self.rng.normal(0.0, np.sqrt(gain / fan_in), (out, c // groups, k, k))
        inputs = [x, self.param(f"{name}.weight", weight)]
        if not bn and bias:
            inputs.append(self.param(f"{name}.bias", self.rng.normal(0.0, 0.05, out)))
        oh, ow = (h + 2 * p - k) // s + 1, (w + 2 * p - k) // s + 1
        y = self.node("Conv", inputs, (n, out, oh, ow), name=name, kernel_shape=[k, k],
                      strides=[s, s], pads=[p, p, p, p], group=groups)
        if bn:
            y = self.batchnorm(y, gamma_scale, name=f"{name}_bn")
        return self.act(y, act)

    def batchnorm(self, x: str, gamma_scale: float = 1.0, name: str | None = None,
                  eps: float = 1e-5) -> str:
        c = self.shapes[x][1]
        name = name or self._fresh("bn")
        gamma = self.rng.uniform(0.8, 1.2, c) * gamma_scale
        beta = self.rng.normal(0.0, 0.1, c)
        var = self.rng.uniform(0.6, 1.4, c)
        mean = self.rng.normal(0.0, 0.1, c)
        inputs = [x] + [self.param(f"{name}.{k}", v) for k, v in
                        (("weight", gamma), ("bias", beta), ("running_mean", mean),
                         ("running_var", var))]
        return self.node("BatchNormalization", inputs, self.shapes[x], name=name, epsilon=eps)

    def act(self, x: str, kind: str | None) -> str:
        shape = self.shapes[x]
        if kind is None:
            return x
        if kind == "relu":
            return self.node("Relu", [x], shape)
        if kind == "relu6":
            lo = self.param(self._fresh("clip_min"), np.array(0.0))
            hi = self.param(self._fresh("clip_max"), np.array(6.0))
            return self.node("Clip", [x, lo, hi], shape)
        if kind == "hard_swish":  # spelled x * relu6(x + 3) / 6, as older exporters write it
            three = self.param(self._fresh("three"), np.array(3.0))
            t = self.node("Add", [x, three], shape)
            t = self.act(t, "relu6")
            t = self.node("Mul", [x, t], shape)
            return self.node("Div", [t, self.param(self._fresh("six"), np.array(6.0))], shape)
        if kind == "hard_swish_mul":  # the same with the operands swapped and Mul(1/6)
            three = self.param(self._fresh("three"), np.array(3.0))
            t = self.node("Add", [three, x], shape)
            t = self.act(t, "relu6")
            t = self.node("Mul", [t, x], shape)
            return self.node("Mul", [t, self.param(self._fresh("sixth"), np.array(1 / 6))], shape)
        if kind == "hard_sigmoid":
            return self.node("HardSigmoid", [x], shape, alpha=1 / 6, beta=0.5)
        raise ValueError(kind)

    def maxpool(self, x: str, k: int, s: int, p: int = 0, ceil: bool = False) -> str:
        n, c, h, w = self.shapes[x]
        shape = (n, c, _pool_out(h, k, s, p, ceil), _pool_out(w, k, s, p, ceil))
        return self.node("MaxPool", [x], shape, kernel_shape=[k, k], strides=[s, s],
                         pads=[p, p, p, p], ceil_mode=int(ceil))

    def avgpool(self, x: str, k: int, s: int, p: int = 0, include_pad: bool = False) -> str:
        n, c, h, w = self.shapes[x]
        shape = (n, c, _pool_out(h, k, s, p, False), _pool_out(w, k, s, p, False))
        return self.node("AveragePool", [x], shape, kernel_shape=[k, k], strides=[s, s],
                         pads=[p, p, p, p], count_include_pad=int(include_pad))

    def gap(self, x: str) -> str:
        n, c = self.shapes[x][:2]
        return self.node("GlobalAveragePool", [x], (n, c, 1, 1))

    def flatten(self, x: str) -> str:
        shape = self.shapes[x]
        return self.node("Flatten", [x], (shape[0], int(np.prod(shape[1:]))), axis=1)

    def fc(self, x: str, out: int, act: str | None = "relu", gain: float = 2.0) -> str:
        n, features = self.shapes[x]
        name = self._fresh("fc")
        weight = self.rng.normal(0.0, np.sqrt(gain / features), (out, features))
        bias = self.rng.normal(0.0, 0.05, out)
        y = self.node("Gemm", [x, self.param(f"{name}.weight", weight),
                               self.param(f"{name}.bias", bias)], (n, out), name=name, transB=1)
        return self.act(y, act)

    def dropout(self, x: str) -> str:
        return self.node("Dropout", [x], self.shapes[x])

    def add(self, a: str, b: str) -> str:
        return self.node("Add", [a, b], self.shapes[a])

    def concat(self, xs: Sequence[str]) -> str:
        n, _, h, w = self.shapes[xs[0]]
        channels = sum(self.shapes[x][1] for x in xs)
        return self.node("Concat", list(xs), (n, channels, h, w), axis=1)

    def classifier(self, x: str, classes: int) -> str:
        return self.fc(self.flatten(self.gap(x)), classes, act=None, gain=1.0)

    def model(self, output: str) -> onnx.ModelProto:
        inp = helper.make_tensor_value_info("input", TensorProto.FLOAT, self.input_shape)
        out = helper.make_tensor_value_info(output, TensorProto.FLOAT, self.shapes[output])
        graph = helper.make_graph(self.nodes, self.name, [inp], [out], self.inits)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                                  producer_name="pimsolve.zoo",
                                  doc_string=f"pimsolve zoo model {self.name}, seed {self.seed}")
        model.ir_version = IR_VERSION
        return model


# ---- building blocks ------------------------------------------------------------------------
def _basic_block(net: Net, x: str, out: int, stride: int) -> str:
    y = net.conv(x, out, 3, stride)
    y = net.conv(y, out, 3, 1, act=None, gamma_scale=0.3)
    shortcut = x
    if stride != 1 or net.shapes[x][1] != out:
        shortcut = net.conv(x, out, 1, stride, p=0, act=None, gain=1.0)
    return net.act(net.add(y, shortcut), "relu")


def _bottleneck(net: Net, x: str, width: int, stride: int) -> str:
    out = width * 4
    y = net.conv(x, width, 1, p=0)
    y = net.conv(y, width, 3, stride)
    y = net.conv(y, out, 1, p=0, act=None, gamma_scale=0.3)
    shortcut = x
    if stride != 1 or net.shapes[x][1] != out:
        shortcut = net.conv(x, out, 1, stride, p=0, act=None, gain=1.0)
    return net.act(net.add(y, shortcut), "relu")


def _resnet(name: str, seed: int, blocks: Sequence[int], bottleneck: bool, size: int,
            classes: int) -> onnx.ModelProto:
    net = Net(name, (1, 3, size, size), seed)
    if size >= 224:
        x = net.conv("input", 64, 7, 2, 3)
        x = net.maxpool(x, 3, 2, 1)
    else:
        x = net.conv("input", 64, 3, 1)
    for stage, count in enumerate(blocks):
        width = 64 * 2 ** stage
        for i in range(count):
            stride = 2 if (i == 0 and stage > 0) else 1
            x = _bottleneck(net, x, width, stride) if bottleneck else \
                _basic_block(net, x, width, stride)
    return net.model(net.classifier(x, classes))


def _inception(net: Net, x: str, c1: int, c3r: int, c3: int, c5r: int, c5: int, pool: int,
               k5: int = 5) -> str:
    # gain 1 on the branch outputs: the max-pool branch and BN offsets would otherwise make
    # activations grow from module to module
    b1 = net.conv(x, c1, 1, p=0, gain=1.0)
    b2 = net.conv(net.conv(x, c3r, 1, p=0), c3, 3, gain=1.0)
    b3 = net.conv(net.conv(x, c5r, 1, p=0), c5, k5, gain=1.0)
    b4 = net.conv(net.maxpool(x, 3, 1, 1, ceil=True), pool, 1, p=0, gain=1.0)
    return net.concat([b1, b2, b3, b4])


def _fire(net: Net, x: str, squeeze: int, e1: int, e3: int) -> str:
    s = net.conv(x, squeeze, 1, p=0, bn=False)
    return net.concat([net.conv(s, e1, 1, p=0, bn=False), net.conv(s, e3, 3, bn=False)])


def _inverted_residual(net: Net, x: str, out: int, stride: int, expand: int) -> str:
    c = net.shapes[x][1]
    hidden = c * expand
    y = x
    if expand != 1:
        y = net.conv(y, hidden, 1, p=0, act="relu6")
    y = net.conv(y, hidden, 3, stride, groups=hidden, act="relu6")
    residual = stride == 1 and c == out
    y = net.conv(y, out, 1, p=0, act=None, gain=1.0, gamma_scale=0.3 if residual else 1.0)
    return net.add(x, y) if residual else y


# ---- benchmark networks ---------------------------------------------------------------------
def lenet5(seed: int = 0) -> onnx.ModelProto:
    net = Net("lenet5", (1, 1, 32, 32), seed)
    x = net.maxpool(net.conv("input", 6, 5, p=0, bn=False), 2, 2)
    x = net.maxpool(net.conv(x, 16, 5, p=0, bn=False), 2, 2)
    x = net.fc(net.fc(net.flatten(x), 120), 84)
    return net.model(net.fc(x, 10, act=None, gain=1.0))


def vgg8(seed: int = 0) -> onnx.ModelProto:
    net = Net("vgg8", (1, 3, 32, 32), seed)
    x = "input"
    for width in (128, 256, 512):
        x = net.maxpool(net.conv(net.conv(x, width, 3), width, 3), 2, 2)
    x = net.fc(net.flatten(x), 1024)
    return net.model(net.fc(x, 10, act=None, gain=1.0))


def resnet18_cifar(seed: int = 0) -> onnx.ModelProto:
    return _resnet("resnet18_cifar", seed, (2, 2, 2, 2), False, 32, 10)


def alexnet(seed: int = 0) -> onnx.ModelProto:
    net = Net("alexnet", (1, 3, 224, 224), seed)
    x = net.maxpool(net.conv("input", 64, 11, 4, 2, bn=False), 3, 2)
    x = net.maxpool(net.conv(x, 192, 5, 1, 2, bn=False), 3, 2)
    x = net.conv(net.conv(net.conv(x, 384, 3, bn=False), 256, 3, bn=False), 256, 3, bn=False)
    x = net.flatten(net.maxpool(x, 3, 2))
    x = net.fc(net.dropout(x), 4096)
    x = net.fc(net.dropout(x), 4096)
    return net.model(net.fc(x, 1000, act=None, gain=1.0))


def _vgg(name: str, seed: int, convs: Sequence[int]) -> onnx.ModelProto:
    """VGG without BatchNorm: ``convs[i]`` 3x3 convolutions of 64, 128, 256, 512, 512
    channels, each stage ending in a 2x2 max pool, then FC 4096, 4096, 1000 with dropout."""
    net = Net(name, (1, 3, 224, 224), seed)
    x = "input"
    for width, count in zip((64, 128, 256, 512, 512), convs):
        for _ in range(count):
            x = net.conv(x, width, 3, bn=False)
        x = net.maxpool(x, 2, 2)
    x = net.dropout(net.fc(net.flatten(x), 4096))
    x = net.dropout(net.fc(x, 4096))
    return net.model(net.fc(x, 1000, act=None, gain=1.0))


def vgg16(seed: int = 0) -> onnx.ModelProto:
    return _vgg("vgg16", seed, (2, 2, 3, 3, 3))


def resnet18(seed: int = 0) -> onnx.ModelProto:
    return _resnet("resnet18", seed, (2, 2, 2, 2), False, 224, 1000)


def resnet34(seed: int = 0) -> onnx.ModelProto:
    return _resnet("resnet34", seed, (3, 4, 6, 3), False, 224, 1000)


def resnet50(seed: int = 0) -> onnx.ModelProto:
    return _resnet("resnet50", seed, (3, 4, 6, 3), True, 224, 1000)


def googlenet(seed: int = 0) -> onnx.ModelProto:
    net = Net("googlenet", (1, 3, 224, 224), seed)
    x = net.maxpool(net.conv("input", 64, 7, 2, 3), 3, 2, ceil=True)
    x = net.conv(net.conv(x, 64, 1, p=0), 192, 3)
    x = net.maxpool(x, 3, 2, ceil=True)
    x = _inception(net, x, 64, 96, 128, 16, 32, 32)
    x = _inception(net, x, 128, 128, 192, 32, 96, 64)
    x = net.maxpool(x, 3, 2, ceil=True)
    for args in ((192, 96, 208, 16, 48, 64), (160, 112, 224, 24, 64, 64),
                 (128, 128, 256, 24, 64, 64), (112, 144, 288, 32, 64, 64),
                 (256, 160, 320, 32, 128, 128)):
        x = _inception(net, x, *args)
    x = net.maxpool(x, 2, 2, ceil=True)
    x = _inception(net, x, 256, 160, 320, 32, 128, 128)
    x = _inception(net, x, 384, 192, 384, 48, 128, 128)
    x = net.dropout(net.flatten(net.gap(x)))
    return net.model(net.fc(x, 1000, act=None, gain=1.0))


def squeezenet(seed: int = 0) -> onnx.ModelProto:
    net = Net("squeezenet", (1, 3, 224, 224), seed)
    x = net.maxpool(net.conv("input", 96, 7, 2, 0, bn=False), 3, 2, ceil=True)
    for args in ((16, 64, 64), (16, 64, 64), (32, 128, 128)):
        x = _fire(net, x, *args)
    x = net.maxpool(x, 3, 2, ceil=True)
    for args in ((32, 128, 128), (48, 192, 192), (48, 192, 192), (64, 256, 256)):
        x = _fire(net, x, *args)
    x = net.maxpool(x, 3, 2, ceil=True)
    x = net.dropout(_fire(net, x, 64, 256, 256))
    x = net.conv(x, 1000, 1, p=0, bn=False, gain=1.0)
    return net.model(net.flatten(net.gap(x)))


def mobilenetv2(seed: int = 0) -> onnx.ModelProto:
    net = Net("mobilenetv2", (1, 3, 224, 224), seed)
    x = net.conv("input", 32, 3, 2, act="relu6")
    for expand, out, count, stride in ((1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2),
                                       (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2),
                                       (6, 320, 1, 1)):
        for i in range(count):
            x = _inverted_residual(net, x, out, stride if i == 0 else 1, expand)
    x = net.conv(x, 1280, 1, p=0, act="relu6")
    x = net.dropout(net.flatten(net.gap(x)))
    return net.model(net.fc(x, 1000, act=None, gain=1.0))


def vgg19(seed: int = 0) -> onnx.ModelProto:
    return _vgg("vgg19", seed, (2, 2, 4, 4, 4))


def mobilenet_v1(seed: int = 0) -> onnx.ModelProto:
    """MobileNet (Howard et al. 2017, Table 1), width 1.0: depthwise-separable convolutions,
    each 3x3 depthwise and 1x1 pointwise followed by BatchNorm and ReLU."""
    net = Net("mobilenet_v1", (1, 3, 224, 224), seed)
    x = net.conv("input", 32, 3, 2)
    for out, stride in ((64, 1), (128, 2), (128, 1), (256, 2), (256, 1), (512, 2),
                        *((512, 1),) * 5, (1024, 2), (1024, 1)):
        c = net.shapes[x][1]
        x = net.conv(x, c, 3, stride, groups=c)
        x = net.conv(x, out, 1, p=0)
    return net.model(net.classifier(x, 1000))


def _dense_layer(net: Net, x: str, growth: int, bottleneck: int) -> str:
    """BatchNorm, ReLU, 1x1 conv, BatchNorm, ReLU, 3x3 conv (no biases), its ``growth`` new
    channels concatenated to its input."""
    y = net.act(net.batchnorm(x), "relu")
    y = net.conv(y, bottleneck * growth, 1, p=0, bn=False, bias=False, act=None)
    y = net.act(net.batchnorm(y), "relu")
    y = net.conv(y, growth, 3, bn=False, bias=False, act=None, gain=1.0)
    return net.concat([x, y])


def densenet121(seed: int = 0) -> onnx.ModelProto:
    """DenseNet-121 (Huang et al. 2017, Table 1): growth 32, blocks of 6, 12, 24 and 16 dense
    layers (1x1 bottleneck of 4 x growth), transitions halving channels and size."""
    net = Net("densenet121", (1, 3, 224, 224), seed)
    x = net.maxpool(net.conv("input", 64, 7, 2, 3), 3, 2, 1)
    for block, layers in enumerate((6, 12, 24, 16)):
        for _ in range(layers):
            x = _dense_layer(net, x, 32, 4)
        if block < 3:
            x = net.act(net.batchnorm(x), "relu")
            x = net.conv(x, net.shapes[x][1] // 2, 1, p=0, bn=False, bias=False, act=None,
                         gain=1.0)
            x = net.avgpool(x, 2, 2)
    x = net.act(net.batchnorm(x), "relu")
    return net.model(net.classifier(x, 1000))


def _inception_bn(net: Net, x: str, c1: int, c3r: int, c3: int, d3r: int, d3: int,
                  pool: str, proj: int, stride: int = 1) -> str:
    """A module of BN-Inception (Ioffe and Szegedy 2015, Fig. 5 and Table 5): 1x1; 1x1-3x3;
    1x1-3x3-3x3 (the 5x5 as two 3x3); pooling with a 1x1 projection. With ``stride`` 2 the
    1x1 branch is absent, the 3x3s stride and the max pool passes its input through."""
    branches = []
    if c1:
        branches.append(net.conv(x, c1, 1, p=0, gain=1.0))
    branches.append(net.conv(net.conv(x, c3r, 1, p=0), c3, 3, stride, gain=1.0))
    y = net.conv(net.conv(x, d3r, 1, p=0), d3, 3)
    branches.append(net.conv(y, d3, 3, stride, gain=1.0))
    if stride == 2:
        branches.append(net.maxpool(x, 3, 2, 1))
    else:
        pooled = net.avgpool(x, 3, 1, 1, include_pad=True) if pool == "avg" else \
            net.maxpool(x, 3, 1, 1)
        branches.append(net.conv(pooled, proj, 1, p=0, gain=1.0))
    return net.concat(branches)


def inception_v2(seed: int = 0) -> onnx.ModelProto:
    """Inception-v2 as BN-Inception (Ioffe and Szegedy 2015, Table 5): BatchNorm after every
    convolution, 5x5 convolutions replaced by two 3x3, modules 3a-5b."""
    net = Net("inception_v2", (1, 3, 224, 224), seed)
    x = net.maxpool(net.conv("input", 64, 7, 2, 3), 3, 2, 1)
    x = net.maxpool(net.conv(net.conv(x, 64, 1, p=0), 192, 3), 3, 2, 1)
    for args in ((64, 64, 64, 64, 96, "avg", 32), (64, 64, 96, 64, 96, "avg", 64)):
        x = _inception_bn(net, x, *args)
    x = _inception_bn(net, x, 0, 128, 160, 64, 96, "max", 0, stride=2)
    for args in ((224, 64, 96, 96, 128, "avg", 128), (192, 96, 128, 96, 128, "avg", 128),
                 (160, 128, 160, 128, 160, "avg", 128), (96, 128, 192, 160, 192, "avg", 128)):
        x = _inception_bn(net, x, *args)
    x = _inception_bn(net, x, 0, 128, 192, 192, 256, "max", 0, stride=2)
    x = _inception_bn(net, x, 352, 192, 320, 160, 224, "avg", 128)
    x = _inception_bn(net, x, 352, 192, 320, 192, 224, "max", 128)
    return net.model(net.classifier(x, 1000))


# ---- small test models ----------------------------------------------------------------------
def tiny_resnet(seed: int = 0) -> onnx.ModelProto:
    """conv-bn-relu, maxpool, a residual block, a strided block with a 1x1 shortcut, GAP, FC."""
    net = Net("tiny_resnet", (1, 3, 32, 32), seed)
    x = net.maxpool(net.conv("input", 16, 3), 2, 2)
    x = _basic_block(net, x, 16, 1)
    x = _basic_block(net, x, 32, 2)
    return net.model(net.classifier(x, 10))


def tiny_inception(seed: int = 0) -> onnx.ModelProto:
    """An inception module (1x1, 1x1-3x3, 1x1-5x5, maxpool-1x1 branches, Concat), avgpool."""
    net = Net("tiny_inception", (1, 3, 16, 16), seed)
    x = net.conv("input", 16, 3)
    x = _inception(net, x, 8, 8, 16, 4, 8, 8)
    x = net.avgpool(x, 2, 2)
    x = net.avgpool(net.conv(x, 32, 3), 3, 1, 1)
    return net.model(net.classifier(x, 10))


def tiny_mobilenet(seed: int = 0) -> onnx.ModelProto:
    """Depthwise-separable inverted residuals with ReLU6, one with a residual Add."""
    net = Net("tiny_mobilenet", (1, 3, 32, 32), seed)
    x = net.conv("input", 16, 3, 2, act="relu6")
    x = _inverted_residual(net, x, 16, 1, 2)
    x = _inverted_residual(net, x, 24, 2, 2)
    x = _inverted_residual(net, x, 24, 1, 2)
    x = net.conv(x, 64, 1, p=0, act="relu6")
    return net.model(net.classifier(x, 10))


def tiny_se(seed: int = 0) -> onnx.ModelProto:
    """Hard-swish (spelled x*relu6(x+3)/6), depthwise conv and a squeeze-excitation block:
    GAP → Flatten → FC → ReLU → FC → HardSigmoid → Unsqueeze → Mul (broadcast over H, W)."""
    net = Net("tiny_se", (1, 3, 16, 16), seed)
    x = net.conv("input", 16, 3, act="hard_swish")
    x = net.conv(x, 16, 3, groups=16)
    n, c = net.shapes[x][:2]
    s = net.fc(net.flatten(net.gap(x)), 4)
    s = net.act(net.fc(s, c, act=None, gain=1.0), "hard_sigmoid")
    axes = net.param("se_axes", np.array([2, 3]), dtype=np.int64)
    s = net.node("Unsqueeze", [s, axes], (n, c, 1, 1))
    x = net.node("Mul", [x, s], net.shapes[x])
    x = net.conv(x, 32, 1, p=0, act="hard_swish_mul")
    return net.model(net.classifier(x, 10))


def tiny_mlp(seed: int = 0) -> onnx.ModelProto:
    """Flatten → Gemm → Relu → Gemm → Softmax (the Softmax runs on the host)."""
    net = Net("tiny_mlp", (1, 1, 16, 16), seed)
    x = net.fc(net.flatten("input"), 64)
    x = net.fc(x, 10, act=None, gain=1.0)
    return net.model(net.node("Softmax", [x], net.shapes[x], name="softmax", axis=1))


MODELS: dict[str, Callable[[int], onnx.ModelProto]] = {
    "lenet5": lenet5,
    "vgg8": vgg8,
    "resnet18_cifar": resnet18_cifar,
    "alexnet": alexnet,
    "vgg16": vgg16,
    "resnet18": resnet18,
    "resnet34": resnet34,
    "resnet50": resnet50,
    "googlenet": googlenet,
    "squeezenet": squeezenet,
    "mobilenetv2": mobilenetv2,
    "vgg19": vgg19,
    "mobilenet_v1": mobilenet_v1,
    "densenet121": densenet121,
    "inception_v2": inception_v2,
    "tiny_resnet": tiny_resnet,
    "tiny_inception": tiny_inception,
    "tiny_mobilenet": tiny_mobilenet,
    "tiny_se": tiny_se,
    "tiny_mlp": tiny_mlp,
}
SHIPPED = ("tiny_resnet", "tiny_inception", "tiny_mobilenet", "tiny_se", "tiny_mlp", "lenet5")


def build(name: str, seed: int = 0) -> onnx.ModelProto:
    """The model ``name`` with weights drawn from ``default_rng(seed)``."""
    try:
        builder = MODELS[name]
    except KeyError:
        raise BadInputError(f"unknown zoo model {name!r}; available: "
                            f"{', '.join(MODELS)}") from None
    return builder(seed)


def parameter_count(model: onnx.ModelProto) -> int:
    """Float weights, biases and BatchNorm statistics (scalar constants such as Clip bounds are
    not counted)."""
    return sum(int(np.prod(t.dims)) for t in model.graph.initializer
               if t.data_type == TensorProto.FLOAT and len(t.dims) > 0)


def save(name: str, path: str | Path, seed: int = 0) -> Path:
    """Build ``name`` and write it to ``path`` atomically."""
    path = Path(path)
    write_atomic(path, build(name, seed).SerializeToString())
    return path


def zoo_main(names: list[str], out_dir: Path, seed: int) -> list[Path]:
    """Write ``<out_dir>/<name>.onnx`` for each name (``all``: every model); the paths."""
    if not names:
        raise BadInputError(f"name at least one zoo model (or 'all'); available: "
                            f"{', '.join(MODELS)}")
    chosen = list(MODELS) if "all" in names else list(dict.fromkeys(names))
    for name in chosen:
        if name not in MODELS:
            raise BadInputError(f"unknown zoo model {name!r}; available: {', '.join(MODELS)}")
    return [save(name, Path(out_dir) / f"{name}.onnx", seed) for name in chosen]
