"""Regenerate the curated solutions: shipped models on shipped hwspecs, each placement proven
optimal by CP-SAT (its certificate is `summary.json`'s solver block: status OPTIMAL, gap 0).

    python solutions/regenerate.py            # rewrite solutions/curated/*
    python solutions/regenerate.py --check    # exit 1 if a curated solution no longer reproduces
    python solutions/regenerate.py --only tiny_mobilenet-isaac-ht   # one case (either mode)

A case that does not reach OPTIMAL within its time limit is reported and not written.
tests/e2e/test_curated_solutions.py checks that they reproduce.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CURATED = (  # model, hwspec, mode, time limit (s)
    ("lenet5", "small-8x16", "ht", 60.0),
    ("tiny_mlp", "small-8x16", "ht", 60.0),
    ("lenet5", "puma", "ht", 60.0),
    ("tiny_mobilenet", "isaac", "ht", 60.0),  # proven by generated patterns
)
# summary.json fields that must reproduce (wall times and versions may differ)
STABLE = ("model", "model_sha256", "hwspec", "mode", "seed", "input_shape", "predicted",
          "program_sha256", "program", "host_ops", "precision")


def folder(model: str, hw: str, mode: str) -> Path:
    return ROOT / "solutions" / "curated" / f"{model}-{hw}-{mode}"


def build(model: str, hw: str, mode: str, limit: float, out: Path) -> dict:
    from pimsolve.pipeline import Options, compile_model
    from pimsolve.report.solution import estimate, write_solution

    os.chdir(ROOT)  # relative paths in summary.json
    compiled = compile_model(Path("models") / f"{model}.onnx", Path("hwspec") / f"{hw}.yaml",
                             Options(mode=mode, time_limit=limit))
    write_solution(out, compiled, 0.0, estimate(compiled))
    return json.loads((out / "summary.json").read_text())


def stable(summary: dict) -> dict:
    solver = {k: summary["solver"][k] for k in ("name", "status", "objective", "bound", "gap")}
    return {"solver": solver, **{k: summary[k] for k in STABLE}}


def same_files(a: Path, b: Path) -> list[str]:
    names = sorted(p.relative_to(a).as_posix() for p in a.rglob("*") if p.is_file()
                   and p.name != "summary.json")
    return [n for n in names if (a / n).read_bytes() != (b / n).read_bytes()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--only", nargs="+", default=None, metavar="CASE",
                        help="folder names of the cases to build (default: all)")
    args = parser.parse_args()
    failed = 0
    for model, hw, mode, limit in CURATED:
        target = folder(model, hw, mode)
        if args.only is not None and target.name not in args.only:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            fresh = Path(tmp) / "solution"
            summary = build(model, hw, mode, limit, fresh)
            status = summary["solver"]["status"]
            line = (f"{target.name}: {status}, objective {summary['solver']['objective']}, "
                    f"bound {summary['solver']['bound']}")
            if args.check:
                kept = json.loads((target / "summary.json").read_text())
                diff = same_files(target, fresh)
                ok = stable(kept) == stable(summary) and not diff
                print(line + ("  reproduces" if ok else f"  DIFFERS {diff[:3]}"))
                failed += not ok
                continue
            if status != "OPTIMAL":
                print(line + "  not optimal: not written")
                failed += 1
                continue
            if target.exists():
                shutil.rmtree(target)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(fresh), target)
            print(line + "  written")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
