"""The integer reference on tiny hand-computed examples, one QKind at a time.

Every expected value below was worked out by hand from the qgraph docstring; the comments
show the arithmetic.
"""

from __future__ import annotations

import numpy as np
import pytest

from pimsolve.errors import BadInputError, PimsolveError
from pimsolve.ir.graph import ConvAttrs, Graph, PoolAttrs, Tensor
from pimsolve.ir.qgraph import QGraph, QKind, QLayer
from pimsolve.reference import run_integer
from pimsolve.reference import integer as ref


def _qgraph(layers, shapes, frac, bits=8, inp="x"):
    g = Graph(name="t", inputs=(Tensor(inp, shapes[inp]),), outputs=(), layers=(), tensors={})
    return QGraph(graph=g, data_bits=bits, weight_bits=bits, layers=tuple(layers),
                  tensors={n: Tensor(n, s) for n, s in shapes.items()}, frac=frac, input=inp,
                  outputs=(layers[-1].output,))


def _one(kind, x, out_shape, frac_in=0, frac_out=0, bits=8, **fields):
    """Run one layer ``kind`` on input ``x``; return its output."""
    x = np.asarray(x, dtype=np.int64)
    layer = QLayer(name="L", kind=kind, inputs=("x",), output="y", **fields)
    qg = _qgraph([layer], {"x": x.shape, "y": out_shape}, {"x": frac_in, "y": frac_out}, bits)
    return run_integer(qg, x)["y"]


def _gemm(x, w, bias, shift, bits=8, fused=()):
    x = np.asarray(x, dtype=np.int64)
    w = np.asarray(w, dtype=np.int64)
    return _one(QKind.GEMM, x, (x.shape[0], w.shape[0]), bits=bits, weight=w,
                bias=np.asarray(bias, dtype=np.int64), shift=shift, fused=fused)


def _select(name, src, channels, pick, out):
    """A 1x1 conv copying channel ``pick`` of ``src`` (a way to get a second input)."""
    w = np.zeros((1, channels, 1, 1), dtype=np.int64)
    w[0, pick] = 1
    return QLayer(name=name, kind=QKind.CONV, inputs=(src,), output=out,
                  attrs=ConvAttrs(kernel=(1, 1)), weight=w, bias=np.zeros(1, dtype=np.int64))


def _pair(kind, x, frac=0, frac_out=None, bits=8, **fields):
    """Layer ``kind`` on channel 0 and channel 1 of ``x`` (1, 2, H, W)."""
    x = np.asarray(x, dtype=np.int64)
    shape1 = (1, 1) + x.shape[2:]
    out_shape = (1, 2) + x.shape[2:] if kind is QKind.CONCAT else shape1
    layers = [_select("sa", "x", 2, 0, "a"), _select("sb", "x", 2, 1, "b"),
              QLayer(name="L", kind=kind, inputs=("a", "b"), output="y", **fields)]
    fy = frac if frac_out is None else frac_out
    qg = _qgraph(layers, {"x": x.shape, "a": shape1, "b": shape1, "y": out_shape},
                 {"x": frac, "a": frac, "b": frac, "y": fy}, bits)
    return run_integer(qg, x)["y"]


# ----------------------------------------------------------------------------- conv / gemm
def test_gemm_saturates_to_data_bits():
    # 100*2 = 200 > 127; -200 < -128
    assert _gemm([[100], [-100], [30]], [[2]], [0], 0).ravel().tolist() == [127, -128, 60]


def test_gemm_shift_rounds_half_up_through_the_bias():
    # shift 2, bias = rounding constant 2**(2-1) = 2: floor((x + 2) / 4)
    # 5 -> 7/4 -> 1; -5 -> -3/4 -> -1; 6 -> 8/4 -> 2 (1.5 up); -6 -> -4/4 -> -1 (-1.5 up)
    y = _gemm([[5], [-5], [6], [-6]], [[1]], [2], 2)
    assert y.ravel().tolist() == [1, -1, 2, -1]


