"""The tie-breaks that exist only for team competitions (C.07, 2026 edition, its team
part, with the codes the FIDE TEC's tie-break checker uses): the two scores as
tie-breaks (MP, GP, MPVGP), the extended Sonneborn-Berger (EMMSB, EMGSB, EGMSB,
EGGSB), the board count (BC), the top board result (TBR), the bottom board
elimination (BBE) and the extended direct encounter (EDE)."""

from __future__ import annotations

from fractions import Fraction
from functools import cached_property

from ..model.history import EntryKind
from ..model.team import Score
from .codes import TieBreakCode
from .context import Context, Rules
from .contributions import Breakdown, Contribution, apply_modifier, label_of
from .encounter import places_of, split_group
from .team_table import TeamTable

LETTER = {"M": Score.MATCH_POINTS, "G": Score.GAME_POINTS}


class TeamEnv:
    """A team table with its two contexts (the teams scored in match points and in game
    points), built once for a ranking."""

    def __init__(self, table: TeamTable, rules: Rules = Rules.SWISS):
        self.table = table
        self.rules = rules

    @cached_property
    def _contexts(self) -> dict[Score, Context]:
        return {score: self.table.context(score, self.rules) for score in Score}

    def context(self, score: Score) -> Context:
        return self._contexts[score]

    @property
    def teams(self) -> list[int]:
        return [tpn for tpn, _ in self.table.teams]


def score_total(env: TeamEnv, score: Score) -> dict[int, Breakdown]:
    """The team's match points or game points, round by round (MP, GP)."""
    ctx = env.context(score)
    return {t: Breakdown.total(Contribution(e.round, label_of(e), e.points, e.opponent)
                               for e in ctx.entries[t]) for t in env.teams}


def match_points(env: TeamEnv, code: TieBreakCode) -> dict[int, Breakdown]:
    """MP: the match points (C.04.6 art. 1.2; a tie-break when the game points are
    the primary score)."""
    return score_total(env, Score.MATCH_POINTS)


def game_points(env: TeamEnv, code: TieBreakCode) -> dict[int, Breakdown]:
    """GP: the game points, the sum of the board results (C.04.6 art. 1.2)."""
    return score_total(env, Score.GAME_POINTS)


def other_score(env: TeamEnv, code: TieBreakCode) -> dict[int, Breakdown]:
    """MPVGP: the score that is not the primary one: the game points when the match
    points rank, the match points when the game points do."""
    return score_total(env, env.table.secondary)


def extended_sonneborn_berger(env: TeamEnv, code: TieBreakCode) -> dict[int, Breakdown]:
    """EXYSB (EMMSB, EMGSB, EGMSB, EGGSB): the sum, over the rounds, of the opponent's
    score in X (M: match points, G: game points) times the team's own score of that
    match in Y. An opponent's score is its adjusted score, an unplayed round's the
    dummy opponent's, as for SB (C.07 art. 16); Cut-n and /P as for SB (art. 14)."""
    opponents = env.context(LETTER[code.base[1]])
    own = env.context(LETTER[code.base[2]])
    as_games = code.forfeits_as_games
    result = {}
    for team in env.teams:
        rows = []
        for entry, scored in zip(opponents.entries[team], own.entries[team]):
            source = opponents.opponent_score(team, entry, as_games)
            if source is None:
                continue
            rows.append(Contribution(entry.round, label_of(scored), source.score * scored.points,
                                     entry.opponent, source.score, scored.points,
                                     opponents.is_vur(entry, as_games), source))
        result[team] = Breakdown.total(apply_modifier(rows, code, vur_first=opponents.swiss))
    return result


def board_points(env: TeamEnv, team: int) -> list[Fraction]:
    """The team's points on each board over all rounds: each round's board results as
    its players scored them, a forfeited board's and a bye's included (a PAB counts on
    every board as the players' PABs, as the FIDE TEC's checker counts it); a board
    nobody played (a short line-up, a round not paired) counts nothing."""
    totals = [Fraction(0)] * env.table.boards
    for match in env.table.matches[team]:
        for index, points in enumerate(match.boards[:env.table.boards]):
            totals[index] += points
    return totals


