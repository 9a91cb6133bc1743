"""The board list of one round as the arbiter posts it: board, White with their points
before the round, the result, Black; a flag on a board whose pairing was changed by
hand. Results are updated cell by cell, so entering one stays quick with 500 boards."""

from __future__ import annotations

from rich.text import Text
from textual.widgets.data_table import ColumnKey

from cardtable.model.tournament import Game, Tournament
from cardtable.model.history import History
from cardtable.model.points import format_points
from cardtable.systems.registry import entry

from ..tables.cursor import cursor_number
from ..tables.list_table import ListTable

_COLUMNS = (("Bd", True), ("No", True), ("White", False), ("Pts", True),
            ("Result", False), ("Pts", True), ("Black", False), ("No", True), ("", False))
RESULT, FLAG = "result", "flag"
#: Shown on a board whose published pairing was changed by hand (``Game.override``).
OVERRIDE_FLAG = "⚠"
#: what a drawn list shows: the round and each board's (board, White, Black)
Layout = tuple[int, tuple[tuple[int, int, int], ...]]


def _cell(text: str, right: bool = False, style: str = "") -> Text:
    return Text(text, justify="right" if right else "left", style=style)


def _result(game: Game) -> Text:
    if game.result is None:
        return _cell("  ·  ", style="dim")
    score = f" {game.match_score[0]}:{game.match_score[1]}" if game.match_score else ""
    return _cell(f" {game.result.token}{score}", style="bold")


class BoardList(ListTable):
    """One row per board, keyed by the board number."""

    def __init__(self, *, id: str | None = None):
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self._shown: Layout | tuple[()] = ()
        self._games: dict[int, Game] = {}
        self._colours = True

    def on_mount(self) -> None:
        self._columns_for(colours=True)

    def _columns_for(self, *, colours: bool) -> None:
        """White and Black, or (a system without colours: SwissBG) two players."""
        self.clear(columns=True)
        self._colours = colours
        for index, (label, right) in enumerate(_COLUMNS):
            key = {4: RESULT, 8: FLAG}.get(index, str(index))
            if not colours and label in ("White", "Black"):
                label = "Player"
            self.add_column(_cell(label, right), key=key)

    def show(self, tournament: Tournament, round_no: int) -> None:
        """The boards of ``round_no``; when the same boards are shown already, only the
        results and flags that changed are redrawn."""
        games = tournament.round(round_no).games
        if entry(tournament.settings.system).colours != self._colours:
            self._columns_for(colours=not self._colours)
            self._shown = ()
        if self._shown[:1] == (round_no,) and self._same_boards(games):
            for game in games[:self.row_count]:  # the rest: made when added
                old = self._games[game.board]
                if old is not game:
                    self._redraw(old, game)
            self._games = {g.board: g for g in games}
            return
        keep = (self.cursor_row if self._shown[:1] == (round_no,)
                else next((i for i, g in enumerate(games) if g.result is None), 0))
        self.clear()
        layout = (round_no, tuple((g.board, g.white, g.black) for g in games))
        score = History(tournament, round_no - 1).score
        name = {p.start_no: p.name for p in tournament.players}
        boards = [game.board for game in games]
        self._shown = layout
        self._games = {g.board: g for g in games}

        def cells(index: int) -> list[Text]:
            game = self._games[boards[index]]  # as it stands when the row is added
            return [_cell(str(game.board), True), _cell(str(game.white), True),
                    Text(name[game.white]),
                    _cell(format_points(score(game.white), "½"), True), _result(game),
                    _cell(format_points(score(game.black), "½"), True),
                    Text(name[game.black]), _cell(str(game.black), True),
                    _cell(OVERRIDE_FLAG if game.override else "", style="bold")]

        if games:
            self.add_rows_in_steps([str(b) for b in boards], cells,
                                   cursor=min(keep, len(games) - 1))

    def _same_boards(self, games: tuple[Game, ...]) -> bool:
        """Whether ``games`` are the boards shown, with the same players: a game that is
        the very object shown is (a result entered replaces one game of 5 000)."""
        return len(games) == len(self._games) and all(
            game is old or (game.board, game.white, game.black) == (
                old.board, old.white, old.black)
            for game, old in zip(games, self._games.values()))

    def _redraw(self, old: Game, game: Game) -> None:
        """The result and the flag of a board drawn again where they changed."""
        if (old.result, old.match_score) != (game.result, game.match_score):
            cell = _result(game)
            # the column measured again only when the cell is wider (a match score):
            # measuring 5 000 boards would hold up the next key
            self.update_cell(str(game.board), RESULT, cell, update_width=(
                cell.cell_len > self.columns[ColumnKey(RESULT)].content_width))
        if old.override != game.override:
            self.update_cell(str(game.board), FLAG,
                             _cell(OVERRIDE_FLAG if game.override else ""))

    def next_without_result(self) -> None:
        """Move to the next board without a result (after the cursor, then from the
        top); stay when every board has one. Only among the rows added so far: a long
        list still being filled never moves the cursor past them."""
        games = list(self._games.values())[:self.row_count]
        start = self.cursor_row
        order = games[start + 1:] + games[:start + 1]
        target = next((g for g in order if g.result is None), None)
        if target is not None:
            self.move_cursor(row=games.index(target))

    def next_after(self, board: int) -> None:
        """Move to the first board after board ``board`` (stay on the last board)."""
        rows = [g.board for g in self._games.values()][:self.row_count]
        later = [row for row, number in enumerate(rows) if number > board]
        if later:
            self.move_cursor(row=later[0])

    @property
    def board(self) -> Game | None:
        """The game on the row under the cursor."""
        number = cursor_number(self)
        return None if number is None else self._games.get(number)
