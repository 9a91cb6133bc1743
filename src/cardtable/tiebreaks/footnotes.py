"""The standings' footnote for a PAB: under C.07's Swiss rules (2026 edition, art. 16)
a round without an opponent counts in Buchholz, Sonneborn-Berger and their kin as a game
against a dummy opponent who has the player's own score (capped at half the maximum
score), so after round 1 the PAB player can rank above players who won at the board.
Correct, and it looks wrong on the wall: the standings say why, on screen and on
paper."""

from __future__ import annotations

from dataclasses import dataclass

from .standings import Standings

#: the mark beside a name the footnote explains
MARK = "*"


@dataclass(frozen=True, slots=True)
class PabFootnote:
    """The players (start numbers, in standings order) whose PAB counts as a dummy
    opponent in the tie-breaks ``codes``."""

    players: tuple[int, ...]
    codes: tuple[str, ...]

    def text(self, names: dict[int, str]) -> str:
        who = ", ".join(f"{n} {names[n]}" for n in self.players)
        codes = ", ".join(self.codes)
        return (f"{MARK} {who}: the pairing-allocated bye counts in {codes} as a game "
                f"against a dummy opponent with the player's own score, at most half the "
                f"maximum score (FIDE C.07, 2026 edition, art. 16), so a PAB can rank "
                f"above a win at the board.")


def pab_footnote(table: Standings) -> PabFootnote | None:
    """The footnote of ``table``, or None when no counted PAB stands for a dummy
    opponent in its tie-breaks."""
    players: dict[int, None] = {}  # in standings order, each once
    codes: dict[str, None] = {}
    columns = [(code, table.breakdowns.get(code, {})) for code in table.code_names]
    for row in table.rows:
        for code, breakdowns in columns:
            breakdown = breakdowns.get(row.start_no)
            if breakdown is not None and any(
                    c.label == "PAB" and not c.cut and c.source is not None and c.source.dummy
                    for c in breakdown.contributions):
                players[row.start_no] = None
                codes[code] = None
    return PabFootnote(tuple(players), tuple(codes)) if players else None
