"""Updating the tournament's players' ratings from FIDE's list (``cardtable ratings
update``, the app's palette entry "Update ratings from FIDE's list"): each player with
a FIDE ID gets the rating of the tournament's list (standard, rapid or blitz:
:mod:`cardtable.model.rate`), corrected as ``edit-player`` corrects it: the pairing
numbers reassigned in the initial order (C.04.2), and once round 1 is paired each
change logged in the integrity log, the pairings made standing (C.04.2 art. 2.3)."""

from __future__ import annotations

from dataclasses import replace

from ..formats.rating_index import RatingIndex
from ..model.rate import tournament_rate
from ..model.roster import RosterError, correct_player
from ..model.tournament import Tournament
from ..systems.registry import entry
from .outcome import Outcome, refused


def update_ratings(t: Tournament, index: RatingIndex, file: str) -> Outcome:
    """``t`` with the ratings of ``index`` (``file``: where the tournament is saved,
    named where the log is to be read)."""
    rate = tournament_rate(t.settings)
    lines = [f"ratings from the {rate.name} list of {index.about.list_date} "
             f"(the {rate.name} list: {rate.why})"]
    system = entry(t.settings.system)
    done, changed = t, 0
    for fide_id in dict.fromkeys(p.fide_id for p in t.players if p.fide_id):
        listed = index.by_id(fide_id)
        player = next(p for p in done.players if p.fide_id == fide_id)
        if listed is None:
            lines.append(f"{player.start_no} {player.name}: FIDE ID {fide_id} is not in "
                         f"the list: rating {player.rating} kept")
            continue
        rating = listed.rating(rate.name)
        if not rating and player.rating:
            lines.append(f"{player.start_no} {player.name}: no {rate.name} rating in the "
                         f"list: rating {player.rating} kept")
        if rating == player.rating or not rating:
            continue
        try:  # C.04.2: renumbered in the initial order; art. 2.3: logged after round 1
            done = correct_player(done, replace(player, rating=rating),
                                  by_lot=system.predetermined,
                                  titles=system.title_order).tournament
        except RosterError as exc:
            return refused(t, f"{file}: {exc}")
        changed += 1
        lines.append(f"{player.start_no} {player.name}: rating {player.rating} -> {rating}")
    logged = len(done.log) - len(t.log)
    lines.append(f"{changed} rating(s) changed" + (
        f"; round {t.last_paired_round} is paired: the pairings made stand (C.04.2 art. "
        f"2.3), {logged} change(s) logged (cardtable log {file})" if logged else ""))
    if _order(t) != _order(done):
        lines.append("pairing numbers reassigned in the initial order (C.04.2)")
    return Outcome(done, tuple(lines))


def _order(tournament: Tournament) -> list[tuple[int, str]]:
    """The players' names by pairing number."""
    return sorted((p.start_no, p.name) for p in tournament.players)
