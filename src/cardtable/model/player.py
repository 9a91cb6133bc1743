"""A player on the start list, and the initial order of C.04.2."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable
from .bulk import pickled_by_fields
from .numerals import is_digits

#: FIDE titles in the order of C.04.2 (Initial order): GM IM WGM FM WIM CM WFM WCM.
TITLE_ORDER: tuple[str, ...] = ("GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM")


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class Player:
    """One entry of the start list.

    ``start_no`` is the pairing number. ``withdrawn_after`` is the last round the player
    takes part in (they are not paired after it); ``joins_in`` is the first round of a late
    entry. ``rating`` 0 means unrated. ``provisional``: a late entry's pairing number is
    provisional (C.04.2 art. 2.4): the first free number, so that the numbers already
    posted do not change; the initial ranking list is renumbered when the next round
    is paired (art. 2.5, :func:`cardtable.model.roster.settle_provisional`).
    """

    start_no: int
    name: str
    rating: int = 0
    title: str = ""
    federation: str = ""
    club: str = ""
    sex: str = ""
    birth_date: str = ""
    fide_id: int | None = None
    withdrawn_after: int | None = None
    joins_in: int | None = None
    provisional: bool = False

    def takes_part_in(self, round_no: int) -> bool:
        """Whether the player is still (or already) in the tournament in that round."""
        if self.withdrawn_after is not None and round_no > self.withdrawn_after:
            return False
        if self.joins_in is not None and round_no < self.joins_in:
            return False
        return True

    @property
    def birth_year(self) -> int | None:
        digits = self.birth_date[:4]
        return int(digits) if is_digits(digits) else None

    @property
    def title_rank(self) -> int:
        """Position of the title in C.04.2's order; untitled players come last."""
        title = self.title.strip().upper()
        return TITLE_ORDER.index(title) if title in TITLE_ORDER else len(TITLE_ORDER)


def initial_order_key(player: Player,
                      titles: tuple[str, ...] = TITLE_ORDER) -> tuple[int, int, str]:
    """Sort key of the initial ranking list (C.04.2, Initial order): rating (highest
    first), then FIDE title (``titles``: the system's order of titles, by default
    C.04.2's GM IM WGM FM WIM CM WFM WCM; then none), then name."""
    title = player.title.strip().upper()
    rank = titles.index(title) if title in titles else len(titles)
    return (-player.rating, rank, player.name.casefold())


def in_initial_order(players: Iterable[Player],
                     titles: tuple[str, ...] = TITLE_ORDER) -> list[Player]:
    """``players`` in the initial order, titles ranked in ``titles``' order."""
    return sorted(players, key=lambda p: initial_order_key(p, titles))
