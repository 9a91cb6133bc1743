"""The TOML tournament file (docs/file-format.md) read into a :class:`Tournament`,
with every problem named at once: wrong types, unknown keys, missing keys, and what
does not fit together (duplicate pairing numbers, unknown players, a player twice in
a round, a round paired after an unfinished one)."""

from __future__ import annotations

import datetime as dt
from dataclasses import fields, replace
from fractions import Fraction
from typing import Any

from ..model.tournament import Bye, Game, Round, Settings, Tournament, VirtualPoints
from ..model.results import ByeKind, GameResult, Outcome
from ..model.player import Player
from ..model.team import Team
from ..model.points import PointSystem
from ..tiebreaks.registry import checked_list
from ..model.events import KIND_WORDS, Event, EventKind
from .limits import MAX_FIDE_ID, MAX_PLAYERS, MAX_ROUNDS, MAX_TEXT
from .systems import Systems, TeamTables, team_tables
from .toml_fields import Problems, Table, Wrong, code_list

#: The version of the file format this cardtable reads and writes.
FORMAT = 1
INITIAL_COLOURS = ("white", "black", "lot")
DRAWN_COLOURS = ("white", "black")
#: how a round robin's start numbers were given (C.05 art. 7.2, 7.6, 7.7)
START_NUMBERS = ("lot", "assigned", "varma-federation", "varma-club")
#: a late entry's points for a missed round: half a point or nothing
MISSED_ROUNDS = ("H", "Z")
ACCELERATIONS = ("none", "baku")
POINT_KEYS = tuple(f.name for f in fields(PointSystem))
#: A point value left out of [points] takes the value of the one it usually equals.
POINT_FOLLOWS = {"forfeit_win": "win", "pab": "win", "full_bye": "win",
                 "half_bye": "draw", "forfeit_loss": "loss", "zero_bye": "loss"}
RESULT_TOKENS = "1-0, ½-½ (or =), 0-1, +/-, -/+, -/-, ½-0, 0-½ or 0-0"


def tournament_from_data(data: dict[str, Any], problems: Problems,
                         systems: Systems) -> Tournament:
    """The tournament a parsed TOML document describes; problems go to
    ``problems`` (the result is only meaningful when there are none). ``systems``:
    the pairing systems the file may name."""
    doc = Table(problems, "", data)
    version = doc.whole("format", FORMAT, minimum=1)
    if version is not None and version > FORMAT:
        problems.add("format", f"this file has format {version}, but this cardtable reads "
                               f"format {FORMAT}: update cardtable")
    settings = _settings(doc.table("tournament", required=True), doc.table("points"),
                         doc.tables("virtual_points"), tuple(systems))
    players = _players(doc.tables("players"), problems)
    system = systems.get(settings.system)
    in_order = system is None or system.complete_rounds
    every = system.rounds_per_pairing if system is not None else 1
    # a team competition's tables ([team], [[teams]], the rounds' line-ups: C.04.6),
    # read by the system that pairs teams, as its registry line declares them; a file
    # without them loads none
    team_table, listed_teams = doc.table("team"), doc.tables("teams")
    tables = _team_tables(data, systems, problems) if (
        team_table.values or listed_teams or _has_lineups(data)) else None
    teams: tuple[Team, ...] = ()
    if tables is not None:
        if team_table.values:
            settings = replace(settings, team=tables.scoring(team_table))
        teams = tables.teams(listed_teams, players, problems)
        tables.check_apart(settings.team, teams, problems)
    mates = {m: team.tpn for team in teams for m in team.roster}
    by_team = bool(teams) and system is not None and system.pairs_teams
    rounds = _rounds(doc.tables("rounds"), settings, players, problems, in_order, mates,
                     fixed=system is not None and system.predetermined, every=every,
                     boards=settings.team.boards if by_team else 0, teams=tables)
    log = tuple(e for e in (_event(t) for t in doc.tables("log")) if e is not None)
    doc.finish()
    _check_forbidden(settings, {t.tpn for t in teams} if by_team else set(players),
                     "team" if by_team else "player", problems)
    return Tournament(settings, tuple(players[n] for n in sorted(players)), rounds, teams,
                      log)


def _has_lineups(data: dict[str, Any]) -> bool:
    """Whether a round of the document gives ``lineups`` (a team competition's)."""
    rounds = data.get("rounds")
    return isinstance(rounds, list) and any(isinstance(r, dict) and "lineups" in r
                                            for r in rounds)


