"""Reading a hwspec's YAML safely: a SafeLoader that records duplicate keys and rejects aliases.

:func:`read_yaml` returns the parsed document with every duplicate key added to the
:class:`~pimsolve.hwspec.problems.Problems` of the file (so they are reported together with the
problems later checks find); a syntax error, an alias or nesting too deep to read ends the
load at once with a :class:`~pimsolve.errors.SpecError`.
"""

from __future__ import annotations

from typing import Any

import yaml

from pimsolve.errors import SpecError
from pimsolve.hwspec.problems import Problems, join_path


class StrictLoader(yaml.SafeLoader):
    """A SafeLoader that rejects duplicate mapping keys (and aliases).

    Duplicates are collected in ``duplicates`` as (dotted path, line, first line) so that they
    can be reported together with every other problem (the last value is kept meanwhile).
    """

    def __init__(self, stream: str):
        super().__init__(stream)
        self.duplicates: list[tuple[str, int, int]] = []
        self.paths: dict[int, str] = {}

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node:
        if self.check_event(yaml.AliasEvent):  # declarative files: every value written out
            mark = self.peek_event().start_mark
            raise yaml.composer.ComposerError(None, None, "aliases (*name) are not allowed in a "
                                              "hwspec; write the value out", mark)
        return super().compose_node(parent, index)

    def index_paths(self, node: yaml.Node, path: str = "") -> None:
        """Record the dotted path of every mapping and sequence node below ``node``."""
        self.paths[id(node)] = path
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                key_text = key.value if isinstance(key, yaml.ScalarNode) else "?"
                self.index_paths(value, join_path(path, key_text))
        elif isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                self.index_paths(item, join_path(path, i))

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        first_line: dict[str, int] = {}
        for key, _ in node.value:
            if not isinstance(key, yaml.ScalarNode) or key.tag == "tag:yaml.org,2002:merge":
                continue
            line = key.start_mark.line + 1
            if key.value in first_line:
                where = join_path(self.paths.get(id(node), ""), key.value)
                self.duplicates.append((where, line, first_line[key.value]))
            else:
                first_line[key.value] = line
        return super().construct_mapping(node, deep=deep)


def read_yaml(text: str, problems: Problems) -> Any:
    """The YAML document in ``text``; its duplicate keys are added to ``problems``."""
    loader = StrictLoader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        loader.index_paths(node)
        data = loader.construct_document(node)
    except RecursionError:
        problems.add("", "expected YAML nested at most a few hundred levels deep",
                     "deeper nesting")
        raise SpecError(problems.items) from None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark is not None else ""
        reason = getattr(err, "problem", None) or str(err)
        problems.add("", "expected YAML", f"a syntax error at {where}{reason}")
        raise SpecError(problems.items) from None
    finally:
        loader.dispose()
    for path, line, first in loader.duplicates:
        key = path.rsplit(".", 1)[-1]
        problems.add(path, "expected each key once", f"{key!r} again at line {line} (first at line "
                     f"{first})", "remove one of them")
    return data
