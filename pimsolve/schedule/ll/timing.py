"""Estimated latencies of the low-latency pipeline (pimsolve.schedule.ll.pipeline): what the
instructions emitted so far cost under the hwspec's formulas, the clock every core keeps."""

from __future__ import annotations

import heapq

from pimsolve.costs.instructions import symbols_for
from pimsolve.hwspec.model import Execution, HwSpec
from pimsolve.isa.instruction import trusted
from pimsolve.isa.spec import OPS


class _Timing:
    """Estimated latencies of emitted instructions, from the hwspec's formulas (the ones the
    simulator's profile replays), cached by the operands they depend on."""

    def __init__(self, hw: HwSpec, groups: dict):
        self.hw = hw
        self.shapes = {core: [(g.rows, g.cols, g.arrays) for g in gs]
                       for core, gs in groups.items()}
        self.ooo = hw.core.execution is Execution.OUT_OF_ORDER
        self.cache: dict[tuple, float] = {}
        self.transfers: dict[tuple, tuple[float, float]] = {}
        self.bookings: dict[tuple, tuple[float, float]] = {}  # ld/st: port arrival, service

    def latency(self, core: int, inst, ibiw: int, obiw: int) -> float:
        op = inst.op
        args = inst.args
        key = (op, ibiw, obiw, core if op in _PER_CORE else -1,
               *[args[i] for i in _COST_OPERANDS[op]])
        found = self.cache.get(key)
        if found is None:
            env = symbols_for(self.hw, core, inst, ibiw, obiw, self.shapes.get(core, ()))
            formula = self.hw.costs.latency_formula(op, OPS[op].op_class.value)
            found = self.cache[key] = float(formula.evaluate(env))
        return found

    def booking(self, core: int, inst, ibiw: int, obiw: int) -> tuple[float, float] | None:
        """An ld's or st's use of a global-memory port that serves one request at a time
        (hwspec global_memory.port): cycles until its request arrives and cycles it is
        served; None where there is no such port."""
        port = self.hw.global_memory.port
        if port is None or inst.op not in ("ld", "st"):
            return None
        key = (inst.op, inst.get("size"), ibiw, obiw)
        found = self.bookings.get(key)
        if found is None:
            env = symbols_for(self.hw, core, inst, ibiw, obiw, self.shapes.get(core, ()))
            found = self.bookings[key] = (
                (port.read_arrival.evaluate(env), port.read.evaluate(env)) if inst.op == "ld"
                else (port.write_arrival.evaluate(env), port.write.evaluate(env)))
        return found

    def preambles(self, codes: dict[int, list]) -> tuple[dict[int, float], float]:
        """When each core is through the code it runs before its first task (bias vectors
        loaded or passed on from core to core, shift vectors made), everything at once from
        cycle 0: loads queue at the global-memory port in the order they reach it, and a
        send and its recv both end once the later of the two has started and the transfer
        is through. Also returns when the port is free after them."""
        events = [(0.0, core, 0) for core, code in codes.items() if code]
        heapq.heapify(events)
        free, ends = 0.0, {}
        widths = {core: (self.hw.precision.inputs, self.hw.precision.outputs) for core in codes}
        waiting: dict[tuple[int, int], tuple[float, int]] = {}  # (src, dst) -> (ready, index)
        while events:
            now, core, i = heapq.heappop(events)
            code = codes[core]
            if i == len(code):
                ends[core] = now
                continue
            inst = code[i]
            if inst.op in ("send", "recv"):
                peer = inst.get("core")
                channel = (core, peer) if inst.op == "send" else (peer, core)
                partner = waiting.pop(channel, None)
                if partner is None:  # the other side comes later
                    waiting[channel] = (now, i)
                    continue
                src, dst = channel
                send, recv = self.transfer(src, dst, inst.get("size"))
                done = max(now, partner[0]) + send  # the sender's end; the receiver writes
                heapq.heappush(events, (done + (recv if inst.op == "recv" else 0.0), core,
                                        i + 1))
                heapq.heappush(events, (done + (recv if inst.op == "send" else 0.0), peer,
                                        partner[1] + 1))
                continue
            if inst.op == "setbw":
                widths[core] = inst.args
            latency = self.latency(core, inst, *widths[core])
            booked = self.booking(core, inst, *widths[core])
            if booked is not None:
                arrival = now + booked[0]
                start = max(arrival, free)
                free = start + booked[1]
                latency += start - arrival
            heapq.heappush(events, (now + latency, core, i + 1))
        return ends, free

    def port_service(self, core: int, code: list, start: int) -> float:
        """Cycles a global-memory port that serves one request at a time spends on the loads
        and stores of ``code[start:]`` (0 without such a port)."""
        if self.hw.global_memory.port is None:
            return 0.0
        total = 0.0
        for i in range(start, len(code)):
            inst = code[i]
            if inst.op == "ld" or inst.op == "st":
                total += self.booking(core, inst, 8, 8)[1]
        return total

    def span(self, core: int, code: list, start: int, widths,
             gathered: dict[int, float] | None = None) -> float:
        """Run time of ``code[start:]``: everything in turn on an in-order core; on an
        out-of-order one the mvmuls of a task overlap (each array group is its own unit)
        until one writes a buffer an earlier one of them wrote (its sums must be read
        first: the simulator orders them on local memory) or a transfer drains the core. A
        recv within the code (partial sums gathered at a replica's home) also waits for its
        transfer, which the home receives one after the other; ``gathered`` gets, per
        sending core, when its transfer is done."""
        ibiw, obiw = widths or (self.hw.precision.inputs, self.hw.precision.outputs)
        total = wave = 0.0
        written: set[int] = set()  # destination registers of the mvmuls now overlapping
        for i in range(start, len(code)):
            inst = code[i]
            op = inst.op
            if op == "setbw":
                ibiw, obiw = inst.args
            latency = self.latency(core, inst, ibiw, obiw)
            if self.ooo and op == "mvmul":
                if inst.args[0] in written:
                    total += wave
                    wave = 0.0
                    written.clear()
                written.add(inst.args[0])
                wave = max(wave, latency)
                continue
            if op == "recv" or op == "send":
                total += wave
                wave = 0.0
                written.clear()
            if op == "recv":
                peer = inst.get("core")
                total += self.transfer(peer, core, inst.get("size"))[0]
                if gathered is not None:
                    gathered[peer] = max(gathered.get(peer, 0.0), total)
            total += latency
        return total + wave

    def transfer(self, src: int, dst: int, nbytes: int) -> tuple[float, float]:
        """Latencies of a synchronous send and of its recv (they depend on the two cores
        only through the hops and chips between them)."""
        key = (self.hw.hops(src, dst), self.hw.crosses_chips(src, dst), nbytes)
        found = self.transfers.get(key)
        if found is None:
            found = self.transfers[key] = (
                self.latency(src, trusted("send", (0, dst, nbytes, 0)), 8, 8),
                self.latency(dst, trusted("recv", (0, src, nbytes, 0)), 8, 8))
        return found


# operands a latency can depend on, per mnemonic (registers and offsets never matter); and
# the mnemonics whose latency depends on the core (array-group shapes, hops)
_COST_OPERANDS = {op: tuple(i for i, o in enumerate(spec.operands)
                            if o.name in ("len", "size", "group", "mbiw", "core"))
                  for op, spec in OPS.items()}
_PER_CORE = frozenset({"mvmul", "send", "recv", "sync"})
