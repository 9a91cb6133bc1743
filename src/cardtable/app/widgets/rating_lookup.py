"""Players from FIDE's rating list in the add form: as the name (or the FIDE ID) is
typed, the players of the imported list whose name starts so (or with that ID) are
listed under the fields; ``down`` goes into the list, ``enter`` on a player fills the
form with the list's name, rating (of the tournament's list: standard, rapid or
blitz), title, federation, birth year and FIDE ID. Without an imported list
(``cardtable ratings import``) the widget stays hidden and the form is as before.

A look-up is one range query on the index's normalised names (well under a
millisecond on a million players, ``benchmarks/ratings_list.py``), so it runs as the
key is handled."""

from __future__ import annotations

import sqlite3

from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from cardtable.formats.errors import FileError
from cardtable.formats.fide_list import ListedPlayer
from cardtable.formats.rating_index import RatingIndex

#: players listed at most (the form stays within 80×24)
SHOWN = 4


class RatingLookup(OptionList):
    """The players of the list that fit what was typed."""

    DEFAULT_CSS = """
    RatingLookup { height: auto; max-height: 7; border: none; padding: 0; display: none; }
    RatingLookup.found { display: block; }
    """

    class Chosen(Message):
        """A player of the list was chosen: the form takes their details."""

        def __init__(self, player: ListedPlayer) -> None:
            super().__init__()
            self.player = player

    def __init__(self, rate: str) -> None:
        super().__init__(id="rating-lookup", compact=True)
        self.rate = rate
        self.found: list[ListedPlayer] = []
        try:
            self.index: RatingIndex | None = RatingIndex()
        except FileError:  # no list imported: nothing to look up
            self.index = None

    def on_unmount(self) -> None:
        if self.index is not None:
            self.index.close()

    def look_up(self, typed: str) -> None:
        """List the players whose name starts with ``typed``, or whose FIDE ID it is."""
        typed = typed.strip()
        try:
            self.found = (self.index.search(typed, SHOWN)
                          if self.index is not None and len(typed) >= 2 else [])
        except sqlite3.Error:  # the index replaced by a damaged file: no look-up
            self.found = []
        self.clear_options()
        if self.found and self.index is not None:
            self.add_option(Option(f"FIDE's list of {self.index.about.list_date} · down, "
                                   f"enter: fill the form", disabled=True))
        self.add_options(Option(self._line(p)) for p in self.found)
        self.set_class(bool(self.found), "found")

    def _line(self, p: ListedPlayer) -> str:
        rating = p.rating(self.rate)
        return " ".join(part for part in (
            p.title, p.name, p.federation, str(p.birth_year or ""),
            f"{self.rate} {rating}" if rating else f"no {self.rate} rating",
            f"ID {p.fide_id}") if part)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        # option 0 is the line that names the list
        self.post_message(self.Chosen(self.found[event.option_index - 1]))
