"""Tie-breaks built on ratings (C.07 art. 10): Average Rating of Opponents (ARO, with
Cut and Median), Tournament Performance Rating (TPR), Perfect Tournament Performance
(PTP), and the averages of the opponents' TPR (APRO) and PTP (APPO). Only games played
over the board count; the FIDE rating tables (B.02) are in :mod:`.rating_tables`.

Reading: an unrated opponent (rating 0) has no rating to average, so games against
unrated opponents are left out of these tie-breaks (and shown as such)."""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from typing import Callable

from ..model.points import format_points
from .codes import TieBreakCode
from .context import Context
from .contributions import Breakdown, Contribution, apply_modifier, label_of
from .numbers import mean_half_up, round_half_up
from .rating_tables import DP_BY_P, PD_BY_D


def rated_games(ctx: Context, start_no: int) -> list[Contribution]:
    """The games played over the board against rated opponents: the opponent's rating
    as ``score`` and ``value``, the points scored as ``factor``."""
    rows = []
    for e in ctx.entries[start_no]:
        if not e.played or e.opponent is None:
            continue
        rating = ctx.tournament.player(e.opponent).rating
        if rating > 0:
            rows.append(Contribution(e.round, label_of(e), rating, e.opponent, rating,
                                     e.points))
    return rows


def _games(ctx: Context, start_no: int) -> list[Contribution]:
    return ctx.cached(("rated games", start_no), lambda: rated_games(ctx, start_no))


def average_rating(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """ARO (C.07 art. 10.1): the mean rating of the opponents met over the board,
    rounded half-up; Cut-n leaves out the n lowest-rated, Median-n also the n
    highest-rated."""
    result = {}
    for p in ctx.players:
        rows = _games(ctx, p)
        rows = apply_modifier(rows, code)
        value = mean_half_up([r.value for r in rows if r.counted])
        result[p] = Breakdown(value, tuple(rows), "mean of the ratings, rounded half-up")
    return result


def _ratings(rows: list[Contribution]) -> list[int]:
    """The opponents' ratings of rows made by :func:`rated_games`."""
    return [int(r.value) for r in rows]


def _mean_rating(rows: list[Contribution]) -> int:
    """The mean of the opponents' ratings of a non-empty list of rows, rounded half-up
    (C.07 art. 10.1)."""
    return int(round_half_up(Fraction(sum(_ratings(rows)), len(rows))))


def _points_scored(rows: list[Contribution]) -> Fraction:
    """The points scored in rows made by :func:`rated_games` (each row's ``factor``)."""
    return sum((r.factor for r in rows if r.factor is not None), Fraction(0))


def _fraction_scored(rows: list[Contribution], win: Fraction) -> Fraction:
    return _points_scored(rows) / (len(rows) * win)


def performance(ctx: Context, start_no: int) -> int | None:
    """TPR of one player: ARO (rounded) + dp(p), p the fraction of the points scored
    in those games, rounded half-up to two decimals (B.02 table 8.1.a)."""
    rows = _games(ctx, start_no)
    if not rows:
        return None
    aro = _mean_rating(rows)
    p = round_half_up(_fraction_scored(rows, ctx.points.win), 2)
    return aro + DP_BY_P[int(p * 100)]


def tournament_performance(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """TPR (C.07 art. 10.2)."""
    result = {}
    for p in ctx.players:
        rows = _games(ctx, p)
        value = ctx.cached(("TPR", p), partial(performance, ctx, p))
        formula = "no game over the board against a rated opponent"
        if rows:
            frac = round_half_up(_fraction_scored(rows, ctx.points.win), 2)
            formula = (f"ARO {_mean_rating(rows)} + dp(p = "
                       f"{float(frac):.2f}) {DP_BY_P[int(frac * 100)]:+d}")
        result[p] = Breakdown(value, tuple(rows), formula)
    return result


def expected_score(rating: int, opponent: int) -> int:
    """Expected score against one opponent, in hundredths (B.02 table 8.1.b): a
    difference above 800 counts as 800."""
    pd = PD_BY_D[min(abs(rating - opponent), 800)]
    return pd if rating >= opponent else 100 - pd


def perfect_performance(ctx: Context, start_no: int) -> int | None:
    """PTP of one player: the lowest integer rating whose expected score against the
    opponents met over the board reaches the points scored in those games; for no
    points at all, the lowest opponent rating − 800."""
    rows = _games(ctx, start_no)
    if not rows:
        return None
    ratings = _ratings(rows)
    target = 100 * _points_scored(rows) / ctx.points.win
    if target == 0:
        return min(ratings) - 800
    low, high = min(ratings) - 800, max(ratings) + 800
    while low < high:  # the expected score never falls as the rating rises
        mid = (low + high) // 2
        if sum(expected_score(mid, r) for r in ratings) >= target:
            high = mid
        else:
            low = mid + 1
    return low


def perfect_tournament_performance(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """PTP (C.07 art. 10.3)."""
    result = {}
    for p in ctx.players:
        rows = _games(ctx, p)
        target = _points_scored(rows)
        formula = (f"lowest rating expected to score {format_points(target)} against "
                   f"these opponents" if rows else
                   "no game over the board against a rated opponent")
        value = ctx.cached(("PTP", p), partial(perfect_performance, ctx, p))
        result[p] = Breakdown(value, tuple(rows), formula)
    return result


def _average_of_opponents(ctx: Context, of: Callable[[Context, int], int | None],
                          name: str) -> dict[int, Breakdown]:
    values: dict[int, int | None] = {
        p: ctx.cached((name, p), partial(of, ctx, p)) for p in ctx.players}
    result = {}
    for p in ctx.players:
        rows = []
        for r in _games(ctx, p):
            value = None if r.opponent is None else values[r.opponent]
            if value is not None:
                rows.append(Contribution(r.round, r.label, value, r.opponent, value))
        result[p] = Breakdown(mean_half_up([r.value for r in rows]), tuple(rows),
                              f"mean of the opponents' {name}, rounded half-up")
    return result


def average_performance_of_opponents(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """APRO (C.07 art. 10.4): the mean TPR of the opponents met over the board."""
    return _average_of_opponents(ctx, performance, "TPR")


def average_perfect_performance_of_opponents(ctx: Context,
                                             code: TieBreakCode) -> dict[int, Breakdown]:
    """APPO (C.07 art. 10.5): the mean PTP of the opponents met over the board."""
    return _average_of_opponents(ctx, perfect_performance, "PTP")
