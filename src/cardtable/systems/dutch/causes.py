"""The learner's own pairs (or downfloaters) behind a quality criterion's figure in a
correction (issue 34: "each quality criterion it does worse on than the rules'
pairing, with both figures in words and the learner's pairs that cause it").

Each criterion of C.04.3 art. 2.4 (C6-C21) is traced back to what the engine's weights
count for it (``weights.EdgeWeights.base``, ``criteria.colour_values`` and
``criteria.repeated_float_counts``), from the cards' typed fields. The pairs are said
only when they account for the whole figure: as many as the count, or the very scores
listed; otherwise nothing is said and the figure alone stands."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...model.history import Float
from .cards import Card, CardIndex
from .criteria import colour_values

if TYPE_CHECKING:  # pragma: no cover
    from .quality import BracketMeasure

Pairs = Sequence[tuple[CardIndex, CardIndex]]

#: the repeated floats of C14-C21: the round back (0: the previous one), in words
_BACK = {0: "in the previous round", 1: "two rounds before"}


def causing(criterion: str, value: object, pairs: Pairs, floaters: frozenset[CardIndex],
            measure: BracketMeasure) -> str:
    """`` (your …)`` naming what of the learner's candidate makes ``criterion``'s
    figure ``value`` (a count, or the scores concerned), or ``""`` when what is
    found does not account for the whole figure."""
    cards = measure.cards
    number = int(criterion[1:])
    if criterion == "C6":  # art. 2.4.1: the players left unpaired
        left = [str(cards[i].start_no) for i in sorted(floaters)]
        return f" (your {', '.join(left)} left unpaired in the bracket)" \
            if left and len(left) == value else ""
    if criterion in ("C8", "C9"):  # art. 2.4.3-2.4.4: decided below, by who moves down
        return _moved_down(floaters, cards)
    if criterion == "C7":  # art. 2.4.2: the downfloaters' scores
        return _scored(value, [(f"downfloater {cards[i].start_no} ({{score}})", cards[i])
                               for i in sorted(floaters)], measure)
    if 10 <= number <= 13:  # art. 2.4.5-2.4.8: the colour criteria, pair by pair
        said = [_colour(number, cards[a], cards[b]) for a, b in pairs
                if not colour_values(cards[a], cards[b])[number - 10]]
        return _counted(value, said)
    k, up = divmod(number - 14, 2) if number < 18 else divmod(number - 18, 2)
    if number < 18:  # art. 2.4.9-2.4.12: how many float again
        return _counted(value, _floats_again(k, bool(up), pairs, floaters, measure))
    if up:  # art. 2.4.14, 2.4.16: the MDPs' scores whose opponent upfloated again
        return _scored(value, [(_upfloat(cards[a], cards[b], k, " to {score}"), cards[a])
                               for a, b in pairs if _upfloats_again(cards[a], cards[b], k)],
                       measure)
    # art. 2.4.13, 2.4.15: the downfloaters' scores who downfloated then too
    return _scored(value, [(f"downfloater {cards[i].start_no} ({{score}}) downfloated "
                            f"{_BACK[k]} too", cards[i]) for i in sorted(floaters)
                           if cards[i].floats[k] is Float.DOWN], measure)


def _counted(value: object, said: list[str]) -> str:
    return f" (your {'; '.join(said)})" if said and len(said) == value else ""


def _scored(value: object, said: list[tuple[str, Card]], measure: BracketMeasure) -> str:
    """The learner's players behind a criterion on scores, each said with the score
    it counts in place of ``{score}``, when their scores are the very scores listed
    (highest first)."""
    ordered = sorted(said, key=lambda item: -item[1].score)
    scores = [measure.labels[measure.level[card.score]] for _, card in ordered]
    if not said or scores != value:
        return ""
    return " (your " + "; ".join(words.replace("{score}", f"score {score}")
                                for (words, _), score in zip(ordered, scores)) + ")"


def _moved_down(floaters: frozenset[CardIndex], cards: Sequence[Card]) -> str:
    moved = [str(cards[i].start_no) for i in sorted(floaters)]
    if not moved:
        return " (with nobody of yours moved down)"
    return f" (with your downfloater{'s' if len(moved) > 1 else ''} {', '.join(moved)} " \
        "moved down)"


def _colour(number: int, a: Card, b: Card) -> str:
    """Why the learner's pair ``a``-``b`` breaks colour criterion C``number``."""
    pair = f"{a.start_no}-{b.start_no}"
    colour = a.preference
    assert colour is not None, "a colour criterion is broken only by a shared preference"
    wanted, other = colour.word.capitalize(), colour.opposite.word.capitalize()
    if number == 10:
        return (f"{pair}: both prefer {wanted} with a colour difference beyond ±1 "
                f"({a.colour_imbalance} and {b.colour_imbalance}): one of them ends "
                f"beyond ±2")
    if number == 11:
        if a.colour_imbalance == b.colour_imbalance:
            return (f"{pair}: both must have {wanted} and both had {other} twice "
                    f"running: one of them gets {other} a third time")
        loser = a if b.colour_imbalance > a.colour_imbalance else b
        return (f"{pair}: both must have {wanted}; {loser.start_no}, with the smaller "
                f"colour difference, gets {other} a third time running")
    if number == 13:
        return f"{pair}: both strongly prefer {wanted}"
    return f"{pair}: both prefer {wanted}"


def _floats_again(k: int, up: bool, pairs: Pairs, floaters: frozenset[CardIndex],
                  measure: BracketMeasure) -> list[str]:
    """C14/C16 (``up`` False): the learner's resident downfloaters who downfloated
    ``k + 1`` rounds back too (a resident paired in the bracket does not float);
    C15/C17: the learner's pairs whose lower player floats up again
    (``criteria.repeated_float_counts``)."""
    cards = measure.cards
    if up:
        return [_upfloat(cards[a], cards[b], k) for a, b in pairs
                if _upfloats_again(cards[a], cards[b], k)]
    return [f"downfloater {cards[i].start_no} downfloated {_BACK[k]} too"
            for i in sorted(floaters)
            if i in measure.residents and cards[i].floats[k] is Float.DOWN]


def _upfloats_again(higher: Card, lower: Card, k: int) -> bool:
    return higher.score > lower.score and lower.floats[k] is Float.UP


def _upfloat(higher: Card, lower: Card, k: int, to: str = "") -> str:
    return (f"{higher.start_no}-{lower.start_no}: {lower.start_no} floats up{to}, and "
            f"upfloated {_BACK[k]} too")