def test_gemm_negative_shift_is_a_left_shift_then_saturation():
    # shift -3: 3 * 8 = 24; 20 * 8 = 160 -> 127; -17 * 8 = -136 -> -128
    assert _gemm([[3], [20], [-17]], [[1]], [0], -3).ravel().tolist() == [24, 127, -128]


def test_gemm_reads_a_4d_input_flattened_in_chw_order():
    x = np.array([[[[1, 2]], [[3, 4]]]])  # (1, 2, 1, 2): C0 = [1, 2], C1 = [3, 4]
    # flattened [1, 2, 3, 4] . [1, 10, 100, 1000] = 1 + 20 + 300 + 4000
    y = _gemm(x, [[1, 10, 100, 1000]], [0], 0, bits=16)
    assert y.tolist() == [[4321]]


def test_gemm_fused_relu_and_clip_apply_after_saturation_in_order():
    x = [[-5], [3], [9], [100]]  # times 2: -10, 6, 18, 200 -> 127
    fused = (("relu", None), ("clip", (0, 15)))
    assert _gemm(x, [[2]], [0], 0, fused=fused).ravel().tolist() == [0, 6, 15, 15]
    y = _gemm(x, [[2]], [0], 0, fused=(("clip", (-8, 100)),))
    assert y.ravel().tolist() == [-8, 6, 18, 100]  # 200 saturates to 127, then clips to 100


def _conv(x, w, attrs, bias=None, shift=0, bits=16):
    x = np.asarray(x, dtype=np.int64)
    w = np.asarray(w, dtype=np.int64)
    o = w.shape[0]
    bias = np.zeros(o, dtype=np.int64) if bias is None else np.asarray(bias, dtype=np.int64)
    kh, kw = attrs.kernel
    (sh, sw), (dh, dw), (pt, pl, pb, pr) = attrs.stride, attrs.dilation, attrs.pads
    ho = (x.shape[2] + pt + pb - dh * (kh - 1) - 1) // sh + 1
    wo = (x.shape[3] + pl + pr - dw * (kw - 1) - 1) // sw + 1
    return _one(QKind.CONV, x, (x.shape[0], o, ho, wo), bits=bits, weight=w, bias=bias,
                shift=shift, attrs=attrs)


X33 = np.arange(1, 10).reshape(1, 1, 3, 3)  # [[1, 2, 3], [4, 5, 6], [7, 8, 9]]


def test_conv_plain_2x2():
    # [1 2; 3 4] over each 2x2 window: 1*1+2*2+4*3+5*4 = 37, 2+6+15+24 = 47, ...
    y = _conv(X33, [[[[1, 2], [3, 4]]]], ConvAttrs(kernel=(2, 2)), bias=[1])
    assert y.tolist() == [[[[38, 48], [68, 78]]]]


def test_conv_padding_and_stride():
    # 3x3 ones, pads 1, stride 2: windows centred on the corners of X33
    # (0,0): 1+2+4+5 = 12; (0,2): 2+3+5+6 = 16; (2,0): 4+5+7+8 = 24; (2,2): 5+6+8+9 = 28
    y = _conv(X33, np.ones((1, 1, 3, 3)), ConvAttrs(kernel=(3, 3), stride=(2, 2),
                                                    pads=(1, 1, 1, 1)))
    assert y.tolist() == [[[[12, 16], [24, 28]]]]


def test_conv_asymmetric_padding():
    # pads top 0, left 1, bottom 0, right 0; kernel 1x2 of [1, 10]: y[i, j] = x[i, j-1] + 10 x[i, j]
    y = _conv(X33[:, :, :1], [[[[1, 10]]]], ConvAttrs(kernel=(1, 2), pads=(0, 1, 0, 0)))
    assert y.tolist() == [[[[10, 21, 32]]]]  # (0 + 10), (1 + 20), (2 + 30)


def test_conv_dilation():
    x = np.arange(16).reshape(1, 1, 4, 4)  # x[i, j] = 4i + j
    # 2x2 ones dilated by 2: x[i,j] + x[i,j+2] + x[i+2,j] + x[i+2,j+2] = 4(4i+j) + 20
    y = _conv(x, np.ones((1, 1, 2, 2)), ConvAttrs(kernel=(2, 2), dilation=(2, 2)))
    assert y.tolist() == [[[[20, 24], [36, 40]]]]


