"""The tournament's settings changed, the one act the app's settings form ``o`` and
``cardtable fide-rated`` both call: the dates in order (C.04.2: the rating report's
dates), the number of rounds the system allows, the acceleration chosen before round 1
(C.04.7), a forfeit and a bye scoring as the game they stand for (C.04.1 art. 4), the
tie-break list changed after the start logged (C.07), FIDE mode only for FIDE's
systems, leaving it logged (C.02). What a change needs the arbiter to confirm first
is the door's to ask (the app's questions, the command line's ``--confirm``). A
refusal names the setting (:attr:`SettingsChanged.setting`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from ..model.points import PointSystem, format_points
from ..model.results import ByeKind
from ..model.tournament import Tournament
from ..model.integrity import change_tiebreaks
from ..model.team import TeamScoring
from ..systems.defaults import rounds_problem
from .fide import set_fide_mode
from .outcome import Outcome


@dataclass(frozen=True, slots=True)
class SettingsEdit:
    """The settings as the arbiter sets them: ``points`` a game's win, draw and loss,
    ``forfeits`` a forfeit's win and loss, ``byes`` the PAB's and the F, H, Z byes'
    points; ``missed`` what a late entry's missed round scores (H or Z);
    ``tiebreaks`` the individual list's codes, ``team`` a team competition's table
    (its boards, scores and team tie-breaks)."""

    name: str
    place: str
    federation: str
    start_date: str
    end_date: str
    chief_arbiter: str
    time_control: str
    rounds: int
    acceleration: str
    points: tuple[Fraction, Fraction, Fraction]
    forfeits: tuple[Fraction, Fraction]
    byes: tuple[Fraction, Fraction, Fraction, Fraction]
    missed: str
    fide_rated: bool
    rating_list: str
    tiebreaks: tuple[str, ...]
    team: TeamScoring


@dataclass(frozen=True, slots=True)
class SettingsChanged(Outcome):
    """The tournament with its new settings, or the refusal and ``setting``, the key
    of the :class:`SettingsEdit` field it is about."""

    setting: str = ""


def settings_edit(t: Tournament) -> SettingsEdit:
    """``t``'s settings as they are: the start of a change."""
    s, p = t.settings, t.settings.points
    return SettingsEdit(
        name=s.name, place=s.place, federation=s.federation, start_date=s.start_date,
        end_date=s.end_date, chief_arbiter=s.chief_arbiter, time_control=s.time_control,
        rounds=s.rounds, acceleration=s.acceleration, points=(p.win, p.draw, p.loss),
        forfeits=(p.forfeit_win, p.forfeit_loss),
        byes=(p.pab, p.full_bye, p.half_bye, p.zero_bye), missed=s.missed_rounds.value,
        fide_rated=s.fide_rated, rating_list=s.rating_list, tiebreaks=s.tiebreaks,
        team=s.team)


def change_settings(t: Tournament, edit: SettingsEdit) -> SettingsChanged:
    """``t`` with the settings of ``edit``; said: "settings saved", and the forfeits
    and byes that follow a new win, draw and loss."""
    s, p = t.settings, t.settings.points
    published = t.last_paired_round
    if edit.start_date and edit.end_date and edit.end_date < edit.start_date:
        return SettingsChanged(t, refusal="before the start date", setting="end_date")
    odd = rounds_problem(s.system, edit.rounds)
    if odd:
        return SettingsChanged(t, refusal=odd, setting="rounds")
    acceleration = edit.acceleration.lower()
    if published and acceleration != s.acceleration:
        return SettingsChanged(t, refusal="the rounds published were paired without it; "
                               "it is chosen before round 1 (C.04.7)",
                               setting="acceleration")
    scoring = PointSystem(p.win, p.draw, p.loss, *edit.forfeits, *edit.byes
                          ).following(*edit.points)
    settings = replace(s, name=edit.name or s.name, place=edit.place,
                       federation=edit.federation.upper(), start_date=edit.start_date,
                       end_date=edit.end_date, chief_arbiter=edit.chief_arbiter,
                       time_control=edit.time_control, rounds=edit.rounds,
                       acceleration=acceleration, points=scoring, team=edit.team,
                       missed_rounds=ByeKind(edit.missed.upper()),
                       rating_list=edit.rating_list.lower())
    # a change after round 1 is logged (model.integrity); the door confirmed it first
    fide = set_fide_mode(change_tiebreaks(replace(t, settings=settings), edit.tiebreaks),
                         edit.fide_rated)
    if fide.refusal is not None:
        return SettingsChanged(t, refusal=fide.refusal, setting="fide_rated")
    said = "settings saved"
    if scoring != PointSystem(*edit.points, *edit.forfeits, *edit.byes):
        forfeits = _points(scoring.forfeit_win, scoring.forfeit_loss)
        byes = _points(scoring.pab, scoring.full_bye, scoring.half_bye, scoring.zero_bye)
        said += (f"; forfeits and byes score as the new win, draw and loss (C.04.1 "
                 f"art. 4): forfeit win loss {forfeits}, byes PAB F H Z {byes}")
    return SettingsChanged(fide.tournament, (said,))


def _points(*values: Fraction) -> str:
    return " ".join(format_points(v, "½") for v in values)
