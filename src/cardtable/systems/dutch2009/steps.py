"""The steps of the 2009 procedure in the 2009 rules' own words: C.1 (players without
an opponent), C.2/C.11 (x), C.3/C.14 (p), C.4 and C.8 (S1 and S2, an exchange of D.2
with the players it moves), C.7 (the next candidate), C.9 and C.10 (B.6/B.5 given up,
a remainder that cannot be paired), the note under B (the last round), C.12 and C.13
(the bracket above paired anew, brackets merged) and C.14 (no pairing). Each is
recorded under the bracket worked in (``bracket``); its sentence says it in words. The
candidates (C.6-C.8 with their B.1-B.6 verdicts), floats, the bye and the colours
(A.7) use the generic steps of :mod:`cardtable.trace`."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from ...trace.steps import ProcedureStep, Step
from ...model.numerals import is_digits


class Rejection(enum.StrEnum):
    """Why a candidate of C.6-C.8 is rejected (its ``criterion``): the criterion of
    part B it breaks, with the float's direction for B.5/B.6, or a block of candidates
    passed over because none can complete the bracket (``completion``) or let the
    lowest bracket be paired (C.13)."""

    B1A = "B.1a"            # the two have met (or may not meet)
    B1B = "B.1b"            # no bye for a player who had one (or more than one left)
    B2 = "B.2"              # colour difference beyond ±2, or a third colour in a row
    B4 = "B.4"              # more pairings against a colour preference than x
    B5_UP = "B.5↑"          # the same upfloat as in the previous round
    B6_UP = "B.6↑"          # ... as two rounds before
    B5_DOWN = "B.5↓"        # the same downfloat as in the previous round
    B6_DOWN = "B.6↓"        # ... as two rounds before
    COMPLETION = "completion"
    C13 = "C.13"


class Outcome(enum.StrEnum):
    """What C.1 does with players who have no possible opponent in the bracket."""

    NONE = "none"              # every player has a possible opponent
    BYE = "bye"                # the one player left gets the bye of the lowest bracket
    MOVED_DOWN = "moved down"  # residents move down to the next bracket
    C12 = "C.12"               # players moved down from above: C.12
    C13 = "C.13"               # the lowest bracket cannot be paired: C.13


class Redo(enum.StrEnum):
    """What C.12 or C.13 does with the pairing of the bracket above."""

    NOTHING_ABOVE = "nothing above"  # there is no pairing above to undo
    UNDONE = "undone"                # it is undone, its next pairings are tried
    KEPT = "kept"                    # no other pairing of it helps: it stays
    PAIRED_ANEW = "paired anew"      # another pairing of it is accepted


@dataclass(frozen=True, slots=True)
class NoOpponentStep(ProcedureStep):
    """C.1: ``players`` have no possible opponent in the bracket (B.1, B.2), and
    ``outcome`` what follows."""

    kind: ClassVar[str] = "C.1"
    players: tuple[int, ...] = ()
    outcome: Outcome = Outcome.NONE


@dataclass(frozen=True, slots=True)
class XStep(ProcedureStep):
    """x (A.8): set by C.2 from ``w``, ``b`` and ``q`` (for a ``remainder`` with its
    ``p`` and its players, ``group``), raised by C.11 (``x``), or the remainder's x
    raised by ``remainder_raise`` (C.11, ``x`` None). ``switched``: the preferences
    A.7 d turned to count w and b (player, own colour, colour counted)."""

    kind: ClassVar[str] = "x"
    x: int | None = None
    w: int | None = None
    b: int | None = None
    q: int | None = None
    p: int | None = None
    remainder: bool = False
    remainder_raise: int = 0
    group: tuple[int, ...] = ()
    switched: tuple[tuple[int, str, str], ...] = ()

    @property
    def of_remainder(self) -> bool:
        return self.remainder

    @property
    def value(self) -> tuple[str, int] | None:
        return None if self.x is None else ("x", self.x)

    @property
    def values(self) -> tuple[tuple[str, int], ...]:
        return tuple((name, value) for name, value in (("x", self.x), ("p", self.p))
                     if value is not None)

    @property
    def group_players(self) -> tuple[int, ...]:
        return self.group


@dataclass(frozen=True, slots=True)
class PStep(ProcedureStep):
    """p (A.6): set by C.3, lowered by C.14 (with ``x`` when above 1), or the
    remainder's p lowered by ``remainder_cut`` (C.14, ``p`` None)."""

    kind: ClassVar[str] = "p"
    p: int | None = None
    x: int | None = None
    remainder_cut: int = 0

    @property
    def value(self) -> tuple[str, int] | None:
        return None if self.p is None else ("p", self.p)


