"""A team's history from its players' games (C.04.6 art. 1.2 and 1.6): each round a
team's match is its players' games against the players of one other team; the
game points are the sum of the board results (a board opposite an empty one won by
forfeit, an empty board lost), the match points compare them (won, drawn, lost:
record 362's values), the team's colour is its board-1 player's (the boards in the
order of :mod:`cardtable.model.lineup`; a board 1 without a game: the next board's
colour, the boards alternating), counted only if the match was actually played (art.
1.6.1). A team whose player received the PAB received it: a
draw (art. 1.4). A team whose every player has the same requested bye has the team's
bye (TRF-2026 record 240 names teams in a team competition; C.04.6 art. 0 applies
the individual rules mutatis mutandis): a full-point bye scores a match won with every
board won, a half-point bye a match drawn with half the boards, a zero-point bye
nothing; a full-point bye bars the PAB (C2, art. 2.1.2)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from ...model import ByeKind, Colour, Game, Outcome, Round, Tournament
from ...model.lineup import MatchBoards, team_matches, white_team
from ...model.team import Score, Team, TeamScoring, with_abnormal
from .state import TeamState

_BYE_POINTS = {ByeKind.PAB: Fraction(1), ByeKind.FULL: Fraction(1),
               ByeKind.HALF: Fraction(1, 2)}
_GAME_POINTS = {Outcome.WIN: Fraction(1), Outcome.FORFEIT_WIN: Fraction(1),
                Outcome.DRAW: Fraction(1, 2)}


@dataclass(slots=True)
class _Tally:
    match: Fraction = Fraction(0)
    game: Fraction = Fraction(0)
    rounds: list[Colour | None] = field(default_factory=list)
    met: set[int] = field(default_factory=set)
    barred: bool = False
    matches: int = 0
    floated: bool = False
    floated_up: bool = False


@dataclass(frozen=True, slots=True)
class _Match:
    opponent: int | None
    game: Fraction
    colour: Colour | None
    played: bool
    forfeit_win: bool
    pab: bool
    full_bye: bool
    requested: ByeKind | None = None  # the team's requested bye: every player's
    forfeit_loss: bool = False  # every board lost by forfeit, or empty

    def kind(self, theirs: Fraction) -> str:
        """The round's kind as record 299 names it (W, D, L, F, H, Z, + or -; U for
        the PAB, which 299 does not name); ``theirs``: the opponent's game points."""
        if self.requested is not None:
            return self.requested.value
        if self.opponent is None:
            return "U" if self.pab else ""
        if not self.played:
            return "+" if self.forfeit_win else "-" if self.forfeit_loss else ""
        return "W" if self.game > theirs else "D" if self.game == theirs else "L"


def _match(tournament: Tournament, team: Team, round_no: int,
           match: MatchBoards | None, boards: dict[int, Game] | None = None) -> _Match:
    """``boards``: the round's game of each player (looked up when not given)."""
    rnd = tournament.round(round_no)
    boards = boards if boards is not None else _games_of(rnd)
    if match is None:
        byes = [b.kind for m in team.roster if (b := rnd.bye_of(m)) is not None]
        whole = (len(byes) == len(team.roster) and len(set(byes)) == 1
                 and byes[0] is not ByeKind.PAB)
        return _Match(None, Fraction(0), None, False, False, ByeKind.PAB in byes,
                      bool(byes) and all(k is ByeKind.FULL for k in byes),
                      byes[0] if whole else None)
    # the team's boards: its games, and the boards won by forfeit opposite an empty
    # one (a short line-up); its own empty boards score nothing
    points = Fraction(0)
    played = False
    forfeit_win = forfeit_loss = True
    for member in match.lineup_of(team.tpn):
        game = boards.get(member)
        if game is None:
            bye = rnd.bye_of(member) if member else None
            empty_win = bye is not None and bye.kind is ByeKind.EMPTY_BOARD
            points += Fraction(1) if empty_win else Fraction(0)
            forfeit_win = forfeit_win and empty_win
            forfeit_loss = forfeit_loss and not empty_win
            continue
        outcome = game.result.outcome_for(game.white == member) if game.result else None
        points += _GAME_POINTS.get(outcome, Fraction(0)) if outcome else Fraction(0)
        played = played or bool(game.result and game.result.played)
        forfeit_win = forfeit_win and outcome is Outcome.FORFEIT_WIN
        forfeit_loss = forfeit_loss and outcome is Outcome.FORFEIT_LOSS
    other = match.teams[1] if match.teams[0] == team.tpn else match.teams[0]
    # art. 1.6.1: the team's colour is its board-1 player's, if a board was played
    lead = white_team(match, boards.get)
    colour = None if lead is None or not played else (
        Colour.WHITE if lead[0] == team.tpn else Colour.BLACK)
    return _Match(other, points, colour, played,
                  forfeit_win and not played, False, False,
                  forfeit_loss=forfeit_loss and not played)


