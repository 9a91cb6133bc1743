"""The command palette (ctrl+p): every screen, every round's pairings and walkthrough,
pairing the next round, the forms, and each player's card by name or number. Each
command is one of the app's actions (``round(3)``, ``player_card(12)``): the palette
reads the open tournament and runs the action, it does not call the app's methods."""

from __future__ import annotations

from functools import partial
from typing import Awaitable, Callable, cast

from textual.command import DiscoveryHit, Hit, Hits, Provider

from cardtable.systems.teams import has_teams

from .screens.base import Holder
from .visitor import DOWNLOAD_A_COPY, SAVE_A_COPY, may_save_a_copy

Command = tuple[str, Callable[[], Awaitable[bool]], str, bool]


class CardtableCommands(Provider):
    """Commands built from the open tournament each time the palette opens."""

    def _commands(self) -> list[Command]:
        """(name, the action it runs, help, listed before anything is typed)."""
        holder = cast(Holder, self.app)
        t = holder.tournament
        if t is None:
            return []

        def run(action: str) -> Callable[[], Awaitable[bool]]:
            return partial(self.app.run_action, action)

        found: list[Command] = [
            ("Tournament", run("go('tournament')"), "start list, settings, rounds", True),
            ("Standings", run("go('standings')"), "with the tournament's tie-breaks", True),
            ("Crosstable", run("go('crosstable')"), "every round of every player", True),
            ("Integrity log", run("go('log')"),
             f"{len(t.log)} events: corrections, overrides, lots; undo an event", True),
        ]
        upcoming = t.next_round
        if not t.settings.rounds or upcoming <= t.settings.rounds:
            found += [(f"Pair round {upcoming}", run("pair"),
                       "pair and publish the next round", True),
                      (f"Walkthrough of round {upcoming}", run("walkthrough"),
                       "how the engine pairs the next round, step by step", True),
                      (f"Try it yourself: pair round {upcoming} by hand", run("try_it"),
                       "pick the cards; the engine marks it and says why", False)]
        found.append(("Print pages and export TRF", run("print"),
                      "HTML for A4 and the rating report, next to the file", True))
        found.append(("Print to PDF", run("print_pdf"),
                      "every page as one A4 PDF next to the file (H)", True))
        found.append(("Complete the rating report", run("complete_rating_report"),
                      "asks for the dates, federations, FIDE ids a rating officer needs, "
                      "then writes the TRF", True))
        found += _rating_list_commands(run)
        if t.last_paired_round:
            from cardtable.systems.taking_back import pairing_rounds

            taken = pairing_rounds(t)  # a Double-Swiss match: both games
            found.append((f"Take back round{'s' if len(taken) > 1 else ''} "
                          f"{' and '.join(map(str, taken))}", run("take_back"),
                          "unpublish the last pairing (asks first)", False))
        from .screens.pairings import PairingsScreen  # not needed before the palette opens

        if isinstance(self.screen, PairingsScreen) and self.screen.check_action("match", ()):
            found.append(("Whole match of the selected board", run("screen.match"),
                          "every board (or both games) of its match in one form", True))
        for number in range(t.last_paired_round, 0, -1):
            found += [(f"Round {number}: pairings and results", run(f"round({number})"),
                       "enter results, override", True),
                      (f"Walkthrough of round {number}", run(f"walkthrough({number})"),
                       "the recorded round paired again, step by step", False)]
        if has_teams(t):
            found.append(("Add a team", run("form('team')"),
                          "its name and players in board order", False))
            if not t.last_paired_round:
                found += [(f"Board order: {team.tpn} {team.name}",
                           run(f"board_order({team.tpn})"),
                           "the team's players from board 1 on", False) for team in t.teams]
        found += [("Add a player", run("form('add')"), "start list", False),
                  ("Late entry", run("form('late')"), "joins in a later round", False),
                  ("Tournament settings", run("form('settings')"),
                   "name, dates, rounds, tie-breaks", False)]
        if holder.file.practice and may_save_a_copy(self.app):
            found.append((SAVE_A_COPY, run("form('copy')"),
                          "practice is never saved: keep it in a file of your own", True))
        elif holder.file.practice:  # a visitor of serve: nothing written on the server
            found.append((DOWNLOAD_A_COPY, run("download_copy"),
                          "practice is never saved: your browser downloads the file", True))
        found += [(f"Player card: {p.start_no} {p.name}", run(f"player_card({p.start_no})"),
                   "the paper-card procedure", False) for p in t.players]
        played = {n for r in t.rounds for g in r.games for n in g.players} | {
            r.pab for r in t.rounds if r.pab is not None}
        found += [(f"Remove player: {p.start_no} {p.name}", run(f"remove_player({p.start_no})"),
                   "entered by mistake: off the start list (asks first)", False)
                  for p in t.players if p.start_no not in played]
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


def _rating_list_commands(run: Callable[[str], Callable[[], Awaitable[bool]]]
                          ) -> list[Command]:
    """Updating the ratings from FIDE's list where it is imported (else how to import
    it), and the acts only the command line offers, each with its command (issue 32)."""
    from cardtable.formats.rating_index import index_path

    from .command_line_acts import COMMAND_LINE_ACTS, command_line_words

    found: list[Command] = [(
        "Update ratings from FIDE's list", run("update_ratings"),
        "the players with a FIDE ID get the list's rating of the tournament's rate"
        if index_path().is_file() else
        "no list imported yet: the command line's act cardtable ratings import LIST "
        "makes one", False)]
    found += [(act, run(f"command_line({number})"), command_line_words(number), False)
              for number, (act, _) in enumerate(COMMAND_LINE_ACTS)]
    return found
