"""The forms that change the tournament: a player (add, late entry, correct), a
withdrawal, the settings, and a manual override of a published pairing. Each reads its
fields, asks the core for the change and posts it for the app to save
(:class:`~..messages.ChangeRequested`); the core's refusal (a RosterError, an
OverrideError, a bad tie-break code), or the app's, is shown in the form."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from textual.notifications import SeverityLevel

from cardtable.model.results import ByeKind, GameResult
from cardtable.model.tournament import Game, Tournament
from cardtable.model.player import Player
from cardtable.model.points import PointSystem, format_points
from cardtable.model.roster import RosterError
from cardtable.actions.entries import add_entry, correct_details
from cardtable.actions.roster import withdraw_player
from cardtable.model.roster import namesakes
from cardtable.systems.teams import has_teams
from cardtable.systems.override import Override, OverrideError, change_board
from cardtable.systems.registry import descriptor, entry
from cardtable.systems.defaults import rounds_problem
from cardtable.actions.fide import set_fide_mode
from cardtable.tiebreaks.registry import parse_codes

from cardtable.model.integrity import change_tiebreaks, result_entered
from cardtable.model.rate import tournament_rate

from ..messages import Change, ChangeRequested, ConfirmationsAsked, OverrideChosen
from . import checks
from .dialogs import Applied, ConfirmScreen, Field, FormScreen
from .player_lookup import LookupForm
from .settings_questions import settings_questions
from .team_form import read_scoring, scoring_fields
from ...model.numerals import is_digits


def _number(text: str, what: str) -> int | None:
    if not text:
        return None
    if not is_digits(text):
        raise RosterError(f"{what}: expected a whole number, found {text!r}")
    return int(text)


def _missed(text: str) -> tuple[ByeKind, ...]:
    """The late-entry form's missed rounds: ``H`` or ``Z`` for all, or one per round."""
    letters = text.replace(" ", "").replace(",", "").upper()
    if set(letters) - {"H", "Z"}:
        raise RosterError(f"Missed rounds: H (half a point) or Z (nothing), one for all "
                          f"or one per round, found {text!r}")
    return tuple(ByeKind(letter) for letter in letters)


def _missed_check(text: str) -> str | None:
    letters = text.replace(" ", "").replace(",", "").upper()
    return None if not set(letters) - {"H", "Z"} else "H (½) or Z (0), e.g. H or HZ"


def _save(base: Tournament, tournament: Tournament, said: str,
          severity: SeverityLevel = "information") -> ChangeRequested:
    return ChangeRequested(Change(tournament, said, severity, base=base))