def _team_tables(data: dict[str, Any], systems: Systems,
                 problems: Problems) -> TeamTables | None:
    """The team tables of the system that pairs teams; a problem when no known
    system does."""
    found = team_tables(systems)
    if found is None:
        where = "team" if "team" in data else "teams" if "teams" in data else "rounds"
        problems.add(where, "a team competition's tables, and no pairing system of this "
                            "version pairs teams")
    return found


def _event(t: Table) -> Event | None:
    """One event of the integrity log (``[[log]]``); None when its ``kind`` is missing
    or not one of the log's words (a problem naming its line, never a kind made up)."""
    time, kind = t.text("time", required=True), t.text("kind", required=True,
                                                       choices=KIND_WORDS)
    fields = (t.whole("round", 0, maximum=MAX_ROUNDS), t.text("text"), t.text("where"),
              t.text("undo"))
    t.finish()
    return Event(time, EventKind(kind), *fields) if kind in KIND_WORDS else None


# -- settings ----------------------------------------------------------------
def _settings(t: Table, points_table: Table, virtual: list[Table],
              systems: tuple[str, ...]) -> Settings:
    base = Settings(system=systems[0])  # no ``system``: the first known, the default
    initial = t.text("initial_colour", base.initial_colour, choices=INITIAL_COLOURS)
    colour_seed = t.whole("colour_seed")
    drawn = t.text("drawn_colour", "", choices=DRAWN_COLOURS)
    if initial == "lot" and colour_seed is None and not drawn:
        t.problems.add(t.where("initial_colour"), 'initial_colour = "lot" needs the seed '
                                                  "of the draw: add colour_seed")
    settings = Settings(
        name=t.text("name", required=True),
        place=t.text("place"),
        federation=t.text("federation"),
        start_date=t.date("start_date"),
        end_date=t.date("end_date"),
        chief_arbiter=t.text("chief_arbiter"),
        deputy_arbiters=t.texts("deputy_arbiters"),
        time_control=t.text("time_control"),
        system=t.text("system", base.system, choices=systems),
        system_label=t.text("system_label"),
        double_round_robin=t.flag("double_round_robin"),
        rounds=t.whole("rounds", 0, maximum=MAX_ROUNDS),
        initial_colour=initial,
        colour_seed=colour_seed,
        drawn_colour=drawn,
        tiebreaks=t.value("tiebreaks", 'an array of tie-break codes such as ["BH/C1", "SB"]',
                          _tiebreaks, ()),
        acceleration=t.text("acceleration", base.acceleration, choices=ACCELERATIONS),
        forbidden_pairs=t.value("forbidden", "an array of groups of pairing numbers such "
                                             "as [[3, 7], [12, 14, 15]]", _groups, ()),
        random_seed=t.whole("random_seed"),
        fixed_order=t.flag("fixed_order"),
        start_numbers=t.text("start_numbers", choices=START_NUMBERS),
        missed_rounds=ByeKind(t.text("missed_rounds", base.missed_rounds.value,
                                     choices=MISSED_ROUNDS)),
        fide_rated=t.flag("fide_rated"),
        rating_list=t.text("rating_list", choices=("standard", "rapid", "blitz")),
        points=_points(points_table),
        virtual_points=tuple(v for v in map(_virtual_points, virtual) if v is not None),
    )
    t.finish()
    return settings


def _tiebreaks(raw: Any) -> tuple[str, ...]:
    """The tie-break list, each code checked as every reader checks it (C.07 art. 5
    and 14), so that a wrong code is named here, at its line, not when standings are
    made."""
    return code_list(raw, checked_list)


def _groups(raw: Any) -> tuple[tuple[int, ...], ...]:
    if not isinstance(raw, list):
        raise Wrong
    groups = []
    for group in raw:
        if (not isinstance(group, list) or not 2 <= len(group) <= MAX_PLAYERS
                or not all(isinstance(p, int) and not isinstance(p, bool)
                           and 1 <= p <= MAX_PLAYERS for p in group)):
            raise Wrong(f"each group is an array of two or more pairing numbers (1 to "
                        f"{MAX_PLAYERS})")
        groups.append(tuple(group))
    return tuple(groups)


