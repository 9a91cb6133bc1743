"""Tie-breaks built on the opponents' scores (C.07 art. 8 and 9.1): Buchholz (BH), Fore
Buchholz (FB), Average of Opponents' Buchholz (AOB) and Sonneborn-Berger (SB), with the
Cut and Median modifiers (art. 14.1, 14.3) and the unplayed-round rules of art. 16 (see
:mod:`cardtable.tiebreaks.context`)."""

from __future__ import annotations

from .codes import TieBreakCode
from .context import Context
from .contributions import Breakdown, Contribution, apply_modifier, label_of
from .numbers import mean_half_up


def _opponent_rows(ctx: Context, start_no: int, as_games: bool,
                   product: bool) -> list[Contribution]:
    """One contribution per round: the opponent's score (or the dummy's), times the
    points the player scored that round when ``product`` (SB)."""
    rows = []
    for entry in ctx.entries[start_no]:
        source = ctx.opponent_score(start_no, entry, as_games)
        if source is None:
            continue
        value = source.score * entry.points if product else source.score
        rows.append(Contribution(entry.round, label_of(entry), value, entry.opponent,
                                 source.score, entry.points if product else None,
                                 ctx.is_vur(entry, as_games), source))
    return rows


def _opponent_sum(ctx: Context, code: TieBreakCode, product: bool) -> dict[int, Breakdown]:
    result = {}
    as_games = code.forfeits_as_games
    for start_no in ctx.players:
        rows = ctx.cached(("opponent rows", start_no, as_games, product),
                          lambda: _opponent_rows(ctx, start_no, as_games, product))
        rows = apply_modifier(rows, code, vur_first=ctx.swiss)
        result[start_no] = Breakdown.total(rows)
    return result


def buchholz(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """BH (C.07 art. 8.1): the sum of the opponents' scores."""
    return _opponent_sum(ctx, code, product=False)


def sonneborn_berger(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """SB (C.07 art. 9.1): the sum of each opponent's score times the points scored
    against them (a dummy's score times the points of the unplayed round)."""
    return _opponent_sum(ctx, code, product=True)


def fore_buchholz(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """FB (C.07 art. 8.3): Buchholz as if every pairing of the last round had been drawn
    (see :meth:`Context.fore`)."""
    fore = ctx.fore()
    result = _opponent_sum(fore, code, product=False)
    return {p: Breakdown(b.value, b.contributions,
                         f"sum, with round {ctx.rounds}'s pairings counted as draws")
            for p, b in result.items()}


def average_of_opponents_buchholz(ctx: Context, code: TieBreakCode) -> dict[int, Breakdown]:
    """AOB (C.07 art. 8.2): the mean of the Buchholz (``/F``: Fore Buchholz) of the
    opponents met over the board, rounded half-up to two decimals; undefined without
    such an opponent."""
    basis = TieBreakCode("FB" if code.fore else "BH")
    compute = fore_buchholz if code.fore else buchholz
    values = ctx.cached(basis.name, lambda: compute(ctx, basis))
    result = {}
    for start_no in ctx.players:
        rows = []
        for e in ctx.entries[start_no]:
            if e.opponent is None or not ctx.counts_as_game(e, code.forfeits_as_games):
                continue
            opponent = values[e.opponent].value
            assert opponent is not None, "a Buchholz is defined for every player"
            rows.append(Contribution(e.round, label_of(e), opponent, e.opponent, opponent))
        value = mean_half_up([r.value for r in rows], 2)
        result[start_no] = Breakdown(value, tuple(rows),
                                     f"mean of the opponents' {basis.name}, rounded half-up "
                                     f"to 2 decimals")
    return result
