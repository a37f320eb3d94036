"""Integer reference executor of a QGraph: the qgraph docstring's semantics, literally.

Every value is an exact integer. Arithmetic runs in int64 when a bound computed from the
operands proves it cannot overflow, and on Python integers (object arrays) otherwise. The
one float shortcut, in ``_matmul``, is exact too: when every partial sum of a dot product is an
integer of magnitude below 2**53, float64 represents each of them exactly in any summation
order, so BLAS returns the exact integer result.

The executor also checks the QGraph as it goes (fractions that must agree, shifts that must
match their formula, shapes, every result inside the data range) and raises
:class:`~pimsolve.errors.PimsolveError` naming the layer when the graph breaks the contract.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from pimsolve.errors import BadInputError, PimsolveError
from pimsolve.ir.graph import ConvAttrs, PoolAttrs
from pimsolve.ir.qgraph import QGraph, QKind, QLayer

_FLOAT_EXACT = 1 << 53  # integers below this are exact in float64
_INT64_SAFE = 1 << 62  # int64 arithmetic below this bound cannot overflow


class _Ctx:
    """The QGraph being run and the values computed so far (one run only)."""

    __slots__ = ("qg", "bits", "values")

    def __init__(self, qg: QGraph):
        self.qg = qg
        self.bits = qg.data_bits
        self.values: dict[str, np.ndarray] = {}

    def frac(self, tensor: str) -> int:
        try:
            return int(self.qg.frac[tensor])
        except KeyError:
            raise PimsolveError(f"qgraph.frac: tensor {tensor!r} has no fraction bits") from None


# ----------------------------------------------------------------------------- exact helpers
def _max_abs(v: np.ndarray) -> int:
    if v.size == 0:
        return 0
    return max(abs(int(v.max())), abs(int(v.min())))


def _sat(v: np.ndarray, bits: int) -> np.ndarray:
    """clamp(v, -2**(bits-1), 2**(bits-1) - 1) as int64."""
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return np.minimum(np.maximum(v, lo), hi).astype(np.int64)


def _shr(v: np.ndarray, s: int) -> np.ndarray:
    """floor(v / 2**s) for s >= 0, v * 2**(-s) for s < 0; exact (object array if needed)."""
    if s >= 0:
        if v.dtype == object:
            return v // (1 << s)
        if s >= 63:
            return np.where(v < 0, -1, 0).astype(np.int64)
        return np.right_shift(v, s)  # arithmetic shift on int64 = floor division
    k = -s
    if v.dtype != object and _max_abs(v).bit_length() + k <= 62:
        return v * np.int64(1 << k)
    return v.astype(object) * (1 << k)


def _mul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Exact element-wise product (numpy broadcasting)."""
    if a.dtype != object and b.dtype != object and \
            _max_abs(a).bit_length() + _max_abs(b).bit_length() <= 62:
        return a.astype(np.int64) * b.astype(np.int64)
    return a.astype(object) * b.astype(object)


