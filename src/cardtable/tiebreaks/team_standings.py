"""The standings of a team competition: the teams ranked by the primary score (C.04.6
art. 1.2), then by the team tie-break list in order (C.07 art. 4.2); teams equal on
everything share a rank."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable

from ..model.history import EntryKind
from ..model.team import Score
from .context import Rules
from .contributions import Breakdown
from .explain import Explanation, render_blocks
from .numbers import Number, as_float
from .standings import Column, rank
from .team_breaks import TeamEnv, score_total
from .team_codes import TeamCode, parse_team_codes
from .team_table import TeamTable


@dataclass(frozen=True)
class TeamStandingRow:
    """One team's line: rank, TPN, name, match points, game points, matches played
    over the board, and each tie-break's value by name (None = undefined)."""

    rank: int
    tpn: int
    name: str
    match_points: Fraction
    game_points: Fraction
    matches: int
    values: dict[str, Number | None]
    shared: bool = False


@dataclass(frozen=True)
class TeamStandings:
    """The teams after round ``after_round``; ``breakdowns[name][tpn]`` every value with
    its contributions (the primary score under ``MP`` or ``GP``)."""

    tournament: str
    after_round: int
    primary: Score
    rules: Rules
    codes: tuple[TeamCode, ...]
    rows: tuple[TeamStandingRow, ...]
    breakdowns: dict[str, dict[int, Breakdown]]

    @property
    def code_names(self) -> list[str]:
        return [c.name for c in self.codes]

    def row(self, tpn: int) -> TeamStandingRow:
        for row in self.rows:
            if row.tpn == tpn:
                return row
        raise KeyError(f"no team with number {tpn}")

    def to_json(self) -> dict[str, object]:
        """The JSON of ``cardtable standings --format json`` for a team competition."""
        return {
            "tournament": self.tournament,
            "after_round": self.after_round,
            "primary": self.primary.value,
            "tiebreaks": self.code_names,
            "rows": [{"rank": r.rank, "team": r.tpn, "name": r.name,
                      "match_points": as_float(r.match_points),
                      "game_points": as_float(r.game_points), "matches": r.matches,
                      "tiebreaks": {k: as_float(v) for k, v in r.values.items()}}
                     for r in self.rows],
        }


def team_standings(table: TeamTable, codes: str | Iterable[str] = (),
                   rules: Rules = Rules.SWISS) -> TeamStandings:
    """Rank the teams of ``table`` by the primary score, then by ``codes``."""
    env = TeamEnv(table, rules)
    chosen = parse_team_codes(codes)
    primary = score_total(env, table.primary)

    def column(code: TeamCode) -> Column:
        order, positional, _ = code.shape()
        return Column(code.name, order, positional, lambda group: code.compute(env, group))

    ranking = rank(env.teams, primary, (column(c) for c in chosen))
    breakdowns = {table.primary.value: primary, **ranking.breakdowns}
    names = dict(table.teams)
    rows = []
    for place, tpn, shared in ranking.places:
        played = sum(1 for m in table.matches[tpn] if m.kind is EntryKind.GAME)
        rows.append(TeamStandingRow(
            place, tpn, names[tpn], table.score(tpn, Score.MATCH_POINTS),
            table.score(tpn, Score.GAME_POINTS), played,
            {c.name: breakdowns[c.name][tpn].value for c in chosen}, shared))
    return TeamStandings(table.tournament.settings.name, table.rounds, table.primary, rules,
                         chosen, tuple(rows), breakdowns)


def explain_team(table: TeamStandings, tpn: int) -> Explanation:
    """One team's values with their contributions: the primary score, then each
    tie-break of the list."""
    row = table.row(tpn)
    names = [table.primary.value, *table.code_names]
    points = row.match_points if table.primary is Score.MATCH_POINTS else row.game_points
    return Explanation(row.tpn, row.name, row.rank, points, table.after_round, table.rules,
                       tuple((n, table.breakdowns[n][tpn]) for n in names))


def render_team_explanation(table: TeamStandings, explanation: Explanation,
                            teams: dict[int, str]) -> str:
    """The explanation as text; ``teams`` name the opponent teams."""
    titles = {table.primary.value: _TITLES[table.primary],
              **{c.name: c.title() for c in table.codes}}
    unit = "match point" if table.primary is Score.MATCH_POINTS else "game point"
    return render_blocks(explanation, teams, titles, unit)


_TITLES = {Score.MATCH_POINTS: "Match points", Score.GAME_POINTS: "Game points"}
