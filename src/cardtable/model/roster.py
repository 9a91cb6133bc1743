"""Changes to the start list: a player joins (from round 1, or later as a late entry),
their details are corrected, they withdraw. Each change returns a new tournament; one the
rules do not allow raises :class:`RosterError`, saying why.

Shared by the command line (``add-player``, ``withdraw``) and the app."""

from __future__ import annotations

from dataclasses import dataclass, replace

from .events import EventKind
from .folding import folded
from .integrity import logged
from .numbering import numbered, renumber
from .player import TITLE_ORDER, Player
from .requests import MISSED_KINDS, set_missed_round
from .results import ByeKind
from .tournament import Tournament

#: C.04.2 art. 2.3: pairing numbers are not modified for corrected data after the
#: fourth round has been paired.
LAST_ROUND_FOR_RENUMBERING = 4


class RosterError(ValueError):
    """A change of the start list that cannot be made; the message says why."""


@dataclass(frozen=True, slots=True)
class Joined:
    """The tournament after a player joined: their pairing number, the round they join
    in (None: from round 1), how many other players' numbers changed (C.04.2), and
    whether the number is provisional (a late entry after numbers were posted, C.04.2
    art. 2.4: renumbered when the next round is paired, art. 2.5)."""

    tournament: Tournament
    start_no: int
    joins_in: int | None
    renumbered: int
    provisional: bool = False


def first_round(tournament: Tournament, asked: int | None = None) -> int | None:
    """The first round of a player who joins now: ``asked``, or the next round to be
    paired. None for a player there from round 1; a later round makes them a late
    entry (C.04.2 art. 2.4)."""
    upcoming = tournament.next_round
    rounds = tournament.settings.rounds
    first = asked if asked is not None else upcoming
    if first < upcoming:
        raise RosterError(f"round {upcoming - 1} is already paired, so the player can "
                          f"join in round {upcoming} at the earliest")
    if rounds and first > rounds:
        raise RosterError(f"the tournament has {rounds} rounds")
    return first if first > 1 else None


def add_player(tournament: Tournament, player: Player, joins_in: int | None = None, *,
               by_lot: bool = False, titles: tuple[str, ...] = TITLE_ORDER,
               missed: tuple[ByeKind, ...] = ()) -> Joined:
    """Add ``player`` (their ``start_no`` and ``joins_in`` are given here) to the start
    list. Pairing numbers follow the initial order of C.04.2 (rating, title, name)
    unless the arbiter fixed them; after round 1 is paired the player is a late entry
    who joins in the next round (or ``joins_in``). ``by_lot``: the system draws the
    numbers by lot and keeps them (a round robin, C.05); ``titles``: the system's
    order of titles (the plug-in's ``title_order``). ``missed``: what a late entry
    scores for the rounds before their first, H or Z (one for all, or one per round;
    default: the tournament's ``missed_rounds``)."""
    _check_details(player)
    first = first_round(tournament, joins_in)
    kinds = missed_round_kinds(tournament, first, missed)
    start_no = max((p.start_no for p in tournament.players), default=0) + 1
    # numbers posted (a round paired): the late entry's number is provisional, the
    # first free one, and no posted number changes now (C.04.2 art. 2.4); the list is
    # renumbered when the next round is paired (art. 2.5), while numbers may still
    # change (until the fourth round is paired, art. 2.3)
    posted = tournament.last_paired_round > 0
    provisional = (posted and not by_lot and not tournament.settings.fixed_order
                   and tournament.last_paired_round < LAST_ROUND_FOR_RENUMBERING)
    added = tournament.with_player(replace(player, start_no=start_no, name=player.name.strip(),
                                           joins_in=first, provisional=provisional))
    renumbered, numbers = (added, {}) if posted else numbered(added, by_lot=by_lot,
                                                               titles=titles)
    changes = [old for old, new in numbers.items() if old != new and old != start_no]
    number = numbers.get(start_no, start_no)
    for round_no, kind in enumerate(kinds, start=1):
        renumbered = set_missed_round(renumbered, round_no, number, kind)
    return Joined(renumbered, number, first, len(changes), provisional)


def provisional_words(tournament: Tournament, *start_nos: int) -> str:
    """What a provisional number (or a late team's several) means, for the screen, the
    command line and the printed start list."""
    numbers = ", ".join(map(str, start_nos))
    which = (f"pairing number {numbers} is provisional (a late entry" if len(start_nos) == 1
             else f"pairing numbers {numbers} are provisional (late entries")
    return (f"{which}, C.04.2 art. 2.4): the numbers posted do not change now; the "
            f"initial ranking list is renumbered when round {tournament.next_round} is "
            f"paired (art. 2.5)")


#: How a list marks a provisional number (C.04.2 art. 2.4), with the legend under it
PROVISIONAL_MARK = "*"
PROVISIONAL_LEGEND = f"{PROVISIONAL_MARK} provisional number, C.04.2 art. 2.4"


