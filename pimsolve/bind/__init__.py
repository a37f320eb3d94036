"""Binding: how an operator maps onto one invocation of the hardware's compute function.

In: operator descriptions (:mod:`pimsolve.ir.opdesc`) or the fixed-point graph, and a
:class:`~pimsolve.hwspec.model.HwSpec`. Out: values the solvers read.

- ``reuse``: reuse analysis on access matrices (ARES Eq. 5), cross-checked with ISL.
- ``bindings``: ``enumerate_bindings`` (operand binding, dimension binding, size limits from the
  memory abstraction; ARES §V-B) and ``crossbar_unfoldings`` (PIMCOMP's (H, W, P) formats).
- ``arraygroups``: the crossbar weight matrices and array groups the pipeline maps today.

docs/binding.md explains the rules and the 56 conv2d schemes of a crossbar. To add an operator:
(1) describe it in ``pimsolve/ir/opdesc.py`` and (2) register it there (``_BUILDERS``,
``SHAPE_KEYS``, ``ARITHMETIC``). To add a PIM family: (1) write its ``compute:`` section in a
hwspec and (2) give the family a value in ``pimsolve.hwspec.model.Family``; binding needs no code.
"""
