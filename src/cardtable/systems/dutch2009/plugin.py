"""The 2009 FIDE rating-based Swiss as the rest of the program sees it."""

from __future__ import annotations

from ...model.tournament import Tournament
from ...trace.steps import ChoiceStep, Trace
from ...trace.reader import Reader
from ...trace.text import step_lines
from ..base import Pairing
from ..plugin import PairingSystemPlugin
from ..roles import Corrections, Exercises, OverrideRules, Rules, Walkthrough
from . import articles, correction, exercise, query, solution
from .engine import pair
from .steps import STEPS


class _Corrections(Corrections):
    def correct_choice(self, trace: Trace, index: int, choice: ChoiceStep, player: int,
                       other: int, yours: int,
                       boards: tuple[tuple[int, int], ...]) -> tuple[str, str] | None:
        found = correction.correct(trace, index, choice, player, other, yours, boards)
        return found.text, found.rule


class Dutch2009(PairingSystemPlugin):
    """C.04.1 as amended in 2009: definitions A, criteria B, procedure C, tables D,
    colours E, board order F."""

    name = "dutch-2009"
    reader = Reader("dutch-2009", step_lines, query.player_path, query.why)
    steps = STEPS
    walkthrough = Walkthrough(articles.LEGEND)
    rules = Rules(OverrideRules(rematch="B.1a", pab="B.1b", colour_difference="B.2a",
                                same_colour_thrice="B.2b"))
    exercises = Exercises("the 2009 FIDE rating-based Swiss", exercise.features,
                          basic_colour_rules=True, why_not=solution.why_not_earlier,
                          topscorers="player", corrections=_Corrections())

    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        return pair(tournament, round_no, trace=trace)


DUTCH_2009 = Dutch2009()
