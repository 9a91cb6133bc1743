"""``cardtable generate OUT.trf --system dutch --players N --rounds R --seed S``: the
random tournament generator (TRF-2026, or ``--format toml``), every round paired by
cardtable's engine, results drawn from a results model; ``--count K --out-dir DIR``
writes K tournaments, seeds S, S+1, … (docs/acceptance.md)."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from ..formats.save import check_new, create_file
from ..formats.trf_write import NotWritable
from ..systems.generation import (
    DEFAULT_TIEBREAKS,
    FORMATS,
    Generation,
    check_format,
    generate,
    written,
)
from ..systems.registry import DEFAULT_SYSTEM, SYSTEMS, entry
from ..systems.results_model import GENERATOR_CHANCES, load_results_model
from ..systems.simulate_request import Chances
from ..systems.simulation import RoundNotPaired
from ..tiebreaks.codes import split_codes
from .common import CommandError
from ..model.numerals import is_digits
from .numbers import integer, rate


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("output", metavar="OUT.trf",
                        help="the file to write (with --count: the name each file is "
                             "numbered from, in --out-dir)")
    parser.add_argument("--system", default=DEFAULT_SYSTEM, choices=sorted(SYSTEMS),
                        help=f"pairing system (a Swiss one; default: {DEFAULT_SYSTEM})")
    parser.add_argument("--players", required=True, type=_players, metavar="N|LOW-HIGH",
                        help="number of players, or a range each tournament's size is "
                             "drawn from")
    parser.add_argument("--rounds", type=integer, required=True, help="number of rounds")
    parser.add_argument("--seed", type=integer, required=True,
                        help="random seed: the same seed gives the same tournament")
    parser.add_argument("--byes", type=_byes, default=(0.0, 0.0, 0.0), metavar="F:H:Z",
                        help="chance per player and round of a requested full-, half- and "
                             "zero-point bye (e.g. 0.01:0.03:0.01; default none)")
    parser.add_argument("--forfeits", type=rate, metavar="RATE",
                        help="chance per game of a forfeit (default: the results model's)")
    parser.add_argument("--results-model", metavar="FILE",
                        help="the results model, a TOML file (docs/results-model.toml; "
                             "default: FIDE's expected score of B.02 with 30%% draws)")
    parser.add_argument("--baku", action="store_true",
                        help="the Baku acceleration (C.04.7), written as records 250")
    parser.add_argument("--tiebreaks", metavar="CODES",
                        help=f"tie-break list, records 202/212 (default: the system's own, "
                             f"else {','.join(DEFAULT_TIEBREAKS)})")
    parser.add_argument("--count", type=integer, metavar="K",
                        help="generate K tournaments (seeds S to S+K-1) into --out-dir")
    parser.add_argument("--out-dir", metavar="DIR", help="the folder for --count's files")
    parser.add_argument("--format", choices=FORMATS, default="trf",
                        help="TRF-2026 (default) or the TOML tournament file")


def _players(text: str) -> tuple[int, int]:
    low, _, high = text.partition("-")
    if not is_digits(low) or not (is_digits(high) or not high):
        raise argparse.ArgumentTypeError(f"expected a number or LOW-HIGH in the digits 0-9, "
                                         f"not {text[:40]!r}")
    return (int(low), int(high or low))


def _byes(text: str) -> tuple[float, float, float]:
    parts = text.split(":")
    if len(parts) != 3:
        raise argparse.ArgumentTypeError(f"expected three rates F:H:Z, not {text!r}")
    full, half, zero = (rate(part) for part in parts)
    if full + half + zero > 1:
        raise argparse.ArgumentTypeError(f"the bye rates {text} add up to more than 1")
    return (full, half, zero)


def chances_of(args: argparse.Namespace) -> Chances:
    """The results model (file or default) with the byes and forfeits asked for."""
    model = (load_results_model(args.results_model) if args.results_model
             else GENERATOR_CHANCES)
    full, half, zero = args.byes
    model = replace(model, full_bye=full, half_bye=half, zero_bye=zero)
    return model if args.forfeits is None else replace(model, forfeit=args.forfeits)


def targets(args: argparse.Namespace) -> list[tuple[Path, int]]:
    """Each file to write with its seed; every one checked before any is played."""
    suffix = f".{args.format}"
    output = Path(args.output)
    if output.suffix.lower() not in (".trf", ".toml"):
        raise CommandError(f"{output}: the file name ends in .trf or .toml")
    if output.suffix.lower() != suffix:
        raise CommandError(f"{output}: --format {args.format} writes a {suffix} file")
    if args.count is None:
        if args.out_dir:
            raise CommandError("--out-dir is for --count")
        files = [(output, args.seed)]
    else:
        if args.count < 1 or not args.out_dir:
            raise CommandError("--count K needs K of at least 1 and --out-dir DIR")
        folder = Path(args.out_dir)
        folder.mkdir(parents=True, exist_ok=True)
        width = len(str(args.count))
        files = [(folder / f"{output.stem}-{k:0{width}d}{suffix}", args.seed + k - 1)
                 for k in range(1, args.count + 1)]
    for path, _ in files:
        check_new(path)
    return files


def run(args: argparse.Namespace) -> int:
    chances = chances_of(args)
    tiebreaks = (tuple(split_codes(args.tiebreaks)) if args.tiebreaks is not None
                 else entry(args.system).tiebreaks or DEFAULT_TIEBREAKS)
    files = targets(args)
    for path, seed in files:
        request = Generation(args.system, args.players, args.rounds, seed, chances,
                             args.baku, tiebreaks)
        try:
            check_format(request, args.format)
            tournament = generate(request)
            text = written(tournament, args.format)
        except ValueError as exc:  # NotWritable among them: what TRF cannot hold
            raise CommandError(f"{path}: {exc}; nothing written" if isinstance(
                exc, NotWritable) else str(exc)) from None
        except RoundNotPaired as exc:
            unpaired = exc.tournament.last_complete_round + 1
            raise CommandError(f"{path}: seed {seed}: {CommandError.unpairable(unpaired, exc)}"
                               f"; nothing written for it (fewer --rounds?)") from None
        create_file(path, text)
        if args.count is None:
            print(f"generated {path}: {len(tournament.players)} players, "
                  f"{tournament.last_paired_round} rounds ({args.system}, seed {seed})")
    if args.count is not None:
        print(f"generated {len(files)} tournaments in {args.out_dir} "
              f"(seeds {args.seed} to {args.seed + len(files) - 1})")
    return 0