def board_count(env: TeamEnv, code: TieBreakCode) -> dict[int, Breakdown]:
    """BC: the sum over the boards of the board number times the team's points on
    that board; the lower ranks first (points won on the top boards weigh less, as
    the FIDE TEC's checker sorts it)."""
    result = {}
    for team in env.teams:
        rows = tuple(Contribution(None, f"board {b}", b * points, score=points)
                     for b, points in enumerate(board_points(env, team), start=1))
        result[team] = Breakdown(sum((r.value for r in rows), Fraction(0)), rows,
                                 "sum of board number × points on the board")
    return result


def _lexicographic(env: TeamEnv, group: list[int], what: str,
                   vector: dict[int, list[Fraction]]) -> dict[int, Breakdown]:
    """Places inside a tied group by comparing ``vector`` item by item (higher first);
    0 for every team when nobody is separated."""
    ordered = sorted(group, key=lambda t: [-v for v in vector[t]])
    parts: list[list[int]] = []
    for team in ordered:
        if parts and vector[parts[-1][0]] == vector[team]:
            parts[-1].append(team)
        else:
            parts.append([team])
    places = places_of(parts)
    names = ", ".join(str(t) for t in sorted(group))
    result = {}
    for team in group:
        rows = tuple(Contribution(None, f"{what} {i}", v, score=v)
                     for i, v in enumerate(vector[team], start=1))
        place = places.get(team, 0)
        formula = (f"place {place} among the tied teams {names}" if place else
                   f"separates nobody among the tied teams {names}")
        result[team] = Breakdown(place, rows, formula)
    return result


def top_board_result(env: TeamEnv, code: TieBreakCode,
                     group: list[int]) -> dict[int, Breakdown]:
    """TBR: the tied teams compared on their points on board 1, then board 2, and so
    on to the last board; the value is the place inside the group."""
    return _lexicographic(env, group, "board",
                          {t: board_points(env, t) for t in group})


def bottom_board_elimination(env: TeamEnv, code: TieBreakCode,
                             group: list[int]) -> dict[int, Breakdown]:
    """BBE: the tied teams compared on their game points without the last board, then
    without the last two boards, and so on; the value is the place inside the group."""
    vector = {}
    for team in group:
        boards = board_points(env, team)
        vector[team] = [sum(boards[:kept], Fraction(0)) for kept in range(len(boards) - 1, 0, -1)]
    return _lexicographic(env, group, "without last", vector)


def extended_direct_encounter(env: TeamEnv, code: TieBreakCode,
                              group: list[int]) -> dict[int, Breakdown]:
    """EDE (C.07 art. 13.3): direct encounter (art. 6) among the tied teams on the
    primary score; each part still tied is ranked by direct encounter on the secondary
    score, then again on the primary, until no part splits. The value is the place
    inside the group, 0 when nobody is separated."""
    table = env.table
    order = (env.context(table.primary), env.context(table.secondary))
    as_games = code.forfeits_as_games

    def split(members: list[int], turn: int) -> list[list[int]]:
        for step in (turn, 1 - turn):
            parts = split_group(order[step], sorted(members), as_games)
            if len(parts) > 1:
                return [sub for part in parts
                        for sub in (split(part, 1 - step) if len(part) > 1 else [part])]
        return [members]

    places = places_of(split(group, 0)) if len(group) > 1 else {}
    names = ", ".join(str(t) for t in sorted(group))
    result = {}
    for team in group:
        rows = tuple(Contribution(m.round, f"MP {m.match_points}, GP {m.game_points}",
                                  m.entry(table.primary).points, m.opponent)
                     for m in table.matches[team] if m.opponent in group
                     and (m.kind is EntryKind.GAME or as_games))
        place = places.get(team, 0)
        formula = (f"place {place} among the tied teams {names}" if place else
                   f"separates nobody among the tied teams {names}")
        result[team] = Breakdown(place, rows, formula)
    return result
