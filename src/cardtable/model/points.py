"""The point system: what each outcome and bye is worth (TRF-2026 record 162)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction

from .results import ByeKind, Outcome


#: Points written as text: a decimal (``1.5``, ``½``, ``2½``) or a fraction (``1/3``).
_POINTS_TEXT = re.compile(r"[+-]?(\d{1,18}(\.\d{0,18})?|\.\d{1,18}|\d{1,18}/\d{1,18})", re.ASCII)


def points(value: int | float | str | Fraction) -> Fraction:
    """An exact number of points (``1``, ``0.5``, ``"½"``, ``"1.5"``). Raises
    ``ValueError`` for anything else, including infinities and exponents (``1e9``),
    whose exact value could take unbounded work."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, str):
        text = value.strip().replace("½", ".5").replace(",", ".")
        if text.startswith("."):
            text = "0" + text
        if not _POINTS_TEXT.fullmatch(text):
            raise ValueError(f"not a number of points: {value[:40]!r}")
        return Fraction(text)
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"not a number of points: {value}")
    return Fraction(value).limit_denominator(1000)


def format_points(value: Fraction | int, half: str = ".5") -> str:
    """``Fraction(7, 2)`` as ``3.5`` (or ``3½`` with ``half="½"``)."""
    if value.denominator == 1:
        return str(value.numerator)
    if value < 0:  # -5.5, not -6.5 (divmod floors towards -inf)
        return "-" + format_points(-value, half)
    whole, rest = divmod(value, 1)
    if rest == Fraction(1, 2):
        if half == "½":
            return ("" if whole == 0 else str(whole)) + "½"
        return f"{whole}{half}"
    return f"{float(value):g}"


@dataclass(frozen=True, slots=True)
class PointSystem:
    """Points per outcome. The default is FIDE's 1 / ½ / 0, a PAB and a full-point bye
    scoring as a win, a half-point bye as a draw."""

    win: Fraction = Fraction(1)
    draw: Fraction = Fraction(1, 2)
    loss: Fraction = Fraction(0)
    forfeit_win: Fraction = Fraction(1)
    forfeit_loss: Fraction = Fraction(0)
    pab: Fraction = Fraction(1)
    full_bye: Fraction = Fraction(1)
    half_bye: Fraction = Fraction(1, 2)
    zero_bye: Fraction = Fraction(0)

    def for_outcome(self, outcome: Outcome) -> Fraction:
        return {
            Outcome.WIN: self.win,
            Outcome.DRAW: self.draw,
            Outcome.LOSS: self.loss,
            Outcome.FORFEIT_WIN: self.forfeit_win,
            Outcome.FORFEIT_LOSS: self.forfeit_loss,
        }[outcome]

    def for_bye(self, kind: ByeKind) -> Fraction:
        return {
            ByeKind.PAB: self.pab,
            ByeKind.FULL: self.full_bye,
            ByeKind.HALF: self.half_bye,
            ByeKind.ZERO: self.zero_bye,
            ByeKind.EMPTY_BOARD: self.forfeit_win,
        }[kind]

    @property
    def is_default(self) -> bool:
        return self == PointSystem()

    def following(self, win: Fraction, draw: Fraction, loss: Fraction) -> PointSystem:
        """New points of a win, a draw and a loss, and every forfeit and bye that scored
        as one of them scoring as it still: C.04.1 art. 4 scores the PAB as a win
        unless the tournament's rules say otherwise, and so a forfeit win and a
        full-point bye; a half-point bye as a draw; a forfeit loss and a zero-point bye
        as a loss. A value set apart from them stays as it is."""
        def follow(value: Fraction, old: Fraction, new: Fraction) -> Fraction:
            return new if value == old else value

        return PointSystem(win, draw, loss,
                           follow(self.forfeit_win, self.win, win),
                           follow(self.forfeit_loss, self.loss, loss),
                           follow(self.pab, self.win, win),
                           follow(self.full_bye, self.win, win),
                           follow(self.half_bye, self.draw, draw),
                           follow(self.zero_bye, self.loss, loss))
