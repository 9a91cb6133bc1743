"""Line numbers for TOML paths. ``tomllib`` gives a line only for syntax errors; to
name the line of a wrong value, this scans the text for table headers and keys.

It understands the layout people write and cardtable writes: ``[table]`` and
``[[array.of.tables]]`` headers, and ``key = value`` lines. Paths count the entries
of an array of tables from 1, in file order (``rounds[3].games[5].result``). A path
it cannot place falls back to its nearest enclosing path that it can."""

from __future__ import annotations

import re

_HEADER = re.compile(r"^\s*(\[\[?)\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_KEY = re.compile(r"""^\s*("[^"]*"|'[^']*'|[A-Za-z0-9_-]+)\s*=""")


def _bare(key: str) -> str:
    key = key.strip()
    if len(key) >= 2 and key[0] == key[-1] and key[0] in "\"'":
        return key[1:-1]
    return key


class LineIndex:
    """Maps TOML paths to the line (1-based) where they are defined."""

    def __init__(self, text: str):
        self.lines: dict[str, int] = {}
        counts: dict[str, int] = {}
        current = ""
        in_string = False
        for number, line in enumerate(text.splitlines(), start=1):
            if line.count('"""') % 2 == 1 or line.count("'''") % 2 == 1:
                in_string = not in_string
                if not in_string:
                    continue
            if in_string:
                continue
            header = _HEADER.match(line)
            if header and not _KEY.match(line):
                current = self._open(header.group(1) == "[[", header.group(2), counts)
                self.lines.setdefault(current, number)
                continue
            key = _KEY.match(line)
            if key:
                path = f"{current}.{_bare(key.group(1))}" if current else _bare(key.group(1))
                self.lines.setdefault(path, number)

    def _open(self, is_array: bool, name: str, counts: dict[str, int]) -> str:
        """The path of a header, given how many entries each array has so far."""
        parts = [_bare(p) for p in name.split(".")]
        path = ""
        for i, part in enumerate(parts):
            path = f"{path}.{part}" if path else part
            if is_array and i == len(parts) - 1:
                counts[path] = counts.get(path, 0) + 1
            if path in counts:
                path = f"{path}[{counts[path]}]"
        return path

    def line_of(self, path: str) -> int | None:
        """The line of ``path``, or of the nearest enclosing path the text shows."""
        while path:
            if path in self.lines:
                return self.lines[path]
            path = _parent(path)
        return None


def _parent(path: str) -> str:
    if path.endswith("]"):
        return path[:path.rindex("[")]
    return path.rpartition(".")[0]
