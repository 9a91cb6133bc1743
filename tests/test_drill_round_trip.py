"""The fourth drill (issue 35), item 5, kept as a property: for simulated
tournaments of every system (a multi-board team league with a reserve who never
plays among them), the file ``simulate`` writes reads back as written and passes
``check``, and export, import, export gives the same TRF bytes in both versions —
and the same tournament: what TRF carries (late entries and withdrawals, SwissBG's
match scores, the tie-break lists, the teams) comes back, and what TRF-16 cannot
carry (a team competition) is refused, never lost silently.

A few tournaments per system in the quick run; 200 per system behind ``slow``."""

from __future__ import annotations

import random
from fractions import Fraction
from dataclasses import replace

import pytest

from cardtable.formats.toml_write import dumps_tournament
from cardtable.formats.trf_write import NotWritable
from cardtable.model.results import GameResult
from cardtable.model.tournament import Tournament, VirtualPoints
from cardtable.systems.base import PairingError
from cardtable.systems.base import publish
from cardtable.systems.files import dumps_trf, parse_toml, parse_trf, read_toml
from cardtable.systems.registry import SYSTEMS, descriptor
from cardtable.systems.simulate_request import Simulation
from conftest import SAMPLES

QUICK = range(3)
SLOW = range(3, 203)


def simulated(system: str, seed: int) -> Tournament:
    """Seed ``seed``'s tournament of ``system``: the system's own simulation, or for
    the team system a league of 3 to 10 teams of the sample (rosters of five on four
    boards: the fifth never plays), board results of every kind."""
    if system == "team":
        return _league(seed)
    plugin = descriptor(system)
    players = 5 + seed % 13
    per = plugin.entry.rounds_per_pairing
    rounds = None if plugin.entry.predetermined else max(per, min(players - 1, 7) // per * per)
    try:
        return plugin.simulate(Simulation(system, players, rounds, seed,
                                          plugin.entry.predetermined and seed % 2 == 1))
    except PairingError as exc:  # too many rounds for the field: the rounds so far
        return exc.tournament  # type: ignore[attr-defined]


def _league(seed: int) -> Tournament:
    rng = random.Random(seed)
    t = read_toml(SAMPLES / "team-league.toml")
    count = rng.randint(3, 10)
    kept = {m for team in t.teams[:count] for m in team.roster}
    t = replace(t, teams=t.teams[:count], rounds=(),
                players=tuple(p for p in t.players if p.start_no in kept))
    results = list(GameResult)
    for number in range(1, rng.randint(1, min(count, t.settings.rounds) )+ 1):
        try:
            t = publish(t, descriptor("team").pair(t, number))
        except PairingError:
            break
        for game in t.round(number).games:
            t = t.with_result(number, game.board, rng.choice(results))
    return t


def _carried(t: Tournament) -> tuple[object, ...]:
    """What a TRF carries and must give back."""
    return ([(p.start_no, p.name, p.rating, p.joins_in, p.withdrawn_after)
             for p in t.players],
            sorted((r.number, g.white, g.black, g.result, g.match_score)
                   for r in t.rounds for g in r.games),
            sorted((r.number, b.player, b.kind) for r in t.rounds for b in r.byes),
            t.settings.system, t.settings.tiebreaks, t.settings.team.tiebreaks,
            [(team.tpn, team.name, team.roster) for team in t.teams])


def _assert_round_trips(t: Tournament, label: str) -> None:
    text = dumps_tournament(t)
    assert dumps_tournament(parse_toml(text)) == text, label
    for fmt in ("trf26", "trf16"):
        try:
            first = dumps_trf(t, fmt)
        except NotWritable as exc:
            assert fmt == "trf16" and t.teams, (label, fmt, str(exc))
            continue
        back = parse_trf(first, f"{label}.trf")
        assert dumps_trf(back, fmt) == first, (label, fmt)
        assert _carried(back) == _carried(t), (label, fmt)


SYSTEM_NAMES = sorted(SYSTEMS)


@pytest.mark.parametrize("seed", QUICK)
@pytest.mark.parametrize("system", SYSTEM_NAMES)
def test_simulated_tournaments_round_trip_and_pass_check(tmp_path, cli, system, seed):
    t = simulated(system, seed)
    _assert_round_trips(t, f"{system}-{seed}")
    path = tmp_path / "t.toml"
    path.write_text(dumps_tournament(t), encoding="utf-8")
    code, out, err = cli("check", str(path))
    assert code == 0, (out[-600:], err)


@pytest.mark.slow
@pytest.mark.parametrize("system", SYSTEM_NAMES)
def test_two_hundred_tournaments_of_each_system_round_trip(tmp_path, cli, system):
    """Every one round trips; every fourth is checked too (``check`` pairs every
    round again)."""
    for seed in SLOW:
        t = simulated(system, seed)
        _assert_round_trips(t, f"{system}-{seed}")
        if seed % 4 == 0:
            path = tmp_path / f"{seed}.toml"
            path.write_text(dumps_tournament(t), encoding="utf-8")
            code, out, err = cli("check", str(path))
            assert code == 0, (system, seed, out[-600:], err)


def test_a_team_on_more_boards_than_a_match_has_is_refused(tmp_path, cli):
    """Found by the drill's fuzz campaign: a league of four boards with one board's
    Black changed to the reserve of a team already on four boards was read, and its
    TRF came back with five boards (352 WBWBW): the file reader refuses it."""
    text = (SAMPLES / "team-league.toml").read_text(encoding="utf-8")
    t = parse_toml(text)
    team = t.teams[4]  # players 21-25: board order 21-24, 25 the reserve
    games = [(r.number, g) for r in t.rounds for g in r.games
             if set(g.players) & set(team.roster[:4])]
    number, game = games[0]
    other = next(p for p in game.players if p not in team.roster)
    board = t.round(number)
    changed = replace(t, rounds=tuple(
        replace(r, games=tuple(replace(g, white=team.roster[4]) if g.white == other
                               and r.number == number and g.board == game.board
                               else replace(g, black=team.roster[4]) if g.black == other
                               and r.number == number and g.board == game.board else g
                               for g in r.games)) if r is board else r for r in t.rounds))
    path = tmp_path / "t.toml"
    path.write_text(dumps_tournament(changed), encoding="utf-8")
    code, _, err = cli("check", str(path))
    assert code == 2 and f"team {team.tpn} has more than 4 players on the boards of round " \
                         f"{number}" in err, err


def test_players_virtual_points_in_a_team_file_are_refused_not_read_as_the_teams():
    """Found by the drill's fuzz campaign: a team file with a player's XXA came back
    with a team's 250 (a team file's 250 names teams): refused with the reason."""
    t = read_toml(SAMPLES / "team-league.toml")
    t = replace(t, settings=replace(t.settings, virtual_points=(
        VirtualPoints(Fraction(1), 1, 1, 1, 1),)))
    for fmt in ("trf26", "trf16"):
        with pytest.raises(NotWritable, match="players' virtual points"):
            dumps_trf(t, fmt)


def test_team_match_points_finer_than_a_tenth_are_refused_not_rounded():
    """Found by the drill's fuzz campaign: ``362 ... TL 0.17`` was written ``0.2`` and
    the standings of the file read back changed: refused with the reason."""
    t = read_toml(SAMPLES / "team-league.toml")
    team = replace(t.settings.team, match_points=replace(t.settings.team.match_points,
                                                         loss=Fraction(17, 100)))
    t = replace(t, settings=replace(t.settings, team=team))
    with pytest.raises(NotWritable, match="do not fit TRF's one decimal"):
        dumps_trf(t, "trf26")
