"""From the start list: a player's requested bye in a round not paired yet (H, F, Z;
C.04.1 c, C.04.2 art. 3.1), and the players they must never meet (forbidden pairs,
TRF-2026 record 260). The core (:mod:`cardtable.systems.requests`) decides; its refusal
is shown in the form. Where the system has neither (a round robin's table, C.05) the
key says why at once (:class:`Refused`), unless the player has one to take back."""

from __future__ import annotations

from dataclasses import dataclass

from cardtable.actions.requests import request_bye, set_kept_apart
from cardtable.actions.requests import KINDS
from cardtable.model.tournament import Tournament
from cardtable.model.requests import never_meets
from cardtable.systems.requests import bye_refusal, forbid_refusal

from ..messages import Change, ChangeRequested
from . import checks
from .dialogs import Applied, Field, FormScreen
from ...model.numerals import is_digits


@dataclass(frozen=True, slots=True)
class Refused:
    """Why a request's form is not opened: said as a warning."""

    title: str
    text: str


def open_bye(t: Tournament, start_no: int) -> FormScreen | Refused:
    """The bye form, or why the system has no requested byes (unless the player has
    one on file to take back)."""
    refusal = bye_refusal(t, start_no)
    requested = any(r.bye_of(start_no) for r in t.rounds if not r.paired)
    if refusal and not requested:
        return Refused("No requested byes", refusal)
    return bye_form(t, start_no)


def open_never_meets(t: Tournament, start_no: int) -> FormScreen | Refused:
    """The form of the players they never meet, or why the system cannot keep players
    apart (unless they have forbidden pairs on file to take back)."""
    refusal = forbid_refusal(t)
    if refusal and not never_meets(t, start_no):
        return Refused("No forbidden pairs", refusal)
    return never_meets_form(t, start_no)


def bye_form(t: Tournament, start_no: int) -> FormScreen:
    """Round and kind of the bye; an empty kind removes the request."""
    player = t.player(start_no)
    upcoming = t.next_round
    current = t.round(upcoming).bye_of(start_no)
    rounds = t.settings.rounds or None
    fields = [Field("round", "Round", str(upcoming), check=checks.whole_number(
                  upcoming, rounds, why_low=f"round {upcoming - 1} is paired already",
                  required=True)),
              Field("kind", "Kind", current.kind.label if current else "H",
                    placeholder="H, F, Z; empty removes", check=_kind)]

    def apply(values: dict[str, str]) -> Applied:
        number, kind = int(values["round"]), values["kind"].upper()
        outcome = request_bye(t, number, start_no, kind or None)
        if outcome.refusal is not None:
            return outcome.refusal
        return ChangeRequested(Change(outcome.tournament, outcome.said, base=t))

    return FormScreen(f"Bye for {start_no} {player.name}", fields, apply,
                      note="A requested bye: not paired in that round, the player takes "
                           "½ (H), 1 (F) or 0 (Z) points (C.04.1 c).")


def _kind(text: str) -> str | None:
    if text and text.upper() not in KINDS:
        return f"expected H, F or Z (empty removes the bye), found {text!r}"
    return None


def never_meets_form(t: Tournament, start_no: int) -> FormScreen:
    """The pairing numbers of the players they must never meet."""
    player = t.player(start_no)
    fields = [Field("others", "Never meets", " ".join(map(str, never_meets(t, start_no))),
                    placeholder="pairing numbers, e.g. 4 12", check=_numbers)]

    def apply(values: dict[str, str]) -> Applied:
        others = tuple(int(n) for n in values["others"].replace(",", " ").split())
        outcome = set_kept_apart(t, start_no, others)
        if outcome.refusal is not None:
            return outcome.refusal
        return ChangeRequested(Change(outcome.tournament, outcome.said, base=t))

    return FormScreen(f"Forbidden pairs of {start_no} {player.name}", fields, apply,
                      note="Players who must never meet (same family, same club): "
                           "their pairing numbers, separated by spaces.")


def _numbers(text: str) -> str | None:
    for part in text.replace(",", " ").split():
        if not is_digits(part):
            return f"expected pairing numbers separated by spaces, found {part!r}"
    return None
