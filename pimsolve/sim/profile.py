"""Timing and energy profile of a functional run.

The functional machine, run with ``trace=True``, records every completed instruction in an
order that respects every cross-core dependency (a recv after the send it matches, a wait after
the syncs it counted). This module replays that trace with the hwspec's latencies:

- in-order cores start an instruction when the previous one has completed;
- out-of-order cores dispatch in program order but start an instruction as soon as its unit is
  free and its register and local-memory operands are ready (RAW, WAR and WAW on 8-byte
  chunks, the allocation unit, so distinct buffers never falsely depend on each other); each
  array group is its own matrix unit, ``core.vector.units`` vector units form a pool, and the
  memory and transfer units are one each; send/recv/wait/sync wait for every earlier
  instruction of their core;
- a synchronous send and its recv both finish ``latency(send)`` after the later of the two has
  started (the recv adds ``latency(recv)``); an asynchronous send finishes after
  ``latency(send)`` and its data arrives then;
- a wait finishes ``latency(wait)`` after the last sync it counted;
- a weight write (``wwr``) keeps the memory unit and its array group busy (out of order, an
  ``mvmul`` on the group waits for it, and it waits for the group's earlier mvmuls); it costs
  an ``ld`` of the group's bytes plus programming its arrays (pimsolve.costs.instructions).

Energy is the sum of per-instruction energies plus leakage power × cores × run time; the
programming share of weight writes is reported under ``weight_write``, apart from the ``load``
class their streaming belongs to. ``Profile.weight_writes`` counts the writes per (core, group).
Global-memory bandwidth is modelled per core by the ld/st latency formulas; where the hwspec
gives the global memory a ``port`` (one request at a time for the whole chip), every ld, st
and wwr also books the port for its service time from the moment its request arrives, in the
first free stretch (a calendar: the trace is a causal order, not a time order, so a request may fill
a gap before others booked earlier), and finishes later by whatever it waited.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import defaultdict, deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from pimsolve.costs.instructions import static_costs
from pimsolve.hwspec.model import Communication, Execution, HwSpec
from pimsolve.isa.instruction import Instruction
from pimsolve.isa.spec import CLASS_UNIT, OPS, Kind, OpClass, Unit

CHUNK = 8  # bytes per dependency-tracking chunk of local memory: the schedulers allocate
# buffers on 8-byte boundaries (schedule/memory.ALIGN), so two buffers never share a chunk
# vector instructions whose $rs2 addresses a second input vector (not a bound or a stride)
TWO_VECTOR_OPS = frozenset({"vvadd", "vvsub", "vvmul", "vvdmul", "vvmax", "vvsll", "vvsra"})


@dataclass(frozen=True, slots=True)
class CoreProfile:
    instructions: int
    finish_cycle: float
    busy: Mapping[str, float]  # unit -> busy cycles


@dataclass(frozen=True, slots=True)
class Profile:
    cycles: float
    seconds: float
    clock_hz: float
    cores: Mapping[int, CoreProfile]
    # instruction class -> pJ; the arrays' programming by wwr under "weight_write"
    dynamic_energy_pj: Mapping[str, float]
    leakage_energy_pj: float
    intervals: Mapping[int, Sequence[tuple[str, float, float, int]]] = field(default_factory=dict)
    # core -> the cycle at which each run of its program ended (pipelined mode: several runs)
    round_ends: Mapping[int, Sequence[float]] = field(default_factory=dict)
    # (core, group) -> wwr instructions that wrote the group (each writes all its arrays once)
    weight_writes: Mapping[tuple[int, int], int] = field(default_factory=dict)

    def rounds_done(self) -> list[float]:
        """When every core had finished its k-th run, for each k every core ran."""
        ends = [e for e in self.round_ends.values() if e]
        return [max(column) for column in zip(*ends)] if ends else []

    @property
    def energy_j(self) -> float:
        return (sum(self.dynamic_energy_pj.values()) + self.leakage_energy_pj) * 1e-12

    def utilization(self, unit: str) -> float:
        """Mean busy fraction of ``unit`` over the cores that ran, for the whole run."""
        if not self.cores or self.cycles <= 0:
            return 0.0
        return sum(c.busy.get(unit, 0.0) for c in self.cores.values()) / (
            len(self.cores) * self.cycles)


class _Calendar:
    """One server's busy stretches, [start, end) sorted and merged: ``book`` puts a request in
    the first free stretch at or after its arrival that is long enough."""

    __slots__ = ("starts", "ends")

    def __init__(self) -> None:
        self.starts: list[float] = []
        self.ends: list[float] = []

    def book(self, arrival: float, service: float) -> float:
        """The time the request starts being served."""
        starts, ends = self.starts, self.ends
        k = bisect_right(ends, arrival)  # the first stretch still busy at or after arrival
        at = arrival
        while k < len(starts) and starts[k] < at + service:
            at = max(at, ends[k])
            k += 1
        # [at, at + service) fits before stretch k: merge with its neighbours
        done = at + service
        if k > 0 and ends[k - 1] >= at:
            if k < len(starts) and starts[k] <= done:
                ends[k - 1] = ends[k]
                del starts[k], ends[k]
            else:
                ends[k - 1] = done
        elif k < len(starts) and starts[k] <= done:
            starts[k] = at
        else:
            starts.insert(k, at)
            ends.insert(k, done)
        return at


def _footprint(inst: Instruction, values: Sequence[int], ib: int, ob: int,
               group_shapes: Sequence[tuple[int, int, int]]):
    """Local-memory byte ranges (reads, writes) an instruction touches, for dependencies.

    ``values`` are the register operands' values (operand order) when it executed.
    """
    op, a = inst.op, inst.args
    regs = dict(zip(a, values))
    spec = OPS[op]
    if spec.op_class is OpClass.VECTOR:
        if op == "vavg":
            rd, rs1, rs2, n, off = a
            return [(regs[rs1] + ib * off, max(n * abs(regs[rs2]), 1) * ib)], [(regs[rd], ob)]
        if op == "vmv":
            rd, rs1, rs2, n = a
            return [(regs[rs1], max(n * abs(regs[rs2]), 1) * ib)], [(regs[rd], n * ib)]
        sel, off = a[-2], a[-1]
        n = a[-3]
        scale = {"ibyw": ib, "obyw": ob}.get(spec.rd_offset_scale, 0)
        out = (ob if spec.rd_offset_scale == "obyw" or op == "vvdmul" else ib)
        count = 1 if op == "vvdmul" else n
        reads = [(regs[a[1]] + (ib * off if sel & 2 else 0), n * ib)]
        if op in TWO_VECTOR_OPS:
            reads.append((regs[a[2]] + (ib * off if sel & 4 else 0), n * ib))
        return reads, [(regs[a[0]] + (scale * off if sel & 1 else 0), count * out)]
    if op == "mvmul":
        rows, cols, _ = group_shapes[a[4]] if a[4] < len(group_shapes) else (0, 0, 0)
        return [(regs[a[1]], rows * ib)], [(regs[a[0]], cols * ob)]
    if op == "ld":
        return [], [(regs[a[0]] + (a[4] if a[3] & 1 else 0), a[2])]
    if op == "st":
        return [(regs[a[1]] + (a[4] if a[3] & 2 else 0), a[2])], []
    if op == "lldi":
        return [], [(regs[a[0]] + a[3], a[2])]
    if op == "lmv":
        return [(regs[a[1]] + (a[4] if a[3] & 2 else 0), a[2])], \
            [(regs[a[0]] + (a[4] if a[3] & 1 else 0), a[2])]
    if op == "send":
        return [(regs[a[0]] + a[3], a[2])], []
    if op == "recv":
        return [], [(regs[a[0]] + a[3], a[2])]
    return [], []


@lru_cache(maxsize=None)
def _scalar_regs(inst: Instruction) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Registers read and written (scalar dependencies)."""
    spec = OPS[inst.op]
    reads, writes = [], []
    for operand, value in zip(spec.operands, inst.args):
        if operand.kind is Kind.REG_PAIR:
            reads += [value, value + 1]
        elif operand.kind is Kind.REG:
            if operand.name == "rd" and spec.op_class in (OpClass.SCALAR, OpClass.SCALAR_LOAD):
                writes.append(value)
            else:
                reads.append(value)
    return tuple(reads), tuple(writes)


