"""The two colours of the pieces."""

from __future__ import annotations

import enum


class Colour(enum.Enum):
    """White or Black, as FIDE writes them (TRF letters ``w`` and ``b``)."""

    WHITE = "w"
    BLACK = "b"

    @property
    def opposite(self) -> Colour:
        return Colour.BLACK if self is Colour.WHITE else Colour.WHITE

    @property
    def word(self) -> str:
        return "white" if self is Colour.WHITE else "black"

    @classmethod
    def from_word(cls, word: str) -> Colour:
        """``white``/``black`` (also ``w``/``b``, ``W``/``B``) to a colour."""
        key = word.strip().lower()
        if key in ("white", "w", "white1"):
            return cls.WHITE
        if key in ("black", "b", "black1"):
            return cls.BLACK
        raise ValueError(f"not a colour: {word!r}")
