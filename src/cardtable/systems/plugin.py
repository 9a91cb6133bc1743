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
from dataclasses import dataclass, fields
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Callable, Mapping, Protocol, Sequence

from ..model import PointSystem, Tournament
from ..trace import ByeStep, ChoiceStep, Step, Trace, TraceReader
from ..trace.table_moves import TableMove
from .base import Pairing
from .features import Features
from .registry import SystemEntry
from .simulate_request import Simulation

if TYPE_CHECKING:  # pragma: no cover
    from .competition import CompetitionRole


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
    3 by the simplified Swiss"; the levels it offers its registry line says,
    ``exercise_levels``); ``features`` reads what a
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


class Draw(Protocol):
    """What a system draws by lot before its first round is paired (a round robin's
    start numbers, C.05 art. 7.2): the seed, and each step in words."""

    @property
    def seed(self) -> int | None: ...

    def lines(self) -> list[str]: ...


#: what every system sets itself: no default fits them
_REQUIRED = ("name", "reader")

#: what a system's registry line says (its fields but the name, which both say, and
#: the loader): a plug-in that set one would contradict its line
_LINE_FACTS = tuple(f.name for f in fields(SystemEntry) if f.name not in ("name", "load"))


class PairingSystemPlugin(ABC):
    """One pairing system. A system sets ``name`` and ``reader`` (a class that forgets
    one is refused when it is defined) and the class attributes whose defaults do not
    fit it, and implements :meth:`pair`.

    What the system's line in :mod:`cardtable.systems.registry` says
    (:class:`~cardtable.systems.registry.SystemEntry`: its title, TRF labels, whether
    a round waits for the one before, whether a table fixes the pairings, ...) is
    declared there alone, known without importing the system's folder: whoever needs
    it asks the registry (``entry(name)``), or the plug-in's :attr:`entry`. A class
    that sets one of them itself is refused.

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
    ``rounds_per_pairing`` the rounds of the file one pairing covers: only rounds 1,
                         1+k, 1+2k ... are paired by the rules (a Double-Swiss match:
                         2); an exercise pairs one of those
    ``competition``      the team competition, a role (:mod:`.competition`): the
                         file's teams paired, checked and ranked as teams (C.04.6);
                         None for a system that pairs players (its line's
                         ``pairs_teams`` says the same)

    And the methods whose defaults fit most systems: :meth:`simulate`,
    :meth:`points` (a new tournament's points), :meth:`forfeits_played`,
    :meth:`criterion_words`, :meth:`table_move` ...
    """

    name: str
    reader: TraceReader
    override_rules: OverrideRules = OverrideRules()
    exercises: Exercises | None = None
    legend_words: Mapping[str, str] = MappingProxyType({})
    legend_criteria: tuple[str, ...] = ()
    competition: CompetitionRole | None = None

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        missing = [member for member in _REQUIRED if not hasattr(cls, member)]
        if missing:
            raise TypeError(f"the pairing system {cls.__name__} does not set "
                            f"{', '.join(missing)} (see PairingSystemPlugin)")
        declared = [fact for fact in _LINE_FACTS if fact in vars(cls)]
        if declared:
            raise TypeError(f"the pairing system {cls.__name__} sets {', '.join(declared)}, "
                            f"which its line in systems/registry.py says")

    #: the system's line in the registry, given by the registry when it hands the
    #: plug-in out (:func:`cardtable.systems.registry.descriptor`)
    line: SystemEntry | None = None

    @property
    def entry(self) -> SystemEntry:
        """The system's line in the registry."""
        if self.line is None:
            raise LookupError(f"the pairing system {self.name!r} was not handed out by "
                              f"systems/registry.py (ask descriptor({self.name!r}))")
        return self.line

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

    def draw_before_pairing(self, tournament: Tournament) -> tuple[Tournament, Draw | None]:
        """What the system draws by lot before round 1 is paired, and the tournament
        with it (a round robin's start numbers, C.05 art. 7.2); nothing by default."""
        return tournament, None

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
