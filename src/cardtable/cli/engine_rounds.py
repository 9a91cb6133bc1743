"""What ``cardtable engine`` does with a round for every system it pairs (``--dutch``,
``--team``): ``-p`` pairs the next round and writes it in the engines' format,
``-c`` replays every round and reports the ones the rules pair differently, and the
exit codes of JaVaFo/bbpPairings."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import Callable

from ..formats.errors import FileError
from ..model.tournament import Tournament
from ..systems.base import Pairing, PairingError
from .output import message

EXIT_DONE, EXIT_NO_PAIRING, EXIT_INVALID, EXIT_FILE = 0, 1, 3, 5

#: The CPU seconds ``-c`` gives the rules' pairing of one round (``--time-limit``): a
#: round of 10 000 players takes under 10; a damaged file whose search would run on
#: for minutes is stopped with a message instead (issue 35).
TIME_LIMIT = 60.0


class OverLimit(Exception):
    """A round's pairing used up its CPU time (:func:`cpu_limit`)."""


@contextlib.contextmanager
def cpu_limit(seconds: float) -> Iterator[None]:
    """Raise :class:`OverLimit` in the block once it has used ``seconds`` of CPU time
    (the process's virtual timer, so a wall-clock timer of the caller is untouched);
    no guard off the main thread, where signals cannot be handled."""
    import signal  # -c only: not at the start of -p

    def over(signum: int, frame: object) -> None:
        raise OverLimit

    armed = seconds > 0
    if armed:
        try:
            old = signal.signal(signal.SIGVTALRM, over)
        except ValueError:  # off the main thread, where signals cannot be handled
            armed = False
    if not armed:
        yield
        return
    signal.setitimer(signal.ITIMER_VIRTUAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)
        signal.signal(signal.SIGVTALRM, old)


def lines_of(pairing: Pairing) -> list[str]:
    """The output of ``-p``: the count, then one board a line, the PAB as ``N 0``."""
    rows = [f"{white} {black}" for white, black in pairing.boards]
    if pairing.pab is not None:
        rows.append(f"{pairing.pab} 0")
    return [str(len(rows)), *rows]


def pair_next(tournament: Tournament, pair: Callable[[Tournament, int], Pairing],
              pair_to: str) -> int:
    """``-p``: pair the next round with ``pair`` and write it to ``pair_to`` (empty:
    standard output)."""
    round_no = tournament.next_round
    if tournament.settings.rounds and round_no > tournament.settings.rounds:
        print(f"cardtable engine: all {tournament.settings.rounds} rounds are paired",
              file=sys.stderr)
        return EXIT_INVALID
    try:
        pairing = pair(tournament, round_no)
    except PairingError as exc:
        print(f"cardtable engine: round {round_no}: {exc} ({exc.rule})", file=sys.stderr)
        return EXIT_NO_PAIRING
    text = "\n".join(lines_of(pairing)) + "\n"
    if not pair_to:
        sys.stdout.write(text)
        return EXIT_DONE
    from ..formats.save import write_output  # the atomic writer, for -p OUT only

    try:
        write_output(pair_to, text)
    except FileError as exc:
        print(message(exc, "cardtable engine"), file=sys.stderr)
        return EXIT_FILE
    return EXIT_DONE


def check_rounds(last: int, recorded_of: Callable[[int], Pairing | None],
                 rules_of: Callable[[int, Pairing], Pairing],
                 limit: float = TIME_LIMIT) -> int:
    """``-c``: rounds 1 to ``last`` as recorded (``recorded_of``) against the rules'
    pairing of each (``rules_of``); each one that differs reported. A round whose
    pairing uses more than ``limit`` CPU seconds is reported as not checked (and
    counts as one that differs) rather than left to run on."""
    differing = 0
    for number in range(1, last + 1):
        recorded = recorded_of(number)
        if recorded is None:
            continue
        try:
            with cpu_limit(limit):
                rules = rules_of(number, recorded)
        except PairingError as exc:
            print(f"Round {number}: no legal pairing: {exc}")
            differing += 1
            continue
        except OverLimit:
            print(f"Round {number}: not checked: pairing it took more than {limit:g} s "
                  f"of CPU time (--time-limit); a damaged file?")
            differing += 1
            continue
        if rules.as_set() == recorded.as_set() and rules.pab == recorded.pab:
            print(f"Round {number}: as the rules pair it")
            continue
        differing += 1
        print(f"Round {number}: the rules pair it differently")
        print_difference(rules, recorded)
        print_departures(rules)
    print(f"{last} round(s) checked, {differing} differ")
    return EXIT_NO_PAIRING if differing else EXIT_DONE


def print_difference(rules: Pairing, recorded: Pairing) -> None:
    """The boards (and PAB) of a round that the rules and the file pair differently,
    side by side."""
    print(f"  {'rules (cardtable)':<22}{'recorded':<22}")
    left = sorted(rules.as_set() - recorded.as_set())
    right = sorted(recorded.as_set() - rules.as_set())
    if rules.pab != recorded.pab:
        left += [(rules.pab, 0)] if rules.pab is not None else []
        right += [(recorded.pab, 0)] if recorded.pab is not None else []
    for k in range(max(len(left), len(right))):
        a = f"{left[k][0]:>5} - {left[k][1]:<5}" if k < len(left) else ""
        b = f"{right[k][0]:>5} - {right[k][1]:<5}" if k < len(right) else ""
        print(f"  {a:<22}{b:<22}")


def print_departures(rules: Pairing) -> None:
    """Where the recorded pairing departs from the rules, as the trace of the rules'
    pairing of a round that differs says it (the trace's modules loaded only then)."""
    from ..trace.steps import DepartureStep

    for step in rules.trace.steps if rules.trace else ():
        if isinstance(step, DepartureStep):
            print(f"  {step.text} [{step.article}]")
