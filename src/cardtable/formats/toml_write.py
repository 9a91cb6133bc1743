"""The tournament written as TOML in one fixed, canonical order (docs/file-format.md):
the same tournament always gives the same text. Values are formatted by tomli-w;
this module only decides the order and keeps short arrays on one line."""

from __future__ import annotations

import datetime as dt
from fractions import Fraction
from typing import Any
from collections.abc import Callable, Iterable
from functools import partial

import tomli_w

from ..model.results import ByeKind
from ..model.tournament import Game, Round, Settings, Tournament, VirtualPoints
from ..model.player import Player
from ..model.points import PointSystem
from ..model.team import TeamScoring
from .toml_read import FORMAT, POINT_KEYS
from .toml_team_items import lineup_items, scoring_items, team_items
from ..model.numerals import is_digits

HEADER = (
    "# cardtable tournament file; every table and key: docs/file-format.md\n"
    "# cardtable rewrites this file on each save: comments typed here are not kept.\n"
)
#: An array of inline tables longer than this is written one element a line.
LINE_WIDTH = 88

Items = list[tuple[str, Any]]


#: The text written last of each player, game, round and the start list, by the
#: object's identity (the object is kept with it, so that its id is not reused): the
#: model is immutable, so a save after one result writes again only that round's games
#: that changed (issue 36: 10 000 players saved in well under 200 ms). Replaced by
#: every call.
_written: dict[int, tuple[object, str]] = {}
#: The tournament of the last call: what :data:`_written` holds the texts of.
_last: list[Tournament] = []


def texts_written(tournament: Tournament) -> list[tuple[object, str]]:
    """The texts the last call wrote, each with its object, when that call wrote
    ``tournament`` (else none): kept with it in the read cache, so that the first save
    after the file is opened again writes again only what changed too."""
    return list(_written.values()) if _last and _last[0] is tournament else []


def recall_texts(tournament: Tournament, texts: Iterable[tuple[object, str]]) -> None:
    """Take ``texts`` (:func:`texts_written`, read back with ``tournament``, whose
    objects they name) as what the last call wrote."""
    global _written
    _written = {id(value): (value, text) for value, text in texts}
    _last[:] = [tournament]


def dumps_tournament(tournament: Tournament) -> str:
    """The canonical TOML text of a tournament."""
    global _written
    before, kept = _written, dict[int, tuple[object, str]]()

    def cached(value: object, make: Callable[[], str], parts: Iterable[object] = ()) -> str:
        """``value``'s text as written last, or made; reused, its ``parts`` (a round's
        games) are kept with it for the next change that touches one of them."""
        found = before.get(id(value))
        if found is None or found[0] is not value:
            text = make()
        else:
            text = found[1]
            kept.update((id(part), before[id(part)]) for part in parts if id(part) in before)
        kept[id(value)] = (value, text)
        return text

    def section(header: str, items: Callable[[Any], Items], value: object) -> str:
        return cached(value, lambda: _section(header, items(value)))

    def players() -> str:
        return "\n".join(section("[[players]]", _player, p)
                         for p in sorted(tournament.players, key=lambda p: p.start_no))

    def played(rnd: Round) -> str:
        return "\n".join([_section("[[rounds]]", _round(rnd))] + [
            section("[[rounds.games]]", _game, g)
            for g in sorted(rnd.games, key=lambda g: g.board)])

    sections = [f"{HEADER}\nformat = {FORMAT}\n",
                _section("[tournament]", _settings(tournament.settings)),
                _section("[points]", _points(tournament.settings.points))]
    sections += [_section("[[virtual_points]]", _virtual(v))
                 for v in tournament.settings.virtual_points]
    if tournament.players:
        sections.append(cached(tournament.players, players, tournament.players))
    if tournament.teams or tournament.settings.team != TeamScoring():  # set before teams join
        sections.append(_section("[team]", scoring_items(tournament.settings.team)))
        sections += [_section("[[teams]]", team_items(t)) for t in tournament.teams]
    sections += [cached(rnd, partial(played, rnd), rnd.games)
                 for rnd in sorted(tournament.rounds, key=lambda r: r.number)
                 if rnd.games or rnd.byes or rnd.date or rnd.manual or rnd.lineups]
    sections += [_section("[[log]]", [("time", e.time), ("kind", e.kind), ("round", e.round),
                                      ("text", e.text)]
                          + _optional(("where", e.where), ("undo", e.undo)))
                 for e in tournament.log]
    _written = kept
    _last[:] = [tournament]
    return "\n".join(sections)


