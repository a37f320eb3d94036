"""The model zoo and the shipped models: determinism, sizes, IR contents, and float agreement
of run_float(load_model(m)) with onnxruntime on the original model."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import onnx
import onnxruntime as ort
import pytest

from pimsolve import zoo
from pimsolve.errors import BadInputError
from pimsolve.frontend import load_model
from pimsolve.ir.execute import apply_host_ops, run_float

MODELS_DIR = Path(__file__).resolve().parents[3] / "models"
TINY = ["tiny_resnet", "tiny_inception", "tiny_mobilenet", "tiny_se", "tiny_mlp"]
BENCHMARKS = ["lenet5", "vgg8", "resnet18_cifar", "alexnet", "vgg16", "resnet18", "resnet34",
              "resnet50", "googlenet", "squeezenet", "mobilenetv2", "vgg19", "mobilenet_v1",
              "densenet121", "inception_v2"]


def agree_with_onnxruntime(path: Path) -> tuple[float, object]:
    graph = load_model(path)
    x = np.random.default_rng(3).normal(size=graph.inputs[0].shape).astype(np.float32)
    (ours,) = apply_host_ops(graph, run_float(graph, x)).values()
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    (ref,) = ort.InferenceSession(str(path), options).run(None, {graph.inputs[0].name: x})
    rel = float(np.abs(ours.reshape(ref.shape) - ref).max() / max(1.0, np.abs(ref).max()))
    return rel, graph


def test_the_zoo_lists_every_model() -> None:
    assert sorted(zoo.MODELS) == sorted(TINY + BENCHMARKS)
    assert set(zoo.SHIPPED) <= set(zoo.MODELS)


@pytest.mark.parametrize("name", TINY + ["lenet5"])
def test_shipped_models_are_the_builder_output(name: str) -> None:
    path = MODELS_DIR / f"{name}.onnx"
    assert path.stat().st_size <= 1_000_000
    assert path.read_bytes() == zoo.build(name, seed=0).SerializeToString(), \
        f"regenerate with: pimsolve zoo --out models {name}"


@pytest.mark.parametrize("name", TINY + ["lenet5"])
def test_shipped_models_match_onnxruntime(name: str) -> None:
    rel, graph = agree_with_onnxruntime(MODELS_DIR / f"{name}.onnx")
    assert rel <= 1e-4
    assert all(t.shape[0] == 1 for t in graph.tensors.values())
    if name.startswith("tiny_"):  # small enough for small hardware
        assert all(t.shape[1] <= 64 for t in graph.tensors.values() if len(t.shape) == 4)


def test_shipped_model_contents() -> None:
    def kinds(name: str) -> set[str]:
        return {layer.kind.value for layer in load_model(MODELS_DIR / f"{name}.onnx").layers}

    assert {"add", "maxpool", "global_avgpool", "gemm", "conv"} <= kinds("tiny_resnet")
    assert {"concat", "avgpool", "maxpool"} <= kinds("tiny_inception")
    assert {"hard_swish", "hard_sigmoid", "mul"} <= kinds("tiny_se")
    assert kinds("tiny_mlp") == {"gemm"}
    mobile = load_model(MODELS_DIR / "tiny_mobilenet.onnx")
    assert "add" in {layer.kind.value for layer in mobile.layers}
    depthwise = [layer for layer in mobile.layers if layer.kind.value == "conv"
                 and layer.attrs.groups > 1]  # type: ignore[union-attr]
    assert depthwise and all(layer.fused and layer.fused[0][0].value == "clip"
                             for layer in depthwise)
    assert load_model(MODELS_DIR / "tiny_mlp.onnx").host_ops == ("Softmax(softmax)",)


def test_activations_stay_order_one() -> None:
    for name in TINY + ["lenet5"]:
        graph = load_model(MODELS_DIR / f"{name}.onnx")
        x = np.random.default_rng(0).normal(size=graph.inputs[0].shape)
        values = run_float(graph, x, keep_all=True)
        assert set(values) == set(graph.tensors)
        for tensor, value in values.items():
            assert np.abs(value).max() < 32, (name, tensor)
            assert value.std() > 0.01, (name, tensor)


def test_seeds_are_deterministic_and_distinct() -> None:
    a, b, c = (zoo.build("tiny_se", seed=s).SerializeToString() for s in (5, 5, 6))
    assert a == b and a != c


def test_zoo_main_writes_files(tmp_path: Path) -> None:
    paths = zoo.zoo_main(["tiny_mlp", "tiny_se"], tmp_path / "out", seed=1)
    assert [p.name for p in paths] == ["tiny_mlp.onnx", "tiny_se.onnx"]
    onnx.checker.check_model(onnx.load(paths[0]))
    with pytest.raises(BadInputError, match="unknown zoo model 'nope'; available: lenet5, "):
        zoo.zoo_main(["nope"], tmp_path, seed=0)
    with pytest.raises(BadInputError, match="unknown zoo model 'nope'"):
        zoo.build("nope")


def test_pimsolve_zoo_builds_a_model(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "pimsolve", "zoo", "--out", str(tmp_path),
                           "tiny_mlp"], capture_output=True, text=True, check=True)
    assert "tiny_mlp.onnx" in done.stdout and "17,098 parameters" in done.stdout
    assert (tmp_path / "tiny_mlp.onnx").exists()


def test_small_benchmarks_build_and_match(tmp_path: Path) -> None:
    for name in ("vgg8", "resnet18_cifar"):
        path = zoo.save(name, tmp_path / f"{name}.onnx")
        rel, graph = agree_with_onnxruntime(path)
        assert rel <= 1e-4
        assert graph.inputs[0].shape == (1, 3, 32, 32) and graph.outputs[0].shape == (1, 10)


EXPECTED_PARAMETERS = {  # torchvision's counts where the layouts coincide
    "alexnet": 61_100_840, "vgg16": 138_357_544, "resnet18": 11_689_512 + 9_600,
    "resnet34": 21_797_672 + 17_024, "resnet50": 25_557_032 + 53_120,
    "squeezenet": 1_248_424, "mobilenetv2": 3_504_872 + 34_112, "vgg19": 143_667_240,
}

# PIM-DL's Table III networks beyond the ones above: trainable parameters (without BatchNorm
# running statistics), torchvision's DenseNet-121 and the MobileNet paper's 4.2M
TRAINABLE = {"densenet121": 7_978_856, "mobilenet_v1": 4_231_976, "inception_v2": 11_285_224}


@pytest.mark.parametrize("name", sorted(TRAINABLE))
def test_pim_dl_networks_build_and_match_onnxruntime(name: str, tmp_path: Path) -> None:
    path = zoo.save(name, tmp_path / f"{name}.onnx")
    model = onnx.load(path)
    stats = sum(int(np.prod(t.dims)) for t in model.graph.initializer
                if t.name.endswith((".running_mean", ".running_var")))
    assert zoo.parameter_count(model) - stats == TRAINABLE[name]
    rel, graph = agree_with_onnxruntime(path)
    assert rel <= 1e-4
    assert graph.inputs[0].shape == (1, 3, 224, 224) and graph.outputs[0].shape == (1, 1000)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["alexnet", "vgg16", "vgg19", "resnet18", "resnet34",
                                  "resnet50", "googlenet", "squeezenet", "mobilenetv2"])
def test_imagenet_benchmarks_match_onnxruntime(name: str, tmp_path: Path) -> None:
    path = zoo.save(name, tmp_path / f"{name}.onnx")
    model = onnx.load(path)
    if name in EXPECTED_PARAMETERS:  # BatchNorm statistics count as parameters here
        assert zoo.parameter_count(model) == EXPECTED_PARAMETERS[name]
    del model
    rel, graph = agree_with_onnxruntime(path)
    assert rel <= 1e-4
    assert graph.inputs[0].shape == (1, 3, 224, 224) and graph.outputs[0].shape[:2] == (1, 1000)
