"""Ask before telling: the question a step of the walkthrough answers, asked before the
step is shown, and the learner's answer marked against the step's typed fields (right,
or what the rules say and why: the step's own sentence, with its article).

A step asks when it decides something a learner can work out by hand: x and p (the
2009 rules' C.2, C.3; a remainder's both at once), the players an exchange moves
(C.8), the pairs a transposition of the 2009 rules makes (a candidate with its rows of
D.1/D.2), the pairs of the 2026 rules' first candidate of a bracket (art. 4; the
others of the bracket, up to hundreds, are shown without asking: see
:func:`round_questions`), the team and Double-Swiss systems' next pairing
tried in the order of identifiers (art. 3.6), the pairs a bracket takes, who floats
down, who gets the bye, and who has White on a board. Headless: no textual here; the walkthrough screen asks and shows."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field

from cardtable.trace.steps import (
    BracketStep,
    ByeStep,
    CandidateStep,
    ChoiceStep,
    ColourStep,
    FloatStep,
    ProcedureStep,
    Step,
)
from cardtable.trace.table_moves import MatchColoured, PairingTried, TableMove

#: how every question begins on the screen
PROMPT = "Your turn:"


class Answer(enum.Enum):
    """What kind of answer a question takes."""

    NUMBERS = "numbers"    # figures in order (x; x and p)
    PLAYERS = "players"    # a set of pairing numbers (none: "-")
    PAIRS = "pairs"        # a set of pairs, "3-1 2-4"


@dataclass(frozen=True, slots=True)
class Question:
    """The question of one step: its words (after :data:`PROMPT`), the kind of answer,
    the answer the rules give (as the kind compares it) and how to type it."""

    text: str
    kind: Answer
    expected: tuple[int, ...] | frozenset[int] | frozenset[frozenset[int]]
    hint: str
    said: str
    """The rules' answer in words (``x = 0, p = 1``; ``3-1 2-4``; ``White: 3``)."""

    @property
    def prompt(self) -> str:
        return f"{PROMPT} {self.text} {self.hint}"


@dataclass(frozen=True, slots=True)
class Mark:
    """An answer marked: right or not, and the line that says so."""

    right: bool
    text: str


def _players(players: tuple[int, ...] | list[int]) -> str:
    """``3 5`` or ``nobody``."""
    return " ".join(map(str, players)) or "nobody"


def _bracket(step: Step) -> str:
    """``bracket 4`` as the step names its bracket."""
    name = getattr(step, "name", "") or getattr(step, "bracket", "")
    return f"bracket {name}" if name else "this bracket"


def question_for(step: Step, move: TableMove | None = None) -> Question | None:
    """The question ``step`` answers, in the system's words (from its typed fields
    and ``move``, what the system says it does on the table); None for a step that
    decides nothing to ask about."""
    if isinstance(step, ProcedureStep):
        return _procedure(step)
    if isinstance(step, CandidateStep) and step.reference and step.pairs:
        pairs = frozenset(frozenset(p) for p in step.pairs)
        return Question(f"{_bracket(step)}: {step.label} — which pairs does it make "
                        f"(S1 player first)?", Answer.PAIRS, pairs,
                        "Type them like 3-1 2-4.", _pairs(step.pairs))
    if isinstance(step, CandidateStep) and step.pairs and step.label_numbers:
        return _next_candidate(step)  # the 2026 rules' (labelled in BSNs)
    if isinstance(move, PairingTried) and not move.taken and move.pairs:
        # the team and Double-Swiss systems' next pairing in the order of identifiers
        return Question(f"bracket {move.bracket}: the next pairing tried in the order of "
                        f"identifiers ({step.article}) — which pairs does it begin with "
                        f"(top member first)?", Answer.PAIRS,
                        frozenset(frozenset(p) for p in move.pairs),
                        "Type them like 3-1 2-4.", _pairs(move.pairs))
    if isinstance(step, ChoiceStep):
        named = step.name or _bracket(step)
        asked = (f"which pairs does {named} take?" if named.lower().startswith("bracket")
                 else f"{named}: which pairs are made?")  # the simplified Swiss's pairs
        return Question(asked,
                        Answer.PAIRS, frozenset(frozenset(p) for p in step.pairs),
                        "Type them like 3-1 2-4 (none: -).", _pairs(step.pairs) or "none")
    if isinstance(step, FloatStep):
        return Question(f"who moves down from {_bracket(step)} to the next one?",
                        Answer.PLAYERS, frozenset(step.players),
                        "Type their numbers (nobody: -).", _players(step.players))
    if isinstance(step, ByeStep):
        given = () if step.player is None else (step.player,)
        return Question(f"who gets the bye ({step.article})?", Answer.PLAYERS,
                        frozenset(given), "Type a number (nobody: -).", _players(given))
    if isinstance(step, ColourStep):
        low, high = sorted((step.white, step.black))
        game = " in game 1" if isinstance(move, MatchColoured) and move.games > 1 else ""
        return Question(f"{low} and {high} play each other: who has White{game}?",
                        Answer.PLAYERS, frozenset({step.white}), "Type a number.",
                        f"White: {step.white}")
    return None


