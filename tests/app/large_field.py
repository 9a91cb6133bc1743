"""A large tournament built with the model directly, for the app's speed at 10 000
players (tests/app/test_large_field.py, benchmarks/app_speed.py): it measures the app,
not the pairing engine; and the clock of the frames the app draws, that both time a key's
answer by."""

from __future__ import annotations

import random
import time

from textual.app import App
from textual.screen import Screen
from textual.widgets import DataTable

from cardtable.model.tournament import Bye, Game, Round, Settings, Tournament
from cardtable.model.results import ByeKind, GameResult
from cardtable.model.history import History
from cardtable.model.player import Player

RESULTS = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)


def large_tournament(players: int, rounds: int, seed: int = 1, *,
                     last_played: bool = True) -> Tournament:
    """``players`` players, ``rounds`` rounds paired: each round pairs neighbours in
    the order of score and number, results drawn by lot (the last round's left to
    enter unless ``last_played``)."""
    rng = random.Random(seed)
    field = tuple(Player(n, f"Player {n:04d}", max(1000, 2700 - n), federation="GER",
                         club="Club")
                  for n in range(1, players + 1))
    t = Tournament(Settings(name=f"Open of {players}", system="dutch", rounds=rounds + 2,
                            tiebreaks=("BH/C1", "BH", "SB")), field)
    for number in range(1, rounds + 1):
        history = History(t)
        order = sorted(field, key=lambda p: (-history.score(p.start_no), p.start_no))
        games = tuple(Game(board, *((order[k].start_no, order[k + 1].start_no)
                                    if (number + board) % 2 else
                                    (order[k + 1].start_no, order[k].start_no)),
                           rng.choice(RESULTS) if last_played or number < rounds else None)
                      for board, k in enumerate(range(0, players - 1, 2), start=1))
        byes = (Bye(order[-1].start_no, ByeKind.PAB),) if players % 2 else ()
        t = t.with_round(Round(number, games, byes))
    return t


class Frames:
    """When ``app`` drew each frame, and what it showed: the screen, the rows of its
    first list and that list's cursor row. Textual's ``App._display`` (given each frame
    the compositor has rendered) is wrapped, so a key's answer is read as the time from
    the key to the first frame that shows it, not Pilot's "idle" (which waits for a
    long list's fill in steps too, and for anything else the process does)."""

    def __init__(self, app: App[object]) -> None:
        self.drawn: list[tuple[float, Screen[object], int, int]] = []
        display = app._display

        def timed(screen: Screen[object], renderable: object) -> None:
            display(screen, renderable)  # type: ignore[arg-type]
            if renderable is not None and not app._batch_count:  # a frame drawn
                table = next(iter(screen.query(DataTable)), None)
                self.drawn.append((time.perf_counter(), screen,
                                   0 if table is None else table.row_count,
                                   -1 if table is None else table.cursor_row))

        app._display = timed  # type: ignore[method-assign]

    def first(self, since: float, screen: Screen[object], rows: int = 0,
              cursor: int | None = None) -> tuple[float, int] | None:
        """Milliseconds from ``since`` (a ``perf_counter`` time) to the first frame of
        ``screen`` showing at least ``rows`` rows (and the cursor on row ``cursor``),
        and the rows it showed (None: no such frame drawn yet)."""
        return next((((at - since) * 1000, count) for at, shown, count, row in self.drawn
                     if at >= since and shown is screen and count >= rows
                     and cursor in (None, row)), None)

    def first_ms(self, since: float, screen: Screen[object], rows: int = 0) -> float | None:
        """Milliseconds to the first frame of ``screen`` showing ``rows`` rows or more."""
        found = self.first(since, screen, rows)
        return None if found is None else found[0]
