"""The states and signals of the 2009 procedure's bracket machine (C.1-C.14), the
criteria C.9 and C.10 give up, and what the machine asks of the recorder that writes
its steps into the trace."""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import Callable, Protocol

from ...trace.steps import ProcedureStep
from .cards import Card
from .criteria import Rules
from .search import Candidate, Recorder

#: more steps than any bracket can take (the termination argument above)
STEP_LIMIT = 1_000_000

#: the criteria C.9 and C.10 give up, in their order
UPFLOAT_DROPS = ("B.6↑", "B.5↑")
DOWNFLOAT_DROPS = ("B.6↓", "B.5↓")
ALL_RELAXED = Rules(frozenset(UPFLOAT_DROPS + DOWNFLOAT_DROPS), exception=True)


class Signal(enum.Enum):
    """How a machine stops without a pairing."""

    C12 = "C.12"            # asks for another pairing of the bracket above
    C13 = "C.13"            # asks for other pairings of the penultimate bracket
    DISSOLVED = "C.14"      # p became 0: the whole bracket moves down
    EXHAUSTED = "exhausted"  # (resumed for C.12/C.13) nothing further at its steps
    FAILED = "failed"       # the lowest bracket with nothing above to change


class State(enum.Enum):
    """Where a bracket's machine stands: the articles C.1-C.14 (C.5-C.8 and the first
    part of C.9 are the search of the candidates), the note under B, and C.1 taken up
    again after C.12 found no other pairing above. ``_STEPS`` maps each to its step."""

    C1 = "C.1"
    C1_AFTER_C12 = "C.1 after C.12"
    C2 = "C.2"
    C3 = "C.3"
    C4 = "C.4"
    SEARCH = "C.6-C.9"
    C9 = "C.9"
    C10 = "C.10"
    C11 = "C.11"
    B = "B"
    C12 = "C.12"
    C13 = "C.13"
    C14 = "C.14"


class Mode(enum.Enum):
    """FULL: a bracket paired in turn. C12: resumed for C.12 by the bracket below
    (other pairings at the same step only). C13: resumed as the penultimate bracket
    for C.13 (its own C.9-C.11 and C.14 too, but not C.12/C.13)."""

    FULL = "full"
    C12 = "C.12"
    C13 = "C.13"


Accept = Callable[[Candidate], bool]


class BracketView(Protocol):
    """What the recorder reads of a bracket's machine (:class:`.machine.BracketMachine`):
    its number, its players (MDPs and residents), which of them were moved down, its
    score and whether it is heterogeneous (A.3), whether it is the lowest, the
    candidate accepted, the players it moves on, and whether C.12 or C.13 dissolved it."""

    @property
    def number(self) -> str: ...

    @property
    def players(self) -> tuple[Card, ...]: ...

    @property
    def score(self) -> Fraction: ...

    @property
    def heterogeneous(self) -> bool: ...

    @property
    def lowest(self) -> bool: ...

    @property
    def accepted(self) -> Candidate | None: ...

    @property
    def dissolved(self) -> bool: ...

    @property
    def mdp_numbers(self) -> frozenset[int]: ...

    @property
    def outgoing(self) -> tuple[Card, ...]: ...


class ProcedureRecorder(Recorder, Protocol):
    """The recorder as the procedure uses it: the search's contract (``Recorder``:
    subgroups, candidates tried and passed over) and the procedure's own steps."""

    def enter(self, machine: BracketView) -> None:
        """``machine`` runs from here on (its steps are recorded under its number)."""

    def note(self, step: ProcedureStep) -> None:
        """A step of C.1-C.14 in the bracket entered last."""

    def bracket(self, machine: BracketView) -> None:
        """The bracket's players as C.2 finds them."""

    def closed(self, machine: BracketView) -> None:
        """The bracket's pairing and floaters once it is paired or dissolved."""


def accept_any(candidate: Candidate) -> bool:
    return True


def x_after_c14(x: int, times: int) -> int:
    """C.14 lowers x by 1 each time it is above 1."""
    return x if x <= 1 else max(1, x - times)