def _points(t: Table) -> PointSystem:
    """Missing values follow the ones they usually equal: a forfeit win, the PAB and
    a full-point bye score as a win, a half-point bye as a draw, a forfeit loss and a
    zero-point bye as a loss."""
    values: dict[str, Fraction] = {}
    defaults = PointSystem()
    for key in POINT_KEYS:
        follows = POINT_FOLLOWS.get(key)
        default = values[follows] if follows else getattr(defaults, key)
        values[key] = t.amount(key, default)
    t.finish()
    return PointSystem(**values)


def _virtual_points(t: Table) -> VirtualPoints | None:
    amount = t.amount("points", Fraction(0), required=True)
    first_round = t.whole("first_round", required=True, minimum=1, maximum=MAX_ROUNDS)
    last_round = t.whole("last_round", first_round, minimum=1, maximum=MAX_ROUNDS)
    first_player = t.whole("first_player", required=True, minimum=1,
                           maximum=MAX_PLAYERS)
    last_player = t.whole("last_player", first_player, minimum=1, maximum=MAX_PLAYERS)
    t.finish()
    if (first_round is None or last_round is None or first_player is None
            or last_player is None):
        return None
    if last_round < first_round:
        t.problems.add(t.where("last_round"), f"expected a round from first_round "
                                              f"({first_round}) on, found {last_round}")
    if last_player < first_player:
        t.problems.add(t.where("last_player"), f"expected a pairing number from "
                                               f"first_player ({first_player}) on, "
                                               f"found {last_player}")
    return VirtualPoints(amount, first_round, last_round, first_player, last_player)


# -- players -----------------------------------------------------------------
def _players(tables: list[Table], problems: Problems) -> dict[int, Player]:
    players: dict[int, Player] = {}
    where: dict[int, str] = {}
    for t in tables:
        player = _player(t)
        if player is None:
            continue
        if player.start_no in players:
            other = players[player.start_no]
            problems.add(t.where("start_no"), f"pairing number {player.start_no} is also "
                                              f"used by {where[player.start_no]} "
                                              f"({other.name})")
            continue
        players[player.start_no] = player
        where[player.start_no] = t.path
    return players


def _player(t: Table) -> Player | None:
    start_no = t.whole("start_no", required=True, minimum=1, maximum=MAX_PLAYERS)
    player = Player(
        start_no=start_no or 0,
        name=t.value("name", "the player's name", _name, "", required=True),
        rating=t.whole("rating", 0, maximum=9999) or 0,
        title=t.text("title"),
        federation=t.text("federation"),
        club=t.text("club"),
        sex=t.text("sex"),
        birth_date=t.value("birth", "a year such as 1990 or a date such as 1990-05-12",
                           _birth, ""),
        fide_id=t.whole("fide_id", maximum=MAX_FIDE_ID),
        withdrawn_after=t.whole("withdrawn_after", maximum=MAX_ROUNDS),
        joins_in=t.whole("joins_in", minimum=1, maximum=MAX_ROUNDS),
        provisional=t.flag("provisional_number"),
    )
    t.finish()
    return player if start_no is not None else None


def _name(raw: Any) -> str:
    if not isinstance(raw, str) or not raw.strip():
        raise Wrong
    if len(raw) > MAX_TEXT:
        raise Wrong(f"at most {MAX_TEXT} characters")
    return raw


def _birth(raw: Any) -> str:
    if isinstance(raw, int) and not isinstance(raw, bool) and 1000 <= raw <= 9999:
        return str(raw)
    if isinstance(raw, dt.date) and not isinstance(raw, dt.datetime):
        return raw.isoformat()
    if isinstance(raw, str) and len(raw) <= MAX_TEXT:
        return raw
    raise Wrong


