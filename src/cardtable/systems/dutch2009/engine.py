"""``pair``: the 2009 FIDE rating-based Swiss."""

from __future__ import annotations

from dataclasses import replace

from ...model.tournament import Tournament
from ..base import Pairing
from ..outside import outside_step
from .articles import OUTSIDE
from .boards import board_order
from .cards import build_cards
from .colours import allocate
from .procedure import RoundProcedure
from .tracing import Recorder


def pair(tournament: Tournament, round_no: int | None = None, *,
         trace: bool = False) -> Pairing:
    """Pair ``round_no`` (default: the next round) by the 2009 rules: cards (A), the
    procedure C.1-C.14 bracket by bracket, colours (E), board order (F.1)."""
    if round_no is None:
        round_no = tournament.next_round
    ctx = build_cards(tournament, round_no)
    recorder = Recorder(ctx, trace, outside_step(tournament, round_no, articles=OUTSIDE)
                        if trace else ())
    pairs, bye = RoundProcedure(ctx, recorder).run()
    decisions = board_order([allocate(ctx, a, b, made.prefs) for a, b, made in pairs])
    boards = tuple((d.white.start_no, d.black.start_no) for d in decisions)
    result = Pairing(round=round_no, boards=boards, pab=bye.start_no if bye else None)
    if trace:
        result = replace(result, trace=recorder.finish(decisions, bye, boards))
    return result
