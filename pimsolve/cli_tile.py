"""``pimsolve tile``: tile one operator on a hwspec and report the mapping (docs/tiling.md).

:func:`tile_command` is the whole command as a plain function (the typer wrapper in
:mod:`pimsolve.cli` only forwards options): it raises :mod:`pimsolve.errors` exceptions and
returns the text to print.
"""

from __future__ import annotations

import math

import json
from pathlib import Path
from typing import Any

from pimsolve.pipeline import check_numbers
from pimsolve.errors import BadInputError

WINDOW_OPS = frozenset({"conv2d", "depthwise_conv2d"})


MAX_DIM = 2**16  # of one dimension of --shape
MAX_WORK = 2**40  # the product of its sizes: 250 times ResNet-50's 4 GMAC per image


def parse_shape(op: str, text: str) -> tuple[dict[str, int], tuple[int, int]]:
    """``N,K,H,W,C,R,S[,stride]`` (conv2d; H, W the output size, ARES Table IV) or the op's
    shape keys in order (gemm: ``M,N,K``) -> (shape, stride)."""
    from pimsolve.ir.opdesc import SHAPE_KEYS

    if op not in SHAPE_KEYS:
        raise BadInputError(f"--op: unknown operator {op!r}; expected one of "
                            f"{', '.join(SHAPE_KEYS)}")
    keys = SHAPE_KEYS[op]
    parts = [p.strip() for p in text.replace("x", ",").split(",") if p.strip()]
    try:
        values = [int(p) for p in parts]
    except ValueError:
        raise BadInputError(f"--shape: expected comma-separated integers, got {text!r}") from None
    allowed = (len(keys), len(keys) + 1) if op in WINDOW_OPS else (len(keys),)
    if len(values) not in allowed:
        stride = "[,stride]" if op in WINDOW_OPS else ""
        raise BadInputError(f"--shape: {op} expects {','.join(keys)}{stride} "
                            f"({' or '.join(map(str, allowed))} numbers), got {len(values)}")
    if any(v < 1 for v in values):
        raise BadInputError(f"--shape: expected positive integers, got {text!r}")
    if any(v > MAX_DIM for v in values):
        raise BadInputError(f"--shape: expected sizes of at most {MAX_DIM:,} (a limit no layer "
                            f"reaches), got {max(values):,}")
    work = math.prod(values[:len(keys)])
    if work > MAX_WORK:
        raise BadInputError(f"--shape: expected an operator of at most {MAX_WORK:,} "
                            f"multiply-accumulates (the product of the sizes), got {work:,}")
    stride = values[len(keys)] if len(values) > len(keys) else 1
    return dict(zip(keys, values[:len(keys)])), (stride, stride)


def tile_command(hw_path: str | Path, op: str, shape: str, time_limit: float = 10.0,
                 as_json: bool = False, seed: int = 0, workers: int = 2,
                 deterministic: bool = True, overrides: Any = ()) -> str:
    """Tile ``op`` of ``shape`` on the hwspec; the report as text (or JSON)."""
    from pimsolve.hwspec import load_hwspec
    from pimsolve.ir.opdesc import describe
    from pimsolve.solve.tiling.cpsat import Settings, tile

    check_numbers(time_limit, seed, workers)
    hw = load_hwspec(hw_path, overrides)
    values, stride = parse_shape(op, shape)
    kwargs: dict[str, Any] = {"stride": stride} if op in WINDOW_OPS else {}
    desc = describe(op, values, **kwargs)
    try:
        result = tile(desc, hw, Settings(time_limit=time_limit, seed=seed, workers=workers,
                                        deterministic=deterministic))
    except OverflowError as exc:  # the tiling model's 64-bit bounds (solve/tiling/variables.py)
        raise BadInputError(f"--shape {shape}: too large for the tiling model's 64-bit "
                            f"integers ({exc}); hint: tile a smaller operator") from None
    if as_json:
        from pimsolve.report.solution import SCHEMA_VERSION

        report = {"schema_version": SCHEMA_VERSION, **result.as_dict()}
        report["shape"] = values
        report["stride"] = list(stride)
        return json.dumps(report, indent=2)
    return render(result, values, stride)


def render(result: Any, shape: dict[str, int], stride: tuple[int, int]) -> str:
    from pimsolve.solve.budget import clock_note

    p = result.problem
    best, stats = result.best, result.stats
    binding = p.bindings[best.tiling.binding]
    lines = [
        f"{p.op} {','.join(f'{k}={v}' for k, v in shape.items())}"
        + (f" stride {stride[0]}" if stride != (1, 1) else "")
        + f" on {p.hw} ({p.family.value}, {p.machine.instances:,} instances)",
        f"binding: {binding.label}",
        f"loop order (outer -> inner): {p.order_text(best.tiling.order)}",
        "",
        f"{'loop':<6}{'extent':>8}  {'hw dim':<7}{'primitive':>10}{'inner(L1)':>10}"
        f"{'spatial':>9}{'outer(L2)':>10}",
    ]
    for loop, o in zip(p.loops, best.tiling.loops):
        lines.append(f"{loop:<6}{p.sizes[loop]:>8}  {o.dim or '-':<7}{o.primitive:>10}"
                     f"{o.inner:>10}{o.spatial:>9}{o.outer:>10}")
    c = best.cost
    lines += [
        "",
        f"cycles: {c.total:,} = compute {c.compute:,}"
        + (f" + max(outer {c.outer:,}, fill {c.inner:,})" if p.machine.bit_serial is not None
           else f" + feed {c.inner:,} + programming {c.programming:,} + outer {c.outer:,}"),
        f"invocations per instance {c.invocations:,}, instances used {c.instances:,}, "
        f"loads {', '.join(f'{k} {v:,}' for k, v in c.loads.items())}",
    ]
    if result.baseline is not None:
        lines.append(f"baseline ({result.baseline_name}): {result.baseline.cost.total:,} cycles; "
                     f"improvement {result.improvement:.1%}")
    else:
        lines.append(f"baseline ({result.baseline_name}): does not fit")
    if result.ga is not None:
        lines.append(f"GA: {result.ga.cost.total:,} cycles in {result.ga_stats.wall_s:.2f} s")
    gap = "n/a" if stats.gap is None else f"{stats.gap:.2%}"
    lines.append(f"solver: {stats.solver} {stats.status}, objective {stats.objective:,}, "
                 f"bound {stats.bound:,}, gap {gap}, {stats.wall_s:.2f} s "
                 f"(seed {stats.seed}, {stats.workers} workers){clock_note(stats.stopped)}")
    lines += [f"note: {n}" for n in p.notes]
    return "\n".join(lines)
