"""PIM-DL's layout space, its two-level dynamic program, the CP-SAT model that must equal it,
and the heuristic baselines (pimsolve.solve.layout)."""

from __future__ import annotations

import itertools
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pimsolve.errors import BadInputError, InfeasibleError
from pimsolve.hwspec import load_hwspec
from pimsolve.solve.layout.baselines import (BASELINES, baseline_plan, dynamic_cost, dynamic_plan,
                                             strategy_choice, strategy_layout)
from pimsolve.solve.layout.cpsat import solve_cpsat
from pimsolve.solve.layout.dp import MODES, Group, LayoutProblem, plan_cost, solve_dp, tiles_for
from pimsolve.solve.layout.space import (INPUT_PARALLEL, OUTPUT_PARALLEL, LayerShape, LayoutMachine,
                                         input_parallel, layer_shapes, layout_machine, layouts,
                                         network_layouts, output_parallel, undominated)

ROOT = Path(__file__).resolve().parents[3]


def small_machine(**change) -> LayoutMachine:
    numbers = dict(name="small", block_rows=8, block_cols=64, blocks_per_tile=4, tiles=2,
                   weight_bits=2, input_bits=2, acc_bits=4, scratch=2, multiply=3, add=2,
                   reduce=5, fill_bits=Fraction(4), tile_bits=Fraction(8),
                   link_bits=Fraction(2), link_latency=1, offchip_bits=Fraction(2))
    numbers.update(change)
    return LayoutMachine(**numbers)


SHAPE = LayerShape("conv", groups=1, out_channels=2, in_channels=2, taps=2, positions=3,
                   in_elements=8)


def test_an_output_parallel_fold_by_hand():
    # two reduction elements (of 4) per row: 2 rows per output, 6 outputs, 4 outputs a block
    t = output_parallel(SHAPE, small_machine(), fold=2, span=1)
    assert (t.kind, t.rows, t.row_bits, t.blocks) == (OUTPUT_PARALLEL, 12, 2 * 2 + 2 * 2 + 4 + 2, 2)
    assert (t.compute, t.reduce) == (2 * (3 + 2), 1 * 5)  # 2 MACs, then one in-block step
    assert (t.input_bits, t.weight_bits) == (48, 48)  # every row its own copy
    assert (t.load, t.link, t.readout) == (48 // 8, 1 + 16 // 2 - 6, 2)
    assert (t.cost(False), t.cost(True)) == (23, 26)
    # dynamic: the weights first (8 distinct x 2 bits from global memory at 2 bits a cycle)
    assert t.dynamic == 8 + 6 + 15 + 2


def test_an_input_parallel_fold_by_hand():
    t = input_parallel(SHAPE, small_machine(), fold=2, span=1, filters=2)
    assert (t.kind, t.rows, t.row_bits, t.blocks) == (INPUT_PARALLEL, 6, 4 + 2 * (4 + 4) + 2, 1)
    # the two slices' partial sums of each of the 6 outputs are added in one step for each of
    # the row's 2 accumulators; all 6 rows are in one block, so nothing crosses the network
    assert (t.moved_bits, t.realign, t.reduce) == (0, 0, 2 * 2)
    assert t.compute == 2 * 2 * (3 + 2)
    assert t.cost(False) == 24 // 4 + 20 + 4 + 3
    # 4 rows to a block: the 3 sets' slice 0 in rows 0-2, slice 1 in rows 3-5; rows 3 -> 0
    # stays in block 0, rows 4 -> 1 and 5 -> 2 cross to it: 2 of 3 moves, 6 x 4 x 2/3 bits at
    # two blocks' fill bandwidth (8 bits a cycle)
    t = input_parallel(SHAPE, small_machine(block_rows=4), fold=2, span=1, filters=2)
    assert (t.blocks, t.moved_bits, t.realign, t.reduce) == (2, 16, 2, 2 + 2 * 2)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 2), st.integers(1, 6), st.integers(1, 5), st.integers(1, 3),
       st.integers(1, 12), st.data())
