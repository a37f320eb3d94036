"""The package dependencies point one way (docs/architecture.md).

Every import between pimsolve's packages (top-level modules count as packages of their own) is
read from the source, lazy imports inside functions included, and checked against the layers
below: a package may import only packages of lower layers, the simulator (the checker) and the
integer reference (the oracle) never import what they check, and only solve/ imports OR-Tools.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "pimsolve"

# lowest first; a package imports only packages of strictly lower layers
LAYERS: tuple[frozenset[str], ...] = tuple(frozenset(layer.split()) for layer in (
    "errors gcpause",
    "interrupts",
    "fileio safeload",
    "ir shipped",
    "isa",
    "hwspec",
    "frontend quantize reference bind zoo",
    "costs",
    "codegen",
    "solve sim",
    "schedule",
    "verify",
    "pipeline",
    "report",
    "api progress",
    "sweep",
    "cli_options",
    "cli_bind cli_export cli_family cli_info cli_layout cli_partition cli_sweep cli_tile",
    "cli_bound",
    "cli",
    "__main__ __init__",
))
# the oracle imports only the IR it reads (tests/unit/reference checks its third-party imports)
ONLY = {"reference": frozenset({"ir", "errors"})}
# lower in the layers, still out of bounds: the checker and the decisions never use the oracle,
# and the simulator executes programs without the code that generated them
NEVER = {"sim": frozenset({"reference", "codegen", "bind", "frontend", "quantize"}),
         "solve": frozenset({"reference"}), "codegen": frozenset({"reference"}),
         "schedule": frozenset({"reference"})}


def package_of(path: Path) -> str:
    rel = path.relative_to(ROOT)
    return rel.parts[0] if len(rel.parts) > 1 else rel.stem


def imported_modules(path: Path) -> list[str]:
    """Absolute names of every module ``path`` imports (relative imports resolved)."""
    rel = path.relative_to(ROOT.parent).with_suffix("")
    here = list(rel.parts[:-1]) if rel.name != "__init__" else list(rel.parts[:-1])
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[:len(here) - node.level + 1]
                names.append(".".join(base + ([node.module] if node.module else [])))
            else:
                names.append(node.module or "")
    return names


def import_graph(root: Path = ROOT) -> dict[str, dict[str, set[str]]]:
    """package -> imported package -> the files (relative to pimsolve/) that import it."""
    graph: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for path in sorted(root.rglob("*.py")):
        source = package_of(path)
        graph[source]  # every package is a node, importing or not
        for name in imported_modules(path):
            parts = name.split(".")
            if parts[0] == "pimsolve" and len(parts) > 1 and parts[1] != source:
                graph[source][parts[1]].add(str(path.relative_to(root)))
    return graph


def problems(graph: dict[str, dict[str, set[str]]]) -> list[str]:
    """Every import against the layers, and every package missing from them."""
    layer = {name: index for index, names in enumerate(LAYERS) for name in names}
    found = []
    for source, targets in sorted(graph.items()):
        if source not in layer:
            found.append(f"{source}: not in LAYERS (give the new package its place)")
            continue
        for target, files in sorted(targets.items()):
            allowed = ONLY.get(source)
            wrong = target not in layer or target in NEVER.get(source, ()) or (
                target not in allowed if allowed is not None else layer[target] >= layer[source])
            if wrong:
                found.append(f"{source} -> {target} ({', '.join(sorted(files))})")
    return found


def cycles(graph: dict[str, dict[str, set[str]]]) -> list[list[str]]:
    """Strongly connected components of more than one package (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph.get(node, {}):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_every_import_points_down_the_layers():
    found = problems(import_graph())
    assert not found, "imports against docs/architecture.md's layers:\n" + "\n".join(found)


def test_no_cycle_between_packages():
    assert cycles(import_graph()) == []


def test_the_checks_catch_a_forbidden_arrow_and_a_cycle():
    graph = import_graph()
    graph["solve"]["schedule"].add("solve/placement/cost.py")
    graph["schedule"]["solve"].add("schedule/ht/scheduler.py")
    assert "solve -> schedule (solve/placement/cost.py)" in problems(graph)
    assert ["schedule", "solve"] in cycles(graph)
    graph["sim"]["reference"].add("sim/machine.py")
    assert any(p.startswith("sim -> reference") for p in problems(graph))


@pytest.mark.parametrize("package", ["sim", "reference"])
def test_the_checker_and_the_oracle_stay_independent(package):
    """Neither imports the solver, the schedulers or the code generators they check."""
    checked = {"solve", "schedule", "codegen", "bind", "verify", "report", "pipeline"}
    assert not checked & set(import_graph()[package])


def test_only_solve_imports_ortools():
    offenders = [str(path.relative_to(ROOT)) for path in ROOT.rglob("*.py")
                 if package_of(path) != "solve"
                 and any(name.split(".")[0] == "ortools" for name in imported_modules(path))]
    assert not offenders, offenders
