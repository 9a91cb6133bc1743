"""Speed of the Swiss Team Pairing System on a tournament file's teams: 200 teams of
five players playing four boards (an Olympiad's size), 11 rounds, board results
drawn at random; the time of each round's pairing from the file (the teams' history
from their boards, the pairing, the boards published).
``python benchmarks/team_file_round.py [TEAMS] [ROUNDS] [SEED]``."""

from __future__ import annotations

import random
import sys
import time
from dataclasses import replace

from cardtable.model.results import GameResult
from cardtable.model.player import Player
from cardtable.model.tournament import Round, Settings, Tournament
from cardtable.model.team import Team, TeamScoring
from cardtable.systems.base import publish
from cardtable.systems.registry import descriptor


def main(count: int = 200, rounds: int = 11, seed: int = 1) -> None:
    lot = random.Random(seed)
    players = [Player(n, f"Player {n}", 2000) for n in range(1, 5 * count + 1)]
    teams = tuple(Team(k, f"Team {k}", tuple(range(5 * k - 4, 5 * k + 1)))
                  for k in range(1, count + 1))
    settings = Settings(name="Olympiad", system="team", rounds=rounds,
                        team=TeamScoring(boards=4))
    t = Tournament(settings, tuple(players),
                   tuple(Round(n) for n in range(1, rounds + 1)), teams)
    system = descriptor("team")
    for number in range(1, rounds + 1):
        start = time.perf_counter()
        pairing = system.pair(t, number)
        print(f"round {number}: {len(pairing.boards)} boards in "
              f"{time.perf_counter() - start:.3f} s")
        t = publish(t, pairing)
        rnd = t.round(number)
        results = {g.board: lot.choice((GameResult.WHITE_WINS, GameResult.DRAW,
                                         GameResult.BLACK_WINS)) for g in rnd.games}
        games = tuple(replace(g, result=results[g.board]) for g in rnd.games)
        t = t.with_round(replace(rnd, games=games))


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:]))
