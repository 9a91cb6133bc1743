"""The start list: every player by pairing number with title, rating, federation,
points so far, and whether they withdrew or join late; club on wide screens."""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text

from cardtable.model import History, Player, Tournament, format_points

from ..tables.cursor import cursor_number
from ..tables.list_table import ListTable, in_bulk

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


class StartList(ListTable):
    """One row per player, keyed by their pairing number; federation and club only
    where there is room for them."""

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self._tournament: Tournament | None = None
        self._wide: bool | None = None  # None: no rows laid out yet
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
        if self.size.width:
            self._fill(tournament)

    def _fill(self, tournament: Tournament) -> None:
        with in_bulk():
            self._add_rows(tournament)

    def _add_rows(self, tournament: Tournament) -> None:
        self._wide = self.size.width >= _WIDE
        keep = self.cursor_row
        self.clear(columns=True)
        columns = _COLUMNS if self._wide else _COLUMNS[:-2]
        score = History(tournament).score
        byes = requested_byes(tournament)
        rows = [[Text(str(p.start_no), justify="right"),
                 Text(p.name, no_wrap=True, overflow="ellipsis"), Text(p.title),
                 Text(str(p.rating or ""), justify="right"),
                 Text(format_points(score(p.start_no), "½"), justify="right"),
                 Text(status(p, byes), style="italic"), Text(p.federation),
                 Text(p.club)][:len(columns)] for p in tournament.players]
        name_width = self._name_width(rows, columns)
        for index, (label, right) in enumerate(columns):
            self.add_column(Text(label, justify="right" if right else "left"),
                            width=name_width if index == 1 else None)
        for p, cells in zip(tournament.players, rows):
            # every cell a Text: a plain string would be read as markup, cell by cell
            self.add_row(*cells, key=str(p.start_no))
        if tournament.players:
            self.move_cursor(row=min(keep, len(tournament.players) - 1))

    def _name_width(self, rows: list[list[Text]],
                    columns: tuple[tuple[str, bool], ...]) -> int | None:
        """The name column's width when the list would be wider than its frame: the
        names are shortened (…), never the rating, points or "out after 3" after them
        (None: every name fits)."""
        widths = [max([len(label), *(row[n].cell_len for row in rows)])
                  for n, (label, _) in enumerate(columns)]
        padding = 2 * self.cell_padding * len(columns)  # (size: without the scrollbar)
        self._fitted = (self.size.width, sum(widths) + padding)
        over = sum(widths) + padding - self.size.width
        return max(widths[1] - over, 8) if over > 0 else None

    @property
    def start_no(self) -> int | None:
        """The player of the row under the cursor."""
        return cursor_number(self)
