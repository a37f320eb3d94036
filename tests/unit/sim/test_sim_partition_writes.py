"""A partition's weight writes (pimsolve.codegen.writes) executed by the simulator: the
partition computes with what its ``wwr`` instructions wrote, not with the mapping's image."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hwfixtures import shrunk_chip

from pimsolve.codegen.writes import encode_weights
from pimsolve.errors import SimError
from pimsolve.pipeline import Options, compile_model
from pimsolve.verify import default_input, run_partitioned, run_program, run_weight_writes

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def partitioned(tmp_path_factory):
    folder = tmp_path_factory.mktemp("chip")
    return compile_model(ROOT / "models" / "lenet5.onnx", shrunk_chip(folder, 2, 8),
                         Options(time_limit=4, batch=4))


def test_every_group_is_written_once_and_holds_the_mapping_weights(partitioned) -> None:
    hw = partitioned.hw
    for part in partitioned.parts:
        writes = part.program.writes
        assert writes is not None
        assert sorted(writes.programs) == sorted(part.program.groups)
        for core, program in writes.programs.items():
            assert [i.args[2] for i in program if i.op == "wwr"] == \
                list(range(len(part.program.groups[core])))
        result, written = run_weight_writes(part.program, hw)
        assert result.stats.weight_writes == {(c, g): 1 for c, gs in part.program.groups.items()
                                              for g in range(len(gs))}
        for core, groups in written.groups.items():
            for got, want in zip(groups, part.program.groups[core]):
                assert (got.weights == want.weights).all()
        assert result.profile.cycles > 0


def test_the_image_is_what_wwr_reads() -> None:
    weights = np.array([[-8, 7], [0, -1]])
    assert encode_weights(weights, 4) == bytes([0xF8, 7, 0, 0xFF])
    assert encode_weights(weights, 12) == bytes([0xF8, 0xFF, 7, 0, 0, 0, 0xFF, 0xFF])


def test_a_wrong_weight_in_the_image_is_caught(partitioned) -> None:
    """Weights are not taken from the mapping: a byte changed in the image the writes read
    reaches the arrays, and the check against the mapping names the group."""
    part = partitioned.parts[0]
    writes = part.program.writes
    image = bytearray(writes.image)
    image[writes.addresses[(0, 0)] - writes.base] ^= 1
    broken = replace(part.program, writes=replace(writes, image=bytes(image)))
    with pytest.raises(SimError, match="core 0: array group 0 holds other weights"):
        run_weight_writes(broken, partitioned.hw)


def test_a_partition_whose_writes_are_missing_faults(partitioned) -> None:
    """Without its wwr the partition's first mvmul finds no weights: the stale-weight fault."""
    part = partitioned.parts[0]
    writes = part.program.writes
    empty = replace(part.program, writes=replace(writes, programs={c: p[:1] for c, p in
                                                                   writes.programs.items()}))
    with pytest.raises(SimError, match="holds no weights"):
        run_weight_writes(empty, partitioned.hw)
    # the partition's own program on arrays nobody wrote: its first mvmul faults
    unwritten = replace(part.program, groups=writes.groups)
    x = part.qgraph.quantize_input(default_input(part.qgraph, 0))
    with pytest.raises(SimError, match=r"write it \(wwr\) before this mvmul"):
        run_program(unwritten, part.qgraph, partitioned.hw, {part.qgraph.input: x})
    parts = [(p.qgraph, p.program) for p in partitioned.parts]
    check, profiles, written = run_partitioned(parts, partitioned.qgraph, partitioned.hw,
                                               partitioned.model_path,
                                               default_input(partitioned.qgraph, 0))
    assert check.bit_exact and all(w is not None for w in written)


def test_refining_keeps_a_chain_no_slower_on_the_simulator(tmp_path) -> None:
    """--refine measures the chosen partitions on the simulator and chooses again: its plan's
    objective is the simulated batch time of its partitions, and no more than the unrefined
    plan's, either COMPASS baseline's or COMPASS's GA's simulated batch time (its first round
    measures them)."""
    from pimsolve.verify import measure_partition

    chip = shrunk_chip(tmp_path, 2, 8)
    model = ROOT / "models" / "tiny_resnet.onnx"
    batch = 8

    def simulated(compiled) -> float:
        return sum(m.reload + m.latency + (batch - 1) * m.cycle
                   for m in map(measure_partition, compiled.parts))

    plain = compile_model(model, chip, Options(time_limit=4, batch=batch))
    refined = compile_model(model, chip, Options(time_limit=4, batch=batch, refine=True))
    stats = refined.plan.stats
    assert stats.status == "HEURISTIC" and stats.bound is None and "refined" in stats.how
    assert stats.objective == pytest.approx(simulated(refined), abs=1)
    assert stats.objective <= simulated(plain) + 1
    for baseline in ("greedy", "layerwise", "ga"):
        other = compile_model(model, chip, Options(time_limit=4, batch=batch,
                                                   partition=baseline))
        assert stats.objective <= simulated(other) + 1
