"""Shared test fixtures."""

from __future__ import annotations

import pytest

from hwfixtures import small_hw
from pimsolve.hwspec.model import HwSpec


@pytest.fixture
def hw() -> HwSpec:
    return small_hw()
