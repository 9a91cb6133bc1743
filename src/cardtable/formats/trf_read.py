"""Reading FIDE TRF files (TRF-16 and TRF-2026, with the engines' XXR/XXC/XXA/XXP/
XXS) into a :class:`~cardtable.model.Tournament`. A line that cannot be read is
reported with its line number and column. Any line ending is accepted (CR, LF, CRLF).
Late entries and withdrawals are read from the rounds a player is not in
(:mod:`.trf_presence`).

Dates are kept in ISO form (``2026-03-14``): TRF's ``YYYY/MM/DD`` (records 042, 052,
birth dates) and ``YY/MM/DD`` (record 132) are converted when they are valid dates,
and the writer converts them back."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..model import (
    Bye,
    ByeKind,
    Colour,
    Game,
    GameResult,
    Player,
    PointSystem,
    Round,
    Settings,
    Tournament,
    VirtualPoints,
    points as to_points,
)
from .errors import FileError, Problem, read_bytes
from .limits import MAX_ROUNDS, MAX_TEXT, bounded_points
from .systems import Systems
from .trf_presence import entries_and_withdrawals
from .trf_teams import read_teams, with_teams

ROUND_START = 91  # 0-based column of round 1's opponent field (TRF column 92)
ROUND_WIDTH = 10

#: Old TRF title codes (TRF-06) and the titles they stand for.
OLD_TITLES = {"G": "GM", "M": "IM", "F": "FM", "C": "CM",
              "WG": "WGM", "WM": "WIM", "WF": "WFM", "WC": "WCM"}


@dataclass
class _Cell:
    """One round of one 001 line."""

    opponent: int  # 0 = none
    colour: str  # 'w', 'b', '-' or ' '
    result: str  # the result character, upper-case
    line: int
    column: int
    empty: bool = False  # eight blanks: the player is not in this round


@dataclass
class _Reader:
    path: str
    problems: list[Problem] = field(default_factory=list)

    def fail(self, line: int, column: int | None, message: str) -> None:
        where = f"line {line}" + (f", column {column}" if column else "")
        self.problems.append(Problem(where, message, line))


def split_lines(text: str) -> list[str]:
    """Split on CR, LF or CRLF."""
    return re.split(r"\r\n|\r|\n", text)


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
    reader = _Reader(path)
    settings: dict[str, Any] = {}
    players: list[Player] = []
    cells: dict[int, list[_Cell]] = {}
    bye_records: list[tuple[int, int, str]] = []  # (round, player, kind)
    forbidden: list[tuple[int, ...]] = []
    virtual: list[VirtualPoints] = []
    point_values: dict[str, Fraction] = {}
    round_dates: list[str] = []
    deputies: list[str] = []
    rounds_declared: int | None = None
    colour_declared: Colour | None = None
    labels: list[str] = []

    lines = split_lines(text)
    if not any(_RECORD.match(line) for line in lines):
        raise FileError(path, "not a TRF file: no line starts with a TRF record code "
                              "(such as 012, the tournament's name, or 001, a player)")
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.startswith("###"):
            continue
        code = line[:3]
        rest = line[4:].strip() if len(line) > 4 else ""
        if code in _TEXT_RECORDS and len(rest) > MAX_TEXT:
            reader.fail(number, 5, f"expected at most {MAX_TEXT} characters of text, found "
                                   f"{len(rest)}")
            continue
        try:
            if code == "001":
                player, row = _read_player(line, number, reader)
                if player is None:
                    continue
                if player.start_no in cells:
                    reader.fail(number, 5, f"pairing number {player.start_no} is repeated")
                    continue
                players.append(player)
                cells[player.start_no] = row
            elif code == "012":
                settings["name"] = rest
            elif code == "022":
                settings["place"] = rest
            elif code == "032":
                settings["federation"] = rest
            elif code == "042":
                settings["start_date"] = date_from_trf(rest)
            elif code == "052":
                settings["end_date"] = date_from_trf(rest)
            elif code in ("092", "192"):
                labels.append(rest)
            elif code == "102":
                settings["chief_arbiter"] = rest
            elif code == "112":
                deputies.append(rest)
            elif code == "122":
                settings["time_control"] = rest
            elif code == "132":
                round_dates = [date_from_trf(line[i:i + 8].strip())
                               for i in range(ROUND_START, len(line), ROUND_WIDTH)]
            elif code in ("142", "XXR"):
                rounds_declared = _int(rest.split()[0] if rest else "", number, 5, reader,
                                       "number of rounds")
            elif code == "152":
                colour_declared = _colour(rest, number, reader)
            elif code == "XXC":
                for word in rest.split():
                    if word.lower() in ("white1", "black1"):
                        colour_declared = Colour.from_word(word)
            elif code == "162":
                point_values.update(_read_points_162(line, number, reader))
            elif code in ("202", "212"):
                if code == "202" or "tiebreaks" not in settings:
                    codes = [c.strip() for c in rest.split(",") if c.strip()]
                    settings["tiebreaks"] = tuple(c for c in codes if c.upper() != "PTS")
            elif code == "240":
                bye_records.extend(_read_240(line, number, reader))
            elif code == "250":
                virtual.append(_read_250(line, number, reader))
            elif code == "260":
                group = _read_260(line, number, reader)
                if group:
                    forbidden.append(group)
            elif code == "XXA":
                virtual.extend(_read_xxa(line, number, reader))
            elif code == "XXP":
                group = tuple(int(tok) for tok in line[3:].split() if _digits(tok))
                if len(group) >= 2:
                    forbidden.append(group)
            elif code == "XXS":
                point_values.update(_read_xxs(rest))
        except _Skip:
            continue

    teams, team_scoring = read_teams(lines, reader.problems)
    if reader.problems:
        raise FileError(path, reader.problems)

    point_system = _point_system(point_values)
    rounds = _build_rounds(cells, bye_records, reader, point_system)
    if reader.problems:
        raise FileError(path, reader.problems)
    players, rounds = entries_and_withdrawals(players, rounds, _empty_cells(cells, rounds),
                                              rounds_declared)

    system, double = _system_from_labels(labels, systems)
    settings.update(
        system=system,
        double_round_robin=double,
        points=point_system,
        acceleration=_acceleration_from_labels(labels),
        forbidden_pairs=tuple(forbidden),
        virtual_points=tuple(virtual),
        deputy_arbiters=tuple(deputies),
    )
    if labels:
        settings["system_label"] = labels[0]
    played_rounds = max((r.number for r in rounds if r.paired), default=0)
    settings["rounds"] = rounds_declared if rounds_declared is not None else played_rounds
    first = colour_declared or _infer_initial_colour(players, rounds)
    if first is not None:
        settings["initial_colour"] = first.word
    return with_teams(Tournament(Settings(**settings),
                                 tuple(sorted(players, key=lambda p: p.start_no)),
                                 _dated(rounds, round_dates)), teams, team_scoring)


def _dated(rounds: list[Round], dates: list[str]) -> tuple[Round, ...]:
    """The rounds with their dates (record 132); a date of a round that has no
    entries yet gives that round on its own."""
    by_number = {r.number: r for r in rounds}
    for number, date in enumerate(dates, start=1):
        if date:
            by_number[number] = replace(by_number.get(number, Round(number)), date=date)
    return tuple(by_number[n] for n in sorted(by_number))


def date_from_trf(text: str) -> str:
    """``YYYY/MM/DD`` or ``YY/MM/DD`` (taken as 20YY) as an ISO date when it is a
    valid date; anything else as it stands."""
    text = text.strip()
    parts = text.split("/")
    if len(parts) == 3 and all(_digits(p) for p in parts) and len(parts[0]) in (2, 4):
        year = parts[0] if len(parts[0]) == 4 else "20" + parts[0]
        iso = f"{year}-{parts[1]:0>2}-{parts[2]:0>2}"
        try:
            return dt.date.fromisoformat(iso).isoformat()
        except ValueError:
            return text
    return text


#: A TRF record: a three-character code (digits, or the engines' XX and a letter),
#: then a space or the end of the line.
_RECORD = re.compile(r"(\d{3}|XX[A-Z])( |$)")

#: The records that hold free text (name, place, federation, dates, arbiters, time
#: control, system label).
_TEXT_RECORDS = ("012", "022", "032", "042", "052", "092", "192", "102", "112", "122")


class _Skip(Exception):
    pass


def _digits(text: str) -> bool:
    """Whether ``text`` is a whole number as TRF writes one: ASCII digits (not ``²``),
    at most twelve of them."""
    return text.isascii() and text.isdigit() and len(text) <= 12


def _int(text: str, line: int, column: int, reader: _Reader, what: str) -> int:
    text = text.strip()
    if not _digits(text) or int(text) > MAX_ROUNDS:
        reader.fail(line, column, f"expected the {what} as a whole number up to "
                                  f"{MAX_ROUNDS}, found {text[:20]!r}")
        raise _Skip
    return int(text)


def _colour(text: str, line: int, reader: _Reader) -> Colour:
    word = text.strip().split()[0] if text.strip() else ""
    try:
        return Colour.from_word(word)
    except ValueError:
        reader.fail(line, 5, f"expected the initial colour W or B, found {word!r}")
        raise _Skip from None


def _field(line: str, start: int, end: int) -> str:
    """Columns ``start``..``end`` (1-based, inclusive)."""
    return line[start - 1:end]


def _read_player(line: str, number: int, reader: _Reader) -> tuple[Player | None, list[_Cell]]:
    start_text = _field(line, 5, 8).strip()
    if not _digits(start_text) or int(start_text) == 0:
        reader.fail(number, 5, f"expected a pairing number in columns 5-8, found {start_text!r}")
        return None, []
    start_no = int(start_text)
    rating_text = _field(line, 49, 52).strip()
    if rating_text and not _digits(rating_text):
        reader.fail(number, 49, f"expected a rating in columns 49-52, found {rating_text!r}")
        return None, []
    fide_text = _field(line, 58, 68).strip()
    if fide_text and not _digits(fide_text):
        reader.fail(number, 58, f"expected a FIDE id in columns 58-68, found {fide_text!r}")
        return None, []
    name = _field(line, 15, 47).strip()
    if not name:
        reader.fail(number, 15, "expected the player's name in columns 15-47, found nothing")
        return None, []
    title = _field(line, 11, 13).strip()
    player = Player(
        start_no=start_no,
        name=name,
        rating=int(rating_text) if rating_text else 0,
        title=OLD_TITLES.get(title.upper(), title),
        federation=_field(line, 54, 56).strip(),
        sex=_field(line, 10, 10).strip(),
        birth_date=date_from_trf(_field(line, 70, 79)),
        fide_id=int(fide_text) if fide_text else None,
    )
    row: list[_Cell] = []
    col = ROUND_START
    if len(line) > ROUND_START + ROUND_WIDTH * MAX_ROUNDS:
        reader.fail(number, ROUND_START + ROUND_WIDTH * MAX_ROUNDS + 1,
                    f"more than {MAX_ROUNDS} rounds")
        return None, []
    while col < len(line):
        chunk = line[col:col + 8].ljust(8)
        if not chunk.strip():
            row.append(_Cell(0, " ", " ", number, col + 1, empty=True))
            col += ROUND_WIDTH
            continue
        opp_text, colour, result = chunk[0:4], chunk[5], chunk[7].upper()
        if opp_text.strip() and not _digits(opp_text.strip()):
            reader.fail(number, col + 1, f"expected an opponent number, found {opp_text!r}")
            return None, []
        opponent = int(opp_text) if opp_text.strip() else 0
        if colour not in "wbWB- ":
            reader.fail(number, col + 6, f"expected a colour w, b or -, found {colour!r}")
            return None, []
        if result not in "10=+-WDLHFUZ ":
            reader.fail(number, col + 8, f"expected a result (1 = 0 + - W D L H F U Z), "
                                         f"found {chunk[7]!r}")
            return None, []
        if opponent == start_no:
            reader.fail(number, col + 1, "a player cannot play themselves")
            return None, []
        row.append(_Cell(opponent, colour.lower(), result, number, col + 1))
        col += ROUND_WIDTH
    while row and row[-1].opponent == 0 and row[-1].result == " " and row[-1].colour in " -":
        row.pop()
    return player, row


_PLAYED = {
    ("1", "0"): (GameResult.WHITE_WINS, True),
    ("0", "1"): (GameResult.BLACK_WINS, True),
    ("=", "="): (GameResult.DRAW, True),
    ("W", "L"): (GameResult.WHITE_WINS, False),
    ("L", "W"): (GameResult.BLACK_WINS, False),
    ("D", "D"): (GameResult.DRAW, False),
    ("+", "-"): (GameResult.WHITE_WINS_BY_FORFEIT, True),
    ("-", "+"): (GameResult.BLACK_WINS_BY_FORFEIT, True),
    ("-", "-"): (GameResult.DOUBLE_FORFEIT, True),
}

_BYE_LETTERS = {"U": ByeKind.PAB, "H": ByeKind.HALF, "F": ByeKind.FULL, "Z": ByeKind.ZERO,
                "-": ByeKind.ZERO, " ": ByeKind.ZERO, "+": ByeKind.PAB, "0": ByeKind.ZERO,
                "=": ByeKind.HALF, "D": ByeKind.HALF, "1": ByeKind.FULL, "W": ByeKind.FULL,
                "L": ByeKind.ZERO}


def _build_rounds(cells: dict[int, list[_Cell]], bye_records: list[tuple[int, int, str]],
                  reader: _Reader, point_system: PointSystem) -> list[Round]:
    last = max((len(row) for row in cells.values()), default=0)
    rounds: list[Round] = []
    for r in range(1, last + 1):
        games: list[Game] = []
        byes: list[Bye] = []
        seen: set[int] = set()
        for start_no in sorted(cells):
            row = cells[start_no]
            if r > len(row) or start_no in seen:
                continue
            cell = row[r - 1]
            if cell.opponent == 0:
                if cell.result == " " and cell.colour in " -" and not _has_later(row, r):
                    continue
                byes.append(Bye(start_no, _BYE_LETTERS[cell.result]))
                seen.add(start_no)
                continue
            other_row = cells.get(cell.opponent)
            if other_row is None or len(other_row) < r:
                reader.fail(cell.line, cell.column,
                            f"round {r}: opponent {cell.opponent} is not in the file "
                            f"or has no entry for this round")
                continue
            other = other_row[r - 1]
            if other.opponent != start_no:
                reader.fail(cell.line, cell.column,
                            f"round {r}: player {start_no} meets {cell.opponent}, but "
                            f"{cell.opponent}'s line names {other.opponent or 'no opponent'}")
                continue
            if cell.colour == "w" and other.colour == "b":
                white, black, wr, br = start_no, cell.opponent, cell.result, other.result
            elif cell.colour == "b" and other.colour == "w":
                white, black, wr, br = cell.opponent, start_no, other.result, cell.result
            elif cell.colour in "- " and other.colour in "- " and cell.result in "+-":
                # A forfeit without colours: the lower pairing number is written first.
                white, black, wr, br = start_no, cell.opponent, cell.result, other.result
            else:
                reader.fail(cell.line, cell.column + 5,
                            f"round {r}: players {start_no} and {cell.opponent} "
                            f"need opposite colours w and b")
                continue
            seen.update((white, black))
            if wr == " " and br == " ":
                games.append(Game(0, white, black, None))
                continue
            key = (wr, br)
            if key not in _PLAYED:
                reader.fail(cell.line, cell.column + 7,
                            f"round {r}: results {wr!r} and {br!r} of players {white} and "
                            f"{black} do not fit together")
                continue
            result, rated = _PLAYED[key]
            games.append(Game(0, white, black, result, rated=rated))
        for rnd_no, start_no, kind in bye_records:
            if rnd_no == r and start_no not in seen:
                byes.append(Bye(start_no, _BYE_LETTERS.get(kind, ByeKind.ZERO)))
                seen.add(start_no)
        rounds.append(Round(r, _board_order(games), tuple(byes)))
    # byes announced (240) for rounds beyond the last column
    for rnd_no in sorted({r for r, _, _ in bye_records if r > last}):
        announced = tuple(Bye(p, _BYE_LETTERS.get(k, ByeKind.ZERO))
                          for r, p, k in bye_records if r == rnd_no)
        rounds.append(Round(rnd_no, (), announced))
    return rounds


def _empty_cells(cells: dict[int, list[_Cell]], rounds: list[Round]) -> dict[int, set[int]]:
    """Each player's paired rounds whose cell is empty (eight blanks) or missing."""
    paired = max((r.number for r in rounds if r.paired), default=0)
    return {start_no: {n for n in range(1, paired + 1) if n > len(row) or row[n - 1].empty}
            for start_no, row in cells.items()}


