"""The command palette (ctrl+p): every screen, every round's pairings and walkthrough,
pairing the next round, the forms, and each player's card by name or number."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider

from .visitor import DOWNLOAD_A_COPY, SAVE_A_COPY, download_copy, may_save_a_copy

if TYPE_CHECKING:
    from .app import CardtableApp


class CardtableCommands(Provider):
    """Commands built from the open tournament each time the palette opens."""

    def _commands(self) -> list[tuple[str, Callable[[], object], str, bool]]:
        """(name, callback, help, listed before anything is typed)."""
        app = cast("CardtableApp", self.app)
        t = app.tournament
        if t is None:
            return []
        found: list[tuple[str, Callable[[], object], str, bool]] = [
            ("Tournament", partial(app.action_go, "tournament"),
             "start list, settings, rounds", True),
            ("Standings", partial(app.action_go, "standings"),
             "with the tournament's tie-breaks", True),
            ("Crosstable", partial(app.action_go, "crosstable"),
             "every round of every player", True),
        ]
        upcoming = t.next_round
        if not t.settings.rounds or upcoming <= t.settings.rounds:
            found += [(f"Pair round {upcoming}", app.action_pair,
                       "pair and publish the next round", True),
                      (f"Walkthrough of round {upcoming}", app.walkthrough,
                       "how the engine pairs the next round, step by step", True),
                      (f"Try it yourself: pair round {upcoming} by hand", app.action_try_it,
                       "pick the cards; the engine marks it and says why", False)]
        found.append(("Print pages and export TRF", app.action_print,
                      "HTML for A4 and the rating report, next to the file", True))
        found.append(("Complete the rating report", app.action_complete_rating_report,
                      "asks for the dates, federations, FIDE ids a rating officer needs, "
                      "then writes the TRF", True))
        if t.last_paired_round:
            found.append((f"Take back round {t.last_paired_round}", app.action_take_back,
                          "unpublish the last round (asks first)", False))
        for number in range(t.last_paired_round, 0, -1):
            found += [(f"Round {number}: pairings and results",
                       partial(app.show_round, number), "enter results, override", True),
                      (f"Walkthrough of round {number}", partial(app.walkthrough, number),
                       "the recorded round paired again, step by step", False)]
        found += [("Add a player", partial(app.open_form, "add"), "start list", False),
                  ("Late entry", partial(app.open_form, "late"), "joins in a later round",
                   False),
                  ("Tournament settings", partial(app.open_form, "settings"),
                   "name, dates, rounds, tie-breaks", False)]
        if app.file.practice and may_save_a_copy(app):
            found.append((SAVE_A_COPY, partial(app.open_form, "copy"),
                          "practice is never saved: keep it in a file of your own", True))
        elif app.file.practice:  # a visitor of serve: nothing written on the server
            found.append((DOWNLOAD_A_COPY, partial(download_copy, app),
                          "practice is never saved: your browser downloads the file", True))
        found += [(f"Player card: {p.start_no} {p.name}", partial(app.show_player, p.start_no),
                   "the paper-card procedure", False) for p in t.players]
        return found

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, callback, help_text, _ in self._commands():
            score = matcher.match(name)
            if score > 0:
                yield Hit(score, matcher.highlight(name), callback, text=name, help=help_text)

    async def discover(self) -> Hits:
        for name, callback, help_text, listed in self._commands():
            if listed:
                yield DiscoveryHit(name, callback, text=name, help=help_text)
