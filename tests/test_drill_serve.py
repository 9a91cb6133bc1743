"""The fourth drill (issue 35), item 6: ``serve`` answers only to its own hosts — the
address it serves, loopback, and names given with ``--allow-host`` — so a site whose
name is made to point at this machine (DNS rebinding: its own name as Host and
Origin) is refused, served on every network too; a visitor's ``X-Forwarded-Host`` is
ignored unless ``--behind-proxy``."""

from __future__ import annotations

import asyncio
from unittest.mock import patch

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer
from textual_serve.app_service import AppService

from cardtable.app.web import AppServer


async def _no_app(service: AppService, width: int, height: int) -> None:
    """In place of :meth:`AppService.start`: no app process."""


async def handshake(headers: dict[str, str], *, host: str = "0.0.0.0",
                    public_url: str = "http://192.0.2.7:8000",
                    allowed: tuple[str, ...] = (), proxy: bool = False) -> int:
    """The HTTP status of opening the websocket of an in-process server listening on
    ``host`` with these headers (``OWN``: the test server's own host:port); 101 when
    it opens."""
    server = AppServer("true", host=host, title="t", public_url=public_url,
                       allowed_hosts=allowed, behind_proxy=proxy)
    async with TestClient(TestServer(await server._make_app())) as client:
        own = f"{client.host}:{client.port}"
        sent = {k: v.replace("OWN", own) for k, v in headers.items()}
        try:
            # the handshake is what is tested: the visitor's app is not started (its
            # process, collected after the test's loop closed, said "Event loop is
            # closed" in whichever test ran then)
            with patch.object(AppService, "start", _no_app):
                async with client.ws_connect("/ws", headers=sent) as ws:
                    await ws.close()
                    return 101
        except aiohttp.WSServerHandshakeError as exc:
            return exc.status


@pytest.mark.parametrize("headers, kwargs, status", [
    # DNS rebinding while serving every network: the site's own name in both headers
    ({"Host": "evil.example:8000", "Origin": "http://evil.example:8000"}, {}, 403),
    # the address printed for participants, and a name given with --allow-host
    ({"Host": "192.0.2.7:8000", "Origin": "http://192.0.2.7:8000"}, {}, 101),
    ({"Host": "seminar.example:8000", "Origin": "http://seminar.example:8000"},
     {"allowed": ("Seminar.Example",)}, 101),
    # on loopback, a forwarded host from no proxy is ignored
    ({"Origin": "http://evil.example", "X-Forwarded-Host": "evil.example"},
     {"host": "127.0.0.1"}, 403),
    ({"Origin": "http://OWN", "X-Forwarded-Host": "evil.example"}, {"host": "127.0.0.1"},
     101),
    # behind a proxy, its forwarded host counts, and must be one of this server's
    ({"Origin": "https://seminar.example", "X-Forwarded-Host": "seminar.example",
      "X-Forwarded-Proto": "https"}, {"host": "127.0.0.1", "proxy": True,
                                      "allowed": ("seminar.example",)}, 101),
    ({"Origin": "https://evil.example", "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "https"}, {"host": "127.0.0.1", "proxy": True}, 403),
], ids=["rebinding", "printed-address", "allow-host", "forwarded-ignored",
        "own-page-with-forwarded", "behind-proxy", "proxy-foreign-host"])
def test_serve_answers_only_to_its_own_hosts(headers, kwargs, status):
    assert asyncio.run(handshake(headers, **kwargs)) == status


def test_the_page_too_is_refused_to_a_foreign_host():
    async def page() -> tuple[int, str]:
        server = AppServer("true", host="0.0.0.0", title="t",
                           public_url="http://192.0.2.7:8000")
        async with TestClient(TestServer(await server._make_app())) as client:
            response = await client.get("/", headers={"Host": "evil.example"})
            return response.status, await response.text()

    status, text = asyncio.run(page())
    assert status == 403 and "--allow-host evil.example" in text


def test_the_options_are_on_the_command_line(cli, capsys):
    with pytest.raises(SystemExit):
        cli("serve", "--help")
    said = capsys.readouterr().out
    assert "--allow-host NAME" in said and "--behind-proxy" in said
