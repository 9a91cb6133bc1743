"""Who receives the bye when the number of players is odd (the simplified Swiss document,
"Grundregeln" and the last step of the backtracking; the SwissBG document, "Freilos").

The bye goes to the last player of the lowest scoregroup; when the others cannot all be
paired then, to the second to last, and so on (the simplified Swiss document). A player
receives it only once: players who had it are passed over. Where the seed is silent:

* when every player of the lowest scoregroup had the bye (or none of them leaves the
  others pairable), the search goes on with the last player of the next scoregroup up,
  and so on up the field;
* only when every player present has had the bye already may one receive it a second
  time, in the same order.

SwissBG orders each scoregroup by the current standings, so that "the last of the
lowest scoregroup" is the player lowest in the standings (the SwissBG document)."""

from __future__ import annotations

from .field import Field


def bye_candidates(field: Field) -> tuple[int, ...]:
    """The players who may receive the bye, in the order they are tried; empty when
    the number of players is even."""
    if len(field.players) % 2 == 0:
        return ()
    from_the_bottom = field.players[::-1]
    eligible = tuple(p for p in from_the_bottom if not field.cards[p].had_bye)
    return eligible or from_the_bottom
