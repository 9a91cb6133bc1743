"""Printable tables: standings, the pairings of a round and the crosstable, as one
plain model (:class:`Table`) that the text, CSV and HTML writers all render.

The round-robin crosstable is the tableau of the seed document on round robins: number,
name, one column per opponent, P (points), S (wins), FW (Sonneborn-Berger), rank. The
Swiss crosstable gives opponent, colour and result for every round."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache
from typing import Iterable

from ..model.results import ByeKind
from ..model.colour import Colour
from ..model.history import Entry, EntryKind, History
from ..model.player import Player
from ..model.tournament import Tournament
from .tableau import crosstable as tableau_cells
from .tableau import quarters
from ..tiebreaks.swissbg import SWISSBG_TIEBREAKS
from ..tiebreaks.context import Rules
from ..tiebreaks.standings import Standings, standings
from ..tiebreaks.codes import TieBreakCode
from ..tiebreaks.contributions import label_of
from ..tiebreaks.footnotes import MARK, pab_footnote
from ..tiebreaks.numbers import Number, format_number
from ..tiebreaks.codes import TieBreakCode
from ..tiebreaks.registry import definition
from .safe_text import one_line


@dataclass(frozen=True)
class Table:
    """A titled table of text cells. ``numeric[i]`` right-aligns column i."""

    title: str
    subtitle: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    numeric: tuple[bool, ...]
    notes: tuple[str, ...] = ()


@lru_cache(maxsize=4096)  # values repeat: 10 000 players have a few hundred (issue 36)
def _pts(value: Number | None) -> str:
    """Points as a crosstable writes them: ``4½``, ``18¼`` (the Berger-table document)."""
    return "" if value is None else quarters(Fraction(value))


@lru_cache(maxsize=4096)
def _value(code: TieBreakCode, value: Number | None, glyphs: bool = False) -> str:
    """A tie-break value with its code's decimals, or (``glyphs``: the app's screens)
    in quarters as the crosstable writes it, ``15¼`` (decimals only where it is not
    a whole number of quarters)."""
    decimals = definition(code).decimals
    if glyphs and value is not None and decimals and (Fraction(value) * 4).denominator == 1:
        return quarters(Fraction(value))
    return format_number(value, decimals)


# -- standings -------------------------------------------------------------------------
def standings_table(table: Standings, *, glyphs: bool = False) -> Table:
    """Rank, start number, name, points, then one column per tie-break; the name of a
    player the PAB footnote explains is marked (:mod:`cardtable.tiebreaks.footnotes`).
    ``glyphs``: points and values in quarters, ``3½`` ``15¼``, as the crosstable
    (the app); else with the codes' decimals, as the conformance files."""
    header = ("Rank", "No", "Name", "Pts", *table.code_names)
    footnote = pab_footnote(table)
    marked = set(footnote.players) if footnote else set()
    rows = tuple(
        (str(r.rank), str(r.start_no), f"{r.name} {MARK}" if r.start_no in marked else r.name,
         _pts(r.points) if glyphs else format_number(r.points, 1),
         *(_value(code, r.values[code.name], glyphs) for code in table.codes))
        for r in table.rows)
    return Table(f"{table.tournament} — standings", f"after round {table.after_round}",
                 header, rows, (True, True, False, True, *([True] * len(table.codes))),
                 standings_notes(table))


def standings_notes(table: Standings) -> tuple[str, ...]:
    """What the standings' ranks mean: shared ranks, and whose tie-breaks (C.07 under
    Swiss rules or those for pre-determined pairings, or SwissBG's)."""
    rules = "Swiss rules" if table.rules is Rules.SWISS else "rules for pre-determined pairings"
    source = f"FIDE C.07 (2026 edition), {rules}"
    if table.code_names and set(table.code_names) <= set(SWISSBG_TIEBREAKS):
        source = ("SwissBG: fewer byes, Buchholz and Sonneborn-Berger (a "
                  "withdrawn opponent's missed rounds count ½ each), match point difference")
    footnote = pab_footnote(table)
    names = {r.start_no: r.name for r in table.rows}
    return ("Players equal on points and every tie-break share a rank.",
            f"Tie-breaks: {source}.", *((footnote.text(names),) if footnote else ()))


