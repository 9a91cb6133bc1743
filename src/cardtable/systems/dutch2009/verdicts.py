"""The verdict on one candidate of the 2009 procedure as a whole sentence, with the
absolute criterion it breaks (B.1a ... B.6, C.4 of the 2009 rules) named in words
beside its code."""

from __future__ import annotations

_WORDS = {
    "B.1a": "{pair} have already met (or may not meet)",
    "B.1b": "{who} may not receive the bye (already had one or a point without playing)",
    "B.2": "one of {pair} would leave the colour difference ±2 or get the same colour "
           "a third time running",
    "B.4": "more pairs than x allows ({x}) would go against a colour preference",
    "B.5↑": "the lower-scored player of {pair} would float up two rounds running",
    "B.6↑": "the lower-scored player of {pair} would float up as two rounds before",
    "B.5↓": "{pair} would float down two rounds running",
    "B.6↓": "{pair} would float down as two rounds before",
    "B.5": "{pair} would float the same way two rounds running",
    "B.6": "{pair} would float the same way as two rounds before",
    "completion": "the other players cannot all be paired",
    "C.13": "the players left cannot let the lowest bracket be paired",
}


def verdict_sentence(reason: str | None, detail: str) -> str:
    """``accepted`` or ``breaks B.5: … (3-1)``: the criterion, its meaning, the
    players concerned."""
    if reason is None:
        return ("accepted: it meets B.1 and B.2 (absolute) and the relative criteria B.4 "
                "to B.6 still in force.")
    pair, _, x = detail.partition(", x = ")
    words = _WORDS.get(reason, _WORDS.get(reason.rstrip("↑↓")))
    if words is None:
        return f"rejected by {reason}" + (f" ({detail})" if detail else "") + "."
    said = words.format(pair=pair or "the pair", who=detail or "the player left",
                        x=f"x = {x}" if x else "x")
    return f"rejected by {reason}: {said}" + (f" ({detail})" if detail else "") + "."
