"""What the card table shows at each step of a pairing trace: the score-group piles and
where each card lies, the bracket opened into S1 and S2, the candidate (or the choice)
laid out in it with its verdict, and the boards so far.

Everything here is read from the engine's trace (:mod:`cardtable.trace`); nothing is
paired or judged again. Steps of a kind this module does not know (a system's own, such
as a round robin's table row) are shown by their sentence only; the shapes several
systems share are read by their generic types (S1 and S2 and the values x and p a
procedure step gives, a table's boards). Headless: no textual here, and no pairing
system: the words of criteria come in from the caller."""

from __future__ import annotations

import enum
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Sequence

from cardtable.trace import (
    BoardsStep,
    BracketStep,
    ByeStep,
    CandidateCountStep,
    CandidateStep,
    CardView,
    ChoiceStep,
    ColourStep,
    DepartureStep,
    FloatStep,
    PileStep,
    ProcedureStep,
    Step,
    quality_text,
)
from cardtable.trace.table_steps import TableBoardStep

from .summary import SummaryStep

#: Steps that change the piles: a pile laid out, a bracket opened, pairs chosen,
#: floaters moved down, the PAB given, the final boards.
STRUCTURE = (PileStep, BracketStep, ChoiceStep, FloatStep, ByeStep, BoardsStep)
#: Steps "jump to the next decision" stops at: everything but the laying out of piles
#: and brackets and the single candidates.
DECISIONS = (SummaryStep, ChoiceStep, FloatStep, ByeStep, ColourStep, BoardsStep,
             DepartureStep)
#: Steps after which no bracket is open any more.
AFTER_BRACKETS = (ByeStep, ColourStep, BoardsStep)
#: Steps that add to the boards so far (and a table's boards, a round robin's), or
#: take pairs off them (a bracket opened again, a procedure step undoing a pairing).
BOARDS = (ChoiceStep, ColourStep, ByeStep, BoardsStep, TableBoardStep, BracketStep,
          ProcedureStep)

Pairs = tuple[tuple[int, int], ...]
Subgroups = tuple[tuple[int, ...], tuple[int, ...]]
#: where a bracket entered again (the 2009 rules' C.12, C.13) was left
BracketKey = tuple[int, str, tuple[int, ...], tuple[int, ...]]


def no_words(code: str) -> str:
    """No words for any criterion."""
    return ""
#: The boards so far are kept after every this many board steps.
_CHECKPOINT = 256


class CardState(enum.Enum):
    """Where a card lies on the table."""

    WAITING = "waiting"      # in its pile, its bracket not opened yet
    IN_BRACKET = "bracket"   # in the bracket being paired
    PAIRED = "paired"        # paired in a bracket already
    MDP = "MDP"              # moved down from a higher pile (C.04.3 art. 1.4.1)
    PAB = "PAB"              # given the pairing-allocated bye


@dataclass(frozen=True, slots=True)
class PiledCard:
    """A card in a pile; ``moved`` when it came down from a higher pile."""

    card: CardView
    state: CardState
    partner: int | None = None
    moved: bool = False


@dataclass(frozen=True, slots=True)
class Pile:
    """One score group's pile, its cards in the order they lie (MDPs on top)."""

    score: str
    cards: tuple[PiledCard, ...]


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


@dataclass(frozen=True, slots=True)
class Verdict:
    """The verdict beside a candidate or a choice: ``ok`` None for a plain count."""

    ok: bool | None
    text: str
    article: str


@dataclass(frozen=True, slots=True)
class Scene:
    """The table at step ``index`` (0-based) of ``total``."""

    index: int
    total: int
    step: Step
    bracket: BracketStep | None
    pairs: tuple[tuple[int, int], ...]
    floaters: tuple[int, ...]
    verdict: Verdict | None
    boards: tuple[Board, ...]
    pab: int | None
    structure: int
    offending: tuple[int, ...] = ()
    """The pair of the candidate shown that breaks its criterion (C1, C3, forbidden)."""
    subgroups: tuple[tuple[int, ...], tuple[int, ...]] | None = None
    """S1 and S2 as a note of the trace last gave them (the 2009 rules' C.4, C.8)."""
    values: tuple[tuple[str, int], ...] = ()
    """The bracket's values as notes gave them so far (the 2009 rules' x and p)."""

    @property
    def final(self) -> bool:
        return isinstance(self.step, BoardsStep)


