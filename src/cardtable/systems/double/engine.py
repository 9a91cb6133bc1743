"""The Double-Swiss system (FIDE C.04.5): one round of the file paired.

An odd round is game 1 of a match: paired by the rules (art. 3, :mod:`.procedure`),
colours by art. 4, boards in the order of C.04.2 art. 3.6. An even round is game 2 of
the same match: the same boards with the colours reversed (Preface), the same PAB;
nothing is chosen. A bye applies to the whole match, never to one game (Preface), so
a requested bye must be in both rounds of the match."""

from __future__ import annotations

from dataclasses import replace

from ...model.tournament import Tournament
from ...model.points import format_points
from ...trace.steps import BoardsStep, Step, Trace
from ..base import NotReady, Pairing, PairingError
from ..outside import outside_step
from .colours import ARTICLE as COLOURS, allocate
from .matches import PREFACE, Card, build_cards, first_game, match_of
from .procedure import pair_round
from .steps import MatchColourStep, MatchStep, PabStep

SYSTEM = "double"
BOARD_ORDER = "C.04.2 art. 3.6"


def last_match(tournament: Tournament, round_no: int) -> bool:
    """Whether round ``round_no`` belongs to the last match of the tournament."""
    rounds = tournament.settings.rounds
    return bool(rounds) and match_of(round_no) >= match_of(rounds)


def pair(tournament: Tournament, round_no: int, *, trace: bool = False) -> Pairing:
    """Pair round ``round_no`` by C.04.5: game 1 of a match by the rules, game 2 as the
    mirror of game 1. :class:`~..base.PairingError` when no legal pairing exists, or
    when the file's number of rounds is odd (two rounds of the file make a match)."""
    rounds = tournament.settings.rounds
    if rounds % 2:
        raise PairingError(f"a Double-Swiss tournament plays matches of two games, two "
                           f"rounds of the file each (C.04.5 Preface): its number of "
                           f"rounds must be even, not {rounds}", (), PREFACE)
    if first_game(round_no):
        return _first_game(tournament, round_no, trace)
    return _second_game(tournament, round_no, trace)


def _check_earlier(tournament: Tournament, round_no: int) -> None:
    for rnd in tournament.rounds:
        missing = [g.board for g in rnd.games if g.result is None]
        if rnd.number < round_no and missing:
            raise NotReady(f"round {rnd.number} is not finished: no result on board "
                           f"{', '.join(map(str, missing))}")


def _bye_kinds(tournament: Tournament, round_no: int) -> dict[int, str]:
    return {b.player: b.kind.label for b in tournament.requested_byes(round_no)}


def _first_game(tournament: Tournament, round_no: int, trace: bool) -> Pairing:
    _check_earlier(tournament, round_no)
    match = match_of(round_no)
    here, next_game = _bye_kinds(tournament, round_no), _bye_kinds(tournament, round_no + 1)
    odd = sorted(p for p in next_game if p not in here)
    if odd:
        raise PairingError(f"byes apply to whole matches (C.04.5 Preface): player "
                           f"{', '.join(map(str, odd))} has a bye in game 2 of match {match} "
                           f"(round {round_no + 1}) but none in game 1 (round {round_no})",
                           tuple(odd), PREFACE)
    cards = build_cards(tournament, round_no)
    lapsed = last_match(tournament, round_no)
    found = pair_round(cards, lapsed)
    initial = tournament.settings.first_colour
    coloured = [allocate(cards[a], cards[b], initial) for a, b in found.pairs]
    coloured.sort(key=lambda m: _board_key(cards[m.white], cards[m.black]))
    boards = tuple((m.white, m.black) for m in coloured)
    if not trace:
        return Pairing(round_no, boards, found.pab)
    steps: list[Step] = [MatchStep(PREFACE, f"Round {round_no} is game 1 of match {match}"
                                   + (" (the last match)" if lapsed else "")
                                   + ": paired by the rules of C.04.5",
                                   match, 1, lapsed)]
    steps += [*outside_step(tournament, round_no),
              *(_worth(s, tournament) if isinstance(s, PabStep) else s for s in found.steps)]
    for m in coloured:
        steps.append(MatchColourStep(
            f"{COLOURS}.{m.rule.rsplit('.', 1)[-1]}",
            f"{m.white}-{m.black}: {m.reason}; {m.white} has White in game 1, Black in "
            f"game 2", white=m.white, black=m.black, rule=m.rule, reason=m.reason,
            higher=m.higher))
    steps.append(BoardsStep(BOARD_ORDER, "Boards ordered by the higher player's score, the "
                            "sum of the scores, then the higher player's rank",
                            boards, found.pab))
    return Pairing(round_no, boards, found.pab,
                   Trace(SYSTEM, round_no, boards, found.pab, tuple(steps)))


