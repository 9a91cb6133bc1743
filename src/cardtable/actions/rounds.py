"""Take back the last published pairing (``cardtable unpair``, the app's ``u``): its
boards and PAB go, its requested byes stay, and pairing again gives the same round; a
Double-Swiss match goes whole, both games published together (C.04.5 Preface,
:mod:`cardtable.systems.taking_back`), each round logged in the integrity log."""

from __future__ import annotations

from dataclasses import dataclass

from ..model.tournament import Tournament
from ..model.take_back import TakeBackError
from ..systems.taking_back import TakenBackPairing, take_back_pairing
from .outcome import Outcome


@dataclass(frozen=True, slots=True)
class TakenBack(Outcome):
    """A pairing taken back: ``taken`` says which rounds went and the results dropped
    (None when the act was refused)."""

    taken: TakenBackPairing | None = None


def take_back_round(t: Tournament, round_no: int, *, force: bool) -> TakenBack:
    """The tournament without the pairing of round ``round_no`` (the last paired one);
    a round with results only with ``force``, its dropped results said in a warning."""
    try:
        taken = take_back_pairing(t, round_no, force=force)
    except TakeBackError as exc:
        return TakenBack(t, refusal=str(exc))
    warnings = ((f"the results of {taken.dropped} are dropped",)
                if taken.dropped_results else ())
    return TakenBack(taken.tournament, (f"{taken.what} taken back: pairing it again "
                                        f"gives the same round",), warnings, taken=taken)
