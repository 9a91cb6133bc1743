"""Issue 34: the question mode in ``cardtable serve``. The app is served as a web
page (textual-serve) and driven through the page's own websocket, as the page's
script drives it: keys go in as ``["stdin", …]``, the screen comes back as the
terminal's output. ``w`` opens the walkthrough, ``q`` turns questions on, ``→`` asks
"Your turn: …" before the step, and the answer typed is marked — the same flow as
the tmux test (tests/test_e2e_tmux.py), through the server."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import subprocess
import sys
import time

import pytest

from conftest import SAMPLES
from test_serve_browser import _free_port, _get, _wait

_ESCAPE = re.compile(r"\x1b\[[0-9;?<>=]*[A-Za-z~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][A-Z0-9]|\x1b[=>78]")


class Screen:
    """The output of the served app, escape sequences taken out."""

    def __init__(self, ws: object):
        self.ws = ws
        self.text = ""

    async def wait_for(self, *wanted: str, seconds: float = 30) -> str:
        end = time.monotonic() + seconds
        start = len(self.text)
        while time.monotonic() < end:
            if all(w in self.text[start:] for w in wanted):
                return self.text[start:]
            try:
                message = await self.ws.receive(timeout=max(0.1, end - time.monotonic()))
            except asyncio.TimeoutError:
                break
            data = message.data
            if isinstance(data, bytes):
                self.text += _ESCAPE.sub("", data.decode("utf-8", "replace"))
        raise AssertionError(f"never shown: {wanted}; last: {self.text[-600:]!r}")

    async def keys(self, *keys: str) -> None:
        for key in keys:
            await self.ws.send_json(["stdin", key])
            await asyncio.sleep(0.2)


async def _ask(url: str, origin: str) -> str:
    import aiohttp

    async with aiohttp.ClientSession() as session:
        # the Origin the page's own script sends (the server refuses any other)
        async with session.ws_connect(url, max_msg_size=0,
                                      headers={"Origin": origin}) as ws:
            screen = Screen(ws)
            await screen.wait_for("Players ·", seconds=60)
            await screen.keys("w")
            await screen.wait_for("Walkthrough of round 4")
            await screen.keys("q")
            await screen.wait_for("Questions on")
            start = len(screen.text)
            for _ in range(10):  # a step that decides nothing is shown at once
                await screen.keys("\x1b[C")
                try:
                    await screen.wait_for("Your turn:", seconds=1)
                    break
                except AssertionError:
                    continue
            assert "Your turn: who moves down from bracket 1" in screen.text[start:]
            await screen.keys("3", "\r")
            marked = await screen.wait_for("✓ Right: 3")
            await screen.keys("\x11")  # ctrl+q
            return marked


@pytest.mark.slow
def test_the_questions_in_serve(tmp_path):
    path = tmp_path / "dutch-2009-seminar.toml"
    shutil.copy(SAMPLES / "dutch-2009-seminar.toml", path)
    port = _free_port()
    server = subprocess.Popen([sys.executable, "-m", "cardtable", "serve", str(path),
                               "--port", str(port), "--writable"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        page = _wait(lambda: _get(f"http://127.0.0.1:{port}/"), 60, "the server")
        found = re.search(rb'(ws://[^"\']+)', page)
        assert found is not None, page[:500]
        url = found.group(1).decode().replace("&amp;", "&")
        url += ("&" if "?" in url else "?") + "width=80&height=24"
        marked = asyncio.run(_ask(url, f"http://127.0.0.1:{port}"))
        assert "Score: 1 of 1" in marked
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
