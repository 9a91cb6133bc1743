"""FIDE mode: a tournament marked FIDE-rated (``Settings.fide_rated``) is paired only
with FIDE's own systems in force (each system's plug-in says whether it is one:
``fide_system``), and every deviation from the rules is logged
(:mod:`cardtable.model.integrity`)."""

from __future__ import annotations

from ..model.tournament import Tournament
from .registry import SYSTEMS, entry


class NotFideSystem(ValueError):
    """A FIDE-rated tournament with a system that is not FIDE's."""


def fide_systems() -> tuple[str, ...]:
    """The names of FIDE's own systems in force, in the registry's order."""
    return tuple(name for name, system in SYSTEMS.items() if system.fide_system)


def check_fide_mode(tournament: Tournament) -> None:
    """Raise :class:`NotFideSystem` for a FIDE-rated tournament whose system is not
    one of FIDE's own (:func:`fide_systems`)."""
    settings = tournament.settings
    if settings.fide_rated and not entry(settings.system).fide_system:
        raise NotFideSystem(f"the tournament is FIDE-rated (fide_rated = true): it is paired "
                            f"with FIDE's systems only ({', '.join(fide_systems())}), not "
                            f"{settings.system}")
