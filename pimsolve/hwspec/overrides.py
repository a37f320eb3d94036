"""Overrides of a hwspec's keys: ``--set core.array.rows=256`` on the command line, a mapping
of dotted paths to values in the Python API and in sweep files.

An :class:`Override` addresses a key of the YAML document by its dotted path (list items by
``[i]``: ``compute.parallel[0]``). :func:`apply_overrides` sets the values on a copy of the
parsed document before the schema check, so an overridden value is checked exactly like one
written in the file; a path the schema does not have is a problem of its own. Problems under
an overridden path are reported under the ``--set`` that caused them (:func:`labels`).
:func:`effective_text` is the YAML of the document after the overrides (what a solution folder
records as its ``hwspec.yaml``), :func:`canonical_text` a form that ignores layout and comments
(what a sweep point's key hashes).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import yaml

from pimsolve.errors import BadInputError
from pimsolve.hwspec.expr import show
from pimsolve.hwspec.fields import Items, Section, Spec, Table
from pimsolve.hwspec.problems import Problems, did_you_mean, join_path
from pimsolve.hwspec.schema import SCHEMA
from pimsolve.hwspec.strict_yaml import read_yaml

_SEGMENT = re.compile(r"([A-Za-z0-9_][A-Za-z0-9_\-]*)((?:\[\d+\])*)")
_INDEX = re.compile(r"\[(\d+)\]")
USAGE = "expected PATH=VALUE, e.g. --set core.array.rows=256 or --set core.local_memory.bytes=16*1024"


@dataclass(frozen=True, slots=True)
class Override:
    """One key set to one value: ``path`` dotted, ``value`` as YAML would parse it."""

    path: str
    value: Any
    written: str = ""  # the command line's PATH=VALUE, as typed

    @property
    def text(self) -> str:
        """``path=value`` as typed on the command line, else as flow-style YAML writes it."""
        return self.written or f"{self.path}={value_text(self.value)}"


def value_text(value: Any) -> str:
    """A value the way flow-style YAML writes it (``256``, ``16*1024``, ``[a, b]``)."""
    dumped = yaml.safe_dump(value, default_flow_style=True, width=1 << 16).strip()
    return dumped.removesuffix("...").strip()


def parse_override(text: str) -> Override:
    """``PATH=VALUE`` of the command line: the value read as a YAML scalar or flow value (a
    formula like ``16*1024`` stays text, as in the file, and is checked as the key's kind)."""
    path, sep, raw = text.partition("=")
    path = path.strip()
    if not sep or not path:
        raise BadInputError(f"--set {text}: {USAGE}")
    split_path(path, f"--set {text}")
    if not raw.strip():
        raise BadInputError(f"--set {text}: expected a value after '='; {USAGE}")
    problems = Problems(f"--set {text}")
    try:
        value = read_yaml(raw, problems)
    except BadInputError:
        raise BadInputError(f"--set {text}: expected a YAML value (a number, a formula, a "
                            f"name or a flow value like [a, b] or {{k: v}}), got {raw.strip()!r}; "
                            "hint: quote a text that YAML reads otherwise") from None
    if problems:
        raise BadInputError(problems.items[0])
    return Override(path, value, text.strip())


def as_overrides(overrides: Iterable[str | Override] | Mapping[str, Any] | None
                 ) -> tuple[Override, ...]:
    """Overrides from a mapping of path -> value (the API, sweep files), or from ``--set``
    texts and :class:`Override` s."""
    if not overrides:
        return ()
    if isinstance(overrides, Mapping):
        for path in overrides:
            if not isinstance(path, str):
                raise BadInputError(f"overrides: expected dotted paths as keys, got {path!r}")
            split_path(path, f"overrides: {path}")
        return tuple(Override(path, value) for path, value in overrides.items())
    if isinstance(overrides, (str, bytes)):
        raise BadInputError(f"overrides: expected a list of PATH=VALUE texts or a mapping, got "
                            f"the text {overrides!r}")
    return tuple(o if isinstance(o, Override) else parse_override(o) for o in overrides)


def split_path(path: str, where: str) -> list[str | int]:
    """``core.array.rows`` -> ["core", "array", "rows"]; ``a.b[2]`` -> ["a", "b", 2]."""
    parts: list[str | int] = []
    for segment in path.split("."):
        match = _SEGMENT.fullmatch(segment)
        if match is None:
            raise BadInputError(f"{where}: expected a dotted path of keys (letters, digits, _, -) "
                                f"with [i] for list items, got {path!r}; {USAGE}")
        parts.append(match.group(1))
        parts += [int(i) for i in _INDEX.findall(match.group(2))]
    return parts


def apply_overrides(data: Any, overrides: tuple[Override, ...], problems: Problems) -> Any:
    """A copy of the parsed document ``data`` with every override set; a path the schema does
    not have (or a list item the file does not have) is added to ``problems``."""
    if not overrides or not isinstance(data, Mapping):
        return data
    result = copy.deepcopy(dict(data))
    for override in overrides:
        _set(result, override, problems)
    return result


def _set(document: dict[str, Any], override: Override, problems: Problems) -> None:
    parts = split_path(override.path, f"--set {override.text}")
    where = f"--set {override.text}"

    def problem(at: str, expected: str, got: str, hint: str) -> None:
        problems.add(at, expected, got, hint, source=where)

    spec: Spec | None = SCHEMA
    node: Any = document
    path = ""
    for depth, part in enumerate(parts):
        if isinstance(part, int):
            if not isinstance(spec, Items) or not isinstance(node, list):
                problem(path, "expected a key here, not a list item", f"[{part}]",
                        f"{path} is not a list")
                return
            if part >= len(node):
                problem(join_path(path, part), f"expected an item index below {len(node)} (the "
                        f"items {path} has)", str(part), f"set the whole list: --set {path}=[...]")
                return
            spec = spec.item
        elif isinstance(spec, Section):
            if part not in spec.fields:
                known = list(spec.fields)
                what = f"a key of {path}" if path else "a top-level key"
                problem(join_path(path, part), f"expected {what} ({', '.join(known)})",
                        f"unknown key {part!r}", did_you_mean(part, known) or
                        "see docs/hwspec.md for the keys")
                return
            spec = spec.fields[part]
        elif isinstance(spec, Table):
            spec = spec.value  # the author's keys: the schema check judges the key itself
        else:
            kind = spec.expected() if spec is not None else "a value"
            problem(join_path(path, part), f"expected no key below {path} (it holds {kind})",
                    f"the key {part!r}", f"set {path} itself")
            return
        if isinstance(part, str) and not isinstance(node, dict):
            problem(path, "expected a mapping in the file to set a key in", show(node),
                    f"set {path} as a whole")
            return
        path = join_path(path, part)
        if depth == len(parts) - 1:
            node[part] = copy.deepcopy(override.value)
            return
        if isinstance(part, str) and node.get(part) is None:
            node[part] = [] if isinstance(spec, Items) else {}
        node = node[part]


def labels(overrides: tuple[Override, ...], data: Any, source: str) -> list[tuple[str, str, str]]:
    """For :class:`Problems`: (path, label, hint) of each override, so that a problem at or
    under an overridden path names the ``--set`` it comes from and, as a hint, what the key
    holds and what the file had there."""
    out = []
    for override in overrides:
        spec = _spec_at(override.path)
        hint = ""
        if spec is not None:
            hint = spec.doc + (f", in {spec.unit}" if spec.unit else "")
        before = _value_at(data, override.path)
        hint += f"; {source} has {show(before)}" if before is not _MISSING else \
            f"; {source} does not set it"
        out.append((override.path, f"--set {override.text}", hint.lstrip("; ")))
    return out


_MISSING = object()


def _spec_at(path: str) -> Spec | None:
    spec: Spec | None = SCHEMA
    for part in split_path(path, path):
        if isinstance(part, int):
            spec = spec.item if isinstance(spec, Items) else None
        elif isinstance(spec, Section):
            spec = spec.fields.get(part)
        elif isinstance(spec, Table):
            spec = spec.value
        else:
            return None
        if spec is None:
            return None
    return spec


def _value_at(data: Any, path: str) -> Any:
    node = data
    for part in split_path(path, path):
        if isinstance(part, int):
            if not isinstance(node, list) or part >= len(node):
                return _MISSING
        elif not isinstance(node, Mapping) or part not in node:
            return _MISSING
        node = node[part]
    return node


def effective_text(text: str, data: Any, overrides: tuple[Override, ...], source: str) -> str:
    """The hwspec a run used: the file's own text without overrides, else the document with
    the overrides applied, as YAML under a comment naming the file and the overrides."""
    if not overrides:
        return text
    head = f"# {source} with " + " ".join(f"--set {o.text}" for o in overrides)
    head = "\n".join(f"# {line}" if i else line for i, line in enumerate(head.splitlines()))
    body = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
    return f"{head}\n{body}"


def canonical_text(data: Any) -> str:
    """The document as sorted, compact JSON: equal for equal hwspecs whatever their layout,
    comments or key order (a sweep point's key hashes it)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), default=str)
