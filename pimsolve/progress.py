"""What a long command shows while it works: a spinner with the current step and the elapsed
time on a terminal (a bar when the number of steps is known, e.g. a sweep's points),
timestamped lines in a log or a pipe (pimsolve.cli's --quiet, --verbose)."""

from __future__ import annotations

import sys
import time

import rich.progress
from rich.console import Console


class Progress:
    """Progress on stderr. On a terminal: a spinner with the current step and the seconds
    since the command started. Otherwise (a log file, a pipe) or with --verbose: one
    timestamped line per step, ``[  12.3 s] placing array groups (cpsat)``. --quiet: none."""

    def __init__(self, quiet: bool = False, verbose: bool = False,
                 total: int | None = None) -> None:
        self.console = Console(stderr=True)
        self.started = time.perf_counter()
        self.last = ""
        self.lines = not quiet and (verbose or not self.console.is_terminal)
        self.live = None
        if not quiet and self.console.is_terminal:
            bar = () if total is None else (rich.progress.BarColumn(),
                                            rich.progress.MofNCompleteColumn())
            columns = (rich.progress.SpinnerColumn(), *bar,
                       rich.progress.TextColumn("{task.description}"),
                       rich.progress.TimeElapsedColumn())
            self.live = rich.progress.Progress(*columns, console=self.console, transient=True)
            self.task = self.live.add_task("", total=total)
        self.total = total

    def __enter__(self) -> Progress:
        if self.live:
            self.live.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.live:
            self.live.__exit__(*exc)

    def __call__(self, message: str, done: int | None = None) -> None:
        """Show ``message``; ``done``: of the ``total`` steps, how many are done."""
        if self.live:
            self.live.update(self.task, description=message, completed=done)
        if done is not None and self.total is not None:
            message = f"{done}/{self.total} {message}"
        if self.lines and message != self.last:
            line = f"[{time.perf_counter() - self.started:7.1f} s] {message}"
            if self.live:
                self.live.console.print(line, markup=False, highlight=False)
            else:
                print(line, file=sys.stderr, flush=True)
        self.last = message
