"""The tables of a team competition (C.04.6), for the command line, the app and the
printed pages, through the competition's role (:class:`.competition.TeamCompetition`):
the crosstable of matches (each team against each, the game points it scored, in the
order of the team standings) and a round's matches with their board line-ups."""

from __future__ import annotations

from fractions import Fraction

from typing import TYPE_CHECKING

from ...formats.pages import PrintedBoard, PrintedMatch
from ...formats.tables import Table
from ...model.results import ByeKind
from ...model.tournament import Tournament
from ...model.points import format_points
from ...model.team import Score, Team
from ..match_boards import round_matches

if TYPE_CHECKING:  # pragma: no cover
    from .competition import TeamCompetition

#: a score as the tables write it, and its short name
_SHORT = {Score.MATCH_POINTS: "MP", Score.GAME_POINTS: "GP"}
_BYES = {ByeKind.PAB: "pairing-allocated bye (PAB)", ByeKind.FULL: "full-point bye",
         ByeKind.HALF: "half-point bye", ByeKind.ZERO: "zero-point bye"}


def _pts(value: Fraction) -> str:
    return format_points(value, "½")


def match_crosstable(competition: TeamCompetition, after: int | None = None) -> Table:
    """The teams in the order of the standings, one column per team by TPN: the game
    points the row's team scored in its match against the column's (each meeting,
    in round order), then its match points and game points; after round ``after``
    (default: the last complete one)."""
    tournament = competition.tournament
    upto = tournament.last_complete_round if after is None else after
    rows = competition.standings(upto).rows
    scored: dict[tuple[int, int], list[str]] = {}
    for number in range(1, upto + 1):
        for match in round_matches(tournament, number):
            assert match.teams is not None
            first, second = match.teams
            (_, ours), (_, theirs) = competition.match_result(number, first, second)
            scored.setdefault((first, second), []).append(_pts(ours))
            scored.setdefault((second, first), []).append(_pts(theirs))
    numbers = [t.tpn for t in tournament.teams]
    table_rows = tuple(
        (str(r.rank), str(r.tpn), r.name,
         *("■" if n == r.tpn else " ".join(scored.get((r.tpn, n), [])) for n in numbers),
         _pts(r.match_points), _pts(r.game_points)) for r in rows)
    return Table(f"{tournament.settings.name} — crosstable of matches", f"after round {upto}",
                 ("Rank", "TPN", "Team", *map(str, numbers), "MP", "GP"), table_rows,
                 (True, True, False, *([True] * len(numbers)), True, True),
                 ("Each cell: the game points the row's team scored against the column's "
                  "team (C.04.6 art. 1.2), one number per meeting.",))


def printed_matches(competition: TeamCompetition, round_no: int
                    ) -> tuple[tuple[PrintedMatch, ...], tuple[tuple[str, str], ...]]:
    """The matches of round ``round_no`` with their boards, each team with its primary
    score before the round; then the teams without a match and why."""
    tournament = competition.tournament
    rnd = tournament.round(round_no)
    if not rnd.paired and not rnd.byes:
        raise ValueError(f"round {round_no} is not paired")
    primary = tournament.settings.team.primary
    before = {r.tpn: r.match_points if primary is Score.MATCH_POINTS else r.game_points
              for r in competition.standings(round_no - 1).rows}
    teams = {t.tpn: t for t in tournament.teams}

    def named(tpn: int) -> str:
        return f"{tpn} {teams[tpn].name} ({_pts(before[tpn])} {_SHORT[primary]})"

    matches = []
    playing: set[int] = set()
    for number, match in enumerate(round_matches(tournament, round_no), start=1):
        assert match.teams is not None
        first, second = match.teams
        playing |= {first, second}
        boards = [PrintedBoard(k, m.game.board, tournament.player(m.game.white),
                               tournament.player(m.game.black),
                               m.game.result.token if m.game.result else "")
                  for k, m in enumerate(match.games, start=1)]
        # a short line-up's empty boards come last; the player opposite wins by forfeit
        # (C.04.6 art. 0 with C.04.1 art. 4), in the colour of their team on that board
        for k, empty in enumerate(match.empty, start=len(boards) + 1):
            player = tournament.player(empty.winner)
            white = (empty.winner in teams[first].roster) == (k % 2 == 1)
            boards.append(PrintedBoard(k, None, player if white else None,
                                       None if white else player,
                                       "+/-" if white else "-/+"))
        score = ""
        if any(b.result for b in boards):
            (_, ours), (_, theirs) = competition.match_result(round_no, first, second)
            score = f"{_pts(ours)} – {_pts(theirs)}"
        matches.append(PrintedMatch(number, named(first), named(second), score,
                                    tuple(boards)))
    others = tuple((named(t.tpn), _without_match(tournament, t, round_no))
                   for t in tournament.teams if t.tpn not in playing)
    return tuple(matches), others


def _without_match(tournament: Tournament, team: Team, round_no: int) -> str:
    """Why a team has no match in the round: the PAB (C.04.6 art. 1.4), the bye every
    player of it asked for, or not paired."""
    rnd = tournament.round(round_no)
    kinds = {b.kind for m in team.roster if (b := rnd.bye_of(m)) is not None}
    if ByeKind.PAB in kinds:
        return _BYES[ByeKind.PAB]
    if len(kinds) == 1 and all(rnd.bye_of(m) is not None for m in team.roster):
        return _BYES[kinds.pop()]
    return "not paired"
