"""``cardtable engine --team IN.trf -p [OUT]`` and ``-c``: the Swiss Team Pairing
System (C.04.6) on a TRF-2026 team file (001 players, 310 teams, 192 type code, 362
match points), the command line of the open-source fork of the endorsed C++ engine.

``-p``: the first line is the number of lines that follow, then ``white black`` by
team pairing number, the PAB as ``N 0`` (the Dutch engine's format). ``-c``: every
round replayed, the ones the rules pair differently reported. Exit codes as
``--dutch``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..formats.errors import FileError
from ..formats.save import write_output
from ..systems import PairingError
from ..systems.files import parse_trf
from ..systems.registry import TeamFile
from .common import message

EXIT_DONE, EXIT_NO_PAIRING, EXIT_INVALID, EXIT_FILE = 0, 1, 3, 5


def run(args: argparse.Namespace) -> int:
    path: str = args.team
    try:
        text = Path(path).read_bytes().decode("utf-8", errors="replace")
    except OSError as exc:
        print(f"cardtable engine: {path}: cannot read the file: {exc.strerror or exc}",
              file=sys.stderr)
        return EXIT_FILE
    try:
        file = TeamFile(parse_trf(text, path))
    except FileError as exc:
        print(message(exc, "cardtable engine"), file=sys.stderr)
        return EXIT_INVALID
    if not file.teams:
        print(f"cardtable engine: {path}: not a team file: no team record (310)",
              file=sys.stderr)
        return EXIT_INVALID
    if args.check:
        return _check(file)
    round_no = file.tournament.next_round
    rounds = file.tournament.settings.rounds
    if rounds and round_no > rounds:
        print(f"cardtable engine: all {rounds} rounds are paired", file=sys.stderr)
        return EXIT_INVALID
    try:
        pairing = file.pair(round_no)
    except PairingError as exc:
        print(f"cardtable engine: round {round_no}: {exc} ({exc.rule})", file=sys.stderr)
        return EXIT_NO_PAIRING
    rows = [f"{white} {black}" for white, black in pairing.boards]
    if pairing.pab is not None:
        rows.append(f"{pairing.pab} 0")
    output = "\n".join([str(len(rows)), *rows]) + "\n"
    if not args.pair_to:
        sys.stdout.write(output)
        return EXIT_DONE
    try:
        write_output(args.pair_to, output)
    except FileError as exc:
        print(message(exc, "cardtable engine"), file=sys.stderr)
        return EXIT_FILE
    return EXIT_DONE


def _check(file: TeamFile) -> int:
    differing = 0
    last = file.tournament.last_paired_round
    for number in range(1, last + 1):
        recorded = file.recorded(number)
        if recorded is None:
            continue
        try:
            rules = file.pair(number)
        except PairingError as exc:
            print(f"Round {number}: no legal pairing: {exc}")
            differing += 1
            continue
        if rules.as_set() == recorded.as_set() and rules.pab == recorded.pab:
            print(f"Round {number}: as the rules pair it")
            continue
        differing += 1
        print(f"Round {number}: the rules pair it differently")
        left = sorted(rules.as_set() - recorded.as_set())
        right = sorted(recorded.as_set() - rules.as_set())
        if rules.pab != recorded.pab:
            left += [(rules.pab, 0)] if rules.pab is not None else []
            right += [(recorded.pab, 0)] if recorded.pab is not None else []
        print(f"  {'rules (cardtable)':<22}{'recorded':<22}")
        for k in range(max(len(left), len(right))):
            a = f"{left[k][0]:>5} - {left[k][1]:<5}" if k < len(left) else ""
            b = f"{right[k][0]:>5} - {right[k][1]:<5}" if k < len(right) else ""
            print(f"  {a:<22}{b:<22}")
    print(f"{last} round(s) checked, {differing} differ")
    return EXIT_NO_PAIRING if differing else EXIT_DONE
