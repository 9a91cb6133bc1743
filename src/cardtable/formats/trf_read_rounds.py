"""The player records of a TRF file (001): each player, and their round cells paired
into the rounds' games and byes. The cells of a game must agree (each names the
other, opposite colours, results that fit together); a cell that does not is
reported at its line and column."""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from ..model.tournament import Bye, Game, Round, Tournament
from ..model.results import ByeKind, GameResult
from ..model.colour import Colour
from ..model.player import Player
from .limits import MAX_ROUNDS
from .trf_read_lines import ROUND_START, ROUND_WIDTH, LineProblems, columns, date_from_trf, digits

#: Old TRF title codes (TRF-06) and the titles they stand for.
OLD_TITLES = {"G": "GM", "M": "IM", "F": "FM", "C": "CM",
              "WG": "WGM", "WM": "WIM", "WF": "WFM", "WC": "WCM"}


def title_from_trf(text: str) -> str:
    """A title as read: an old TRF-06 code (``G``) as the title it stands for."""
    return OLD_TITLES.get(text.upper(), text)


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class Cell(NamedTuple):
    """One round of one 001 line."""

    opponent: int  # 0 = none
    colour: str  # 'w', 'b', '-' or ' '
    result: str  # the result character, upper-case
    line: int
    column: int
    empty: bool = False  # eight blanks: the player is not in this round


def read_player(line: str, number: int,
                problems: LineProblems) -> tuple[Player | None, list[Cell]]:
    """A 001 record: the player and their round cells (None when the line is wrong,
    which is reported)."""
    start_text = columns(line, 5, 8).strip()
    if not digits(start_text) or int(start_text) == 0:
        problems.fail(number, 5, f"expected a pairing number in columns 5-8, found "
                                 f"{start_text!r}")
        return None, []
    start_no = int(start_text)
    rating_text = columns(line, 49, 52).strip()
    if rating_text and not digits(rating_text):
        problems.fail(number, 49, f"expected a rating in columns 49-52, found {rating_text!r}")
        return None, []
    fide_text = columns(line, 58, 68).strip()
    if fide_text and not digits(fide_text):
        problems.fail(number, 58, f"expected a FIDE id in columns 58-68, found {fide_text!r}")
        return None, []
    name = columns(line, 15, 47).strip()
    if not name:
        problems.fail(number, 15, "expected the player's name in columns 15-47, found nothing")
        return None, []
    player = Player(
        start_no=start_no,
        name=name,
        rating=int(rating_text) if rating_text else 0,
        title=title_from_trf(columns(line, 11, 13).strip()),
        federation=columns(line, 54, 56).strip(),
        sex=columns(line, 10, 10).strip(),
        birth_date=date_from_trf(columns(line, 70, 79)),
        fide_id=int(fide_text) if fide_text else None,
    )
    if len(line) > ROUND_START + ROUND_WIDTH * MAX_ROUNDS:
        problems.fail(number, ROUND_START + ROUND_WIDTH * MAX_ROUNDS + 1,
                      f"more than {MAX_ROUNDS} rounds")
        return None, []
    row = _cells(line, number, start_no, problems)
    if row is None:
        return None, []
    return player, row


def _cells(line: str, number: int, start_no: int, problems: LineProblems) -> list[Cell] | None:
    """The round cells of a 001 line, without the empty ones at its end."""
    row: list[Cell] = []
    col = ROUND_START
    while col < len(line):
        chunk = line[col:col + 8].ljust(8)
        if not chunk.strip():
            row.append(Cell(0, " ", " ", number, col + 1, empty=True))
            col += ROUND_WIDTH
            continue
        opp_text, colour, result = chunk[0:4], chunk[5], chunk[7].upper()
        opp_digits = opp_text.strip()  # Python's white space (\x1f too), as every field
        if opp_digits and not digits(opp_digits):
            problems.fail(number, col + 1, f"expected an opponent number, found {opp_text!r}")
            return None
        opponent = int(opp_digits) if opp_digits else 0
        if colour not in "wbWB- ":
            problems.fail(number, col + 6, f"expected a colour w, b or -, found {colour!r}")
            return None
        if result not in "10=+-WDLHFUZ ":
            problems.fail(number, col + 8, f"expected a result (1 = 0 + - W D L H F U Z), "
                                           f"found {chunk[7]!r}")
            return None
        if opponent == start_no:
            problems.fail(number, col + 1, "a player cannot play themselves")
            return None
        row.append(Cell(opponent, colour.lower(), result, number, col + 1))
        col += ROUND_WIDTH
    while row and row[-1].opponent == 0 and row[-1].result == " " and row[-1].colour in " -":
        row.pop()
    return row


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
    ("=", "0"): (GameResult.WHITE_HALF_BLACK_ZERO, True),
    ("0", "="): (GameResult.WHITE_ZERO_BLACK_HALF, True),
    ("0", "0"): (GameResult.BOTH_LOSE, True),
}

#: ``+`` without an opponent: a board won opposite an empty one in a team match, else
#: the PAB (the team records decide: :mod:`cardtable.systems.team.trf_team_rounds`)
BYE_LETTERS = {"U": ByeKind.PAB, "H": ByeKind.HALF, "F": ByeKind.FULL, "Z": ByeKind.ZERO,
               "-": ByeKind.ZERO, " ": ByeKind.ZERO, "+": ByeKind.EMPTY_BOARD, "0": ByeKind.ZERO,
               "=": ByeKind.HALF, "D": ByeKind.HALF, "1": ByeKind.FULL, "W": ByeKind.FULL,
               "L": ByeKind.ZERO}


