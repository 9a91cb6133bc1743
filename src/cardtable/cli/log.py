"""``cardtable log FILE [--undo N]``: the integrity log of a tournament (results
corrected after the next round was paired, rounds taken back, overrides, rounds
paired by hand, lots drawn, ...), one event a line; ``--undo N`` undoes event N when
it can be undone (a corrected result, a changed rating, a changed tie-break list)."""

from __future__ import annotations

import argparse

from ..model.tournament import Tournament
from ..model.integrity import UndoError, undo
from .common import CommandError, edit, read
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament (.toml; a .trf only to read)")
    parser.add_argument("--undo", type=integer, metavar="N",
                        help="undo event N (the file must be a .toml tournament file)")


def run(args: argparse.Namespace) -> int:
    if args.undo is None:
        print(render(read(args.file)))
        return 0
    with edit(args.file) as change:
        try:
            change.tournament = undo(change.tournament, args.undo)
        except UndoError as exc:
            raise CommandError(str(exc)) from None
    print(f"undone: {change.tournament.log[-1].text}")
    return 0


def render(tournament: Tournament) -> str:
    """The log as a table: number, time, round, what kind, what changed; ``undo N``
    marks an event that can be undone."""
    if not tournament.log:
        return "no events in the integrity log"
    lines = []
    for index, event in enumerate(tournament.log, start=1):
        round_no = f"round {event.round}" if event.round else ""
        mark = f"  [undo: cardtable log FILE --undo {index}]" if event.undo else ""
        lines.append(f"{index:3d}  {event.time}  {round_no:<9} {event.kind.words}: "
                     f"{event.text}{mark}")
    return "\n".join(lines)
