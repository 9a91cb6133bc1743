"""What the rest of the program asks of a pairing system: the interface
:class:`PairingSystemPlugin`, which each ``systems/<name>/__init__.py`` implements once
and :mod:`cardtable.systems.registry` lists, one line each. Nothing outside a system's
folder tells the systems apart by their names or imports a system's folder; it asks
the plug-in (see docs/architecture.md, "How to add a pairing system").

This module imports only the layers below and the leaf modules of ``systems/`` (the
registry among them: it imports a system's folder only when that system is asked
for), so that every system folder can import it without a circle."""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Callable, Mapping, Protocol, Sequence

from ..model import TITLE_ORDER, PointSystem, Tournament
from ..trace import ByeStep, CandidateStep, ChoiceStep, Step, Trace, TraceReader
from ..trace.table_moves import TableMove
from .base import Pairing
from .features import Features
from .simulate_request import Chances, Simulation


class FeatureReader(Protocol):
    """Reads what a round exercises from the system's own trace of it: ``trace`` is
    the engine's trace of round ``round_no`` of ``tournament`` (the tournament before
    that round is paired); ``colours``: whether the system gives colours."""

    def __call__(self, tournament: Tournament, round_no: int, trace: Trace,
                 colours: bool) -> Features: ...


@dataclass(frozen=True, slots=True)
class Exercises:
    """What the exercises of a system can be (``cardtable exercise``, the app's try-it
    screen): ``document`` names the system as the exercise's text says it ("pair round
    3 by the simplified Swiss"); ``levels`` are the slugs of
    :data:`cardtable.systems.exercise.LEVELS` it offers; ``features`` reads what a
    round exercises from its own trace; ``basic_colour_rules``: a learner's board is
    also judged by the colour articles of the FIDE Basic Rules (C.04.1 art. 6 and 7),
    which a system with its own colour rules (the simplified Swiss) or none does not
    follow. ``pairing_score``: the sheet's cards show the score the system pairs by
    and the colour preference, as its scoregroup piles show them, in this unit (the
    team system's match points); empty: the player's score. ``bracket_step``: the
    system's own bracket step (with a ``number``), which opens a bracket of the
    sheet's solution where the system's brackets are not :class:`BracketStep`;
    ``solution_steps``: the system's own steps the solution shows besides (the team
    system's candidate pairings rejected before the one taken). ``why_not``: for each
    bracket's choice step (by ``id``), why the candidates tried before it lost, in
    words, read from the system's own steps (None: the candidates counted by
    :mod:`cardtable.trace.candidate_counts`, for a system with numbered candidates)."""

    document: str
    levels: tuple[str, ...]
    features: FeatureReader
    basic_colour_rules: bool = False
    pairing_score: str = ""
    bracket_step: type[Step] | None = None
    solution_steps: tuple[type[Step], ...] = ()
    why_not: Callable[[Sequence[Step]], dict[int, str]] | None = None


@dataclass(frozen=True, slots=True)
class OverrideRules:
    """The articles a manual change of a published pairing breaks in this system
    (:mod:`cardtable.systems.override`): a rematch (``rematch``), the PAB to a player
    who may not have it (``pab``), two non-topscorers with the same absolute colour
    preference (``same_absolute``; empty: the system has no such criterion) and a
    board that is not the one a table fixed in advance (``table``; empty: no
    table); a colour difference beyond ±2 (``colour_difference``) and a colour a third
    time running (``same_colour_thrice``). An empty article: the system's text has no
    such rule, and the override is not judged by it."""

    rematch: str = "C.04.1 art. 2"
    pab: str = "C.04.1 art. 4"
    same_absolute: str = ""
    table: str = ""
    colour_difference: str = "C.04.1 art. 6"
    same_colour_thrice: str = "C.04.1 art. 7"


class SystemLine(Protocol):
    """What a system's line in the registry says of it
    (:class:`cardtable.systems.registry.SystemEntry`), known without its folder."""

    @property
    def title(self) -> str: ...
    @property
    def trf_label(self) -> str: ...
    @property
    def trf_words(self) -> tuple[str, ...]: ...
    @property
    def trf_double_label(self) -> str: ...
    @property
    def complete_rounds(self) -> bool: ...
    @property
    def rounds_per_pairing(self) -> int: ...
    @property
    def predetermined(self) -> bool: ...
    @property
    def fide_system(self) -> bool: ...
    @property
    def pairs_teams(self) -> bool: ...


#: what every system sets itself: no default fits them
_REQUIRED = ("name", "reader")

#: what the system's line in the registry says (:class:`SystemLine`), read through
#: the plug-in too; a plug-in that set one would contradict its line
_REGISTERED = ("title", "trf_label", "trf_words", "trf_double_label", "complete_rounds",
               "rounds_per_pairing", "predetermined", "fide_system", "pairs_teams")


