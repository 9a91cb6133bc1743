"""Writing FIDE TRF files: TRF-2026 (``trf26``, the default) or TRF-16 (``trf16``).

Both carry the engines' XXR (rounds) and XXC (initial colour), so older pairing
engines read them, and the requested byes of the next round in that round's column
(``0000 - H``), where an engine looks for the players it must not pair. TRF-2026 adds
records 142/152 (rounds, initial colour), 162 (point system), 202 (tie-breaks),
240 (requested byes of every round not paired yet), 250 (acceleration) and 260
(forbidden pairs); TRF-16 has XXA and XXP for the last two, and no place for the byes
of later rounds. A point system other than FIDE's is also written as XXS; TRF-16
carries the tie-break list that ranks its rank column as XXT (TRF-2026: 202).

What TRF has no field for is not written: clubs, board numbers (a reader numbers the
boards), the random seeds. Withdrawals and late entries have no field either: the
paired rounds a player is not in are known absences, ``0000 - Z``; the rounds not paired
yet have nothing in the 001 line (TRF-2026: a zero-point bye in record 240, so that no
engine pairs them), and cardtable's ``### PRESENCE`` comment says which player joins
or withdrew when (:mod:`.trf_kept`; the reader takes them back, :mod:`.trf_presence`).
Lines end in LF."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

from ..model.results import ByeKind, GameResult, Outcome
from ..model.colour import Colour
from ..model.history import History
from ..model.points import PointSystem, format_points
from ..model.tournament import Round, Settings, Tournament
from ..tiebreaks.context import Rules
from ..tiebreaks.standings import standings
from .errors import FileError
from .limits import MAX_TRF_PLAYERS
from .safe_text import trf_text
from .errors import NotWritable as NotWritable
from .save import write_output
from .systems import Systems, TeamRecords, team_records
from .trf_comments import comment_lines
from .trf_kept import kept_lines
from .trf_read_lines import ROUND_START, ROUND_WIDTH, date_from_trf
from .trf_read_rounds import title_from_trf
from .trf_system import BAKU, SystemRead, label_keeps_system, system_code
from .trf_team_stated import TeamStanding

FORMATS = ("trf26", "trf16")

_RATED = {Outcome.WIN: "1", Outcome.DRAW: "=", Outcome.LOSS: "0",
          Outcome.FORFEIT_WIN: "+", Outcome.FORFEIT_LOSS: "-"}
_UNRATED = {Outcome.WIN: "W", Outcome.DRAW: "D", Outcome.LOSS: "L"}
_BYE_LETTERS = {ByeKind.PAB: "U", ByeKind.HALF: "H", ByeKind.FULL: "F", ByeKind.ZERO: "Z",
                ByeKind.EMPTY_BOARD: "+"}
_EMPTY_CELL = " " * 8
_ABSENT_CELL = "0000 - Z"  # a known absence (TRF-2026, 001 record): withdrawn, not joined


def _team_records(tournament: Tournament, systems: Systems) -> TeamRecords | None:
    """The team records of a tournament with teams, written by the system that pairs
    teams (:func:`~cardtable.formats.systems.team_records`); None without teams."""
    if not tournament.teams:
        return None
    records = team_records(systems)
    if records is None:
        raise NotWritable("a team file's records (310, 300, 320 ...) are written by the "
                          "system that pairs teams, and no system of this version does")
    return records


def _system_records(settings: Settings, systems: Systems, new: bool, *,
                    code: bool = True) -> list[str]:
    """092, the label: the tournament's own, or the system's code (with ``_BAKU``
    appended when the Baku acceleration is on, as the engines read it); and, in
    TRF-2026, 192 with the system's own code, which the reader takes before any word
    of a label (:mod:`.trf_system`). TRF-16 has no 192: a label that would be read as
    another system (or acceleration) gives way to the code there."""
    system = systems.get(settings.system)
    own = system_code(system, settings.system, double=settings.double_round_robin,
                      acceleration=settings.acceleration)
    records = system.team_records if system is not None else None
    if records is not None:  # the competition's own: type, primary score (C.04.6)
        own = records().code(settings.team) + (BAKU if own.endswith(BAKU) else "")
    label = _text(settings.system_label) or own
    if settings.acceleration == "baku" and "BAKU" not in label.upper():
        label += BAKU
    meant = SystemRead(settings.system, settings.double_round_robin and system is not None
                       and bool(system.trf_double_label), settings.acceleration)
    if not new and not label_keeps_system(label, meant, systems):
        label = own
    return _records(("092", label), ("192", own if new and code else ""))


def write_trf(tournament: Tournament, path: str | Path, fmt: str = "trf26", *,
              systems: Systems, ranks: dict[int, int] | None = None,
              team_standings: dict[int, TeamStanding] | None = None) -> None:
    """Write the tournament as a TRF file, atomically and under its lock
    (:func:`~cardtable.formats.save.write_output`); ``systems`` give the 092 labels.
    A :class:`FileError` names the file and the reason when the tournament cannot be
    written as TRF (:class:`NotWritable`); nothing is written then."""
    try:
        text = dumps_trf(tournament, fmt, systems=systems, ranks=ranks,
                         team_standings=team_standings)
    except NotWritable as exc:
        raise FileError(str(path), f"not written: {exc}") from None
    write_output(path, text)


def dumps_trf(tournament: Tournament, fmt: str = "trf26", *, systems: Systems,
              ranks: dict[int, int] | None = None,
              team_standings: dict[int, TeamStanding] | None = None) -> str:
    """The TRF text: what :func:`~cardtable.formats.trf_read.parse_trf` reads back as
    this tournament, and writes again byte for byte; :class:`NotWritable` when TRF has
    no room for it. ``ranks`` (by pairing number) fill the rank column, by default the
    places in the standings with the tournament's tie-breaks (:func:`_ranks`);
    ``team_standings`` (by TPN) the match points, game points and rank of a team
    file's 310 records (blank without them)."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown TRF format {fmt!r} (expected trf26 or trf16)")
    largest = max((p.start_no for p in tournament.players), default=0)
    if largest > MAX_TRF_PLAYERS:
        raise NotWritable(f"TRF numbers players in four columns (at most "
                          f"{MAX_TRF_PLAYERS}); this tournament has pairing number {largest}")
    new = fmt == "trf26"
    teams = _team_records(tournament, systems)  # a team competition's (C.04.6)
    if teams and tournament.settings.virtual_points:
        raise NotWritable("a team file's 250 records give teams their fictitious points "
                          "(TRF-2026); the players' virtual points "
                          "([[virtual_points]], XXA) would be read back as the teams': "
                          "remove them or give them to the teams ([team] acceleration)")
    if teams and not new:  # refused, never lost silently (issue 35)
        raise NotWritable("TRF-16 has no team records: the teams (310), their line-ups "
                          "(300), the PAB (320), the boards and match points (352, 362) "
                          "and the team tie-breaks would be lost; export TRF-2026 "
                          "(--format trf26)")
    if not tournament.settings.rounds and tournament.last_paired_round:
        # TRF cannot say "the number of rounds is not fixed": a file without 142/XXR
        # is read as ending with its last paired round, so that is what is written
        # (and nothing for a round after it, which the reader would take as paired).
        tournament = replace(tournament, settings=replace(tournament.settings,
                                                          rounds=tournament.last_paired_round))
    s = tournament.settings
    lines = [f"012 {_text(s.name)}".rstrip()]  # always: without it the name is a default
    lines += _records(("022", s.place), ("032", s.federation),
                      ("042", _date(s.start_date)), ("052", _date(s.end_date)),
                      ("062", str(len(tournament.players))),
                      ("072", str(sum(1 for p in tournament.players if p.rating))),
                      # a team file's (TRF-2026: TRF-16 has no team records)
                      ("082", str(len(tournament.teams)) if teams and new else ""))
    # a team competition's 192 is its team type code (the team records' ``code``)
    lines += _system_records(s, systems, new, code=not teams)
    lines += _records(("102", s.chief_arbiter),
                      *(("112", deputy) for deputy in s.deputy_arbiters),
                      ("122", s.time_control))
    lines += _round_dates(tournament.rounds)
    colour = tournament.settings.first_colour
    rounds = str(s.rounds) if s.rounds else ""
    if new:
        lines += _records(("142", rounds), ("152", "W" if colour is Colour.WHITE else "B"))
        lines += [f"162 {points}" for points in (_points_162(s.points),) if points]  # unstripped
        # a team file's list is the teams' (C.07's team codes, [team] tiebreaks)
        listed = s.team.tiebreaks if teams else s.tiebreaks
        lines += _records(("202", ", ".join(listed)),
                          ("212", ", ".join(("PTS", *listed)) if listed else ""))
    lines += _records(("XXR", rounds), ("XXC", f"{colour.word}1"),
                      ("XXS", _points_xxs(s.points)))
    if not new:
        # TRF-16 has no 202: the tie-break list that ranks the rank column goes in
        # cardtable's XXT (an engine extension like XXS), so an import ranks alike
        lines += _records(("XXT", ", ".join(s.tiebreaks)))
    lines += _player_lines(tournament, systems, ranks)
    if new:
        lines += teams.team_lines(tournament, team_standings) if teams else []
        # a team file's 240 names teams; its 300 and 330 the rounds' matches
        lines += teams.round_lines(tournament) if teams else _byes_240(tournament)
        lines += [f"250 {'':4} {_amount(v.amount, 'virtual points (250)')} "
                  f"{v.first_round:03d} {v.last_round:03d} "
                  f"{v.first_player:04d} {v.last_player:04d}" for v in s.virtual_points]
        # a team file's 250: teams; its 299: abnormal points
        lines += teams.acceleration_lines(tournament) if teams else []
        lines += teams.abnormal_lines(tournament) if teams else []
        last = s.rounds or max(tournament.next_round, 1)
        lines += [f"260 001 {last:03d}" + "".join(f" {p:4d}" for p in group)
                  for group in s.forbidden_pairs]
        lines += teams.apart_lines(tournament) if teams else []  # 260: teams, with rounds
    else:
        lines += _xxa(tournament)
        lines += ["XXP " + " ".join(str(p) for p in group) for group in s.forbidden_pairs]
    lines += comment_lines(tournament) + kept_lines(tournament)
    return "\n".join(lines) + "\n"


