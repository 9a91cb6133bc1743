"""A command imports what it needs only (issue 27: small tournaments as fast as the
C++ engine): ``cardtable engine -c`` and ``check`` load neither the other commands nor
the TOML writer nor the app, nor any pairing system but the Dutch one, nor a file
writer; ``generate`` loads no TOML module. Speed itself is measured by
benchmarks/acceptance_speed.py."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import REPO

SCRIPT = """
import sys
from cardtable.cli.main import main
try:
    main(sys.argv[1:])
except SystemExit:  # --help
    pass
print("LOADED", " ".join(sorted(sys.modules)))
"""


def _loaded(*args: str) -> set[str]:
    done = subprocess.run([sys.executable, "-c", SCRIPT, *args], capture_output=True,
                          text=True, env={"PYTHONPATH": str(REPO / "src"), "PATH": ""})
    line = next(l for l in done.stdout.splitlines() if l.startswith("LOADED "))
    return set(line.split()[1:])


def test_engine_check_loads_only_its_command(tmp_path):
    path = tmp_path / "t.trf"
    path.write_text("012 Small\n142 1\n001    1      Anna" + " " * 73 + "   2 w 1\n"
                    "001    2      Bea " + " " * 73 + "   1 b 0\n")
    loaded = _loaded("engine", "--dutch", str(path), "-c")
    commands = {m for m in loaded if m.startswith("cardtable.cli.")}
    assert commands == {"cardtable.cli.main", "cardtable.cli.exits", "cardtable.cli.engine",
                        "cardtable.cli.engine_rounds", "cardtable.cli.common",
                        "cardtable.cli.output"}
    assert not {m for m in loaded if m.startswith(("cardtable.app", "cardtable.formats.toml"))}


#: the pairing systems' folders: every package of systems/ but the exercises'
FOLDERS = {p.name for p in (REPO / "src" / "cardtable" / "systems").iterdir()
           if (p / "__init__.py").exists() and p.name != "exercise"}


def _systems(loaded: set[str]) -> set[str]:
    """The system folders among the modules loaded."""
    return {m.split(".")[2] for m in loaded if m.startswith("cardtable.systems.")} & FOLDERS


def _small_file(tmp_path):
    path = tmp_path / "t.trf"
    path.write_text("012 Small\n142 1\n001    1      Anna" + " " * 73 + "   2 w 1\n"
                    "001    2      Bea " + " " * 73 + "   1 b 0\n")
    return path


@pytest.mark.parametrize("command", [["engine", "--dutch", "{}", "-c"], ["check", "{}"]])
def test_checking_loads_the_dutch_system_alone_and_no_writer(tmp_path, command):
    path = _small_file(tmp_path)
    loaded = _loaded(*(word.format(path) for word in command))
    assert _systems(loaded) == {"dutch"}
    assert not loaded & {"cardtable.formats.save", "cardtable.formats.trf_write",
                         "importlib.metadata", "tomllib"}


def test_generate_loads_no_toml_module_and_no_other_system(tmp_path):
    loaded = _loaded("generate", str(tmp_path / "g.trf"), "--players", "6", "--rounds", "2",
                     "--seed", "1")
    assert (tmp_path / "g.trf").exists()
    assert _systems(loaded) == {"dutch"}
    assert not {m for m in loaded if m.startswith("cardtable.formats.toml") or m == "tomllib"}


def test_help_still_lists_every_command():
    from cardtable.cli.main import COMMANDS

    loaded = _loaded("--help")
    assert {f"cardtable.cli.{module}" for module in COMMANDS.values()} <= loaded
