"""The terminal app (Textual). The only package of cardtable that imports textual; it
uses the core's public API only (``cardtable.model``, ``.formats``, ``.systems``,
``.trace``, ``.tiebreaks``)."""

from __future__ import annotations

from pathlib import Path


def theme_names() -> list[str]:
    """Every theme ``--theme`` accepts: cardtable's own and Textual's."""
    from textual.theme import BUILTIN_THEMES

    from .themes import THEMES

    return [t.name for t in THEMES] + sorted(BUILTIN_THEMES)


def run(path: str | Path, *, theme: str | None = None, practice: bool = False,
        ascii_only: bool = False) -> None:
    """Open ``path`` in the app and return when the user quits; with ``practice``
    nothing is ever written to it; with ``ascii_only`` (or TERM=linux) every glyph is
    drawn in ASCII (:mod:`.ascii`)."""
    from . import ascii
    from .app import CardtableApp

    CardtableApp(path, theme=theme, practice=practice,
                 ascii_only=ascii.wanted(ascii_only)).run()


def serve(command: str, *, host: str, port: int, title: str, public_url: str,
          allowed_hosts: tuple[str, ...] = (), behind_proxy: bool = False) -> None:
    """Serve the app to web browsers with textual-serve until interrupted: each
    visitor gets a process of their own running ``command`` (a shell command). The page
    follows the address each browser used (``public_url`` when a request gives none);
    see :mod:`cardtable.app.web`; a request's host must be this server's or one of
    ``allowed_hosts``, and a proxy's forwarded headers count only ``behind_proxy``."""
    from .web import AppServer

    AppServer(command, host=host, port=port, title=title, public_url=public_url,
              allowed_hosts=allowed_hosts, behind_proxy=behind_proxy).serve()
