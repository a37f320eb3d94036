"""Partitioning across weight replacements (pimsolve.solve.partition.plan)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hwfixtures import shrunk_chip

from pimsolve.bind.arraygroups import layer_matrices
from pimsolve.errors import InfeasibleError
from pimsolve.frontend import load_model
from pimsolve.hwspec import load_hwspec
from pimsolve.ir.rewrite import external_inputs, live_cuts, sub_qgraph
from pimsolve.quantize import quantize
from pimsolve.reference import run_integer
from pimsolve.solve.partition.plan import plan_partitions
from pimsolve.solve.partition.segments import (fits_chip, reload_cycles, reload_energy_pj,
                                               split_wide_layers, write_energy_pj)

ROOT = Path(__file__).resolve().parents[3]


def _load(model: str, hw_path: Path):
    hw = load_hwspec(hw_path)
    qgraph = quantize(load_model(ROOT / "models" / f"{model}.onnx"), hw.precision.inputs,
                      hw.precision.weights, None, seed=0)
    return hw, qgraph, layer_matrices(qgraph, hw)


@pytest.mark.parametrize("model", ["tiny_resnet", "tiny_inception", "tiny_mobilenet", "lenet5"])
def test_every_cut_leaves_one_live_tensor_and_the_parts_compose(tmp_path, model) -> None:
    """A partition reads only its input and its own layers' outputs, and running the parts one
    after another on the integer reference gives the whole model's outputs."""
    hw, qgraph, _ = _load(model, ROOT / "hwspec" / "small-8x16.yaml")
    cuts = live_cuts(qgraph)
    positions = sorted(cuts)
    assert positions[0] == 0 and positions[-1] == len(qgraph.layers)
    assert len(positions) > 2
    x = qgraph.quantize_input(np.random.default_rng(0).standard_normal(
        qgraph.tensors[qgraph.input].shape))
    want = run_integer(qgraph, x)
    current = x
    for a, b in zip(positions, positions[1:]):
        sub = sub_qgraph(qgraph, a, b, cuts)
        known = {sub.input} | {layer.output for layer in sub.layers}
        assert all(name in known for layer in sub.layers for name in layer.inputs)
        current = run_integer(sub, current)[sub.outputs[0]]
    assert (current == want[qgraph.outputs[0]]).all()


@pytest.mark.parametrize("model", ["tiny_resnet", "tiny_se",
                                   pytest.param("tiny_inception", marks=pytest.mark.slow)])
def test_partitions_from_one_cut_share_the_emission_of_their_vector_layers(model) -> None:
    """Partition costing emits the vector layers once per start and set of inputs, as the
    longest partition: each partition's V is the one its own graph gives."""
    from pimsolve.solve.partition.segments import _vector_works
    from pimsolve.solve.placement.cost import vector_work

    hw, qgraph, _ = _load(model, ROOT / "hwspec" / "puma.yaml")
    cuts = live_cuts(qgraph, frozenset(range(1, len(qgraph.layers))))  # every position
    positions = sorted(cuts)
    for i, a in enumerate(positions[:-1]):
        stops = positions[i + 1:]
        works = _vector_works(qgraph, hw, cuts, a, stops)
        assert works == {b: vector_work(sub_qgraph(qgraph, a, b, cuts), hw) for b in stops}


