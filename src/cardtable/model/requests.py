"""What players ask for before a round is paired: a requested bye (half-point H,
full-point F, zero-point Z; C.04.1 art. c and C.04.2 art. 3.1) and forbidden pairs,
players who must never meet (same family or club; TRF-2026 record 260). Each change
returns a new tournament; one the rules do not allow raises :class:`RequestError`.

Shared by the command line (``bye``, ``forbid``) and the app."""

from __future__ import annotations

from dataclasses import replace

from .results import ByeKind
from .tournament import Bye, Tournament


class RequestError(ValueError):
    """A request that cannot be recorded; the message says why."""


def set_bye(tournament: Tournament, round_no: int, start_no: int,
            kind: ByeKind = ByeKind.HALF) -> Tournament:
    """Record that player ``start_no`` asked not to be paired in ``round_no`` and takes
    the points of ``kind`` (C.04.1 c; a requested bye replaces an earlier one of the
    same round). Only a round not paired yet, for a player who takes part in it, or a
    round a late entry missed (:func:`set_missed_round`), paired or not."""
    if not kind.requested:
        raise RequestError("the PAB is given by the pairing (C.04.1 d), it cannot be "
                           "requested: choose H, F or Z")
    if missed_by_late_entry(tournament, round_no, start_no):
        return set_missed_round(tournament, round_no, start_no, kind)
    _check_round(tournament, round_no, start_no)
    player = tournament.player(start_no)
    if not player.takes_part_in(round_no):
        raise RequestError(f"{start_no} {player.name} does not play in round {round_no} "
                           f"(withdrawn, or joins later)")
    return _with_bye(tournament, round_no, start_no, kind)


def _with_bye(tournament: Tournament, round_no: int, start_no: int,
              kind: ByeKind) -> Tournament:
    rnd = tournament.round(round_no)
    byes = tuple(b for b in rnd.byes if b.player != start_no) + (Bye(start_no, kind),)
    return tournament.with_round(replace(rnd, byes=byes))


def missed_by_late_entry(tournament: Tournament, round_no: int, start_no: int) -> bool:
    """Whether ``round_no`` is a round before player ``start_no``'s first (a late
    entry, C.04.2 art. 2.4)."""
    if not tournament.has_player(start_no):
        return False
    joins_in = tournament.player(start_no).joins_in
    return joins_in is not None and 1 <= round_no < joins_in


#: the points a late entry may be given for a round they missed
MISSED_KINDS = (ByeKind.HALF, ByeKind.ZERO)


def set_missed_round(tournament: Tournament, round_no: int, start_no: int,
                     kind: ByeKind) -> Tournament:
    """The points of a late entry for round ``round_no``, which they missed, as the
    tournament's rules say: half a point (``H``, recorded as a half-point bye of that
    round, TRF-2026 record 240 or the round's cell) or nothing (``Z``: the round stays
    empty, the late entry's absence). Allowed in a paired round too: the points were
    fixed when the player was entered, not by the pairing."""
    if not missed_by_late_entry(tournament, round_no, start_no):
        raise RequestError(f"round {round_no} is not a round that {start_no} missed")
    if kind not in MISSED_KINDS:
        raise RequestError(f"a missed round of a late entry scores half a point (H) or "
                           f"nothing (Z), found {kind.value}")
    if kind is ByeKind.ZERO:
        return _without_bye(tournament, round_no, start_no)
    return _with_bye(tournament, round_no, start_no, kind)


def _without_bye(tournament: Tournament, round_no: int, start_no: int) -> Tournament:
    rnd = tournament.round(round_no)
    changed = tournament.with_round(replace(rnd, byes=tuple(
        b for b in rnd.byes if b.player != start_no or b.kind is ByeKind.PAB)))
    return replace(changed, rounds=tuple(r for r in changed.rounds
                                         if r.paired or r.byes or r.date))


def remove_bye(tournament: Tournament, round_no: int, start_no: int) -> Tournament:
    """Take back the requested bye of ``start_no`` in ``round_no`` (not paired yet, or
    a round the late entry missed: nothing for it then)."""
    if not missed_by_late_entry(tournament, round_no, start_no):
        _check_round(tournament, round_no, start_no)
    rnd = tournament.round(round_no)
    bye = rnd.bye_of(start_no)
    if bye is None or not bye.kind.requested:
        raise RequestError(f"{start_no} {tournament.player(start_no).name} has no "
                           f"requested bye in round {round_no}")
    return _without_bye(tournament, round_no, start_no)


