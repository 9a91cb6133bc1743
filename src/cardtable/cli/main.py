"""``cardtable``: the command line. Each command lives in its own module of this
package with ``add_arguments(parser)`` and ``run(args) -> int``; its name and help line
are in the table :data:`COMMANDS` here.

Only the module of the command asked for is imported (``cardtable engine`` never loads
the app, the TOML writer or the other commands): a small tournament is checked in
little more than the interpreter's start. ``cardtable --help`` and ``--version`` are
answered from the table alone, without importing any command (issue 36; the budget of
each command's imports is kept by tests/test_cli_startup.py)."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import Any, Protocol, cast

from .. import __version__
from .exits import EXIT_INTERNAL, EXIT_OK, EXIT_USAGE

#: command -> (its module, its help line), in the order ``cardtable --help`` lists them:
#: the table alone answers ``--help`` and ``--version``, without importing a command
COMMANDS: dict[str, tuple[str, str]] = {
    "open": ("open_app", 'open a tournament in the app (.toml or .trf)'),
    "new": ("new", 'create a new tournament file'),
    "add-player": ("add_player", 'add a player to the start list (late entry after round 1)'),
    "add-team": ("add_team", 'add a team and its players in board order (a team competition)'),
    "board-order": ("board_order", "set a team's board order (a team competition, before round 1)"),
    "remove-player": ("remove_player", 'remove a player entered by mistake (before they have a game)'),
    "edit-player": ("edit_player", "correct a player's details (name, rating, title, ...); a late rating change is logged"),
    "withdraw": ("withdraw", 'withdraw a player after a round (not paired after it)'),
    "bye": ("bye", 'request a bye (H, F or Z) for a player in a round not paired yet, or remove it'),
    "forbid": ("forbid", 'players who must never meet (a forbidden pair or group), or remove the group'),
    "pair": ("pair", "pair and publish the next round with the tournament's system"),
    "unpair": ("unpair", 'take back the last published round (--force when it has results)'),
    "result": ("result", 'enter a result: 1-0, ½-½ (or =), 0-1, +/-, -/+, -/-'),
    "standings": ("standings", 'standings with FIDE tie-breaks, explained; crosstable and pairings (text/CSV/HTML)'),
    "print": ("print_pages", 'write printable A4 pages (pairings, alphabetical list, standings, crosstable, start list)'),
    "import": ("import_trf", 'import a TRF file (TRF-16 or TRF-2026) as a tournament file'),
    "export": ("export", 'export a tournament as a TRF file (TRF-2026 or TRF-16)'),
    "engine": ("engine", 'the pairing engine interface of JaVaFo/bbpPairings (--dutch IN.trf | --team IN.trf; -p [OUT] | -c)'),
    "explain": ("explain", 'explain step by step how a round is paired (and why)'),
    "check": ("check", 'check the pairings and standings of tournament files against the rules'),
    "log": ("log", 'the integrity log of a tournament; --undo N undoes an event'),
    "fide-rated": ("fide_rated", 'mark the tournament FIDE-rated or leave FIDE mode (--confirm twice)'),
    "simulate": ("simulate", 'play a random tournament to the end and write it to a TOML file'),
    "generate": ("generate", 'generate random tournaments (TRF-2026 or TOML) paired by the engine, for checking'),
    "exercise": ("exercise", 'pairing exercises: make one (new), mark an answer (check), print a sheet (sheet)'),
    "berger": ("berger", 'print the Berger table for N players (C.05 Annex 1), one line per round'),
    "serve": ("serve", 'serve the app to web browsers (one app per visitor; read-only unless --writable)'),
}

__all__ = ["COMMANDS", "EXIT_INTERNAL", "EXIT_OK", "EXIT_USAGE", "Command", "build_parser",
           "load_commands", "main"]


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


def build_parser(available: dict[str, Command]) -> argparse.ArgumentParser:
    """The parser of every command of :data:`COMMANDS` by its help line; the options
    of the commands in ``available`` (the others are listed, not loaded)."""
    parser = _Parser(
        prog="cardtable",
        description="Chess tournament pairing by the FIDE rules, step by step.",
        formatter_class=_HelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"cardtable {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for name, (_, help_line) in COMMANDS.items():
        command = sub.add_parser(name, help=help_line, description=help_line)
        if name in available:
            available[name].add_arguments(command)
            command.set_defaults(_run=available[name].run)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # ``cardtable FILE.toml`` is short for ``cardtable open FILE.toml``
    if argv and argv[0].endswith((".toml", ".trf")):
        argv.insert(0, "open")
    # the command's own module only; none for ``--help``, ``--version`` or an unknown
    # command (argparse names the choices from the table)
    available = load_commands([argv[0]]) if argv and argv[0] in COMMANDS else {}
    parser = build_parser(available)
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return EXIT_USAGE
    if args.command == "open":  # the app owns the terminal
        return _run(args)
    from .output import escaped_output

    with escaped_output():
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    """The command's exit code; whatever goes wrong ends in a message and a documented
    code, never a traceback (``CARDTABLE_TRACEBACK=1`` shows one for a bug report)."""
    from ..formats.errors import FileError  # loaded by then: the command reads files
    from .common import CommandError, fail

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
        if os.environ.get("CARDTABLE_TRACEBACK"):
            raise
        _failed(args, f"internal error ({type(exc).__name__}: {str(exc)[:300]}); this is "
                      f"a bug in cardtable: please report it with the file")
        return EXIT_INTERNAL


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


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
