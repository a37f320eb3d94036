from pimsolve.cli import run

run()
