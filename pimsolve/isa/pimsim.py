"""Export to (and read back) the instruction file of pimsim-nn (github.com/wangxy-2000/pimsim-nn).

pimsim-nn reads one gzipped JSON object::

    {"config": {"core_cnt": 2, "array_group_map": {"core0": [2, 1], "core1": [4]}},
     "core0": [{"op": "sldi", "rd": 1, "imm": 64},
               {"op": "vvadd", "rd": 1, "rs1": 2, "rs2": 3, "len": 16,
                "offset": {"offset_select": 3, "offset_value": 8}}, ...],
     "core1": [...]}

``array_group_map`` lists, per core, the number of arrays in each array group (group 0 first).
Each instruction object has ``op`` and exactly the fields of that instruction, named as pimsim-nn
names them: our operands keep their names except ``ev`` -> ``event_register`` and ``val`` ->
``wait_value``. Offsets follow pimsim-nn's reader:

* instructions with offset_select and offset_value: ``"offset": {"offset_select", "offset_value"}``;
* ``sld`` (pimsim-nn's scalar field): a top-level ``"offset_value"``;
* ``vavg``, ``lldi``, ``send``, ``recv`` (offset_value only): ``"offset"`` with ``offset_select``
  set to the bit of the register the ISA adds the offset to (rs1 -> 0b010 for vavg and send,
  rd -> 0b001 for lldi and recv), because pimsim-nn applies these offsets through the select bits.
  Reading back accepts that bit or 0.

Reading follows pimsim-nn for absent fields (they are 0) but rejects unknown fields and values
outside the ISA's ranges.

pimsim-nn knows only the base ISA: an extension (``wwr``, which writes an array group's weights
during the run) has no counterpart there, so exporting a program that holds one is an
:class:`EncodeError` naming the instruction, and reading a file that names one is an AsmError.
"""

from __future__ import annotations

import gzip
import io
import json
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from pimsolve.errors import AsmError, EncodeError
from pimsolve.fileio import write_atomic
from pimsolve.isa.instruction import Instruction, check_operands
from pimsolve.isa.spec import OPS, Kind, OpSpec, operand_range
from pimsolve.safeload import MAX_TEXT_BYTES, read_bytes

__all__ = ["PIMSIM_CONSTANTS", "PimsimImage", "export_pimsim", "load_pimsim", "network_table",
           "pimsim_config"]

# Our operand name -> pimsim-nn's field name, where they differ.
JSON_NAMES: dict[str, str] = {"ev": "event_register", "val": "wait_value"}
# offset_select written for instructions whose offset field is only offset_value.
IMPLIED_SELECT: dict[str, int] = {"vavg": 0b010, "send": 0b010, "lldi": 0b001, "recv": 0b001}
TOP_LEVEL_OFFSET = frozenset({"sld"})  # pimsim-nn's ScalarField.offset_value


@dataclass(frozen=True, slots=True)
class PimsimImage:
    """The content of a pimsim-nn instruction file."""

    programs: Mapping[int, tuple[Instruction, ...]]
    array_group_arrays: Mapping[int, tuple[int, ...]]
    core_count: int


@dataclass(frozen=True, slots=True)
class _Plan:
    """Where each operand of one mnemonic goes: (operand index, key, inside "offset")."""

    spec: OpSpec
    places: tuple[tuple[int, str, bool], ...]
    implied_select: int | None  # offset_value-only instructions: the select bits written
    ranges: tuple[tuple[int, int, bool], ...]  # per operand: lo, hi, must be even

    def valid(self, args: tuple[int, ...]) -> bool:
        """A fast check_operands for well-formed args (check_operands explains a failure)."""
        if len(args) != len(self.ranges):
            return False
        for value, (lo, hi, even) in zip(args, self.ranges):
            if type(value) is not int or not lo <= value <= hi or (even and value & 1):
                return False
        return True

    @property
    def keys(self) -> frozenset[str]:
        keys = {key for _, key, nested in self.places if not nested}
        if any(nested for _, _, nested in self.places) or self.implied_select is not None:
            keys.add("offset")
        return frozenset(keys | {"op"})


