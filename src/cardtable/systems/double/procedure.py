"""Art. 3.3-3.6: the pairing of a match round (before the colours).

3.3: the PAB first, when the number of players to pair is odd (3.4); then, over and
over, the top scoregroup of the players still to pair — its resident players — with
the upfloaters chosen for it (3.5), paired by the first pairing identifier that
complies (3.6), until nobody is left. Every choice keeps the round completable ([C3],
art. 2.2.1); when no round-pairing exists at all, the Chief Arbiter decides (3.3.3):
:class:`~..base.PairingError`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction

from ...model.points import format_points
from ...trace.steps import CardView, PileStep, Step
from ..base import PairingError
from .identifiers import pair_bracket
from .matches import Card
from .pairable import can_pair
from .steps import DoubleBracketStep, PabStep
from .upfloaters import choose_upfloaters

NO_PAIRING = "C.04.5 art. 3.3.3"


@dataclass(frozen=True, slots=True)
class RoundPairs:
    """The pairs of a match round (top member first), the PAB and the steps."""

    pairs: tuple[tuple[int, int], ...]
    pab: int | None
    steps: tuple[Step, ...]


def pab_order(cards: Mapping[int, Card]) -> list[Card]:
    """Art. 3.4.2-3.4.4: the lowest score, then the most matches played, then the
    largest TPN."""
    return sorted(cards.values(), key=lambda c: (c.score, -c.matches_played, -c.tpn))


def assign_pab(cards: Mapping[int, Card]) -> tuple[Card, PabStep]:
    """Art. 3.4: the first player in the order of 3.4.2-3.4.4 whom [C2] does not bar
    and who leaves a legal pairing of all the others (3.4.1)."""
    order = pab_order(cards)
    barred = tuple(c.tpn for c in order if c.pab_barred)
    passed: list[int] = []
    for card in order:
        if card.pab_barred:
            continue
        if can_pair([c for c in order if c is not card]):
            text = (f"PAB to {card.tpn}: score {format_points(card.score, '½')}, "
                    f"matches played: {card.matches_played}")
            if barred:
                text += f"; [C2] bars {' '.join(map(str, barred))}"
            if passed:
                text += f"; passed over (the others could not all be paired): " \
                        f"{' '.join(map(str, passed))}"
            return card, PabStep("C.04.5 art. 3.4", text, card.tpn,
                                 tuple(c.tpn for c in order), barred, tuple(passed))
        passed.append(card.tpn)
    raise PairingError("no player may receive the PAB and leave the others a legal "
                       "pairing (C.04.5 art. 3.4.1 and [C2]); the Chief Arbiter decides "
                       "(art. 3.3.3)", tuple(cards), NO_PAIRING)


def _pile(score: Fraction, cards: list[Card]) -> PileStep:
    views = tuple(CardView(c.tpn, c.name, format_points(c.score, "½"),
                           "".join("W" if col.value == "w" else "B" for col in c.colours),
                           "", c.floater, not c.pab_barred)
                  for c in cards)
    return PileStep("C.04.5 art. 1.3.1", f"Scoregroup {format_points(score, '½')}: "
                    + " ".join(str(c.tpn) for c in cards), format_points(score, "½"), views)


def _incompatible(members: list[Card]) -> tuple[tuple[int, int, str], ...]:
    return tuple((a.tpn, b.tpn, "C1" if b.tpn in a.met else "forbidden")
                 for i, a in enumerate(members) for b in members[i + 1:]
                 if not a.may_meet(b))


def pair_round(cards: Mapping[int, Card], lapsed: bool) -> RoundPairs:
    """Pair one match round of ``cards`` (art. 3.3); ``lapsed`` in the last match
    ([C7] and [C8] do not apply)."""
    steps: list[Step] = []
    scores = sorted({c.score for c in cards.values()}, reverse=True)
    for score in scores:
        steps.append(_pile(score, sorted((c for c in cards.values() if c.score == score),
                                         key=lambda c: c.tpn)))
    unpaired = dict(cards)
    pab: int | None = None
    if len(unpaired) % 2:
        card, step = assign_pab(unpaired)
        pab = card.tpn
        del unpaired[card.tpn]
        steps.append(step)
    elif not can_pair(list(unpaired.values())):
        raise PairingError("the players cannot all be paired without two of them meeting "
                           "again (C.04.5 [C1], [C3]); the Chief Arbiter decides "
                           "(art. 3.3.3)", tuple(cards), NO_PAIRING)
    pairs: list[tuple[int, int]] = []
    number = 0
    while unpaired:
        number += 1
        top = max(c.score for c in unpaired.values())
        residents = sorted((c for c in unpaired.values() if c.score == top),
                           key=lambda c: c.tpn)
        lower = sorted((c for c in unpaired.values() if c.score < top),
                       key=lambda c: (-c.score, c.tpn))
        # [C6]: the scoregroup after the residents' among all the players of the
        # round (art. 1.3.1), even when upfloating has emptied it
        following = max((s for s in scores if s < top), default=None)
        choice = choose_upfloaters(number, residents, lower, lapsed, following)
        members = sorted([*residents, *choice.upfloaters], key=lambda c: c.tpn)
        ups = tuple(c.tpn for c in choice.upfloaters)
        # art. 3.3.2: "the top-scoregroup is combined, when needed, with a set of
        # upfloaters (selected according to Article 3.5), to form a bracket that is
        # paired according to Article 3.6". With a search, the steps follow that
        # order: the top scoregroup, the sets tried, the bracket formed by the set
        # taken; without one the bracket is formed at once (art. 1.3.2).
        searched = bool(ups) and len(choice.steps) > 1
        names = " ".join(str(c.tpn) for c in residents)
        shown = format_points(top, "½")
        text = (f"Top scoregroup {shown} (residents {names}): combined with the set of "
                f"upfloaters the search below takes, the first that complies (art. "
                f"3.5.3-3.5.5), to form bracket {number} (art. 3.3.2)" if searched else
                f"Bracket {number}: residents {names} (scoregroup {shown})"
                + (f", upfloaters {' '.join(map(str, ups))}" if ups else ", no upfloaters"))
        steps.append(DoubleBracketStep(f"C.04.5 art. {'3.3.2' if searched else '1.3.2'}",
                                       text, number, shown,
                                       tuple(c.tpn for c in residents), ups,
                                       tuple(c.tpn for c in members),
                                       _incompatible(members), searched))
        # the set taken forms the bracket (art. 3.3.2, 1.3.2)
        steps.extend(replace(s, text=f"{s.text}; with the residents {names} it forms "
                             f"bracket {number} (art. 1.3.2, 3.3.2)")
                     if searched and s.criterion is None else s for s in choice.steps)
        found = pair_bracket(number, members, frozenset(ups), lapsed)
        steps.extend(found.steps)
        pairs.extend(found.pairs)
        for card in members:
            del unpaired[card.tpn]
    return RoundPairs(tuple(pairs), pab, tuple(steps))
