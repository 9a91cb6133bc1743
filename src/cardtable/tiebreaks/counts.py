"""Tie-breaks read from the player's own rounds (C.07 art. 7): points (PTS), standard
points (STD), wins (WIN, WON), games with Black (BPG, BWG), rounds elected to play (REP,
formerly GE), progressive scores (PS), the Koya system (KS); and the player's own data:
pairing number (TPN), rating (RTNG) and the lottery (LOT)."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Callable

from ..model.colour import Colour
from ..model.history import Entry, EntryKind
from ..model.results import Outcome
from ..model.player import Player
from ..model.points import format_points
from .codes import TieBreakCode
from .context import VUR_KINDS, Context
from .contributions import Breakdown, Contribution, apply_modifier, label_of
from .numbers import Number


def _per_round(ctx: Context, value: Callable[[Entry], Number]) -> dict[int, Breakdown]:
    """A sum over the player's rounds of ``value(entry)``."""
    return {p: Breakdown.total(Contribution(e.round, label_of(e), value(e), e.opponent)
                               for e in ctx.entries[p])
            for p in ctx.players}


def points(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """PTS: the points scored, in the tournament's point system."""
    return _per_round(ctx, lambda e: e.points)


_STANDARD = {Outcome.WIN: Fraction(1), Outcome.DRAW: Fraction(1, 2), Outcome.LOSS: Fraction(0),
             Outcome.FORFEIT_WIN: Fraction(1), Outcome.FORFEIT_LOSS: Fraction(0)}
_STANDARD_BYES = {EntryKind.PAB: Fraction(1), EntryKind.FULL_BYE: Fraction(1),
                  EntryKind.HALF_BYE: Fraction(1, 2)}


def standard_points(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """STD (C.07, 2026 edition): the points the player would have with 1 / ½ / 0."""
    def standard(e: Entry) -> Fraction:
        if e.outcome is not None:
            return _STANDARD[e.outcome]
        return _STANDARD_BYES.get(e.kind, Fraction(0))
    return _per_round(ctx, standard)


def wins(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """WIN (C.07 art. 7): rounds in which the player received a win's points, with or
    without playing (wins, forfeit wins, PAB, full-point byes)."""
    win = ctx.points.win
    return _per_round(ctx, lambda e: int(e.points >= win and e.kind is not EntryKind.NOT_PAIRED))


def games_won(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """WON (C.07 art. 7): games won over the board."""
    return _per_round(ctx, lambda e: int(e.played and e.outcome is Outcome.WIN))


def games_with_black(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """BPG (C.07 art. 7): games played over the board with Black."""
    return _per_round(ctx, lambda e: int(e.played and e.colour is Colour.BLACK))


def wins_with_black(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """BWG (C.07 art. 7): games won over the board with Black."""
    return _per_round(ctx, lambda e: int(e.played and e.colour is Colour.BLACK
                                         and e.outcome is Outcome.WIN))


def rounds_elected(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """REP (C.07 art. 7; GE before 2026): the rounds minus the voluntarily unplayed
    ones (half- and zero-point byes, forfeit losses, absences; under pre-determined
    rules the free round too)."""
    return _per_round(ctx, lambda e: int(e.kind not in VUR_KINDS))


def progressive_scores(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """PS (C.07 art. 7.5): the sum of the running totals after each round; Cut-n drops the
    lowest running totals (the first rounds')."""
    result = {}
    for p in ctx.players:
        total, rows = Fraction(0), []
        for e in ctx.entries[p]:
            total += e.points
            rows.append(Contribution(e.round, label_of(e), total, e.opponent, total))
        rows = apply_modifier(rows, code)
        result[p] = Breakdown.total(rows)
    return result


def koya(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """KS (C.07 art. 9.2): the points scored against the opponents whose score is at
    least 50 % of the maximum possible (``/L+n`` moves that limit by n half points, art.
    14.5). Every round with a scheduled opponent counts, forfeits included."""
    shift = code.limit * ctx.points.win / 2
    result = {}
    for p in ctx.players:
        rows = []
        for e in ctx.entries[p]:
            if e.opponent is None:
                continue
            score = ctx.scores[e.opponent]
            limit = ctx.half_of_max(e.opponent) + shift
            cut = ("" if score >= limit else
                   f"opponent below the Koya limit ({format_points(score)} < "
                   f"{format_points(limit)})")
            rows.append(Contribution(e.round, label_of(e), e.points, e.opponent, score,
                                     cut=cut))
        result[p] = Breakdown.total(rows)
    return result


def _own(ctx: Context, value: Callable[[Player], Number], what: str) -> dict[int, Breakdown]:
    return {p.start_no: Breakdown(value(p), (), what) for p in ctx.tournament.players}


def pairing_number(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """TPN (C.07, 2026 edition): the tournament pairing number, the lower the better."""
    return _own(ctx, lambda p: p.start_no, "the pairing number")


def own_rating(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """RTNG (C.07, 2026 edition): the player's own rating, the higher the better."""
    return _own(ctx, lambda p: p.rating, "the player's rating")


class LotteryNeedsSeed(ValueError):
    """The lottery tie-break was asked for a tournament without a recorded seed."""


def lottery(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """LOT: a drawing of lots, the lower the better. Reproducible: every player's lot
    comes from the tournament's recorded ``random_seed``."""
    seed = ctx.tournament.settings.random_seed
    if seed is None:
        raise LotteryNeedsSeed("the lottery tie-break (LOT) needs the seed of the draw by lot "
                               "(random_seed) recorded in the tournament file")
    numbers = sorted(ctx.players)
    lots = list(range(1, len(numbers) + 1))
    random.Random(f"lottery:{seed}").shuffle(lots)
    drawn = dict(zip(numbers, lots))
    return {p: Breakdown(drawn[p], (), f"lot drawn with seed {seed}") for p in ctx.players}