def test_conv_groups():
    x = np.array([1, 2, 3, 4]).reshape(1, 4, 1, 1)
    # groups 2: out0 = 1*x0 + 2*x1 = 5; out1 = 3*x2 + 4*x3 = 25
    y = _conv(x, np.array([[1, 2], [3, 4]]).reshape(2, 2, 1, 1), ConvAttrs(kernel=(1, 1),
                                                                           groups=2))
    assert y.ravel().tolist() == [5, 25]


def test_conv_depthwise():
    x = np.array([[1, 2, 3], [4, 5, 6]]).reshape(1, 2, 1, 3)
    w = np.array([[1, -1], [2, 0]]).reshape(2, 1, 1, 2)
    # ch0: [1-2, 2-3] = [-1, -1]; ch1: [2*4, 2*5] = [8, 10]
    y = _conv(x, w, ConvAttrs(kernel=(1, 2), groups=2))
    assert y.tolist() == [[[[-1, -1]], [[8, 10]]]]


def test_conv_batch_of_two():
    x = np.concatenate([X33, -X33])
    y = _conv(x, [[[[1, 2], [3, 4]]]], ConvAttrs(kernel=(2, 2)))
    assert y.tolist() == [[[[37, 47], [67, 77]]], [[[-37, -47], [-67, -77]]]]


def test_conv_shift_and_saturation():
    # 3x3 ones over X33 with pads 1: centre sum 45; shift 2 with rounding 2: (45 + 2) >> 2 = 11
    y = _conv(X33, np.ones((1, 1, 3, 3)), ConvAttrs(kernel=(3, 3), pads=(1, 1, 1, 1)),
              bias=[2], shift=2, bits=8)
    assert y[0, 0, 1, 1] == 11
    # shift -3 (x8): centre 45*8 = 360 -> 127; corner 12*8 = 96
    y = _conv(X33, np.ones((1, 1, 3, 3)), ConvAttrs(kernel=(3, 3), pads=(1, 1, 1, 1)),
              shift=-3, bits=8)
    assert y[0, 0, 1, 1] == 127 and y[0, 0, 0, 0] == 96


# ----------------------------------------------------------------------------- element-wise
def test_relu_and_clip():
    assert _one(QKind.RELU, [[-3, 0, 5]], (1, 3)).tolist() == [[0, 0, 5]]
    y = _one(QKind.CLIP, [[-5, -1, 7]], (1, 3), consts={"lo": -2, "hi": 3})
    assert y.tolist() == [[-2, -1, 3]]


def test_leaky_relu_floors_the_negative_part():
    # alpha 26 / 2**8 ~ 0.1: -100*26 = -2600 -> floor(-10.16) = -11; -1*26 -> floor(-0.1) = -1
    y = _one(QKind.LEAKY_RELU, [[-100, -1, 0, 50]], (1, 4),
             consts={"alpha": 26, "alpha_frac": 8})
    assert y.tolist() == [[-11, -1, 0, 50]]


def test_leaky_relu_saturates():
    # alpha 3 (frac 0): -100 * 3 = -300 -> -128
    y = _one(QKind.LEAKY_RELU, [[-100, -10]], (1, 2), consts={"alpha": 3, "alpha_frac": 0})
    assert y.tolist() == [[-128, -30]]


def test_sigmoid_and_tanh_fixed_point_convention():
    # A = 8: input frac 4 (x / 16), output frac 6 (* 64), round half up, saturate
    x = [[0, 16, -16, 127, -128]]
    # sigmoid: 0.5 -> 32; s(1) = .7311 -> 46.79 -> 47; s(-1) = .2689 -> 17.21 -> 17;
    # s(7.94) = .99964 -> 63.98 -> 64; s(-8) = .000335 -> 0.02 -> 0
    y = _one(QKind.SIGMOID, x, (1, 5), frac_in=4, frac_out=6)
    assert y.tolist() == [[32, 47, 17, 64, 0]]
    # tanh: 0; t(1) = .7616 -> 48.74 -> 49; -48.74 -> floor(-48.24) = -49; ~1 -> 64; -64
    y = _one(QKind.TANH, x, (1, 5), frac_in=4, frac_out=6)
    assert y.tolist() == [[0, 49, -49, 64, -64]]