def test_the_plan_is_the_cheapest_chain_of_partitions_that_fit(tmp_path) -> None:
    """Every chosen partition fits the chip, and the CP-SAT optimum equals a dynamic program
    over the same partition costs."""
    hw, qgraph, matrices = _load("tiny_mobilenet", shrunk_chip(tmp_path, 2, 8))
    assert sum(m.arrays for m in matrices.values()) > hw.total_arrays
    plan = plan_partitions(qgraph, hw, matrices, "ht", 16)
    assert plan.stats.status == "OPTIMAL" and plan.stats.gap == 0
    assert len(plan.segments) >= 2
    assert plan.segments[0].start == 0 and plan.segments[-1].stop == len(qgraph.layers)
    for left, right in zip(plan.segments, plan.segments[1:]):
        assert left.stop == right.start
    assert all(s.arrays <= hw.total_arrays for s in plan.segments)
    assert plan.stats.objective == sum(s.cost for s in plan.segments)
    # the same minimum by a dynamic program over every fitting partition
    from pimsolve.solve.partition.segments import weight_bytes
    from pimsolve.solve.placement.bound import cycle_bound
    from pimsolve.solve.placement.cost import build_problem

    cuts = live_cuts(qgraph, frozenset(range(1, len(qgraph.layers))))  # every position
    positions = sorted(cuts)
    best = {0: 0}
    for b in positions[1:]:
        options = []
        for a in positions:
            if a >= b or a not in best:
                continue
            names = [layer.name for layer in qgraph.layers[a:b] if layer.name in matrices]
            arrays = sum(matrices[n].arrays for n in names)
            if not names or arrays > hw.total_arrays:
                continue
            problem = build_problem(sub_qgraph(qgraph, a, b, cuts), hw,
                                    {n: matrices[n] for n in names}, "ht")
            reload = reload_cycles(hw, weight_bytes(qgraph, names), -(-arrays // hw.num_cores))
            options.append(best[a] + reload + 16 * cycle_bound(problem))
        if options:
            best[b] = min(options)
    assert best[len(qgraph.layers)] == plan.stats.objective


def test_reload_takes_the_slower_of_streaming_and_writing(tmp_path) -> None:
    hw = load_hwspec(shrunk_chip(tmp_path, 2, 8))
    per_array = hw.core.array.rows  # no write_latency in the hwspec: one cycle per row
    bandwidth = hw.global_memory.bandwidth
    assert reload_cycles(hw, 0, 3) == 3 * per_array
    assert reload_cycles(hw, int(bandwidth * 10_000), 1) == 10_000
    (tmp_path / "w").mkdir()
    written = load_hwspec(shrunk_chip(tmp_path / "w", 2, 8,
                                      "  crossbar: {write_latency: 7 * rows}\n"))
    assert reload_cycles(written, 0, 2) == 2 * 7 * written.core.array.rows


def test_reload_energy_counts_array_writes_when_the_hwspec_gives_them(tmp_path) -> None:
    plain = load_hwspec(shrunk_chip(tmp_path, 2, 8))
    assert write_energy_pj(plain) is None  # not stated: writes cost nothing, streaming does
    assert reload_energy_pj(plain, 4096, 5) == reload_energy_pj(plain, 4096, 0) > 0
    (tmp_path / "e").mkdir()
    hw = load_hwspec(shrunk_chip(tmp_path / "e", 2, 8, "  crossbar: {write_latency: rows, "
                                                       "write_energy: rows * cols / 4}\n"))
    per_array = hw.core.array.rows * hw.core.array.cols / 4
    assert write_energy_pj(hw) == per_array
    assert reload_energy_pj(hw, 4096, 5) == pytest.approx(reload_energy_pj(plain, 4096, 0)
                                                         + 5 * per_array)


@pytest.mark.parametrize("mode", ["ht", "ll"])
def test_a_layer_larger_than_the_chip_must_be_split_first(tmp_path, mode) -> None:
    hw, qgraph, matrices = _load("lenet5", shrunk_chip(tmp_path, 1, 8))
    with pytest.raises(InfeasibleError, match="alone needs 32 arrays.*split it first"):
        plan_partitions(qgraph, hw, matrices, mode, 1)
    graph, mats, between = split_wide_layers(qgraph, hw, matrices)
    plan = plan_partitions(graph, hw, mats, mode, 1, between=between)
    assert all(s.arrays <= hw.total_arrays for s in plan.segments)


def test_wide_layers_split_into_slices_that_fit_and_compute_the_same(tmp_path) -> None:
    """Slices along the output channels, aligned to an array's columns, each fit and pack; the
    split graph computes the same integers; cuts between slices carry several live tensors."""
    hw, qgraph, matrices = _load("lenet5", shrunk_chip(tmp_path, 1, 8))
    wide = [name for name, m in matrices.items() if m.arrays > hw.total_arrays]
    assert wide
    graph, mats, between = split_wide_layers(qgraph, hw, matrices)
    assert all(m.arrays <= hw.total_arrays for m in mats.values())
    names = [layer.name for layer in graph.layers]
    for name in wide:
        slices = [n for n in names if n.startswith(f"{name}.out")]
        assert len(slices) >= 2 and names.index(name) == names.index(slices[-1]) + 1
    assert between and all(0 < p < len(graph.layers) for p in between)
    x = qgraph.quantize_input(np.random.default_rng(1).standard_normal(
        qgraph.tensors[qgraph.input].shape))
    want, got = run_integer(qgraph, x), run_integer(graph, x)
    assert all((got[name] == want[name]).all() for name in qgraph.outputs)
    cuts = live_cuts(graph, between)
    assert any(len(cuts[p]) > 1 for p in between)
    plan = plan_partitions(graph, hw, mats, "ht", 4, between=between)
    assert plan.stats.status == "OPTIMAL"
    for segment in plan.segments:  # every partition reads only what earlier ones produced
        sub = sub_qgraph(graph, segment.start, segment.stop, plan.cuts)
        produced = {qgraph.input} | {layer.output for layer in graph.layers[:segment.start]}
        assert set(external_inputs(sub)) <= produced


def test_the_greedy_baseline_fills_the_chip_and_costs_no_less(tmp_path) -> None:
    """`--partition greedy` takes the longest partition that fits from every cut: never cheaper
    than the CP-SAT plan, and no partition could have reached one layer further."""
    hw, qgraph, matrices = _load("tiny_mobilenet", shrunk_chip(tmp_path, 2, 8))
    best = plan_partitions(qgraph, hw, matrices, "ht", 16)
    greedy = plan_partitions(qgraph, hw, matrices, "ht", 16, method="greedy")
    assert greedy.stats.status == "HEURISTIC" and greedy.stats.bound is None
    assert greedy.stats.objective == sum(s.cost for s in greedy.segments)
    assert greedy.stats.objective >= best.stats.objective
    assert len(greedy.segments) <= len(best.segments)
    for segment in greedy.segments[:-1]:  # one layer further would not fit or not pack
        sub = sub_qgraph(qgraph, segment.start, segment.stop + 1, greedy.cuts)
        own = {layer.name: matrices[layer.name] for layer in sub.layers if layer.name in matrices}
        assert not fits_chip(sub, hw, own, "ht")


def test_layerwise_puts_one_weight_layer_and_its_trailing_layers_in_each_partition(
        tmp_path) -> None:
    """COMPASS's layerwise baseline on a hand-checked chain: lenet5 is conv, relu, pool, conv,
    relu, pool, then gemm/relu pairs; each partition starts at a weight layer (the first at 0)
    and holds the non-weight layers up to the next one; a layer wider than the chip gives one
    partition per slice, its concatenation trailing the last."""
    hw, qgraph, matrices = _load("lenet5", shrunk_chip(tmp_path, 2, 8))
    qgraph, matrices, between = split_wide_layers(qgraph, hw, matrices)
    assert any(name.startswith("fc1.out") for name in matrices)
    plan = plan_partitions(qgraph, hw, matrices, "ht", 4, between=between, method="layerwise")
    kinds = [[layer.kind.name for layer in qgraph.layers[s.start:s.stop]] for s in plan.segments]
    weights = [name for name in (layer.name for layer in qgraph.layers) if name in matrices]
    assert len(plan.segments) == len(weights)
    for segment, name in zip(plan.segments, weights):
        layers = qgraph.layers[segment.start:segment.stop]
        assert [x.name for x in layers if x.name in matrices] == [name]
    assert all(k[0] in ("CONV", "GEMM") for k in kinds)
    assert plan.segments[0].start == 0 and plan.segments[-1].stop == len(qgraph.layers)


@pytest.mark.parametrize("objective", ["throughput", "edp"])
def test_cpsat_is_never_worse_than_the_ga_and_both_are_scored_alike(tmp_path, objective) -> None:
    """The GA (COMPASS's Alg. 1) and CP-SAT choose among the same candidates under the same
    objective; CP-SAT's chain is at least as good, its bound below both, and each method's
    reported objective is its chain's value recomputed from the segments."""
    from pimsolve.solve.partition.objective import Objective
    from pimsolve.solve.partition.segments import candidates

    hw, qgraph, matrices = _load("tiny_mobilenet", shrunk_chip(tmp_path, 2, 8))
    found = candidates(qgraph, hw, matrices, "ht", 4)
    goal = Objective.of(objective, hw)
    plans = {m: plan_partitions(qgraph, hw, matrices, "ht", 4, method=m, objective=objective,
                                found=found) for m in ("cpsat", "ga", "greedy", "layerwise")}
    for plan in plans.values():
        assert plan.stats.objective == round(goal.value(plan.segments))
    cpsat = plans["cpsat"].stats
    assert cpsat.objective <= min(p.stats.objective for p in plans.values())
    assert cpsat.bound <= cpsat.objective
    if cpsat.status == "OPTIMAL":
        assert cpsat.gap <= 1e-6
    history = plans["ga"].ga_history
    assert history and all(b <= a for a, b in zip(history, history[1:]))  # elitist


def test_the_ga_is_seeded() -> None:
    """Same seed, same chain; COMPASS's four mutations keep every chain valid."""
    import random

    from pimsolve.solve.partition.ga import _mutate, _scores, _Space
    from pimsolve.solve.partition.objective import Objective, valid_chain
    from pimsolve.solve.partition.segments import candidates

    hw, qgraph, matrices = _load("tiny_resnet", ROOT / "hwspec" / "small-8x16.yaml")
    hw = load_hwspec(ROOT / "hwspec" / "small-8x16.yaml")
    found = candidates(qgraph, hw, matrices, "ht", 4)
    goal = Objective.of("throughput", hw)
    space = _Space(found, random.Random(3))
    population = [(0, *space.walk(0, found.end)) for _ in range(20)]
    assert all(valid_chain(found, c) for c in population)
    fits, prefix = _scores(space, goal, population)
    for _ in range(200):
        k = space.rng.randrange(len(population))
        child = _mutate(space, population[k], fits[k], prefix)
        assert valid_chain(found, child)
    runs = [plan_partitions(qgraph, hw, matrices, "ht", 4, method="ga", found=found, seed=5)
            for _ in range(2)]
    assert runs[0].segments == runs[1].segments