# -- rounds ------------------------------------------------------------------
def _rounds(tables: list[Table], settings: Settings, players: dict[int, Player],
            problems: Problems, in_order: bool,
            mates: dict[int, int] | None = None, fixed: bool = False,
            every: int = 1, boards: int = 0,
            teams: TeamTables | None = None) -> tuple[Round, ...]:
    """The rounds on file; with ``in_order`` (a Swiss system) each paired round must
    follow a complete one (a round robin's table does not wait), or one of the same
    pairing (``every`` rounds a pairing: a Double-Swiss match's game 2 is published
    with game 1). ``mates``: the team
    of each player of a team competition, whose PAB is its players' (C.04.6 art. 1.4).
    ``fixed``: the table fixes the pairings (a round robin), where a player who left
    keeps their later boards, lost by forfeit (C.05 art. 8.2). ``boards``: the boards
    of a team match, which no team exceeds in a round (0: not a team competition).
    ``teams``: the team system's tables, which read and check the line-ups (None: the
    file has no team tables)."""
    rounds: dict[int, Round] = {}
    where: dict[int, str] = {}
    rosters: dict[int, tuple[int, ...]] = {}  # each team's players (for its line-ups)
    for player, tpn in (mates or {}).items():
        rosters[tpn] = (*rosters.get(tpn, ()), player)
    for t in tables:
        number = t.whole("number", required=True, minimum=1, maximum=MAX_ROUNDS)
        date = t.date("date")
        manual = t.text("manual")
        byes = [(b.path, _bye(b)) for b in t.tables("byes")]
        games = [(g.path, _game(g)) for g in t.tables("games")]
        lineups = [(line.path, teams.lineup(line, rosters, problems))
                   for line in t.tables("lineups")] if teams is not None else []
        t.finish()
        if number is None:
            continue
        if number in rounds:
            problems.add(t.where("number"), f"round {number} is already given by "
                                            f"{where[number]}")
            continue
        if settings.rounds and number > settings.rounds:
            problems.add(t.where("number"), f"expected a round from 1 to {settings.rounds} "
                                            f"(tournament.rounds), found {number}")
        rnd = Round(number, tuple(g for _, g in games if g is not None),
                    tuple(b for _, b in byes if b is not None), date, manual,
                    tuple(line for _, line in lineups if line is not None))
        _check_round(rnd, games, byes, players, problems, mates or {}, fixed)
        _check_empty_boards(number, rnd.games, byes, mates or {}, problems)
        if teams is not None:
            teams.check_round(rnd, games, [path for path, line in lineups if line is not None],
                              boards, mates or {}, problems)
        rounds[number] = rnd
        where[number] = t.path
    if in_order:
        _check_order(rounds, where, problems, every)
    return tuple(rounds[n] for n in sorted(rounds))


def _check_empty_boards(round_no: int, games: tuple[Game, ...],
                        byes: list[tuple[str, Bye | None]], mates: dict[int, int],
                        problems: Problems) -> None:
    """A board won opposite an empty one (bye ``+``) belongs to a team that has a
    match in the round (C.04.6: a match's boards)."""
    playing = {mates.get(p) for g in games for p in g.players} - {None}
    for path, bye in byes:
        if bye is None or bye.kind is not ByeKind.EMPTY_BOARD:
            continue
        team = mates.get(bye.player)
        if team is None or team not in playing:
            problems.add(f"{path}.kind", f"'+' is a board won opposite an empty board of a "
                                         f"team match, but player {bye.player}'s team has "
                                         f"no match in round {round_no}")


def _bye(t: Table) -> Bye | None:
    player = t.whole("player", required=True, minimum=1, maximum=MAX_PLAYERS)
    kind = t.value("kind", 'one of "PAB", "H", "F", "Z", "+" (a board won opposite an '
                   'empty one)', _bye_kind, None, required=True)
    t.finish()
    if player is None or kind is None:
        return None
    return Bye(player, kind)


def _bye_kind(raw: Any) -> ByeKind:
    if not isinstance(raw, str):
        raise Wrong
    return ByeKind.parse(raw)


def _game(t: Table) -> Game | None:
    board = t.whole("board", required=True, minimum=1, maximum=MAX_PLAYERS)
    white = t.whole("white", required=True, minimum=1, maximum=MAX_PLAYERS)
    black = t.whole("black", required=True, minimum=1, maximum=MAX_PLAYERS)
    result = t.value("result", f"a result: {RESULT_TOKENS}", _result, None)
    score = t.numbers("match_score", length=2)  # () when absent, else two numbers
    game = Game(
        board=board or 0,
        white=white or 0,
        black=black or 0,
        result=result,
        rated=t.flag("rated", True),
        override=t.text("override"),
        match_score=(score[0], score[1]) if score else None,
    )
    t.finish()
    return game if None not in (board, white, black) else None


def _result(raw: Any) -> GameResult | None:
    if not isinstance(raw, str):
        raise Wrong
    if not raw.strip():
        return None
    try:
        return GameResult.parse(raw)
    except ValueError:
        raise Wrong from None


