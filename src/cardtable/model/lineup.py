"""The boards of a round's team matches (C.04.6 art. 1.6: a match is N boards between
the players of two teams, board 1 in the first team's colour, the boards alternating).

A match's boards are its two teams' players face to face: the games between them and
the boards left empty. A board whose seat is empty on one side (a short line-up: the
team has fewer players present than boards) is won by forfeit by the player opposite
(:attr:`~.results.ByeKind.EMPTY_BOARD`). The board order of a team is its roster's
(record 310), its empty boards last, unless the round names another
(:class:`~.team.Lineup`, TRF-2026 record 300); the other team's order follows from
the games."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .results import ByeKind
from .team import Lineup, Team
from .tournament import Game, Round, Tournament


@dataclass(frozen=True, slots=True)
class MatchBoards:
    """One match of a round: its two teams (TPNs, the one whose order leads first)
    and its boards, board 1 first, as (player of the first team, player of the
    second), 0 for an empty seat."""

    teams: tuple[int, int]
    boards: tuple[tuple[int, int], ...]

    def lineup_of(self, tpn: int) -> tuple[int, ...]:
        """The players of team ``tpn`` board by board (0: an empty board)."""
        side = self.teams.index(tpn)
        return tuple(pair[side] for pair in self.boards)


def white_team(match: MatchBoards,
               game_of: Callable[[int], Game | None]) -> tuple[int, int] | None:
    """The match's two teams, the one White on board 1 first (C.04.6 art. 1.6: a
    team's colour is its board-1 player's, the boards alternating), from the first
    board with a game (``game_of``: a player's game of the round); None without one."""
    for k, (first, second) in enumerate(match.boards):
        game = game_of(first) if first and second else None
        if game is not None:
            first_white = (game.white == first) == (k % 2 == 0)
            return match.teams if first_white else (match.teams[1], match.teams[0])
    return None


def roster_order(team: Team, players: set[int] | frozenset[int]) -> tuple[int, ...]:
    """``players`` of ``team`` in the order of its roster (record 310)."""
    return tuple(m for m in team.roster if m in players)


def team_matches(tournament: Tournament, round_no: int,
                 teams: tuple[Team, ...] | None = None) -> tuple[MatchBoards, ...]:
    """The team matches of round ``round_no``, by their lower TPN: each pair of teams
    whose players have games between them, with the boards left empty. ``teams``: the
    tournament's unless given (a tournament without teams, paired as teams of one)."""
    rnd = tournament.round(round_no)
    teams = tournament.teams if teams is None else teams
    by_tpn = {t.tpn: t for t in teams}
    team_of = {m: t.tpn for t in teams for m in t.roster}
    games: dict[tuple[int, int], dict[int, int]] = {}
    for game in rnd.games:
        a, b = team_of.get(game.white), team_of.get(game.black)
        if a is None or b is None or a == b:
            continue
        pair = (min(a, b), max(a, b))
        faced = games.setdefault(pair, {})
        faced[game.white], faced[game.black] = game.black, game.white
    empty: dict[int, set[int]] = {}
    for bye in rnd.byes:
        if bye.kind is ByeKind.EMPTY_BOARD and bye.player in team_of:
            empty.setdefault(team_of[bye.player], set()).add(bye.player)
    stated = {line.team: line for line in rnd.lineups}
    return tuple(_match(by_tpn[a], by_tpn[b], faced, empty, stated)
                 for (a, b), faced in sorted(games.items()))


def _match(low: Team, high: Team, faced: dict[int, int], empty: dict[int, set[int]],
           stated: dict[int, Lineup]) -> MatchBoards:
    """The boards between ``low`` and ``high``: in the order the round states for one
    of them (``low``'s if both), else in ``low``'s roster order, its empty boards last."""
    first, second = (high, low) if high.tpn in stated and low.tpn not in stated else (low, high)
    mine = {m for m in first.roster if m in faced} | empty.get(first.tpn, set())
    theirs = empty.get(second.tpn, set())
    if first.tpn in stated:
        order = stated[first.tpn].players
    else:
        order = roster_order(first, mine) + (0,) * len(theirs)
    own = stated[second.tpn].players if second.tpn in stated else second.roster
    waiting = iter(m for m in own if m in theirs)
    boards = tuple((p, faced.get(p, 0)) if p else (0, next(waiting, 0)) for p in order)
    return MatchBoards((first.tpn, second.tpn), boards)


def lineup_problem(line: Lineup, rosters: dict[int, tuple[int, ...]]) -> str:
    """What is wrong with a line-up on its own (``""``: nothing): both teams exist,
    each player plays for the team (its roster), none on two boards."""
    for tpn in (line.team, line.opponent):
        if tpn not in rosters:
            return f"no team has number {tpn}"
    if line.team == line.opponent:
        return f"team {line.team} cannot play itself"
    strangers = [p for p in line.players if p and p not in rosters[line.team]]
    if strangers:
        return f"player {strangers[0]} does not play for team {line.team}"
    named = [p for p in line.players if p]
    if not line.players or len(set(named)) != len(named):
        return "expected each player once, board 1 first (0 for an empty board)"
    return ""


def fit_problem(rnd: Round, line: Lineup, team_of: dict[int, int]) -> str:
    """What keeps a line-up from being the boards of its match in ``rnd`` (``""``:
    nothing): its players are the team's players with a game against the opponent
    team or a board won opposite an empty one, and it leaves a board empty for each
    of the opponent's boards won so."""
    if sum(1 for other in rnd.lineups if other.team == line.team) > 1:
        return f"team {line.team} has two line-ups in round {rnd.number}"
    on_match = {p for g in rnd.games for p in g.players
                if team_of.get(p) == line.team
                and team_of.get(g.opponent_of(p)) == line.opponent}
    won: dict[int, set[int]] = {line.team: set(), line.opponent: set()}
    for bye in rnd.byes:
        if bye.kind is ByeKind.EMPTY_BOARD and team_of.get(bye.player) in won:
            won[team_of[bye.player]].add(bye.player)
    named = {p for p in line.players if p}
    extra = sorted(named - on_match - won[line.team])
    if extra:
        return (f"player {extra[0]} has no board against team {line.opponent} in round "
                f"{rnd.number}")
    missing = sorted(on_match - named)
    if missing:
        return (f"player {missing[0]} plays against team {line.opponent} in round "
                f"{rnd.number} but is not in the line-up")
    if line.players.count(0) < len(won[line.opponent]):
        return (f"team {line.opponent} won {len(won[line.opponent])} board(s) opposite an "
                f"empty one in round {rnd.number}: the line-up leaves "
                f"{line.players.count(0)} empty")
    return ""
