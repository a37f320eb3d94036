"""``pimsolve bindings``: list an operator's ARES bindings onto a hwspec (docs/binding.md).

Without a shape: every scheme the compute abstraction and the reuse analysis allow (conv2d on
puma.yaml: 56). With a shape: the schemes that fit, each with its tile limits from the memory
abstraction. Crossbar targets also get the (H, W, P) weight unfoldings.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pimsolve.errors import BadInputError, InfeasibleError
from pimsolve.ir.opdesc import SHAPE_KEYS, SUPPORTED_OPS

# --shape keys besides the extents, and the describe() keyword each sets
_OPTIONS = {"stride": "stride", "groups": "groups", "dilation": "dilation", "pad": "pads"}
_OPTION_OPS = {"stride": {"conv2d", "depthwise_conv2d", "maxpool", "avgpool"},
               "dilation": {"conv2d", "depthwise_conv2d", "maxpool", "avgpool"},
               "pad": {"conv2d", "depthwise_conv2d", "maxpool", "avgpool"},
               "groups": {"conv2d"}}


def parse_shape(op: str, text: str) -> tuple[dict[str, int], dict[str, Any]]:
    """``--shape`` text -> (extents by ARES name, describe() options).

    Values in the op's order (conv2d: ``4,64,56,56,64,3,3`` = N,K,H,W,C,R,S) or as ``KEY=value``
    items (``N=4,K=64,...``), optionally followed by ``stride=2``, ``groups=4``, ``dilation=2``,
    ``pad=1``. Integers only; nothing is evaluated.
    """
    keys = SHAPE_KEYS[op]
    example = ",".join(_EXAMPLES[op])
    usage = (f"expected {len(keys)} positive integers {','.join(keys)} (e.g. {example}) or "
             f"KEY=value items")
    extents: dict[str, int] = {}
    options: dict[str, Any] = {}
    items = [item.strip() for item in text.split(",")]
    positional = 0
    for item in items:
        if not item:
            raise BadInputError(f"--shape {text!r}: empty item; {usage}")
        if "=" in item:
            key, _, value = (part.strip() for part in item.partition("="))
            number = _positive(value, f"--shape {text!r}: {key}", usage)
            if key.lower() in _OPTIONS:
                if op not in _OPTION_OPS[key.lower()]:
                    raise BadInputError(f"--shape {text!r}: {key} does not apply to {op}")
                options[_OPTIONS[key.lower()]] = number
                continue
            name = next((k for k in keys if k.lower() == key.lower()), None)
            if name is None:
                raise BadInputError(f"--shape {text!r}: unknown key {key!r}; expected one of "
                                    f"{', '.join(keys)} or {', '.join(_OPTIONS)}")
            if name in extents:
                raise BadInputError(f"--shape {text!r}: {name} given twice")
            extents[name] = number
        else:
            if positional >= len(keys) or extents.keys() - set(keys[:positional]):
                raise BadInputError(f"--shape {text!r}: too many values or values after "
                                    f"KEY=value items; {usage}")
            extents[keys[positional]] = _positive(item, f"--shape {text!r}", usage)
            positional += 1
    missing = [k for k in keys if k not in extents]
    if missing:
        raise BadInputError(f"--shape {text!r}: missing {', '.join(missing)}; {usage}")
    if "pads" in options:
        options["pads"] = (options["pads"], options["pads"])
    return extents, options


_EXAMPLES: Mapping[str, tuple[str, ...]] = {
    "conv2d": ("4", "64", "56", "56", "64", "3", "3"),
    "depthwise_conv2d": ("1", "32", "112", "112", "3", "3"),
    "gemm": ("1024", "1024", "1024"),
    "matmul": ("1024", "1024", "1024"),
    "maxpool": ("1", "64", "56", "56", "3", "3"),
    "avgpool": ("1", "64", "56", "56", "3", "3"),
    "add": ("1", "64", "56", "56"),
    "mul": ("1", "64", "56", "56"),
}


def _positive(text: str, where: str, usage: str) -> int:
    if not text.isascii() or not text.isdigit() or int(text) < 1:
        raise BadInputError(f"{where}: expected a positive integer, got {text!r}; {usage}")
    return int(text)


def bindings(hw: Path, op: str, shape: str | None, as_json: bool, overrides: Any = ()) -> None:
    """Print the bindings of ``op`` onto the hwspec at ``hw`` (a table, or JSON)."""
    from pimsolve.bind.bindings import binding_obstacles, crossbar_unfoldings, enumerate_bindings
    from pimsolve.hwspec import load_hwspec
    from pimsolve.ir.opdesc import describe

    if op not in SUPPORTED_OPS:
        raise BadInputError(f"--op: unknown operator {op!r}; expected one of "
                            f"{', '.join(SUPPORTED_OPS)}")
    extents, options = parse_shape(op, shape) if shape is not None else (None, {})
    spec = load_hwspec(hw, overrides)
    desc = describe(op, extents, **options)
    found = enumerate_bindings(desc, spec, sizes=extents is not None)
    if not found:
        reasons = "; ".join(binding_obstacles(desc, spec)) or "no scheme fits"
        raise InfeasibleError(f"{op} has no binding onto {spec.name}: {reasons}; hint: use a "
                              "hwspec whose compute function and dimensions suit the operator")
    unfoldings = crossbar_unfoldings(desc, spec)
    from pimsolve.report.solution import SCHEMA_VERSION

    report = {
        "schema_version": SCHEMA_VERSION,
        "op": op,
        "hwspec": spec.name,
        "compute": spec.compute.text,
        "shape": extents,
        "sizes": dict(desc.sizes) if desc.sizes is not None else None,
        "count": len(found),
        "by_stationary": dict(Counter(b.stationary for b in found)),
        "bindings": [b.as_dict() for b in found],
        "unfoldings": [u.as_dict() for u in unfoldings],
    }
    if as_json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
        return
    _print_tables(report, found, unfoldings)


def _print_tables(report: dict[str, Any], found: Any, unfoldings: Any) -> None:
    from rich.markup import escape
    from rich.table import Table

    hw_dims = found[0].hw_dims
    sized = report["shape"] is not None
    counts = ", ".join(f"{t} stationary: {n}" for t, n in report["by_stationary"].items())
    what = "fit" if sized else "valid before size limits"
    table = Table(title=escape(f"{report['op']} on {report['hwspec']} ({report['compute']}): "
                               f"{report['count']} bindings {what} ({counts})"),
                  title_justify="left")
    table.add_column("#", justify="right")
    hw_operands = list(found[0].operands.values())
    for operand in hw_operands:
        table.add_column(operand)
    for dim in hw_dims:
        table.add_column(f"{dim} ←")
    if sized:
        table.add_column("limits (elements)")
        table.add_column("max tiles")
    for index, binding in enumerate(found):
        tensor_of = {o: t for t, o in binding.operands.items()}
        row = [str(index), *(tensor_of[o] for o in hw_operands)]
        row += ["·".join(binding.loops_on(d)) for d in hw_dims]
        if sized:
            row.append(" ".join(f"{d}≤{v if v is not None else '∞'}"
                                for d, v in (binding.limits or {}).items()))
            row.append(" ".join(f"{loop}≤{v}" for loop, v in (binding.tiles or {}).items()))
        table.add_row(*(escape(cell) for cell in row))
    from pimsolve.cli_options import console as make_console

    console = make_console()
    console.print(table)
    if not unfoldings:
        return
    utable = Table(title=f"crossbar weight unfoldings (H, W, P): {len(unfoldings)}",
                   title_justify="left")
    for column in ("formula", "PIMCOMP", "Table IV", "H", "W", "P", "arrays"):
        utable.add_column(column)
    for unfolding in unfoldings:
        data = unfolding.as_dict()
        utable.add_row(*(escape(str(data[key]) if data[key] is not None else "-")
                         for key in ("formula", "pimcomp", "in_table_iv", "H", "W", "P",
                                     "arrays")))
    console.print(utable)
