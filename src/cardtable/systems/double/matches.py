"""Matches of the Double-Swiss system (FIDE C.04.5, applied from 1 February 2026) read
from the tournament file, and each player's card for the pairing of the next match.

C.04.5 Preface: "every pairing is a match between two players. The match consists of
two games played in succession, with alternating colours and with points assigned for
each game." The file keeps one game per round, as a TRF-2026 file must (one opponent,
colour and result per player and round): match *m* is rounds 2m-1 (game 1) and 2m
(game 2), the same boards with the colours reversed. The points of the games are the
score (art. 1.2.1), so the standings need nothing else.

What a match is for the pairing (Preface, art. 1.5, 1.6):

* it "ends by forfeit only if at least one player forfeits both games"; then the two
  players have not met and "the same pairing may be repeated in a later round" ([C1]);
  any other match is regularly played, a single forfeited game included;
* a player had a colour in a match when at least one of its games was actually played:
  the colour of game 1 (art. 1.6);
* a floater of a match is a player who met an opponent with a different score (1.5)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ...model.results import ByeKind, Outcome
from ...model.colour import Colour
from ...model.tournament import Game, Tournament
from ...model.history import History
from ...model.requests import pairs_that_may_not_meet

#: C.04.5 Preface, where a match and its two games are defined
PREFACE = "C.04.5 Preface"


def pab_per_game(win: Fraction, draw: Fraction) -> Fraction:
    """Art. 1.4: the PAB is worth a game won and a game drawn for the match (1½ with
    1 / ½ / 0), half of it in each of the match's two rounds of the file (¾)."""
    return (win + draw) / 2


def match_of(round_no: int) -> int:
    """The match a round of the file belongs to (rounds 2m-1 and 2m are match m)."""
    return (round_no + 1) // 2


def first_game(round_no: int) -> bool:
    """Whether a round of the file is game 1 of its match (an odd round)."""
    return round_no % 2 == 1


@dataclass(frozen=True, slots=True)
class Match:
    """One player's match: the opponent (None for a bye or no pairing), the colour of
    game 1 when at least one game was played (art. 1.6, else None), whether the match
    ended by forfeit (a player forfeited both games, Preface), whether this player won
    it so, and the bye of the match (its kind, or None)."""

    number: int
    opponent: int | None
    colour: Colour | None
    forfeited: bool = False
    won_by_forfeit: bool = False
    bye: ByeKind | None = None

    @property
    def regular(self) -> bool:
        """Regularly played (Preface): the two players have met ([C1])."""
        return self.opponent is not None and not self.forfeited


@dataclass(frozen=True, slots=True)
class Card:
    """One player as the pairing of a match sees them: TPN (the start number, C.04.2
    art. 2), score (art. 1.2.1, every game's points), the colours of their matches with a
    game played (art. 1.6), the players met ([C1]), the matches played (art. 3.4.3),
    whether [C2] bars them from the PAB, whether they were a floater in the previous match
    (art. 1.5: ``↑`` against a higher score, ``↓`` a lower one, empty if not) and the
    players they may not meet (forbidden pairs, TRF-2026 260)."""

    tpn: int
    name: str
    score: Fraction
    colours: tuple[Colour, ...]
    met: frozenset[int]
    matches_played: int
    pab_barred: bool
    floater: str
    never_meets: frozenset[int] = frozenset()

    @property
    def whites(self) -> int:
        return sum(1 for c in self.colours if c is Colour.WHITE)

    def may_meet(self, other: Card) -> bool:
        """[C1], and the forbidden pairs kept apart like it."""
        return other.tpn not in self.met and other.tpn not in self.never_meets


def _forfeits(game: Game | None, player: int) -> bool:
    if game is None or game.result is None:
        return False
    outcome = game.result.outcome_for(game.white == player)
    return outcome is Outcome.FORFEIT_LOSS


def _played(game: Game | None) -> bool:
    return game is not None and game.result is not None and game.result.played


def read_match(tournament: Tournament, number: int, player: int) -> Match:
    """Player ``player``'s match ``number`` from rounds 2m-1 and 2m of the file."""
    first = tournament.round(2 * number - 1)
    second = tournament.round(2 * number)
    game1, game2 = first.game_of(player), second.game_of(player)
    if game1 is None:
        bye = first.bye_of(player)
        return Match(number, None, None, bye=bye.kind if bye else None)
    opponent = game1.opponent_of(player)
    colour = game1.colour_of(player) if _played(game1) or _played(game2) else None
    mine = _forfeits(game1, player) and (game2 is None or _forfeits(game2, player))
    theirs = _forfeits(game1, opponent) and (game2 is None or _forfeits(game2, opponent))
    return Match(number, opponent, colour, mine or theirs, theirs and not mine)


def forfeits_played(tournament: Tournament) -> frozenset[tuple[int, int]]:
    """Preface: a match "ends by forfeit only if at least one player forfeits both
    games ... In all other cases, the match is considered as regularly played and, for
    the purposes of tie-breaks and standings, any forfeited (single) game shall be
    treated as played. (This rule does not apply to rating.)" The (player, round) of
    those games, in the matches whose two games have their results."""
    found: set[tuple[int, int]] = set()
    for first in tournament.rounds:
        if not first_game(first.number):
            continue
        second = tournament.round(first.number + 1)
        for game in first.games:
            other = second.game_of(game.white)
            if (game.result is None or other is None or other.result is None
                    or set(other.players) != set(game.players)):
                continue
            if any(_forfeits(game, p) and _forfeits(other, p) for p in game.players):
                continue  # the match ended by forfeit
            for number, g in ((first.number, game), (second.number, other)):
                if not _played(g):
                    found.update((p, number) for p in g.players)
    return frozenset(found)


def build_cards(tournament: Tournament, round_no: int) -> dict[int, Card]:
    """The cards of the players to pair in round ``round_no`` (game 1 of its match),
    by TPN, from the matches before it."""
    number = match_of(round_no)
    history = History(tournament, round_no - 1)
    forbidden: dict[int, set[int]] = {}
    for a, b in pairs_that_may_not_meet(tournament):
        forbidden.setdefault(a, set()).add(b)
        forbidden.setdefault(b, set()).add(a)
    cards: dict[int, Card] = {}
    for player in tournament.players_to_pair(round_no):
        sn = player.start_no
        matches = [read_match(tournament, m, sn) for m in range(1, number)]
        cards[sn] = Card(
            sn, player.name, history.score(sn),
            tuple(m.colour for m in matches if m.colour is not None),
            frozenset(m.opponent for m in matches if m.regular and m.opponent is not None),
            sum(1 for m in matches if m.regular),
            any(_bars_pab(m) for m in matches),
            _floater(history, matches[-1], sn) if matches else "",
            frozenset(forbidden.get(sn, ())))
    return cards


def _bars_pab(match: Match) -> bool:
    """[C2]: a PAB already received, a match won by forfeit, or a full-point bye (a
    match's win without playing, C.04.1 art. 3)."""
    return match.won_by_forfeit or match.bye in (ByeKind.PAB, ByeKind.FULL)


def _floater(history: History, match: Match, player: int) -> str:
    """Art. 1.5: in that match the player met an opponent with a different score (the
    scores before the match): ``↑`` a higher one, ``↓`` a lower one."""
    if not match.regular or match.opponent is None:
        return ""
    before = 2 * match.number - 2
    own, other = history.score(player, before), history.score(match.opponent, before)
    return "" if own == other else "↑" if own < other else "↓"
