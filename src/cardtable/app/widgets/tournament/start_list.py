"""The start list: every player by pairing number (a late entry's provisional number
marked, C.04.2 art. 2.4) with title, rating, federation, points so far, and whether
they withdrew or join late; club on wide screens."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

from rich.text import Text

from cardtable.model.bulk import in_bulk
from cardtable.model.history import History
from cardtable.model.player import Player
from cardtable.model.roster import number_shown
from cardtable.model.tournament import Tournament
from cardtable.model.points import format_points

from ..tables.cursor import cursor_number
from ...long_lived import keep_long_lived
from ..tables.list_table import ListTable, text_width

#: A start list of this many players or more is set apart from the collector's full
#: collections once filled (:func:`keep_long_lived`: what is alive then, garbage cycles
#: included, stays until the program ends); a small tournament's collections take
#: milliseconds, and an app that opens files again and again would keep each.
KEPT_FROM = 1000

_COLUMNS = (("No", True), ("Name", False), ("Ti", False), ("Rtg", True), ("Pts", True),
            ("", False), ("Fed", False), ("Club", False))
#: Federation and club are shown from this width on.
_WIDE = 70


def requested_byes(tournament: Tournament) -> dict[int, str]:
    """``bye H R2`` (``bye H R2 F R5`` for two) for each player with a requested bye
    in a round not paired yet: one pass over those rounds, not one per player."""
    marks: dict[int, list[str]] = {}
    for rnd in tournament.rounds:
        if rnd.number >= tournament.next_round:
            for bye in tournament.requested_byes(rnd.number):
                marks.setdefault(bye.player, []).append(f"{bye.kind.label} R{rnd.number}")
    return {number: "bye " + " ".join(found) for number, found in marks.items()}


def status(player: Player, byes: Mapping[int, str] | None = None) -> str:
    """``out after 3`` for a withdrawal, ``joins in 4`` for a late entry; else the
    player's mark in ``byes`` (:func:`requested_byes`), if any."""
    if player.withdrawn_after is not None:
        return f"out after {player.withdrawn_after}"
    if player.joins_in is not None:
        return f"joins in {player.joins_in}"
    return byes.get(player.start_no, "") if byes else ""


#: the cells of a row as text, before they are styled
Row = tuple[str, ...]


#: how each column's cells are made (a plain string would be read as markup)
_CELLS: tuple[Callable[[str], Text], ...] = (
    partial(Text, justify="right"), partial(Text, no_wrap=True, overflow="ellipsis"), Text,
    partial(Text, justify="right"), partial(Text, justify="right"),
    partial(Text, style="italic"), Text, Text)


def _cells(values: Row, made: dict[tuple[int, str], Text]) -> list[Text]:
    """A row's cells, each a Text; one of the same column and text as a cell in
    ``made`` is that cell (at 10 000 players most cells repeat — the federation, the
    points, an empty title —: a third of the objects to make, measure and keep; a
    list never changes a cell in place, it puts another there)."""
    cells = []
    for column, (make, value) in enumerate(zip(_CELLS, values)):
        cell = made.get((column, value))
        if cell is None:
            cell = made[column, value] = make(value)
        cells.append(cell)
    return cells


