"""Adding a player to the start list (``cardtable add-player``, the app's ``a`` and
``l``): pairing numbers in the initial order of C.04.2 (drawn by lot and kept where
the system's table fixes them, C.05), a late entry after round 1 joining in the next
round (or the one given) with the points of the rounds missed (C.04.2 art. 2.4,
TRF-2026 record 240), a team competition's player joining a team after its players
(C.04.6); a name already on the list is warned of. Correcting a player's details
(``cardtable edit-player``, the app's ``e``) reassigns the numbers in the initial
order until round 4 is paired (C.04.2) and logs a rating changed after a pairing."""

from __future__ import annotations

from dataclasses import dataclass, fields

from ..model.results import ByeKind
from ..model.player import Player
from ..model.tournament import Tournament
from ..model.points import format_points
from ..model.roster import (Joined, RosterError, add_player, correct_player, namesakes,
                            provisional_words)
from ..systems.registry import entry
from ..systems.teams import add_to_team, find_team
from .outcome import Outcome, refused
from .words import describe


def add_entry(t: Tournament, player: Player, joins_in: int | None = None, *,
              missed: tuple[ByeKind, ...] = (), team: str | None = None) -> Outcome:
    """The tournament with ``player`` on the start list (in team ``team``, named by
    number or name, when given)."""
    system = entry(t.settings.system)
    try:
        if team is not None:
            joined = add_to_team(t, find_team(t, team), player, joins_in,
                                 titles=system.title_order, missed=missed)
        else:
            joined = add_player(t, player, joins_in, by_lot=system.predetermined,
                                titles=system.title_order, missed=missed)
    except RosterError as exc:
        return refused(t, str(exc))
    name = player.name.strip()
    lines = [f"{name} added as player {joined.start_no}" + _board(joined)
             + (f", joining in round {joined.joins_in} (late entry, C.04.2 art. 2.4)"
                if joined.joins_in else "")]
    if joined.joins_in and joined.joins_in > 1:
        lines.append("missed rounds: " + ", ".join(
            f"round {n} {_missed(joined.tournament, n, joined.start_no)}"
            for n in range(1, joined.joins_in)))
    if joined.renumbered:
        lines.append(f"pairing numbers reassigned in the initial order (C.04.2): "
                     f"{joined.renumbered} other player(s) moved")
    if joined.provisional:
        lines.append(provisional_words(joined.tournament, joined.start_no))
    warnings = []
    if team is None and joined.tournament.teams:
        warnings.append(f"{name} plays for no team, so they are not paired (C.04.6 pairs "
                        f"teams): add them to a team")
    same = namesakes(t, player.name)
    if same:
        warnings.append(f"{describe(same[0])} has the same name: tell them apart by "
                        f"pairing number")
    return Outcome(joined.tournament, tuple(lines), tuple(warnings))


def _board(joined: Joined) -> str:
    """``, team 2 Rooks board 5`` for a player who joined a team."""
    for team in joined.tournament.teams:
        if joined.start_no in team.roster:
            return (f", team {team.tpn} {team.name} board "
                    f"{team.roster.index(joined.start_no) + 1}")
    return ""


def _missed(t: Tournament, round_no: int, start_no: int) -> str:
    """``H (½)`` or ``Z (0)``: what the late entry scores in a round they missed."""
    bye = t.round(round_no).bye_of(start_no)
    kind = bye.kind if bye is not None else ByeKind.ZERO
    return f"{kind.value} ({format_points(t.settings.points.for_bye(kind), '½')})"


@dataclass(frozen=True, slots=True)
class Corrected(Outcome):
    """A player's details corrected: the pairing number they have now (another when
    the initial order changed them, C.04.2), and whether the change was logged (a
    rating changed once a round is paired, C.04.2 art. 2.3)."""

    start_no: int = 0
    logged: bool = False


def correct_details(t: Tournament, corrected: Player) -> Corrected:
    """The tournament with the details of player ``corrected.start_no`` replaced; a
    changed initial order reassigns the pairing numbers until round 4 is paired,
    never where the system draws them by lot (C.05); a rating changed after a round
    is paired is logged (the pairings made stand)."""
    system = entry(t.settings.system)
    player = t.player(corrected.start_no)
    try:
        done = correct_player(t, corrected, by_lot=system.predetermined,
                              titles=system.title_order)
    except RosterError as exc:
        return Corrected(t, refusal=str(exc), start_no=player.start_no)
    now = done.tournament.player(done.start_no)
    changes = [f"{f.name.replace('_', ' ')} {getattr(player, f.name)!r} -> "
               f"{getattr(now, f.name)!r}" for f in fields(player)
               if f.name != "start_no" and getattr(player, f.name) != getattr(now, f.name)]
    lines = [f"{describe(now)}: " + ("; ".join(changes) if changes else "nothing changed")]
    if done.start_no != player.start_no:
        lines.append(f"pairing numbers reassigned in the initial order (C.04.2): player "
                     f"{player.start_no} is now {done.start_no}")
    logged = len(done.tournament.log) > len(t.log)
    if logged:
        lines.append(f"the rating changed after round {t.last_paired_round} was paired: "
                     f"the pairings made stand (C.04.2 art. 2.3); logged in the integrity "
                     f"log")
    same = namesakes(done.tournament, now.name, but=now.start_no)
    warnings = ((f"{describe(same[0])} has the same name: tell them apart by pairing "
                 f"number",) if same and now.name != player.name else ())
    return Corrected(done.tournament, tuple(lines), warnings, start_no=done.start_no,
                     logged=logged)
