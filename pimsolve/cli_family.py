"""`pimsolve map` on a near-memory, logic-PUM or digital-PIM hwspec: the pipeline's tiling and
lowering, the primitives executed and checked with --verify, the solution folder and its table
(docs/families.md)."""

from __future__ import annotations

from typing import Any

from pimsolve.cli_options import joules


def _family_counts(counts: Any) -> str:
    """One line of a family program's primitive counts."""
    if hasattr(counts, "mac"):
        return (f"{counts.mac:,} SIMD MACs in {counts.invocations:,} invocations, "
                f"{counts.load_tile + counts.store_tile:,} tile moves")
    realign = f", {counts.realign:,} realign steps" if counts.realign else ""
    return (f"{counts.multiply:,} bit-serial multiplies, {counts.add:,} adds, "
            f"{counts.reduce:,} reduce steps{realign}, {counts.fill + counts.read_out:,} "
            "fills/read-outs")


def family_rows(written: Any) -> tuple[list, str]:
    """The `map` table of a non-crossbar hwspec (pimsolve.api.map_into wrote its folder):
    layer-sequential primitives (docs/families.md); its rows and title."""
    from pimsolve.report.family import MODE

    compiled, figures, result = written.compiled, written.metrics, written.details
    hw, settings, program = compiled.hw, compiled.settings, compiled.program
    statuses = {}
    for entry in program.layers:
        stats = getattr(entry, "stats", None)
        if stats:
            statuses[stats["status"]] = statuses.get(stats["status"], 0) + 1
    counts = program.counts
    rows = [("solution", str(written.folder)), ("family", hw.compute.family.value),
            ("mode", MODE), ("layers", str(len(compiled.qgraph.layers)))]
    if compiled.layouts is not None:
        rows.extend(_layout_rows(compiled.layouts))
    else:
        rows.append(("tiling", ", ".join(f"{n} {s}" for s, n in sorted(statuses.items())) +
                     f" ({settings.time_limit:g} s per layer)"))
    rows += [("primitives", _family_counts(counts)),
            (f"cycles ({'counted' if result else 'predicted, matrix layers'})",
             f"{figures['cycles']:,.0f}")]
    if result and figures.get("counted_matrix_cycles"):
        plan, counted = figures["predicted_matrix_cycles"], figures["counted_matrix_cycles"]
        rows.append(("matrix layers", f"{counted:,} counted, {plan:,} predicted "
                                      f"(predicted / counted {plan / counted:.3f})"))
    rows += [("latency", f"{figures['latency_s'] * 1e3:.4g} ms"),
             ("compile time", f"{written.wall_s:.2f} s")]
    if figures.get("energy_j") is not None:
        rows.append(("energy", joules(figures["energy_j"])))
    return rows, f"{compiled.model_path.name} on {hw.name} ({MODE})"


def _layout_rows(decision: Any) -> list[tuple[str, str]]:
    """Digital PIM: the layout decision in two rows."""
    solver = decision.solver()
    kinds: dict[str, int] = {}
    for chosen in decision.layers().values():
        kinds[chosen.layout.kind] = kinds.get(chosen.layout.kind, 0) + 1
    found = ("no plan in the time given" if solver["objective"] is None else
             f"CP-SAT {solver['status']} {solver['objective']:,} (bound {solver['bound']:,})")
    return [("layouts", f"{solver['mode']} mode: "
                        + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
                        + f" in {len(decision.chosen.groups)} groups"),
            ("layout cycles", f"DP {solver['dp_objective']:,}, {found}")] + _placement_rows(
                decision)


def _placement_rows(decision: Any) -> list[tuple[str, str]]:
    placement = decision.placement()
    if placement is None:
        return []
    statuses = ", ".join(f"{n} {s}" for s, n in placement["statuses"].items()) or "none"
    return [("blocks", f"{placement['groups_allocated']} one-tile groups allocated "
                       f"({statuses}); in-tile movement {placement['movement']:,} cycles on the "
                       f"network (uniform estimate {placement['uniform']:,}); plan "
                       f"{placement['cycles']:,} cycles")]
