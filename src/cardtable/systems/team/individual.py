"""The Swiss Team Pairing System on the tournament file: the teams of its
``[[teams]]`` tables, or, in a tournament without teams, each player a team of one
board (C.04.6 applies to teams of any size), so that ``new --system team``,
``pair``, ``explain`` and ``simulate`` work on any tournament. The teams' matches
are published as their boards: the first ``boards`` players of each roster who take
part in the round, board 1 in the team's colour, the boards alternating (art. 1.6.1).
A team with fewer players present than boards (a short line-up) leaves its last
boards empty: the players opposite win them by forfeit."""

from __future__ import annotations

from dataclasses import replace
from itertools import zip_longest

from ...model.tournament import Tournament
from ...model.team import Team, TeamScoring
from ..base import Pairing
from .engine import pair_teams
from .members import for_round, team_states
from .state import ColourType, Options


def options_for(tournament: Tournament, scoring: TeamScoring, round_no: int) -> Options:
    """The competition's choices for round ``round_no``: the colour preference, the
    secondary score for colours, the initial colour, and whether it is the last or
    one of the last two rounds (known when the number of rounds is declared)."""
    rounds = tournament.settings.rounds
    return Options(ColourType(scoring.colour_preference), scoring.secondary_for_colour,
                   tournament.settings.first_colour, bool(rounds) and round_no == rounds,
                   bool(rounds) and round_no >= rounds - 1)


def lineups(tournament: Tournament, round_no: int) -> dict[int, tuple[int, ...]]:
    """Each team's players on the boards of round ``round_no``, board 1 first: the
    first of its roster who take part in the round (every player, as a team of one
    board, in a tournament without teams)."""
    present = {p.start_no for p in tournament.players_to_pair(round_no)}
    if not tournament.teams:
        return {p: (p,) for p in sorted(present)}
    boards = tournament.settings.team.boards
    found = {t.tpn: tuple(m for m in t.roster if m in present)[:boards]
             for t in tournament.teams}
    return {tpn: line for tpn, line in found.items() if line}


def pair(tournament: Tournament, round_no: int, *, trace: bool = False) -> Pairing:
    line = lineups(tournament, round_no)
    if tournament.teams:
        teams = tournament.teams
        scoring, boards = tournament.settings.team, tournament.settings.team.boards
    else:
        teams = tuple(Team(p.start_no, p.name, (p.start_no,)) for p in tournament.players)
        scoring, boards = TeamScoring(), 1
    states = for_round([s for s in team_states(tournament, teams, scoring, round_no, boards)
                        if s.tpn in line], scoring, tournament.settings.forbidden_pairs,
                       round_no)
    matches = pair_teams(states, round_no, options_for(tournament, scoring, round_no),
                         trace=trace)
    games: list[tuple[int, int]] = []
    empty: list[int] = []
    for white, black in matches.boards:
        for k, (w, b) in enumerate(zip_longest(line[white], line[black])):
            if w is None or b is None:
                # a short line-up: the board opposite is empty, won by forfeit
                # (C.04.6 art. 0 with C.04.1 art. 4)
                empty.append(w or b)
                continue
            games.append((w, b) if k % 2 == 0 else (b, w))  # boards alternate
    pab = line[matches.pab] if matches.pab is not None else ()
    recorded = matches.trace
    if recorded is not None:
        from ..outside import outside_step  # the trace's: only with a trace (issue 36)

        # a team competition's players off the boards are reserves, not left out
        left_out = () if tournament.teams else None
        recorded = replace(recorded, steps=(*outside_step(tournament, round_no, left_out),
                                            *recorded.steps))
    return Pairing(round_no, tuple(games), pab[0] if pab else None, recorded,
                   pab_team=tuple(pab[1:]), empty_boards=tuple(empty))
