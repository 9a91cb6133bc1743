"""What every mark of the walkthrough means, for the round on screen: only the marks
its trace can show (a round robin's cards have no colour preferences, the simplified
Swiss has no candidates). Headless: built from the :class:`~.scene.Script`."""

from __future__ import annotations

from typing import Callable

from cardtable.trace import BracketStep, CandidateCountStep, CandidateStep, OutsideStep, Step
from cardtable.trace.search_steps import (
    Barrier,
    PassedOverStep,
    RejectedStep,
    SearchOrderStep,
)
from cardtable.trace.table_steps import TableRowStep

from .scene import Script

Section = tuple[str, tuple[tuple[str, str], ...]]


def legend(script: Script, criterion_words: Callable[[str], str], *,
           colours: bool = True) -> tuple[Section, ...]:
    """The sections of the legend: (heading, ((mark, meaning), …)).
    ``criterion_words`` names a criterion code in words (``C8`` -> its sentence);
    ``colours`` whether the system gives colours (a backgammon Swiss does not)."""
    cards = list(script.cards.values())
    steps = script.steps
    sections: list[Section] = []
    card = [("12 Name 2½", "pairing number, name, score")]
    if any(c.preference for c in cards):
        card += [("W  B", "absolute colour preference: must get this colour (art. 1.7.1)"),
                 ("(W) (B)", "strong colour preference (art. 1.7.2)"),
                 ("w  b", "mild colour preference (art. 1.7.3)")]
    if any(c.colours for c in cards):
        card.append(("-WBW", "colours of the games played, oldest first; each unplayed "
                             "round a -, moved to the front (C.04.2 art. 3.4)"))
    if any(c.floats.strip("·") for c in cards):
        card.append(("↓↑", "floats: the last round first, then the round before; ↓ "
                           "floated down, ↑ floated up (art. 1.4)"))
    sections.append(("On a card", tuple(card)))
    outside = [step for step in steps if isinstance(step, OutsideStep)]
    if outside:
        step = outside[0]
        marks = [(f"{left.start_no} {left.name}",
                  f"not paired: {left.reason} ({left.article})") for left in step.players]
        marks += [(" ".join(map(str, group)), "forbidden pair: may not meet (TRF-2026 260)")
                  for group in step.forbidden]
        sections.insert(0, ("Outside the piles", tuple(marks)))
    if script.has_piles:
        sections.append(("In the piles", (
            ("▸", "in the bracket being paired"),
            ("↓", "moved down from a higher pile: an MDP (art. 1.4.1)"),
            ("–3", "paired with number 3 (the card is greyed)"),
            ("PAB", "given the pairing-allocated bye (C.04.1 art. 3)"))))
    if any(isinstance(step, BracketStep) for step in steps):
        sections.append(("In S1 and S2", (
            ("•", "paired with the card facing it on the same line"),
            ("↓", "left unpaired: floats down to the next bracket"),
            ("✗", "this pair breaks the criterion named below the bracket"),
            ("⇄", "moved between S1 and S2 by an exchange (art. 4.3)"),
            ("19 (BSN 8)",
             "which candidate: S2's transposition, the exchange, the MDPs paired (art. "
             "4), in pairing numbers as on the cards, each followed in brackets by the "
             "same in in-bracket sequence numbers (BSN, art. 4.1: the bracket's cards "
             "counted from 1, MDPs and S1 first), by which art. 4 orders the candidates: "
             "transposition 15-16-19 (BSN 6-7-8)"),
            ("S1R S2R", "the remainder's subgroups after the MDPs are paired (art. 3.7)"),
            *_bracket_values(steps))))
    candidates = [step for step in steps if isinstance(step, CandidateStep)]
    counts = [step for step in steps if isinstance(step, CandidateCountStep)]
    if candidates or counts:
        seen = sorted({code for step in candidates
                       for code in (*([step.criterion] if step.criterion else []),
                                    *(s.criterion for s in step.quality or () if not s.met))}
                      | {code for step in counts for code in step.by_criterion},
                      key=_order)
        marks = [("✓", "meets the absolute criteria C1-C5"), ("✗", "breaks one: rejected"),
                 ("Σ", "candidates counted, not shown one by one"),
                 ("C12 2", "quality: 2 players fall short of C12 (0 = met)"),
                 ("C8 [1½]", "quality: the scores of the players concerned")]
        marks += [(code, criterion_words(code)) for code in seen if criterion_words(code)]
        sections.append(("Candidates", tuple(marks)))
    if any(isinstance(step, (SearchOrderStep, PassedOverStep)) for step in steps):
        broken = {step.condition for step in steps if isinstance(step, RejectedStep)}
        sections.append(("Search", (
            ("order", "the opponents a player tries, in the order of the rules"),
            ("✗", "not legal: " + ", or ".join(
                words for condition, words in _NOT_LEGAL.items()
                if (condition in broken or not broken)
                and (colours or condition is not Barrier.COLOUR))),
            ("↶", "legal, but the rest could not be paired: undone (backtracking)"))))
    if any(isinstance(step, TableRowStep) for step in steps):
        sections.append(("Berger table", (
            ("row N", "the round is row N of the Berger table (C.05 Annex 1)"),)))
    boards = ((("7·2", "paired, colours not given yet"),
               ("7–2", "colours given: White first"),
               ("colours", "the rule that gave White (C.04.3 5.2.x; the simplified Swiss: "
                           "its rule 1-5, by lot in round 1)")) if colours else
              (("7·2", "paired, the boards not final yet"),
               ("7–2", "a board: the pair as formed (backgammon has no colours)")))
    sections.append(("Boards", (*boards, ("PAB 24", "the pairing-allocated bye"))))
    return tuple(sections)


def _bracket_values(steps: tuple[Step, ...]) -> tuple[tuple[str, str], ...]:
    """The bracket's numbers its heading shows (MaxPairs, M1, the Limbo), in words:
    only those the round's brackets have."""
    brackets = [step for step in steps if isinstance(step, BracketStep)]
    marks: list[tuple[str, str]] = []
    if any(step.max_pairs for step in brackets):
        marks.append(("MaxPairs", "the most pairs the bracket can make (art. 3.1.2)"))
    if any(step.m1 for step in brackets):
        marks.append(("M0 M1", "M0: the moved-down players (MDPs) in the bracket; M1: "
                               "the most of them that can be paired (art. 3.1)"))
    if any(step.limbo for step in brackets):
        marks.append(("Limbo", "the MDPs not paired in the bracket: they float on "
                               "down (art. 3.2.4)"))
    return tuple(marks)


#: Why a pair of the search is not legal (the simplified Swiss and SwissBG), by the
#: condition its ``rejected`` note names.
_NOT_LEGAL = {Barrier.REMATCH: "a rematch",
              Barrier.FORBIDDEN: "a forbidden pair (TRF-2026 260)",
              Barrier.COLOUR: "a colour a third time in a row"}


def _order(code: str) -> tuple[int, str]:
    """C1 … C21 in the order of the rules, other codes after them."""
    digits = code[1:]
    return (int(digits), code) if code[:1] == "C" and digits.isdigit() else (99, code)
