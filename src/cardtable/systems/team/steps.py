"""The trace of the Swiss Team Pairing System in its own words (C.04.6): the PAB, each bracket's top-scoregroup with the upfloaters
pulled up to it, the candidate pairings in lexicographic order with the first that
complies, and the colour step that decided each match. The scoregroups are the
generic :class:`cardtable.trace.steps.PileStep` (a team's card by its TPN) and the round's
matches the generic :class:`cardtable.trace.steps.BoardsStep` (White's team first), so that
the walkthrough lays out team cards in scoregroup piles; the PAB, a bracket's choice
and a match's colours are the generic bye, choice and colour steps (as every
system's: the marking of an exercise and its sheet read them). Typed
steps: the reader, the app and ``explain --json`` read their fields, never their
sentences."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...trace.steps import ByeStep, ChoiceStep, ColourStep, Step


@dataclass(frozen=True, slots=True)
class TeamPabStep(ByeStep):
    """The PAB (art. 3.4): the team given it (``team``, also the bye's ``player``),
    the teams passed over before it with the article of 3.4 (or C2) that passed them
    over, and ``order``: every team in the order of art. 3.4.2-3.4.4 (the lowest
    score, the most matches played, the largest TPN) with its score and matches."""

    kind: ClassVar[str] = "team-pab"
    team: int = 0
    passed_over: tuple[tuple[int, str], ...] = ()
    order: tuple[tuple[int, str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class TeamBracketStep(Step):
    """A bracket (art. 3.3.2): the top-scoregroup's teams (residents) and the
    upfloaters chosen (art. 3.5), with how many sets of upfloaters were legal and
    best for C4 and C5, and the chosen set's C6 and C7 counts. ``sets``: the sets
    of upfloaters weighed, in the order they were, each with why it was set aside
    (``C1``, ``C3``, ``C6``, ``C7``, ``3.5.4``; empty: the set taken), ``unrecorded``
    those weighed beyond them; ``incompatible``: the pairs of the bracket's teams
    that met already (C1, art. 2.1.1)."""

    kind: ClassVar[str] = "team-bracket"
    number: int = 0
    score: str = ""
    residents: tuple[int, ...] = ()
    upfloaters: tuple[int, ...] = ()
    legal_sets: int = 0
    c6: int = 0
    c7: int = 0
    sets: tuple[tuple[tuple[int, ...], str], ...] = ()
    unrecorded: int = 0
    incompatible: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class TeamCandidateStep(Step):
    """One pairing of a bracket in lexicographic order of identifiers (art. 3.6.3):
    its identifier, its pairs (top, bottom) and the verdict: ``C1`` (two teams met
    already), ``C8``/``C9``/``C10`` (falls short of the criterion more than the
    pairing taken) or empty for the pairing taken (art. 3.6.4); ``offending``: for
    C1, the first of its pairs that met already; ``c8``, ``c9``, ``c10``: how far it
    falls short of each (counts of teams, as the choice's; 0 for a pairing rejected
    by C1)."""

    kind: ClassVar[str] = "team-candidate"
    bracket: int = 0
    index: int = 0
    identifier: tuple[int, ...] = ()
    pairs: tuple[tuple[int, int], ...] = ()
    rejected_by: str = ""
    offending: tuple[int, int] | None = None
    c8: int = 0
    c9: int = 0
    c10: int = 0


@dataclass(frozen=True, slots=True)
class TeamChoiceStep(ChoiceStep):
    """The pairing a bracket takes (art. 3.6.4): its pairs (the bracket's choice, as
    every system's), identifier and its C8, C9 and C10 counts; ``index`` its place
    in lexicographic order (counted up to 100 000; 0 beyond), ``more`` when the
    pairings before it are not all recorded as :class:`TeamCandidateStep` (the first
    eight are). ``shortfalls``: every pair of the bracket's teams that may meet (C1)
    and falls short of C8, C9 or C10 (art. 2.3.5-2.3.7), once per criterion, so that
    any pairing of the bracket is counted from the step (a learner's answer)."""

    kind: ClassVar[str] = "team-choice"
    bracket: int = 0
    pairs: tuple[tuple[int, int], ...] = ()
    identifier: tuple[int, ...] = ()
    c8: int = 0
    c9: int = 0
    c10: int = 0
    shortfalls: tuple[tuple[int, int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class TeamColourStep(ColourStep):
    """The colours of one match (art. 4): White's and Black's TPN, the first-team
    (art. 4.2, with the article that made it first) and the step of art. 4.3 that
    decided (``rule``, with ``reason`` its words). The team's colour is its board-1
    player's; boards alternate."""

    kind: ClassVar[str] = "team-colour"
    first: int = 0
    first_by: str = ""


#: the Swiss Team Pairing System's own step kinds, registered when it loads
STEPS: tuple[type[Step], ...] = (TeamPabStep, TeamBracketStep, TeamCandidateStep,
                                 TeamChoiceStep, TeamColourStep)
