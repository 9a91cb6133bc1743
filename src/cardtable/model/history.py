"""Derived, never stored: what each round meant for each player, and the state a
pairing needs (score, colour history and preference, floats, PAB eligibility, who has
met whom). Computed from the rounds every time, so it can never disagree with them."""

from __future__ import annotations

import enum
import math
from collections import OrderedDict
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache, cached_property

from .acceleration import virtual_points
from .bulk import in_bulk
from .colour import Colour
from .points import PointSystem
from .results import ByeKind, Outcome
from .tournament import Round, Tournament


class EntryKind(enum.Enum):
    """What a round was for one player."""

    GAME = "game"                    # played over the board
    FORFEIT_WIN = "forfeit win"
    FORFEIT_LOSS = "forfeit loss"    # includes a double forfeit
    PAB = "PAB"
    FULL_BYE = "F"
    HALF_BYE = "H"
    ZERO_BYE = "Z"                   # requested zero-point bye, or an absence
    NOT_PAIRED = "not paired"        # before a late entry, after a withdrawal, or open
    PENDING = "pending"              # paired, result not yet entered


class Float(enum.StrEnum):
    """The float a player received in one round (C.04.3 art. 1.4): ``D`` downfloat,
    ``U`` upfloat, ``""`` none. A str, so it compares equal to its letter."""

    DOWN = "D"
    UP = "U"
    NONE = ""


@dataclass(frozen=True, slots=True)
class Entry:
    """One player's round: opponent and colour (games and forfeits), points, kind."""

    round: int
    kind: EntryKind
    points: Fraction = Fraction(0)
    opponent: int | None = None
    colour: Colour | None = None
    outcome: Outcome | None = None

    @property
    def played(self) -> bool:
        """A game over the board: it gives a colour and the players have met."""
        return self.kind is EntryKind.GAME

    @property
    def paired(self) -> bool:
        """The player took part in the pairing of that round (board or PAB)."""
        return self.kind in (EntryKind.GAME, EntryKind.FORFEIT_WIN,
                             EntryKind.FORFEIT_LOSS, EntryKind.PAB, EntryKind.PENDING)

    @property
    def unplayed(self) -> bool:
        return not self.played and self.kind is not EntryKind.PENDING


_BYE_KINDS = {
    ByeKind.PAB: EntryKind.PAB,
    ByeKind.FULL: EntryKind.FULL_BYE,
    ByeKind.HALF: EntryKind.HALF_BYE,
    ByeKind.ZERO: EntryKind.ZERO_BYE,
    ByeKind.EMPTY_BOARD: EntryKind.FORFEIT_WIN,  # no opponent: the board was empty
}


def round_entries(tournament: Tournament, round_no: int,
                  rnd: Round | None = None) -> dict[int, Entry]:
    """Every player's entry for one round (``rnd``, when the caller has it)."""
    rnd = tournament.round(round_no) if rnd is None else rnd
    pts = tournament.settings.points
    value_of = {outcome: pts.for_outcome(outcome) for outcome in Outcome}
    entries: dict[int, Entry] = {}
    for game in rnd.games:
        for start_no, colour in ((game.white, Colour.WHITE), (game.black, Colour.BLACK)):
            opponent = game.opponent_of(start_no)
            if game.result is None:
                entries[start_no] = Entry(round_no, EntryKind.PENDING, Fraction(0),
                                          opponent, colour)
                continue
            outcome = game.result.outcome_for(colour is Colour.WHITE)
            value = value_of[outcome]
            if game.result.played:
                entries[start_no] = Entry(round_no, EntryKind.GAME, value, opponent,
                                          colour, outcome)
            else:
                kind = (EntryKind.FORFEIT_WIN if outcome is Outcome.FORFEIT_WIN
                        else EntryKind.FORFEIT_LOSS)
                entries[start_no] = Entry(round_no, kind, value, opponent, colour, outcome)
    for bye in rnd.byes:
        if bye.player not in entries:
            entries[bye.player] = Entry(round_no, _BYE_KINDS[bye.kind],
                                        pts.for_bye(bye.kind))
    for player in tournament.players:
        if player.start_no not in entries:
            entries[player.start_no] = Entry(round_no, EntryKind.NOT_PAIRED)
    return entries


