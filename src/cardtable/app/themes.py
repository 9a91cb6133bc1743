"""The app's themes: ``cardtable`` (the default, a dark card table) and
``high-contrast`` for projectors: pure black and white, yellow for what is selected,
no translucent text. Both stay readable when a 16-colour terminal (TERM=xterm) maps
them to its standard colours. ``--theme`` also takes any of Textual's own themes."""

from __future__ import annotations

from dataclasses import replace

from textual.theme import Theme

DEFAULT_THEME = "cardtable"
HIGH_CONTRAST = "high-contrast"

CARDTABLE = Theme(
    name=DEFAULT_THEME,
    primary="#4C9A6A",
    secondary="#2E6B4F",
    accent="#E8B04A",
    warning="#E8B04A",
    error="#E0605A",
    success="#6CC08B",
    foreground="#E6E6E6",
    background="#101512",
    surface="#18201B",
    panel="#223029",
    dark=True,
)

CONTRAST = Theme(
    name=HIGH_CONTRAST,
    primary="#00FFFF",
    secondary="#FFFFFF",
    accent="#FFFF00",
    warning="#FFFF00",
    error="#FF5050",
    success="#00FF00",
    foreground="#FFFFFF",
    background="#000000",
    surface="#000000",
    panel="#000000",
    dark=True,
    text_alpha=1.0,
    luminosity_spread=0.0,
    variables={
        "text-muted": "#FFFFFF",
        "text-disabled": "#C0C0C0",
        "foreground-muted": "#FFFFFF",
        "foreground-disabled": "#B0B0B0",
        "border": "#FFFF00",
        "border-blurred": "#FFFFFF",
        "block-cursor-background": "#FFFF00",
        "block-cursor-foreground": "#000000",
        "block-cursor-text-style": "bold",
        "block-cursor-blurred-background": "#FFFFFF",
        "block-cursor-blurred-foreground": "#000000",
        "footer-background": "#000000",
        "footer-key-foreground": "#FFFF00",
        "footer-description-foreground": "#FFFFFF",
        "input-cursor-background": "#FFFF00",
        "input-cursor-foreground": "#000000",
        "scrollbar": "#FFFFFF",
        "scrollbar-background": "#000000",
    },
)

THEMES: tuple[Theme, ...] = (CARDTABLE, CONTRAST)

#: With 16 colours (TERM=xterm, a Linux console) the selected row and the table's header
#: both came out bright white on grey: the selected row is black on yellow there.
SIXTEEN_COLOURS = {"block-cursor-background": "#E8B04A", "block-cursor-foreground": "#000000",
                   "block-cursor-text-style": "bold"}


def themes_for(color_system: str | None) -> tuple[Theme, ...]:
    """The themes to register for a terminal of ``color_system`` (Rich's name:
    ``standard`` and ``windows`` have 16 colours)."""
    if color_system not in ("standard", "windows"):
        return THEMES
    return (replace(CARDTABLE, variables={**CARDTABLE.variables, **SIXTEEN_COLOURS}),
            CONTRAST)
