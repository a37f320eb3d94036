"""`pimsolve info`: a model's layers on a hwspec (weights, crossbar matrices, array groups)
and whether one copy of its weights fits the chip, as a table or as JSON."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer
from rich.table import Table

from pimsolve.bind.arraygroups import layer_matrices
from pimsolve.cli_options import console, print_json
from pimsolve.hwspec import load_hwspec
from pimsolve.pipeline import front_half


def info_command(model: Path, hw_path: Path, input_shape: tuple[int, ...] | None,
                 as_json: bool, overrides: Any = ()) -> None:
    hw = load_hwspec(hw_path, overrides)
    qgraph = front_half(model, hw, input_shape=input_shape)
    graph = qgraph.graph
    family = hw.compute.family.value
    crossbar = family == "crossbar"
    matrices = layer_matrices(qgraph, hw) if crossbar else {}
    need = sum(m.arrays for m in matrices.values())
    if as_json:
        layers = []
        for layer in graph.layers:
            weights = graph.weights.get(layer.name, {}).get("weight")
            m = matrices.get(layer.name)
            layers.append({
                "name": layer.name, "kind": layer.kind.value,
                "output_shape": list(graph.tensors[layer.output].shape),
                "weights": None if weights is None else int(weights.size),
                "matrices": [list(p.matrix.shape) for p in m.parts] if m else None,
                "unfolding": m.unfolding if m else None,
                "array_groups": len(m.groups) if m else None,
                "arrays": m.arrays if m else None})
        print_json({"model": str(model), "hwspec": hw.name, "family": family,
               "layers": layers, "arrays_needed": need if crossbar else None,
               "arrays_available": hw.total_arrays if crossbar else None,
               "fits": need <= hw.total_arrays if crossbar else None,
               "host_ops": list(graph.host_ops)})
        return
    table = Table(title=f"{model.name} on {hw.name}", title_justify="left")
    for column in ("layer", "kind", "output", "weights", "matrix", "unfolding", "array groups",
                   "arrays"):
        table.add_column(column, justify="right" if column in ("weights", "arrays") else "left")
    for layer in graph.layers:
        shape = "×".join(str(d) for d in graph.tensors[layer.output].shape[1:])
        weights = graph.weights.get(layer.name, {}).get("weight")
        m = matrices.get(layer.name)
        table.add_row(layer.name, layer.kind.value, shape,
                      f"{weights.size:,}" if weights is not None else "",
                      " + ".join(f"{p.matrix.shape[0]}×{p.matrix.shape[1]}" for p in m.parts[:3])
                      + (" …" if m and len(m.parts) > 3 else "") if m else "",
                      m.unfolding if m else "", str(len(m.groups)) if m else "",
                      f"{m.arrays:,}" if m else "")
    console().print(table)
    if crossbar:
        have = hw.total_arrays
        verdict = "fits" if need <= have else ("does NOT fit: `map` runs it in "
                                               "weight-replacement phases")
        typer.echo(f"arrays needed for one copy of the weights: {need:,} of {have:,} "
                   f"({need / have:.1%}): {verdict}")
    else:
        typer.echo(f"{family} hwspec: layers run one at a time, each tiled on its own "
                   "(docs/families.md); array groups do not apply")
    if graph.host_ops:
        typer.echo(f"run on the host: {', '.join(graph.host_ops)}")
