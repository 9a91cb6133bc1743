"""The app in web browsers: textual-serve, one app process per visitor, with a page
whose addresses follow the address the browser used.

textual-serve writes into its page the address the server listens on (its script,
style sheet and websocket): with ``--host 0.0.0.0`` that is ``http://0.0.0.0:8000``,
which no participant's browser can reach. Here the page is made for each request from
the address in it: the ``Host`` header (``X-Forwarded-Host`` and ``X-Forwarded-Proto``
only behind a proxy, ``--behind-proxy``: a visitor could send them too), so that the
page works however the visitor reached the server.

Every request's host must be one this server is (:class:`Hosts`): a loopback address,
the address it listens on or prints for participants, this machine's name, or a name
given with ``--allow-host`` (issue 35). A site whose name is made to point at this
machine (DNS rebinding) sends its own name as ``Host`` and ``Origin``, which no check
of the origin alone can tell from this server's own page: it is refused with HTTP 403.

The websocket that drives a visitor's app is opened only by this server's own page:
its ``Origin`` must be the address the browser used to reach the server, so a page
of another site open in the same browser cannot drive the app; served on this
machine only (loopback), the address itself must be a loopback one, so a site whose
name is made to point at 127.0.0.1 (DNS rebinding) cannot either. textual-serve has
no such check of its own; :class:`AppServer` adds it in front of its handler."""

from __future__ import annotations

import ipaddress
import re
import socket
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiohttp_jinja2
from aiohttp import web
from textual_serve.server import Server, to_int

#: A host as a browser writes it in ``Host``: a name or IPv4 address, or an IPv6
#: address in brackets, with an optional port. Anything else is not trusted into the
#: page (it falls back to the address given at start).
_HOST = re.compile(r"(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])"
                   r"(?::\d{1,5})?")


def page_origin(request: web.Request, fallback: str, behind_proxy: bool = False) -> str:
    """``scheme://host[:port]`` as the browser reached the page: behind a proxy from
    its ``X-Forwarded-Proto`` and ``X-Forwarded-Host`` when given, else (and always
    without ``behind_proxy``) from the request itself; ``fallback`` when the host is
    missing or not a host."""
    scheme, host = _scheme(request, behind_proxy), visited_host(request, behind_proxy)
    if scheme not in ("http", "https") or not _HOST.fullmatch(host):
        return fallback
    return f"{scheme}://{host}"


def visited_host(request: web.Request, behind_proxy: bool) -> str:
    """The ``host[:port]`` the browser used: ``X-Forwarded-Host`` behind a proxy,
    else ``Host`` (a forwarded header from a visitor is ignored)."""
    forwarded = _first(request.headers.get("X-Forwarded-Host", "")) if behind_proxy else ""
    return forwarded or request.host


def _scheme(request: web.Request, behind_proxy: bool) -> str:
    forwarded = _first(request.headers.get("X-Forwarded-Proto", "")) if behind_proxy else ""
    return forwarded.lower() or request.scheme


def _first(value: str) -> str:
    """The first of a header's comma-separated values (the proxy nearest the
    browser), without spaces."""
    return value.split(",")[0].strip()


#: Names of this machine's loopback address, besides 127.0.0.0/8 and ::1.
_LOOPBACK_NAMES = ("localhost",)


def is_loopback(host: str) -> bool:
    """Whether ``host`` (a name or address, an IPv6 address with or without brackets,
    without port) is this machine only."""
    host = host.strip("[]").lower()
    if host in _LOOPBACK_NAMES or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def host_name(host: str) -> str:
    """``host`` of a ``host[:port]`` (an IPv6 address keeps its brackets)."""
    if host.startswith("["):
        return host[:host.find("]") + 1]
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


@dataclass(frozen=True)
class Hosts:
    """The names this server answers to: loopback addresses always, and ``names``
    (lower case, without port or brackets); ``behind_proxy``: the forwarded headers of
    a proxy in front are trusted."""

    names: frozenset[str]
    behind_proxy: bool = False

    @classmethod
    def of(cls, listening: str, public_url: str, allowed: Iterable[str] = (),
           behind_proxy: bool = False) -> Hosts:
        """The address listened on, the one printed for participants (``public_url``),
        this machine's name when listening on every network, and ``allowed``."""
        names = {listening, urlsplit(public_url).hostname or "", *allowed}
        if listening in ("0.0.0.0", "::", ""):
            names.add(socket.gethostname())
        return cls(frozenset(_bare(n) for n in names if n and n not in ("0.0.0.0", "::")),
                   behind_proxy)

    def refusal(self, request: web.Request) -> str:
        """Why a request must not be answered (empty: it may): its host is none of
        this server's."""
        host = visited_host(request, self.behind_proxy)
        if not _HOST.fullmatch(host):
            return "the Host header is not a host name"
        name = _bare(host_name(host))
        if is_loopback(name) or name in self.names:
            return ""
        return (f"{host[:100]!r} is not an address of this server (a name pointed at it "
                f"by another site?); serve it with --allow-host {name[:100]} if it is yours")


