"""What a system's own step does on the card table, in the shapes several systems
share: a bracket formed of a top-scoregroup's residents and the upfloaters pulled up
to it from lower piles (C.04.5 and C.04.6 art. 3.5), one pairing of it tried in the
system's order with the criterion that rejected it or taken as the first that
complies (art. 3.6), the colours of a match, the pairing-allocated bye.

A system whose steps are its own classes (the Swiss Team Pairing System's
``team-bracket``, ``team-candidate`` ...) says through its plug-in how each maps to one
of these (its walkthrough role's ``table_move``), read from the step's typed fields; the
walkthrough lays out the piles, the bracket and the boards from them without knowing
the system. They are views of a step, never recorded in a trace. Headless."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Union

from .steps import Step


@dataclass(frozen=True, slots=True)
class BracketFormed:
    """Bracket ``number``: the ``residents`` (the top-scoregroup, score ``score``) and
    the ``upfloaters`` pulled up to it from lower scoregroups; ``values`` what the
    system says of the set chosen (``("C6", 0)``), shown beside the bracket; ``sets``
    the sets of upfloaters weighed, in the order they were, each with why it was set
    aside (a criterion, or the article that prefers an earlier set; empty: the set
    taken), when the step records them. ``searched``: the steps after it try the
    sets one by one (:class:`UpfloatersTried`), so the table lays the upfloaters out
    only when the set taken is reached (the Double-Swiss, art. 3.5.3-3.5.5)."""

    number: int
    score: str
    residents: tuple[int, ...]
    upfloaters: tuple[int, ...]
    values: tuple[tuple[str, int], ...] = ()
    sets: tuple[tuple[tuple[int, ...], str], ...] = ()
    searched: bool = False


@dataclass(frozen=True, slots=True)
class UpfloatersTried:
    """A set of upfloaters tried for bracket ``bracket`` (``index`` in the system's
    order): ``criterion`` set it aside, empty for the set taken; ``said`` why, in the
    system's words, where the criterion's words alone do not say it."""

    bracket: int
    index: int
    upfloaters: tuple[int, ...]
    criterion: str = ""
    said: str = ""


@dataclass(frozen=True, slots=True)
class PairingTried:
    """A pairing of bracket ``bracket`` in the system's order (``index`` from 1; 0:
    not counted): its ``identifier``, its ``pairs`` (top member first; a rejected
    beginning of identifiers may pair only some of the bracket), ``criterion`` the one
    that rejected it, empty for the pairing ``taken``; ``offending`` the pair that
    breaks an absolute criterion; ``counts`` the criteria it falls short of, with how
    far (``("C8", 2)``); ``said`` why, in the system's words, where the criterion's
    words alone do not say it (a beginning that leaves the rest unpairable)."""

    bracket: int
    index: int
    identifier: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    criterion: str = ""
    taken: bool = False
    offending: tuple[int, int] | None = None
    counts: tuple[tuple[str, int], ...] = ()
    said: str = ""


@dataclass(frozen=True, slots=True)
class MatchColoured:
    """The colours of one match: ``white`` and ``black`` and the ``rule`` that
    decided (``4.3.2``); ``games``: the games of the match (a Double-Swiss match 2:
    ``white`` has White in game 1, Black in game 2)."""

    white: int
    black: int
    rule: str
    games: int = 1


@dataclass(frozen=True, slots=True)
class ByeGiven:
    """The pairing-allocated bye to ``player``."""

    player: int


TableMove = Union[BracketFormed, UpfloatersTried, PairingTried, MatchColoured, ByeGiven]
#: how a system's steps map to the table (None: the step is shown by its sentence, or
#: by the generic step classes it is)
TableView = Callable[[Step], Union[TableMove, None]]


def no_moves(step: Step) -> TableMove | None:
    """No step of its own moves anything on the table."""
    return None
