"""Random tournaments played to the end, for tests, demonstrations and benchmarks.

``simulate_swiss`` plays a Swiss tournament with any registered pairing system: random
names, ratings and a few titles, every round paired by the system's own ``pair`` and
published, results drawn by the ratings with draws, now and then a forfeit, half-point
(H) and zero-point (Z) byes requested before a round, and sometimes a player who
withdraws. The same seed gives the same tournament."""

from __future__ import annotations

import random
from dataclasses import replace

from ..model import (
    Bye,
    ByeKind,
    GameResult,
    Player,
    Settings,
    Tournament,
    assign_pairing_numbers,
)
from .base import publish

FIRST = ("Adam", "Bea", "Chris", "Daniela", "Egon", "Frieda", "Gernot", "Hanna", "Ida",
         "Jonas", "Karin", "Luca", "Mira", "Nils", "Olga", "Paul", "Rita", "Sven",
         "Tanja", "Urs", "Vera", "Walter", "Yara", "Zeno")
LAST = ("Ammann", "Brunner", "Conti", "Deville", "Egger", "Frei", "Gerber", "Huber",
        "Imhof", "Jost", "Keller", "Lehmann", "Meier", "Nussbaum", "Oswald", "Pfister",
        "Roth", "Schmid", "Tanner", "Vogel", "Weber", "Zbinden")
FEDERATIONS = ("SUI", "GER", "AUT", "ITA", "FRA")
TITLES = ("GM", "IM", "WGM", "WIM", "FM", "WFM", "CM", "WCM")

DRAW_SHARE = 0.3        # of the games between equal players
FORFEIT_SHARE = 0.02    # of the games
WITHDRAWAL_SHARE = 0.2  # of the tournaments
BYE_SHARE = 0.03        # of the players in a round (before the last): H or Z requested
TITLE_SHARE = 0.2       # of the players


def random_name(rng: random.Random) -> str:
    return f"{rng.choice(LAST)}, {rng.choice(FIRST)}"


def game_result(white: int, black: int, rng: random.Random) -> GameResult:
    """A result by the Elo expectation of the two ratings, with draws most likely
    between equals and now and then a forfeit."""
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


def play_round(tournament: Tournament, round_no: int, rng: random.Random) -> Tournament:
    """Enter a random result on every board of the round that has none."""
    for game in tournament.round(round_no).games:
        if game.result is None:
            result = game_result(tournament.player(game.white).rating,
                                 tournament.player(game.black).rating, rng)
            tournament = tournament.with_result(round_no, game.board, result)
    return tournament


def simulate_swiss(system: str, players: int, rounds: int, seed: int) -> Tournament:
    """A complete Swiss tournament of ``players`` players and ``rounds`` rounds paired
    by ``system``; :class:`PairingError` when a round cannot be paired."""
    from . import pairer

    pair = pairer(system)
    rng = random.Random(seed)
    entrants = tuple(
        Player(start_no=i, name=random_name(rng), rating=rng.randrange(1400, 2700),
               title=rng.choice(TITLES) if rng.random() < TITLE_SHARE else "",
               federation=rng.choice(FEDERATIONS))
        for i in range(1, players + 1))
    settings = Settings(name=f"Swiss {seed}", system=system, rounds=rounds,
                        initial_colour="lot", colour_seed=seed, random_seed=seed)
    tournament = assign_pairing_numbers(Tournament(settings, entrants))
    leaver = rng.randrange(1, players + 1) if rng.random() < WITHDRAWAL_SHARE else None
    leaves_after = rng.randrange(1, rounds) if leaver and rounds > 1 else None
    for round_no in range(1, rounds + 1):
        if round_no < rounds:
            tournament = _request_byes(tournament, round_no, rng)
        tournament = publish(tournament, pair(tournament, round_no))
        tournament = play_round(tournament, round_no, rng)
        if round_no == leaves_after:
            tournament = tournament.with_player(
                replace(tournament.player(leaver), withdrawn_after=round_no))
    return tournament


def _request_byes(tournament: Tournament, round_no: int, rng: random.Random) -> Tournament:
    byes = tuple(Bye(p.start_no, rng.choice((ByeKind.HALF, ByeKind.ZERO)))
                 for p in tournament.players_in_round(round_no) if rng.random() < BYE_SHARE)
    if not byes:
        return tournament
    return tournament.with_round(replace(tournament.round(round_no), byes=byes))
