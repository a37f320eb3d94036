"""High-throughput scheduling: layer groups of independent layers share their barriers."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from pimsolve.bind.arraygroups import layer_matrices
from pimsolve.frontend import load_model
from pimsolve.hwspec import load_hwspec
from pimsolve.quantize import quantize
from pimsolve.ir.qgraph import QKind
from pimsolve.pipeline import Options, compile_model
from pimsolve.schedule.ht.scheduler import EV_DONE, _HtScheduler, _vector_units, schedule_ht
from pimsolve.codegen.memory import LocalMemoryError
from pimsolve.codegen.pricing import pool_passes, vector_cycles
from pimsolve.schedule.ht.steady import deal_pixels
from pimsolve.solve.placement.baseline import first_fit
from pimsolve.solve.placement.buffers import TERMS, block_buffers, finish_chunk, fit_buffers
from pimsolve.solve.placement.cost import build_problem
from pimsolve.verify import default_input, pipeline_cycle, run_and_check

ROOT = Path(__file__).resolve().parents[3]
MODELS = ROOT / "models"
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
    assert barriers == len(groups)  # between groups, and one closing the input
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


def _wide_conv(path: Path) -> Path:
    """One 3x3 convolution of 32 to 128 channels: three array groups of 128 rows."""
    return _conv(path, 32, 128)


def _conv(path: Path, cin: int, cout: int) -> Path:
    """One 3x3 convolution of ``cin`` to ``cout`` channels on 6x6, then a ReLU."""
    rng = np.random.default_rng(1)
    weight = helper.make_tensor("w", TensorProto.FLOAT, [cout, cin, 3, 3],
                                rng.normal(0, 0.2, cout * cin * 9))
    bias = helper.make_tensor("b", TensorProto.FLOAT, [cout], rng.normal(0, 0.1, cout))
    nodes = [helper.make_node("Conv", ["x", "w", "b"], ["c"], name="c", pads=[1] * 4),
             helper.make_node("Relu", ["c"], ["y"], name="r")]
    graph = helper.make_graph(
        nodes, "conv", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, cin, 6, 6])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, cout, 6, 6])], [weight, bias])
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]), path)
    return path


def test_wide_blocks_on_a_small_local_memory_are_finished_in_chunks(tmp_path):
    """A home core whose buffers for a layer (partial sums, bias, an inbox per block, a shift
    vector as wide as the block) do not fit its local memory receives and shifts the block
    in chunks (ResNet-50's 2048-channel layers on puma failed with "inbox did not fit"): the
    program stays within local memory and is bit-exact, and the cost model counts the
    chunked transfers, so it still predicts the simulated pipeline cycle."""
    text = (ROOT / "hwspec" / "puma.yaml").read_text()
    text = text.replace("arrays: 128 ", "arrays: 8 ").replace("bytes: 64 * 1024", "bytes: 4096")
    text = text.replace("{x: 23, y: 6}", "{x: 2, y: 2}")  # one replica: 36 windows in a row
    hw_path = tmp_path / "puma-small.yaml"
    hw_path.write_text(text)
    path = _wide_conv(tmp_path / "wide.onnx")
    compiled = compile_model(path, hw_path, Options(solver="balance"))
    hw, m = compiled.hw, compiled.matrices["c"]
    assert hw.core.local_memory_bytes == 4096 and len(m.groups) == 3
    assert {g.width for g in m.groups} == {128}  # one block, cut over three cores
    chunk = finish_chunk(*block_buffers([128 * 2], [(128, 1, 2, True)], 128, 2), 128, 4096)
    assert chunk is not None and chunk < 128
    program = compiled.program
    sizes = {inst.get("size") for code in program.programs.values() for inst in code
             if inst.op == "recv"}
    assert sizes and max(sizes) <= chunk * 8  # partial sums arrive in chunks
    assert max(program.local_peak.values()) <= 4096
    check = run_and_check(program, compiled.qgraph, hw, path, default_input(compiled.qgraph, 0),
                          compiled.qgraph.graph.host_ops, with_profile=False)
    assert check.bit_exact
    assert compiled.validation.objective == pytest.approx(pipeline_cycle(compiled), rel=0.02)


def _deep_conv(path: Path) -> Path:
    """One 3x3 convolution of 64 to 256 channels on 6x6: five array groups of one 256-wide
    output block (576 weight rows)."""
    return _conv(path, 64, 256)


def _small_puma(tmp_path: Path, nbytes: int) -> Path:
    text = (ROOT / "hwspec" / "puma.yaml").read_text()
    text = text.replace("bytes: 64 * 1024", f"bytes: {nbytes}")
    hw_path = tmp_path / f"puma-{nbytes}.yaml"
    hw_path.write_text(text.replace("{x: 23, y: 6}", "{x: 2, y: 2}"))
    return hw_path


@pytest.mark.parametrize("nbytes", [8192, 7168])
def test_a_core_short_of_local_memory_adds_fewer_terms_at_a_time_then_streams_its_bias(
        tmp_path, nbytes):
    """A home holding the five array groups of a 256-wide block needs 16,000 bytes laid out
    as by default (four term buffers of 2 KB, the bias, the partial sums, the window). With
    8 KB it issues one mvmul at a time into a single term buffer; with 7 KB it also loads its
    bias from global memory a chunk at a time. Either way the program fits, is bit-exact,
    and the cost model, which lays the buffers out alike, predicts its pipeline cycle."""
    path = _deep_conv(tmp_path / "deep.onnx")
    default = compile_model(path, _small_puma(tmp_path, 64 * 1024), Options(time_limit=10))
    compiled = compile_model(path, _small_puma(tmp_path, nbytes), Options(time_limit=10))
    assert max(default.program.local_peak.values()) == 16000
    assert max(compiled.program.local_peak.values()) <= nbytes

    def count(program, op):
        return sum(1 for code in program.programs.values() for inst in code if inst.op == op)

    m = compiled.matrices["c"]
    assert len(m.groups) == 5 and {g.cols for g in m.groups} == {(0, 256)}
    assert all(len(set(row)) == 1 for row in compiled.placement.cores["c"])  # not cut
    windows = 36  # one mvmul per group and window, in five batches instead of one
    assert count(default.program, "setbw") == 4 * windows
    assert count(compiled.program, "setbw") == (2 * 5 + 2) * windows
    streamed = count(compiled.program, "ld") - count(default.program, "ld")
    assert (streamed > 0) == (nbytes == 7168)  # the bias, a load per chunk and window
    check = run_and_check(compiled.program, compiled.qgraph, compiled.hw, path,
                          default_input(compiled.qgraph, 0), compiled.qgraph.graph.host_ops,
                          with_profile=False)
    assert check.bit_exact
    assert compiled.validation.objective == pytest.approx(pipeline_cycle(compiled), rel=0.01)
    assert compiled.validation.objective > default.validation.objective


def test_a_replica_whose_buffers_fit_no_core_is_cut_into_pieces_that_fit(tmp_path):
    """With 5 KB even one term buffer and a streamed bias leave the five groups of the block
    too large for one core, so the cost model cuts the replica into pieces (the scheduler
    lays out each alone as the model does); with 8 KB it stays whole."""
    path = _deep_conv(tmp_path / "deep.onnx")
    for nbytes, pieces in ((8192, 1), (5120, 3)):
        hw = load_hwspec(_small_puma(tmp_path, nbytes))
        qgraph = quantize(load_model(path, None), hw.precision.inputs, hw.precision.weights,
                          None, seed=0)
        problem = build_problem(qgraph, hw, layer_matrices(qgraph, hw))
        layer = problem.layers[0]
        assert len(layer.items) == pieces
        if pieces == 1:
            assert not layer.conflicts and not layer.clash(0, [0])
        else:  # some pairs do not fit one core together; a piece alone always does
            assert layer.conflicts and not any(layer.clash(i, []) for i in range(pieces))
            i, j = min(layer.conflicts)
            assert layer.clash(i, [j]) and layer.clash(j, [i])
    alone = fit_buffers([576 * 2], [(256, 5, 0, True)], 256, 2, 5120)
    assert alone.batch == 1 and alone.streamed and alone.bytes > 5120
    assert fit_buffers([576 * 2], [(256, 5, 0, True)], 256, 2, 64 * 1024) == (
        TERMS, None, False, 16000)


def _wide_residual(path: Path) -> Path:
    """Two 1x1 convolutions of 64 to 2,048 channels on 2x2, added: ResNet-50's last residual
    addition in miniature."""
    rng = np.random.default_rng(2)
    inits, nodes = [], []
    for name in ("a", "b"):
        inits += [helper.make_tensor(f"w{name}", TensorProto.FLOAT, [2048, 64, 1, 1],
                                     rng.normal(0, 0.2, 2048 * 64)),
                  helper.make_tensor(f"b{name}", TensorProto.FLOAT, [2048],
                                     rng.normal(0, 0.1, 2048))]
        nodes.append(helper.make_node("Conv", ["x", f"w{name}", f"b{name}"], [name], name=name))
    nodes.append(helper.make_node("Add", ["a", "b"], ["y"], name="add"))
    graph = helper.make_graph(
        nodes, "residual", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 64, 2, 2])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 2048, 2, 2])], inits)
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]), path)
    return path


def test_on_16_kb_wide_blocks_are_narrowed_and_a_requantization_takes_part_of_a_pixel(
        tmp_path):
    """A 2,048-wide output block needs 32 KB for its partial sums and one term buffer, and the
    requantization of 2,048 channels before the addition 28 KB for one pixel (input, output,
    a 64-bit temporary and slack): with 16 KB the blocks are cut to 768 columns (a quarter of
    local memory left to the other buffers) and the requantization works on chunks of part
    of a pixel. Both used to stop the compile."""
    path = _wide_residual(tmp_path / "residual.onnx")
    wide = compile_model(path, _small_puma(tmp_path, 64 * 1024), Options(time_limit=10))
    assert {g.width for g in wide.matrices["a"].groups} == {2048}
    compiled = compile_model(path, _small_puma(tmp_path, 16 * 1024), Options(time_limit=10))
    assert {g.width for g in compiled.matrices["a"].groups} == {768, 512}
    assert max(compiled.program.local_peak.values()) <= 16 * 1024
    lengths = {inst.get("len") for code in compiled.program.programs.values() for inst in code
               if inst.op == "vvsra"}
    assert max(lengths) == 1170  # the requantizations' chunks: 16,384 // 14 bytes an element
    check = run_and_check(compiled.program, compiled.qgraph, compiled.hw, path,
                          default_input(compiled.qgraph, 0), compiled.qgraph.graph.host_ops,
                          with_profile=False)
    assert check.bit_exact  # four windows: the model's spread of the vector layers is coarse
    assert compiled.validation.objective == pytest.approx(pipeline_cycle(compiled), rel=0.03)


@pytest.mark.parametrize("solver", ["cpsat", "ga"])
def test_pieces_whose_buffers_do_not_fit_one_core_together_never_share_one(tmp_path, solver):
    """With 5 KB the deep convolution is cut into pieces that each fit a core, but some pairs
    of them do not fit one core together (a window over the rows of both, their partial-sum
    blocks): every solver keeps such pairs on separate cores, and the program fits and is
    bit-exact. All on one core, as a memory-blind placement may put them, the validator
    reports the core short of local memory (exit code 3) before anything is scheduled."""
    from pimsolve.errors import EXIT_INFEASIBLE
    from pimsolve.solve.placement.placement import Placement
    from pimsolve.solve.placement.cost import Evaluator
    from pimsolve.solve.placement.validate import validate

    path = _deep_conv(tmp_path / "deep.onnx")
    compiled = compile_model(path, _small_puma(tmp_path, 5120),
                             Options(solver=solver, time_limit=10))
    problem = build_problem(compiled.qgraph, compiled.hw, compiled.matrices)
    layer = problem.layers[0]
    assert layer.conflicts and len(layer.items) > 1
    assert all(item.bytes <= 5120 for item in layer.items)
    piece_of = {item.groups: n for n, item in enumerate(layer.items)}
    pieces = {}  # core -> the pieces it holds of any replica
    for row in compiled.placement.cores["c"]:
        for core in set(row):
            pieces.setdefault(core, set()).add(
                piece_of[tuple(g for g, c in enumerate(row) if c == core)])
    assert not any((i, j) in layer.conflicts for held in pieces.values()
                   for i in held for j in held)
    assert max(compiled.program.local_peak.values()) <= 5120
    check = run_and_check(compiled.program, compiled.qgraph, compiled.hw, path,
                          default_input(compiled.qgraph, 0), compiled.qgraph.graph.host_ops,
                          with_profile=False)
    assert check.bit_exact
    # replica r keeps its piece r on core 0 and the others on cores of their own: core 0
    # then serves every piece, as one uncut replica would need
    count = len(layer.items)
    rows = tuple(tuple(0 if i == r else 1 + i for i, item in enumerate(layer.items)
                       for _g in item.groups) for r in range(count))
    together = Placement({"c": count}, {"c": rows}, "balance")
    with pytest.raises(LocalMemoryError) as short:
        validate(problem, Evaluator(compiled.qgraph, compiled.hw, compiled.matrices), together)
    assert short.value.exit_code == EXIT_INFEASIBLE and "core 0 needs" in str(short.value)
    assert "--solver cpsat (balance ignores local memory)" in str(short.value)


def test_far_apart_rows_on_one_core_get_a_window_buffer_each(tmp_path):
    """Two replicas of the deep convolution leave their first and last array groups on core
    0 (rows 0-128 and 512-576 of the window). With 3,712 bytes one window buffer from row 0
    to 576 does not fit, one per run of rows does: the layout, the program's peak and the
    bit-exact result agree."""
    from pimsolve.solve.placement.placement import Placement
    from pimsolve.solve.placement.buffers import core_layouts, replica_layout

    path = _deep_conv(tmp_path / "deep.onnx")
    text = (ROOT / "hwspec" / "puma.yaml").read_text().replace("{x: 23, y: 6}", "{x: 3, y: 3}")
    hw_path = tmp_path / "puma-3712.yaml"
    hw_path.write_text(text.replace("bytes: 64 * 1024", "bytes: 3712"))
    hw = load_hwspec(hw_path)
    qgraph = quantize(load_model(path, None), hw.precision.inputs, hw.precision.weights, None,
                      seed=0)
    matrices = layer_matrices(qgraph, PUMA)  # five groups of one 256-wide block
    rows = ((0, 1, 2, 3, 4), (5, 6, 7, 8, 0))
    layouts = {nbytes: core_layouts([replica_layout(matrices["c"], r) for r in rows], 2,
                                    nbytes)[0] for nbytes in (64 * 1024, 3712)}
    assert layouts[64 * 1024][2] is None  # one buffer over the span
    fit, _spans, runs = layouts[3712]
    assert runs == {0: [(0, 128), (512, 576)]} and fit.bytes <= 3712
    program = schedule_ht(qgraph, hw, matrices, Placement({"c": 2}, {"c": rows}, "test"))
    assert program.local_peak[0] <= 3712
    check = run_and_check(program, qgraph, hw, path, default_input(qgraph, 0),
                          qgraph.graph.host_ops, with_profile=False)
    assert check.bit_exact


@pytest.mark.parametrize("cin,cout,nbytes", [(64, 256, 3072), (64, 384, 5120),
                                             (128, 384, 5120), (32, 640, 8192)])
def test_every_set_of_pieces_the_placement_admits_on_one_core_fits_it(tmp_path, cin, cout,
                                                                      nbytes):
    """Whatever pieces of a cut layer the solvers may put on one core (``LayerCost.clash``
    admits them one after another, within the core's arrays), their union fits its local
    memory, laid out as the HT scheduler lays it out: as pieces of one replica, whose array
    groups of a block add up (one more term buffer than either piece alone), and of
    different replicas. Each of these cases used to admit a set that did not fit."""
    import itertools

    from pimsolve.solve.placement.buffers import core_layouts, replica_layout

    path = _conv(tmp_path / "conv.onnx", cin, cout)
    hw = load_hwspec(_small_puma(tmp_path, nbytes))
    qgraph = quantize(load_model(path, None), hw.precision.inputs, hw.precision.weights, None,
                      seed=0)
    matrices = layer_matrices(qgraph, hw)
    layer = build_problem(qgraph, hw, matrices).layers[0]
    assert layer.memory == nbytes and len(layer.items) > 2
    admitted = 0
    for size in (2, 3, 4):
        for pieces in itertools.combinations(range(len(layer.items)), size):
            if (sum(layer.items[i].arrays for i in pieces) > hw.core.arrays
                    or any(layer.clash(pieces[k], pieces[:k]) for k in range(1, size))):
                continue
            admitted += 1
            one = [tuple(0 if n in pieces else n + 1 for n, item in enumerate(layer.items)
                         for _g in item.groups)]
            apart = [tuple(0 if n == x else n + 1 for n, item in enumerate(layer.items)
                           for _g in item.groups) for x in pieces]
            for rows in (one, apart):
                fit = core_layouts([replica_layout(matrices["c"], row) for row in rows],
                                   2, nbytes, only=0)[0][0]
                assert fit.bytes <= nbytes, (pieces, rows is one)
    assert admitted or layer.conflicts


@pytest.mark.parametrize("solver", ["balance", pytest.param("cpsat", marks=pytest.mark.slow)])
def test_a_global_pool_too_large_for_half_the_memory_is_dealt_in_whole_passes(tmp_path, solver):
    """tiny_se's second global pool (32 channels of 16×16, 16 KB) and its result do not fit
    half of 32 KB, so it runs in two passes of channels (31 and 1) that load the map a
    position at a time, each costing about the same. Each pass goes whole to one core: the
    passes' cycles add up to the layer's ``V``, and the steady state simulates as the cost
    model predicts (dealt whole to the core holding its middle, the pool put that core 14%
    past the predicted cycle)."""
    text = (ROOT / "hwspec" / "puma.yaml").read_text().replace("bytes: 64 * 1024", "bytes: 32768")
    hw_path = tmp_path / "puma-32k.yaml"
    hw_path.write_text(text.replace("{x: 23, y: 6}", "{x: 10, y: 6}"))
    compiled = compile_model(ROOT / "models" / "tiny_se.onnx", hw_path,
                             Options(solver=solver, time_limit=10))
    pool = [x for x in compiled.qgraph.layers if x.kind is QKind.GLOBAL_AVGPOOL][-1]
    passes = pool_passes(compiled.qgraph, compiled.hw, pool)
    assert [(a, b) for a, b, _c in passes] == [(0, 31), (31, 32)]
    whole = vector_cycles(compiled.qgraph, compiled.hw)[pool.name]
    assert sum(c for _a, _b, c in passes) == pytest.approx(whole, abs=len(passes))  # rounding
    assert compiled.validation.objective == pytest.approx(pipeline_cycle(compiled), rel=0.03)
