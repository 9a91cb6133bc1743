"""The tournament: settings, start list and rounds. Immutable values; every change
returns a new tournament (``dataclasses.replace`` and the helpers below)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Iterable, Iterator, TypedDict, Unpack

from .bulk import pickled_by_fields
from .colour import Colour
from .player import Player
from .points import PointSystem
from .results import ByeKind, GameResult
from .team_scoring import TeamScoring

if TYPE_CHECKING:  # pragma: no cover  (a log's events, teams: loaded where they are made)
    from .events import Event
    from .team import Lineup, Team

@pickled_by_fields
@dataclass(frozen=True, slots=True)
class Game:
    """One board of a round. ``result`` is None until it is entered. ``rated`` is
    False for a game that lasted less than one move (TRF ``W``/``D``/``L``): it counts
    as played for the pairing but is not rated. ``override`` records a manual change
    of a published pairing, naming the rule it breaks. ``match_score`` is the score
    of the match (SwissBG, e.g. ``(7, 3)`` for White)."""

    board: int
    white: int
    black: int
    result: GameResult | None = None
    rated: bool = True
    override: str = ""
    match_score: tuple[int, int] | None = None

    def colour_of(self, start_no: int) -> Colour:
        return Colour.WHITE if start_no == self.white else Colour.BLACK

    def opponent_of(self, start_no: int) -> int:
        return self.black if start_no == self.white else self.white

    @property
    def players(self) -> tuple[int, int]:
        return (self.white, self.black)


class GameChanges(TypedDict, total=False):
    """What :meth:`Tournament.with_result` may change on a board besides its result."""

    rated: bool
    override: str
    match_score: tuple[int, int] | None


@pickled_by_fields
@dataclass(frozen=True, slots=True)
class Bye:
    """A round without an opponent: the PAB, or a requested bye H/F/Z."""

    player: int
    kind: ByeKind


@dataclass(frozen=True, slots=True)
class Round:
    """A round: its boards (empty until paired) and its byes. Requested byes of a
    round that is not paired yet are kept here too. ``manual`` is set when the arbiter
    paired the round by hand (``pair --manual``): how the pairing differs from the
    engine's (TRF: ``### MPA @ Round n``). ``lineups``: in a team competition, the
    teams that played in another board order than their roster's or left a board
    empty (TRF-2026 record 300; :mod:`.lineup`)."""

    number: int
    games: tuple[Game, ...] = ()
    byes: tuple[Bye, ...] = ()
    date: str = ""
    manual: str = ""
    lineups: tuple[Lineup, ...] = ()

    @property
    def paired(self) -> bool:
        """The round has been paired (it has boards or a PAB)."""
        return bool(self.games) or any(b.kind is ByeKind.PAB for b in self.byes)

    @property
    def complete(self) -> bool:
        """Paired, with every result entered."""
        return self.paired and all(g.result is not None for g in self.games)

    def game_of(self, start_no: int) -> Game | None:
        for game in self.games:
            if start_no in (game.white, game.black):
                return game
        return None

    def bye_of(self, start_no: int) -> Bye | None:
        for bye in self.byes:
            if bye.player == start_no:
                return bye
        return None

    @property
    def pab(self) -> int | None:
        for bye in self.byes:
            if bye.kind is ByeKind.PAB:
                return bye.player
        return None


@dataclass(frozen=True, slots=True)
class VirtualPoints:
    """Points added for pairing only (acceleration, C.04.7; TRF 250 and XXA):
    ``amount`` to players ``first_player``..``last_player`` in rounds
    ``first_round``..``last_round``."""

    amount: Fraction
    first_round: int
    last_round: int
    first_player: int
    last_player: int

    def applies(self, start_no: int, round_no: int) -> bool:
        return (self.first_round <= round_no <= self.last_round
                and self.first_player <= start_no <= self.last_player)


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything about a tournament that is not players or rounds.

    ``initial_colour`` is ``white``, ``black`` or ``lot``; with ``lot`` the colour is
    drawn with ``colour_seed`` and the outcome recorded in ``drawn_colour``.
    ``acceleration`` is ``none`` or ``baku`` (C.04.7). ``forbidden_pairs`` are groups of
    start numbers who must not meet (same family, same club). ``random_seed`` drives
    every other draw by lot (start numbers of a round robin, SwissBG's first round,
    the lottery tie-break). ``fixed_order`` says the arbiter fixed the pairing
    numbers themselves, so they are not reassigned in the initial order of C.04.2.
    ``start_numbers`` records how a round robin's start numbers were given (``lot``,
    ``assigned``, ``varma-federation``, ``varma-club``; empty: as entered). ``team``:
    how a team competition plays and scores (C.04.6). ``fide_rated`` marks a
    FIDE-rated tournament (FIDE mode): only FIDE's systems, and every deviation from
    the rules logged (:mod:`.integrity`); printing then asks for what the rating
    report lacks. ``missed_rounds`` is what a late entry scores, by default, for each
    round they missed (``HALF`` or ``ZERO``, as the tournament's rules say; TRF-2026
    record 240). ``rating_list`` names the FIDE list (standard, rapid, blitz) whose
    ratings players are entered with; empty: by the time control."""

    name: str = "Tournament"
    place: str = ""
    federation: str = ""
    start_date: str = ""
    end_date: str = ""
    chief_arbiter: str = ""
    deputy_arbiters: tuple[str, ...] = ()
    time_control: str = ""
    #: the pairing system, by the name the registry of :mod:`cardtable.systems` gives
    #: it: always given (the readers and the commands that make a tournament give the
    #: registry's default), for the model names no system
    system: str = field(kw_only=True)
    rounds: int = 0
    initial_colour: str = "white"
    colour_seed: int | None = None
    drawn_colour: str = ""
    points: PointSystem = field(default_factory=PointSystem)
    tiebreaks: tuple[str, ...] = ()
    acceleration: str = "none"
    forbidden_pairs: tuple[tuple[int, ...], ...] = ()
    random_seed: int | None = None
    double_round_robin: bool = False
    start_numbers: str = ""
    virtual_points: tuple[VirtualPoints, ...] = ()
    system_label: str = ""
    fixed_order: bool = False
    team: TeamScoring = field(default_factory=TeamScoring)
    missed_rounds: ByeKind = ByeKind.ZERO
    fide_rated: bool = False
    #: the FIDE rating list players are entered from: ``standard``, ``rapid``,
    #: ``blitz``, or empty: by the time control (:mod:`.rate`)
    rating_list: str = ""

    @property
    def first_colour(self) -> Colour:
        """The initial colour: the colour of the top player of the first board in
        round 1 (C.04.3 art. 5.2.5 with C.04.2)."""
        if self.initial_colour == "lot":
            if self.drawn_colour:
                return Colour.from_word(self.drawn_colour)
            return draw_initial_colour(self.colour_seed or 0)
        return Colour.from_word(self.initial_colour)


