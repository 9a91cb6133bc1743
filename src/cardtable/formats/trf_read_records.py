"""The records of a TRF file beside the players: the point system (162, the engines'
XXS), requested byes (240), acceleration (250, XXA), forbidden pairs (260, XXP) and
the tie-break list (202, 212). Each reads one line; a value that cannot be read is
reported at its line and column."""

from __future__ import annotations

from fractions import Fraction

from ..model.points import PointSystem, points as to_points
from ..model.tournament import VirtualPoints
from ..model.numerals import whole
from .limits import bounded_points
from .trf_read_lines import LineProblems, Skip, digits


def read_points_162(line: str, number: int, problems: LineProblems) -> dict[str, Fraction]:
    """``162 W  1.0    D  0.5 ...``: a code, then its points in four columns, nine
    columns apart."""
    values: dict[str, Fraction] = {}
    col = 5
    while col < len(line):
        code = line[col:col + 1]
        amount = line[col + 1:col + 5].strip()
        if code.strip():
            try:
                values[code] = bounded_points(to_points(amount))
            except (ValueError, ZeroDivisionError):
                problems.fail(number, col + 2, f"expected points for {code!r}, found {amount!r}")
        col += 9
    return values


#: JaVaFo's XXS keys and the point-system codes they set (see ``point_system``).
XXS_KEYS = {"WW": "W", "BW": "W", "W": "W", "D": "D", "WD": "D", "BD": "D",
            "WL": "L", "BL": "L", "L": "L", "ZPB": "Z", "HPB": "H", "FPB": "F",
            "PAB": "P", "FW": "FW", "FL": "FL"}


def read_xxs(text: str) -> dict[str, Fraction]:
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


def point_system(values: dict[str, Fraction]) -> PointSystem:
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


def read_240(line: str, number: int, problems: LineProblems) -> list[tuple[int, int, str]]:
    """``240 T RRR PPPP PPPP ...``: byes of type T (H, F, Z; U for a PAB) in round RRR."""
    kind = line[4:5].strip().upper() or "Z"
    round_text = line[6:9].strip()
    if not digits(round_text):
        problems.fail(number, 7, f"expected a round number in columns 7-9, found "
                                 f"{round_text!r}")
        return []
    return [(int(round_text), start_no, kind)
            for start_no in _pairing_numbers(line, 10, number, problems)]


def _pairing_numbers(line: str, start: int, number: int, problems: LineProblems) -> list[int]:
    """The four-column pairing numbers from index ``start`` on, five columns apart
    (records 240 and 260); nothing if one of them is not a number."""
    found = []
    for col in range(start, len(line), 5):
        text = line[col:col + 4].strip()
        if not text:
            continue
        if not digits(text):
            problems.fail(number, col + 1, f"expected a pairing number, found {text!r}")
            return []
        found.append(int(text))
    return found


def read_250(line: str, number: int, problems: LineProblems) -> VirtualPoints:
    """``250 MMMM GGGG RRR RRR PPPP PPPP``: virtual (acceleration) game points GGGG for
    rounds RRR..RRR to the players PPPP..PPPP."""
    try:
        amount = bounded_points(to_points(line[9:13].strip() or "0"))
        first_round, last_round = whole(line[14:17]), whole(line[18:21])
        first, last = whole(line[22:26]), whole(line[27:31])
    except (ValueError, ZeroDivisionError):
        problems.fail(number, 5, "expected '250 MMMM GGGG RRR RRR PPPP PPPP' (points, "
                                 "rounds, players)")
        raise Skip from None
    return VirtualPoints(amount, first_round, last_round, first, last)


def read_260(line: str, number: int, problems: LineProblems) -> tuple[int, ...]:
    """``260 RRR RRR PPPP PPPP ...``: players who must not meet (rounds RRR..RRR)."""
    return tuple(_pairing_numbers(line, 12, number, problems))


def read_xxp(line: str) -> tuple[int, ...]:
    """The engines' ``XXP 3 7 12``: players who must not meet."""
    return tuple(int(tok) for tok in line[3:].split() if digits(tok))


def read_xxa(line: str, number: int, problems: LineProblems) -> list[VirtualPoints]:
    """``XXA PPPP  p1.0 p2.0 ...``: a player's virtual points, one field per round."""
    start_text = line[4:8].strip()
    if not digits(start_text):
        problems.fail(number, 5, f"expected a pairing number, found {start_text!r}")
        raise Skip
    start_no = int(start_text)
    out = []
    for index, col in enumerate(range(9, len(line), 5), start=1):
        text = line[col:col + 4].strip()
        if not text:
            continue
        try:
            amount = bounded_points(to_points(text))
        except (ValueError, ZeroDivisionError):
            problems.fail(number, col + 1, f"expected points, found {text!r}")
            raise Skip from None
        if amount:
            out.append(VirtualPoints(amount, index, index, start_no, start_no))
    return out


def read_tiebreaks(text: str, number: int, problems: LineProblems, *,
                   teams: bool = False) -> tuple[str, ...]:
    """Records 202 and 212: the tie-break list, comma separated, each code checked
    as every reader checks it (C.07 art. 5 and 14; ``PTS`` dropped: the points come
    first anyway); in a team file (``teams``) the teams' list, with C.07's team codes
    (``EGGSB``, ``BH:GP``). The tie-breaks are imported only for a file that has the
    record (a pairing engine's input rarely does: issue 36)."""
    from ..tiebreaks.codes import CodeError
    from ..tiebreaks.registry import checked_list
    from ..tiebreaks.team_codes import checked_team_list

    try:
        return (checked_team_list if teams else checked_list)(text.split(","))
    except CodeError as exc:
        problems.fail(number, 5, f"tie-breaks: {exc}")
        raise Skip from None