def _has_later(row: list[_Cell], r: int) -> bool:
    return any(c.opponent or c.result != " " for c in row[r:])


def _board_order(games: list[Game]) -> tuple[Game, ...]:
    """Boards are numbered in the order the games are met in the file (TRF stores no
    board numbers); the pairing engine renumbers a round it pairs."""
    return tuple(replace(g, board=i) for i, g in enumerate(games, start=1))


def _read_points_162(line: str, number: int, reader: _Reader) -> dict[str, Fraction]:
    values: dict[str, Fraction] = {}
    col = 5
    while col < len(line):
        code = line[col:col + 1]
        amount = line[col + 1:col + 5].strip()
        if code.strip():
            try:
                values[code] = bounded_points(to_points(amount))
            except (ValueError, ZeroDivisionError):
                reader.fail(number, col + 2, f"expected points for {code!r}, found {amount!r}")
        col += 9
    return values


#: JaVaFo's XXS keys and the point-system codes they set (see ``_point_system``).
XXS_KEYS = {"WW": "W", "BW": "W", "W": "W", "D": "D", "WD": "D", "BD": "D",
            "WL": "L", "BL": "L", "L": "L", "ZPB": "Z", "HPB": "H", "FPB": "F",
            "PAB": "P", "FW": "FW", "FL": "FL"}