def _plan(spec: OpSpec) -> _Plan:
    places = []
    for index, operand in enumerate(spec.operands):
        if operand.kind is Kind.OFFSET_VALUE and spec.mnemonic in TOP_LEVEL_OFFSET:
            places.append((index, "offset_value", False))
        elif operand.kind.is_offset:
            places.append((index, operand.name, True))
        else:
            places.append((index, JSON_NAMES.get(operand.name, operand.name), False))
    implied = None
    if spec.has_offset and not spec.has_select and spec.mnemonic not in TOP_LEVEL_OFFSET:
        if spec.mnemonic not in IMPLIED_SELECT:
            raise AssertionError(f"{spec.mnemonic} has offset_value without select bits: add the "
                                 f"register it applies to in pimsim.IMPLIED_SELECT")
        implied = IMPLIED_SELECT[spec.mnemonic]
    ranges = tuple((*operand_range(o.kind), o.kind is Kind.REG_PAIR) for o in spec.operands)
    return _Plan(spec, tuple(places), implied, ranges)


_PLANS: dict[str, _Plan] = {spec.mnemonic: _plan(spec) for spec in OPS.values()
                            if not spec.extension}


def _to_json(inst: Instruction) -> dict:
    plan = _PLANS[inst.op]
    obj: dict = {"op": inst.op}
    offset: dict = {}
    for index, key, nested in plan.places:
        (offset if nested else obj)[key] = inst.args[index]
    if plan.implied_select is not None:
        offset = {"offset_select": plan.implied_select, **offset}
    if offset:
        obj["offset"] = offset
    return obj


def export_pimsim(programs: Mapping[int, Sequence[Instruction]],
                  array_group_arrays: Mapping[int, Sequence[int]],
                  path: str | os.PathLike[str]) -> None:
    """Write ``programs`` (core index -> instructions) and the array groups of each core
    (core index -> number of arrays in group 0, 1, ...) as a gzipped pimsim-nn instruction file.

    The file is written atomically. EncodeError when a core index or array count is negative,
    an ``mvmul`` names an array group its core does not have, or a program holds an extension
    of the ISA (``wwr``: pimsim-nn has no instruction that writes weights).
    """
    for core in (*programs, *array_group_arrays):
        if not isinstance(core, int) or isinstance(core, bool) or core < 0:
            raise EncodeError(f"{path}: expected core indices >= 0, got {core!r}")
    cores = sorted(set(programs) | set(array_group_arrays))
    group_map: dict[str, list[int]] = {}
    for core in sorted(array_group_arrays):
        counts = [int(n) for n in array_group_arrays[core]]
        if any(n < 1 for n in counts):
            raise EncodeError(f"{path}: config.array_group_map.core{core}: expected a positive "
                              f"number of arrays per group, got {counts}")
        group_map[f"core{core}"] = counts
    document: dict = {"config": {"core_cnt": cores[-1] + 1 if cores else 0,
                                 "array_group_map": group_map}}
    for core in sorted(programs):
        groups = len(group_map.get(f"core{core}", ()))
        entries = []
        for number, inst in enumerate(programs[core]):
            plan = _PLANS.get(inst.op)
            if plan is None and inst.op in OPS and OPS[inst.op].extension:
                raise EncodeError(
                    f"{path}: core{core}[{number}]: `{inst}` is an extension of the ISA that "
                    f"pimsim-nn does not have (it loads every array group's weights before the "
                    f"run and has no instruction that writes them); export a program whose "
                    f"array groups are all loaded before the run, or time this one with "
                    f"`pimsolve simulate --profile`")
            if plan is None or not plan.valid(inst.args):
                problem = check_operands(inst.op, inst.args) or "invalid operands"
                raise EncodeError(f"{path}: core{core}[{number}]: {problem}")
            if inst.op == "mvmul" and inst.get("group") >= groups:
                raise EncodeError(
                    f"{path}: core{core}[{number}]: mvmul uses array group {inst.get('group')}, "
                    f"but core{core} has {groups} array group{'s' if groups != 1 else ''} in "
                    f"array_group_arrays; add the group's array count")
            entries.append(_to_json(inst))
        document[f"core{core}"] = entries
    data = json.dumps(document, separators=(",", ":")).encode("utf-8")
    write_atomic(path, gzip.compress(data, compresslevel=6, mtime=0))


# --------------------------------------------------------------------------------------------
# Reading back

_CORE_KEY = re.compile(r"core(0|[1-9][0-9]*)")