def _records(*pairs: tuple[str, str]) -> list[str]:
    """``CODE text`` lines for the values that are set (a line break in a value
    becomes a space: it cannot start a record of its own)."""
    return [f"{code} {text}" for code, text in ((c, _text(t)) for c, t in pairs) if text]


def _text(text: str) -> str:
    """A value as the reader gives it back: control characters as spaces
    (:func:`~.safe_text.trf_text`), no blanks around it."""
    return trf_text(text).strip()


def _date(text: str, short: bool = False) -> str:
    """A date as TRF writes it: ``YYYY/MM/DD``, or ``YY/MM/DD`` (record 132), for a
    valid date however given (ISO, or already as TRF writes it, which the reader
    converts); any other text as it stands."""
    text = _text(text)
    try:
        iso = date_from_trf(text)
        date = dt.date.fromisoformat(iso) if len(iso) == 10 else None
    except ValueError:
        date = None
    if date is None:
        return text
    return date.strftime("%y/%m/%d" if short else "%Y/%m/%d")


def _round_dates(rounds: tuple[Round, ...]) -> list[str]:
    if not any(r.date for r in rounds):
        return []
    by_number = {r.number: r.date for r in rounds}
    last = max(r.number for r in rounds if r.date)
    cells = [_date(by_number.get(n, ""), short=True)[:8].strip().ljust(8)
             for n in range(1, last + 1)]
    return [("132" + " " * (ROUND_START - 3) + (" " * (ROUND_WIDTH - 8)).join(cells)).rstrip()]