def _section(header: str, items: Items) -> str:
    return header + "\n" + "".join(f"{key} = {_literal(value)}\n" for key, value in items)


def _settings(s: Settings) -> Items:
    items: Items = [("name", s.name), ("place", s.place)]
    items += _optional(("federation", s.federation))
    items += [("start_date", _date(s.start_date)), ("end_date", _date(s.end_date)),
              ("chief_arbiter", s.chief_arbiter)]
    items += _optional(("deputy_arbiters", list(s.deputy_arbiters)),
                       ("time_control", s.time_control))
    items.append(("system", s.system))
    items += _optional(("system_label", s.system_label),
                       ("double_round_robin", s.double_round_robin))
    items += [("rounds", s.rounds), ("initial_colour", s.initial_colour)]
    items += _optional(("colour_seed", s.colour_seed), ("drawn_colour", s.drawn_colour))
    items.append(("tiebreaks", list(s.tiebreaks)))
    items += _optional(("acceleration", "" if s.acceleration == "none" else s.acceleration),
                       ("forbidden", [list(g) for g in s.forbidden_pairs]),
                       ("random_seed", s.random_seed),
                       ("fixed_order", s.fixed_order),
                       ("start_numbers", s.start_numbers),
                       ("missed_rounds", "" if s.missed_rounds is ByeKind.ZERO
                        else s.missed_rounds.value),
                       ("fide_rated", s.fide_rated),
                       ("rating_list", s.rating_list))
    return items


def _points(p: PointSystem) -> Items:
    return [(key, getattr(p, key)) for key in POINT_KEYS]


def _virtual(v: VirtualPoints) -> Items:
    return [("points", v.amount), ("first_round", v.first_round),
            ("last_round", v.last_round), ("first_player", v.first_player),
            ("last_player", v.last_player)]


def _player(p: Player) -> Items:
    items: Items = [("start_no", p.start_no), ("name", p.name), ("rating", p.rating)]
    return items + _optional(
        ("title", p.title), ("federation", p.federation), ("club", p.club),
        ("sex", p.sex), ("birth", _birth(p.birth_date)), ("fide_id", p.fide_id),
        ("withdrawn_after", p.withdrawn_after), ("joins_in", p.joins_in),
        ("provisional_number", p.provisional))


def _round(r: Round) -> Items:
    byes = [{"player": b.player, "kind": b.kind.label}
            for b in sorted(r.byes, key=lambda b: b.player)]
    return [("number", r.number)] + _optional(
        ("date", _date(r.date)), ("byes", byes), ("manual", r.manual),
        ("lineups", [lineup_items(line) for line in r.lineups]))


def _game(g: Game) -> Items:
    items: Items = [("board", g.board), ("white", g.white), ("black", g.black)]
    items += _optional(("result", g.result.token if g.result is not None else None))
    if not g.rated:
        items.append(("rated", False))
    return items + _optional(("override", g.override),
                             ("match_score", list(g.match_score) if g.match_score else None))


def _optional(*pairs: tuple[str, Any]) -> Items:
    """The pairs whose value is set: not None, empty text, an empty array or false."""
    return [(key, value) for key, value in pairs
            if value is not None and value is not False and value != "" and value != []]


# -- values ------------------------------------------------------------------
def _date(text: str) -> dt.date | str:
    """An ISO date is written as a TOML date, anything else as text."""
    try:
        return dt.date.fromisoformat(text) if len(text) == 10 else text
    except ValueError:
        return text


def _birth(text: str) -> int | dt.date | str:
    """A year as an integer, a date as a TOML date, anything else as text."""
    if len(text) == 4 and is_digits(text) and text[0] != "0":
        return int(text)
    return _date(text)


def _literal(value: Any) -> str:
    if isinstance(value, Fraction):
        value = _number(value)
    if isinstance(value, list):
        return _array(_literal(v) for v in value)
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_literal(v)}" for k, v in value.items()) + " }"
    return tomli_w.dumps({"v": value})[len("v = "):-1]


def _array(elements: Iterable[str]) -> str:
    elements = list(elements)
    line = "[" + ", ".join(elements) + "]"
    if len(line) <= LINE_WIDTH or not elements[0].startswith("{"):
        return line
    return "[\n" + "".join(f"    {e},\n" for e in elements) + "]"


def _number(value: Fraction) -> int | float | str:
    """Whole points as an integer, halves and quarters as a decimal, anything else
    as an exact fraction in text (``"1/3"``)."""
    if value.denominator == 1:
        return value.numerator
    if value.denominator in (2, 4, 8):
        return float(value)
    return str(value)
