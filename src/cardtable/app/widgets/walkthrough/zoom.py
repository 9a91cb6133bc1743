"""The walkthrough zoomed for a projector (``z``): fewer, larger things — the open
bracket's cards as their pairing numbers in big digits, S1 facing S2 a line each
(``-`` between a pair, ``↓`` after a floater, ``⇄`` after a player an
exchange moved), or the boards so far; nothing else."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Digits, Static

from .layout import Slot, SlotKind


def zoom_rows(left: tuple[Slot, ...], right: tuple[Slot, ...],
              moved: frozenset[int] = frozenset()) -> tuple[str, ...]:
    """The lines of S1 facing S2 in pairing numbers: ``3 - 5`` for a pair, ``3   5``
    facing, ``9 ↓`` for a floater, ``⇄`` after a player an exchange ``moved``; the
    section headings (S1R, S2R) left out."""
    rows = []
    for one, two in zip(left, right):
        if SlotKind.HEADING in (one.kind, two.kind):
            continue
        a = "" if one.start_no is None else str(one.start_no)
        b = "" if two.start_no is None else str(two.start_no)
        if not a and not b:
            continue
        paired = one.kind is SlotKind.PAIRED and two.kind is SlotKind.PAIRED
        a += (" ↓" if one.kind is SlotKind.FLOATER else "") + (
            "⇄" if one.start_no in moved else "")
        b += (" ↓" if two.kind is SlotKind.FLOATER else "") + (
            "⇄" if two.start_no in moved else "")
        rows.append(f"{a:>4} {'-' if paired else ' '} {b}".rstrip())
    return tuple(rows)


class ZoomView(VerticalScroll):
    """The lines of :func:`zoom_rows` (or the boards) in big digits under a title."""

    DEFAULT_CSS = """
    ZoomView { height: 1fr; padding: 0 2; }
    ZoomView > Static { text-style: bold; margin-bottom: 1; }
    ZoomView > Digits { width: auto; }
    """

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id)
        self.rows: tuple[str, ...] = ()
        self.title = ""

    def compose(self) -> ComposeResult:
        yield Static(id="zoom-title")

    def show(self, title: str, rows: tuple[str, ...]) -> None:
        """Show ``rows`` in big digits under ``title`` (only when they change)."""
        if (title, rows) == (self.title, self.rows):
            return
        self.title, self.rows = title, rows
        self.query_one("#zoom-title", Static).update(title)
        self.query(Digits).remove()
        self.mount_all(Digits(row) for row in rows)
