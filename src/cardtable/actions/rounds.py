"""Take back the last published round (``cardtable unpair``, the app's ``u``): its
boards and PAB go, its requested byes stay, and pairing again gives the same round
(:mod:`cardtable.model.take_back`, logged in the integrity log)."""

from __future__ import annotations

from ..model import Tournament
from ..model.take_back import TakeBackError, take_back
from .outcome import Outcome, refused


def take_back_round(t: Tournament, round_no: int, *, force: bool) -> Outcome:
    """The tournament without round ``round_no`` (the last paired one); a round with
    results only with ``force``, its dropped results said in a warning."""
    try:
        taken = take_back(t, round_no, force=force)
    except TakeBackError as exc:
        return refused(t, str(exc))
    dropped = taken.dropped_results
    warnings = (f"the results of board(s) {', '.join(map(str, dropped))} are dropped",
                ) if dropped else ()
    return Outcome(taken.tournament, (f"round {round_no} taken back: pairing it again "
                                      f"gives the same round",), warnings)
