"""The integrity log: every event that touches the integrity of the pairing (FIDE's
acceptance asks for it), with its time and what changed, kept in the tournament file
(``[[log]]``), exported to TRF as ``###`` comments, and undone where the event can be.

An event that can be undone carries ``undo``: the value it replaced, in a form
:func:`undo` reads back (a result token, a rating, a tie-break list). Undoing an
event logs an ``undone`` event and clears the first one's ``undo``: an event is undone
once."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import Unpack

from .events import Event, EventKind
from .results import GameResult
from .tournament import GameChanges, Tournament


class UndoError(ValueError):
    """The event cannot be undone (the message says why)."""


def now() -> str:
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat()


def logged(tournament: Tournament, kind: EventKind, round_no: int, text: str, *,
           where: str = "", undo: str = "", time: str | None = None) -> Tournament:
    """The tournament with one more event in its log."""
    event = Event(time or now(), kind, round_no, text, where, undo)
    return replace(tournament, log=(*tournament.log, event))


def undo(tournament: Tournament, index: int) -> Tournament:
    """Undo event ``index`` (from 1, in the log's order): restore what it replaced,
    and log that it was undone."""
    if not 1 <= index <= len(tournament.log):
        raise UndoError(f"the log has no event {index} (it has {len(tournament.log)})")
    event = tournament.log[index - 1]
    if not event.undo:
        raise UndoError(f"event {index} ({event.kind.words}) cannot be undone"
                        + (" (already undone)" if event.kind is not EventKind.UNDONE else ""))
    restored = _restore(tournament, event)
    log = list(restored.log)
    log[index - 1] = replace(event, undo="")
    return logged(replace(restored, log=tuple(log)), EventKind.UNDONE, event.round,
                  f"event {index} undone: {event.text}")


def _restore(tournament: Tournament, event: Event) -> Tournament:
    if event.kind is EventKind.RESULT_CORRECTED:
        round_no, _, board = event.where.partition("/")
        result = None if event.undo == "none" else GameResult.parse(event.undo)
        return tournament.with_result(int(round_no), int(board), result)
    if event.kind is EventKind.RATING_CHANGED:
        player = tournament.player(int(event.where))
        return tournament.with_player(replace(player, rating=int(event.undo)))
    if event.kind is EventKind.TIEBREAKS_CHANGED:
        codes = tuple(c.strip() for c in event.undo.split(",") if c.strip() != "-")
        return replace(tournament, settings=replace(tournament.settings, tiebreaks=codes))
    if event.kind is EventKind.FIDE_MODE_LEFT:
        return replace(tournament, settings=replace(tournament.settings, fide_rated=True))
    raise UndoError(f"an event of kind {event.kind} cannot be undone")


def result_entered(tournament: Tournament, round_no: int, board: int,
                   result: GameResult | None, **changes: Unpack[GameChanges]) -> Tournament:
    """The tournament with ``result`` on the board (None clears it). A result already
    entered and changed once a later round is paired is logged (and undoable): the
    later pairing was made on the old result, which C.04.2 leaves standing, so the
    change touches the integrity of the pairing."""
    game = next((g for g in tournament.round(round_no).games if g.board == board), None)
    changed = tournament.with_result(round_no, board, result, **changes)
    last = tournament.last_paired_round
    if game is None or game.result is None or game.result is result or last <= round_no:
        return changed
    now_token = result.token if result is not None else "no result"
    return logged(changed, EventKind.RESULT_CORRECTED, round_no,
                  f"round {round_no}, board {board}: {game.result.token} corrected to "
                  f"{now_token} after round {last} was paired",
                  where=f"{round_no}/{board}", undo=game.result.token)


def change_tiebreaks(tournament: Tournament, codes: tuple[str, ...]) -> Tournament:
    """The tournament with a new tie-break list; logged (and undoable) once round 1
    is paired: C.07 wants the list announced before the start, so a change after it
    is an integrity event (the caller asks the arbiter to confirm it first)."""
    before = tournament.settings.tiebreaks
    changed = replace(tournament, settings=replace(tournament.settings, tiebreaks=codes))
    if codes == before or tournament.last_paired_round < 1:
        return changed
    return logged(changed, EventKind.TIEBREAKS_CHANGED, tournament.last_paired_round,
                  f"tie-breaks {', '.join(before) or 'none'} -> {', '.join(codes) or 'none'}",
                  undo=", ".join(before) or "-")


def set_fide_rated(tournament: Tournament, fide_rated: bool) -> Tournament:
    """The tournament marked FIDE-rated or not; leaving FIDE mode is logged (and
    undoable): from then on a system that is not FIDE's may pair it, a deviation
    FIDE's acceptance wants recorded (the caller asks the arbiter twice first)."""
    before = tournament.settings.fide_rated
    changed = replace(tournament, settings=replace(tournament.settings,
                                                   fide_rated=fide_rated))
    if fide_rated or not before:
        return changed
    return logged(changed, EventKind.FIDE_MODE_LEFT, tournament.last_paired_round,
                  "fide_rated true -> false: the tournament is no longer FIDE-rated",
                  undo="true")