def player_form(t: Tournament, start_no: int | None, *, late: bool = False) -> FormScreen:
    """Add a player (``start_no`` None; a late entry after round 1 or when ``late``),
    or correct the details of player ``start_no``."""
    player = t.player(start_no) if start_no is not None else Player(0, "")
    fields = [
        Field("name", "Name", player.name, placeholder="Surname, First name"),
        Field("rating", "Rating", str(player.rating or ""), placeholder="0: unrated",
              check=checks.whole_number()),
        Field("title", "Title", player.title, placeholder="GM IM WGM FM WIM CM WFM WCM"),
        Field("federation", "Federation", player.federation, placeholder="e.g. GER",
              check=checks.federation),
        Field("club", "Club", player.club),
        Field("birth", "Birth", player.birth_date, placeholder="YYYY or YYYY-MM-DD",
              check=checks.birth_date),
        Field("fide_id", "FIDE ID", str(player.fide_id or ""), check=checks.fide_id),
    ]
    adding = start_no is None
    if adding and (late or t.last_paired_round):
        fields.append(Field("joins_in", "Joins in round", str(t.next_round),
                            check=checks.whole_number(1)))
        fields.append(Field("missed", "Missed rounds", t.settings.missed_rounds.value,
                            placeholder="H ½ or Z 0 each; HZ… one per round",
                            check=_missed_check))

    in_team = adding and has_teams(t) and bool(t.teams)
    warned: set[str] = set()
    """The names whose namesake was warned of: enter again adds the player anyway."""
    if in_team:  # C.04.6: a player plays for a team, after its players
        fields.append(Field("team", "Team", placeholder="its number or name"))

    def apply(values: dict[str, str]) -> Applied:
        try:
            edited = replace(player, name=values["name"],
                             rating=_number(values["rating"], "Rating") or 0,
                             title=values["title"].upper(),
                             federation=values["federation"].upper(), club=values["club"],
                             birth_date=values["birth"],
                             sex=values.get("sex", player.sex),  # from FIDE's list
                             fide_id=_number(values["fide_id"], "FIDE ID"))
            if not adding:
                corrected = correct_details(t, edited)
                if corrected.refusal is not None:
                    return corrected.refusal
                said = f"{edited.start_no} {edited.name.strip()} corrected"
                if corrected.start_no != edited.start_no:
                    said = (f"{edited.name.strip()} corrected: now No. {corrected.start_no} "
                            f"(was {edited.start_no}; pairing numbers reassigned in the "
                            f"initial order, C.04.2)")
                if corrected.logged:
                    said += (f"; the rating changed after round {t.last_paired_round} was "
                             f"paired: the pairings made stand (C.04.2 art. 2.3), logged (i)")
                return _save(t, corrected.tournament, said)
            same = namesakes(t, edited.name)
            if same and edited.name.strip() not in warned:  # before saving, not after
                warned.add(edited.name.strip())
                return (f"{same[0].start_no} {same[0].name} has the same name (case and "
                        f"accents aside): enter adds a second player of that name "
                        f"anyway, or change the name")
            joins_in = _number(values.get("joins_in", ""), "Joins in round")
            missed = _missed(values.get("missed", ""))
        except RosterError as exc:
            return str(exc)
        outcome = add_entry(t, edited, joins_in, missed=missed,
                            team=values["team"] if in_team else None)
        if outcome.refusal is not None:
            return outcome.refusal
        said = "; ".join((*outcome.lines, *outcome.warnings))
        return _save(t, outcome.tournament, said,
                     "warning" if outcome.warnings else "information")

    title = f"Correct player {start_no}" if not adding else (
        "Late entry" if late or t.last_paired_round else "Add a player")
    if adding:  # the name or FIDE ID typed looks the player up in FIDE's list
        return LookupForm(title, fields, apply, rate=tournament_rate(t.settings).name)
    return FormScreen(title, fields, apply)


def withdraw_form(t: Tournament, start_no: int) -> FormScreen:
    """Withdraw a player after a round: they are not paired after it (C.04.2 art. 3.2)."""
    player = t.player(start_no)
    fields = [Field("after", "After round", str(t.last_paired_round),
                    check=checks.whole_number())]

    def apply(values: dict[str, str]) -> Applied:
        try:
            after = _number(values["after"], "After round")
            if after is None:
                return "give the last round the player takes part in (0: before round 1)"
        except RosterError as exc:
            return str(exc)
        outcome = withdraw_player(t, start_no, after)
        if outcome.refusal is not None:
            return outcome.refusal
        return _save(t, outcome.tournament, "; ".join(outcome.lines))

    return FormScreen(f"Withdraw {start_no} {player.name}", fields, apply,
                      note="Not paired after the round given; the results so far stay.")


