"""Names compared as a person reads them: case, spacing and accents aside
(``"Müller,  Anna"`` and ``"muller, anna"`` fold alike; ``Łukasz`` is ``lukasz``).
One folding for the roster's namesakes, the rating list's look-up and the order of a
printed list of names."""

from __future__ import annotations

import unicodedata

#: letters that Unicode does not decompose into a base letter and an accent
_PLAIN = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ħ": "h", "ı": "i", "æ": "ae",
                        "œ": "oe", "þ": "th", "ð": "d", "ß": "ss"})


def folded(text: str) -> str:
    """``text`` in lower case, its runs of spaces one space, its letters without their
    marks (NFKD, then the letters Unicode keeps whole, such as ł and ø)."""
    plain = " ".join(text.split()).casefold().translate(_PLAIN)
    return "".join(c for c in unicodedata.normalize("NFKD", plain)
                   if not unicodedata.combining(c))
