"""Reading FIDE TRF files (TRF-16 and TRF-2026, with the engines' XXR/XXC/XXA/XXP/
XXS) into a :class:`~cardtable.model.tournament.Tournament`. A line that cannot be read is
reported with its line number and column. Any line ending is accepted (CR, LF, CRLF).
Late entries and withdrawals are read from the rounds a player is not in
(:mod:`.trf_presence`).

Here each line goes to the reader of its record: the players and their rounds
(:mod:`.trf_read_rounds`), the other records (:mod:`.trf_read_records`), the system
(:mod:`.trf_system`); what they share is in :mod:`.trf_read_lines`. The records of a
team competition's file (310, 300, 320, 330, 240 naming teams: C.04.6) are read by the
system that pairs teams, which its registry line declares
(:class:`~cardtable.formats.systems.TeamRecords`, in
:mod:`cardtable.systems.team.trf_records`).

Dates are kept in ISO form (``2026-03-14``): TRF's ``YYYY/MM/DD`` (records 042, 052,
birth dates) and ``YY/MM/DD`` (record 132) are converted when they are valid dates,
and the writer converts them back."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING

from ..model.colour import Colour
from ..model.player import Player
from ..model.tournament import Round, Settings, Tournament, VirtualPoints
from .errors import FileError, Problem, read_bytes
from .limits import MAX_TEXT
from .systems import Systems, team_records
from .trf_comments import read_log, with_manual
from .trf_kept import read_presence, read_provisional, with_scores
from .trf_presence import entries_and_withdrawals
from .trf_read_lines import (
    RECORD,
    ROUND_START,
    ROUND_WIDTH,
    LineProblems,
    Skip,
    date_from_trf,
    digits,
    rounds_number,
    split_lines,
)
from .trf_read_records import (
    point_system,
    read_240,
    read_250,
    read_260,
    read_points_162,
    read_tiebreaks,
    read_xxa,
    read_xxp,
    read_xxs,
)
from .trf_read_rounds import (Cell, build_rounds, empty_boards_as_pab, empty_cells,
                              infer_initial_colour, read_player)
from .trf_system import system_from_records

if TYPE_CHECKING:  # pragma: no cover  (pathlib: not at a command's start, issue 36)
    from pathlib import Path

__all__ = ["ROUND_START", "ROUND_WIDTH", "date_from_trf", "parse_trf", "read_trf",
           "split_lines"]

#: The records only a team competition's file has (C.04.6): its teams, line-ups and
#: forfeited matches; the rest of a team file's records are read with them.
_TEAM_RECORDS = ("300", "310", "330")

#: The records that hold free text (name, place, federation, dates, arbiters, time
#: control, system label and code).
_TEXT_RECORDS = ("012", "022", "032", "042", "052", "092", "192", "102", "112", "122")


@dataclass
class _Records:
    """What the lines of a file said, record by record."""

    texts: dict[str, str] = field(default_factory=dict)
    players: list[Player] = field(default_factory=list)
    cells: dict[int, list[Cell]] = field(default_factory=dict)
    byes: list[tuple[int, int, str]] = field(default_factory=list)  # (round, player, kind)
    forbidden: list[tuple[int, ...]] = field(default_factory=list)
    virtual: list[VirtualPoints] = field(default_factory=list)
    point_values: dict[str, Fraction] = field(default_factory=dict)
    round_dates: list[str] = field(default_factory=list)
    deputies: list[str] = field(default_factory=list)
    rounds: int | None = None
    colour: Colour | None = None
    labels: list[str] = field(default_factory=list)  # 092
    codes: list[str] = field(default_factory=list)  # 192
    tiebreaks: tuple[str, ...] | None = None
    from_xxt: bool = False  # the tie-breaks came from XXT (a 202 or 212 replaces them)
    # 310 records: 240 names teams (the team records), 202/212 are the teams'
    # list (C.07's team codes)
    team_file: bool = False


def read_trf(path: str | Path, *, systems: Systems) -> Tournament:
    """Read a TRF file; raise :class:`FileError` naming every bad line. ``systems``:
    the pairing systems a 092/192 label may name."""
    raw = read_bytes(path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    return parse_trf(text, str(path), systems=systems)


def parse_trf(text: str, path: str = "<trf>", *, systems: Systems) -> Tournament:
    problems = LineProblems(path)
    lines = split_lines(text)
    found = _Records(team_file=any(line.startswith("310") for line in lines))
    if not any(RECORD.match(line) for line in lines):
        raise FileError(path, "not a TRF file: no line starts with a TRF record code "
                              "(such as 012, the tournament's name, or 001, a player)")
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.startswith("###"):
            continue
        try:
            _read_line(line, number, found, problems)
        except Skip:
            continue
    # the team records (310 teams, 300 line-ups, 330 forfeited matches, ...: C.04.6),
    # read by the system that pairs teams, as its registry line declares them; a file
    # without them loads none
    own = sorted({line[:3] for line in lines if line.startswith(_TEAM_RECORDS)})
    records = team_records(systems) if own else None
    teams = records.read(lines, problems, found.team_file) if records is not None else None
    if own and teams is None:
        problems.problems.append(Problem(", ".join(own), "team records, and no pairing "
                                         "system of this version pairs teams"))
    if teams is not None and teams.byes is not None:
        found.byes = teams.byes  # 240: teams' byes
    if problems.problems:
        raise FileError(path, problems.problems)

    points = point_system(found.point_values)
    rounds = build_rounds(found.cells, found.byes, problems, team_file=found.team_file)
    if problems.problems:
        raise FileError(path, problems.problems)
    stated = read_presence(lines)  # a team's reserves; cardtable's Z of the rounds out
    players, rounds = entries_and_withdrawals(
        found.players, rounds, empty_cells(found.cells, rounds), found.rounds,
        stated=stated if stated or found.team_file else None)
    provisional = read_provisional(lines)  # a late entry's number, C.04.2 art. 2.4
    players = [replace(p, provisional=True) if p.start_no in provisional else p
               for p in players]
    system = system_from_records(found.codes, found.labels, systems)
    played_rounds = max((r.number for r in rounds if r.paired), default=0)
    first = found.colour or infer_initial_colour(players, rounds)
    texts = found.texts
    default = Settings(system=system.system)  # the model's defaults, for what is not given
    settings = Settings(
        name=texts.get("012", default.name),
        place=texts.get("022", ""),
        federation=texts.get("032", ""),
        start_date=date_from_trf(texts.get("042", "")),
        end_date=date_from_trf(texts.get("052", "")),
        chief_arbiter=texts.get("102", ""),
        deputy_arbiters=tuple(found.deputies),
        time_control=texts.get("122", ""),
        system=system.system,
        double_round_robin=system.double,
        acceleration=system.acceleration,
        system_label=found.labels[0] if found.labels else "",
        rounds=found.rounds if found.rounds is not None else played_rounds,
        initial_colour=first.word if first is not None else default.initial_colour,
        points=points,
        tiebreaks=() if found.team_file else found.tiebreaks or (),
        forbidden_pairs=tuple(found.forbidden),
        virtual_points=tuple(found.virtual),
    )
    read = Tournament(settings, tuple(sorted(players, key=lambda p: p.start_no)),
                      with_scores(with_manual(_dated(rounds, found.round_dates), lines), lines))
    if teams is not None:
        read = teams.applied(read, found.tiebreaks or (), problems.problems)
    else:  # no teams: ``0000 - +`` opposite no one is the PAB
        read = empty_boards_as_pab(read)
    if problems.problems:  # a 300 that does not fit its round's boards, a 320 the cells
        raise FileError(path, problems.problems)
    return replace(read, log=read_log(lines))  # cardtable's ### comments (:mod:`.trf_comments`)


def _read_line(line: str, number: int, found: _Records, problems: LineProblems) -> None:
    """One line, into ``found``; a problem is reported (and :class:`Skip` raised)."""
    code = line[:3]
    rest = line[4:].strip() if len(line) > 4 else ""
    if code in _TEXT_RECORDS and len(rest) > MAX_TEXT:
        problems.fail(number, 5, f"expected at most {MAX_TEXT} characters of text, found "
                                 f"{len(rest)}")
        raise Skip
    if code == "001":
        player, row = read_player(line, number, problems)
        if player is None:
            return
        if player.start_no in found.cells:
            problems.fail(number, 5, f"pairing number {player.start_no} is repeated")
            return
        found.players.append(player)
        found.cells[player.start_no] = row
    elif code in _COUNT_RECORDS:  # the counts are computed, but must be numbers
        _count(code, rest, number, problems)
    elif code in ("012", "022", "032", "042", "052", "102", "122"):
        found.texts[code] = rest
    elif code == "092":
        found.labels.append(rest)
    elif code == "192":
        found.codes.append(rest)
    elif code == "112":
        found.deputies.append(rest)
    elif code == "132":
        found.round_dates = [date_from_trf(line[i:i + 8].strip())
                             for i in range(ROUND_START, len(line), ROUND_WIDTH)]
    elif code in ("142", "XXR"):
        found.rounds = rounds_number(rest.split()[0] if rest else "", number, 5, problems,
                                     "number of rounds")
    elif code == "152":
        found.colour = _colour(rest, number, problems)
    elif code == "XXC":
        for word in rest.split():
            if word.lower() in ("white1", "black1"):
                found.colour = Colour.from_word(word)
    else:
        _read_record(code, line, rest, number, found, problems)


def _read_record(code: str, line: str, rest: str, number: int, found: _Records,
                 problems: LineProblems) -> None:
    """The records of :mod:`.trf_read_records`."""
    if code == "162":
        found.point_values.update(read_points_162(line, number, problems))
    elif code in ("202", "212", "XXT"):
        # every list is checked; 202 (the list applied) wins over 212 (the first),
        # either over cardtable's XXT of a TRF-16 file
        codes = read_tiebreaks(rest, number, problems, teams=found.team_file)
        if code == "202" or found.tiebreaks is None or found.from_xxt:
            found.tiebreaks = codes
            found.from_xxt = code == "XXT"
    elif code == "240" and not found.team_file:
        found.byes.extend(read_240(line, number, problems))
    elif code == "250":
        found.virtual.append(read_250(line, number, problems))
    elif code == "260":
        group = read_260(line, number, problems)
        if group:
            found.forbidden.append(group)
    elif code == "XXA":
        found.virtual.extend(read_xxa(line, number, problems))
    elif code == "XXP":
        group = read_xxp(line)
        if len(group) >= 2:
            found.forbidden.append(group)
    elif code == "XXS":
        found.point_values.update(read_xxs(rest))


#: The header records of counts: players (062), rated players (072), teams (082).
_COUNT_RECORDS = {"062": "number of players", "072": "number of rated players",
                  "082": "number of teams"}


def _count(code: str, text: str, line: int, problems: LineProblems) -> None:
    """A count of a header record: ASCII digits or nothing (``1²`` is refused, not read
    as 1)."""
    if text and not digits(text):
        problems.fail(line, 5, f"expected the {_COUNT_RECORDS[code]} as a whole number, "
                               f"found {text[:20]!r}")
        raise Skip


def _colour(text: str, line: int, problems: LineProblems) -> Colour:
    word = text.strip().split()[0] if text.strip() else ""
    try:
        return Colour.from_word(word)
    except ValueError:
        problems.fail(line, 5, f"expected the initial colour W or B, found {word!r}")
        raise Skip from None


def _dated(rounds: list[Round], dates: list[str]) -> tuple[Round, ...]:
    """The rounds with their dates (record 132); a date of a round that has no
    entries yet gives that round on its own."""
    by_number = {r.number: r for r in rounds}
    for number, date in enumerate(dates, start=1):
        if date:
            by_number[number] = replace(by_number.get(number, Round(number)), date=date)
    return tuple(by_number[n] for n in sorted(by_number))