def test_the_reduction_tree_moves_what_the_closed_form_counts(groups, out_channels,
                                                             in_channels, taps, positions, data):
    """The tree's steps, pair by pair (what the placed plan prices and the program runs), move
    the partial sums space._across counts in closed form, when no filter or position is
    padding. Every pair joins two different blocks of the layout, and its output stays in
    the first ``output_holders`` blocks (0: all)."""
    from pimsolve.solve.layout.space import output_holders, reduction_tree

    shape = LayerShape("l", groups, out_channels, in_channels, taps, positions, 1)
    machine = small_machine(block_cols=4096)
    fold = data.draw(st.sampled_from([f for f in range(1, in_channels * taps + 1)
                                      if f < in_channels * taps]), "fold") \
        if in_channels * taps > 1 else 1
    span = data.draw(st.integers(1, positions), "span")
    filters = data.draw(st.integers(1, out_channels), "filters")
    layout = input_parallel(shape, machine, fold, span, filters)
    assume(layout is not None and layout.blocks <= machine.chip_blocks)
    tree = reduction_tree(shape, layout, machine)
    moved = machine.acc_bits * sum(times * sum(sum(step.lanes) for step in steps)
                                   for times, steps in tree)
    if out_channels % filters == 0 and positions % span == 0:
        assert moved == layout.moved_bits
    for _, steps in tree:
        for step in steps:
            assert all(a != b and 0 <= a < layout.blocks and 0 <= b < layout.blocks
                       for a, b in zip(step.src, step.dst))
    slices = -(-in_channels * taps // fold)
    first = -(-(layout.rows // slices) // min(machine.block_rows, layout.rows))
    assert output_holders(shape, layout, machine) == (first if first < layout.blocks else 0)


def test_folding_trades_rows_for_time_and_what_does_not_fit_is_left_out():
    m = small_machine()
    wide = output_parallel(SHAPE, m, fold=1, span=1)
    narrow = output_parallel(SHAPE, m, fold=4, span=1)
    assert wide.rows == 4 * narrow.rows and wide.compute < narrow.compute
    assert wide.reduce > narrow.reduce == 0
    # one reduction per accumulator of a row: two positions per row, twice the steps
    assert output_parallel(SHAPE, m, fold=1, span=2).reduce == 2 * wide.reduce
    assert output_parallel(SHAPE, small_machine(block_cols=10), fold=4, span=1) is None
    # one output's 4 slices must share a block of 2 rows: it does not fit
    assert output_parallel(SHAPE, small_machine(block_rows=2), fold=1, span=1) is None
    # folding positions shares the weights: fewer weight bits, the same input bits
    spread = output_parallel(SHAPE, m, fold=4, span=3)
    assert spread.weight_bits * 3 == narrow.weight_bits and spread.input_bits == narrow.input_bits


def test_pruning_keeps_the_best_of_every_cost():
    m = small_machine()
    every = layouts(SHAPE, m, prune=False)
    kept = layouts(SHAPE, m)
    assert set(kept) <= set(every) and len(kept) < len(every)
    for cost in (lambda t: t.cost(False), lambda t: t.cost(True), lambda t: t.dynamic):
        assert min(map(cost, kept)) == min(map(cost, every))
    for budget in range(1, 5):
        fits = [t for t in every if t.blocks <= budget]
        if fits:
            assert min(t.cost(False) for t in kept if t.blocks <= budget) == \
                min(t.cost(False) for t in fits)


def test_a_layout_larger_than_the_chip_is_not_pruned_by_one_that_fits():
    # in hybrid mode the wide layout runs dynamically (60 cycles), the narrow one resident
    # (100 + 100): the narrow one ties or beats the wide one in every figure but is worse
    m = small_machine(tiles=1, blocks_per_tile=4)  # a chip of 4 blocks
    narrow = output_parallel(SHAPE, m, fold=4, span=1)
    narrow = replace(narrow, blocks=2, load=0, link=0, compute=100, reduce=0, readout=0,
                     reload=100, dynamic=50)
    wide = replace(narrow, blocks=5, compute=150, reload=150, dynamic=60)
    assert undominated([narrow, wide], m) == (narrow, wide)
    assert undominated([narrow, replace(wide, blocks=3)], m) == (narrow,)
    problem = LayoutProblem(m, (SHAPE,), ((narrow, wide),), "hybrid")
    assert solve_dp(problem).cost == 60 and solve_dp(problem).choice == (1,)


# --- the dynamic program against CP-SAT and brute force ------------------------------------

def _brute(problem: LayoutProblem) -> int | None:
    """Every layout choice, every cut into groups and every tile count: the least cost."""
    return min((cost for cost, _ in _plans(problem)), default=None)


def _plans(problem: LayoutProblem):
    """(cycles, blocks) of every valid plan: every layout choice and cut into groups."""
    n = len(problem.shapes)
    for cuts in itertools.product((False, True), repeat=n - 1):
        firsts = [0] + [i + 1 for i, cut in enumerate(cuts) if cut]
        spans = list(zip(firsts, firsts[1:] + [n]))
        for choice in itertools.product(*(range(len(o)) for o in problem.options)):
            groups = []
            for a, b in spans:
                blocks = sum(problem.blocks(l, choice[l]) for l in range(a, b))
                groups.append(Group(a, b - 1, tiles_for(blocks, problem.machine)))
            try:
                cost = plan_cost(problem, choice, tuple(groups))
            except InfeasibleError:
                continue
            yield cost, sum(problem.blocks(l, c) for l, c in enumerate(choice))


def _shapes(draw, n: int) -> tuple[LayerShape, ...]:
    out = []
    for i in range(n):
        producers = tuple(sorted(set(draw(st.lists(st.integers(0, i - 1), max_size=2)))))\
            if i else ()
        out.append(LayerShape(
            f"l{i}", groups=1, out_channels=draw(st.integers(1, 4)),
            in_channels=draw(st.integers(1, 4)), taps=draw(st.sampled_from([1, 2])),
            positions=draw(st.integers(1, 6)), in_elements=draw(st.integers(1, 40)),
            producers=producers, reads_input=i == 0 or draw(st.booleans())))
    return tuple(out)


@st.composite
def problems(draw, most: int = 5) -> LayoutProblem:
    """Small random layer sets on small machines, in static or hybrid mode."""
    machine = small_machine(tiles=draw(st.integers(1, 4)), blocks_per_tile=draw(
        st.integers(1, 3)), block_rows=draw(st.sampled_from([2, 4, 8])),
        link_bits=Fraction(draw(st.integers(1, 8))))
    shapes = _shapes(draw, draw(st.integers(1, most)))
    options = tuple(layouts(s, machine)[:draw(st.integers(1, 3))] for s in shapes)
    return LayoutProblem(machine, shapes, options, draw(st.sampled_from(MODES)))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problems(most=4), st.floats(0, 1))
def test_fewest_blocks_within_a_cycle_budget_is_the_brute_force_minimum(problem, slack):
    """Memory as the objective: among the plans of at most the budget's cycles, the fewest
    blocks, proven (brute force over every plan)."""
    from pimsolve.solve.layout.cpsat import fewest_blocks

    plans = list(_plans(problem))
    if not plans:
        return
    fastest = min(cost for cost, _ in plans)
    budget = int(fastest + slack * (max(cost for cost, _ in plans) - fastest))
    found = fewest_blocks(problem, budget, time_limit=10, workers=1)
    assert found is not None and found.status == "OPTIMAL"
    assert found.blocks == found.bound == min(b for cost, b in plans if cost <= budget)
    assert found.plan.cost <= budget


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problems(most=4))
def test_the_dynamic_program_is_the_brute_force_optimum(problem):
    expected = _brute(problem)
    if expected is None:
        with pytest.raises(InfeasibleError):
            solve_dp(problem)
        return
    plan = solve_dp(problem)
    assert plan.cost == expected == plan_cost(problem, plan.choice, plan.groups)
    assert plan.status == "OPTIMAL" and plan.bound == plan.cost


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problems(most=6))
def test_cpsat_reaches_the_dynamic_programs_optimum(problem):
    try:
        optimum = solve_dp(problem).cost
    except InfeasibleError:
        optimum = None
    plan, _ = solve_cpsat(problem, time_limit=10, workers=1)
    if optimum is None:
        assert plan is None
        return
    assert plan is not None and plan.status == "OPTIMAL"
    assert plan.cost == optimum == plan.bound