def _add(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    if a.dtype != object and b.dtype != object and max(_max_abs(a), _max_abs(b)) < _INT64_SAFE:
        return a + b
    return a.astype(object) + b.astype(object)


def _matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Exact integer ``a @ b`` (numpy matmul broadcasting); K is the reduction length."""
    k = a.shape[-1]
    bound = k * _max_abs(a) * _max_abs(b)
    if bound < _FLOAT_EXACT:
        return np.matmul(a.astype(np.float64), b.astype(np.float64)).astype(np.int64)
    if bound < _INT64_SAFE:
        return np.matmul(a.astype(np.int64), b.astype(np.int64))
    return np.matmul(a.astype(object), b.astype(object))


def _fused(layer: QLayer, y: np.ndarray) -> np.ndarray:
    for name, arg in layer.fused:
        if name == "relu":
            y = np.maximum(y, 0)
        elif name == "clip":
            lo, hi = arg
            y = np.minimum(np.maximum(y, int(lo)), int(hi))
        else:
            raise PimsolveError(f"layer {layer.name}: fused: unknown activation {name!r}; "
                                "expected 'relu' or 'clip'")
    return y


def _need(layer: QLayer, ok: bool, what: str) -> None:
    if not ok:
        raise PimsolveError(f"layer {layer.name} ({layer.kind.value}): {what}")


def _same_frac(ctx: _Ctx, layer: QLayer) -> int:
    """The one frac that every input and the output of ``layer`` must share."""
    fracs = {ctx.frac(t) for t in layer.inputs} | {ctx.frac(layer.output)}
    _need(layer, len(fracs) == 1,
          f"inputs and output must share one frac, got {sorted(fracs)}")
    return fracs.pop()


def _const(layer: QLayer, key: str):
    try:
        return layer.consts[key]
    except KeyError:
        raise PimsolveError(f"layer {layer.name} ({layer.kind.value}): consts[{key!r}] "
                            "is missing") from None


def _windows(x: np.ndarray, kernel: tuple[int, int], stride: tuple[int, int],
             pads: tuple[int, int, int, int], dilation: tuple[int, int], fill: int) -> np.ndarray:
    """(N, C, kh, kw, Ho, Wo): element (i, j) of every window; padding holds ``fill``."""
    n, c, h, w = x.shape
    kh, kw = kernel
    sh, sw = stride
    dh, dw = dilation
    pt, pl, pb, pr = pads
    ho = (h + pt + pb - dh * (kh - 1) - 1) // sh + 1
    wo = (w + pl + pr - dw * (kw - 1) - 1) // sw + 1
    if ho <= 0 or wo <= 0:
        raise PimsolveError(f"window {kernel} does not fit the padded input {x.shape}")
    xp = np.full((n, c, h + pt + pb, w + pl + pr), fill, dtype=x.dtype)
    xp[:, :, pt:pt + h, pl:pl + w] = x
    out = np.empty((n, c, kh, kw, ho, wo), dtype=x.dtype)
    for i in range(kh):
        for j in range(kw):
            out[:, :, i, j] = xp[:, :, i * dh:i * dh + sh * (ho - 1) + 1:sh,
                                 j * dw:j * dw + sw * (wo - 1) + 1:sw]
    return out


# ----------------------------------------------------------------------------- kinds
def _conv(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    x, w, a = xs[0], layer.weight, layer.attrs
    _need(layer, isinstance(a, ConvAttrs), "attrs must be ConvAttrs")
    _need(layer, w is not None and w.ndim == 4, "weight must be (O, I/groups, kh, kw)")
    _need(layer, x.ndim == 4, f"input must be NCHW, got shape {x.shape}")
    n, c = x.shape[:2]
    o, cg, kh, kw = w.shape
    g = a.groups
    _need(layer, (kh, kw) == tuple(a.kernel), f"weight kernel {(kh, kw)} != attrs {a.kernel}")
    _need(layer, c == cg * g and o % g == 0,
          f"{c} input channels, {o} outputs and groups={g} do not match weight {w.shape}")
    cols = _windows(x, a.kernel, a.stride, a.pads, a.dilation, 0)
    ho, wo = cols.shape[-2:]
    kdim = cg * kh * kw
    cols = cols.reshape(n, g, kdim, ho * wo)  # channel-major within a group, as the weight
    wg = w.reshape(g, o // g, kdim)
    acc = _matmul(wg, cols).reshape(n, o, ho * wo)  # (N, g, O/g, P) -> (N, O, P)
    return _accumulate(ctx, layer, acc, bias_axis=1).reshape(n, o, ho, wo)


def _gemm(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    x, w = xs[0], layer.weight
    _need(layer, w is not None and w.ndim == 2, "weight must be (O, I)")
    flat = x.reshape(x.shape[0], -1)  # a 4-D input is read flattened in (C, H, W) order
    _need(layer, flat.shape[1] == w.shape[1],
          f"input has {flat.shape[1]} features, weight {w.shape} expects {w.shape[1]}")
    return _accumulate(ctx, layer, _matmul(flat, w.T), bias_axis=1)


def _accumulate(ctx: _Ctx, layer: QLayer, acc: np.ndarray, bias_axis: int) -> np.ndarray:
    bias = layer.bias
    _need(layer, bias is not None and bias.shape == (acc.shape[bias_axis],),
          f"bias must be ({acc.shape[bias_axis]},)")
    shape = [1] * acc.ndim
    shape[bias_axis] = -1
    acc = _add(acc, np.asarray(bias).reshape(shape))
    _need(layer, _max_abs(acc) < _INT64_SAFE,
          f"accumulator reaches |{_max_abs(acc)}| >= 2**62, which the quantizer must prevent")
    return _fused(layer, _sat(_shr(acc, int(layer.shift)), ctx.bits))


def _relu(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    _same_frac(ctx, layer)
    return np.maximum(xs[0], 0)


def _clip(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    _same_frac(ctx, layer)
    return np.minimum(np.maximum(xs[0], int(_const(layer, "lo"))), int(_const(layer, "hi")))


def _leaky_relu(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    _same_frac(ctx, layer)
    x = xs[0]
    pos = np.maximum(x, 0)
    neg = _mul(x - pos, np.asarray(int(_const(layer, "alpha"))))
    return _sat(_add(pos, _shr(neg, int(_const(layer, "alpha_frac")))), ctx.bits)


def _nonlinear(f: Callable[[np.ndarray], np.ndarray]):
    def run(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
        a = ctx.bits
        _need(layer, ctx.frac(layer.inputs[0]) == a - 4 and ctx.frac(layer.output) == a - 2,
              f"input frac must be {a - 4} and output frac {a - 2}, got "
              f"{ctx.frac(layer.inputs[0])} and {ctx.frac(layer.output)}")
        real = f(xs[0].astype(np.float64) / float(1 << (a - 4)))
        return _sat(np.floor(real * float(1 << (a - 2)) + 0.5), a)
    return run


def _sigmoid_f(v: np.ndarray) -> np.ndarray:
    return 0.5 * (np.tanh(0.5 * v) + 1.0)


def _hard_sigmoid_q(ctx: _Ctx, layer: QLayer, x: np.ndarray) -> np.ndarray:
    """clamp(shr(x * alpha, shift) + beta, 0, 2**(A-2)), at frac A-2."""
    a = ctx.bits
    alpha_frac = int(_const(layer, "alpha_frac"))
    shift = ctx.frac(layer.inputs[0]) + alpha_frac - (a - 2)
    _need(layer, int(layer.shift) == shift,
          f"shift must be frac_x + alpha_frac - (A-2) = {shift}, got {layer.shift}")
    t = _shr(_mul(x, np.asarray(int(_const(layer, "alpha")))), shift)
    t = _add(t, np.asarray(int(_const(layer, "beta"))))
    return np.minimum(np.maximum(t, 0), 1 << (a - 2)).astype(np.int64)


def _hard_sigmoid(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    _need(layer, ctx.frac(layer.output) == ctx.bits - 2,
          f"output frac must be {ctx.bits - 2}, got {ctx.frac(layer.output)}")
    return _hard_sigmoid_q(ctx, layer, xs[0])


def _hard_swish(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    x = xs[0]
    h = _hard_sigmoid_q(ctx, layer, x)
    shift = ctx.frac(layer.inputs[0]) + (ctx.bits - 2) - ctx.frac(layer.output)
    return _sat(_shr(_mul(x, h), shift), ctx.bits)


def _maxpool(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    _same_frac(ctx, layer)
    a = layer.attrs
    _need(layer, isinstance(a, PoolAttrs), "attrs must be PoolAttrs")
    pad = np.iinfo(np.int64).min  # padding never wins the max
    win = _windows(xs[0].astype(np.int64), a.kernel, a.stride, a.pads, (1, 1), pad)
    y = win.max(axis=(2, 3))
    _need(layer, not (y == pad).any(), "a window lies entirely in the padding")
    return y


def _avgpool(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    _same_frac(ctx, layer)
    a = layer.attrs
    _need(layer, isinstance(a, PoolAttrs), "attrs must be PoolAttrs")
    x = xs[0].astype(np.int64)
    total = _windows(x, a.kernel, a.stride, a.pads, (1, 1), 0).sum(axis=(2, 3))
    if a.count_include_pad:
        count = np.full(total.shape[-2:], a.kernel[0] * a.kernel[1], dtype=np.int64)
    else:
        ones = np.ones((1, 1) + x.shape[2:], dtype=np.int64)
        count = _windows(ones, a.kernel, a.stride, a.pads, (1, 1), 0).sum(axis=(2, 3))[0, 0]
    _need(layer, (count > 0).all(), "a window lies entirely in the padding")
    return (total + count // 2) // count


def _global_avgpool(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    _same_frac(ctx, layer)
    x = xs[0].astype(np.int64)
    _need(layer, x.ndim == 4, f"input must be NCHW, got shape {x.shape}")
    count = x.shape[2] * x.shape[3]
    return (x.sum(axis=(2, 3), keepdims=True) + count // 2) // count


def _add_kind(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    _same_frac(ctx, layer)
    _need(layer, xs[0].shape == xs[1].shape, f"shapes differ: {xs[0].shape} vs {xs[1].shape}")
    return _sat(_add(xs[0], xs[1]), ctx.bits)


def _sub_kind(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    _same_frac(ctx, layer)
    _need(layer, xs[0].shape == xs[1].shape, f"shapes differ: {xs[0].shape} vs {xs[1].shape}")
    return _sat(_add(xs[0], -xs[1]), ctx.bits)


def _mul_kind(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    a, b = xs
    per_channel = a.shape[:2] + (1,) * (a.ndim - 2)
    _need(layer, b.shape in (a.shape, per_channel),
          f"second input {b.shape} must be {a.shape} or {per_channel}")
    shift = ctx.frac(layer.inputs[0]) + ctx.frac(layer.inputs[1]) - ctx.frac(layer.output)
    return _sat(_shr(_mul(a, b), shift), ctx.bits)


def _scale(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    x = xs[0]
    s = np.asarray(_const(layer, "scale"), dtype=np.int64)
    if s.ndim:
        _need(layer, s.shape == (x.shape[1],),
              f"consts['scale'] must be a scalar or ({x.shape[1]},), got {s.shape}")
        s = s.reshape((1, -1) + (1,) * (x.ndim - 2))
    shift = ctx.frac(layer.inputs[0]) + int(_const(layer, "scale_frac")) - ctx.frac(layer.output)
    return _sat(_shr(_mul(x, s), shift), ctx.bits)


def _concat(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    _same_frac(ctx, layer)
    return np.concatenate(xs, axis=1)


def _requant(ctx: _Ctx, layer: QLayer, xs: list[np.ndarray]) -> np.ndarray:
    return _sat(_shr(xs[0], ctx.frac(layer.inputs[0]) - ctx.frac(layer.output)), ctx.bits)


KINDS: dict[QKind, tuple[int | None, Callable]] = {  # kind -> (number of inputs, function)
    QKind.CONV: (1, _conv),
    QKind.GEMM: (1, _gemm),
    QKind.RELU: (1, _relu),
    QKind.CLIP: (1, _clip),
    QKind.LEAKY_RELU: (1, _leaky_relu),
    QKind.SIGMOID: (1, _nonlinear(_sigmoid_f)),
    QKind.TANH: (1, _nonlinear(np.tanh)),
    QKind.HARD_SIGMOID: (1, _hard_sigmoid),
    QKind.HARD_SWISH: (1, _hard_swish),
    QKind.MAXPOOL: (1, _maxpool),
    QKind.AVGPOOL: (1, _avgpool),
    QKind.GLOBAL_AVGPOOL: (1, _global_avgpool),
    QKind.ADD: (2, _add_kind),
    QKind.SUB: (2, _sub_kind),
    QKind.MUL: (2, _mul_kind),
    QKind.SCALE: (1, _scale),
    QKind.CONCAT: (None, _concat),
    QKind.REQUANT: (1, _requant),
}


# ----------------------------------------------------------------------------- driver
def run_integer(qgraph: QGraph, q_input: np.ndarray) -> dict[str, np.ndarray]:
    """Every tensor's integer values (int64), the input included, keyed by tensor name.

    ``q_input`` is the quantized graph input (``qgraph.quantize_input(x)``), shaped like the
    input tensor; a batch N > 1 is accepted. Raises BadInputError for a bad input and
    PimsolveError when the QGraph breaks its contract.
    """
    ctx = _Ctx(qgraph)
    bits = qgraph.data_bits
    if not 2 <= bits <= 48:
        raise PimsolveError(f"qgraph.data_bits: expected 2..48, got {bits}")
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    x = np.asarray(q_input)
    expected = tuple(qgraph.tensors[qgraph.input].shape)
    if x.dtype.kind not in "iu":
        raise BadInputError(f"q_input: expected an integer array, got dtype {x.dtype}; "
                            "quantize it with qgraph.quantize_input(x)")
    if x.shape[1:] != expected[1:] or x.ndim != len(expected):
        raise BadInputError(f"q_input: expected shape (N,) + {expected[1:]}, got {x.shape}")
    if x.size and (int(x.min()) < lo or int(x.max()) > hi):
        raise BadInputError(f"q_input: values must lie in [{lo}, {hi}] ({bits}-bit), got "
                            f"[{int(x.min())}, {int(x.max())}]")
    ctx.values[qgraph.input] = x.astype(np.int64)
    for layer in qgraph.layers:
        try:
            arity, fn = KINDS[QKind(layer.kind)]
        except (KeyError, ValueError):
            raise PimsolveError(f"layer {layer.name}: unknown kind {layer.kind!r}; supported: "
                                f"{', '.join(k.value for k in KINDS)}") from None
        _need(layer, arity is None or len(layer.inputs) == arity,
              f"expected {arity} input(s), got {len(layer.inputs)}")
        missing = [t for t in layer.inputs if t not in ctx.values]
        _need(layer, not missing, f"inputs {missing} are not computed before this layer")
        _need(layer, layer.output not in ctx.values, f"output {layer.output!r} written twice")
        y = fn(ctx, layer, [ctx.values[t] for t in layer.inputs])
        y = np.asarray(y)
        _need(layer, y.dtype != object and y.dtype.kind == "i", f"result dtype {y.dtype}")
        y = y.astype(np.int64)
        if y.size:
            _need(layer, lo <= int(y.min()) and int(y.max()) <= hi,
                  f"result [{int(y.min())}, {int(y.max())}] leaves the {bits}-bit range")
        want = qgraph.tensors.get(layer.output)
        _need(layer, want is not None, f"output {layer.output!r} is not in qgraph.tensors")
        _need(layer, y.shape[1:] == tuple(want.shape)[1:] and y.ndim == len(want.shape),
              f"result shape {y.shape} does not match tensor {layer.output!r} {want.shape}")
        ctx.values[layer.output] = y
    missing = [t for t in qgraph.outputs if t not in ctx.values]
    if missing:
        raise PimsolveError(f"qgraph.outputs: {missing} are never computed")
    return ctx.values
