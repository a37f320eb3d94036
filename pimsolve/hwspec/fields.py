"""The kinds of key a hwspec schema is written with: numbers, texts, choices, lists, sections.

Each kind is a frozen :class:`Spec` holding one key's declaration (documentation, unit,
default; keys without a default are required). ``Spec.check`` checks a parsed YAML value
against it, adds every problem to a :class:`~pimsolve.hwspec.problems.Problems` list and
returns the cleaned value (defaults filled in, ``INVALID`` where a value was unusable).
:mod:`pimsolve.hwspec.schema` writes the hwspec format with them.

To add a kind: a ``Spec`` subclass with ``expected`` (the phrase used in messages and docs),
``check`` and, if it nests other keys, ``children``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from pimsolve.hwspec.expr import FormulaError, FormulaLimitError, parse_number, show
from pimsolve.hwspec.problems import INVALID, Problems, did_you_mean, join_path

NAME_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
REQUIRED: Any = object()  # default of a key that must be present


@dataclass(frozen=True, kw_only=True)
class Spec:
    """One key's declaration: documentation, unit, default (``REQUIRED`` if none)."""

    doc: str
    unit: str = ""
    default: Any = REQUIRED
    missing_hint: str = ""

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    def expected(self) -> str:  # "a positive integer", used in messages and docs
        raise NotImplementedError

    def plural(self) -> str:  # "names", for "a list of names"
        return "items"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        raise NotImplementedError

    def children(self) -> Iterator[tuple[str, Spec]]:  # nested keys, for the reference docs
        return iter(())


@dataclass(frozen=True, kw_only=True)
class Integer(Spec):
    minimum: int | None = 1
    maximum: int | None = None

    def expected(self) -> str:
        if self.maximum is not None:
            return f"an integer in {self.minimum}..{self.maximum}"
        if self.minimum == 1:
            return "a positive integer"
        if self.minimum == 0:
            return "a non-negative integer"
        return "an integer" if self.minimum is None else f"an integer >= {self.minimum}"

    def plural(self) -> str:
        return "integers"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        number = _number(value, path, problems)
        if number is INVALID:
            return INVALID
        if number is None or number.denominator != 1:
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        result = int(number)
        if (self.minimum is not None and result < self.minimum) or \
                (self.maximum is not None and result > self.maximum):
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        return result


@dataclass(frozen=True, kw_only=True)
class Real(Spec):
    minimum: float | None = 0
    exclusive: bool = True  # minimum itself not allowed

    def expected(self) -> str:
        if self.minimum == 0:
            return "a positive number" if self.exclusive else "a non-negative number"
        if self.minimum is None:
            return "a number"
        return f"a number {'>' if self.exclusive else '>='} {self.minimum}"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        number = _number(value, path, problems)
        if number is INVALID:
            return INVALID
        bad = number is None or (self.minimum is not None and (
            number < self.minimum or (self.exclusive and number == self.minimum)))
        if bad:
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        return float(number) if number.denominator != 1 else int(number)


@dataclass(frozen=True, kw_only=True)
class Text(Spec):
    pattern: re.Pattern[str] | None = None
    what: str = "a text"

    def expected(self) -> str:
        return self.what

    def plural(self) -> str:
        return "names" if self.pattern is NAME_RE else "texts"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, str) or (self.pattern is not None and not self.pattern.match(value)):
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        return value


def Name(doc: str, **kw: Any) -> Text:  # noqa: N802 - reads like a type in the table
    """An identifier: letters, digits and ``_``, not starting with a digit."""
    return Text(doc=doc, pattern=NAME_RE, what="a name (letters, digits, _; not starting with a digit)",
                **kw)


@dataclass(frozen=True, kw_only=True)
class Choice(Spec):
    choices: tuple[str, ...]

    def expected(self) -> str:
        return "one of " + ", ".join(self.choices)

    def plural(self) -> str:
        return "values among " + ", ".join(self.choices)

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, str) or value not in self.choices:
            hint = did_you_mean(value, self.choices) if isinstance(value, str) else ""
            problems.add(path, f"expected {self.expected()}", show(value), hint)
            return INVALID
        return value


@dataclass(frozen=True, kw_only=True)
class Version(Spec):
    version: int

    def expected(self) -> str:
        return str(self.version)

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if isinstance(value, bool) or value != self.version:
            problems.add(path, f"expected {self.version}", show(value),
                         f"this pimsolve reads schema_version {self.version} files only")
            return INVALID
        return value