# -- pairings of a round -----------------------------------------------------------------
def pairings_table(tournament: Tournament, round_no: int, *,
                   predetermined: bool = False) -> Table:
    """The boards of one round (with each player's points before the round), then the
    byes."""
    rnd = tournament.round(round_no)
    if not rnd.paired and not rnd.byes:
        raise ValueError(f"round {round_no} is not paired")
    before = History(tournament, round_no - 1)
    names = {p.start_no: p.name for p in tournament.players}
    rows = []
    for game in sorted(rnd.games, key=lambda g: g.board):
        result = game.result.token if game.result is not None else ""
        rows.append((str(game.board), str(game.white), names[game.white],
                     _pts(before.score(game.white)), result, _pts(before.score(game.black)),
                     names[game.black], str(game.black)))
    for bye in sorted(rnd.byes, key=lambda b: (b.kind is not ByeKind.PAB, b.player)):
        what = {ByeKind.PAB: "PAB", ByeKind.FULL: "full-point bye",
                ByeKind.HALF: "half-point bye", ByeKind.ZERO: "zero-point bye",
                ByeKind.EMPTY_BOARD: "won by forfeit: empty board"}[bye.kind]
        if predetermined:  # a round robin's free round (C.05 Annex 1)
            what = "free"
        rows.append(("", str(bye.player), names[bye.player], _pts(before.score(bye.player)),
                     _pts(tournament.settings.points.for_bye(bye.kind)), "", what, ""))
    return Table(f"{tournament.settings.name} — round {round_no}", rnd.date or "",
                 ("Board", "No", "White", "Pts", "Result", "Pts", "Black", "No"),
                 tuple(rows), (True, True, False, True, False, True, False, True))


# -- crosstable ------------------------------------------------------------------------
def crosstable(tournament: Tournament, after_round: int | None = None,
               codes: str | Iterable[str] | None = None, rules: Rules | str | None = None,
               *, predetermined: bool = False,
               colours: bool = True,
               played: frozenset[tuple[int, int]] = frozenset(),
               ranked: Standings | None = None) -> Table:
    """The round-robin tableau (``predetermined``: the system's pairings are fixed in
    advance) or the Swiss crosstable, after ``after_round``, ranked by ``codes``
    (default: the tournament's list) under ``rules`` (default: the system's); without
    ``colours`` (a backgammon Swiss) its cells name no colour and no draw; ``played``:
    the forfeits the tie-breaks count as played (the cells still show them);
    ``ranked``: the standings of these arguments when already computed (the app keeps
    them: 10 000 players are not ranked twice)."""
    table = ranked or standings(tournament, codes, after_round,
                                rules or Rules.of(predetermined), played)
    if predetermined:
        return _round_robin_tableau(tournament, table)
    return _swiss_crosstable(tournament, table, colours=colours)


def _cells(tournament: Tournament, upto: int) -> dict[int, list[Entry]]:
    history = History(tournament, upto)
    return {p.start_no: history.entries(p.start_no) for p in tournament.players}


def _round_robin_tableau(tournament: Tournament, table: Standings) -> Table:
    """No, Name, one column per opponent (by start number), points, wins,
    Sonneborn-Berger, rank: the tableau of the round robin with Berger tables (its
    German headers P, S, FW, Rang in English), its cells from
    :mod:`cardtable.formats.tableau`.
    A double round robin has two columns per opponent: with White, with Black."""
    extra = standings(tournament, ["WIN", "SB"], table.after_round, table.rules)
    played = replace(tournament, rounds=tuple(r for r in tournament.rounds
                                              if r.number <= table.after_round))
    cells = tableau_cells(played)
    numbers = [p.start_no for p in tournament.players]
    colours = (Colour.WHITE, Colour.BLACK) if tournament.settings.double_round_robin else (None,)
    rows = []
    for player in tournament.players:
        p = player.start_no
        marks = ["■" if q == p else _mark(cells, p, q, colour)
                 for q in numbers for colour in colours]
        values = extra.row(p).values
        rows.append((str(p), player.name, *marks, _pts(table.row(p).points),
                     str(values["WIN"]), _pts(values["SB"]), f"{table.row(p).rank}."))
    columns = [f"{q}{c.value if c else ''}" for q in numbers for c in colours]
    notes = ["Pts points, Wins games won, SB Sonneborn-Berger; ■ the player's own row, "
             "1 ½ 0 results, + - forfeits; rank by "
             + ", ".join(["points", *table.code_names]) + "."]
    if tournament.settings.double_round_robin:
        notes.append("Two columns per opponent: the result with White (w), with Black (b).")
    header = ("No", "Name", *columns, "Pts", "Wins", "SB", "Rank")
    numeric = (True, False, *([True] * len(columns)), True, True, True, True)
    return Table(f"{tournament.settings.name} — crosstable",
                 f"after round {table.after_round}", header, tuple(rows), numeric,
                 tuple(notes))


