"""The functional machine: cores with registers, local memory and array groups, a global memory,
and the send/recv/wait/sync protocols. Cores run until every one has halted; a state in which
some cores are blocked forever is reported as a deadlock.

Scheduling: a core runs until it blocks or halts, then the next runnable core runs. The ISA has
no branches and send/recv block until matched, so the result does not depend on the scheduling
order, except for programs whose wait/sync use races (more syncs arriving than a wait counts):
the ISA text leaves such programs to the toolchain to avoid. In pipelined mode a sync that
joins the syncs of another round on one event register faults when it happens in the order
the cores run here: the wait that counts them may see its count overshot on a timed machine
(pimsim-nn resets a register only when a wait sees its exact count).

Rounds (pipelined mode, ``rounds`` > 1): every core runs its program that many times, each
time from its first instruction, as soon as it has finished the last (registers, local memory
and event registers carry over, as on pimsim-nn's throughput mode). The inputs come from a
:class:`Stream`: a core in round k reading the model input's bytes in global memory reads input
k, and a core in round k writing an output's bytes writes output k; everything else in global
memory is shared by all rounds, so a program whose rounds overwrite data another round still
reads is caught by the check of every round's outputs.

Weights: an array group is loaded before the run or written by the program (``wwr``, in a
weight-replacement phase; pimsolve.isa.groups). An ``mvmul`` on a group that holds no weights of
its phase (never written, or its arrays rewritten since by a write of another phase on its
core) faults; ``RunStats.weight_writes`` counts the writes of every group.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from pimsolve.errors import SimError
from pimsolve.hwspec.model import Communication, HwSpec
from pimsolve.isa.groups import ArrayGroup
from pimsolve.isa.instruction import Instruction
from pimsolve.isa.spec import NUM_REGISTERS, OPS, Kind
from pimsolve.sim.elements import Fault, LocalMemory
from pimsolve.sim.semantics import BLOCKED, EXECUTE


class _Group:
    """ArrayGroup with its bounds precomputed for the hot path. ``weights`` is None while the
    group holds no weights of its phase (a group the program writes, before its write or
    after a write of another phase on its core); ``stale`` then says why."""

    __slots__ = ("weights", "rows", "cols", "max_abs", "col_abs_sum", "phase", "stale")

    def __init__(self, group: ArrayGroup):
        self.rows, self.cols = group.rows, group.cols
        self.phase = group.phase
        self.weights = None
        self.max_abs = self.col_abs_sum = 0
        self.stale = (f"is written by the program (phase {group.phase}) and has not been "
                      "written yet")
        if not group.written:
            self.load(group.weights.astype(np.int64))

    def load(self, weights: np.ndarray) -> None:
        self.weights = weights
        if weights.size:
            peak = max(int(weights.max()), -int(weights.min()))
            # int64 sums unless a column of such weights could overflow them (64-bit weights)
            exact = weights if peak * len(weights) < 1 << 62 else weights.astype(object)
            self.max_abs = peak
            self.col_abs_sum = int(np.abs(exact).sum(axis=0).max())
        else:
            self.max_abs = self.col_abs_sum = 0
        self.stale = ""


class Core:
    __slots__ = ("index", "machine", "program", "steps", "pc", "regs", "mem", "groups", "ibiw",
                 "obiw", "ibyw", "obyw", "events", "event_sources", "event_round", "blocked",
                 "executed", "round", "rounds")

    def __init__(self, index: int, machine: Machine, program: Sequence[Instruction],
                 groups: Sequence[ArrayGroup], hw: HwSpec):
        self.index = index
        self.machine = machine
        self.program = program
        self.steps = [(EXECUTE[inst.op], inst.args) for inst in program]
        self.pc = 0
        self.regs = [0] * NUM_REGISTERS
        self.mem = LocalMemory(hw.core.local_memory_bytes)
        self.groups = [_Group(g) for g in groups]
        self.ibiw = self.obiw = hw.precision.inputs
        self.ibyw = self.obyw = (self.ibiw + 7) >> 3
        self.events = [0] * hw.core.event_registers
        self.event_sources: list[list[int]] = [[] for _ in range(hw.core.event_registers)]
        # the round of the syncs an event register counts (pipelined mode)
        self.event_round = [0] * hw.core.event_registers
        self.blocked: tuple | None = None  # what the core waits for
        self.executed = 0
        self.round = 0  # which run of its program the core is in
        self.rounds = machine.rounds

    @property
    def halted(self) -> bool:
        return self.pc >= len(self.steps) and self.round + 1 >= self.rounds

    def describe(self) -> str:
        if self.halted:
            return f"core {self.index}: halted"
        return f"core {self.index} pc {self.pc} `{self.program[self.pc]}`"


class Stream:
    """The model's input and outputs of each round, at their places in global memory: a read
    of ``input_range`` in round k reads ``inputs[k]``; writes to an output range in round k go
    to ``outputs[k]`` (one byte array per output range)."""

    def __init__(self, input_addr: int, inputs: Sequence[np.ndarray],
                 output_ranges: Sequence[tuple[int, int]]):
        self.input_addr = input_addr
        self.inputs = [np.asarray(x, dtype=np.uint8) for x in inputs]
        self.output_ranges = tuple(output_ranges)
        self.outputs = [[np.zeros(size, dtype=np.uint8) for _addr, size in self.output_ranges]
                        for _ in self.inputs]

    def read(self, round_: int, addr: int, data: np.ndarray) -> np.ndarray:
        """``data`` (what global memory holds at ``addr``) with round ``round_``'s input bytes
        in place of the input's."""
        lo, hi = self.input_addr, self.input_addr + len(self.inputs[round_])
        a, b = max(addr, lo), min(addr + len(data), hi)
        if a >= b:
            return data
        data = data.copy()
        data[a - addr: b - addr] = self.inputs[round_][a - lo: b - lo]
        return data

    def write(self, round_: int, addr: int, data: np.ndarray) -> None:
        for k, (lo, size) in enumerate(self.output_ranges):
            a, b = max(addr, lo), min(addr + len(data), lo + size)
            if a < b:
                self.outputs[round_][k][a - lo: b - lo] = data[a - addr: b - addr]


