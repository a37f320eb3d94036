"""Read a hwspec YAML file into a validated :class:`~pimsolve.hwspec.model.HwSpec`.

Four passes, each collecting problems instead of stopping at the first:

1. YAML, with a SafeLoader that records duplicate keys and their lines
   (:mod:`pimsolve.hwspec.strict_yaml`);
2. shape, against the declarative table in :mod:`pimsolve.hwspec.schema`;
3. meaning: formulas and their symbols, cost-table coverage, the compute equation and layouts
   (:mod:`pimsolve.hwspec.sections`), assembled here into the dataclasses;
4. derived checks that need a complete spec (islpy capacity, sample cost evaluation;
   :mod:`pimsolve.hwspec.derived`).

Every problem is reported in one :class:`~pimsolve.errors.SpecError`, one line each:
``<file>: <dotted.path>: <what was expected>, got <value>[; hint]``. Later passes run on whatever
earlier ones could read, so one run lists everything that can be checked; pass 4 runs only on a
file without earlier problems (its checks need every number).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from pimsolve.errors import BadInputError, SpecError
from pimsolve.hwspec.derived import check_derived, with_isl_maps
from pimsolve.hwspec.model import (
    ArraySpec,
    Communication,
    CoreSpec,
    CostTable,
    Execution,
    HwSpec,
    MemorySpec,
    NocSpec,
    Precision,
    Topology,
)
from pimsolve.hwspec.overrides import (Override, apply_overrides, as_overrides, effective_text,
                                       labels)
from pimsolve.hwspec.problems import INVALID, Problems
from pimsolve.hwspec.schema import SCHEMA
from pimsolve.hwspec.sections import (build_blocks, build_compute, build_costs, build_families,
                                      build_port, finish_compute)
from pimsolve.hwspec.strict_yaml import read_yaml
from pimsolve.hwspec.symbols import RESERVED_NAMES, check_names, hw_values
from pimsolve.isa.spec import Kind
from pimsolve.safeload import read_text

MAX_CORES = 1 << Kind.CORE.width  # the ISA addresses cores with a 12-bit field


def load_hwspec(path: str | Path, overrides: Iterable[str | Override] | Mapping[str, Any] |
                None = None) -> HwSpec:
    """Load and validate a hwspec: a file path, or the name of a shipped one (``puma``), with
    ``overrides`` (``--set`` texts, or a mapping of dotted path -> value) set before it is
    checked (pimsolve.hwspec.overrides); the HwSpec's ``text`` is the effective YAML."""
    changes = as_overrides(overrides)
    file, text, data, problems = read_document(path, changes)
    raw = SCHEMA.check(data, "", problems)
    hw = _build(raw, str(file), problems)
    if problems or hw is None:
        raise SpecError(problems.items)
    label = str(path) if Path(path).is_file() else str(file)
    return replace(hw, text=effective_text(text, data, changes, label), overrides=changes)


def read_document(path: str | Path, overrides: tuple[Override, ...] = ()
                  ) -> tuple[Path, str, dict[str, Any], Problems]:
    """The hwspec's file, text, and YAML document with ``overrides`` set, and the problems
    found so far (duplicate keys, override paths); a document that is not a mapping is a
    SpecError at once."""
    file = resolve_hwspec(path)
    label = str(path) if Path(path).is_file() else str(file)
    try:
        text = read_text(file, "a hwspec YAML file")
    except BadInputError as err:
        raise SpecError([str(err)]) from None
    problems = Problems(label)
    data = read_yaml(text, problems)
    if not isinstance(data, Mapping):
        what = "an empty file" if data is None else f"a YAML {type(data).__name__}"
        problems.add("", "expected a mapping of hwspec keys at the top level", what,
                     "see hwspec/puma.yaml for a commented example")
        raise SpecError(problems.items)
    if overrides:
        problems.file = f"{label} (with " + ", ".join(f"--set {o.text}" for o in overrides) + ")"
        problems.labels = labels(overrides, data, label)
        data = apply_overrides(data, overrides, problems)
    return file, text, data, problems


