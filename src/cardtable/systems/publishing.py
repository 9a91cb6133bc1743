"""Publishing a pairing: its round, and, for a system whose one pairing covers several
rounds of the file (the Double-Swiss system: a match of two games, C.04.5 Preface),
the match's later games with it. Game 2 is fixed by game 1 — the same opponents on the
same boards, colours reversed (C.04.5 Preface) — so one ``p`` publishes both and the
results of either can be entered at once."""

from __future__ import annotations

from ..model.tournament import Tournament
from .base import NotReady, Pairing, PairingError
from .base import publish as publish_round
from .provisional import settled
from .registry import descriptor


def publish(tournament: Tournament, pairing: Pairing) -> Tournament:
    """``tournament`` with ``pairing`` published and, when it is the first game of a
    match, the match's other games (each paired by the system from the one before).
    A later game the system cannot pair yet (a player entering in game 2, a bye in
    one game only: the system says why) is left for its own pairing."""
    if pairing.round > tournament.last_paired_round:  # paired on the settled numbers
        tournament = settled(tournament, log=True).tournament
    published = publish_round(tournament, pairing)
    system = descriptor(tournament.settings.system)
    every = system.entry.rounds_per_pairing
    if every == 1 or (pairing.round - 1) % every:
        return published
    for later in range(pairing.round + 1, pairing.round + every):
        try:
            published = publish_round(published, system.pair(published, later))
        except (NotReady, PairingError):
            break
    return published


def rounds_published(before: Tournament, after: Tournament, pairing: Pairing) -> str:
    """The rounds ``publish`` wrote besides the pairing's own, as a sentence ("" when
    none): "Round 2, game 2 of the match (colours reversed, C.04.5 Preface), is
    published with it."."""
    more = range(max(pairing.round, before.last_paired_round) + 1,
                 after.last_paired_round + 1)
    if not more:
        return ""
    rounds = " and ".join(str(n) for n in more)
    games = " and ".join(f"game {n - pairing.round + 1}" for n in more)
    return (f"Round {rounds}, {games} of the match (the same boards, colours reversed, "
            f"C.04.5 Preface), {'is' if len(more) == 1 else 'are'} published with it.")