def test_sigmoid_rejects_other_fracs():
    with pytest.raises(PimsolveError, match="input frac must be 4"):
        _one(QKind.SIGMOID, [[0]], (1, 1), frac_in=5, frac_out=6)


HSIG = {"alpha": 13, "alpha_frac": 6, "beta": 32}  # alpha ~ 0.203, beta 0.5 at frac A-2 = 6


def test_hard_sigmoid():
    # frac_x 4: shift = 4 + 6 - 6 = 4; x*13 >> 4, + 32, clamp to [0, 64]
    # 0 -> 32; 16 -> 208>>4 = 13 -> 45; 48 -> 624>>4 = 39 -> 71 -> 64;
    # -48 -> -624>>4 = -39 -> -7 -> 0; -5 -> -65>>4 = -5 -> 27
    y = _one(QKind.HARD_SIGMOID, [[0, 16, 48, -48, -5]], (1, 5), frac_in=4, frac_out=6,
             consts=HSIG, shift=4)
    assert y.tolist() == [[32, 45, 64, 0, 27]]


def test_hard_sigmoid_checks_its_shift():
    with pytest.raises(PimsolveError, match="shift must be"):
        _one(QKind.HARD_SIGMOID, [[0]], (1, 1), frac_in=4, frac_out=6, consts=HSIG, shift=3)


def test_hard_swish():
    # h as above; y = (x * h) >> (4 + 6 - 4 = 6)
    # 16*45 = 720 >> 6 = 11; 48*64 = 3072 >> 6 = 48; -48*0 = 0; -5*27 = -135 >> 6 = -3
    y = _one(QKind.HARD_SWISH, [[16, 48, -48, -5]], (1, 4), frac_in=4, frac_out=4,
             consts=HSIG, shift=4)
    assert y.tolist() == [[11, 48, 0, -3]]


# ----------------------------------------------------------------------------- pools
def test_maxpool_padding_never_wins():
    x = [[[[-5, -3], [-4, -7]]]]
    y = _one(QKind.MAXPOOL, x, (1, 1, 3, 3),
             attrs=PoolAttrs(kernel=(2, 2), pads=(1, 1, 1, 1)))
    assert y.tolist() == [[[[-5, -3, -3], [-4, -3, -3], [-4, -4, -7]]]]


def test_maxpool_stride():
    x = np.arange(16).reshape(1, 1, 4, 4)
    y = _one(QKind.MAXPOOL, x, (1, 1, 2, 2), attrs=PoolAttrs(kernel=(2, 2), stride=(2, 2)))
    assert y.tolist() == [[[[5, 7], [13, 15]]]]


def test_avgpool_rounds_half_up_over_in_bounds_elements():
    x = [[[[1, 2], [4, 6]]]]
    # pads bottom/right 1: (0,0) 13/4 -> (13+2)//4 = 3; (0,1) 8/2 -> 4; (1,0) 10/2 -> 5; (1,1) 6
    attrs = PoolAttrs(kernel=(2, 2), pads=(0, 0, 1, 1))
    assert _one(QKind.AVGPOOL, x, (1, 1, 2, 2), attrs=attrs).tolist() == [[[[3, 4], [5, 6]]]]


def test_avgpool_count_include_pad():
    x = [[[[1, 2], [4, 6]]]]
    # n = 4 everywhere: (13+2)//4 = 3; (8+2)//4 = 2; (10+2)//4 = 3; (6+2)//4 = 2
    attrs = PoolAttrs(kernel=(2, 2), pads=(0, 0, 1, 1), count_include_pad=True)
    assert _one(QKind.AVGPOOL, x, (1, 1, 2, 2), attrs=attrs).tolist() == [[[[3, 2], [3, 2]]]]


