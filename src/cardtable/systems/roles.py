"""The roles a pairing system may play besides pairing a round, each an object its
plug-in declares (:class:`cardtable.systems.plugin.PairingSystemPlugin`), as a
database adapter is split by role: how the walkthrough shows its trace
(:class:`Walkthrough`), the rules a manual change or a request answers to
(:class:`Rules`), its exercises and their marking (:class:`Exercises`,
:class:`Corrections`), what it draws before round 1 (:class:`Draw`). A system that has
no use for a role keeps its default; the team competition is a role of its own
(:mod:`.competition`). What a system *is* (its title, TRF labels, whether it gives
colours, its settings ...) is data on its registry line, not a role."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Callable, Literal, Mapping, Protocol, Sequence

if TYPE_CHECKING:  # pragma: no cover  (types only: a role costs no import of the trace)
    from ..model.tournament import Tournament
    from ..trace.steps import ByeStep, ChoiceStep, Step, Trace
    from ..trace.table_moves import TableMove
    from .features import Features


def _no_move(step: Step) -> TableMove | None:
    return None


class Walkthrough:
    """How the app's walkthrough and its legend show the system's trace (the plain
    words and the generic steps by default):

    ``words``            the criterion codes of its trace in words, as the
                         walkthrough and its legend name them (``C8`` -> ``the next
                         bracket pairs worse``)
    ``moves``            what one of the system's own steps does on the card table (a
                         bracket formed of residents and upfloaters, a pairing tried
                         or taken, a match's colours, the PAB:
                         :mod:`cardtable.trace.table_moves`), read from its typed
                         fields; None for a step the table reads by its generic
                         class, or shows by its sentence only
    ``legend_words``     the legend's marks in the system's own words and articles, by
                         the keys of its plain words (none: plain); each system's
                         folder keeps the table of the article numbers its text has
                         (``ARTICLES``), which a test holds every sentence to
    ``legend_criteria``  the criterion codes the legend says in words whether the
                         round shows them or not (a text whose criteria are few and
                         all named on screen: C.04.6's C1-C10)
    """

    def __init__(self, legend_words: Mapping[str, str] = MappingProxyType({}),
                 legend_criteria: tuple[str, ...] = (), *,
                 words: Mapping[str, str] = MappingProxyType({}),
                 moves: Callable[[Step], TableMove | None] = _no_move) -> None:
        self.legend_words = legend_words
        self.legend_criteria = legend_criteria
        self.words = words
        self.table_move = moves

    def criterion_words(self, code: str) -> str:
        """A criterion code of the system's trace in words; empty for a code the
        system does not name so."""
        return self.words.get(code, "")


class FeatureReader(Protocol):
    """Reads what a round exercises from the system's own trace of it: ``trace`` is
    the engine's trace of round ``round_no`` of ``tournament`` (the tournament before
    that round is paired); ``colours``: whether the system gives colours."""

    def __call__(self, tournament: Tournament, round_no: int, trace: Trace,
                 colours: bool) -> Features: ...


class Corrections:
    """How the marking of an exercise explains a learner's first difference in this
    system's own steps (:mod:`cardtable.systems.exercise.marking`); by default the
    marking walks the generic steps and names each step's article."""

    def criterion_rule(self, criterion: str | None, article: str) -> str:
        """The rule a departure from the rules breaks, as a marking names it: the
        criterion with its article (the step's ``article`` by default)."""
        return article

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
    :mod:`cardtable.trace.candidate_counts`, for a system with numbered candidates).
    ``corrections``: how a learner's first difference is explained in the system's
    own steps. ``topscorers``: whom the final round frees from the absolute colour
    rules of a difference beyond ±2 and a colour three times running: ``"player"``
    the topscorer alone (the 2009 note under B), ``"board"`` a topscorer and the
    opponent (C.04.3 art. 1.8, C10/C11 "topscorers or their opponents"); empty:
    nobody (the simplified Swiss's colour rule has no such exception)."""

    document: str
    features: FeatureReader
    basic_colour_rules: bool = False
    topscorers: Literal["", "player", "board"] = ""
    pairing_score: str = ""
    bracket_step: type[Step] | None = None
    solution_steps: tuple[type[Step], ...] = ()
    why_not: Callable[[Sequence[Step]], dict[int, str]] | None = None
    corrections: Corrections = field(default_factory=Corrections)


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


class Rules:
    """The rules a manual change of a published pairing and an arbiter's request
    answer to in this system (:mod:`cardtable.systems.override`,
    :mod:`cardtable.systems.requests`); a system subclasses it where it refuses a
    request."""

    def __init__(self, override: OverrideRules = OverrideRules()) -> None:
        #: the articles a manual change of its pairing breaks
        self.override = override

    def bye_refusal(self, player: str) -> str | None:
        """Why ``player`` (number and name) cannot request a bye in this system, or
        None."""
        return None

    def forbid_refusal(self, players: str) -> str | None:
        """Why ``players`` (their numbers, or empty) cannot be kept apart in this
        system, or None."""
        return None


class Draw(Protocol):
    """What a system draws by lot before its first round is paired (a round robin's
    start numbers, C.05 art. 7.2): the seed, and each step in words."""

    @property
    def seed(self) -> int | None: ...

    def lines(self) -> list[str]: ...
