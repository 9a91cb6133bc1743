"""The Swiss Team Pairing System on a tournament of individual players: each player
a team of one board (C.04.6 applies to a team of any size), so that ``new --system
team``, ``pair``, ``explain`` and ``simulate`` work on the individual model. A
player's game is the match; a win is worth the match points of a won match."""

from __future__ import annotations

from dataclasses import replace

from ...model import Tournament
from ...model.team import Team, TeamScoring
from ..base import Pairing
from ..outside import outside_step
from .engine import pair_teams
from .members import team_states
from .state import ColourType, Options


def one_board_teams(tournament: Tournament, round_no: int) -> tuple[Team, ...]:
    return tuple(Team(p.start_no, p.name, (p.start_no,))
                 for p in tournament.players_to_pair(round_no))


def options_for(tournament: Tournament, scoring: TeamScoring, round_no: int) -> Options:
    """The competition's choices for round ``round_no``: the colour preference, the
    secondary score for colours, the initial colour, and whether it is the last or
    one of the last two rounds (known when the number of rounds is declared)."""
    rounds = tournament.settings.rounds
    return Options(ColourType(scoring.colour_preference), scoring.secondary_for_colour,
                   tournament.settings.first_colour, bool(rounds) and round_no == rounds,
                   bool(rounds) and round_no >= rounds - 1)


def pair(tournament: Tournament, round_no: int, *, trace: bool = False) -> Pairing:
    teams = one_board_teams(tournament, round_no)
    scoring = TeamScoring()
    apart = {(a, b) for group in tournament.settings.forbidden_pairs
             for a in group for b in group if a != b}
    states = [replace(s, met=s.met | {b for a, b in apart if a == s.tpn})
              for s in team_states(tournament, teams, scoring, round_no)]
    pairing = pair_teams(states, round_no, options_for(tournament, scoring, round_no),
                         trace=trace)
    if pairing.trace is None:
        return pairing
    steps = (*outside_step(tournament, round_no), *pairing.trace.steps)
    return replace(pairing, trace=replace(pairing.trace, steps=steps))
