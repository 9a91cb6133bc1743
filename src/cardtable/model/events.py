"""The events of the integrity log, as values: what kind of event, when, which round,
what changed and what undoing it restores. The log itself (logging, undoing) is
:mod:`.integrity`; a tournament holds its events (:class:`~.tournament.Tournament`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class EventKind(StrEnum):
    """The kinds of event that touch the integrity of the pairing; the value is the
    word the file keeps (``[[log]]`` ``kind``, TRF ``### LOG``)."""

    RESULT_CORRECTED = "result-corrected"
    RATING_CHANGED = "rating-changed"
    ROUND_TAKEN_BACK = "round-taken-back"
    OVERRIDE = "override"
    MANUAL_PAIRING = "manual-pairing"
    LOTS_DRAWN = "lots-drawn"
    TIEBREAKS_CHANGED = "tiebreaks-changed"
    FIDE_MODE_LEFT = "fide-mode-left"
    UNDONE = "undone"
    NUMBERS_REASSIGNED = "numbers-reassigned"

    @property
    def words(self) -> str:
        """What an event of this kind records, in words (the log's column)."""
        return _WORDS[self]


_WORDS = {
    EventKind.RESULT_CORRECTED: "a result corrected after the next round was paired",
    EventKind.RATING_CHANGED: "a rating changed after the pairing",
    EventKind.ROUND_TAKEN_BACK: "a round taken back",
    EventKind.OVERRIDE: "a published pairing changed by hand",
    EventKind.MANUAL_PAIRING: "a round paired by hand",
    EventKind.LOTS_DRAWN: "lots drawn",
    EventKind.TIEBREAKS_CHANGED: "the tie-break list changed after the start",
    EventKind.FIDE_MODE_LEFT: "FIDE mode left (the tournament no longer FIDE-rated)",
    EventKind.UNDONE: "an event undone",
    EventKind.NUMBERS_REASSIGNED: "pairing numbers reassigned after a round was "
                                  "paired (a late entry, C.04.2 art. 2.4)",
}

#: the words of the file, as the readers check them
KIND_WORDS: tuple[str, ...] = tuple(kind.value for kind in EventKind)


@dataclass(frozen=True, slots=True)
class Event:
    """One logged event: when (UTC, ISO 8601), which kind, the round it concerns (0:
    none), what changed, and what undoing it restores ("": it cannot be undone).
    ``where`` locates what ``undo`` restores (e.g. ``3/5``: round 3, board 5; a
    pairing number for a rating)."""

    time: str
    kind: EventKind
    round: int
    text: str
    where: str = ""
    undo: str = ""