@dataclass(frozen=True, slots=True)
class RunStats:
    instructions: int
    per_core: Mapping[int, int]
    saturated_elements: int
    # (core, group) -> times wwr wrote the group; each write programs every array of the group
    # once, so this is also the write count of each of its arrays (endurance)
    weight_writes: Mapping[tuple[int, int], int] = field(default_factory=dict)

    @property
    def max_writes_per_array(self) -> int:
        """The most writes any one array received during the run."""
        return max(self.weight_writes.values(), default=0)


class Machine:
    """Executes one program per core against a global memory image."""

    def __init__(self, hw: HwSpec, programs: Mapping[int, Sequence[Instruction]],
                 groups: Mapping[int, Sequence[ArrayGroup]] | None = None,
                 gmem: np.ndarray | None = None, *, trace: bool = False, rounds: int = 1,
                 stream: Stream | None = None):
        groups = groups or {}
        self.hw = hw
        self.rounds = rounds
        self.stream = stream
        self.sync_comm = hw.communication is Communication.SYNCHRONOUS
        size = hw.global_memory.bytes
        if gmem is not None and len(gmem) > size:
            raise SimError(f"initial global memory has {len(gmem)} bytes, the hwspec's global "
                           f"memory holds {size}")
        self.gmem = np.zeros(size, dtype=np.uint8)
        if gmem is not None:
            self.gmem[: len(gmem)] = gmem
        check_programs(hw, programs, groups)
        self.cores = {c: Core(c, self, programs.get(c, ()), groups.get(c, ()), hw)
                      for c in sorted(set(programs) | set(groups))}
        self.runnable: deque[Core] = deque()
        self.mailbox: dict[tuple[int, int], deque] = {}
        # Profile trace: (core, pc, partner) per completed instruction, in completion order.
        self.trace: list[tuple[int, int, object, tuple[int, ...]]] | None = [] if trace else None
        self.completed_extra: object = None  # extra trace info of the instruction just done
        self.weight_writes: dict[tuple[int, int], int] = {}  # (core, group) -> wwr count

    # ------------------------------------------------------------------ global memory
    def gmem_read(self, addr: int, size: int, core: Core | None = None) -> np.ndarray:
        if addr < 0 or addr + size > len(self.gmem):
            raise Fault(f"global memory access [{addr}, {addr + size}) is outside "
                        f"[0, {len(self.gmem)})")
        data = self.gmem[addr: addr + size]
        if self.stream is not None and core is not None:
            return self.stream.read(core.round, addr, data)
        return data

    def gmem_write(self, addr: int, data: np.ndarray, core: Core | None = None) -> None:
        self.gmem_read(addr, len(data))
        self.gmem[addr: addr + len(data)] = data
        if self.stream is not None and core is not None:
            self.stream.write(core.round, addr, data)

    def write_weights(self, core: Core, group: int, weights: np.ndarray) -> None:
        """``wwr``: array group ``group`` of ``core`` now holds ``weights``. The core's groups
        the program writes in another phase share its arrays with this one, so they hold no
        weights of their own any more."""
        target = core.groups[group]
        if target.phase is not None:
            for other in core.groups:
                if other.phase is not None and other.phase != target.phase \
                        and other.weights is not None:
                    other.weights = None
                    other.stale = (f"(phase {other.phase}) no longer holds its weights (the "
                                   f"write of array group {group}, phase {target.phase}, "
                                   f"replaced them)")
        target.load(weights)
        key = (core.index, group)
        self.weight_writes[key] = self.weight_writes.get(key, 0) + 1

    # ------------------------------------------------------------------ running
    def run(self) -> RunStats:
        self.runnable.extend(self.cores.values())
        while self.runnable:
            core = self.runnable.popleft()
            if core.halted or (core.blocked is not None and core.blocked[0] != "woken"):
                continue
            self._advance(core)
        stuck = [c for c in self.cores.values() if not c.halted]
        if stuck:
            lines = [f"  {c.describe()}: {self._waiting_for(c)}" for c in stuck]
            raise SimError(f"deadlock: {len(stuck)} core(s) blocked forever\n" + "\n".join(lines))
        per_core = {c.index: c.executed for c in self.cores.values()}
        return RunStats(sum(per_core.values()), per_core,
                        sum(c.mem.saturated for c in self.cores.values()),
                        dict(sorted(self.weight_writes.items())))

    def _advance(self, core: Core) -> None:
        steps, pc, n = core.steps, core.pc, len(core.steps)
        trace = self.trace
        start = pc
        if core.blocked is not None:  # woken: the instruction it blocked on has completed
            if trace is not None:
                trace.append((core.index, pc, core.blocked[1], _address_values(core, pc)))
            core.blocked = None
            pc += 1
            start = pc - 1
        try:
            while True:
                if trace is None:
                    while pc < n:
                        fn, args = steps[pc]
                        if fn(core, args) is BLOCKED:
                            break
                        pc += 1
                else:
                    while pc < n:
                        fn, args = steps[pc]
                        if fn(core, args) is BLOCKED:
                            break
                        trace.append((core.index, pc, self.completed_extra,
                                      _address_values(core, pc)))
                        self.completed_extra = None
                        pc += 1
                if pc < n or core.round + 1 >= core.rounds:
                    break
                core.executed += pc - start  # the next round starts from the first one
                core.round += 1
                pc = start = 0
        except Fault as fault:
            raise SimError(f"core {core.index} pc {pc} `{core.program[pc]}`"
                           f"{_in_round(core)}: {fault}") from None
        except (ValueError, OverflowError, IndexError) as exc:  # defensive: name the spot
            raise SimError(f"core {core.index} pc {pc} `{core.program[pc]}`"
                           f"{_in_round(core)}: {exc}") from None
        core.executed += pc - start
        core.pc = pc

    def _wake(self, core: Core, extra: object = None) -> None:
        """The instruction ``core`` blocked on has completed; it continues when next scheduled."""
        core.blocked = ("woken", extra)
        self.runnable.append(core)

    def _waiting_for(self, core: Core) -> str:
        kind = core.blocked[0] if core.blocked else "?"
        if kind == "send":
            return f"waits for core {core.blocked[1]} to recv from it"
        if kind == "recv":
            return f"waits for data from core {core.blocked[1]}"
        if kind == "wait":
            ev, val = core.blocked[1], core.blocked[2]
            return f"waits for event register {ev} == {val} (now {core.events[ev]})"
        return "not runnable"

    # ------------------------------------------------------------------ protocols
    def send(self, core: Core, dst: int, data: np.ndarray):
        target = self.cores.get(dst)
        if target is None:
            raise Fault(f"send to core {dst}, which has no program")
        waiting = target.blocked
        if waiting is not None and waiting[0] == "recv" and waiting[1] == core.index:
            self._deliver(target, waiting[2], waiting[3], data, core.index)
            self._wake(target)
            return None
        self.mailbox.setdefault((core.index, dst), deque()).append(data)
        if self.sync_comm:
            core.blocked = ("send", dst)
            return BLOCKED
        return None

    def recv(self, core: Core, src: int, addr: int, size: int):
        if src not in self.cores:
            raise Fault(f"recv from core {src}, which has no program")
        queue = self.mailbox.get((src, core.index))
        if queue:
            self._deliver(core, addr, size, queue.popleft(), src)
            sender = self.cores[src]
            if sender.blocked is not None and sender.blocked[0] == "send":
                self._wake(sender)
            return None
        core.blocked = ("recv", src, addr, size)
        return BLOCKED

    @staticmethod
    def _deliver(core: Core, addr: int, size: int, data: np.ndarray, src: int) -> None:
        if len(data) != size:
            raise Fault(f"recv of {size} bytes from core {src} matched a send of {len(data)} bytes")
        core.mem.raw[addr: addr + size] = data

    def wait(self, core: Core, ev: int, val: int):
        if core.events[ev] == val:
            core.events[ev] = 0
            self.completed_extra = tuple(core.event_sources[ev])
            core.event_sources[ev] = []
            return None
        core.blocked = ("wait", ev, val)
        return BLOCKED

    def sync(self, core: Core, ev: int, dst: int) -> None:
        target = self.cores.get(dst)
        if target is None:
            raise Fault(f"sync to core {dst}, which has no program")
        if target.events[ev] and target.event_round[ev] != core.round:
            raise Fault(
                f"sync to event register {ev} of core {dst}, which counts syncs of round "
                f"{target.event_round[ev] + 1}: a wait that counts two inputs' syncs may see its "
                "count overshot on a timed machine (pimsim-nn) and never return")
        target.event_round[ev] = core.round
        target.events[ev] += 1
        if self.trace is not None:  # this sync's own trace entry comes next
            target.event_sources[ev].append(len(self.trace))
        waiting = target.blocked
        if waiting is not None and waiting[0] == "wait" and waiting[1] == ev \
                and target.events[ev] == waiting[2]:
            target.events[ev] = 0
            sources = tuple(target.event_sources[ev])
            target.event_sources[ev] = []
            self._wake(target, sources)


