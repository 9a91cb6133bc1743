"""Text from a tournament file made safe for where it is written: a terminal shows
control characters escaped (a name cannot retitle or clear it), a TRF field cannot be
broken by a line break, and a spreadsheet does not run a CSV cell as a formula."""

from __future__ import annotations

import re
from dataclasses import replace

from ..model.player import Player
from ..model.tournament import Round, Settings, Tournament

#: Characters that steer a terminal or break a line: C0 controls but tab and line
#: feed, DEL, C1 controls (CSI, OSC, DCS among them), the Unicode line and paragraph
#: separators, and every bidi control that reorders what follows it: the overrides
#: and isolates, and the marks (U+200E, U+200F, the Arabic letter mark U+061C).
_CONTROLS = [*(c for c in range(0x20) if c not in (0x09, 0x0A)), 0x7F,
             *range(0x80, 0xA0), 0x061C, 0x200E, 0x200F, 0x2028, 0x2029,
             *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
#: C0 as ``\x1b``; the others as ``\u009b``, which also keeps JSON output valid.
_ESCAPED = {c: f"\\x{c:02x}" if c < 0x20 else f"\\u{c:04x}" for c in _CONTROLS}
#: The same, and tab and line feed too: for a value that must stay on one line.
_ONE_LINE = {**_ESCAPED, 0x09: "\\t", 0x0A: "\\n"}
_BLANKED = {c: " " for c in (*_CONTROLS, 0x09, 0x0A, 0x85)}


#: A line end of two characters (CSV's, RFC 4180): kept, since it only ends a line.
_CRLF = "\r\n"


def printable(text: str) -> str:
    """``text`` for a terminal: control characters shown as ``\\x1b``, ``\\u009b``;
    line breaks (LF, CRLF) and tabs kept. Every string from a file passes through
    here, or through :func:`one_line`, before it reaches a terminal: in the command
    line (:mod:`cardtable.cli.output`) and in the app (:func:`displayable`)."""
    return _CRLF.join(part.translate(_ESCAPED) for part in text.split(_CRLF))


def one_line(text: str) -> str:
    """A value (a name, a cell) for a terminal: every control character shown
    escaped, line breaks and tabs too (``\\n``)."""
    return text.translate(_ONE_LINE)


def displayable(tournament: Tournament) -> Tournament:
    """``tournament`` with every text from its file made safe for a terminal by
    :func:`one_line`: the settings (name, place, arbiters, labels...), each player's
    name, club, title, federation and dates, the rounds' dates and override notes,
    the teams' names. The app shows (and
    keeps) a tournament only in this form, so that a name holding ``ESC ]0;`` or
    ``ESC ]52;`` shows as ``\\x1b]0;`` and cannot retitle the terminal or write the
    clipboard; a tournament without control characters is returned as it is."""
    settings = _settings(tournament.settings)
    players = tuple(_player(p) for p in tournament.players)
    rounds = tuple(_round(r) for r in tournament.rounds)
    teams = tuple(replace(t, name=one_line(t.name)) for t in tournament.teams)
    if (settings == tournament.settings and players == tournament.players
            and rounds == tournament.rounds and teams == tournament.teams):
        return tournament
    return replace(tournament, settings=settings, players=players, rounds=rounds,
                   teams=teams)


def _settings(s: Settings) -> Settings:
    """Every text of the settings (the codes among them too: a file gives them)."""
    return replace(s, name=one_line(s.name), place=one_line(s.place),
                   federation=one_line(s.federation), start_date=one_line(s.start_date),
                   end_date=one_line(s.end_date), chief_arbiter=one_line(s.chief_arbiter),
                   deputy_arbiters=tuple(one_line(d) for d in s.deputy_arbiters),
                   time_control=one_line(s.time_control), system=one_line(s.system),
                   initial_colour=one_line(s.initial_colour),
                   drawn_colour=one_line(s.drawn_colour),
                   tiebreaks=tuple(one_line(c) for c in s.tiebreaks),
                   acceleration=one_line(s.acceleration), rating_list=one_line(s.rating_list),
                   start_numbers=one_line(s.start_numbers),
                   system_label=one_line(s.system_label))


def _round(r: Round) -> Round:
    """The round's date and each board's override note (a file may give both)."""
    if one_line(r.date) == r.date and all(one_line(g.override) == g.override
                                          for g in r.games):
        return r
    return replace(r, date=one_line(r.date),
                   games=tuple(replace(g, override=one_line(g.override)) for g in r.games))


def _player(p: Player) -> Player:
    """The player's texts for a terminal; the player itself when every text is safe
    already (10 000 players copied for nothing took 50 ms of the app's opening)."""
    texts = (p.name, p.title, p.federation, p.club, p.sex, p.birth_date)
    name, title, federation, club, sex, birth_date = safe = tuple(map(one_line, texts))
    if safe == texts:
        return p
    return replace(p, name=name, title=title, federation=federation, club=club, sex=sex,
                   birth_date=birth_date)


def trf_text(text: str) -> str:
    """A value for a TRF field: TRF has no escapes, so each control character or line
    break becomes a space, and a line of the file stays one record."""
    return text.translate(_BLANKED)


#: A cell a spreadsheet would take for a formula (OWASP: = + - @ and tab or CR first),
#: also after leading spaces (`` =1+1`` is a formula too).
_FORMULA = re.compile(r" *[=+\-@\t\r]")
#: What cardtable itself writes with such a first character and is no formula:
#: numbers (``-3``, ``+1.5``) and results (``+/-``, ``-/+``, ``-/-``, ``-``).
_HARMLESS = re.compile(r"[+-]?[0-9.,½¼¾]*|[+-]/[+-]|[-+=]")


#: A line break inside a cell: a spreadsheet (or a tool that splits lines) may start
#: a new row there, so each line of a cell is guarded as a cell of its own.
_LINE_BREAK = re.compile(r"(\r\n|\r|\n)")


def csv_cell(text: str) -> str:
    """A CSV cell that a spreadsheet shows as text: each line of it that starts like
    a formula, also after spaces, gets a leading apostrophe (``'=HYPERLINK(...)``,
    ``Bob\\r'=cmd|...``)."""
    parts = _LINE_BREAK.split(text)
    parts[::2] = [_guarded(line) for line in parts[::2]]
    return "".join(parts)


def _guarded(line: str) -> str:
    if _FORMULA.match(line) and not _HARMLESS.fullmatch(line.strip(" ")):
        return "'" + line
    return line
