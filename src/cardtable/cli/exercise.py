"""``cardtable exercise``: pairing exercises for learners and arbiter seminars.

``exercise new FILE.toml --system S --players N --round R --seed S [--level L]``
writes a tournament whose rounds 1..R-1 are played and whose round R is to be paired
by hand; ``exercise check FILE.toml ANSWER.txt`` marks a hand-made pairing of that
round (exit 0 right, 1 different, with the first difference and the rule deciding it,
2 not a pairing at all)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..formats.save import check_new, create_file, write_output
from ..formats.toml_write import dumps_tournament
from ..systems.exercise import (LEVELS, AnswerError, ExerciseError, has_colours,
                                make_exercise, mark, parse_answer, system_levels)
from ..systems.exercise.sheet import make_sheet
from .common import CommandError, read
from .explain import paired_again
from .sheet_html import render_sheet
from .numbers import integer

EXIT_RIGHT, EXIT_DIFFERENT, EXIT_NOT_A_PAIRING = 0, 1, 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    levels = "; ".join(f"{slug}: {level.title}" for slug, level in LEVELS.items())
    new = sub.add_parser("new", help="write a tournament whose next round is to be "
                                     "paired by hand",
                         description="Rounds 1..R-1 are played by the system's engine "
                                     "(reproducible from the seed); round R is the one "
                                     "to pair. Levels: " + levels)
    new.add_argument("file", metavar="FILE.toml", help="the exercise to write")
    new.add_argument("--system", required=True, choices=sorted(system_levels()),
                     help="pairing system")
    new.add_argument("--players", type=integer, required=True, help="number of players")
    new.add_argument("--round", type=integer, required=True, dest="round_no", metavar="R",
                     help="the round to pair (2 or later)")
    new.add_argument("--seed", type=integer, required=True,
                     help="random seed: the search for the level starts here")
    new.add_argument("--level", default="homogeneous", choices=list(LEVELS),
                     help="what the round exercises (default: homogeneous): " + levels)
    check = sub.add_parser("check", help="mark a hand-made pairing of the exercise's "
                                         "next round",
                           description="ANSWER: the number of lines on line 1, then "
                                       "'WHITE BLACK' by pairing number, one board a "
                                       "line, the PAB as 'N 0' (as engine -p writes). "
                                       "Exit 0 right, 1 different, 2 not a pairing.")
    check.add_argument("file", metavar="FILE.toml", help="the exercise")
    check.add_argument("answer", metavar="ANSWER.txt", help="the hand-made pairing")
    sheet = sub.add_parser("sheet", help="a printable seminar sheet of the exercise "
                                         "(HTML for A4)")
    sheet.add_argument("file", metavar="FILE.toml", help="the exercise")
    sheet.add_argument("-o", "--output", required=True, metavar="SHEET.html",
                       help="the page to write")
    sheet.add_argument("--solution", action="store_true",
                       help="with the answer and the steps to it, bracket by bracket")


def run(args: argparse.Namespace) -> int:
    return {"new": _new, "check": _check, "sheet": _sheet}[args.action](args)


def _new(args: argparse.Namespace) -> int:
    check_new(args.file)  # before the search for the level, which may take long
    try:
        exercise = make_exercise(args.system, args.players, args.round_no, args.seed,
                                 args.level)
    except ExerciseError as exc:
        raise CommandError(str(exc)) from None
    text = (f"# {exercise.heading}\n"
            f"# Mark an answer with: cardtable exercise check {Path(args.file).name} "
            f"ANSWER.txt\n" + dumps_tournament(exercise.tournament))
    create_file(args.file, text)
    print(f"{args.file}: {exercise.heading} (seed {exercise.seed})")
    return EXIT_RIGHT


def _check(args: argparse.Namespace) -> int:
    tournament = read(args.file)
    round_no = tournament.next_round
    rules = paired_again(tournament, round_no).rules
    try:
        text = Path(args.answer).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CommandError(f"{args.answer}: cannot read the answer: "
                           f"{getattr(exc, 'strerror', None) or exc}") from None
    present = frozenset(p for b in rules.boards for p in b) | (
        {rules.pab} if rules.pab is not None else set())
    known = frozenset(p.start_no for p in tournament.players)
    try:
        answer = parse_answer(text, round_no, present, known)
    except AnswerError as exc:
        print(f"{args.answer}: not a pairing of round {round_no}: {exc}", file=sys.stderr)
        return EXIT_NOT_A_PAIRING
    marking = mark(tournament, round_no, answer, rules)
    if marking.right:
        note = " (in another board order: the order does not count)" if marking.order \
            else ""
        judged = ("the pairs, colours and PAB" if has_colours(tournament.settings.system)
                  else "the pairs and the bye")
        print(f"Round {round_no}: right — {judged} are the rules'{note}")
        return EXIT_RIGHT
    first = marking.first
    print(f"Round {round_no}: your pairing differs from the rules'.")
    if first is not None:
        print(f"First difference ({first.where}), by {first.rule}:")
        print(f"  {first.text}")
    if marking.others:
        print("All differences, in the order of the procedure:")
        for difference in marking.others:
            print(f"  {difference.line}")
    return EXIT_DIFFERENT


def _sheet(args: argparse.Namespace) -> int:
    tournament = read(args.file)
    round_no = tournament.next_round
    rules = paired_again(tournament, round_no).rules
    sheet = make_sheet(tournament, round_no, rules, has_colours(tournament.settings.system))
    write_output(args.output, render_sheet(sheet, args.solution))
    print(f"{args.output}: the sheet for round {round_no}"
          + (" with the solution" if args.solution else ""))
    return EXIT_RIGHT
