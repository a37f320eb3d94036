"""Per-core unit timelines as a Chrome trace-event file (open in https://ui.perfetto.dev or
chrome://tracing): one process per core, one thread per unit, one slice per instruction."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from pimsolve.fileio import write_atomic
from pimsolve.isa.instruction import Instruction
from pimsolve.sim.profile import Profile

UNITS = ("scalar", "matrix", "vector", "memory", "transfer")


def write_timeline(profile: Profile, programs: Mapping[int, Sequence[Instruction]],
                   path: str | Path) -> None:
    """Write the profile's intervals (simulate with ``keep_intervals=True``); 1 cycle = 1 µs."""
    events: list[dict] = []
    for core, intervals in sorted(profile.intervals.items()):
        events.append({"ph": "M", "name": "process_name", "pid": core,
                       "args": {"name": f"core {core}"}})
        for tid, unit in enumerate(UNITS):
            events.append({"ph": "M", "name": "thread_name", "pid": core, "tid": tid,
                           "args": {"name": unit}})
        program = programs[core]
        for unit, start, end, pc in intervals:
            events.append({"ph": "X", "pid": core, "tid": UNITS.index(unit),
                           "name": program[pc].op, "ts": start, "dur": end - start,
                           "args": {"pc": pc, "instruction": str(program[pc])}})
    write_atomic(path, json.dumps({"traceEvents": events, "displayTimeUnit": "ns",
                                   "otherData": {"cycles": profile.cycles,
                                                 "clock_hz": profile.clock_hz}}))
