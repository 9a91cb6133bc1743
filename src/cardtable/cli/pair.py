"""``cardtable pair FILE``: pair the next round with the tournament's own system and
publish it in the file; ``--manual W-B ... [--pab N]``: the arbiter pairs it by hand
(start and end in one command), compared with the engine's pairing and recorded
(``Round.manual``, TRF ``### MPA @ Round n``)."""

from __future__ import annotations

import argparse

from ..model import History, Tournament
from ..systems import (
    NotReady,
    Pairing,
    PairingError,
    check_ready,
    draw_before_pairing,
    pair_next_round,
    publish,
    rounds_published,
)
from ..systems.fide_mode import NotFideSystem, check_fide_mode
from ..systems.provisional import renumbered_words
from ..systems.manual import ManualPairing, pair_by_hand
from .common import CommandError, describe, edit
from ..model.numerals import is_digits
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("--manual", nargs="+", metavar="W-B",
                        help="pair the round by hand: every board as WHITE-BLACK (pairing "
                             "numbers), compared with the engine's pairing and recorded")
    parser.add_argument("--pab", type=integer, metavar="N",
                        help="with --manual: the player who gets the pairing-allocated bye")


def run(args: argparse.Namespace) -> int:
    if args.pab is not None and not args.manual:
        raise CommandError("--pab is for --manual")
    with edit(args.file) as change:
        t = change.tournament
        _check_ready(t)
        if args.manual:
            manual = _by_hand(t, args.manual, args.pab)
            pairing = manual.pairing
            change.tournament = manual.tournament
            draw = None
        else:
            t, draw = draw_before_pairing(t)
            pairing = _pair(t)
            change.tournament = publish(t, pairing)
    if draw is not None:
        print(f"Start numbers drawn by lot (C.05 art. 7.2), seed {draw.seed}:")
        print("\n".join(f"  {line}" for line in draw.lines()))
    print(_pairing_list(change.tournament, pairing))
    more = rounds_published(t, change.tournament, pairing)
    if more:
        print(more)
    renumbered = renumbered_words(t, change.tournament)  # provisional numbers, C.04.2 2.5
    if renumbered:
        print(renumbered)
    if args.manual:
        print(f"Manual pairing recorded: {manual.note}")
    return 0


def _by_hand(t: Tournament, words: list[str], pab: int | None) -> ManualPairing:
    boards = []
    for word in words:
        white, _, black = word.partition("-")
        if not all(is_digits(n.strip()) for n in (white, black)):
            raise CommandError(f"--manual {word}: expected a board as WHITE-BLACK, e.g. 3-7")
        boards.append((int(white), int(black)))
    try:
        return pair_by_hand(t, boards, pab)
    except ValueError as exc:
        raise CommandError(f"round {t.next_round}: {exc}") from None


def _check_ready(t: Tournament) -> None:
    try:
        check_ready(t)
        check_fide_mode(t)
    except (NotReady, NotFideSystem) as exc:
        raise CommandError(str(exc)) from None


def _pair(t: Tournament) -> Pairing:
    try:
        return pair_next_round(t)
    except NotReady as exc:  # what only the system sees (SwissBG without a seed)
        raise CommandError(str(exc)) from None
    except PairingError as exc:
        raise CommandError.unpairable(t.next_round, exc) from None


def _pairing_list(t: Tournament, pairing: Pairing) -> str:
    """The published round as the arbiter posts it, with each player's score."""
    if t.teams:
        return _team_pairing_list(t, pairing.round)
    history = History(t, pairing.round - 1)
    score = history.score
    lines = [f"Round {pairing.round}"]
    for board, (white, black) in enumerate(pairing.boards, start=1):
        lines.append(f"{board:4d}  {describe(t.player(white), score(white)):<36} - "
                     f"{describe(t.player(black), score(black))}")
    for player in pairing.empty_boards:  # a short line-up (C.04.6 art. 0, C.04.1 art. 4)
        lines.append(f"   +  {describe(t.player(player), score(player)):<36} - "
                     f"(empty board: won by forfeit)")
    if pairing.pab is not None:
        lines.append(f"PAB   {describe(t.player(pairing.pab), score(pairing.pab))}")
    for bye in t.requested_byes(pairing.round):
        lines.append(f"bye {bye.kind.label} {describe(t.player(bye.player))}")
    return "\n".join(lines)


def _team_pairing_list(t: Tournament, round_no: int) -> str:
    """A team competition's round (C.04.6): each match, its teams with their primary
    scores, then its boards (board in the match, White - Black); the teams without
    a match and why."""
    from ..systems.competition import teams_of

    matches, others = teams_of(t).printed_matches(round_no)
    lines = [f"Round {round_no}"]
    for match in matches:
        lines.append(f"Match {match.number}: {match.first} - {match.second}")
        for b in match.boards:
            if b.white is not None and b.black is not None:
                lines.append(f"{b.board:6d}  {describe(b.white):<34} - {describe(b.black)}"
                             f"  (board {b.table})")
            else:  # a short line-up's empty board (C.04.6 art. 0, C.04.1 art. 4)
                winner = b.white or b.black
                assert winner is not None
                lines.append(f"     +  {describe(winner):<34} - (empty board: won by "
                             f"forfeit)")
    lines += [f"{team}: {why}" for team, why in others]
    return "\n".join(lines)

