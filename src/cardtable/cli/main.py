"""``cardtable``: the command line. Each command lives in its own module of this
package with ``HELP`` (one line), ``add_arguments(parser)`` and ``run(args) -> int``.

Only the module of the command asked for is imported (``cardtable engine`` never loads
the app, the TOML writer or the other commands): a small tournament is checked in
little more than the interpreter's start. ``cardtable --help`` loads them all."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import Any, Protocol, cast

from .exits import EXIT_INTERNAL, EXIT_OK, EXIT_USAGE

#: command -> module (in the order ``cardtable --help`` lists them)
COMMANDS: dict[str, str] = {
    "open": "open_app",
    "new": "new",
    "add-player": "add_player",
    "add-team": "add_team",
    "board-order": "board_order",
    "remove-player": "remove_player",
    "edit-player": "edit_player",
    "withdraw": "withdraw",
    "bye": "bye",
    "forbid": "forbid",
    "pair": "pair",
    "unpair": "unpair",
    "result": "result",
    "standings": "standings",
    "print": "print_pages",
    "ratings": "ratings",
    "import": "import_trf",
    "export": "export",
    "engine": "engine",
    "explain": "explain",
    "check": "check",
    "log": "log",
    "fide-rated": "fide_rated",
    "simulate": "simulate",
    "generate": "generate",
    "exercise": "exercise",
    "berger": "berger",
    "serve": "serve",
}

__all__ = ["COMMANDS", "EXIT_INTERNAL", "EXIT_OK", "EXIT_USAGE", "Command", "build_parser",
           "load_commands", "main"]


class Command(Protocol):
    """What a command module provides (each module of this package is one)."""

    HELP: str

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def run(self, args: argparse.Namespace) -> int: ...


def load_commands(names: list[str] | None = None) -> dict[str, Command]:
    """The modules of the commands ``names`` (default: every command), in the order
    of :data:`COMMANDS`."""
    return {name: cast(Command, importlib.import_module(f"cardtable.cli.{module}"))
            for name, module in COMMANDS.items() if names is None or name in names}


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
    parser = _Parser(
        prog="cardtable",
        description="Chess tournament pairing by the FIDE rules, step by step.",
        formatter_class=_HelpFormatter,
    )
    parser.add_argument("--version", action=_VersionAction)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for name, module in available.items():
        command = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        command.set_defaults(_run=module.run)
    return parser


class _VersionAction(argparse._VersionAction):
    """``--version``, the installed version looked up only when asked for: reading the
    package's metadata takes longer than checking a small round."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: str | Sequence[Any] | None, option_string: str | None = None) -> None:
        self.version = f"cardtable {_version()}"
        super().__call__(parser, namespace, values, option_string)


def _version() -> str:
    """The installed package's version (pyproject.toml), or ``unknown`` when cardtable
    runs from a source tree that was never installed."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("cardtable")
    except PackageNotFoundError:
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    # ``cardtable FILE.toml`` is short for ``cardtable open FILE.toml``
    if argv and argv[0].endswith((".toml", ".trf")):
        argv.insert(0, "open")
    # the command's own module only; every one for ``--help`` or an unknown command
    available = load_commands([argv[0]] if argv and argv[0] in COMMANDS else None)
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
