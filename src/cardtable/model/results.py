"""Game results and byes: what was written on the score sheet, and what it counts for.

A result says for each side whether it won, drew or lost, and whether the game was
played over the board. The rare results an arbiter gives when the two sides do not
score 1 together (``½-0``, ``0-½``, ``0-0``: e.g. a game both players lost under
the Laws of Chess, art. 11/12 penalties) are played games, each side scoring its own
outcome; in TRF they are the cells ``=`` and ``0`` (or ``0`` and ``0``). Forfeits are *unplayed* (C.04.1): they give no colour and the
two players have not met. Games that lasted less than one move (TRF ``W``/``D``/``L``)
were agreed at the board: they count as played for the pairing, but are not rated.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Outcome(enum.Enum):
    """One side's outcome of a round, before the point system gives it a value."""

    WIN = "W"
    DRAW = "D"
    LOSS = "L"
    FORFEIT_WIN = "+"
    FORFEIT_LOSS = "-"


@dataclass(frozen=True, slots=True)
class _ResultSpec:
    """A result as the file writes it (``token``) and what it gives White and Black."""

    token: str
    white: Outcome
    black: Outcome


class GameResult(enum.Enum):
    """The result of one board, written as in the tournament file."""

    WHITE_WINS = _ResultSpec("1-0", Outcome.WIN, Outcome.LOSS)
    DRAW = _ResultSpec("½-½", Outcome.DRAW, Outcome.DRAW)
    BLACK_WINS = _ResultSpec("0-1", Outcome.LOSS, Outcome.WIN)
    WHITE_WINS_BY_FORFEIT = _ResultSpec("+/-", Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS)
    BLACK_WINS_BY_FORFEIT = _ResultSpec("-/+", Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN)
    DOUBLE_FORFEIT = _ResultSpec("-/-", Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS)
    WHITE_HALF_BLACK_ZERO = _ResultSpec("½-0", Outcome.DRAW, Outcome.LOSS)
    WHITE_ZERO_BLACK_HALF = _ResultSpec("0-½", Outcome.LOSS, Outcome.DRAW)
    BOTH_LOSE = _ResultSpec("0-0", Outcome.LOSS, Outcome.LOSS)

    @property
    def token(self) -> str:
        return self.value.token

    @property
    def white(self) -> Outcome:
        return self.value.white

    @property
    def black(self) -> Outcome:
        return self.value.black

    @property
    def played(self) -> bool:
        """Played over the board (not a forfeit)."""
        return self.value.white not in (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS)

    def outcome_for(self, white: bool) -> Outcome:
        return self.value.white if white else self.value.black

    @classmethod
    def parse(cls, text: str) -> GameResult:
        """Read a result as a user types it: ``1-0``, ``0-1``, ``½-½`` (also ``=``,
        ``1/2-1/2``, ``0.5-0.5``), ``+/-``, ``-/+``, ``-/-`` (also ``+-``, ``-+``, ``--``),
        and the rare ``½-0``, ``0-½``, ``0-0`` (also ``1/2-0``, ``0-1/2``)."""
        key = text.strip().replace(" ", "").replace(":", "-")
        found = _ALIASES.get(key)
        if found is None:
            raise ValueError(
                f"not a result: {text!r} (expected one of 1-0, ½-½, 0-1, +/-, -/+, -/-, "
                f"½-0, 0-½, 0-0)"
            )
        return found


_ALIASES: dict[str, GameResult] = {
    "1-0": GameResult.WHITE_WINS,
    "0-1": GameResult.BLACK_WINS,
    "½-½": GameResult.DRAW,
    "=": GameResult.DRAW,
    "1/2-1/2": GameResult.DRAW,
    "0.5-0.5": GameResult.DRAW,
    ",5-,5": GameResult.DRAW,
    "+/-": GameResult.WHITE_WINS_BY_FORFEIT,
    "+-": GameResult.WHITE_WINS_BY_FORFEIT,
    "-/+": GameResult.BLACK_WINS_BY_FORFEIT,
    "-+": GameResult.BLACK_WINS_BY_FORFEIT,
    "-/-": GameResult.DOUBLE_FORFEIT,
    "--": GameResult.DOUBLE_FORFEIT,
    "½-0": GameResult.WHITE_HALF_BLACK_ZERO,
    "1/2-0": GameResult.WHITE_HALF_BLACK_ZERO,
    "0.5-0": GameResult.WHITE_HALF_BLACK_ZERO,
    "0-½": GameResult.WHITE_ZERO_BLACK_HALF,
    "0-1/2": GameResult.WHITE_ZERO_BLACK_HALF,
    "0-0.5": GameResult.WHITE_ZERO_BLACK_HALF,
    "0-0": GameResult.BOTH_LOSE,
}


class ByeKind(enum.Enum):
    """Rounds without an opponent (C.04.1 art. 3-4; TRF letters).

    ``PAB`` is the pairing-allocated bye. ``HALF``, ``FULL`` and ``ZERO`` are byes the
    player requested before the round (H, F, Z); ``ZERO`` is also how an absence is
    recorded: a player who is not paired in a round scores nothing that round.
    ``EMPTY_BOARD`` is a board of a team match whose opponent's seat is empty (a
    short line-up): the player on it wins by forfeit (C.04.6 art. 0 with C.04.1; TRF
    ``0000 - +``), neither requested nor a PAB.
    """

    PAB = "U"
    HALF = "H"
    FULL = "F"
    ZERO = "Z"
    EMPTY_BOARD = "+"

    @property
    def requested(self) -> bool:
        return self not in (ByeKind.PAB, ByeKind.EMPTY_BOARD)

    @classmethod
    def parse(cls, text: str) -> ByeKind:
        key = text.strip().upper()
        names = {"PAB": cls.PAB, "U": cls.PAB, "H": cls.HALF, "HALF": cls.HALF,
                 "F": cls.FULL, "FULL": cls.FULL, "Z": cls.ZERO, "ZERO": cls.ZERO,
                 "ABSENT": cls.ZERO, "+": cls.EMPTY_BOARD}
        if key not in names:
            raise ValueError(f"not a bye: {text!r} (expected PAB, H, F, Z, or + for a "
                             f"forfeit win on an empty board)")
        return names[key]

    @property
    def label(self) -> str:
        return {ByeKind.PAB: "PAB", ByeKind.HALF: "H", ByeKind.FULL: "F",
                ByeKind.ZERO: "Z", ByeKind.EMPTY_BOARD: "+"}[self]
