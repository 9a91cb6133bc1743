"""The tournament written as TOML in one fixed, canonical order (docs/file-format.md):
the same tournament always gives the same text. Values are formatted by tomli-w;
this module only decides the order and keeps short arrays on one line."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
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
#: What tomli-w escapes in a basic string: the quote, the backslash and the control
#: characters but the tab. A value with none of them is written as it is, quoted: a
#: file of 10 000 players is written afresh in a quarter of the time (issue 36).
_ESCAPED = re.compile(r'["\\\x00-\x08\x0a-\x1f\x7f]')
#: An array of inline tables longer than this is written one element a line.
LINE_WIDTH = 88

Items = list[tuple[str, Any]]


@dataclass(frozen=True)
class _Written:
    """A list's text as written last — the players, a round with its games — with the
    list itself and each of its parts' texts, by the part's identity (the part is kept
    with it, so that its id is not reused)."""

    whole: object
    text: str
    parts: dict[int, tuple[object, str]]


#: What the last call wrote of the players (``"players"``) and of each round (its
#: number): the model is immutable, so a list that is the very same object is written
#: again as it was, and a round with one result changed makes again only that game's
#: text (issue 36: 10 000 players saved in well under 200 ms, the lists kept as they
#: are, not copied, at each save). Replaced by every call.
_written: dict[str | int, _Written] = {}
#: The tournament of the last call: what :data:`_written` holds the texts of.
_last: list[Tournament] = []


def texts_written(tournament: Tournament) -> list[tuple[object, str]]:
    """The texts the last call wrote, each with its object, when that call wrote
    ``tournament`` (else none): kept with it in the read cache, so that the first save
    after the file is opened again writes again only what changed too."""
    if not _last or _last[0] is not tournament:
        return []
    return [pair for kept in _written.values()
            for pair in [(kept.whole, kept.text), *kept.parts.values()]]


def recall_texts(tournament: Tournament, texts: Iterable[tuple[object, str]]) -> None:
    """Take ``texts`` (:func:`texts_written`, read back with ``tournament``, whose
    objects they name) as what the last call wrote."""
    global _written
    found = {id(value): (value, text) for value, text in texts}

    def recalled(whole: object, parts: Iterable[object]) -> _Written | None:
        kept = found.get(id(whole))
        if kept is None or kept[0] is not whole:
            return None
        return _Written(whole, kept[1], {id(p): found[id(p)] for p in parts if id(p) in found})

    lists: dict[str | int, _Written | None] = {"players": recalled(tournament.players,
                                                                    tournament.players)}
    lists.update((rnd.number, recalled(rnd, rnd.games)) for rnd in tournament.rounds)
    _written = {slot: kept for slot, kept in lists.items() if kept is not None}
    _last[:] = [tournament]


def dumps_tournament(tournament: Tournament) -> str:
    """The canonical TOML text of a tournament."""
    global _written
    before, kept = _written, dict[str | int, _Written]()

    def listed(slot: str | int, whole: object, head: Callable[[], list[str]],
               header: str, items: Callable[[Any], Items],
               parts: Callable[[], Iterable[object]]) -> str:
        """The text of ``whole``: ``head`` and a section of each of ``parts()``, as
        written last when ``whole`` is the same object, else with each part's text
        made again only when that part is new."""
        last = before.get(slot)
        if last is not None and last.whole is whole:
            kept[slot] = last
            return last.text
        old = last.parts if last is not None else {}
        texts = {}
        for part in parts():
            found = old.get(id(part))
            texts[id(part)] = ((part, found[1]) if found is not None and found[0] is part
                               else (part, _section(header, items(part))))
        written = _Written(whole, "\n".join(head() + [text for _, text in texts.values()]),
                           texts)
        kept[slot] = written
        return written.text

    sections = [f"{HEADER}\nformat = {FORMAT}\n",
                _section("[tournament]", _settings(tournament.settings)),
                _section("[points]", _points(tournament.settings.points))]
    sections += [_section("[[virtual_points]]", _virtual(v))
                 for v in tournament.settings.virtual_points]
    if tournament.players:
        sections.append(listed("players", tournament.players, list, "[[players]]", _player,
                               partial(sorted, tournament.players, key=_start_no)))
    if tournament.teams or tournament.settings.team != TeamScoring():  # set before teams join
        sections.append(_section("[team]", scoring_items(tournament.settings.team)))
        sections += [_section("[[teams]]", team_items(t)) for t in tournament.teams]
    sections += [listed(rnd.number, rnd, partial(_round_head, rnd), "[[rounds.games]]", _game,
                        partial(sorted, rnd.games, key=_board))
                 for rnd in sorted(tournament.rounds, key=lambda r: r.number)
                 if rnd.games or rnd.byes or rnd.date or rnd.manual or rnd.lineups]
    sections += [_section("[[log]]", [("time", e.time), ("kind", e.kind), ("round", e.round),
                                      ("text", e.text)]
                          + _optional(("where", e.where), ("undo", e.undo)))
                 for e in tournament.log]
    _written = kept
    _last[:] = [tournament]
    return "\n".join(sections)


def _start_no(player: Player) -> int:
    return player.start_no


def _board(game: Game) -> int:
    return game.board


def _round_head(rnd: Round) -> list[str]:
    return [_section("[[rounds]]", _round(rnd))]


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
    if type(value) is int:  # not a bool: the commonest, written as tomli-w does
        return str(value)
    if type(value) is str and not _ESCAPED.search(value):
        return f'"{value}"'  # a basic string with nothing to escape, as tomli-w writes it
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
