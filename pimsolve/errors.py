"""One exception tree for every error a user can cause.

Each class carries the CLI exit code it maps to. Messages follow one shape:
``<file>: <dotted.path>: <what was wrong>, got <value>; <hint>``.
"""

from __future__ import annotations

from collections.abc import Sequence

EXIT_OK = 0
EXIT_INTERNAL = 1
EXIT_BAD_INPUT = 2
EXIT_INFEASIBLE = 3
EXIT_MISMATCH = 4
EXIT_SIGINT = 130  # 128 + the signal's number, as shells report it
EXIT_SIGTERM = 143


class PimsolveError(Exception):
    """Base of all errors that are reported to the user without a traceback."""

    exit_code = EXIT_INTERNAL


class BadInputError(PimsolveError):
    """Something the user supplied is wrong (file, option, value)."""

    exit_code = EXIT_BAD_INPUT


class SpecError(BadInputError):
    """A hwspec (or another declarative file: ``what``) has one or more problems; all of them
    are listed."""

    def __init__(self, problems: Sequence[str], what: str = "hwspec"):
        self.problems = tuple(problems)
        count = len(self.problems)
        if count == 1:  # one line
            super().__init__(f"1 problem in {what}: {self.problems[0]}")
        else:
            super().__init__(f"{count} problems in {what}:\n" +
                             "\n".join(f"  {p}" for p in self.problems))


class AsmError(BadInputError):
    """An assembly text or binary image could not be read."""


class EncodeError(PimsolveError):
    """An instruction does not fit the requested binary encoding."""

    exit_code = EXIT_BAD_INPUT


class ModelError(BadInputError):
    """An ONNX model could not be read or is not usable."""


class UnsupportedOpError(ModelError):
    """An ONNX operator that pimsolve cannot map."""


class InfeasibleError(PimsolveError):
    """The model does not fit the hardware under the requested options."""

    exit_code = EXIT_INFEASIBLE


class SimError(PimsolveError):
    """A program did something the ISA forbids (bad access, deadlock, ...).

    A program is input to the simulator, so this is a bad-input error.
    """

    exit_code = EXIT_BAD_INPUT


class VerificationError(PimsolveError):
    """Simulated results differ from the reference."""

    exit_code = EXIT_MISMATCH