def _amount(value: Fraction, what: str, width: int = 4) -> str:
    """Points in TRF's ``11.5`` form, in ``width`` columns; :class:`NotWritable`
    naming ``what`` when they do not fit (100 points and more, less than -9.9)."""
    text = _decimal(value, width)
    if len(text) > width:
        nines = "9" * (width - 3)
        raise NotWritable(f"{what}: {format_points(value)} points do not fit TRF's "
                          f"{width} columns (from -{nines}.9 to {nines}9.9)")
    return text


def _decimal(value: Fraction, width: int) -> str:
    """``value`` with one decimal, or two when one would round it and two fit the
    ``width`` columns: the Double-Swiss PAB, ¾ a game (C.04.5 art. 1.4), is ``0.75``,
    not ``0.8``, so that it reads back exactly."""
    text = f"{float(value):{width}.1f}"
    exact = f"{float(value):{width}.2f}"
    if Fraction(text) != value and len(exact) <= width and Fraction(exact) == value:
        return exact
    return text


def _points_162(p: PointSystem) -> str:
    """Record 162 (TRF-2026), only for a point system other than FIDE's."""
    if p.is_default:
        return ""
    codes = (("W", p.win), ("D", p.draw), ("L", p.loss), ("A", p.zero_bye), ("P", p.pab))
    return " " + "    ".join(f"{code}{_amount(value, f'the point system (162 {code})')}"
                               for code, value in codes)


