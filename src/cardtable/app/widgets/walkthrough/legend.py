"""What every mark of the walkthrough means, for the round on screen: only the marks
its trace can show (a round robin's cards have no colour preferences, the simplified
Swiss has no candidates). Headless: built from the :class:`~.scene.Script`."""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

from cardtable.trace.steps import (
    BoardsStep,
    BracketStep,
    ByeStep,
    CandidateCountStep,
    CandidateStep,
    ColourStep,
    FloatStep,
    OutsideStep,
    Step,
)
from cardtable.trace.search_steps import (
    Barrier,
    PassedOverStep,
    RejectedStep,
    SearchOrderStep,
)
from cardtable.trace.table_moves import BracketFormed, MatchColoured, PairingTried
from cardtable.trace.table_steps import TableRowStep

from .scene import ABSOLUTE, Script
from ....model.numerals import is_digits

Section = tuple[str, tuple[tuple[str, str], ...]]

#: What a mark means in words no system's text numbers; a system says it in its own
#: words and articles (the plug-in's ``legend_words``, by the same keys; ``label`` and
#: ``label mark``: how the system names a candidate, and an example of it).
PLAIN: dict[str, str] = {
    "card": "pairing number, name, score",
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
    "pulled up": "pulled up from a lower pile to the bracket: an upfloater",
    "top-scoregroup": "the highest score of those not yet paired: its cards are the "
                      "bracket's residents",
    "resident": "a card of the top-scoregroup",
    "upfloater": "a card of a lower score pulled up to the bracket",
    "top member": "in each pair, the smaller pairing number is the top member",
    "identifier": "a pairing's identifier: the top members, then their opponents",
    "compliant": "taken: the first pairing in that order that meets the criteria",
}


def legend(script: Script, criterion_words: Callable[[str], str], *,
           colours: bool = True, own: Mapping[str, str] | None = None,
           criteria: Sequence[str] = ()) -> tuple[Section, ...]:
    """The sections of the legend: (heading, ((mark, meaning), …)).
    ``criterion_words`` names a criterion code in words (``C8`` -> its sentence);
    ``colours`` whether the system gives colours (a backgammon Swiss does not);
    ``own``: the system's words for the marks, with its own articles (by the keys of
    :data:`PLAIN`, which says the others without articles); ``criteria``: the codes
    said in words whether the round shows them or not (the system's
    ``legend_criteria``)."""
    said = {**PLAIN, **(own or {})}
    cards = list(script.cards.values())
    steps = script.steps
    sections: list[Section] = []
    card = [("12 Name 2½", said["card"])]
    shown = {c.preference for c in cards}
    card += [(mark, said[key]) for mark, key, forms in (
        ("W  B", "absolute", {"W", "B"}), ("(W) (B)", "strong", {"(W)", "(B)"}),
        ("w  b", "mild", {"w", "b"})) if shown & forms]
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
    formed = [m for m in script.moves if isinstance(m, BracketFormed)]
    bye = any(isinstance(step, ByeStep) or (isinstance(step, BoardsStep) and step.pab)
              for step in steps)
    if script.has_piles:
        piles = [("▸", "in the bracket being paired")]
        if any(isinstance(step, FloatStep) for step in steps) or not formed:
            piles.append(("↓", said["moved down"]))
        if any(m.upfloaters for m in formed):
            piles.append(("↑", said["pulled up"]))
        sections.append(("In the piles", (
            *piles, ("–3", "paired with number 3 (the card is greyed)"),
            *((("PAB", said["PAB"]),) if bye else ()))))
    if formed:
        sections += _formed(script, said, criterion_words)
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
            seen = sorted({*seen, *(code for code in ABSOLUTE if criterion_words(code))},
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
    if criteria:
        sections.append(("Criteria", tuple((code, criterion_words(code))
                                           for code in criteria)))
    boards: tuple[tuple[str, str], ...] = (
        (("7·2", "paired, colours not given yet"), ("7–2", "colours given: White first"),
         ("colours", said["colours"])) if colours else
        (("7·2", "paired, the boards not final yet"),
         ("7–2", "a board: the pair as formed (backgammon has no colours)")))
    if any(isinstance(m, MatchColoured) for m in script.moves) or any(
            isinstance(step, ColourStep) for step in steps):
        # who a system's colour rules start from (C.04.6's first-team, C.04.5's HRP)
        boards += tuple((key, said[key]) for key in ("first-team", "HRP") if key in said)
    # no bye line where no bye is given (the round robin's odd table has a free
    # number, C.05, not a pairing-allocated bye)
    sections.append(("Boards", (*boards, *((("PAB 24", said["bye board"]),) if bye
                                          else ()))))
    return tuple(sections)


def _formed(script: Script, said: Mapping[str, str],
            criterion_words: Callable[[str], str]) -> list[Section]:
    """The sections of a round whose brackets are formed of a top-scoregroup and the
    upfloaters pulled up to it (C.04.5, C.04.6 art. 3.5), with the pairings tried in
    the system's order."""
    formed = [m for m in script.moves if isinstance(m, BracketFormed)]
    tried = [m for m in script.moves if isinstance(m, PairingTried)]
    marks = [("top-scoregroup", said["top-scoregroup"]),
             ("Residents", said["resident"]), ("Upfloaters ↑", said["upfloater"])]
    if any(m.sets for m in formed) and "set aside" in said:
        marks.append(("set aside: 2 6 C3", said["set aside"]))
    names = dict.fromkeys(name for m in formed for name, _ in m.values)
    marks += [(name, said.get(name) or criterion_words(name)) for name in names
              if said.get(name) or criterion_words(name)]
    sections: list[Section] = [("In the bracket", tuple(marks))]
    if tried:
        seen = sorted({m.criterion for m in tried if m.criterion}, key=_order)
        pairs = [("Top | Bottom", said["top member"]),
                 ("•", "paired with the card facing it on the same line"),
                 ("identifier", said["identifier"]),
                 ("✓", said["compliant"]), ("✗", "rejected: the criterion is named")]
        if any(m.offending for m in tried):
            pairs.append(("✗ 3", "a card of the pair that breaks the criterion"))
        pairs += [(code, criterion_words(code)) for code in seen if criterion_words(code)]
        sections.append(("Pairings tried", tuple(pairs)))
    return sections


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


def _order(code: str) -> tuple[int, str]:
    """C1 … C21 in the order of the rules, other codes after them."""
    digits = code[1:]
    return (int(digits), code) if code[:1] == "C" and is_digits(digits) else (99, code)
