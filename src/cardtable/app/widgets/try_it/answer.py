"""The learner's pairing while it is built: boards (white, black) in the order they
were made, and the PAB. Immutable; every change gives a new one."""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True, slots=True)
class Answer:
    """Boards made so far, the PAB, and the S1 card picked and waiting for its
    opponent (``waiting``); the first ``fixed`` boards are laid out as the engine
    made them (the brackets above the one tried) and are not changed."""

    boards: tuple[tuple[int, int], ...] = ()
    pab: int | None = None
    waiting: int | None = None
    fixed: int = 0

    def board_of(self, player: int) -> int | None:
        """The index of the board ``player`` sits at, or None."""
        return next((i for i, b in enumerate(self.boards) if player in b), None)

    def placed(self, player: int) -> bool:
        return self.board_of(player) is not None or self.pab == player

    def pick(self, player: int) -> Answer:
        """Pick a card: the first pick is S1 (White for now), the second its opponent;
        picking a placed card again takes it off its board (or the PAB)."""
        if self.placed(player):
            return self.remove(player)
        if self.waiting is None:
            return replace(self, waiting=player)
        if self.waiting == player:
            return replace(self, waiting=None)
        return replace(self, boards=self.boards + ((self.waiting, player),), waiting=None)

    def remove(self, player: int) -> Answer:
        index = self.board_of(player)
        if index is not None and index >= self.fixed:
            return replace(self, boards=self.boards[:index] + self.boards[index + 1:])
        return replace(self, pab=None) if self.pab == player else self

    def turn(self, player: int | None) -> Answer:
        """Turn the colours of ``player``'s board (else of the last board made; never
        of a board laid out)."""
        index = self.board_of(player) if player is not None else None
        if index is None:
            index = len(self.boards) - 1
        if index < self.fixed:
            return self
        white, black = self.boards[index]
        return replace(self, boards=self.boards[:index] + ((black, white),)
                       + self.boards[index + 1:])

    def give_pab(self, player: int) -> Answer:
        return replace(self.remove(player), pab=player,
                       waiting=None if self.waiting == player else self.waiting)