def test_avgpool_negative_rounding():
    # -13/4 = -3.25 -> (-13+2)//4 = -3; -10/4 = -2.5 -> (-10+2)//4 = -2 (half up)
    y1 = _one(QKind.AVGPOOL, [[[[-1, -2], [-4, -6]]]], (1, 1, 1, 1),
              attrs=PoolAttrs(kernel=(2, 2)))
    y2 = _one(QKind.AVGPOOL, [[[[-1, -2], [-3, -4]]]], (1, 1, 1, 1),
              attrs=PoolAttrs(kernel=(2, 2)))
    assert (int(y1.item()), int(y2.item())) == (-3, -2)


def test_global_avgpool():
    x = np.array([[1, 2, 4], [-1, -2, -2]]).reshape(1, 2, 1, 3)
    # ch0: 7/3 -> (7+1)//3 = 2; ch1: -5/3 -> (-5+1)//3 = floor(-1.33) = -2
    assert _one(QKind.GLOBAL_AVGPOOL, x, (1, 2, 1, 1)).ravel().tolist() == [2, -2]


# ----------------------------------------------------------------------------- two inputs
XP = np.array([[100, -100, 5], [50, -50, -7]]).reshape(1, 2, 1, 3)


def test_add_and_sub_saturate():
    assert _pair(QKind.ADD, XP).ravel().tolist() == [127, -128, -2]
    assert _pair(QKind.SUB, XP).ravel().tolist() == [50, -50, 12]


def test_add_requires_one_frac():
    with pytest.raises(PimsolveError, match="share one frac"):
        _pair(QKind.ADD, XP, frac=3, frac_out=2)


def test_concat():
    assert _pair(QKind.CONCAT, XP).tolist() == XP.tolist()


def test_mul_broadcasts_a_per_channel_operand():
    # a = x (1,2,1,2); b = global average (1,2,1,1): ch0 (10+20+1)//2 = 15, ch1 (4+1)//2 = 2
    x = np.array([[10, 20], [-3, 7]]).reshape(1, 2, 1, 2)
    layers = [QLayer(name="g", kind=QKind.GLOBAL_AVGPOOL, inputs=("x",), output="b"),
              QLayer(name="m", kind=QKind.MUL, inputs=("x", "b"), output="y")]
    shapes = {"x": (1, 2, 1, 2), "b": (1, 2, 1, 1), "y": (1, 2, 1, 2)}

    def run(frac_y, bits):
        qg = _qgraph(layers, shapes, {"x": 4, "b": 4, "y": frac_y}, bits)
        return run_integer(qg, x)["y"].ravel().tolist()

    # shift 4+4-4 = 4: [150, 300, -6, 14] >> 4 = [9, 18, -1, 0]
    assert run(4, 16) == [9, 18, -1, 0]
    # shift 2: [37, 75, -2, 3]; shift 0 at 8 bits: 150, 300 saturate
    assert run(6, 8) == [37, 75, -2, 3]
    assert run(8, 8) == [127, 127, -6, 14]


def test_scale_per_channel_and_scalar():
    x = np.array([[10, -10], [3, 5]]).reshape(1, 2, 1, 2)
    # per channel [3, -2], scale_frac 1: ch0 [30, -30] >> 1 = [15, -15]; ch1 [-6, -10] >> 1
    y = _one(QKind.SCALE, x, (1, 2, 1, 2), consts={"scale": np.array([3, -2]), "scale_frac": 1})
    assert y.ravel().tolist() == [15, -15, -3, -5]
    # scalar 5, scale_frac 2, frac_x 1 -> frac_y 0: shift 3: [50, -50, 15, 25] >> 3
    y = _one(QKind.SCALE, x, (1, 2, 1, 2), frac_in=1, consts={"scale": 5, "scale_frac": 2})
    assert y.ravel().tolist() == [6, -7, 1, 3]
    # 2-D input: per feature
    y = _one(QKind.SCALE, [[10, 10]], (1, 2), consts={"scale": np.array([1, 100]),
                                                      "scale_frac": 0})
    assert y.tolist() == [[10, 127]]


def test_requant_down_floors_and_up_saturates():
    # frac 6 -> 4: >> 2 (floor): 7 -> 1, -7 -> -2, 127 -> 31
    assert _one(QKind.REQUANT, [[7, -7, 127]], (1, 3), 6, 4).tolist() == [[1, -2, 31]]
    # frac 4 -> 6: * 4: 20 -> 80, -40 -> -160 -> -128, 31 -> 124
    assert _one(QKind.REQUANT, [[20, -40, 31]], (1, 3), 4, 6).tolist() == [[80, -128, 124]]


