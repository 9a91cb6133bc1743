"""A tie-break value and the contributions it is made of, round by round, so an arbiter
can show a player how the value came about (which opponent, which score, what was cut
and why). The cut modifiers of C.07 art. 14 work on these contributions."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Iterable

from ..model.history import Entry, EntryKind
from ..model.results import Outcome
from .codes import TieBreakCode
from .context import OpponentScore
from .numbers import Number, exact_sum


@dataclass(frozen=True, slots=True)
class Contribution:
    """One round's (or one item's) share of a tie-break value.

    ``score`` is the quantity behind it (the opponent's adjusted score, the dummy's
    score, an opponent's rating, a running total); ``factor`` the points the player
    scored that round when the value is a product (SB); ``value`` what it adds.
    ``vur`` marks a voluntarily unplayed round (C.07 art. 16). ``cut`` is empty when
    the contribution counts, otherwise why a modifier removed it."""

    round: int | None
    label: str
    value: Number
    opponent: int | None = None
    score: Number | None = None
    factor: Fraction | None = None
    vur: bool = False
    source: OpponentScore | None = None
    cut: str = ""

    @property
    def counted(self) -> bool:
        return not self.cut


@dataclass(frozen=True, slots=True)
class Breakdown:
    """A tie-break value with its contributions. ``formula`` says how the value follows
    from the counted contributions (``sum``, or a sentence for averages and ratings)."""

    value: Number | None
    contributions: tuple[Contribution, ...] = ()
    formula: str = "sum"

    @property
    def counted(self) -> tuple[Contribution, ...]:
        return tuple(c for c in self.contributions if c.counted)

    @classmethod
    def total(cls, items: Iterable[Contribution]) -> Breakdown:
        """The sum of the counted contributions."""
        items = tuple(items)
        return cls(exact_sum(c.value for c in items if not c.cut), items, "sum")


def _significance(item: Contribution) -> tuple[Number | None, Number]:
    """Least significant first (C.07 art. 14.1): the lowest score; among equal scores the
    smaller value (for SB the smaller product)."""
    return (item.score, item.value)


def apply_cuts(items: list[Contribution], low: int, high: int, name: str,
               vur_first: bool = False) -> list[Contribution]:
    """Mark the contributions that Cut-n / Median-n remove (C.07 art. 14.1, 14.3).

    ``low`` least significant ones are removed, one at a time, then ``high`` most
    significant ones. With ``vur_first`` (Swiss rules, art. 16), at each low step the
    lowest-scored voluntarily unplayed round competes with the least significant
    contribution and the one worth more in the tie-break is removed, so that an absence
    never makes a cut more favourable (for BH a VUR is always cut first)."""
    remaining = list(range(len(items)))
    notes: dict[int, str] = {}
    for _ in range(low):
        if not remaining:
            break
        least = min(remaining, key=lambda i: _significance(items[i]))
        choice, why = least, "least significant"
        if vur_first:
            vurs = [i for i in remaining if items[i].vur]
            if vurs:
                lowest_vur = min(vurs, key=lambda i: _significance(items[i]))
                if items[lowest_vur].value >= items[least].value:
                    choice = lowest_vur
                    why = ("least significant, a voluntarily unplayed round"
                           if lowest_vur == least else
                           "a voluntarily unplayed round, cut before the least significant "
                           "(C.07 art. 16)")
        remaining.remove(choice)
        notes[choice] = f"{name}: {why}"
    for _ in range(high):
        if not remaining:
            break
        most = max(remaining, key=lambda i: _significance(items[i]))
        remaining.remove(most)
        notes[most] = f"{name}: most significant"
    return [replace(item, cut=notes[i]) if i in notes else item
            for i, item in enumerate(items)]


def apply_modifier(items: list[Contribution], code: TieBreakCode,
                   vur_first: bool = False) -> list[Contribution]:
    """The Cut-n or Median-n of a code (``BH/C1``, ``SB/M1``...), if it has one:
    Cut-n removes the n least significant contributions, Median-n also the n most."""
    if not (code.cut or code.median):
        return items
    name = f"Cut-{code.cut}" if code.cut else f"Median-{code.median}"
    return apply_cuts(items, code.cut + code.median, code.median, name, vur_first)


_KIND_LABELS = {
    EntryKind.FORFEIT_WIN: "+",
    EntryKind.FORFEIT_LOSS: "-",
    EntryKind.PAB: "PAB",
    EntryKind.FULL_BYE: "F",
    EntryKind.HALF_BYE: "H",
    EntryKind.ZERO_BYE: "Z",
    EntryKind.NOT_PAIRED: "not paired",
}
_OUTCOME_LABELS = {Outcome.WIN: "1", Outcome.DRAW: "½", Outcome.LOSS: "0"}


def label_of(entry: Entry) -> str:
    """The round as a crosstable writes it: ``1``, ``½``, ``0`` over the board, ``+`` /
    ``-`` for forfeits, ``PAB``, ``F``, ``H``, ``Z`` for byes, ``not paired``."""
    if entry.kind is EntryKind.GAME and entry.outcome is not None:
        return _OUTCOME_LABELS[entry.outcome]
    return _KIND_LABELS.get(entry.kind, entry.kind.value)
