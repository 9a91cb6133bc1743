"""The Double-Swiss system as the rest of the program sees it (the plug-in of
:mod:`cardtable.systems.plugin`)."""

from __future__ import annotations

from ...model import Tournament
from ...trace import Reader
from ..base import Pairing
from ..plugin import OverrideRules, PairingSystemPlugin
from ..simulate_request import Simulation
from .engine import SYSTEM, pair
from .reading import HEADING, lines, player_path, why
from .request import simulate_double_request

#: the criteria codes of the trace in words (the app's walkthrough and its legend)
_WORDS = {
    "C1": "the two have met (or may not meet)",
    "C3": "the players left could not all be paired",
    "C6": "the following scoregroup could not be paired with the fewest upfloaters",
    "C7": "more upfloaters who floated in the previous match",
    "C8": "more upfloaters' opponents who floated in the previous match",
    "order": "an earlier set is as good",
}


class DoubleSwiss(PairingSystemPlugin):
    """FIDE's Double-Swiss system (C.04.5, from 1 February 2026): two-game matches,
    match *m* being rounds 2m-1 and 2m of the file."""

    name = SYSTEM
    fide_system = True  # one of FIDE's systems in force (FIDE mode pairs with it)
    title = "Double-Swiss (FIDE C.04.5)"
    trf_label = "FIDE_DOUBLESWISS"
    reader = Reader(HEADING, lines, player_path, why)
    trf_words = ("DOUBLESWISS", "DOUBLE-SWISS", "DOUBLE_SWISS")
    settings = ("rounds", "initial_colour", "colour_seed", "drawn_colour", "forbidden")
    override_rules = OverrideRules(rematch="C.04.5 art. 2.1.1 [C1]",
                                   pab="C.04.5 art. 2.1.2 [C2]")

    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        return pair(tournament, round_no, trace=trace)

    def simulate(self, request: Simulation) -> Tournament:
        return simulate_double_request(request)

    def criterion_words(self, code: str) -> str:
        return _WORDS.get(code, "")


DOUBLE = DoubleSwiss()
