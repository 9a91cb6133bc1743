"""The games of one match, to enter their results together (the app's match form): a
team match's boards, or a Double-Swiss match's two games.

* Swiss Team Pairing System (C.04.6): a match is N boards between the players of two
  teams, published in one round of the file; the team's colour is its board-1
  player's, boards alternate (art. 1.6); the game points are the board results and the
  team with more wins the match (art. 1.2, match points of record 362).
* Double-Swiss (C.04.5 Preface): a match is two games with alternating colours, rounds
  2m-1 and 2m of the file (the plug-in's ``rounds_per_pairing``), the same two players
  with the colours reversed; the match score is the points of both games (art. 1.2.1).

A system whose pairing is one game has no match form (None)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Sequence

from ..model.tournament import Game, Tournament
from ..model.results import GameResult
from ..model.points import format_points
from ..model.integrity import result_entered
from ..model.lineup import team_matches, white_team
from .competition import competition, teams_of
from .registry import entry


@dataclass(frozen=True, slots=True)
class MatchGame:
    """One game of a match: the round of the file it is in, the game, and its name in
    the match (``Board 2``, ``Game 1``)."""

    round_no: int
    game: Game
    label: str


@dataclass(frozen=True, slots=True)
class EmptyBoard:
    """A board of a team match empty on one side (a short line-up): ``winner``, the
    player opposite, won it by forfeit (C.04.6 art. 0 with C.04.1 art. 4)."""

    label: str
    winner: int


@dataclass(frozen=True, slots=True)
class BoardMatch:
    """A match: its title, the two sides' names (the first is White on the match's
    first game) and its games in order. ``teams``: the two teams' TPNs (None for a
    Double-Swiss match); ``empty``: a team match's boards empty on one side."""

    title: str
    sides: tuple[str, str]
    games: tuple[MatchGame, ...]
    teams: tuple[int, int] | None = None
    empty: tuple[EmptyBoard, ...] = ()


def board_match(t: Tournament, round_no: int, board: int) -> BoardMatch | None:
    """The match that board ``board`` of round ``round_no`` belongs to (None: the
    system pairs single games, or the board is not a team match's)."""
    game = next((g for g in t.round(round_no).games if g.board == board), None)
    if game is None:
        return None
    if competition(t) is not None:
        return _team_match(t, round_no, game)
    if entry(t.settings.system).rounds_per_pairing > 1:
        return _two_games(t, round_no, game)
    return None


def round_matches(t: Tournament, round_no: int) -> tuple[BoardMatch, ...]:
    """Every match of round ``round_no``, in the order of their first boards: a team
    competition's team matches, or a Double-Swiss round's matches (each with its other
    game); empty for a system that pairs single games."""
    found: list[BoardMatch] = []
    seen: set[int] = set()
    for game in sorted(t.round(round_no).games, key=lambda g: g.board):
        if game.board in seen:
            continue
        match = board_match(t, round_no, game.board)
        if match is None:
            continue
        seen |= {m.game.board for m in match.games if m.round_no == round_no}
        found.append(match)
    return tuple(found)


def _team_match(t: Tournament, round_no: int, game: Game) -> BoardMatch | None:
    """The boards of the round between the two teams of ``game`` in the match's board
    order (:mod:`cardtable.model.lineup`; C.04.6 art. 1.6: the first team is the one
    White on board 1, the boards alternating), its empty boards apart."""
    match = next((m for m in team_matches(t, round_no)
                  if any(game.white in pair for pair in m.boards)), None)
    if match is None:
        return None
    rnd = t.round(round_no)
    names = {team.tpn: team.name for team in t.teams}
    games: list[MatchGame] = []
    empty: list[EmptyBoard] = []
    for k, (first, second) in enumerate(match.boards, start=1):
        played = rnd.game_of(first) if first and second else None
        if played is None:
            if first or second:
                empty.append(EmptyBoard(f"Board {k}", first or second))
            continue
        games.append(MatchGame(round_no, played, f"Board {k}"))
    lead = white_team(match, rnd.game_of)
    if lead is None:
        return None
    numbers = sorted(g.game.board for g in games)
    return BoardMatch(f"Round {round_no}, boards {numbers[0]}–{numbers[-1]}",
                      (names[lead[0]], names[lead[1]]), tuple(games), lead, tuple(empty))


def _two_games(t: Tournament, round_no: int, game: Game) -> BoardMatch:
    """The games of the match of ``game``: the same two players in each round of the
    file the match covers (C.04.5 Preface), game 1 first."""
    every = entry(t.settings.system).rounds_per_pairing
    first = (round_no - 1) // every * every + 1
    players = {game.white, game.black}
    games: list[MatchGame] = []
    for number in range(first, min(first + every, t.last_paired_round + 1)):
        found = next((g for g in t.round(number).games if {g.white, g.black} == players),
                     None)
        if found is not None:
            games.append(MatchGame(number, found, f"Game {number - first + 1}"))
    names = {p.start_no: p.name for p in t.players}
    lead = games[0].game
    rounds = " and ".join(str(g.round_no) for g in games)
    return BoardMatch(f"Match {(first - 1) // every + 1} (round{'s' if len(games) > 1 else ''}"
                      f" {rounds})", (names[lead.white], names[lead.black]), tuple(games))


def with_results(t: Tournament, match: BoardMatch,
                 results: Sequence[GameResult | None]) -> Tournament:
    """The tournament with the match's games given ``results`` (in the match's order;
    None clears a result): one change, saved at once."""
    for played, result in zip(match.games, results, strict=True):
        t = result_entered(t, played.round_no, played.game.board, result)
    return t


def match_score(t: Tournament, match: BoardMatch) -> str:
    """The match as its results stand in ``t``: each side's game points, and for a team
    match its match points once every board has its result (C.04.6 art. 1.2; a match
    with no result yet is "not played yet", not a drawn one); a Double-Swiss match's
    points are its games' (C.04.5 art. 1.2.1)."""
    first, second = match.sides
    if match.teams is not None:
        boards = [next(g for g in t.round(m.round_no).games if g.board == m.game.board)
                  for m in match.games]
        if all(g.result is None for g in boards):
            return f"{first} – {second} · not played yet"
        (mp1, gp1), (mp2, gp2) = teams_of(t).match_result(
            match.games[0].round_no, *match.teams)
        score = f"{first} {format_points(gp1, '½')} – {format_points(gp2, '½')} {second}"
        if any(g.result is None for g in boards):  # match points once it is over
            return score
        return score + (f" · match points {format_points(mp1, '½')} – "
                        f"{format_points(mp2, '½')}")
    lead = match.games[0].game.white
    points = [Fraction(0), Fraction(0)]
    for played in match.games:
        now = next(g for g in t.round(played.round_no).games
                   if g.board == played.game.board)
        if now.result is None:
            continue
        for side, white in ((0, now.white == lead), (1, now.white != lead)):
            points[side] += t.settings.points.for_outcome(now.result.outcome_for(white))
    return (f"{first} {format_points(points[0], '½')} – {format_points(points[1], '½')} "
            f"{second}")
