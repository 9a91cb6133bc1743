"""FIDE mode set or left (``cardtable fide-rated``, the settings form ``o``): the
change is logged in the integrity log; entering it is refused for a system that is not
one of FIDE's (C.02: a FIDE-rated tournament is paired by FIDE's systems only)."""

from __future__ import annotations

from ..model.tournament import Tournament
from ..model.integrity import set_fide_rated
from ..systems.fide_mode import NotFideSystem, check_fide_mode
from .outcome import Outcome, refused


def set_fide_mode(t: Tournament, rated: bool) -> Outcome:
    """``t`` FIDE-rated (``rated``) or not, logged; refused when its system is not
    FIDE's and FIDE mode is entered."""
    changed = set_fide_rated(t, rated)
    if rated and not t.settings.fide_rated:
        try:
            check_fide_mode(changed)
        except NotFideSystem as exc:
            return refused(t, str(exc))
    return Outcome(changed)
