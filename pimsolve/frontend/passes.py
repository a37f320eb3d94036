"""Rewrites of the working graph that run after constant folding and before lowering.

- ``remove_copies``: Identity and Dropout (inference mode) disappear; their consumers read the
  source tensor (a graph output keeps its name: the source is renamed instead).
- ``fuse_hard_swish``: the spelled-out forms ``Add(x, 3) → Clip(0, 6) → Mul(x, ·) → Div(6)``
  (or ``Mul(1/6)``, operands in either order, or ``Div`` before ``Mul``) become one
  ``HardSwish(x)``; ``Add(x, 3) → Clip(0, 6) → Div(6)`` alone becomes
  ``HardSigmoid(x, 1/6, 1/2)``; ``Mul(x, HardSigmoid(x, 1/6, 1/2))`` becomes ``HardSwish(x)``.
- ``merge_pads``: a zero ``Pad`` of H and W in front of Conv / AveragePool / MaxPool moves into
  the consumers' ``pads``.
"""

from __future__ import annotations

import math

import numpy as np

from pimsolve.errors import UnsupportedOpError
from pimsolve.frontend.wgraph import Node, WGraph


def const_scalar(wg: WGraph, tensor: str) -> float | None:
    """The value of a one-element constant, else None."""
    value = wg.consts.get(tensor)
    if value is None or value.size != 1:
        return None
    return float(np.asarray(value, dtype=np.float64).reshape(-1)[0])


def clip_bounds(wg: WGraph, node: Node) -> tuple[float, float]:
    """Clip's (min, max): attributes before opset 11, optional constant inputs after."""
    lo, hi = node.attrs.get("min", -math.inf), node.attrs.get("max", math.inf)
    for index in (1, 2):
        if index < len(node.inputs) and node.inputs[index]:
            value = const_scalar(wg, node.inputs[index])
            if value is None:
                which = "min" if index == 1 else "max"
                raise UnsupportedOpError(f"{wg.path}: {node.label}: the {which} bound "
                                         f"'{node.inputs[index]}' is not a constant scalar; "
                                         "pimsolve supports Clip with constant bounds")
            if index == 1:
                lo = value
            else:
                hi = value
    return float(lo), float(hi)