def _in_round(core: Core) -> str:
    return f" (round {core.round + 1} of {core.rounds})" if core.rounds > 1 else ""


def _address_values(core: Core, pc: int) -> tuple[int, ...]:
    """Values of the instruction's register operands, in operand order (for the profile)."""
    regs = core.regs
    return tuple(regs[r] for r in core.program[pc].args[:_REG_OPERANDS[core.program[pc].op]])


# Register operands come first in every instruction: how many there are, per mnemonic.
_REG_OPERANDS = {op: sum(1 for o in spec.operands if o.kind.is_register)
                 for op, spec in OPS.items()}
assert all(all(o.kind.is_register for o in spec.operands[:_REG_OPERANDS[op]])
           for op, spec in OPS.items())


def check_programs(hw: HwSpec, programs: Mapping[int, Sequence[Instruction]],
                   groups: Mapping[int, Sequence[ArrayGroup]]) -> None:
    """Static checks before running: cores exist, register/event/core operands are in range,
    array groups fit the core (the groups loaded before the run plus the groups the program
    writes in any one phase)."""
    problems: list[str] = []
    ncores = hw.num_cores
    for c in sorted(set(programs) | set(groups)):
        if not 0 <= c < ncores:
            problems.append(f"core {c}: the hwspec has cores 0..{ncores - 1}")
    for c, gs in sorted(groups.items()):
        loaded = sum(g.arrays for g in gs if not g.written)
        phases: dict[int, int] = {}
        for g in gs:
            if g.written:
                phases[g.phase] = phases.get(g.phase, 0) + g.arrays
        phase, written = max(phases.items(), key=lambda item: (item[1], -item[0]),
                             default=(None, 0))
        if loaded + written > hw.core.arrays:
            what = f" ({loaded} loaded before the run, {written} written in phase {phase})" \
                if phases else ""
            problems.append(f"core {c}: its array groups occupy {loaded + written} arrays"
                            f"{what}, a core has {hw.core.arrays}")
    for c, program in sorted(programs.items()):
        found = []
        for inst in set(program):  # programs repeat instructions: check each distinct one once
            bad = _operand_problem(hw, c, inst)
            if bad:
                found.append((program.index(inst), inst, bad))
        problems += [f"core {c} pc {pc} `{inst}`: {bad}" for pc, inst, bad in sorted(found)]
        if len(problems) > 50:
            break
    if problems:
        raise SimError("program does not fit the hwspec:\n" + "\n".join(f"  {p}" for p in problems))


def _operand_problem(hw: HwSpec, core: int, inst: Instruction) -> str | None:
    for operand, value in zip(inst.spec.operands, inst.args):
        kind = operand.kind
        if kind is Kind.REG or kind is Kind.REG_PAIR:
            top = value + (1 if kind is Kind.REG_PAIR else 0)
            if top >= hw.core.registers:
                return f"register $r{top} (the core has {hw.core.registers})"
        elif kind is Kind.EVENT and value >= hw.core.event_registers:
            return f"event register {value} (the core has {hw.core.event_registers})"
        elif kind is Kind.CORE:
            if value >= hw.num_cores:
                return f"core {value} (the hwspec has {hw.num_cores})"
            if value == core and inst.op in ("send", "recv"):
                return f"core {value}: a core cannot {inst.op} to itself"
    return None
