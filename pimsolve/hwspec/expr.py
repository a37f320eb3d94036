"""Formulas in hwspec files: simple arithmetic over named symbols.

The formula language (docs/hwspec.md, "Formulas")::

    formula := sum
    sum     := product (("+" | "-") product)*
    product := unary (("*" | "/") unary)*
    unary   := ("-" | "+") unary | power
    power   := atom ("**" unary)?            # right-associative, binds tighter than unary minus
    atom    := NUMBER | NAME | FUNC "(" formula ("," formula)* ")" | "(" formula ")"
    FUNC    := ceil | floor | log2 | max | min

:func:`parse_formula` is a small recursive-descent parser over that grammar which builds the
SymPy expression node by node; nothing is ever passed to ``eval``, ``exec`` or ``sympify``.
Numbers are exact (``0.1`` is the rational 1/10) and :meth:`Formula.evaluate` computes exactly
where rounding could matter (inside ceil, floor, log2, max, min, and every division of integer
inputs), so ``ceil(bytes / 10)`` at ``bytes = 70`` is 7, not 8.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import sympy
from sympy.codegen.cfunctions import log2 as _sym_log2

from pimsolve.errors import BadInputError

MAX_FORMULA_CHARS = 500
MAX_DEPTH = 40
MAX_EXPONENT = 256
# numbers in a formula stay within 10**±MAX_DIGITS (a literal's decimal exponent, a constant
# power's size): far beyond any chip's quantity, small enough that exact arithmetic on them
# stays instant
MAX_DIGITS = 60

FUNCTIONS: dict[str, tuple[Callable[..., Any], int | None]] = {
    # name -> (SymPy builder, number of arguments or None for "one or more")
    "ceil": (sympy.ceiling, 1),
    "floor": (sympy.floor, 1),
    "log2": (_sym_log2, 1),
    "max": (sympy.Max, None),
    "min": (sympy.Min, None),
}


class FormulaError(BadInputError):
    """A formula could not be parsed or uses a name it may not use.

    ``str(error)`` reads ``<what was expected>, got <what was found>[; hint]`` so that the
    hwspec loader can prefix it with the file and the dotted path of the offending key.
    """

    def __init__(self, expected: str, got: str, hint: str = ""):
        self.expected = expected
        self.got = got
        self.hint = hint
        super().__init__(f"{expected}, got {got}" + (f"; {hint}" if hint else ""))


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
        """Numeric value with every symbol taken from ``values`` (KeyError if one is missing).

        Arguments of ceil/floor/log2/max/min are computed exactly for integer inputs; a
        product divides once (``(p·num) / (q·den)``), so an integer quotient is exact.
        """
        fn = self._fn
        if fn is None:
            fn = _compile(self.expr)
            object.__setattr__(self, "_fn", fn)
        value = fn(values)
        if isinstance(value, complex):
            raise FormulaError("expected a formula with a real value", f"{value} from "
                               f"{self.text!r}")
        return float(value)

    def substitute(self, values: Mapping[str, float | int | Fraction]) -> Formula:
        """The same formula (same text) with some symbols replaced by exact numbers."""
        used = {name: value for name, value in values.items() if name in self.symbols}
        if not used:
            return self
        expr = self.expr.subs({sympy.Symbol(n): exact(v) for n, v in used.items()})
        return Formula(self.text, expr, frozenset(str(s) for s in expr.free_symbols))


def constant(value: float) -> Formula:
    return Formula(str(value), sympy.Float(value) if isinstance(value, float) else sympy.Integer(value),
                   frozenset())


class FormulaLimitError(FormulaError):
    """A formula's number out of the language's range (``MAX_DIGITS``): wrong wherever it
    appears, where a FormulaError may only mean "not a plain number" to a caller."""


def parse_formula(source: str | int | float, allowed: Collection[str]) -> Formula:
    """Parse a formula (or take a plain number) into a :class:`Formula`.

    ``allowed`` lists the symbol names the formula may use; any other name is an error that
    lists them. Raises :class:`FormulaError` on anything outside the grammar in the module
    docstring (attribute access, strings, calls of unknown functions, ``lambda``, ...).
    """
    if isinstance(source, bool) or not isinstance(source, (str, int, float)):
        raise FormulaError("expected a number or a formula", show(source))
    if isinstance(source, (int, float)):
        if isinstance(source, float) and not math.isfinite(source):
            raise FormulaError("expected a finite number", str(source))
        return Formula(str(source), exact(source), frozenset())
    text = source.strip()
    if not text:
        raise FormulaError("expected a formula", "an empty string")
    if len(text) > MAX_FORMULA_CHARS:
        raise FormulaError(f"expected a formula of at most {MAX_FORMULA_CHARS} characters",
                           f"{len(text)} characters")
    expr = _Parser(text, frozenset(allowed)).parse()
    if expr.has(sympy.zoo, sympy.nan, sympy.oo, -sympy.oo):
        raise FormulaError("expected a formula with a finite value", f"{text!r}",
                           "it divides by zero")
    if expr.has(sympy.I):
        raise FormulaError("expected a formula with a real value", f"{text!r}")
    _compile(expr)  # every node kind must be one the evaluator knows
    return Formula(text, expr, frozenset(str(s) for s in expr.free_symbols))


def parse_number(source: str | int | float) -> Fraction:
    """A symbol-free formula's exact value (e.g. ``"64 * 1024"``, ``"1.2e9"``)."""
    formula = parse_formula(source, ())
    value = formula.expr
    if not value.is_Rational:
        return Fraction(float(value))
    return Fraction(int(value.p), int(value.q))


