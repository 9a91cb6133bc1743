"""Which step of the walkthrough a test shows, chosen by what the step is (its typed
class and fields), never by its number: a step added before it does not move the
choice, and a choice that finds nothing fails, naming what it looked for.

Every system speaks in typed steps: the 2026 Dutch system's (``CandidateStep.moved``,
``BracketStep.mdps`` ...), the 2009 rules' procedure steps (``SubgroupsStep`` ...), the
search of the simplified Swiss and SwissBG (``RejectedStep``, ``BacktrackStep``,
``LotStep``), a round robin's table (``TableRowStep``, ``TableBoardStep``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardtable.app.widgets.walkthrough.summary import SummaryStep
from cardtable.systems.dutch2009.steps import ExchangeStep, SubgroupsStep, XStep
from cardtable.trace.steps import (
    BoardsStep,
    BracketStep,
    ByeStep,
    CandidateStep,
    ColourStep,
    FloatStep,
    PileStep,
)
from cardtable.trace.search_steps import BacktrackStep, RejectedStep
from cardtable.trace.table_steps import TableBoardStep, TableRowStep

Chooser = Callable[[Sequence[object]], int]


def first(what: str, test: Callable[[object], bool]) -> Chooser:
    """The index of the first step that passes ``test``; ``what`` names it."""
    def choose(steps: Sequence[object]) -> int:
        found = next((i for i, step in enumerate(steps) if test(step)), None)
        assert found is not None, f"the walkthrough has no {what}"
        return found
    choose.__doc__ = what
    return choose


def first_in(what: str, bracket: Callable[[BracketStep], bool],
             test: Callable[[object], bool]) -> Chooser:
    """The index of the first step that passes ``test`` inside a bracket that passes
    ``bracket``."""
    def choose(steps: Sequence[object]) -> int:
        inside = False
        for i, step in enumerate(steps):
            if isinstance(step, BracketStep):
                inside = bracket(step)
            elif inside and test(step):
                return i
        raise AssertionError(f"the walkthrough has no {what}")
    choose.__doc__ = what
    return choose


def exchange(step: object) -> bool:
    """A candidate that meets C1-C5 after an exchange between S1 and S2 (art. 4.3)."""
    return (isinstance(step, CandidateStep) and step.criterion is None
            and bool(step.moved[0]) and bool(step.moved[1]))


def transposition(step: object) -> bool:
    """In a homogeneous bracket: a candidate that meets C1-C5 with S2 transposed (art.
    4.2): no exchange, and not the bracket's first candidate (S2 as it is)."""
    return (isinstance(step, CandidateStep) and step.criterion is None
            and step.index > 1 and not step.moved[0])


def failing_pair(step: object) -> bool:
    """A candidate rejected by the pair that breaks an absolute criterion."""
    return isinstance(step, CandidateStep) and step.offending is not None


def heterogeneous(step: object) -> bool:
    """A bracket with moved-down players."""
    return isinstance(step, BracketStep) and bool(step.mdps)


def subgroups(step: object) -> bool:
    """The 2009 rules' C.4: S1 and S2 formed (not by an exchange, C.8)."""
    return isinstance(step, SubgroupsStep) and not isinstance(step, ExchangeStep)


def remainder_x(step: object) -> bool:
    """The 2009 rules' C.2 for a remainder: its x and p."""
    return isinstance(step, XStep) and step.remainder


def before(chooser: Chooser) -> Chooser:
    """The step before the one ``chooser`` chooses (where ``→`` asks its question)."""
    def choose(steps: Sequence[object]) -> int:
        return chooser(steps) - 1
    choose.__doc__ = f"the step before the {chooser.__doc__}"
    return choose


def of(kind: type) -> Callable[[object], bool]:
    return lambda step: isinstance(step, kind)


FIRST_PILE = first("pile", of(PileStep))
FIRST_BRACKET = first("bracket", of(BracketStep))
FIRST_FLOAT = first("float step", of(FloatStep))
FIRST_HETEROGENEOUS = first("bracket with an MDP", heterogeneous)
FIRST_COLOUR = first("colour step", of(ColourStep))
BOARDS = first("boards step", of(BoardsStep))
PAB = first("PAB step", of(ByeStep))
FIRST_SUMMARY = first("summary step", of(SummaryStep))
FIRST_FAILING_PAIR = first("candidate rejected by a pair", failing_pair)
FIRST_TRANSPOSITION = first_in("legal candidate with S2 transposed",
                               lambda bracket: not bracket.mdps, transposition)
FIRST_EXCHANGE = first("legal candidate with an exchange", exchange)
FIRST_2009_CANDIDATE = first("candidate of the 2009 rules", of(CandidateStep))
FIRST_REMAINDER_X = first("x and p of a remainder (2009 rules)", remainder_x)
FIRST_2009_C4 = first("C.4 step of the 2009 rules", subgroups)
FIRST_REJECTED = first("rejected opponent of the search", of(RejectedStep))
FIRST_BACKTRACK = first("backtracking step", of(BacktrackStep))
FIRST_BOARD_ROW = first("board of a round-robin table", of(TableBoardStep))
TABLE_ROW = first("table row of a round robin", of(TableRowStep))
