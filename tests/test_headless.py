"""The headless core never imports textual: everything but ``cardtable.app`` can run
on a machine without a terminal UI. Checked in a fresh interpreter."""

from __future__ import annotations

import os
import subprocess
import sys

from conftest import REPO

PROBE = """
import importlib, pkgutil, sys
import cardtable
names = [m.name for m in pkgutil.walk_packages(cardtable.__path__, "cardtable.")
         if not m.name.startswith("cardtable.app") and m.name != "cardtable.__main__"]
for name in names:
    importlib.import_module(name)
from cardtable.cli.dispatch import load_commands
load_commands()
print(len(names))
print("textual" in sys.modules or any(m.startswith("textual.") for m in sys.modules))
"""


def test_importing_every_core_module_never_imports_textual():
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(REPO / "src")})
    assert done.returncode == 0, done.stderr
    count, textual = done.stdout.split()
    assert int(count) >= 20
    assert textual == "False"
