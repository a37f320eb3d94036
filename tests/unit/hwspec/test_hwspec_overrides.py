"""hwspec overrides (--set PATH=VALUE): set on the document before the schema check, every
problem reported at once under the --set that caused it, the effective YAML kept."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from pimsolve.errors import BadInputError, SpecError
from pimsolve.hwspec import load_hwspec, parse_override
from pimsolve.hwspec.overrides import canonical_text

ROOT = Path(__file__).resolve().parents[3]
SMALL = ROOT / "hwspec" / "small-8x16.yaml"


def test_a_formula_and_a_number_change_the_spec_and_its_effective_text():
    hw = load_hwspec(SMALL, ["core.local_memory.bytes=16*1024", "core.array.rows=256"])
    assert (hw.core.local_memory_bytes, hw.core.array.rows) == (16384, 256)
    assert [o.path for o in hw.overrides] == ["core.local_memory.bytes", "core.array.rows"]
    document = yaml.safe_load(hw.text)
    assert document["core"]["local_memory"]["bytes"] == "16*1024"  # kept as written
    assert document["core"]["array"]["rows"] == 256
    assert hw.text.startswith("# ") and "--set core.array.rows=256" in hw.text.splitlines()[0]
    again = load_hwspec(SMALL, {"core.local_memory.bytes": 16384, "core.array.rows": 256})
    assert again.core == hw.core


def test_without_overrides_the_effective_text_is_the_file():
    hw = load_hwspec(SMALL)
    assert hw.text == SMALL.read_text() and hw.overrides == ()


def test_a_key_the_file_leaves_to_its_default_can_be_set():
    assert load_hwspec(SMALL, ["core.event_registers=4"]).core.event_registers == 4


@pytest.mark.parametrize("override,words", [
    ("core.array.rowz=4", ("--set core.array.rowz=4: core.array.rowz:", "unknown key 'rowz'",
                           "did you mean 'rows'?")),
    ("core.array.rows=-4", ("--set core.array.rows=-4: core.array.rows:", "expected an integer",
                            "got -4", "small-8x16.yaml has 128")),
    ("core.array.rows.x=1", ("core.array.rows.x", "expected no key below core.array.rows")),
    ("costs.latency.mvmull=3", ("costs.latency.mvmull", "did you mean 'mvmul'?")),
    ("compute.parallel[3]=m", ("compute.parallel[3]", "expected an item index below 1")),
])
def test_a_bad_override_is_one_line_naming_path_value_and_expectation(override, words):
    with pytest.raises(SpecError) as info:
        load_hwspec(SMALL, [override])
    message = str(info.value)
    assert "\n" not in message
    for word in words:
        assert word in message


def test_every_problem_of_the_overrides_is_reported_at_once():
    with pytest.raises(SpecError) as info:
        load_hwspec(SMALL, ["core.array.rows=0", "cores.x=3", "precision.weights=99"])
    assert len(info.value.problems) == 3
    assert all(p.startswith("--set ") for p in info.value.problems)


@pytest.mark.parametrize("text", ["core.arrays", "=4", "core..arrays=4", "core.arrays=",
                                  "name=[a", "core arrays=4"])
def test_a_malformed_set_is_a_bad_input_naming_it(text):
    with pytest.raises(BadInputError) as info:
        parse_override(text)
    assert f"--set {text}" in str(info.value)


def test_the_canonical_text_ignores_layout_and_key_order():
    assert canonical_text({"b": 1, "a": {"y": 2, "x": 3}}) == \
        canonical_text(yaml.safe_load("a: {x: 3, y: 2}\nb: 1\n"))
