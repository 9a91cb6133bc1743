"""A team competition's teams (C.04.6; ``cardtable add-team``, ``board-order``, the
app's team form and board-order form): a team joins with its players in board order,
reserves last, each player on the start list as a player joins it (pairing numbers in
the initial order of C.04.2, a late team's players late entries, C.04.2 art. 2.4); a
team's board order (board 1 has the team's colour, C.04.6 art. 1.6) is set before
round 1 and fixed after it."""

from __future__ import annotations

from ..model.results import ByeKind
from ..model.player import Player
from ..model.roster import provisional_words
from ..model.tournament import Tournament
from ..model.team import Team
from ..model.team_roster import TeamError, set_board_order
from ..systems.teams import add_team
from .outcome import Outcome, refused


def add_new_team(t: Tournament, name: str, players: list[Player],
                 joins_in: int | None = None, *, missed: tuple[ByeKind, ...] = ()
                 ) -> Outcome:
    """The tournament with the team and its players."""
    try:
        joined = add_team(t, name, players, joins_in, missed=missed)
    except TeamError as exc:
        return refused(t, str(exc))
    team = next(x for x in joined.tournament.teams if x.tpn == joined.tpn)
    first = joined.tournament.player(joined.players[0]).joins_in
    lines = [f"added team {team.tpn} {team.name} with {len(joined.players)} player(s)"
             + (f", joining in round {first} (late entry, C.04.2 art. 2.4)" if first
                else "") + ":", *_boards(joined.tournament, team)]
    if joined.renumbered:
        lines.append(f"pairing numbers reassigned in the initial order (C.04.2): "
                     f"{joined.renumbered} other player(s) moved")
    provisional = [n for n in joined.players if joined.tournament.player(n).provisional]
    if provisional:  # a late team's players are late entries (C.04.2 art. 2.4)
        lines.append(provisional_words(joined.tournament, *provisional))
    return Outcome(joined.tournament, tuple(lines))


def order_boards(t: Tournament, team: Team, order: list[int]) -> Outcome:
    """The team's players named in ``order`` from board 1 on, the others after them as
    before; refused once round 1 is paired."""
    try:
        changed = set_board_order(t, team, order)
    except TeamError as exc:
        return refused(t, str(exc))
    now = next(x for x in changed.teams if x.tpn == team.tpn)
    return Outcome(changed, (f"team {now.tpn} {now.name}:", *_boards(changed, now)))


def _boards(t: Tournament, team: Team) -> list[str]:
    names = {p.start_no: p.name for p in t.players}
    return [f"  board {board}: {number} {names[number]}"
            for board, number in enumerate(team.roster, start=1)]
