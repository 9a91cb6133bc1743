"""The team form of a team competition (C.04.6): a team's name and its players in board
order, one line a board (``Berg, Anna 2150``: an optional FIDE title, the name, an
optional rating), then a reserve. The core adds them (:func:`add_team`: the next TPN,
the players on the start list) and the change is posted for the app to save; the
core's refusal is shown in the form."""

from __future__ import annotations

from cardtable.model import Tournament, format_points
from cardtable.model.team_roster import TeamError, add_team, parse_entry

from ..messages import Change, ChangeRequested
from .dialogs import Applied, Field, FormScreen

#: reserves offered after the boards (more join one by one: the player form's Team)
RESERVES = 1


def _entry_check(text: str) -> str | None:
    if not text:
        return None
    try:
        parse_entry(text)
    except TeamError as exc:
        return str(exc)
    return None


def team_form(t: Tournament) -> FormScreen:
    """Add a team: its name, then a line for each board and a reserve (empty lines are
    left out; a late team's players join in the next round, C.04.2 art. 2.4)."""
    boards = t.settings.team.boards
    fields = [Field("name", "Team", placeholder="e.g. Knights of Leiden")]
    fields += [Field(f"board{n}", f"Board {n}", placeholder="Surname, First name 2150"
                     if n == 1 else "", check=_entry_check) for n in range(1, boards + 1)]
    fields += [Field(f"reserve{n}", "Reserve", check=_entry_check)
               for n in range(1, RESERVES + 1)]

    def apply(values: dict[str, str]) -> Applied:
        lines = [values[f.key] for f in fields[1:] if values[f.key]]
        try:
            joined = add_team(t, values["name"], [parse_entry(line) for line in lines])
        except TeamError as exc:
            return str(exc)
        team = next(x for x in joined.tournament.teams if x.tpn == joined.tpn)
        said = f"team {team.tpn} {team.name} added with {len(joined.players)} player(s)"
        first = joined.tournament.player(joined.players[0]).joins_in
        if first:
            missed = t.settings.points.for_bye(t.settings.missed_rounds)
            said += (f", joining in round {first} (late entry, C.04.2 art. 2.4; each missed "
                     f"round {format_points(missed, '½')} a player)")
        if joined.renumbered:
            said += (f"; pairing numbers reassigned in the initial order (C.04.2): "
                     f"{joined.renumbered} other player(s) moved")
        return ChangeRequested(Change(joined.tournament, said, base=t))

    return FormScreen("Add a team", fields, apply,
                      note=f"Players in board order ({boards} boards a match), a reserve "
                           f"last: name, then rating (\"IM Berg, Anna 2310\").")
