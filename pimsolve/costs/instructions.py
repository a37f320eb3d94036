"""What each instruction of a program costs, before running it: latency and energy from the
hwspec's per-instruction formulas, the element widths in force, transfer latencies and the
global-memory port's arrival and service times.

Below the solver, the schedulers and the profiler alike: the cost model prices the code the
schedulers emit with it (pimsolve.codegen.pricing), and the profiler replays a run's trace
with it (pimsolve.sim.profile).

A weight write (``wwr``, class ``load``) costs what an ``ld`` of the group's bytes costs (the
hwspec's entry for ``wwr`` if it has one, else its ``load`` class's, with ``bytes`` = rows × cols
× ceil(mbiw / 8) and the group's ``rows``, ``cols``, ``arrays``; it books the global-memory
port like an ``ld``) plus programming the group's arrays one after another:
``arrays × compute.crossbar.write_latency`` cycles and ``arrays × compute.crossbar.write_energy``
pJ at one whole array (:func:`array_write`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import itemgetter

import numpy as np

from pimsolve.hwspec.model import HwSpec
from pimsolve.isa.instruction import Instruction
from pimsolve.isa.spec import OPS, OpClass


@dataclass(slots=True)
class StaticCosts:
    latency: np.ndarray
    energy: np.ndarray
    out_bytes: np.ndarray  # output element byte width at each pc
    in_bytes: np.ndarray
    transfer: np.ndarray  # send/recv: the send-class latency of this transfer (bytes, hops)
    arrival: np.ndarray  # ld/st/wwr on a global-memory port: cycles until the request arrives
    service: np.ndarray  # ... and cycles the port serves it (0: no port booked)
    program_energy: np.ndarray  # wwr: the arrays' programming share of ``energy``; else 0


def static_costs(hw: HwSpec, core: int, program: Sequence[Instruction],
                 group_shapes: Sequence[tuple[int, int, int]],
                 cache: dict | None = None) -> StaticCosts:
    """Latency and energy of every instruction of one core's program.

    Everything a cost formula may depend on is known before running: the ISA has no branches,
    so the bit widths in force at each pc follow from the preceding ``setbw``. ``cache`` may
    be shared by the cores of one hwspec: its keys hold everything a cost depends on (the
    array-group shape of an ``mvmul`` or ``wwr``, this core for an instruction naming
    another).
    """
    ibiw = obiw = hw.precision.inputs
    if cache is None:
        cache = {}
    port = hw.global_memory.port
    rows = []
    for inst in program:
        op, args = inst.op, inst.args
        if op == "setbw":
            ibiw, obiw = args
        if op in _GROUP_OPERAND:
            group = args[_GROUP_OPERAND[op]]
            where = group_shapes[group] if group < len(group_shapes) else None
        else:
            where = core if op in _PEERED else None
        key = (op, ibiw, obiw, _COST_KEY[op](args), where)
        hit = cache.get(key)
        if hit is None:
            spec = OPS[op]
            env = symbols_for(hw, core, inst, ibiw, obiw, group_shapes)
            booked = (0.0, 0.0)
            if port is not None and op in ("ld", "st", "wwr"):
                booked = ((port.write_arrival if op == "st" else port.read_arrival).evaluate(env),
                          (port.write if op == "st" else port.read).evaluate(env))
            latency = hw.costs.latency_formula(op, spec.op_class.value).evaluate(env)
            energy = hw.costs.energy_formula(op, spec.op_class.value).evaluate(env)
            program = 0.0
            if op == "wwr":
                cycles, pj = array_write(hw)
                latency += env["arrays"] * cycles
                program = env["arrays"] * pj
                energy += program
            hit = (latency, energy,
                   hw.costs.latency_formula("send", OpClass.SEND.value).evaluate(env)
                   if spec.op_class in (OpClass.SEND, OpClass.RECV) else 0.0,
                   *booked, program, (ibiw + 7) >> 3, (obiw + 7) >> 3)
            cache[key] = hit
        rows.append(hit)
    table = np.array(rows, dtype=np.float64).reshape(len(rows), 8)
    widths = table[:, 6:].astype(np.int64)
    return StaticCosts(table[:, 0].copy(), table[:, 1].copy(), widths[:, 1].copy(),
                        widths[:, 0].copy(), table[:, 2].copy(), table[:, 3].copy(),
                        table[:, 4].copy(), table[:, 5].copy())


def array_write(hw: HwSpec) -> tuple[float, float]:
    """Cycles and pJ to program one whole array: ``compute.crossbar.write_latency`` and
    ``write_energy`` at the array's ``rows``, ``cols`` and ``bytes`` (rows × cols × cell_bits / 8)
    and the precision symbols. Without a ``compute.crossbar`` section, one cycle per array row
    (pimsolve.solve.partition.plan's default); without ``write_energy``, no energy."""
    rows, cols = hw.core.array.rows, hw.core.array.cols
    spec = hw.compute.crossbar
    if spec is None:
        return float(rows), 0.0
    env = {"rows": rows, "cols": cols, "bytes": rows * cols * hw.core.array.cell_bits / 8,
           **hw.precision.symbols()}
    energy = spec.write_energy.evaluate(env) if spec.write_energy is not None else 0.0
    return float(spec.write_latency.evaluate(env)), float(energy)


def op_energy(hw: HwSpec, op: str, **symbols: float) -> float:
    """pJ of one ``op`` from the hwspec's energy formulas, with ``symbols`` (the names of
    pimsolve.hwspec.model.INSTRUCTION_SYMBOLS) given and the others 0 (the precisions: the
    hwspec's)."""
    env = {"len": 0, "bytes": 0, "ibiw": hw.precision.inputs, "obiw": hw.precision.outputs,
           "mbiw": hw.precision.weights, "rows": 0, "cols": 0, "arrays": 0, "hops": 0,
           "offchip": 0, **symbols}
    return hw.costs.energy_formula(op, OPS[op].op_class.value).evaluate(env)


# the array-group operand of the instructions whose cost depends on the group's shape
_GROUP_OPERAND = {op: [o.name for o in OPS[op].operands].index("group")
                  for op in ("mvmul", "wwr")}
# ops naming another core: their cost may depend on the hops from this one
_PEERED = frozenset(op for op, spec in OPS.items()
                    if any(o.name == "core" for o in spec.operands))

# the operands a cost can depend on (register numbers and addresses never matter)
_COST_KEY = {op: itemgetter(*idx) if idx else (lambda _args: None)
             for op, spec in OPS.items()
             for idx in [[i for i, o in enumerate(spec.operands)
                          if o.name in ("len", "size", "group", "mbiw", "core")]]}


def symbols_for(hw: HwSpec, core: int, inst: Instruction, ibiw: int, obiw: int,
                group_shapes: Sequence[tuple[int, int, int]]) -> dict[str, float]:
    """Values of the per-instruction symbols (pimsolve.hwspec.model.INSTRUCTION_SYMBOLS)."""
    spec = OPS[inst.op]
    names = [o.name for o in spec.operands]
    args = dict(zip(names, inst.args))
    length = args.get("len", 0)
    size = args.get("size", 0)
    rows = cols = arrays = 0
    if inst.op == "mvmul":
        group = args["group"]
        if group < len(group_shapes):
            rows, cols, arrays = group_shapes[group]
        length = rows
        size = rows * ((ibiw + 7) >> 3)
    elif inst.op == "wwr":
        group = args["group"]
        if group < len(group_shapes):
            rows, cols, arrays = group_shapes[group]
        size = rows * cols * ((args["mbiw"] + 7) >> 3)
    elif spec.op_class is OpClass.VECTOR:
        size = length * ((ibiw + 7) >> 3)
    elif inst.op == "sld":
        size = 4
    peer = args.get("core")
    return {"len": length, "bytes": size, "ibiw": ibiw, "obiw": obiw,
            "mbiw": args.get("mbiw", 0), "rows": rows, "cols": cols, "arrays": arrays,
            "hops": hw.hops(core, peer) if peer is not None else 0,
            "offchip": int(peer is not None and hw.crosses_chips(core, peer))}