def explicit_pads(node: Node, in_hw: tuple[int, int], kernel: tuple[int, int],
                  strides: tuple[int, int], dilations: tuple[int, int] = (1, 1)
                  ) -> tuple[int, int, int, int]:
    """(top, left, bottom, right) from ``pads`` or ``auto_pad`` (SAME_UPPER/LOWER, VALID)."""
    auto = node.attrs.get("auto_pad", "NOTSET") or "NOTSET"
    if auto == "NOTSET":
        pads = [int(p) for p in node.attrs.get("pads", [0, 0, 0, 0])]
        return pads[0], pads[1], pads[2], pads[3]
    if auto == "VALID":
        return 0, 0, 0, 0
    begin, end = [], []
    for size, k, s, d in zip(in_hw, kernel, strides, dilations, strict=True):
        out = -(-size // s)
        total = max((out - 1) * s + (k - 1) * d + 1 - size, 0)
        small, large = total // 2, total - total // 2
        begin.append(small if auto == "SAME_UPPER" else large)
        end.append(large if auto == "SAME_UPPER" else small)
    return begin[0], begin[1], end[0], end[1]


def single_consumer(wg: WGraph, tensor: str) -> Node | None:
    """The only reader of ``tensor`` if there is exactly one and it is not a graph output."""
    if tensor in wg.outputs:
        return None
    readers = wg.consumers(tensor)
    if len(readers) != 1 or readers[0].inputs.count(tensor) != 1:
        return None
    return readers[0]


def remove_copies(wg: WGraph) -> None:
    for node in list(wg.nodes):
        if node.op not in ("Identity", "Dropout") or node.domain not in ("", "ai.onnx"):
            continue
        if node.op == "Dropout":
            training = node.inputs[2] if len(node.inputs) > 2 else ""
            if training and (training not in wg.consts or bool(np.any(wg.consts[training]))):
                raise UnsupportedOpError(f"{wg.path}: {node.label}: training_mode must be a "
                                         "constant false; pimsolve runs inference only")
            if len(node.outputs) > 1 and node.outputs[1] and wg.uses(node.outputs[1]):
                raise UnsupportedOpError(f"{wg.path}: {node.label}: the dropout mask output is "
                                         "used; pimsolve runs inference only")
        wg.bypass(node, node.inputs[0], node.outputs[0])


def _other(node: Node, tensor: str) -> str | None:
    """The other operand of a binary node that reads ``tensor``."""
    if len(node.inputs) != 2 or tensor not in node.inputs:
        return None
    a, b = node.inputs
    return b if a == tensor else a


def _is_scale(wg: WGraph, node: Node | None, tensor: str, factor: float) -> bool:
    """``node`` computes tensor * factor as Mul(·, factor) or Div(·, 1/factor)."""
    if node is None or node.domain not in ("", "ai.onnx"):
        return False
    if node.op == "Mul":
        other = _other(node, tensor)
        value = const_scalar(wg, other) if other else None
        return value is not None and math.isclose(value, factor, rel_tol=1e-6)
    if node.op == "Div" and node.inputs[0] == tensor:
        value = const_scalar(wg, node.inputs[1])
        return value is not None and math.isclose(value, 1 / factor, rel_tol=1e-6)
    return False


def _is_relu6_of_x_plus_3(wg: WGraph, add: Node) -> tuple[str, Node] | None:
    """For ``Add(x, 3) → Clip(0, 6)``: (x, the Clip node)."""
    if add.op != "Add" or add.domain not in ("", "ai.onnx") or len(add.inputs) != 2:
        return None
    x = next((t for t in add.inputs if t not in wg.consts), None)
    three = next((t for t in add.inputs if t in wg.consts), None)
    if x is None or three is None or const_scalar(wg, three) != 3.0:
        return None
    clip = single_consumer(wg, add.outputs[0])
    if clip is None or clip.op != "Clip" or clip.inputs[0] != add.outputs[0]:
        return None
    try:
        if clip_bounds(wg, clip) != (0.0, 6.0):
            return None
    except UnsupportedOpError:
        return None
    return x, clip


def _replace(wg: WGraph, old: list[Node], new: Node) -> None:
    position = wg.nodes.index(old[-1])
    wg.nodes[position] = new
    for node in old[:-1]:
        wg.nodes.remove(node)


def fuse_hard_swish(wg: WGraph) -> None:
    for add in list(wg.nodes):
        if add not in wg.nodes:
            continue
        match = _is_relu6_of_x_plus_3(wg, add)
        if match is None:
            continue
        x, clip = match
        relu6 = clip.outputs[0]
        nxt = single_consumer(wg, relu6)
        if nxt is not None and nxt.op == "Mul" and _other(nxt, relu6) == x:
            last = single_consumer(wg, nxt.outputs[0])
            if _is_scale(wg, last, nxt.outputs[0], 1 / 6):
                _replace(wg, [add, clip, nxt, last],
                         Node(last.name, "HardSwish", [x], [last.outputs[0]]))
            continue
        if _is_scale(wg, nxt, relu6, 1 / 6):
            hsig = nxt.outputs[0]
            mul = single_consumer(wg, hsig)
            if mul is not None and mul.op == "Mul" and _other(mul, hsig) == x:
                _replace(wg, [add, clip, nxt, mul],
                         Node(mul.name, "HardSwish", [x], [mul.outputs[0]]))
            else:
                _replace(wg, [add, clip, nxt], Node(nxt.name, "HardSigmoid", [x], [hsig],
                                                    {"alpha": 1 / 6, "beta": 0.5}))
    for hs in list(wg.nodes):
        if hs not in wg.nodes or hs.op != "HardSigmoid":
            continue
        if not (math.isclose(hs.attr("alpha", 0.2), 1 / 6, rel_tol=1e-6)
                and math.isclose(hs.attr("beta", 0.5), 0.5, rel_tol=1e-6)):
            continue
        x, hsig = hs.inputs[0], hs.outputs[0]
        mul = single_consumer(wg, hsig)
        if mul is not None and mul.op == "Mul" and _other(mul, hsig) == x:
            _replace(wg, [hs, mul], Node(mul.name, "HardSwish", [x], [mul.outputs[0]]))


_NON_NEGATIVE = ("Relu", "Sigmoid", "HardSigmoid", "Softmax")


def _non_negative(wg: WGraph, tensor: str) -> bool:
    node = wg.producer(tensor)
    if node is None:
        return False
    if node.op in _NON_NEGATIVE:
        return True
    return node.op == "Clip" and clip_bounds(wg, node)[0] >= 0


def _pad_amounts(wg: WGraph, pad: Node) -> tuple[int, int, int, int] | str:
    """(top, left, bottom, right) of a zero Pad of H and W, or why it cannot be merged."""
    mode = pad.attrs.get("mode", "constant")
    if mode != "constant":
        return f"mode '{mode}' (only constant zero padding merges into Conv/Pool)"
    if "pads" in pad.attrs or "paddings" in pad.attrs:
        pads = [int(p) for p in pad.attrs.get("pads", pad.attrs.get("paddings"))]
        value = float(pad.attrs.get("value", 0.0))
        axes = None
    else:
        if len(pad.inputs) < 2 or pad.inputs[1] not in wg.consts:
            return "the pads input is not a constant"
        pads = [int(p) for p in wg.consts[pad.inputs[1]].reshape(-1)]
        value = 0.0
        if len(pad.inputs) > 2 and pad.inputs[2]:
            scalar = const_scalar(wg, pad.inputs[2])
            if scalar is None:
                return "the padding value is not a constant"
            value = scalar
        axes = None
        if len(pad.inputs) > 3 and pad.inputs[3]:
            if pad.inputs[3] not in wg.consts:
                return "the axes input is not a constant"
            axes = [int(a) for a in wg.consts[pad.inputs[3]].reshape(-1)]
    if value != 0.0:
        return f"padding value {value} (only zero padding merges into Conv/Pool)"
    rank = len(wg.shape(pad.inputs[0], pad))
    if rank != 4:
        return f"a rank-{rank} input (only 4-D N, C, H, W tensors)"
    axes = [a % rank for a in axes] if axes is not None else list(range(rank))
    full = [0] * (2 * rank)
    for i, axis in enumerate(axes):
        full[axis], full[rank + axis] = pads[i], pads[len(axes) + i]
    if any(full[a] or full[rank + a] for a in (0, 1)):
        return "it pads the batch or channel dimension"
    if any(p < 0 for p in full):
        return "negative pads (cropping)"
    return full[2], full[3], full[6], full[7]


def merge_pads(wg: WGraph) -> None:
    for pad in list(wg.nodes):
        if pad.op != "Pad" or pad.domain not in ("", "ai.onnx"):
            continue
        amounts = _pad_amounts(wg, pad)
        readers = wg.consumers(pad.outputs[0])
        if isinstance(amounts, str) or not readers or pad.outputs[0] in wg.outputs:
            continue  # lowering reports the Pad as unsupported, with the reason
        if any(r.op not in ("Conv", "AveragePool", "MaxPool") or r.inputs[0] != pad.outputs[0]
               for r in readers):
            continue
        source = pad.inputs[0]
        for reader in readers:
            _merge_into(wg, pad, amounts, reader, source)
        for reader in readers:
            reader.inputs[0] = source
        wg.nodes.remove(pad)


def _merge_into(wg: WGraph, pad: Node, amounts: tuple[int, int, int, int], reader: Node,
                source: str) -> None:
    padded = wg.shape(pad.outputs[0], pad)
    if reader.op == "Conv":
        kernel = tuple(wg.shape(reader.inputs[1], reader)[2:])
    else:
        kernel = tuple(reader.attrs.get("kernel_shape", (1, 1)))
    if len(kernel) != 2:
        return
    strides = tuple(reader.attrs.get("strides", (1, 1)))
    dilations = tuple(reader.attrs.get("dilations", (1, 1)))
    own = explicit_pads(reader, padded[2:], kernel, strides, dilations)
    if reader.op == "MaxPool" and not _non_negative(wg, source):
        raise UnsupportedOpError(
            f"{wg.path}: node '{pad.name}' (Pad): zero padding in front of MaxPool "
            f"'{reader.name}' can only be merged when its input is non-negative (after Relu); "
            "use MaxPool's own pads instead")
    if reader.op == "AveragePool":
        if any(own) and not reader.attrs.get("count_include_pad", 0):
            raise UnsupportedOpError(
                f"{wg.path}: node '{pad.name}' (Pad): cannot merge into AveragePool "
                f"'{reader.name}', which has its own pads that it excludes from the average")
        reader.attrs["count_include_pad"] = 1
    reader.attrs["pads"] = [own[i] + amounts[i] for i in range(4)]
    reader.attrs["auto_pad"] = "NOTSET"
