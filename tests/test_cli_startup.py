"""A command imports what it needs only (issue 27: small tournaments as fast as the
C++ engine): ``cardtable engine -c`` and ``check`` load neither the other commands nor
the TOML writer nor the app. Speed itself is measured by benchmarks/acceptance_speed.py."""

from __future__ import annotations

import subprocess
import sys

from conftest import REPO

SCRIPT = """
import sys
from cardtable.cli.main import main
try:
    main(sys.argv[1:])
except SystemExit:  # --help
    pass
loaded = sorted(m for m in sys.modules if m.startswith("cardtable"))
print("LOADED", " ".join(loaded))
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
                        "cardtable.cli.common",
                        "cardtable.cli.output"}
    assert not {m for m in loaded if m.startswith(("cardtable.app", "cardtable.formats.toml"))}


def test_help_still_lists_every_command():
    from cardtable.cli.main import COMMANDS

    loaded = _loaded("--help")
    assert {f"cardtable.cli.{module}" for module in COMMANDS.values()} <= loaded
