"""A scheduled crossbar program: per-core instruction lists, the weights of every array group,
the constants' image and the tensors' places in global memory (the HT and LL schedulers both
return one; the simulator runs it, the solution writer stores it)."""

from __future__ import annotations

from dataclasses import dataclass

from pimsolve.codegen.memory import TensorPlace
from pimsolve.codegen.writes import WeightWrites
from pimsolve.isa.groups import ArrayGroup


@dataclass(frozen=True, slots=True)
class Program:
    programs: dict[int, list]
    groups: dict[int, list[ArrayGroup]]
    gmem_image: bytes  # constants, placed at gmem_image_base
    gmem_image_base: int
    gmem_size: int  # bytes of global memory the program touches
    tensors: dict[str, TensorPlace]
    input: str
    outputs: tuple[str, ...]
    layer_cores: dict[str, tuple[int, ...]]
    local_peak: dict[int, int]
    layer_groups: int | None = None  # HT: barrier-separated groups of layers (None in LL)
    estimated_cycles: float | None = None  # LL: the list scheduler's estimated latency (its
    # clock from the hwspec's latencies; None in HT)
    dealing: str | None = None  # LL: how windows were dealt to replicas (schedule.ll.DEALS)
    # LL: layer -> (start of its first task, end of its last) on the scheduler's clock
    layer_spans: dict[str, tuple[float, float]] | None = None
    # a weight-replacement phase: the program that writes ``groups`` before this one runs
    # (pimsolve.codegen.writes); None when the weights are loaded before the run
    writes: WeightWrites | None = None
