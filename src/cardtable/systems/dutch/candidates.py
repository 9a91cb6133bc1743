"""The walk through a bracket's candidates as trace steps, in the arbiter's words
(C.04.3 (2026) art. 3.4-3.8). The sentences name a candidate in pairing numbers, as
on the cards, with its BSNs (art. 4.1) in brackets; the steps' ``label`` keeps the
BSN form the generation order is defined by."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from ...trace.steps import CandidateCountStep, CandidateStep, Shortfall, Step, quality_text
from .labels import in_pairing_numbers
from .criteria_text import CRITERIA
from .records import Walk
from .walk import LIMIT

if TYPE_CHECKING:  # pragma: no cover
    from .quality import BracketMeasure, Quality
    from .cards import Card
    from .records import Candidate

LIMIT_TEXT = f"{LIMIT:,}".replace(",", " ")

ARTICLES = {"C1": "C.04.3 2.1.1", "forbidden": "tournament rules", "C3": "C.04.3 2.1.3",
            "C4": "C.04.3 2.2.1", "C5": "C.04.3 2.3.1"}


def candidate_steps(bracket: int, walk: Walk, measure: BracketMeasure,
                    bsns: tuple[int, ...]) -> list[Step]:
    """The recorded candidates (and the count of the others) of one bracket; ``bsns``
    its players by BSN (their pairing numbers)."""
    cards = measure.cards
    steps: list[Step] = []
    *shown, chosen = walk.records
    first_counted = len(shown) + 1
    for record in shown:
        steps.append(_step(record, bracket, measure, cards, bsns))
    if walk.counted:
        last = first_counted + walk.counted - 1
        parts = ", ".join(f"{count} {_short(name)}" for name, count in
                          sorted(walk.counts.items(), key=lambda kv: _order(kv[0])))
        more = (f" — more than {LIMIT_TEXT} candidates precede the chosen one"
                if walk.more else "")
        steps.append(CandidateCountStep(
            "C.04.3 3.5",
            f"Candidates {first_counted}-{last} (counted, not shown): {parts}{more}",
            bracket, first_counted, last, dict(walk.counts), walk.more))
    elif walk.more:
        steps.append(CandidateCountStep(
            "C.04.3 3.5", f"More than {LIMIT_TEXT} candidates precede the chosen one",
            bracket, first_counted, LIMIT, {}, True))
    if chosen.index == 0 or chosen.index > len(shown):
        steps.append(_step(chosen, bracket, measure, cards, bsns))
    return steps


def _step(record: Candidate, bracket: int, measure: BracketMeasure, cards: Sequence[Card],
          bsns: tuple[int, ...]) -> CandidateStep:
    pairs = tuple((cards[a].start_no, cards[b].start_no) for a, b in record.pairs)
    floaters = tuple(sorted(cards[i].start_no for i in record.floaters))
    number = f"#{record.index}" if record.index else f"(past {LIMIT_TEXT})"
    moved = (tuple(cards[i].start_no for i in record.moved[0]),
             tuple(cards[i].start_no for i in record.moved[1]))
    board = " ".join(f"{a}-{b}" for a, b in pairs) or "no pairs"
    label = in_pairing_numbers(record.label, bsns)
    if record.criterion is not None:
        offending = None
        if record.offending is not None:
            a, b = record.offending
            met = (cards[a].start_no, cards[b].start_no)
            # as the candidate lays the pair out (S1's player first)
            offending = next((p for p in pairs if set(p) == set(met)), met)
            why = f"{offending[0]}-{offending[1]}: {CRITERIA[record.criterion]}"
        else:
            why = CRITERIA[record.criterion]
        text = f"{number} {label}: {board} — breaks {record.criterion}: {why}"
        return CandidateStep(ARTICLES.get(record.criterion, "C.04.3 2"), text, bracket,
                             record.index, record.label, pairs, floaters,
                             record.criterion, None, False, offending, moved,
                             label_numbers=label)
    assert record.weight is not None  # a candidate that meets C1-C5 has its weight
    quality = shortfalls(measure.violations(record.weight, len(record.pairs),
                                            record.floaters))
    found = quality_text(quality)
    text = (f"{number} {label}: {board} — meets C1-C5; "
            + (f"quality: {found}" if found else "every quality criterion met"))
    step = CandidateStep("C.04.3 3.4", text, bracket, record.index, record.label, pairs,
                         floaters, None, quality, record.best_so_far, None, moved,
                         label_numbers=label, worse_by=record.worse_by)
    compared = step.against_best
    if record.worse_by in CRITERIA and record.worse_by != "order":  # in words (issue 34)
        compared += f" ({CRITERIA[record.worse_by]})"
    return replace(step, text=text + (f"; {compared}" if compared else ""))


def choice_text(bracket: int, walk: Walk, measure: BracketMeasure,
                pairs: Sequence[tuple[int, int]], bsns: tuple[int, ...]) -> str:
    """The sentence of the choice, true to the chosen candidate's quality: a perfect
    candidate (art. 3.4.1) meets C9-C21 and C6-C8 as well as the bracket allows, so the
    shortfalls it still has are named."""
    chosen = walk.chosen
    # separated by spaces, as the candidates' lines write them
    board = " ".join(f"{a}-{b}" for a, b in pairs) or "no pairs"
    where = (f"candidate {chosen.index}" if chosen.index
             else f"a candidate after the first {LIMIT_TEXT}")
    found = ""
    if chosen.weight is not None:
        found = quality_text(shortfalls(measure.violations(chosen.weight, len(chosen.pairs),
                                                           chosen.floaters)))
    if walk.perfect and not found:
        why = "the first candidate that meets every criterion (perfect, art. 3.4.1)"
    elif walk.perfect:
        why = (f"the first candidate that meets C9-C21 and falls "
               f"short of C6-C8 no more than the bracket must ({found}; perfect, "
               f"art. 3.4.1)")
    else:
        why = ("no candidate is perfect, and this one is the best by the criteria "
               "C5-C21 and the first of the best in the order of generation "
               f"({found + '; ' if found else ''}art. 3.8.1)")
    label = in_pairing_numbers(chosen.label, bsns)
    return f"Bracket {bracket}: {where} — {label} — is chosen, {why}: {board}"


def _order(name: str) -> tuple[int, str]:
    """Counted candidates in the rules' order: a forbidden pair (C1), then by the
    criterion they are worse by, then those as good but generated later (art. 3.8.1)."""
    if name == "forbidden":
        return (1, name)
    if name == "order":
        return (100, name)
    return (int(name[1:]), name)


def _short(name: str) -> str:
    words = {"forbidden": "forbidden pair", "order": "as good, but generated later"}
    return words.get(name, f"break {name}" if name in ARTICLES else f"worse by {name}")


def shortfalls(violations: Quality) -> tuple[Shortfall, ...]:
    """The quality criteria's values as the engine decodes them (a count, or a list of
    scores), as typed :class:`~cardtable.trace.steps.Shortfall` records in the rules' order."""
    return tuple(Shortfall(name, tuple(value) if isinstance(value, list) else int(value))
                 for name, value in violations.items())
