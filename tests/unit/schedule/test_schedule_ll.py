"""Low-latency scheduling: pixel chunks, transfers of neighbouring pixels, spilling to global
memory when local memory is short, and the base + offset addressing it relies on."""

from __future__ import annotations

import dataclasses
import types
from pathlib import Path

import numpy as np
import onnx
import pytest
from hypothesis import given
from hypothesis import strategies as st
from onnx import TensorProto, helper

from pimsolve.bind.arraygroups import layer_matrices
from pimsolve.frontend import load_model
from pimsolve.hwspec import load_hwspec
from pimsolve.pipeline import Options, compile_model
from pimsolve.quantize import quantize
from pimsolve.codegen.emit import Emitter
from pimsolve.hwspec.model import Execution
from pimsolve.isa.instruction import trusted
from pimsolve.errors import InfeasibleError
from pimsolve.schedule.ll.scheduler import _leaner, schedule_ll
from pimsolve.schedule.ll import buffers as ll_buffers
from pimsolve.schedule.ll.buffers import LEAN_ELEMENTS, LEAN_FLOOR
from pimsolve.schedule.ll.state import _Heap
from pimsolve.schedule.ll.timing import _Timing
from pimsolve.sim import simulate
from pimsolve.solve.placement.baseline import first_fit
from pimsolve.verify import default_input, run_and_check
from tests.hwfixtures import small_hw

PUMA = load_hwspec("puma")
ROOT = Path(__file__).resolve().parents[3]


def _registers(code) -> dict[int, int]:
    """Register values after the sldi instructions of a straight-line program."""
    values: dict[int, int] = {}
    for inst in code:
        if inst.op == "sldi":
            values[inst.args[0]] = inst.args[1]
    return values


@pytest.mark.parametrize("scale", [1, 2, 8])
def test_near_reaches_addresses_through_a_few_base_registers(scale):
    em = Emitter(0, 32)
    addresses = range(0, 256 * 1024, 1000 * scale)
    for addr in addresses:
        register, offset = em.near(addr, scale)
        assert -(1 << 15) <= offset < 1 << 15
        assert _registers(em.code)[register] + offset * scale == addr
    assert sum(1 for inst in em.code if inst.op == "sldi") <= 1 + 256 * 1024 // (scale << 16) + 1


def test_offset_addressing_computes_what_plain_registers_do():
    """Copies, fills, transfers and vector instructions whose operands are reached through
    base registers read and write the same bytes as with an sldi for every address."""
    hw = dataclasses.replace(PUMA, core=dataclasses.replace(PUMA.core,
                                                            local_memory_bytes=160 * 1024))
    a, b, out, far = 40_000, 70_000, 100_000, 150_000
    em = Emitter(0, hw.core.registers)
    receiver = Emitter(1, hw.core.registers)
    em.ld_near(a, 0, 64)
    em.ld_near(b, 64, 64)
    em.setbw(16, 16)
    em.vector_near("vvadd", 32, out, a, b)
    em.vector_near("vrelu", 32, out, out)
    em.copy_to_near(far, out, 64)
    em.fill_near(far + 64, 16)
    em.send_near(far, 1, 80)
    receiver.recv_near(far + 1000, 0, 80)
    receiver.st_near(128, far + 1000, 80)
    gmem = np.zeros(256, dtype=np.uint8)
    x = np.arange(-16, 16, dtype=np.int16)
    y = np.arange(32, dtype=np.int16) * 3 - 40
    gmem[:64], gmem[64:128] = x.view(np.uint8), y.view(np.uint8)
    result = simulate(hw, {0: em.code, 1: receiver.code}, None, gmem)
    got = result.gmem[128:208].view(np.int16)
    assert got[:32].tolist() == np.maximum(x + y, 0).tolist()
    assert got[32:].tolist() == [0] * 8


def test_heap_hands_out_from_the_top_and_merges_what_comes_back():
    heap = _Heap(100, 1000)
    first, second = heap.take(96), heap.take(200)
    assert (first, second) == (904, 704) and heap.watermark == 704
    assert heap.take(10_000) is None
    heap.give(first, 96)
    heap.give(second, 200)
    assert heap.free == [(100, 1000)] and heap.free_bytes == 900


