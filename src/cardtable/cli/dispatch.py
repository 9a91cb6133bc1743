"""Parsing a command line and running its command: the parser lists every command of
the table (:mod:`.commands`) and takes the options of the one asked for, whose module
alone is imported; whatever goes wrong ends in a message and a documented exit code."""

from __future__ import annotations

import argparse
import errno
import gc
import importlib
import os
import sys
from typing import Any, Protocol, cast

from .. import __version__
from .commands import COMMANDS
from .exits import EXIT_INTERNAL, EXIT_IOERR, EXIT_USAGE


#: What the app offers and the command line does not (issue 32: a door that cannot
#: offer an act says so); the app's palette names the command line's own acts.
APP_ONLY = ("The app's act the command line lacks: changing a tournament's settings once "
            "it is created (name, place, dates, arbiter, time control, rounds, "
            "acceleration, tie-breaks, points, byes, late entries' missed rounds, rating "
            "list): cardtable open "
            "FILE, then the settings form o. The command line changes only FIDE mode "
            "(cardtable fide-rated).")


class Command(Protocol):
    """What a command module provides (each module of this package is one)."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def run(self, args: argparse.Namespace) -> int: ...


def load_commands(names: list[str] | None = None) -> dict[str, Command]:
    """The modules of the commands ``names`` (default: every command), in the order
    of :data:`COMMANDS`."""
    return {name: cast(Command, importlib.import_module(f"cardtable.cli.{module}"))
            for name, (module, _) in COMMANDS.items() if names is None or name in names}


class _HelpFormatter(argparse.HelpFormatter):
    """argparse measures subcommand names one indent short, so the longest one would
    wrap its help onto a second line; this keeps every command on one line."""

    def add_argument(self, action: argparse.Action) -> None:
        super().add_argument(action)
        if isinstance(action, argparse._SubParsersAction):
            self._action_max_length += 2


class _Parser(argparse.ArgumentParser):
    """argparse takes every word that starts with ``-`` for an option, so the results
    ``-/+`` and ``-/-`` (``result FILE 1 3 -/+``) would be refused. Here a word that
    starts with one ``-`` followed by neither a letter nor a digit is a value: no
    option of cardtable is written so. Subcommands' parsers are of this class too."""

    def _parse_optional(self, arg_string: str) -> Any:
        if len(arg_string) > 1 and arg_string[0] == "-" and not (
                arg_string[1].isalnum() or arg_string[1] == "-"):
            return None
        return super()._parse_optional(arg_string)


def build_parser(available: dict[str, Command], *, listed: bool = True
                 ) -> argparse.ArgumentParser:
    """The parser of every command of :data:`COMMANDS` by its help line; the options
    of the commands in ``available`` (the others are listed, not loaded). Not
    ``listed``: the commands in ``available`` alone, which parse their own words
    exactly as in the whole table (the words after a command are its own parser's;
    its usage and errors name it as ``cardtable COMMAND``) and spare a command's start
    the other commands' parsers (issue 36)."""
    parser = _Parser(
        prog="cardtable",
        description="Chess tournament pairing by the FIDE rules, step by step.",
        epilog=APP_ONLY,
        formatter_class=_HelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for name, (_, help_line) in COMMANDS.items():
        if not listed and name not in available:
            continue
        command = sub.add_parser(name, help=help_line, description=help_line)
        if name in available:
            available[name].add_arguments(command)
            command.set_defaults(_run=available[name].run)
    return parser


def dispatch(argv: list[str], *, collect: bool = True) -> int:
    """Parse ``argv`` (the words after ``cardtable``) and run its command; ``collect``:
    the garbage collector runs while it works (:func:`.main.main` keeps it off for
    the start, whose objects the command's run then never scans again)."""
    # the command's own module only; none for ``--help`` or an unknown command
    # (argparse names the choices from the table)
    available = load_commands([argv[0]]) if argv and argv[0] in COMMANDS else {}
    parser = build_parser(available, listed=not available)
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return EXIT_USAGE
    if args.command == "open":  # the app owns the terminal
        return _run(args, collect)
    from .output import escaped_output

    with escaped_output():
        return _run(args, collect)


def _run(args: argparse.Namespace, collect: bool) -> int:
    """The command's exit code; whatever goes wrong ends in a message and a documented
    code, never a traceback (``CARDTABLE_TRACEBACK=1`` shows one for a bug report)."""
    from ..formats.errors import FileError  # loaded by then: the command reads files
    from .output import CommandError, fail

    if not gc.get_freeze_count():  # none frozen by another (the app, in-process)
        gc.freeze()  # the start's objects, kept to the end, not scanned again (cli/main.py)
    if collect:
        gc.enable()
    try:
        return int(args._run(args) or 0)
    except (FileError, CommandError) as exc:
        return fail(exc)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into a reader that stopped (e.g. head)
        sys.stderr.close()
        return 0
    except MemoryError:
        return _failed(args, "out of memory: the tournament is too large for this machine "
                             "(see the limits in docs/file-format.md)")
    except RecursionError:
        return _failed(args, "the tournament is nested too deeply to work on")
    except Exception as exc:
        if isinstance(exc, OSError) and exc.errno in _WRITE_ERRORS:
            # the output (standard output, most often) met a full or failing device:
            # not a bug, and said so
            _failed(args, f"cannot write: {exc.strerror or exc}")
            return EXIT_IOERR
        if os.environ.get("CARDTABLE_TRACEBACK"):
            raise
        _failed(args, f"internal error ({type(exc).__name__}: {str(exc)[:300]}); this is "
                      f"a bug in cardtable: please report it with the file")
        return EXIT_INTERNAL


#: What writing meets on a full or failing device (not a bug of cardtable's)
_WRITE_ERRORS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO})


def _failed(args: argparse.Namespace, what: str) -> int:
    """``cardtable COMMAND FILE: what`` on stderr, prefixed once (not ``cardtable:
    cardtable engine: ...``); the exit code 2."""
    print(f"{_subject(args)}: {what}", file=sys.stderr)
    return EXIT_USAGE


def _subject(args: argparse.Namespace) -> str:
    """The file a command works on, as its messages name it."""
    file = getattr(args, "file", None)
    files = getattr(args, "files", None)  # ``check FILE ...``: named when it is one
    if file is None and isinstance(files, list) and len(files) == 1:
        file = files[0]
    return f"cardtable {args.command} {file}" if file else f"cardtable {args.command}"