def build_rounds(cells: dict[int, list[Cell]], bye_records: list[tuple[int, int, str]],
                 problems: LineProblems, *, team_file: bool = False) -> list[Round]:
    """The rounds from every player's cells and the byes of record 240
    (``(round, player, kind)``). A blank cell before a later entry is a zero-point
    bye; in a team file (``team_file``) a player not on the boards that round (a
    reserve), who scores nothing either."""
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
                if cell.result == " " and cell.colour in " -" and (
                        team_file or not _has_later(row, r)):
                    continue
                byes.append(Bye(start_no, BYE_LETTERS[cell.result]))
                seen.add(start_no)
                continue
            # boards numbered in the order the games are met in the file (TRF stores
            # no board numbers); the pairing engine renumbers a round it pairs
            game = _game(r, start_no, cell, cells, problems, board=len(games) + 1)
            if game is not None:
                seen.update(game.players)
                games.append(game)
        for rnd_no, start_no, kind in bye_records:
            if rnd_no == r and start_no not in seen:
                byes.append(Bye(start_no, BYE_LETTERS.get(kind, ByeKind.ZERO)))
                seen.add(start_no)
        rounds.append(Round(r, tuple(games), tuple(byes)))
    # byes announced (240) for rounds beyond the last column
    for rnd_no in sorted({r for r, _, _ in bye_records if r > last}):
        announced = tuple(Bye(p, BYE_LETTERS.get(k, ByeKind.ZERO))
                          for r, p, k in bye_records if r == rnd_no)
        rounds.append(Round(rnd_no, (), announced))
    return rounds


def _game(r: int, start_no: int, cell: Cell, cells: dict[int, list[Cell]],
          problems: LineProblems, board: int) -> Game | None:
    """The game of round ``r`` that ``cell`` of player ``start_no`` names, on board
    ``board``, when the opponent's cell agrees (else reported, and None)."""
    other_row = cells.get(cell.opponent)
    if other_row is None or len(other_row) < r:
        problems.fail(cell.line, cell.column,
                      f"round {r}: opponent {cell.opponent} is not in the file "
                      f"or has no entry for this round")
        return None
    other = other_row[r - 1]
    if other.opponent != start_no:
        problems.fail(cell.line, cell.column,
                      f"round {r}: player {start_no} meets {cell.opponent}, but "
                      f"{cell.opponent}'s line names {other.opponent or 'no opponent'}")
        return None
    if cell.colour == "w" and other.colour == "b":
        white, black, wr, br = start_no, cell.opponent, cell.result, other.result
    elif cell.colour == "b" and other.colour == "w":
        white, black, wr, br = cell.opponent, start_no, other.result, cell.result
    elif cell.colour in "- " and other.colour in "- " and cell.result in "+-":
        # A forfeit without colours: the lower pairing number is written first.
        white, black, wr, br = start_no, cell.opponent, cell.result, other.result
    else:
        problems.fail(cell.line, cell.column + 5,
                      f"round {r}: players {start_no} and {cell.opponent} "
                      f"need opposite colours w and b")
        return None
    if wr == " " and br == " ":
        return Game(board, white, black, None)
    if (wr, br) not in _PLAYED:
        problems.fail(cell.line, cell.column + 7,
                      f"round {r}: results {wr!r} and {br!r} of players {white} and "
                      f"{black} do not fit together")
        return None
    result, rated = _PLAYED[(wr, br)]
    return Game(board, white, black, result, rated=rated)


def empty_cells(cells: dict[int, list[Cell]], rounds: list[Round]) -> dict[int, set[int]]:
    """Each player's paired rounds whose cell is empty (eight blanks) or missing."""
    paired = max((r.number for r in rounds if r.paired), default=0)
    return {start_no: {n for n in range(1, paired + 1) if n > len(row) or row[n - 1].empty}
            for start_no, row in cells.items()}


def _has_later(row: list[Cell], r: int) -> bool:
    return any(c.opponent or c.result != " " for c in row[r:])


def infer_initial_colour(players: list[Player], rounds: list[Round]) -> Colour | None:
    """When the file does not say: the colour the highest player paired in the first
    round with colours had, reversed when their effective pairing number is even
    (players not yet entered are skipped)."""
    for rnd in rounds:
        if not rnd.games:
            continue
        entered = _entered_by(rounds, rnd.number)
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


def _entered_by(rounds: list[Round], upto: int) -> set[int]:
    entered: set[int] = set()
    for rnd in rounds:
        if rnd.number > upto:
            break
        for game in rnd.games:
            entered.update(game.players)
        if rnd.pab is not None:
            entered.add(rnd.pab)
    return entered


def empty_boards_as_pab(t: Tournament, keep: frozenset[tuple[int, int]] = frozenset()
                        ) -> Tournament:
    """Each ``0000 - +`` cell read as the PAB, but the (round, player) in ``keep``: in a
    file without teams ``+`` opposite no one is the PAB; in a team file it is a board
    won opposite an empty board only when the player's team has a match that round
    (C.04.6; the team records say which, :mod:`cardtable.systems.team.trf_team_rounds`)."""
    return replace(t, rounds=tuple(replace(rnd, byes=tuple(
        replace(b, kind=ByeKind.PAB) if b.kind is ByeKind.EMPTY_BOARD
        and (rnd.number, b.player) not in keep else b for b in rnd.byes))
        for rnd in t.rounds))
