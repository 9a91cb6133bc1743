"""The score-group piles as the structural steps of a trace leave them, laid forward one
step at a time: each step changes only the cards it names (a bracket opened, its pairs
chosen, its floaters moved down, the PAB given), and only the piles holding those cards
are made again. The others are the very objects of the step before, so that a step
costs what it changes, not the whole field (10 000 cards), and a pile whose cards all
stayed compares equal at once. Going back, the piles are laid again from the first step.
Headless: read from the trace's steps and the system's :mod:`table moves
<cardtable.trace.table_moves>`."""

from __future__ import annotations

from typing import Callable, Sequence

from cardtable.trace.steps import (
    BracketStep,
    ByeStep,
    CardView,
    ChoiceStep,
    FloatStep,
    PileStep,
    Step,
)
from cardtable.trace.table_moves import (
    BracketFormed,
    ByeGiven,
    PairingTried,
    TableMove,
    UpfloatersTried,
)

from .table import CardState, Pile, PiledCard, gather, move_down, pull_up

Pairs = tuple[tuple[int, int], ...]
#: the states of the cards in the bracket being paired
_OPEN = (CardState.IN_BRACKET, CardState.UPFLOATER)


class Piling:
    """The piles after the first ``count`` structural steps (:meth:`piles`), laid on
    from the count last asked for."""

    def __init__(self, steps: Sequence[Step], moves: Sequence[TableMove | None],
                 structural: Sequence[int], cards: dict[int, CardView],
                 rank: dict[int, int]):
        """``structural``: the indexes of the steps that change the piles; ``rank``: the
        cards in the order the piles were laid out (a bracket entered again gathers
        its cards in that order)."""
        self._steps, self._moves, self._structural = steps, moves, structural
        self._cards, self._rank = cards, rank
        #: the card as it lies, made once for each way it can lie
        self._lying: dict[tuple[int, CardState, int | None, bool, bool], PiledCard] = {}
        self._start()

    def _start(self) -> None:
        """The table before the first step: no piles."""
        self._done = 0
        self._order: list[str] = []
        self._place: dict[str, int] = {}
        self._members: dict[str, list[int]] = {}
        self._home: dict[int, str] = {}
        self._origin: dict[int, str] = {}
        self._state: dict[int, CardState] = {}
        self._partner: dict[int, int] = {}
        self._arrived: dict[str, int] = {}
        self._formed: BracketFormed | None = None
        #: the cards in the open bracket (in it, or pulled up to it)
        self._open: set[int] = set()
        #: the cards away from the pile they were laid out in
        self._away: set[int] = set()
        #: each card as it lies now, and the cards changed since
        self._now: dict[int, PiledCard] = {}
        self._changed: set[int] = set()
        #: each pile as last made, and the piles changed since
        self._made: dict[str, Pile] = {}
        self._dirty: set[str] = set()
        self._last: tuple[Pile, ...] = ()

    def piles(self, count: int) -> tuple[Pile, ...]:
        """The piles after the first ``count`` structural steps."""
        if count < self._done:
            self._start()
        while self._done < count:
            self._lay(self._structural[self._done])
            self._done += 1
        if self._dirty or len(self._last) != len(self._order):
            for p in self._changed:
                self._now[p] = self._piled(p)
            self._changed.clear()
            for score in self._dirty:
                self._made[score] = self._pile(score)
            self._dirty.clear()
            self._last = tuple(self._made[score] for score in self._order)
        return self._last

    # -- one step --------------------------------------------------------------------
    def _lay(self, at: int) -> None:
        step, move = self._steps[at], self._moves[at]
        if isinstance(move, BracketFormed):
            self._formed = move
            # a searched set is pulled up once taken (below), not before
            ups = () if move.searched else move.upfloaters
            self._moving(ups, lambda: pull_up(ups, move.score, self._home, self._members,
                                              self._arrived))
            self._into_bracket({*move.residents, *ups}, ups)
        elif isinstance(move, UpfloatersTried):
            formed = self._formed
            if formed is not None and formed.searched and move.bracket == formed.number:
                ups = move.upfloaters
                self._moving(ups, lambda: pull_up(ups, formed.score, self._home,
                                                  self._members, self._arrived))
                self._into_bracket({*formed.residents, *ups}, ups)
        elif isinstance(move, PairingTried):
            self._paired(move.pairs)
        elif isinstance(move, ByeGiven):
            self._set(move.player, CardState.PAB)
        elif move is not None:
            return
        elif isinstance(step, PileStep):
            self._laid_out(step)
        elif isinstance(step, BracketStep):
            players = (*step.mdps, *step.residents)
            self._moving(players, lambda: gather(step, self._home, self._origin,
                                                 self._members, self._arrived, self._rank))
            if step.score in self._members:  # gathered: the pile's order may change
                self._dirty.add(step.score)
            self._into_bracket(set(players))
        elif isinstance(step, ChoiceStep):
            self._paired(step.pairs)
        elif isinstance(step, FloatStep):
            for p in step.players:
                self._moving((p,), lambda: move_down(p, self._home, self._members,
                                                     self._order, self._arrived))
                self._set(p, CardState.MDP)
        elif isinstance(step, ByeStep) and step.player is not None:
            self._set(step.player, CardState.PAB)

    def _laid_out(self, step: PileStep) -> None:
        self._place[step.score] = len(self._order)
        self._order.append(step.score)
        self._members[step.score] = [c.start_no for c in step.cards]
        for c in step.cards:
            self._home[c.start_no] = self._origin[c.start_no] = step.score
            self._state[c.start_no] = CardState.WAITING
            self._away.discard(c.start_no)
        self._changed.update(self._members[step.score])
        self._dirty.add(step.score)

    def _set(self, player: int, state: CardState) -> None:
        """``player``'s card now lies in ``state`` (a card not on the table: nothing)."""
        if self._state.get(player, state) is state:
            return
        self._state[player] = state
        if state in _OPEN:
            self._open.add(player)
        else:
            self._open.discard(player)
        self._changed.add(player)
        self._dirty.add(self._home[player])

    def _into_bracket(self, players: set[int], upfloaters: tuple[int, ...] = ()) -> None:
        """The bracket of ``players`` opened, ``upfloaters`` pulled up to it; the cards
        of a bracket left for one above wait again."""
        for p in [p for p in self._open if p not in players and p not in upfloaters]:
            self._set(p, CardState.WAITING)
        for p in upfloaters:
            self._set(p, CardState.UPFLOATER)
        for p in players:
            if p not in upfloaters:
                self._set(p, CardState.IN_BRACKET)

    def _paired(self, pairs: Pairs) -> None:
        for a, b in pairs:
            for player, partner in ((a, b), (b, a)):
                if player in self._state and self._partner.get(player) != partner:
                    self._partner[player] = partner
                    self._changed.add(player)
                    self._dirty.add(self._home[player])
                self._set(player, CardState.PAIRED)

    def _moving(self, players: Sequence[int], move: Callable[[], None]) -> None:
        """Call ``move``, which may take the cards of ``players`` to other piles: the
        piles they leave and reach, and the piles they were laid out in (which say
        when cards of theirs were pulled up), are made again."""
        before = {p: self._home.get(p) for p in players}
        move()
        for p, was in before.items():
            now = self._home.get(p)
            if now != was and now is not None and was is not None:
                self._changed.add(p)
                self._dirty.update((was, now, self._origin[p]))
                if now == self._origin[p]:
                    self._away.discard(p)
                else:
                    self._away.add(p)

    # -- one pile ---------------------------------------------------------------------
    def _up(self, player: int) -> bool:
        """The card lies in a higher pile than the one it was laid out in."""
        return self._place[self._home[player]] < self._place[self._origin[player]]

    def _pile(self, score: str) -> Pile:
        cards = tuple(map(self._now.__getitem__, self._members[score]))
        pulled_up = any(self._origin[p] == score and self._up(p) for p in self._away)
        return Pile(score, cards, pulled_up)

    def _piled(self, player: int) -> PiledCard:
        """The card as it lies now, made once for each way it can lie."""
        moved = self._home[player] != self._origin[player]
        key = (player, self._state[player], self._partner.get(player), moved,
               moved and self._up(player))
        found = self._lying.get(key)
        if found is None:
            found = self._lying[key] = PiledCard(self._cards[player], *key[1:])
        return found
