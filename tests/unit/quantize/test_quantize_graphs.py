"""quantize() on small hand-built graphs: accuracy against the float graph through the integer
reference, REQUANT insertion, fixed formats, determinism and the accumulator bound."""

from __future__ import annotations

import math

import numpy as np
import pytest

from pimsolve.errors import BadInputError, ModelError, UnsupportedOpError
from pimsolve.ir.graph import ActAttrs, ConvAttrs, Graph, Layer, OpKind, PoolAttrs, Tensor
from pimsolve.ir.qgraph import QGraph, QKind
from pimsolve.quantize import (
    ACC_LIMIT,
    accumulator_bound,
    calibration_batch,
    quantize_with_ranges,
    tensor_ranges,
)
from pimsolve.reference import run_integer


# ----------------------------------------------------------------------------- a float executor
def _sigmoid(v):
    return 1.0 / (1.0 + np.exp(-v))


def _conv_f(x, w, b, a: ConvAttrs):
    n, c, h, wd = x.shape
    o, cg, kh, kw = w.shape
    pt, pl, pb, pr = a.pads
    xp = np.pad(x, ((0, 0), (0, 0), (pt, pb), (pl, pr)))
    (sh, sw), (dh, dw) = a.stride, a.dilation
    ho = (h + pt + pb - dh * (kh - 1) - 1) // sh + 1
    wo = (wd + pl + pr - dw * (kw - 1) - 1) // sw + 1
    og = o // a.groups
    y = np.zeros((n, o, ho, wo))
    for oc in range(o):
        g = oc // og
        xs = xp[:, g * cg:(g + 1) * cg]
        for i in range(ho):
            for j in range(wo):
                patch = xs[:, :, i * sh:i * sh + dh * (kh - 1) + 1:dh,
                           j * sw:j * sw + dw * (kw - 1) + 1:dw]
                y[:, oc, i, j] = (patch * w[oc]).sum(axis=(1, 2, 3)) + b[oc]
    return y


def _pool_f(x, a: PoolAttrs, kind):
    n, c, h, w = x.shape
    kh, kw = a.kernel
    pt, pl, pb, pr = a.pads
    ho = (h + pt + pb - kh) // a.stride[0] + 1
    wo = (w + pl + pr - kw) // a.stride[1] + 1
    y = np.zeros((n, c, ho, wo))
    for i in range(ho):
        for j in range(wo):
            r0, c0 = i * a.stride[0] - pt, j * a.stride[1] - pl
            win = x[:, :, max(r0, 0):min(r0 + kh, h), max(c0, 0):min(c0 + kw, w)]
            if kind is OpKind.MAXPOOL:
                y[:, :, i, j] = win.max(axis=(2, 3))
            else:
                count = kh * kw if a.count_include_pad else win.shape[2] * win.shape[3]
                y[:, :, i, j] = win.sum(axis=(2, 3)) / count
    return y


def _act(kind, a, v):
    if kind is OpKind.RELU:
        return np.maximum(v, 0)
    if kind is OpKind.CLIP:
        return np.clip(v, a.lo, a.hi)
    raise AssertionError(kind)