def number_shown(player: Player) -> str:
    """A player's pairing number as a list shows it: marked when provisional."""
    return f"{player.start_no}{PROVISIONAL_MARK if player.provisional else ''}"


@dataclass(frozen=True, slots=True)
class Settled:
    """The tournament with its provisional numbers settled (C.04.2 art. 2.5), and the
    numbers that changed, old → new."""

    tournament: Tournament
    changes: tuple[tuple[int, int], ...]


def settle_provisional(tournament: Tournament, *, titles: tuple[str, ...] = TITLE_ORDER,
                       log: bool = True) -> Settled:
    """Before the next round is paired, the late entries' provisional numbers end: the
    initial ranking list is renumbered in the initial order (C.04.2 art. 2.5), and,
    ``log``, the change is logged (``numbers-reassigned``: sheets posted before carry
    the old numbers). Nothing changes without a provisional number."""
    late = [p for p in tournament.players if p.provisional]
    if not late:
        return Settled(tournament, ())
    plain = tournament.with_players([replace(p, provisional=False)
                                     for p in tournament.players])
    renumbered, numbers = numbered(plain, titles=titles)
    changes = tuple(sorted((old, new) for old, new in numbers.items() if old != new))
    if changes and log:
        names = ", ".join(f"{p.start_no} {p.name}" for p in late)
        renumbered = logged(
            renumbered, EventKind.NUMBERS_REASSIGNED, tournament.last_paired_round,
            f"provisional number(s) of late entry {names} ended: initial ranking list "
            f"renumbered before round {tournament.next_round} was paired (C.04.2 art. "
            f"2.4-2.5): " + ", ".join(f"{old}→{new}" for old, new in changes))
    return Settled(renumbered, changes)


def missed_round_kinds(tournament: Tournament, first: int | None,
                       missed: tuple[ByeKind, ...]) -> tuple[ByeKind, ...]:
    """The points of each round before a late entry's ``first`` round: ``missed`` (one
    for every round, or one per round), by default the tournament's ``missed_rounds``."""
    count = (first or 1) - 1
    wrong = [kind.value for kind in missed if kind not in MISSED_KINDS]
    if wrong:
        raise RosterError(f"a missed round scores half a point (H) or nothing (Z), found "
                          f"{wrong[0]}")
    if missed and not count:
        raise RosterError("the player plays from round 1: they miss no round to score")
    if not missed:
        return (tournament.settings.missed_rounds,) * count
    if len(missed) == 1:
        return missed * count
    if len(missed) != count:
        raise RosterError(f"the player misses {count} round(s) (1 to {count}): give one "
                          f"letter for all of them or one per round, found {len(missed)}")
    return missed


def _check_details(player: Player) -> None:
    """A name, a rating of 0 or more, and a FIDE title or none (the titles of TRF's
    player record, which C.04.2's initial order ranks)."""
    if not player.name.strip():
        raise RosterError("the player needs a name")
    if player.rating < 0:
        raise RosterError(f"the rating must be 0 or more, found {player.rating}")
    if player.title.strip() and player.title.strip().upper() not in TITLE_ORDER:
        raise RosterError(f"FIDE has no title {player.title.strip()!r}: expected one of "
                          f"{', '.join(TITLE_ORDER)}, or none")


def name_forms(name: str) -> tuple[str, ...]:
    """The ways a name may be written, case, spacing and accents aside: ``"Keller,
    Thomas"`` is also ``"thomas keller"``, ``"Müller, Anna"`` also ``"muller, anna"``;
    a name without a comma is only itself."""
    text = folded(name)
    last, comma, first = text.partition(",")
    if not comma:
        return (text,)
    last, first = last.strip(), first.strip()
    return (f"{last}, {first}", f"{first} {last}") if first else (last,)


def namesakes(tournament: Tournament, name: str,
              but: int | None = None) -> tuple[Player, ...]:
    """The players (other than ``but``) whose name is ``name``, however it is written
    (:func:`name_forms`): two of them can only be told apart by pairing number."""
    forms = set(name_forms(name))
    return tuple(p for p in tournament.players
                 if p.start_no != but and forms & set(name_forms(p.name)))


@dataclass(frozen=True, slots=True)
class Corrected:
    """The tournament after a player's details were corrected, and their pairing number
    now (another one when the correction changed the initial order, C.04.2)."""

    tournament: Tournament
    start_no: int