class Script:
    """A trace's steps, ready to be shown one by one in either direction.

    Looking up a scene costs one pass over the few structural steps before it and the
    boards so far, never a pass over every candidate, so stepping stays fast with
    100 000 candidates as with ten."""

    def __init__(self, steps: Sequence[Step], cards: dict[int, CardView] | None = None,
                 words: Callable[[str], str] = no_words):
        """``words`` names a criterion code in words (``C8`` -> its sentence)."""
        self.steps = tuple(steps)
        self.words = words
        piled = {card.start_no: card for step in self.steps if isinstance(step, PileStep)
                 for card in step.cards}
        self.has_piles = bool(piled)
        #: the cards in the order the piles were laid out
        self._rank = {p: i for i, p in enumerate(piled)}
        #: every card the table shows: the trace's own, else the ones given
        self.cards: dict[int, CardView] = {**(cards or {}), **piled}
        self._structure_at: list[int] = []
        self._bracket_at: list[int] = []
        self._choice_at: list[int] = []
        #: per step: the notes giving S1 and S2, and the bracket's values, so far
        self._subgroups_at: list[Subgroups | None] = []
        self._values_at: list[tuple[tuple[str, int], ...]] = []
        subgroups: Subgroups | None = None
        remainder: Subgroups | None = None  # the remainder's, formed after the bracket's
        values: dict[str, int] = {}
        # a bracket entered again (the 2009 rules' C.12, C.13) has its S1, S2, x and
        # p as the procedure left them
        left: dict[BracketKey, tuple[Subgroups | None, Subgroups | None,
                                     dict[str, int]]] = {}
        open_key: BracketKey | None = None
        structure = bracket = choice = -1
        for i, step in enumerate(self.steps):
            if isinstance(step, STRUCTURE):
                structure = i
            if isinstance(step, ProcedureStep):
                if step.of_remainder:  # a remainder's S1 and S2, or a new remainder
                    remainder = step.subgroups
                elif step.subgroups is not None:
                    subgroups, remainder = step.subgroups, None
                elif step.value is not None:  # x = 0, p = 1
                    name, value = step.value
                    values = {**values, name: value}
            if isinstance(step, (BracketStep, *AFTER_BRACKETS)):
                if open_key is not None:
                    left[open_key] = (subgroups, remainder, values)
                open_key = ((step.number, step.score, step.residents, step.mdps)
                            if isinstance(step, BracketStep) else None)
                subgroups, remainder, values = (left.get(open_key, (None, None, {}))
                                                if open_key else (None, None, {}))
            self._subgroups_at.append(_stated(step, subgroups, remainder))
            self._values_at.append(tuple(values.items()))
            if isinstance(step, BracketStep):
                bracket, choice = i, -1
            elif isinstance(step, AFTER_BRACKETS):
                bracket = choice = -1
            elif isinstance(step, ChoiceStep) and bracket >= 0:
                choice = i
            self._structure_at.append(structure)
            self._bracket_at.append(bracket)
            self._choice_at.append(choice)
        self.decisions = tuple(i for i, s in enumerate(self.steps) if isinstance(s, DECISIONS))
        self._board_steps = tuple(i for i, s in enumerate(self.steps)
                                  if isinstance(s, BOARDS) and (
                                      not isinstance(s, ProcedureStep) or s.undone_bracket))
        self._structural = tuple(i for i, s in enumerate(self.steps)
                                 if isinstance(s, STRUCTURE))
        #: the boards after every :data:`_CHECKPOINT` board steps, made when first needed
        self._checkpoints: dict[int, tuple[dict[frozenset[int], Board], int | None]] = {
            0: ({}, None)}
        self._cards_lying: dict[tuple[int, CardState, int | None, bool], PiledCard] = {}
        self.piles = lru_cache(maxsize=64)(self._piles)

    def __len__(self) -> int:
        return len(self.steps)

    def pile_number(self, score: str) -> int:
        """The place of the pile of ``score`` from the top (1 first; 0 when none):
        the bracket's number where the trace gives none."""
        scores = [step.score for step in self.steps if isinstance(step, PileStep)]
        return scores.index(score) + 1 if score in scores else 0

    # -- moving --------------------------------------------------------------------
    def next_of(self, kind: type[Step], index: int, direction: int = 1) -> int | None:
        """The next (``direction`` -1: the previous) step of ``kind`` from ``index``."""
        found = range(index + 1, len(self.steps)) if direction > 0 else range(index - 1, -1, -1)
        return next((i for i in found if isinstance(self.steps[i], kind)), None)


    def next_decision(self, index: int) -> int:
        """The first decision after ``index`` (the last step when there is none)."""
        return next((i for i in self.decisions if i > index), len(self.steps) - 1)

    def previous_decision(self, index: int) -> int:
        """The last decision before ``index`` (the first step when there is none)."""
        return next((i for i in reversed(self.decisions) if i < index), 0)

    # -- the table at one step -----------------------------------------------------
    def scene(self, index: int) -> Scene:
        step = self.steps[index]
        at = self._bracket_at[index]
        found = self.steps[at] if at >= 0 else None
        bracket = found if isinstance(found, BracketStep) else None
        pairs, floaters, verdict = self._laid_out(index, at)
        boards, pab = self._boards(index)
        offending = (tuple(step.offending or ()) if isinstance(step, CandidateStep) else ())
        return Scene(index, len(self.steps), step, bracket, pairs, floaters, verdict,
                     boards, pab, self._structure_at[index], offending,
                     self._subgroups_at[index], self._values_at[index])

    def _laid_out(self, index: int,
                  bracket_at: int) -> tuple[Pairs, tuple[int, ...], Verdict | None]:
        """The pairs shown in the open bracket: the current candidate's, or the
        choice once it is made; with the verdict beside them."""
        step = self.steps[index]
        if isinstance(step, CandidateStep):
            return step.pairs, step.floaters, _candidate_verdict(step, self.words)
        if isinstance(step, SummaryStep):
            return (), (), Verdict(None, f"{step.total} candidates summed up: see below",
                                   step.article)
        if isinstance(step, CandidateCountStep):
            counts = ", ".join(f"{n} by {c}" for c, n in step.by_criterion.items())
            more = " (and more)" if step.more else ""
            return (), (), Verdict(None, f"candidates {step.first}-{step.last} rejected: "
                                         f"{counts}{more}", step.article)
        if isinstance(step, FloatStep) and bracket_at >= 0 and self._choice_at[index] < 0:
            return (), step.players, None  # the whole bracket moves down (2009: C.14)
        if bracket_at < 0 or self._choice_at[index] < 0:
            return (), (), None
        found = self.steps[self._choice_at[index]]
        assert isinstance(found, ChoiceStep)
        return found.pairs, found.floaters, Verdict(
            True, "chosen" + (f": candidate {found.index}" if found.index else ""),
            found.article)

    def _boards(self, index: int) -> tuple[tuple[Board, ...], int | None]:
        """The boards so far and the PAB: from the nearest checkpoint at or before
        ``index``, so that a step costs no more in a round of 5 000 boards than in
        one of ten."""
        count = bisect_right(self._board_steps, index)
        start = count - count % _CHECKPOINT
        kept, pab = self._checkpoint(start)
        boards = dict(kept)
        for at in self._board_steps[start:count]:
            pab = _lay(self.steps[at], boards, pab)
        return tuple(boards.values()), pab

    def _checkpoint(self, count: int) -> tuple[dict[frozenset[int], Board], int | None]:
        """The boards after the first ``count`` board steps (a multiple of
        :data:`_CHECKPOINT`), each checkpoint made once from the one before it."""
        done = max(c for c in self._checkpoints if c <= count)
        if done < count:
            kept, pab = self._checkpoints[done]
            boards = dict(kept)
            while done < count:
                for at in self._board_steps[done:done + _CHECKPOINT]:
                    pab = _lay(self.steps[at], boards, pab)
                done += _CHECKPOINT
                self._checkpoints[done] = (dict(boards), pab)
        return self._checkpoints[count]

    def _piles(self, structure: int) -> tuple[Pile, ...]:
        """The piles after structural step ``structure`` (-1: none laid out yet)."""
        order: list[str] = []
        members: dict[str, list[int]] = {}
        home: dict[int, str] = {}
        origin: dict[int, str] = {}
        state: dict[int, CardState] = {}
        partner: dict[int, int] = {}
        arrived: dict[str, int] = {}
        for at in self._structural[:bisect_right(self._structural, structure)]:
            step = self.steps[at]
            if isinstance(step, PileStep):
                order.append(step.score)
                members[step.score] = [c.start_no for c in step.cards]
                for c in step.cards:
                    home[c.start_no] = origin[c.start_no] = step.score
                    state[c.start_no] = CardState.WAITING
            elif isinstance(step, BracketStep):
                _gather(step, home, origin, members, arrived, self._rank)
                players = {*step.mdps, *step.residents}
                for p, now in state.items():
                    if p in players:
                        state[p] = CardState.IN_BRACKET
                    elif now is CardState.IN_BRACKET:  # a bracket left for one above
                        state[p] = CardState.WAITING
            elif isinstance(step, ChoiceStep):
                for a, b in step.pairs:
                    state[a] = state[b] = CardState.PAIRED
                    partner[a], partner[b] = b, a
            elif isinstance(step, FloatStep):
                for p in step.players:
                    _move_down(p, home, members, order, arrived)
                    state[p] = CardState.MDP
            elif isinstance(step, ByeStep) and step.player in state:
                state[step.player] = CardState.PAB
        return tuple(Pile(score, tuple(self._piled(p, state[p], partner.get(p),
                                                   home[p] != origin[p])
                                       for p in members[score]))
                     for score in order)

    def _piled(self, player: int, state: CardState, partner: int | None,
               moved: bool) -> PiledCard:
        """The card as it lies, made once for each way it can lie: the piles of the
        next step share the cards that did not change (and a pile whose cards all
        stayed compares equal at once)."""
        key = (player, state, partner, moved)
        found = self._cards_lying.get(key)
        if found is None:
            found = self._cards_lying[key] = PiledCard(self.cards[player], state, partner,
                                                       moved)
        return found


