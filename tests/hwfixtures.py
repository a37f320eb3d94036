"""Hardware descriptions built in code for tests that must not depend on the YAML loader, and
small models and problems shared by several test files."""

from __future__ import annotations

import textwrap
import types
from pathlib import Path

import sympy

from pimsolve.hwspec.expr import Formula
from pimsolve.hwspec.model import (ArraySpec, Communication, ComputeAbstraction, CoreSpec, CostTable,
                                   Execution, Family, HwSpec, MemorySpec, NocSpec, Precision,
                                   Topology)
from pimsolve.isa.spec import OpClass


def _const(value: float) -> Formula:
    return Formula(str(value), sympy.Float(value), frozenset())


def _per_len(base: float) -> Formula:
    n = sympy.Symbol("len")
    return Formula(f"{base} + len", base + n, frozenset({"len"}))


def small_hw(cores: int = 4, *, execution: Execution = Execution.IN_ORDER,
             communication: Communication = Communication.SYNCHRONOUS,
             local_memory: int = 4096, global_memory: int = 1 << 16) -> HwSpec:
    """A 1-chip mesh of ``cores`` cores (cores × 1), 16 arrays of 16×16 per core."""
    latency = {cls.value: _const(1.0) for cls in OpClass}
    latency.update({"vector": _per_len(2.0), "matrix": _const(20.0), "load": _per_len(5.0),
                    "send": Formula("4 + hops", 4 + sympy.Symbol("hops"), frozenset({"hops"}))})
    energy = {cls.value: _const(1.0) for cls in OpClass}
    compute = ComputeAbstraction(Family.CROSSBAR, "MAC", "Dst[m] = MAC(Src1[m,k], Src2[k])",
                                 ("m",), ("k",), types.MappingProxyType({}), "Src1",
                                 types.MappingProxyType({}), types.MappingProxyType({}))
    return HwSpec(
        name="test-small", source="<tests>", schema_version=1, description="test machine",
        chips=(1, 1), cores_per_chip=(cores, 1),
        core=CoreSpec(arrays=16, array=ArraySpec(16, 16, 2), local_memory_bytes=local_memory,
                      local_memory_bandwidth=64.0, registers=32, event_registers=4,
                      vector_units=2, vector_width=16, execution=execution),
        communication=communication,
        global_memory=MemorySpec(bytes=global_memory, bandwidth=32.0),
        noc=NocSpec(Topology.MESH, 1.0, 16.0, 10.0, 8.0),
        precision=Precision(8, 8, 8), clock_hz=1e9,
        costs=CostTable(types.MappingProxyType(latency), types.MappingProxyType(energy), 0.001),
        compute=compute)


def logic_pum_compute(cells_per_element: str = "ceil(weight_bits / cell_bits)") -> str:
    """The entries under a hwspec's ``compute:`` for ARES's Case II logic PUM (seeds/ares.txt
    §IV-C): bit-serial, operands column-aligned, the symbolic row placement ``x``; YAML at
    column 0, to be indented under ``compute:``."""
    return textwrap.dedent(f"""\
        family: logic-pum
        equation: "Dst[m] = MAC(Src1[m,k1,k2], Src2[m,k1,k2])"
        parallel: [m]
        reduction: [k1, k2]
        stationary: Src1
        parameters: [x, M]
        layout:
          Src1:
            space: [row, col]
            matrix: [[0, x, 0, 1], [1, 0, M, 0]]
            offset: [o1, 0]
            cells_per_element: {cells_per_element}
        """)


