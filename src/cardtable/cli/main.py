"""``cardtable``: the command line. Each command lives in its own module of this
package with ``HELP`` (one line), ``add_arguments(parser)`` and ``run(args) -> int``."""

from __future__ import annotations

import argparse
import importlib
import sys

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
    "berger": "berger",
}

EXIT_OK = 0
EXIT_USAGE = 2


def _load(name: str):
    return importlib.import_module(f"cardtable.cli.{COMMANDS[name]}")


def build_parser(available: dict[str, object]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardtable",
        description="Chess tournament pairing by the FIDE rules, step by step.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for name, module in available.items():
        command = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        command.set_defaults(_run=module.run)
    return parser


def _available() -> dict[str, object]:
    found = {}
    for name in COMMANDS:
        try:
            found[name] = _load(name)
        except ModuleNotFoundError as exc:
            if exc.name != f"cardtable.cli.{COMMANDS[name]}":
                raise
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
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
