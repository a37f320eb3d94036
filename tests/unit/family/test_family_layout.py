"""PIM-DL layouts executed: every layout kind (output-parallel, input-parallel; fold levels,
spans, filters; resident, rewritten, in passes) lowered to bit-serial operations, run by the
simulator and compared bit for bit with the integer reference; the simulator's counts set
beside the layout cost model's terms."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pimsolve.errors import SimError
from pimsolve.hwspec import load_hwspec
from pimsolve.isa.families import Fill, PumLayer, Realign
from pimsolve.pipeline import front_half
from pimsolve.schedule.lower.layout import lower_layouts
from pimsolve.sim.pum import simulate_pum
from pimsolve.solve.layout.decide import DYNAMIC, RESIDENT, REWRITTEN, LayerLayout
from pimsolve.solve.layout.space import (INPUT_PARALLEL, OUTPUT_PARALLEL, layer_shapes,
                                         layout_machine, layouts)
from pimsolve.verify import check_family, default_input

ROOT = Path(__file__).resolve().parents[3]
SMALL_CHIP = {"cores_per_chip.x": 1, "core.arrays": 4, "core.blocks.rows": 2,
              "core.blocks.cols": 2, "core.blocks.blocks_per_channel": 2}


@pytest.fixture(scope="module")
def dl():
    return load_hwspec(ROOT / "hwspec" / "pim-dl.yaml")


@pytest.fixture(scope="module")
def graphs(dl):
    return {name: front_half(ROOT / "models" / f"{name}.onnx", dl)
            for name in ("lenet5", "tiny_mobilenet")}


def _run(qgraph, hw, pick, runs=RESIDENT, model="lenet5"):
    """Lower every CONV/GEMM layer with the layout ``pick`` chooses among all of its layouts,
    execute, check against the reference: (program, result, verification, chosen)."""
    machine = layout_machine(hw)
    chosen = {}
    for number, shape in enumerate(layer_shapes(qgraph)):
        layout = pick(layouts(shape, machine, prune=False))
        chosen[shape.name] = LayerLayout(shape, layout, runs, layout.cost(False), number, 1)
    program = lower_layouts(qgraph, hw, chosen)
    result, verification = check_family(program, qgraph, ROOT / "models" / f"{model}.onnx",
                                        default_input(qgraph, 0))
    return program, result, verification, chosen


def _largest(kind, key):
    """The layout of ``kind`` with the largest ``key`` (any layout if the layer has none)."""
    def pick(found):
        of_kind = [t for t in found if t.kind == kind] or list(found)
        return max(of_kind, key=key)
    return pick


PICKS = {
    "output-parallel, whole reduction per row": _largest(OUTPUT_PARALLEL, lambda t: (t.fold,
                                                                                  -t.span)),
    "output-parallel, several positions per row": _largest(OUTPUT_PARALLEL, lambda t: (
        t.span > 1, t.fold > 1, -t.blocks)),
    "input-parallel, filters and positions per row": _largest(INPUT_PARALLEL, lambda t: (
        t.filters > 1 and t.span > 1, t.fold > 1, -t.blocks)),
    "input-parallel, whole reduction per row": _largest(INPUT_PARALLEL, lambda t: (t.fold,
                                                                                -t.filters)),
    "fewest blocks": lambda found: min(found, key=lambda t: (t.blocks, t.cost(False))),
}


@pytest.mark.parametrize("model", ["lenet5", "tiny_mobilenet"])
@pytest.mark.parametrize("pick", sorted(PICKS))
def test_every_layout_kind_runs_bit_exact(graphs, dl, model, pick) -> None:
    program, result, verification, chosen = _run(graphs[model], dl, PICKS[pick], model=model)
    assert verification["bit_exact"], verification
    assert verification["primitives_match_lowering"]
    kinds = {c.layout.kind for c in chosen.values()}
    assert kinds & {OUTPUT_PARALLEL, INPUT_PARALLEL}
    if "positions" in pick:
        assert any(c.layout.span > 1 for c in chosen.values())
    if "filters" in pick:
        assert any(c.layout.filters > 1 for c in chosen.values())
    if "whole reduction" in pick:
        assert any(c.layout.fold > 1 for c in chosen.values())
    # the executed operations are the layout's compute and reduction steps, cycle for cycle
    runs = {r.name: r for r in result.layers}
    for entry in program.layers:
        if isinstance(entry, PumLayer):
            layout = chosen[entry.layer.name].layout
            run = runs[entry.layer.name]
            assert run.compute == layout.compute + layout.reduce - layout.realign
            assert entry.rows_used == layout.row_bits
            assert entry.arrays == layout.blocks
            # the inputs written, partial sums realigned and results read out: the model's
            assert run.inner == layout.load + layout.realign + layout.readout, (layout, run)
            assert run.setup > 0  # resident weights are written once, counted apart


def test_dp_choice_predicts_the_simulated_cycles(graphs, dl) -> None:
    """`map`'s choice: the simulated cycles of every layer equal the plan's prediction within
    rounding (static mode, weights resident)."""
    from pimsolve.solve.layout.decide import decide_network

    qgraph = graphs["lenet5"]
    decision = decide_network(layer_shapes(qgraph), layout_machine(dl), "auto", 5, 2, 0)
    program = lower_layouts(qgraph, dl, decision.layers())
    result = simulate_pum(program, qgraph.quantize_input(default_input(qgraph, 0)))
    runs = {r.name: r for r in result.layers}
    for name, chosen in decision.layers().items():
        assert chosen.runs == RESIDENT
        assert abs(runs[name].cycles - chosen.predicted) <= 2, (name, runs[name], chosen)


def test_layers_larger_than_the_chip_run_in_passes(graphs) -> None:
    """On a chip of 4 blocks, layouts larger than the chip run in passes (weights written in
    each), smaller ones rewrite their weights every inference; all bit-exact."""
    small = load_hwspec(ROOT / "hwspec" / "pim-dl.yaml", SMALL_CHIP)
    qgraph = front_half(ROOT / "models" / "lenet5.onnx", small)
    for kind in (OUTPUT_PARALLEL, INPUT_PARALLEL):
        program, result, verification, chosen = _run(
            qgraph, small, _largest(kind, lambda t: -t.fold), runs=DYNAMIC)
        assert verification["bit_exact"], verification
        layers = [e for e in program.layers if isinstance(e, PumLayer)]
        assert max(e.invocations for e in layers) > 1  # passes
        assert all(e.arrays <= 4 for e in layers)
        assert all(r.setup == 0 for r in result.layers)  # weights written every time
        runs = {r.name: r for r in result.layers}
        for entry in layers:  # dynamic mode's cost, counted: weights fetched and written
            # (each distinct weight fetched once), inputs, every pass, read-out
            assert runs[entry.layer.name].cycles == chosen[entry.layer.name].layout.dynamic
    program, result, verification, _ = _run(qgraph, small, _largest(INPUT_PARALLEL, lambda t: (
        -t.blocks, t.fold)), runs=REWRITTEN)
    assert verification["bit_exact"], verification


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_random_layouts_run_bit_exact(graphs, dl, data) -> None:
    """Any layout of every layer, drawn at random among all (unpruned) layouts."""
    def pick(found):
        return data.draw(st.sampled_from(sorted(found, key=lambda t: (t.kind, t.fold, t.span,
                                                                      t.filters))))
    _, _, verification, _ = _run(graphs["lenet5"], dl, pick)
    assert verification["bit_exact"], verification


def test_simulator_rejects_bad_realignment(graphs, dl) -> None:
    """A Realign that adds two partial sums into one lane, or names a lane the layer does not
    use, is a SimError; so is a resident Fill on a machine without a tile network."""
    from dataclasses import replace

    program, _, _, _ = _run(graphs["lenet5"], dl, PICKS["input-parallel, filters and positions "
                                                        "per row"])
    q_in = graphs["lenet5"].quantize_input(default_input(graphs["lenet5"], 0))
    index, entry = next((i, e) for i, e in enumerate(program.layers)
                        if isinstance(e, PumLayer) and any(isinstance(o, Realign)
                                                           for o in e.ops))
    at = next(i for i, o in enumerate(entry.ops) if isinstance(o, Realign) and len(o.dst) > 1)
    op = entry.ops[at]

    def with_op(new_op, machine=None):
        ops = entry.ops[:at] + (new_op,) + entry.ops[at + 1:]
        layers = program.layers[:index] + (replace(entry, ops=ops),) + program.layers[index + 1:]
        return replace(program, layers=layers, machine=machine or program.machine)

    same = np.repeat(op.dst[:1], len(op.dst), axis=0)
    with pytest.raises(SimError, match="one lane"):
        simulate_pum(with_op(replace(op, dst=same)), q_in)
    outside = op.src.copy()
    outside[0, 1] = entry.lanes_used
    with pytest.raises(SimError, match="outside"):
        simulate_pum(with_op(replace(op, src=outside)), q_in)
    assert any(isinstance(o, Fill) and o.resident for o in entry.ops)
    with pytest.raises(SimError, match="tile network"):
        simulate_pum(with_op(op, replace(program.machine, tile_bandwidth=None)), q_in)


@pytest.mark.parametrize("network", ["pim-dl", "pim-dl-mesh", "pim-dl-broadcast"])
def test_placed_programs_are_timed_on_the_block_network(network) -> None:
    """`map`'s program for LeNet-5 in static mode: every layer on the blocks the allocation
    gave it (disjoint: all weights resident), bit-exact; the inputs a layer takes from its
    group's blocks and the partial sums moved between blocks are routed on the tile's network.
    The plan priced on that network predicts every layer: exactly where only partial sums move
    (the reduction tree's phases), within 5% where a layer takes its inputs from its group on
    the bus and the mesh; on the broadcast network the model lets a column's blocks share each
    transfer, which the program's blocks do only in part (low by at most a third)."""
    from pimsolve.solve.layout.decide import decide_network

    hw = load_hwspec(ROOT / "hwspec" / f"{network}.yaml")
    qgraph = front_half(ROOT / "models" / "lenet5.onnx", hw)
    decision = decide_network(layer_shapes(qgraph), layout_machine(hw), "static", 4, 2, 0,
                              blocks=hw.core.blocks, per_tile=hw.core.arrays)
    chosen = decision.layers()
    program = lower_layouts(qgraph, hw, chosen)
    result, verification = check_family(program, qgraph, ROOT / "models" / "lenet5.onnx",
                                        default_input(qgraph, 0))
    assert verification["bit_exact"], verification
    layers = [e for e in program.layers if isinstance(e, PumLayer)]
    held = [b for e in layers for b in e.blocks]
    assert len(held) == len(set(held)) == sum(e.arrays for e in layers)
    for entry in layers:
        assert entry.blocks == chosen[entry.layer.name].blocks[:entry.arrays]
        # a layer fed from its group takes its inputs from the producers' blocks
        assert any(isinstance(op, Fill) and op.on_chip for op in entry.ops) == \
            chosen[entry.layer.name].fed_in_tile
    assert any(c.fed_in_tile for c in chosen.values())
    runs = {r.name: r for r in result.layers}
    assert sum(runs[e.layer.name].network for e in layers) > 0
    for entry in layers:
        predicted, counted = chosen[entry.layer.name].predicted, runs[entry.layer.name].cycles
        if not chosen[entry.layer.name].fed_in_tile:
            assert counted == predicted, entry.layer.name
        elif network == "pim-dl-broadcast":
            assert predicted <= counted <= 1.34 * predicted, (entry.layer.name, predicted, counted)
        else:
            assert abs(counted - predicted) <= 0.05 * predicted, (entry.layer.name, predicted,
                                                                  counted)
    counted = sum(runs[e.layer.name].cycles for e in layers)
    assert 0.9 <= decision.cycles / counted <= 1.0 + 1e-3, (decision.cycles, counted)


def test_placed_layers_spanning_tiles_run_bit_exact() -> None:
    """Hybrid mode on a chip of two 4-block tiles: LeNet-5's layers larger than the chip run in
    passes over both tiles; partial sums moved inside a tile are routed on its bus, those
    between the tiles go at the write rate; bit-exact."""
    from pimsolve.solve.layout.decide import decide_network

    hw = load_hwspec(ROOT / "hwspec" / "pim-dl.yaml", {**SMALL_CHIP, "cores_per_chip.x": 2})
    qgraph = front_half(ROOT / "models" / "lenet5.onnx", hw)
    decision = decide_network(layer_shapes(qgraph), layout_machine(hw), "auto", 2, 2, 0,
                              blocks=hw.core.blocks, per_tile=hw.core.arrays)
    assert decision.problem.mode == "hybrid"
    program = lower_layouts(qgraph, hw, decision.layers())
    layers = [e for e in program.layers if isinstance(e, PumLayer)]
    assert any({b // 4 for b in e.blocks} == {0, 1} for e in layers)
    result, verification = check_family(program, qgraph, ROOT / "models" / "lenet5.onnx",
                                        default_input(qgraph, 0))
    assert verification["bit_exact"], verification
    assert any(r.network > 0 for r in result.layers)


def test_simulator_refuses_blocks_holding_resident_weights(dl) -> None:
    """A placed layer on a block where an earlier layer's weights are resident, or on one
    block twice, or a Fill taking from the tile's blocks values none of them holds, is a
    SimError."""
    from dataclasses import replace

    from pimsolve.solve.layout.decide import decide_network

    qgraph = front_half(ROOT / "models" / "lenet5.onnx", dl)
    decision = decide_network(layer_shapes(qgraph), layout_machine(dl), "static", 2, 2, 0,
                              blocks=dl.core.blocks, per_tile=dl.core.arrays)
    program = lower_layouts(qgraph, dl, decision.layers())
    q_in = qgraph.quantize_input(default_input(qgraph, 0))
    matrix = [i for i, e in enumerate(program.layers) if isinstance(e, PumLayer)]
    first, second = program.layers[matrix[0]], program.layers[matrix[1]]

    def placed(blocks):
        layers = list(program.layers)
        layers[matrix[1]] = replace(second, blocks=blocks)
        return replace(program, layers=tuple(layers))

    over = (first.blocks[0],) + second.blocks[1:]  # one block of the first layer's
    with pytest.raises(SimError, match="resident weights"):
        simulate_pum(placed(over), q_in)
    with pytest.raises(SimError, match="distinct blocks"):
        simulate_pum(placed((second.blocks[0],) * second.arrays), q_in)
    # the first layer's inputs come from global memory: a Fill claiming them from the blocks
    ops = tuple(replace(op, on_chip=True) if isinstance(op, Fill) and op.region.startswith(
        "act:") else op for op in first.ops)
    layers = list(program.layers)
    layers[matrix[0]] = replace(first, ops=ops)
    with pytest.raises(SimError, match="no block of its tiles holds"):
        simulate_pum(replace(program, layers=tuple(layers)), q_in)


@settings(max_examples=40, deadline=None)
@given(lanes=st.integers(1, 200), arrays=st.integers(1, 3), d=st.integers(1, 150),
       seed=st.integers(0, 2**16), merged=st.booleans())
def test_word_shifts_move_lanes_as_lane_by_lane_moves(lanes, arrays, d, seed, merged) -> None:
    """The reduction tree's fast path (sources shifted down ``d`` lanes on 64-lane words, added
    everywhere, cleared) equals moving and adding the lanes one by one."""
    from pimsolve.sim.pum import _shifted_add, pack, ripple_add, unpack

    if merged:
        lanes = -(-lanes // 64) * 64  # whole words per array: the lanes of all arrays in a run
    total = lanes * arrays if merged else lanes
    dst = np.array([x for x in range(total - d) if (x // d) % 2 == 0], dtype=np.int64)
    if dst.size == 0:
        return
    src = dst + d
    rng = np.random.default_rng(seed)
    bits = rng.integers(0, 2, size=(8, arrays, lanes), dtype=np.uint8)
    cells = pack(bits)
    assert _shifted_add(cells, slice(0, 8), src, dst, total, merged=merged)
    expected = bits.copy()
    runs = [expected.reshape(8, -1)] if merged else [expected[:, a, :] for a in range(arrays)]
    for run in runs:  # views: lane by lane, as the operation is defined
        run[:, dst] = ripple_add(run[:, dst], run[:, src])
        run[:, src] = 0
    assert np.array_equal(unpack(cells, lanes), expected)
