"""SwissBG as the rest of the program sees it."""

from __future__ import annotations

from ...model.tournament import Tournament
from ...trace.reader import Reader
from ...trace import search_query
from ...trace.search_steps import SEARCH_STEPS
from ...trace.text import step_lines
from ..base import Pairing
from ..plugin import PairingSystemPlugin
from ..roles import Exercises, OverrideRules, Rules
from ..simplified import exercise
from .articles import BASIC
from .engine import pair
from .steps import STEPS


class SwissBG(PairingSystemPlugin):
    """The SwissBG document: round 1 by lot, no colours, its own ranking after the
    points."""

    name = "swissbg"
    reader = Reader("swissbg", step_lines, search_query.player_path, search_query.why)
    steps = (*SEARCH_STEPS, *STEPS)
    # the SwissBG document: the bye to the last in the standings who has had none; a
    # rematch barred by the simplified Swiss's basic rules it pairs by
    # backgammon has no colours: no colour rule to break
    rules = Rules(OverrideRules(rematch=BASIC, pab="SwissBG: bye", colour_difference="",
                                same_colour_thrice=""))
    exercises = Exercises("SwissBG", exercise.features)

    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        return pair(tournament, round_no, trace=trace, recorded=recorded)


SWISSBG = SwissBG()
