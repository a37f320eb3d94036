"""The formula language of hwspec files: a whitelist parser that builds SymPy itself."""

from __future__ import annotations

import pytest
import sympy

from pimsolve.errors import BadInputError
from pimsolve.hwspec.expr import FormulaError, parse_formula, parse_number

SYMS = {"len", "bytes", "ibiw", "vector_width", "x"}


@pytest.mark.parametrize(
    ("text", "values", "expected"),
    [
        ("1 + 2 * 3", {}, 7),
        ("(1 + 2) * 3", {}, 9),
        ("2 ** 3 ** 2", {}, 512),  # right-associative
        ("-2 ** 2", {}, -4),  # as in Python: -(2**2)
        ("2 ** -1", {}, 0.5),
        ("ceil(len / vector_width)", {"len": 130, "vector_width": 32}, 5),
        ("floor(len / vector_width)", {"len": 130, "vector_width": 32}, 4),
        ("log2(x)", {"x": 1024}, 10),
        ("log2(x)", {"x": 2**29}, 29),
        ("ceil(log2(x))", {"x": 1000}, 10),
        ("max(1, len, 3)", {"len": 2}, 3),
        ("min(len, 3)", {"len": 2}, 2),
        ("max(ceil(bytes / 16), 1) + 4", {"bytes": 33}, 7),
        ("1.5e3 + .5", {}, 1500.5),
        ("ceil(bytes / 10)", {"bytes": 70}, 7),  # exact: 0.1 * 70 would be 7.000000000000001
        ("ceil(bytes * 0.1)", {"bytes": 70}, 7),
        (" 3 ", {}, 3),
    ],
)
def test_evaluates(text: str, values: dict[str, int], expected: float) -> None:
    assert parse_formula(text, SYMS).evaluate(values) == pytest.approx(expected)


def test_numbers_and_symbols() -> None:
    assert parse_formula(4, SYMS).is_constant
    assert parse_formula(0.1, SYMS).expr == sympy.Rational(1, 10)
    f = parse_formula("ceil(len / vector_width) + ibiw", SYMS)
    assert f.symbols == {"len", "vector_width", "ibiw"}
    assert f.text == "ceil(len / vector_width) + ibiw"
    assert f.substitute({"vector_width": 8, "unused": 1}).symbols == {"len", "ibiw"}
    assert f.substitute({"vector_width": 8}).evaluate({"len": 9, "ibiw": 1}) == 3
    assert parse_number("64 * 1024") == 65536
    assert parse_number("1.2e9") == 1_200_000_000


def test_missing_value_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        parse_formula("len + 1", SYMS).evaluate({})


@pytest.mark.parametrize(
    "text",
    [
        "__import__('os')",
        "__import__(1)",
        "os.system",
        "len.real",
        "().__class__",
        "lambda: 1",
        "lambda x: x",
        "eval(1)",
        "exec(1)",
        "sqrt(4)",
        "open(1)",
        "[1, 2]",
        "{1: 2}",
        "'text'",
        "len if x else 1",
        "x[0]",
        "x = 1",
        "x; 1",
        "2 ^ 3",
        "1 +",
        "(1 + 2",
        "1 + 2)",
        "ceil()",
        "ceil(1, 2)",
        "ceil",
        "1 // 2",
        "3 % 2",
        "1 / 0",
        "log2(0)",
        "2 ** 100000",
        "",
        "   ",
        "1 2",
        "x y",
        "٣",  # a non-ASCII digit
    ],
)
def test_rejects(text: str) -> None:
    with pytest.raises(FormulaError):
        parse_formula(text, SYMS)


def test_rejects_non_formulas() -> None:
    for value in (None, True, [1], {"a": 1}, float("nan"), float("inf")):
        with pytest.raises(FormulaError):
            parse_formula(value, SYMS)  # type: ignore[arg-type]


def test_unknown_symbol_lists_allowed_ones() -> None:
    with pytest.raises(FormulaError) as info:
        parse_formula("ceil(len / vector_widht)", SYMS)
    message = str(info.value)
    assert "unknown symbol 'vector_widht'" in message
    assert "did you mean 'vector_width'?" in message
    assert "allowed symbols: bytes, ibiw, len, vector_width, x" in message
    assert isinstance(info.value, BadInputError)


def test_unknown_function_is_named() -> None:
    with pytest.raises(FormulaError) as info:
        parse_formula("ceill(len)", SYMS)
    assert "'ceill'" in str(info.value) and "did you mean 'ceil'?" in str(info.value)


def test_depth_limit() -> None:
    with pytest.raises(FormulaError):
        parse_formula("(" * 100 + "1" + ")" * 100, SYMS)
    with pytest.raises(FormulaError):
        parse_formula("-" * 100 + "1", SYMS)


def test_never_evaluates_python(monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("eval/exec must not be called")

    monkeypatch.setattr(builtins, "eval", forbidden)
    monkeypatch.setattr(builtins, "exec", forbidden)
    monkeypatch.setattr(sympy, "sympify", forbidden)
    f = parse_formula("max(ceil(len / 3), log2(x)) * 2 - 1", SYMS)
    assert f.evaluate({"len": 7, "x": 8}) == 5
