"""The team standings for the notice board: the header, the teams in rank order with
their match points, game points and every team tie-break, and a legend naming each
code in words (C.07's team tie-breaks)."""

from __future__ import annotations

from html import escape

from ...model.tournament import Tournament
from ...tiebreaks.team_standings import TeamStandings
from ..html import document, table_element
from ..team_tables import SCORE_COLUMNS, team_standings_table
from .header import header, rounds_line


def team_legend(table: TeamStandings) -> str:
    """``<dl>`` of MP, GP and the tie-breaks in their order, each with its name."""
    items = "".join(f"<dt>{escape(code.name)}</dt><dd>{escape(code.title())}</dd>"
                    for code in table.codes if code.name not in SCORE_COLUMNS)
    return (f'<dl class="legend"><dt>MP</dt><dd>Match points</dd><dt>GP</dt>'
            f"<dd>Game points</dd>{items}</dl>")


def team_standings_page(tournament: Tournament, table: TeamStandings) -> str:
    """Rank, team number, team, MP, GP, matches played, the team tie-breaks."""
    printed = team_standings_table(table)
    body = "\n".join((header(tournament, "Team standings " + rounds_line(tournament,
                                                                         table.after_round)),
                      table_element(printed), team_legend(table),
                      *(f'<p class="note">{escape(n)}</p>' for n in printed.notes)))
    return document(f"{tournament.settings.name} — team standings", body,
                    wide=len(printed.header) > 14)
