"""Pair one round of SwissBG (the SwissBG document).

Round 1 is drawn by lot (:mod:`.draw`). Later rounds follow the SwissBG document's "based
on the Swiss system for chess: players with equal points meet where possible, no one
meets the same opponent twice" with the procedure of the simplified Swiss document
(pairing from the top, halves, search order, backtracking), without colours, each
scoregroup ordered by the current SwissBG standings (:mod:`cardtable.tiebreaks.swissbg`)
instead of by start number. The bye, for an odd number, goes to the player lowest in
those standings who has not had it (the SwissBG document: "der in der aktuellen Tabelle
der letzte ist, der noch kein Freilos hatte"); it moves up only when the others could not
all be paired."""

from __future__ import annotations

from ...model.tournament import Tournament
from ...tiebreaks.swissbg import SWISSBG_TIEBREAKS
from ...tiebreaks.context import IncompleteRound
from ...tiebreaks.standings import standings
from ...trace.steps import BoardsStep, ByeStep, Step, Trace
from ..base import NotReady, Pairing
from ..outside import FORBIDDEN, outside_step
from .articles import OUTSIDE
from ..simplified.conditions import ABSOLUTE
from ..simplified.field import Field, build_field
from ..simplified.procedure import Procedure
from ..simplified.search import pair_field
from ..simplified.tracing import bye_change, passed
from .draw import ARTICLE as DRAW_ARTICLE
from .draw import Draw, draw_first_round
from .steps import DrawStep

PROCEDURE = Procedure("swissbg", ABSOLUTE, "SwissBG with the simplified Swiss: pairings",
                      "current standing",
                      # the SwissBG document: "der in der aktuellen Tabelle der letzte
                      # ist, der noch kein Freilos hatte"
                      "the last in the current standings who has not had a bye",
                      colours=False)


def pair(tournament: Tournament, round_no: int, *, trace: bool = False,
         recorded: Pairing | None = None) -> Pairing:
    """Pair round ``round_no``; :class:`~..base.PairingError` when no pairing without a
    rematch or a forbidden pair exists (the tournament ends), :class:`~..base.NotReady`
    while a result is missing or the file has no random seed for the first round.
    ``recorded``, the published pairing of a round paired again, stands for the lot of
    round 1 when the file records no seed (the draw was made at the board)."""
    steps: list[Step]
    if round_no == 1 and tournament.settings.random_seed is None and recorded is not None:
        pairs, bye, steps = recorded.boards, recorded.pab, [_published_draw(recorded)]
    elif round_no == 1:
        field = build_field(tournament, 1)
        drawn = draw_first_round(list(field.cards), tournament.settings.random_seed,
                                 {p: card.never_meets for p, card in field.cards.items()})
        pairs, bye = drawn.pairs, drawn.bye
        steps = _draw_steps(drawn, tournament.settings.random_seed, field)
    else:
        # The SwissBG document: every result is entered before the next round is paired.
        try:
            table = standings(tournament, SWISSBG_TIEBREAKS, after_round=round_no - 1)
        except IncompleteRound as exc:
            raise NotReady(str(exc)) from None
        place = {row.start_no: index for index, row in enumerate(table.rows)}
        field = build_field(tournament, round_no, order=place.__getitem__)
        found = pair_field(field, PROCEDURE, trace)
        pairs, bye, steps = found.pairs, found.bye, list(found.steps)
    walk = None
    if trace:
        steps = [*outside_step(tournament, round_no, articles=OUTSIDE), *steps]
        steps.append(BoardsStep(PROCEDURE.article, "Boards in the order the pairs were "
                                "formed; the first player of each pair is listed first",
                                tuple(pairs), bye))
        walk = Trace("swissbg", round_no, tuple(pairs), bye, tuple(steps))
    return Pairing(round_no, tuple(pairs), bye, walk)


def _draw_steps(drawn: Draw, seed: int | None, field: Field) -> list[Step]:
    """The draw of round 1 (the SwissBG document) and, where forbidden pairs part drawn
    neighbours, the bye candidates passed over, the bye, and the pairs passed over (as
    the procedure records them: the bye first, then the pairs)."""
    said = (f"Round 1 is drawn by lot with the tournament's random seed {seed}: "
            + " ".join(map(str, drawn.order)) + "; pairs in the order drawn")
    if drawn.passed or drawn.tried:
        said += (", each player not yet paired with the first one drawn after them whom they "
                 "may meet and after whom the others can still all be paired "
                 f"({FORBIDDEN})")
    if drawn.bye is not None:
        said += "; the player drawn last has the bye" + (
            ", or the one before when the others cannot all be paired then"
            if drawn.tried else "")
    steps: list[Step] = [DrawStep(DRAW_ARTICLE, said, seed, tuple(drawn.order),
                                  tuple(drawn.pairs))]
    steps += [bye_change(PROCEDURE, player) for player in drawn.tried]
    if drawn.bye is not None:
        last = ("drawn last" if not drawn.tried else
                "the last drawn with whom on the bye the others can all be paired")
        steps.append(ByeStep(DRAW_ARTICLE, f"{drawn.bye} gets the bye ({last}): no game, "
                             f"the points of a win", drawn.bye))
    return steps + passed(PROCEDURE, ABSOLUTE, field.cards, drawn.passed)


def _published_draw(recorded: Pairing) -> DrawStep:
    """Round 1 drawn at the board, the file without a seed: the published draw is the
    lot's outcome (the SwissBG document: the first round is drawn by lot)."""
    order = [p for pair in recorded.boards for p in pair]
    order += [recorded.pab] if recorded.pab is not None else []
    return DrawStep(DRAW_ARTICLE, "Round 1 is drawn by lot; the file records no random "
                    "seed, so the published draw is taken as the lot: "
                    + " ".join(map(str, order)) + "; pairs in the order drawn"
                    + ("; the player drawn last has the bye" if recorded.pab is not None
                       else ""), None, tuple(order), tuple(recorded.boards))