def _read_xxs(text: str) -> dict[str, Fraction]:
    """JaVaFo's XXS: ``WW=1.0 BW=1.0 D=0.5 ...``."""
    values: dict[str, Fraction] = {}
    for item in text.split():
        if "=" in item:
            key, _, amount = item.partition("=")
            mapped = XXS_KEYS.get(key.upper())
            if mapped:
                try:
                    values[mapped] = bounded_points(to_points(amount))
                except (ValueError, ZeroDivisionError):
                    pass
    return values


def _point_system(values: dict[str, Fraction]) -> PointSystem:
    """Record 162 codes (W D L A P) and the finer XXS ones (FW FL F H Z); a value
    not given follows the one it usually equals (162's defaults)."""
    base = PointSystem()
    win = values.get("W", base.win)
    draw = values.get("D", base.draw)
    absent = values.get("A", base.zero_bye)
    return PointSystem(
        win=win,
        draw=draw,
        loss=values.get("L", base.loss),
        forfeit_win=values.get("FW", win),
        forfeit_loss=values.get("FL", absent),
        pab=values.get("P", win),
        full_bye=values.get("F", win),
        half_bye=values.get("H", draw),
        zero_bye=values.get("Z", absent),
    )


def _read_240(line: str, number: int, reader: _Reader) -> list[tuple[int, int, str]]:
    """``240 T RRR PPPP PPPP ...``: byes of type T (H, F, Z; U for a PAB) in round RRR."""
    kind = line[4:5].strip().upper() or "Z"
    round_text = line[6:9].strip()
    if not _digits(round_text):
        reader.fail(number, 7, f"expected a round number in columns 7-9, found {round_text!r}")
        return []
    return [(int(round_text), start_no, kind)
            for start_no in _pairing_numbers(line, 10, number, reader)]