@dataclass(frozen=True, kw_only=True)
class FormulaText(Spec):
    """A number or a formula; parsed later, when the symbols it may use are known."""

    symbols: str = ""  # which symbol set applies, for the docs

    def expected(self) -> str:
        return "a number or a formula"

    def plural(self) -> str:
        return "numbers or formulas"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if isinstance(value, bool) or not isinstance(value, (int, float, str)) or \
                (isinstance(value, str) and not value.strip()):
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        return value


@dataclass(frozen=True, kw_only=True)
class IntOrName(Spec):
    def expected(self) -> str:
        return "an integer or a name"

    def plural(self) -> str:
        return "integers or names"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if isinstance(value, str) and NAME_RE.match(value):
            return value
        problems.add(path, f"expected {self.expected()}", show(value))
        return INVALID


@dataclass(frozen=True, kw_only=True)
class Items(Spec):
    item: Spec
    min_items: int = 0

    def expected(self) -> str:
        kind = {0: "a list", 1: "a non-empty list"}.get(self.min_items, f"a list of {self.min_items}+")
        return f"{kind} of {self.item.plural()}"

    def plural(self) -> str:
        return "lists"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, list) or len(value) < self.min_items:
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        return [self.item.check(v, join_path(path, i), problems) for i, v in enumerate(value)]

    def children(self) -> Iterator[tuple[str, Spec]]:
        yield "[i]", self.item


@dataclass(frozen=True, kw_only=True)
class Section(Spec):
    """A mapping with a fixed set of keys."""

    fields: Mapping[str, Spec]
    what: str = ""  # e.g. "a key of core", for the unknown-key message

    def expected(self) -> str:
        if len(self.fields) > 8:
            return "a mapping"
        return "a mapping with keys " + ", ".join(self.fields)

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, Mapping):
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        result: dict[str, Any] = {}
        known = list(self.fields)
        for key in value:
            if not isinstance(key, str):
                problems.add(path, "expected text keys", show(key))
            elif key not in self.fields:
                where = f"a key of {path}" if path else "a top-level key"
                problems.add(join_path(path, key), f"expected {where} ({', '.join(known)})",
                             f"unknown key {key!r}", did_you_mean(key, known))
        for key, spec in self.fields.items():
            sub = join_path(path, key)
            if key in value:
                result[key] = spec.check(value[key], sub, problems)
            elif spec.required:
                problems.add(sub, f"expected {spec.expected()}", "nothing (the key is missing)",
                             spec.missing_hint)
                result[key] = INVALID
            else:
                result[key] = spec.check(spec.default, sub, problems) if spec.default is not None \
                    else None
        return result

    def children(self) -> Iterator[tuple[str, Spec]]:
        yield from self.fields.items()


@dataclass(frozen=True, kw_only=True)
class Table(Spec):
    """A mapping whose keys are chosen by the author (names, instruction classes, ...)."""

    key: Spec
    value: Spec
    key_label: str = "<name>"
    min_entries: int = 0

    def expected(self) -> str:
        return f"a mapping of {self.key_label} to {self.value.expected()}"

    def check(self, value: Any, path: str, problems: Problems) -> Any:
        if not isinstance(value, Mapping) or len(value) < self.min_entries:
            problems.add(path, f"expected {self.expected()}", show(value))
            return INVALID
        result: dict[str, Any] = {}
        for key, item in value.items():
            sub = join_path(path, key)
            if isinstance(self.key, Choice) and isinstance(key, str) and key not in self.key.choices:
                problems.add(sub, f"expected a key of {path} that is {self.key.doc}",
                             f"unknown key {key!r}", did_you_mean(key, self.key.choices))
                continue
            if self.key.check(key, sub, problems) is INVALID:
                continue
            result[key] = self.value.check(item, sub, problems)
        return result

    def children(self) -> Iterator[tuple[str, Spec]]:
        yield self.key_label, self.value


def _number(value: Any, path: str = "", problems: Problems | None = None) -> Any:
    """An int, a float or a symbol-free formula (``"64 * 1024"``, ``"1.2e9"``) as a Fraction;
    None when it is none of these; INVALID, with the problem added to ``problems``, when a
    formula breaks one of the formula language's limits (pimsolve.hwspec.expr)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        return Fraction(repr(value)) if value == value and abs(value) != float("inf") else None
    if isinstance(value, str):
        try:
            return parse_number(value)
        except FormulaLimitError as err:
            if problems is None:
                return None
            problems.add_formula(path, err)
            return INVALID
        except FormulaError:
            return None
    return None
