"""The CP-SAT placement, the cost-aware heuristic and the solver-free validator."""

from __future__ import annotations

from pathlib import Path

import pytest

from pimsolve.bind.arraygroups import layer_matrices
from pimsolve.errors import InfeasibleError
from pimsolve.frontend import load_model
from pimsolve.hwspec import load_hwspec
from pimsolve.quantize import quantize
from pimsolve.solve.placement.baseline import balance, first_fit
from pimsolve.solve.placement.cost import Evaluator, build_problem, replication_choices, \
    windows_per_replica
from pimsolve.solve.placement.heuristic import greedy_counts
from pimsolve.solve.placement.cpsat import Settings, plan_cycle, plan_from_counts, \
    plan_placement, solve_cpsat
from pimsolve.solve.placement.validate import InvalidPlacement, validate, work_by_layer

ROOT = Path(__file__).resolve().parents[3]


def _setup(model: str, hw: str, mode: str = "ht"):
    spec = load_hwspec(ROOT / "hwspec" / f"{hw}.yaml")
    q = quantize(load_model(ROOT / "models" / f"{model}.onnx", None), 16, 16, None, seed=0)
    matrices = layer_matrices(q, spec)
    return build_problem(q, spec, matrices, mode), Evaluator(q, spec, matrices), matrices, spec


def _variant(tmp_path: Path, model: str, hw: str, line: str, instead: str):
    """The problem of ``model`` on a copy of a shipped hwspec with one line changed."""
    text = (ROOT / "hwspec" / f"{hw}.yaml").read_text(encoding="utf-8")
    assert line in text
    path = tmp_path / f"{hw}-variant.yaml"
    path.write_text(text.replace(line, instead), encoding="utf-8")
    spec = load_hwspec(path)
    q = quantize(load_model(ROOT / "models" / f"{model}.onnx", None), 16, 16, None, seed=0)
    return build_problem(q, spec, layer_matrices(q, spec))


def test_replication_choices_keep_one_factor_per_distinct_share():
    choices = replication_choices(10, 10)
    shares = [windows_per_replica(10, r) for r in choices]
    assert choices[0] == 1 and shares[-1] == 1
    assert len(set(shares)) == len(shares) and shares == sorted(shares, reverse=True)
    assert choices == (1, 2, 3, 4, 5, 10)


def test_lenet_on_puma_is_proven_optimal_and_the_validator_agrees():
    problem, evaluator, _m, _hw = _setup("lenet5", "puma")
    hint = plan_from_counts(problem, greedy_counts(problem))
    plan, stats = solve_cpsat(problem, Settings(time_limit=20), hint)
    assert stats.status == "OPTIMAL" and stats.gap == 0 and stats.bound == stats.objective
    check = validate(problem, evaluator, plan_placement(problem, plan, "cpsat"))
    assert check.objective == stats.objective == plan_cycle(problem, plan)
    assert stats.objective <= plan_cycle(problem, hint)  # never worse than its warm start


@pytest.mark.parametrize("hw", ["puma", pytest.param("pimcomp-default", marks=pytest.mark.slow)])
def test_every_solver_output_validates_and_cpsat_beats_the_heuristics(hw):
    problem, evaluator, matrices, spec = _setup("tiny_resnet", hw)
    hint = plan_from_counts(problem, greedy_counts(problem))
    plan, stats = solve_cpsat(problem, Settings(time_limit=3), hint)
    assert stats.status in ("OPTIMAL", "FEASIBLE") and stats.bound <= stats.objective
    ours = validate(problem, evaluator, plan_placement(problem, plan, "cpsat")).objective
    for heuristic in (balance, first_fit):
        theirs = validate(problem, evaluator, heuristic(matrices, spec)).objective
        assert ours <= theirs
    assert ours == stats.objective


def test_ll_objective_adds_the_window_latencies():
    ht, *_ = _setup("lenet5", "small-8x16", "ht")
    ll, *_ = _setup("lenet5", "small-8x16", "ll")
    plan = plan_from_counts(ht, greedy_counts(ht))
    assert sum(ll.window_latency.values()) > 0
    _p, _e, matrices, _hw = _setup("lenet5", "small-8x16")
    evaluator = _setup("lenet5", "small-8x16")[1]
    placement = plan_placement(ht, plan, "x")
    assert validate(ll, evaluator, placement).objective == \
        validate(ht, evaluator, placement).objective + sum(ll.window_latency.values())
    # one window of a layer: the pieces of a cut replica work on it at the same time
    cut = [layer for layer in ll.layers if len(layer.items) > 1]
    assert cut
    for layer in ll.layers:
        assert ll.window_latency[layer.name] == max(item.work.busy(True) for item in layer.items)


def test_the_validator_rejects_broken_placements():
    problem, evaluator, matrices, spec = _setup("lenet5", "puma")
    good = first_fit(matrices, spec)
    crowded = type(good)(good.replicas, {**good.cores, "conv1": tuple(
        (0,) * len(row) for row in good.cores["conv1"]) * 200}, "x")
    with pytest.raises(InvalidPlacement, match="replica count"):
        validate(problem, evaluator, crowded)
    stacked = type(good)({**good.replicas, "fc1": 5}, {**good.cores, "fc1": good.cores["fc1"] * 5},
                         "x")
    with pytest.raises(InvalidPlacement, match="arrays"):
        validate(problem, evaluator, stacked)
    uneven = type(good)(good.replicas, good.cores, "x", {"conv1": (1,)})
    with pytest.raises(InvalidPlacement, match="windows"):
        validate(problem, evaluator, uneven)