def settings_form(t: Tournament) -> FormScreen:
    """The tournament's name, place, dates, arbiter, time control, number of rounds,
    tie-breaks, acceleration (C.04.7) and point system (TRF-2026 record 162); each
    field is checked as it is typed."""
    s = t.settings
    published = t.last_paired_round
    p = s.points
    fields = [
        Field("name", "Name", s.name), Field("place", "Place", s.place),
        Field("federation", "Federation", s.federation, check=checks.federation),
        Field("start_date", "Start date", s.start_date, placeholder="YYYY-MM-DD",
              check=checks.date),
        Field("end_date", "End date", s.end_date, placeholder="YYYY-MM-DD",
              check=checks.date),
        Field("chief_arbiter", "Chief arbiter", s.chief_arbiter),
        Field("time_control", "Time control", s.time_control),
        Field("rounds", "Rounds", str(s.rounds or ""), check=checks.whole_number(
            max(published, 1), why_low=f"{published} rounds are published already"
            if published else "a Swiss tournament declares its rounds (C.04.1 a)",
            required=not entry(s.system).predetermined)),
        Field("acceleration", "Acceleration", s.acceleration, placeholder="none or baku",
              check=checks.one_of("none", "baku")),
        Field("points", "Win draw loss", _points(p.win, p.draw, p.loss),
              check=checks.point_values(3)),
        Field("forfeits", "Forfeit win loss", _points(p.forfeit_win, p.forfeit_loss),
              check=checks.point_values(2)),
        Field("byes", "Byes PAB F H Z", _points(p.pab, p.full_bye, p.half_bye, p.zero_bye),
              check=checks.point_values(4)),
        Field("missed", "Late missed", s.missed_rounds.value,
              placeholder="H ½ or Z 0 a missed round", check=checks.one_of("h", "z")),
        Field("fide_rated", "FIDE-rated", "yes" if s.fide_rated else "no",
              placeholder="yes or no", check=checks.one_of("yes", "no")),
        Field("rating_list", "Rating list", s.rating_list,
              placeholder="empty: by the time control",  # FIDE's list players come from
              check=checks.one_of("", "standard", "rapid", "blitz")),
    ]
    teams = has_teams(t)
    if teams:  # a team competition is ranked by the team table's list (C.07)
        fields += scoring_fields(s.team)
    else:
        fields.insert(8, Field("tiebreaks", "Tie-breaks", ", ".join(s.tiebreaks),
                               placeholder="e.g. BH/C1, BH, SB", check=checks.tiebreaks))

    def apply(values: dict[str, str]) -> Applied:
        team = read_scoring(t, values) if teams else s.team
        if isinstance(team, str):
            return team
        wrong = checks.date_order(values["start_date"], values["end_date"])
        if wrong:
            return wrong
        odd = rounds_problem(s.system, int(values["rounds"] or 0))
        if odd:
            return f"Rounds: {odd}"
        win, draw, loss = checks.read_points(values["points"])
        forfeit_win, forfeit_loss = checks.read_points(values["forfeits"])
        pab, full, half, zero = checks.read_points(values["byes"])
        scoring = PointSystem(p.win, p.draw, p.loss, forfeit_win, forfeit_loss, pab, full,
                              half, zero).following(win, draw, loss)
        acceleration = values["acceleration"].lower()
        if published and acceleration != s.acceleration:
            return ("Acceleration: the rounds published were paired without it; it is "
                    "chosen before round 1 (C.04.7)")
        settings = replace(s, name=values["name"] or s.name, place=values["place"],
                           federation=values["federation"].upper(),
                           start_date=values["start_date"], end_date=values["end_date"],
                           chief_arbiter=values["chief_arbiter"],
                           time_control=values["time_control"],
                           rounds=int(values["rounds"] or 0),
                           acceleration=acceleration, points=scoring, team=team,
                           missed_rounds=ByeKind(values["missed"].upper()),
                           rating_list=values["rating_list"].lower())
        fide_rated = values["fide_rated"].lower() == "yes"
        # a change after round 1 is logged (model.integrity), once confirmed
        codes = (s.tiebreaks if teams
                 else tuple(c.name for c in parse_codes(values["tiebreaks"])))
        fide = set_fide_mode(change_tiebreaks(replace(t, settings=settings), codes),
                             fide_rated)
        if fide.refusal is not None:
            return f"FIDE-rated: {fide.refusal}"
        changed = fide.tournament
        said = "settings saved"
        if scoring != PointSystem(win, draw, loss, forfeit_win, forfeit_loss, pab, full,
                                  half, zero):
            forfeits = _points(scoring.forfeit_win, scoring.forfeit_loss)
            byes = _points(scoring.pab, scoring.full_bye, scoring.half_bye, scoring.zero_bye)
            said += (f"; forfeits and byes score as the new win, draw and loss (C.04.1 "
                     f"art. 4): forfeit win loss {forfeits}, byes PAB F H Z {byes}")
        questions = settings_questions(t, changed)
        if questions:
            return ConfirmationsAsked(Change(changed, said, base=t), questions)
        return _save(t, changed, said)

    return FormScreen("Tournament settings", fields, apply)


