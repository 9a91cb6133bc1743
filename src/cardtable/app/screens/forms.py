"""The forms that change the tournament: a player (add, late entry, correct), a
withdrawal, the settings, and a manual override of a published pairing. Each reads its
fields, asks the core for the change and saves it through the app; the core's refusal
(a RosterError, an OverrideError, a bad tie-break code) is shown in the form."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import TYPE_CHECKING

from cardtable.model import (
    Game,
    Player,
    RosterError,
    add_player,
    correct_player,
    withdraw,
)
from cardtable.systems import Override, OverrideError, change_board, descriptor
from cardtable.tiebreaks import CodeError, parse_codes

from .dialogs import ConfirmScreen, Field, FormScreen

if TYPE_CHECKING:
    from ..app import CardtableApp

DIGITS = r"[0-9]*"


def _number(text: str, what: str) -> int | None:
    if not text:
        return None
    if not text.isdigit():
        raise RosterError(f"{what}: expected a whole number, found {text!r}")
    return int(text)


def player_form(app: CardtableApp, start_no: int | None, *, late: bool = False) -> FormScreen:
    """Add a player (``start_no`` None; a late entry after round 1 or when ``late``),
    or correct the details of player ``start_no``."""
    t = app.tournament
    assert t is not None
    player = t.player(start_no) if start_no is not None else Player(0, "")
    fields = [
        Field("name", "Name", player.name, placeholder="Surname, First name"),
        Field("rating", "Rating", str(player.rating or ""), DIGITS, "0: unrated"),
        Field("title", "Title", player.title, placeholder="GM IM WGM FM WIM CM WFM WCM"),
        Field("federation", "Federation", player.federation, placeholder="e.g. GER"),
        Field("club", "Club", player.club),
        Field("birth", "Birth", player.birth_date, placeholder="YYYY or YYYY-MM-DD"),
        Field("fide_id", "FIDE ID", str(player.fide_id or ""), DIGITS),
    ]
    adding = start_no is None
    by_lot = descriptor(t.settings.system).predetermined  # C.05: numbers drawn, kept
    if adding and (late or t.last_paired_round):
        fields.append(Field("joins_in", "Joins in round", str(t.next_round), DIGITS))

    def apply(values: dict[str, str]) -> str | None:
        try:
            edited = replace(player, name=values["name"],
                             rating=_number(values["rating"], "Rating") or 0,
                             title=values["title"].upper(),
                             federation=values["federation"].upper(), club=values["club"],
                             birth_date=values["birth"],
                             fide_id=_number(values["fide_id"], "FIDE ID"))
            if not adding:
                return app.change(correct_player(t, edited, by_lot=by_lot),
                                  f"{edited.start_no} {edited.name.strip()} corrected")
            joined = add_player(t, edited, _number(values.get("joins_in", ""),
                                                   "Joins in round"), by_lot=by_lot)
        except RosterError as exc:
            return str(exc)
        said = f"{edited.name.strip()} added as player {joined.start_no}"
        if joined.joins_in:
            said += f", joining in round {joined.joins_in} (late entry, C.04.2 art. 2.4)"
        if joined.renumbered:
            said += (f"; pairing numbers reassigned in the initial order (C.04.2): "
                     f"{joined.renumbered} other player(s) moved")
        return app.change(joined.tournament, said)

    title = f"Correct player {start_no}" if not adding else (
        "Late entry" if late or t.last_paired_round else "Add a player")
    return FormScreen(title, fields, apply)


def withdraw_form(app: CardtableApp, start_no: int) -> FormScreen:
    """Withdraw a player after a round: he is not paired after it (C.04.2 art. 3.2)."""
    t = app.tournament
    assert t is not None
    player = t.player(start_no)
    fields = [Field("after", "After round", str(t.last_paired_round), DIGITS)]

    def apply(values: dict[str, str]) -> str | None:
        try:
            after = _number(values["after"], "After round")
            if after is None:
                return "give the last round he takes part in (0: before round 1)"
            changed, dropped = withdraw(t, start_no, after)
        except RosterError as exc:
            return str(exc)
        said = f"{start_no} {player.name} withdrawn after round {after}"
        if dropped:
            said += f"; his requested byes in round(s) {', '.join(map(str, dropped))} dropped"
        return app.change(changed, said)

    return FormScreen(f"Withdraw {start_no} {player.name}", fields, apply,
                      note="He is not paired after this round; his results stay.")


def settings_form(app: CardtableApp) -> FormScreen:
    """The tournament's name, place, dates, arbiter, time control, number of rounds and
    tie-breaks."""
    t = app.tournament
    assert t is not None
    s = t.settings
    fields = [
        Field("name", "Name", s.name), Field("place", "Place", s.place),
        Field("federation", "Federation", s.federation),
        Field("start_date", "Start date", s.start_date, placeholder="YYYY-MM-DD"),
        Field("end_date", "End date", s.end_date, placeholder="YYYY-MM-DD"),
        Field("chief_arbiter", "Chief arbiter", s.chief_arbiter),
        Field("time_control", "Time control", s.time_control),
        Field("rounds", "Rounds", str(s.rounds or ""), DIGITS),
        Field("tiebreaks", "Tie-breaks", ", ".join(s.tiebreaks), placeholder="e.g. BH/C1, BH, SB"),
    ]

    def apply(values: dict[str, str]) -> str | None:
        for key in ("start_date", "end_date"):
            if values[key]:
                try:
                    dt.date.fromisoformat(values[key])
                except ValueError:
                    return f"{key.replace('_', ' ')}: expected a date such as 2026-03-14"
        rounds = int(values["rounds"] or 0)
        if rounds < t.last_paired_round:
            return f"rounds: {t.last_paired_round} rounds are paired already"
        if not rounds and not descriptor(s.system).predetermined:
            return "rounds: a Swiss tournament declares its rounds beforehand (C.04.1 art. 1)"
        try:
            codes = tuple(c.name for c in parse_codes(values["tiebreaks"]))
        except (CodeError, ValueError) as exc:
            return f"tie-breaks: {exc}"
        settings = replace(s, name=values["name"] or s.name, place=values["place"],
                           federation=values["federation"].upper(),
                           start_date=values["start_date"], end_date=values["end_date"],
                           chief_arbiter=values["chief_arbiter"],
                           time_control=values["time_control"], rounds=rounds,
                           tiebreaks=codes)
        return app.change(replace(t, settings=settings), "settings saved")

    return FormScreen("Tournament settings", fields, apply)


def override_form(app: CardtableApp, round_no: int, game: Game) -> FormScreen:
    """A manual change of a published board: the two players to put on it. What the
    new pairing breaks is asked about before anything is saved."""
    t = app.tournament
    assert t is not None
    fields = [Field("white", "White", str(game.white), DIGITS),
              Field("black", "Black", str(game.black), DIGITS)]

    def apply(values: dict[str, str]) -> str | None:
        if not (values["white"] and values["black"]):
            return "give both pairing numbers"
        try:
            override = change_board(t, round_no, game.board, int(values["white"]),
                                    int(values["black"]))
        except OverrideError as exc:
            return str(exc)
        if not override.boards and not override.pab_changed:
            return "that is the published pairing already"
        app.call_later(app.push_screen, confirm_override(override), _confirmed(app, override))
        return None

    return FormScreen(
        f"Change round {round_no}, board {game.board}", fields, apply,
        note="A published pairing is changed only in the cases C.04.2 allows (e.g. an "
             "accidental rematch). A player taken from another board swaps places with "
             "the one he displaces.")


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


def _confirmed(app: CardtableApp, override: Override):
    def done(yes: bool | None) -> None:
        if yes:
            boards = ", ".join(map(str, override.boards))
            app.change(override.recorded(),
                       f"round {override.round}: board(s) {boards} changed by hand; "
                       f"recorded as an override ({override.note})", severity="warning")
    return done