def _worth(step: PabStep, tournament: Tournament) -> PabStep:
    """The PAB step with what the file's points make the PAB worth for the match."""
    points = tournament.settings.points
    worth = format_points(2 * points.pab, "½")
    text = f"{step.text}; worth {worth} for the match"
    if 2 * points.pab != points.win + points.draw:
        text += (f" (art. 1.4 gives a game won and a game drawn, "
                 f"{format_points(points.win + points.draw, '½')}, unless the tournament's "
                 f"rules say otherwise)")
    return replace(step, text=text, worth=worth)


def _board_key(white: Card, black: Card) -> tuple[object, ...]:
    high = min(white, black, key=lambda c: (-c.score, c.tpn))
    return (-high.score, -(white.score + black.score), high.tpn)


def _second_game(tournament: Tournament, round_no: int, trace: bool) -> Pairing:
    first = tournament.round(round_no - 1)
    match = match_of(round_no)
    if not first.paired:
        raise NotReady(f"game 1 of match {match} (round {round_no - 1}) is not paired yet")
    boards = tuple((g.black, g.white) for g in sorted(first.games, key=lambda g: g.board))
    playing = {p for g in first.games for p in g.players}
    here, before = _bye_kinds(tournament, round_no), _bye_kinds(tournament, round_no - 1)
    wrong = sorted(p for p in playing if p in here)
    wrong += sorted(p for p, kind in before.items() if here.get(p) != kind)
    entering = sorted(p.start_no for p in tournament.players_to_pair(round_no)
                      if not p.takes_part_in(round_no - 1))
    if entering:
        raise PairingError(
            f"a player enters at a match (C.04.5 Preface: a match is two games): player "
            f"{', '.join(map(str, entering))} would enter in game 2 of match {match} "
            f"(round {round_no}); let the player join in round {round_no + 1}",
            tuple(entering), PREFACE)
    if wrong:
        raise PairingError(
            f"byes apply to whole matches (C.04.5 Preface): game 2 of match {match} "
            f"(round {round_no}) repeats game 1 (round {round_no - 1}); give player "
            f"{', '.join(map(str, wrong))} the same bye (or none) in both rounds of the "
            f"match", tuple(wrong), PREFACE)
    gone = tuple(sorted(p for p in playing
                        if not tournament.player(p).takes_part_in(round_no)))
    if not trace:
        return Pairing(round_no, boards, first.pab, forfeited=gone)
    text = (f"Round {round_no} is game 2 of match {match}: the boards of game 1 with the "
            f"colours reversed")
    if gone:
        text += f"; withdrawn, game 2 lost by forfeit: {', '.join(map(str, gone))}"
    steps: list[Step] = [
        MatchStep(PREFACE, text, match, 2, last_match(tournament, round_no), boards),
        BoardsStep(PREFACE, f"The boards of game 1 of match {match}, colours reversed",
                   boards, first.pab)]
    return Pairing(round_no, boards, first.pab,
                   Trace(SYSTEM, round_no, boards, first.pab, tuple(steps)),
                   forfeited=gone)


__all__ = ["SYSTEM", "last_match", "pair"]
