"""What players ask for (``cardtable bye``, ``forbid``; the app's ``b``, ``f``): a
requested bye (C.04.1 c), H, F or Z, or a round a late entry missed; players who must
never meet (TRF-2026 record 260), teams in a team competition. The system says whether
it can honour them at all (:mod:`cardtable.systems.requests`: a round robin's table,
C.05 Annex 1, has neither); taking a request back is always allowed."""

from __future__ import annotations

from ..model.results import ByeKind
from ..model.tournament import Tournament
from ..model.requests import RequestError, missed_by_late_entry, remove_bye
from ..systems.requests import allow, forbid, set_bye, set_never_meets
from .outcome import Outcome, refused
from .words import describe

KINDS = {"H": "half-point", "F": "full-point", "Z": "zero-point"}


def request_bye(t: Tournament, round_no: int, start_no: int, kind: str | None) -> Outcome:
    """A requested bye of ``kind`` (H, F, Z) for the player in the round; None takes
    the request back."""
    player = t.player(start_no)
    try:
        if kind is None:
            changed = remove_bye(t, round_no, start_no)
        else:
            changed = set_bye(t, round_no, start_no, ByeKind.parse(kind))
    except RequestError as exc:
        return refused(t, str(exc))
    if missed_by_late_entry(changed, round_no, start_no):
        shown = kind or "Z"
        line = (f"{describe(player)}: round {round_no}, missed before the late entry, "
                f"scores {KINDS[shown]} ({shown})")
    elif kind is None:
        line = f"{describe(player)}: requested bye in round {round_no} removed"
    else:
        line = (f"{describe(player)}: {KINDS[kind]} bye ({kind}) in round {round_no}, "
                f"not paired in it")
    return Outcome(changed, (line,))


def keep_apart(t: Tournament, group: tuple[int, ...], names: str, *,
               remove: bool = False) -> Outcome:
    """The group (players, or teams of a team competition) never meet; ``remove``: the
    group made of exactly them goes."""
    try:
        changed = (allow if remove else forbid)(t, group)
    except RequestError as exc:
        return refused(t, str(exc))
    return Outcome(changed, (f"{names} may meet again" if remove else f"{names} never meet",))


def set_kept_apart(t: Tournament, start_no: int, others: tuple[int, ...]) -> Outcome:
    """The players player ``start_no`` never meets, as a whole list (the app's form)."""
    player = t.player(start_no)
    try:
        changed = set_never_meets(t, start_no, others)
    except RequestError as exc:
        return refused(t, str(exc))
    named = ", ".join(describe(t.player(n)) for n in sorted(others))
    return Outcome(changed, (f"{describe(player)} never meets {named}" if others
                             else f"{describe(player)} may meet everybody",))