def draw_initial_colour(seed: int) -> Colour:
    """The initial colour drawn by lot, reproducibly from a recorded seed."""
    import random

    return Colour.WHITE if random.Random(seed).random() < 0.5 else Colour.BLACK


@dataclass(frozen=True, slots=True)
class Tournament:
    """A whole tournament: settings, the start list (by pairing number) and the
    rounds (round 1 first); in a team competition also its teams, each naming its
    players (a round's games stay the boards of the matches); the integrity log
    (:mod:`.integrity`)."""

    settings: Settings
    players: tuple[Player, ...] = ()
    rounds: tuple[Round, ...] = ()
    teams: tuple[Team, ...] = ()
    log: tuple[Event, ...] = ()

    # -- look-ups ------------------------------------------------------------
    def player(self, start_no: int) -> Player:
        if len(self.players) > _SCANNED:
            found = _by_start_no(self.players).get(start_no)
            if found is not None:
                return found
        else:
            for p in self.players:
                if p.start_no == start_no:
                    return p
        raise KeyError(f"no player with start number {start_no}")

    def has_player(self, start_no: int) -> bool:
        if len(self.players) > _SCANNED:
            return start_no in _by_start_no(self.players)
        return any(p.start_no == start_no for p in self.players)

    def round(self, number: int) -> Round:
        for r in self.rounds:
            if r.number == number:
                return r
        return Round(number)

    @property
    def paired_rounds(self) -> tuple[Round, ...]:
        return tuple(r for r in self.rounds if r.paired)

    @property
    def last_paired_round(self) -> int:
        """Number of the last round that has been paired (0 before round 1)."""
        return max((r.number for r in self.rounds if r.paired), default=0)

    @property
    def last_complete_round(self) -> int:
        done = 0
        for r in sorted(self.paired_rounds, key=lambda r: r.number):
            if r.number == done + 1 and r.complete:
                done = r.number
            else:
                break
        return done

    @property
    def next_round(self) -> int:
        """The round the next ``pair`` would pair."""
        return self.last_paired_round + 1

    @property
    def finished(self) -> bool:
        rounds = self.settings.rounds
        return bool(rounds) and self.last_complete_round >= rounds

    def requested_byes(self, round_no: int) -> tuple[Bye, ...]:
        return tuple(b for b in self.round(round_no).byes if b.kind.requested)

    def players_in_round(self, round_no: int) -> Iterator[Player]:
        """Players still in the tournament in that round (not withdrawn, entered)."""
        return (p for p in self.players if p.takes_part_in(round_no))

    def players_to_pair(self, round_no: int) -> tuple[Player, ...]:
        """The players a Swiss system pairs in that round: still in the tournament
        (not withdrawn before it, C.04.2 art. 3.2; a late entry from their first round,
        C.04.2 art. 2.4) and without a requested bye in it (C.04.1 c). Every other
        player is left out of the round."""
        away = {b.player for b in self.requested_byes(round_no)}
        return tuple(p for p in self.players_in_round(round_no) if p.start_no not in away)

    # -- changes (each returns a new tournament) -----------------------------
    def with_round(self, new_round: Round) -> Tournament:
        others = [r for r in self.rounds if r.number != new_round.number]
        rounds = sorted([*others, new_round], key=lambda r: r.number)
        return replace(self, rounds=tuple(rounds))

    def with_player(self, player: Player) -> Tournament:
        others = [p for p in self.players if p.start_no != player.start_no]
        players = sorted([*others, player], key=lambda p: p.start_no)
        return replace(self, players=tuple(players))

    def with_players(self, players: Iterable[Player]) -> Tournament:
        return replace(self, players=tuple(sorted(players, key=lambda p: p.start_no)))

    def with_result(self, round_no: int, board: int, result: GameResult | None,
                    **changes: Unpack[GameChanges]) -> Tournament:
        rnd = self.round(round_no)
        games = tuple(
            replace(g, result=result, **changes) if g.board == board else g
            for g in rnd.games
        )
        if games == rnd.games and not any(g.board == board for g in rnd.games):
            raise KeyError(f"round {round_no} has no board {board}")
        return self.with_round(replace(rnd, games=games))


#: Start lists up to this size are searched player by player (quicker than an index).
_SCANNED = 64

#: The index of the start lists looked up last: the list itself (so that its id is
#: not reused while it is here) and its players by start number. A tournament changed
#: by ``replace`` keeps its start list, so one index serves its every version; a dict
#: whose every step is atomic (the app's workers look players up too), emptied when full.
_INDEXES: dict[int, tuple[tuple[Player, ...], dict[int, Player]]] = {}


def _by_start_no(players: tuple[Player, ...]) -> dict[int, Player]:
    """``players`` by start number, the first of each number (as a search finds it):
    10 000 look-ups in a start list of 10 000 were 10 000 searches through it, over
    two seconds for the list of a published round (issue 36)."""
    kept = _INDEXES.get(id(players))
    if kept is not None and kept[0] is players:
        return kept[1]
    index: dict[int, Player] = {}
    for p in players:
        index.setdefault(p.start_no, p)
    if len(_INDEXES) >= 8:
        _INDEXES.clear()
    _INDEXES[id(players)] = (players, index)
    return index