def _lay(step: Step, boards: dict[frozenset[int], Board], pab: int | None) -> int | None:
    """Add what one board step gives to ``boards``; returns the PAB after it."""
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
        rules = {key: b.rule for key, b in boards.items()}
        final = {frozenset((white, black)):
                 Board(white, black, True, rules.get(frozenset((white, black)), ""))
                 for white, black in step.boards}
        boards.clear()
        boards.update(final)
        return step.pab
    return pab


def _stated(step: Step, bracket: Subgroups | None,
            remainder: Subgroups | None) -> Subgroups | None:
    """S1 and S2 as the steps so far state them for ``step``: a candidate's are the
    remainder's when its pairs lie in the remainder, else the bracket's; a choice
    spans both, so neither (the bracket's own layout); any other step, the last
    formed."""
    if isinstance(step, ChoiceStep):
        return None
    if isinstance(step, CandidateStep) and remainder is not None:
        inside = set(remainder[0]) | set(remainder[1])
        players = {p for pair in step.pairs for p in pair}
        return remainder if players <= inside else bracket
    return remainder or bracket


def _take_off(boards: dict[frozenset[int], Board], undone: Callable[[int], bool]) -> None:
    """Take off the boards of the brackets whose pairing is undone (the 2009 rules'
    C.12, C.13: the bracket above and every bracket paired below it)."""
    for key in [k for k, b in boards.items() if b.bracket and undone(b.bracket)]:
        del boards[key]