def _pairing_numbers(line: str, start: int, number: int, reader: _Reader) -> list[int]:
    """The four-column pairing numbers from index ``start`` on, five columns apart
    (records 240 and 260); nothing if one of them is not a number."""
    found = []
    for col in range(start, len(line), 5):
        text = line[col:col + 4].strip()
        if not text:
            continue
        if not _digits(text):
            reader.fail(number, col + 1, f"expected a pairing number, found {text!r}")
            return []
        found.append(int(text))
    return found


def _read_250(line: str, number: int, reader: _Reader) -> VirtualPoints:
    """``250 MMMM GGGG RRR RRR PPPP PPPP``: virtual (acceleration) game points GGGG for
    rounds RRR..RRR to the players PPPP..PPPP."""
    try:
        amount = bounded_points(to_points(line[9:13].strip() or "0"))
        first_round, last_round = int(line[14:17]), int(line[18:21])
        first, last = int(line[22:26]), int(line[27:31])
    except (ValueError, ZeroDivisionError):
        reader.fail(number, 5, "expected '250 MMMM GGGG RRR RRR PPPP PPPP' (points, rounds, "
                               "players)")
        raise _Skip from None
    return VirtualPoints(amount, first_round, last_round, first, last)


def _read_260(line: str, number: int, reader: _Reader) -> tuple[int, ...]:
    """``260 RRR RRR PPPP PPPP ...``: players who must not meet (rounds RRR..RRR)."""
    return tuple(_pairing_numbers(line, 12, number, reader))


