"""A manual override of a published pairing, and the rules it breaks.

Published pairings are changed only in the cases C.04.2 allows (an accidental rematch,
a late entry admitted with minimal changes, ...), never in favour of a participant. The
arbiter may still do it; cardtable then names every rule the new boards break and
records it in ``Game.override``:

* C.04.1 art. 2 (Dutch [C1], C.04.3 art. 2.1.1): two participants meet a second time
  (a forfeit is no game, C.04.2 art. 3.5);
* C.04.1 art. 4 (Dutch [C2]): the PAB goes to a participant who may not receive it;
* C.04.1 art. 6 and 7: a colour difference beyond ±2, the same colour three times in
  a row (played games only, C.04.2 art. 3.4; the simplified Swiss has only the
  second, SwissBG and the Team Swiss neither: C.04.6 art. 0);
* Dutch [C3] (C.04.3 art. 2.1.3): two non-topscorers with the same absolute colour
  preference meet (topscorers exist only when the final round is paired, art. 1.8);
* a round robin: the board is not the one the Berger table gives (C.05 Annex 1), its
  one rule (the Swiss rules above are not C.05's).

Which of these a system has, and the articles it names them by, the system's plug-in
says (``PairingSystemPlugin.rules.override``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from fractions import Fraction

from ..model.tournament import Bye, Game, Tournament
from ..model.results import ByeKind
from ..model.colour import Colour
from ..model.history import History, PlayerState, Preference
from ..model.events import EventKind
from ..model.integrity import logged
from .roles import OverrideRules
from .registry import descriptor


class OverrideError(ValueError):
    """The change cannot be made at all (a player who is not in the round, a board
    that already has a result); the message says why."""


@dataclass(frozen=True, slots=True)
class Breach:
    """One rule a changed pairing breaks: the article, and what happens."""

    rule: str
    text: str

    def __str__(self) -> str:
        return f"{self.rule}: {self.text}"


@dataclass(frozen=True, slots=True)
class Override:
    """A proposed change of round ``round``: the tournament with the new boards, the
    boards that changed, the new PAB when it changed, and the rules broken."""

    round: int
    tournament: Tournament
    boards: tuple[int, ...]
    pab_changed: bool
    breaches: tuple[Breach, ...]

    @property
    def note(self) -> str:
        """What ``Game.override`` records on each changed board."""
        return "; ".join(map(str, self.breaches)) or "manual change, no absolute criterion broken"

    def recorded(self) -> Tournament:
        """The tournament with the override recorded on every changed board."""
        rnd = self.tournament.round(self.round)
        games = tuple(replace(g, override=self.note) if g.board in self.boards else g
                      for g in rnd.games)
        boards = ", ".join(map(str, self.boards)) or "the PAB"
        return logged(self.tournament.with_round(replace(rnd, games=games)), EventKind.OVERRIDE,
                      self.round, f"round {self.round}, board(s) {boards}: {self.note}")


def change_board(tournament: Tournament, round_no: int, board: int, white: int,
                 black: int) -> Override:
    """Put ``white`` and ``black`` on ``board`` of a published round. A player taken
    from another board (or from the PAB) gives their place there to the player they
    displace, so everybody stays paired once."""
    rnd = tournament.round(round_no)
    slots = _slots(rnd.games, rnd.pab)
    if white == black:
        raise OverrideError(f"{white} cannot play themselves")
    target = next((g for g in rnd.games if g.board == board), None)
    if target is None:
        raise OverrideError(f"round {round_no} has no board {board}")
    for player in (white, black):
        if player not in slots:
            raise OverrideError(f"{player} is not in the pairing of round {round_no}")
    _swap(slots, white, (board, 0))
    _swap(slots, black, (board, 1))
    seats = {slot: player for player, slot in slots.items()}
    games = tuple(replace(g, white=seats[(g.board, 0)], black=seats[(g.board, 1)])
                  for g in rnd.games)
    changed = tuple(new.board for old, new in zip(rnd.games, games) if old != new)
    for old in rnd.games:
        if old.board in changed and old.result is not None:
            raise OverrideError(f"board {old.board} already has a result ({old.result.token}):"
                                f" clear it first")
    pab = seats.get(("PAB", 0))
    byes = rnd.byes if pab is None else tuple(
        Bye(pab, ByeKind.PAB) if b.kind is ByeKind.PAB else b for b in rnd.byes)
    after = tournament.with_round(replace(rnd, games=games, byes=byes))
    pab_changed = pab != rnd.pab
    found = breaches(after, round_no, changed, pab_changed)
    return Override(round_no, after, changed, pab_changed, found)


#: where a player sits: (board, 0 for White or 1 for Black), or ("PAB", 0)
Slot = tuple[int | str, int]


def _slots(games: Iterable[Game], pab: int | None) -> dict[int, Slot]:
    slots: dict[int, Slot] = {}
    for g in games:
        slots[g.white] = (g.board, 0)
        slots[g.black] = (g.board, 1)
    if pab is not None:
        slots[pab] = ("PAB", 0)
    return slots


def _swap(slots: dict[int, Slot], player: int, slot: Slot) -> None:
    there = next((p for p, s in slots.items() if s == slot), None)
    if there is not None and there != player:
        slots[there] = slots[player]
    slots[player] = slot


def breaches(tournament: Tournament, round_no: int, boards: tuple[int, ...],
             pab_changed: bool = False) -> tuple[Breach, ...]:
    """Every rule the given boards of a round (and its PAB, when it changed) break,
    judged on the rounds before it."""
    history = History(tournament, round_no - 1)
    rnd = tournament.round(round_no)
    rules = descriptor(tournament.settings.system).rules.override
    found: list[Breach] = []
    for game in (g for g in rnd.games if g.board in boards):
        states = {p: history.state(p) for p in game.players}
        if rules.table:
            found.append(Breach(rules.table, f"board {game.board}, {game.white}-"
                                             f"{game.black}, is not the game the "
                                             f"Berger table gives"))
            if tournament.settings.double_round_robin:
                continue  # every pair meets twice: the table is the only rule
        met = met_in(history, game.white, game.black) if rules.rematch else None
        if met is not None:
            found.append(Breach(rules.rematch,
                                f"{game.white} and {game.black} already played each other "
                                f"in round {met}"))
        if rules.same_absolute and _same_absolute(tournament, round_no, states):
            found.append(Breach(rules.same_absolute,
                                f"{game.white} and {game.black} have the same "
                                f"absolute colour preference"))
        for player in game.players:
            found.extend(_colour_breaches(player, game.colour_of(player), states[player],
                                          rules))
    if (rules.pab and pab_changed and rnd.pab is not None
            and not history.state(rnd.pab).pab_eligible):
        found.append(Breach(rules.pab,
                            f"{rnd.pab} may not receive the pairing-allocated bye: "
                            f"{rnd.pab} already had one, or a win's points without playing"))
    return tuple(found)


def met_in(history: History, a: int, b: int) -> int | None:
    """The round in which ``a`` played ``b`` over the board, if any (C.04.2 art. 3.5:
    an unplayed game does not count)."""
    for entry in history.entries(a):
        if entry.played and entry.opponent == b:
            return entry.round
    return None


def _same_absolute(tournament: Tournament, round_no: int,
                   states: dict[int, PlayerState]) -> bool:
    """Both have the same absolute colour preference (C.04.3 art. 1.7.1) and neither is
    a topscorer (art. 1.8: over half the maximum score when the final round is
    paired)."""
    prefs = [s.preference for s in states.values()]
    if any(strength is not Preference.ABSOLUTE for _, strength in prefs):
        return False
    if prefs[0][0] is not prefs[1][0]:
        return False
    final = round_no == tournament.settings.rounds
    half = Fraction(round_no - 1) * tournament.settings.points.win / 2
    return not (final and any(s.score > half for s in states.values()))


def _colour_breaches(player: int, colour: Colour, state: PlayerState,
                     rules: OverrideRules) -> list[Breach]:
    """C.04.1 art. 6 and 7 (the system's articles for them) for one player given
    ``colour``."""
    colours = (*state.colours, colour)
    difference = sum(1 if c is Colour.WHITE else -1 for c in colours)
    found = []
    if rules.colour_difference and abs(difference) > 2:
        found.append(Breach(rules.colour_difference, f"{player} would have {abs(difference)} more "
                                             f"games with "
                                             f"{'White' if difference > 0 else 'Black'}"))
    thrice = len(colours) >= 3 and colours[-1] is colours[-2] is colours[-3]
    if rules.same_colour_thrice and thrice:
        found.append(Breach(rules.same_colour_thrice, f"{player} would have "
                                             f"{colour.word.capitalize()} three times in a "
                                             f"row"))
    return found
