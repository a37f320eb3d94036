"""Formulas in hwspec files: simple arithmetic over named symbols.

A formula is parsed by our own small parser into a SymPy expression (never ``eval``/raw
``sympify``); see :func:`parse_formula`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import sympy


@dataclass(frozen=True, slots=True)
class Formula:
    """A parsed formula: its source text, the SymPy expression and the symbols it uses."""

    text: str
    expr: Any  # sympy.Expr
    symbols: frozenset[str]
    _fn: Any = field(default=None, compare=False, repr=False)

    @property
    def is_constant(self) -> bool:
        return not self.symbols

    def evaluate(self, values: Mapping[str, float]) -> float:
        """Numeric value with every symbol taken from ``values`` (KeyError if one is missing)."""
        if not self.symbols:
            return float(self.expr)
        fn = self._fn
        if fn is None:
            names = sorted(self.symbols)
            fn = (tuple(names), sympy.lambdify([sympy.Symbol(n) for n in names], self.expr, "math"))
            object.__setattr__(self, "_fn", fn)
        names, call = fn
        return float(call(*(values[n] for n in names)))


def constant(value: float) -> Formula:
    return Formula(str(value), sympy.Float(value) if isinstance(value, float) else sympy.Integer(value),
                   frozenset())