def round_units(tournament: Tournament, rnd: Round, unit: int) -> dict[int, int]:
    """Every player's points for one round in 1/``unit`` points (``unit``: a common
    denominator of the point system's values, :func:`_unit`), the ``points`` of
    :func:`round_entries` (the same players, the same values) without making the
    entries: the scores alone (a start list of 10 000 players as the app opens, issue
    36) need no more, and whole numbers add many times faster than fractions."""
    pts = tournament.settings.points
    value_of = {outcome: int(pts.for_outcome(outcome) * unit) for outcome in Outcome}
    units: dict[int, int] = {}
    for game in rnd.games:
        if game.result is None:
            units[game.white] = units[game.black] = 0
        else:
            units[game.white] = value_of[game.result.outcome_for(True)]
            units[game.black] = value_of[game.result.outcome_for(False)]
    for bye in rnd.byes:
        if bye.player not in units:
            units[bye.player] = int(pts.for_bye(bye.kind) * unit)
    for player in tournament.players:
        units.setdefault(player.start_no, 0)
    return units


def _unit(points: PointSystem) -> int:
    """The least common denominator of the point system's values (2 for FIDE's)."""
    return math.lcm(*(value.denominator for value in (
        *map(points.for_outcome, Outcome), *map(points.for_bye, ByeKind))))


@cache
def _in_points(units: int, unit: int) -> Fraction:
    """``units`` 1/``unit`` points, as points (one object for each score)."""
    return Fraction(units, unit)


class History:
    """All players' entries for rounds 1..``upto`` (inclusive).

    Built incrementally: each round's entries and the running score after it are
    kept in a chain shared by every history that starts with the same rounds (see
    :func:`_chain`), so replaying every round of a long tournament is linear in its
    rounds, not quadratic."""

    def __init__(self, tournament: Tournament, upto: int | None = None):
        self.tournament = tournament
        self.upto = tournament.last_paired_round if upto is None else upto
        by_number: dict[int, Round] = {}
        for rnd in tournament.rounds:
            by_number.setdefault(rnd.number, rnd)
        node: _Node | None = None
        for number in range(1, self.upto + 1):
            rnd = by_number.get(number) or Round(number)
            node = _chain(node, rnd, tournament)
        self._last = node
        chain: list[_Node] = []
        while node is not None:
            chain.append(node)
            node = node.parent
        chain.reverse()
        self._nodes = chain

    @cached_property
    def _by_round(self) -> list[dict[int, Entry]]:
        """Each round's entries, made when first asked for (the scores need none)."""
        return [n.entries for n in self._nodes]

    def entries(self, start_no: int) -> list[Entry]:
        return [rnd[start_no] for rnd in self._by_round if start_no in rnd]

    def entry(self, start_no: int, round_no: int) -> Entry:
        return self._by_round[round_no - 1][start_no]

    def score(self, start_no: int, after_round: int | None = None) -> Fraction:
        last = self.upto if after_round is None else after_round
        if 0 <= last <= self.upto:
            node = self._nodes[last - 1] if last else None
            counted = node.scores.get(start_no) if node is not None else (0, 0)
            if counted is not None and counted[0] == last:  # in every round so far:
                return _in_points(counted[1], node.unit if node else 1)  # the running total
        return sum((e.points for e in self.entries(start_no)[:last]), Fraction(0))

    def player_state(self, start_no: int) -> PlayerState:
        """``PlayerState.of`` this player's entries, without the floats; kept from
        the chain when they have an entry in every round (the usual case)."""
        counted = self._nodes[-1].states.get(start_no) if self._nodes else (0, _EMPTY)
        if counted is not None and counted[0] == self.upto:
            return counted[1]
        return PlayerState.of(self.entries(start_no), self.tournament.settings.points.win)

    @cached_property
    def scores(self) -> dict[int, Fraction]:
        return {p.start_no: self.score(p.start_no) for p in self.tournament.players}

    def pairing_score(self, start_no: int, round_no: int) -> Fraction:
        """The score a player is paired on in a round: the score after the previous
        round plus the virtual points of an acceleration for that round (C.04.7)."""
        score = self.score(start_no, round_no - 1)
        extra = virtual_points(self.tournament, start_no, round_no)
        return score + extra if extra else score

    def float_in(self, start_no: int, round_no: int) -> Float:
        """The float of one round (C.04.3 art. 1.4). Paired against an opponent with
        a lower pairing score: downfloat; a higher one: upfloat (1.4.1-1.4.2). A round
        not played over the board that scored more than a loss (PAB, F or H bye,
        forfeit win) is a downfloat (1.4.3); any other unplayed round is no float."""
        entry = self.entry(start_no, round_no)
        if entry.kind in (EntryKind.GAME, EntryKind.PENDING) and entry.opponent is not None:
            own = self.pairing_score(start_no, round_no)
            other = self.pairing_score(entry.opponent, round_no)
            if own > other:
                return Float.DOWN
            if own < other:
                return Float.UP
            return Float.NONE
        loss = self.tournament.settings.points.loss
        if entry.kind is not EntryKind.PENDING and entry.points > loss:
            return Float.DOWN
        return Float.NONE

    def floats(self, start_no: int) -> tuple[Float, ...]:
        """The float history: one entry per round 1..``upto``."""
        return tuple(self.float_in(start_no, r) for r in range(1, self.upto + 1))

    def state(self, start_no: int) -> PlayerState:
        return replace(self.player_state(start_no), floats=self.floats(start_no))