def _from_json(obj: object, where: str) -> Instruction:
    if not isinstance(obj, dict):
        raise AsmError(f"{where}: expected an instruction object, got {obj!r}")
    op = obj.get("op")
    plan = _PLANS.get(op) if isinstance(op, str) else None
    if plan is None:
        raise AsmError(f"{where}.op: expected one of {', '.join(_PLANS)}, got {op!r}")
    unknown = sorted(set(obj) - plan.keys)
    if unknown:
        raise AsmError(f"{where}: {op} has no field(s) {', '.join(unknown)}; expected a subset "
                       f"of {', '.join(sorted(plan.keys))}")
    offset = obj.get("offset", {})
    if not isinstance(offset, dict):
        raise AsmError(f"{where}.offset: expected an object, got {offset!r}")
    allowed = {key for _, key, nested in plan.places if nested}
    if plan.implied_select is not None:
        allowed.add("offset_select")
        select = offset.get("offset_select", 0)
        if select not in (0, plan.implied_select):
            raise AsmError(f"{where}.offset.offset_select: expected 0 or {plan.implied_select} "
                           f"({op} has no select bits), got {select!r}")
    unknown = sorted(set(offset) - allowed)
    if unknown:
        raise AsmError(f"{where}.offset: {op} has no field(s) {', '.join(unknown)}")
    args = []
    for _, key, nested in plan.places:
        value = (offset if nested else obj).get(key, 0)
        if not isinstance(value, int) or isinstance(value, bool):
            raise AsmError(f"{where}.{'offset.' if nested else ''}{key}: expected an integer, "
                           f"got {value!r}")
        args.append(value)
    if not plan.valid(tuple(args)):
        raise AsmError(f"{where}: {check_operands(op, tuple(args)) or 'invalid operands'}")
    return Instruction(op, tuple(args))


def load_pimsim(path: str | os.PathLike[str]) -> PimsimImage:
    """Read a pimsim-nn instruction file (gzipped, or plain JSON)."""
    path = Path(path)
    raw = read_bytes(path, "a pimsim-nn instruction file", error=AsmError)
    try:
        if raw[:2] == b"\x1f\x8b":
            with gzip.GzipFile(fileobj=io.BytesIO(raw)) as unpacked:
                raw = unpacked.read(MAX_TEXT_BYTES + 1)
            if len(raw) > MAX_TEXT_BYTES:
                raise AsmError(f"{path}: unpacks to more than {MAX_TEXT_BYTES:,} bytes; expected "
                               "a pimsim-nn instruction file")
        document = json.loads(raw)
    except (OSError, EOFError, ValueError) as exc:
        raise AsmError(f"{path}: expected gzipped JSON, got unreadable data ({exc})") from exc
    if not isinstance(document, dict) or not isinstance(document.get("config"), dict):
        raise AsmError(f"{path}: expected an object with a 'config' object")
    config = document["config"]
    group_map = config.get("array_group_map", {})
    if not isinstance(group_map, dict):
        raise AsmError(f"{path}: config.array_group_map: expected an object, got {group_map!r}")
    arrays: dict[int, tuple[int, ...]] = {}
    for key, counts in group_map.items():
        match = _CORE_KEY.fullmatch(key)
        if not match or not isinstance(counts, list) or not all(
                isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in counts):
            raise AsmError(f"{path}: config.array_group_map.{key}: expected coreN: [positive "
                           f"array counts], got {counts!r}")
        arrays[int(match.group(1))] = tuple(counts)
    programs: dict[int, tuple[Instruction, ...]] = {}
    for key, entries in document.items():
        if key == "config":
            continue
        match = _CORE_KEY.fullmatch(key)
        if not match:
            raise AsmError(f"{path}: expected 'config' or 'coreN' keys, got {key!r}")
        if not isinstance(entries, list):
            raise AsmError(f"{path}: {key}: expected a list of instructions, got {entries!r}")
        programs[int(match.group(1))] = tuple(
            _from_json(obj, f"{path}: {key}[{number}]") for number, obj in enumerate(entries))
    cores = set(programs) | set(arrays)
    core_count = config.get("core_cnt", max(cores) + 1 if cores else 0)
    if not isinstance(core_count, int) or any(core >= core_count for core in cores):
        raise AsmError(f"{path}: config.core_cnt: expected an integer above every core index, "
                       f"got {core_count!r}")
    return PimsimImage(dict(sorted(programs.items())), dict(sorted(arrays.items())), core_count)


# --------------------------------------------------------------------------------------------
# The machine: a pimsim-nn configuration and NoC table that match a hwspec

# pimsim-nn's timing parameters, read from the hwspec's constants where it names them, else
# the value PIMCOMP-NN's config.json gives (what hwspec/pimsim-pimcomp.yaml spells out)
PIMSIM_CONSTANTS: dict[str, tuple[str, float]] = {
    "lm_access_bytes": ("local_memory_config.data_width", 64),
    "local_read_cycles": ("local_memory_config.read_latency_cycle", 20),
    "local_write_cycles": ("local_memory_config.write_latency_cycle", 30),
    "gm_access_bytes": ("global_memory_config.data_width", 32),
    "global_read_cycles": ("global_memory_config.read_latency_cycle", 40),
    "global_write_cycles": ("global_memory_config.write_latency_cycle", 50),
    "flit_bytes": ("network_config.bus_width", 32),
    "vector_cycles": ("vector_latency_cycle", 4),
    "dac_bits": ("matrix_config.dac_resolution", 1),
    "gm_flit_cycles": ("NoC table: cycles per flit to and from global memory", 15),
    "flit_pj": ("NoC table: pJ per flit", 46),
}
GLOBAL_MEMORY_ID = -10  # pimsim-nn's switch id of the global memory
SIM_MODES = {"latency": 1, "throughput": 0}


