"""The trace of the Swiss Team Pairing System in its own words (C.04.6): the PAB, each bracket's top-scoregroup with the upfloaters
pulled up to it, the candidate pairings in lexicographic order with the first that
complies, and the colour step that decided each match. The scoregroups are the
generic :class:`cardtable.trace.PileStep` (a team's card by its TPN) and the round's
matches the generic :class:`cardtable.trace.BoardsStep` (White's team first), so that
the walkthrough lays out team cards in scoregroup piles. Typed
steps: the reader, the app and ``explain --json`` read their fields, never their
sentences."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...trace import Step, register


@register
@dataclass(frozen=True, slots=True)
class TeamPabStep(Step):
    """The PAB (art. 3.4): the team given it, and the teams passed over before it
    with the article of 3.4 (or C2) that passed them over."""

    kind: ClassVar[str] = "team-pab"
    team: int = 0
    passed_over: tuple[tuple[int, str], ...] = ()


@register
@dataclass(frozen=True, slots=True)
class TeamBracketStep(Step):
    """A bracket (art. 3.3.2): the top-scoregroup's teams (residents) and the
    upfloaters chosen (art. 3.5), with how many sets of upfloaters were legal and
    best for C4 and C5, and the chosen set's C6 and C7 counts."""

    kind: ClassVar[str] = "team-bracket"
    number: int = 0
    score: str = ""
    residents: tuple[int, ...] = ()
    upfloaters: tuple[int, ...] = ()
    legal_sets: int = 0
    c6: int = 0
    c7: int = 0


@register
@dataclass(frozen=True, slots=True)
class TeamCandidateStep(Step):
    """One pairing of a bracket in lexicographic order of identifiers (art. 3.6.3),
    before the one taken: its ``index`` in that order (from 1), its identifier, its
    pairs (top, bottom) and the criterion that rejected it: ``C1`` (``offending``:
    the first of its pairs whose teams met already, art. 2.1.1) or ``C8``/``C9``/
    ``C10`` (it falls short of the criterion more than the pairing taken, art.
    3.6.4); ``c8``, ``c9``, ``c10``: how far it falls short of each (counts of teams;
    0 for a pairing rejected by C1)."""

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


@register
@dataclass(frozen=True, slots=True)
class TeamChoiceStep(Step):
    """The pairing a bracket takes (art. 3.6.4): its pairs, identifier, its C8, C9
    and C10 counts and its ``index`` in lexicographic order (1 the first pairing of
    the bracket; 0: not counted, more pairings come before it than the trace shows
    one by one)."""

    kind: ClassVar[str] = "team-choice"
    bracket: int = 0
    pairs: tuple[tuple[int, int], ...] = ()
    identifier: tuple[int, ...] = ()
    c8: int = 0
    c9: int = 0
    c10: int = 0
    index: int = 0


@register
@dataclass(frozen=True, slots=True)
class TeamColourStep(Step):
    """The colours of one match (art. 4): White's and Black's TPN, the first-team
    (art. 4.2, with the article that made it first) and the step of art. 4.3 that
    decided. The team's colour is its board-1 player's; boards alternate."""

    kind: ClassVar[str] = "team-colour"
    white: int = 0
    black: int = 0
    first: int = 0
    first_by: str = ""
    rule: str = ""
