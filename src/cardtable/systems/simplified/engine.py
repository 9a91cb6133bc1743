"""The simplified Swiss system: one round paired from the top, scoregroup by scoregroup,
players ordered by start number, colours given after the pairing."""

from __future__ import annotations

from ...model.tournament import Tournament
from ...trace.steps import BoardsStep, ColourStep, Trace
from ..base import Pairing
from ..outside import outside_step
from .articles import OUTSIDE
from .colours import ARTICLE, NO_THIRD_COLOUR, allocate
from .conditions import ABSOLUTE
from .field import build_field
from .procedure import Procedure
from .search import pair_field

PROCEDURE = Procedure("simplified", (*ABSOLUTE, NO_THIRD_COLOUR),
                      "simplified Swiss: pairings", "start number")


def pair(tournament: Tournament, round_no: int, *, trace: bool = False) -> Pairing:
    """Pair round ``round_no`` by the simplified Swiss document;
    :class:`~..base.PairingError` when no legal pairing exists (the tournament ends)."""
    field = build_field(tournament, round_no)
    found = pair_field(field, PROCEDURE, trace)
    drawn = tournament.settings.first_colour
    boards: list[tuple[int, int]] = []
    steps = [*outside_step(tournament, round_no, articles=OUTSIDE), *found.steps] if trace else []
    for a, b in found.pairs:
        colours = allocate(field.cards[a], field.cards[b], drawn, round_no)
        boards.append((colours.white, colours.black))
        if trace:
            steps.append(ColourStep(f"{ARTICLE}, rule {colours.rule}",
                                    f"{colours.white}-{colours.black}: {colours.reason}",
                                    colours.white, colours.black, colours.rule,
                                    colours.reason))
    recorded = None
    if trace:
        steps.append(BoardsStep(PROCEDURE.article, "Boards in the order the pairs were formed",
                                tuple(boards), found.bye))
        recorded = Trace("simplified", round_no, tuple(boards), found.bye, tuple(steps))
    return Pairing(round_no, tuple(boards), found.bye, recorded)
