"""The Swiss Team Pairing System (FIDE C.04.6, applied from 1 February 2026): the team
is the pairing node; brackets of a top-scoregroup and the upfloaters pulled up to it,
each paired by the first compliant pairing in the lexicographic order of identifiers;
colour preferences of Type A, Type B or none, never absolute. See docs/team.md."""

from __future__ import annotations

from ...model import Tournament
from ...trace import ByeStep, ChoiceStep, Step, Trace, TraceReader
from ...trace.table_moves import TableMove
from ..base import Pairing
from ..plugin import Exercises, OverrideRules, PairingSystemPlugin
from . import exercise
from .competition import TeamCompetition
from .individual import pair
from .reading import READER
from .steps import TeamBracketStep, TeamCandidateStep
from .table import CRITERION_WORDS, LEGEND, table_move


class TeamSwiss(PairingSystemPlugin):
    name = "team"
    reader: TraceReader = READER
    settings = ("rounds", "initial_colour", "colour_seed", "drawn_colour", "forbidden")
    # Basic Rules 6 and 7 (colour difference, a colour three times) never apply (art. 0)
    override_rules = OverrideRules(rematch="C1 (C.04.6 art. 2.1.1)", pab="C2 (C.04.6 art. 2.1.2)",
                                   colour_difference="", same_colour_thrice="")
    #: the walkthrough legend's marks and terms in C.04.6's words, and its criteria
    legend_words = LEGEND
    legend_criteria = tuple(CRITERION_WORDS)
    exercises = Exercises("the Swiss Team Pairing System", exercise.LEVELS,
                          exercise.features, pairing_score="match points",
                          bracket_step=TeamBracketStep,
                          solution_steps=(TeamCandidateStep,))

    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        return pair(tournament, round_no, trace=trace)

    def criterion_words(self, code: str) -> str:
        return CRITERION_WORDS.get(code, "")

    def table_move(self, step: Step) -> TableMove | None:
        return table_move(step)

    def correct_choice(self, trace: Trace, index: int, choice: ChoiceStep, player: int,
                       other: int, yours: int,
                       boards: tuple[tuple[int, int], ...]) -> tuple[str, str] | None:
        return exercise.correct_choice(trace, index, choice, player, other, yours)

    def correct_bye(self, step: ByeStep, yours: int) -> tuple[str, str] | None:
        return exercise.correct_bye(step, yours)

    def recorded_rules(self, trace: Trace) -> frozenset[str]:
        return exercise.recorded_rules(trace)

    def tried_first(self, trace: Trace, first: tuple[int, int],
                    later: tuple[int, int]) -> bool:
        return exercise.tried_first(trace, first, later)


TEAM = TeamSwiss()

__all__ = ["TEAM", "TeamCompetition"]
