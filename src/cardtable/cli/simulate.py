"""``cardtable simulate``: play a random tournament to the end and write its file.

Each pairing system registers a simulator in :data:`SIMULATORS` (system name ->
``module:function``); the function takes a :class:`Simulation` and returns the finished
tournament, raising ValueError for options it cannot honour."""

from __future__ import annotations

import argparse
import importlib
import sys
from dataclasses import dataclass
from pathlib import Path

from ..formats.errors import FileError
from ..model import Tournament
from ..systems import PairingError

HELP = "play a random tournament to the end and write it to a TOML file"

#: system name -> "module:function" taking a Simulation
SIMULATORS: dict[str, str] = {
    "dutch": "cardtable.cli.simulate:simulate_swiss_request",
    "roundrobin": "cardtable.cli.simulate:simulate_roundrobin_request",
    "simplified": "cardtable.cli.simulate:simulate_swiss_request",
    "swissbg": "cardtable.cli.simulate:simulate_swiss_request",
    "dutch-2009": "cardtable.cli.simulate:simulate_swiss_request",
}


@dataclass(frozen=True, slots=True)
class Simulation:
    """What the command line asks for. ``rounds`` is None when not given."""

    system: str
    players: int
    rounds: int | None
    seed: int
    double: bool


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--system", required=True, choices=sorted(SIMULATORS),
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
    module, _, function = SIMULATORS[request.system].partition(":")
    try:
        tournament = getattr(importlib.import_module(module), function)(request)
    except ValueError as exc:
        print(f"cardtable simulate: {exc}", file=sys.stderr)
        return 2
    except PairingError as exc:
        tournament = getattr(exc, "tournament", None)
        if tournament is None:
            raise
        print(f"cardtable simulate: {exc}; the tournament ends after round "
              f"{tournament.last_complete_round}", file=sys.stderr)
    try:
        write(tournament, Path(args.output))
    except FileError as exc:
        print(exc.render(), file=sys.stderr)
        return 2
    return 0


def simulate_swiss_request(request: Simulation) -> Tournament:
    """A Swiss system: every round paired by the system's engine."""
    from ..systems.simulation import simulate_swiss

    if request.rounds is None or request.rounds < 1:
        raise ValueError(f"--rounds is required for the {request.system} system")
    if request.players < 2:
        raise ValueError(f"a Swiss tournament needs at least 2 players, not {request.players}")
    if request.double:
        raise ValueError("--double is only for a round robin")
    return simulate_swiss(request.system, request.players, request.rounds, request.seed)


def simulate_roundrobin_request(request: Simulation) -> Tournament:
    """The round-robin simulator: the Berger table fixes the rounds."""
    from ..systems.roundrobin import simulate_roundrobin

    if request.rounds is not None:
        raise ValueError("--rounds is not for a round robin: the Berger table fixes them "
                         "(N - 1 per cycle)")
    if request.players < 3:
        raise ValueError(f"a round robin needs at least 3 players, not {request.players}")
    return simulate_roundrobin(request.players, request.seed, request.double)


def write(tournament: Tournament, path: Path) -> None:
    """Write the tournament file with the project's TOML writer."""
    try:
        from ..formats.toml_file import save_tournament
    except ImportError:
        raise FileError(str(path), "this build has no TOML writer yet") from None
    save_tournament(tournament, path)
