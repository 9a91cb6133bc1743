"""The round records of a TRF-2026 team file (the Swiss Team Pairing System,
C.04.6), read and written so that a team file round-trips:

* 300 (``300 RRR TTT OOO PPPP PPPP ...``): team TTT played its round-RRR match
  against team OOO with the players PPPP on boards 1, 2, ... (``0000``: the board
  left empty). TRF-2026 requires it when a team plays in another board order than
  its 310 record's, or with an unoccupied board; it is written exactly then.
* 240 (``240 T RRR TTTT TTTT ...``): in a team file its numbers are teams (TRF-2026:
  "Player/Team ID"): every player of the team has the bye T (F, H, Z) in round RRR.
  Written for a team all of whose players have the same requested bye.
* 330 (``330 TT RRR WWW BBB``): a forfeited match, won by the white team (``+-``),
  the black team (``-+``) or by neither (``--``). Written for a match no board of
  which was played and every board forfeited the same way; its boards stay linked
  001 cells (the scheduled opponents), which the reader keeps as they are.

A 001 cell ``0000 - +`` of a player whose team has a match that round is a board won
by forfeit opposite an empty board (:attr:`~cardtable.model.results.ByeKind.EMPTY_BOARD`);
of any other player, the PAB (as in a file without teams)."""

from __future__ import annotations

from dataclasses import replace

from ...model.results import ByeKind, Outcome
from ...model.tournament import Tournament
from ...model.lineup import (MatchBoards, fit_problem, lineup_problem, roster_order,
                            team_matches, white_team)
from ...model.team import Lineup, Team
from ...formats.errors import Problem
from ...formats.trf_read_lines import LineProblems
from ...formats.trf_read_records import read_240
from ...formats.trf_read_rounds import empty_boards_as_pab
from ...model.numerals import is_digits

_FORFEIT_KINDS = {Outcome.FORFEIT_WIN: "+", Outcome.FORFEIT_LOSS: "-"}


def team_byes(lines: list[str], teams: tuple[Team, ...],
              problems: LineProblems) -> list[tuple[int, int, str]]:
    """The 240 records of a team file as players' byes ``(round, player, kind)``:
    each team's players; a problem naming the line for a team that does not exist."""
    by_tpn = {t.tpn: t for t in teams}
    found = []
    for number, line in enumerate(lines, start=1):
        if not line.startswith("240"):
            continue
        for round_no, tpn, kind in read_240(line, number, problems):
            if tpn not in by_tpn:
                problems.fail(number, 11, f"no team has number {tpn} (a team file's 240 "
                                          "names teams)")
                continue
            found += [(round_no, m, kind) for m in by_tpn[tpn].roster]
    return found


def read_lineups(lines: list[str], teams: tuple[Team, ...],
                 problems: list[Problem]) -> list[tuple[int, int, Lineup]]:
    """The 300 records of a team file as (line number, round, line-up); a problem
    naming the line and column for a field that is not a number, a team that does
    not exist or a player who does not play for the team."""
    rosters = {t.tpn: t.roster for t in teams}
    found = []
    for number, line in enumerate(lines, start=1):
        if not line.startswith("300"):
            continue
        heads = [(5, line[4:7]), (9, line[8:11]), (13, line[12:15])]
        players = [(col + 1, line[col:col + 4]) for col in range(16, len(line), 5)]
        wrong = next(((c, t) for c, t in (*heads, *players) if not is_digits(t.strip())), None)
        if wrong is not None or not players:
            column, text = wrong or (17, "")
            problems.append(Problem(f"line {number}, column {column}", "expected '300 RRR "
                                    "TTT OOO PPPP PPPP ...' (the round, the team, its "
                                    "opponent, its players board by board, 0000 for an "
                                    f"empty board), found {text.strip()!r}", number))
            continue
        round_no, tpn, opponent = (int(t) for _, t in heads)
        lineup = Lineup(tpn, opponent, tuple(int(t) for _, t in players))
        problem = lineup_problem(lineup, rosters)
        if problem:
            problems.append(Problem(f"line {number}", problem, number))
            continue
        found.append((number, round_no, lineup))
    return found