def shrunk_chip(folder: Path, cores: int, arrays: int, extra: str = "") -> Path:
    """hwspec/small-8x16.yaml cut down to ``cores`` × 1 cores of ``arrays`` arrays (too small
    for the shipped models: they run in weight-replacement phases), with ``extra`` YAML put
    under ``compute:``; written into ``folder``."""
    root = Path(__file__).resolve().parents[1]
    text = (root / "hwspec" / "small-8x16.yaml").read_text()
    text = text.replace("cores_per_chip: {x: 4, y: 2}", f"cores_per_chip: {{x: {cores}, y: 1}}")
    text = text.replace("\n  arrays: 16 ", f"\n  arrays: {arrays} ")
    text = text.replace("name: small-8x16", f"name: shrunk-{cores}x{arrays}")
    if extra:
        text = text.replace("\ncompute:\n", f"\ncompute:\n{extra}")
    path = folder / f"shrunk-{cores}x{arrays}.yaml"
    path.write_text(text)
    return path


def synthetic_problem(layers: list[tuple[int, list[tuple[int, int]]]], cores: int, arrays: int,
                      vector: int = 0):
    """A placement problem (pimsolve.solve.placement.cost.Problem) of ``cores`` in-order cores of
    ``arrays`` arrays; layers: (windows, [(arrays, cycles per window) per piece])."""
    from pimsolve.solve.placement.cost import Item, LayerCost, Problem, Work

    costs = []
    for n, (windows, pieces) in enumerate(layers):
        items = tuple(Item(i, (i,), a, Work(scalar=w)) for i, (a, w) in enumerate(pieces))
        most = max(1, min(windows, cores * arrays // sum(a for a, _w in pieces)))
        costs.append(LayerCost(f"l{n}", windows, items, most))
    return Problem("synthetic", "ht", cores, arrays, True, tuple(costs), vector, {})


def shipped_problem(model: str, hwspec: str):
    """The placement problem and evaluator of a shipped model (16-bit) on a shipped hwspec."""
    from pimsolve.bind.arraygroups import layer_matrices
    from pimsolve.frontend import load_model
    from pimsolve.hwspec import load_hwspec
    from pimsolve.quantize import quantize
    from pimsolve.solve.placement.cost import Evaluator, build_problem

    root = Path(__file__).resolve().parents[1]
    hw = load_hwspec(root / "hwspec" / f"{hwspec}.yaml")
    qgraph = quantize(load_model(root / "models" / f"{model}.onnx", None), 16, 16, None, seed=0)
    matrices = layer_matrices(qgraph, hw)
    return build_problem(qgraph, hw, matrices), Evaluator(qgraph, hw, matrices)


def conv_mix_model(path: Path) -> Path:
    """A small ONNX model written to ``path``: a convolution with padding, stride 2 and groups
    2, a depthwise one with a 3×2 kernel, average pooling and a gemm (189 parameters)."""
    import numpy as np
    import onnx
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(3)

    def init(name, shape):
        return numpy_helper.from_array((rng.standard_normal(shape) * 0.4).astype(np.float32),
                                       name)

    nodes = [
        helper.make_node("Conv", ["x", "w1", "b1"], ["c1"], name="conv_g", pads=[1, 1, 1, 1],
                         strides=[2, 2], group=2, kernel_shape=[3, 3]),
        helper.make_node("Relu", ["c1"], ["r1"], name="relu_g"),
        helper.make_node("Conv", ["r1", "w2", "b2"], ["c2"], name="conv_dw", pads=[1, 0, 1, 0],
                         group=4, kernel_shape=[3, 2]),
        helper.make_node("AveragePool", ["c2"], ["p2"], name="pool", kernel_shape=[2, 2],
                         strides=[2, 2]),
        helper.make_node("Flatten", ["p2"], ["f"], name="flatten"),
        helper.make_node("Gemm", ["f", "w3", "b3"], ["y"], name="fc", transB=1),
    ]
    inits = [init("w1", (4, 2, 3, 3)), init("b1", (4,)), init("w2", (4, 1, 3, 2)),
             init("b2", (4,)), init("w3", (5, 4 * 2 * 2)), init("b3", (5,))]
    graph = helper.make_graph(nodes, "convmix",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT,
                                                             [1, 4, 9, 10])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 5])],
                              inits)
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]), path)
    return path
