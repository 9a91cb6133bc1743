"""What TRF has no field for, kept in cardtable's own comment lines (``###``, which
every TRF reader skips), so that export, import, export gives the same file and the
same tournament (issue 35):

* a SwissBG match score (``result ... --score 7:3``), which the match point difference
  tie-break and so the rank column read::

      ### SCORE R3 5-6 7:3

  round 3, the board of White 5 and Black 6, White's score first;
* who joins late or withdraws (``joins_in``, ``withdrawn_after``): their rounds out
  are ``0000 - Z`` in the 001 line, which TRF-2026 reads as zero-point byes (a known
  absence) and cannot tell from byes asked for; in a team file the cells are empty
  whenever a player sits out (a reserve who never played has no entry at all). A
  file with these lines (every team file) has the presence they say, and a player
  without one takes part in every round::

      ### PRESENCE 11 joins 3 withdrawn -

  and a late entry's pairing number still provisional (C.04.2 art. 2.4, settled when
  the next round is paired) says so at the end::

      ### PRESENCE 11 joins 3 withdrawn - provisional

A line that does not fit is an ordinary comment."""

from __future__ import annotations

import re
from dataclasses import replace

from ..model.tournament import Round, Tournament

_SCORE = re.compile(r"### SCORE R([0-9]{1,3}) ([0-9]{1,4})-([0-9]{1,4}) ([0-9]{1,4}):"
                    r"([0-9]{1,4})\s*$", re.ASCII)
_PRESENCE = re.compile(r"### PRESENCE ([0-9]{1,4}) joins (-|[0-9]{1,3}) withdrawn "
                       r"(-|[0-9]{1,3})( provisional)?\s*$", re.ASCII)

#: A player's (joins_in, withdrawn_after) as a team file states them.
Presence = dict[int, tuple[int | None, int | None]]


def kept_lines(tournament: Tournament) -> list[str]:
    """The SCORE lines of every match score, then the PRESENCE lines."""
    scores = sorted((r.number, g.white, g.black, g.match_score) for r in tournament.rounds
                    for g in r.games if g.match_score is not None)  # TRF has no boards
    lines = [f"### SCORE R{number} {white}-{black} {first}:{second}"
             for number, white, black, (first, second) in scores]
    lines += [f"### PRESENCE {p.start_no} joins {_number(p.joins_in)} withdrawn "
              f"{_number(p.withdrawn_after)}" + (" provisional" if p.provisional else "")
              for p in tournament.players
              if p.joins_in is not None or p.withdrawn_after is not None or p.provisional]
    return lines


def _number(value: int | None) -> str:
    return "-" if value is None else str(value)


def read_presence(lines: list[str]) -> Presence:
    """Each PRESENCE line's player and their (joins_in, withdrawn_after)."""
    found: Presence = {}
    for line in lines:
        match = _PRESENCE.match(line)
        if match:
            joins, left = (None if t == "-" else int(t) for t in match.group(2, 3))
            found[int(match.group(1))] = (joins, left)
    return found


def read_provisional(lines: list[str]) -> set[int]:
    """The players whose PRESENCE line says their pairing number is provisional."""
    return {int(match.group(1)) for match in map(_PRESENCE.match, lines)
            if match and match.group(4)}


def with_scores(rounds: tuple[Round, ...], lines: list[str]) -> tuple[Round, ...]:
    """The rounds with the match scores of the SCORE lines, each on the game of its
    round with that White and Black."""
    scores: dict[tuple[int, int, int], tuple[int, int]] = {}
    for line in lines:
        match = _SCORE.match(line)
        if match:
            number, white, black, first, second = (int(t) for t in match.groups())
            scores[(number, white, black)] = (first, second)
    if not scores:
        return rounds
    return tuple(replace(r, games=tuple(
        replace(g, match_score=scores.get((r.number, g.white, g.black), g.match_score))
        for g in r.games)) for r in rounds)
