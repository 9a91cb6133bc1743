"""The team form of a team competition (C.04.6): a team's name and its players in board
order, one line a board (``Berg, Anna 2150``: an optional FIDE title, the name, an
optional rating), then a reserve. The core adds them (:func:`add_team`: the next TPN,
the players on the start list) and the change is posted for the app to save; the
core's refusal is shown in the form. The settings form's lines of a team competition
(its boards, primary score and match points) are read here too."""

from __future__ import annotations

from dataclasses import replace

from cardtable.formats.limits import MAX_PLAYERS
from cardtable.model import Tournament, format_points
from cardtable.model.team import MatchPoints, Score, TeamScoring
from cardtable.model.team_roster import TeamError, add_team, parse_entry

from ..messages import Change, ChangeRequested
from . import checks
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


#: the primary score as the settings form writes it (C.04.6 art. 1.2)
PRIMARY = {"match points": Score.MATCH_POINTS, "game points": Score.GAME_POINTS}


def scoring_fields(scoring: TeamScoring) -> list[Field]:
    """The settings form's lines of a team competition: the boards of a match, the
    primary score (art. 1.2), the match points of a match won, drawn, lost (TRF-2026
    record 362)."""
    mp = scoring.match_points
    primary = next(word for word, score in PRIMARY.items() if score is scoring.primary)
    return [Field("boards", "Team boards", str(scoring.boards),
                  check=checks.whole_number(1, MAX_PLAYERS, required=True)),
            Field("primary", "Primary score", primary,
                  placeholder="match points or game points",
                  check=checks.one_of(*PRIMARY)),
            Field("match_points", "Match W D L", " ".join(
                format_points(v, "½") for v in (mp.win, mp.draw, mp.loss)),
                  check=checks.point_values(3))]


def read_scoring(t: Tournament, values: dict[str, str]) -> TeamScoring | str:
    """The team settings the form's lines give, or why they cannot be saved: once a
    round is paired its matches were made with them, so they stay."""
    old = t.settings.team
    win, draw, loss = checks.read_points(values["match_points"])
    scoring = replace(old, boards=int(values["boards"]),
                      primary=PRIMARY[values["primary"].lower()],
                      match_points=MatchPoints(win, draw, loss))
    if scoring != old and t.last_paired_round:
        return (f"Team boards, primary score, match points: round {t.last_paired_round} is "
                f"paired with them; they are set before round 1")
    return scoring