def _check_round(rnd: Round, games: list[tuple[str, Game | None]],
                 byes: list[tuple[str, Bye | None]], players: dict[int, Player],
                 problems: Problems, mates: dict[int, int], fixed: bool = False) -> None:
    """Every player named exists, takes part in the round, and appears once; in a
    table that fixes the pairings (``fixed``) a player who withdrew keeps their board,
    lost by forfeit (C.05 art. 8.2)."""
    seen: dict[int, str] = {}
    boards: dict[int, str] = {}

    def place(start_no: int, where: str, what: str, *, playing: bool,
              forfeited: bool = False) -> None:
        player = players.get(start_no)
        if player is None:
            problems.add(where, f"no player has pairing number {start_no}")
            return
        if start_no in seen:
            problems.add(where, f"player {start_no} ({player.name}) is already on "
                                f"{seen[start_no]} of round {rnd.number}")
            return
        seen[start_no] = what
        if forfeited and fixed and player.withdrawn_after is not None \
                and player.withdrawn_after < rnd.number:
            return  # C.05 art. 8.2: their remaining games lost by forfeit
        if playing and not player.takes_part_in(rnd.number):
            problems.add(where, f"player {start_no} ({player.name}) "
                                f"{_absence(player)}, but is paired in round {rnd.number}")

    for path, game in games:
        if game is None:
            continue
        if game.board in boards:
            problems.add(f"{path}.board", f"board {game.board} of round {rnd.number} is "
                                          f"already given by {boards[game.board]}")
        boards.setdefault(game.board, path)
        if game.white == game.black:
            problems.add(f"{path}.black", f"player {game.white} cannot play themselves")
        lost = (game.result is not None and game.result.white is Outcome.FORFEIT_LOSS,
                game.result is not None and game.result.black is Outcome.FORFEIT_LOSS)
        place(game.white, f"{path}.white", f"board {game.board}", playing=True,
              forfeited=lost[0])
        if game.black != game.white:
            place(game.black, f"{path}.black", f"board {game.board}", playing=True,
                  forfeited=lost[1])
    pabs: set[int] = set()  # the PAB's team (a player without a team: minus their number)
    for path, bye in byes:
        if bye is None:
            continue
        place(bye.player, f"{path}.player", f"a {bye.kind.label} bye",
              playing=not bye.kind.requested)
        if bye.kind is not ByeKind.PAB:
            continue
        pabs.add(mates.get(bye.player, -bye.player))
        if len(pabs) == 2:
            problems.add(f"{path}.kind", f"round {rnd.number} has a second PAB: there is "
                                         f"at most one pairing-allocated bye a round "
                                         f"(C.04.1)")


def _absence(player: Player) -> str:
    if player.withdrawn_after is not None:
        return f"withdrew after round {player.withdrawn_after}"
    return f"joins in round {player.joins_in}"


def _check_order(rounds: dict[int, Round], where: dict[int, str],
                 problems: Problems, every: int = 1) -> None:
    """A Swiss round is paired from the results of all earlier rounds, so it may
    exist only when the round before it is paired and complete (C.04.2) — or, a round
    of the same pairing (``every`` rounds a pairing: a Double-Swiss match, C.04.5
    Preface), paired."""
    for number in sorted(n for n, r in rounds.items() if r.paired and n > 1):
        before = rounds.get(number - 1)
        if before is None or not before.paired:
            problems.add(where[number], f"round {number} is paired, but round {number - 1} "
                                        f"is not")
        elif not before.complete and (not (number - 1) % every
                                      or not _second_game(before, rounds[number])):
            boards = ", ".join(str(g.board) for g in before.games if g.result is None)
            problems.add(where[number], f"round {number} is paired, but round {number - 1} "
                                        f"is unfinished (no result on board {boards})")


def _second_game(first: Round, second: Round) -> bool:
    """Whether ``second`` is game 2 of the matches ``first`` began: the same boards, the
    colours reversed (a Double-Swiss match, C.04.5 Preface, published with game 1)."""
    return [(g.board, g.white, g.black) for g in first.games] == [
        (g.board, g.black, g.white) for g in second.games]


def _check_forbidden(settings: Settings, numbers: set[int], who: str,
                     problems: Problems) -> None:
    """The forbidden groups name players, or teams in a team competition (C.04.6)."""
    number = "number" if who == "team" else "pairing number"
    for index, group in enumerate(settings.forbidden_pairs, start=1):
        for start_no in group:
            if start_no not in numbers:
                problems.add("tournament.forbidden", f"group {index}: no {who} has "
                                                     f"{number} {start_no}")