@st.composite
def layer_sets(draw) -> tuple[LayoutMachine, tuple[LayerShape, ...], str]:
    machine = small_machine(tiles=draw(st.integers(1, 3)), blocks_per_tile=draw(
        st.integers(1, 3)), block_rows=draw(st.sampled_from([2, 4, 8])))
    return machine, _shapes(draw, draw(st.integers(1, 4))), draw(st.sampled_from(MODES))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(layer_sets())
def test_pruning_keeps_the_optimum_of_every_mode(case):
    machine, shapes, mode = case
    found = [(layouts(s, machine), layouts(s, machine, prune=False)) for s in shapes]
    if not all(every for _, every in found):
        return
    pruned = LayoutProblem(machine, shapes, tuple(p for p, _ in found), mode)
    full = LayoutProblem(machine, shapes, tuple(e for _, e in found), mode)
    try:
        expected = solve_dp(full).cost
    except InfeasibleError:
        with pytest.raises(InfeasibleError):
            solve_dp(pruned)
        return
    assert solve_dp(pruned).cost == expected
    assert dynamic_cost(pruned, dynamic_plan(pruned)) == dynamic_cost(full, dynamic_plan(full))


def test_a_plan_that_overfills_a_tile_or_the_chip_is_refused():
    m = small_machine(block_rows=2, blocks_per_tile=2, tiles=2)
    shapes = (LayerShape("a", 1, 1, 1, 1, 8, 8, reads_input=True),
              LayerShape("b", 1, 1, 1, 1, 8, 8, producers=(0,)))
    row_each = output_parallel(shapes[0], m, fold=1, span=1)  # 8 rows: 4 blocks of 2 rows
    assert row_each.blocks == 4
    problem = LayoutProblem(m, shapes, ((row_each,), (row_each,)))
    with pytest.raises(InfeasibleError, match="tile"):
        plan_cost(problem, (0, 0), (Group(0, 1, 1),))  # 8 blocks in one tile of 2
    with pytest.raises(InfeasibleError, match="tile"):
        plan_cost(problem, (0, 0), (Group(0, 0, 1), Group(1, 1, 2)))  # 4 blocks, 1 tile
    with pytest.raises(InfeasibleError, match="2 exist"):
        plan_cost(problem, (0, 0), (Group(0, 0, 2), Group(1, 1, 2)))  # 4 tiles of 2
    with pytest.raises(InfeasibleError, match="cover"):
        plan_cost(problem, (0, 0), (Group(1, 1, 2),))
    with pytest.raises(InfeasibleError, match="do not fit"):
        solve_dp(problem)
    assert solve_cpsat(problem, time_limit=5, workers=1)[0] is None
    # hybrid mode: one phase of the chip's 2 tiles per layer, the weights rewritten each time
    hybrid = LayoutProblem(m, shapes, problem.options, "hybrid")
    plan = solve_dp(hybrid)
    assert plan.groups == (Group(0, 0, 2), Group(1, 1, 2))
    assert plan.cost == row_each.cost(True, True) * 2 == \
        (row_each.cost(True) + row_each.reload) * 2
    assert solve_cpsat(hybrid, time_limit=5, workers=1)[0].cost == plan.cost
    with pytest.raises(InfeasibleError, match="tile"):  # a group larger than the chip
        plan_cost(hybrid, (0, 0), (Group(0, 0, 3), Group(1, 1, 2)))


