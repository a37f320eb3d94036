"""Ctrl-C (SIGINT) and SIGTERM on the command line: a run stops, nothing half-written stays.

The handlers (installed by ``pimsolve.__main__``) record the signal and raise
KeyboardInterrupt (SIGTERM: its subclass :class:`Terminated`) in the main thread, so that
the clean-up of every ``try``/``with`` runs on the way out: a CP-SAT search is stopped
(pimsolve.solve.budget.run_search), temporary folders are removed (pimsolve.fileio). A
library may swallow that exception (a native module imported at that moment reports an
ImportError, an optional import falls back), so the record is what counts: :func:`check`
raises again before anything is put in place, and the command line reads :func:`received`.
"""

from __future__ import annotations

import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from pimsolve.errors import EXIT_SIGINT, EXIT_SIGTERM

_received: list[int] = []
_installed: list[bool] = []


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised like Ctrl-C's KeyboardInterrupt so that the same clean-up runs."""


_holding: list[bool] = []  # non-empty inside held(): a signal is recorded, not raised
_HELD = (signal.SIGINT, signal.SIGTERM)


def _handle(signum: int, frame: object) -> None:
    _received.append(signum)
    if not _holding:
        raise Terminated() if signum == signal.SIGTERM else KeyboardInterrupt()


def install() -> None:
    """Handle SIGTERM, and SIGINT unless it is ignored (a command started in the background
    by a shell keeps ignoring Ctrl-C, as it should)."""
    signal.signal(signal.SIGTERM, _handle)
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
        signal.signal(signal.SIGINT, _handle)
    previous = sys.unraisablehook

    def unraisable(info: object) -> None:
        # an interrupt raised where Python cannot raise it (a weakref callback of the import
        # machinery, a __del__) is printed as "Exception ignored" with a traceback; it is
        # recorded here, and check() raises it again where the run can stop cleanly
        if not (_received and isinstance(getattr(info, "exc_value", None), KeyboardInterrupt)):
            previous(info)

    sys.unraisablehook = unraisable
    _installed.append(True)


def installed() -> bool:
    """Whether this process's signals are handled here (the command line), rather than left
    to whoever imported pimsolve."""
    return bool(_installed)


def received() -> int | None:
    """The signal that asked the run to stop, if one did."""
    return _received[-1] if _received else None


def check() -> None:
    """Raise the interrupt again if a signal arrived, even if someone swallowed it."""
    if _received:
        raise Terminated() if _received[-1] == signal.SIGTERM else KeyboardInterrupt()


def stop_message(exc: BaseException | None = None) -> tuple[str, int]:
    """The one line a user sees when a signal stops a run, and the exit code."""
    if received() == signal.SIGTERM or isinstance(exc, Terminated):
        return "terminated (SIGTERM): stopped, nothing half-written left", EXIT_SIGTERM
    return "interrupted (SIGINT): stopped, nothing half-written left", EXIT_SIGINT


@contextmanager
def held() -> Iterator[None]:
    """Hold SIGINT and SIGTERM for a few renames: a signal that arrives meanwhile stops the
    run when the block ends, so the files are either all old or all new. With this module's
    handlers the signal is recorded and raised at the end (whichever thread the system gave
    it to); without them, the main thread blocks the signals meanwhile."""
    try:
        previous = signal.pthread_sigmask(signal.SIG_BLOCK, _HELD)
    except (AttributeError, ValueError, OSError):  # no POSIX signal masks here
        previous = None
    _holding.append(True)
    try:
        yield
    finally:
        _holding.pop()
        if previous is not None:
            signal.pthread_sigmask(signal.SIG_SETMASK, previous)
    if not _holding:
        check()
