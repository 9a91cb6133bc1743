"""The players to pair in one round, as the simplified Swiss procedure sees them
(seed 002, "Grundregeln" and "Paarungen"): each player's card — score, colours of the
games played, opponents met, whether he had the bye — and the scoregroups from the
top, each in the order the system gives (start number for the simplified Swiss, the
current standings for SwissBG).

Who takes part: every player still (or already) in the tournament, except those who
told the organiser they will not play this round (a requested bye in the round: they
are not paired and score what the file records, nothing in these systems)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Mapping

from ...model import Colour, EntryKind, History, PlayerState, Tournament, format_points
from ..base import NotReady


@dataclass(frozen=True, slots=True)
class Card:
    """One player's card: what the pairing of the next round reads from it. ``state``
    holds his score, the colours of the games he played over the board, in order (a
    bye, a forfeit or an absence gives no colour), their difference and the players
    he met over the board; ``had_bye`` says whether he already received the bye."""

    start_no: int
    name: str
    state: PlayerState
    had_bye: bool

    @property
    def score(self) -> Fraction:
        return self.state.score

    @property
    def colours(self) -> tuple[Colour, ...]:
        return self.state.colours


@dataclass(frozen=True, slots=True)
class Scoregroup:
    """Players with the same score ("Punktegruppe"), in pairing order."""

    score: Fraction
    players: tuple[int, ...]

    @property
    def label(self) -> str:
        return format_points(self.score, "½")


@dataclass(frozen=True, slots=True)
class Field:
    """The round to pair: its players' cards and the scoregroups from the top."""

    round: int
    cards: Mapping[int, Card]
    groups: tuple[Scoregroup, ...]

    @property
    def players(self) -> tuple[int, ...]:
        """Every player to pair, scoregroup by scoregroup, each in pairing order."""
        return tuple(p for group in self.groups for p in group.players)


def build_field(tournament: Tournament, round_no: int,
                order: Callable[[int], int] = lambda start_no: start_no) -> Field:
    """The field of round ``round_no`` from the results of the rounds before it.
    ``order`` is the sort key of a player inside his scoregroup (default: the start
    number, seed 002: "in aufsteigender Reihenfolge nach Startnummern"). Raises
    :class:`NotReady` while a result of an earlier round is missing (seed 004: every
    result is entered before the next round is paired; the scores need them)."""
    for rnd in tournament.rounds:
        missing = [g.board for g in rnd.games if g.result is None]
        if rnd.number < round_no and missing:
            raise NotReady(f"round {rnd.number} is not finished: no result on board "
                           f"{', '.join(map(str, missing))}")
    history = History(tournament, round_no - 1)
    cards = {}
    for player in tournament.players_to_pair(round_no):
        entries = history.entries(player.start_no)
        cards[player.start_no] = Card(player.start_no, player.name,
                                      history.player_state(player.start_no),
                                      any(e.kind is EntryKind.PAB for e in entries))
    scores = sorted({card.score for card in cards.values()}, reverse=True)
    groups = tuple(
        Scoregroup(score, tuple(sorted((p for p, c in cards.items() if c.score == score),
                                       key=order)))
        for score in scores)
    return Field(round_no, cards, groups)
