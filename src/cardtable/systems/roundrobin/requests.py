"""Requested byes and forbidden pairs in a round robin: neither exists.

The Berger table fixes every round in advance (C.05 Annex 1; the round robin with
Berger tables: "Damit wissen alle Teilnehmer, wann und in welcher Runde sie gegen
welchen Gegner spielen werden"), and every participant undertakes to play the
tournament to the end ("Alle Teilnehmer eines Rundenturniers müssen sich verpflichten,
dieses auch zu Ende zu spielen").

* A player who cannot play a round does not get a bye: their game of the table is lost
  by forfeit, entered as its result once the round is paired (as for a withdrawn
  player's games, C.05 art. 8.2).
* Two players cannot be kept apart: everybody meets everybody. Players of one club or
  family are made to meet early instead, by their start numbers (assigned, C.05 art.
  7.6, or drawn by the Varma tables, art. 7.7 and Annex 2; the round robin with Berger
  tables: "befreundete Teilnehmer ... möglichst früh gegeneinander spielen zu lassen").

``cardtable bye`` and ``forbid`` (and the app) refuse both
(:mod:`cardtable.systems.requests`); a file that has them anyway (edited by hand, read
from a TRF) is not paired until they are removed (:func:`refuse_forbidden`,
:func:`refuse_byes`)."""

from __future__ import annotations

from ...model.results import ByeKind
from ...model.tournament import Tournament
from ..base import PairingError
from ..berger import ScheduledRound
from .trace import ANNEX_1


def no_bye(player: str) -> str:
    """Why ``player`` (number and name) cannot have a requested bye, and what to do."""
    return (f"a round robin has no requested byes: the Berger table gives every player "
            f"a game in every round ({ANNEX_1}) and every participant undertakes to "
            f"play the tournament to the end. If {player} cannot play, that game is lost "
            f"by forfeit: once the round is paired, enter it as -/+ when {player} has White, "
            f"+/- when Black")


def no_forbidden_pair(players: str = "") -> str:
    """Why players (``players``, when named) cannot be kept apart, and what is done
    instead."""
    named = f" ({players})" if players else ""
    return (f"a round robin cannot keep players apart{named}: in the Berger table "
            f"everybody meets everybody ({ANNEX_1}). Players of one club or family are "
            f"made to meet in the first rounds by their start numbers instead (C.05 art. "
            f"7.6; the Varma tables, art. 7.7)")


def refuse_forbidden(tournament: Tournament, rounds: tuple[ScheduledRound, ...]) -> None:
    """Raise :class:`PairingError` when the file has a forbidden pair (``rounds``: the
    whole table, to say when the table pairs them)."""
    for group in tournament.settings.forbidden_pairs:
        names = ", ".join(map(str, group))
        meets = [(rnd.number, board) for rnd in rounds for board in rnd.boards
                 if set(board) <= set(group)]
        when = (f" and the table pairs {meets[0][1][0]}-{meets[0][1][1]} in round "
                f"{meets[0][0]}" if meets else "")
        raise PairingError(f"the file forbids {names} to meet (tournament.forbidden, "
                           f"TRF-2026 260){when}, but {no_forbidden_pair()}. Remove the "
                           f"group (cardtable forbid FILE {' '.join(map(str, group))} "
                           f"--remove)", group, ANNEX_1)


def refuse_byes(tournament: Tournament, round_no: int, boards: list[tuple[int, int]],
                free: list[int]) -> None:
    """Raise :class:`PairingError` when a player with a game in round ``round_no``
    (``boards``) has a requested bye in it, or a player ``free`` that round by the
    table asks for points (a zero-point bye is what the table gives them anyway: a
    recorded round paired again has one)."""
    for bye in tournament.requested_byes(round_no):
        player = f"{bye.player} {tournament.player(bye.player).name}"
        asked = f"{player} has a requested bye ({bye.kind.label}) in round {round_no}"
        remove = f"Remove it (cardtable bye FILE {round_no} {bye.player} --remove)"
        board = next((b for b in boards if bye.player in b), None)
        if board is not None:
            raise PairingError(f"{asked}, but {no_bye(player)}; the table gives "
                               f"{bye.player} the board {board[0]}-{board[1]}. {remove}", (bye.player,), ANNEX_1)
        if bye.player in free and bye.kind is not ByeKind.ZERO:
            raise PairingError(f"{asked}, but {bye.player} is free that round by the "
                               f"table: no game and no points ({ANNEX_1}). {remove}", (bye.player,),
                               ANNEX_1)
