"""What every tie-break reads: each player's rounds up to the standings' round, their
score, and the two scores C.07 art. 16 puts in place of real ones for unplayed rounds
(2026 edition): the opponent's *adjusted score* and the *dummy opponent* with its cap.

Two sets of rules (C.07 art. 16): Swiss rules, and the rules for tournaments with
pre-determined pairings (round robins), where every scheduled game counts as a game
between the two scheduled players, forfeits included, with no dummy opponent and no
adjustment, and a free round contributes nothing."""

from __future__ import annotations

import enum
from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cached_property
from typing import TypeVar, cast

from ..model.history import Entry, EntryKind, History
from ..model.results import Outcome
from ..model.points import PointSystem
from ..model.tournament import Tournament
from .numbers import exact_sum

#: Voluntarily unplayed rounds (VUR, C.07 art. 16): half- and zero-point byes,
#: forfeit losses (double forfeits included), and rounds the player was not paired
#: in (an absence, before a late entry or after a withdrawal: a zero-point bye).
VUR_KINDS = frozenset({EntryKind.HALF_BYE, EntryKind.ZERO_BYE, EntryKind.FORFEIT_LOSS,
                       EntryKind.NOT_PAIRED})
#: Rounds with a scheduled opponent that were not played over the board.
FORFEIT_KINDS = frozenset({EntryKind.FORFEIT_WIN, EntryKind.FORFEIT_LOSS})

T = TypeVar("T")


class Rules(enum.Enum):
    """Which of C.07's rules for unplayed rounds apply."""

    SWISS = "swiss"
    ROUND_ROBIN = "roundrobin"  # tournaments with pre-determined pairings

    @classmethod
    def of(cls, predetermined: bool) -> Rules:
        """The rules for a system whose pairings are fixed in advance (``predetermined``,
        a round robin: ``PairingSystemPlugin.predetermined``) or not."""
        return cls.ROUND_ROBIN if predetermined else cls.SWISS

    @classmethod
    def parse(cls, text: str) -> Rules:
        key = text.strip().lower().replace("-", "").replace("_", "")
        if key in ("swiss", "s"):
            return cls.SWISS
        if key in (cls.ROUND_ROBIN.value, "rr", "predetermined", "berger"):
            return cls.ROUND_ROBIN
        raise ValueError(f"unknown rules {text!r} (expected swiss or roundrobin)")


class IncompleteRound(ValueError):
    """The standings were asked after a round whose results are not all entered."""


@dataclass(frozen=True, slots=True)
class OpponentScore:
    """The score that stands for the opponent of one round in the Buchholz family:
    the real opponent's (adjusted) score, or the dummy opponent's (C.07 art. 16).
    ``cap`` says what limited a dummy: ``""`` (own score), ``"opponent"``, ``"half"``."""

    score: Fraction
    dummy: bool = False
    own: Fraction | None = None      # the player's own score, for a dummy
    cap: str = ""
    cap_value: Fraction | None = None
    adjusted: tuple[int, ...] = ()   # the opponent's rounds counted as draws


def _as_played(entry: Entry) -> Entry:
    """A forfeit as a game played over the board, with its points: won or lost."""
    if entry.kind not in FORFEIT_KINDS:
        return entry
    won = entry.kind is EntryKind.FORFEIT_WIN
    return replace(entry, kind=EntryKind.GAME, outcome=Outcome.WIN if won else Outcome.LOSS)


