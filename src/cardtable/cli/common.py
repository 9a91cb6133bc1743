"""What the commands share: reading a tournament, editing one under its lock, naming
players, and reporting problems on stderr with exit code 2."""

from __future__ import annotations

import contextlib
import sys
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Iterator

from ..actions.outcome import Outcome
from ..actions.words import describe as describe
from ..formats.load import is_trf
from ..systems.files import load_tournament, read_toml
from ..model.player import Player
from ..model.tournament import Tournament
from ..model.roster import name_forms, namesakes

from .exits import EXIT_OK as EXIT_OK, EXIT_USAGE as EXIT_USAGE
from .output import CommandError as CommandError, fail as fail, message as message
from ..model.numerals import is_digits


def read(path: str) -> Tournament:
    """A tournament from a ``.toml`` or ``.trf`` file, for commands that only read."""
    return load_tournament(path)


@dataclass
class Edit:
    """The tournament being edited; set ``tournament`` to the changed one."""

    path: str
    tournament: Tournament


@contextlib.contextmanager
def edit(path: str) -> Iterator[Edit]:
    """``with edit(path) as e:`` locks the tournament file, reads it, and saves
    ``e.tournament`` atomically when the block ends without an error and changed it.
    An error leaves the file as it was."""
    if is_trf(path):
        raise CommandError(f"{path} is a TRF file, which cardtable only reads: import it "
                           f"first (cardtable import {path} -o "
                           f"{Path(path).with_suffix('.toml').name})")
    from ..formats.save import FileLock  # the lock, for editing commands only

    with FileLock(path) as lock:
        if lock.notice:
            print(f"cardtable: {path}: {lock.notice}", file=sys.stderr)
        before = read_toml(path)
        change = Edit(path, before)
        yield change
        if change.tournament != before:
            from ..formats.toml_file import save_tournament  # the TOML writer, for editing commands only

            save_tournament(change.tournament, path)


def find_player(tournament: Tournament, text: str) -> Player:
    """A player by pairing number, or by name written "Last, First" or "First Last",
    in any case (whole, or the start of exactly one name). A name that fits more than
    one player is refused with every candidate listed."""
    if is_digits(text.strip()):
        number = int(text)
        if tournament.has_player(number):
            return tournament.player(number)
        raise CommandError(f"no player has pairing number {number}")
    found = list(namesakes(tournament, text))
    if not found:
        key = name_forms(text)[0]
        found = [p for p in tournament.players
                 if any(form.startswith(key) for form in name_forms(p.name))]
    if len(found) == 1:
        return found[0]
    if not found:
        raise CommandError(f"no player is called {text!r}")
    names = "; ".join(f"{p.start_no} {p.name}" for p in found)
    raise CommandError(f"{text!r} names {len(found)} players ({names}): give the pairing "
                       f"number")


def applied(outcome: Outcome, prefix: str = "") -> Tournament:
    """The tournament an act made, to save; its refusal raised as the command's error
    (``prefix`` before it, where the door names the file or the option)."""
    if outcome.refusal is not None:
        raise CommandError(prefix + outcome.refusal)
    return outcome.tournament


def tell(outcome: Outcome) -> None:
    """What an act says, once its tournament is saved: its lines on stdout, its
    warnings on stderr."""
    if outcome.lines:
        print(outcome.said)
    for warning in outcome.warnings:
        print(f"warning: {warning}", file=sys.stderr)