def is_candidate(step: Step) -> bool:
    """A candidate of the 2026 rules' walk through the order of generation (art. 4,
    labelled in BSNs), not a 2009 transposition."""
    return isinstance(step, CandidateStep) and not step.reference and bool(step.pairs) \
        and bool(step.label_numbers)


def round_questions(steps: tuple[Step, ...] | list[Step],
                    moves: tuple[TableMove | None, ...] | list[TableMove | None]
                    ) -> dict[int, Question]:
    """The questions of a round, by the index of the step that answers each. As a
    lecturer asks them: the 2026 rules' candidates only at the first candidate of each
    bracket (where art. 4's order of generation starts; a bracket may show hundreds,
    224 in the club sample's round 5); the candidate accepted is asked as the pairs
    its bracket takes, at the choice. Every other step that decides is asked."""
    found: dict[int, Question] = {}
    bracket_open = False  # a candidate of the current bracket was asked already
    for index, (step, move) in enumerate(zip(steps, moves)):
        if isinstance(step, BracketStep):
            bracket_open = False
        if is_candidate(step):
            if bracket_open:
                continue
            bracket_open = True
        question = question_for(step, move)
        if question is not None:
            found[index] = question
    return found


def past_candidates(questions: dict[int, Question], steps: tuple[Step, ...] | list[Step],
                    after: int, marked: dict[int, Mark]) -> int | None:
    """The step of the next question after step ``after``, not yet answered, that is
    not a 2026 candidate (``s`` in the walkthrough); None when none is left."""
    return next((i for i in sorted(questions) if i > after and i not in marked
                 and not is_candidate(steps[i])), None)


def _next_candidate(step: CandidateStep) -> Question:
    """The 2026 rules' next candidate in the order of generation (art. 4: the
    transpositions of S2, then the exchanges between S1 and S2, each with its
    transpositions): the pairs it makes."""
    return Question(f"{_bracket(step)}: candidate #{step.index}, the next transposition "
                    f"or exchange ({step.article}) — which pairs does it make (S1 player "
                    f"first)?", Answer.PAIRS, frozenset(frozenset(p) for p in step.pairs),
                    "Type them like 3-1 2-4.", _pairs(step.pairs))


def _procedure(step: ProcedureStep) -> Question | None:
    """x and p (C.2, C.3, a remainder's C.2), or the players an exchange moves (C.8)."""
    out, into = step.exchanged
    if out or into:
        moved = frozenset((*out, *into))
        return Question(f"{_bracket(step)}: the next exchange ({step.article}) — which "
                        f"players change places between S1 and S2?", Answer.PLAYERS,
                        moved, "Type their numbers.", _players(sorted(moved)))
    values = step.values
    if not values:
        return None
    names = " and ".join(name for name, _ in values)
    group = (f"the remainder {_players(step.group_players)}" if step.group_players
             else _bracket(step))
    said = ", ".join(f"{name} = {value}" for name, value in values)
    hint = ("Type " + " then ".join(name for name, _ in values) + "."
            if len(values) > 1 else "Type a number.")
    return Question(f"{group}: what {'are' if len(values) > 1 else 'is'} {names} "
                    f"({step.article})?", Answer.NUMBERS,
                    tuple(value for _, value in values), hint, said)


def _pairs(pairs: tuple[tuple[int, int], ...]) -> str:
    """``3-1 2-4``."""
    return " ".join(f"{a}-{b}" for a, b in pairs)


def read(kind: Answer, typed: str) -> tuple[int, ...] | frozenset[int] | \
        frozenset[frozenset[int]]:
    """The learner's answer as ``kind`` compares it: figures in order, a set of
    players, or a set of pairs (each read as ``a-b``; the order of a pair's players
    does not count)."""
    if kind is Answer.PAIRS:
        return frozenset(frozenset((int(a), int(b)))
                         for a, b in re.findall(r"(\d+)\s*[-–]\s*(\d+)", typed))
    numbers = tuple(int(n) for n in re.findall(r"\d+", typed))
    return numbers if kind is Answer.NUMBERS else frozenset(numbers)


def mark(question: Question, typed: str, step: Step) -> Mark:
    """``typed`` marked against the rules' answer: right, or what the rules say and
    why (the step's sentence, with its article)."""
    if read(question.kind, typed) == question.expected:
        return Mark(True, f"✓ Right: {question.said} [{step.article}]")
    yours = typed.strip() or "nothing"
    return Mark(False, f"✗ You said {yours}; the rules say {question.said} "
                       f"[{step.article}]: {step.text.strip()}")


@dataclass
class Quiz:
    """The questions of one round: the marks so far, by step."""

    marks: dict[int, Mark] = field(default_factory=dict)

    def answer(self, index: int, question: Question, typed: str, step: Step) -> Mark:
        found = self.marks[index] = mark(question, typed, step)
        return found

    @property
    def score(self) -> str:
        """``Score: 5 of 7 right``."""
        right = sum(m.right for m in self.marks.values())
        return f"Score: {right} of {len(self.marks)} right"
