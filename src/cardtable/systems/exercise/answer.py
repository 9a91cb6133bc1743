"""A hand-made pairing in the engines' pairing format (what ``engine -p`` writes):
the number of lines that follow on the first line, then ``WHITE BLACK`` by pairing
number, one board a line, the PAB as ``N 0``."""

from __future__ import annotations

from ..base import Pairing
from ...model.numerals import is_digits


class AnswerError(ValueError):
    """The answer is not a pairing of the round at all; the message names the line."""


def parse_answer(text: str, round_no: int, present: frozenset[int],
                 known: frozenset[int]) -> Pairing:
    """The pairing an answer gives for round ``round_no``, checked to be a pairing of
    the players ``present`` (everybody to be paired, the PAB included) and nobody
    else; ``known`` are all pairing numbers of the tournament."""
    lines = [(n, line.split()) for n, line in enumerate(text.splitlines(), start=1)
             if line.strip()]
    if not lines:
        raise AnswerError("the answer is empty: line 1 should give the number of boards")
    first_no, first = lines[0]
    if len(first) != 1 or not is_digits(first[0]):
        raise AnswerError(f"line {first_no}: the first line gives the number of lines "
                          f"that follow (boards and the PAB), not {' '.join(first)!r}")
    boards: list[tuple[int, int]] = []
    pab: int | None = None
    seen: dict[int, int] = {}
    for number, words in lines[1:]:
        if len(words) != 2 or not all(is_digits(w) for w in words):
            raise AnswerError(f"line {number}: expected two pairing numbers "
                              f"'WHITE BLACK' (or 'N 0' for the PAB), not "
                              f"{' '.join(words)!r}")
        white, black = int(words[0]), int(words[1])
        if white == 0:
            raise AnswerError(f"line {number}: 0 stands only for the PAB, after the player")
        if white == black:
            raise AnswerError(f"line {number}: {white} cannot play themselves")
        for player in (white, black) if black else (white,):
            if player not in known:
                raise AnswerError(f"line {number}: no player has pairing number {player}")
            if player not in present:
                raise AnswerError(f"line {number}: {player} is not to be paired in round "
                                  f"{round_no} (a requested bye, withdrawn or not yet "
                                  f"entered)")
            if player in seen:
                raise AnswerError(f"line {number}: {player} is already on line "
                                  f"{seen[player]}")
            seen[player] = number
        if black == 0:
            if pab is not None:
                raise AnswerError(f"line {number}: a second PAB ({pab} has it already)")
            pab = white
        else:
            boards.append((white, black))
    if int(first[0]) != len(lines) - 1:
        raise AnswerError(f"line {first_no}: it announces {first[0]} lines, but "
                          f"{len(lines) - 1} follow")
    missing = sorted(present - set(seen))
    if missing:
        raise AnswerError(f"the answer leaves out {', '.join(map(str, missing))}, who "
                          f"{'is' if len(missing) == 1 else 'are'} to be paired in round "
                          f"{round_no}")
    return Pairing(round_no, tuple(boards), pab)
