"""core.blocks: a core's arrays as a grid of memory blocks and the network between them.

The shipped pim-dl files declare PIM-DL's three intra-tile networks; a bad value is reported
with its dotted path; the grid must hold exactly core.arrays blocks; a bus (only a bus) says
how many blocks share a channel; files without the section load as before.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pimsolve.errors import SpecError
from pimsolve.hwspec import describe, load_hwspec
from pimsolve.hwspec.model import BlockArraySpec, Interconnect

HWSPEC_DIR = Path(__file__).resolve().parents[3] / "hwspec"


def problems(overrides: dict) -> tuple[str, ...]:
    with pytest.raises(SpecError) as info:
        load_hwspec(HWSPEC_DIR / "pim-dl.yaml", overrides)
    return info.value.problems


@pytest.mark.parametrize("name, kind", [("pim-dl", Interconnect.BUS),
                                        ("pim-dl-mesh", Interconnect.MESH),
                                        ("pim-dl-broadcast", Interconnect.BROADCAST)])
def test_shipped_pim_dl_hwspecs_declare_their_block_network(name, kind) -> None:
    hw = load_hwspec(HWSPEC_DIR / f"{name}.yaml")
    grid = hw.core.blocks
    assert hw.name == name
    assert isinstance(grid, BlockArraySpec) and grid.interconnect is kind
    assert (grid.rows, grid.cols, grid.blocks) == (16, 16, hw.core.arrays)
    assert (grid.link_bits, grid.router_latency, grid.wire_latency) == (128, 3, 1)
    if kind is Interconnect.BUS:  # PIM-DL §VI-A1: 8 blocks to a channel
        assert grid.blocks_per_channel == 8 and grid.channels == 32
        assert grid.channel(7) == 0 and grid.channel(8) == 1
    else:
        assert grid.blocks_per_channel is None and grid.channels == 0
    assert grid.position(17) == (1, 1)
    assert dict(describe(hw))["blocks per core"].startswith(f"16×16, {kind.value}")


def test_the_three_pim_dl_files_differ_only_in_their_block_network() -> None:
    base = load_hwspec(HWSPEC_DIR / "pim-dl.yaml")
    for name in ("pim-dl-mesh", "pim-dl-broadcast"):
        other = load_hwspec(HWSPEC_DIR / f"{name}.yaml")
        assert other.core.array == base.core.array and other.core.arrays == base.core.arrays
        assert other.compute.bit_serial == base.compute.bit_serial
        assert other.clock_hz == base.clock_hz and other.precision == base.precision


def test_hwspecs_without_the_section_have_no_block_grid() -> None:
    assert load_hwspec(HWSPEC_DIR / "puma.yaml").core.blocks is None
    assert load_hwspec(HWSPEC_DIR / "neural-cache.yaml").core.blocks is None


def test_bad_values_name_their_dotted_path_all_at_once() -> None:
    found = problems({"core.blocks.rows": 0, "core.blocks.interconnect": "ring",
                      "core.blocks.link_bits": -1, "core.blocks.router_latency": -3,
                      "core.blocks.wire_latency": "slow"})
    text = "\n".join(found)
    for path in ("core.blocks.rows", "core.blocks.interconnect", "core.blocks.link_bits",
                 "core.blocks.router_latency", "core.blocks.wire_latency"):
        assert f": {path}: expected" in text, (path, text)
    assert "one of bus, mesh, broadcast" in text


def test_unknown_and_missing_keys() -> None:
    text = "\n".join(problems({"core.blocks.colour": "red"}))
    assert "core.blocks.colour" in text and "unknown key" in text
    text = "\n".join(problems({"core.blocks": {"rows": 16, "cols": 16, "interconnect": "mesh",
                                               "link_bits": 128, "router_latency": 3}}))
    assert "core.blocks.wire_latency: expected" in text and "missing" in text


def test_the_grid_must_hold_every_array_of_the_core() -> None:
    (problem,) = problems({"core.blocks.rows": 8})
    assert "core.blocks: expected rows x cols = core.arrays (256), got 8 x 16 = 128" in problem


def test_a_bus_needs_a_whole_number_of_channels_and_only_a_bus_has_them() -> None:
    (problem,) = problems({"core.blocks.blocks_per_channel": 7})
    assert "core.blocks.blocks_per_channel: expected a divisor of the 256 blocks, got 7" in problem
    (problem,) = problems({"core.blocks.interconnect": "mesh"})
    assert "core.blocks.blocks_per_channel: expected this key only with interconnect bus" in problem
    with pytest.raises(SpecError) as info:
        load_hwspec(HWSPEC_DIR / "pim-dl-mesh.yaml", {"core.blocks.interconnect": "bus"})
    (problem,) = info.value.problems
    assert "core.blocks.blocks_per_channel: expected a positive integer with interconnect bus" \
        in problem


def test_an_override_switches_the_network() -> None:
    hw = load_hwspec(HWSPEC_DIR / "pim-dl-mesh.yaml", {"core.blocks.interconnect": "broadcast"})
    assert hw.core.blocks.interconnect is Interconnect.BROADCAST
