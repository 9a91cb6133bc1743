"""FIDE mode: a tournament marked FIDE-rated (``Settings.fide_rated``) is paired only
with FIDE's own systems (the Dutch system, C.04.3, and the round robin of C.05), and
every deviation from the rules is logged (:mod:`cardtable.model.integrity`)."""

from __future__ import annotations

from ..model import Tournament

#: The systems FIDE's regulations name for rated tournaments.
FIDE_SYSTEMS = ("dutch", "roundrobin")


class NotFideSystem(ValueError):
    """A FIDE-rated tournament with a system that is not FIDE's."""


def check_fide_mode(tournament: Tournament) -> None:
    """Raise :class:`NotFideSystem` for a FIDE-rated tournament whose system is not
    one of :data:`FIDE_SYSTEMS`."""
    settings = tournament.settings
    if settings.fide_rated and settings.system not in FIDE_SYSTEMS:
        raise NotFideSystem(f"the tournament is FIDE-rated (fide_rated = true): it is paired "
                            f"with FIDE's systems only ({', '.join(FIDE_SYSTEMS)}), not "
                            f"{settings.system}")
