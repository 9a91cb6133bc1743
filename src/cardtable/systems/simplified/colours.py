"""Colours by the simplified Swiss document ("Farbzuteilung"): given after the pairing,
board by board, by the first of these rules that decides.

* Round 1: the colour of no. 1 is drawn by lot; on each board the player from the upper
  half of the start list (the lower start number) has that colour when their start
  number is odd, the other colour when it is even.
* Later rounds:

  1. a player who had the same colour in their last two games gets the other one;
  2. the player with the larger colour difference (|White − Black|) gets the colour
     that balances it;
  3. the player with the lower start number gets the colour that balances their
     difference;
  4. the player with the higher start number gets the colour that balances theirs;
  5. the player with the lower start number changes colour (from their last game).

Where the seed is silent: only games played over the board give colours (a bye, a
forfeit or an absence gives none and is skipped when looking at "the last two
rounds"); rule 1 cannot decide when both players had the same colour twice (possible
only when the colour condition was dropped), then rule 2 goes on; rule 5 falls to the
player with the higher start number when the lower one has not played a game yet, and
to the round-1 rule when neither has. Rule 4 never decides a board: it is reached only
when the two differences are equal in size (rule 2) and the lower player's is 0 (rule
3), so the higher player's is 0 too.

No one gets a colour a third time in a row: two players who both had the same colour in
their last two games do not meet (a condition of the search, dropped only when no
pairing exists otherwise); for every other pair rule 1 prevents it."""

from __future__ import annotations

from dataclasses import dataclass

from ...model.colour import Colour
from ...trace.search_steps import Barrier
from .conditions import Condition
from .field import Card

ARTICLE = "simplified Swiss: colours"


def _third_time(a: Card, b: Card) -> str | None:
    repeated = a.state.repeated_colour
    if repeated is not None and repeated is b.state.repeated_colour:
        return (f"both had {repeated.word} in their last two games: one of them would get "
                f"{repeated.word} a third time in a row")
    return None


#: The simplified Swiss document: "Tipp: ... damit keiner zum dritten Mal mit derselben
#: Farbe in Folge spielt"; the rule does not apply when no legal pairing can be had
#: otherwise.
NO_THIRD_COLOUR = Condition(Barrier.COLOUR, ARTICLE, _third_time, relaxable=True)


@dataclass(frozen=True, slots=True)
class Colours:
    """The colours of one board and the rule that decided them (``1``-``5``, or
    ``round 1``), with the reason in words."""

    white: int
    black: int
    rule: str
    reason: str


def _balancing(card: Card) -> Colour | None:
    difference = card.state.colour_difference
    if difference == 0:
        return None
    return Colour.BLACK if difference > 0 else Colour.WHITE


def _give(card: Card, colour: Colour, other: Card, rule: str, reason: str) -> Colours:
    if colour is Colour.WHITE:
        return Colours(card.start_no, other.start_no, rule, reason)
    return Colours(other.start_no, card.start_no, rule, reason)


def allocate(a: Card, b: Card, drawn: Colour, round_no: int) -> Colours:
    """The colours of the board ``a``-``b``; ``drawn`` is the colour drawn by lot for
    no. 1 in round 1."""
    low, high = sorted((a, b), key=lambda card: card.start_no)
    must_low, must_high = low.state.repeated_colour, high.state.repeated_colour
    if must_low is not must_high:
        changer, other = (low, high) if must_low is not None else (high, low)
        repeated = changer.state.repeated_colour
        assert repeated is not None
        return _give(changer, repeated.opposite, other, "1",
                     f"{changer.start_no} had {repeated.word} in their last two games and "
                     f"must change")
    size_low = abs(low.state.colour_difference)
    size_high = abs(high.state.colour_difference)
    if size_low != size_high:
        larger, other = (low, high) if size_low > size_high else (high, low)
        colour = _balancing(larger)
        assert colour is not None
        return _give(larger, colour, other, "2",
                     f"{larger.start_no} has the larger colour difference, counted "
                     f"without its sign ({larger.state.colour_difference:+d} against "
                     f"{other.start_no}'s {other.state.colour_difference:+d}), and gets "
                     f"{colour.word} to balance it")
    for rule, card, other, which in (("3", low, high, "lower"), ("4", high, low, "higher")):
        colour = _balancing(card)
        if colour is not None:
            return _give(card, colour, other, rule,
                         f"equal colour differences: {card.start_no}, the {which} start "
                         f"number, gets {colour.word} to balance their "
                         f"({card.state.colour_difference:+d})")
    for card, other, who in ((low, high, "the lower start number"),
                             (high, low, "the higher start number, as the lower one has "
                                         "played no game yet")):
        if card.colours:
            colour = card.colours[-1].opposite
            return _give(card, colour, other, "5",
                         f"balanced colours: {card.start_no}, {who}, changes colour from "
                         f"their last game: {colour.word}")
    colour = drawn if low.start_no % 2 else drawn.opposite
    when = "round 1" if round_no == 1 else "neither has played a game yet, as in round 1"
    parity = "odd" if low.start_no % 2 else "even"
    return _give(low, colour, high, "round 1",
                 f"{when}: no. 1 has {drawn.word} by lot; {low.start_no}, the upper player, "
                 f"has an {parity} start number: {colour.word}")