def with_lineups(tournament: Tournament, lineups: list[tuple[int, int, Lineup]],
                 problems: list[Problem]) -> Tournament:
    """The tournament with the board orders of record 300 in their rounds, and each
    ``0000 - +`` cell a board won opposite an empty board when the player's team has
    a match that round (else the PAB, as it was read); a problem naming the line of a
    300 that does not fit the round's boards."""
    if not tournament.teams:
        return empty_boards_as_pab(tournament)
    team_of = {m: team.tpn for team in tournament.teams for m in team.roster}
    keep = set()
    for rnd in tournament.rounds:
        playing = {team_of.get(p) for g in rnd.games for p in g.players}
        keep |= {(rnd.number, b.player) for b in rnd.byes
                 if b.kind is ByeKind.EMPTY_BOARD and team_of.get(b.player) in playing}
    t = empty_boards_as_pab(tournament, frozenset(keep))
    rounds = {rnd.number: rnd for rnd in t.rounds}
    for number, round_no, lineup in sorted(lineups, key=lambda f: (f[1], f[2].team)):
        found = rounds.get(round_no)
        if found is None or not found.paired:
            problems.append(Problem(f"line {number}", f"round {round_no} is not paired",
                                    number))
            continue
        rounds[round_no] = found = replace(found, lineups=(*found.lineups, lineup))
        problem = fit_problem(found, lineup, team_of)
        if problem:
            problems.append(Problem(f"line {number}", problem, number))
    return replace(t, rounds=tuple(rounds[n] for n in sorted(rounds)))


def team_round_lines(tournament: Tournament) -> list[str]:
    """The round records of a team file: 240 (teams' byes), 300, 330."""
    return team_bye_lines(tournament) + lineup_lines(tournament) + forfeit_lines(tournament)


def lineup_lines(tournament: Tournament) -> list[str]:
    """The 300 records: each team of each match whose boards are not its roster's
    order, or that left a board empty."""
    by_tpn = {t.tpn: t for t in tournament.teams}
    lines = []
    for rnd in tournament.paired_rounds:
        for match in team_matches(tournament, rnd.number):
            for tpn, opponent in (match.teams, match.teams[::-1]):
                players = match.lineup_of(tpn)
                if 0 in players or players != roster_order(by_tpn[tpn], set(players)):
                    lines.append(f"300 {rnd.number:03d} {tpn:03d} {opponent:03d}"
                                 + "".join(f" {p:04d}" for p in players))
    return sorted(lines, key=lambda line: (line[4:7], line[8:11]))


def team_bye_lines(tournament: Tournament) -> list[str]:
    """The 240 records of a team file: for each round, the teams whose every player
    has the same requested bye (F, H or Z)."""
    lines = []
    last = max([tournament.settings.rounds, *(r.number for r in tournament.rounds)])
    for number in range(1, last + 1):
        rnd = tournament.round(number)
        for kind, letter in ((ByeKind.FULL, "F"), (ByeKind.HALF, "H"), (ByeKind.ZERO, "Z")):
            teams = [t.tpn for t in tournament.teams if t.roster and all(
                (b := rnd.bye_of(m)) is not None and b.kind is kind for m in t.roster)]
            if teams:
                lines.append(f"240 {letter} {number:03d}" + "".join(f" {t:4d}" for t in teams))
    return lines


def forfeit_lines(tournament: Tournament) -> list[str]:
    """The 330 records: each match of a round no board of which was played and every
    board forfeited the same way (won by one team, or lost by both)."""
    lines = []
    for rnd in tournament.paired_rounds:
        for match in team_matches(tournament, rnd.number):
            found = _forfeited(tournament, rnd.number, match)
            if found:
                kind, white, black = found
                lines.append(f"330 {kind} {rnd.number:03d} {white:03d} {black:03d}")
    return lines


def _forfeited(t: Tournament, round_no: int,
               match: MatchBoards) -> tuple[str, int, int] | None:
    """A forfeited match as 330 writes it: ``+-``, ``-+`` or ``--`` seen from the
    white team (White on board 1: the team's colour, C.04.6 art. 1.6), the white and
    the black team; None for a match that is not one."""
    rnd = t.round(round_no)
    lead = white_team(match, rnd.game_of)
    if lead is None:
        return None
    side = match.teams.index(lead[0])
    marks = set()
    for pair in match.boards:
        game = rnd.game_of(pair[side]) if pair[0] and pair[1] else None
        if game is None or game.result is None or game.result.played:
            return None
        ours = game.result.outcome_for(game.white == pair[side])
        theirs = game.result.outcome_for(game.white != pair[side])
        marks.add(_FORFEIT_KINDS[ours] + _FORFEIT_KINDS[theirs])
    return (marks.pop(), *lead) if len(marks) == 1 else None
