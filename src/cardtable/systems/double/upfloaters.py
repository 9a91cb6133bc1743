"""Art. 3.5: the upfloaters of a bracket. The bracket is the top scoregroup of the
players still to pair (its resident players) and a set of upfloaters from the lower
scoregroups (art. 1.3.2), so that it is even and all of it can be paired.

* 3.5.1: every player still to pair with a lower score is a potential upfloater;
* 3.5.2: the sets considered are those that comply with [C4] (the fewest upfloaters,
  art. 2.3.1) and [C5] (the highest scores of the upfloaters, taken in ascending
  order, art. 2.3.2) — among the sets that give a legal pairing: the bracket can be
  paired ([C1]) and so can every player left ([C3], art. 2.2.1);
* 3.5.3: the upfloaters of a set in descending score, then ascending TPN;
* 3.5.4: the sets in the lexicographic order of their TPNs (so ordered);
* 3.5.5: the first set that also complies with [C6] (art. 2.3.3: unless the
  following scoregroup — the next score of the round, art. 1.3.1 — has been emptied
  by upfloating, what is left of it can still be paired in its own bracket complying
  with [C1], [C3] and [C4], i.e. with the fewest upfloaters its size allows: none if
  even, one if odd) and [C7] (art. 2.3.4: except in the last match, the fewest
  upfloaters who were floaters in the previous match) — as much as any set can,
  [C6] before [C7].

[C6] read pass/fail ("the fewest its size allows"), as the one public program that
pairs the identical Swiss Team procedure (C.04.6) reads it, not graded (the fewest
upfloaters the following scoregroup could need)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations, combinations_with_replacement

from ...model.points import format_points
from .matches import Card
from .pairable import can_pair
from .steps import UpfloaterSetStep

ARTICLE = "C.04.5 art. 3.5"
#: sets recorded one by one for a bracket; the others are only counted
RECORDED = 40


@dataclass(frozen=True, slots=True)
class Choice:
    """The upfloaters chosen (in the order of 3.5.3), and the sets tried before."""

    upfloaters: tuple[Card, ...]
    steps: tuple[UpfloaterSetStep, ...]
    unrecorded: int


def _profiles(lower: Sequence[Card], count: int) -> list[tuple[Fraction, ...]]:
    """The score profiles of ``count`` upfloaters (descending), best first by [C5]:
    their scores taken in ascending order, the highest first."""
    available: dict[Fraction, int] = {}
    for card in lower:
        available[card.score] = available.get(card.score, 0) + 1
    found = [p for p in combinations_with_replacement(sorted(available, reverse=True), count)
             if all(p.count(s) <= available[s] for s in set(p))]
    return sorted(found, key=lambda p: sorted(p), reverse=True)


def _sets(lower: Sequence[Card], profile: tuple[Fraction, ...]) -> list[tuple[Card, ...]]:
    """Every set with that score profile, each in the order of 3.5.3, the sets in the
    lexicographic order of their TPNs (3.5.4)."""
    sets: list[tuple[Card, ...]] = [()]
    for score in sorted(set(profile), reverse=True):
        group = sorted((c for c in lower if c.score == score), key=lambda c: c.tpn)
        sets = [s + chosen for s in sets for chosen in combinations(group, profile.count(score))]
    return sorted(sets, key=lambda s: [c.tpn for c in s])


def _c6(following: Fraction | None, rest: Sequence[Card]) -> bool:
    """[C6] (art. 2.3.3): "unless the following scoregroup has been emptied by
    upfloating", what is left of it (``following``: its score, the next score of the
    round) can be paired in its own bracket complying with [C1], [C3] and [C4] — the
    fewest upfloaters its size allows, and the players left after it pairable."""
    left = [c for c in rest if c.score == following]
    if not left:
        return True
    lower = [c for c in rest if c.score < left[0].score]
    options: Iterator[tuple[Card, ...]] = (
        iter([()]) if len(left) % 2 == 0 else ((c,) for c in lower))
    for extra in options:
        bracket = [*left, *extra]
        if can_pair(bracket) and can_pair([c for c in rest if c not in bracket]):
            return True
    return False


def choose_upfloaters(number: int, residents: Sequence[Card], lower: Sequence[Card],
                      lapsed: bool, following: Fraction | None = None) -> Choice:
    """The upfloaters of bracket ``number`` (art. 3.5); ``lapsed`` in the last match,
    where [C7] does not apply. The players still to pair are ``residents`` and
    ``lower``, and can all be paired ([C3] kept by every bracket before).
    ``following``: the score of the scoregroup after the residents' among all the
    players of the round ([C6]); by default the highest score in ``lower``."""
    steps: list[UpfloaterSetStep] = []
    unrecorded = 0
    index = 0
    score = residents[0].score
    if following is None and lower:
        following = max(c.score for c in lower)
    for count in range(len(residents) % 2, len(lower) + 1, 2):
        for profile in _profiles(lower, count):
            best: tuple[tuple[int, int, int], tuple[Card, ...]] | None = None
            tried: list[tuple[int, tuple[Card, ...], str | None, int, bool]] = []
            for candidate in _sets(lower, profile):
                index += 1
                bracket = [*residents, *candidate]
                rest = [c for c in lower if c not in candidate]
                floaters = 0 if lapsed else sum(1 for c in candidate if c.floater)
                if not can_pair(bracket):
                    tried.append((index, candidate, "C1", floaters, True))
                    continue
                if not can_pair(rest):
                    tried.append((index, candidate, "C3", floaters, True))
                    continue
                c6 = _c6(following, rest)
                key = (0 if c6 else 1, floaters, index)
                tried.append((index, candidate, None, floaters, c6))
                if best is None or key < best[0]:
                    best = (key, candidate)
                if key[:2] == (0, 0):
                    break
            for at, candidate, criterion, floaters, c6 in tried:
                if best is not None and criterion is None and candidate != best[1]:
                    criterion = ("C6" if not c6 and best[0][0] == 0 else
                                 "C7" if floaters > best[0][1] else "order")
                if len(steps) >= RECORDED:
                    unrecorded += 1
                    continue
                steps.append(_set_step(number, at, candidate, criterion, floaters, c6, score))
            if best is not None:
                return Choice(best[1], tuple(steps), unrecorded)
    raise AssertionError("the players still to pair can all be paired (C3)")


_WHY = {
    "C1": "the bracket cannot be paired [C1]",
    "C3": "the players left could not all be paired [C3]",
    "C6": "the following scoregroup could not be paired with the fewest upfloaters [C6]",
    "C7": "more upfloaters who floated in the previous match than another set [C7]",
    "order": "an earlier set is as good (art. 3.5.4)",
}

_ARTICLES = {"C1": "C.04.5 art. 2.1.1 [C1]", "C3": "C.04.5 art. 2.2.1 [C3]",
             "C6": "C.04.5 art. 2.3.3 [C6]", "C7": "C.04.5 art. 2.3.4 [C7]",
             "order": "C.04.5 art. 3.5.4"}


def _set_step(number: int, index: int, candidate: tuple[Card, ...], criterion: str | None,
              floaters: int, c6: bool, score: Fraction) -> UpfloaterSetStep:
    names = " ".join(f"{c.tpn} ({format_points(c.score, '½')})" for c in candidate) or "(none)"
    if criterion is None:
        text = (f"Bracket {number} (scoregroup {format_points(score, '½')}): upfloaters "
                f"{names} — "
                + ("the first set that complies" if c6 else
                   "chosen: no legal set complies with [C6], the first of the best"))
        article = f"{ARTICLE}.5"
    else:
        text = f"Bracket {number}: upfloaters {names} set aside: {_WHY[criterion]}"
        article = _ARTICLES[criterion]
    return UpfloaterSetStep(article, text, number, index, tuple(c.tpn for c in candidate),
                            criterion, floaters, c6)
