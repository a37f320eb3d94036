"""Reuse analysis on access matrices (ARES §V-B, Eq. 5).

A tensor ``T`` is *reused* along loop ``L`` when stepping ``L`` leaves the element of ``T``
unchanged, i.e. ``L`` takes no part in indexing ``T``: column ``L`` of T's access matrix is all
zero (``Σ_k |A[k, L]| = 0``). :func:`reused_loops` applies that rule;
:func:`reused_loops_isl` derives the same set from the ISL access relation (the loops ``L`` whose
unit step ``e_L`` lies in the deltas of ``{x -> x' : T(x) = T(x')}``), as an independent check.
The two agree for every described operator whose loops have extent >= 2 (an extent-1 loop has
no step to take, so ISL sees no reuse along it).

The binding step (:mod:`pimsolve.bind.bindings`) uses this to decide which software loops may
be bound to a hardware dimension along which a hardware operand is reused.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from pimsolve.ir.opdesc import Access, OpDescription


def is_reused(access: Access, loops: tuple[str, ...], loop: str) -> bool:
    """True when ``loop`` takes no part in indexing the accessed tensor (zero column)."""
    return not access.matrix[:, loops.index(loop)].any()


def reused_loops(access: Access, loops: tuple[str, ...]) -> frozenset[str]:
    """The loops along which the accessed tensor is reused (its zero columns)."""
    return frozenset(loop for j, loop in enumerate(loops) if not access.matrix[:, j].any())


def reuse_table(desc: OpDescription) -> Mapping[str, frozenset[str]]:
    """Tensor -> loops along which it is reused, for every access of ``desc``."""
    return MappingProxyType({a.tensor: reused_loops(a, desc.loops) for a in desc.accesses})


def reused_loops_isl(access: Access, desc: OpDescription) -> frozenset[str]:
    """:func:`reused_loops` computed from the ISL relation instead of the matrix.

    ``same = R ∘ R⁻¹`` pairs iterations that touch the same element; loop ``L`` reuses the tensor
    when the unit step along ``L`` is one of ``same``'s deltas (for some parameter values when
    the extents are symbolic).
    """
    relation = access.relation
    same = relation.apply_range(relation.reverse())
    deltas = same.deltas()
    found = set()
    for j, loop in enumerate(desc.loops):
        step = deltas
        for i in range(len(desc.loops)):
            step = step.fix_dim_si(i, 1 if i == j else 0)
        if not step.is_empty():
            found.add(loop)
    return frozenset(found)
