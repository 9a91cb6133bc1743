"""A team's history from its players' games (C.04.6 art. 1.2 and 1.6): each round a
team's match is its players' games against the players of one other team; the
game points are the sum of the board results (a board opposite an empty one won by
forfeit, an empty board lost), the match points compare them (won, drawn, lost:
record 362's values), the team's colour is its board-1 player's (the boards in the
order of :mod:`cardtable.model.lineup`, alternating), counted only if the match was
actually played (art. 1.6.1). A team whose player received the PAB received it: a
draw (art. 1.4). A team whose every player has the same requested bye has the team's
bye (TRF-2026 record 240 names teams in a team competition; C.04.6 art. 0 applies
the individual rules mutatis mutandis): a full-point bye scores a match won with every
board won, a half-point bye a match drawn with half the boards, a zero-point bye
nothing; a full-point bye bars the PAB (C2, art. 2.1.2). TRF-2026 record 299 gives a
round of a kind abnormal points (:func:`cardtable.model.team.with_abnormal`)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import NamedTuple

from ...model.results import ByeKind, Outcome
from ...model.colour import Colour
from ...model.history import EntryKind
from ...model.tournament import Game, Round, Tournament
from ...model.lineup import MatchBoards, white_team
from ...model.lineup import team_matches as round_matches
from ...model.team import Score, Team, TeamScoring, with_abnormal
from ...tiebreaks.team_table import TeamMatch
from .state import TeamState

_BYE_POINTS = {ByeKind.PAB: Fraction(1), ByeKind.FULL: Fraction(1),
               ByeKind.HALF: Fraction(1, 2)}
_TEAM_BYES = {ByeKind.FULL: EntryKind.FULL_BYE, ByeKind.HALF: EntryKind.HALF_BYE,
              ByeKind.ZERO: EntryKind.ZERO_BYE}
#: a board's game points, in half points (C.04.6 art. 1.2: a win 1, a draw ½)
_GAME_HALVES = {Outcome.WIN: 2, Outcome.FORFEIT_WIN: 2, Outcome.DRAW: 1}
_HALF_POINTS = (Fraction(0), Fraction(1, 2), Fraction(1))


@dataclass(slots=True)
class _Tally:
    """A team's running account, round by round: its match and game points, colours,
    opponents met, PAB bar, matches played and floats."""

    match: Fraction = Fraction(0)
    game: Fraction = Fraction(0)
    rounds: list[Colour | None] = field(default_factory=list)
    met: set[int] = field(default_factory=set)
    barred: bool = False
    matches: int = 0
    floated: bool = False
    floated_up: bool = False


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class _Match(NamedTuple):
    """One round of a team as its tie-breaks and pairing read it: the opponent, the
    game points and colour, and how the round was (not) played."""

    opponent: int | None
    game: Fraction
    colour: Colour | None
    played: bool
    forfeit_win: bool
    pab: bool
    full_bye: bool
    requested: ByeKind | None = None  # the team's requested bye: every player's
    boards: tuple[Fraction, ...] = ()  # each board's points, in board order


def _match(tournament: Tournament, team: Team, round_no: int,
           match: MatchBoards | None, games: dict[int, Game] | None = None) -> _Match:
    """``team``'s round ``round_no``: the boards of its match (``match``, board 1
    first), or without a match its players' byes. ``games``: the round's game of each
    player (looked up when not given)."""
    rnd = tournament.round(round_no)
    games = games if games is not None else _games_of(rnd)
    if match is None:
        byes = [b.kind for m in team.roster if (b := rnd.bye_of(m)) is not None]
        whole = (len(byes) == len(team.roster) and len(set(byes)) == 1
                 and byes[0] is not ByeKind.PAB)
        # each board's player's own bye: a PAB on every board (C.04.6: the team's PAB is
        # its players'), a requested bye's points
        return _Match(None, Fraction(0), None, False, False, ByeKind.PAB in byes,
                      bool(byes) and all(k is ByeKind.FULL for k in byes),
                      byes[0] if whole else None,
                      boards=tuple(_BYE_POINTS.get(k, Fraction(0)) for k in byes))
    # the team's boards: its games, and the boards won by forfeit opposite an empty
    # one (a short line-up); its own empty boards score nothing
    # each board's points in half points: whole numbers, added without fractions
    halves: list[int] = []
    played = False
    forfeit_win = True
    for member in match.lineup_of(team.tpn):
        game = games.get(member)
        if game is None:
            bye = rnd.bye_of(member) if member else None
            empty_win = bye is not None and bye.kind is ByeKind.EMPTY_BOARD
            halves.append(2 if empty_win else 0)
            forfeit_win = forfeit_win and empty_win
            continue
        outcome = game.result.outcome_for(game.white == member) if game.result else None
        halves.append(_GAME_HALVES.get(outcome, 0) if outcome else 0)
        played = played or bool(game.result and game.result.played)
        forfeit_win = forfeit_win and outcome is Outcome.FORFEIT_WIN
    other = match.teams[1] if match.teams[0] == team.tpn else match.teams[0]
    # art. 1.6.1: the team's colour is its board-1 player's, if a board was played
    lead = white_team(match, games.get)
    colour = None if lead is None or not played else (
        Colour.WHITE if lead[0] == team.tpn else Colour.BLACK)
    return _Match(other, Fraction(sum(halves), 2), colour, played,
                  forfeit_win and not played, False, False,
                  boards=tuple(_HALF_POINTS[h] for h in halves))


def match_opponent(tournament: Tournament, tpn: int, round_no: int) -> int | None:
    """The team that team ``tpn`` played a match against in round ``round_no`` (a
    board of it played), if any."""
    match = _matches_of(tournament, tournament.teams, round_no).get(tpn)
    return match.opponent if match is not None and match.played else None


def _games_of(rnd: Round) -> dict[int, Game]:
    return {p: g for g in rnd.games for p in g.players}


def _matches_of(tournament: Tournament, teams: tuple[Team, ...],
                round_no: int) -> dict[int, _Match]:
    """Each team's round ``round_no`` (:func:`_match`)."""
    found: dict[int, MatchBoards] = {}
    for match in round_matches(tournament, round_no, teams):
        found[match.teams[0]] = found[match.teams[1]] = match
    games = _games_of(tournament.round(round_no))
    return {t.tpn: _match(tournament, t, round_no, found.get(t.tpn), games) for t in teams}


