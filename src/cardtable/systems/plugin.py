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
from dataclasses import fields
from fractions import Fraction
from typing import TYPE_CHECKING

from ..model.points import PointSystem
from ..model.tournament import Tournament
from .registry import SystemEntry
from .roles import Draw, Exercises, Rules, Walkthrough

if TYPE_CHECKING:  # pragma: no cover  (types only: no trace loaded to pair a round)
    from ..trace.steps import Step
    from ..trace.reader import TraceReader
    from .base import Pairing
    from .competition import CompetitionRole
    from .simulate_request import Simulation


#: what every system sets itself: no default fits them
_REQUIRED = ("name", "reader")

#: what a system's registry line says (its fields but the name, which both say, and
#: the loader): a plug-in that set one would contradict its line
_LINE_FACTS = tuple(f.name for f in fields(SystemEntry) if f.name not in ("name", "load"))


class PairingSystemPlugin(ABC):
    """One pairing system: the engine contract is :meth:`pair` (one round; the trace
    an optional output), the ``reader`` of that trace and its own ``steps``; a system sets ``name`` and
    ``reader`` (a class that forgets one is refused when it is defined) and
    implements :meth:`pair`. What only some systems have is a role object it declares
    (:mod:`.roles`), each with defaults that fit a system without it:

    ``walkthrough``  how the app's walkthrough and its legend show the trace: the
                     criteria in words, what the system's own steps do on the card
                     table, the legend's words (:class:`~.roles.Walkthrough`)
    ``rules``        the articles a manual change breaks, the requests the system
                     refuses (:class:`~.roles.Rules`)
    ``exercises``    what its exercises can be and how they are marked (None: it
                     has none; its levels are on its line)

    and the methods whose defaults fit most systems: :meth:`simulate`,
    :meth:`points` (a new tournament's points), :meth:`forfeits_played`,
    :meth:`draw_before_pairing`.

    What the system *is* (:class:`~cardtable.systems.registry.SystemEntry`: its
    title, TRF labels, settings, whether it gives colours, whether a table fixes the
    pairings ...) is declared on its registry line alone, known without importing the
    system's folder: whoever needs it asks the registry (``entry(name)``), or the
    plug-in's :attr:`entry`. A class that sets one of them itself is refused.
    """

    name: str
    reader: TraceReader
    #: the step kinds of its own procedure (and the shared shapes it records beyond
    #: the generic ones), registered when the registry first hands the plug-in out:
    #: ``explain --json``, the walkthrough and the docs know them once it loads
    steps: tuple[type[Step], ...] = ()
    walkthrough: Walkthrough = Walkthrough()
    rules: Rules = Rules()
    exercises: Exercises | None = None

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
        the trace records when the system judges recorded pairings (its line's
        ``judges_recorded``; any other system pairs as without it).
        :class:`cardtable.systems.base.PairingError` when no legal pairing exists."""

    def simulate(self, request: Simulation) -> Tournament:
        """How ``cardtable simulate`` plays a whole tournament: a Swiss system pairs
        every round by :meth:`pair`, results drawn with its line's ``chances``."""
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
