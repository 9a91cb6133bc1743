"""``cardtable fide-rated FILE yes|no [--confirm --confirm]``: mark a tournament
FIDE-rated (FIDE mode: only FIDE's systems pair it) or leave FIDE mode. Leaving is
confirmed twice, as FIDE's acceptance asks: ``--confirm`` given two times; without it
the command says what leaving means and changes nothing. Leaving is logged in the
integrity log (``cardtable log``, undoable). The change is the settings' act
(:func:`cardtable.actions.settings.change_settings`), as the app's settings form makes it."""

from __future__ import annotations

import argparse
from dataclasses import replace

from ..actions.settings import change_settings, settings_edit
from .common import CommandError, edit

#: How many times leaving FIDE mode is confirmed.
CONFIRMATIONS = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the tournament file (.toml)")
    parser.add_argument("rated", choices=("yes", "no"),
                        help="yes: FIDE-rated (FIDE mode); no: leave FIDE mode")
    parser.add_argument("--confirm", action="count", default=0,
                        help="leaving FIDE mode: give it twice (--confirm --confirm)")


def run(args: argparse.Namespace) -> int:
    rated = args.rated == "yes"
    with edit(args.file) as change:
        before = change.tournament
        if before.settings.fide_rated == rated:
            print(f"the tournament is {'already' if rated else 'not'} FIDE-rated: "
                  f"nothing changed")
            return 0
        if not rated and args.confirm < CONFIRMATIONS:
            raise CommandError(
                f"the tournament is FIDE-rated: it is paired only by FIDE's systems and "
                f"every deviation is logged; leaving FIDE mode is confirmed twice "
                f"(--confirm --confirm; given {args.confirm} time(s)), and logged")
        outcome = change_settings(before, replace(settings_edit(before), fide_rated=rated))
        if outcome.refusal is not None:
            raise CommandError(outcome.refusal)
        change.tournament = outcome.tournament
    print("the tournament is FIDE-rated: only FIDE's systems pair it" if rated else
          "FIDE mode left: logged (cardtable log FILE lists it, --undo N restores it)")
    return 0
