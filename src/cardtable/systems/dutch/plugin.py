"""The FIDE (Dutch) System of 2026 as the rest of the program sees it."""

from __future__ import annotations

from functools import partial

from ...model.tournament import Tournament
from ...trace.reader import Reader
from ...trace import query
from ...trace.text import bracket_lines
from ..base import Pairing
from ..plugin import PairingSystemPlugin
from ..roles import Corrections, Exercises, OverrideRules, Rules, Walkthrough
from . import exercise
from .criteria_text import CRITERIA
from .legend_words import LEGEND
from .engine import pair
from .steps import STEPS
from ...model.numerals import is_digits


class _Corrections(Corrections):
    def criterion_rule(self, criterion: str | None, article: str) -> str:
        """The criterion with its article, as ``C.04.3 C7 / art. 2.4.2``: the quality
        criteria C6-C21 are art. 2.4.1-2.4.16 (C.04.3, 2026); ``order``: as good by
        every criterion, the rules' candidate generated first (art. 3.8.1, 4)."""
        if criterion == "order":
            return "C.04.3 art. 3.8.1 and 4 (the order of generation)"
        if criterion is None or not is_digits(criterion[1:]):
            return article
        number = int(criterion[1:])
        where = f"2.4.{number - 5}" if number >= 6 else article.removeprefix("C.04.3 ")
        return f"C.04.3 {criterion} / art. {where}"


class Dutch(PairingSystemPlugin):
    """C.04.3 (2026) with the Basic Rules C.04.1, the General Handling Rules C.04.2
    and the accelerations of C.04.7."""

    name = "dutch"
    reader = Reader("FIDE (Dutch) System, C.04.3 (2026)", bracket_lines, query.player_path,
                    partial(query.why, criteria=CRITERIA))
    steps = STEPS
    walkthrough = Walkthrough(LEGEND, words=CRITERIA)
    rules = Rules(OverrideRules(rematch="C.04.3 C1 / art. 2.1.1", pab="C.04.3 C2 / art. 2.1.2",
                                same_absolute="C.04.3 C3 / art. 2.1.3"))
    exercises = Exercises("the FIDE (Dutch) system", exercise.features, basic_colour_rules=True,
                          topscorers="board", corrections=_Corrections())

    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        return pair(tournament, round_no, trace=trace, recorded=recorded)


DUTCH = Dutch()
