"""``cardtable``: the command line. Each command lives in its own module of this
package with ``add_arguments(parser)`` and ``run(args) -> int``; its name and help line
are in the table :data:`~.commands.COMMANDS`.

Only the module of the command asked for is imported (``cardtable engine`` never loads
the app, the TOML writer or the other commands): a small tournament is checked in
little more than the interpreter's start. ``cardtable --version`` imports nothing more
than this module and ``--help`` than the table and argparse (issue 36; the budget of
each command's imports is kept by tests/test_cli_startup.py)."""

from __future__ import annotations

import os
import sys

from .. import __version__
from .commands import COMMANDS
from .exits import EXIT_INTERNAL, EXIT_OK, EXIT_USAGE

__all__ = ["COMMANDS", "EXIT_INTERNAL", "EXIT_OK", "EXIT_USAGE", "console", "main"]

#: The commands that end without the interpreter's teardown (:func:`console`): each
#: has written its files whole (the atomic writer closes and syncs them) and printed
#: its lines before it returns, and starts no thread nor anything an exit handler
#: would finish.
QUICK_EXIT = ("engine",)


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
    frozen = gc.get_freeze_count()  # another's freeze (the app's, in-process): kept
    gc.disable()
    try:
        from .dispatch import dispatch

        return dispatch(argv, collect=collecting)
    finally:
        if not frozen:
            gc.unfreeze()
        if collecting:
            gc.enable()


def console() -> int:
    """The ``cardtable`` program (the script pyproject.toml installs): :func:`main`'s
    exit code. A command of :data:`QUICK_EXIT` then leaves at once, its output
    flushed, without the interpreter's teardown, which frees every object of the
    start one by one (about 10 ms of ``engine -p``'s 90, issue 36); in-process callers
    (the tests, the app's doors) call :func:`main`, which always returns."""
    code = main()
    if sys.argv[1:2] and sys.argv[1] in QUICK_EXIT:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError):  # a closed pipe or stream: the usual exit says it
            return code
        os._exit(code)
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(console())
