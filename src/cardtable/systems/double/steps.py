"""The Double-Swiss system's trace steps, in the words of C.04.5: the match a round is
game of, the bracket (resident players and upfloaters, art. 1.3.2), the sets of
upfloaters tried in the order of art. 3.5.3-3.5.4 with the criterion that set each
aside, the pairing identifiers in lexicographic order (art. 3.6.2-3.6.3) with the
criterion that rejected them, the first that complies (art. 3.6.4), the PAB (art. 3.4)
and the colours of each match (art. 4). ``explain``, ``--player`` and ``--why`` read
these fields; nothing reads their sentences."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...trace.steps import ByeStep, ChoiceStep, ColourStep, Step


@dataclass(frozen=True, slots=True)
class MatchStep(Step):
    """Which match a round of the file is, and which game of it (Preface): ``game`` 1
    is paired by the rules, ``game`` 2 repeats the boards of game 1 with the colours
    reversed (``boards`` then holds them)."""

    kind: ClassVar[str] = "double-match"
    match: int = 0
    game: int = 1
    last: bool = False
    boards: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class PabStep(ByeStep):
    """The PAB (art. 3.4): ``order`` the players it may go to in the order of 3.4.2-3.4.4
    (lowest score, most matches played, largest TPN), ``barred`` those [C2] bars,
    ``passed`` those passed over because the others could then not all be paired
    (3.4.1); ``worth`` what the file's points make it for the match (art. 1.4: a game
    won and a game drawn, 1½, unless the tournament's rules say otherwise)."""

    order: tuple[int, ...] = ()
    barred: tuple[int, ...] = ()
    passed: tuple[int, ...] = ()
    worth: str = ""


@dataclass(frozen=True, slots=True)
class DoubleBracketStep(Step):
    """A bracket (art. 1.3.2, 3.5): the ``residents`` (the top scoregroup of the players
    still to pair, ``score``) and the ``upfloaters`` chosen from lower scoregroups;
    ``players`` all of them in TPN order (art. 3.6.1); ``incompatible`` the pairs of
    them who may not meet: ``C1`` (they met in a regularly played match) or
    ``forbidden`` (TRF-2026 260); ``searched``: the upfloater sets are tried in the
    steps after it, the set taken last (art. 3.5.3-3.5.5)."""

    kind: ClassVar[str] = "double-bracket"
    number: int = 0
    score: str = ""
    residents: tuple[int, ...] = ()
    upfloaters: tuple[int, ...] = ()
    players: tuple[int, ...] = ()
    incompatible: tuple[tuple[int, int, str], ...] = ()
    searched: bool = False


@dataclass(frozen=True, slots=True)
class UpfloaterSetStep(Step):
    """One set of upfloaters tried for a bracket, ``index`` in the order of art. 3.5.4
    (within each number of upfloaters [C4] and each score profile [C5], best first).
    ``criterion`` is why it was set aside (``C1``: the bracket cannot be paired;
    ``C3``: the players left could not all be paired; ``C6``; ``C7``: more upfloaters
    who floated in the previous match than another set; ``order``: an earlier set is as
    good), None for the set chosen; ``c6`` whether it complies with [C6].
    ``floaters`` counts its upfloaters who floated in the previous match ([C7])."""

    kind: ClassVar[str] = "upfloater-set"
    bracket: int = 0
    index: int = 0
    upfloaters: tuple[int, ...] = ()
    criterion: str | None = None
    floaters: int = 0
    c6: bool = True


@dataclass(frozen=True, slots=True)
class IdentifierStep(Step):
    """Pairing identifiers rejected (art. 3.6.2-3.6.4): every identifier that begins
    with ``tops`` as its top members and, for those tops, ``pairs`` as their first
    pairs. ``criterion`` is ``C1`` (``offending`` two players who met or may not
    meet, or, without it, the rest of the bracket cannot be paired) or ``C8`` (no
    such identifier gets down to the fewest upfloaters' opponents who floated)."""

    kind: ClassVar[str] = "identifier"
    bracket: int = 0
    tops: tuple[int, ...] = ()
    pairs: tuple[tuple[int, int], ...] = ()
    criterion: str = "C1"
    offending: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class IdentifierChoiceStep(ChoiceStep):
    """The first pairing identifier in lexicographic order that complies with [C1]
    and [C8] (art. 3.6.4): the identifier (top members, then their opponents), its
    ``pairs`` (the bracket's choice, as every system's: the marking of an exercise
    and the walkthrough read them), ``c8`` the upfloaters' opponents who floated in
    the previous match, ``rejected`` the identifier steps recorded before it and
    ``unrecorded`` those not recorded (beyond the limit); ``shortfalls`` every pair of
    the bracket's players that may meet and adds to [C8] (an upfloater and an
    opponent who floated in the previous match, as ``(upfloater, opponent)``), so that
    any pairing of the bracket is counted from the step (a learner's answer)."""

    kind: ClassVar[str] = "identifier-choice"
    identifier: tuple[int, ...] = ()
    c8: int = 0
    rejected: int = 0
    unrecorded: int = 0
    shortfalls: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class MatchColourStep(ColourStep):
    """The colours of a match (art. 4): ``white`` plays game 1 with White and game 2
    with Black (4.4); ``higher`` is the higher ranked player (4.2) and ``rule`` the
    article of 4.3 that decided."""

    higher: int = 0


#: the Double-Swiss system's own step kinds, registered when it loads
STEPS: tuple[type[Step], ...] = (MatchStep, PabStep, DoubleBracketStep, UpfloaterSetStep,
                                 IdentifierStep, IdentifierChoiceStep, MatchColourStep)
