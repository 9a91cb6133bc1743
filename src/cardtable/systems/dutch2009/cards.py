"""The pairing cards of the 2009 FIDE rating-based Swiss: what the procedure knows of
each player before a round is paired.

A.2   order: score, rating, FIDE title in the seed's order (GM IM WGM WIM FM WFM CM WCM,
      then none), name; the order before round 1 gives the pairing numbers.
A.4   floats: paired against a lower score ``↓``, against a higher one ``↑``.
A.5   the bye counts as a downfloat.
A.7   colour difference and colour preference (a absolute, b strong, c mild).
B.1b  a point without playing (bye, forfeit win, full-point bye) bars a later bye.
F.2   byes and games not played over the board are colour-neutral.
F.3   unplayed rounds are moved to the front of the colour history.
F.9   a game without a result yet (adjourned) counts as a draw for the pairing.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import NewType

from ...model.colour import Colour
from ...model.history import Entry, EntryKind, Preference, round_entries
from ...model.tournament import Tournament
from ..base import StartNo

#: A.2: a player's pairing number, their rank in the order before round 1 (from 1)
PairingNumber = NewType("PairingNumber", int)

DOWN = "↓"
UP = "↑"

#: entries in which the player was paired against an opponent (the pairing card
#: records the float even when the game was forfeited)
_PAIRED = (EntryKind.GAME, EntryKind.PENDING, EntryKind.FORFEIT_WIN, EntryKind.FORFEIT_LOSS)


#: how cards are ordered (A.2): compared item by item
SortKey = tuple[Fraction | int | str, ...]


@dataclass(frozen=True, slots=True)
class Card:
    """One player's pairing card.

    ``number`` is the pairing number of A.2 (rank in the order before round 1);
    ``colours`` the colours of the games played over the board (F.2), oldest first,
    unplayed rounds left out (F.3); ``floats`` the floats of the previous round and of
    the round before it (B.5, B.6)."""

    start_no: StartNo
    name: str
    rating: int
    title: str
    number: PairingNumber
    score: Fraction
    colours: tuple[Colour, ...]
    opponents: frozenset[int]
    bye_eligible: bool
    floats: tuple[str, str]
    unplayed: int
    topscorer: bool

    @property
    def key(self) -> SortKey:
        """A.2: score, then the order before round 1 (rating, title, name), which the
        pairing numbers are: the plug-in numbers the players by A.2 b-d with A.2 c's
        titles (``title_order``), one rule from numbering to pairing."""
        return (-self.score, self.number)

    @property
    def colour_difference(self) -> int:
        """A.7: games with White minus games with Black."""
        return sum(1 if c is Colour.WHITE else -1 for c in self.colours)

    @property
    def preference(self) -> tuple[Colour | None, Preference]:
        """A.7 a-c: the colour preference and its strength. A player who has not
        played a game yet has none (A.7 determines it from their games)."""
        cd = self.colour_difference
        last_two = self.colours[-2:]
        repeated = len(last_two) == 2 and last_two[0] is last_two[1]
        if cd > 1 or cd < -1 or repeated:
            # A.7 a: white when the difference is negative or the last two were Black
            white = cd < 0 or (repeated and last_two[0] is Colour.BLACK)
            return (Colour.WHITE if white else Colour.BLACK), Preference.ABSOLUTE
        if cd != 0:
            return (Colour.WHITE if cd < 0 else Colour.BLACK), Preference.STRONG
        if self.colours:
            return self.colours[-1].opposite, Preference.MILD
        return None, Preference.NONE

    def colour_history(self, rounds: int) -> str:
        """The card's colour column: unplayed rounds first (F.3), then W/B."""
        played = "".join("W" if c is Colour.WHITE else "B" for c in self.colours)
        return "-" * max(0, rounds - len(self.colours)) + played


@dataclass(frozen=True)
class RoundCards:
    """The round to be paired: its cards in A.2 order, the initial colour drawn by
    lot (A.7, last sentence) and whether it is the last round."""

    round_no: int
    rounds_total: int
    cards: tuple[Card, ...]
    initial_colour: Colour
    forbidden: frozenset[tuple[int, int]]

    @property
    def last_round(self) -> bool:
        return self.rounds_total > 0 and self.round_no >= self.rounds_total

    def card(self, start_no: int) -> Card:
        for card in self.cards:
            if card.start_no == start_no:
                return card
        raise KeyError(start_no)


def build_cards(tournament: Tournament, round_no: int) -> RoundCards:
    """The cards of everybody to be paired in ``round_no``: players still in the
    tournament (F.5) without a requested bye for that round."""
    settings = tournament.settings
    entries = [round_entries(tournament, r) for r in range(1, round_no)]
    draw = settings.points.draw
    numbers = {p.start_no: n for n, p in  # A.2: the pairing numbers as assigned
               enumerate(sorted(tournament.players, key=lambda p: p.start_no), start=1)}

    def points(entry: Entry) -> Fraction:
        return draw if entry.kind is EntryKind.PENDING else entry.points  # F.9

    def score_before(start_no: int, rnd: int) -> Fraction:
        return sum((points(e[start_no]) for e in entries[:rnd - 1]), Fraction(0))

    def float_in(start_no: int, rnd: int) -> str:
        if rnd < 1:
            return ""
        entry = entries[rnd - 1][start_no]
        if entry.kind is EntryKind.PAB:
            return DOWN  # A.5
        if entry.kind not in _PAIRED or entry.opponent is None:
            return ""
        own, other = score_before(start_no, rnd), score_before(entry.opponent, rnd)
        return DOWN if own > other else UP if own < other else ""

    maximum = (round_no - 1) * settings.points.win
    last = settings.rounds > 0 and round_no >= settings.rounds
    cards = []
    for player in tournament.players_to_pair(round_no):
        mine = [e[player.start_no] for e in entries]
        played = [e for e in mine if e.kind in (EntryKind.GAME, EntryKind.PENDING)]
        score = sum((points(e) for e in mine), Fraction(0))
        cards.append(Card(
            start_no=StartNo(player.start_no),
            name=player.name,
            rating=player.rating,
            title=player.title,
            number=PairingNumber(numbers[player.start_no]),
            score=score,
            colours=tuple(e.colour for e in played if e.colour is not None),
            opponents=frozenset(e.opponent for e in played if e.opponent is not None),
            bye_eligible=not any(
                e.kind is EntryKind.PAB or (e.kind is not EntryKind.GAME
                                            and e.kind is not EntryKind.PENDING
                                            and e.points >= settings.points.win)
                for e in mine),
            floats=(float_in(player.start_no, round_no - 1),
                    float_in(player.start_no, round_no - 2)),
            unplayed=len(mine) - len(played),
            topscorer=last and 2 * score > maximum,
        ))
    cards.sort(key=lambda c: c.key)
    forbidden = {(a, b) for group in settings.forbidden_pairs for a in group for b in group
                 if a != b}
    return RoundCards(round_no, settings.rounds, tuple(cards), settings.first_colour,
                      frozenset(forbidden))