def _conv(name, x, y, cin, cout, k, rng, groups=1, dilation=1, pad=None):
    pad = (k - 1) * dilation // 2 if pad is None else pad
    weight = helper.make_tensor(f"{name}_w", TensorProto.FLOAT, [cout, cin // groups, k, k],
                                rng.normal(0, 0.3, cout * cin // groups * k * k))
    bias = helper.make_tensor(f"{name}_b", TensorProto.FLOAT, [cout], rng.normal(0, 0.1, cout))
    node = helper.make_node("Conv", [x, weight.name, bias.name], [y], name=name,
                            pads=[pad] * 4, group=groups, dilations=[dilation] * 2)
    return node, [weight, bias]


def _network(path, size: int = 12):
    """Conv, max pooling, a dilated conv with a residual add, a depthwise conv, global
    pooling and a fully connected layer: every kind of gather and the vector layers."""
    rng = np.random.default_rng(3)
    nodes, inits = [], []
    for node, weights in (_conv("c1", "x", "c1", 8, 16, 3, rng),
                          _conv("c2", "p1", "c2", 16, 16, 3, rng, dilation=2),
                          _conv("c3", "r2", "c3", 16, 16, 3, rng, groups=16)):
        nodes.append(node)
        inits += weights
    nodes[1:1] = [helper.make_node("Relu", ["c1"], ["r1"], name="r1"),
                  helper.make_node("MaxPool", ["r1"], ["p1"], name="p1", kernel_shape=[3, 3],
                                   strides=[2, 2], pads=[1, 1, 1, 1])]
    nodes[4:4] = [helper.make_node("Add", ["c2", "p1"], ["a2"], name="a2"),
                  helper.make_node("Relu", ["a2"], ["r2"], name="r2")]
    fc = helper.make_tensor("fc_w", TensorProto.FLOAT, [10, 16], rng.normal(0, 0.3, 160))
    nodes += [helper.make_node("GlobalAveragePool", ["c3"], ["g"], name="g"),
              helper.make_node("Flatten", ["g"], ["f"], name="f"),
              helper.make_node("Gemm", ["f", "fc_w"], ["y"], name="fc", transB=1)]
    graph = helper.make_graph(
        nodes, "ll", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8, size, size])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 10])], inits + [fc])
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]), path)
    return path


def _schedule(path, hw):
    qgraph = quantize(load_model(path, None), hw.precision.inputs, hw.precision.weights, None,
                      seed=0)
    matrices = layer_matrices(qgraph, hw)
    program = schedule_ll(qgraph, hw, matrices, first_fit(matrices, hw))
    check = run_and_check(program, qgraph, hw, path, default_input(qgraph, 0),
                          qgraph.graph.host_ops, with_profile=False)
    return program, check


def _ops(program, op: str) -> list:
    return [inst for code in program.programs.values() for inst in code if inst.op == op]


def test_low_latency_program_is_bit_exact_and_sends_runs_of_pixels(tmp_path):
    spread = dataclasses.replace(PUMA, core=dataclasses.replace(PUMA.core, arrays=2))
    program, check = _schedule(_network(tmp_path / "net.onnx", size=24), spread)
    assert check.bit_exact
    pixel = 16 * 2  # 16 channels of 16-bit data
    assert any(inst.get("size") > pixel for inst in _ops(program, "send"))
    assert len(_ops(program, "st")) == 1  # only the graph output leaves the chip


def test_short_local_memory_spills_pixels_and_stays_bit_exact(tmp_path):
    """With room for the buffers but hardly for waiting pixels, the pipeline keeps going
    through global memory instead of failing."""
    small = dataclasses.replace(PUMA, core=dataclasses.replace(PUMA.core,
                                                               local_memory_bytes=4096))
    program, check = _schedule(_network(tmp_path / "net.onnx"), small)
    assert check.bit_exact
    assert len(_ops(program, "st")) > 1  # pixels went out to global memory and back
    assert max(program.local_peak.values()) <= 4096


def _wide_chain(path, channels: int = 128, size: int = 6):
    """Three 3x3 convolutions of ``channels`` channels: 9 array-group rows per replica."""
    rng = np.random.default_rng(0)
    nodes, inits, x = [], [], "x"
    for i in range(3):
        inits.append(helper.make_tensor(f"w{i}", TensorProto.FLOAT, [channels, channels, 3, 3],
                                        rng.normal(0, 0.2, channels * channels * 9)))
        nodes += [helper.make_node("Conv", [x, f"w{i}"], [f"c{i}"], pads=[1] * 4),
                  helper.make_node("Relu", [f"c{i}"], [f"r{i}"])]
        x = f"r{i}"
    shape = [1, channels, size, size]
    graph = helper.make_graph(nodes, "chain",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)],
                              [helper.make_tensor_value_info(x, TensorProto.FLOAT, shape)], inits)
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]), path)
    return path


