"""What cardtable writes into a TRF as comment lines (``###``, which every TRF reader
skips) and reads back: the rounds paired by hand, marked as FIDE's acceptance asks
(``### MPA @ Round n``), each followed by how it differs from the engine's pairing::

    ### MPA @ Round 3
    ### MPA Round 3: by hand 1-4, 2-3; the engine pairs 1-3, 2-4

A round with a manual override of a published board (``Game.override``) is marked
too, with the rules the override breaks. Then the integrity log
(:mod:`cardtable.model.integrity`), one event a line: time, kind, round, what the undo
restores and the value it restores (``-`` for none; spaces dropped), and the text::

    ### LOG 2026-01-22T19:40:00+00:00 result-corrected R1 1/1 0-1: round 1, board 1: ..."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from ..model.tournament import Round, Tournament

if TYPE_CHECKING:  # pragma: no cover  (the log's values: loaded for a file with a log)
    from ..model.events import Event

MARK = "### MPA @ Round "
NOTE = "### MPA Round "
_MARK = re.compile(r"### MPA @ Round (\d{1,3})\s*$", re.ASCII)
_NOTE = re.compile(r"### MPA Round (\d{1,3}): (.*)$", re.ASCII)
_LOG = re.compile(r"### LOG (\S+) (\S+) R(\d{1,3}) (\S+) (\S+): (.*)$", re.ASCII)


def manual_note(rnd: Round) -> str:
    """Why a round is marked as paired by hand (empty: it is not)."""
    if rnd.manual:
        return rnd.manual
    overrides = [f"board {g.board}: {g.override}" for g in rnd.games if g.override]
    return "override of " + "; ".join(overrides) if overrides else ""


def mpa_lines(tournament: Tournament) -> list[str]:
    """The MPA comments of every round paired (or changed) by hand."""
    lines = []
    for rnd in sorted(tournament.rounds, key=lambda r: r.number):
        note = manual_note(rnd)
        if note:
            lines += [f"{MARK}{rnd.number}", f"{NOTE}{rnd.number}: {' '.join(note.split())}"]
    return lines


def read_mpa(lines: list[str]) -> dict[int, str]:
    """Round -> its note, for each round a TRF marks as paired by hand."""
    found: dict[int, str] = {}
    for line in lines:
        mark = _MARK.match(line)
        if mark:
            found.setdefault(int(mark.group(1)), "paired by hand")
            continue
        note = _NOTE.match(line)
        if note and note.group(2).strip():
            found[int(note.group(1))] = note.group(2).strip()
    return found


def with_manual(rounds: tuple[Round, ...], lines: list[str]) -> tuple[Round, ...]:
    """The rounds with the notes of the MPA comments among ``lines``."""
    notes = read_mpa(lines)
    return tuple(replace(r, manual=notes[r.number]) if r.number in notes else r
                 for r in rounds)


def comment_lines(tournament: Tournament) -> list[str]:
    """Every comment cardtable writes: the MPA marks, then the integrity log."""
    return mpa_lines(tournament) + [
        f"### LOG {e.time} {e.kind} R{e.round} {e.where or '-'} "
        f"{''.join(e.undo.split()) or '-'}: {' '.join(e.text.split())}"
        for e in tournament.log]


def read_log(lines: list[str]) -> tuple[Event, ...]:
    """The integrity log of a TRF's ``### LOG`` comments (a line that does not fit is
    an ordinary comment)."""
    logged = [found for line in lines if (found := _LOG.match(line))]
    if not logged:
        return ()
    from ..model.events import KIND_WORDS, Event, EventKind  # a file with a log only

    events = []
    for found in logged:
        if found.group(2) in KIND_WORDS:
            time, kind, number, where, restore, text = found.groups()
            events.append(Event(time, EventKind(kind), int(number), text.strip(),
                                "" if where == "-" else where,
                                "" if restore == "-" else restore))
    return tuple(events)