def local_run_float(graph: Graph, x: np.ndarray, keep_all: bool = False):
    """A plain float64 executor of the structure IR (the test's own float oracle)."""
    v = {graph.inputs[0].name: np.asarray(x, dtype=np.float64)}
    for L in graph.layers:
        xs = [v[t] for t in L.inputs]
        wts = graph.weights.get(L.name, {})
        a = L.attrs
        k = L.kind
        if k is OpKind.CONV:
            y = _conv_f(xs[0], wts["weight"], wts.get("bias", np.zeros(len(wts["weight"]))), a)
        elif k is OpKind.GEMM:
            y = xs[0].reshape(len(xs[0]), -1) @ wts["weight"].T + wts.get("bias", 0.0)
        elif k in (OpKind.RELU, OpKind.CLIP):
            y = _act(k, a, xs[0])
        elif k is OpKind.LEAKY_RELU:
            y = np.where(xs[0] >= 0, xs[0], a.alpha * xs[0])
        elif k is OpKind.SIGMOID:
            y = _sigmoid(xs[0])
        elif k is OpKind.TANH:
            y = np.tanh(xs[0])
        elif k is OpKind.HARD_SIGMOID:
            y = np.clip(a.alpha * xs[0] + a.beta, 0, 1)
        elif k is OpKind.HARD_SWISH:
            y = xs[0] * np.clip(xs[0] / 6 + 0.5, 0, 1)
        elif k in (OpKind.MAXPOOL, OpKind.AVGPOOL):
            y = _pool_f(xs[0], a, k)
        elif k is OpKind.GLOBAL_AVGPOOL:
            y = xs[0].mean(axis=(2, 3), keepdims=True)
        elif k is OpKind.ADD:
            y = xs[0] + xs[1]
        elif k is OpKind.SUB:
            y = xs[0] - xs[1]
        elif k is OpKind.MUL:
            y = xs[0] * xs[1]
        elif k is OpKind.SCALE:
            s = np.asarray(wts["scale"], dtype=np.float64)
            y = xs[0] * (s.reshape((1, -1) + (1,) * (xs[0].ndim - 2)) if s.ndim else s)
        elif k is OpKind.CONCAT:
            y = np.concatenate(xs, axis=1)
        else:
            raise AssertionError(k)
        for fk, fa in L.fused:
            y = _act(OpKind(fk), fa, y)
        v[L.output] = y
    return v if keep_all else {t.name: v[t.name] for t in graph.outputs}


try:  # the frontend engineer's executor, when it exists
    from pimsolve.ir.execute import run_float
except ImportError:  # pragma: no cover
    run_float = local_run_float


def quantize_local(graph, data_bits, weight_bits, calibration=None, seed=0):
    """quantize(), calibrated with the float executor chosen above."""
    batch = calibration_batch(graph, calibration, seed)
    return quantize_with_ranges(graph, data_bits, weight_bits,
                                tensor_ranges(graph, batch, run_float))


