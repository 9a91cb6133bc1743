"""Record 320 of a TRF-2026 team file, the pairing-allocated bye (TRF-2026, record 320):
positions 5-8 the PAB's match points and 10-13 its game points (format ``11.5``), then
from position 15, four apart, the TPN of the team given the PAB in round 1, 2, ...
(``000``: none); all of them mandatory for pairing. cardtable writes it in every team
file, with the values the PAB is worth (C.04.6 art. 1.4: a drawn match by default,
record 362's draw and half the boards) and a TPN for each paired round.

Read back, the values equal to the default are the default (a ``[team]`` without
``pab_match_points``, ``pab_game_points``); a record without TPNs (as other programs
write it) leaves the PAB to the 001 cells (``0000 - U``). A TPN gives the PAB to that
team's players not on a board that round (as many as the boards, in roster order)
when their cells do not show it; a TPN that contradicts the cells (another team's
``U``, a team that played a match that round, ``000`` while a team's cells say ``U``)
is a problem naming the line and the column."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from typing import NamedTuple

from ...model.tournament import Bye, Round, Tournament
from ...model.results import ByeKind
from ...formats.errors import Problem
from ...model.numerals import is_digits

_NUMBER = re.compile(r"-?\d+(?:\.\d+)?", re.ASCII)
#: 0-based start of the round-1 TPN (position 15), the rounds four apart
_FIRST_TPN, _TPN_STEP = 14, 4


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class PabRecord(NamedTuple):
    """A 320 record: its line, the PAB's match and game points, and the PAB team of
    round 1, 2, ... (0: none), as far as the record gives them."""

    line: int
    match_points: Fraction
    game_points: Fraction
    teams: tuple[int, ...]


def read_pab(lines: list[str], problems: list[Problem]) -> PabRecord | None:
    """The 320 record of a team file (the last one), None without; a problem naming
    the line and column for a field that is not a number."""
    found = None
    for number, line in enumerate(lines, start=1):
        if line.startswith("320"):
            found = _record(line, number, problems) or found
    return found


def _record(line: str, number: int, problems: list[Problem]) -> PabRecord | None:
    values = (line[4:8].strip(), line[9:13].strip())
    cells = [(col + 1, line[col:col + 3].strip())
             for col in range(_FIRST_TPN, len(line), _TPN_STEP)]
    if not all(_NUMBER.fullmatch(v) for v in values):
        # not in TRF-2026's columns: read as numbers apart by blanks
        words = line[4:].split()
        if len(words) < 2 or not all(_NUMBER.fullmatch(w) for w in words[:2]):
            problems.append(Problem(f"line {number}, column 5", "expected '320 MMMM GGGG "
                                    "TTT TTT ...' (the PAB's match points and game points, "
                                    "then the PAB team of each round, 000 for none), found "
                                    f"{line[4:].strip()!r}", number))
            return None
        values = (words[0], words[1])
        cells = [(0, w) for w in words[2:]]
    wrong = next(((c, t) for c, t in cells if not is_digits(t)), None)
    if wrong is not None:
        problems.append(Problem(f"line {number}" + (f", column {wrong[0]}" if wrong[0] else ""),
                                f"expected a team's number (000: none), found {wrong[1]!r}",
                                number))
        return None
    return PabRecord(number, Fraction(values[0]), Fraction(values[1]),
                     tuple(int(t) for _, t in cells))


def with_pab(tournament: Tournament, record: PabRecord | None,
             problems: list[Problem]) -> Tournament:
    """The team tournament with the 320 record's values (the default ones as the
    default) and its PAB teams set on their rounds."""
    if record is None or not tournament.teams:
        return tournament
    scoring = tournament.settings.team
    pab_match = None if record.match_points == scoring.match_points.draw else record.match_points
    pab_game = None if record.game_points == Fraction(scoring.boards, 2) else record.game_points
    t = replace(tournament, settings=replace(tournament.settings, team=replace(
        scoring, pab_match=pab_match, pab_game=pab_game)))
    rounds = {rnd.number: rnd for rnd in t.rounds}
    for round_no, tpn in enumerate(record.teams, start=1):
        rnd = rounds.get(round_no, Round(round_no))
        problem, given = _given(t, rnd, tpn)
        if problem:
            column = _FIRST_TPN + 1 + (round_no - 1) * _TPN_STEP
            problems.append(Problem(f"line {record.line}, column {column}",
                                    f"round {round_no}: {problem}", record.line))
        elif given:
            rounds[round_no] = replace(rnd, byes=(*rnd.byes, *given))
    return replace(t, rounds=tuple(rounds[n] for n in sorted(rounds)))


def _given(t: Tournament, rnd: Round, tpn: int) -> tuple[str, tuple[Bye, ...]]:
    """What the 320's TPN of round ``rnd`` adds (the PAB byes its team's cells lack),
    or why it contradicts the round."""
    cells = _pab_teams(t, rnd)
    if tpn == 0:
        return (f"000 (no team had the PAB), but the 001 cells give it to team "
                f"{cells[0]}" if cells else ""), ()
    team = next((team for team in t.teams if team.tpn == tpn), None)
    if team is None:
        return f"no team has number {tpn}", ()
    others = [n for n in cells if n != tpn]
    if others:
        return f"the PAB of team {tpn}, but the 001 cells give it to team {others[0]}", ()
    if any(rnd.game_of(m) is not None for m in team.roster):
        return f"the PAB of team {tpn}, but the 001 cells give that team a match", ()
    if cells:
        return "", ()
    if not rnd.games:
        return f"the PAB of team {tpn}, but the round is not paired", ()
    free = [m for m in team.roster if rnd.bye_of(m) is None]
    return "", tuple(Bye(m, ByeKind.PAB) for m in free[:t.settings.team.boards])


def pab_line(tournament: Tournament) -> str:
    """The 320 record: what the PAB is worth (given, or a drawn match's) and the PAB
    team of each paired round (``000``: none)."""
    s = tournament.settings.team
    match = s.pab_match if s.pab_match is not None else s.match_points.draw
    game = s.pab_game if s.pab_game is not None else Fraction(s.boards, 2)
    teams = [(_pab_teams(tournament, tournament.round(number)) or [0])[0]
             for number in range(1, tournament.last_paired_round + 1)]
    return f"320 {float(match):4.1f} {float(game):4.1f}" + "".join(f" {t:03d}" for t in teams)


def _pab_teams(t: Tournament, rnd: Round) -> list[int]:
    """The teams whose 001 cells give them the PAB in round ``rnd`` (``0000 - U``)."""
    return [team.tpn for team in t.teams if any(
        (b := rnd.bye_of(m)) is not None and b.kind is ByeKind.PAB for m in team.roster)]
