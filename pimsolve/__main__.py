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
        # the command has ended (its outputs are in place): a signal from now on would only
        # turn its exit status into a traceback, or kill the process once the interpreter
        # has put the default handlers back on its way out
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        # typer turns a signal that arrives outside a command's own handling (parsing the
        # options) into a silent exit 130, Ctrl-C or not: report it like the commands do
        if isinstance(getattr(exc.__context__, "__cause__", None), KeyboardInterrupt):
            _stop()
        raise
    except BaseException as exc:  # during start-up: nothing was written yet
        from pimsolve.interrupts import received

        # an import under way may have turned the interrupt into another error
        if isinstance(exc, KeyboardInterrupt) or received():
            _stop()
        raise


def _stop() -> None:
    from pimsolve.interrupts import stop_message

    message, code = stop_message()
    print(message, file=sys.stderr)
    sys.exit(code)


if __name__ == "__main__":
    main()