# --- real networks -------------------------------------------------------------------------

@pytest.fixture(scope="module")
def pim_dl():
    return load_hwspec(ROOT / "hwspec" / "pim-dl.yaml")


def _problem(model: str, hw) -> LayoutProblem:
    from pimsolve.pipeline import front_half

    shapes = layer_shapes(front_half(ROOT / "models" / f"{model}.onnx", hw))
    machine = layout_machine(hw)
    found = network_layouts(shapes, machine)
    return LayoutProblem(machine, shapes, tuple(found[s.name] for s in shapes))


def test_layers_know_where_their_inputs_come_from(pim_dl):
    problem = _problem("tiny_resnet", pim_dl)
    shapes = problem.shapes
    assert shapes[0].reads_input and shapes[0].producers == ()
    assert all(not s.reads_input for s in shapes[1:])
    # a residual block's second convolution reads the first's output; the layer after the
    # block reads the sum of that and the block's input (two producers)
    assert any(len(s.producers) == 2 for s in shapes)
    assert all(p < i for i, s in enumerate(shapes) for p in s.producers)


@pytest.mark.parametrize("model", ["lenet5", "tiny_resnet", "tiny_mobilenet"])
def test_static_mode_on_pim_dl_dp_cpsat_and_baselines(pim_dl, model):
    problem = _problem(model, pim_dl)
    dp = solve_dp(problem)
    plan, _ = solve_cpsat(problem, time_limit=10, workers=1, hint=dp)
    assert plan.cost == dp.cost and plan.status == "OPTIMAL"
    for name in BASELINES:
        extended, base = baseline_plan(problem, name)
        if base is not None:
            assert base.cost >= dp.cost
            # on the baseline's layouts the DP could only do as well
            assert solve_dp(extended).cost <= base.cost
    best = dynamic_cost(problem, dynamic_plan(problem))
    for name in BASELINES:
        extended, choice = strategy_choice(problem, name)
        assert choice is None or dynamic_cost(extended, choice) >= best