def _read_xxa(line: str, number: int, reader: _Reader) -> list[VirtualPoints]:
    """``XXA PPPP  p1.0 p2.0 ...``: a player's virtual points, one field per round."""
    start_text = line[4:8].strip()
    if not _digits(start_text):
        reader.fail(number, 5, f"expected a pairing number, found {start_text!r}")
        raise _Skip
    start_no = int(start_text)
    out = []
    for index, col in enumerate(range(9, len(line), 5), start=1):
        text = line[col:col + 4].strip()
        if not text:
            continue
        try:
            amount = bounded_points(to_points(text))
        except (ValueError, ZeroDivisionError):
            reader.fail(number, col + 1, f"expected points, found {text!r}")
            raise _Skip from None
        if amount:
            out.append(VirtualPoints(amount, index, index, start_no, start_no))
    return out


def _system_from_labels(labels: list[str], systems: Systems) -> tuple[str, bool]:
    """The system (and whether a round robin is double) a 092/192 label names: the
    first system one of whose words the label holds; any other label means the first
    of ``systems``, the default (the Dutch system)."""
    for label in labels:
        upper = label.upper().replace(" ", "_")
        for system in systems.values():
            if any(word in upper for word in system.trf_words):
                return system.name, bool(system.trf_double_label) and "DOUBLE" in upper
    return next(iter(systems)), False


