"""Random Swiss tournaments for testing, demonstrations and benchmarks: every round is
paired by the system's own engine, results are drawn from the ratings (with draws),
and the field has the things real tournaments have — requested byes (F, H, Z),
forfeits (including double forfeits), the rare ½-0, 0-½ and 0-0, a withdrawal and a
late entry, as often as the system's plug-in says (its :class:`Chances`);
``cardtable generate`` reads the result chances from a results-model file
(:mod:`.results_model`)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..model.tournament import Bye, Game, Round, Settings, Tournament, draw_initial_colour
from ..model.results import ByeKind, GameResult
from ..model.player import Player, TITLE_ORDER, in_initial_order
from ..tiebreaks.rating_tables import PD_BY_D
from .base import PairingError
from .registry import descriptor
from .base import publish  # round by round: the simulation pairs each round itself
from .simulate_request import Chances, Simulation

FIRST_NAMES = ("Anna", "Bruno", "Clara", "David", "Elena", "Felix", "Greta", "Hugo", "Ida",
               "Jonas", "Karin", "Lukas", "Mia", "Nils", "Olga", "Paul", "Rosa", "Simon",
               "Tina", "Urs", "Vera", "Walter", "Xenia", "Yann", "Zoe")
LAST_NAMES = ("Ammann", "Berger", "Conti", "Dubois", "Egger", "Frei", "Gerber", "Huber",
              "Imhof", "Jenni", "Keller", "Lang", "Meier", "Novak", "Ott", "Peter",
              "Quinn", "Roth", "Steiner", "Tanner", "Vogel", "Weber", "Zaugg")
TITLES = ("GM", "IM", "FM", "CM", "WGM", "WIM")


def random_players(count: int, rng: random.Random,
                   titles: tuple[str, ...] = TITLE_ORDER) -> list[Player]:
    """A start list with ratings, some titles, and pairing numbers in the initial
    order of C.04.2 (titles ranked in ``titles``' order: the system's)."""
    people = []
    names: set[str] = set()
    for _ in range(count):
        while True:
            name = f"{rng.choice(LAST_NAMES)}, {rng.choice(FIRST_NAMES)}"
            if name not in names or len(names) > len(FIRST_NAMES) * len(LAST_NAMES) // 2:
                break
        if name in names:
            name = f"{name} {len(names) + 1}"
        names.add(name)
        rating = max(1000, min(2800, int(rng.gauss(1900, 280))))
        title = rng.choice(TITLES) if rating > 2350 and rng.random() < 0.6 else ""
        people.append(Player(0, name, rating, title, rng.choice(("SUI", "GER", "AUT", "FRA"))))
    ordered = in_initial_order(people, titles)
    return [replace(p, start_no=i) for i, p in enumerate(ordered, start=1)]


def expected_score(white: int, black: int, advantage: int = 35,
                   method: str = "logistic") -> float:
    """White's expected score: the logistic curve, or FIDE's table (B.02, 8.1.b: the
    higher-rated player's expected score for a difference of up to 800 points)."""
    difference = white + advantage - black
    if method == "fide-b02":
        higher = PD_BY_D[min(abs(difference), 800)] / 100
        return higher if difference >= 0 else 1 - higher
    return 1 / (1 + 10 ** (-difference / 400))


def draw_result(rng: random.Random, white: Player, black: Player,
                chances: Chances) -> GameResult:
    roll = rng.random()
    if roll < chances.double_forfeit:
        return GameResult.DOUBLE_FORFEIT
    edge = chances.double_forfeit + chances.forfeit
    if roll < edge:
        return rng.choice((GameResult.WHITE_WINS_BY_FORFEIT, GameResult.BLACK_WINS_BY_FORFEIT))
    for rare, chance in chances.rare_results:
        edge += chance
        if roll < edge:
            return rare
    e = expected_score(white.rating or 1500, black.rating or 1500,
                       chances.white_advantage, chances.expected)
    draw = chances.draw * (1 - abs(e - 0.5))
    roll = rng.random()
    if roll < e - draw / 2:
        return GameResult.WHITE_WINS
    if roll < e + draw / 2:
        return GameResult.DRAW
    return GameResult.BLACK_WINS


def played(rng: random.Random, game: Game, by_no: dict[int, Player],
           chances: Chances) -> Game:
    """The game with a result drawn from the ratings, and a match score when the
    system plays matches (the winner reaches ``match_points``)."""
    result = draw_result(rng, by_no[game.white], by_no[game.black], chances)
    score = None
    if chances.match_points and result.played:
        loser = rng.randrange(chances.match_points)
        won = chances.match_points
        score = (won, loser) if result is GameResult.WHITE_WINS else (loser, won)
    return replace(game, result=result, match_score=score)


class RoundNotPaired(PairingError):
    """A simulated round without a legal pairing: the system's :class:`PairingError`
    (same message, players and rule) with the rounds played so far as ``tournament``."""

    def __init__(self, cause: PairingError, tournament: Tournament):
        super().__init__(str(cause), cause.players, cause.rule)
        self.tournament = tournament


def simulate_swiss(system: str, players: int, rounds: int, seed: int,
                   chances: Chances | None = None,
                   **settings: Any) -> Tournament:  # Settings' fields, which it checks
    """Play a whole tournament with ``system``'s engine. Extra keyword arguments go to
    the tournament's :class:`Settings` (e.g. ``acceleration="baku"``). If a round has
    no legal pairing (too many rounds for the field) the tournament ends before it:
    :class:`RoundNotPaired` carries the rounds played so far as ``tournament``."""
    plugin = descriptor(system)
    chances = chances or plugin.entry.chances()
    settings.setdefault("tiebreaks", plugin.entry.tiebreaks)  # SwissBG's own
    settings.setdefault("points", plugin.points())  # the Double-Swiss PAB (C.04.5 art. 1.4)
    # one pairing covers k rounds (a Double-Swiss match: 2): a late entry joins, a bye
    # applies and a withdrawal happens at a whole pairing (C.04.5 Preface)
    k = plugin.entry.rounds_per_pairing
    rng = random.Random(seed)
    field = random_players(players, rng, plugin.entry.title_order)
    late = rng.sample(field[players // 3:], min(chances.late_entries, max(0, players - 4)))
    late_round = {p.start_no: k * (rng.randint(2, max(2, rounds // k // 2)) - 1) + 1
                  for p in late} if rounds // k > 2 else {}
    field = [replace(p, joins_in=late_round.get(p.start_no)) for p in field]
    base = Settings(name=f"Simulated {system} tournament ({players} players, seed {seed})",
                    place="Simulation", system=system, rounds=rounds, initial_colour="lot",
                    colour_seed=seed, drawn_colour=draw_initial_colour(seed).word,
                    random_seed=seed, **settings)
    tournament = Tournament(base, tuple(field), ())
    withdrawn = 0
    pair = plugin.pair
    byes: list[Bye] = []
    for number in range(1, rounds + 1):
        if (number - 1) % k:  # a later round of the same pairing: the same byes
            byes = [b for b in byes if tournament.player(b.player).takes_part_in(number)]
        else:
            byes = _byes(tournament, number, rng, chances,
                         skip=number > rounds - k and withdrawn < chances.withdrawals)
        tournament = tournament.with_round(Round(number, (), tuple(byes)))
        try:
            pairing = pair(tournament, number)
        except PairingError as exc:
            raise RoundNotPaired(exc, tournament) from exc
        tournament = publish(tournament, pairing)
        rnd = tournament.round(number)
        by_no = {p.start_no: p for p in tournament.players}
        games = tuple(played(rng, g, by_no, chances) for g in rnd.games)
        tournament = tournament.with_round(replace(rnd, games=games))
        if withdrawn < chances.withdrawals and number < rounds and not number % k \
                and rng.random() < 0.5:
            active = [p for p in tournament.players_in_round(number + 1)
                      if p.joins_in is None]
            if len(active) > 4:
                leaving = rng.choice(active)
                tournament = tournament.with_player(replace(leaving, withdrawn_after=number))
                withdrawn += 1
    return tournament


def _byes(tournament: Tournament, number: int, rng: random.Random, chances: Chances,
          *, skip: bool) -> list[Bye]:
    """The requested byes of round ``number`` drawn at the chances (none when
    ``skip``: the last round while a withdrawal is still to come)."""
    byes = []
    for player in tournament.players_in_round(number):
        if skip:
            continue
        roll = rng.random()
        if roll < chances.half_bye:
            byes.append(Bye(player.start_no, ByeKind.HALF))
        elif roll < chances.half_bye + chances.zero_bye:
            byes.append(Bye(player.start_no, ByeKind.ZERO))
        elif roll < chances.half_bye + chances.zero_bye + chances.full_bye:
            byes.append(Bye(player.start_no, ByeKind.FULL))
    return byes


def simulate_swiss_request(request: Simulation) -> Tournament:
    """A Swiss system: every round paired by the system's engine."""
    if request.rounds is None or request.rounds < 1:
        raise ValueError(f"--rounds is required for the {request.system} system")
    if request.players < 2:
        raise ValueError(f"a Swiss tournament needs at least 2 players, not {request.players}")
    if request.double:
        raise ValueError("--double is only for a round robin")
    return simulate_swiss(request.system, request.players, request.rounds, request.seed)
