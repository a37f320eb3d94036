"""The integer reference: the oracle for every bit-exact check.

In: a :class:`~pimsolve.ir.qgraph.QGraph` and its quantized input (int64, NCHW). Out: the
integer value (int64) of every activation tensor, computed literally from the semantics in the
``pimsolve.ir.qgraph`` module docstring.

Why it exists: the scheduler turns a QGraph into ISA programs and the simulator runs them; a
bug in either shows up only when the simulated outputs are compared against numbers computed
some other way. This package is that other way, written as plainly as possible (numpy on whole
tensors, exact integer arithmetic, no tiling, no memory layout).

It must stay independent: it imports ``pimsolve.ir`` (and ``pimsolve.errors``) only, never
``pimsolve.sim``, ``pimsolve.schedule``, ``pimsolve.isa`` or ``pimsolve.quantize``, and shares
no helper with them. A shared helper would let one mistake make both sides agree.
(``tests/unit/reference/test_reference_independence.py`` checks the imports.)

To add a kind: describe its integer semantics in the qgraph docstring, write ``_<kind>`` in
``integer.py`` and register it in ``KINDS``.
"""

from __future__ import annotations

from pimsolve.reference.integer import run_integer

__all__ = ["run_integer"]
