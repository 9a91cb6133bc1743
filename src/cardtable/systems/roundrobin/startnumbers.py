"""Start numbers of a round robin: they are the Berger numbers, so they decide who
meets whom in which round and with which colour.

They are drawn by lot (C.05 art. 7.2), assigned by the arbiter (art. 7.6), or drawn by
the Varma tables (art. 7.7 and Annex 2, :mod:`.varma`). The outcome is the start list
itself; the method and the seed of the draw are recorded in the settings
(``start_numbers``, ``random_seed``), so a draw by lot can be repeated."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Iterable, Sequence

from ...model.player import Player
from ...model.tournament import Tournament

DRAW = "C.05 art. 7.2"
ASSIGNED = "C.05 art. 7.6"


@dataclass(frozen=True, slots=True)
class NumberGiven:
    """``name``, entered as ``entered``, receives start number ``start_no``
    (from Varma envelope ``envelope`` when there is one)."""

    name: str
    entered: int
    start_no: int
    envelope: str = ""
    kind: str = "start number"
    article: str = DRAW

    @property
    def text(self) -> str:
        source = f" from envelope {self.envelope}" if self.envelope else ""
        return f"{self.name} (entered as {self.entered}) receives number {self.start_no}{source}"


@dataclass(frozen=True, slots=True)
class EnvelopeChosen:
    """A contingent (same federation or club) chooses a Varma envelope."""

    group: str
    size: int
    envelope: str
    numbers: tuple[int, ...]
    kind: str = "envelope"
    article: str = "C.05 Annex 2"

    @property
    def text(self) -> str:
        listed = ", ".join(map(str, self.numbers))
        return (f"{self.group} ({self.size} player{'s' if self.size != 1 else ''}) "
                f"takes envelope {self.envelope}: {listed}")


@dataclass(frozen=True, slots=True)
class StartNumberDraw:
    """How the start numbers were given: the method, the seed of the draw, and each
    step."""

    method: str
    seed: int | None
    steps: tuple[NumberGiven | EnvelopeChosen, ...]

    def lines(self) -> list[str]:
        return [step.text for step in self.steps]


def draw_seed(tournament: Tournament, seed: int | None) -> int:
    """The seed of a draw: the one given, else the tournament's ``random_seed``, else
    a fresh one (recorded with the draw)."""
    if seed is not None:
        return seed
    if tournament.settings.random_seed is not None:
        return tournament.settings.random_seed
    return random.SystemRandom().randrange(2**31)


def draw_by_lot(tournament: Tournament,
                seed: int | None = None) -> tuple[Tournament, StartNumberDraw]:
    """Start numbers drawn by lot (C.05 art. 7.2), reproducibly from the seed."""
    seed = draw_seed(tournament, seed)
    numbers = list(range(1, len(tournament.players) + 1))
    random.Random(seed).shuffle(numbers)
    given = dict(zip((p.start_no for p in tournament.players), numbers))
    steps = tuple(NumberGiven(p.name, p.start_no, given[p.start_no])
                  for p in tournament.players)
    return renumber(tournament, given, "lot", seed), StartNumberDraw("lot", seed, steps)


def drawn_before_round_1(tournament: Tournament,
                         ) -> tuple[Tournament, StartNumberDraw | None]:
    """The start numbers drawn by lot before round 1 is paired (C.05 art. 7.2), unless
    they were given already (``settings.start_numbers``: by lot, assigned by the
    arbiter, art. 7.6, or by the Varma tables, art. 7.7) or a round is paired. The seed
    is the tournament's ``random_seed`` (a fresh one recorded when there is none), so
    the draw can be repeated; None when nothing was drawn."""
    if tournament.paired_rounds or tournament.settings.start_numbers or not tournament.players:
        return tournament, None
    return draw_by_lot(tournament)


def assign_start_numbers(tournament: Tournament,
                         order: Sequence[int]) -> tuple[Tournament, StartNumberDraw]:
    """Start numbers assigned by the arbiter (C.05 art. 7.6): ``order`` lists the
    players' present start numbers in their new order (the first gets number 1)."""
    present = sorted(p.start_no for p in tournament.players)
    if sorted(order) != present:
        raise ValueError(f"the order must name each of the {len(present)} players once "
                         f"by their present start number")
    given = {old: new for new, old in enumerate(order, start=1)}
    steps = tuple(NumberGiven(tournament.player(old).name, old, new, article=ASSIGNED)
                  for old, new in given.items())
    return (renumber(tournament, given, "assigned", tournament.settings.random_seed),
            StartNumberDraw("assigned", None, steps))


def renumber(tournament: Tournament, given: dict[int, int], method: str,
             seed: int | None) -> Tournament:
    """The tournament with every start number replaced (before round 1 only): the
    players, the requested byes already entered and the forbidden pairs follow."""
    if tournament.paired_rounds:
        raise ValueError("the start numbers of a round robin cannot change once round 1 "
                         "is paired: they are the numbers of the Berger table")
    players = (replace(p, start_no=given[p.start_no]) for p in tournament.players)
    rounds = tuple(replace(r, byes=tuple(replace(b, player=given[b.player])
                                         for b in r.byes))
                   for r in tournament.rounds)
    settings = replace(tournament.settings, start_numbers=method, random_seed=seed,
                       forbidden_pairs=tuple(tuple(given[p] for p in group)
                                             for group in tournament.settings.forbidden_pairs))
    return replace(tournament.with_players(players), rounds=rounds, settings=settings)


def by_name(players: Iterable[Player]) -> list[Player]:
    return sorted(players, key=lambda p: (p.name.casefold(), p.start_no))
