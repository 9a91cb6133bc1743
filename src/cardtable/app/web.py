"""The app in web browsers: textual-serve, one app process per visitor, with a page
whose addresses follow the address the browser used.

textual-serve writes into its page the address the server listens on (its script,
style sheet and websocket): with ``--host 0.0.0.0`` that is ``http://0.0.0.0:8000``,
which no participant's browser can reach. Here the page is made for each request from
the address in it: the ``Host`` header (or ``X-Forwarded-Host`` and
``X-Forwarded-Proto`` from a proxy in front), so that the page works however the
visitor reached the server.

The websocket that drives a visitor's app is opened only by this server's own page:
its ``Origin`` must be the address the browser used to reach the server, so a page
of another site open in the same browser cannot drive the app; served on this
machine only (loopback), the address itself must be a loopback one, so a site whose
name is made to point at 127.0.0.1 (DNS rebinding) cannot either. textual-serve has
no such check of its own; :class:`AppServer` adds it in front of its handler."""

from __future__ import annotations

import ipaddress
import re
from pathlib import Path
from typing import Any

import aiohttp_jinja2
from aiohttp import web
from textual_serve.server import Server, to_int

#: A host as a browser writes it in ``Host``: a name or IPv4 address, or an IPv6
#: address in brackets, with an optional port. Anything else is not trusted into the
#: page (it falls back to the address given at start).
_HOST = re.compile(r"(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])"
                   r"(?::\d{1,5})?")


def page_origin(request: web.Request, fallback: str) -> str:
    """``scheme://host[:port]`` as the browser reached the page: from a proxy's
    ``X-Forwarded-Proto`` and ``X-Forwarded-Host`` when given, else from the request
    itself; ``fallback`` when the host is missing or not a host."""
    headers = request.headers
    scheme = _first(headers.get("X-Forwarded-Proto", "")).lower() or request.scheme
    host = _first(headers.get("X-Forwarded-Host", "")) or request.host
    if scheme not in ("http", "https") or not _HOST.fullmatch(host):
        return fallback
    return f"{scheme}://{host}"


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


def websocket_refusal(request: web.Request, fallback: str, listening: str) -> str:
    """Why the websocket of ``request`` must not be opened (empty: it may): a missing
    or foreign ``Origin``, or, listening on loopback only, an address that is not a
    loopback one."""
    origin = request.headers.get("Origin", "").strip().rstrip("/").lower()
    expected = page_origin(request, fallback).lower()
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
                 title: str | None = None, public_url: str | None = None) -> None:
        super().__init__(command, host=host, port=port, title=title,
                         public_url=public_url, templates_path=str(PAGE_TEMPLATES))

    @aiohttp_jinja2.template("app_index.html")
    async def handle_index(self, request: web.Request) -> dict[str, Any]:
        origin = page_origin(request, self.public_url)
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
        refusal = websocket_refusal(request, self.public_url, self.host)
        if refusal:
            raise web.HTTPForbidden(text=f"cardtable serve: {refusal}\n")
        response: web.WebSocketResponse = await super().handle_websocket(request)
        return response

    async def on_startup(self, app: web.Application) -> None:
        """Quiet: the command line has said where to connect (textual-serve would
        print the listening address, ``0.0.0.0`` included)."""
