"""Vector-unit layers of the HT schedule: one emitter per QKind (register in ``EMIT``).

Element-wise kinds process contiguous chunks of whole pixels (channel-last tensors make a
chunk one vector), or of part of a pixel where a whole one does not fit; pooling,
concatenation and broadcast multiplication go pixel by pixel.
Each function reproduces the fixed-point semantics of pimsolve.ir.qgraph exactly, using only
ISA vector instructions (64-bit intermediates where the semantics need exact products).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from pimsolve.codegen.emit import Emitter
from pimsolve.errors import InfeasibleError
from pimsolve.ir.qgraph import QKind, QLayer

if TYPE_CHECKING:
    from pimsolve.codegen.context import VectorContext

ACC = 64
BIG = (1 << 31) - 1  # a clamp bound that never clamps a value of at most 32 bits


def emit_layer(s: VectorContext, layer: QLayer, cores: tuple[int, ...]) -> None:
    fn = EMIT.get(layer.kind)
    if fn is None:  # pragma: no cover - every QKind but CONV/GEMM is registered
        raise ValueError(f"layer {layer.name}: no vector emitter for {layer.kind}")
    fn(s, layer, cores)


def _budget(s: VectorContext, bytes_per_element: int, channels: int, whole: bool = True
            ) -> int:
    """Elements per chunk that fit local memory (and the len field): whole pixels' worth, or,
    unless ``whole`` (per-channel constants), part of a pixel where one does not fit (the
    2,048 channels of ResNet-50's last residual additions in 16 KB)."""
    limit = min(65535, s.hw.core.local_memory_bytes // bytes_per_element)
    if channels > limit and not whole:
        return limit
    if channels > limit:
        raise InfeasibleError(f"{channels} channels do not fit one vector chunk in "
                              f"{s.hw.core.local_memory_bytes} bytes of local memory")
    return limit // channels * channels


# ----------------------------------------------------------------------------- element-wise
def _elementwise(s: VectorContext, layer: QLayer, cores, body) -> None:
    """Split the output into pixel ranges per core and chunks; ``body(em, bufs, n)`` computes
    one chunk from input buffers into bufs["out"]."""
    out = s.layout.tensors[layer.output]
    channels, height, width = out.shape
    ins = [s.layout.tensors[name] for name in layer.inputs]
    byw = s.byw
    # inputs and output at data width, plus the 64-bit temporaries and constants it uses
    tags = SCRATCH[layer.kind]
    per_element = (len(ins) + 1) * byw + 8 * len(tags)
    chunk = _budget(s, per_element + per_element // 8 + 1, channels,
                    whole=layer.kind is QKind.SCALE)  # its scale vector is per channel
    for core, p0, p1 in s.pixel_ranges(layer, height * width, cores):
        em = s.em(core)
        n_max = min(chunk, (p1 - p0) * channels)
        bufs = {f"in{i}": s.local(core, n_max * byw, f"input {i}", layer.name)
                for i in range(len(ins))}
        bufs["out"] = s.local(core, n_max * byw, "output", layer.name)
        for tag in tags:
            bufs[tag] = s.local(core, n_max * 8, f"temporary {tag}", layer.name)
        bufs["_n"] = n_max
        first = p0 * channels
        for e0 in range(first, p1 * channels, chunk):
            n = min(chunk, p1 * channels - e0)
            for i, place in enumerate(ins):
                em.ld(bufs[f"in{i}"], place.addr + e0 * byw, n * byw)
            body(em, bufs, n)
            em.st(out.addr + e0 * byw, bufs["out"], n * byw)


def _const(s: VectorContext, em: Emitter, bufs, slot: str, values, bits: int, n: int) -> int:
    """Put a constant vector (values repeated to n elements) into the slot, once per value:
    loaded from global memory, or made in place (Emitter.splat) where every element is the
    same value >= 0 and the global memory serves one request at a time."""
    values = np.resize(np.asarray(values, dtype=np.int64), bufs["_n"])
    key = ("loaded", slot)
    if s.hw.global_memory.port is not None and values.size and \
            values.min() == values.max() >= 0:
        source = ("value", int(values[0]), bits)
        if bufs.get(key) != source:
            em.splat(bufs[slot], int(values[0]), bufs["_n"], bits)
            bufs[key] = source
        return bufs[slot]
    addr = s.layout.constant(values, bits)
    if bufs.get(key) != (addr, bits):
        em.ld(bufs[slot], addr, bufs["_n"] * ((bits + 7) // 8))
        bufs[key] = (addr, bits)
    return bufs[slot]


def _shift(s, em, bufs, slot, dst, src, amount: int, n: int, ibits: int, obits: int) -> None:
    """dst = sat_obits(shr(src, amount)) with src at ibits."""
    vec = _const(s, em, bufs, slot, [abs(amount)], ibits, n)
    em.setbw(ibits, obits)
    em.binary("vvsra" if amount >= 0 else "vvsll", dst, src, vec, n)


def _frac(s, name: str) -> int:
    return s.q.frac[name]


def body_relu(s, layer):
    def body(em, b, n):
        em.setbw(s.bits, s.bits)
        em.unary("vrelu", b["out"], b["in0"], n)
    return body


def body_clip(s, layer):
    lo, hi = int(layer.consts["lo"]), int(layer.consts["hi"])

    def body(em, b, n):
        em.setbw(s.bits, s.bits)
        em.clamp("vrsl", b["out"], b["in0"], lo, n)
        em.clamp("vrsu", b["out"], b["out"], hi, n)
    return body


def body_requant(s, layer):
    amount = _frac(s, layer.inputs[0]) - _frac(s, layer.output)

    def body(em, b, n):
        _shift(s, em, b, "c0", b["out"], b["in0"], amount, n, s.bits, s.bits)
    return body


def body_add_sub(s, layer):
    op = "vvadd" if layer.kind is QKind.ADD else "vvsub"

    def body(em, b, n):
        em.setbw(s.bits, s.bits)
        em.binary(op, b["out"], b["in0"], b["in1"], n)
    return body


def body_nonlinear(s, layer):
    op = "vsigm" if layer.kind is QKind.SIGMOID else "vtanh"

    def body(em, b, n):
        em.setbw(s.bits, s.bits)
        em.unary(op, b["out"], b["in0"], n)
    return body


def body_leaky_relu(s, layer):
    alpha, alpha_frac = int(layer.consts["alpha"]), int(layer.consts["alpha_frac"])
    if abs(alpha) >= 1 << alpha_frac:
        raise InfeasibleError(f"layer {layer.name}: LeakyRelu alpha must be below 1")
    bits = s.bits

    def body(em, b, n):
        x, out, t0, t1 = b["in0"], b["out"], b["t0"], b["t1"]
        em.setbw(bits, bits)
        em.unary("vrelu", out, x, n)  # pos
        em.binary("vvsub", x, x, out, n)  # neg = x - pos (exact)
        vec = _const(s, em, b, "c0", [alpha], bits, n)
        em.setbw(bits, ACC)
        em.binary("vvmul", t0, x, vec, n)  # neg * alpha
        em.clamp("vrsu", t1, out, BIG, n)  # pos, widened
        _shift(s, em, b, "c1", t0, t0, alpha_frac, n, ACC, ACC)
        em.binary("vvadd", t0, t0, t1, n)
        em.setbw(ACC, bits)
        em.clamp("vrsu", out, t0, BIG, n)  # saturate to data bits
    return body


def _hard_sigmoid(s, em, b, layer, x: int, n: int, frac_x: int) -> int:
    """h = clamp(shr(x * alpha, shift) + beta, 0, 2**(A-2)) into b["out"] (A bits)."""
    bits = s.bits
    alpha, alpha_frac = int(layer.consts["alpha"]), int(layer.consts["alpha_frac"])
    beta = int(layer.consts["beta"])
    shift = frac_x + alpha_frac - (bits - 2)
    t0 = b["t0"]
    vec = _const(s, em, b, "c0", [alpha], bits, n)
    em.setbw(bits, ACC)
    em.binary("vvmul", t0, x, vec, n)
    _shift(s, em, b, "c1", t0, t0, shift, n, ACC, ACC)
    beta_vec = _const(s, em, b, "c2", [beta], ACC, n)
    em.binary("vvadd", t0, t0, beta_vec, n)
    em.clamp("vrsl", t0, t0, 0, n)
    em.setbw(ACC, bits)
    em.clamp("vrsu", b["out"], t0, 1 << (bits - 2), n)
    return b["out"]


def body_hard_sigmoid(s, layer):
    frac_x = _frac(s, layer.inputs[0])

    def body(em, b, n):
        _hard_sigmoid(s, em, b, layer, b["in0"], n, frac_x)
    return body


def body_hard_swish(s, layer):
    frac_x, frac_y = _frac(s, layer.inputs[0]), _frac(s, layer.output)
    bits = s.bits

    def body(em, b, n):
        h = _hard_sigmoid(s, em, b, layer, b["in0"], n, frac_x)
        em.setbw(bits, ACC)
        em.binary("vvmul", b["t1"], b["in0"], h, n)
        _shift(s, em, b, "c1", b["out"], b["t1"], frac_x + bits - 2 - frac_y, n, ACC, bits)
    return body


def _product_shift(s, layer) -> int:
    fa = _frac(s, layer.inputs[0])
    fb = _frac(s, layer.inputs[1]) if layer.kind is QKind.MUL else int(layer.consts["scale_frac"])
    return fa + fb - _frac(s, layer.output)


def body_scale(s, layer):
    scale = np.asarray(layer.consts["scale"], dtype=np.int64).reshape(-1)
    lo, hi = -(1 << (s.bits - 1)), (1 << (s.bits - 1)) - 1
    if scale.min() < lo or scale.max() > hi:
        raise InfeasibleError(f"layer {layer.name}: scale factors need more than {s.bits} bits")
    amount = _product_shift(s, layer)

    def body(em, b, n):
        vec = _const(s, em, b, "c0", scale, s.bits, n)  # tiled over whole pixels
        em.setbw(s.bits, ACC)
        em.binary("vvmul", b["t0"], b["in0"], vec, n)
        _shift(s, em, b, "c1", b["out"], b["t0"], amount, n, ACC, s.bits)
    return body


def is_broadcast(s, layer) -> bool:
    a_shape, b_shape = (s.q.tensors[n].shape for n in layer.inputs)
    return tuple(a_shape) != tuple(b_shape)


def emit_mul(s, layer, cores):
    if is_broadcast(s, layer):
        return _mul_broadcast(s, layer, cores, _product_shift(s, layer))
    return _elementwise(s, layer, cores, body_mul(s, layer))


def body_mul(s, layer):
    amount = _product_shift(s, layer)

    def body(em, b, n):
        em.setbw(s.bits, ACC)
        em.binary("vvmul", b["t0"], b["in0"], b["in1"], n)
        _shift(s, em, b, "c1", b["out"], b["t0"], amount, n, ACC, s.bits)
    return body


def _mul_broadcast(s, layer, cores, amount: int) -> None:
    """x (C, H, W) times g (C, 1, 1): g is loaded once per core, then used pixel by pixel."""
    x = s.layout.tensors[layer.inputs[0]]
    g = s.layout.tensors[layer.inputs[1]]
    out = s.layout.tensors[layer.output]
    channels, height, width = out.shape
    byw = s.byw
    for core, p0, p1 in s.pixel_ranges(layer, height * width, cores):
        em = s.em(core)
        gate = s.local(core, channels * byw, "gate", layer.name)
        pix = s.local(core, channels * byw, "pixel", layer.name)
        prod = s.local(core, channels * 8, "product", layer.name)
        res = s.local(core, channels * byw, "output", layer.name)
        shift_vec = s.local(core, channels * 8, "shift", layer.name)
        em.ld(gate, g.addr, channels * byw)
        s.constant(em, shift_vec, abs(amount), channels, ACC)
        for p in range(p0, p1):
            em.ld(pix, x.addr + p * channels * byw, channels * byw)
            em.setbw(s.bits, ACC)
            em.binary("vvmul", prod, pix, gate, channels)
            em.setbw(ACC, s.bits)
            em.binary("vvsra" if amount >= 0 else "vvsll", res, prod, shift_vec, channels)
            em.st(out.addr + p * channels * byw, res, channels * byw)


# ----------------------------------------------------------------------------- pixel-wise
def _window_positions(layer, in_hw, oh: int, ow: int):
    attrs = layer.attrs
    kh, kw = attrs.kernel
    sh, sw = attrs.stride
    top, left = attrs.pads[0], attrs.pads[1]
    for r in range(kh):
        for c in range(kw):
            ih, iw = oh * sh - top + r, ow * sw - left + c
            yield ih, iw, 0 <= ih < in_hw[0] and 0 <= iw < in_hw[1]


def _pool(s, layer, cores, average: bool) -> None:
    src = s.layout.tensors[layer.inputs[0]]
    out = s.layout.tensors[layer.output]
    channels, height, width = out.shape
    in_hw = src.shape[1:]
    if layer.kind is QKind.GLOBAL_AVGPOOL:
        kernel, include_pad = in_hw, False
    else:
        kernel, include_pad = layer.attrs.kernel, bool(getattr(layer.attrs, "count_include_pad",
                                                               False))
    area = kernel[0] * kernel[1]
    byw = s.byw
    per_pass = channels_per_pass(s.hw, area, byw, channels)
    # a global pooling is one pixel: its cores take ranges of channels instead
    whole = layer.kind is QKind.GLOBAL_AVGPOOL
    for core, a, b in s.pixel_ranges(layer, channels if whole else height * width, cores):
        em = s.em(core)
        cc_max = min(per_pass, channels)
        window = s.local(core, area * cc_max * byw, "window", layer.name)
        result = s.local(core, cc_max * byw, "result", layer.name)
        for p in range(0, 1) if whole else range(a, b):
            oh, ow = divmod(p, width)
            if whole:
                positions = [(ih, iw, True) for ih in range(in_hw[0]) for iw in range(in_hw[1])]
            else:
                positions = list(_window_positions(layer, in_hw, oh, ow))
            if not average or not include_pad:
                positions = [pos for pos in positions if pos[2]]
            first, stop = (a, b) if whole else (0, channels)
            for c0 in range(first, stop, cc_max):
                cc = min(cc_max, stop - c0)
                _gather_pixels(em, src, positions, c0, cc, window, byw)
                dst = pool_compute(s, em, window, result, len(positions), cc, average)
                em.st(out.pixel(oh, ow, c0), dst, cc * byw)


def channels_per_pass(hw, area: int, byw: int, channels: int) -> int:
    """Channels a pooling pass covers, so that a window of them fits half the local memory.
    While it is every channel, a window row (a global pooling's whole map) is one load; a pass
    of fewer channels loads a window position at a time."""
    return max(1, min(channels, hw.core.local_memory_bytes // (2 * area * byw + 2 * byw)))


def pool_compute(s, em: Emitter, window: int, result: int, count: int, cc: int,
                 average: bool) -> int:
    """Max or average of ``count`` channel vectors of ``cc`` elements stored back to back at
    ``window``; returns where the result is."""
    byw = s.byw
    em.setbw(s.bits, s.bits)
    if average:
        stride = em.reg(cc)
        for c in range(cc):
            em.emit("vavg", em.scratch(result + c * byw), em.reg(window), stride, count, c)
        return result
    for j in range(1, count):
        em.binary("vvmax", window, window, window + j * cc * byw, cc)
    return window


def _gather_pixels(em: Emitter, src, positions, c0: int, cc: int, window: int, byw: int) -> None:
    """Channel slice [c0, c0+cc) of each position into window[j*cc ...]; zeros outside."""
    channels = src.shape[0]
    run = None  # [first j, count, global address or None]
    for j, (ih, iw, inside) in enumerate(positions):
        gaddr = src.pixel(ih, iw, c0) if inside else None
        if run is not None:
            contiguous = (gaddr is None and run[2] is None) or (
                gaddr is not None and run[2] is not None and cc == channels
                and run[2] + run[1] * cc * byw == gaddr)
            if contiguous:
                run[1] += 1
                continue
            _flush_pixels(em, run, cc, window, byw)
        run = [j, 1, gaddr]
    if run is not None:
        _flush_pixels(em, run, cc, window, byw)


def _flush_pixels(em: Emitter, run, cc: int, window: int, byw: int) -> None:
    first, count, gaddr = run
    if gaddr is None:
        em.fill(window + first * cc * byw, count * cc * byw)
    else:
        em.ld(window + first * cc * byw, gaddr, count * cc * byw)


def emit_maxpool(s, layer, cores):
    _pool(s, layer, cores, average=False)


def emit_avgpool(s, layer, cores):
    _pool(s, layer, cores, average=True)


def emit_concat(s, layer, cores):
    out = s.layout.tensors[layer.output]
    channels, height, width = out.shape
    ins = [s.layout.tensors[name] for name in layer.inputs]
    byw = s.byw
    for core, p0, p1 in s.pixel_ranges(layer, height * width, cores):
        em = s.em(core)
        pixel = s.local(core, channels * byw, "pixel", layer.name)
        for p in range(p0, p1):
            offset = 0
            for place in ins:
                c = place.shape[0]
                em.ld(pixel + offset * byw, place.addr + p * c * byw, c * byw)
                offset += c
            em.st(out.addr + p * channels * byw, pixel, channels * byw)


# element-wise kinds: a body computing bufs["out"] from bufs["in0"], bufs["in1"] over n elements
BODY = {
    QKind.RELU: body_relu,
    QKind.CLIP: body_clip,
    QKind.REQUANT: body_requant,
    QKind.ADD: body_add_sub,
    QKind.SUB: body_add_sub,
    QKind.SIGMOID: body_nonlinear,
    QKind.TANH: body_nonlinear,
    QKind.LEAKY_RELU: body_leaky_relu,
    QKind.HARD_SIGMOID: body_hard_sigmoid,
    QKind.HARD_SWISH: body_hard_swish,
    QKind.SCALE: body_scale,
    QKind.MUL: body_mul,
}


# the temporaries ("t*", 64-bit) and constant slots ("c*") each body uses
SCRATCH = {
    QKind.RELU: (), QKind.CLIP: (), QKind.ADD: (), QKind.SUB: (), QKind.SIGMOID: (),
    QKind.TANH: (), QKind.REQUANT: ("c0",), QKind.LEAKY_RELU: ("t0", "t1", "c0", "c1"),
    QKind.HARD_SIGMOID: ("t0", "c0", "c1", "c2"), QKind.HARD_SWISH: ("t0", "t1", "c0", "c1", "c2"),
    QKind.SCALE: ("t0", "c0", "c1"), QKind.MUL: ("t0", "c1"),
}


def _emit_elementwise(s, layer, cores):
    _elementwise(s, layer, cores, BODY[layer.kind](s, layer))


EMIT = {
    **{kind: _emit_elementwise for kind in BODY},
    QKind.MUL: emit_mul,
    QKind.MAXPOOL: emit_maxpool,
    QKind.AVGPOOL: emit_avgpool,
    QKind.GLOBAL_AVGPOOL: emit_avgpool,
    QKind.CONCAT: emit_concat,
}

