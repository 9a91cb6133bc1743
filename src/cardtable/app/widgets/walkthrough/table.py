"""The things on the card table and how one step moves them: a card as it lies in its
pile, a pile, a board so far; cards moved down to the next pile (MDPs), pulled up to a
top-scoregroup's bracket (upfloaters, C.04.5 and C.04.6 art. 3.5) or brought back to a
bracket entered again; a step's boards laid on the boards so far, or taken off when
the pairing that made them is undone. Headless: read from the trace's steps and the
system's :mod:`table moves <cardtable.trace.table_moves>`."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Callable

from cardtable.trace.steps import (
    BoardsStep,
    BracketStep,
    ByeStep,
    CardView,
    ChoiceStep,
    ColourStep,
    ProcedureStep,
    Step,
)
from cardtable.trace.table_moves import ByeGiven, MatchColoured, PairingTried, TableMove
from cardtable.trace.table_steps import TableBoardStep


class CardState(enum.Enum):
    """Where a card lies on the table."""

    WAITING = "waiting"      # in its pile, its bracket not opened yet
    IN_BRACKET = "bracket"   # in the bracket being paired
    PAIRED = "paired"        # paired in a bracket already
    MDP = "MDP"              # moved down from a higher pile (C.04.3 art. 1.4.1)
    UPFLOATER = "upfloater"  # pulled up to the bracket of a higher pile (art. 3.5)
    PAB = "PAB"              # given the pairing-allocated bye


@dataclass(frozen=True, slots=True)
class PiledCard:
    """A card in a pile; ``moved`` when it came down from a higher pile, or, with
    ``up``, when it was pulled up from a lower one."""

    card: CardView
    state: CardState
    partner: int | None = None
    moved: bool = False
    up: bool = False


@dataclass(frozen=True, slots=True)
class Pile:
    """One score group's pile, its cards in the order they lie (MDPs on top);
    ``pulled_up`` when cards of it were pulled up to a higher pile's bracket."""

    score: str
    cards: tuple[PiledCard, ...]
    pulled_up: bool = False


@dataclass(frozen=True, slots=True)
class Board:
    """A pair so far: ``coloured`` once a colour step (or the final list) decided who
    has White; ``rule`` is the article that decided it."""

    white: int
    black: int
    coloured: bool = False
    rule: str = ""
    bracket: int = 0
    """The bracket whose choice made the pair (0: none, a table's or the final
    list's board)."""
    games: int = 1
    """The games the pair plays (a Double-Swiss match 2: game 2 with the colours
    reversed)."""


Boards = dict[frozenset[int], Board]


def lay(step: Step, move: TableMove | None, boards: Boards, pab: int | None) -> int | None:
    """Add what one board step gives to ``boards`` (by the system's table move when it
    has one, else by the step's generic class); returns the PAB after it."""
    if move is not None:
        if isinstance(move, PairingTried) and move.taken:
            for a, b in move.pairs:
                boards[frozenset((a, b))] = Board(a, b, bracket=move.bracket)
        elif isinstance(move, MatchColoured):
            boards[frozenset((move.white, move.black))] = Board(
                move.white, move.black, True, move.rule, games=move.games)
        elif isinstance(move, ByeGiven):
            return move.player
        return pab
    if isinstance(step, ChoiceStep):
        if step.bracket:  # the bracket paired again (C.12, C.13): its new pairs only
            _take_off(boards, lambda n: n == step.bracket)
        for a, b in step.pairs:
            boards[frozenset((a, b))] = Board(a, b, bracket=step.bracket)
    elif isinstance(step, BracketStep):
        if any(b.bracket == step.number for b in boards.values()):  # opened again
            _take_off(boards, lambda n: n >= step.number)
    elif isinstance(step, ProcedureStep):
        _take_off(boards, lambda n: n >= step.undone_bracket)
    elif isinstance(step, ColourStep):
        boards[frozenset((step.white, step.black))] = Board(
            step.white, step.black, True, step.rule or step.article)
    elif isinstance(step, TableBoardStep) and step.board is not None:
        white, black = step.white, step.black
        boards[frozenset((white, black))] = Board(white, black, True, step.article)
    elif isinstance(step, ByeStep):
        return step.player
    elif isinstance(step, BoardsStep):
        kept = dict(boards)
        final = {(key := frozenset((white, black))): Board(
                     white, black, True, kept[key].rule if key in kept else "",
                     games=kept[key].games if key in kept else 1)
                 for white, black in step.boards}
        boards.clear()
        boards.update(final)
        return step.pab
    return pab


def _take_off(boards: Boards, undone: Callable[[int], bool]) -> None:
    """Take off the boards of the brackets whose pairing is undone (the 2009 rules'
    C.12, C.13: the bracket above and every bracket paired below it)."""
    for key in [k for k, b in boards.items() if b.bracket and undone(b.bracket)]:
        del boards[key]


def board_of(step: Step, move: TableMove | None = None) -> frozenset[int]:
    """The two players of the board a colour step or a table board gives (empty for
    any other step)."""
    if isinstance(move, MatchColoured):
        return frozenset((move.white, move.black))
    if isinstance(step, (ColourStep, TableBoardStep)):
        return frozenset((step.white, step.black))
    return frozenset()


def move_down(player: int, home: dict[int, str], members: dict[str, list[int]],
              order: list[str], arrived: dict[str, int]) -> None:
    """Take a floater's card from its pile and lay it on the next pile down, below the
    MDPs that arrived there before it (it stays where it is when there is no lower
    pile)."""
    here = home[player]
    position = order.index(here)
    if position + 1 >= len(order):
        return
    below = order[position + 1]
    _take(player, here, members, arrived)
    members[below].insert(arrived.get(below, 0), player)
    arrived[below] = arrived.get(below, 0) + 1
    home[player] = below


def pull_up(players: tuple[int, ...], pile: str, home: dict[int, str],
            members: dict[str, list[int]], arrived: dict[str, int]) -> None:
    """Take the upfloaters' cards from their piles and lay them under the residents
    of ``pile``, the top-scoregroup they are pulled up to (C.04.5, C.04.6 art. 3.5)."""
    if pile not in members:
        return
    for player in players:
        if home.get(player, pile) != pile:
            _take(player, home[player], members, arrived)
            members[pile].append(player)
            home[player] = pile


def _take(player: int, pile: str, members: dict[str, list[int]],
          arrived: dict[str, int]) -> None:
    """Take ``player``'s card off ``pile``, one MDP fewer on it if they had arrived."""
    if members[pile].index(player) < arrived.get(pile, 0):
        arrived[pile] -= 1
    members[pile].remove(player)


def gather(step: BracketStep, home: dict[int, str], origin: dict[int, str],
           members: dict[str, list[int]], arrived: dict[str, int],
           rank: dict[int, int]) -> None:
    """Bring a bracket's cards onto its pile: entered again (the 2009 rules' C.12,
    C.13), the cards a pairing of it had moved down come back; its MDPs on top."""
    pile = step.score
    if pile not in members:
        return
    incoming = [p for p in (*step.mdps, *step.residents) if home.get(p, pile) != pile]
    if not incoming:
        return
    for player in incoming:
        _take(player, home[player], members, arrived)
        home[player] = pile
    cards = members[pile] + incoming
    moved = sorted((p for p in cards if origin[p] != pile), key=rank.__getitem__)
    members[pile] = moved + sorted((p for p in cards if origin[p] == pile),
                                   key=rank.__getitem__)
    arrived[pile] = len(moved)