def _games_of(rnd: Round) -> dict[int, Game]:
    return {p: g for g in rnd.games for p in g.players}


def _matches_of(tournament: Tournament, teams: tuple[Team, ...],
                round_no: int) -> dict[int, MatchBoards]:
    """Each team's match of round ``round_no`` (teams without a match: none)."""
    found = {}
    for match in team_matches(tournament, round_no, teams):
        found[match.teams[0]] = found[match.teams[1]] = match
    return found


def match_game_points(tournament: Tournament, team: Team, round_no: int) -> Fraction:
    """The game points of ``team``'s match in round ``round_no`` as its board results
    stand (C.04.6 art. 1.2): its boards' results, a board opposite an empty one won
    by forfeit."""
    match = _matches_of(tournament, tournament.teams, round_no).get(team.tpn)
    return _match(tournament, team, round_no, match).game


def team_states(tournament: Tournament, teams: tuple[Team, ...], scoring: TeamScoring,
                round_no: int, boards: int) -> list[TeamState]:
    """The teams as C.04.6 sees them before round ``round_no`` is paired (all teams;
    :func:`to_pair` leaves out the absent ones); ``boards``: the boards of a match."""
    tally = {t.tpn: _Tally() for t in teams}
    for number in range(1, round_no):
        boards_of = _matches_of(tournament, teams, number)
        games = _games_of(tournament.round(number))
        matches = {t.tpn: _match(tournament, t, number, boards_of.get(t.tpn), games)
                   for t in teams}
        before = {tpn: _primary(tl, scoring) for tpn, tl in tally.items()}
        for tpn, match in matches.items():
            tl = tally[tpn]
            tl.rounds.append(match.colour)
            tl.floated = tl.floated_up = False
            theirs = matches[match.opponent].game if match.opponent is not None else Fraction(0)
            points = _points(match, theirs, scoring, boards)
            kind = match.kind(theirs)
            # TRF-2026 record 299: abnormal points for a round of this kind
            match_points, game_points = with_abnormal(scoring.abnormal, kind, number, tpn, points)
            tl.match += match_points
            tl.game += game_points
            tl.barred = tl.barred or match.pab or match.full_bye or (
                match.opponent is not None and match.forfeit_win)
            if match.opponent is None:
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


def _points(match: _Match, theirs: Fraction, scoring: TeamScoring,
            boards: int) -> tuple[Fraction, Fraction]:
    """A team's (match points, game points) of one round: the PAB a drawn match (art.
    1.4, or record 320's values), a team's bye a match won, drawn or lost on every
    board, a match its game points and the match points they give (record 362)."""
    mp = scoring.match_points
    if match.pab:
        return (scoring.pab_match if scoring.pab_match is not None else mp.draw,
                scoring.pab_game if scoring.pab_game is not None else Fraction(boards, 2))
    if match.requested is not None:
        share = _BYE_POINTS.get(match.requested, Fraction(0))  # 1, 1/2 or 0
        return mp.win if share == 1 else mp.draw if share else Fraction(0), share * boards
    if match.opponent is None:
        return Fraction(0), Fraction(0)
    game = match.game
    return (mp.win if game > theirs else mp.draw if game == theirs else mp.loss), game


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
