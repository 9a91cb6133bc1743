"""``cardtable serve FILE``: the app in a web browser, for a seminar's participants.

textual-serve starts one app process per visitor (``cardtable open FILE``, read-only
practice by default, so that no participant can change the lecturer's file or write
anything on this machine: :mod:`cardtable.app.visitor`; ``--writable`` lets them
change the file, and every write stays beside it). It listens on 127.0.0.1 unless
``--host`` says otherwise, which prints a warning: textual-serve has no logins of its
own, so put a proxy with TLS and a password in front before opening it to a network.
The websocket opens only for this server's own page (:mod:`cardtable.app.web`). The page follows the address each browser used
(:mod:`cardtable.app.web`); listening on every network (``0.0.0.0``), the address to
give participants is this machine's own, printed at the start. An address that cannot
be listened on (a port in use, a host not this machine's) is refused before serving."""

from __future__ import annotations

import argparse
import errno
import shlex
import socket
import sys
from pathlib import Path

from .common import CommandError, read
from .numbers import integer

#: The option of ``cardtable open`` that opens a file for practice, read only.
PRACTICE = "--practice"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from .open_app import add_file_and_theme

    add_file_and_theme(parser)
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1: this machine "
                             "only; 0.0.0.0 for every network it is on)")
    parser.add_argument("--port", type=integer, default=8000,
                        help="the port to listen on (default 8000)")
    parser.add_argument("--writable", action="store_true",
                        help="let visitors change the file (default: practice, read only)")
    parser.add_argument("--allow-host", action="append", default=[], metavar="NAME",
                        help="a name visitors reach this server by, besides the address it "
                             "serves (repeatable); any other Host is refused (DNS "
                             "rebinding)")
    parser.add_argument("--behind-proxy", action="store_true",
                        help="trust a proxy's X-Forwarded-Host and X-Forwarded-Proto "
                             "(ignored otherwise)")


def app_command(file: Path, *, writable: bool, theme: str | None = None) -> str:
    """The shell command textual-serve runs for each visitor."""
    words = [sys.executable, "-m", "cardtable", "open", str(file)]
    if theme:
        words += ["--theme", theme]
    if not writable:
        words.append(PRACTICE)
    return shlex.join(words)


def is_loopback(host: str) -> bool:
    """Whether ``host`` is this machine only (127.0.0.1, ::1, localhost)."""
    from ..app.web import is_loopback as loopback

    return host not in EVERY_NETWORK and loopback(host)


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

    _check_free(args.host, args.port)
    command = app_command(path, writable=args.writable, theme=args.theme)
    address = visitor_url(args.host, args.port)
    where = (f"on every network of this machine: participants open {address}"
             if args.host in EVERY_NETWORK else f"at {address}")
    print(f"Serving {args.file} {where} ({'writable' if args.writable else 'read only'}); "
          f"ctrl+c stops", flush=True)
    if not is_loopback(args.host):
        print(network_warning(args.host, writable=args.writable), file=sys.stderr, flush=True)
    try:
        serve(command, host=args.host, port=args.port, title=f"cardtable — {path.name}",
              public_url=address.rstrip("/"), allowed_hosts=tuple(args.allow_host),
              behind_proxy=args.behind_proxy)
    except OSError as exc:  # taken between the check and the start
        raise _listen_error(exc, args.host, args.port) from None
    return 0


def network_warning(host: str, *, writable: bool) -> str:
    """What listening beyond this machine means: no logins, so anyone on the network."""
    can = "open the app and change the file" if writable else "open the app (read only)"
    return (f"cardtable serve: warning: --host {host} is not this machine only: anyone on "
            f"that network can {can}; serve has no logins of its own (put a proxy with "
            f"TLS and a password in front, or keep the default 127.0.0.1)")


#: Hosts that listen on every network of the machine.
EVERY_NETWORK = ("0.0.0.0", "::", "")


def visitor_url(host: str, port: int) -> str:
    """The address a browser uses: the host listened on, or, listening on every
    network, this machine's own address (a browser cannot connect to 0.0.0.0)."""
    if host in EVERY_NETWORK:
        host = own_address()
    if ":" in host:
        host = f"[{host}]"
    return f"http://{host}:{port}/"


def own_address() -> str:
    """This machine's address on the network its default route leaves by (a UDP
    socket is only pointed at a documentation address, nothing is sent), or its host
    name when it has no route."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return str(probe.getsockname()[0])
        except OSError:
            return socket.gethostname()


def _check_free(host: str, port: int) -> None:
    """Refuse before serving when the address cannot be listened on (a port another
    program holds, a host that is not this machine's), as the server would bind."""
    try:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        socket.create_server((host, port), family=family).close()
    except OSError as exc:
        raise _listen_error(exc, host, port) from None


def _listen_error(exc: OSError, host: str, port: int) -> Exception:
    """What the user can do about an address that cannot be listened on; any other
    error as it is."""
    if isinstance(exc, socket.gaierror) or (exc.errno or 0) < 0:  # EAI_*: not resolved
        return CommandError(f"--host {host}: no such host or address")
    reasons = {
        errno.EADDRINUSE: f"port {port} is in use (another program listens there); "
                          f"choose another with --port",
        errno.EACCES: f"port {port} is reserved for the administrator (ports below "
                      f"1024); choose another with --port",
        errno.EADDRNOTAVAIL: f"--host {host}: not an address of this machine (0.0.0.0 "
                             f"listens on all of them)",
    }
    reason = reasons.get(exc.errno or 0)
    return CommandError(reason) if reason else exc