@dataclass(frozen=True, slots=True)
class SubgroupsStep(ProcedureStep):
    """C.4: S1 (``s1``) and S2 (``s2``) of the bracket or of its ``remainder``."""

    kind: ClassVar[str] = "C.4"
    s1: tuple[int, ...] = ()
    s2: tuple[int, ...] = ()
    remainder: bool = False

    @property
    def subgroups(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        return self.s1, self.s2

    @property
    def of_remainder(self) -> bool:
        return self.remainder


@dataclass(frozen=True, slots=True)
class ExchangeStep(SubgroupsStep):
    """C.8: the exchange ``exchange`` of D.2 (positions, e.g. ``a) 1↔2``) moves the
    players ``out`` from S1 to S2 and ``into`` from S2 to S1, by pairing number;
    ``s1`` and ``s2`` as C.5 orders them again."""

    kind: ClassVar[str] = "C.8"
    exchange: str = ""
    out: tuple[int, ...] = ()
    into: tuple[int, ...] = ()

    @property
    def exchanged(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return self.out, self.into


@dataclass(frozen=True, slots=True)
class NextCandidateStep(ProcedureStep):
    """C.7 (while C.12 or C.13 pairs the bracket again): the candidate found does not
    let the bracket below be paired; the next one is tried."""

    kind: ClassVar[str] = "C.7"


@dataclass(frozen=True, slots=True)
class RelaxStep(ProcedureStep):
    """C.9: the remainder cannot be paired (``given_up`` empty): the pairing ``undone``
    of the lowest player moved down is undone (``again``: the same remainder as
    before); or no other opponent is left and ``given_up`` (B.6, then B.5) no longer
    binds upfloats."""

    kind: ClassVar[str] = "C.9"
    given_up: str = ""
    undone: tuple[int, int] | None = None
    again: bool = False


@dataclass(frozen=True, slots=True)
class DownfloatRelaxStep(ProcedureStep):
    """C.10: ``given_up`` (B.6, then B.5) no longer binds downfloats."""

    kind: ClassVar[str] = "C.10"
    given_up: str = ""


@dataclass(frozen=True, slots=True)
class LastRoundStep(ProcedureStep):
    """The note under B: in the last round B.2, B.5 and B.6 no longer bind
    ``players`` (more than 50 % of the points), to avoid floaters."""

    kind: ClassVar[str] = "exception"
    players: tuple[int, ...] = ()


def _undoing(bracket: str, above: str, redo: Redo, c12: bool) -> str:
    if redo is not Redo.UNDONE:
        return ""
    if c12:
        return (f"bracket {bracket} cannot pair the players moved down to it: the pairing "
                f"of bracket {above} is undone and its next pairings are tried")
    return (f"the lowest bracket cannot be paired: the pairing of bracket {above} is "
            f"undone and other pairings of it are tried")


def _undone(above: str, redo: Redo) -> int:
    """The number of the bracket ``above`` when its pairing is undone (``2`` of a
    bracket ``2+3`` merged by C.13)."""
    first = above.split("+")[0]
    return int(first) if redo is Redo.UNDONE and is_digits(first) else 0


@dataclass(frozen=True, slots=True)
class AboveStep(ProcedureStep):
    """C.12: what becomes of the pairing of the bracket ``above`` (``redo``) so that
    the players moved down into this bracket can be paired."""

    kind: ClassVar[str] = "C.12"
    above: str = ""
    redo: Redo = Redo.UNDONE

    @property
    def undoing(self) -> str:
        return _undoing(self.bracket, self.above, self.redo, True)

    @property
    def undone_bracket(self) -> int:
        return _undone(self.above, self.redo)


@dataclass(frozen=True, slots=True)
class PenultimateStep(ProcedureStep):
    """C.13: what becomes of the pairing of the penultimate bracket ``above``
    (``redo``) so that the lowest bracket can be paired."""

    kind: ClassVar[str] = "C.13"
    in_solution: ClassVar[bool] = True
    above: str = ""
    redo: Redo = Redo.UNDONE

    @property
    def undoing(self) -> str:
        return _undoing(self.bracket, self.above, self.redo, False)

    @property
    def undone_bracket(self) -> int:
        return _undone(self.above, self.redo)


def undone_text(bracket: str, above: str, c12: bool) -> str:
    """The sentence of a C.12 (``c12``) or C.13 step that undoes the pairing above."""
    return _undoing(bracket, above, Redo.UNDONE, c12)


@dataclass(frozen=True, slots=True)
class MergeStep(ProcedureStep):
    """C.13: the brackets ``above`` and ``lowest`` are merged into the lowest bracket
    ``merged_into``, the ``merged`` players of ``above`` in S1."""

    kind: ClassVar[str] = "merge"
    above: str = ""
    lowest: str = ""
    merged_into: str = ""
    merged: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class NoPairingStep(ProcedureStep):
    """C.14 in the lowest bracket: ``players`` cannot be paired and nothing above can
    change: there is no pairing."""

    kind: ClassVar[str] = "C.14"
    players: tuple[int, ...] = ()


#: the 2009 rules' own step kinds, registered when the system loads
STEPS: tuple[type[Step], ...] = (NoOpponentStep, XStep, PStep, SubgroupsStep, ExchangeStep,
                                 NextCandidateStep, RelaxStep, DownfloatRelaxStep,
                                 LastRoundStep, AboveStep, PenultimateStep, MergeStep,
                                 NoPairingStep)
