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

Each pairing system defines the steps of its own procedure in its own words (the 2009
rules' C.1-C.14 steps, the simplified Swiss's search, the round robin's table rows) as
subclasses of :class:`Step`, which its plug-in declares and the systems' registry
registers with :func:`register` when the system loads, so that ``explain --json``
and the docs know every kind (:func:`step_kinds`). Shapes several systems
share live beside this module: the search of an opponent (:mod:`.search_steps`), a
fixed table's rows and boards (:mod:`.table_steps`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, fields, is_dataclass
from typing import ClassVar, TypeVar, Union

#: a value of the JSON document ``explain --json`` prints
JSON = Union[None, bool, int, float, str, list["JSON"], dict[str, "JSON"]]

S = TypeVar("S", bound="Step")

_KINDS: dict[str, type[Step]] = {}
_CLASSES: list[type[Step]] = []


def register(cls: type[S]) -> type[S]:
    """Record a step class under its ``kind`` (a class decorator). A kind names one
    class, and the systems' refinements of it: a subclass that keeps its kind and adds
    fields (the Double-Swiss system's PAB is a ``bye`` with the order it was sought
    in)."""
    known = _KINDS.setdefault(cls.kind, cls)
    if known is not cls and not issubclass(cls, known):
        raise ValueError(f"step kind {cls.kind!r} is already {known.__qualname__}")
    if cls not in _CLASSES:
        _CLASSES.append(cls)
    return cls


def step_kinds() -> dict[str, type[Step]]:
    """Every registered step kind and its class (the systems' own once their packages
    are imported)."""
    return dict(_KINDS)


def step_classes() -> tuple[type[Step], ...]:
    """Every registered step class: the kinds' classes and their refinements."""
    return tuple(_CLASSES)


def plain(value: object) -> JSON:
    """``value`` as JSON: tuples as lists, enums by their value, records as objects."""
    if isinstance(value, enum.Enum):
        return plain(value.value)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in fields(value)}
    raise TypeError(f"no JSON form for {value!r}")


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

    def to_json(self) -> dict[str, JSON]:
        data: dict[str, JSON] = {"kind": self.kind}
        data.update({f.name: plain(getattr(self, f.name)) for f in fields(self)})
        return data


