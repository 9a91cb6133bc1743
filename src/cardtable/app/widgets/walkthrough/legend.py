"""What every mark of the walkthrough means, for the round on screen: only the marks
its trace can show (a round robin's cards have no colour preferences, the simplified
Swiss has no candidates). Headless: built from the :class:`~.scene.Script`."""

from __future__ import annotations

from typing import Callable, Mapping

from cardtable.trace import BoardsStep, BracketStep, ByeStep, CandidateCountStep, CandidateStep, \
    FloatStep, OutsideStep, Step
from cardtable.trace.search_steps import (
    Barrier,
    PassedOverStep,
    RejectedStep,
    SearchOrderStep,
)
from cardtable.trace.table_steps import TableRowStep

from .scene import Script

Section = tuple[str, tuple[tuple[str, str], ...]]

#: What a mark means in words no system's text numbers; a system says it in its own
#: words and articles (the plug-in's ``legend_words``, by the same keys; ``label`` and
#: ``label mark``: how the system names a candidate, and an example of it).
PLAIN: dict[str, str] = {
    "absolute": "absolute colour preference: must get this colour",
    "strong": "strong colour preference",
    "mild": "mild colour preference",
    "history": "colours of the games played, oldest first; each unplayed round a -, "
               "moved to the front",
    "floats": "floats: the last round first, then the round before; ↓ floated down, "
              "↑ floated up",
    "moved down": "moved down from a higher pile",
    "PAB": "given the pairing-allocated bye",
    "exchange": "moved between S1 and S2 by an exchange",
    "remainder": "the remainder's subgroups after the MDPs are paired",
    "accepted": "accepted: meets the criteria",
    "colours": "the rule that gave White",
    "bye board": "the pairing-allocated bye",
    "forbidden": "forbidden pair: may not meet (TRF-2026 260)",
}


def legend(script: Script, criterion_words: Callable[[str], str], *,
           colours: bool = True,
           own: Mapping[str, str] | None = None) -> tuple[Section, ...]:
    """The sections of the legend: (heading, ((mark, meaning), …)).
    ``criterion_words`` names a criterion code in words (``C8`` -> its sentence);
    ``colours`` whether the system gives colours (a backgammon Swiss does not);
    ``own``: the system's words for the marks, with its own articles (by the keys of
    :data:`PLAIN`, which says the others without articles)."""
    said = {**PLAIN, **(own or {})}
    cards = list(script.cards.values())
    steps = script.steps
    sections: list[Section] = []
    card = [("12 Name 2½", "pairing number, name, score")]
    if any(c.preference for c in cards):
        card += [("W  B", said["absolute"]), ("(W) (B)", said["strong"]),
                 ("w  b", said["mild"])]
    if any(c.colours for c in cards):
        card.append(("-WBW", said["history"]))
    if any(c.floats.strip("·") for c in cards):
        card.append(("↓↑", said["floats"]))
    sections.append(("On a card", tuple(card)))
    outside = [step for step in steps if isinstance(step, OutsideStep)]
    if outside:
        step = outside[0]
        marks = [(f"{left.start_no} {left.name}", f"not paired: {left.reason}"
                  + (f" ({left.article})" if left.article else "")) for left in step.players]
        marks += [(" ".join(map(str, group)), said["forbidden"])
                  for group in step.forbidden]
        sections.insert(0, ("Outside the piles", tuple(marks)))
    bye = any(isinstance(step, ByeStep) or (isinstance(step, BoardsStep) and step.pab)
              for step in steps)
    if script.has_piles:
        # ↓ only where a card comes down to a lower pile (the Dutch systems' MDPs);
        # in Double-Swiss and the Team Swiss the cards stay on their piles
        moved = any(isinstance(step, FloatStep)
                    or (isinstance(step, BracketStep) and step.mdps) for step in steps)
        sections.append(("In the piles", (
            ("▸", "in the bracket being paired"),
            *((("↓", said["moved down"]),) if moved else ()),
            ("–3", "paired with number 3 (the card is greyed)"),
            *((("PAB", said["PAB"]),) if bye else ()))))
    candidates = [step for step in steps if isinstance(step, CandidateStep)]
    if any(isinstance(step, BracketStep) for step in steps):
        marks = [("•", "paired with the card facing it on the same line"),
                 ("↓", "left unpaired: floats down to the next bracket"),
                 ("✗", "this pair breaks the criterion named below the bracket")]
        if any(any(step.moved) for step in candidates):
            marks.append(("⇄", said["exchange"]))
        if "label" in said:  # how the system names a candidate, with an example
            marks.append((said.get("label mark", "label"), said["label"]))
        if any(s.remainder_s1 or s.remainder_s2 for s in steps if isinstance(s, BracketStep)):
            marks.append(("S1R S2R", said["remainder"]))
        marks += _bracket_values(steps, said)
        sections.append(("In S1 and S2", tuple(marks)))
        terms = tuple((key.removeprefix("term "), words) for key, words in said.items()
                      if key.startswith("term "))
        if terms:  # the letters and marks the system's bracket steps use
            sections.append(("In the steps", terms))
    counts = [step for step in steps if isinstance(step, CandidateCountStep)]
    if candidates or counts:
        seen = sorted({code for step in candidates
                       for code in (*([step.criterion] if step.criterion else []),
                                    *(s.criterion for s in step.quality or () if not s.met))}
                      | {code for step in counts for code in step.by_criterion},
                      key=_order)
        if any(step.criterion is None for step in candidates):  # "meets C1-C5"
            seen = sorted({*seen, *(code for code in _ABSOLUTE if criterion_words(code))},
                          key=_order)
        marks = [("✓", said["accepted"]), ("✗", "breaks one: rejected")]
        if counts:
            marks.append(("Σ", "candidates counted, not shown one by one"))
        if any(step.quality for step in candidates):
            marks += [("C12 2", "quality: 2 players fall short of C12 (0 = met)"),
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
               ("colours", said["colours"])) if colours else
              (("7·2", "paired, the boards not final yet"),
               ("7–2", "a board: the pair as formed (backgammon has no colours)")))
    sections.append(("Boards", (*boards, *((("PAB 24", said["bye board"]),) if bye
                                          else ()))))
    return tuple(sections)


def _bracket_values(steps: tuple[Step, ...],
                    said: Mapping[str, str]) -> list[tuple[str, str]]:
    """The bracket's numbers its heading shows (MaxPairs, M1, the Limbo), in the
    system's words: only those the round's brackets have and the system names."""
    brackets = [step for step in steps if isinstance(step, BracketStep)]
    shown = (("MaxPairs", "max pairs", any(step.max_pairs for step in brackets)),
             ("M0 M1", "m1", any(step.m1 for step in brackets)),
             ("Limbo", "limbo", any(step.limbo for step in brackets)))
    return [(mark, said[key]) for mark, key, present in shown if present and key in said]


#: Why a pair of the search is not legal (the simplified Swiss and SwissBG), by the
#: condition its ``rejected`` note names.
_NOT_LEGAL = {Barrier.REMATCH: "a rematch",
              Barrier.FORBIDDEN: "a forbidden pair (TRF-2026 260)",
              Barrier.COLOUR: "a colour a third time in a row"}


#: the absolute criteria a candidate line says it meets ("meets C1-C5"), each said in
#: words when the system names it
_ABSOLUTE = ("C1", "C2", "C3", "C4", "C5")


def _order(code: str) -> tuple[int, str]:
    """C1 … C21 in the order of the rules, other codes after them."""
    digits = code[1:]
    return (int(digits), code) if code[:1] == "C" and digits.isdigit() else (99, code)
