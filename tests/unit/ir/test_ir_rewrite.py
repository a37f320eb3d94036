"""IR rewrites: sub-graphs of a run of layers and output-channel splits keep the graph's
structure and its integer semantics."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from pimsolve.hwspec import load_hwspec
from pimsolve.ir.qgraph import QKind
from pimsolve.ir.rewrite import (RewriteError, check_qgraph, external_inputs, live_cuts,
                                 split_output_channels, sub_qgraph)
from pimsolve.pipeline import front_half
from pimsolve.reference import run_integer
from pimsolve.verify import default_input

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def tiny_resnet():
    return front_half(ROOT / "models" / "tiny_resnet.onnx", load_hwspec(ROOT / "hwspec" /
                                                                        "puma.yaml"))


def test_a_split_layer_computes_what_the_whole_layer_did(tiny_resnet):
    qgraph = tiny_resnet
    conv = next(x for x in qgraph.layers if x.kind is QKind.CONV and x.weight.shape[0] >= 3)
    channels = conv.weight.shape[0]
    bounds = [(0, 1), (1, channels // 2), (channels // 2, channels)]
    split = split_output_channels(qgraph, conv.name, bounds)
    assert len(split.layers) == len(qgraph.layers) + len(bounds)
    q_in = qgraph.quantize_input(default_input(qgraph, 0))
    want, got = run_integer(qgraph, q_in), run_integer(split, q_in)
    for name in qgraph.outputs:
        assert np.array_equal(want[name], got[name])


def test_sub_graphs_chain_back_to_the_whole(tiny_resnet):
    """Partitions cut wherever one tensor is live, run one after another on the values earlier
    ones produced, give the whole graph's outputs."""
    qgraph = tiny_resnet
    cuts = live_cuts(qgraph)
    positions = sorted(cuts)
    q_in = qgraph.quantize_input(default_input(qgraph, 0))
    values = {qgraph.input: q_in}
    for start, stop in zip(positions, positions[1:]):
        sub = sub_qgraph(qgraph, start, stop, cuts)
        assert external_inputs(sub) == (sub.input,) and sub.input in values
        values.update(run_integer(sub, values[sub.input]))
    want = run_integer(qgraph, q_in)
    for name in qgraph.outputs:
        assert np.array_equal(values[name], want[name])


@pytest.mark.parametrize("breakage, words", [
    (lambda q: replace(q, layers=(replace(q.layers[0], inputs=("ghost",)), *q.layers[1:])),
     "reads ghost before it is produced"),
    (lambda q: replace(q, layers=(*q.layers, q.layers[-1])), "layer names repeat"),
    (lambda q: replace(q, outputs=("nowhere",)), "output nowhere is not produced"),
])
def test_a_broken_rewrite_is_caught(tiny_resnet, breakage, words):
    with pytest.raises(RewriteError, match=words):
        check_qgraph(breakage(tiny_resnet))
