"""The app's side of pairing and publishing the next round, and of taking the last one
back: the acts of :mod:`cardtable.actions` (the ones ``cardtable pair`` and ``cardtable
unpair`` call), run in a worker, confirmed by the arbiter before they are saved, and
said once saved. The walkthrough's own pairing (:class:`~.app.CardtableApp`) is kept
here by round, so that publishing reuses it when it was made from the very tournament
the act pairs."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from textual import work
from textual.reactive import reactive

from cardtable.model.tournament import Tournament
from cardtable.systems.base import NotReady, Pairing
from cardtable.systems.ready import check_ready
from cardtable.systems.replay import before_round

from .child_process import Child, result_or_here
from .saving import SavingApp

if TYPE_CHECKING:  # the acts are imported when first asked for (the start budget)
    from cardtable.actions.pairing import Paired


#: From this many players the app pairs in a child process; a smaller field pairs in
#: a tenth of a second or less, in the worker's thread, without the fork of the app's
#: whole memory (which cost the slow tests' process of several GB about a second a
#: pairing).
CHILD_FROM = 200


class PublishingApp(SavingApp):
    """Pairs and publishes the next round, takes the last one back."""

    busy: reactive[str] = reactive("")
    """Slow work under way, shown in every screen's busy bar ("" when idle)."""

    def __init__(self, path: str | Path, *, practice: bool = False):
        super().__init__(path, practice=practice)
        self._traces: dict[int, tuple[Tournament, Pairing]] = {}
        """Each round's pairing with its trace, and the tournament it was made from as
        the walkthrough makes it (:func:`~cardtable.systems.replay.before_round`)."""
        self._pairing_child: Child[Paired] | None = None
        """The pairing being made in a child process (``p``, ``w`` from
        :data:`CHILD_FROM` players): ended when the app closes, its answer no longer
        wanted."""

    @abstractmethod
    def action_go(self, where: str) -> None:
        """Show a main screen (the app's)."""

    @abstractmethod
    def action_round(self, round_no: int) -> None:
        """Show the pairings and results of ``round_no`` (the app's)."""

    def _cannot_pair(self, t: Tournament, refusal: str) -> None:
        rounds = t.settings.rounds
        if rounds and t.next_round > rounds:  # nothing left to wait for
            self.notify(f"{refusal} (o changes the number of rounds).",
                        title="The tournament is finished" if t.finished
                        else "Every round is paired", severity="warning", timeout=8)
        else:
            self.notify(refusal, title=f"Round {t.next_round} cannot be paired",
                        severity="warning", timeout=8)

    def _busy_pairing(self, before: Tournament, round_no: int) -> None:
        players = sum(1 for _ in before.players_in_round(round_no))
        self.call_from_thread(setattr, self, "busy",
                              f"Pairing round {round_no} ({players} players) …")

    @work(thread=True, exclusive=True, group="pairing", description="pair")
    def _pair_next_in_worker(self, tournament: Tournament) -> None:
        """The act of pairing and publishing the next round (:func:`pair_next`, as
        ``cardtable pair``), paired with the trace (or the walkthrough's, kept)."""
        from cardtable.actions.pairing import pair_next

        self._busy_pairing(tournament, tournament.next_round)
        try:
            # the answer sent back without what the app has: the tournament's start
            # list, settings and rounds, the walkthrough's pairing (its trace) if kept
            kept = self._traces.get(tournament.next_round, ())
            outcome = self.pairing_act(partial(pair_next, tournament, self._traced),
                                       len(tournament.players),
                                       (tournament, tournament.players,
                                        tournament.settings, *tournament.rounds, *kept))
            if outcome is not None:  # (None: the app closed meanwhile)
                # the question is on screen before the keys typed meanwhile go on:
                # they are its answer (y), not the screen's under it
                self.call_from_thread(self._paired_next, tournament, outcome)
        finally:
            self.call_from_thread(setattr, self, "busy", "")
            self.call_from_thread(self.release_keys, "pairing")

    def pairing_act(self, act: Callable[[], Paired], players: int,
                    known: Sequence[object] = ()) -> Paired | None:
        """The pairing act ``act()`` of a field of ``players``, from a worker: from
        :data:`CHILD_FROM` players in a child process (:mod:`.child_process`; ``known``:
        the app's objects the answer is not to carry back), since a thread pairing
        10 000 players held Python's interpreter lock for seconds and every key waited
        behind it, the busy line itself (issue 36); a smaller field in the worker's
        thread. None once the app closed meanwhile (the child ended)."""
        if players < CHILD_FROM:
            return act()
        self._pairing_child = Child(act, known)
        return result_or_here(self._pairing_child)

    def _traced(self, before: Tournament) -> Pairing:
        """The engine's pairing of the next round of ``before`` with its trace, as the
        act pairs it (``cardtable pair`` pairs the same tournament): the walkthrough's
        when it was made from that very tournament, else a new one."""
        from cardtable.actions.pairing import with_trace

        number = before.next_round
        cached = self._traces.get(number)
        # compared as the walkthrough keeps it: a round not paired yet has no entry in
        # the act's tournament and an empty one in before_round's (else never reused)
        if cached is not None and cached[0] == before_round(before, number):
            return cached[1]
        return with_trace(before)

    def _paired_next(self, tournament: Tournament, outcome: Paired) -> None:
        from .screens.rounds import confirm_publish

        if outcome.refusal is not None or outcome.pairing is None:
            self.notify(outcome.refusal or "", title=f"Round {tournament.next_round} cannot "
                        f"be paired", severity="error", timeout=10)
            return
        assert outcome.before is not None
        number = outcome.pairing.round
        self._traces[number] = (before_round(outcome.before, number), outcome.pairing)
        self.push_screen(confirm_publish(outcome),
                         lambda yes: self.save_paired(tournament, outcome) if yes else None)

    def action_take_back(self) -> None:
        """Take back the last published pairing (a Double-Swiss match: both games,
        C.04.5 Preface), after a confirmation naming the results it drops; they stay
        in the .bak."""
        from cardtable.actions.rounds import take_back_round

        from .screens.rounds import confirm_take_back

        t = self.tournament
        assert t is not None
        outcome = take_back_round(t, t.last_paired_round, force=True)
        taken = outcome.taken
        if taken is None:
            self.notify(outcome.refusal or "", title="Nothing to take back",
                        severity="warning")
            return
        backup = ("practice: nothing is written" if self.file.practice
                  else f"{self.file.path.name}.bak keeps them")

        def answer(yes: bool | None) -> None:
            if yes:
                self.change(outcome.tournament, f"{taken.what[:1].upper()}{taken.what[1:]} "
                            f"taken back: p pairs again.",
                            base=t, then=lambda: self.action_go("tournament"))

        self.push_screen(confirm_take_back(taken, backup), answer)

    def save_paired(self, tournament: Tournament, outcome: Paired) -> None:
        """Save the round the pairing act (:mod:`cardtable.actions.pairing`) paired and
        published (no rule is applied here), unless the tournament changed since it was
        paired (the change's base)."""
        pairing = outcome.pairing
        assert pairing is not None
        pab = f", PAB {pairing.pab}" if pairing.pab is not None else ""
        drawn = f"{outcome.drawn[0].rstrip(':')}. " if outcome.drawn else ""
        said = (f"{drawn}Round {pairing.round} paired and published: {len(pairing.boards)} "
                f"boards{pab}." + (f" {outcome.also}" if outcome.also else "")
                + " w shows how.")
        self.change(outcome.tournament, said, base=tournament,  # game 1 of a match first
                    then=lambda: self.action_round(pairing.round))


def walk_refusal(t: Tournament) -> str | None:
    """Why the walkthrough cannot show the next round yet (it shows the engine's
    pairing, published or not: FIDE mode is the publishing act's to check)."""
    rounds = t.settings.rounds
    if rounds and t.next_round > rounds:
        from cardtable.actions.pairing import ready_refusal

        return ready_refusal(t)
    try:
        check_ready(t)
    except NotReady as exc:
        return str(exc)
    return None
