"""The start list's acts both doors offer: withdraw a player (C.04.2 art. 3.2: not
paired after the round, their requested byes after it dropped), take off a player
entered by mistake (only before they have a game or the PAB; the players after them
move up one number)."""

from __future__ import annotations

from ..model.tournament import Tournament
from ..model.roster import RosterError, remove_player, withdraw
from .outcome import Outcome, refused
from .words import describe


def withdraw_player(t: Tournament, start_no: int, after_round: int) -> Outcome:
    """Player ``start_no`` takes part up to round ``after_round``, not after it."""
    player = t.player(start_no)
    try:
        changed, dropped = withdraw(t, start_no, after_round)
    except RosterError as exc:
        return refused(t, str(exc))
    lines = [f"{describe(player)} withdrawn after round {after_round}"]
    if dropped:
        lines.append(f"the player's requested byes in round(s) "
                     f"{', '.join(map(str, dropped))} are dropped")
    return Outcome(changed, tuple(lines))


def remove_from_list(t: Tournament, start_no: int) -> Outcome:
    """Player ``start_no``, entered by mistake, leaves the start list; refused once
    they have a game or the PAB (a withdrawal keeps their rounds, C.04.2 art. 3.2)."""
    player = t.player(start_no)
    try:
        changed = remove_player(t, start_no)
    except RosterError as exc:
        return refused(t, str(exc))  # the door says how to withdraw them
    moved = len(changed.players) - start_no + 1
    return Outcome(changed, (f"{describe(player)} removed from the start list"
                             + (f"; the {moved} player(s) after them moved up one pairing "
                                f"number" if moved else ""),))
