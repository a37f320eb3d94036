"""`pimsolve map` on a near-memory, logic-PUM or digital-PIM hwspec: the pipeline's tiling and
lowering, the primitives executed and checked with --verify, the solution folder and its table
(docs/families.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pimsolve.cli_options import finish, joules, show_progress


def _family_counts(counts: Any) -> str:
    """One line of a family program's primitive counts."""
    if hasattr(counts, "mac"):
        return (f"{counts.mac:,} SIMD MACs in {counts.invocations:,} invocations, "
                f"{counts.load_tile + counts.store_tile:,} tile moves")
    return (f"{counts.multiply:,} bit-serial multiplies, {counts.add:,} adds, "
            f"{counts.reduce:,} reduce steps, {counts.fill + counts.read_out:,} fills/read-outs")


def map_family(model: Path, hw: Any, target: Path, options: Any, verify: bool,
                started: float, force: bool) -> None:
    """`map` on a non-crossbar hwspec: layer-sequential primitives (docs/families.md)."""
    import time

    from pimsolve.pipeline import compile_model
    from pimsolve.report.family import MODE, metrics, write_family_solution

    with show_progress() as progress:
        compiled = compile_model(model, hw, options, progress)
        settings = compiled.settings
        wall = time.perf_counter() - started
        result = verification = verify_s = None
        if verify:
            progress("executing the primitives and verifying")
            from pimsolve.verify import check_family, default_input

            result, verification = check_family(compiled.program, compiled.qgraph, model,
                                                default_input(compiled.qgraph, options.seed))
            verify_s = time.perf_counter() - started - wall
        figures = metrics(compiled, result)
        progress("writing the solution")
        write_family_solution(target, compiled, wall, figures, verification, force, verify_s)
    program = compiled.program
    statuses = {}
    for entry in program.layers:
        stats = getattr(entry, "stats", None)
        if stats is not None:
            statuses[stats["status"]] = statuses.get(stats["status"], 0) + 1
    counts = program.counts
    rows = [("solution", str(target)), ("family", hw.compute.family.value), ("mode", MODE),
            ("layers", str(len(compiled.qgraph.layers))),
            ("tiling", ", ".join(f"{n} {s}" for s, n in sorted(statuses.items())) +
             f" ({settings.time_limit:g} s per layer)"),
            ("primitives", _family_counts(counts)),
            (f"cycles ({'counted' if result else 'predicted, matrix layers'})",
             f"{figures['cycles']:,.0f}"),
            ("latency", f"{figures['latency_s'] * 1e3:.4g} ms"),
            ("compile time", f"{wall:.2f} s")]
    if figures.get("energy_j") is not None:
        rows.append(("energy", joules(figures["energy_j"])))
    finish(rows, f"{model.name} on {hw.name} ({MODE})", compiled.qgraph, target, verification,
            "primitive outputs",
            (("primitives match lowering", "primitives_match_lowering"),))