def _mark(cells: Mapping[tuple[int, int, Colour | None], str], player: int, opponent: int,
          colour: Colour | None) -> str:
    """The tableau cell of one game: with that colour, or (``None``) with either."""
    found = (cells.get((player, opponent, c)) for c in
             ((colour,) if colour else (Colour.WHITE, Colour.BLACK, None)))
    return next((mark for mark in found if mark is not None), "")


def _result_mark(entry: Entry) -> str:
    """A result as the tableau writes it: 1 ½ 0, + and - for forfeits."""
    if entry.kind is EntryKind.FORFEIT_WIN:
        return "+"
    if entry.kind is EntryKind.FORFEIT_LOSS:
        return "-"
    return label_of(entry)


#: A round a player was not in: before a late entry's first round, after a withdrawal.
LATE, WITHDRAWN = "late", "wd"


def _swiss_cell(entry: Entry, player: Player, colours: bool = True) -> str:
    """Opponent, colour and result of one round: ``12w1``, ``7b½``, ``3b+``, ``PAB``;
    without colours ``12·1``, ``3·+``; ``late`` before a late entry joined, ``wd``
    after a withdrawal."""
    if entry.kind is EntryKind.NOT_PAIRED:
        if player.joins_in is not None and entry.round < player.joins_in:
            return LATE
        if player.withdrawn_after is not None and entry.round > player.withdrawn_after:
            return WITHDRAWN
        return ""
    if entry.opponent is None:
        return label_of(entry)
    colour = "·" if not colours else entry.colour.value if entry.colour is not None else "-"
    return f"{entry.opponent}{colour}{_result_mark(entry)}"


def _swiss_crosstable(tournament: Tournament, table: Standings, *,
                      colours: bool = True) -> Table:
    """Rank, number, name, rating, one column per round, points, tie-breaks; in the
    order of the standings."""
    entries = _cells(tournament, table.after_round)
    rounds = range(1, table.after_round + 1)
    rows = []
    absent = False
    players = {p.start_no: p for p in tournament.players}
    for row in table.rows:
        player = players[row.start_no]
        cells = [_swiss_cell(e, player, colours) for e in entries[row.start_no]]
        absent = absent or LATE in cells or WITHDRAWN in cells
        rows.append((str(row.rank), str(row.start_no), row.name,
                     str(player.rating or ""), *cells, _pts(row.points),
                     *(_value(code, row.values[code.name]) for code in table.codes)))
    header = ("Rank", "No", "Name", "Rtg", *(f"R{r}" for r in rounds), "Pts",
              *table.code_names)
    numeric = (True, True, False, True, *([False] * len(rounds)), True,
               *([True] * len(table.codes)))
    each = ("opponent's number, colour (w/b), result (1 ½ 0" if colours
            else "opponent's number, result (1 0")
    notes = (f"Each round: {each}; + - forfeits); PAB, F, H, Z byes"
             + ("; late: before a late entry joined, wd: after a withdrawal"
                if absent else "") + ".",)
    return Table(f"{tournament.settings.name} — crosstable",
                 f"after round {table.after_round}", header, tuple(rows), numeric, notes)


# -- plain text ------------------------------------------------------------------------
def render_text(table: Table) -> str:
    """Aligned columns, for a terminal (a name's control characters and line breaks
    shown escaped, so that each row stays one line)."""
    table = replace(table, title=one_line(table.title),
                    rows=tuple(tuple(one_line(c) for c in row) for row in table.rows))
    widths = [len(h) for h in table.header]
    for row in table.rows:
        widths = [max(w, len(c)) for w, c in zip(widths, row)]

    def line(cells: Iterable[str]) -> str:
        return "  ".join(c.rjust(w) if num else c.ljust(w)
                         for c, w, num in zip(cells, widths, table.numeric)).rstrip()

    title = table.title + (f", {table.subtitle}" if table.subtitle else "")
    out = [title, "", line(table.header), line("-" * w for w in widths)]
    out += [line(row) for row in table.rows]
    if table.notes:
        out += ["", *table.notes]
    return "\n".join(out) + "\n"
