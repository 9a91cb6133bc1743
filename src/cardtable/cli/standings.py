"""``cardtable standings FILE``: the standings with FIDE's tie-breaks (C.07, 2026
edition), a player's tie-breaks explained, the crosstable or a round's pairings, as text,
CSV, JSON or a printable HTML page."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

from ..formats.errors import FileError
from ..model import Tournament

HELP = "standings with FIDE tie-breaks, explained; crosstable and pairings (text/CSV/HTML)"

EXIT_OK, EXIT_ERROR = 0, 2
FORMATS = ("text", "csv", "json", "html")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="tournament file (.toml or .trf)")
    parser.add_argument("--after-round", type=int, metavar="R",
                        help="standings after round R (default: the last complete round)")
    parser.add_argument("--tiebreaks", metavar="CODES",
                        help="tie-break list as FIDE writes it, e.g. 'BH/C1,BH,SB,DE' "
                             "(default: the list stored in the file; points always first)")
    parser.add_argument("--format", choices=FORMATS, default="text", help="output format")
    parser.add_argument("--rules", choices=("swiss", "roundrobin"),
                        help="C.07 rules for unplayed rounds (default: from the system; a TRF "
                             "whose 092/192 record names a round robin uses roundrobin)")
    view = parser.add_mutually_exclusive_group()
    view.add_argument("--explain", metavar="PLAYER",
                      help="break every tie-break of PLAYER (start number or name) into its "
                           "contributions round by round")
    view.add_argument("--crosstable", action="store_true",
                      help="the crosstable instead of the standings")
    view.add_argument("--pairings", type=int, metavar="ROUND",
                      help="the pairings of ROUND instead of the standings")
    parser.add_argument("-o", "--output", metavar="OUT",
                        help="write to OUT instead of the standard output")


def load(path: str) -> Tournament:
    """A tournament file: TOML through the project's loader, TRF through the TRF
    reader."""
    try:
        from ..formats import load_tournament  # type: ignore[attr-defined]
    except ImportError:
        load_tournament = None
    if load_tournament is not None:
        return load_tournament(path)
    if Path(path).suffix.lower() == ".trf":
        from ..formats.trf import read_trf
        return read_trf(path)
    raise FileError(path, "cannot read this kind of file (expected .toml or .trf)")


def find_player(tournament: Tournament, text: str) -> int:
    """A start number, or a name (case-insensitive; a unique part of it will do)."""
    if text.strip().isdigit():
        number = int(text)
        if not tournament.has_player(number):
            raise ValueError(f"no player with start number {number}")
        return number
    key = text.strip().casefold()
    exact = [p for p in tournament.players if p.name.casefold() == key]
    found = exact or [p for p in tournament.players if key in p.name.casefold()]
    if len(found) != 1:
        raise ValueError(f"no player named {text!r}" if not found else
                         f"{text!r} names {len(found)} players: "
                         + ", ".join(f"{p.start_no} {p.name}" for p in found[:5]))
    return found[0].start_no


def render(args: argparse.Namespace, tournament: Tournament) -> str:
    """The requested output as one string."""
    from ..formats import tables
    from ..formats.csv_tables import render_csv
    from ..formats.html import render_html
    from ..tiebreaks import standings
    from ..tiebreaks.explain import explain, explanation_to_json, render_explanation

    if args.explain is not None:
        start_no = find_player(tournament, args.explain)
        found = explain(tournament, start_no, args.tiebreaks, args.after_round, args.rules)
        if args.format == "json":
            return json.dumps(explanation_to_json(found), indent=2, ensure_ascii=False) + "\n"
        if args.format != "text":
            raise ValueError("--explain writes text or json")
        return render_explanation(found, tournament)
    if args.pairings is not None:
        table = tables.pairings_table(tournament, args.pairings)
    elif args.crosstable:
        table = tables.crosstable(tournament, args.after_round, args.tiebreaks, args.rules)
    else:
        result = standings(tournament, args.tiebreaks, args.after_round, args.rules)
        if args.format == "json":
            return json.dumps(result.to_json(), indent=2, ensure_ascii=False) + "\n"
        table = tables.standings_table(result)
    if args.format == "json":
        raise ValueError("JSON is available for the standings and --explain")
    return {"text": tables.render_text, "csv": render_csv, "html": render_html}[
        args.format](table)


def write(text: str, output: str | None) -> None:
    """To the standard output, or to a file replaced in one step (never half written)."""
    if output is None:
        sys.stdout.write(text)
        return
    target = Path(output)
    handle, temporary = tempfile.mkstemp(dir=target.parent,
                                         prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as out:
            out.write(text)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def run(args: argparse.Namespace) -> int:
    try:
        tournament = load(args.file)
        write(render(args, tournament), args.output)
    except FileError as exc:
        print(exc.render(), file=sys.stderr)
        return EXIT_ERROR
    except (ValueError, KeyError) as exc:  # bad codes, rounds, players (all name the cause)
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        print(f"cardtable standings: {args.file}: {message}", file=sys.stderr)
        return EXIT_ERROR
    except OSError as exc:
        print(f"cardtable standings: cannot write {args.output}: {exc.strerror or exc}",
              file=sys.stderr)
        return EXIT_ERROR
    return EXIT_OK