@dataclass(frozen=True, slots=True)
class ProcedureStep(Step):
    """A base for a system's step of its procedure in one bracket (the 2009 rules'
    C.1-C.14): ``bracket`` names the bracket worked in (``3``; ``2+3`` for brackets
    merged by C.13). ``subgroups`` is S1 and S2 when the step forms them anew (C.4,
    C.8), ``value`` the name and value of the bracket the step sets (x, p): the
    walkthrough shows them from this step on. ``in_solution``: the step is one of the
    few an exercise's solution sheet lists (the 2009 rules' C.13)."""

    in_solution: ClassVar[bool] = False
    bracket: str = ""

    @property
    def subgroups(self) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        return None

    @property
    def value(self) -> tuple[str, int] | None:
        return None

    @property
    def values(self) -> tuple[tuple[str, int], ...]:
        """Every value of its group the step sets (a remainder's C.2 sets x and p at
        once); by default its :attr:`value` alone."""
        value = self.value
        return () if value is None else (value,)

    @property
    def group_players(self) -> tuple[int, ...]:
        """The players of the group the step speaks of before S1 and S2 are formed
        (a remainder at its C.2), by pairing number; empty when it names none."""
        return ()

    @property
    def undoing(self) -> str:
        """What the step undoes so that what follows can be paired (the 2009 rules'
        C.12, C.13: the pairing of the bracket above), in words; empty when it undoes
        nothing."""
        return ""

    @property
    def undone_bracket(self) -> int:
        """The number of the bracket whose pairing the step undoes, with every
        pairing made below it (the 2009 rules' C.12, C.13); 0 when none."""
        return 0

    @property
    def exchanged(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The players an exchange the step makes moves (from S1 to S2, from S2 to
        S1; the 2009 rules' C.8), by pairing number; empty when it makes none."""
        return (), ()

    @property
    def of_remainder(self) -> bool:
        """The step's S1 and S2 (:attr:`subgroups`) are those of the bracket's
        remainder (the 2009 rules' C.4 for a heterogeneous bracket), not of the
        bracket itself."""
        return False


@register
@dataclass(frozen=True, slots=True)
class PileStep(Step):
    """A scoregroup as a pile of cards: its ``score`` and the ``cards`` in it."""

    kind: ClassVar[str] = "pile"
    score: str = ""
    cards: tuple[CardView, ...] = ()


@dataclass(frozen=True, slots=True)
class LeftOut:
    """A player the round leaves out: who, why in words (``requested a half-point bye
    (H)``, ``withdrawn after round 3``, ``late entry: enters in round 4``), the
    article that keeps them out (``C.04.1 c``, ``C.04.2 art. 3.2``, ...) and the
    reason as the start list says it (``bye H``, ``out after 3``, ``joins in 4``)."""

    start_no: int
    name: str
    reason: str
    article: str
    short: str


@register
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


@register
@dataclass(frozen=True, slots=True)
class BracketStep(Step):
    """``s1``/``s2``: the original subgroups (art. 3.2); for a heterogeneous bracket
    ``s1`` holds the M1 MDPs paired, ``limbo`` the others, and ``remainder_s1`` /
    ``remainder_s2`` the original subgroups of the remainder (S1R, S2R, art. 3.7).
    ``bsns`` lists the players by in-bracket sequence number (BSN 1 first, art. 4.1),
    ``incompatible`` the pairs of the bracket that may not meet at all, with the
    criterion that forbids them (``C1``, ``forbidden``, ``C3``). ``possible_pairs``:
    when the bracket makes fewer pairs than C1 and C3 alone would allow (completion,
    C4/C5, art. 3.1.2: the players below could not be paired otherwise), how many
    those would allow; 0 otherwise. ``name``: the bracket as the system names it where
    ``number`` does not (the 2009 rules' ``2+3``, brackets merged by C.13)."""

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
    possible_pairs: int = 0
    name: str = ""


@dataclass(frozen=True, slots=True)
class Shortfall:
    """A quality criterion's value for a candidate: a count of players who fall short
    of it (0 = met) or, for the criteria on scores, the scores of the players
    concerned, highest first (empty = met)."""

    criterion: str
    value: int | tuple[str, ...]

    @property
    def met(self) -> bool:
        return not self.value

    @property
    def shown(self) -> str:
        """``C6 1`` or ``C7 [3 2½]``."""
        if isinstance(self.value, tuple):
            return f"{self.criterion} [{' '.join(self.value)}]"
        return f"{self.criterion} {self.value}"

    def weight(self) -> tuple[float, ...]:
        """Comparable: a count, or the scores highest first (higher is worse)."""
        if isinstance(self.value, tuple):
            return tuple(float(score.replace("½", ".5")) for score in self.value)
        return (float(self.value),)


@register
@dataclass(frozen=True, slots=True)
class CandidateStep(Step):
    """One candidate of a bracket, numbered in generation order from 1. ``label`` says
    which transposition/exchange/MDP set it is and which players moved. ``criterion``
    is the first absolute criterion it breaks (``C1``, ``forbidden``, ``C3``,
    ``C4``, ``C5``) and ``offending`` the pair that breaks C1/C3/a forbidden pair, or
    None when it satisfies them; then ``quality`` holds its quality-criteria values as
    violations (a count of players, or the scores concerned, highest first; 0 or
    empty = met) and ``best_so_far`` whether it beats every earlier candidate, or else
    ``worse_by`` the criterion of highest priority on which it is worse than the best
    so far (``order``: as good, and the earlier candidate is kept: C.04.3 art. 3.8.1).
    ``moved`` names the players an exchange moved: from S1 to S2, from S2 to S1;
    ``reference`` where the candidate stands in the system's own tables (the 2009
    rules' rows of D.1 and D.2, ``D.2 a) 1↔2, D.1 row 3–5``), empty for none;
    ``label_numbers`` the label as the cards show it, in pairing numbers with the BSNs
    after each part (``transposition 15-19 (BSN 6-8)``), empty when the label is not
    in BSNs (the 2009 rules' ``C.7 #4``). ``to_remainder``: the players it leaves
    unpaired (``floaters``) form the bracket's remainder, paired next in the same
    bracket (the 2009 rules' heterogeneous bracket, C.4 for the remainder): they do
    not float down."""

    kind: ClassVar[str] = "candidate"
    bracket: int = 0
    index: int = 0
    label: str = ""
    pairs: tuple[tuple[int, int], ...] = ()
    floaters: tuple[int, ...] = ()
    criterion: str | None = None
    quality: tuple[Shortfall, ...] | None = None
    best_so_far: bool = False
    offending: tuple[int, int] | None = None
    moved: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    reference: str = ""
    label_numbers: str = ""
    worse_by: str = ""
    to_remainder: bool = False

    @property
    def against_best(self) -> str:
        """How the candidate compares with the best so far, in words ("" when the
        system records no comparison)."""
        if self.best_so_far:
            return "best so far"
        if self.worse_by == "order":
            return "as good as the best so far, which comes first and is kept (art. 3.8.1)"
        if self.worse_by:
            return f"worse than the best so far by {self.worse_by}"
        return ""

    def to_json(self) -> dict[str, JSON]:
        data = Step.to_json(self)
        if self.quality is not None:  # {"C6": 1, "C7": ["3"], ...}
            data["quality"] = {s.criterion: plain(s.value) for s in self.quality}
        return data


def quality_text(quality: tuple[Shortfall, ...]) -> str:
    """The quality criteria a :class:`CandidateStep` does not fully meet, e.g.
    ``C6 1, C7 [3], C12 2``: counts of players, or the scores concerned."""
    return ", ".join(s.shown for s in quality if not s.met)  # in the order of the rules


@register
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


@register
@dataclass(frozen=True, slots=True)
class ChoiceStep(Step):
    """The candidate chosen for a bracket: its ``index`` in generation order (0 when
    more than 100 000 candidates precede it, then ``more``), and ``reason``:
    ``perfect`` (the first candidate that meets every criterion, art. 3.4.1) or
    ``best`` (no candidate is perfect; the best by the criteria, the first of those in
    generation order, art. 3.8.1). ``moved``: the players the chosen candidate's
    exchange moved (from S1 to S2, from S2 to S1), as for a candidate. ``name``: the
    group paired as the system names it where ``bracket`` does not (the 2009 rules'
    bracket ``2+3``, merged by C.13; the simplified Swiss's ``Pair 4``);
    ``label_numbers`` as for a candidate."""

    kind: ClassVar[str] = "choice"
    bracket: int = 0
    index: int = 0
    pairs: tuple[tuple[int, int], ...] = ()
    floaters: tuple[int, ...] = ()
    perfect: bool = False
    reason: str = ""
    label: str = ""
    more: bool = False
    moved: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    name: str = ""
    label_numbers: str = ""


@register
@dataclass(frozen=True, slots=True)
class FloatStep(Step):
    """The players of bracket ``bracket`` left unpaired, who move down to the next
    bracket (from the last one: left over for the PAB)."""

    kind: ClassVar[str] = "float"
    bracket: int = 0
    players: tuple[int, ...] = ()


@register
@dataclass(frozen=True, slots=True)
class ByeStep(Step):
    """The player who receives the pairing-allocated bye (None: nobody)."""

    kind: ClassVar[str] = "bye"
    player: int | None = None


@register
@dataclass(frozen=True, slots=True)
class ColourStep(Step):
    """The colours of one board: ``white`` and ``black``, the ``rule`` that decided
    them (``5.2.4``, ``E.3``, the simplified Swiss's ``2``) and ``reason``, what the
    rule says of this board in words. ``preferences``: the colour preferences of White
    and Black as the rule compared them, as a card shows one (``W`` absolute, ``(W)``
    strong, ``w`` mild, empty for none): the 2009 rules record them as A.7 gives them
    in the group the pair was made in (A.7 d) and in an odd round (A.7 e); empty
    strings for a system that does not record them."""

    kind: ClassVar[str] = "colour"
    white: int = 0
    black: int = 0
    rule: str = ""
    reason: str = ""
    preferences: tuple[str, str] = ("", "")


@register
@dataclass(frozen=True, slots=True)
class BoardsStep(Step):
    """The round's boards (white, black) in order, and the PAB's player."""

    kind: ClassVar[str] = "boards"
    boards: tuple[tuple[int, int], ...] = ()
    pab: int | None = None


@register
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

    def of_type(self, cls: type[S]) -> list[S]:
        """The steps of class ``cls`` (and its subclasses), in order."""
        return [s for s in self.steps if isinstance(s, cls)]

    def to_json(self) -> dict[str, JSON]:
        return {
            "system": self.system,
            "round": self.round,
            "boards": [{"white": w, "black": b} for w, b in self.boards],
            "pab": self.pab,
            "steps": [s.to_json() for s in self.steps],
        }
