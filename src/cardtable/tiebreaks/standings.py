"""Standings: players ranked by points, then by the tie-break list in order (C.07
art. 4.2: move to the next tie-break whenever a tie persists). Players equal on
everything share a rank."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Iterable

from ..model.tournament import Tournament
from .codes import TieBreakCode
from .context import Context, Rules
from .contributions import Breakdown
from .numbers import Number, as_float
from .registry import HIGH, LOW, definition, parse_codes

POINTS = "PTS"
#: a column's sort key: (0, better first) for a number, (1, 0) for an undefined value
SortKey = tuple[int, Number]


@dataclass(frozen=True)
class Row:
    """One line of the standings. ``values`` maps each code's FIDE name to its value
    (None = undefined, ``NA``), in list order."""

    rank: int
    start_no: int
    name: str
    points: Fraction
    values: dict[str, Number | None]
    shared: bool = False


@dataclass(frozen=True)
class Standings:
    """The standings after round ``after_round``. ``breakdowns[code][start_no]`` holds
    every value with its contributions (``PTS`` included), for ``explain``."""

    tournament: str
    after_round: int
    rules: Rules
    codes: tuple[TieBreakCode, ...]
    rows: tuple[Row, ...]
    breakdowns: dict[str, dict[int, Breakdown]]

    @property
    def code_names(self) -> list[str]:
        return [c.name for c in self.codes]

    def row(self, start_no: int) -> Row:
        for row in self.rows:
            if row.start_no == start_no:
                return row
        raise KeyError(f"no player with start number {start_no}")

    def to_json(self) -> dict[str, object]:
        """The JSON of ``cardtable standings --format json``."""
        return {
            "tournament": self.tournament,
            "after_round": self.after_round,
            "tiebreaks": self.code_names,
            "rows": [{"rank": r.rank, "start_no": r.start_no, "name": r.name,
                      "points": as_float(r.points),
                      "tiebreaks": {k: as_float(v) for k, v in r.values.items()}}
                     for r in self.rows],
        }


def _sort_key(order: str, value: Number | None) -> SortKey:
    """Better first; an undefined value after every number."""
    if value is None:
        return (1, 0)
    return (0, -value if order == HIGH else value)


def _refine(group_of: dict[int, int], column: dict[int, int]) -> dict[int, int]:
    """Split the tie groups by one more column (group ids are small ints)."""
    ids: dict[tuple[int, int], int] = {}
    return {p: ids.setdefault((g, column[p]), len(ids)) for p, g in group_of.items()}


def _places(order: str, values: dict[int, Number | None]) -> dict[int, int]:
    """Each participant's place in one column, better first, equal values on the same
    place: the sort key of :func:`_sort_key` once per distinct value, so that ranking
    thousands of players compares small ints, not fractions (issue 36)."""
    distinct = sorted(set(values.values()), key=lambda v: _sort_key(order, v))
    place = {value: index for index, value in enumerate(distinct)}
    return {p: place[v] for p, v in values.items()}


def _groups(group_of: dict[int, int]) -> list[list[int]]:
    groups: dict[int, list[int]] = {}
    for p, g in group_of.items():
        groups.setdefault(g, []).append(p)
    return list(groups.values())


@dataclass(frozen=True)
class Column:
    """One tie-break of a list as the ranking applies it: its name, sort order, and
    ``compute(group)``: every participant's value (``group`` is None), or, for a
    positional one (DE), the values inside one group of tied participants."""

    name: str
    order: str
    positional: bool
    compute: Callable[[list[int] | None], dict[int, Breakdown]]


@dataclass(frozen=True)
class Ranking:
    """Participants in rank order: (rank, number, shared) and every column's values."""

    places: tuple[tuple[int, int, bool], ...]
    breakdowns: dict[str, dict[int, Breakdown]]


def rank(participants: list[int], first: dict[int, Breakdown],
         columns: Iterable[Column]) -> Ranking:
    """Rank by ``first`` (the points, higher first), then by each column in turn, a
    column only splitting the groups still tied (C.07 art. 4.2); participants equal on
    everything share a rank, listed by number."""
    first_places = _places(HIGH, {p: first[p].value for p in participants})
    keys = {p: [first_places[p]] for p in participants}
    group_of = _refine({p: 0 for p in participants}, first_places)
    breakdowns: dict[str, dict[int, Breakdown]] = {}
    for column in columns:
        if column.positional:
            values: dict[int, Breakdown] = {}
            for group in _groups(group_of):
                values.update(column.compute(group))
        else:
            values = column.compute(None)
        breakdowns[column.name] = values
        order = HIGH if column.order == HIGH else LOW
        column_places = _places(order, {p: values[p].value for p in participants})
        for p in participants:
            keys[p].append(column_places[p])
        group_of = _refine(group_of, column_places)
    sizes: dict[int, int] = {}
    for g in group_of.values():
        sizes[g] = sizes.get(g, 0) + 1
    places, place, previous = [], 0, None
    for index, p in enumerate(sorted(participants, key=lambda p: (keys[p], p)), start=1):
        if group_of[p] != previous:
            place, previous = index, group_of[p]
        places.append((place, p, sizes[group_of[p]] > 1))
    return Ranking(tuple(places), breakdowns)


def standings(tournament: Tournament, codes: str | Iterable[str] | None = None,
              after_round: int | None = None, rules: Rules | str | None = None,
              played: frozenset[tuple[int, int]] = frozenset()) -> Standings:
    """Rank the players after ``after_round`` (default: the last complete round) by
    points, then by ``codes`` (default: the list stored in the tournament).

    ``rules`` chooses C.07's Swiss rules (the default) or the rules for pre-determined
    pairings (the caller knows the system: ``PairingSystemPlugin.predetermined``);
    ``played``: the (player, round) whose forfeit counts as played (the system's rule,
    ``PairingSystemPlugin.forfeits_played``)."""
    from ..model.bulk import in_bulk  # where used: the commands' start budget

    with in_bulk():  # some 400 000 values and contributions at 10 000 players, all kept
        return _standings(tournament, codes, after_round,
                          Rules.parse(rules) if isinstance(rules, str) else rules, played)


def _standings(tournament: Tournament, codes: str | Iterable[str] | None,
               after_round: int | None, rules: Rules | None,
               played: frozenset[tuple[int, int]]) -> Standings:
    ctx = Context.build(tournament, after_round, rules, played)
    chosen = parse_codes(tournament.settings.tiebreaks if codes is None else codes)
    points = ctx.cached(POINTS, lambda: definition(TieBreakCode(POINTS)).compute(
        ctx, TieBreakCode(POINTS)))
    ranking = rank(ctx.players, points, (_column(ctx, code) for code in chosen))
    breakdowns = {POINTS: points, **ranking.breakdowns}
    names = {p.start_no: p.name for p in tournament.players}
    rows = tuple(Row(place, p, names[p], ctx.scores[p],
                     {c.name: breakdowns[c.name][p].value for c in chosen}, shared)
                 for place, p, shared in ranking.places)
    return Standings(tournament.settings.name, ctx.rounds, ctx.rules, chosen, rows,
                     breakdowns)


def _column(ctx: Context, code: TieBreakCode) -> Column:
    found = definition(code)

    def compute(group: list[int] | None) -> dict[int, Breakdown]:
        if group is not None:
            return found.compute(ctx, code, group)
        return ctx.cached(code.name, lambda: found.compute(ctx, code))
    return Column(code.name, found.order, found.positional, compute)
