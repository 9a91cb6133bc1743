"""What every pairing system produces, and how a pairing is published into a round."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Protocol

from ..model import Bye, ByeKind, Game, Round, Tournament

if TYPE_CHECKING:  # pragma: no cover
    from ..trace import Trace


@dataclass(frozen=True, slots=True)
class Pairing:
    """The pairing of one round: boards (white, black) in board order, the player
    who gets the pairing-allocated bye (or None), and the engine's trace when asked
    for."""

    round: int
    boards: tuple[tuple[int, int], ...]
    pab: int | None = None
    trace: Trace | None = field(default=None, compare=False)

    def as_set(self) -> frozenset[tuple[int, int]]:
        return frozenset(self.boards)


class PairingError(Exception):
    """No legal pairing exists. ``players`` are the players that cannot be paired and
    ``rule`` the article that blocks them."""

    def __init__(self, message: str, players: tuple[int, ...] = (), rule: str = ""):
        self.players = players
        self.rule = rule
        super().__init__(message)


class SystemNotAvailable(Exception):
    """The tournament names a pairing system this version does not have yet."""


class PairingSystem(Protocol):
    def __call__(self, tournament: Tournament, round_no: int, *,
                 trace: bool = False) -> Pairing: ...


def publish(tournament: Tournament, pairing: Pairing) -> Tournament:
    """Write a pairing into its round: boards numbered from 1, the PAB added, and the
    requested byes already in the round kept."""
    rnd = tournament.round(pairing.round)
    games = tuple(Game(board, white, black)
                  for board, (white, black) in enumerate(pairing.boards, start=1))
    byes = tuple(b for b in rnd.byes if b.kind is not ByeKind.PAB)
    if pairing.pab is not None:
        byes = byes + (Bye(pairing.pab, ByeKind.PAB),)
    return tournament.with_round(replace(rnd, games=games, byes=byes))
