"""``cardtable simulate --system double``: a random Double-Swiss tournament played match
by match. ``--rounds`` counts the rounds of the file, two per match (so it is even).
Each match: the requested byes (H, Z) of the match in both its rounds (a bye applies
to a whole match, C.04.5 Preface), game 1 paired by the rules, game 2 as its mirror,
each game's result drawn from the ratings (the generic simulator's chances: draws,
forfeits of one game or both). A late entry joins at a match, a withdrawal leaves
after one. The PAB scores ¾ a game, 1½ the match (art. 1.4)."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

from ...model.tournament import Bye, Round, Settings, Tournament, draw_initial_colour
from ...model.results import ByeKind
from ...model.points import PointSystem
from ..base import PairingError, publish
from ..simulate_request import Chances
from ..simulation import RoundNotPaired, played, random_players
from .engine import SYSTEM, pair
from .matches import pab_per_game

#: art. 1.4: the PAB is worth a game won and a game drawn, 1½ points, so ¾ per game
PAB_PER_GAME = pab_per_game(Fraction(1), Fraction(1, 2))


def double_settings(name: str, rounds: int, **more: object) -> Settings:
    """The settings of a Double-Swiss tournament: the system and the PAB of art. 1.4."""
    return Settings(name=name, system=SYSTEM, rounds=rounds,
                    points=PointSystem(pab=PAB_PER_GAME), **more)  # type: ignore[arg-type]


def _byes(tournament: Tournament, round_no: int, rng: random.Random,
          chances: Chances) -> tuple[Bye, ...]:
    byes = []
    for player in tournament.players_in_round(round_no):
        roll = rng.random()
        if roll < chances.half_bye:
            byes.append(Bye(player.start_no, ByeKind.HALF))
        elif roll < chances.half_bye + chances.zero_bye:
            byes.append(Bye(player.start_no, ByeKind.ZERO))
    return tuple(byes)


def simulate_double(players: int, rounds: int, seed: int, chances: Chances | None = None,
                    forbidden: tuple[tuple[int, ...], ...] = ()) -> Tournament:
    """Play ``rounds // 2`` matches of a random field of ``players`` (``forbidden``:
    groups who may not meet, TRF-2026 260). A round without a legal pairing ends the
    tournament: :class:`RoundNotPaired`."""
    chances = chances or Chances()
    rng = random.Random(seed)
    field = random_players(players, rng)
    matches = rounds // 2
    late = rng.sample(field[players // 3:], min(chances.late_entries, max(0, players - 4)))
    joins = {p.start_no: 2 * rng.randint(2, max(2, matches // 2)) - 1 for p in late} \
        if matches > 2 else {}
    field = [replace(p, joins_in=joins.get(p.start_no)) for p in field]
    settings = double_settings(
        f"Simulated double tournament ({players} players, seed {seed})", rounds,
        place="Simulation", initial_colour="lot", colour_seed=seed,
        drawn_colour=draw_initial_colour(seed).word, random_seed=seed,
        forbidden_pairs=forbidden)
    tournament = Tournament(settings, tuple(field), ())
    withdrawn = 0
    for match in range(1, matches + 1):
        first = 2 * match - 1
        byes = _byes(tournament, first, rng, chances)
        for number in (first, first + 1):
            tournament = tournament.with_round(Round(number, (), byes))
            try:
                tournament = publish(tournament, pair(tournament, number))
            except PairingError as exc:
                raise RoundNotPaired(exc, tournament) from exc
            rnd = tournament.round(number)
            by_no = {p.start_no: p for p in tournament.players}
            games = tuple(g if g.result is not None else played(rng, g, by_no, chances)
                          for g in rnd.games)
            tournament = tournament.with_round(replace(rnd, games=games))
        if withdrawn < chances.withdrawals and match < matches and rng.random() < 0.5:
            active = [p for p in tournament.players_in_round(first + 2) if p.joins_in is None]
            if len(active) > 4:
                leaving = rng.choice(active)
                tournament = tournament.with_player(
                    replace(leaving, withdrawn_after=first + 1))
                withdrawn += 1
    return tournament