def _bare(host: str) -> str:
    return host.strip().strip("[]").lower()


def websocket_refusal(request: web.Request, fallback: str, listening: str,
                      behind_proxy: bool = False) -> str:
    """Why the websocket of ``request`` must not be opened (empty: it may): a missing
    or foreign ``Origin``, or, listening on loopback only, an address that is not a
    loopback one."""
    origin = request.headers.get("Origin", "").strip().rstrip("/").lower()
    expected = page_origin(request, fallback, behind_proxy).lower()
    if not origin:
        return "no Origin: the app opens only from this server's own page"
    if origin != expected:
        return f"the page of {origin} may not open the app of {expected}"
    if is_loopback(listening) and not is_loopback(host_name(request.host)):
        return f"{request.host} is not this machine's loopback address"
    return ""


#: The page: textual-serve's own, with its font from this server instead of the
#: internet (a seminar room may have no connection) and a text-size control (A− A A+:
#: ``?fontsize=N``, 8 to 64 pixels) for a projector.
PAGE_TEMPLATES = Path(__file__).parent / "web_page"

#: The text sizes the page offers, in pixels (``?fontsize=``).
FONT_SIZES = range(8, 65)


class AppServer(Server):
    """textual-serve's server with the page's addresses taken from each request, and
    the page of :data:`PAGE_TEMPLATES`. ``public_url`` is the address used when a
    request does not say (and the one the command line prints)."""

    def __init__(self, command: str, host: str = "localhost", port: int = 8000,
                 title: str | None = None, public_url: str | None = None,
                 allowed_hosts: Iterable[str] = (), behind_proxy: bool = False) -> None:
        super().__init__(command, host=host, port=port, title=title,
                         public_url=public_url, templates_path=str(PAGE_TEMPLATES))
        self.hosts = Hosts.of(host, self.public_url, allowed_hosts, behind_proxy)

    async def _make_app(self) -> web.Application:
        """textual-serve's application, every request first checked by
        :meth:`Hosts.refusal` (HTTP 403 with the reason)."""
        app = await super()._make_app()
        hosts = self.hosts

        @web.middleware
        async def only_own_hosts(request: web.Request,
                                 handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
                                 ) -> web.StreamResponse:
            refusal = hosts.refusal(request)
            if refusal:
                raise web.HTTPForbidden(text=f"cardtable serve: {refusal}\n")
            return await handler(request)

        app.middlewares.append(only_own_hosts)
        return app

    @aiohttp_jinja2.template("app_index.html")
    async def handle_index(self, request: web.Request) -> dict[str, Any]:
        origin = page_origin(request, self.public_url, self.hosts.behind_proxy)
        websocket = ("wss" if origin.startswith("https:") else "ws") + origin[origin.index(":"):]
        router = request.app.router
        return {
            "font_size": min(max(to_int(request.query.get("fontsize", "16"), 16),
                                 FONT_SIZES[0]), FONT_SIZES[-1]),
            "app_websocket_url": f"{websocket}{router['websocket'].url_for()}",
            "config": {"static": {"url": f"{origin}/static/"}},
            "application": {"name": self.title},
        }

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """textual-serve's websocket, opened only for this server's own page
        (:func:`websocket_refusal`): a refusal is HTTP 403 with the reason."""
        refusal = websocket_refusal(request, self.public_url, self.host,
                                    self.hosts.behind_proxy)
        if refusal:
            raise web.HTTPForbidden(text=f"cardtable serve: {refusal}\n")
        response: web.WebSocketResponse = await super().handle_websocket(request)
        return response

    async def on_startup(self, app: web.Application) -> None:
        """Quiet: the command line has said where to connect (textual-serve would
        print the listening address, ``0.0.0.0`` included)."""