class _Node:
    """One round of a history chain: the round, and for each player the number of
    rounds they have an entry in so far with their score after them (in whole
    1/``unit`` points). The round's entries and each player's whole state after it
    (colours, opponents, ...: what a pairing needs) are made when first asked for, so
    that the scores alone (the start list of 10 000 players as the app opens, issue
    36) cost one pass over the round's games and byes (:func:`round_units`)."""

    __slots__ = ("parent", "round", "tournament", "points", "unit", "size", "scores",
                 "_entries", "_states")

    def __init__(self, parent: _Node | None, rnd: Round, tournament: Tournament):
        self.parent = parent
        self.round = rnd
        self.tournament = tournament
        self.points = tournament.settings.points
        self.unit = _unit(self.points)
        got = round_units(tournament, rnd, self.unit)
        self.size = len(got)
        scores = dict(parent.scores) if parent is not None else {}
        for start_no, units in got.items():
            count, score = scores.get(start_no, (0, 0))
            scores[start_no] = (count + 1, score + units)
        self.scores: dict[int, tuple[int, int]] = scores
        """Each player's count of rounds and their score after them, in 1/``unit``."""
        self._entries: dict[int, Entry] | None = None
        self._states: dict[int, tuple[int, PlayerState]] | None = None

    @property
    def entries(self) -> dict[int, Entry]:
        """The round's entries (:func:`round_entries`), made when first asked for."""
        if self._entries is None:
            with in_bulk():  # 10 000 entries, all kept
                self._entries = round_entries(self.tournament, self.round.number,
                                              self.round)
        return self._entries

    @property
    def states(self) -> dict[int, tuple[int, PlayerState]]:
        """Each player's count of rounds and state after them, made from the oldest
        node not made yet on (values are immutable: made twice, they are equal)."""
        pending: list[_Node] = []
        node: _Node | None = self
        while node is not None and node._states is None:
            pending.append(node)
            node = node.parent
        for node in reversed(pending):
            parent, win = node.parent, node.points.win
            states = dict(parent.states) if parent is not None else {}
            for start_no, entry in node.entries.items():
                count, state = states.get(start_no, (0, _EMPTY))
                states[start_no] = (count + 1, state.then(entry, win))
            node._states = states
        assert self._states is not None
        return self._states


#: Chains already built, by the identity of (parent node, round, start list, points);
#: every object named in a key is held by the node stored under it, so no id is
#: reused while its key exists. Bounded by the player-rounds held (so a huge field
#: keeps few rounds, a small one many): the least recently used are dropped first.
_CHAINS: OrderedDict[tuple[int, int, int, int], _Node] = OrderedDict()
_MAX_PLAYER_ROUNDS = 300_000
_held = [0]


def _chain(parent: _Node | None, rnd: Round, tournament: Tournament) -> _Node:
    """The node for ``rnd`` after ``parent``, built once and shared (values are
    immutable: a later history extends the chain, never changes it)."""
    players, points = tournament.players, tournament.settings.points
    key = (id(parent), id(rnd), id(players), id(points))
    node = _CHAINS.get(key)
    if node is not None:
        _CHAINS.move_to_end(key)
        return node
    with in_bulk():  # a round of 10 000 players: 10 000 entries and scores, all kept
        node = _Node(parent, rnd, tournament)
    _CHAINS[key] = node
    _held[0] += node.size
    while _held[0] > _MAX_PLAYER_ROUNDS and len(_CHAINS) > 1:
        _held[0] -= _CHAINS.popitem(last=False)[1].size
    return node


