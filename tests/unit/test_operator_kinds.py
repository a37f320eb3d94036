"""Every operator kind is handled by every stage that must handle it (docs/operators.md).

A kind (``OpKind`` of the float graph, ``QKind`` of the fixed-point graph) lives in several
stages, each with a dispatch table keyed by kind. Two checks per kind:

- the tables: each stage's table has an entry for the kind, unless ``NOT_HANDLED`` declares,
  with the reason, that the stage deliberately leaves it to another;
- a small ONNX model of the kind (``EXAMPLES``) goes through the frontend, IR verification,
  the float executor, quantization, the integer reference, the near-memory/PUM host steps
  (bit-exact against the reference) and the crossbar vector emitter with its pricing.

A new kind fails here, naming the kind and the stage, until every stage handles it or the
exception is declared below.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from enum import Enum
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from pimsolve.codegen import vector_ops
from pimsolve.codegen.pricing import vector_cycles
from pimsolve.frontend import load_model
from pimsolve.hwspec import load_hwspec, resolve_hwspec
from pimsolve.ir import execute, verify
from pimsolve.ir.execute import run_float
from pimsolve.ir.graph import OpKind
from pimsolve.ir.qgraph import QGraph, QKind
from pimsolve.quantize import quantize, rules
from pimsolve.reference import integer, run_integer
from pimsolve.sim import host

# kinds only the quantizer creates (never in the float graph), with an OpKind whose example
# produces one
QUANTIZER_ONLY: dict[QKind, tuple[OpKind, str]] = {
    QKind.REQUANT: (OpKind.ADD, "inserted by quantize/rules.py Builder.at_frac where a kind "
                                "needs an input at another frac; never in the float graph"),
}

# the kinds the LL scheduler's per-pixel vector task (schedule/ll/) handles outside
# vector_ops.BODY: MUL's broadcast gate, CONCAT, and the pools of its last branch, which every
# other kind reaches too; a kind outside BODY needs a branch there and an entry here
LL_OWN_BRANCH = frozenset({QKind.MUL, QKind.CONCAT, QKind.MAXPOOL, QKind.AVGPOOL,
                           QKind.GLOBAL_AVGPOOL})

HOST = "sim/host.py STEPS (near-memory/PUM host step)"
EMIT = "codegen/vector_ops.py EMIT (crossbar vector emitter)"
LL = "schedule/ll/ per-pixel vector task (LL scheduler)"
# the stages of the float graph (keyed by OpKind) and of the fixed-point graph (by QKind)
FLOAT_STAGES: dict[str, Collection[OpKind]] = {
    "ir/verify.py SHAPES (shape rule)": verify.SHAPES,
    "ir/execute.py KERNELS (float executor)": execute.KERNELS,
    "quantize/rules.py RULES (quantization rule)": rules.RULES,
}
FIXED_STAGES: dict[str, Collection[QKind]] = {
    "reference/integer.py KINDS (integer reference)": integer.KINDS,
    HOST: host.STEPS,
    EMIT: vector_ops.EMIT,
    LL: set(vector_ops.BODY) | LL_OWN_BRANCH,
}

_MATRIX_HOST = ("a matrix layer: the family's primitives compute its sums (schedule/lower) and "
                "sim/host.py epilogue requantizes them")
_MATRIX_XBAR = ("a matrix layer: it runs on the crossbar arrays (mvmul), emitted by the HT/LL "
                "schedulers from the placement")
NOT_HANDLED: dict[tuple[str, QKind], str] = {
    (HOST, QKind.CONV): _MATRIX_HOST,
    (HOST, QKind.GEMM): _MATRIX_HOST,
    (EMIT, QKind.CONV): _MATRIX_XBAR,
    (EMIT, QKind.GEMM): _MATRIX_XBAR,
    (LL, QKind.CONV): _MATRIX_XBAR,
    (LL, QKind.GEMM): _MATRIX_XBAR,
}

FLOAT_VALUES = {k.value for k in OpKind}


def _stages_of(kind: QKind) -> dict[str, bool]:
    """Stage -> whether its table has ``kind``, for the stages that must handle it: the
    fixed-point ones, and the float ones too when the kind is in the float graph."""
    handled = {}
    if kind.value in FLOAT_VALUES:
        float_kind = OpKind(kind.value)
        handled = {stage: float_kind in table for stage, table in FLOAT_STAGES.items()}
    return handled | {stage: kind in table for stage, table in FIXED_STAGES.items()}


# ----------------------------------------------------------------------------- the tables
def test_every_float_kind_has_a_fixed_point_kind_and_back():
    missing = [k.name for k in OpKind if k.value not in {q.value for q in QKind}]
    assert not missing, f"OpKind {missing}: add the same value to QKind in ir/qgraph.py"
    extra = [q.name for q in QKind if q.value not in FLOAT_VALUES and q not in QUANTIZER_ONLY]
    assert not extra, (f"QKind {extra}: neither an OpKind nor declared in QUANTIZER_ONLY (here) "
                       "with the reason")


@pytest.mark.parametrize("kind", list(QKind), ids=lambda k: k.name)
def test_every_stage_has_the_kind_in_its_table(kind):
    missing = [stage for stage, handled in _stages_of(kind).items()
               if not handled and (stage, kind) not in NOT_HANDLED]
    assert not missing, (
        f"QKind.{kind.name} ({kind.value!r}) is not handled by: " + "; ".join(missing)
        + ". Register it in each (docs/operators.md), or declare the exception in "
        "tests/unit/test_operator_kinds.py NOT_HANDLED with the reason.")


def test_declared_exceptions_are_real():
    for (stage, kind), reason in NOT_HANDLED.items():
        assert stage in _stages_of(kind), f"NOT_HANDLED: unknown stage {stage!r}"
        assert reason
        assert not _stages_of(kind)[stage], (
            f"NOT_HANDLED says {stage} leaves QKind.{kind.name} alone, but it handles it: "
            "remove the exception")


def test_every_element_wise_body_declares_its_scratch():
    assert set(vector_ops.BODY) == set(vector_ops.SCRATCH), (
        "codegen/vector_ops.py: BODY and SCRATCH must list the same kinds, got "
        f"{sorted(k.name for k in set(vector_ops.BODY) ^ set(vector_ops.SCRATCH))} in one only")


# ----------------------------------------------------------------------------- small models
X4, X2 = (1, 4, 6, 6), (1, 8)


def _const(name: str, value) -> onnx.TensorProto:
    return numpy_helper.from_array(np.asarray(value, dtype=np.float32), name)


def _rand(rng: np.random.Generator, name: str, shape: tuple[int, ...], scale: float
          ) -> onnx.TensorProto:
    return _const(name, rng.normal(0.0, scale, shape))


def _node(op: str, *inputs: str, out: str = "y", **attrs) -> onnx.NodeProto:
    return helper.make_node(op, list(inputs), [out], **attrs)


Example = Callable[[np.random.Generator], tuple[list, list, tuple[int, ...]]]


def _one(op: str, *consts: tuple[str, object], **attrs) -> Example:
    """``op(x, consts...)`` on a (1, 4, 6, 6) input."""
    return lambda rng: ([_node(op, "x", *(name for name, _ in consts), **attrs)],
                        [_const(name, value) for name, value in consts], X4)


def _with_tanh(op: str, **attrs) -> Example:
    """``op(x, tanh(x))``: two activations of the same shape."""
    return lambda rng: ([_node("Tanh", "x", out="t"), _node(op, "x", "t", **attrs)], [], X4)


# OpKind -> a model (nodes, initializers, input shape) whose lowering holds a layer of the kind
EXAMPLES: dict[OpKind, Example] = {
    OpKind.CONV: lambda rng: ([_node("Conv", "x", "w", "b", pads=[1, 1, 1, 1])],
                              [_rand(rng, "w", (3, 4, 3, 3), 0.5), _rand(rng, "b", (3,), 0.1)],
                              X4),
    OpKind.GEMM: lambda rng: ([_node("Gemm", "x", "w", "b", transB=1)],
                              [_rand(rng, "w", (3, 8), 0.5), _rand(rng, "b", (3,), 0.1)], X2),
    OpKind.RELU: _one("Relu"),
    OpKind.CLIP: _one("Clip", ("lo", -0.5), ("hi", 1.0)),
    OpKind.LEAKY_RELU: _one("LeakyRelu", alpha=0.1),
    OpKind.SIGMOID: _one("Sigmoid"),
    OpKind.TANH: _one("Tanh"),
    OpKind.HARD_SIGMOID: _one("HardSigmoid", alpha=0.25, beta=0.5),
    OpKind.HARD_SWISH: _one("HardSwish"),
    OpKind.MAXPOOL: _one("MaxPool", kernel_shape=[2, 2], strides=[2, 2]),
    OpKind.AVGPOOL: _one("AveragePool", kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
    OpKind.GLOBAL_AVGPOOL: _one("GlobalAveragePool"),
    OpKind.ADD: _with_tanh("Add"),
    OpKind.SUB: _with_tanh("Sub"),
    OpKind.MUL: _with_tanh("Mul"),
    OpKind.SCALE: _one("Mul", ("s", [[[0.5]], [[-1.25]], [[2.0]], [[0.75]]])),
    OpKind.CONCAT: _with_tanh("Concat", axis=1),
}


@pytest.fixture(scope="module")
def crossbar():
    return load_hwspec(resolve_hwspec("puma"))


def _stage(kind: Enum, stage: str, run: Callable, *args):
    """``run(*args)``, or a failure naming the kind and the stage."""
    try:
        return run(*args)
    except Exception as exc:  # any failure of the stage is the finding
        pytest.fail(f"{type(kind).__name__}.{kind.name}: stage {stage} failed: "
                    f"{type(exc).__name__}: {exc}")


def _example(kind: OpKind, tmp_path: Path, rng: np.random.Generator
             ) -> tuple[Path, tuple[int, ...]]:
    """The example model of ``kind`` saved under ``tmp_path``, and its input shape."""
    if kind not in EXAMPLES:
        pytest.fail(f"OpKind.{kind.name}: no ONNX model in EXAMPLES "
                    "(tests/unit/test_operator_kinds.py); give its frontend lowering "
                    "(frontend/ops.py LOWER) and an example here")
    nodes, inits, shape = EXAMPLES[kind](rng)
    graph = helper.make_graph(nodes, kind.value, [
        helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)],
        [helper.make_empty_tensor_value_info("y")], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 14)])
    model.ir_version = 8
    path = tmp_path / f"{kind.value}.onnx"
    onnx.save(onnx.shape_inference.infer_shapes(model), path)
    return path, shape


def _through_every_stage(kind: OpKind, tmp_path: Path, hw) -> QGraph:
    """The example of ``kind`` through every stage; its QGraph."""
    rng = np.random.default_rng(29)
    path, shape = _example(kind, tmp_path, rng)
    g = _stage(kind, "frontend and IR verification (frontend/ops.py LOWER, ir/verify.py)",
               load_model, path)
    lowered = [layer.kind for layer in g.layers]
    assert kind in lowered, (f"OpKind.{kind.name}: the frontend lowered its example to "
                             f"{[k.name for k in lowered]}")
    x = rng.normal(size=shape)
    _stage(kind, "float executor (ir/execute.py KERNELS)", run_float, g, x)
    qg = _stage(kind, "quantization (quantize/rules.py RULES)", quantize, g, 16, 8)
    values = _stage(kind, "integer reference (reference/integer.py KINDS)", run_integer, qg,
                    qg.quantize_input(x))
    ctx = host.StepContext(qg.data_bits, qg.frac)
    for layer in qg.layers:
        if (HOST, layer.kind) in NOT_HANDLED:
            continue
        got = _stage(layer.kind, "near-memory/PUM host step (sim/host.py STEPS)", host.run_step,
                     layer, [values[t] for t in layer.inputs], ctx, values[layer.output].shape)
        assert np.array_equal(got, values[layer.output]), (
            f"QKind.{layer.kind.name}: sim/host.py STEPS differs from the integer reference")
    cycles = _stage(kind, "crossbar vector emitter and pricing (codegen/vector_ops.py EMIT, "
                          "codegen/pricing.py)", vector_cycles, qg, hw)
    for layer in qg.layers:
        if (EMIT, layer.kind) not in NOT_HANDLED:
            assert cycles.get(layer.name, 0) > 0, (
                f"QKind.{layer.kind.name}: codegen/pricing.py priced no cycles for it")
    return qg


@pytest.mark.parametrize("kind", list(OpKind), ids=lambda k: k.name)
def test_a_model_of_the_kind_runs_through_every_stage(kind, tmp_path, crossbar):
    _through_every_stage(kind, tmp_path, crossbar)


@pytest.mark.parametrize("kind", list(QUANTIZER_ONLY), ids=lambda k: k.name)
def test_quantizer_only_kinds_run_through_every_stage(kind, tmp_path, crossbar):
    example = QUANTIZER_ONLY[kind][0]
    qg = _through_every_stage(example, tmp_path, crossbar)
    assert kind in [layer.kind for layer in qg.layers], (
        f"QKind.{kind.name}: the {example.name} example no longer produces one; name another "
        "in QUANTIZER_ONLY")


@pytest.mark.parametrize("mode", ["ht", "ll"])
@pytest.mark.parametrize("kind", list(OpKind), ids=lambda k: k.name)
def test_the_crossbar_program_of_the_kind_is_bit_exact(kind, mode, tmp_path):
    """The example mapped onto a crossbar hwspec and simulated: the emitted code (vector
    kernels of codegen/vector_ops.py, the LL scheduler's per-pixel tasks) computes what the
    integer reference does, bit for bit."""
    from pimsolve.pipeline import Options, compile_model
    from pimsolve.verify import default_input, run_and_check

    path, _shape = _example(kind, tmp_path, np.random.default_rng(29))
    compiled = compile_model(path, resolve_hwspec("small-8x16"),
                             Options(mode=mode, solver="balance", time_limit=5))
    check = run_and_check(compiled.program, compiled.qgraph, compiled.hw, path,
                          default_input(compiled.qgraph, 0), compiled.qgraph.graph.host_ops)
    assert check.bit_exact, (f"OpKind.{kind.name} ({mode}): the simulated program differs from "
                             f"the integer reference by {check.max_abs_diff_int}")
