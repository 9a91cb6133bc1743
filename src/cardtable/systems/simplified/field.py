"""The players to pair in one round, as the procedure of the simplified Swiss document
sees them ("Grundregeln" and "Paarungen"): each player's card — score, colours of the
games played, opponents met, whether they had the bye — and the scoregroups from the
top, each in the order the system gives (start number for the simplified Swiss, the
current standings for SwissBG).

Who takes part: every player still (or already) in the tournament, except those who
told the organiser they will not play this round (a requested bye in the round: they
are not paired and score what the file records, nothing in these systems).

A card also names the players its owner may not meet: the forbidden pairs of the
tournament (TRF-2026 record 260), which the search keeps apart as it keeps apart two
players who have met (:mod:`.conditions`)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Mapping

from ...model.colour import Colour
from ...model.history import EntryKind, History, PlayerState
from ...model.tournament import Tournament
from ...model.points import format_points
from ...model.requests import pairs_that_may_not_meet
from ..base import NotReady


@dataclass(frozen=True, slots=True)
class Card:
    """One player's card: what the pairing of the next round reads from it. ``state``
    holds their score, the colours of the games they played over the board, in order (a
    bye, a forfeit or an absence gives no colour), their difference and the players
    they met over the board; ``had_bye`` says whether they already received the bye;
    ``never_meets`` the players they may not meet (forbidden pairs, TRF-2026 260)."""

    start_no: int
    name: str
    state: PlayerState
    had_bye: bool
    never_meets: frozenset[int] = frozenset()

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
    ``order`` is the sort key of a player inside their scoregroup (default: the start
    number; the simplified Swiss document: "in aufsteigender Reihenfolge nach
    Startnummern"). Raises :class:`NotReady` while a result of an earlier round is
    missing (the SwissBG document: every result is entered before the next round is
    paired; the scores need them)."""
    for rnd in tournament.rounds:
        missing = [g.board for g in rnd.games if g.result is None]
        if rnd.number < round_no and missing:
            raise NotReady(f"round {rnd.number} is not finished: no result on board "
                           f"{', '.join(map(str, missing))}")
    history = History(tournament, round_no - 1)
    forbidden: dict[int, set[int]] = {}
    for a, b in pairs_that_may_not_meet(tournament):
        forbidden.setdefault(a, set()).add(b)
        forbidden.setdefault(b, set()).add(a)
    cards = {}
    for player in tournament.players_to_pair(round_no):
        entries = history.entries(player.start_no)
        cards[player.start_no] = Card(player.start_no, player.name,
                                      history.player_state(player.start_no),
                                      any(e.kind is EntryKind.PAB for e in entries),
                                      frozenset(forbidden.get(player.start_no, ())))
    scores = sorted({card.score for card in cards.values()}, reverse=True)
    groups = tuple(
        Scoregroup(score, tuple(sorted((p for p, c in cards.items() if c.score == score),
                                       key=order)))
        for score in scores)
    return Field(round_no, cards, groups)