class _CoreClock:
    __slots__ = ("clock", "dispatch", "units", "vector", "regs", "w_end", "r_end", "busy")

    def __init__(self, hw: HwSpec):
        self.clock = 0.0  # in-order: end of the previous instruction
        self.dispatch = 0.0  # out-of-order: start of the previous instruction
        self.units: dict[object, float] = defaultdict(float)
        self.vector = [0.0] * max(hw.core.vector_units, 1)
        self.regs = [0.0] * 32
        chunks = hw.core.local_memory_bytes // CHUNK + 1
        self.w_end = [0.0] * chunks  # lists: spans are short, so list slices beat numpy here
        self.r_end = [0.0] * chunks
        self.busy: dict[str, float] = defaultdict(float)

    def ready(self) -> float:
        """Time by which everything issued so far has finished."""
        return max(self.clock, max(self.units.values(), default=0.0), max(self.vector))


def profile(hw: HwSpec, programs: Mapping[int, Sequence[Instruction]],
            group_shapes: Mapping[int, Sequence[tuple[int, int, int]]],
            trace: Sequence[tuple[int, int, object, tuple[int, ...] | None]],
            *, keep_intervals: bool = False) -> Profile:
    """Replay a functional trace with the hwspec's latencies and energies."""
    shared: dict = {}
    costs = {c: static_costs(hw, c, p, group_shapes.get(c, ()), shared)
             for c, p in programs.items()}
    ooo = hw.core.execution is Execution.OUT_OF_ORDER
    sync_comm = hw.communication is Communication.SYNCHRONOUS
    clocks = {c: _CoreClock(hw) for c in programs}
    port = _Calendar() if hw.global_memory.port is not None else None
    ends = np.zeros(len(trace))
    first: dict[tuple[int, int], deque] = defaultdict(deque)  # channel -> done transfers
    dyn: dict[str, float] = defaultdict(float)
    counts: dict[int, int] = defaultdict(int)
    intervals: dict[int, list] = defaultdict(list)
    last = {c: len(p) - 1 for c, p in programs.items()}
    round_ends: dict[int, list[float]] = {c: [] for c in programs}
    writes: dict[tuple[int, int], int] = defaultdict(int)
    for t, (c, pc, extra, regs) in enumerate(trace):
        inst = programs[c][pc]
        cls = OPS[inst.op].op_class
        sc = costs[c]
        lat = float(sc.latency[pc])
        if inst.op == "wwr":
            program = float(sc.program_energy[pc])
            dyn[cls.value] += float(sc.energy[pc]) - program
            dyn["weight_write"] += program
            writes[c, inst.args[_WWR_GROUP]] += 1
        else:
            dyn[cls.value] += float(sc.energy[pc])
        counts[c] += 1
        st = clocks[c]
        unit = CLASS_UNIT[cls]
        barrier = cls in (OpClass.SEND, OpClass.RECV, OpClass.SYNC)
        if not ooo or barrier:
            start = st.ready() if ooo else st.clock
            rmem = wmem = ()
        else:
            rreg, wreg = _scalar_regs(inst)
            start = max(st.dispatch, max((st.regs[r] for r in rreg + wreg), default=0.0))
            if inst.op == "mvmul":
                key: object = ("group", inst.args[4])
            else:
                key = unit
            if unit is Unit.VECTOR:
                lane = min(range(len(st.vector)), key=st.vector.__getitem__)
                start = max(start, st.vector[lane])
            else:
                start = max(start, st.units[key])
            if inst.op == "wwr":  # the group being written is busy too
                start = max(start, st.units[("group", inst.args[_WWR_GROUP])])
            rmem, wmem = _footprint(inst, regs, int(sc.in_bytes[pc]), int(sc.out_bytes[pc]),
                                    group_shapes.get(c, ())) if regs is not None else ((), ())
            for addr, size in rmem:
                lo, hi = addr // CHUNK, (addr + max(size, 1) - 1) // CHUNK + 1
                start = max(start, max(st.w_end[lo:hi], default=0.0))
            for addr, size in wmem:
                lo, hi = addr // CHUNK, (addr + max(size, 1) - 1) // CHUNK + 1
                start = max(start, max(st.w_end[lo:hi], default=0.0),
                            max(st.r_end[lo:hi], default=0.0))
        end = start + lat
        if port is not None and sc.service[pc]:  # queue at the chip's global-memory port
            arrive = start + float(sc.arrival[pc])
            end += port.book(arrive, float(sc.service[pc])) - arrive
        if cls is OpClass.SEND or cls is OpClass.RECV:
            peer = inst.get("core")
            channel = (c, peer) if cls is OpClass.SEND else (peer, c)
            queue = first[channel]
            if not sync_comm:
                if cls is OpClass.SEND:
                    queue.append(end)
                else:
                    end = max(start, queue.popleft()) + lat
            elif queue and queue[0][0] != cls:  # the partner was processed first
                end = queue.popleft()[1] + (lat if cls is OpClass.RECV else 0.0)
            else:  # the partner is blocked at its matching instruction since its ready time
                partner_ready = clocks[peer].ready() if ooo else clocks[peer].clock
                done = max(start, partner_ready) + float(sc.transfer[pc])
                queue.append((cls, done))
                end = done + (lat if cls is OpClass.RECV else 0.0)
        elif inst.op == "wait" and extra:
            end = max(start, max(ends[i] for i in extra)) + lat
        ends[t] = end
        st.busy[unit.value] += min(lat, end - start)
        if end - start > lat:  # time spent waiting for a partner core
            st.busy["blocked"] += end - start - lat
        st.clock = end
        if ooo:
            st.dispatch = start
            if barrier:
                for k in st.units:
                    st.units[k] = max(st.units[k], end)
            elif unit is Unit.VECTOR:
                st.vector[lane] = end
            else:
                st.units[key] = end
                if inst.op == "wwr":
                    st.units[("group", inst.args[_WWR_GROUP])] = end
            for r in _scalar_regs(inst)[1]:
                st.regs[r] = end
            for addr, size in wmem:
                lo, hi = addr // CHUNK, (addr + max(size, 1) - 1) // CHUNK + 1
                st.w_end[lo:hi] = [end] * (hi - lo)
            for addr, size in rmem:
                lo, hi = addr // CHUNK, (addr + max(size, 1) - 1) // CHUNK + 1
                r_end = st.r_end
                for i in range(lo, hi):
                    if r_end[i] < end:
                        r_end[i] = end
        if keep_intervals:
            intervals[c].append((unit.value, start, end, pc))
        if pc == last[c]:
            round_ends[c].append(max(end, st.ready()) if ooo else end)
    cycles = float(ends.max()) if len(ends) else 0.0
    seconds = cycles / hw.clock_hz
    leak = hw.costs.leakage_power_w * len(clocks) * seconds * 1e12
    cores = {c: CoreProfile(counts[c], max(st.clock, st.ready()), dict(st.busy))
             for c, st in clocks.items()}
    return Profile(cycles, seconds, hw.clock_hz, cores, dict(dyn), leak, dict(intervals),
                   round_ends, dict(sorted(writes.items())))


_WWR_GROUP = [o.name for o in OPS["wwr"].operands].index("group")

