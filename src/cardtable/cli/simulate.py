"""``cardtable simulate``: play a random tournament to the end and write its file.

Each pairing system's descriptor says how it is played (``SystemDescriptor.simulate``):
a function that takes a :class:`Simulation` and returns the finished tournament,
raising ValueError for options it cannot honour."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..formats.errors import FileError
from ..model import Tournament
from ..systems import PairingError
from ..systems.registry import SYSTEMS, descriptor
from ..systems.simulate_request import Simulation

HELP = "play a random tournament to the end and write it to a TOML file"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--system", required=True, choices=sorted(SYSTEMS),
                        help="pairing system")
    parser.add_argument("--players", type=int, required=True, help="number of players")
    parser.add_argument("--rounds", type=int,
                        help="number of rounds (not for a round robin: the table fixes them)")
    parser.add_argument("--seed", type=int, required=True,
                        help="random seed: the same seed gives the same tournament")
    parser.add_argument("--double", action="store_true", help="double round robin")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.toml",
                        help="the tournament file to write")


def run(args: argparse.Namespace) -> int:
    request = Simulation(args.system, args.players, args.rounds, args.seed, args.double)
    try:
        tournament = descriptor(request.system).simulate(request)
    except ValueError as exc:
        print(f"cardtable simulate: {exc}", file=sys.stderr)
        return 2
    except PairingError as exc:
        played: Tournament | None = getattr(exc, "tournament", None)
        if played is None:
            raise
        print(f"cardtable simulate: {exc}; the tournament ends after round "
              f"{played.last_complete_round}", file=sys.stderr)
        tournament = played
    try:
        write(tournament, Path(args.output))
    except FileError as exc:
        print(exc.render(), file=sys.stderr)
        return 2
    return 0


def write(tournament: Tournament, path: Path) -> None:
    """Write the tournament file with the project's TOML writer."""
    try:
        from ..formats.toml_file import save_tournament
    except ImportError:
        raise FileError(str(path), "this build has no TOML writer yet") from None
    save_tournament(tournament, path)