def shipped_hwspecs() -> dict[str, Path]:
    """Name -> path of the shipped hwspec files (pimsolve.shipped: the repository's hwspec/
    folder, or the installed data)."""
    from pimsolve.shipped import shipped

    return shipped("hwspec", ".yaml")


def resolve_hwspec(path: str | Path) -> Path:
    """An existing file, else a shipped hwspec of that name; SpecError listing them otherwise."""
    file = Path(path)
    if file.is_file():
        return file
    shipped = shipped_hwspecs()
    if str(path) in shipped:
        return shipped[str(path)]
    names = ", ".join(shipped) or "none found"
    what = "a directory" if file.is_dir() else "no such file"
    raise SpecError([f"{path}: expected a hwspec YAML file or a shipped hwspec name, got {what}; "
                     f"shipped hwspecs: {names}"])


def _valid(value: Any) -> bool:
    """True when a cleaned value (and everything inside it) passed its checks."""
    if value is INVALID:
        return False
    if isinstance(value, Mapping):
        return all(_valid(v) for v in value.values())
    if isinstance(value, list):
        return all(_valid(v) for v in value)
    return True


def _build(raw: dict[str, Any], source: str, problems: Problems) -> HwSpec | None:
    """Passes 3 and 4 on the cleaned file: its HwSpec, or None with the problems recorded."""
    constants = raw.get("constants") or {}
    constants = {k: v for k, v in constants.items() if v is not INVALID} \
        if isinstance(constants, Mapping) else {}
    check_names(problems, "constants", constants, set(RESERVED_NAMES), "constant")
    hardware = hw_values(raw)
    known = {**hardware, **constants}

    cores = hardware.get("cores")
    if cores is not None and cores > MAX_CORES:
        problems.add("cores_per_chip", f"expected at most {MAX_CORES} cores in total (the ISA's core "
                     "field has 12 bits)", f"{cores} cores")

    costs = build_costs(raw.get("costs"), constants, problems)
    port = build_port(raw.get("global_memory"), constants, known, problems)
    blocks = build_blocks(raw.get("core"), problems)
    compute = build_compute(raw.get("compute"), constants, problems)
    if compute is not None:
        compute["families"] = build_families(raw.get("compute"), compute, constants, known,
                                             problems)
    if problems or not _valid(raw) or costs is None or compute is None:
        return None

    latency, energy = (MappingProxyType({k: f.substitute(known) for k, f in table.items()})
                       for table in costs)
    r = raw
    core_raw = r["core"]
    hw = HwSpec(
        name=r["name"],
        source=source,
        schema_version=r["schema_version"],
        description=r["description"] or "",
        chips=(r["chips"]["x"], r["chips"]["y"]),
        cores_per_chip=(r["cores_per_chip"]["x"], r["cores_per_chip"]["y"]),
        core=CoreSpec(
            arrays=core_raw["arrays"],
            array=ArraySpec(**core_raw["array"]),
            local_memory_bytes=core_raw["local_memory"]["bytes"],
            local_memory_bandwidth=core_raw["local_memory"]["bandwidth"],
            registers=core_raw["registers"],
            event_registers=core_raw["event_registers"],
            vector_units=core_raw["vector"]["units"],
            vector_width=core_raw["vector"]["width"],
            execution=Execution(core_raw["execution"]),
            blocks=blocks,
        ),
        communication=Communication(r["communication"]),
        global_memory=MemorySpec(r["global_memory"]["bytes"], r["global_memory"]["bandwidth"],
                                 port),
        noc=NocSpec(topology=Topology(r["noc"]["topology"]), **{
            k: v for k, v in r["noc"].items() if k != "topology"}),
        precision=Precision(**r["precision"]),
        clock_hz=r["clock_hz"],
        costs=CostTable(latency=latency, energy=energy, leakage_power_w=r["costs"]["leakage_power_w"]),
        compute=finish_compute(compute, known),
        constants=MappingProxyType(dict(constants)),
    )
    hw = with_isl_maps(hw)
    check_derived(hw, problems)
    return None if problems else hw
