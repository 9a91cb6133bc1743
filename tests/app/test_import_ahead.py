"""The screens a key opens at once are imported ahead (issue 36): once a file is
opened, the round screen and the tables are imported while the arbiter reads the start
list, so that the first ``r`` or ``s`` does not pay for the import on the key's path;
not while the first screen is made (a moment after it: ``IMPORT_AHEAD_AFTER``).
Run in a fresh interpreter: this test process has imported every screen already."""

from __future__ import annotations

import subprocess
import sys

from conftest import REPO, SAMPLES

SCRIPT = """
import asyncio, sys
sys.path.insert(0, {tests!r})
from cardtable.app.app import CardtableApp
from app_helpers import settle

SCREENS = ("cardtable.app.screens.pairings", "cardtable.app.screens.tables")
print("BEFORE", *[m in sys.modules for m in SCREENS])
app = CardtableApp({path!r}, practice=True)

async def main():
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        print("SCREEN", type(app.screen).__name__)
        for _ in range(300):  # 30 s at most
            if all(m in sys.modules for m in SCREENS):
                break
            await pilot.pause(0.1)
        print("AFTER", *[m in sys.modules for m in SCREENS])

asyncio.run(main())
"""


def test_the_round_screen_and_the_tables_are_imported_once_a_file_is_open():
    script = SCRIPT.format(tests=str(REPO / "tests" / "app"),
                           path=str(SAMPLES / "club-swiss.toml"))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          cwd=REPO / "tests", timeout=120)
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines()
                 if line.split(" ", 1)[0] in ("BEFORE", "SCREEN", "AFTER"))
    assert lines == {"BEFORE": "False False", "SCREEN": "TournamentScreen",
                     "AFTER": "True True"}
