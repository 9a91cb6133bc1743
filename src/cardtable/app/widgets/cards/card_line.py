"""One player's card as a line on the card table: pairing number, name, score, colour
preference, colour history and floats, in as much width as there is. The fields have
fixed widths, so that the cards of one pile or one bracket line up."""

from __future__ import annotations

from textual.content import Content

from cardtable.trace import CardView

#: Cells taken by the marker, the number (3), the gaps and the score (3).
_FIXED = 1 + 3 + 1 + 1 + 3
#: The name keeps at least this many cells before optional fields are dropped.
_NAME_MIN = 8


def preference_style(preference: str) -> str:
    """How a colour preference is shown (C.04.3 art. 1.7, written as in the trace):
    absolute (``W``) stands out, strong (``(W)``) is plain, mild (``w``) recedes."""
    if len(preference) == 1 and preference.isupper():
        return "bold $text-warning"
    if preference.islower():
        return "$foreground-muted"
    return ""


def short_name(name: str, width: int) -> str:
    """``name`` in ``width`` cells: whole, else the surname (before the comma), else
    cut with an ellipsis."""
    if len(name) <= width:
        return name
    surname = name.split(",")[0].strip()
    if len(surname) <= width:
        return surname
    return surname[:max(width - 1, 1)] + "…"


def card_line(card: CardView, width: int, *, style: str = "", marker: str = " ",
              suffix: str = "") -> Content:
    """``card`` in ``width`` cells: ``marker`` (one cell) before the number and
    ``suffix`` (a partner, ``PAB``) at the end, the whole line in ``style``. The
    preference, the colour history and the floats (previous round first, ``↓``/``↑``)
    follow the score while there is room, in that order; the name is cut last."""
    optional = [(f" {card.preference:>3}", preference_style(card.preference)),
                (f" {card.colours}", "$foreground-muted") if card.colours else None,
                (f" {card.floats.replace('·', ' ')}", "$foreground-muted") if card.floats else None]
    tail = f" {suffix}" if suffix else ""
    room = width - _FIXED - len(tail)
    kept = []
    for field in filter(None, optional):
        if room - len(field[0]) < _NAME_MIN:
            break
        kept.append(field)
        room -= len(field[0])
    room = max(room, 1)
    name = short_name(card.name, room)
    line = Content.assemble(marker[:1] or " ", (f"{card.start_no:>3}", "bold"), " ",
                            f"{name:<{room}} ", f"{card.score:>3}", *kept, tail)
    return line.stylize_before(style) if style else line
