"""COMPASS's partition units and validity map (pimsolve.solve.partition.units) on a chip small
enough that the shipped models need several partitions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hwfixtures import shrunk_chip
from typer.testing import CliRunner

from pimsolve.bind.arraygroups import layer_matrices
from pimsolve.cli import app
from pimsolve.hwspec import load_hwspec
from pimsolve.pipeline import front_half
from pimsolve.solve.partition.units import _packs, partition_units, validity_map

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def chip(tmp_path_factory):
    """2 cores of 4 arrays: 8 arrays in all."""
    return shrunk_chip(tmp_path_factory.mktemp("hw"), 2, 4)


@pytest.fixture(scope="module")
def tiny_resnet(chip):
    hw = load_hwspec(chip)
    qgraph = front_half(ROOT / "models" / "tiny_resnet.onnx", hw)
    return qgraph, hw, partition_units(qgraph, hw, layer_matrices(qgraph, hw))


def test_units_slice_each_layer_into_core_sized_pieces(tiny_resnet):
    qgraph, hw, units = tiny_resnet
    weight_layers = [x for x in qgraph.layers if x.weight is not None]
    order = [x.name for x in weight_layers]
    positions = [order.index(u.layer) for u in units]
    assert positions == sorted(positions) and set(positions) == set(range(len(order)))
    for layer in weight_layers:
        own = [u for u in units if u.layer == layer.name]
        # the slices cover the output channels in order, each within one core's arrays
        assert own[0].channels[0] == 0 and own[-1].channels[1] == layer.weight.shape[0]
        assert all(a.channels[1] == b.channels[0] for a, b in zip(own, own[1:]))
        assert all(u.arrays == sum(u.groups) <= hw.core.arrays for u in own)
        byw = (qgraph.weight_bits + 7) // 8
        assert sum(u.weight_bytes for u in own) == layer.weight.size * byw


def test_the_validity_map_by_hand(tiny_resnet):
    """Units of 1, 2, 2, 4, 3, 3, 2 and 1 arrays on 2 cores of 4: from unit 0 the first three
    (5 arrays) fit and the fourth (4 more) does not; from unit 1, 2 + 2 + 4 fills both cores."""
    _qgraph, hw, units = tiny_resnet
    assert [u.arrays for u in units] == [1, 2, 2, 4, 3, 3, 2, 1]
    vmap = validity_map(units, hw)
    assert vmap.ends == (3, 4, 4, 5, 7, 8, 8, 8)
    assert vmap.fewest_partitions() == 3  # [0, 3), [3, 5), [5, 8)
    assert vmap.valid(1, 4) and not vmap.valid(0, 4) and not vmap.valid(2, 2)
    assert vmap.valid_share == pytest.approx(sum(e - i for i, e in enumerate(vmap.ends)) / 36)


def test_every_valid_span_packs_and_one_more_unit_does_not(tiny_resnet):
    _qgraph, hw, units = tiny_resnet
    vmap = validity_map(units, hw)
    for start, end in enumerate(vmap.ends):
        groups = [g for u in units[start:end] for g in u.groups]
        assert _packs(groups, hw.num_cores, hw.core.arrays)
        if end < len(units):
            more = groups + list(units[end].groups)
            assert not _packs(more, hw.num_cores, hw.core.arrays)


def test_packing_is_by_array_group_not_by_total():
    """Three groups of 3 arrays never share a core of 4: 9 arrays in 3 cores, not in 2 of 5."""
    assert not _packs([3, 3, 3], cores=2, per_core=5)
    assert _packs([3, 3, 3], cores=3, per_core=4)


def test_cli_prints_the_units_and_the_map(chip, tmp_path):
    result = CliRunner().invoke(app, ["--quiet", "partitions",
                                      str(ROOT / "models" / "tiny_resnet.onnx"),
                                      "--hw", str(chip), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["ends"] == [3, 4, 4, 5, 7, 8, 8, 8] and data["fewest_partitions"] == 3
    assert [u["arrays"] for u in data["units"]] == [1, 2, 2, 4, 3, 3, 2, 1]
    table = CliRunner().invoke(app, ["partitions", str(ROOT / "models" / "tiny_resnet.onnx"),
                                     "--hw", str(chip)])
    assert table.exit_code == 0 and "fewest partitions" in table.output


def test_a_layer_within_the_chips_arrays_that_does_not_pack_is_cut(tmp_path):
    """lenet5's fc1 is 4 array groups of 8 arrays: 32 of the 33 arrays of 3 cores of 11, yet
    each core holds one group, so fc1 alone does not pack. It is cut into slices that do, and
    the partitioned program runs bit-exact (it used to stop with no chain of partitions)."""
    from pimsolve.pipeline import Options, Partitioned, compile_model
    from pimsolve.verify import default_input, run_partitioned

    chip = shrunk_chip(tmp_path, 3, 11)
    model = ROOT / "models" / "lenet5.onnx"
    compiled = compile_model(model, chip, Options(solver="balance", time_limit=10))
    assert isinstance(compiled, Partitioned)
    assert any(layer.name.startswith("fc1.out") for part in compiled.parts
               for layer in part.qgraph.layers)
    check, _profiles, _writes = run_partitioned([(p.qgraph, p.program) for p in compiled.parts],
                                       compiled.qgraph, compiled.hw, model,
                                       default_input(compiled.qgraph, 0), with_profile=False)
    assert check.bit_exact
