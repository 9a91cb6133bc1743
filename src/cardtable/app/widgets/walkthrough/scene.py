"""What the card table shows at each step of a pairing trace: the score-group piles and
where each card lies, the bracket opened into S1 and S2 (or formed of a
top-scoregroup and the upfloaters pulled up to it), the candidate (or the choice) laid
out in it with its verdict, and the boards so far.

Everything here is read from the engine's trace (:mod:`cardtable.trace`); nothing is
paired or judged again. Steps of a kind this module does not know (a system's own, such
as a round robin's table row) are shown by their sentence only; the shapes several
systems share are read by their generic types (S1 and S2 and the values x and p a
procedure step gives, a table's boards), or by the :mod:`table moves
<cardtable.trace.table_moves>` a system says its own steps make. Headless: no textual
here, and no pairing system: the words of criteria and the moves come in from the
caller."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable, Sequence

from cardtable.trace.steps import (
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
)
from cardtable.trace.table_moves import (
    BracketFormed,
    ByeGiven,
    MatchColoured,
    PairingTried,
    TableMove,
    TableView,
    UpfloatersTried,
    no_moves,
)
from cardtable.trace.table_steps import TableBoardStep

from .summary import SummaryStep
from .verdicts import Verdict, candidate_verdict, counted_verdict, move_verdict, sets_verdict
from .piling import Piling
from .table import Board, Boards, CardState, Pile, PiledCard, board_of, lay

__all__ = ["Board", "CardState", "Pile", "PiledCard", "Scene", "Script", "Verdict",
           "board_of", "no_words"]

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


#: the absolute criteria a candidate's verdict says it meets ("meets C1-C5")
ABSOLUTE = ("C1", "C2", "C3", "C4", "C5")


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
    """The values of the group the step speaks of (the bracket's, or its remainder's)
    as notes gave them so far (the 2009 rules' x and p)."""
    remainder: bool = False
    """The step speaks of the bracket's remainder (the 2009 rules' heterogeneous
    bracket), not of the bracket: :attr:`subgroups` and :attr:`values` are its."""
    gathered: tuple[int, ...] = ()
    """The remainder's players before C.4 forms its S1 and S2 (its C.2)."""

    formed: BracketFormed | None = None
    """The bracket a system's move formed (residents and upfloaters), when open."""
    move: TableMove | None = None
    """What the step does on the table, as the system says (:attr:`Script.moves`)."""
    glossary: tuple[tuple[str, str], ...] = ()
    """The codes the step is the first to use, each in the system's words (the round's
    first candidate that "meets C1-C5": each of C1-C5)."""

    @property
    def final(self) -> bool:
        return isinstance(self.step, BoardsStep)


class Script:
    """A trace's steps, ready to be shown one by one in either direction.

    Looking up a scene costs one pass over the few structural steps before it and the
    boards so far, never a pass over every candidate, so stepping stays fast with
    100 000 candidates as with ten."""

    def __init__(self, steps: Sequence[Step], cards: dict[int, CardView] | None = None,
                 words: Callable[[str], str] = no_words, moves: TableView = no_moves):
        """``words`` names a criterion code in words (``C8`` -> its sentence);
        ``moves`` what a system's own step does on the table (its plug-in's
        ``table_move``)."""
        self.steps = tuple(steps)
        self.words = words
        #: per step: what it does on the table, as the system says (None: read by the
        #: step's generic class)
        self.moves = tuple(moves(step) for step in self.steps)
        piled = {card.start_no: card for step in self.steps if isinstance(step, PileStep)
                 for card in step.cards}
        self.has_piles = bool(piled)
        #: the cards in the order the piles were laid out
        self._rank = {p: i for i, p in enumerate(piled)}
        #: every card the table shows: the trace's own, else the ones given
        self.cards: dict[int, CardView] = {**(cards or {}), **piled}
        #: each formed bracket's pairing taken (its counts beside a rejected one's)
        self._taken = {m.bracket: m for m in self.moves
                       if isinstance(m, PairingTried) and m.taken}
        #: the first candidate whose verdict says "meets C1-C5" (-1: none)
        self._first_meets = next((i for i, s in enumerate(self.steps)
                                  if isinstance(s, CandidateStep) and s.criterion is None
                                  and s.quality is not None and self.moves[i] is None), -1)
        self._structure_at: list[int] = []
        self._bracket_at: list[int] = []
        self._choice_at: list[int] = []
        #: per step: the notes giving S1 and S2, and the bracket's values, so far
        self._group_at: list[_Group] = []
        subgroups: Subgroups | None = None
        remainder: Subgroups | None = None  # the remainder's, formed after the bracket's
        values: dict[str, int] = {}
        own = _Remainder()  # the remainder's players, x and p (its C.2)
        # a bracket entered again (the 2009 rules' C.12, C.13) has its S1, S2, x and
        # p as the procedure left them
        left: dict[BracketKey, tuple[Subgroups | None, Subgroups | None,
                                     dict[str, int], _Remainder]] = {}
        open_key: BracketKey | None = None
        structure = bracket = choice = -1
        for i, step in enumerate(self.steps):
            if self._structural_step(i):
                structure = i
            if isinstance(step, ProcedureStep):
                if step.of_remainder:  # a remainder's S1 and S2, or a new remainder
                    remainder = step.subgroups
                    if step.subgroups is None:
                        own = _Remainder(step.group_players, dict(step.values))
                elif step.subgroups is not None:
                    subgroups, remainder = step.subgroups, None
                elif step.values:  # x = 0, p = 1: the bracket's, which starts over
                    values, remainder = {**values, **dict(step.values)}, None
            opens, closes = self._opens(i), self._closes(i)
            if opens or closes:
                if open_key is not None:
                    left[open_key] = (subgroups, remainder, values, own)
                open_key = ((step.number, step.score, step.residents, step.mdps)
                            if isinstance(step, BracketStep) else None)
                subgroups, remainder, values, own = (
                    left.get(open_key, (None, None, {}, _Remainder())) if open_key
                    else (None, None, {}, _Remainder()))
            self._group_at.append(_stated(step, subgroups, remainder, values, own))
            if opens:
                bracket, choice = i, -1
            elif closes:
                bracket = choice = -1
            elif self._chosen(i) and bracket >= 0:
                choice = i
            self._structure_at.append(structure)
            self._bracket_at.append(bracket)
            self._choice_at.append(choice)
        self.decisions = tuple(i for i in range(len(self.steps)) if self._decision(i))
        self._board_steps = tuple(i for i in range(len(self.steps)) if self._board_step(i))
        self._structural = tuple(i for i in range(len(self.steps))
                                 if self._structural_step(i))
        #: the boards after every :data:`_CHECKPOINT` board steps, made when first needed
        self._checkpoints: dict[int, tuple[Boards, int | None]] = {0: ({}, None)}
        self._piling = Piling(self.steps, self.moves, self._structural, self.cards,
                              self._rank)
        self.piles = lru_cache(maxsize=64)(self._piles)

    # -- what a step is: by the system's move when it gives one, else by its class ----
    def _opens(self, i: int) -> bool:
        """Step ``i`` opens a bracket."""
        move = self.moves[i]
        return (isinstance(move, BracketFormed) if move is not None
                else isinstance(self.steps[i], BracketStep))

    def _closes(self, i: int) -> bool:
        """After step ``i`` no bracket is open any more."""
        move = self.moves[i]
        return (isinstance(move, (MatchColoured, ByeGiven)) if move is not None
                else isinstance(self.steps[i], AFTER_BRACKETS))

    def _chosen(self, i: int) -> bool:
        """Step ``i`` takes a bracket's pairing."""
        move = self.moves[i]
        return (isinstance(move, PairingTried) and move.taken if move is not None
                else isinstance(self.steps[i], ChoiceStep))

    def _structural_step(self, i: int) -> bool:
        """Step ``i`` changes the piles."""
        move = self.moves[i]
        return (isinstance(move, (BracketFormed, ByeGiven)) or self._chosen(i)
                or isinstance(move, UpfloatersTried) and not move.criterion
                if move is not None else isinstance(self.steps[i], STRUCTURE))

    def _decision(self, i: int) -> bool:
        move = self.moves[i]
        return (isinstance(move, (MatchColoured, ByeGiven)) or self._chosen(i)
                if move is not None else isinstance(self.steps[i], DECISIONS))

    def _board_step(self, i: int) -> bool:
        move, step = self.moves[i], self.steps[i]
        if move is not None:
            return isinstance(move, (MatchColoured, ByeGiven)) or self._chosen(i)
        return isinstance(step, BOARDS) and (not isinstance(step, ProcedureStep)
                                             or bool(step.undone_bracket))

    def __len__(self) -> int:
        return len(self.steps)

    def pile_number(self, score: str) -> int:
        """The place of the pile of ``score`` from the top (1 first; 0 when none):
        the bracket's number where the trace gives none."""
        scores = [step.score for step in self.steps if isinstance(step, PileStep)]
        return scores.index(score) + 1 if score in scores else 0

    # -- moving --------------------------------------------------------------------
    def next_of(self, kind: type[Step], index: int, direction: int = 1) -> int | None:
        """The next (``direction`` -1: the previous) step of ``kind`` from ``index``
        (a bracket formed and a pairing taken count as a bracket and a choice)."""
        found = range(index + 1, len(self.steps)) if direction > 0 else range(index - 1, -1, -1)

        def matches(i: int) -> bool:
            if self.moves[i] is None:
                return isinstance(self.steps[i], kind)
            return ((kind is BracketStep and self._opens(i))
                    or (kind is ChoiceStep and self._chosen(i)))
        return next((i for i in found if matches(i)), None)

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
        bracket = found if isinstance(found, BracketStep) and self.moves[at] is None else None
        formed = self.moves[at] if at >= 0 else None
        pairs, floaters, verdict = self._laid_out(index, at)
        boards, pab = self._boards(index)
        move = self.moves[index]
        offending: tuple[int, ...] = ()
        if isinstance(move, PairingTried):
            offending = tuple(move.offending or ())
        elif move is None and isinstance(step, CandidateStep):
            offending = tuple(step.offending or ())
        glossary = tuple((code, self.words(code)) for code in ABSOLUTE
                         if self.words(code)) if index == self._first_meets else ()
        group = self._group_at[index]
        return Scene(index, len(self.steps), step, bracket, pairs, floaters, verdict,
                     boards, pab, self._structure_at[index], offending,
                     group.subgroups, group.values, group.remainder, group.gathered,
                     formed if isinstance(formed, BracketFormed) else None, move,
                     glossary)

    def _laid_out(self, index: int,
                  bracket_at: int) -> tuple[Pairs, tuple[int, ...], Verdict | None]:
        """The pairs shown in the open bracket: the current candidate's, or the
        choice once it is made; with the verdict beside them."""
        step, move = self.steps[index], self.moves[index]
        if isinstance(move, BracketFormed) and move.sets:
            return (), (), sets_verdict(step, move)
        if isinstance(move, (PairingTried, UpfloatersTried)):
            pairs = move.pairs if isinstance(move, PairingTried) else ()
            return pairs, (), move_verdict(step, move, self.words, self._taken)
        if move is None and isinstance(step, CandidateStep):
            # the players a candidate leaves to the remainder do not float down
            return (step.pairs, () if step.to_remainder else step.floaters,
                    candidate_verdict(step, self.words))
        if isinstance(step, SummaryStep):
            return (), (), Verdict(None, f"{step.total} candidates summed up: see below",
                                   step.article)
        if isinstance(step, CandidateCountStep):
            return (), (), counted_verdict(step)
        if isinstance(step, FloatStep) and bracket_at >= 0 and self._choice_at[index] < 0:
            return (), step.players, None  # the whole bracket moves down (2009: C.14)
        if bracket_at < 0 or self._choice_at[index] < 0:
            return (), (), None
        at = self._choice_at[index]
        found, taken = self.steps[at], self.moves[at]
        if isinstance(taken, PairingTried):
            return taken.pairs, (), move_verdict(found, taken, self.words, self._taken)
        assert isinstance(found, ChoiceStep)
        # the players moved down are the float step's (an MDP left unpaired with them)
        floaters = step.players if isinstance(step, FloatStep) else found.floaters
        return found.pairs, floaters, Verdict(
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
            pab = lay(self.steps[at], self.moves[at], boards, pab)
        return tuple(boards.values()), pab

    def _checkpoint(self, count: int) -> tuple[Boards, int | None]:
        """The boards after the first ``count`` board steps (a multiple of
        :data:`_CHECKPOINT`), each checkpoint made once from the one before it."""
        done = max(c for c in self._checkpoints if c <= count)
        if done < count:
            kept, pab = self._checkpoints[done]
            boards = dict(kept)
            while done < count:
                for at in self._board_steps[done:done + _CHECKPOINT]:
                    pab = lay(self.steps[at], self.moves[at], boards, pab)
                done += _CHECKPOINT
                self._checkpoints[done] = (dict(boards), pab)
        return self._checkpoints[count]

    def _piles(self, structure: int) -> tuple[Pile, ...]:
        """The piles after structural step ``structure`` (-1: none laid out yet)."""
        return self._piling.piles(bisect_right(self._structural, structure))


@dataclass(frozen=True, slots=True)
class _Remainder:
    """A remainder as its C.2 gave it: its players, x and p."""

    players: tuple[int, ...] = ()
    values: dict[str, int] | None = None


@dataclass(frozen=True, slots=True)
class _Group:
    """The group a step speaks of: its S1 and S2 as stated, its values, whether it is
    the remainder, and the remainder's players before its S1 and S2 are formed."""

    subgroups: Subgroups | None = None
    values: tuple[tuple[str, int], ...] = ()
    remainder: bool = False
    gathered: tuple[int, ...] = ()


def _stated(step: Step, bracket: Subgroups | None, remainder: Subgroups | None,
            values: dict[str, int], own: _Remainder) -> _Group:
    """The group ``step`` speaks of, as the steps so far state it: a candidate's S1
    and S2 are the remainder's when its pairs lie in the remainder, else the
    bracket's; a choice, the floaters it leaves and the bracket laid out span both, so
    neither (the bracket's own layout, with the bracket's values); a remainder's C.2
    its players before C.4; any other step, the last formed."""
    mine = _Group(None, tuple(values.items()))
    theirs = _Group(remainder, tuple((own.values or {}).items()), True, own.players)
    if isinstance(step, (ChoiceStep, FloatStep, BracketStep)):
        return mine
    if isinstance(step, ProcedureStep) and step.of_remainder and remainder is None:
        return theirs  # the remainder gathered (its C.2), before its C.4
    if remainder is None or (isinstance(step, CandidateStep) and not step.pairs
                             and not set(step.floaters) <= {*remainder[0], *remainder[1]}):
        return replace(mine, subgroups=bracket)
    if isinstance(step, CandidateStep):
        inside = set(remainder[0]) | set(remainder[1])
        players = {p for pair in step.pairs for p in pair}
        if not players <= inside:
            return replace(mine, subgroups=bracket)
    return theirs