def test_the_same_seed_gives_the_same_placement():
    """The search is deterministic (interleaved workers, deterministic time budget): two runs
    give the same plan (a generous budget, so a loaded machine's wall-clock stop never
    cuts the search short)."""
    problem, *_ = _setup("lenet5", "small-8x16")
    hint = plan_from_counts(problem, greedy_counts(problem))
    first = solve_cpsat(problem, Settings(time_limit=30, seed=3), hint)
    second = solve_cpsat(problem, Settings(time_limit=30, seed=3), hint)
    assert first[0] == second[0] and first[1].objective == second[1].objective


def test_a_model_too_large_for_the_chip_is_infeasible_with_the_numbers():
    problem, *_ = _setup("tiny_resnet", "small-8x16")
    tiny = type(problem)(**{**{f: getattr(problem, f) for f in problem.__dataclass_fields__},
                            "cores": 1})
    with pytest.raises(InfeasibleError, match="arrays"):
        greedy_counts(tiny)


def test_pieces_of_a_cut_replica_advance_in_lock_step_under_synchronous_transfers(tmp_path):
    """fc1 of LeNet-5 is cut over two small-8x16 cores. With synchronous transfers the home
    is held for the partial sums' transfer and both pieces take the slower one's cycles per
    window; with asynchronous transfers the sender's own work stands."""
    sync, *_ = _setup("lenet5", "small-8x16")
    pieces = sync.layer("fc1").items
    assert len(pieces) == 2
    assert pieces[0].work.busy(True) == pieces[1].work.busy(True)
    free = _variant(tmp_path, "lenet5", "small-8x16", "communication: synchronous",
                    "communication: asynchronous").layer("fc1").items
    home, sender = free[0].work, free[1].work
    assert home.busy(True) != sender.busy(True)
    assert pieces[0].work.transfer > home.transfer  # held for the transfer it receives
    assert max(p.work.busy(True) for p in pieces) >= max(home.busy(True), sender.busy(True))


def test_an_out_of_order_core_runs_each_batch_of_array_groups_side_by_side(tmp_path,
                                                                            monkeypatch):
    """isaac's cores are out-of-order: the array groups of LeNet-5's fc1 (four, one output
    block) run side by side, so a window costs one mvmul (1,800 cycles) where an in-order
    core pays four; with batches of two groups it costs two."""
    from pimsolve.solve.placement import buffers

    ooo, *_ = _setup("lenet5", "isaac")
    in_order = _variant(tmp_path, "lenet5", "isaac", "execution: out-of-order",
                        "execution: in-order")
    (fc1,) = ooo.layer("fc1").items
    assert len(fc1.groups) == 4 and fc1.work.mvmuls == fc1.work.matrix == 1800
    assert in_order.layer("fc1").items[0].work.mvmuls == 4 * 1800
    for side, summed in zip(ooo.layers, in_order.layers):  # the rest of the window is equal
        for a, b in zip(side.items, summed.items):
            assert a.work.busy(True) - a.work.mvmuls == b.work.busy(True) - b.work.mvmuls
    monkeypatch.setattr(buffers, "TERMS", 2)
    assert _setup("lenet5", "isaac")[0].layer("fc1").items[0].work.mvmuls == 2 * 1800


def test_an_out_of_order_core_runs_blocks_of_one_array_group_side_by_side(tmp_path):
    """tiny_mobilenet's conv9 has four output blocks of one array group each: no addition waits
    between them, so on isaac (out-of-order) the window's four mvmuls run at once, as the
    simulator measures; an in-order core pays four."""
    ooo, *_ = _setup("tiny_mobilenet", "isaac")
    in_order = _variant(tmp_path, "tiny_mobilenet", "isaac", "execution: out-of-order",
                        "execution: in-order")
    (conv9,) = ooo.layer("conv9").items
    assert len(conv9.groups) == 4 and conv9.work.mvmuls == 1800
    assert in_order.layer("conv9").items[0].work.mvmuls == 4 * 1800


def test_side_by_side_mvmuls_end_at_each_batch_that_is_added_up():
    from pimsolve.solve.placement.buffers import TERMS
    from pimsolve.solve.placement.cost import _side_by_side

    assert _side_by_side([[5], [5], [5]]) == 5  # single-group blocks: all at once
    assert _side_by_side([[3], [5, 5], [4]]) == 5 + 4  # the pair's additions wait for it
    assert _side_by_side([[2, 7], [9]]) == 7 + 9
    assert _side_by_side([[1] * (TERMS + 1)]) == 2  # a full batch, then one more
    # the one more goes to a term buffer and is added before the next block's mvmuls
    assert _side_by_side([[1] * (TERMS + 1), [5]]) == 1 + 1 + 5
    # one term buffer (local memory short): the first two side by side, then one at a time
    assert _side_by_side([[3, 4, 5]], 1) == 4 + 5
    assert _side_by_side([[3, 4, 5], [6]], 2) == 4 + 5 + 6


@pytest.mark.parametrize("hwspec", ["puma", "isaac"])
def test_per_layer_work_adds_up_to_each_core_s_cycle(hwspec):
    """What `map --plot` stacks: the layers' work on a core adds up to its cycles in the cost
    model, on in-order (puma) and out-of-order (isaac) cores alike (the latter's side-by-side
    mvmuls are already in each window's work)."""
    from hwfixtures import shipped_problem

    problem, evaluator = shipped_problem("tiny_resnet", hwspec)
    placement = balance(evaluator.matrices, load_hwspec(ROOT / "hwspec" / f"{hwspec}.yaml"))
    busy = validate(problem, evaluator, placement).busy
    by_layer = work_by_layer(problem, evaluator, placement)
    assert set(by_layer) == {layer.name for layer in problem.layers}
    for core, cycles in busy.items():
        assert sum(per_core.get(core, 0) for per_core in by_layer.values()) == cycles
