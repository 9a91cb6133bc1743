"""The docs say what the program does: docs/file-format.md's complete example is a
valid file that shows and explains every key the reader knows, and each of its
examples uses only keys the reader knows; the README gives the set-up commands and
every command of the command line with options it really has; CI runs the README's
commands, the slow group and the type check."""

from __future__ import annotations

import argparse
import re
import tomllib
from typing import Any

from cardtable.cli.commands import COMMANDS
from cardtable.cli.dispatch import build_parser, load_commands
from cardtable.systems.files import parse_toml
from cardtable.formats.toml_fields import Table
from conftest import REPO

DOC = (REPO / "docs" / "file-format.md").read_text(encoding="utf-8")
README = (REPO / "README.md").read_text(encoding="utf-8")
CI = (REPO / ".ci" / "run").read_text(encoding="utf-8")
READER = (REPO / "src" / "cardtable" / "formats" / "toml_read.py").read_text(encoding="utf-8")
_ACCESSOR = re.compile(r"\.(?:text|texts|whole|flag|amount|date|numbers|value|table|tables)"
                       r"\(\s*\"(\w+)\"")


def _toml_blocks() -> list[str]:
    return re.findall(r"```toml\n(.*?)```", DOC, re.S)


def _reader_keys(monkeypatch) -> set[str]:
    """Every key (and table name) the reader knows: each one it asks for while reading
    the complete example (the point values are asked for by a loop), and each one its
    source asks for by name (so a key the example leaves out is counted too)."""
    known: set[str] = set(_ACCESSOR.findall(READER))
    finish = Table.finish

    def record(self):
        known.update(self.known)
        finish(self)

    monkeypatch.setattr(Table, "finish", record)
    tournament = parse_toml(_toml_blocks()[0], "docs example")
    assert tournament.players and tournament.rounds
    return known


def _keys_in(data: Any) -> set[str]:
    """Every key of a TOML document, in tables and arrays of tables at any depth."""
    if isinstance(data, dict):
        return set(data) | {k for value in data.values() for k in _keys_in(value)}
    if isinstance(data, list):
        return {k for item in data for k in _keys_in(item)}
    return set()


def test_the_complete_example_is_valid_and_shows_every_key(monkeypatch):
    known = _reader_keys(monkeypatch)
    assert {"format", "tournament", "players", "rounds", "games", "byes", "win"} <= known
    example = _toml_blocks()[0]
    for key in known:
        shown = re.search(rf"(^|[{{,] ){key} = |\[\[?(rounds\.)?{key}\]\]?", example, re.M)
        assert shown, f"the complete example lacks {key}"
        explained = re.search(rf"`(\[\[?)?(rounds\.)?{key}(\]\]?)?`", DOC)
        assert explained, f"the tables do not explain {key}"


def test_every_example_block_is_valid_toml_with_known_keys(monkeypatch):
    known = _reader_keys(monkeypatch)
    blocks = _toml_blocks()
    assert len(blocks) > 1
    for block in blocks:
        unknown = _keys_in(tomllib.loads(block)) - known
        assert not unknown, f"keys the reader does not know: {sorted(unknown)} in\n{block}"


def _readme_commands() -> dict[str, str]:
    """The command table of the README: command name -> its usage cell."""
    rows = re.findall(r"^\| `([a-z-]+)([^`]*)` \|", README, re.M)
    return {name: usage for name, usage in rows}


def _subparsers() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser(load_commands())
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def test_readme_gives_the_set_up_commands_and_every_command():
    assert ("python3 -m venv .venv && . .venv/bin/activate && pip install -e . && "
            "cardtable open sample_tournaments/club-swiss.toml") in README
    assert ("python3 -m venv .venv && . .venv/bin/activate && pip install -e '.[test]' "
            "&& pytest") in README
    assert "docs/file-format.md" in README
    documented = _readme_commands()
    commands = _subparsers()
    assert list(documented) == list(COMMANDS) == list(commands)
    for name, usage in re.findall(r"^\| `([a-z-]+)([^`]*)` \|", README, re.M):
        parser = _action_parser(commands[name], usage)
        options = {o for action in parser._actions for o in action.option_strings}
        for option in re.findall(r"(?<![\w-])--?[a-z][a-z-]*", usage):
            assert option in options, f"README: `{name}{usage}` has no option {option}"


def _action_parser(parser: argparse.ArgumentParser, usage: str) -> argparse.ArgumentParser:
    """The parser of a command's action (``exercise new``), else the command's."""
    sub = next((a for a in parser._actions if isinstance(a, argparse._SubParsersAction)),
               None)
    words = usage.split()
    if sub is None or not words or words[0] not in sub.choices:
        return parser
    return sub.choices[words[0]]


def _set_up_lines() -> list[str]:
    """The lines of the README's shell blocks."""
    blocks = re.findall(r"```sh\n(.*?)```", README, re.S)
    return [line.strip() for block in blocks for line in block.splitlines() if line.strip()]


def test_ci_runs_the_readme_lines_exactly_and_the_slow_group():
    """Each README line makes its own virtual environment (PEP 668 refuses pip outside
    one), and CI runs the lines as they are written."""
    assert "set -euo pipefail" in CI
    lines = _set_up_lines()
    assert len(lines) == 2
    for line in lines:
        assert line.startswith("python3 -m venv .venv && . .venv/bin/activate && pip install")
        assert line in CI, f"CI does not run the README's `{line}`"
    steps = [line.strip() for line in CI.splitlines()
             if line.strip() and not line.lstrip().startswith("#")]
    assert steps.index(lines[1]) < steps.index("pytest -m slow")


def test_ci_checks_the_types_with_mypy_strict_configured_in_pyproject():
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    config = project["tool"]["mypy"]
    assert config["files"] == ["src"] and config["python_version"] == "3.11"
    assert config["strict"] is True  # --strict: every function typed, no implicit Any
    extra = " ".join(project["project"]["optional-dependencies"]["test"])
    assert "mypy" in extra and "import-linter" in extra
    steps = [line.strip() for line in CI.splitlines()]
    assert "mypy" in steps
    assert steps.index("mypy") > next(i for i, s in enumerate(steps) if s.endswith("pytest"))
