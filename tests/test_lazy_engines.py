"""Importing the app or the command line loads no system's engine: a system's folder is
imported when a tournament of that system is paired, shown or explained (the registry
line says the rest, exercise levels included), and then that folder alone (issue 32)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import REPO

from cardtable.systems.registry import SYSTEMS, descriptor

SCRIPT = """
import sys
import {module}
{then}
print("LOADED", " ".join(sorted(sys.modules)))
"""


def _engines(module: str, then: str = "") -> set[str]:
    """The system folders loaded after importing ``module`` and running ``then``."""
    done = subprocess.run([sys.executable, "-c", SCRIPT.format(module=module, then=then)],
                          capture_output=True, text=True,
                          env={"PYTHONPATH": str(REPO / "src"), "PATH": ""})
    assert done.returncode == 0, done.stderr
    line = next(l for l in done.stdout.splitlines() if l.startswith("LOADED "))
    return {m.split(".")[2] for m in line.split()[1:]
            if m.startswith("cardtable.systems.") and m.split(".")[2] in _FOLDERS}


#: every system's folder, as its registry line loads it
_FOLDERS = {type(descriptor(name)).__module__.split(".")[2] for name in SYSTEMS}


@pytest.mark.parametrize("module", ["cardtable.app.app", "cardtable.cli.main",
                                    "cardtable.cli.exercise"])
def test_importing_a_door_loads_no_engine(module):
    assert _engines(module) == set()


def test_a_tournament_loads_its_own_system_alone():
    opened = ("from cardtable.systems.files import read_toml\n"
              "from cardtable.systems.registry import pair_next_round\n"
              f"pair_next_round(read_toml({str(REPO / 'sample_tournaments' / 'team-league.toml')!r}))")
    assert _engines("cardtable.app.app", opened) == {"team"}


def test_a_system_s_step_kinds_register_when_it_loads():
    """Importing the doors registers the generic kinds alone; the simplified Swiss's
    search kinds are known once that system is handed out, not before."""
    script = ("import cardtable.app.app, cardtable.cli.main\n"
              "from cardtable.trace.steps import step_kinds\n"
              "from cardtable.systems.registry import descriptor\n"
              "before = {c.__module__ for c in step_kinds().values()}\n"
              "descriptor('simplified')\n"
              "after = {c.__module__ for c in step_kinds().values()}\n"
              "print(sorted(before), sorted(after - before))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env={"PYTHONPATH": str(REPO / "src"), "PATH": ""})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ("['cardtable.trace.steps'] "
                                   "['cardtable.trace.search_steps']")