def correct_player(tournament: Tournament, player: Player, *, by_lot: bool = False,
                   titles: tuple[str, ...] = TITLE_ORDER) -> Corrected:
    """Replace the details of the player with ``player.start_no`` (a corrected name,
    rating, title ...). A correction that changes the initial order reassigns the
    pairing numbers until the fourth round has been paired, never later (C.04.2
    art. 2.3); never when the system draws them by lot (``by_lot``, C.05)."""
    if not tournament.has_player(player.start_no):
        raise RosterError(f"no player has pairing number {player.start_no}")
    _check_details(player)
    changed = tournament.with_player(replace(player, name=player.name.strip()))
    if tournament.last_paired_round >= LAST_ROUND_FOR_RENUMBERING:
        return Corrected(_rating_logged(tournament, changed, player.start_no,
                                        player.start_no), player.start_no)
    renumbered, numbers = numbered(changed, by_lot=by_lot, titles=titles)
    start_no = numbers.get(player.start_no, player.start_no)
    return Corrected(_rating_logged(tournament, renumbered, player.start_no, start_no),
                     start_no)


def _rating_logged(before: Tournament, after: Tournament, old_no: int,
                   new_no: int) -> Tournament:
    """``after``, with a ``rating-changed`` event (undoable) if the rating of player
    ``old_no`` (now ``new_no``) changed once a round was paired: the pairings made
    with the old rating stay (C.04.2 art. 2.3), which FIDE's acceptance wants logged."""
    old, new = before.player(old_no), after.player(new_no)
    if old.rating == new.rating or before.last_paired_round < 1:
        return after
    return logged(after, EventKind.RATING_CHANGED, before.last_paired_round,
                  f"{new_no} {new.name}: rating {old.rating} -> {new.rating}",
                  where=str(new_no), undo=str(old.rating))


def withdraw(tournament: Tournament, start_no: int,
             after_round: int) -> tuple[Tournament, tuple[int, ...]]:
    """The player takes part up to round ``after_round`` and is not paired after it
    (C.04.2 art. 3.2); their requested byes after it are dropped. Returns the new
    tournament and the rounds whose byes were dropped."""
    player = tournament.player(start_no)
    rounds = tournament.settings.rounds
    if after_round < 0 or (rounds and after_round > rounds):
        raise RosterError(f"expected a round from 0 to {rounds}, found {after_round}")
    for rnd in tournament.rounds:
        if rnd.number <= after_round:
            continue
        game = rnd.game_of(start_no)
        if game is not None or rnd.pab == start_no:
            where = f"on board {game.board}" if game else "with the PAB"
            raise RosterError(
                f"{start_no} {player.name} is paired in round {rnd.number} ({where}): "
                f"withdraw {start_no} after round {rnd.number}, or enter that game as a forfeit "
                f"first")
    dropped = tuple(rnd.number for rnd in tournament.rounds
                    if rnd.number > after_round and rnd.bye_of(start_no) is not None)
    changed = tournament
    for number in dropped:
        rnd = changed.round(number)
        changed = changed.with_round(replace(rnd, byes=tuple(
            b for b in rnd.byes if b.player != start_no or b.kind is ByeKind.PAB)))
    return changed.with_player(replace(player, withdrawn_after=after_round)), dropped


def remove_player(tournament: Tournament, start_no: int) -> Tournament:
    """Take a player entered by mistake off the start list, with their requested byes,
    their places in forbidden groups and their team's roster (never a team's last player);
    the players after them move up one pairing
    number (their order is kept, so no pairing changes). Refused once the player has
    a game or the PAB: they have taken part, and a withdrawal keeps their rounds (C.04.2
    art. 3.2)."""
    if not tournament.has_player(start_no):
        raise RosterError(f"no player has pairing number {start_no}")
    player = tournament.player(start_no)
    for rnd in tournament.rounds:
        game = rnd.game_of(start_no)
        if game is not None or rnd.pab == start_no:
            where = f"on board {game.board}" if game else "with the PAB"
            raise RosterError(
                f"{start_no} {player.name} is paired in round {rnd.number} ({where}): a "
                f"player who took part stays on the start list; withdraw them instead")
    alone = next((t for t in tournament.teams if t.roster == (start_no,)), None)
    if alone is not None:
        raise RosterError(f"{start_no} {player.name} is the only player of team {alone.tpn} "
                          f"{alone.name}: a team needs at least one player")
    rounds = tuple(replace(r, byes=tuple(b for b in r.byes if b.player != start_no))
                   for r in tournament.rounds)
    groups = tournament.settings.forbidden_pairs if tournament.teams else tuple(
        kept for kept in (tuple(p for p in g if p != start_no)
                          for g in tournament.settings.forbidden_pairs) if len(kept) >= 2)
    teams = tuple(replace(t, roster=tuple(m for m in t.roster if m != start_no))
                  for t in tournament.teams)
    left = replace(tournament, rounds=tuple(r for r in rounds if r.paired or r.byes or r.date),
                   players=tuple(p for p in tournament.players if p.start_no != start_no),
                   settings=replace(tournament.settings, forbidden_pairs=groups), teams=teams)
    return renumber(left, {p.start_no: p.start_no - 1 for p in left.players
                           if p.start_no > start_no})
