"""``--explain PLAYER``: every tie-break value of one player broken into its
contributions round by round (opponent, their adjusted score or the dummy opponent, what
was cut and why), so an arbiter can answer a protest."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable

from ..model.tournament import Tournament
from ..model.points import format_points
from .context import OpponentScore, Rules
from .contributions import Breakdown, Contribution
from .numbers import Number, as_float
from .codes import parse_code
from .registry import definition
from .standings import POINTS, Standings, standings


@dataclass(frozen=True)
class Explanation:
    """One player's standing and every value with its breakdown (``PTS`` first)."""

    start_no: int
    name: str
    rank: int
    points: Fraction
    after_round: int
    rules: Rules
    values: tuple[tuple[str, Breakdown], ...]

    def breakdown(self, code: str) -> Breakdown:
        for name, found in self.values:
            if name == code:
                return found
        raise KeyError(code)


def explain_row(table: Standings, start_no: int) -> Explanation:
    """The explanation of one row of computed standings."""
    row = table.row(start_no)
    names = [POINTS, *table.code_names]
    return Explanation(row.start_no, row.name, row.rank, row.points, table.after_round,
                       table.rules, tuple((n, table.breakdowns[n][start_no]) for n in names))


def explain(tournament: Tournament, start_no: int, codes: str | Iterable[str] | None = None,
            after_round: int | None = None, rules: Rules | str | None = None,
            played: frozenset[tuple[int, int]] = frozenset()) -> Explanation:
    """Standings as :func:`~.standings.standings` computes them, explained for one
    player (DE needs the whole table: it depends on who is tied with whom)."""
    if not tournament.has_player(start_no):
        raise KeyError(f"no player with start number {start_no}")
    return explain_row(standings(tournament, codes, after_round, rules, played), start_no)


# -- text ------------------------------------------------------------------------------
def _num(value: Number | None) -> str:
    if value is None:
        return "NA"
    return format_points(Fraction(value))


#: What ``Contribution.score`` is, for the codes whose contributions carry one.
_QUANTITY = {"AOB": "Buchholz", "APRO": "TPR", "APPO": "PTP", "KS": "opponent's score",
             "PS": "running total", "ARO": "rating", "TPR": "rating", "PTP": "rating",
             "BC": "points on the board", "TBR": "points on the board",
             "BBE": "points on the boards kept"}


def _source_text(source: OpponentScore, opponent: int | None) -> str:
    if not source.dummy:
        text = f"opponent's score {_num(source.score)}"
        if source.adjusted:
            rounds = ", ".join(str(r) for r in source.adjusted)
            text += (f" (adjusted, C.07 art. 16: round{'s' if len(source.adjusted) > 1 else ''}"
                     f" {rounds} unplayed after the last game counted as draws)")
        return text
    own = _num(source.own)
    if source.cap == "opponent":
        return (f"dummy opponent: own score {own}, capped at the scheduled opponent "
                f"{opponent}'s adjusted score {_num(source.cap_value)}")
    if source.cap == "half":
        return (f"dummy opponent: own score {own}, capped at 50 % of the maximum "
                f"{_num(source.cap_value)}")
    return f"dummy opponent: own score {own} (cap {_num(source.cap_value)} not reached)"


def _detail(base: str, item: Contribution) -> str:
    if item.source is not None:
        text = _source_text(item.source, item.opponent)
        if item.factor is not None:
            text += f" × {_num(item.factor)} scored"
        return text
    if base in _QUANTITY and item.score is not None:
        text = f"{_QUANTITY[base]} {_num(item.score)}"
        if item.factor is not None:
            text += f", scored {_num(item.factor)}"
        return text
    return ""


def _line(base: str, item: Contribution, names: dict[int, str]) -> str:
    where = f"round {item.round:>2}" if item.round is not None else "        "
    who = f"vs {item.opponent} {names.get(item.opponent, '')}" if item.opponent else ""
    value = _num(item.value) if item.counted else f"({_num(item.value)})"
    value = f"{value:>7}"
    text = f"  {where}  {who[:28]:<28} {item.label:<10} {value}  {_detail(base, item)}"
    if not item.counted:
        text += f"  — not counted ({item.cut})"
    return text.rstrip()


def render_explanation(explanation: Explanation, tournament: Tournament) -> str:
    """The explanation as text, one block per tie-break."""
    names = {p.start_no: p.name for p in tournament.players}
    titles = {code: definition(parse_code(code)).title for code, _ in explanation.values}
    return render_blocks(explanation, names, titles, "point")


def render_blocks(explanation: Explanation, names: dict[int, str], titles: dict[str, str],
                  unit: str) -> str:
    """The explanation as text: a heading (rank, score in ``unit``), then one block per
    value titled from ``titles``; ``names`` name the opponents (players or teams)."""
    rules = "Swiss" if explanation.rules is Rules.SWISS else "pre-determined pairings"
    lines = [f"{explanation.start_no} {explanation.name}: rank {explanation.rank}, "
             f"{_num(explanation.points)} {unit}{'' if 0 < explanation.points <= 1 else 's'} "
             f"after round {explanation.after_round} "
             f"(C.07 rules for {rules})"]
    for code, found in explanation.values:
        lines.append("")
        lines.append(f"{code} = {_num(found.value)}   ({titles[code]}; {found.formula})")
        base = re.split(r"[:/]", code)[0]
        lines.extend(_line(base, item, names) for item in found.contributions)
    return "\n".join(lines) + "\n"


# -- JSON ------------------------------------------------------------------------------
def explanation_to_json(explanation: Explanation) -> dict[str, object]:
    """The explanation as plain data (``standings --explain P --format json``)."""
    def item(c: Contribution) -> dict[str, object]:
        out: dict[str, object] = {"round": c.round, "opponent": c.opponent, "result": c.label,
               "value": as_float(c.value), "counted": c.counted}
        if c.score is not None:
            out["score"] = as_float(c.score)
        if c.factor is not None:
            out["factor"] = as_float(c.factor)
        if c.source is not None and c.source.dummy:
            out["dummy"] = {"own_score": as_float(c.source.own), "cap": c.source.cap or None,
                            "cap_value": as_float(c.source.cap_value)}
        if c.source is not None and c.source.adjusted:
            out["adjusted_rounds"] = list(c.source.adjusted)
        if c.vur:
            out["vur"] = True
        if c.cut:
            out["cut"] = c.cut
        return out

    return {
        "start_no": explanation.start_no,
        "name": explanation.name,
        "rank": explanation.rank,
        "points": as_float(explanation.points),
        "after_round": explanation.after_round,
        "rules": explanation.rules.value,
        "tiebreaks": {code: {"value": as_float(b.value), "formula": b.formula,
                             "contributions": [item(c) for c in b.contributions]}
                      for code, b in explanation.values},
    }