def _points(*values: Fraction) -> str:
    return " ".join(format_points(v, "½") for v in values)


def override_form(t: Tournament, round_no: int, game: Game) -> FormScreen:
    """A manual change of a published board: the two players to put on it. What the
    new pairing breaks is asked about before anything is saved (the app asks,
    :func:`confirm_override`)."""
    fields = [Field("white", "White", str(game.white), check=checks.whole_number(1)),
              Field("black", "Black", str(game.black), check=checks.whole_number(1))]

    def apply(values: dict[str, str]) -> Applied:
        if not (values["white"] and values["black"]):
            return "give both pairing numbers"
        try:
            override = change_board(t, round_no, game.board, int(values["white"]),
                                    int(values["black"]))
        except OverrideError as exc:
            return str(exc)
        if not override.boards and not override.pab_changed:
            return "that is the published pairing already"
        return OverrideChosen(override)

    return FormScreen(
        f"Change round {round_no}, board {game.board}", fields, apply,
        note="A published pairing is changed only in the cases C.04.2 allows (e.g. an "
             "accidental rematch). A player taken from another board swaps places with "
             "the player displaced.")


def match_score_form(t: Tournament, round_no: int, game: Game) -> FormScreen:
    """The match score of a board (``7:3``, the first player's points first); the
    result follows from it: the larger score wins the match."""
    old = f"{game.match_score[0]}:{game.match_score[1]}" if game.match_score else ""

    def apply(values: dict[str, str]) -> Applied:
        first, second = (int(p) for p in values["score"].split(":"))
        result = GameResult.WHITE_WINS if first > second else GameResult.BLACK_WINS
        return _save(t, result_entered(t, round_no, game.board, result,
                                      match_score=(first, second)),
                     f"round {round_no}, board {game.board}: {result.token} "
                     f"{first}:{second}")

    return FormScreen(f"Match score, round {round_no}, board {game.board}",
                      [Field("score", f"{game.white} : {game.black}", old,
                             placeholder="e.g. 7:3", check=_score)], apply)


def _score(text: str) -> str | None:
    parts = text.split(":")
    if len(parts) != 2 or not all(is_digits(p.strip()) for p in parts):
        return f"expected two whole numbers such as 7:3, found {text!r}"
    if int(parts[0]) == int(parts[1]):
        return "a match has a winner: the scores cannot be equal"
    return None


def confirm_override(override: Override) -> ConfirmScreen:
    """The warning before a manual override: which boards change and every rule the new
    pairing breaks."""
    rnd = override.tournament.round(override.round)
    changed = [g for g in rnd.games if g.board in override.boards]
    lines = [f"Round {override.round}: " + ", ".join(
        f"board {g.board} becomes {g.white} – {g.black}" for g in changed)]
    if override.pab_changed:
        lines.append(f"The PAB goes to {rnd.pab}.")
    if override.breaches:
        lines.append("")
        lines.append("This pairing breaks:")
        lines += [f"  • {breach}" for breach in override.breaches]
    else:
        lines.append("It breaks no absolute criterion, but it is not the pairing the "
                     "rules give.")
    lines.append("")
    lines.append(f"The change is recorded on the board{'s' if len(changed) > 1 else ''} "
                 f"as a manual override.")
    return ConfirmScreen("Manual override of a published pairing", "\n".join(lines),
                         question="Change the pairing anyway?")


def override_change(override: Override) -> Change:
    """The override, confirmed, as the change to save."""
    boards = ", ".join(map(str, override.boards))
    return Change(override.recorded(),
                  f"round {override.round}: board(s) {boards} changed by hand; "
                  f"recorded as an override ({override.note})", severity="warning")
