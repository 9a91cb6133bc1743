"""Restricted drawing of start numbers by the Varma tables (C.05 art. 7.7, Annex 2), so
that players of the same federation (or club) meet early.

The numbers 1..N are split into four envelopes A, B, C, D. The contingents draw in
turn, the largest first (equal sizes in alphabetical order of their code); inside a
contingent the players draw in alphabetical order of their names. The first player of
a contingent chooses an envelope that still holds enough numbers for the whole
contingent, and everyone of the contingent draws a number from it; numbers left in an
envelope stay available to the next contingents. Choices and draws are made by lot,
reproducibly from the seed.

The tables cover 9 to 24 players. For an odd number the table of n + 1 is used without
the number n + 1 (the player drawn against it would be free: nobody draws it). A
contingent larger than every envelope still available is not foreseen by Annex 2: it
draws from the envelope with the most numbers, then goes on with the next one."""

from __future__ import annotations

import random
from itertools import groupby

from ...model.player import Player
from ...model.tournament import Tournament
from .startnumbers import (
    EnvelopeChosen,
    NumberGiven,
    StartNumberDraw,
    by_name,
    draw_seed,
    renumber,
)

ANNEX_2 = "C.05 Annex 2"

#: Varma envelopes A, B, C, D for 10, 12, ... 24 players (C.05 Annex 2).
VARMA_TABLES: dict[int, tuple[tuple[int, ...], ...]] = {
    10: ((3, 4, 8), (5, 7, 9), (1, 6), (2, 10)),
    12: ((4, 5, 9, 10), (1, 2, 7), (6, 8, 12), (3, 11)),
    14: ((4, 5, 6, 11, 12), (1, 2, 8, 9), (7, 10, 13), (3, 14)),
    16: ((5, 6, 7, 12, 13, 14), (1, 2, 3, 9, 10), (8, 11, 15), (4, 16)),
    18: ((5, 6, 7, 8, 14, 15, 16), (1, 2, 3, 10, 11, 12), (9, 13, 17), (4, 18)),
    20: ((6, 7, 8, 9, 15, 16, 17, 18), (1, 2, 3, 11, 12, 13, 14), (5, 10, 19), (4, 20)),
    22: ((6, 7, 8, 9, 10, 17, 18, 19, 20), (1, 2, 3, 4, 12, 13, 14, 15), (11, 16, 21),
         (5, 22)),
    24: ((6, 7, 8, 9, 10, 11, 19, 20, 21, 22), (1, 2, 3, 4, 13, 14, 15, 16, 17),
         (12, 18, 23), (5, 24)),
}

LABELS = "ABCD"


def envelopes(players: int) -> dict[str, tuple[int, ...]]:
    """The four envelopes for ``players`` (9..24)."""
    size = players + players % 2
    if size not in VARMA_TABLES:
        raise ValueError(f"the Varma tables (C.05 Annex 2) are for 9 to 24 players, "
                         f"not {players}")
    return {label: tuple(n for n in numbers if n <= players)
            for label, numbers in zip(LABELS, VARMA_TABLES[size])}


def contingents(players: tuple[Player, ...], group_by: str) -> list[tuple[str, list[Player]]]:
    """The contingents in drawing order: largest first, then by code; players by
    name. A player without federation (club) is a contingent of their own."""
    def code(player: Player) -> str:
        value: str = getattr(player, group_by)  # "federation" or "club"
        return value.strip().upper()

    coded = sorted((p for p in players if code(p)), key=code)
    groups = [(key, by_name(members)) for key, members in groupby(coded, key=code)]
    groups += [(p.name, [p]) for p in players if not code(p)]
    return sorted(groups, key=lambda g: (-len(g[1]), g[0]))


def draw_varma(tournament: Tournament, seed: int | None = None,
               group_by: str = "federation") -> tuple[Tournament, StartNumberDraw]:
    """Start numbers drawn with the Varma tables; ``group_by`` is ``federation`` or
    ``club``."""
    if group_by not in ("federation", "club"):
        raise ValueError(f"Varma groups are by federation or club, not {group_by!r}")
    left = {label: list(numbers)
            for label, numbers in envelopes(len(tournament.players)).items()}
    seed = draw_seed(tournament, seed)
    rng = random.Random(seed)
    steps: list[EnvelopeChosen | NumberGiven] = []
    given: dict[int, int] = {}
    for code, members in contingents(tournament.players, group_by):
        waiting = list(members)
        while waiting:
            label = _choose(left, len(waiting), rng)
            steps.append(EnvelopeChosen(code, len(waiting), label, tuple(left[label])))
            for player in waiting[:len(left[label])]:
                number = rng.choice(left[label])
                left[label].remove(number)
                given[player.start_no] = number
                steps.append(NumberGiven(player.name, player.start_no, number, label,
                                         article=ANNEX_2))
            waiting = [p for p in waiting if p.start_no not in given]
    method = f"varma-{group_by}"
    return (renumber(tournament, given, method, seed),
            StartNumberDraw(method, seed, tuple(steps)))


def _choose(left: dict[str, list[int]], needed: int, rng: random.Random) -> str:
    """An envelope with at least ``needed`` numbers, by lot; else the fullest one."""
    fitting = [label for label in LABELS if len(left[label]) >= needed]
    if fitting:
        return rng.choice(fitting)
    return max(LABELS, key=lambda label: len(left[label]))
