"""The integrity log: every event that touches the integrity of the pairing (FIDE's
acceptance asks for it), with its time and what changed, kept in the tournament file
(``[[log]]``), exported to TRF as ``###`` comments, and undone where the event can be.

An event that can be undone carries ``undo``: the value it replaced, in a form
:func:`undo` reads back (a result token, a rating, a tie-break list). Undoing an
event logs an ``undone`` event and clears the first one's ``undo``: an event is undone
once."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from .results import GameResult

if TYPE_CHECKING:  # pragma: no cover
    from .tournament import Tournament

#: kind -> what it records (the words the log shows)
KINDS: dict[str, str] = {
    "result-corrected": "a result corrected after the next round was paired",
    "rating-changed": "a rating changed after the pairing",
    "round-taken-back": "a round taken back",
    "override": "a published pairing changed by hand",
    "manual-pairing": "a round paired by hand",
    "lots-drawn": "lots drawn",
    "tiebreaks-changed": "the tie-break list changed after the start",
    "undone": "an event undone",
}


class UndoError(ValueError):
    """The event cannot be undone (the message says why)."""


@dataclass(frozen=True, slots=True)
class Event:
    """One logged event: when (UTC, ISO 8601), which kind (:data:`KINDS`), the round
    it concerns (0: none), what changed, and what undoing it restores ("": it
    cannot be undone). ``where`` locates what ``undo`` restores (e.g. ``3/5``:
    round 3, board 5; a pairing number for a rating)."""

    time: str
    kind: str
    round: int
    text: str
    where: str = ""
    undo: str = ""


def now() -> str:
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat()


def logged(tournament: Tournament, kind: str, round_no: int, text: str, *,
           where: str = "", undo: str = "", time: str | None = None) -> Tournament:
    """The tournament with one more event in its log."""
    if kind not in KINDS:
        raise ValueError(f"unknown event kind {kind!r}")
    event = Event(time or now(), kind, round_no, text, where, undo)
    return replace(tournament, log=(*tournament.log, event))


def undo(tournament: Tournament, index: int) -> Tournament:
    """Undo event ``index`` (from 1, in the log's order): restore what it replaced,
    and log that it was undone."""
    if not 1 <= index <= len(tournament.log):
        raise UndoError(f"the log has no event {index} (it has {len(tournament.log)})")
    event = tournament.log[index - 1]
    if not event.undo:
        raise UndoError(f"event {index} ({KINDS.get(event.kind, event.kind)}) cannot be "
                        f"undone" + (" (already undone)" if event.kind != "undone" else ""))
    restored = _restore(tournament, event)
    log = list(restored.log)
    log[index - 1] = replace(event, undo="")
    return logged(replace(restored, log=tuple(log)), "undone", event.round,
                  f"event {index} undone: {event.text}")


def _restore(tournament: Tournament, event: Event) -> Tournament:
    if event.kind == "result-corrected":
        round_no, _, board = event.where.partition("/")
        result = None if event.undo == "none" else GameResult.parse(event.undo)
        return tournament.with_result(int(round_no), int(board), result)
    if event.kind == "rating-changed":
        player = tournament.player(int(event.where))
        return tournament.with_player(replace(player, rating=int(event.undo)))
    if event.kind == "tiebreaks-changed":
        codes = tuple(c.strip() for c in event.undo.split(",") if c.strip() != "-")
        return replace(tournament, settings=replace(tournament.settings, tiebreaks=codes))
    raise UndoError(f"an event of kind {event.kind} cannot be undone")


def change_tiebreaks(tournament: Tournament, codes: tuple[str, ...]) -> Tournament:
    """The tournament with a new tie-break list; logged (and undoable) once round 1
    is paired: C.07 wants the list announced before the start, so a change after it
    is an integrity event (the caller asks the arbiter to confirm it first)."""
    before = tournament.settings.tiebreaks
    changed = replace(tournament, settings=replace(tournament.settings, tiebreaks=codes))
    if codes == before or tournament.last_paired_round < 1:
        return changed
    return logged(changed, "tiebreaks-changed", tournament.last_paired_round,
                  f"tie-breaks {', '.join(before) or 'none'} -> {', '.join(codes) or 'none'}",
                  undo=", ".join(before) or "-")
