"""Replaying a recorded round: the tournament as it stood before the round was paired."""

from __future__ import annotations

from dataclasses import replace

from ..model import Bye, ByeKind, Round, Tournament


def before_round(tournament: Tournament, number: int) -> Tournament:
    """The tournament before round ``number`` was paired: earlier rounds as recorded;
    of round ``number`` only its requested byes (H, F, Z). When that round is recorded,
    a player who has no board and no bye in it was absent (a TRF line that stops early,
    e.g. after a withdrawal) and is kept out as a zero-point bye."""
    rounds = [r for r in tournament.rounds if r.number < number]
    recorded = tournament.round(number)
    byes = [b for b in recorded.byes if b.kind is not ByeKind.PAB]
    if recorded.paired:
        present = {p for g in recorded.games for p in g.players}
        present |= {b.player for b in recorded.byes}
        byes += [Bye(p.start_no, ByeKind.ZERO) for p in tournament.players
                 if p.start_no not in present and p.takes_part_in(number)]
    rounds.append(Round(number, (), tuple(byes), recorded.date))
    return replace(tournament, rounds=tuple(rounds))