def _constant(hw, name: str) -> float:
    value = hw.constants.get(name, PIMSIM_CONSTANTS[name][1])
    return int(value) if float(value).is_integer() else value


def network_table(hw) -> dict:
    """pimsim-nn's NoC table for the hwspec's cores: cycles per flit between two cores,
    ``hop_latency × (hops + 1)``, and to and from global memory (``gm_flit_cycles``); pJ per
    flit (``flit_pj``)."""
    cores = hw.num_cores
    gm = str(GLOBAL_MEMORY_ID)
    flit, pj = _constant(hw, "gm_flit_cycles"), _constant(hw, "flit_pj")

    def cycles(hops: int) -> float:
        value = hw.noc.hop_latency * (hops + 1)
        return int(value) if float(value).is_integer() else value

    latency: dict[str, dict[str, float]] = {gm: {str(c): flit for c in range(cores)}}
    energy: dict[str, dict[str, float]] = {gm: {str(c): pj for c in range(cores)}}
    for a in range(cores):
        latency[str(a)] = {gm: flit, **{str(b): cycles(hw.hops(a, b))
                                        for b in range(cores) if b != a}}
        energy[str(a)] = {gm: pj, **{str(b): pj for b in range(cores) if b != a}}
    return {"latency": latency, "energy": energy}


def pimsim_config(hw, network_file: str, sim_mode: str = "latency", sim_time_ms: float = 200
                  ) -> dict:
    """The pimsim-nn configuration of the hwspec's machine: PIMCOMP-NN's config.json with the
    hwspec's geometry and the timing constants of PIMSIM_CONSTANTS; ``network_file`` is the
    NoC table's path relative to the configuration file."""
    if sim_mode not in SIM_MODES:
        raise ValueError(f"sim_mode: expected one of {', '.join(SIM_MODES)}, got {sim_mode!r}")
    period = round(1e9 / hw.clock_hz, 6)
    width, height = hw.cores_per_chip[0] * hw.chips[0], hw.cores_per_chip[1] * hw.chips[1]
    return {
        "chip_config": {
            "core_config": {
                "period": period,
                "matrix_config": {
                    "xbar_array_count": hw.core.arrays, "period": period, "pipeline_mode": True,
                    "dac_resolution": _constant(hw, "dac_bits"), "dac_count": hw.core.array.rows,
                    "xbar_size": [hw.core.array.rows, hw.core.array.cols],
                    "cell_precision": hw.core.array.cell_bits, "xbar_latency": 7,
                    "xbar_read_power": 22.24, "sample_hold_latency_cycle": 1,
                    "adc_resolution": 8, "adc_latency_cycle": 20, "adc_static_power": 0.322,
                    "adc_dynamic_power": 1.135, "adc_count": 16,
                    "shift_adder_latency_cycle": 1, "output_buffer_latency_cycle": 1},
                "vector_width": hw.core.vector_width,
                "vector_latency_cycle": _constant(hw, "vector_cycles"),
                "local_memory_config": {
                    "data_width": _constant(hw, "lm_access_bytes"), "period": period,
                    "write_latency_cycle": _constant(hw, "local_write_cycles"),
                    "read_latency_cycle": _constant(hw, "local_read_cycles")},
                "global_memory_switch_id": GLOBAL_MEMORY_ID},
            "global_memory_config": {
                "data_width": _constant(hw, "gm_access_bytes"), "period": period,
                "write_latency_cycle": _constant(hw, "global_write_cycles"),
                "read_latency_cycle": _constant(hw, "global_read_cycles")},
            "network_config": {"bus_topology": hw.noc.topology.value,
                               "bus_width": _constant(hw, "flit_bytes"),
                               "layout": [height, width], "net_config_file_path": network_file},
            "core_cnt": hw.num_cores,
            "global_memory_switch_id": GLOBAL_MEMORY_ID},
        "sim_config": {"sim_mode": SIM_MODES[sim_mode], "sim_time": sim_time_ms,
                       "report_verbose_level": 0},
    }
