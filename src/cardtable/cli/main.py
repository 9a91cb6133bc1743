"""``cardtable``: the command line. Each command lives in its own module of this
package with ``HELP`` (one line), ``add_arguments(parser)`` and ``run(args) -> int``."""

from __future__ import annotations

import argparse
import importlib
import sys

from ..formats.errors import FileError
from .common import EXIT_OK, EXIT_USAGE, CommandError, fail

#: command -> module (in the order ``cardtable --help`` lists them)
COMMANDS: dict[str, str] = {
    "open": "open_app",
    "new": "new",
    "add-player": "add_player",
    "withdraw": "withdraw",
    "pair": "pair",
    "result": "result",
    "standings": "standings",
    "import": "import_trf",
    "export": "export",
    "engine": "engine",
    "explain": "explain",
    "check": "check",
    "simulate": "simulate",
    "exercise": "exercise",
    "berger": "berger",
}

__all__ = ["COMMANDS", "EXIT_OK", "EXIT_USAGE", "build_parser", "main"]


def _load(name: str):
    return importlib.import_module(f"cardtable.cli.{COMMANDS[name]}")


class _NotYet:
    """Stands for a command whose module arrives with a later issue."""

    HELP = "(not available yet: arrives with its own issue)"

    def __init__(self, name: str):
        self.name = name

    @staticmethod
    def add_arguments(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("rest", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)

    def run(self, args: argparse.Namespace) -> int:
        print(f"cardtable {self.name}: this command is not available yet; it arrives "
              f"with its own issue", file=sys.stderr)
        return EXIT_USAGE


class _HelpFormatter(argparse.HelpFormatter):
    """argparse measures subcommand names one indent short, so the longest one would
    wrap its help onto a second line; this keeps every command on one line."""

    def add_argument(self, action: argparse.Action) -> None:
        super().add_argument(action)
        if isinstance(action, argparse._SubParsersAction):
            self._action_max_length += 2


def build_parser(available: dict[str, object]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardtable",
        description="Chess tournament pairing by the FIDE rules, step by step.",
        formatter_class=_HelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for name, module in available.items():
        command = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        command.set_defaults(_run=module.run)
    return parser


def _available() -> dict[str, object]:
    found: dict[str, object] = {}
    for name in COMMANDS:
        try:
            found[name] = _load(name)
        except ModuleNotFoundError as exc:
            if exc.name != f"cardtable.cli.{COMMANDS[name]}":
                raise
            found[name] = _NotYet(name)
    return found


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    available = _available()
    # ``cardtable FILE.toml`` is short for ``cardtable open FILE.toml``
    if argv and argv[0].endswith((".toml", ".trf")) and "open" in available:
        argv.insert(0, "open")
    parser = build_parser(available)
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return EXIT_USAGE
    try:
        return int(args._run(args) or 0)
    except (FileError, CommandError) as exc:
        return fail(exc)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # output piped into a reader that stopped (e.g. head)
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
