"""Direct Encounter (DE, C.07 art. 6): the tied players ranked by the points they
scored in the games between them.

DE is positional: it works on a group of players tied on every earlier criterion, and
its value is the player's place inside that group (1 = first, equal places possible),
0 for every member when it separates nobody.

* Only games played over the board count under Swiss rules (``/P``: forfeits too);
  under pre-determined rules every scheduled game counts, forfeits included.
* When every tied player has met every other (both games in a double round robin), the
  group is ordered by those points.
* Otherwise the players are taken in order of those points, and the leader is separated
  only if their points exceed what any remaining player could still reach by winning all
  their missing games against the group; this repeats down the list until it fails, and
  the rest stay tied.
* Whenever the group splits, DE is applied again inside every part still tied, with
  only the games among its members."""

from __future__ import annotations

from fractions import Fraction
from itertools import groupby

from ..model.history import Entry
from .codes import TieBreakCode
from .context import Context
from .contributions import Breakdown, Contribution, label_of


def _games_among(ctx: Context, group: set[int], as_games: bool) -> dict[int, list[Entry]]:
    return {p: [e for e in ctx.entries[p]
                if e.opponent in group and ctx.counts_as_game(e, as_games)]
            for p in group}


def split_group(ctx: Context, group: list[int], as_games: bool) -> list[list[int]]:
    """The group split into parts, best first; one part when DE separates nobody."""
    members = set(group)
    games = _games_among(ctx, members, as_games)
    scored = {p: sum((e.points for e in games[p]), Fraction(0)) for p in group}
    meetings = 2 if (not ctx.swiss and ctx.tournament.settings.double_round_robin) else 1
    missing = {}
    for p in group:
        met: dict[int | None, int] = {}
        for e in games[p]:
            met[e.opponent] = met.get(e.opponent, 0) + 1
        missing[p] = sum(max(0, meetings - met.get(q, 0)) for q in group if q != p)
    ranked = sorted(group, key=lambda p: -scored[p])
    if not any(missing.values()):
        parts = [list(g) for _, g in groupby(ranked, key=lambda p: scored[p])]
    else:
        parts, rest = [], ranked
        while len(rest) > 1:
            leader, others = rest[0], rest[1:]
            reach = max(scored[q] + missing[q] * ctx.points.win for q in others)
            if scored[leader] <= reach:
                break
            parts.append([leader])
            rest = others
        parts.append(rest)
    if len(parts) == 1:
        return parts
    return [sub for part in parts
            for sub in (split_group(ctx, part, as_games) if len(part) > 1 else [part])]


def places_of(parts: list[list[int]]) -> dict[int, int]:
    """Each member's place from the parts of a split group, best part first (equal
    places inside a part); none when the group did not split."""
    places: dict[int, int] = {}
    if len(parts) > 1:
        place = 1
        for part in parts:
            for p in part:
                places[p] = place
            place += len(part)
    return places


def direct_encounter(ctx: Context, code: TieBreakCode,
                     group: list[int]) -> dict[int, Breakdown]:
    """DE places inside ``group`` (players tied on every earlier criterion)."""
    if len(group) == 1:
        return {group[0]: Breakdown(0, (), "alone, nobody to separate")}
    as_games = code.forfeits_as_games
    places = places_of(split_group(ctx, sorted(group), as_games))
    games = _games_among(ctx, set(group), as_games)
    others = ", ".join(str(q) for q in sorted(group))
    result = {}
    for p in group:
        rows = tuple(Contribution(e.round, label_of(e), e.points, e.opponent)
                     for e in games[p])
        value = places.get(p, 0)
        formula = (f"place {value} among the tied players {others}" if value else
                   f"separates nobody among the tied players {others}")
        result[p] = Breakdown(value, rows, formula)
    return result
