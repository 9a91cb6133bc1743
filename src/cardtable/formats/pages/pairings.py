"""The pairings of a round as the hall needs them: by board (white with title and
rating, the result column blank or filled, black) and the alphabetical list that tells
each player their board, colour and opponent. A system without colours (SwissBG, a
backgammon Swiss) prints "Player" and "Opponent" and no colour column."""

from __future__ import annotations

from fractions import Fraction

from ...model.results import ByeKind, Outcome
from ...model.tournament import Game, Round, Tournament
from ...model.history import History
from ...model.points import format_points
from ...model.folding import folded
from ..html import document, table_element
from ..tables import Table
from .header import header, rating, titled

BYE_NAMES = {ByeKind.PAB: "pairing-allocated bye", ByeKind.FULL: "full-point bye",
             ByeKind.HALF: "half-point bye", ByeKind.ZERO: "zero-point bye",
             ByeKind.EMPTY_BOARD: "won by forfeit: empty board"}


def by_name(name: str) -> str:
    """The order of a printed list of names: letters without their accents first
    (Köhler before Krüger), case ignored."""
    return folded(name) + "\0" + name


def _round(tournament: Tournament, round_no: int) -> Round:
    rnd = tournament.round(round_no)
    if not rnd.paired and not rnd.byes:
        raise ValueError(f"round {round_no} is not paired")
    return rnd


def _line(tournament: Tournament, round_no: int) -> str:
    total = f" of {tournament.settings.rounds}" if tournament.settings.rounds else ""
    date = tournament.round(round_no).date
    return f"Round {round_no}{total}" + (f", {date}" if date else "")


def pairings_page(tournament: Tournament, round_no: int, *, colours: bool = True,
                  predetermined: bool = False) -> str:
    """Board, white (number, title and name, rating, points before the round), result,
    black (points, name, rating, number), then the byes (``predetermined``: a round
    robin's free round, C.05 Annex 1)."""
    rnd = _round(tournament, round_no)
    score = History(tournament, round_no - 1).score
    rows = []
    for game in sorted(rnd.games, key=lambda g: g.board):
        white, black = tournament.player(game.white), tournament.player(game.black)
        result = game.result.token if game.result is not None else ""
        rows.append((str(game.board), str(white.start_no), titled(white), rating(white),
                     _pts(score(white.start_no)), result, _pts(score(black.start_no)),
                     titled(black), rating(black), str(black.start_no)))
    for bye in sorted(rnd.byes, key=lambda b: b.player):
        player = tournament.player(bye.player)
        rows.append(("", str(player.start_no), titled(player), rating(player),
                     _pts(score(player.start_no)),
                     "free" if predetermined else BYE_NAMES[bye.kind], "", "", "", ""))
    table = Table("", "", ("Board", "No", "White" if colours else "Player", "Rtg", "Pts",
                           "Result", "Pts", "Black" if colours else "Opponent", "Rtg", "No"),
                  tuple(rows),
                  (True, True, False, True, True, False, True, False, True, True))
    body = header(tournament, _line(tournament, round_no)) + "\n" + table_element(table)
    return document(f"{tournament.settings.name} — pairings", body)


def _pts(points: Fraction) -> str:
    return format_points(points, "½")


def alphabetical_page(tournament: Tournament, round_no: int, *,
                      colours: bool = True, predetermined: bool = False) -> str:
    """Every player of the round by name: their board, colour and opponent (or bye)."""
    rnd = _round(tournament, round_no)
    seats: dict[int, tuple[str, str, str]] = {}
    for game in rnd.games:
        white, black = tournament.player(game.white), tournament.player(game.black)
        seats[white.start_no] = (str(game.board), "White", titled(black))
        seats[black.start_no] = (str(game.board), "Black", titled(white))
    for bye in rnd.byes:
        seats[bye.player] = ("", "", "free" if predetermined else BYE_NAMES[bye.kind])
    players = sorted((tournament.player(n) for n in seats), key=lambda p: by_name(p.name))
    keep = (0, 1, 2) if colours else (0, 2)
    rows = tuple((p.name, str(p.start_no), *(seats[p.start_no][i] for i in keep))
                 for p in players)
    columns = ("Name", "No", "Board", *(("Colour",) if colours else ()), "Opponent")
    table = Table("", "", columns, rows, (False, True, True, False, False)[:len(columns)])
    body = header(tournament, _line(tournament, round_no)) + "\n" + table_element(table)
    return document(f"{tournament.settings.name} — pairings by name", body)


_MARKS = {Outcome.WIN: "1", Outcome.DRAW: "½", Outcome.LOSS: "0",
          Outcome.FORFEIT_WIN: "+", Outcome.FORFEIT_LOSS: "-"}


def _from_left(game: Game | None, left: int) -> str:
    """A game's result as the match's first player sees it (``1-0``: they won, ``-/+``
    they lost by forfeit); empty until entered."""
    if game is None or game.result is None:
        return ""
    mine = game.result.outcome_for(game.white == left)
    theirs = game.result.outcome_for(game.white != left)
    forfeit = not game.result.played
    return f"{_MARKS[mine]}{'/' if forfeit else '-'}{_MARKS[theirs]}"


def match_pairings_page(tournament: Tournament, round_no: int, games: int) -> str:
    """A system whose pairing is a match of ``games`` games in as many rounds of the
    file (Double-Swiss, C.04.5 Preface: two games, the colours alternating): the
    match that round ``round_no`` is a game of, board by board: the first player
    (White in game 1, Black in game 2), each game's result from their side, the
    opponent; then the byes, which apply to the whole match."""
    first = (round_no - 1) // games * games + 1
    rnd = _round(tournament, first)
    score = History(tournament, first - 1).score
    rows = []
    for game in sorted(rnd.games, key=lambda g: g.board):
        white, black = tournament.player(game.white), tournament.player(game.black)
        results = [_from_left(next((g for g in tournament.round(n).games
                                    if {g.white, g.black} == {game.white, game.black}), None),
                              game.white) for n in range(first, first + games)]
        rows.append((str(game.board), str(white.start_no), titled(white), rating(white),
                     _pts(score(white.start_no)), *results, _pts(score(black.start_no)),
                     titled(black), rating(black), str(black.start_no)))
    for bye in sorted(rnd.byes, key=lambda b: b.player):
        player = tournament.player(bye.player)
        rows.append(("", str(player.start_no), titled(player), rating(player),
                     _pts(score(player.start_no)), BYE_NAMES[bye.kind],
                     *([""] * (games + 3))))
    colours = [f"Game {k} ({'W–B' if k % 2 else 'B–W'})" for k in range(1, games + 1)]
    table = Table("", "", ("Board", "No", "Player", "Rtg", "Pts", *colours, "Pts", "Opponent",
                           "Rtg", "No"), tuple(rows),
                  (True, True, False, True, True, *([False] * games), True, False, True,
                   True))
    match = (first - 1) // games + 1
    last = first + games - 1
    total = (f" of {tournament.settings.rounds // games}" if tournament.settings.rounds
             else "")
    line = f"Match {match}{total} (rounds {first} to {last}" if games > 2 else (
        f"Match {match}{total} (rounds {first} and {last}")
    line += "; the first player has White in game 1, the colours alternate)"
    body = header(tournament, line) + "\n" + table_element(table)
    return document(f"{tournament.settings.name} — pairings", body)
