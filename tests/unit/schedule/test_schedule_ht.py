"""High-throughput scheduling: layer groups of independent layers share their barriers."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from pimsolve.bind.arraygroups import layer_matrices
from pimsolve.frontend import load_model
from pimsolve.hwspec import load_hwspec
from pimsolve.quantize import quantize
from pimsolve.ir.qgraph import QKind
from pimsolve.schedule.ht import EV_DONE, _HtScheduler, _vector_units, schedule_ht
from pimsolve.schedule.steady import deal_pixels, vector_cycles
from pimsolve.solve.baseline import first_fit
from pimsolve.verify import default_input, run_and_check

MODELS = Path(__file__).resolve().parents[3] / "models"
PUMA = load_hwspec("puma")
# two arrays per core: first-fit spreads the layers over many cores
SPREAD = dataclasses.replace(PUMA, core=dataclasses.replace(PUMA.core, arrays=2))


def _prepare(name: str):
    path = MODELS / f"{name}.onnx"
    qgraph = quantize(load_model(path, None), SPREAD.precision.inputs, SPREAD.precision.weights,
                      None, seed=0)
    matrices = layer_matrices(qgraph, SPREAD)
    return path, qgraph, matrices, first_fit(matrices, SPREAD)


def _reaches(qgraph, a: str, b: str) -> bool:
    """Whether layer b reads, directly or not, what layer a computes."""
    producer = {layer.output: layer for layer in qgraph.layers}
    by_name = {layer.name: layer for layer in qgraph.layers}
    todo = [b]
    while todo:
        layer = by_name[todo.pop()]
        for tensor in layer.inputs:
            source = producer.get(tensor)
            if source is not None:
                if source.name == a:
                    return True
                todo.append(source.name)
    return False


def test_independent_layers_on_disjoint_cores_share_a_group():
    path, qgraph, matrices, placement = _prepare("tiny_inception")
    scheduler = _HtScheduler(qgraph, SPREAD, matrices, placement)
    groups = scheduler._layer_groups()
    assert sum(len(g) for g in groups) == len(qgraph.layers)
    assert len(groups) < len(qgraph.layers)  # the inception branches run side by side
    order = [layer.name for group in groups for layer in group]
    for group in groups:
        cores = [set(scheduler._participants(layer)) for layer in group]
        for j, a in enumerate(group):
            for k in range(j + 1, len(group)):
                assert not cores[j] & cores[k]
                assert not _reaches(qgraph, a.name, group[k].name)
                assert not _reaches(qgraph, group[k].name, a.name)
    for later, layer in enumerate(order):  # a valid topological order
        assert all(not _reaches(qgraph, other, layer) for other in order[later + 1:])

    program = schedule_ht(qgraph, SPREAD, matrices, placement)
    assert program.layer_groups == len(groups)
    barriers = sum(1 for inst in program.programs[0] if inst.op == "wait" and
                   inst.args[0] == EV_DONE)  # the coordinator's, one per barrier
    assert barriers == len(groups) - 1
    check = run_and_check(program, qgraph, SPREAD, path, default_input(qgraph, 0),
                          qgraph.graph.host_ops, with_profile=False)
    assert check.bit_exact


def test_dealt_vector_ranges_compute_the_model_bit_exactly():
    # the steady state's dealing (deal_pixels) in a one-input program, so the values can be
    # checked: shares over 40 cores split the vector layers, tiny_se's global average pools
    # by channels
    path, qgraph, matrices, placement = _prepare("tiny_se")
    scheduler = _HtScheduler(qgraph, SPREAD, matrices, placement)
    costs = vector_cycles(qgraph, SPREAD)
    channels = {x.name: qgraph.tensors[x.output].shape[1] for x in qgraph.layers
                if x.kind is QKind.GLOBAL_AVGPOOL}  # pools dealt by channels
    layers = [(x.name, channels.get(x.name) or _vector_units(x, qgraph), costs[x.name])
              for x in qgraph.layers if x.name in costs]
    total = sum(costs.values())
    shares = [(c, total // 40) for c in range(39, 0, -1)] + [(0, total - 39 * (total // 40))]
    scheduler.vector_ranges = deal_pixels(layers, shares)
    pools = [x.name for x in qgraph.layers if x.kind is QKind.GLOBAL_AVGPOOL]
    assert pools and any(len(scheduler.vector_ranges[name]) > 1 for name in pools)
    check = run_and_check(scheduler.run(None), qgraph, SPREAD, path, default_input(qgraph, 0),
                          qgraph.graph.host_ops, with_profile=False)
    assert check.bit_exact
