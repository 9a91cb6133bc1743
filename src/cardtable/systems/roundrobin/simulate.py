"""A random round robin played to the end, for tests, demonstrations and benchmarks:
random names and ratings, start numbers drawn by lot, results by the ratings with
draws, now and then a forfeit, and sometimes a player who withdraws."""

from __future__ import annotations

import random

from ...model.results import GameResult
from ...model.player import Player
from ...model.tournament import Settings, Tournament
from ..base import publish
from ..simulate_request import Simulation
from ..berger import rounds_in
from .pairing import pair
from .startnumbers import draw_by_lot
from .withdrawal import apply_withdrawal

_FIRST = ("Adam", "Bea", "Chris", "Daniela", "Egon", "Frieda", "Gernot", "Hanna", "Ida",
          "Jonas", "Karin", "Luca", "Mira", "Nils", "Olga", "Paul", "Rita", "Sven",
          "Tanja", "Urs", "Vera", "Walter", "Yara", "Zeno")
_LAST = ("Ammann", "Brunner", "Conti", "Deville", "Egger", "Frei", "Gerber", "Huber",
         "Imhof", "Jost", "Keller", "Lehmann", "Meier", "Nussbaum", "Oswald", "Pfister",
         "Roth", "Schmid", "Tanner", "Vogel", "Weber", "Zbinden")
_FEDERATIONS = ("SUI", "GER", "AUT", "ITA", "FRA")

DRAW_SHARE = 0.3       # of the games between equal players
FORFEIT_SHARE = 0.02   # of the games
WITHDRAWAL_SHARE = 0.2  # of the tournaments


def simulate_roundrobin(players: int, seed: int, double: bool = False) -> Tournament:
    """A complete single or double round robin of ``players`` (>= 3) players,
    the same for the same seed."""
    rng = random.Random(seed)
    entrants = tuple(
        Player(start_no=i, name=f"{rng.choice(_LAST)}, {rng.choice(_FIRST)}",
               rating=rng.randrange(1400, 2700), federation=rng.choice(_FEDERATIONS))
        for i in range(1, players + 1))
    total = rounds_in(players, double)
    settings = Settings(name=f"Round robin {seed}", system="roundrobin", rounds=total,
                        double_round_robin=double, random_seed=seed)
    tournament, _ = draw_by_lot(Tournament(settings, entrants))
    leaver = rng.randrange(1, players + 1) if rng.random() < WITHDRAWAL_SHARE else None
    leaves_after = rng.randrange(1, total) if leaver else None
    for round_no in range(1, total + 1):
        tournament = publish(tournament, pair(tournament, round_no))
        tournament = _play(tournament, round_no, rng)
        if leaver is not None and round_no == leaves_after:
            tournament = apply_withdrawal(tournament, leaver, round_no)
    return tournament


def _play(tournament: Tournament, round_no: int, rng: random.Random) -> Tournament:
    for game in tournament.round(round_no).games:
        if game.result is None:
            result = _result(tournament.player(game.white).rating,
                             tournament.player(game.black).rating, rng)
            tournament = tournament.with_result(round_no, game.board, result)
    return tournament


def _result(white: int, black: int, rng: random.Random) -> GameResult:
    """A result by the Elo expectation, with draws most likely between equals."""
    if rng.random() < FORFEIT_SHARE:
        return rng.choice((GameResult.WHITE_WINS_BY_FORFEIT,
                           GameResult.BLACK_WINS_BY_FORFEIT, GameResult.DOUBLE_FORFEIT))
    expected = 1 / (1 + 10 ** ((black - white) / 400))
    draw = DRAW_SHARE * (1 - abs(2 * expected - 1))
    roll = rng.random()
    if roll < draw:
        return GameResult.DRAW
    return (GameResult.WHITE_WINS if roll < draw + (1 - draw) * expected
            else GameResult.BLACK_WINS)


def simulate_roundrobin_request(request: Simulation) -> Tournament:
    """``cardtable simulate`` for a round robin: the Berger table fixes the rounds."""
    if request.rounds is not None:
        raise ValueError("--rounds is not for a round robin: the Berger table fixes them "
                         "(N - 1 per cycle)")
    if request.players < 3:
        raise ValueError(f"a round robin needs at least 3 players, not {request.players}")
    return simulate_roundrobin(request.players, request.seed, request.double)
