"""Accelerated pairings (C.04.7): virtual points added to a player's score for the
pairing only."""

from __future__ import annotations

from fractions import Fraction

from ...model import Tournament


def virtual_points(tournament: Tournament, start_no: int, round_no: int) -> Fraction:
    """Virtual points of a player for the pairing of ``round_no``: the Baku
    acceleration when the tournament uses it, plus any given in the file (TRF 250/XXA)."""
    settings = tournament.settings
    total = sum((vp.amount for vp in settings.virtual_points
                 if vp.applies(start_no, round_no)), Fraction(0))
    if settings.acceleration == "baku":
        total += baku_points(tournament, start_no, round_no)
    return total


def baku_points(tournament: Tournament, start_no: int, round_no: int) -> Fraction:
    """Baku acceleration (C.04.7): the top half of the start list (rounded up) is
    group A. In the first half of the accelerated rounds group A gets a win's points,
    in the second half a draw's; the accelerated rounds are the first
    ceil((rounds - 1) / 2)... precisely rounds 1..(rounds - 1) // 2 + 1."""
    settings = tournament.settings
    players = sorted(p.start_no for p in tournament.players)
    if not players or not settings.rounds:
        return Fraction(0)
    group_a = players[: (len(players) - 1) // 2 + 1]
    if start_no not in group_a:
        return Fraction(0)
    last_accelerated = (settings.rounds - 1) // 2 + 1
    last_full = ((settings.rounds - 1) // 2) // 2 + 1
    if round_no <= last_full:
        return settings.points.win
    if round_no <= last_accelerated:
        return settings.points.draw
    return Fraction(0)