class Context:
    """The tournament seen after round ``rounds`` (``R``), with one rule set.

    ``entries[p]`` is player p's rounds 1..R (from :mod:`cardtable.model.history`).
    Values that several tie-breaks share (scores, Buchholz of every player, TPR of every
    player) are computed once and kept in ``memo``."""

    def __init__(self, tournament: Tournament, rules: Rules, rounds: int,
                 entries: dict[int, tuple[Entry, ...]], points: PointSystem | None = None):
        self.tournament = tournament
        self.rules = rules
        self.rounds = rounds
        self.points = tournament.settings.points if points is None else points
        self.entries = entries
        self.memo: dict[Hashable, object] = {}

    @classmethod
    def build(cls, tournament: Tournament, after_round: int | None = None,
              rules: Rules | None = None,
              played: frozenset[tuple[int, int]] = frozenset()) -> Context:
        """Standings after ``after_round`` (default: the last round with every result
        entered). Raises :class:`IncompleteRound` for a round with missing results.
        ``played``: the (player, round) whose forfeit counts as a game played over the
        board (a system's rule: a single forfeited game of a Double-Swiss match,
        C.04.5 Preface)."""
        last_paired = tournament.last_paired_round
        rounds = tournament.last_complete_round if after_round is None else after_round
        if not 0 <= rounds <= last_paired:
            raise ValueError(f"no standings after round {rounds}: the tournament has "
                             f"{last_paired} paired round(s)")
        history = History(tournament, rounds)
        entries: dict[int, tuple[Entry, ...]] = {}
        for player in tournament.players:
            own = tuple(history.entries(player.start_no))
            pending = [e.round for e in own if e.kind is EntryKind.PENDING]
            if pending:
                raise IncompleteRound(
                    f"round {pending[0]} is not complete: player {player.start_no} has "
                    f"no result yet (standings are available after round "
                    f"{tournament.last_complete_round})")
            entries[player.start_no] = tuple(
                _as_played(e) if (player.start_no, e.round) in played else e for e in own)
        return cls(tournament, rules or Rules.SWISS, rounds, entries)

    def cached(self, key: Hashable, compute: Callable[[], T]) -> T:
        """``compute()`` once per context and key (a code's name, usually). The memo
        holds values of many types, one per key: the key's computation fixes it."""
        if key not in self.memo:
            self.memo[key] = compute()
        return cast(T, self.memo[key])

    # -- players and scores --------------------------------------------------
    @property
    def players(self) -> list[int]:
        """The participants ranked: the players in start order (or the teams of a
        team competition, :mod:`cardtable.tiebreaks.team_table`)."""
        return list(self.entries)

    @cached_property
    def scores(self) -> dict[int, Fraction]:
        return {p: Fraction(exact_sum(e.points for e in es))
                for p, es in self.entries.items()}

    @property
    def swiss(self) -> bool:
        return self.rules is Rules.SWISS

    @property
    def max_score(self) -> Fraction:
        """The most a player could score in the rounds counted: R wins."""
        return self.rounds * self.points.win

    def half_of_max(self, start_no: int) -> Fraction:
        """50 % of the maximum possible score of one player (C.07: KS and the dummy
        cap). Under the pre-determined rules the maximum counts the player's games
        only (n − 1 per cycle), not the free rounds."""
        if self.swiss:
            return self.max_score / 2
        games = sum(1 for e in self.entries[start_no] if e.opponent is not None)
        return games * self.points.win / 2

    # -- C.07 art. 16: the opponent's adjusted score -----------------------------
    def adjusted_rounds(self, start_no: int) -> tuple[int, ...]:
        """Rounds whose points are replaced by a draw's in the adjusted score: VURs
        without a scheduled opponent (H, Z, not paired) after the player's last round
        that was not a VUR (usually a withdrawal). None under pre-determined rules."""
        return self._adjusted_rounds.get(start_no, ()) if self.swiss else ()

    @cached_property
    def _adjusted_rounds(self) -> dict[int, tuple[int, ...]]:
        """:meth:`adjusted_rounds` of every player who has such rounds, found once: each
        is read for every opponent's Buchholz (issue 36)."""
        found = {}
        for start_no, entries in self.entries.items():
            last = max((e.round for e in entries if e.kind not in VUR_KINDS), default=0)
            rounds = tuple(e.round for e in entries
                           if e.round > last and e.kind in VUR_KINDS
                           and e.kind is not EntryKind.FORFEIT_LOSS)
            if rounds:
                found[start_no] = rounds
        return found

    def adjusted_score(self, start_no: int) -> Fraction:
        """The opponent's score as it enters another player's Buchholz (C.07 art. 16):
        their score, each trailing VUR without an opponent counting as a draw."""
        return self._adjusted_scores[start_no]

    @cached_property
    def _adjusted_scores(self) -> dict[int, Fraction]:
        """:meth:`adjusted_score` of every player, found once."""
        scores = dict(self.scores)
        for start_no in self._adjusted_rounds if self.swiss else ():
            for r in self._adjusted_rounds[start_no]:
                scores[start_no] += self.points.draw - self.entries[start_no][r - 1].points
        return scores

    # -- C.07 art. 16 (2026): the dummy opponent ------------------------------------
    def dummy(self, start_no: int, entry: Entry) -> OpponentScore:
        """The dummy opponent of one of the player's own unplayed rounds: their own score,
        capped (2026 edition) at the scheduled opponent's adjusted score for a forfeit,
        and at 50 % of the maximum score for a round without opponent."""
        own = self.scores[start_no]
        if entry.opponent is not None:
            cap, why = self.adjusted_score(entry.opponent), "opponent"
        else:
            cap, why = self.half_of_max(start_no), "half"
        if own <= cap:
            return OpponentScore(own, True, own, "", cap)
        return OpponentScore(cap, True, own, why, cap)

    def opponent_score(self, start_no: int, entry: Entry,
                       forfeits_as_games: bool = False) -> OpponentScore | None:
        """What stands for the opponent of one round in BH, SB and their kin; None for
        a round that contributes nothing (a free round under pre-determined rules)."""
        if not self.swiss:
            if entry.opponent is None:
                return None
            return OpponentScore(self.scores[entry.opponent])
        opponent = entry.opponent
        if opponent is not None and (entry.played or (forfeits_as_games
                                                      and entry.kind in FORFEIT_KINDS)):
            return self._as_opponent[opponent]
        return self.dummy(start_no, entry)

    @cached_property
    def _as_opponent(self) -> dict[int, OpponentScore]:
        """What each player stands for as a real opponent under Swiss rules (their
        adjusted score, art. 16), made once: every opponent of theirs reads it for
        each tie-break (issue 36)."""
        return {p: OpponentScore(self.adjusted_score(p), adjusted=self.adjusted_rounds(p))
                for p in self.entries}

    def is_vur(self, entry: Entry, forfeits_as_games: bool = False) -> bool:
        if not self.swiss:
            return False
        if forfeits_as_games and entry.kind is EntryKind.FORFEIT_LOSS:
            return False
        return entry.kind in VUR_KINDS

    def counts_as_game(self, entry: Entry, forfeits_as_games: bool = False) -> bool:
        """A game between the two scheduled players for DE, AOB and the like: over
        the board; forfeits too under pre-determined rules or with ``/P``."""
        if entry.played:
            return True
        return entry.kind in FORFEIT_KINDS and (forfeits_as_games or not self.swiss)

    # -- Fore Buchholz --------------------------------------------------------------
    def fore(self) -> Context:
        """The tournament as Fore Buchholz sees it (C.07 art. 8.3): every pairing of the
        last round counted as a draw played over the board; byes of that round
        unchanged."""

        def compute() -> Context:
            last = self.rounds
            entries = {}
            for p, own in self.entries.items():
                if own and own[-1].round == last and own[-1].opponent is not None:
                    drawn = replace(own[-1], kind=EntryKind.GAME, points=self.points.draw,
                                    outcome=Outcome.DRAW)
                    own = own[:-1] + (drawn,)
                entries[p] = own
            return Context(self.tournament, self.rules, self.rounds, entries, self.points)
        return self.cached("fore", compute)
