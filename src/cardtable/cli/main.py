"""``cardtable``: the command line. Each command lives in its own module of this
package with ``add_arguments(parser)`` and ``run(args) -> int``; its name and help line
are in the table :data:`~.commands.COMMANDS`.

Only the module of the command asked for is imported (``cardtable engine`` never loads
the app, the TOML writer or the other commands): a small tournament is checked in
little more than the interpreter's start. ``cardtable --version`` imports nothing more
than this module and ``--help`` than the table and argparse (issue 36; the budget of
each command's imports is kept by tests/test_cli_startup.py)."""

from __future__ import annotations

import sys

from .. import __version__
from .commands import COMMANDS
from .exits import EXIT_INTERNAL, EXIT_OK, EXIT_USAGE

__all__ = ["COMMANDS", "EXIT_INTERNAL", "EXIT_OK", "EXIT_USAGE", "main"]


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv == ["--version"]:  # as argparse's version action: printed, exit 0
        print(f"cardtable {__version__}")
        raise SystemExit(EXIT_OK)
    # ``cardtable FILE.toml`` is short for ``cardtable open FILE.toml``
    if argv and argv[0].endswith((".toml", ".trf")):
        argv.insert(0, "open")
    # the start (the command's modules, its parser) makes no garbage worth collecting:
    # the collector is off until the command runs, and what the start made is then
    # frozen, never scanned again while the command works (issue 36: about 3 ms of a
    # small command's start); as it was once the command is done
    import gc  # built in: nothing to load

    collecting = gc.isenabled()
    gc.disable()
    try:
        from .dispatch import dispatch

        return dispatch(argv, collect=collecting)
    finally:
        gc.unfreeze()
        if collecting:
            gc.enable()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