# --- the parser -----------------------------------------------------------------------------

_TOKEN = re.compile(
    r"\s*(?:(?P<number>(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)"
    r"|(?P<name>[A-Za-z_][A-Za-z0-9_]*)|(?P<op>\*\*|[-+*/(),]))",
    re.ASCII,
)


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str  # "number", "name", "op", "end"
    text: str
    column: int  # 1-based


def _tokenize(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    pos = 0
    while pos < len(text):
        if text[pos:].strip() == "":
            break
        match = _TOKEN.match(text, pos)
        if match is None or match.lastgroup is None:
            col = pos + len(text[pos:]) - len(text[pos:].lstrip()) + 1
            char = text[col - 1]
            hint = "use ** for powers" if char == "^" else "formulas use numbers, names, + - * / **, " \
                "parentheses and the functions " + ", ".join(FUNCTIONS)
            raise FormulaError("expected a formula", f"unexpected character {char!r} at column {col} "
                               f"of {text!r}", hint)
        kind = match.lastgroup
        tokens.append(_Token(kind, match.group(kind), match.start(kind) + 1))
        pos = match.end()
    tokens.append(_Token("end", "", len(text) + 1))
    return tokens


class _Parser:
    def __init__(self, text: str, allowed: frozenset[str]):
        self.text = text
        self.allowed = allowed
        self.tokens = _tokenize(text)
        self.pos = 0
        self.depth = 0

    # helpers
    def _peek(self) -> _Token:
        return self.tokens[self.pos]

    def _next(self) -> _Token:
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def _fail(self, token: _Token, what: str) -> FormulaError:
        found = "the end" if token.kind == "end" else repr(token.text)
        return FormulaError("expected a formula", f"{found} at column {token.column} of {self.text!r}",
                            what)

    def _expect(self, op: str) -> None:
        token = self._next()
        if token.kind != "op" or token.text != op:
            raise self._fail(token, f"expected {op!r} there")

    # grammar
    def parse(self) -> Any:
        expr = self._sum()
        token = self._peek()
        if token.kind != "end":
            raise self._fail(token, "expected an operator or the end of the formula")
        return expr

    def _sum(self) -> Any:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise FormulaError("expected a formula", f"nesting deeper than {MAX_DEPTH} in {self.text!r}")
        left = self._product()
        while self._peek().kind == "op" and self._peek().text in "+-":
            op = self._next().text
            right = self._product()
            left = left + right if op == "+" else left - right
        self.depth -= 1
        return left

    def _product(self) -> Any:
        left = self._unary()
        while self._peek().kind == "op" and self._peek().text in ("*", "/"):
            op_token = self._next()
            right = self._unary()
            if op_token.text == "*":
                left = left * right
            else:
                if right == 0:
                    raise FormulaError("expected a formula with a finite value", repr(self.text),
                                       f"division by zero at column {op_token.column}")
                left = left / right
        return left

    def _unary(self) -> Any:
        token = self._peek()
        if token.kind == "op" and token.text in "+-":
            self._next()
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise FormulaError("expected a formula", f"nesting deeper than {MAX_DEPTH} in {self.text!r}")
            operand = self._unary()
            self.depth -= 1
            return -operand if token.text == "-" else operand
        return self._power()

    def _power(self) -> Any:
        base = self._atom()
        if self._peek().kind == "op" and self._peek().text == "**":
            op_token = self._next()
            exponent = self._unary()
            if exponent.is_Number and abs(exponent) > MAX_EXPONENT:
                raise FormulaError(f"expected an exponent of at most {MAX_EXPONENT} in magnitude",
                                   f"{exponent} at column {op_token.column} of {self.text!r}")
            if base == 0 and exponent.is_Number and exponent < 0:
                raise FormulaError("expected a formula with a finite value", repr(self.text),
                                   f"0 to a negative power at column {op_token.column}")
            if not base.is_Number and not exponent.is_Integer:
                raise FormulaError("expected an integer exponent on an expression with "
                                   "symbols", f"{exponent} at column {op_token.column} of "
                                   f"{self.text!r}", "a fractional power of a quantity that "
                                   "can be negative has no real value")
            if base.is_Number and exponent.is_Number and base != 0 and \
                    abs(float(exponent)) * abs(_digits(base)) > MAX_DIGITS:
                raise FormulaLimitError(
                    f"expected numbers within 1e±{MAX_DIGITS}",
                    f"a power of about 1e{float(exponent) * _digits(base):.0f} at column "
                    f"{op_token.column} of {self.text!r}")
            return base**exponent
        return base

    def _atom(self) -> Any:
        token = self._next()
        if token.kind == "number":
            mantissa, _e, power = token.text.lower().partition("e")
            digits = len(mantissa.replace(".", "").lstrip("0"))
            if abs(int(power or 0)) > MAX_DIGITS or digits > MAX_DIGITS:
                raise FormulaLimitError(
                    f"expected numbers within 1e±{MAX_DIGITS}",
                    f"{token.text[:20]}{'...' if len(token.text) > 20 else ''} at column "
                    f"{token.column} of the formula")
            return exact(Fraction(token.text))
        if token.kind == "name":
            if self._peek().kind == "op" and self._peek().text == "(":
                return self._call(token)
            if token.text in FUNCTIONS:
                raise self._fail(token, f"{token.text} is a function: write {token.text}(...)")
            if token.text not in self.allowed:
                raise _unknown_symbol(token.text, self.text, self.allowed)
            return sympy.Symbol(token.text)
        if token.kind == "op" and token.text == "(":
            inner = self._sum()
            self._expect(")")
            return inner
        raise self._fail(token, "expected a number, a name, a function call or '('")

    def _call(self, name: _Token) -> Any:
        if name.text not in FUNCTIONS:
            close = difflib.get_close_matches(name.text, list(FUNCTIONS), n=1)
            hint = (f"did you mean {close[0]!r}? " if close else "") + \
                "functions: " + ", ".join(FUNCTIONS)
            raise FormulaError("expected a known function", f"{name.text!r} at column {name.column} "
                               f"of {self.text!r}", hint)
        builder, arity = FUNCTIONS[name.text]
        self._expect("(")
        args = [self._sum()]
        while self._peek().kind == "op" and self._peek().text == ",":
            self._next()
            args.append(self._sum())
        self._expect(")")
        if arity is not None and len(args) != arity:
            raise FormulaError(f"expected {name.text}() with {arity} argument", f"{len(args)} arguments "
                               f"in {self.text!r}")
        if name.text == "log2" and args[0].is_Number and args[0] <= 0:
            raise FormulaError("expected log2 of a positive value", f"log2({args[0]}) in {self.text!r}")
        return builder(*args)


def _digits(number: Any) -> float:
    """log10 of a non-zero SymPy number's magnitude, from its numerator and denominator's
    sizes (without forming the number's power)."""
    p, q = (abs(int(number.p)), int(number.q)) if number.is_Rational else (abs(float(number)), 1)
    def log10(n: Any) -> float:
        return math.log10(n) if isinstance(n, float) or n.bit_length() < 1000 else \
            n.bit_length() * math.log10(2)
    return log10(p) - log10(q)


def _unknown_symbol(name: str, text: str, allowed: frozenset[str]) -> FormulaError:
    close = difflib.get_close_matches(name, sorted(allowed), n=1)
    listing = ", ".join(sorted(allowed)) if allowed else "none (only numbers)"
    hint = (f"did you mean {close[0]!r}? " if close else "") + f"allowed symbols: {listing}"
    return FormulaError("expected a formula over known symbols", f"unknown symbol {name!r} in {text!r}",
                        hint)


# --- exact numbers and the evaluator ---------------------------------------------------------

def exact(value: float | int | Fraction) -> Any:
    """An exact SymPy number: ints stay ints, floats become the rational they print as."""
    if isinstance(value, bool):
        raise TypeError("a boolean is not a number")
    if isinstance(value, int):
        return sympy.Integer(value)
    if isinstance(value, float):
        value = Fraction(repr(value))
    if value.denominator == 1:
        return sympy.Integer(value.numerator)
    return sympy.Rational(value.numerator, value.denominator)


def _log2(x: Any) -> Any:
    if isinstance(x, Fraction) and x.denominator == 1:
        x = x.numerator
    if isinstance(x, int) and x > 0 and x & (x - 1) == 0:
        return x.bit_length() - 1
    return math.log2(x)


def _div(num: Any, den: Any) -> Any:
    """num / den: an int when it divides, an exact Fraction for exact operands, else a float."""
    if type(num) is int and type(den) is int:
        quotient, remainder = divmod(num, den)
        return quotient if remainder == 0 else Fraction(num, den)
    if isinstance(num, (int, Fraction)) and isinstance(den, (int, Fraction)):
        return _number(Fraction(num) / den)
    return num / den


def _pow(base: Any, exp: Any) -> Any:
    if isinstance(exp, Fraction) and exp.denominator == 1:
        exp = exp.numerator
    if isinstance(exp, int) and exp < 0:
        return _div(1, _pow(base, -exp))
    if isinstance(exp, int):
        return base**exp
    return float(base) ** float(exp)


def _number(value: Any) -> Any:
    if isinstance(value, Fraction) and value.denominator == 1:
        return value.numerator
    return value


def _compile_product(expr: Any, exact: bool) -> Callable[[Mapping[str, float]], Any]:
    """A product as one division: (p · numerator factors) / (q · denominator factors).

    Integer inputs stay integers until that one division, so ``ceil(bytes / x)`` never goes
    through the float ``1 / x``; in exact mode the division itself is exact (see :func:`_div`).
    """
    p, q = 1, 1
    numerator: list[Callable[[Mapping[str, float]], Any]] = []
    denominator: list[Callable[[Mapping[str, float]], Any]] = []
    for factor in expr.args:
        if factor.is_Rational:
            p, q = p * int(factor.p), q * int(factor.q)
        elif factor.is_Pow and factor.exp.is_Integer and factor.exp < 0:
            denominator.append(_compile(factor.base ** -factor.exp, exact))
        else:
            numerator.append(_compile(factor, exact))
    divide = _div if exact else _fdiv

    def product(v: Mapping[str, float]) -> Any:
        num: Any = p
        for f in numerator:
            num = num * f(v)
        if not denominator and q == 1:
            return _number(num)
        den: Any = q
        for f in denominator:
            den = den * f(v)
        return divide(num, den)
    return product


def _fdiv(num: Any, den: Any) -> Any:
    return num // den if type(num) is int and type(den) is int and num % den == 0 else num / den


_UNARY: dict[Any, Callable[[Any], Any]] = {sympy.ceiling: math.ceil, sympy.floor: math.floor,
                                           _sym_log2: _log2}


def _compile(expr: Any, exact: bool = False) -> Callable[[Mapping[str, float]], Any]:
    """A closure computing ``expr`` from a mapping of symbol values.

    Arguments of ceil, floor, log2, max and min are computed exactly for integer inputs (ints
    and Fractions), where rounding could change the result; elsewhere a rational constant may
    be a float.
    """
    if expr.is_Integer:
        value = int(expr)
        return lambda v: value
    if expr.is_Rational:
        frac: Any = Fraction(int(expr.p), int(expr.q)) if exact else int(expr.p) / int(expr.q)
        return lambda v: frac
    if expr.is_Float:
        real = float(expr)
        return lambda v: real
    if expr.is_Symbol:
        name = str(expr)
        return lambda v: v[name]
    if expr.is_Mul:
        return _compile_product(expr, exact)
    inner_exact = exact or expr.func in _UNARY or expr.func in (sympy.Max, sympy.Min)
    args = [_compile(a, inner_exact) for a in expr.args]
    if expr.is_Add:
        def add(v: Mapping[str, float]) -> Any:
            total: Any = 0
            for f in args:
                total = total + f(v)
            return _number(total)
        return add
    if expr.is_Pow:
        base, exp = args
        return lambda v: _number(_pow(base(v), exp(v)))
    if expr.func in _UNARY:
        op = _UNARY[expr.func]
        (inner,) = args
        return lambda v: op(inner(v))
    if expr.func is sympy.Max:
        return lambda v: max(f(v) for f in args)
    if expr.func is sympy.Min:
        return lambda v: min(f(v) for f in args)
    if expr.func is sympy.log and len(args) == 1:  # log2 of a non-power-of-two constant
        (inner,) = args
        return lambda v: math.log(inner(v))
    raise FormulaError("expected arithmetic the evaluator supports", f"{type(expr).__name__} in {expr}")


def show(value: object) -> str:
    """A value the way a problem message shows it after ``got``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, (list, tuple)):
        text = repr(list(value))
        return f"the list {text}" if len(text) <= 40 else f"a list of {len(value)} items"
    if isinstance(value, str):
        return repr(value if len(value) <= 60 else value[:57] + "...")
    return repr(value)
