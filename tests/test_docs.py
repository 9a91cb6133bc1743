"""docs/file-format.md: its complete example is a valid file that shows every key
the reader knows; the README gives the set-up commands and every command."""

from __future__ import annotations

import re

from cardtable.cli.main import COMMANDS
from cardtable.systems.files import parse_toml
from cardtable.formats.toml_fields import Table
from conftest import REPO

DOC = (REPO / "docs" / "file-format.md").read_text(encoding="utf-8")


def _toml_blocks() -> list[str]:
    return re.findall(r"```toml\n(.*?)```", DOC, re.S)


def test_the_complete_example_is_valid_and_shows_every_key(monkeypatch):
    known: set[str] = set()
    finish = Table.finish

    def record(self):
        known.update(self.known)
        finish(self)

    monkeypatch.setattr(Table, "finish", record)
    example = _toml_blocks()[0]
    tournament = parse_toml(example, "docs example")
    assert tournament.players and tournament.rounds
    for key in known:
        shown = re.search(rf"(^|[{{,] ){key} = |\[\[?(rounds\.)?{key}\]\]?", example, re.M)
        assert shown, f"the complete example lacks {key}"
        explained = re.search(rf"`(\[\[?)?(rounds\.)?{key}(\]\]?)?`", DOC)
        assert explained, f"the tables do not explain {key}"


def test_every_example_block_is_valid_toml_with_known_keys():
    import tomllib

    for block in _toml_blocks():
        tomllib.loads(block)


def test_readme_gives_the_set_up_commands_and_every_command():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "pip install -e . && cardtable open sample_tournaments/club-swiss.toml" in readme
    assert "pip install -e '.[test]' && pytest" in readme
    assert "docs/file-format.md" in readme
    for name in COMMANDS:
        assert f"`{name}" in readme, name


def test_ci_runs_the_readme_commands_and_the_slow_group():
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert "set -euo pipefail" in ci
    assert "pip install -e '.[test]' && pytest" in ci
    assert ci.index("pip install -e '.[test]' && pytest") < ci.index("pytest -m slow")