def _two_wide_convs(path, channels: int = 512):
    """Two 3x3 convolutions of 32 to ``channels`` channels (three array-group rows each),
    added and rectified: wide output blocks with partial sums from other cores, and a wide
    element-wise layer."""
    rng = np.random.default_rng(2)
    nodes, inits = [], []
    for name in ("a", "b"):
        node, weights = _conv(name, "x", name, 32, channels, 3, rng)
        nodes.append(node)
        inits += weights
    nodes += [helper.make_node("Add", ["a", "b"], ["s"], name="s"),
              helper.make_node("Relu", ["s"], ["y"], name="y")]
    graph = helper.make_graph(
        nodes, "wide", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 32, 6, 6])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, channels, 6, 6])], inits)
    onnx.save(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)]), path)
    return path


@pytest.mark.parametrize("kb", [20, 16])
def test_cores_short_of_local_memory_are_planned_lean(tmp_path, kb):
    """Where a core's buffers do not fit (ResNet-50's 2,048-channel layers on puma stopped
    with "task buffers did not fit"), the scheduler plans it again lean: its output blocks
    receive partial sums, add their bias and shift in chunks (the bias loaded a chunk at a
    time from global memory), and wide pixels of element-wise layers go in pieces through a
    scratch of LEAN_RUN elements. 23,744 bytes were needed, the lean cores take 14,016
    (15,552 with a scratch of RUN_ELEMENTS, 17,600 with the bias kept in local memory, which
    stopped at 16 KB)."""
    hw = dataclasses.replace(PUMA, core=dataclasses.replace(PUMA.core, arrays=32,
                                                            local_memory_bytes=kb * 1024))
    path = _two_wide_convs(tmp_path / "wide.onnx")
    qgraph = quantize(load_model(path, None), hw.precision.inputs, hw.precision.weights,
                      None, seed=0)
    matrices = layer_matrices(qgraph, hw)
    program = schedule_ll(qgraph, hw, matrices, first_fit(matrices, hw))
    assert max(program.local_peak.values()) <= kb * 1024
    received = {inst.get("size") for inst in _ops(program, "recv")}
    assert LEAN_ELEMENTS * 8 in received  # partial sums of a 512-wide block in chunks
    loaded = {inst.get("size") for inst in _ops(program, "ld")}
    assert LEAN_ELEMENTS * 8 in loaded  # and its bias
    check = run_and_check(program, qgraph, hw, path, default_input(qgraph, 0),
                          qgraph.graph.host_ops)
    assert check.bit_exact
    assert program.estimated_cycles == pytest.approx(check.profile.cycles, rel=0.05)


def test_lean_cores_still_short_take_narrower_chunks_down_to_a_floor(tmp_path):
    """A lean core that is still short halves its chunks (down to LEAN_FLOOR elements): the
    two wide convolutions above needed 14,016 bytes with chunks of LEAN_ELEMENTS and stopped
    at 13 KB; with chunks of 128 they fit, bit-exact. At 8 KB even chunks of LEAN_FLOOR
    leave 8,640 bytes: a one-line error that names the core and the levers."""
    path = _two_wide_convs(tmp_path / "wide.onnx")
    base = dataclasses.replace(PUMA, core=dataclasses.replace(PUMA.core, arrays=32))
    qgraph = quantize(load_model(path, None), base.precision.inputs, base.precision.weights,
                      None, seed=0)
    matrices = layer_matrices(qgraph, base)
    hw = dataclasses.replace(base, core=dataclasses.replace(base.core, local_memory_bytes=13312))
    program = schedule_ll(qgraph, hw, matrices, first_fit(matrices, hw))
    assert max(program.local_peak.values()) <= 13312
    received = {inst.get("size") for inst in _ops(program, "recv")}
    assert LEAN_ELEMENTS // 2 * 8 in received and LEAN_ELEMENTS * 8 not in received
    check = run_and_check(program, qgraph, hw, path, default_input(qgraph, 0),
                          qgraph.graph.host_ops)
    assert check.bit_exact
    assert program.estimated_cycles == pytest.approx(check.profile.cycles, rel=0.05)
    small = dataclasses.replace(hw, core=dataclasses.replace(hw.core, local_memory_bytes=8192))
    with pytest.raises(InfeasibleError, match="core 0 needs 8640 bytes.*--mode ht"):
        schedule_ll(qgraph, small, matrices, first_fit(matrices, small))


