"""``cardtable simulate``: play a random tournament to the end and write its file.

Each pairing system's plug-in says how it is played (``PairingSystemPlugin.simulate``):
a function that takes a :class:`Simulation` and returns the finished tournament,
raising ValueError for options it cannot honour."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..formats.toml_file import dumps_tournament
from ..formats.save import check_new_tournament, create_file
from ..model.tournament import Tournament
from ..systems.base import PairingError
from ..systems.registry import SYSTEMS, descriptor
from ..systems.simulate_request import Simulation
from .common import CommandError
from .numbers import integer


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--system", required=True, choices=sorted(SYSTEMS),
                        help="pairing system")
    parser.add_argument("--players", type=integer, required=True, help="number of players")
    parser.add_argument("--rounds", type=integer,
                        help="number of rounds (not for a round robin: the table fixes them)")
    parser.add_argument("--seed", type=integer, required=True,
                        help="random seed: the same seed gives the same tournament")
    parser.add_argument("--double", action="store_true", help="double round robin")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.toml",
                        help="the tournament file to write")


def run(args: argparse.Namespace) -> int:
    output = Path(args.output)
    check_new_tournament(output)  # before the rounds are played, which may take long
    request = Simulation(args.system, args.players, args.rounds, args.seed, args.double)
    try:
        tournament = descriptor(request.system).simulate(request)
    except ValueError as exc:
        raise CommandError(str(exc)) from None
    except PairingError as exc:
        played: Tournament | None = getattr(exc, "tournament", None)
        if played is None:
            raise
        raise _too_many_rounds(played, exc) from None
    create_file(output, dumps_tournament(tournament))
    print(f"simulated {output}: {len(tournament.players)} players, "
          f"{tournament.last_paired_round} rounds ({request.system}, seed {request.seed})")
    return 0


def _too_many_rounds(played: Tournament, exc: PairingError) -> CommandError:
    """A round without a legal pairing: the tournament asked for is not written (a
    simulation that ends early is not the one asked for); how many rounds could be."""
    paired = played.last_complete_round
    error = CommandError.unpairable(paired + 1, exc)
    return CommandError(f"{error}; nothing written: with this seed {paired} round(s) "
                        f"can be paired (--rounds {paired})" if paired else
                        f"{error}; nothing written")
