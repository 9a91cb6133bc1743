"""What a rating officer needs before a TRF-2026 file can be sent for rating (FIDE
rating regulations B.02, the tournament report: TRF records 022 place, 032 federation,
042/052 start and end date, 102 chief arbiter; on each 001 player line the federation,
FIDE id and birth date) and which of it the tournament still lacks."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from ..model.player import TITLE_ORDER
from ..model.tournament import Tournament
from ..model.roster import correct_player

#: tournament field -> what the rating report calls it
TOURNAMENT_FIELDS = (("place", "place (TRF 022)"), ("federation", "federation (TRF 032)"),
                     ("start_date", "start date (TRF 042)"),
                     ("end_date", "end date (TRF 052)"),
                     ("chief_arbiter", "chief arbiter (TRF 102)"))


@dataclass(frozen=True)
class Missing:
    """One missing item: a tournament ``key`` (``start_no`` None) or a player's."""

    key: str
    what: str
    start_no: int | None = None
    name: str = ""

    def __str__(self) -> str:
        if self.start_no is None:
            return f"tournament: {self.what} is missing (key {self.key})"
        return f"player {self.start_no} {self.name}: {self.what} is missing (key {self.key})"


def missing_for_rating(tournament: Tournament) -> list[Missing]:
    """Every item the rating report needs and the tournament lacks, tournament first,
    then player by player in start-number order. A player without a FIDE id is
    registered by the rating officer from their federation and birth date, so those are
    asked of them too."""
    s = tournament.settings
    found = [Missing(key, what) for key, what in TOURNAMENT_FIELDS if not getattr(s, key)]
    for p in sorted(tournament.players, key=lambda p: p.start_no):
        if p.fide_id is None:
            found.append(Missing("fide_id", "FIDE id", p.start_no, p.name))
            if not p.birth_date:
                found.append(Missing("birth_date", "birth date (new player)", p.start_no,
                                     p.name))
        if not p.federation:
            found.append(Missing("federation", "federation", p.start_no, p.name))
    return found


def fill_in(tournament: Tournament, answers: Mapping[Missing, str], *,
            by_lot: bool = False, titles: tuple[str, ...] = TITLE_ORDER) -> Tournament:
    """The tournament with the missing items given in ``answers`` (each checked by
    the caller as it was typed; an empty answer leaves its item missing): the
    tournament's place, federation, dates and chief arbiter in its settings, a
    player's FIDE id, federation and birth date corrected through the start list
    (:func:`cardtable.model.roster.correct_player`; ``by_lot`` and ``titles`` as there). Federations are
    kept in capitals, as FIDE writes them."""
    given = {(m.start_no, m.key): v.strip() for m, v in answers.items() if v.strip()}
    s = tournament.settings

    def text(key: str, old: str, start_no: int | None = None) -> str:
        new = given.get((start_no, key))
        return old if new is None else new.upper() if key == "federation" else new

    changed = replace(tournament, settings=replace(
        s, place=text("place", s.place), federation=text("federation", s.federation),
        start_date=text("start_date", s.start_date), end_date=text("end_date", s.end_date),
        chief_arbiter=text("chief_arbiter", s.chief_arbiter)))
    for start_no in sorted({sn for sn, _ in given if sn is not None}):
        p = changed.player(start_no)
        fide_id = given.get((start_no, "fide_id"))
        changed = correct_player(changed, replace(
            p, fide_id=int(fide_id) if fide_id else p.fide_id,
            federation=text("federation", p.federation, start_no),
            birth_date=text("birth_date", p.birth_date, start_no)), by_lot=by_lot,
            titles=titles).tournament
    return changed


def summary(found: list[Missing]) -> list[str]:
    """The same items in a few lines (for a dialog): the tournament's fields on one,
    then each player item with the start numbers that lack it."""
    lines = []
    fields = [m.what.split(" (")[0] for m in found if m.start_no is None]
    if fields:
        lines.append("tournament: " + ", ".join(fields))
    kinds: dict[str, list[int]] = {}
    for m in found:
        if m.start_no is not None:
            kinds.setdefault(m.what, []).append(m.start_no)
    for what, numbers in kinds.items():
        shown = ", ".join(map(str, numbers[:12])) + (" …" if len(numbers) > 12 else "")
        lines.append(f"{what}: {len(numbers)} player(s) ({shown})")
    return lines
