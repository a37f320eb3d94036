"""``load_model``: an ONNX file in, a verified structure-IR :class:`Graph` out.

The steps, in order (docs/frontend.md explains each):

1. read the file safely (``read.py``) and run ``onnx.checker``;
2. reject operators that can never be mapped, before any other work;
3. fix dynamic input dimensions from ``input_shape``;
4. shape inference alternated with constant folding (``fold.py``), dead nodes removed;
5. Identity/Dropout removed, HardSwish/HardSigmoid spellings fused, Pad merged (``passes.py``);
6. lowering to layers, with BatchNorm/bias folding, activation fusion and views (``ops.py``);
7. ``verify_graph``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path

import onnx

from pimsolve.errors import BadInputError, ModelError, UnsupportedOpError
from pimsolve.frontend.fold import FOLDERS, SHAPE_OPS, fold_until_fixed
from pimsolve.frontend.ops import LOWER, lower, supported_ops
from pimsolve.frontend.passes import fuse_hard_swish, merge_pads, remove_copies
from pimsolve.frontend.read import read_model
from pimsolve.frontend.wgraph import WGraph, from_model
from pimsolve.ir.graph import Graph
from pimsolve.ir.verify import verify_graph

_KNOWN = set(LOWER) | set(FOLDERS) | set(SHAPE_OPS) | {"Identity", "Dropout"}


def parse_input_shape(text: str) -> tuple[int, ...]:
    """``"1x3x224x224"`` (or with commas) as a tuple of positive ints; BadInputError if not."""
    parts = [p for p in re.split(r"[x,×\s]+", text.strip()) if p]
    try:
        dims = tuple(int(p) for p in parts)
    except ValueError:
        dims = ()
    if not dims or any(d < 1 for d in dims):
        raise BadInputError(f"--input-shape: expected positive integers separated by 'x' "
                            f"(e.g. 1x3x224x224), got {text!r}")
    return dims


def _show(dims: Sequence[int]) -> str:
    return "(" + ", ".join(str(d) if d > 0 else "?" for d in dims) + ")"


def _suggest(dims: Sequence[int]) -> str:
    names = ("N", "C", "H", "W") if len(dims) == 4 else tuple(f"D{i}" for i in range(len(dims)))
    return "x".join(str(d) if d > 0 else ("1" if i == 0 else names[i])
                    for i, d in enumerate(dims))


def _fix_input_shape(wg: WGraph, input_shape: Sequence[int] | None) -> None:
    dims = wg.input_shape
    where = f"{wg.path}: input '{wg.input}'"
    if input_shape is None:
        if not dims:
            raise ModelError(f"{where} has no declared shape; pass --input-shape, e.g. "
                             "1x3x224x224")
        if any(d < 0 for d in dims):
            raise ModelError(f"{where} has a dynamic shape {_show(dims)}; pass --input-shape "
                             f"{_suggest(dims)}")
    else:
        given = tuple(int(d) for d in input_shape)
        if any(d < 1 for d in given):
            raise ModelError(f"{where}: --input-shape {_show(given)} must be positive")
        if dims and len(given) != len(dims):
            raise ModelError(f"{where} has rank {len(dims)} {_show(dims)}; --input-shape "
                             f"{'x'.join(map(str, given))} has rank {len(given)}")
        clash = [i for i, (d, g) in enumerate(zip(dims, given, strict=False)) if d > 0 and d != g]
        if clash:
            raise ModelError(f"{where} has shape {_show(dims)}; --input-shape "
                             f"{'x'.join(map(str, given))} differs in dimension {clash[0]}")
        wg.input_shape = given
    if len(wg.input_shape) not in (2, 4):
        raise ModelError(f"{where} has shape {_show(wg.input_shape)}; pimsolve maps (N, C, H, W) "
                         "images or (N, F) vectors")


def _reject_unknown_ops(wg: WGraph) -> None:
    for node in wg.nodes:
        if node.domain not in ("", "ai.onnx") or node.op not in _KNOWN:
            domain = f" of domain '{node.domain}'" if node.domain not in ("", "ai.onnx") else ""
            raise UnsupportedOpError(f"{wg.path}: {node.label}: unsupported operator{domain}; "
                                     f"supported: {', '.join(supported_ops())}")


def load_model(path: str | os.PathLike[str], input_shape: tuple[int, ...] | None = None
               ) -> Graph:
    """Read an ONNX model into a verified structure-IR Graph (weights included).

    ``input_shape`` fixes the input's dynamic dimensions (and must agree with its static ones).
    Raises ModelError (or its subclass UnsupportedOpError) naming the file on any problem; the
    file is only read.
    """
    path = Path(path)
    model = read_model(path)
    try:
        onnx.checker.check_model(model)
    except (onnx.checker.ValidationError, ValueError) as exc:
        first = " ".join(str(exc).split())[:400] or type(exc).__name__
        raise ModelError(f"{path}: not a valid ONNX model: {first}") from None
    wg = from_model(model, str(path))
    del model
    _reject_unknown_ops(wg)
    _fix_input_shape(wg, input_shape)
    fold_until_fixed(wg)
    remove_copies(wg)
    fuse_hard_swish(wg)
    merge_pads(wg)
    graph = lower(wg)
    try:
        verify_graph(graph)
    except ModelError as exc:
        raise ModelError(f"{path}: {exc}") from None
    return graph
