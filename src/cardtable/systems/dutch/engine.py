"""``pair``: the FIDE (Dutch) System, C.04.3 as applied from 1 February 2026."""

from __future__ import annotations

from ...model.tournament import Tournament
from ..base import Pairing
from .brackets import dutch_pairing
from .cards import build_context
from .colours import allocate, board_key


def pair(tournament: Tournament, round_no: int | None = None, *,
         trace: bool = False, recorded: Pairing | None = None) -> Pairing:
    """Pair ``round_no`` (default: the next round) by the Dutch system. With ``trace``
    the pairing carries the engine's trace; given the ``recorded`` pairing of that
    round, the trace also shows where it departs from the rules (``departure``)."""
    if round_no is None:
        round_no = tournament.next_round
    ctx = build_context(tournament, round_no)
    observer = None
    if trace:
        from ..outside import outside_step  # the trace's first step, its modules with it
        from .tracing import TraceRecorder

        observer = TraceRecorder(ctx, recorded, outside_step(tournament, round_no))
    pairing = dutch_pairing(ctx, observer)
    pairs, pab = pairing.run()
    cards = ctx.cards
    boards = []
    for a, b in pairs:
        decision = allocate(cards[a], cards[b], ctx.initial_colour)
        boards.append(decision)
    boards.sort(key=lambda d: board_key(d.white, d.black))
    result = Pairing(
        round=round_no,
        boards=tuple((d.white.start_no, d.black.start_no) for d in boards),
        pab=cards[pab].start_no if pab is not None else None,
    )
    if observer is not None:
        from dataclasses import replace

        result = replace(result, trace=observer.finish(boards, result))
    return result
