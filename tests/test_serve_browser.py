"""``cardtable serve``: the app in a real headless Chromium. The page loads, the app's
start screen shows in a screenshot, and a key sent through the page reaches the app
(ctrl+q quits it, which lets go of the file's lock). Skipped only without Chromium."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
import zlib
from pathlib import Path

import pytest

from cardtable.cli.serve import PRACTICE, app_command, network_warning

from conftest import SAMPLES
from headless_chromium import find_chromium

CHROMIUM = find_chromium()
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--no-first-run", "--disable-component-update", "--disable-sync",
         "--window-size=1000,700")


def test_visitors_practice_unless_the_file_is_writable():
    path = Path("/tmp/club swiss.toml")
    practice = app_command(path, writable=False)
    assert "'/tmp/club swiss.toml'" in practice and " open " in practice
    assert practice.endswith(PRACTICE)
    assert PRACTICE not in app_command(path, writable=True)


def test_a_bad_file_port_or_theme_is_an_error_before_serving(cli, tmp_path):
    missing = tmp_path / "missing.toml"
    code, _, err = cli("serve", missing)
    assert code == 2 and "missing.toml" in err and "Traceback" not in err
    sample = SAMPLES / "club-swiss.toml"
    code, _, err = cli("serve", sample, "--port", "70000")
    assert code == 2 and "--port" in err
    code, _, err = cli("serve", sample, "--theme", "neon")
    assert code == 2 and "neon" in err


def test_a_port_in_use_is_named_with_what_to_do(cli):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code, out, err = cli("serve", SAMPLES / "club-swiss.toml", "--port", port)
    assert code == 2 and out == ""
    assert err == (f"cardtable: port {port} is in use (another program listens there); "
                   f"choose another with --port\n")
    code, _, err = cli("serve", SAMPLES / "club-swiss.toml", "--host", "nosuch.invalid")
    assert code == 2 and "--host nosuch.invalid: no such host or address" in err


async def _page(headers: dict[str, str], status: int = 200) -> str:
    from aiohttp.test_utils import TestClient, TestServer

    from cardtable.app.web import AppServer

    server = AppServer("true", title="t", public_url="http://192.0.2.7:8000",
                       allowed_hosts=("192.0.2.2", "seminar.example", "fd00::2"),
                       behind_proxy=True)
    async with TestClient(TestServer(await server._make_app())) as client:
        response = await client.get("/", headers=headers)
        assert response.status == status
        return await response.text()


def _addresses(page: str) -> set[str]:
    """The script, style sheet and websocket addresses the page points to."""
    found = re.findall(r'(?:href|src|data-session-websocket-url)="([a-z]+://[^"]*)/'
                       r'(?:static/|ws")', page)
    assert len(found) == 3, page
    return set(found)


@pytest.mark.parametrize("headers, origins", [
    ({"Host": "192.0.2.2:8767"}, {"http://192.0.2.2:8767", "ws://192.0.2.2:8767"}),
    ({"Host": "seminar.example"}, {"http://seminar.example", "ws://seminar.example"}),
    ({"Host": "[fd00::2]:8000"}, {"http://[fd00::2]:8000", "ws://[fd00::2]:8000"}),
    ({"Host": "127.0.0.1:1", "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "seminar.example, proxy.local"},
     {"https://seminar.example", "wss://seminar.example"}),
], ids=["ip-and-port", "name", "ipv6", "behind-a-tls-proxy"])
def test_the_page_points_where_the_browser_came_from(headers, origins):
    page = asyncio.run(_page(headers))
    assert _addresses(page) == origins
    assert "0.0.0.0" not in page


def test_a_host_that_is_no_host_gets_no_page():
    page = asyncio.run(_page({"Host": '"><script>x'}, status=403))
    assert "the Host header is not a host name" in page and "<script>" not in page


def test_serving_every_network_prints_the_address_for_participants(tmp_path):
    port = _free_port()
    server = subprocess.Popen([sys.executable, "-m", "cardtable", "serve",
                               str(SAMPLES / "club-swiss.toml"), "--host", "0.0.0.0",
                               "--port", str(port), "--allow-host", "192.0.2.9"],
                              stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True,
                              env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        said = server.stdout.readline() if server.stdout else ""
        warned = server.stdout.readline() if server.stdout else ""
        assert warned.strip() == network_warning("0.0.0.0", writable=False)
        assert "anyone on that network can open the app (read only)" in warned
        address = re.search(r"participants open (http://[^ ]+/)", said)
        assert address and "0.0.0.0" not in address.group(1), said
        assert address.group(1).endswith(f":{port}/")
        request = urllib.request.Request(f"http://127.0.0.1:{port}/",
                                         headers={"Host": f"192.0.2.9:{port}"})
        page = _wait(lambda: _get(request), 60, "the server").decode()
        assert _addresses(page) == {f"http://192.0.2.9:{port}", f"ws://192.0.2.9:{port}"}
    finally:
        server.terminate()
        server.wait(timeout=10)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(check, seconds: float, what: str):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = check()
        if found:
            return found
        time.sleep(0.25)
    raise AssertionError(f"timed out waiting for {what}")


def _get(url: str | urllib.request.Request) -> bytes | None:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.read()
    except OSError:
        return None


def _colours(png: bytes) -> int:
    """How many different pixel values a (non-interlaced, 8-bit) PNG has, roughly:
    its decompressed rows cut into pixels, filter bytes and all."""
    at, data = 8, b""
    while at < len(png):
        length = int.from_bytes(png[at:at + 4], "big")
        kind = png[at + 4:at + 8]
        if kind == b"IDAT":
            data += png[at + 8:at + 8 + length]
        at += 12 + length
    raw = zlib.decompress(data)
    return len({raw[i:i + 4] for i in range(0, len(raw) - 4, 4)})


async def _session(debug_port: int, url: str, lock: Path) -> tuple[bytes, bool]:
    import aiohttp

    pages = json.loads(_wait(lambda: _get(f"http://127.0.0.1:{debug_port}/json/list"),
                             30, "Chromium's DevTools"))
    target = next(p for p in pages if p["type"] == "page")
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(target["webSocketDebuggerUrl"], max_msg_size=0) as ws:
            counter = 0

            async def call(method: str, **params):
                nonlocal counter
                counter += 1
                await ws.send_json({"id": counter, "method": method, "params": params})
                async for message in ws:
                    reply = json.loads(message.data)
                    if reply.get("id") == counter:
                        return reply.get("result", {})
                raise AssertionError("DevTools closed")

            await call("Page.enable")
            await call("Page.navigate", url=url)
            end = time.monotonic() + 60
            while not lock.exists() and time.monotonic() < end:
                await asyncio.sleep(0.25)
            assert lock.exists(), "the app never opened the file"
            await asyncio.sleep(3)  # the first screen drawn in the page
            shot = base64.b64decode((await call("Page.captureScreenshot"))["data"])
            await call("Input.dispatchMouseEvent", type="mousePressed", x=500, y=350,
                       button="left", clickCount=1)
            await call("Input.dispatchMouseEvent", type="mouseReleased", x=500, y=350,
                       button="left", clickCount=1)
            for kind in ("rawKeyDown", "keyUp"):
                await call("Input.dispatchKeyEvent", type=kind, modifiers=2, key="q",
                           code="KeyQ", windowsVirtualKeyCode=81)
            end = time.monotonic() + 30
            while lock.exists() and time.monotonic() < end:
                await asyncio.sleep(0.25)
            return shot, not lock.exists()


@pytest.mark.slow
@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium on this machine")
def test_the_app_in_a_browser(tmp_path):
    path = tmp_path / "club-swiss.toml"
    shutil.copy(SAMPLES / "club-swiss.toml", path)
    before = path.read_bytes()
    lock = path.with_name(path.name + ".lock")
    port, debug_port = _free_port(), _free_port()
    server = subprocess.Popen([sys.executable, "-m", "cardtable", "serve", str(path),
                               "--port", str(port), "--writable"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              env={**os.environ, "PYTHONUNBUFFERED": "1"})
    profile = tempfile.mkdtemp(dir=tmp_path)
    browser = None
    try:
        url = f"http://127.0.0.1:{port}/"
        page = _wait(lambda: _get(url), 60, "the server")
        assert b"textual" in page.lower()
        browser = subprocess.Popen([CHROMIUM, *FLAGS, f"--user-data-dir={profile}",
                                    f"--remote-debugging-port={debug_port}", "about:blank"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        shot, quit_by_key = asyncio.run(_session(debug_port, url, lock))
        (tmp_path / "browser.png").write_bytes(shot)
        assert shot.startswith(b"\x89PNG") and _colours(shot) > 50
        assert quit_by_key, "ctrl+q sent through the page did not reach the app"
        assert path.read_bytes() == before
    finally:
        for process in (browser, server):
            if process is not None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
