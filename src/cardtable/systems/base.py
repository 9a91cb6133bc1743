"""What every pairing system produces, and how a pairing is published into a round."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, NewType, Protocol

from ..model.tournament import Bye, Game, Round, Tournament
from ..model.results import ByeKind, GameResult

if TYPE_CHECKING:  # pragma: no cover
    from ..trace.steps import Trace

#: a player's start number, the number the arbiter and the TRF know them by; the
#: pairing systems keep it apart from their own numbers (pairing numbers, card indices)
StartNo = NewType("StartNo", int)


@dataclass(frozen=True, slots=True)
class Pairing:
    """The pairing of one round: boards (white, black) in board order, the player
    who gets the pairing-allocated bye (or None), and the engine's trace when asked
    for.

    Round robins also use ``free``: players without a game and without points this
    round (the player drawn against N of an odd Berger table, C.05 Annex 1; published
    as a zero-point bye ``Z``, not as a PAB), and ``forfeited``: players whose game is
    published as lost by forfeit (withdrawn, C.05 art. 8.2).

    A team competition (C.04.6 art. 1.4) gives the PAB to a team: ``pab`` is its
    first player, ``pab_team`` the others; ``empty_boards``: the players whose board
    is empty on the other side (a short line-up), who win it by forfeit."""

    round: int
    boards: tuple[tuple[int, int], ...]
    pab: int | None = None
    trace: Trace | None = field(default=None, compare=False)
    free: tuple[int, ...] = ()
    forfeited: tuple[int, ...] = ()
    pab_team: tuple[int, ...] = ()
    empty_boards: tuple[int, ...] = ()

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


class NotReady(Exception):
    """The next round cannot be paired yet; the message says what is missing."""


class PairingSystem(Protocol):
    def __call__(self, tournament: Tournament, round_no: int, *,
                 trace: bool = False) -> Pairing: ...


def publish(tournament: Tournament, pairing: Pairing) -> Tournament:
    """Write a pairing into its round: boards numbered from 1 (a forfeited game with
    its result already), the PAB added, the free players as zero-point byes, the
    boards opposite an empty one won by forfeit, and the requested byes already in
    the round kept."""
    rnd = tournament.round(pairing.round)
    games = tuple(Game(board, white, black, _forfeit(white, black, pairing.forfeited))
                  for board, (white, black) in enumerate(pairing.boards, start=1))
    byes = tuple(b for b in rnd.byes
                 if b.kind is not ByeKind.PAB and b.player not in pairing.free)
    byes += tuple(Bye(player, ByeKind.ZERO) for player in pairing.free)
    if pairing.pab is not None:
        byes = byes + (Bye(pairing.pab, ByeKind.PAB),)
    byes += tuple(Bye(player, ByeKind.PAB) for player in pairing.pab_team)
    byes += tuple(Bye(player, ByeKind.EMPTY_BOARD) for player in pairing.empty_boards)
    return tournament.with_round(replace(rnd, games=games, byes=byes))


def _forfeit(white: int, black: int, forfeited: tuple[int, ...]) -> GameResult | None:
    """The result of a game one or both players lose by forfeit, or None."""
    if white in forfeited and black in forfeited:
        return GameResult.DOUBLE_FORFEIT
    if white in forfeited:
        return GameResult.BLACK_WINS_BY_FORFEIT
    if black in forfeited:
        return GameResult.WHITE_WINS_BY_FORFEIT
    return None
