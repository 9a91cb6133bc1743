"""The Double-Swiss system as the rest of the program sees it (the plug-in of
:mod:`cardtable.systems.plugin`)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from types import MappingProxyType

from ...model.points import PointSystem
from ...model.tournament import Tournament
from ...trace.steps import ChoiceStep, Trace
from ...trace.reader import Reader
from ..base import Pairing
from ..plugin import PairingSystemPlugin
from ..roles import Corrections, Exercises, OverrideRules, Rules, Walkthrough
from ..simulate_request import Simulation
from . import correction, exercise
from .engine import SYSTEM, pair
from .matches import forfeits_played, pab_per_game
from .reading import HEADING, lines, player_path, why
from .request import simulate_double_request
from .steps import STEPS
from .table import TERMS, table_move

#: the criteria codes of the trace in words (the app's walkthrough and its legend)
_WORDS = {
    "C1": "the two have met (or may not meet) (art. 2.1.1)",
    "C2": "no PAB to a player who had a PAB, a match won by forfeit or a full-point "
          "bye (art. 2.1.2)",
    "C3": "the players left could not all be paired (art. 2.2.1)",
    "C4": "the fewest upfloaters (art. 2.3.1)",
    "C5": "the highest scores of the upfloaters (art. 2.3.2)",
    "C6": "the following scoregroup could not be paired with the fewest upfloaters "
          "(art. 2.3.3)",
    "C7": "more upfloaters who floated in the previous match (art. 2.3.4)",
    "C8": "more upfloaters' opponents who floated in the previous match (art. 2.3.5)",
    "order": "an earlier set is as good (art. 3.5.4)",
}


#: the walkthrough legend's marks in C.04.5's words and articles
_LEGEND = MappingProxyType({
    "history": "the colour of each match, game 1's, when a game of it was played "
               "(C.04.5 art. 1.6), oldest first",
    "floats": "a floater of the previous match (C.04.5 art. 1.5): ↓ met a lower "
              "score, ↑ a higher one",
    "PAB": "given the pairing-allocated bye for the match (C.04.5 art. 3.4), worth "
           "a game won and a game drawn (art. 1.4)",
    "colours": "the rule of C.04.5 art. 4.3 that gave White in game 1 (Black in "
               "game 2)",
    "bye board": "the pairing-allocated bye for the match (C.04.5 art. 3.4)",
    **TERMS,
    "HRP": "the higher ranked player of a match (C.04.5 art. 4.2): the higher "
           "score, then the smaller TPN",
})


class _Corrections(Corrections):
    def correct_choice(self, trace: Trace, index: int, choice: ChoiceStep, player: int,
                       other: int, yours: int,
                       boards: tuple[tuple[int, int], ...]) -> tuple[str, str] | None:
        return correction.correct(trace, index, choice, player, yours, boards)


class DoubleSwiss(PairingSystemPlugin):
    """FIDE's Double-Swiss system (C.04.5, from 1 February 2026): two-game matches,
    match *m* being rounds 2m-1 and 2m of the file."""

    name = SYSTEM
    reader = Reader(HEADING, lines, player_path, why)
    steps = STEPS
    walkthrough = Walkthrough(_LEGEND, tuple(f"C{n}" for n in range(1, 9)), words=_WORDS,
                              moves=table_move)
    rules = Rules(OverrideRules(rematch="C.04.5 art. 2.1.1 [C1]", pab="C.04.5 art. 2.1.2 [C2]"))
    exercises = Exercises("the Double-Swiss system", exercise.features,
                          corrections=_Corrections())

    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        return pair(tournament, round_no, trace=trace)

    def simulate(self, request: Simulation) -> Tournament:
        return simulate_double_request(request)

    def points(self, win: Fraction = Fraction(1), draw: Fraction = Fraction(1, 2),
               loss: Fraction = Fraction(0)) -> PointSystem:
        """As every Swiss system's, but the PAB: worth a game won and a game drawn for
        the match (C.04.5 art. 1.4), so ¾ in each of its two rounds."""
        return replace(super().points(win, draw, loss), pab=pab_per_game(win, draw))

    def forfeits_played(self, tournament: Tournament) -> frozenset[tuple[int, int]]:
        """A single forfeited game of a match regularly played counts as played for
        tie-breaks and standings (C.04.5 Preface)."""
        return forfeits_played(tournament)


DOUBLE = DoubleSwiss()
