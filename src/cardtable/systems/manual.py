"""A round paired by hand (FIDE's acceptance: a manual pairing has a clear start and
end, is compared with the engine's pairing when it ends, and is marked in the TRF as
``### MPA @ Round n``). The arbiter gives every board and the PAB; cardtable checks
that everybody to be paired is paired once, names the rules the boards break
(:func:`~.override.breaches`: C.04.1 and the system's absolute criteria), pairs the
round with the engine too and records how the two differ in ``Round.manual``."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..model.tournament import Tournament
from ..model.events import EventKind
from ..model.integrity import logged
from .base import Pairing, PairingError, publish
from .override import Breach, breaches
from .registry import descriptor


@dataclass(frozen=True, slots=True)
class ManualPairing:
    """The round paired by hand, published in ``tournament`` with its note; the
    engine's pairing (None when the rules find no legal pairing) and the rules the
    hand-made boards break."""

    tournament: Tournament
    pairing: Pairing
    engine: Pairing | None
    breaches: tuple[Breach, ...]
    note: str


def pair_by_hand(tournament: Tournament, boards: list[tuple[int, int]],
                 pab: int | None) -> ManualPairing:
    """Publish the next round as given; ValueError for a pairing that leaves a player
    out, pairs one twice, or pairs a player who is not in the round."""
    number = tournament.next_round
    pairing = Pairing(number, tuple(boards), pab)
    _check_complete(tournament, pairing)
    try:
        engine: Pairing | None = descriptor(tournament.settings.system).pair(tournament, number)
    except PairingError:
        engine = None
    published = publish(tournament, pairing)
    broken = breaches(published, number, tuple(range(1, len(boards) + 1)),
                      pab_changed=pab is not None)
    note = difference(pairing, engine)
    if broken:
        note += "; breaks " + "; ".join(map(str, broken))
    rnd = published.round(number)
    recorded = logged(published.with_round(replace(rnd, manual=note)), EventKind.MANUAL_PAIRING,
                      number, f"round {number}: {note}")
    return ManualPairing(recorded, pairing, engine, broken, note)


def _check_complete(tournament: Tournament, pairing: Pairing) -> None:
    expected = {p.start_no for p in tournament.players_to_pair(pairing.round)}
    given = [p for board in pairing.boards for p in board]
    given += [pairing.pab] if pairing.pab is not None else []
    twice = sorted({p for p in given if given.count(p) > 1})
    if twice:
        raise ValueError(f"paired more than once: {', '.join(map(str, twice))}")
    outside = sorted(set(given) - expected)
    if outside:
        raise ValueError(f"not to be paired in round {pairing.round} (absent, a requested "
                         f"bye, or no such player): {', '.join(map(str, outside))}")
    left = sorted(expected - set(given))
    if left:
        raise ValueError(f"not paired: {', '.join(map(str, left))}"
                         + (" (give the PAB with --pab)" if len(left) == 1 else ""))


def difference(hand: Pairing, engine: Pairing | None) -> str:
    """How the hand-made pairing differs from the engine's, board by board."""
    if engine is None:
        return "paired by hand; the engine finds no legal pairing"
    if hand.as_set() == engine.as_set() and hand.pab == engine.pab:
        return "paired by hand as the engine pairs it"
    mine = sorted(hand.as_set() - engine.as_set())
    theirs = sorted(engine.as_set() - hand.as_set())
    text = (f"paired by hand {_boards(mine)}; the engine pairs {_boards(theirs)}"
            if mine or theirs else "paired by hand")
    if hand.pab != engine.pab:
        text += f"; PAB {hand.pab or 'none'} by hand, {engine.pab or 'none'} by the engine"
    return text


def _boards(boards: list[tuple[int, int]]) -> str:
    return ", ".join(f"{white}-{black}" for white, black in boards) or "the same boards"
