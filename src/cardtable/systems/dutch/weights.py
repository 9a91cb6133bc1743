"""The criteria of C.04.3 art. 2 packed into one integer per pair, highest priority in
the highest bits, so that a maximum-weight matching is the pairing that meets them best.

Every field is wide enough that the sum over a whole pairing never spills into the
field above, so comparing two pairings' totals compares their criteria one by one in
the order of the rules. Fields, from the top:

=====  ===========================================================================
F1     C2, C4, C5: completion and the PAB — 1 + one for each of the two players
       who may not receive the PAB, i.e. who are not eligible or score above the
       lowest scoregroup that can give it (only when every remaining player is in
       the graph)
C6     pairs in the current bracket (maximise, art. 2.4.1)
C7     the scores of the players paired in the current bracket, one sub-field per
       score level, highest level on top (minimise the downfloaters' scores, 2.4.2)
C8     pairs in the next bracket and their scores: the downfloaters chosen so that
       the next bracket pairs as well as it can (2.4.3)
C9     played games of the PAB assignee's scoregroup: the PAB goes to the player who
       played most, i.e. with the fewest unplayed games (2.4.4; only when the
       bracket being paired gives the PAB)
C10-13 colour criteria (2.4.5-2.4.8, see ``criteria.colour_values``)
C14-17 repeated floats, previous round and two rounds before (2.4.9-2.4.12)
C18-21 the scores of those repeated floats (2.4.13-2.4.16)
ORDER  the order in which art. 4 generates candidates, filled per phase (``order``)
=====  ===========================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence

from ...model.colour import Colour
from ...model.history import Float, Preference
from .cards import Card, CardIndex
from .criteria import colour_values, repeated_float_counts

if TYPE_CHECKING:  # pragma: no cover
    from .solver import RoundSolver

#: everything ``EdgeWeights.base`` reads of a card (score, colour preference and its
#: strength, colour imbalance, repeated colour, floats, PAB value, PAB eligibility):
#: cards of one kind weigh the same
Kind = tuple[int, Colour | None, Preference, int, Colour | None, tuple[Float, Float], int,
             bool | None]

@dataclass
class Layout:
    """Bit offsets of the fields for one graph of ``size`` players spread over
    ``levels`` score levels, with ``order_bits`` reserved at the bottom."""

    size: int
    levels: int
    played_rounds: int
    with_completion: bool
    order_bits: int

    def __post_init__(self) -> None:
        count = max(2, 2 * self.size).bit_length() + 1
        self.count_width = count
        self.level_width = count * self.levels
        floats_rounds = min(self.played_rounds, 2)
        offset = self.order_bits
        # built bottom-up
        self.scores_float = []
        for _ in range(2 * floats_rounds):
            self.scores_float.append(offset)
            offset += self.level_width
        self.scores_float.reverse()  # C18, C19, (C20, C21) from the top
        self.counts_float = []
        for _ in range(2 * floats_rounds):
            self.counts_float.append(offset)
            offset += count
        self.counts_float.reverse()  # C14, C15, (C16, C17)
        self.colour = []
        for _ in range(4):
            self.colour.append(offset)
            offset += count
        self.colour.reverse()  # C10, C11, C12, C13
        self.pab_games = offset
        offset += max(2, self.size * self.size * 2).bit_length() + 1
        self.next_scores = offset
        offset += self.level_width
        self.next_pairs = offset
        offset += count
        self.scores = offset
        offset += self.level_width
        self.pairs = offset
        offset += count
        self.completion = offset
        offset += count + 2
        self.total_bits = offset


class EdgeWeights:
    """Computes the base weight (all criteria, no ORDER bits) of a pair.

    ``level`` maps a score to its level (0 = lowest score in the graph).
    ``bye_candidate`` tells who may receive the PAB (for F1), ``pab_rank`` gives the
    C9 value of players in the PAB assignee's score group (None when C9 is off)."""

    def __init__(self, layout: Layout, level: dict[int, int],
                 bye_candidate: Callable[[Card], bool] | None = None,
                 pab_rank: dict[int, int] | None = None, bye_score: int | None = None):
        self.layout = layout
        self.level = level
        self.bye_candidate = bye_candidate
        self.pab_rank = pab_rank
        self.bye_score = bye_score
        self._memo: dict[tuple[int, int, bool, bool], int] = {}
        self._kinds: dict[int, int] = {}  # start number -> the number of its kind
        self._numbers: dict[Kind, int] = {}  # kind -> its number, in order of first use

    def kind(self, card: Card) -> int:
        """The number of the card's kind: everything ``base`` reads of a card (the
        tuple :data:`Kind`); cards of one kind weigh the same. A number rather than
        the tuple, which holds enums whose hash is computed in Python at every look-up
        (the memo below is asked once per pair)."""
        found = self._kinds.get(card.start_no)
        if found is None:
            bye = self.bye_candidate(card) if self.bye_candidate else None
            kind: Kind = (card.score, card.preference, card.strength, card.colour_imbalance,
                          card.repeated_colour, card.floats, self.pab_value(card), bye)
            found = self._kinds[card.start_no] = self._numbers.setdefault(
                kind, len(self._numbers))
        return found

    def weight(self, higher: Card, lower: Card, lower_in_current: bool,
               lower_in_next: bool) -> int:
        """``base``, remembered by the kinds of the two cards."""
        key = (self.kind(higher), self.kind(lower), lower_in_current, lower_in_next)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = self.base(higher, lower, lower_in_current, lower_in_next)
        return found

    def level_bit(self, score: int) -> int:
        return self.level[score] * self.layout.count_width

    def pab_value(self, card: Card) -> int:
        if self.pab_rank is None or card.score != self.bye_score:
            return 0
        return self.pab_rank[card.played_games]

    def base(self, higher: Card, lower: Card, lower_in_current: bool,
             lower_in_next: bool) -> int:
        lay = self.layout
        w = 0
        if lay.with_completion:
            bc = self.bye_candidate
            assert bc is not None, "a layout with completion has its PAB candidates"
            w |= (1 + (not bc(higher)) + (not bc(lower))) << lay.completion
        if lower_in_current:
            w |= 1 << lay.pairs
            w |= 1 << (lay.scores + self.level_bit(higher.score))
        if lower_in_next:
            w |= 1 << lay.next_pairs
            w |= 1 << (lay.next_scores + self.level_bit(higher.score))
        if self.pab_rank is not None:
            w += (self.pab_value(higher) + self.pab_value(lower)) << lay.pab_games
        if not lower_in_current:
            return w
        for offset, value in zip(lay.colour, colour_values(higher, lower)):
            if value:
                w |= 1 << offset
        counts = lay.counts_float
        scores = lay.scores_float
        rounds = len(counts) // 2
        for k in range(rounds):
            down, up = repeated_float_counts(higher, lower, k + 1)
            w += down << counts[2 * k]
            w += up << counts[2 * k + 1]
        for k in range(rounds):
            if lower.floats[k] is Float.DOWN:
                w += 1 << (scores[2 * k] + self.level_bit(lower.score))
            if higher.floats[k] is Float.DOWN:
                w += 1 << (scores[2 * k] + self.level_bit(higher.score))
            if not (lower.floats[k] is Float.UP and higher.score > lower.score):
                w += 1 << (scores[2 * k + 1] + self.level_bit(higher.score))
        return w


def graph_weights(pairing: RoundSolver, graph: Sequence[CardIndex], single: bool,
                  completion: bool) -> EdgeWeights:
    """The weights of one bracket's graph as the engine builds them: one score level
    per score found in ``graph`` (card indices of ``pairing``), the fields sized for
    its players, F1 (completion and the PAB) only when ``completion`` (every remaining
    player is in the graph), and C9 when the bracket gives the PAB (``single``)."""
    cards = pairing.cards
    scores = sorted({cards[i].score for i in graph})
    level = {s: k for k, s in enumerate(scores)}
    layout = Layout(len(graph), len(scores), pairing.ctx.played_rounds, completion, 0)
    return EdgeWeights(layout, level, pairing.card_may_get_bye if completion else None,
                       pairing.bye.pab_rank if single else None, pairing.bye.score)
