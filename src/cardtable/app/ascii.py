"""The ASCII fallback for a terminal whose font may lack the app's glyphs: a bare Linux
console (TERM=linux) or ``cardtable open --ascii``. Every glyph the app and Textual draw
is written as one ASCII character of the same width, so nothing moves: the rounded and
straight frames as ``+-|``, the toasts' and scroll bars' blocks as ``|`` and ``#``, the
header's ``⭘`` as ``o``, a complete round's ``✓`` as ``v``, ``½`` as ``=`` (TRF's
sign for a draw), the separators ``·``, ``–``, ``—``, ``…`` as ``.``, ``-``, ``-``,
``~``. The translation is made on the way out to the terminal, so the app itself and
its tests see the same text either way."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.app import App

_GROUPS = {
    "-": "─━┄┅┈┉╌╍═╴╶╸╺▔▁",
    "|": "│┃┆┇┊┋╎╏║╵╷╹╻▏▕▌▐",
    "+": "╭╮╰╯┌┐└┘├┤┬┴┼┍┎┑┒┕┖┙┚┝┞┟┠┡┢┣┥┦┧┨┩┪┫┭┮┯┰┱┲┳┵┶┷┸┹┺┻┽┾┿╀╁╂╃╄╅╆╇╈╉╊╋"
         "╒╓╔╕╖╗╘╙╚╛╜╝╞╟╠╡╢╣╤╥╦╧╨╩╪╫╬",
    "#": "█▂▃▄▅▆▇▀▉▊▋▍▎░▒▓",
    "o": "⭘●○◯",
    "v": "✓✔",
    "x": "✗✘",
    "=": "½",
    ".": "·•",
    "~": "…",
    ">": "▶▸►→»",
    "<": "◀◂◄←«",
    "^": "▲▴↑",
}
_SINGLE = {"–": "-", "—": "-", "’": "'", "‘": "'", "“": '"', "”": '"'}

#: every glyph the fallback replaces, with its ASCII character
GLYPHS: dict[int, str] = {ord(glyph): plain for plain, glyphs in _GROUPS.items()
                          for glyph in glyphs} | {ord(k): v for k, v in _SINGLE.items()}


def wanted(asked: bool, environ: dict[str, str] | None = None) -> bool:
    """Whether the app draws in ASCII: asked for (``--ascii``), or the terminal is a
    bare Linux console (TERM=linux), whose font may lack the glyphs."""
    env = os.environ if environ is None else environ
    return asked or env.get("TERM", "") == "linux"


def plain(text: str) -> str:
    """``text`` with every glyph of :data:`GLYPHS` in ASCII."""
    return text.translate(GLYPHS)


def install(app: App[None]) -> None:
    """Translate everything ``app`` writes to the terminal from now on (the driver is
    Textual's; its ``write`` is wrapped once it exists, i.e. from ``on_mount``)."""
    driver = app._driver
    if driver is None or getattr(driver, "_cardtable_ascii", False):
        return
    write = driver.write

    def write_plain(data: str) -> None:
        write(plain(data))

    driver.write = write_plain  # type: ignore[method-assign]
    driver._cardtable_ascii = True  # type: ignore[attr-defined]
