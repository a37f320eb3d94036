"""`python -m pimsolve` runs the command-line interface."""

from pimsolve.cli import app

app(prog_name="pimsolve")
