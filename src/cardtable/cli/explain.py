"""``cardtable explain FILE --round N``: the walk-through of one round's pairing, as
the engine recorded it while pairing (``--player``, ``--why``, ``--json``)."""

from __future__ import annotations

import argparse
import json

from ..model.tournament import Tournament
from ..systems.base import NotReady, PairingError
from ..systems.registry import descriptor
from ..systems.replay import Replay, ReplayError, replay_round
from ..trace.query import QueryError
from ..trace.steps import Trace
from .common import CommandError, read
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament (.toml or .trf)")
    parser.add_argument("--round", type=integer, metavar="N", dest="round_no",
                        help="the round: the next one (default) or any paired round")
    parser.add_argument("--player", type=integer, metavar="N",
                        help="one player's path through the round (pairing number)")
    parser.add_argument("--why", type=integer, nargs=2, metavar=("A", "B"),
                        help="why A and B were (or were not) paired this round")
    parser.add_argument("--json", action="store_true",
                        help="the trace (or the answer) as JSON, for tools")


def run(args: argparse.Namespace) -> int:
    tournament = read(args.file)
    replay = paired_again(tournament, args.round_no)
    trace = replay.rules.trace
    if trace is None:
        raise CommandError(f"the {tournament.settings.system} system records no trace yet")
    reader = descriptor(tournament.settings.system).reader
    try:
        if args.player is not None:
            answer = reader.player_path(trace, _known(tournament, args.player))
        elif args.why is not None:
            from ..systems.meeting import may_meet  # `check` imports this module too

            first, second = (_known(tournament, n) for n in args.why)
            # first whether they may meet at all, then where they stand (issue 34)
            answer = [*may_meet(tournament, trace.round, first, second, trace),
                      *reader.why(trace, first, second)]
        else:
            answer = None
    except QueryError as exc:
        raise CommandError(str(exc)) from None
    if args.json:
        data = trace.to_json() if answer is None else _answer_json(trace, args, answer)
        print(json.dumps(data, ensure_ascii=False, indent=1))
    elif answer is None:
        print(reader.render(trace, tournament.settings.name) + _verdict(replay))
    else:
        print("\n".join(answer))
    return 0


def paired_again(tournament: Tournament, number: int | None, *, trace: bool = True) -> Replay:
    """The round paired again (with its trace unless ``trace`` is False), or a
    ``CommandError`` saying why not."""
    number = tournament.next_round if number is None else number
    try:
        return replay_round(tournament, number, trace=trace)
    except (ReplayError, NotReady) as exc:
        raise CommandError(str(exc)) from None
    except PairingError as exc:
        raise CommandError.unpairable(number, exc) from None


def _known(tournament: Tournament, number: int) -> int:
    if not tournament.has_player(number):
        raise CommandError(f"no player has pairing number {number}")
    return number


def _verdict(replay: Replay) -> str:
    """For a recorded round: whether the published pairing is the rules' one."""
    if replay.recorded is None:
        return ""
    if replay.agrees:
        return (f"\n\nThe published pairing of round {replay.round} is the one the rules "
                f"give.")
    return (f"\n\nThe published pairing of round {replay.round} is NOT the one the rules "
            f"give; see the DEPARTURE lines above for where they part.")


def _answer_json(trace: Trace, args: argparse.Namespace,
                 answer: list[str]) -> dict[str, object]:
    question = ({"player": args.player} if args.player is not None
                else {"why": list(args.why)})
    return {"round": trace.round, **question, "answer": answer,
            "boards": [{"white": w, "black": b} for w, b in trace.boards],
            "pab": trace.pab}