class StartList(ListTable):
    """One row per player, keyed by their pairing number; federation and club only
    where there is room for them. After a change of the same players (a result, a
    bye) only the cells that changed are drawn again: a result saved at 10 000
    players does not fill the list anew."""

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self._tournament: Tournament | None = None
        self._wide: bool | None = None  # None: no rows laid out yet
        self._players: tuple[Player, ...] | None = None
        self._rows: list[Row] = []
        self._made: dict[tuple[int, str], Text] = {}
        """The cells made for the rows, by column and text (:func:`_cells`)."""
        self._kept = False
        """Whether the rows of the file opened have been filled once (then kept apart
        from the garbage collector's full collections, :func:`keep_long_lived`)."""
        self._fitted: tuple[int, int] = (0, 0)
        """The width the rows were laid out for, and the widest they need (the names
        whole): a new width lays them out again only where it shortens or lengthens
        the names (not on every resize of a 10 000-player list)."""

    def on_resize(self) -> None:
        if self._tournament is None:
            return
        laid_out, needed = self._fitted
        width = self.size.width
        if ((width >= _WIDE) != self._wide
                or (width != laid_out and min(width, laid_out) < needed)):
            self._fill(self._tournament)

    def show(self, tournament: Tournament) -> None:
        """Show ``tournament``'s players: at once when the list has its width, else
        when it gets it (one pass over 10 000 players, not one per width)."""
        self._tournament = tournament
        if not self.size.width:
            return
        if tournament.players is self._players and (self.size.width >= _WIDE) == self._wide:
            self._update(tournament)
        else:
            self._fill(tournament)

    def _values(self, tournament: Tournament) -> list[Row]:
        columns = len(_COLUMNS) if self._wide else len(_COLUMNS) - 2
        score = History(tournament).score
        byes = requested_byes(tournament)
        return [(number_shown(p), p.name, p.title, str(p.rating or ""),
                 format_points(score(p.start_no), "½"), status(p, byes), p.federation,
                 p.club)[:columns] for p in tournament.players]

    def _update(self, tournament: Tournament) -> None:
        """The same players: each cell that changed drawn again, the column measured
        again only when the cell is wider than it (a row still to be added is made
        from the new values when its step comes)."""
        rows = self._values(tournament)
        keys = list(self.columns)
        added = self.row_count
        changed = [index for index, (old, new) in enumerate(zip(self._rows, rows))
                   if old != new]
        self.widen(self._widths([rows[index] for index in changed if index >= added]))
        for index in (index for index in changed if index < added):
            row_key = str(tournament.players[index].start_no)
            for column, (before, after) in enumerate(zip(self._rows[index], rows[index])):
                if before != after:
                    cell = _cells(rows[index], self._made)[column]
                    self.update_cell(row_key, keys[column], cell, update_width=(
                        cell.cell_len > self.columns[keys[column]].content_width))
        self._rows = rows

    def _fill(self, tournament: Tournament) -> None:
        with in_bulk():
            self._add_rows(tournament)

    def _add_rows(self, tournament: Tournament) -> None:
        self._wide = self.size.width >= _WIDE
        keep = self.cursor_row
        self.clear(columns=True)
        columns = _COLUMNS if self._wide else _COLUMNS[:-2]
        self._rows = self._values(tournament)
        if not self._kept and len(tournament.players) >= KEPT_FROM:
            keep_long_lived()  # the file just read and its scores, before the fill's steps
        self._made = {}
        self._players = tournament.players
        widths = self._widths(self._rows)
        name_width = self._name_width(widths)
        for index, (label, right) in enumerate(columns):
            self.add_column(Text(label, justify="right" if right else "left"),
                            width=name_width if index == 1 else None)
        if tournament.players:
            self.add_rows_in_steps([str(p.start_no) for p in tournament.players],
                                   lambda index: _cells(self._rows[index], self._made),
                                   then=self._filled,
                                   cursor=min(keep, len(tournament.players) - 1),
                                   widths=widths)

    def _filled(self) -> None:
        if not self._kept and len(self._players or ()) >= KEPT_FROM:  # the file just opened
            self._kept = True
            keep_long_lived()

    def _widths(self, rows: list[Row]) -> list[int]:
        """Each column's widest cell (or label) in ``rows``, as the list measures it."""
        columns = _COLUMNS if self._wide else _COLUMNS[:-2]
        return [max([len(label), *(text_width(row[n]) for row in rows)])
                for n, (label, _) in enumerate(columns)]

    def _name_width(self, widths: list[int]) -> int | None:
        """The name column's width when the list would be wider than its frame
        (``widths``: each column's widest cell): the names are shortened (…), never the
        rating, points or "out after 3" after them (None: every name fits)."""
        padding = 2 * self.cell_padding * len(widths)  # (size: without the scrollbar)
        self._fitted = (self.size.width, sum(widths) + padding)
        over = sum(widths) + padding - self.size.width
        return max(widths[1] - over, 8) if over > 0 else None

    @property
    def start_no(self) -> int | None:
        """The player of the row under the cursor."""
        return cursor_number(self)
