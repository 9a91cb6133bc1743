"""``cardtable serve`` against a hostile visitor or page (issue 25, fault 1), with a
websocket client as a browser's page would drive the app: a read-only visitor can
neither create nor change any file (the served folder, the server's working folder,
its home and temporary folders compared before and after), a practice is downloaded
instead of written; a page of another site (a foreign ``Origin``, none, or a name made
to point at this machine) cannot open the websocket; a network host is warned."""

from __future__ import annotations

import asyncio
import hashlib
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import pytest

from cardtable.app.web import host_name, is_loopback
from cardtable.cli.serve import network_warning

from conftest import SAMPLES
from test_drill_serve import handshake


async def _handshake(origin: str | None, host: str | None = None) -> int:
    """The HTTP status of opening the websocket of an in-process server (listening
    on loopback) with these headers: 101 when it opens."""
    headers = {"Origin": origin} if origin is not None else {}
    if host is not None:
        headers["Host"] = host
    return await handshake(headers, host="127.0.0.1", public_url="http://127.0.0.1:8000")


@pytest.mark.parametrize("origin, host, status", [
    ("http://OWN", None, 101),                       # the server's own page
    ("http://evil.example", None, 403),              # another site in the same browser
    ("http://OWN.evil.example", None, 403),
    ("null", None, 403),                             # a sandboxed frame, a file:// page
    (None, None, 403),                               # no Origin at all
    ("https://OWN", None, 403),                      # another scheme is another origin
    ("http://evil.example:1", "evil.example:1", 403),  # DNS rebinding onto 127.0.0.1
])
def test_only_the_servers_own_page_opens_the_websocket(origin, host, status):
    assert asyncio.run(_handshake(origin, host)) == status


def test_loopback_names():
    assert all(map(is_loopback, ("127.0.0.1", "127.8.0.1", "::1", "[::1]", "localhost",
                                 "LocalHost", "app.localhost")))
    assert not any(map(is_loopback, ("0.0.0.0", "192.0.2.1", "evil.example", "::",
                                     "localhost.evil.example", "")))
    assert [host_name(h) for h in ("a:80", "[::1]:8000", "a", "[::1]")] == \
        ["a", "[::1]", "a", "[::1]"]


def test_a_network_host_is_warned():
    """(Printed by serve: test_serve_browser.py, serving every network.)"""
    assert "anyone on that network can open the app (read only)" in network_warning(
        "0.0.0.0", writable=False)
    assert "can open the app and change the file" in network_warning("192.0.2.1",
                                                                      writable=True)


# -- a read-only visitor ------------------------------------------------------------
def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_for_port(port: int) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.25)
    raise AssertionError(f"nothing listens on port {port}")


def _files(*folders: Path) -> dict[str, str]:
    """Every file under the folders and the hash of its bytes."""
    return {str(p): hashlib.sha256(p.read_bytes()).hexdigest()
            for folder in folders for p in sorted(folder.rglob("*")) if p.is_file()}


class _Visitor:
    """A browser's page, as textual-serve's script drives the app: keys as
    ``["stdin", text]``; the screen's bytes and the server's messages received."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse):
        self.ws = ws
        self.screen = b""
        self.messages: list[str] = []

    async def settle(self, seconds: float = 1.5) -> None:
        """Read until the app has been quiet for a moment (or ``seconds`` passed)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            try:
                message = await self.ws.receive(timeout=0.4)
            except asyncio.TimeoutError:
                continue
            if message.type == aiohttp.WSMsgType.BINARY:
                self.screen += message.data
            elif message.type == aiohttp.WSMsgType.TEXT:
                self.messages.append(message.data)
            else:
                return

    async def keys(self, *texts: str) -> None:
        for text in texts:
            await self.ws.send_json(["stdin", text])
            await self.settle(0.6)


async def _visit(port: int) -> _Visitor:
    url = f"http://127.0.0.1:{port}"
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(f"ws://127.0.0.1:{port}/ws?width=110&height=32",
                                      headers={"Origin": url}) as ws:
            visitor = _Visitor(ws)
            end = time.monotonic() + 60
            while b"Club Championship" not in visitor.screen and time.monotonic() < end:
                await visitor.settle(1)
            assert b"Club Championship" in visitor.screen, "the app never showed the file"
            await visitor.settle(2)
            # Save a copy (to a path on the server), print, export, a result, pairing
            for command in ("Save a copy", "Download a copy", "Print pages and export TRF",
                            "Complete the rating report"):
                await visitor.keys("\x10", command)
                await visitor.keys("\r")
                await visitor.settle(1.5)
                await visitor.keys("\x15", "../escaped.toml\r", "\x1b", "\x1b")
            await visitor.keys("h", "\x1b", "p", "\r", "\x1b", "h", "\x1b")
            await visitor.keys("\x10", "Screenshot", "\r")
            await visitor.settle(2)
            await visitor.keys("\x11")  # ctrl+q
            await visitor.settle(1)
            return visitor


@pytest.mark.slow
def test_a_read_only_visitor_writes_nothing_anywhere(tmp_path):
    served, work, home, temp = (tmp_path / name for name in ("served", "work", "home", "tmp"))
    for folder in (served, work, home, temp):
        folder.mkdir()
    path = served / "club-swiss.toml"
    shutil.copy(SAMPLES / "club-swiss.toml", path)
    port = _free_port()
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "HOME": str(home), "TMPDIR": str(temp)}
    before = _files(tmp_path)
    server = subprocess.Popen([sys.executable, "-m", "cardtable", "serve", str(path),
                               "--port", str(port)], cwd=work, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        _wait_for_port(port)
        visitor = asyncio.run(_visit(port))
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert _files(tmp_path) == before  # nothing made (../escaped.toml) nor changed
    # the practice and the screenshot went to the visitor's browser instead
    delivered = [m for m in visitor.messages if "deliver_file_start" in m]
    assert len(delivered) >= 2, visitor.messages