def _check_round(tournament: Tournament, round_no: int, start_no: int) -> None:
    if not tournament.has_player(start_no):
        raise RequestError(f"no player has pairing number {start_no}")
    rounds = tournament.settings.rounds
    if round_no < 1 or (rounds and round_no > rounds):
        raise RequestError(f"expected a round from 1 to {rounds or 'the last'}, found "
                           f"{round_no}")
    if round_no <= tournament.last_paired_round:
        raise RequestError(f"round {round_no} is already paired: a bye is requested "
                           f"before its round is paired (C.04.1 c)")


def forbid(tournament: Tournament, group: tuple[int, ...], *,
           teams: bool = False) -> Tournament:
    """Add a group of players no two of whom may meet (TRF-2026 record 260); with
    ``teams`` (a system that pairs the file's teams, C.04.6) a group of teams by TPN."""
    group = _check_group(tournament, group, teams)
    known = tournament.settings.forbidden_pairs
    if any(set(group) <= set(g) for g in known):
        raise RequestError(f"{_names(group)} may already not meet")
    settings = replace(tournament.settings, forbidden_pairs=(*known, group))
    return replace(tournament, settings=settings)


def allow(tournament: Tournament, group: tuple[int, ...], *,
          teams: bool = False) -> Tournament:
    """Remove the forbidden group made of exactly these players (teams: ``forbid``)."""
    group = _check_group(tournament, group, teams)
    known = tournament.settings.forbidden_pairs
    kept = tuple(g for g in known if set(g) != set(group))
    if kept == known:
        within = [g for g in known if set(group) <= set(g)]
        where = (f": they are in the group {_names(within[0])}; remove that group"
                 if within else "")
        raise RequestError(f"{_names(group)} is not a forbidden group{where}")
    return replace(tournament, settings=replace(tournament.settings, forbidden_pairs=kept))


def pairs_that_may_not_meet(tournament: Tournament) -> tuple[tuple[int, int], ...]:
    """Every pair of players of the forbidden groups, lower number first."""
    return tuple(sorted((a, b) for a, b in _both_ways(tournament) if a < b))


def _check_group(tournament: Tournament, group: tuple[int, ...],
                 teams: bool) -> tuple[int, ...]:
    """The group sorted; its numbers are players' or, with ``teams``, teams'."""
    who = "team" if teams else "player"
    known = ({t.tpn for t in tournament.teams} if teams
             else {p.start_no for p in tournament.players})
    missing = [n for n in group if n not in known]
    if missing:
        number = "number" if teams else "pairing number"
        raise RequestError(f"no {who} has {number} {', '.join(map(str, missing))}")
    if len(set(group)) != len(group):
        raise RequestError(f"a {who} is named twice")
    if len(group) < 2:
        raise RequestError(f"name at least two {who}s")
    return tuple(sorted(group))


def _names(group: tuple[int, ...]) -> str:
    return ", ".join(map(str, group))


def never_meets(tournament: Tournament, start_no: int) -> tuple[int, ...]:
    """The players ``start_no`` may not meet (from every forbidden group)."""
    return tuple(sorted({b for a, b in _both_ways(tournament) if a == start_no}))


def set_never_meets(tournament: Tournament, start_no: int, others: tuple[int, ...], *,
                    teams: bool = False) -> Tournament:
    """Make ``others`` exactly the players ``start_no`` may not meet: the player
    leaves every group they are in (its other players still may not meet each other),
    and is paired in a forbidden pair with each one of ``others`` not already covered."""
    if teams:  # the groups name teams there, not players
        raise RequestError("in a team competition teams are kept apart, not players: "
                           "cardtable forbid FILE TEAM TEAM")
    if start_no in others:
        raise RequestError("a player cannot be forbidden to meet themselves")
    missing = [n for n in others if not tournament.has_player(n)]
    if missing:
        raise RequestError(f"no player has pairing number {', '.join(map(str, missing))}")
    wanted = set(others)
    kept: list[tuple[int, ...]] = []
    for group in tournament.settings.forbidden_pairs:
        if start_no in group and not set(group) - {start_no} <= wanted:
            rest = tuple(n for n in group if n != start_no)
            if len(rest) >= 2:
                kept.append(rest)
        else:
            kept.append(group)
    covered = {n for g in kept if start_no in g for n in g}
    kept += [(min(start_no, n), max(start_no, n)) for n in sorted(wanted - covered)]
    return replace(tournament, settings=replace(tournament.settings,
                                                forbidden_pairs=tuple(kept)))


def _both_ways(tournament: Tournament) -> set[tuple[int, int]]:
    return {(a, b) for g in tournament.settings.forbidden_pairs for a in g for b in g
            if a != b}
