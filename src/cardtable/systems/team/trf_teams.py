"""The team records of a TRF-2026 file (the Swiss Team Pairing System, C.04.6): 310
(a team, TRF-2026, record 310: its TPN in positions 5-7, its name in 9-40, nickname
42-46, strength factor 48-53, match points 55-60, game points 62-67, rank 69-71, its
players' start numbers in 74-77, 79-82, ...), 192 (the tournament type code:
FIDE_TEAM_TYPEA_MP_GP, ..._TYPEB_..., FIDE_TEAM_MP_GP, with _BAKU variants), 352 (the
boards' colours, ``WBWB``: the number of boards), 362 (match points TW/TD/TL, 2/1/0
unless given); 320 (the PAB) is :mod:`.trf_team_pab`. The players and their games are
the file's 001 lines, read as for any tournament; a team file's 260 records name teams
kept apart in a range of rounds (``260 RRR RRR TTTT TTTT ...``, the teams' numbers five
columns apart from column 13) and 250 records give teams fictitious points (``250 MMMM
GGGG RRR RRR TTTT TTTT``: match points, game points, the rounds, the first and last
team). A 330 record (``330 TT RRR WWW BBB``: ``+-``, ``-+`` or ``--``) is a forfeited
match: the two teams' players without a game that round (their 001 cells say ``0000``)
are set on its boards, in roster order, with the forfeit results, the boards
alternating from board 1 in the white team's colour (a match whose boards the 001
cells link already is kept as it is). A 299 record (``299 K  MMMM  GGGG RRR TTTT
...``) gives abnormal points (:class:`AbnormalPoints`). The round records 300 and 240,
and the writing of 330, are in :mod:`.trf_team_rounds`. The nickname and strength
factor are not kept (a team has neither in cardtable): read past, written blank."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from typing import NamedTuple

from ...model.tournament import Game, Tournament
from ...model.results import GameResult
from ...model.lineup import team_matches
from ...model.team import (ABNORMAL_KINDS, AbnormalPoints, MatchPoints, Score, Team,
                          TeamAcceleration, TeamsApart, TeamScoring)
from ...formats.errors import NotWritable, Problem
from ...formats.safe_text import trf_text
from .trf_team_pab import pab_line
from ...formats.trf_team_stated import TeamStanding, standings_fields
from ...model.numerals import is_decimal, is_digits

#: 0-based column of the first player of a 310 record (TRF column 74), 5 apart
MEMBERS_START = 73
#: TRF-2026, record 310, positions 9-40: the team's name
NAME_WIDTH = 32
_CODE = re.compile(r"^FIDE_TEAM(?:_TYPE(?P<type>[AB]))?(?:_(?P<primary>MP|GP)"
                   r"(?:_(?P<secondary>MP|GP))?)?(?:_BAKU)?$")
_NUMBER = re.compile(r"\d+(?:\.\d+)?", re.ASCII)
_SIGNED = re.compile(r"-?\d+(?:\.\d+)?", re.ASCII)
_POINTS = re.compile(r"(TW|TD|TL)\s*(\S*)", re.ASCII)


#: a named tuple: a sixth of a dataclass's making at a command's start (issue 36)
class ForfeitedMatch(NamedTuple):
    """A 330 record: the match of round ``round_no`` between ``white`` and ``black``
    (TPNs) forfeited by one team (``+-``: won by white, ``-+``: by black) or both
    (``--``)."""

    kind: str
    round_no: int
    white: int
    black: int


_FORFEITS = {"+-": (GameResult.WHITE_WINS_BY_FORFEIT, GameResult.BLACK_WINS_BY_FORFEIT),
             "-+": (GameResult.BLACK_WINS_BY_FORFEIT, GameResult.WHITE_WINS_BY_FORFEIT),
             "--": (GameResult.DOUBLE_FORFEIT, GameResult.DOUBLE_FORFEIT)}


#: TRF-2026 writes a forfeited match ``+-``, ``-+``, ``--`` (record 330, positions
#: 5-6); other programs' spellings of the same three, as the FIDE TEC's tie-break
#: checker reads them too: a win by White, by Black, by neither
_FORFEIT_SPELLINGS = {"10": "+-", "WL": "+-", "WZ": "+-", "01": "-+", "LW": "-+",
                      "ZW": "-+", "00": "--", "LL": "--", "ZZ": "--"}


def read_forfeits(lines: list[str], problems: list[Problem]) -> tuple[ForfeitedMatch, ...]:
    """The 330 records of a team file (none in a file without 310 records)."""
    if not any(line.startswith("310") for line in lines):
        return ()
    found = []
    for number, line in enumerate(lines, start=1):
        if not line.startswith("330"):
            continue
        kind, fields = line[4:6].upper(), (line[7:10].strip(), line[11:14].strip(),
                                           line[15:18].strip())
        kind = _FORFEIT_SPELLINGS.get(kind, kind)
        if kind not in _FORFEITS or not all(is_digits(f) for f in fields):
            problems.append(Problem(f"line {number}, column 5", "expected '330 TT RRR WWW "
                                    "BBB' (+-, -+ or --, the round, the white and the black "
                                    f"team), found {line[4:].strip()!r}", number))
            continue
        found.append(ForfeitedMatch(kind, int(fields[0]), int(fields[1]), int(fields[2])))
    return tuple(found)


def with_forfeits(tournament: Tournament, forfeits: tuple[ForfeitedMatch, ...]) -> Tournament:
    """The tournament with each forfeited match of ``forfeits`` set on its boards."""
    by_tpn = {t.tpn: t for t in tournament.teams}
    rounds = list(tournament.rounds)
    for match in forfeits:
        if match.round_no > len(rounds) or not {match.white, match.black} <= set(by_tpn):
            continue
        rnd = rounds[match.round_no - 1]
        current = replace(tournament, rounds=tuple(rounds))
        if any(set(m.teams) == {match.white, match.black}
               for m in team_matches(current, match.round_no)):
            continue  # the 001 cells link the boards already (as cardtable writes them)
        free = [[m for m in by_tpn[tpn].roster if rnd.game_of(m) is None]
                for tpn in (match.white, match.black)]
        boards = list(zip(free[0], free[1]))[:tournament.settings.team.boards]
        if not boards:
            continue
        on_board = {p for pair in boards for p in pair}
        games = list(rnd.games)
        for k, (ours, theirs) in enumerate(boards):  # board 1 in the white team's colour
            white, black = (ours, theirs) if k % 2 == 0 else (theirs, ours)
            games.append(Game(0, white, black, _FORFEITS[match.kind][k % 2]))
        games.sort(key=lambda g: min(g.white, g.black))  # as the 001 cells are read
        rounds[match.round_no - 1] = replace(
            rnd, games=tuple(replace(g, board=i) for i, g in enumerate(games, start=1)),
            byes=tuple(b for b in rnd.byes if b.player not in on_board))
    return replace(tournament, rounds=tuple(rounds))


def read_teams(lines: list[str], problems: list[Problem]) -> tuple[tuple[Team, ...], TeamScoring]:
    """The teams (310) and the scoring (192, 250, 260, 299, 352, 362) of a TRF-2026 team file
    (none: not a team file); a problem naming the line for a record that cannot be
    read."""
    teams: list[Team] = []
    apart: list[TeamsApart] = []
    accelerated: list[TeamAcceleration] = []
    abnormal: list[AbnormalPoints] = []
    scoring = TeamScoring(boards=0)  # the boards of record 352, 0 without one
    if not any(line.startswith("310") for line in lines):
        return (), scoring
    for number, line in enumerate(lines, start=1):
        code = line[:3]
        if code == "260":
            group = _apart(line, number, problems)
            apart += [group] if group is not None else []
        elif code == "250":
            points = _acceleration(line, number, problems)
            accelerated += [points] if points is not None else []
        elif code == "299":
            found = _abnormal(line, number, problems)
            abnormal += [found] if found is not None else []
        elif code == "310":
            team = _team(line, number, problems)
            if team is not None:
                _one_team_each(team, teams, number, problems)
                teams.append(team)
        elif code == "192":
            scoring = _type(line[4:].strip(), scoring, number, problems)
        elif code == "352":
            scoring = replace(scoring, boards=_boards(line, number, problems))
        elif code == "362":
            scoring = _match_points(line, number, scoring, problems)
    tpns = [t.tpn for t in teams]
    if len(set(tpns)) != len(tpns):
        problems.append(Problem("310", "a team's number (columns 5-7) is repeated"))
    return tuple(sorted(teams, key=lambda t: t.tpn)), replace(
        scoring, apart=tuple(apart), acceleration=tuple(accelerated),
        abnormal=tuple(abnormal))


def with_teams(tournament: Tournament, teams: tuple[Team, ...],
               scoring: TeamScoring) -> Tournament:
    """The tournament of a team file with its teams; the boards of a match: record
    352's (``scoring.boards``) or the most games a team played in a round if more,
    without a 352 the shortest roster before round 1."""
    if not teams:
        return tournament
    team_of = {m: t.tpn for t in teams for m in t.roster}
    most = 0
    for rnd in tournament.rounds:
        counts: dict[int, int] = {}
        for game in rnd.games:
            for player in game.players:
                if player in team_of:
                    counts[team_of[player]] = counts.get(team_of[player], 0) + 1
        most = max([most, *counts.values()])
    boards = max(most, scoring.boards) or min(len(t.roster) for t in teams) or 1
    # the 260 records, read as any 260 into groups for every round, are the teams'
    # with their rounds (``scoring.apart``)
    ranged = {group.teams for group in scoring.apart}
    forbidden = tuple(g for g in tournament.settings.forbidden_pairs if g not in ranged)
    # and its 250 records give teams (not players) fictitious points
    settings = replace(tournament.settings, team=replace(scoring, boards=boards),
                       forbidden_pairs=forbidden,
                       virtual_points=() if scoring.acceleration else
                       tournament.settings.virtual_points)
    return replace(tournament, settings=settings, teams=teams)


def team_code(scoring: TeamScoring) -> str:
    """The 192 type code of a team competition (FIDE_TEAM_TYPEA_MP_GP, ...)."""
    kind = {"A": "_TYPEA", "B": "_TYPEB"}.get(scoring.colour_preference, "")
    first, second = (("MP", "GP") if scoring.primary is Score.MATCH_POINTS else ("GP", "MP"))
    return f"FIDE_TEAM{kind}_{first}" + (f"_{second}" if scoring.secondary_for_colour else "")


def team_lines(tournament: Tournament,
               standings: dict[int, TeamStanding] | None = None) -> list[str]:
    """The team records of a team competition: 192, 352 (the boards' colours), 362,
    320 (the PAB, :mod:`.trf_team_pab`), then one 310 a team, in TRF-2026's columns
    (record 310: the TPN right-justified in positions 5-7, the name cut to positions
    9-40, the nickname 42-46 and strength factor 48-53 left blank, the match points
    55-60, game points 62-67 and rank 69-71 from ``standings``, blank without them,
    the players from position 74, five apart)."""
    if not tournament.teams:
        return []
    s = tournament.settings.team
    mp = s.match_points
    lines = [f"192 {team_code(s)}", f"352 {board_colours(s.boards)}",
             # 362 in record 162's layout: the codes end at positions 6, 15, 24, the
             # points in 7-10, 16-19, 25-28 (as the FIDE TEC's checker reads it)
             f"362 TW{_points(mp.win):>4}   TD{_points(mp.draw):>4}   TL{_points(mp.loss):>4}",
             pab_line(tournament)]
    for team in tournament.teams:
        name = trf_text(team.name).strip()[:NAME_WIDTH]  # no line break: one record
        stated = (standings or {}).get(team.tpn)
        values = ("" if stated is None else
                  f"{float(stated.match_points):6.1f} {float(stated.game_points):6.1f} "
                  f"{stated.rank:3d}")
        head = f"310 {team.tpn:3d} {name:<{NAME_WIDTH}} {'':5} {'':6} {values}"
        lines.append(head.ljust(MEMBERS_START) + " ".join(f"{m:>4}" for m in team.roster))
    return lines


def board_colours(boards: int) -> str:
    """Record 352: the colours of a match's boards for the team White on board 1,
    alternating (C.04.6 art. 1.6: ``WBWB`` for four boards)."""
    return "".join("WB"[k % 2] for k in range(boards))


def apart_lines(tournament: Tournament) -> list[str]:
    """The 260 records of a team competition: the teams kept apart, with their rounds."""
    return [f"260 {a.first_round:03d} {a.last_round:03d}" + "".join(f" {t:4d}" for t in a.teams)
            for a in tournament.settings.team.apart] if tournament.teams else []


def _match_points(line: str, number: int, scoring: TeamScoring,
                  problems: list[Problem]) -> TeamScoring:
    """``362 TW 2.0 TD 1.0 TL 0.0``: the match points of a win, draw and loss; a value
    that is not a decimal number of ASCII digits (``2.²``) is refused, not cut short."""
    values = dict(_POINTS.findall(line[4:]))
    wrong = next((f"{k} {v!r}" for k, v in values.items() if not is_decimal(v)), None)
    if wrong:
        problems.append(Problem(f"line {number}", f"expected match points such as "
                                f"'TW 2.0', found {wrong}", number))
        return scoring
    return replace(scoring, match_points=MatchPoints(
        Fraction(values.get("TW", "2")), Fraction(values.get("TD", "1")),
        Fraction(values.get("TL", "0"))))


def acceleration_lines(tournament: Tournament) -> list[str]:
    """The 250 records of a team competition: the teams' fictitious points."""
    return [f"250 {_points(a.match_points):>4} {_points(a.game_points):>4} "
            f"{a.first_round:03d} {a.last_round:03d} {a.first_team:04d} {a.last_team:04d}"
            for a in tournament.settings.team.acceleration] if tournament.teams else []


def _acceleration(line: str, number: int, problems: list[Problem]) -> TeamAcceleration | None:
    """``250 MMMM GGGG RRR RRR TTTT TTTT`` of a team file (a blank amount: none)."""
    fields = ((5, line[4:8]), (10, line[9:13]), (15, line[14:17]), (19, line[18:21]),
              (23, line[22:26]), (28, line[27:31]))
    values: list[Fraction] = []
    for column, text in fields:
        text = text.strip() or ("0" if column in (5, 10) else "")
        if not _NUMBER.fullmatch(text) or (column > 10 and not is_digits(text)):
            problems.append(Problem(f"line {number}, column {column}", "expected '250 MMMM "
                                    "GGGG RRR RRR TTTT TTTT' (match points, game points, "
                                    f"rounds, teams), found {text!r}", number))
            return None
        values.append(Fraction(text))
    match, game, first, last, low, high = values
    return TeamAcceleration(match, game, int(first), int(last), int(low), int(high))


def _abnormal(line: str, number: int, problems: list[Problem]) -> AbnormalPoints | None:
    """``299 K  MMMM  GGGG RRR TTTT TTTT ...`` of a team file: abnormal points (K: W,
    D, L, F, H, Z, +, - or blank; match and game points ``[-]11.5``, blank: as usual;
    the round, 000 or blank: every round; the teams, none: every team)."""
    kind = line[4:5].strip().upper()
    if kind not in ABNORMAL_KINDS:
        problems.append(Problem(f"line {number}, column 5", "expected the kind of round "
                                "(W, D, L, F, H, Z, +, - or blank), found " + repr(kind),
                                number))
        return None
    amounts: list[Fraction | None] = []
    for column, text in ((8, line[7:11].strip()), (14, line[13:17].strip())):
        if text and not _SIGNED.fullmatch(text):
            problems.append(Problem(f"line {number}, column {column}", "expected points "
                                    f"such as 1.0 or -0.5, found {text!r}", number))
            return None
        amounts.append(Fraction(text) if text else None)
    round_text = line[19:22].strip() or "0"
    if not is_digits(round_text):
        problems.append(Problem(f"line {number}, column 20", "expected a round number "
                                f"(000: every round), found {round_text!r}", number))
        return None
    teams = _numbers(line, 23, "a team's number", number, problems)
    if teams is None:
        return None
    return AbnormalPoints(kind, amounts[0], amounts[1], int(round_text), tuple(teams))


def abnormal_lines(tournament: Tournament) -> list[str]:
    """The 299 records of a team competition: its abnormal points."""
    def amount(value: Fraction | None) -> str:
        return "" if value is None else _points(value)

    return [(f"299 {a.kind or ' '}  {amount(a.match_points):>4}  {amount(a.game_points):>4}"
             f"  {f'{a.round_no:03d}' if a.round_no else '':>3}"
             + "".join(f" {t:4d}" for t in a.teams)).rstrip()
            for a in tournament.settings.team.abnormal] if tournament.teams else []


def _apart(line: str, number: int, problems: list[Problem]) -> TeamsApart | None:
    """``260 RRR RRR TTTT TTTT ...`` of a team file: teams kept apart in rounds
    RRR to RRR; None and a problem naming the column if a field is not a number."""
    first, last = line[4:7].strip(), line[8:11].strip()
    for column, text in ((5, first), (9, last)):
        if not is_digits(text):
            problems.append(Problem(f"line {number}, column {column}",
                                    f"expected a round number, found {text!r}", number))
            return None
    teams = _numbers(line, 12, "a team's number", number, problems)
    if teams is None:
        return None
    if int(first) > int(last):
        problems.append(Problem(f"line {number}, column 5", f"the rounds {first}-{last} "
                                "end before they start", number))
        return None
    return TeamsApart(int(first), int(last), tuple(teams))


def _boards(line: str, number: int, problems: list[Problem]) -> int:
    """Record 352 (TRF-2026: the colour sequence of the boards, ``WBWBWB``): the
    number of boards; cardtable alternates them from board 1 (C.04.6 art. 1.6), so a
    sequence that does not alternate (``WBWB`` or, seen from the other team,
    ``BWBW``) is a problem naming the line (0: none read)."""
    text = line[4:].strip().upper()
    if not text or text not in (board_colours(len(text)), board_colours(len(text) + 1)[1:]):
        problems.append(Problem(f"line {number}, column 5", "expected the boards' colours "
                                "alternating from board 1 (C.04.6 art. 1.6), such as WBWB, "
                                f"found {line[4:].strip()!r}", number))
        return 0
    return len(text)


def _points(value: Fraction) -> str:
    """Match or game points in TRF's ``2.0`` form; :class:`NotWritable` for a value
    a tenth cannot hold (``0.17`` would be read back as 0.2)."""
    text = f"{float(value):.1f}"
    if Fraction(text) != value:
        raise NotWritable(f"team points of {float(value):g} do not fit TRF's one decimal "
                          f"(records 250, 362); use tenths")
    return text


def _team(line: str, number: int, problems: list[Problem]) -> Team | None:
    """A 310 record: the TPN in positions 5-7, right-justified as TRF-2026's example
    writes it or left-justified as other programs do; the name in positions 9-40."""
    tpn_text = line[4:7].strip()
    if not is_digits(tpn_text):
        problems.append(Problem(f"line {number}, column 5", "expected the team's number in "
                                f"columns 5-7, found {tpn_text!r}", number))
        return None
    name = line[8:40 if _columns_kept(line) else MEMBERS_START].strip()
    members = _numbers(line, MEMBERS_START, "a player's number", number, problems)
    return None if members is None else Team(int(tpn_text), name, tuple(members))


def _one_team_each(team: Team, teams: list[Team], number: int,
                   problems: list[Problem]) -> None:
    """A player plays for one team (C.04.6 art. 1.1: a team and its players): a
    player named in two 310 records, or twice in one, is a problem at its line."""
    seen = {m: t.tpn for t in teams for m in t.roster}
    for member in team.roster:
        if member in seen:
            problems.append(Problem(f"line {number}", f"player {member} is on team "
                                    f"{seen[member]} already: a player plays for one "
                                    f"team", number))
            return
        seen[member] = team.tpn


def _columns_kept(line: str) -> bool:
    """Whether a 310 record keeps TRF-2026's columns after the name (positions 41
    and 47 blank, a strength factor in 48-53 and the standings in 55-71 numbers or
    blank); if not, its name runs on to position 73, as cardtable wrote a name
    longer than 32 characters before it followed those columns."""
    strength = line[47:53].strip()
    return (not line[40:41].strip() and not line[46:47].strip()
            and (not strength or is_digits(strength))
            and (standings_fields(line) is not None or not line[54:71].strip()))


def _numbers(line: str, start: int, what: str, number: int,
             problems: list[Problem]) -> list[int] | None:
    """The four-column numbers from index ``start`` on, five columns apart (blank
    fields skipped); None and a problem naming the column if one is not a number."""
    found = []
    for col in range(start, len(line), 5):
        field = line[col:col + 4].strip()
        if not field:
            continue
        if not is_digits(field):
            problems.append(Problem(f"line {number}, column {col + 1}",
                                    f"expected {what}, found {field!r}", number))
            return None
        found.append(int(field))
    return found


def _type(code: str, scoring: TeamScoring, number: int, problems: list[Problem]) -> TeamScoring:
    label = code.split()[0].upper() if code.split() else ""
    if not label.startswith("FIDE_TEAM"):
        return scoring  # an individual system's label: the defaults
    found = _CODE.match(label)
    if found is None:
        problems.append(Problem(f"line {number}", f"not a team type code of table 192: "
                                                  f"{label!r}", number))
        return scoring
    kind = found["type"] or ("A" if label == "FIDE_TEAM" or label == "FIDE_TEAM_BAKU" else "none")
    primary = Score(found["primary"] or "MP")
    secondary = found["secondary"] is not None or found["primary"] is None
    return replace(scoring, primary=primary, secondary_for_colour=secondary,
                   colour_preference=kind)
