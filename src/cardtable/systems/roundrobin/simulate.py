"""A random round robin played to the end, for tests, demonstrations and benchmarks:
random names and ratings, start numbers drawn by lot, results by the ratings with
draws, now and then a forfeit, and sometimes a player who withdraws."""

from __future__ import annotations

import random

from ...model import Player, Settings, Tournament
from ..base import publish
from ..simulation import FEDERATIONS, play_round, random_name
from .berger import rounds_in
from .pairing import pair
from .startnumbers import draw_by_lot
from .withdrawal import apply_withdrawal

WITHDRAWAL_SHARE = 0.2  # of the tournaments


def simulate_roundrobin(players: int, seed: int, double: bool = False) -> Tournament:
    """A complete single or double round robin of ``players`` (>= 3) players,
    the same for the same seed."""
    rng = random.Random(seed)
    entrants = tuple(
        Player(start_no=i, name=random_name(rng), rating=rng.randrange(1400, 2700),
               federation=rng.choice(FEDERATIONS))
        for i in range(1, players + 1))
    total = rounds_in(players, double)
    settings = Settings(name=f"Round robin {seed}", system="roundrobin", rounds=total,
                        double_round_robin=double, random_seed=seed)
    tournament, _ = draw_by_lot(Tournament(settings, entrants))
    leaver = rng.randrange(1, players + 1) if rng.random() < WITHDRAWAL_SHARE else None
    leaves_after = rng.randrange(1, total) if leaver else None
    for round_no in range(1, total + 1):
        tournament = publish(tournament, pair(tournament, round_no))
        tournament = play_round(tournament, round_no, rng)
        if round_no == leaves_after:
            tournament = apply_withdrawal(tournament, leaver, round_no)
    return tournament