# ----------------------------------------------------------------------------- graph builder
class G:
    """Builds a float Graph with shapes inferred; random weights from a seeded generator."""

    def __init__(self, shape, seed=1):
        self.rng = np.random.default_rng(seed)
        self.shapes = {"x": tuple(shape)}
        self.layers: list[Layer] = []
        self.weights: dict[str, dict[str, np.ndarray]] = {}

    def _add(self, kind, inputs, shape, attrs=None, fused=(), **weights):
        name = f"{kind.value}{len(self.layers)}"
        self.shapes[name] = tuple(shape)
        self.layers.append(Layer(name, kind, tuple(inputs), name, attrs, tuple(fused)))
        if weights:
            self.weights[name] = weights
        return name

    def conv(self, x, o, k=3, stride=1, pad=0, groups=1, dilation=1, gain=1.0, fused=()):
        n, c, h, w = self.shapes[x]
        a = ConvAttrs((k, k), (stride, stride), (pad,) * 4, (dilation, dilation), groups)
        ho = (h + 2 * pad - dilation * (k - 1) - 1) // stride + 1
        wo = (w + 2 * pad - dilation * (k - 1) - 1) // stride + 1
        fan = c // groups * k * k
        wt = self.rng.standard_normal((o, c // groups, k, k)) * gain * math.sqrt(2 / fan)
        bias = self.rng.standard_normal(o) * 0.1 * gain
        return self._add(OpKind.CONV, [x], (n, o, ho, wo), a, fused, weight=wt, bias=bias)

    def gemm(self, x, o, gain=1.0, fused=()):
        i = int(np.prod(self.shapes[x][1:]))
        wt = self.rng.standard_normal((o, i)) * gain * math.sqrt(2 / i)
        return self._add(OpKind.GEMM, [x], (self.shapes[x][0], o), None, fused, weight=wt,
                         bias=self.rng.standard_normal(o) * 0.1)

    def pool(self, kind, x, k=2, stride=2, pads=(0, 0, 0, 0), count_include_pad=False):
        n, c, h, w = self.shapes[x]
        ho = (h + pads[0] + pads[2] - k) // stride + 1
        wo = (w + pads[1] + pads[3] - k) // stride + 1
        return self._add(kind, [x], (n, c, ho, wo),
                         PoolAttrs((k, k), (stride, stride), pads, count_include_pad))

    def unary(self, kind, x, attrs=None):
        return self._add(kind, [x], self.shapes[x], attrs)

    def gap(self, x):
        n, c = self.shapes[x][:2]
        return self._add(OpKind.GLOBAL_AVGPOOL, [x], (n, c, 1, 1))

    def binary(self, kind, a, b):
        return self._add(kind, [a, b], self.shapes[a])

    def scale(self, x, s):
        return self._add(OpKind.SCALE, [x], self.shapes[x], scale=np.asarray(s, dtype=float))

    def concat(self, *xs):
        shape = list(self.shapes[xs[0]])
        shape[1] = sum(self.shapes[t][1] for t in xs)
        return self._add(OpKind.CONCAT, xs, shape)

    def build(self, *outputs, name="g") -> Graph:
        tensors = {n: Tensor(n, s) for n, s in self.shapes.items()}
        return Graph(name, (tensors["x"],), tuple(tensors[o] for o in outputs),
                     tuple(self.layers), tensors, self.weights)


RELU = ((OpKind.RELU, None),)
RELU6 = ((OpKind.CLIP, ActAttrs(lo=0.0, hi=6.0)),)


def cnn() -> Graph:
    """conv-relu-maxpool, depthwise conv-relu6, avgpool, gemm on the 4-D result."""
    g = G((1, 3, 8, 8))
    t = g.conv("x", 8, pad=1, fused=RELU)
    t = g.pool(OpKind.MAXPOOL, t)
    t = g.conv(t, 8, pad=1, groups=8, fused=RELU6)
    t = g.pool(OpKind.AVGPOOL, t, k=3, stride=1, pads=(1, 1, 1, 1))
    t = g.pool(OpKind.AVGPOOL, t, k=2, stride=2)
    return g.build(g.gemm(t, 10), name="cnn")


def residual() -> Graph:
    """add/sub of a large-range and a small-range branch: their fracs differ."""
    g = G((1, 4, 6, 6))
    big = g.conv("x", 4, k=1, gain=6.0)
    small = g.conv("x", 4, pad=1, gain=0.05)
    s = g.binary(OpKind.ADD, big, small)
    r = g.unary(OpKind.RELU, s)
    d = g.binary(OpKind.SUB, small, r)
    return g.build(g.conv(d, 4, k=3, pad=2, dilation=2), name="residual")


def concat() -> Graph:
    g = G((1, 4, 6, 6))
    big = g.conv("x", 3, k=1, gain=8.0)
    small = g.conv("x", 5, pad=1, gain=0.1, fused=RELU)
    return g.build(g.conv(g.concat(big, "x", small), 6, k=1), name="concat")


def gates() -> Graph:
    """sigmoid, tanh, an SE block (gap, gemm-like 1x1 conv, hard sigmoid, broadcast mul),
    leaky relu, per-channel scale, hard swish and a standalone clip."""
    g = G((1, 4, 6, 6))
    t = g.conv("x", 6, pad=1, fused=RELU)
    sig = g.unary(OpKind.SIGMOID, g.conv(t, 6, k=1))
    tan = g.unary(OpKind.TANH, g.conv(t, 6, k=1, gain=3.0))
    m = g.binary(OpKind.MUL, sig, tan)
    se = g.unary(OpKind.HARD_SIGMOID, g.conv(g.gap(t), 6, k=1), ActAttrs(alpha=0.2, beta=0.5))
    m2 = g.binary(OpKind.MUL, t, se)
    lr = g.unary(OpKind.LEAKY_RELU, g.conv(m2, 6, k=1), ActAttrs(alpha=0.1))
    sc = g.scale(lr, [0.5, -1.5, 2.0, 0.25, 3.0, -0.75])
    hs = g.unary(OpKind.HARD_SWISH, g.scale(sc, 2.5))
    cl = g.unary(OpKind.CLIP, hs, ActAttrs(lo=-0.25, hi=1.5))
    out = g.binary(OpKind.ADD, g.conv(cl, 6, k=1), m)
    return g.build(out, g.gemm(g.gap(out), 3), name="gates")


GRAPHS = {"cnn": cnn, "residual": residual, "concat": concat, "gates": gates}


def _cosine(a, b):
    a, b = a.ravel(), b.ravel()
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


def _errors(graph, qg, x):
    """(cosine, max |error| / max |float|) per graph output on input ``x``."""
    want = run_float(graph, x, keep_all=True)
    got = run_integer(qg, qg.quantize_input(x))
    out = {}
    for t in graph.outputs:
        deq = qg.dequantize(t.name, got[t.name])
        out[t.name] = (_cosine(deq, want[t.name]),
                       float(np.abs(deq - want[t.name]).max() / np.abs(want[t.name]).max()))
    return out


# ----------------------------------------------------------------------------- accuracy
def _worst(graph, qg, xs):
    errs = [e for x in xs for e in _errors(graph, qg, x[None]).values()]
    return min(c for c, _ in errs), max(r for _, r in errs)


@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_16_bit_output_matches_the_float_graph(name):
    # calibrated on the inputs it is evaluated on: only rounding error remains
    graph = GRAPHS[name]()
    xs = np.random.default_rng(123).standard_normal((4,) + graph.inputs[0].shape[1:])
    qg = quantize_local(graph, 16, 16, calibration=xs)
    cos, rel = _worst(graph, qg, xs)
    assert cos > 0.99999 and rel < 2e-3, (cos, rel)


@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_16_bit_on_inputs_outside_the_calibration_set(name):
    # default calibration (4 seeded normal samples); fresh inputs may exceed the calibrated
    # ranges by more than the 5 % headroom and saturate
    graph = GRAPHS[name]()
    qg = quantize_local(graph, 16, 16)
    xs = np.random.default_rng(321).standard_normal((4,) + graph.inputs[0].shape[1:])
    cos, _ = _worst(graph, qg, xs)
    assert cos > 0.995, cos


@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_8_bit_output_is_close_to_the_float_graph(name):
    graph = GRAPHS[name]()
    xs = np.random.default_rng(123).standard_normal((4,) + graph.inputs[0].shape[1:])
    cos, _ = _worst(graph, quantize_local(graph, 8, 8, calibration=xs), xs)
    assert cos > 0.98, cos


# ----------------------------------------------------------------------------- structure
def test_add_sub_inputs_are_requantized_to_one_frac():
    qg = quantize_local(residual(), 16, 16)
    layers = {q.name: q for q in qg.layers}
    add = next(q for q in qg.layers if q.kind is QKind.ADD)
    fracs = {qg.frac[t] for t in add.inputs}
    assert fracs == {qg.frac[add.output]}
    requants = [q for q in qg.layers if q.kind is QKind.REQUANT]
    assert requants, "the small branch must be requantized down to the big one's frac"
    for rq in requants:
        consumer, _, index = rq.name.rpartition(".requant")
        assert consumer in layers and layers[consumer].inputs[int(index)] == rq.output
        assert qg.frac[rq.inputs[0]] > qg.frac[rq.output]  # always a shift down for add/sub
        assert rq.output in qg.tensors
        assert [q.name for q in qg.layers].index(rq.name) < \
            [q.name for q in qg.layers].index(consumer)
    # the output frac never exceeds the calibrated one: the sum fits
    for q in qg.layers:
        if q.kind in (QKind.ADD, QKind.SUB):
            assert all(qg.frac[q.output] <= qg.frac[t] for t in q.inputs)


def test_concat_inputs_share_the_smallest_frac():
    qg = quantize_local(concat(), 16, 16)
    cat = next(q for q in qg.layers if q.kind is QKind.CONCAT)
    assert len({qg.frac[t] for t in (*cat.inputs, cat.output)}) == 1
    assert qg.frac[cat.output] == min(qg.frac[t] for t in concat().layer(cat.name).inputs)
    assert sum(q.kind is QKind.REQUANT for q in qg.layers) == 2


def test_fixed_formats_of_the_nonlinear_kinds():
    kinds = set()
    for make in GRAPHS.values():
        qg = quantize_local(make(), 16, 16)
        kinds |= {q.kind for q in qg.layers}
        for q in qg.layers:
            if q.kind in (QKind.SIGMOID, QKind.TANH):
                assert qg.frac[q.inputs[0]] == 12 and qg.frac[q.output] == 14
            if q.kind is QKind.HARD_SIGMOID:
                assert qg.frac[q.output] == 14
                assert q.shift == qg.frac[q.inputs[0]] + q.consts["alpha_frac"] - 14
                assert q.consts["beta"] == 1 << 13
            if q.kind in (QKind.RELU, QKind.CLIP, QKind.LEAKY_RELU, QKind.MAXPOOL,
                          QKind.AVGPOOL, QKind.GLOBAL_AVGPOOL):
                assert qg.frac[q.inputs[0]] == qg.frac[q.output]
    assert kinds == set(QKind), set(QKind) - kinds  # the graphs above cover every kind


def test_fused_clip_bounds_are_in_the_output_format():
    qg = quantize_local(cnn(), 16, 16)
    conv = [q for q in qg.layers if q.kind is QKind.CONV][1]
    (name, (lo, hi)), = conv.fused
    assert name == "clip" and lo == 0
    assert hi == min(6 * 2 ** qg.frac[conv.output], 2 ** 15 - 1)


def test_every_integer_fits_its_width_and_the_accumulator_bound_holds():
    for name, make in GRAPHS.items():
        for a, w in ((8, 8), (16, 16), (16, 8), (24, 24)):
            qg = quantize_local(make(), a, w)
            _check_widths(qg)


def _check_widths(qg: QGraph):
    a, w = qg.data_bits, qg.weight_bits
    for q in qg.layers:
        if q.kind in (QKind.CONV, QKind.GEMM):
            assert q.weight.dtype == np.int64 and q.bias.dtype == np.int64
            assert np.abs(q.weight).max() <= 2 ** (w - 1)
            k = int(np.prod(q.weight.shape[1:]))
            assert accumulator_bound(k, a, w, int(np.abs(q.bias).max())) < ACC_LIMIT
        for key, v in q.consts.items():
            if key not in ("alpha_frac", "scale_frac"):
                assert np.abs(np.asarray(v)).max() < 2 ** (a - 1), (q.name, key)
        assert set(q.inputs) | {q.output} <= set(qg.frac)


def test_a_huge_bias_lowers_the_weight_fraction():
    g = G((1, 8))
    out = g.gemm("x", 4)
    g.weights[out]["bias"] = np.array([1e6, -2e6, 5e5, 0.0])
    graph = g.build(out)
    ranges = tensor_ranges(graph, calibration_batch(graph), run_float)
    qg = quantize_with_ranges(graph, 24, 24, ranges)
    gemm = qg.layers[0]
    assert accumulator_bound(8, 24, 24, int(np.abs(gemm.bias).max())) < ACC_LIMIT
    assert np.abs(gemm.weight).max() < 2 ** 21  # frac_w was lowered from the full 23 bits
    x = np.random.default_rng(5).standard_normal((1, 8))
    (cos, rel), = _errors(graph, qg, x).values()
    assert cos > 0.99999 and rel < 1e-5


def test_reduction_too_long_for_the_widths_is_refused():
    g = G((1, 8))
    graph = g.build(g.gemm("x", 2))
    with pytest.raises(ModelError, match="2\\*\\*62"):
        quantize_with_ranges(graph, 32, 32, {"x": 1.0, graph.outputs[0].name: 1.0})


def test_graph_output_tensors_and_every_tensor_listed():
    graph = gates()
    qg = quantize_local(graph, 16, 16)
    assert qg.input == "x"
    assert qg.outputs == tuple(t.name for t in graph.outputs)
    produced = {q.output for q in qg.layers} | {"x"}
    assert set(qg.tensors) == produced == set(qg.frac)
    for q in qg.layers:
        if q.kind is QKind.REQUANT:
            assert qg.tensors[q.output].shape == qg.tensors[q.inputs[0]].shape


# ----------------------------------------------------------------------------- determinism, input
def _same(a: QGraph, b: QGraph) -> bool:
    if (a.data_bits, a.weight_bits, a.input, a.outputs, dict(a.frac), dict(a.tensors)) != \
            (b.data_bits, b.weight_bits, b.input, b.outputs, dict(b.frac), dict(b.tensors)):
        return False
    for p, q in zip(a.layers, b.layers, strict=True):
        if (p.name, p.kind, p.inputs, p.output, p.attrs, p.shift, p.fused) != \
                (q.name, q.kind, q.inputs, q.output, q.attrs, q.shift, q.fused):
            return False
        for u, v in ((p.weight, q.weight), (p.bias, q.bias)):
            if (u is None) != (v is None) or (u is not None and not np.array_equal(u, v)):
                return False
        if p.consts.keys() != q.consts.keys() or not all(
                np.array_equal(p.consts[k], q.consts[k]) for k in p.consts):
            return False
    return True


def test_same_seed_same_qgraph():
    graph = gates()
    assert _same(quantize_local(graph, 12, 10, seed=7), quantize_local(graph, 12, 10, seed=7))
    assert _same(quantize_local(graph, 16, 16), quantize_local(graph, 16, 16))


def test_calibration_data_shapes():
    graph = cnn()
    one = np.random.default_rng(3).standard_normal((3, 8, 8))
    assert calibration_batch(graph, one).shape == (1, 3, 8, 8)
    assert calibration_batch(graph, one[None]).shape == (1, 3, 8, 8)
    assert calibration_batch(graph, np.stack([one, one])).shape == (2, 3, 8, 8)
    assert calibration_batch(graph, seed=4).shape == (4, 3, 8, 8)
    assert np.array_equal(calibration_batch(graph, seed=4), calibration_batch(graph, seed=4))
    with pytest.raises(BadInputError, match="calibration: expected a batch"):
        calibration_batch(graph, np.zeros((1, 3, 8, 9)))
    # the calibration data sets the input format: a larger input gets fewer fraction bits
    small = quantize_local(graph, 16, 16, calibration=one)
    large = quantize_local(graph, 16, 16, calibration=one * 100)
    assert small.frac["x"] - large.frac["x"] in (6, 7, 8)


def test_unsupported_fusion_and_kind_are_named():
    g = G((1, 4))
    out = g.gemm("x", 2, fused=((OpKind.SIGMOID, None),))
    graph = g.build(out)
    with pytest.raises(UnsupportedOpError, match="cannot fuse sigmoid"):
        quantize_with_ranges(graph, 8, 8, {"x": 1.0, out: 1.0})
    with pytest.raises(BadInputError, match="data_bits"):
        quantize_with_ranges(graph, 3, 8, {"x": 1.0, out: 1.0})


@pytest.mark.parametrize("name", sorted(GRAPHS))
def test_the_test_float_executor_agrees_with_run_float(name):
    if run_float is local_run_float:
        pytest.skip("pimsolve.ir.execute is not available")
    graph = GRAPHS[name]()
    x = np.random.default_rng(9).standard_normal(graph.inputs[0].shape)
    ours, theirs = local_run_float(graph, x, keep_all=True), run_float(graph, x, keep_all=True)
    for t in graph.tensors:
        np.testing.assert_allclose(ours[t], theirs[t], rtol=1e-12, atol=1e-12, err_msg=t)


def test_quantize_entry_point_uses_run_float():
    pytest.importorskip("pimsolve.ir.execute")
    from pimsolve.quantize import quantize

    graph = cnn()
    assert _same(quantize(graph, 16, 16, seed=3), quantize_local(graph, 16, 16, seed=3))