def _acceleration_from_labels(labels: list[str]) -> str:
    """``baku`` when a 092/192 label names the Baku acceleration (e.g. the engines'
    ``FIDE_DUTCH_2025_BAKU``), else ``none``."""
    return "baku" if any("BAKU" in label.upper() for label in labels) else "none"


def _infer_initial_colour(players: list[Player], rounds: list[Round]) -> Colour | None:
    """When the file does not say: the colour the highest player paired in the first
    round with colours had, reversed when his effective pairing number is even
    (players not yet entered are skipped)."""
    for rnd in rounds:
        played = [g for g in rnd.games]
        if not played:
            continue
        entered = _entered_by(players, rounds, rnd.number)
        rank = 0
        for player in sorted(players, key=lambda p: p.start_no):
            if player.start_no not in entered:
                continue
            game = rnd.game_of(player.start_no)
            if game is not None:
                colour = game.colour_of(player.start_no)
                return colour if rank % 2 == 0 else colour.opposite
            rank += 1
        return None
    return None


def _entered_by(players: list[Player], rounds: list[Round], upto: int) -> set[int]:
    entered: set[int] = set()
    for rnd in rounds:
        if rnd.number > upto:
            break
        for game in rnd.games:
            entered.update(game.players)
        if rnd.pab is not None:
            entered.add(rnd.pab)
    return entered