def match_game_points(tournament: Tournament, team: Team, round_no: int) -> Fraction:
    """The game points of ``team``'s match in round ``round_no`` as its board results
    stand (C.04.6 art. 1.2): its boards' results, a board opposite an empty one won
    by forfeit."""
    return _matches_of(tournament, tournament.teams, round_no)[team.tpn].game


#: The kind of a team's round as record 299 names it (W, D, L a match won, drawn,
#: lost; F, H, Z a team's bye; + and - a match won and lost by forfeit)
_ABNORMAL = {EntryKind.FULL_BYE: "F", EntryKind.HALF_BYE: "H", EntryKind.ZERO_BYE: "Z",
             EntryKind.FORFEIT_WIN: "+", EntryKind.FORFEIT_LOSS: "-"}
_OUTCOMES = {Outcome.WIN: "W", Outcome.DRAW: "D", Outcome.LOSS: "L"}


def _scored(matches: dict[int, _Match], tpn: int, scoring: TeamScoring, boards: int,
            round_no: int) -> TeamMatch:
    """Team ``tpn``'s round as it scores (:func:`_usual`), with the abnormal points
    of TRF-2026 record 299 for a round of its kind."""
    usual = _usual(matches, tpn, scoring, boards, round_no)
    kind = (_OUTCOMES.get(usual.outcome, "") if usual.kind is EntryKind.GAME and usual.outcome
            else _ABNORMAL.get(usual.kind, ""))
    if not kind or not scoring.abnormal:
        return usual
    match_points, game_points = with_abnormal(scoring.abnormal, kind, round_no, tpn,
                                              (usual.match_points, usual.game_points))
    return replace(usual, match_points=match_points, game_points=game_points)


def _usual(matches: dict[int, _Match], tpn: int, scoring: TeamScoring, boards: int,
           round_no: int) -> TeamMatch:
    """Team ``tpn``'s round as it scores (C.04.6 art. 1.2, 1.4): the PAB a drawn match
    (or ``pab_match`` / ``pab_game``), a team bye by its kind, a match by comparing the
    game points (record 362's values), a round without any of these nothing."""
    mp = scoring.match_points
    match = matches[tpn]
    if match.pab:
        pab_match = scoring.pab_match if scoring.pab_match is not None else mp.draw
        pab_game = scoring.pab_game if scoring.pab_game is not None else Fraction(boards, 2)
        return TeamMatch(round_no, EntryKind.PAB, pab_match, pab_game, boards=match.boards)
    if match.requested is not None:
        share = _BYE_POINTS.get(match.requested, Fraction(0))  # 1, 1/2 or 0
        return TeamMatch(round_no, _TEAM_BYES[match.requested],
                         mp.win if share == 1 else mp.draw if share else Fraction(0),
                         share * boards, boards=match.boards)
    if match.opponent is None:
        return TeamMatch(round_no, EntryKind.NOT_PAIRED, Fraction(0), Fraction(0))
    theirs = matches[match.opponent].game
    won, drawn = match.game > theirs, match.game == theirs
    points = mp.win if won else mp.draw if drawn else mp.loss
    if match.played:
        outcome = Outcome.WIN if won else Outcome.DRAW if drawn else Outcome.LOSS
        kind = EntryKind.GAME
    else:
        outcome = Outcome.FORFEIT_WIN if won else Outcome.FORFEIT_LOSS
        kind = EntryKind.FORFEIT_WIN if won else EntryKind.FORFEIT_LOSS
    return TeamMatch(round_no, kind, points, match.game, match.opponent, match.boards,
                     match.colour, outcome)


