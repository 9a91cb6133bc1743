"""The tables of a file's teams as text cells (text, CSV, HTML): the standings of a
team competition (rank, team pairing number (TPN, C.04.6 art. 1.1), team, match
points, game points, matches played over the board, then one column per team
tie-break) and the teams' rosters."""

from __future__ import annotations

from ..model.roster import PROVISIONAL_LEGEND, number_shown
from ..model.tournament import Tournament
from ..model.team import Score
from ..tiebreaks.numbers import format_number
from ..tiebreaks.team_standings import TeamStandings
from .tables import Table

#: The two scores' columns (C.04.6 art. 1.2).
SCORE_COLUMNS = ("MP", "GP")


def team_standings_table(table: TeamStandings) -> Table:
    """The teams in rank order with every value; a tie-break ``MP`` or ``GP`` is the
    column of that score (shown once)."""
    shown = [(code, code.shape()[2]) for code in table.codes
             if code.name not in SCORE_COLUMNS]
    rows = tuple(
        (str(r.rank), str(r.tpn), r.name, format_number(r.match_points, 1),
         format_number(r.game_points, 1), str(r.matches),
         *(format_number(r.values[code.name], places) for code, places in shown))
        for r in table.rows)
    primary = "match points" if table.primary is Score.MATCH_POINTS else "game points"
    ranked = (f"Ranked by the primary score ({primary}, C.04.6 art. 1.2), then by the "
              f"team tie-breaks in order (C.07, 2026 edition: "
              f"{', '.join(table.code_names)})." if table.codes else
              f"Ranked by the primary score ({primary}, C.04.6 art. 1.2) only.")
    return Table(f"{table.tournament} — team standings", f"after round {table.after_round}",
                 ("Rank", "TPN", "Team", *SCORE_COLUMNS, "Matches",
                  *(code.name for code, _ in shown)), rows,
                 (True, True, False, True, True, True, *([True] * len(shown))),
                 (ranked, "Teams equal on the primary score and every tie-break share a "
                          "rank."))


def team_list_table(tournament: Tournament) -> Table:
    """The teams by TPN: a line with the TPN and the team's name, then a line for each
    player of its roster in board order (reserves, ``res``, after the boards of a
    match): board, pairing number, title and name, rating."""
    boards = tournament.settings.team.boards
    rows = []
    for team in tournament.teams:
        rows.append((str(team.tpn), "", "", team.name, ""))
        for board, number in enumerate(team.roster, start=1):
            p = tournament.player(number)
            rows.append(("", str(board) if board <= boards else "res", number_shown(p),
                         f"{p.title} {p.name}" if p.title else p.name, str(p.rating or "")))
    return Table(f"{tournament.settings.name} — teams", f"{len(tournament.teams)} teams, "
                 f"{boards} boards a match", ("TPN", "Bd", "No", "Name", "Rtg"), tuple(rows),
                 (True, True, True, False, True),
                 ("Board order as the teams gave it; the first players present play the "
                  "boards of a match, board 1 has the team's colour (C.04.6 art. 1.6).",
                  *((f"{PROVISIONAL_LEGEND} (a late entry): renumbered when round "
                     f"{tournament.next_round} is paired (art. 2.5).",)
                    if any(p.provisional for p in tournament.players) else ())))