def _move_down(player: int, home: dict[int, str], members: dict[str, list[int]],
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


def _take(player: int, pile: str, members: dict[str, list[int]],
          arrived: dict[str, int]) -> None:
    """Take ``player``'s card off ``pile``, one MDP fewer on it if he had arrived."""
    if members[pile].index(player) < arrived.get(pile, 0):
        arrived[pile] -= 1
    members[pile].remove(player)


def _gather(step: BracketStep, home: dict[int, str], origin: dict[int, str],
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


def board_of(step: Step) -> frozenset[int]:
    """The two players of the board a colour step or a table board gives (empty for
    any other step)."""
    if isinstance(step, (ColourStep, TableBoardStep)):
        return frozenset((step.white, step.black))
    return frozenset()


def _candidate_verdict(step: CandidateStep, criterion_words: Callable[[str], str]) -> Verdict:
    if step.criterion:
        pair = f" ({step.offending[0]}-{step.offending[1]})" if step.offending else ""
        words = criterion_words(step.criterion)
        said = f"breaks {step.criterion}" + (f": {words}" if words else "")
        return Verdict(False, said + pair, step.article)
    if step.quality is None:  # a system that judges no quality (the 2009 rules)
        return Verdict(True, "accepted", step.article)
    quality = quality_text(step.quality or ())
    # the first shortfall, the one a comparison looks at first, is said in words; the
    # others are in the legend (l), which says every criterion shown (issue 24), so
    # that the verdict stays whole at 80x24 beside S1 and S2
    unmet = [s.criterion for s in step.quality or ()
             if not s.met and criterion_words(s.criterion)]
    explained = (f" ({unmet[0]}: {criterion_words(unmet[0])}"
                 + ("; the others: legend" if len(unmet) > 1 else "") + ")") if unmet else ""
    text = "meets C1-C5" + (f"; quality {quality}{explained}" if quality
                            else "; no quality shortfall")
    if step.best_so_far:
        text += "; best so far"
    return Verdict(True, text, step.article)