def _points_xxs(p: PointSystem) -> str:
    """JaVaFo's XXS with every value, for a point system other than FIDE's."""
    if p.is_default:
        return ""
    values = (("WW", p.win), ("BW", p.win), ("D", p.draw), ("WL", p.loss), ("BL", p.loss),
              ("FW", p.forfeit_win), ("FL", p.forfeit_loss), ("PAB", p.pab),
              ("FPB", p.full_bye), ("HPB", p.half_bye), ("ZPB", p.zero_bye))
    return " ".join(f"{key}={_exact(value)}" for key, value in values)


def _exact(value: Fraction) -> str:
    """Points as the reader reads them back exactly: a decimal (``0.125``) when
    there is one, else the fraction itself (``1/3``)."""
    denominator = value.denominator
    for factor in (2, 5):
        while denominator % factor == 0:
            denominator //= factor
    if denominator != 1:
        return f"{value.numerator}/{value.denominator}"
    text = str(Decimal(value.numerator) / Decimal(value.denominator))
    return text.rstrip("0").rstrip(".") if "." in text else text


# -- player records ----------------------------------------------------------
def _player_lines(tournament: Tournament, systems: Systems,
                  ranks: dict[int, int] | None) -> list[str]:
    history = History(tournament)
    scores = history.scores
    ranks = ranks or _ranks(tournament, systems)
    cells = _cells(tournament)
    lines = []
    for p in sorted(tournament.players, key=lambda p: p.start_no):
        name = _text(p.name)[:33]
        if not name:
            raise NotWritable(f"player {p.start_no}: the name has no character TRF can "
                              f"hold (control characters become spaces, and a TRF "
                              f"player needs a name)")
        sex, federation, birth = (_text(text)[:n].strip() for text, n in (
            (p.sex, 1), (p.federation, 3), (_date(p.birth_date), 10)))
        title = title_from_trf(_text(p.title)[:3].strip())
        score = _amount(scores[p.start_no], f"player {p.start_no}'s score")
        head = (f"001 {p.start_no:4d} {sex:1}{title:>3} {name:<33} "
                f"{_rating(p.rating)} {federation:<3} {_fide_id(p.fide_id)} "
                f"{birth:<10} {score} {ranks[p.start_no]:4d}  ")
        row = cells.get(p.start_no, [])
        lines.append((head + "  ".join(row)).rstrip())
    return lines


def _rating(rating: int) -> str:
    return f"{rating:4d}" if rating else "    "


def _fide_id(fide_id: int | None) -> str:
    return f"{fide_id:11d}" if fide_id is not None else " " * 11


