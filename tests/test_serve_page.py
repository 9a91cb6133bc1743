"""The served page works without internet and has a text-size control (issue 24,
item 11): no font, style sheet or script from another site (textual-serve's own page
loads Roboto Mono from Google Fonts); the font comes from this server; A− A A+ reopen
the page at another text size (8 to 64 pixels)."""

from __future__ import annotations

import asyncio
import re

from aiohttp.test_utils import TestClient, TestServer

from cardtable.app.web import AppServer


def _get(*paths: str) -> list[tuple[int, str]]:
    async def run() -> list[tuple[int, str]]:
        server = AppServer("true", host="127.0.0.1", port=0, title="cardtable",
                           public_url="http://127.0.0.1:8000")
        async with TestClient(TestServer(await server._make_app())) as client:
            found = []
            for path in paths:
                response = await client.get(path)
                body = await response.read()
                found.append((response.status, body.decode("utf-8", "replace")
                              if path.startswith("/?") or path == "/" else str(len(body))))
            return found

    return asyncio.run(run())


def _fetched(page: str) -> list[str]:
    """Every address the page makes the browser fetch: src, href of a link or
    script, url() in a style."""
    return (re.findall(r'<(?:link|script|img)[^>]*?(?:href|src)="([^"]+)"', page, re.S)
            + re.findall(r'url\("?([^")]+)"?\)', page))


def test_the_page_loads_nothing_from_the_internet():
    (status, page), (font_status, size) = _get(
        "/", "/static/fonts/RobotoMono-VariableFont_wght.ttf")
    assert status == 200 and font_status == 200 and int(size) > 10_000
    fetched = _fetched(page)
    assert fetched and not [url for url in fetched
                            if re.match(r"https?://", url)
                            and not url.startswith("http://127.0.0.1")]
    assert "googleapis" not in page
    assert "@font-face" in page and "fonts/RobotoMono-VariableFont_wght.ttf" in page


def test_the_text_size_control_reopens_the_page_at_another_size():
    (_, normal), (_, large), (_, huge) = _get("/", "/?fontsize=24", "/?fontsize=1000")
    assert 'data-font-size="16"' in normal and 'href="?fontsize=20"' in normal
    assert 'data-font-size="24"' in large
    assert 'href="?fontsize=28"' in large and 'href="?fontsize=20"' in large
    assert 'data-font-size="64"' in huge and 'href="?fontsize=64"' in huge
