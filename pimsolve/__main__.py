"""`python -m pimsolve` and the `pimsolve` command: the signal handlers first
(pimsolve.interrupts), then the command-line interface (pimsolve.cli), so that SIGTERM and
Ctrl-C end a run cleanly from its first moment (exit 143 and 130, one line on stderr)."""

from __future__ import annotations

import signal
import sys


def main() -> None:
    try:
        from pimsolve import interrupts

        interrupts.install()
        from pimsolve.cli import app

        app(prog_name="pimsolve")
    except SystemExit as exc:
        _settle()
        # typer turns a signal that arrives outside a command's own handling (parsing the
        # options) into a silent exit 130, Ctrl-C or not: report it like the commands do
        if isinstance(getattr(exc.__context__, "__cause__", None), KeyboardInterrupt):
            _stop()
        raise
    except BaseException as exc:  # during start-up: nothing was written yet
        _settle()
        from pimsolve.interrupts import received

        # an import under way may have turned the interrupt into another error
        if isinstance(exc, KeyboardInterrupt) or received():
            _stop()
        raise


def _settle() -> None:
    """The command has ended (its outputs are in place, or nothing was written): a signal
    from now on would only turn its exit status into a traceback, or kill the process once
    the interpreter has put the default handlers back on its way out, so both are ignored.
    Then a string is run through ``exec``: CPython 3.11 marks an interrupt raised inside code
    run from a string (a dataclass's or a namedtuple's generated methods, while a module is
    imported) as unhandled, and once marked it ends the process by SIGINT whatever the exit
    status was (measured: exit -2 instead of 130 for some Ctrl-C's during start-up);
    a string that runs to its end clears that mark."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    exec("None")


def _stop() -> None:
    from pimsolve.interrupts import stop_message

    message, code = stop_message()
    print(message, file=sys.stderr)
    sys.exit(code)


if __name__ == "__main__":
    main()