def _ranks(tournament: Tournament, systems: Systems) -> dict[int, int]:
    """The rank column: each player's place in the standings after the last complete
    round, by points and then the tournament's tie-breaks (C.07 art. 4.2; art. 16's
    rules for a system whose pairings are fixed in advance), as ``standings`` shows
    them; players equal on everything share the rank."""
    system = systems.get(tournament.settings.system)
    rules = Rules.of(system is not None and system.predetermined)
    return {row.start_no: row.rank for row in standings(tournament, rules=rules).rows}


def _cells(tournament: Tournament) -> dict[int, list[str]]:
    """Each player's round cells: the paired rounds, then the next round's column with
    its requested byes. A paired round a player is not in (withdrawn, not yet joined)
    is a known absence, ``0000 - Z`` (TRF-2026, 001 record: ``0000`` bye or absent,
    ``-`` not paired, ``Z`` zero-point bye, known absence); nothing is written for a
    round not paired yet but a requested bye (an absence there is record 240's)."""
    last = tournament.last_paired_round
    rows = {p.start_no: [_EMPTY_CELL if p.takes_part_in(n) else _ABSENT_CELL
                         for n in range(1, last + 1)] for p in tournament.players}
    for rnd in tournament.rounds:
        if rnd.number > last:
            continue
        for game in rnd.games:
            for start_no, white in ((game.white, True), (game.black, False)):
                rows[start_no][rnd.number - 1] = _game_cell(game.opponent_of(start_no),
                                                            white, game.result, game.rated)
        for bye in rnd.byes:
            if rows[bye.player][rnd.number - 1] in (_EMPTY_CELL, _ABSENT_CELL):
                rows[bye.player][rnd.number - 1] = _bye_cell(bye.kind)
    upcoming = tournament.next_round
    if tournament.settings.rounds and upcoming > tournament.settings.rounds:
        return rows
    for p in tournament.players:
        announced = tournament.round(upcoming).bye_of(p.start_no)
        if announced is not None and announced.kind.requested:
            rows[p.start_no].append(_bye_cell(announced.kind))
    return rows


def _game_cell(opponent: int, white: bool, result: GameResult | None, rated: bool) -> str:
    if result is None:
        letter = " "
    else:
        outcome = result.outcome_for(white)
        letter = (_RATED if rated or not result.played else _UNRATED)[outcome]
    return f"{opponent:4d} {'w' if white else 'b'} {letter}"


def _bye_cell(kind: ByeKind) -> str:
    return f"0000 - {_BYE_LETTERS[kind]}"


def _byes_240(tournament: Tournament) -> list[str]:
    """Record 240 for every round not paired yet: its requested byes, and a zero-point
    bye for each player who does not take part in it (withdrawn, not yet joined), so
    that no engine pairs them; the reader takes those back as the withdrawal or the late
    entry (:mod:`cardtable.formats.trf_presence`)."""
    last = max([tournament.settings.rounds, *(r.number for r in tournament.rounds)])
    lines = []
    for number in range(1, last + 1):
        rnd = tournament.round(number)
        if rnd.paired:
            continue
        absent = {p.start_no for p in tournament.players
                  if not p.takes_part_in(number) and rnd.bye_of(p.start_no) is None}
        for kind in (ByeKind.FULL, ByeKind.HALF, ByeKind.ZERO):
            players = {b.player for b in rnd.byes if b.kind is kind}
            players |= absent if kind is ByeKind.ZERO else set()
            if players:
                lines.append(f"240 {_BYE_LETTERS[kind]} {number:03d}"
                             + "".join(f" {p:4d}" for p in sorted(players)))
    return lines


def _xxa(tournament: Tournament) -> list[str]:
    """TRF-16's XXA: each accelerated player's virtual points, round by round."""
    virtual = tournament.settings.virtual_points
    if not virtual:
        return []
    last = max(v.last_round for v in virtual)
    lines = []
    for p in sorted(tournament.players, key=lambda p: p.start_no):
        amounts = [sum((v.amount for v in virtual if v.applies(p.start_no, r)), Fraction(0))
                   for r in range(1, last + 1)]
        if any(amounts):
            lines.append(f"XXA {p.start_no:4d}" + "".join(
                f" {_amount(a, f'virtual points of player {p.start_no} (XXA)')}"
                for a in amounts))
    return lines
