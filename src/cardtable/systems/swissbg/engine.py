"""Pair one round of SwissBG (seed 004).

Round 1 is drawn by lot (:mod:`.draw`). Later rounds follow seed 004's "based on the
Swiss system for chess: players with equal points meet where possible, no one meets
the same opponent twice" with the simplified Swiss procedure of seed 002 (pairing from
the top, halves, search order, backtracking), without colours, each scoregroup ordered
by the current SwissBG standings (:mod:`cardtable.tiebreaks.swissbg`) instead of by
start number. The bye, for an odd number, goes to the player lowest in those standings
who has not had it (seed 004: "der in der aktuellen Tabelle der letzte ist, der noch kein
Freilos hatte"); it moves up only when the others could not all be paired."""

from __future__ import annotations

from ...model import Tournament
from ...tiebreaks import SWISSBG_TIEBREAKS, IncompleteRound, standings
from ...trace import BoardsStep, ByeStep, NoteStep, Step, Trace
from ..base import NotReady, Pairing
from ..outside import outside_step
from ..simplified.conditions import NO_REMATCH
from ..simplified.field import build_field
from ..simplified.search import Procedure, pair_field
from .draw import ARTICLE as DRAW_ARTICLE
from .draw import draw_first_round

PROCEDURE = Procedure("swissbg", (NO_REMATCH,), "SwissBG with the simplified Swiss: pairings",
                      "current standing")


def pair(tournament: Tournament, round_no: int, *, trace: bool = False,
         recorded: Pairing | None = None) -> Pairing:
    """Pair round ``round_no``; :class:`~..base.PairingError` when no pairing without a
    rematch exists (the tournament ends), :class:`~..base.NotReady` while a result is
    missing or the file has no random seed for the first round. ``recorded``, the
    published pairing of a round paired again, stands for the lot of round 1 when the
    file records no seed (the draw was made at the board)."""
    steps: list[Step]
    if round_no == 1 and tournament.settings.random_seed is None and recorded is not None:
        pairs, bye, steps = recorded.boards, recorded.pab, [_published_draw(recorded)]
    elif round_no == 1:
        field = build_field(tournament, 1)
        drawn = draw_first_round(list(field.cards), tournament.settings.random_seed)
        pairs, bye = drawn.pairs, drawn.bye
        steps = [NoteStep(
            DRAW_ARTICLE, f"Round 1 is drawn by lot with the tournament's random seed "
            f"{tournament.settings.random_seed}: " + " ".join(map(str, drawn.order))
            + "; pairs in the order drawn" + ("; the player drawn last has the bye"
                                              if bye is not None else ""),
            "draw", {"seed": tournament.settings.random_seed, "order": list(drawn.order)})]
        if bye is not None:
            steps.append(ByeStep(DRAW_ARTICLE, f"{bye} gets the bye (drawn last): no game, "
                                 f"the points of a win", bye))
    else:
        try:  # seed 004: every result is entered before the next round is paired
            table = standings(tournament, SWISSBG_TIEBREAKS, after_round=round_no - 1)
        except IncompleteRound as exc:
            raise NotReady(str(exc)) from None
        place = {row.start_no: index for index, row in enumerate(table.rows)}
        field = build_field(tournament, round_no, order=place.__getitem__)
        found = pair_field(field, PROCEDURE, trace)
        pairs, bye, steps = found.pairs, found.bye, list(found.steps)
    walk = None
    if trace:
        steps = [*outside_step(tournament, round_no, forbidden=False), *steps]
        steps.append(BoardsStep(PROCEDURE.article, "Boards in the order the pairs were "
                                "formed; the first player of each pair is listed first "
                                "(backgammon has no colours)", tuple(pairs), bye))
        walk = Trace("swissbg", round_no, tuple(pairs), bye, tuple(steps))
    return Pairing(round_no, tuple(pairs), bye, walk)


def _published_draw(recorded: Pairing) -> NoteStep:
    """Round 1 drawn at the board, the file without a seed: the published draw is the
    lot's outcome (seed 004: the first round is drawn by lot)."""
    order = [p for pair in recorded.boards for p in pair]
    order += [recorded.pab] if recorded.pab is not None else []
    return NoteStep(DRAW_ARTICLE, "Round 1 is drawn by lot; the file records no random "
                    "seed, so the published draw is taken as the lot: "
                    + " ".join(map(str, order)) + "; pairs in the order drawn"
                    + ("; the player drawn last has the bye" if recorded.pab is not None
                       else ""), "draw", {"seed": None, "order": order})
