"""The pairing trace: typed steps an engine records while it pairs a round.

``cardtable explain`` and the app's walkthrough only replay these steps; nothing
recomputes a pairing for display. Every step names the rule article it applies and
carries a sentence in the words an arbiter uses. ``Trace.to_json`` gives the form
documented in ``docs/trace.md``.

Step kinds (``Step.kind``):

``pile``        a scoregroup with its cards (the piles of the paper-card procedure)
``bracket``     a bracket opened: residents, MDPs, S1, S2, Limbo, MaxPairs, M1
``candidate``   one candidate in the rules' generation order, with its verdict
``candidates``  counts of further candidates by the criterion that rejected them
``choice``      the candidate chosen for a bracket, and why
``float``       players moved down to the next bracket
``outside``     players not paired this round (requested byes, withdrawn players,
                late entries not yet entered; C.04.1 c, C.04.2) and the forbidden
                pairs, first
``bye``         the pairing-allocated bye (or another system's free round) and why
``colour``      the colours of one board and the rule that decided them
``boards``      the final board list
``departure``   where a recorded pairing parts from the one the rules give
``note``        a system-specific step (a table row, a backtrack, a draw, ...)
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar


def _plain(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if hasattr(value, "__dataclass_fields__"):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    return value


@dataclass(frozen=True, slots=True)
class CardView:
    """A player's card as shown on the table: pairing number, name, score, the colour
    history of played games (``W``/``B``; unplayed rounds as ``-``, shown first as
    C.04.2 art. 3.4 moves them to the front), the colour preference (``W``/``B``
    absolute, ``(W)``/``(B)`` strong, ``w``/``b`` mild, empty for none), the floats of
    the last two rounds (``↓``/``↑``, previous round first) and PAB eligibility."""

    start_no: int
    name: str
    score: str
    colours: str
    preference: str
    floats: str
    pab_eligible: bool


@dataclass(frozen=True, slots=True)
class Step:
    """Base of every step: the article applied and a sentence explaining it."""

    kind: ClassVar[str] = "step"
    article: str
    text: str

    def to_json(self) -> dict[str, Any]:
        data = {"kind": self.kind}
        data.update({f.name: _plain(getattr(self, f.name)) for f in fields(self)})
        return data


@dataclass(frozen=True, slots=True)
class PileStep(Step):
    kind: ClassVar[str] = "pile"
    score: str = ""
    cards: tuple[CardView, ...] = ()


@dataclass(frozen=True, slots=True)
class LeftOut:
    """A player the round leaves out: who, why in words (``requested a half-point bye
    (H)``, ``withdrawn after round 3``, ``late entry: enters in round 4``), the
    article that keeps him out (``C.04.1 c``, ``C.04.2 art. 3.2``, ...) and the
    reason as the start list says it (``bye H``, ``out after 3``, ``joins in 4``)."""

    start_no: int
    name: str
    reason: str
    article: str
    short: str


@dataclass(frozen=True, slots=True)
class OutsideStep(Step):
    """Before the piles: the players the round leaves out, each with the reason and
    its article (a requested bye, C.04.1 c; withdrawn, C.04.2 art. 3.2; a late entry
    not yet entered, C.04.2 art. 2.4; a round robin's withdrawn player whose results
    are removed, C.05 art. 8.2), and the groups of players who may not meet
    (forbidden pairs, TRF-2026 260). Recorded first, by the pairing system itself,
    when there is either."""

    kind: ClassVar[str] = "outside"
    players: tuple[LeftOut, ...] = ()
    forbidden: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class BracketStep(Step):
    """``s1``/``s2``: the original subgroups (art. 3.2); for a heterogeneous bracket
    ``s1`` holds the M1 MDPs paired, ``limbo`` the others, and ``remainder_s1`` /
    ``remainder_s2`` the original subgroups of the remainder (S1R, S2R, art. 3.7).
    ``bsns`` lists the players by in-bracket sequence number (BSN 1 first, art. 4.1),
    ``incompatible`` the pairs of the bracket that may not meet at all, with the
    criterion that forbids them (``C1``, ``forbidden``, ``C3``)."""

    kind: ClassVar[str] = "bracket"
    number: int = 0
    score: str = ""
    residents: tuple[int, ...] = ()
    mdps: tuple[int, ...] = ()
    s1: tuple[int, ...] = ()
    s2: tuple[int, ...] = ()
    limbo: tuple[int, ...] = ()
    remainder_s1: tuple[int, ...] = ()
    remainder_s2: tuple[int, ...] = ()
    max_pairs: int = 0
    m0: int = 0
    m1: int = 0
    homogeneous: bool = True
    bsns: tuple[int, ...] = ()
    incompatible: tuple[tuple[int, int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class CandidateStep(Step):
    """One candidate of a bracket, numbered in generation order from 1. ``label`` says
    which transposition/exchange/MDP set it is and which players moved. ``criterion``
    is the first absolute criterion it breaks (``C1``, ``forbidden``, ``C3``,
    ``C4``, ``C5``) and ``offending`` the pair that breaks C1/C3/a forbidden pair, or
    None when it satisfies them; then ``quality`` holds its quality-criteria values as
    violations (a count of players, or the scores concerned, highest first; 0 or
    empty = met) and ``best_so_far`` whether it beats every earlier candidate.
    ``moved`` names the players an exchange moved: from S1 to S2, from S2 to S1."""

    kind: ClassVar[str] = "candidate"
    bracket: int = 0
    index: int = 0
    label: str = ""
    pairs: tuple[tuple[int, int], ...] = ()
    floaters: tuple[int, ...] = ()
    criterion: str | None = None
    quality: dict[str, Any] | None = None
    best_so_far: bool = False
    offending: tuple[int, int] | None = None
    moved: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())


def quality_text(quality: dict[str, Any]) -> str:
    """The quality criteria a :class:`CandidateStep` does not fully meet, e.g.
    ``C6 1, C7 [3], C12 2``: counts of players, or the scores concerned."""
    parts = []
    for name, value in quality.items():  # in the order of the rules
        if isinstance(value, list):
            if value:
                parts.append(f"{name} [{' '.join(value)}]")
        elif value:
            parts.append(f"{name} {value}")
    return ", ".join(parts)


@dataclass(frozen=True, slots=True)
class CandidateCountStep(Step):
    """Candidates not recorded in full: how many, by the criterion that rejected
    them; ``more`` when the count stopped at the limit (more than 100 000)."""

    kind: ClassVar[str] = "candidates"
    bracket: int = 0
    first: int = 0
    last: int = 0
    by_criterion: dict[str, int] = field(default_factory=dict)
    more: bool = False


@dataclass(frozen=True, slots=True)
class ChoiceStep(Step):
    """The candidate chosen for a bracket: its ``index`` in generation order (0 when
    more than 100 000 candidates precede it, then ``more``), and ``reason``:
    ``perfect`` (the first candidate that meets every criterion, art. 3.4.1) or
    ``best`` (no candidate is perfect; the best by the criteria, the first of those in
    generation order, art. 3.8.1)."""

    kind: ClassVar[str] = "choice"
    bracket: int = 0
    index: int = 0
    pairs: tuple[tuple[int, int], ...] = ()
    floaters: tuple[int, ...] = ()
    perfect: bool = False
    reason: str = ""
    label: str = ""
    more: bool = False


@dataclass(frozen=True, slots=True)
class FloatStep(Step):
    kind: ClassVar[str] = "float"
    bracket: int = 0
    players: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ByeStep(Step):
    kind: ClassVar[str] = "bye"
    player: int | None = None


@dataclass(frozen=True, slots=True)
class ColourStep(Step):
    kind: ClassVar[str] = "colour"
    white: int = 0
    black: int = 0
    rule: str = ""


@dataclass(frozen=True, slots=True)
class BoardsStep(Step):
    kind: ClassVar[str] = "boards"
    boards: tuple[tuple[int, int], ...] = ()
    pab: int | None = None


@dataclass(frozen=True, slots=True)
class DepartureStep(Step):
    """Where a recorded pairing parts from the rules: in bracket ``bracket`` (0 for
    the colours or the PAB after every bracket agreed) the recorded pairs and
    downfloaters against the rules' ones; ``criterion`` is the first criterion the
    recorded candidate breaks or satisfies worse (``order`` when it is as good but
    generated later), ``offending`` the pair that breaks an absolute criterion."""

    kind: ClassVar[str] = "departure"
    bracket: int = 0
    recorded: tuple[tuple[int, int], ...] = ()
    rules: tuple[tuple[int, int], ...] = ()
    recorded_floaters: tuple[int, ...] = ()
    rules_floaters: tuple[int, ...] = ()
    criterion: str | None = None
    offending: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class NoteStep(Step):
    """A step particular to one system; ``topic`` names it (``table-row``,
    ``backtrack``, ``draw``, ``x``, ``p`` ...) and ``data`` holds its values."""

    kind: ClassVar[str] = "note"
    topic: str = ""
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Trace:
    """The steps of one round's pairing, and the pairing they end in (the engine's
    output: ``boards`` as (white, black) in board order, ``pab``)."""

    system: str
    round: int
    boards: tuple[tuple[int, int], ...]
    pab: int | None
    steps: tuple[Step, ...]

    def of_kind(self, kind: str) -> list[Step]:
        return [s for s in self.steps if s.kind == kind]

    def notes(self, topic: str) -> list[NoteStep]:
        """The note steps on ``topic`` (``draw``, ``board``, ``search-order`` ...)."""
        return [s for s in self.steps if isinstance(s, NoteStep) and s.topic == topic]

    def to_json(self) -> dict[str, Any]:
        return {
            "system": self.system,
            "round": self.round,
            "boards": [{"white": w, "black": b} for w, b in self.boards],
            "pab": self.pab,
            "steps": [s.to_json() for s in self.steps],
        }
