"""``cardtable check FILE``: pair every recorded round again by the rules and explain
each round whose published pairing differs, with the engine's trace: what the rules
require and at which step the published pairing departs from it."""

from __future__ import annotations

import argparse

from ..trace import DepartureStep
from .common import CommandError, read
from .explain import paired_again

HELP = "check every recorded round against the rules, explaining each difference"

EXIT_DIFFERENT = 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament (.toml or .trf)")


def run(args: argparse.Namespace) -> int:
    tournament = read(args.file)
    rounds = [r.number for r in sorted(tournament.rounds, key=lambda r: r.number)
              if r.paired]
    different = 0
    for number in rounds:
        try:
            # the trace (which explains a difference) only for a round that differs
            replay = paired_again(tournament, number, trace=False)
            if not replay.agrees:
                replay = paired_again(tournament, number)
        except CommandError as exc:
            different += 1
            print(f"Round {number}: not checked: {exc}")
            continue
        if replay.agrees:
            print(f"Round {number}: as the rules give")
            continue
        different += 1
        print(f"Round {number}: the published pairing differs from the rules'")
        for line in _differences(replay):
            print(f"  {line}")
    total = len(rounds)
    print(f"{total - different} of {total} round{'s' if total != 1 else ''} as the rules "
          f"give" + (f"; {different} differ" if different else ""))
    return EXIT_DIFFERENT if different else 0


def _differences(replay) -> list[str]:
    """The departure steps of the trace, or, for a system whose trace cannot tell,
    the boards that differ."""
    trace = replay.rules.trace
    steps = [s for s in trace.steps if isinstance(s, DepartureStep)] if trace else []
    if steps:
        return [f"{s.text} [{s.article}]" for s in steps]
    recorded = replay.recorded
    lines = []
    missing = sorted(set(replay.rules.boards) - set(recorded.boards))
    extra = sorted(set(recorded.boards) - set(replay.rules.boards))
    if missing:
        lines.append("the rules give " + ", ".join(f"{w}-{b}" for w, b in missing))
    if extra:
        lines.append("published instead " + ", ".join(f"{w}-{b}" for w, b in extra))
    if replay.rules.pab != recorded.pab:
        lines.append(f"PAB: the rules give it to {replay.rules.pab}, published for "
                     f"{recorded.pab}")
    return lines
