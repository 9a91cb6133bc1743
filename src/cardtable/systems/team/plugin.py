"""The plug-in of the Swiss Team Pairing System (FIDE C.04.6): its engine, trace,
walkthrough, rules and exercises (its team competition is on its line:
:mod:`.competition`), as the registry's line loads it."""

from __future__ import annotations

from ...model.tournament import Tournament
from ...trace.steps import ByeStep, ChoiceStep, Trace
from ...trace.reader import TraceReader
from ..base import Pairing
from ..plugin import PairingSystemPlugin
from ..roles import Corrections, Exercises, OverrideRules, Rules, Walkthrough
from . import exercise
from .individual import pair
from .reading import READER
from .steps import STEPS, TeamBracketStep, TeamCandidateStep
from .table import CRITERION_WORDS, LEGEND, table_move


class _Corrections(Corrections):
    def correct_choice(self, trace: Trace, index: int, choice: ChoiceStep, player: int,
                       other: int, yours: int,
                       boards: tuple[tuple[int, int], ...]) -> tuple[str, str] | None:
        return exercise.correct_choice(trace, index, choice, player, other, yours, boards)

    def correct_bye(self, step: ByeStep, yours: int) -> tuple[str, str] | None:
        return exercise.correct_bye(step, yours)


class TeamSwiss(PairingSystemPlugin):
    name = "team"
    reader: TraceReader = READER
    steps = STEPS
    walkthrough = Walkthrough(LEGEND, tuple(CRITERION_WORDS), words=CRITERION_WORDS,
                              moves=table_move)
    # Basic Rules 6 and 7 (colour difference, a colour three times) never apply (art. 0)
    rules = Rules(OverrideRules(rematch="C1 (C.04.6 art. 2.1.1)", pab="C2 (C.04.6 art. 2.1.2)",
                                colour_difference="", same_colour_thrice=""))
    exercises = Exercises("the Swiss Team Pairing System", exercise.features,
                          pairing_score="match points", bracket_step=TeamBracketStep,
                          solution_steps=(TeamCandidateStep,), corrections=_Corrections())

    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        return pair(tournament, round_no, trace=trace)


TEAM = TeamSwiss()
