"""Speed of the Swiss Team Pairing System (C.04.6): rounds of an Olympiad-sized field
(200 teams, results drawn at random, match points 2/1/0), the time of each round's
pairing. ``python benchmarks/team_round.py [TEAMS] [ROUNDS] [SEED]``."""

from __future__ import annotations

import random
import sys
import time
from dataclasses import replace
from fractions import Fraction

from cardtable.model.colour import Colour
from cardtable.systems.team.engine import pair_teams
from cardtable.systems.team.state import Options, TeamState


def main(teams: int = 200, rounds: int = 11, seed: int = 1) -> None:
    lot = random.Random(seed)
    field = {k: TeamState(k, f"Team {k}", Fraction(0), Fraction(0)) for k in range(1, teams + 1)}
    for number in range(1, rounds + 1):
        options = Options(last_round=number == rounds, last_two=number >= rounds - 1)
        start = time.perf_counter()
        pairing = pair_teams(list(field.values()), number, options)
        took = time.perf_counter() - start
        print(f"round {number}: {len(pairing.boards)} matches in {took:.3f} s")
        before = {k: t.primary for k, t in field.items()}
        for white, black in pairing.boards:
            w, b = field[white], field[black]
            points = lot.choice((2, 1, 0))
            for me, other, colour, mp in ((w, b, Colour.WHITE, points), (b, w, Colour.BLACK, 2 - points)):
                field[me.tpn] = replace(me, primary=me.primary + mp, secondary=me.secondary + mp,
                                        rounds=me.rounds + (colour,), met=me.met | {other.tpn},
                                        matches=me.matches + 1,
                                        floated=before[me.tpn] != before[other.tpn])
        if pairing.pab is not None:
            t = field[pairing.pab]
            field[t.tpn] = replace(t, primary=t.primary + 1, rounds=t.rounds + (None,),
                                   pab_barred=True, floated=False)


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:]))
