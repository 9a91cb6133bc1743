"""The app in web browsers: textual-serve, one app process per visitor, with a page
whose addresses follow the address the browser used.

textual-serve writes into its page the address the server listens on (its script,
style sheet and websocket): with ``--host 0.0.0.0`` that is ``http://0.0.0.0:8000``,
which no participant's browser can reach. Here the page is made for each request from
the address in it: the ``Host`` header (or ``X-Forwarded-Host`` and
``X-Forwarded-Proto`` from a proxy in front), so that the page works however the
visitor reached the server."""

from __future__ import annotations

import re
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


class AppServer(Server):
    """textual-serve's server with the page's addresses taken from each request.
    ``public_url`` is the address used when a request does not say (and the one the
    command line prints)."""

    @aiohttp_jinja2.template("app_index.html")
    async def handle_index(self, request: web.Request) -> dict[str, Any]:
        origin = page_origin(request, self.public_url)
        websocket = ("wss" if origin.startswith("https:") else "ws") + origin[origin.index(":"):]
        router = request.app.router
        return {
            "font_size": to_int(request.query.get("fontsize", "16"), 16),
            "app_websocket_url": f"{websocket}{router['websocket'].url_for()}",
            "config": {"static": {"url": f"{origin}/static/"}},
            "application": {"name": self.title},
        }

    async def on_startup(self, app: web.Application) -> None:
        """Quiet: the command line has said where to connect (textual-serve would
        print the listening address, ``0.0.0.0`` included)."""
