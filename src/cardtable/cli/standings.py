"""``cardtable standings FILE``: the standings with FIDE's tie-breaks (C.07, 2026
edition), a player's tie-breaks explained, the crosstable or a round's pairings, as text,
CSV, JSON or a printable HTML page."""

from __future__ import annotations

import argparse
import json
import sys

from ..formats.errors import FileError
from ..formats.save import write_output
from ..model.tournament import Tournament
from ..model.team_roster import TeamError
from ..systems.teams import find_team
from ..tiebreaks.context import Rules
from .common import EXIT_OK, CommandError, fail, find_player, read
from .numbers import integer

FORMATS = ("text", "csv", "json", "html")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="tournament file (.toml or .trf)")
    parser.add_argument("--after-round", type=integer, metavar="R",
                        help="standings after round R (default: the last complete round)")
    parser.add_argument("--tiebreaks", metavar="CODES",
                        help="tie-break list as FIDE writes it, e.g. 'BH/C1,BH,SB,DE' "
                             "(default: the list stored in the file; points always first)")
    parser.add_argument("--format", choices=FORMATS, default="text", help="output format")
    parser.add_argument("--rules", choices=tuple(rules.value for rules in Rules),
                        help="C.07 rules for unplayed rounds (default: from the system; a TRF "
                             "whose 092/192 record names a round robin uses roundrobin)")
    view = parser.add_mutually_exclusive_group()
    view.add_argument("--explain", metavar="PLAYER",
                      help="break every tie-break of PLAYER (start number or name; in a team "
                           "competition a team's number or name) into its contributions "
                           "round by round")
    view.add_argument("--crosstable", action="store_true",
                      help="the crosstable instead of the standings (of a file with teams: "
                           "the crosstable of matches)")
    view.add_argument("--pairings", type=integer, metavar="ROUND",
                      help="the pairings of ROUND instead of the standings")
    parser.add_argument("-o", "--output", metavar="OUT",
                        help="write to OUT instead of the standard output")


def render(args: argparse.Namespace, tournament: Tournament) -> str:
    """The requested output as one string."""
    from ..formats import tables
    from ..formats.csv_tables import render_csv
    from ..formats.html import render_html
    from ..systems.ranking import crosstable, explain, pairings_table, standings
    from ..tiebreaks.explain import explanation_to_json, render_explanation

    if tournament.teams and args.pairings is None and not args.crosstable:
        return _team_standings(args, tournament)
    if args.explain is not None:
        start_no = find_player(tournament, args.explain).start_no
        found = explain(tournament, start_no, args.tiebreaks, args.after_round, args.rules)
        if args.format == "json":
            return json.dumps(explanation_to_json(found), indent=2, ensure_ascii=False) + "\n"
        if args.format != "text":
            raise ValueError("--explain writes text or json")
        return render_explanation(found, tournament)
    if args.pairings is not None:
        table = pairings_table(tournament, args.pairings)
    elif args.crosstable and tournament.teams:  # the teams' matches (C.04.6 art. 1.2)
        from ..systems.competition import teams_of  # the team system's, only here

        table = teams_of(tournament).crosstable(args.after_round)
    elif args.crosstable:
        table = crosstable(tournament, args.after_round, args.tiebreaks, args.rules)
    else:
        result = standings(tournament, args.tiebreaks, args.after_round, args.rules)
        if args.format == "json":
            return json.dumps(result.to_json(), indent=2, ensure_ascii=False) + "\n"
        table = tables.standings_table(result)
    if args.format == "json":
        raise ValueError("JSON is available for the standings and --explain")
    return {"text": tables.render_text, "csv": render_csv, "html": render_html}[
        args.format](table)


def _team_standings(args: argparse.Namespace, tournament: Tournament) -> str:
    """A team competition's standings: the teams by primary score, then the team
    tie-break list (``--tiebreaks`` or the file's ``[team]`` ``tiebreaks``); or one
    team's values explained."""
    from ..formats import tables
    from ..formats.csv_tables import render_csv
    from ..formats.html import render_html
    from ..formats.team_tables import team_standings_table
    from ..systems.competition import teams_of
    from ..tiebreaks.explain import explanation_to_json
    from ..tiebreaks.team_standings import explain_team, render_team_explanation

    after = tournament.last_complete_round if args.after_round is None else args.after_round
    if not 0 <= after <= tournament.last_complete_round:
        raise ValueError(f"no team standings after round {after}: the last complete round "
                         f"is {tournament.last_complete_round}")
    result = teams_of(tournament).standings(after, args.tiebreaks)
    if args.explain is not None:
        try:
            team = find_team(tournament, args.explain).tpn
        except TeamError as exc:
            raise CommandError(str(exc)) from None
        found = explain_team(result, team)
        if args.format == "json":
            return json.dumps(explanation_to_json(found), indent=2, ensure_ascii=False) + "\n"
        if args.format != "text":
            raise ValueError("--explain writes text or json")
        return render_team_explanation(result, found, {t.tpn: t.name for t in tournament.teams})
    if args.format == "json":
        return json.dumps(result.to_json(), indent=2, ensure_ascii=False) + "\n"
    return {"text": tables.render_text, "csv": render_csv, "html": render_html}[
        args.format](team_standings_table(result))


def write(text: str, output: str | None) -> None:
    """To the standard output, or to a file replaced in one step (never half written)."""
    if output is None:
        sys.stdout.write(text)
    else:
        write_output(output, text)


def run(args: argparse.Namespace) -> int:
    try:
        tournament = read(args.file)
        write(render(args, tournament), args.output)
    except FileError as exc:
        return fail(exc)
    except (CommandError, ValueError) as exc:  # bad codes, rounds, players: each says why
        return fail(CommandError(f"{args.file}: {exc}"))
    return EXIT_OK
