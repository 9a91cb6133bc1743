"""Which tie-break list ranks a tournament, and where it is kept: an individual
tournament's under ``[tournament]`` (C.07), a team competition's under ``[team]`` (the
team tie-breaks of C.07 computed on the teams' matches, checked as
:mod:`cardtable.tiebreaks.team_codes` reads them). Creating a tournament (``cardtable
new``, the app's new-tournament form) and its settings (the app's ``o``) put a list
given for a team competition in the team table, so that the standings on screen, the
printed pages, CSV/HTML/JSON and the TRF's 310 rank all rank by it.

A team competition's file without a list is ranked by its primary score and then the
secondary one (C.04.6 art. 1.2: the score that is not the primary one), which
:func:`team_default` gives and :func:`team_list_note` says."""

from __future__ import annotations

from dataclasses import replace

from ..model.tournament import Tournament
from ..model.team import Score, TeamScoring
from ..systems.defaults import recommended_tiebreaks
from ..systems.teams import pairs_teams
from ..tiebreaks.codes import CodeError
from ..tiebreaks.registry import parse_codes
from ..tiebreaks.team_codes import parse_team_codes


def team_default(scoring: TeamScoring) -> tuple[str, ...]:
    """A team competition's list when none is given: the secondary score (C.04.6
    art. 1.2), game points after match points or match points after game points."""
    return ("GP",) if scoring.primary is Score.MATCH_POINTS else ("MP",)


def new_lists(system: str, text: str, scoring: TeamScoring
              ) -> tuple[tuple[str, ...], TeamScoring] | str:
    """A new tournament's tie-break lists from the codes typed (empty: the default):
    the individual list, and the team scoring with its team list (a team competition:
    the codes are the team's, the individual list stays empty). A string: why the
    codes cannot be taken."""
    if pairs_teams(system):
        try:
            codes = (tuple(c.name for c in parse_team_codes(text)) if text.strip()
                     else team_default(scoring))
        except (CodeError, ValueError) as exc:
            return f"{exc} (a team competition's tie-breaks are the team's, C.07)"
        return (), replace(scoring, tiebreaks=codes)
    if not text.strip():
        return recommended_tiebreaks(system), scoring
    try:
        return tuple(code.name for code in parse_codes(text)), scoring
    except (CodeError, ValueError) as exc:
        return str(exc)


def team_list(text: str) -> tuple[str, ...] | str:
    """A team tie-break list as typed in the settings, checked, or why not."""
    try:
        return tuple(c.name for c in parse_team_codes(text)) if text.strip() else ()
    except (CodeError, ValueError) as exc:
        return str(exc)


def team_list_note(t: Tournament) -> str | None:
    """What a team competition's standings say when its file has no team tie-break
    list (None: it has one, or the tournament has no teams)."""
    scoring = t.settings.team
    if not t.teams or scoring.tiebreaks:
        return None
    default = ", ".join(team_default(scoring))
    return (f"The file has no team tie-break list ([team] tiebreaks): teams level on the "
            f"primary score are ranked by the secondary score, {default} (C.04.6 art. "
            f"1.2).")