class PairingSystemPlugin(ABC):
    """One pairing system. A system sets ``name`` and ``reader`` (a class that forgets
    one is refused when it is defined) and the class attributes whose defaults do not
    fit it, and implements :meth:`pair`.

    What the system's line in :mod:`cardtable.systems.registry` says
    (:class:`~cardtable.systems.registry.SystemEntry`, known without importing the
    system's folder), read through the plug-in too: ``title``, ``trf_label``,
    ``trf_words``, ``trf_double_label``, ``complete_rounds``, ``rounds_per_pairing``
    (the rounds of the file one pairing covers: only rounds 1, 1+k, 1+2k ... are
    paired by the rules, a Double-Swiss match: 2; an exercise pairs one of those),
    ``predetermined``, ``fide_system`` and ``pairs_teams``. A class that sets one of
    them itself is refused.

    What the rest of the program reads of the plug-in:

    ``name``             the value of ``system`` in a tournament file (its line's)
    ``reader``           how ``explain`` renders the trace and answers ``--player``
                         and ``--why``
    ``colours``          the system gives colours
    ``draws``            a game can be drawn (``result``, the app's ``=``)
    ``match_scores``     a game is a match whose score goes with its result
    ``tiebreaks``        the system's own tie-breaks for ``new`` (empty: C.07's)
    ``lot_first_round``  round 1 drawn by lot: ``new`` records a random seed
    ``settings``         the keys of the file's ``[tournament]`` table the system reads
                         beyond the ones every tournament has
    ``chances``          how often the irregular things happen in ``simulate``
    ``override_rules``   the articles a manual change of its pairing breaks
    ``exercises``        what its exercises can be (None: it has none)
    ``judges_recorded``  :meth:`pair` records where a ``recorded`` pairing departs
                         from the rules (``engine --check``, the marking of an answer)
    ``legend_words``     the walkthrough legend's marks in the system's own words
                         and articles, by the keys of its plain words (none: plain)
    ``legend_criteria``  the criterion codes the legend says in words whether the
                         round shows them or not (a text whose criteria are few and
                         all named on screen: C.04.6's C1-C10)
    ``title_order``      FIDE titles in the order that ranks equal ratings, one rule
                         from the pairing numbers to the pairing (C.04.2's; the 2009
                         rules' A.2 c has its own)

    And the methods whose defaults fit most systems: :meth:`simulate`,
    :meth:`points` (a new tournament's points), :meth:`forfeits_played`,
    :meth:`criterion_words`, :meth:`table_move` ...
    """

    name: str
    reader: TraceReader
    colours: bool = True
    draws: bool = True
    match_scores: bool = False
    tiebreaks: tuple[str, ...] = ()
    lot_first_round: bool = False
    settings: tuple[str, ...] = ()
    chances: Chances = Chances()
    override_rules: OverrideRules = OverrideRules()
    exercises: Exercises | None = None
    judges_recorded: bool = False
    title_order: tuple[str, ...] = TITLE_ORDER
    legend_words: Mapping[str, str] = MappingProxyType({})
    legend_criteria: tuple[str, ...] = ()

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        missing = [member for member in _REQUIRED if not hasattr(cls, member)]
        if missing:
            raise TypeError(f"the pairing system {cls.__name__} does not set "
                            f"{', '.join(missing)} (see PairingSystemPlugin)")
        registered = [fact for fact in _REGISTERED if fact in vars(cls)]
        if registered:
            raise TypeError(f"the pairing system {cls.__name__} sets {', '.join(registered)}, "
                            f"which its line in systems/registry.py says")

    #: the system's line in the registry, given by the registry when it hands the
    #: plug-in out (:func:`cardtable.systems.registry.descriptor`)
    line: SystemLine | None = None

    @property
    def entry(self) -> SystemLine:
        """The system's line in the registry."""
        if self.line is None:
            raise LookupError(f"the pairing system {self.name!r} was not handed out by "
                              f"systems/registry.py (ask descriptor({self.name!r}))")
        return self.line

    @property
    def title(self) -> str:
        return self.entry.title

    @property
    def trf_label(self) -> str:
        return self.entry.trf_label

    @property
    def trf_words(self) -> tuple[str, ...]:
        return self.entry.trf_words

    @property
    def trf_double_label(self) -> str:
        return self.entry.trf_double_label

    @property
    def complete_rounds(self) -> bool:
        return self.entry.complete_rounds

    @property
    def rounds_per_pairing(self) -> int:
        return self.entry.rounds_per_pairing

    @property
    def predetermined(self) -> bool:
        return self.entry.predetermined

    @property
    def fide_system(self) -> bool:
        return self.entry.fide_system

    @property
    def pairs_teams(self) -> bool:
        return self.entry.pairs_teams

    @abstractmethod
    def pair(self, tournament: Tournament, round_no: int, *, trace: bool = False,
             recorded: Pairing | None = None) -> Pairing:
        """Pair round ``round_no``; with ``trace`` the pairing carries the engine's
        trace. ``recorded``: a pairing made elsewhere, whose departure from the rules
        the trace records when the system judges recorded pairings
        (``judges_recorded``; any other system pairs as without it).
        :class:`cardtable.systems.PairingError` when no legal pairing exists."""

    def simulate(self, request: Simulation) -> Tournament:
        """How ``cardtable simulate`` plays a whole tournament: a Swiss system pairs
        every round by :meth:`pair`, results drawn with :attr:`chances`."""
        from .simulation import simulate_swiss_request  # it pairs through the registry

        return simulate_swiss_request(request)

    def points(self, win: Fraction = Fraction(1), draw: Fraction = Fraction(1, 2),
               loss: Fraction = Fraction(0)) -> PointSystem:
        """The points a new tournament of this system starts with (``cardtable new``,
        the app's new tournament), from a game's win, draw and loss: C.04.1 art. 4
        scores the PAB and a full-point bye as a win, a half-point bye as a draw, a
        forfeit as a win or a loss, unless the tournament's rules say otherwise."""
        return PointSystem().following(win, draw, loss)

    def forfeits_played(self, tournament: Tournament) -> frozenset[tuple[int, int]]:
        """The (player, round) whose forfeited game counts as played for tie-breaks
        and standings, not for rating (the Double-Swiss single forfeited game of a
        match, C.04.5 Preface); none by default (C.07: a forfeit is unplayed)."""
        return frozenset()

    def criterion_words(self, code: str) -> str:
        """A criterion code of the system's trace in words, as the app's walkthrough
        and its legend name it (``C8`` -> ``the next bracket pairs worse``); empty for
        a code the system does not name so."""
        return ""

    def table_move(self, step: Step) -> TableMove | None:
        """What one of the system's own steps does on the walkthrough's card table
        (a bracket formed of residents and upfloaters, a pairing tried or taken, a
        match's colours, the PAB: :mod:`cardtable.trace.table_moves`), read from its
        typed fields; None for a step the table reads by its generic class, or shows
        by its sentence only."""
        return None

    def criterion_rule(self, criterion: str | None, article: str) -> str:
        """The rule a departure from the rules breaks, as a marking names it: the
        criterion with its article (the step's ``article`` by default)."""
        return article

    def bye_refusal(self, player: str) -> str | None:
        """Why ``player`` (number and name) cannot request a bye in this system, or
        None (:mod:`cardtable.systems.requests`)."""
        return None

    def forbid_refusal(self, players: str) -> str | None:
        """Why ``players`` (their numbers, or empty) cannot be kept apart in this
        system, or None."""
        return None

    def correct_choice(self, trace: Trace, index: int, choice: ChoiceStep, player: int,
                       other: int, yours: int,
                       boards: tuple[tuple[int, int], ...]) -> tuple[str, str] | None:
        """Why the choice at ``index`` of ``trace`` pairs ``player`` with ``other``
        where a learner paired ``player`` with ``yours`` (``boards``: the learner's
        whole answer), read from the system's own steps in the order it tried them:
        the sentence and the rule that decided (its own edition's article); None: the
        marking walks the generic steps."""
        return None

    def correct_bye(self, step: ByeStep, yours: int) -> tuple[str, str] | None:
        """Why the bye step ``step`` gives the PAB to its player and not to ``yours``
        (a player who may have it), read from the system's own step: the sentence
        and the rule that decided; None: the step's own sentence says it."""
        return None

    def recorded_rules(self, trace: Trace) -> frozenset[str]:
        """Every rule ``trace`` records for a decision, as a correction names it (a
        correction of an exercise names one of these): each step's article and each
        candidate's criterion."""
        found = {step.article for step in trace.steps}
        found |= {str(s.criterion) for s in trace.steps
                  if isinstance(s, CandidateStep) and s.criterion}
        return frozenset(found)

    def tried_first(self, trace: Trace, first: tuple[int, int],
                    later: tuple[int, int]) -> bool:
        """Whether ``trace`` tried a pairing with the pair ``first`` before any with
        the pair ``later`` (what a correction's "comes first" must agree with): a
        candidate or a bracket's choice, in the order of the trace."""
        return tried_before(trace, first, later, (CandidateStep, ChoiceStep))


def tried_before(trace: Trace, first: tuple[int, int], later: tuple[int, int],
                 kinds: tuple[type[Step], ...]) -> bool:
    """Whether a step of ``kinds`` (each with ``pairs``) with the pair ``first`` comes
    before any with the pair ``later`` in ``trace``."""
    wanted, other = frozenset(first), frozenset(later)
    for step in trace.steps:
        if isinstance(step, kinds):
            pairs = {frozenset(p) for p in getattr(step, "pairs")}
            if wanted in pairs:
                return True
            if other in pairs:
                return False
    return False
