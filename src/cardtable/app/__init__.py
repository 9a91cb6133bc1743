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


def run(path: str | Path, *, theme: str | None = None, practice: bool = False) -> None:
    """Open ``path`` in the app and return when the user quits; with ``practice``
    nothing is ever written to it."""
    from .app import CardtableApp

    CardtableApp(path, theme=theme, practice=practice).run()