class Preference(enum.Enum):
    """Strength of a colour preference (C.04.3 art. 1.7 in the 2026 text)."""

    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


@dataclass(frozen=True, slots=True)
class PlayerState:
    """What the pairing of the next round needs to know about one player.

    ``colours`` is the colour history of games played over the board only, in order:
    unplayed rounds are "moved to the front" (C.04.2 art. 3.4), so they never break a
    run of colours. ``floats`` is the float of every round so far ('D', 'U' or ''),
    per C.04.3 art. 1.4: a player who scored more than a loss without playing (PAB,
    F, H, forfeit win) also receives a downfloat (1.4.3)."""

    score: Fraction
    colours: tuple[Colour, ...]
    opponents: frozenset[int]
    pab_eligible: bool
    unplayed_rounds: int
    floats: tuple[Float, ...] = ()

    @staticmethod
    def of(entries: list[Entry], win_points: Fraction) -> PlayerState:
        """The state after ``entries``, in one pass (``then`` extends it by a round)."""
        score = sum((e.points for e in entries), Fraction(0))
        colours = tuple(e.colour for e in entries if e.played and e.colour is not None)
        opponents = frozenset(e.opponent for e in entries
                              if e.played and e.opponent is not None)
        # C.04.1 art. 3 (2026): no PAB for a player who already had one, or who already
        # scored a win's points without playing (forfeit win, full-point bye).
        pab_eligible = not any(
            e.kind is EntryKind.PAB or (e.unplayed and e.points >= win_points)
            for e in entries
        )
        unplayed = sum(1 for e in entries if e.unplayed)
        return PlayerState(score, colours, opponents, pab_eligible, unplayed)

    def then(self, entry: Entry, win_points: Fraction) -> PlayerState:
        """The state after one more round (``entry``); this one is unchanged."""
        played = entry.played
        colours = self.colours
        if played and entry.colour is not None:
            colours = colours + (entry.colour,)
        opponents = self.opponents
        if played and entry.opponent is not None:
            opponents = opponents | {entry.opponent}
        # C.04.1 art. 3 (2026), as in ``of``.
        unplayed = entry.unplayed
        pab_eligible = self.pab_eligible and not (
            entry.kind is EntryKind.PAB or (unplayed and entry.points >= win_points))
        return PlayerState(self.score + entry.points, colours, opponents, pab_eligible,
                           self.unplayed_rounds + unplayed)

    @property
    def colour_history(self) -> tuple[Colour | None, ...]:
        """The colour history as C.04.2 art. 3.4 reads it: one entry per round so far,
        the unplayed rounds (None) moved to the front, then the played colours."""
        return (None,) * self.unplayed_rounds + self.colours

    @property
    def colour_difference(self) -> int:
        """Games with White minus games with Black (played games only)."""
        return 2 * self.colours.count(Colour.WHITE) - len(self.colours)

    @property
    def repeated_colour(self) -> Colour | None:
        """The colour of the two latest played games, when they are the same."""
        if len(self.colours) >= 2 and self.colours[-1] is self.colours[-2]:
            return self.colours[-1]
        return None

    @property
    def preference(self) -> tuple[Colour | None, Preference]:
        """Colour preference and its strength (C.04.3 art. 1.7):
        absolute when the colour difference is beyond ±1 or the last two played games
        had the same colour; strong when it is ±1; mild when it is 0 (alternate);
        none before the first played game."""
        cd = self.colour_difference
        repeated = self.repeated_colour
        if cd > 1:
            return Colour.BLACK, Preference.ABSOLUTE
        if cd < -1:
            return Colour.WHITE, Preference.ABSOLUTE
        if repeated is not None:
            return repeated.opposite, Preference.ABSOLUTE
        if cd == 1:
            return Colour.BLACK, Preference.STRONG
        if cd == -1:
            return Colour.WHITE, Preference.STRONG
        if self.colours:
            return self.colours[-1].opposite, Preference.MILD
        return None, Preference.NONE


_ZERO = Fraction(0)
_EMPTY = PlayerState(_ZERO, (), frozenset(), True, 0)