# ----------------------------------------------------------------------------- exactness, errors
def test_matmul_is_exact_on_every_path():
    rng = np.random.default_rng(0)
    for scale in (1 << 10, 1 << 28, 1 << 40):  # float64, int64 and Python-int paths
        a = rng.integers(-scale, scale, size=(3, 5))
        b = rng.integers(-scale, scale, size=(5, 2))
        want = [[sum(int(a[i, k]) * int(b[k, j]) for k in range(5)) for j in range(2)]
                for i in range(3)]
        assert ref._matmul(a, b).tolist() == want


def test_shr_large_and_negative_shifts():
    v = np.array([5, -5, 1 << 40], dtype=np.int64)
    assert ref._shr(v, 70).tolist() == [0, -1, 0]
    assert ref._shr(v, -30).tolist() == [5 << 30, -5 << 30, 1 << 70]


def test_input_checks():
    qg = _qgraph([QLayer("L", QKind.RELU, ("x",), "y")], {"x": (1, 2), "y": (1, 2)},
                 {"x": 0, "y": 0})
    with pytest.raises(BadInputError, match="integer array"):
        run_integer(qg, np.zeros((1, 2)))
    with pytest.raises(BadInputError, match=r"\[-128, 127\]"):
        run_integer(qg, np.array([[200, 0]]))
    with pytest.raises(BadInputError, match="shape"):
        run_integer(qg, np.zeros((1, 3), dtype=np.int64))


def test_contract_violations_name_the_layer():
    layers = [QLayer("r", QKind.RELU, ("x",), "y")]
    with pytest.raises(PimsolveError, match=r"layer r \(relu\): inputs and output must share"):
        run_integer(_qgraph(layers, {"x": (1, 2), "y": (1, 2)}, {"x": 0, "y": 1}),
                    np.zeros((1, 2), dtype=np.int64))
    clip = [QLayer("c", QKind.CLIP, ("x",), "y", consts={"lo": 200, "hi": 1000})]
    with pytest.raises(PimsolveError, match="leaves the 8-bit range"):
        run_integer(_qgraph(clip, {"x": (1, 1), "y": (1, 1)}, {"x": 0, "y": 0}),
                    np.array([[-5]]))  # clamp(-5, 200, 1000) = 200 > 127
    big = [QLayer("g", QKind.GEMM, ("x",), "y", weight=np.array([[1]]),
                  bias=np.array([1 << 62]))]
    with pytest.raises(PimsolveError, match="2\\*\\*62"):
        run_integer(_qgraph(big, {"x": (1, 1), "y": (1, 1)}, {"x": 0, "y": 0}),
                    np.array([[1]]))


def test_returns_every_tensor_as_int64():
    layers = [QLayer("r", QKind.RELU, ("x",), "a"),
              QLayer("q", QKind.REQUANT, ("a",), "b")]
    qg = _qgraph(layers, {"x": (1, 2), "a": (1, 2), "b": (1, 2)}, {"x": 2, "a": 2, "b": 1})
    out = run_integer(qg, np.array([[-3, 9]]))
    assert set(out) == {"x", "a", "b"}
    assert all(v.dtype == np.int64 for v in out.values())
    assert out["b"].tolist() == [[0, 4]]


def test_mul_rejects_a_shape_that_does_not_broadcast_per_channel():
    layers = [QLayer("g", QKind.GLOBAL_AVGPOOL, ("x",), "b"),
              QLayer("m", QKind.MUL, ("b", "x"), "y")]  # the broadcast operand must be second
    qg = _qgraph(layers, {"x": (1, 2, 1, 2), "b": (1, 2, 1, 1), "y": (1, 2, 1, 2)},
                 {"x": 0, "b": 0, "y": 0})
    with pytest.raises(PimsolveError, match="second input"):
        run_integer(qg, np.zeros((1, 2, 1, 2), dtype=np.int64))
