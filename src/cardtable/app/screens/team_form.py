"""The team form of a team competition (C.04.6): a team's name and its players in board
order, one line a board (``Berg, Anna 2150``: an optional FIDE title, the name, an
optional rating), then a reserve. The core adds them (:func:`add_team`: the next TPN,
the players on the start list) and the change is posted for the app to save; the
core's refusal is shown in the form. A team's board order (before round 1) has a form
too. The settings form's lines of a team competition
(its boards, primary score and match points) are read here too."""

from __future__ import annotations

from dataclasses import replace

from cardtable.actions.teams import add_new_team, order_boards
from cardtable.actions.tiebreaks import team_list
from cardtable.formats.limits import MAX_PLAYERS
from cardtable.model.tournament import Tournament
from cardtable.model.points import format_points
from cardtable.model.team import MatchPoints, Score, Team, TeamScoring
from cardtable.model.team_roster import TeamError, parse_entry

from ..messages import Change, ChangeRequested
from . import checks
from .dialogs import Applied, Field, FormScreen
from ...model.numerals import is_digits

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
            players = [parse_entry(line) for line in lines]
        except TeamError as exc:
            return str(exc)
        outcome = add_new_team(t, values["name"], players)
        if outcome.refusal is not None:
            return outcome.refusal
        said = _one_line(outcome.lines)
        return ChangeRequested(Change(outcome.tournament, said, base=t))

    return FormScreen("Add a team", fields, apply,
                      note=f"Players in board order ({boards} boards a match), a reserve "
                           f"last: name, then rating (\"IM Berg, Anna 2310\").")


def _one_line(lines: tuple[str, ...]) -> str:
    """An act's lines as one notice: the heading, then the boards and the rest."""
    return f"{lines[0]} " + "; ".join(line.strip() for line in lines[1:])


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
                  check=checks.point_values(3)),
            Field("team_tiebreaks", "Team tie-breaks", ", ".join(scoring.tiebreaks),
                  placeholder="e.g. EGGSB, BH:GP; empty: the secondary score",
                  check=_team_list_check)]


def _team_list_check(text: str) -> str | None:
    codes = team_list(text)
    return codes if isinstance(codes, str) else None


def read_scoring(t: Tournament, values: dict[str, str]) -> TeamScoring | str:
    """The team settings the form's lines give, or why they cannot be saved: once a
    round is paired its matches were made with them, so they stay (not the team
    tie-break list: changing it after round 1 is asked first, ``settings_questions``)."""
    old = t.settings.team
    win, draw, loss = checks.read_points(values["match_points"])
    scoring = replace(old, boards=int(values["boards"]),
                      primary=PRIMARY[values["primary"].lower()],
                      match_points=MatchPoints(win, draw, loss))
    if scoring != old and t.last_paired_round:
        return (f"Team boards, primary score, match points: round {t.last_paired_round} is "
                f"paired with them; they are set before round 1")
    codes = team_list(values["team_tiebreaks"])  # the team table's list ranks the teams
    if isinstance(codes, str):
        return f"Team tie-breaks: {codes}"
    return replace(scoring, tiebreaks=codes)


def board_order_form(t: Tournament, team: Team) -> FormScreen:
    """A team's board order before round 1: its players' pairing numbers from board 1
    on (those left out follow in their order, as ``cardtable board-order`` does)."""
    names = {p.start_no: p.name for p in t.players}
    now = " ".join(map(str, team.roster))
    fields = [Field("order", "Board order", now, placeholder="pairing numbers, board 1 first",
                    check=_numbers_check)]

    def apply(values: dict[str, str]) -> Applied:
        order = [int(word) for word in values["order"].replace(",", " ").split()]
        outcome = order_boards(t, team, order)
        if outcome.refusal is not None:
            return outcome.refusal
        said = _one_line(outcome.lines)
        return ChangeRequested(Change(outcome.tournament, said, base=t))

    players = "; ".join(f"{n} {names[n]}" for n in team.roster)
    return FormScreen(f"Board order: {team.tpn} {team.name}", fields, apply,
                      note=f"Now: {players}. Board 1 has the team's colour (C.04.6 art. "
                           f"1.6); fixed once round 1 is paired.")


def _numbers_check(text: str) -> str | None:
    words = text.replace(",", " ").split()
    if not words:
        return "give the players' pairing numbers, board 1 first"
    wrong = next((w for w in words if not is_digits(w)), None)
    return f"expected pairing numbers, found {wrong!r}" if wrong else None
