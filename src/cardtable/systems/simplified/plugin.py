"""The simplified Swiss as the rest of the program sees it."""

from __future__ import annotations

from types import MappingProxyType

from ...model.tournament import Tournament
from ...trace.reader import Reader
from ...trace import search_query
from ...trace.search_steps import SEARCH_STEPS
from ...trace.text import step_lines
from ..base import Pairing
from ..plugin import PairingSystemPlugin
from ..roles import Exercises, OverrideRules, Rules, Walkthrough
from . import exercise
from .articles import BASIC
from .colours import ARTICLE as COLOURS
from .engine import pair


class Simplified(PairingSystemPlugin):
    """Vincze's simplification of the 1986 FIDE Swiss rules."""

    name = "simplified"
    reader = Reader("simplified", step_lines, search_query.player_path, search_query.why)
    steps = SEARCH_STEPS
    walkthrough = Walkthrough(MappingProxyType({
        "colours": "the rule that gave White (the simplified Swiss's colour rules 1-5; "
                   "by lot in round 1)"}))
    # the simplified Swiss document's words: a rematch is barred by its basic rules,
    # the bye goes by its pairing procedure, a colour a third time by its colour rules
    # the document's colour rule is "not the same colour three times running"; it
    # has no rule on the colour difference
    rules = Rules(OverrideRules(rematch=BASIC, pab="simplified Swiss: pairings",
                                colour_difference="", same_colour_thrice=COLOURS))
    exercises = Exercises("the simplified Swiss", exercise.features)

    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        return pair(tournament, round_no, trace=trace)


SIMPLIFIED = Simplified()