def team_matches(tournament: Tournament, teams: tuple[Team, ...], scoring: TeamScoring,
                 after_round: int) -> dict[int, tuple[TeamMatch, ...]]:
    """Every team's rounds 1 to ``after_round`` as they score: what the standings and
    the team tie-breaks read (:class:`cardtable.tiebreaks.team_table.TeamTable`)."""
    found: dict[int, list[TeamMatch]] = {t.tpn: [] for t in teams}
    for number in range(1, after_round + 1):
        matches = _matches_of(tournament, teams, number)
        for tpn in found:
            found[tpn].append(_scored(matches, tpn, scoring, scoring.boards, number))
    return {tpn: tuple(rounds) for tpn, rounds in found.items()}


def team_states(tournament: Tournament, teams: tuple[Team, ...], scoring: TeamScoring,
                round_no: int, boards: int) -> list[TeamState]:
    """The teams as C.04.6 sees them before round ``round_no`` is paired (all teams;
    :func:`to_pair` leaves out the absent ones); ``boards``: the boards of a match."""
    tally = {t.tpn: _Tally() for t in teams}
    for number in range(1, round_no):
        matches = _matches_of(tournament, teams, number)
        before = {tpn: _primary(tl, scoring) for tpn, tl in tally.items()}
        for tpn, match in matches.items():
            tl = tally[tpn]
            scored = _scored(matches, tpn, scoring, boards, number)
            tl.rounds.append(match.colour)
            tl.floated = tl.floated_up = False
            tl.match += scored.match_points
            tl.game += scored.game_points
            tl.barred = tl.barred or match.pab or match.full_bye or match.forfeit_win
            if match.opponent is None or match.pab or match.requested is not None:
                continue
            if match.played:
                tl.met.add(match.opponent)
                tl.matches += 1
            tl.floated = before[tpn] != before[match.opponent]  # art. 1.5
            tl.floated_up = before[tpn] < before[match.opponent]
    return [TeamState(t.tpn, t.name, _primary(tally[t.tpn], scoring),
                      _secondary(tally[t.tpn], scoring), tuple(tally[t.tpn].rounds),
                      frozenset(tally[t.tpn].met), tally[t.tpn].barred,
                      tally[t.tpn].matches, tally[t.tpn].floated,
                      tally[t.tpn].floated_up) for t in teams]


def for_round(states: list[TeamState], scoring: TeamScoring,
              forbidden: tuple[tuple[int, ...], ...], round_no: int) -> list[TeamState]:
    """The teams as round ``round_no`` pairs them: teams kept apart count as met (the
    file's forbidden groups, which name teams, for every round; ``scoring.apart``, a
    team file's 260 records, for their rounds), and the primary score is the pairing
    score, with the fictitious points of ``scoring.acceleration`` (record 250; C.04.7
    art. 1.5: the scoregroups are formed on it, the standings keep the real score)."""
    apart = (*forbidden, *(a.teams for a in scoring.apart if a.applies(round_no)))
    match_first = scoring.primary is Score.MATCH_POINTS
    found = []
    for s in states:
        extra = sum(((a.match_points if match_first else a.game_points)
                     for a in scoring.acceleration if a.gives(s.tpn, round_no)), Fraction(0))
        met = s.met | {t for group in apart if s.tpn in group for t in group if t != s.tpn}
        found.append(replace(s, primary=s.primary + extra, met=met))
    return found


def _primary(tally: _Tally, scoring: TeamScoring) -> Fraction:
    return tally.match if scoring.primary is Score.MATCH_POINTS else tally.game


def _secondary(tally: _Tally, scoring: TeamScoring) -> Fraction:
    return tally.game if scoring.primary is Score.MATCH_POINTS else tally.match


def to_pair(tournament: Tournament, teams: tuple[Team, ...], states: list[TeamState],
            round_no: int) -> list[TeamState]:
    """The teams paired in round ``round_no``: not those whose every player has a
    requested bye or an absence recorded for that round."""
    rnd = tournament.round(round_no) if round_no <= len(tournament.rounds) else None
    absent = set()
    for team in teams:
        if rnd is not None and team.roster and all(
                (b := rnd.bye_of(m)) is not None and b.kind is not ByeKind.PAB
                for m in team.roster):
            absent.add(team.tpn)
    return [replace(s) for s in states if s.tpn not in absent]