def test_narrowing_halves_lean_chunks_and_stops_at_the_floor():
    assert _leaner({}, (3, 5)) == {3: LEAN_ELEMENTS, 5: LEAN_ELEMENTS}
    assert _leaner({3: LEAN_ELEMENTS}, (3, 4)) == {3: LEAN_ELEMENTS, 4: LEAN_ELEMENTS}
    assert _leaner({3: LEAN_ELEMENTS, 4: 64}, (3,)) == {3: LEAN_ELEMENTS // 2, 4: 64}
    assert _leaner({3: LEAN_FLOOR, 4: 2 * LEAN_FLOOR}, (3, 4)) == {3: LEAN_FLOOR, 4: LEAN_FLOOR}
    assert _leaner({3: LEAN_FLOOR}, (3,)) is None


@pytest.mark.parametrize("arrays", [8, 96])
def test_replicas_cut_over_cores_run_as_the_scheduler_timed_them(tmp_path, arrays):
    """Out-of-order cores with synchronous transfers (isaac): a replica's home receives the
    partial sums of its other cores one after the other, and mvmuls that reuse a partial-sum
    slot wait for it to be read. The scheduler's clock accounts for both (it was 0.56 and
    0.20 of the simulated latency before), so the predicted latency is the simulated one."""
    isaac = load_hwspec("isaac")
    hw = dataclasses.replace(isaac, core=dataclasses.replace(
        isaac.core, arrays=arrays, local_memory_bytes=16 * 1024))  # one partial-sum slot
    path = _wide_chain(tmp_path / "chain.onnx")
    qgraph = quantize(load_model(path, None), hw.precision.inputs, hw.precision.weights,
                      None, seed=0)
    matrices = layer_matrices(qgraph, hw)
    placement = first_fit(matrices, hw)
    cut = max(len(set(rows[0])) for rows in placement.cores.values())
    assert cut == (9 if arrays == 8 else 2)  # cores the most spread replica holds
    program = schedule_ll(qgraph, hw, matrices, placement)
    check = run_and_check(program, qgraph, hw, path, default_input(qgraph, 0),
                          qgraph.graph.host_ops)
    assert check.bit_exact
    assert program.estimated_cycles == pytest.approx(check.profile.cycles, rel=0.05)


def test_out_of_order_cores_give_a_windows_array_groups_slots_of_their_own(tmp_path,
                                                                           monkeypatch):
    """On isaac's 64 KB each of a block's nine array groups gets its own partial-sum slot, so
    a window's mvmuls overlap; with the share in-order cores get (1/16 of local memory: two
    slots here) every other mvmul waited for the previous one's sums to be added."""
    isaac = load_hwspec("isaac")
    path = _wide_chain(tmp_path / "chain.onnx")
    qgraph = quantize(load_model(path, None), isaac.precision.inputs, isaac.precision.weights,
                      None, seed=0)
    matrices = layer_matrices(qgraph, isaac)
    placement = first_fit(matrices, isaac)
    program = schedule_ll(qgraph, isaac, matrices, placement)
    check = run_and_check(program, qgraph, isaac, path, default_input(qgraph, 0),
                          qgraph.graph.host_ops)
    assert check.bit_exact
    assert program.estimated_cycles == pytest.approx(check.profile.cycles, rel=0.05)
    monkeypatch.setattr(ll_buffers, "ACC_SHARE_OOO", ll_buffers.ACC_SHARE)
    narrow = schedule_ll(qgraph, isaac, matrices, placement)
    assert check.profile.cycles < 0.55 * narrow.estimated_cycles  # 215,820 against 454,196
    assert max(program.local_peak.values()) <= isaac.core.local_memory_bytes


def test_a_home_adds_the_sums_it_receives_in_batches_between_transfers(tmp_path, monkeypatch):
    """pimcomp-default, a 512-channel replica cut over 18 cores: its home receives 17 partial
    sums. Added in batches, the additions overlap the next transfers; slots for all of them
    (the out-of-order share for received sums too) leave one long sum after the last one."""
    hw = load_hwspec("pimcomp-default")
    path = _wide_chain(tmp_path / "chain.onnx", channels=512, size=3)
    qgraph = quantize(load_model(path, None), hw.precision.inputs, hw.precision.weights,
                      None, seed=0)
    matrices = layer_matrices(qgraph, hw)
    placement = first_fit(matrices, hw)
    assert max(len(set(rows[0])) for rows in placement.cores.values()) == 18
    cycles = []
    for share in (ll_buffers.ACC_SHARE, ll_buffers.ACC_SHARE_OOO):
        monkeypatch.setattr(ll_buffers, "ACC_SHARE", share)
        program = schedule_ll(qgraph, hw, matrices, placement)
        check = run_and_check(program, qgraph, hw, path, default_input(qgraph, 0),
                              qgraph.graph.host_ops)
        assert check.bit_exact
        cycles.append(check.profile.cycles)
    assert cycles[0] < 0.95 * cycles[1]  # 342,538 against 379,030


def test_task_span_overlaps_mvmuls_until_a_slot_is_reused_and_waits_for_gathers():
    """matrix 20, vector 2 + len, send 4 + hops, everything else 1 (tests.hwfixtures); a
    transfer drains an out-of-order core."""
    code = [trusted("mvmul", (1, 2, 8, 0, 0)), trusted("mvmul", (3, 2, 8, 0, 1)),
            trusted("vvadd", (1, 1, 3, 4, 0, 0)),  # reads slot 3 ...
            trusted("mvmul", (3, 2, 8, 0, 0)),  # ... which this one overwrites: a new wave
            trusted("recv", (5, 1, 16, 0))]  # partial sums from core 1, one hop away
    shape = types.SimpleNamespace(rows=16, cols=16, arrays=1)
    groups = {0: [shape, shape]}
    ooo = _Timing(small_hw(execution=Execution.OUT_OF_ORDER), groups)
    gathered: dict[int, float] = {}
    assert ooo.span(0, code, 0, (8, 8), gathered) == 20 + 6 + 20 + (5 + 1)
    assert gathered == {1: 20 + 6 + 20 + 5}  # core 1's send is done when its transfer is
    in_order = _Timing(small_hw(), groups)
    assert in_order.span(0, code, 0, (8, 8)) == 20 + 20 + 6 + 20 + (1 + 5)


@given(st.lists(st.integers(0, 40), min_size=1, max_size=8).filter(any),
       st.integers(1, 12))
def test_dealing_by_shares_covers_every_window_once_at_the_pace_of_the_shares(shares, block):
    """`deal="plan"`: the placement's windows per replica, in blocks in row order; a replica
    whose share is none gets nothing, and no replica gets a block while another is further
    behind its share by more than a block's worth."""
    from pimsolve.schedule.ll.task_graph import _deal_by_shares

    pixels = sum(shares)
    chunks = _deal_by_shares(tuple(shares), block, pixels)
    assert sorted(p for chunk in chunks for p in chunk) == list(range(pixels))
    got = [0] * len(shares)
    for start in range(0, pixels, block):
        taker = next(r for r, chunk in enumerate(chunks) if start in chunk)
        count = min(block, pixels - start)
        assert shares[taker] and chunks[taker] == sorted(chunks[taker])
        ratio = (got[taker] + count) / shares[taker]
        assert all(ratio <= (got[r] + count) / shares[r] for r in range(len(shares))
                   if shares[r])
        got[taker] += count


@pytest.mark.parametrize("solver", ["first-fit", pytest.param("cpsat", marks=pytest.mark.slow)])
def test_an_se_block_maps_in_8_kb_with_a_lean_element_wise_scratch(tmp_path, solver):
    """tiny_se's element-wise layers (hard sigmoid, the gate's products) take several scratch
    vectors; at 256 elements each they did not fit 8 KB beside a core's other buffers ("needs
    9200 bytes", exit 3). A lean core's scratch holds LEAN_RUN elements, whichever placement
    the layers have."""
    text = (ROOT / "hwspec" / "puma.yaml").read_text().replace("bytes: 64 * 1024", "bytes: 8192")
    hw_path = tmp_path / "puma-8k.yaml"
    hw_path.write_text(text.replace("{x: 23, y: 6}", "{x: 4, y: 4}"))
    path = ROOT / "models" / "tiny_se.onnx"
    compiled = compile_model(path, hw_path, Options(mode="ll", solver=solver, time_limit=5))
    program = compiled.program
    assert max(program.local_peak.values()) <= 8192
    widths = {inst.get("len") for inst in _ops(program, "vvmul")}
    assert max(widths) <= ll_buffers.LEAN_RUN < ll_buffers.RUN_ELEMENTS
    check = run_and_check(program, compiled.qgraph, compiled.hw, path,
                          default_input(compiled.qgraph, 0), compiled.qgraph.graph.host_ops,
                          with_profile=False)
    assert check.bit_exact
