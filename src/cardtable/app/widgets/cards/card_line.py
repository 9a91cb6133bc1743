"""One player's card as a line on the card table: pairing number, name, score, colour
preference, colour history and floats, in as much width as there is. The fields have
the widths of :class:`CardColumns`, shared by the cards of one list (a pile, a
bracket, the try-it cards), so that they line up whatever each card holds: a shorter
colour history (a round not played, in the simplified Swiss), no float, a partner's
number or none."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from textual.content import Content

from cardtable.trace.steps import CardView

#: Cells taken by the marker, the number (3), the gaps and the score (3).
_FIXED = 1 + 3 + 1 + 1 + 3
#: The name keeps at least this many cells before optional fields are dropped.
_NAME_MIN = 8
#: Cells of the colour preference: ``W``, ``(W)``, ``w``.
_PREFERENCE = 3


@dataclass(frozen=True, slots=True)
class CardColumns:
    """The widths of a list's optional fields: the colour history (right-aligned, so
    that the last colours line up), the floats, and the suffix after the card (a
    partner ``–12``, ``PAB``, ``bd 3``), 0 when no card of the list has one."""

    colours: int = 0
    floats: int = 0
    suffix: int = 0

    @classmethod
    def of(cls, cards: Iterable[CardView], suffixes: Iterable[str] = ()) -> CardColumns:
        """The widths that fit every card of ``cards`` and every suffix."""
        cards = list(cards)
        return cls(max((len(c.colours) for c in cards), default=0),
                   max((len(c.floats) for c in cards), default=0),
                   max((len(s) for s in suffixes), default=0))

    @classmethod
    def widest(cls, columns: Iterable[CardColumns]) -> CardColumns:
        """The widths that fit every list of ``columns``."""
        columns = list(columns)
        return cls(max((c.colours for c in columns), default=0),
                   max((c.floats for c in columns), default=0),
                   max((c.suffix for c in columns), default=0))


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
              suffix: str = "", columns: CardColumns | None = None,
              shared: bool = False) -> Content:
    """``card`` in ``width`` cells: ``marker`` (one cell) before the number and
    ``suffix`` (a partner, ``PAB``) at the end, the whole line in ``style``. The
    preference, the colour history and the floats (previous round first, ``↓``/``↑``)
    follow the score while there is room, in that order; the name is cut last. With
    ``columns`` (the widths of the list the card is in) every card of the list keeps
    the same fields at the same places; without, the card's own widths. ``shared``:
    where the line is too narrow for the preference and a suffix both, the suffix
    takes the preference's place (a pile: a paired card's preference no longer
    counts, a waiting card's does)."""
    if columns is None:
        columns = CardColumns.of([card], [suffix])
    preference, size = card.preference, _PREFERENCE
    if shared and columns.suffix and \
            width - _FIXED - columns.suffix - 1 - _PREFERENCE - 1 < _NAME_MIN:
        size = max(_PREFERENCE, columns.suffix)
        preference, suffix = suffix or preference, ""
        columns = CardColumns(columns.colours, columns.floats)
    optional = [(size, f"{preference:>{size}}", preference_style(preference)),
                (columns.colours, f"{card.colours:>{columns.colours}}", "$foreground-muted"),
                (columns.floats, f"{card.floats.replace('·', ' '):<{columns.floats}}",
                 "$foreground-muted")]
    reserved = max(columns.suffix, len(suffix))
    room = width - _FIXED - (reserved + 1 if reserved else 0)
    kept = []
    for size, text, look in optional:
        if not size:
            continue
        if room - size - 1 < _NAME_MIN:
            break
        kept.append((f" {text}", look))
        room -= size + 1
    room = max(room, 1)
    name = short_name(card.name, room)
    tail = f" {suffix:<{reserved}}" if reserved else ""
    line = Content.assemble(marker[:1] or " ", (f"{card.start_no:>3}", "bold"), " ",
                            f"{name:<{room}} ", f"{card.score:>3}", *kept, tail)
    return line.stylize_before(style) if style else line
