"""The frontend's working graph: a mutable copy of an ONNX graph that the passes rewrite.

It lives only inside the frontend (the stages exchange the frozen :class:`~pimsolve.ir.Graph`).
Constants (initializers, Constant nodes, folded subgraphs) sit in ``consts`` as numpy arrays;
``shapes`` holds the static shape of every tensor that ONNX shape inference could determine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import onnx
from onnx import helper, numpy_helper

from pimsolve.errors import ModelError


@dataclass
class Node:
    name: str  # unique in the graph
    op: str
    inputs: list[str]  # "" marks an omitted optional input
    outputs: list[str]
    attrs: dict[str, Any] = field(default_factory=dict)
    domain: str = ""

    def attr(self, key: str, default: Any = None) -> Any:
        return self.attrs.get(key, default)

    @property
    def label(self) -> str:
        return f"node '{self.name}' ({self.op})"


@dataclass
class WGraph:
    path: str  # the model file, for messages
    name: str
    nodes: list[Node]
    consts: dict[str, np.ndarray]
    input: str
    input_shape: tuple[int, ...]
    input_dtype: int
    outputs: list[str]
    opset: int
    opset_imports: list[onnx.OperatorSetIdProto]
    ir_version: int
    shapes: dict[str, tuple[int, ...]] = field(default_factory=dict)
    host_ops: list[str] = field(default_factory=list)

    def producer(self, tensor: str) -> Node | None:
        for node in self.nodes:
            if tensor in node.outputs:
                return node
        return None

    def consumers(self, tensor: str) -> list[Node]:
        return [node for node in self.nodes if tensor in node.inputs]

    def uses(self, tensor: str) -> int:
        """How many node inputs and graph outputs read ``tensor``."""
        return sum(node.inputs.count(tensor) for node in self.nodes) + self.outputs.count(tensor)

    def rename_uses(self, old: str, new: str) -> None:
        for node in self.nodes:
            node.inputs = [new if t == old else t for t in node.inputs]

    def bypass(self, node: Node, src: str, dst: str) -> None:
        """Remove ``node``, which passes ``src`` through unchanged as ``dst``."""
        self.nodes.remove(node)
        if dst in self.outputs:
            if src == self.input or src in self.outputs or src in self.consts:
                raise ModelError(f"{self.path}: {node.label}: graph output '{dst}' is a copy of "
                                 f"'{src}', which pimsolve cannot compute as a separate output")
            # keep the graph output's name: rename the source everywhere instead
            producer = self.producer(src)
            assert producer is not None
            producer.outputs = [dst if t == src else t for t in producer.outputs]
            self.rename_uses(src, dst)
            if src in self.shapes:
                self.shapes[dst] = self.shapes[src]
        else:
            self.rename_uses(dst, src)

    def shape(self, tensor: str, node: Node | None = None) -> tuple[int, ...]:
        if tensor in self.consts:
            return tuple(self.consts[tensor].shape)
        try:
            return self.shapes[tensor]
        except KeyError:
            where = f"{node.label}: " if node else ""
            raise ModelError(f"{self.path}: {where}tensor '{tensor}' has no static shape after "
                             "shape inference; fix the input shape with --input-shape") from None


def _attr_value(attr: onnx.AttributeProto) -> Any:
    value = helper.get_attribute_value(attr)
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    if isinstance(value, onnx.TensorProto):
        return numpy_helper.to_array(value)
    if isinstance(value, list) and value and isinstance(value[0], bytes):
        return [v.decode("utf-8", errors="replace") for v in value]
    return value


def unique_names(nodes: Sequence[onnx.NodeProto]) -> list[str]:
    """The node names, with empty or repeated ones replaced by ``<op>_<index>`` (stable)."""
    taken = {n.name for n in nodes if n.name}
    seen: set[str] = set()
    names = []
    for index, node in enumerate(nodes):
        name = node.name
        if not name or name in seen:
            name = base = f"{node.op_type}_{index}"
            suffix = 1
            while name in taken or name in seen:
                name = f"{base}_{suffix}"
                suffix += 1
        seen.add(name)
        names.append(name)
    return names


MAX_MAGNITUDE = 1e15  # of a weight or constant: no trained network comes near it; beyond it
# float32 products overflow and the float oracle's figures stop meaning anything


def check_finite(value: np.ndarray, where: str) -> None:
    """Floating-point data must be finite and within MAX_MAGNITUDE."""
    if value.dtype.kind != "f" or value.size == 0:
        return
    finite = np.isfinite(value)
    if not finite.all():
        bad = value[~finite].reshape(-1)[0]
        raise ModelError(f"{where}: expected finite numbers, got {bad} (of {value.size} values, "
                         f"{int((~finite).sum())} are NaN or infinite)")
    peak = float(np.abs(value).max())
    if peak > MAX_MAGNITUDE:
        raise ModelError(f"{where}: expected values within ±{MAX_MAGNITUDE:g}, got {peak:g}; "
                         "hint: is the model trained, and its weights stored as floats?")


def from_model(model: onnx.ModelProto, path: str) -> WGraph:
    graph = model.graph
    consts = {t.name: numpy_helper.to_array(t) for t in graph.initializer}
    for name, value in consts.items():
        check_finite(value, f"{path}: initializer '{name}'")
    inputs = [vi for vi in graph.input if vi.name not in consts]
    if len(inputs) != 1:
        names = ", ".join(f"'{vi.name}'" for vi in inputs) or "none"
        raise ModelError(f"{path}: the model has {len(inputs)} activation inputs ({names}); "
                         "pimsolve maps models with exactly one input")
    (vi,) = inputs
    ttype = vi.type.tensor_type
    if not vi.type.HasField("tensor_type"):
        raise ModelError(f"{path}: input '{vi.name}' is not a tensor")
    if ttype.elem_type not in (onnx.TensorProto.FLOAT, onnx.TensorProto.FLOAT16,
                               onnx.TensorProto.DOUBLE, onnx.TensorProto.BFLOAT16):
        kind = onnx.TensorProto.DataType.Name(ttype.elem_type)
        raise ModelError(f"{path}: input '{vi.name}' has element type {kind}; expected a "
                         "floating-point tensor")
    dims: list[int] = []
    if ttype.HasField("shape"):
        for d in ttype.shape.dim:
            dims.append(d.dim_value if d.HasField("dim_value") and d.dim_value > 0 else -1)
    else:
        dims = []
    opset = next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), 1)
    names = unique_names(graph.node)
    nodes = [Node(name, n.op_type, list(n.input), list(n.output),
                  {a.name: _attr_value(a) for a in n.attribute}, n.domain or "")
             for name, n in zip(names, graph.node, strict=True)]
    outputs = [o.name for o in graph.output]
    return WGraph(path=path, name=graph.name or Path(path).stem, nodes=nodes, consts=consts,
                  input=vi.name, input_shape=tuple(dims), input_dtype=ttype.elem_type,
                  outputs=outputs, opset=opset, opset_imports=list(model.opset_import),
                  ir_version=model.ir_version)


_INLINE_LIMIT = 4096  # constants up to this many elements go to shape inference as values


def to_model(wg: WGraph) -> onnx.ModelProto:
    """The working graph as an ONNX model for shape inference.

    Large constants are declared as inputs with their shape (not their data), so inference
    stays cheap; small ones (shape tensors, axes, ...) are inlined so data propagation sees them.
    """
    used = {t for node in wg.nodes for t in node.inputs if t}
    initializers, const_inputs = [], []
    for name in sorted(used & wg.consts.keys()):
        value = wg.consts[name]
        if value.size <= _INLINE_LIMIT:
            initializers.append(numpy_helper.from_array(np.ascontiguousarray(value), name))
        else:
            elem = helper.np_dtype_to_tensor_dtype(value.dtype)
            const_inputs.append(helper.make_tensor_value_info(name, elem, value.shape))
    nodes = []
    for node in wg.nodes:
        attrs = {}
        for key, value in node.attrs.items():
            if isinstance(value, np.ndarray):
                value = numpy_helper.from_array(value)
            attrs[key] = value
        nodes.append(helper.make_node(node.op, node.inputs, node.outputs, name=node.name,
                                      domain=node.domain or None, **attrs))
    x = helper.make_tensor_value_info(wg.input, wg.input_dtype, wg.input_shape)
    outs = [helper.make_empty_tensor_value_info(o) for o in wg.outputs]
    graph = helper.make_graph(nodes, wg.name or "g", [x, *const_inputs], outs, initializers)
    model = helper.make_model(graph, opset_imports=wg.opset_imports)
    model.ir_version = wg.ir_version
    return model


def infer_shapes(wg: WGraph) -> None:
    """Run ONNX shape inference (strict, with data propagation) and record static shapes."""
    model = to_model(wg)
    try:
        inferred = onnx.shape_inference.infer_shapes(model, check_type=True, strict_mode=True,
                                                     data_prop=True)
    except (onnx.shape_inference.InferenceError, onnx.checker.ValidationError) as exc:
        first = " ".join(str(exc).split())[:400] or type(exc).__name__
        raise ModelError(f"{wg.path}: shape inference failed: {first}") from None
    shapes: dict[str, tuple[int, ...]] = {wg.input: wg.input_shape}
    g = inferred.graph
    for vi in [*g.value_info, *g.output]:
        if not vi.type.HasField("tensor_type") or not vi.type.tensor_type.HasField("shape"):
            continue
        dims = vi.type.tensor_type.shape.dim
        if all(d.HasField("dim_value") for d in dims):
            shapes[vi.name] = tuple(int(d.dim_value) for d in dims)
    wg.shapes = shapes
