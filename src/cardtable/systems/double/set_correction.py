"""A learner's upfloaters of a Double-Swiss bracket judged by the criteria that choose
a set of upfloaters (C.04.5 art. 3.5; [C4]-[C7], art. 2.3.1-2.3.4), issue 34: the
criterion the learner's own set falls short of, with both figures in words and the
learner's upfloaters behind its own. Read from the typed trace: the bracket's
residents, the sets weighed (:class:`UpfloaterSetStep`, with their ``floaters``
count) and the cards in the piles; never from a sentence."""

from __future__ import annotations

from fractions import Fraction

from ...trace.steps import CardView, PileStep, Step
from .steps import DoubleBracketStep, UpfloaterSetStep

Boards = tuple[tuple[int, int], ...]


def learners_set(bracket: DoubleBracketStep, boards: Boards) -> tuple[int, ...] | None:
    """The upfloaters the learner pulls up to the bracket: the residents' opponents
    from lower scoregroups (None when a resident is left unpaired by the learner)."""
    partner = {p: q for b in boards for p, q in (b, b[::-1])}
    if any(r not in partner for r in bracket.residents):
        return None
    return tuple(sorted({partner[r] for r in bracket.residents
                         if partner[r] not in bracket.residents}))


def judge_set(steps: tuple[Step, ...], bracket: DoubleBracketStep,
              boards: Boards) -> tuple[str, str] | None:
    """Why the learner's upfloaters are not the set taken: the set weighed and set
    aside with its criterion ([C7] with both counts and the learner's upfloaters who
    floated), more upfloaters than the fewest ([C4]), or lower scores ([C5]); None
    when the learner's set is the set taken or none of these can be said."""
    mine = learners_set(bracket, boards)
    taken = tuple(sorted(bracket.upfloaters))
    if mine is None or mine == taken:
        return None
    sets = [s for s in steps if isinstance(s, UpfloaterSetStep)
            and s.bracket == bracket.number]
    cards = {c.start_no: c for s in steps if isinstance(s, PileStep) for c in s.cards}
    said = _set(mine)
    weighed = next((s for s in sets if tuple(sorted(s.upfloaters)) == mine), None)
    chosen = next((s for s in sets if s.criterion is None), None)
    if weighed is not None and weighed.criterion == "C7" and chosen is not None:
        floated = [str(t) for t in mine if cards[t].floats]
        return (f"your upfloaters {said} are set aside by [C7] (art. 2.3.4): "
                f"{weighed.floaters or 'none'} of them floated in the previous match "
                f"(your {', '.join(floated)}), of the set taken {_set(taken)} "
                f"{chosen.floaters or 'none'}", weighed.article)
    if weighed is not None and weighed.criterion is not None:
        return f"your upfloaters {said}: {weighed.text}", weighed.article
    if len(mine) > len(taken):
        return (f"your bracket pulls up {_count(len(mine))} ({said}), the rules "
                + (f"{_count(len(taken))} ({_set(taken)})" if taken else "none")
                + ": [C4] asks for the fewest upfloaters that leave a legal pairing "
                "(art. 2.3.1)",
                "C.04.5 art. 2.3.1 [C4]")
    ours, theirs = _scores(mine, cards), _scores(taken, cards)
    if len(mine) == len(taken) and sorted(ours) < sorted(theirs):
        return (f"your upfloaters {said} have the scores {_listed(ours)}, the set taken "
                f"{_set(taken)} {_listed(theirs)}: [C5] asks for the highest scores, "
                f"taken in ascending order (art. 2.3.2)", "C.04.5 art. 2.3.2 [C5]")
    return None


def _set(tpns: tuple[int, ...]) -> str:
    return "{" + ", ".join(map(str, tpns)) + "}" if tpns else "(none)"


def _count(n: int) -> str:
    return f"{n} upfloater" if n == 1 else f"{n or 'no'} upfloaters"


def _scores(tpns: tuple[int, ...], cards: dict[int, CardView]) -> list[Fraction]:
    return sorted((_points(cards[t].score) for t in tpns), reverse=True)


def _points(text: str) -> Fraction:
    """A score as a card shows it: ``3½`` (or ``½``)."""
    whole = text.replace("½", "")
    return Fraction(int(whole or 0)) + (Fraction(1, 2) if "½" in text else 0)


def _listed(scores: list[Fraction]) -> str:
    return ", ".join(_said(s) for s in scores)


def _said(score: Fraction) -> str:
    whole = int(score)
    return (f"{whole or ''}½" if score % 1 else str(whole))