def test_baselines_follow_their_definitions(pim_dl):
    problem = _problem("lenet5", pim_dl)
    layer = 1  # conv2: 6 input channels of 25 taps
    out_max, out_min = (strategy_layout(problem, layer, n) for n in ("out-max", "out-min"))
    assert out_max.kind == out_min.kind == OUTPUT_PARALLEL and out_max.span == 1
    assert out_max.fold % 25 == 0 and out_max.fold < out_min.fold  # whole channels per row
    assert out_max.rows > out_min.rows
    in_max = strategy_layout(problem, layer, "in-max")
    assert in_max.kind == INPUT_PARALLEL and in_max.fold == 25
    fitting = [t for t in layouts(problem.shapes[layer], problem.machine, prune=False)
               if t.kind == INPUT_PARALLEL and t.fold == 25 and t.span == 1]
    assert in_max.filters == max(t.filters for t in fitting)


def test_a_crossbar_hwspec_is_refused():
    with pytest.raises(BadInputError, match="digital"):
        layout_machine(load_hwspec(ROOT / "hwspec" / "puma.yaml"))


@pytest.mark.parametrize("network", ["pim-dl", "pim-dl-mesh", "pim-dl-broadcast"])
def test_a_plan_priced_on_each_network(network):
    """LeNet-5's layers share one tile: the inputs of all but the first flow between them."""
    from pimsolve.solve.layout.interconnect import movement_cycles
    from pimsolve.solve.layout.placed import group_traffic, place_plan

    hw = load_hwspec(ROOT / "hwspec" / f"{network}.yaml")
    from pimsolve.solve.layout.dp import LayoutPlan

    problem = _problem("lenet5", hw)
    choice = tuple(min(range(len(o)), key=lambda i: o[i].blocks) for o in problem.options)
    groups = (Group(0, 4, 1),)
    plan = LayoutPlan(choice, groups, plan_cost(problem, choice, groups), "test", "HEURISTIC",
                      None, 0.0)
    (demands, flows, _, _), = [group_traffic(problem, plan, g) for g in plan.groups]
    assert [(f.src, f.dst) for f in flows] == [("conv1", "conv2"), ("conv2", "fc1"),
                                               ("fc1", "fc2"), ("fc2", "fc3")]
    traffic = [group_traffic(problem, plan, g) for g in plan.groups]
    for (demands, flows, reduces, _), group in zip(traffic, plan.groups):
        names = {s.name for s in problem.shapes[group.first:group.last + 1]}
        assert set(demands) == names and all(f.src in names and f.dst in names for f in flows)
    seq = place_plan(problem, plan, hw.core.blocks, "sequential")
    best = place_plan(problem, plan, hw.core.blocks, "cpsat", time_limit=2, workers=1)
    for placed in (seq, best):
        priced = [p for p in placed.groups if p.result is not None]
        assert placed.movement == sum(p.result.cycles for p in priced)
        assert placed.uniform == sum(p.uniform for p in priced)
        assert placed.cycles == plan.cost - placed.uniform + placed.movement
        for p in priced:  # the result's cycles are the interconnect model's
            demands, flows, reduces, _ = group_traffic(problem, plan, p.group)
            assert p.result.cycles == movement_cycles(p.result.allocation, flows, reduces,
                                                      hw.core.blocks).cycles
    assert best.movement <= seq.movement  # the GA starts from the sequential order
