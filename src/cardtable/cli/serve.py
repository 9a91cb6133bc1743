"""``cardtable serve FILE``: the app in a web browser, for a seminar's participants.

textual-serve starts one app process per visitor (``cardtable open FILE``, read-only
practice by default, so that no participant can change the lecturer's file;
``--writable`` lets them). It listens on 127.0.0.1 unless ``--host`` says otherwise:
textual-serve has no logins of its own, so put a proxy with TLS and a password in
front before opening it to a network."""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path

from .common import CommandError, read

HELP = "serve the app to web browsers (one app per visitor; read-only unless --writable)"

#: The option of ``cardtable open`` that opens a file for practice, read only.
PRACTICE = "--practice"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from .open_app import add_file_and_theme

    add_file_and_theme(parser)
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1: this machine "
                             "only; 0.0.0.0 for every network it is on)")
    parser.add_argument("--port", type=int, default=8000,
                        help="the port to listen on (default 8000)")
    parser.add_argument("--writable", action="store_true",
                        help="let visitors change the file (default: practice, read only)")


def app_command(file: Path, *, writable: bool, theme: str | None = None) -> str:
    """The shell command textual-serve runs for each visitor."""
    words = [sys.executable, "-m", "cardtable", "open", str(file)]
    if theme:
        words += ["--theme", theme]
    if not writable:
        words.append(PRACTICE)
    return shlex.join(words)


def run(args: argparse.Namespace) -> int:
    if not 0 < args.port < 65536:
        raise CommandError(f"--port: {args.port} is not a port (1 to 65535)")
    if args.theme is not None:
        from ..app import theme_names

        if args.theme not in theme_names():
            raise CommandError(f"--theme: no theme called {args.theme!r} (choose from "
                               f"{', '.join(theme_names())})")
    path = Path(args.file).resolve()
    read(str(path))  # a clear error now rather than in every visitor's browser
    from ..app import serve

    command = app_command(path, writable=args.writable, theme=args.theme)
    print(f"Serving {args.file} at http://{args.host}:{args.port}/ "
          f"({'writable' if args.writable else 'read only'}); ctrl+c stops", flush=True)
    serve(command, host=args.host, port=args.port, title=f"cardtable — {path.name}")
    return 0
