"""``cardtable check FILE|DIR ...``: the free checker. Every recorded round is paired
again by the rules and each round whose published pairing differs is explained with
the engine's trace (what the rules require and at which step the published pairing
departs from it); then the standings are recomputed by the file's tie-break list
(records 202/212) and compared with its points and rank columns and, in a file
``cardtable generate`` wrote, every tie-break value.

Exit 0: everything agrees; 1: a difference; 2: a file that cannot be read. Many files
(or folders of ``.trf``/``.toml`` files) are checked in one process: a line per file
and a one-line summary."""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..formats.errors import FileError
from ..formats.load import is_trf
from ..formats.errors import read_bytes
from ..formats.trf_standings import StatedStandings, read_stated
from ..formats.trf_team_stated import StatedTeam, read_team_stated
from ..model.tournament import Tournament
from ..systems.files import load_tournament, parse_trf
from ..systems.replay import Replay
from ..trace.steps import DepartureStep
from .common import CommandError, message
from .explain import paired_again
from .numbers import integer

if TYPE_CHECKING:
    from ..systems.standings_check import Discrepancy

EXIT_AGREE, EXIT_DIFFERENT, EXIT_INVALID = 0, 1, 2
SUFFIXES = (".trf", ".toml")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="tournament files (.toml or .trf), or folders of them")
    parser.add_argument("--after-round", type=integer, metavar="R",
                        help="the standings after round R (default: the last complete "
                             "round)")


@dataclass
class Report:
    """What the check of one file found: lines to print and the differences."""

    rounds: int = 0
    differing_rounds: int = 0
    standings_differences: int = 0
    lines: list[str] = field(default_factory=list)

    @property
    def agrees(self) -> bool:
        return not (self.differing_rounds or self.standings_differences)


def run(args: argparse.Namespace) -> int:
    paths = _expand(args.files)
    if paths is None:
        return EXIT_INVALID
    one = len(paths) == 1 and not Path(args.files[0]).is_dir()
    counts = {"agree": 0, "differ": 0, "invalid": 0}
    for path in paths:
        try:
            report = check_file(path, args.after_round)
        except (FileError, CommandError) as exc:
            counts["invalid"] += 1
            print(message(exc, "cardtable"), file=sys.stderr)
            continue
        counts["agree" if report.agrees else "differ"] += 1
        if one:
            print("\n".join(report.lines))
        elif report.agrees:
            print(f"{path}: {report.rounds} rounds and the standings as the rules give")
        else:
            print(f"{path}: {report.differing_rounds} of {report.rounds} rounds differ, "
                  f"{report.standings_differences} standings differences")
            print("\n".join(f"  {line}" for line in report.lines
                            if not line.startswith("Round ") or "differ" in line
                            or "not checked" in line or line.startswith("  ")))
    if not one:
        print(f"checked {len(paths)} files: {counts['agree']} agree, {counts['differ']} "
              f"differ, {counts['invalid']} invalid")
    if counts["invalid"]:
        return EXIT_INVALID
    return EXIT_DIFFERENT if counts["differ"] else EXIT_AGREE


def _expand(names: list[str]) -> list[str] | None:
    """The files named, a folder standing for its .trf and .toml files (sorted)."""
    paths: list[str] = []
    for name in names:
        folder = Path(name)
        if folder.is_dir():
            found = sorted(str(p) for p in folder.iterdir()
                           if p.suffix.lower() in SUFFIXES and p.is_file())
            if not found:
                print(f"cardtable: {name}: no .trf or .toml file in this folder",
                      file=sys.stderr)
                return None
            paths += found
        else:
            paths.append(name)
    return paths


def read_checked(path: str) -> tuple[Tournament, StatedStandings, dict[int, StatedTeam]]:
    """The tournament, the standings it states and the team standings of its 310
    records (a TRF-2026 team file), the file read once."""
    if not is_trf(path):
        return load_tournament(path), StatedStandings(), {}
    raw = read_bytes(path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    return parse_trf(text, path), read_stated(text, path), read_team_stated(text)


def check_file(path: str, after_round: int | None = None) -> Report:
    """Check one file's rounds and standings."""
    from ..systems.standings_check import check_standings

    tournament, stated, teams = read_checked(path)
    report = Report()
    _check_rounds(tournament, report)
    if after_round is not None and not 1 <= after_round <= tournament.last_complete_round:
        raise CommandError(f"{path}: --after-round {after_round}: the rounds complete are "
                           f"1 to {tournament.last_complete_round}")
    try:
        checked = check_standings(tournament, stated, after_round)
    except ValueError as exc:  # a tie-break list that is no list (CodeError), ...
        raise CommandError(f"{path}: the standings cannot be computed: "
                           f"{str(exc)[:300]}") from None
    _report(report, "Standings", "the file states none", "tie-break list", "player",
            checked.standings.after_round, checked.compared, checked.discrepancies)
    if tournament.teams:
        from ..systems.standings_check import check_team_standings

        team = check_team_standings(tournament, teams, after_round)
        _report(report, "Team standings", "the 310 records state none",
                "team tie-break list", "team", team.standings.after_round, team.compared,
                team.discrepancies)
    return report


def _report(report: Report, what: str, none: str, source: str, who: str, after: int,
            compared: tuple[str, ...], discrepancies: tuple[Discrepancy, ...]) -> None:
    """One standings comparison in the report: ``what`` after the round, as the
    ``source`` gives or each difference by ``who`` (player or team)."""
    report.standings_differences += len(discrepancies)
    if not compared:
        report.lines.append(f"{what} after round {after}: {none} for this round to compare")
    elif not discrepancies:
        report.lines.append(f"{what} after round {after}: as the {source} gives "
                            f"({', '.join(compared)} compared)")
    else:
        report.lines.append(f"{what} after round {after}: {len(discrepancies)} differ "
                            f"from the {source} ({', '.join(compared)} compared)")
        report.lines += [f"  {who} {d.player}: {d.text} [{d.rule}]" for d in discrepancies]


def _check_rounds(tournament: Tournament, report: Report) -> None:
    rounds = [r.number for r in sorted(tournament.rounds, key=lambda r: r.number)
              if r.paired]
    for number in rounds:
        try:
            # the trace (which explains a difference) only for a round that differs
            replay = paired_again(tournament, number, trace=False)
            if not replay.agrees:
                replay = paired_again(tournament, number)
        except CommandError as exc:
            report.differing_rounds += 1
            report.lines.append(f"Round {number}: not checked: {exc}")
            continue
        manual = tournament.round(number).manual
        if manual:  # ### MPA: the arbiter's pairing, checked like any other
            report.lines.append(f"Round {number}: marked as paired by hand: {manual}")
        if replay.agrees:
            report.lines.append(f"Round {number}: as the rules give")
            continue
        report.differing_rounds += 1
        report.lines.append(f"Round {number}: the published pairing differs from the rules'")
        report.lines += [f"  {line}" for line in _differences(replay)]
    total = report.rounds = len(rounds)
    different = report.differing_rounds
    report.lines.append(f"{total - different} of {total} round{'s' if total != 1 else ''} "
                        f"as the rules give" + (f"; {different} differ" if different else ""))


def _differences(replay: Replay) -> list[str]:
    """The departure steps of the trace, or, for a system whose trace cannot tell,
    the boards that differ."""
    trace = replay.rules.trace
    steps = [s for s in trace.steps if isinstance(s, DepartureStep)] if trace else []
    if steps:
        return [f"{s.text} [{s.article}]" for s in steps]
    recorded = replay.recorded
    if recorded is None:
        return []
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
