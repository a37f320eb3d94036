"""Shared test fixtures."""

from __future__ import annotations

import pytest
from hypothesis import settings

# the same examples on every run: a property test's time (its CP-SAT probes) then does not
# vary from run to run, and a failure reproduces
settings.register_profile("pimsolve", derandomize=True)
settings.load_profile("pimsolve")

from hwfixtures import small_hw
from pimsolve.hwspec.model import HwSpec


@pytest.fixture
def hw() -> HwSpec:
    return small_hw()
