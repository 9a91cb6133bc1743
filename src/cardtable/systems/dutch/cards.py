"""The player cards of the paper-card procedure: everything the Dutch system needs to
know about each player before a round is paired (C.04.3 art. 1; C.04.2 art. 3.4).

Scores are integers in ``unit`` parts of a point, so that comparisons are exact."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import NewType

from ...model.colour import Colour
from ...model.history import Float, History, Preference
from ...model.tournament import Tournament
from ..base import StartNo

__all__ = ["Card", "CardIndex", "RoundContext", "StartNo", "build_context"]

#: a card's position in ``RoundContext.cards`` (pairing order: score, then rank); the
#: engine's brackets, graphs and pairs are made of these, never of start numbers
CardIndex = NewType("CardIndex", int)


@dataclass(frozen=True, slots=True)
class Card:
    """One player's card for the round being paired.

    ``rank`` is the effective pairing number (0-based): the position among the players
    who have entered the tournament (paired, or given the PAB, in some round up to this
    one) — players known so far only by requested byes are skipped. ``score`` includes
    the virtual points of an accelerated system (C.04.7); ``plain_score`` does not."""

    start_no: StartNo
    name: str
    rank: int
    score: int
    plain_score: int
    colours: tuple[Colour, ...]
    preference: Colour | None
    strength: Preference
    colour_imbalance: int
    repeated_colour: Colour | None
    played_games: int
    bye_eligible: bool
    floats: tuple[Float, Float]  # (previous round, two rounds before)
    opponents: frozenset[int]

    @property
    def absolute(self) -> bool:
        return self.strength is Preference.ABSOLUTE

    @property
    def strong(self) -> bool:
        return self.strength is Preference.STRONG

    @property
    def absolute_imbalance(self) -> bool:
        """Colour difference beyond ±1."""
        return self.colour_imbalance > 1


@dataclass(frozen=True)
class RoundContext:
    """The round being paired: its cards (in pairing order: score, then rank), the
    number of rounds played before it and in the tournament, the score unit and the
    forbidden pairs."""

    round_no: int
    rounds_total: int
    unit: int
    win: int
    loss: int
    cards: tuple[Card, ...]
    forbidden: frozenset[tuple[StartNo, StartNo]]
    initial_colour: Colour

    @property
    def played_rounds(self) -> int:
        return self.round_no - 1

    @property
    def last_round(self) -> bool:
        """C.04.3 art. 1.8 (topscorers) applies when pairing the final round."""
        return self.rounds_total > 0 and self.played_rounds >= self.rounds_total - 1

    def is_topscorer(self, card: Card) -> bool:
        """A topscorer has more than 50% of the maximum possible score (art. 1.8),
        judged with the virtual points when the tournament is accelerated."""
        return 2 * card.score > self.played_rounds * self.win


def _unit(tournament: Tournament) -> int:
    points = tournament.settings.points
    values = [getattr(points, name) for name in points.__dataclass_fields__]
    values += [vp.amount for vp in tournament.settings.virtual_points]
    lcm = 1
    for value in values:
        lcm = lcm * value.denominator // math.gcd(lcm, value.denominator)
    return lcm


def build_context(tournament: Tournament, round_no: int) -> RoundContext:
    """Cards of every player to be paired in ``round_no``."""
    settings = tournament.settings
    unit = _unit(tournament)
    history = History(tournament, round_no - 1)
    to_pair = tournament.players_to_pair(round_no)
    pairing_set = {p.start_no for p in to_pair}

    def entered(start_no: int) -> bool:
        if start_no in pairing_set:
            return True
        return any(e.paired for e in history.entries(start_no))

    rank_of: dict[int, int] = {}
    for player in sorted(tournament.players, key=lambda p: p.start_no):
        if entered(player.start_no):
            rank_of[player.start_no] = len(rank_of)

    cards = []
    for player in to_pair:
        state = history.player_state(player.start_no)
        colour, strength = state.preference
        cards.append(Card(
            start_no=StartNo(player.start_no),
            name=player.name,
            rank=rank_of[player.start_no],
            score=int(history.pairing_score(player.start_no, round_no) * unit),
            plain_score=int(state.score * unit),
            colours=state.colours,
            preference=colour,
            strength=strength,
            colour_imbalance=abs(state.colour_difference),
            repeated_colour=state.repeated_colour,
            played_games=len(state.colours),    # a game always has its colours
            bye_eligible=state.pab_eligible,
            floats=(_float(history, player.start_no, round_no - 1),
                    _float(history, player.start_no, round_no - 2)),
            opponents=state.opponents,
        ))
    cards.sort(key=lambda c: (-c.score, c.rank))
    forbidden: set[tuple[StartNo, StartNo]] = set()
    for group in settings.forbidden_pairs:
        for a in group:
            for b in group:
                if a != b:
                    forbidden.add((StartNo(a), StartNo(b)))
    return RoundContext(
        round_no=round_no,
        rounds_total=settings.rounds,
        unit=unit,
        win=int(settings.points.win * unit),
        loss=int(settings.points.loss * unit),
        cards=tuple(cards),
        forbidden=frozenset(forbidden),
        initial_colour=settings.first_colour,
    )


def _float(history: History, start_no: int, round_no: int) -> Float:
    """The float of round ``round_no`` (C.04.3 art. 1.4); none before round 1."""
    return history.float_in(start_no, round_no) if round_no >= 1 else Float.NONE
