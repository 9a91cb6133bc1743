"""Accelerated pairings (C.04.7): virtual points added to a player's score for the
pairing only."""

from __future__ import annotations

from fractions import Fraction

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .tournament import Tournament

_NONE = Fraction(0)


def virtual_points(tournament: Tournament, start_no: int, round_no: int) -> Fraction:
    """Virtual points of a player for the pairing of ``round_no``: the Baku
    acceleration when the tournament uses it, plus any given in the file (TRF 250/XXA)."""
    settings = tournament.settings
    if not settings.virtual_points and settings.acceleration != "baku":
        return _NONE  # the usual case, asked for every player and round: no sum
    total = sum((vp.amount for vp in settings.virtual_points
                 if vp.applies(start_no, round_no)), _NONE)
    if settings.acceleration == "baku":
        total += baku_points(tournament, start_no, round_no)
    return total


def baku_points(tournament: Tournament, start_no: int, round_no: int) -> Fraction:
    """The Baku acceleration (C.04.7 art. 1, 2026).

    Group A is the first half of the players of round 1 in pairing-number order,
    rounded up to an even number (2 x ceil(N / 4), art. 1.2); a late entry belongs to
    group A when their pairing number is not above that of the last group-A player of
    round 1 (art. 1.3). The accelerated rounds are the first half of the rounds,
    rounded up; in the first half of them (rounded up) group A gets the points of a
    win, in the rest half of that (art. 1.4). Group B never gets virtual points.

    (bbpPairings puts ceil(N / 2) players in group A; cardtable follows the text.)"""
    settings = tournament.settings
    if not settings.rounds:
        return Fraction(0)
    initial = sorted(p.start_no for p in tournament.players if (p.joins_in or 1) <= 1)
    if not initial:
        return Fraction(0)
    size = 2 * -(-len(initial) // 4)
    last_in_group_a = initial[min(size, len(initial)) - 1]
    if start_no > last_in_group_a:
        return Fraction(0)
    accelerated = -(-settings.rounds // 2)
    full = -(-accelerated // 2)
    if round_no <= full:
        return settings.points.win
    if round_no <= accelerated:
        return settings.points.win / 2
    return Fraction(0)
