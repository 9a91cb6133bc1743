"""The cardtable app: the arbiter's card table in the terminal.

It opens one tournament file and keeps its lock while it runs; every change (a result,
a player, a pairing) is saved at once, atomically, by the core. The app holds no
pairing logic: it shows the core's model, standings and the engine's trace.

Messages up, calls down: the screens and forms post what happened or what they ask
(:mod:`.messages`); this class handles each message and calls back down (a screen's
method, the asking form's :meth:`answered`). Reading, saving and pairing run in
workers, so a key press never waits on the disk or the engine; the result is shown
when the worker is done."""

from __future__ import annotations

import os
from functools import partial
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary
from pathlib import Path

from textual import events, on, work
from textual.app import App
from textual.binding import Binding
from textual.notifications import Notify
from textual.screen import ModalScreen, Screen

from cardtable.formats.errors import FileError, FileInUse
from cardtable.formats.safe_text import printable
from cardtable.model.tournament import Tournament
from cardtable.systems.base import Pairing
from cardtable.systems.registry import descriptor, entry
from cardtable.systems.replay import before_round

from .commands import CardtableCommands
from .messages import (ChangeRequested, ConfirmationsAsked, KeysWait, OpenRequested,
                       OverrideChosen, PlayerChosen, PublishRequested, WalkthroughRequested)
from .printing import Printing
from .key_order import pairing_holds_keys
from .screens.dialogs import ConfirmScreen, FormScreen
from .screens.opening import OpeningScreen
from .visitor import copy_command, download_copy, may_save_a_copy
from .screens.tournament import TournamentScreen
from .file_watch import FILE_WORKERS
from .notices import Notices
from . import ascii
from .publishing import PublishingApp, walk_refusal
from .themes import DEFAULT_THEME, themes_for

if TYPE_CHECKING:  # the walkthrough is imported when first shown
    from .widgets.walkthrough.staging import Staging

#: The tournament screen lies on the default screen; every other screen above it.
TABLE_DEPTH = 2
#: Seconds from the file shown to the screens imported ahead (:meth:`_import_ahead`).
IMPORT_AHEAD_AFTER = 0.3
#: Actions that need an open tournament and no dialog in front.
_NEEDS_TABLE = frozenset({"go", "pair", "walkthrough", "keys", "take_back", "print",
                          "print_pdf", "try_it", "complete_rating_report",
                          "update_ratings"})


class CardtableApp(PublishingApp):
    """One tournament file and its screens: opening it, going places, pairing and
    publishing; each change is saved by :class:`~.saving.SavingApp`."""

    TITLE = "cardtable"
    CSS_PATH = sorted(Path(__file__).parent.glob("*.tcss"))
    COMMANDS = App.COMMANDS | {CardtableCommands}
    BINDINGS = [
        Binding("question_mark", "keys", "Keys", key_display="?"),
        Binding("w", "walkthrough", "Walkthrough of the next round", show=False),
        Binding("p", "pair", "Pair the next round", show=False),
        Binding("u", "take_back", "Take back the last round", show=False),
        Binding("h", "print", "Print pages (HTML) and the TRF", show=False),
        Binding("H", "print_pdf", "Print to PDF (A4, every page)", show=False),
        Binding("r", "go('pairings')", "Round: pairings and results", show=False),
        Binding("s", "go('standings')", "Standings", show=False),
        Binding("x", "go('crosstable')", "Crosstable", show=False),
        Binding("t", "go('tournament')", "Tournament", show=False),
        Binding("i", "go('log')", "Integrity log (undo an event)", show=False),
    ]

    def __init__(self, path: str | Path, *, theme: str | None = None,
                 practice: bool = False, ascii_only: bool = False):
        super().__init__(path, practice=practice)
        self.ascii_only = ascii_only
        self.key_screens: WeakKeyDictionary[events.Key, Screen[Any]] = WeakKeyDictionary()
        """The screen each key on its way passed through (:meth:`on_key`)."""
        self.notices = Notices(self)
        self.printing = Printing(self, self.file)
        self._theme_name = theme or os.environ.get("TEXTUAL_THEME") or DEFAULT_THEME
        self._try_it_next = False

    def on_mount(self) -> None:
        if self.ascii_only:
            ascii.install(self)
        # a headless run (tests) draws in full colour, whatever its console says
        for theme in themes_for(None if self.is_headless else self.console.color_system):
            self.register_theme(theme)
        if self._theme_name in self.available_themes:
            self.theme = self._theme_name
        else:
            self.theme = DEFAULT_THEME
            self.notify(f"No theme called {self._theme_name!r}; using {DEFAULT_THEME}.",
                        severity="warning")
        self.open_file()
        self.notices.start()

    def on_unmount(self) -> None:
        if self._pairing_child is not None:  # its answer no longer wanted
            self._pairing_child.kill()
        self.file.close()

    def on_notify(self, event: Notify) -> None:
        """A notification is a toast unless a dialog is in front (held until it closes)
        or the screen says it on a line of its own (:class:`~.notices.Notices`)."""
        if not self.notices.arrived(event.notification):
            event.prevent_default()

    def on_key(self, event: events.Key) -> None:
        """Keys typed right after the key that opens a form (a burst, a paste, a laggy
        SSH link) reach the screen under the form before the form is there: they are
        the form's, kept for its fields in the order typed (``FormScreen.take``)."""
        passed = self.key_screens.pop(event, None)
        top = self.screen
        if (passed is not None and passed is not top and isinstance(top, FormScreen)
                and (event.is_printable or event.key in ("tab", "enter"))):
            top.take(event)

    def push_screen(self, screen: Screen[Any] | str, *args: Any,
                    **kwargs: Any) -> Any:
        """Every screen as Textual pushes it, except a form that would change the file
        in a window that cannot write it (its header says "read only"): the reason is
        said instead of a form filled in for nothing."""
        if isinstance(screen, FormScreen) and screen.writes and self.file.read_only:
            self.notify(f"{self.file.read_only}: nothing can be changed in this window.",
                        title="Read only", severity="warning", timeout=8)
            return None
        return super().push_screen(screen, *args, **kwargs)

    async def action_quit(self) -> None:
        """ctrl+q: quit, unless a form in front has something typed: it asks first."""
        if isinstance(self.screen, FormScreen):
            self.screen.quit_asked()
        else:
            self.exit()

    def clear_notifications(self) -> None:
        """Every notification goes, the held ones too (:meth:`Notices.clear`)."""
        self.notices.clear()
        super().clear_notifications()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in _NEEDS_TABLE:
            return self.tournament is not None and not isinstance(self.screen, ModalScreen)
        return True

    # -- opening the file (read in a worker) ---------------------------------------------
    def open_file(self, read_only: bool = False) -> None:
        """Read the file in a worker; its problems, if any, are shown in the app. The
        opening screen (then the tournament screen) lies on the default screen."""
        if (not self.file.path.exists() and self.file.made is None
                and self.file.path.suffix.lower() == ".toml"):
            from .screens.new_tournament import confirm_create  # only for a new file

            self.push_screen(confirm_create(self.file.path), self._create)
            self.release_keys("start")
            return
        opening = OpeningScreen(str(self.file.path))
        if len(self.screen_stack) > 1:
            self.switch_screen(opening)
        else:
            self.push_screen(opening)
        self._read(read_only)

    @on(OpenRequested)
    def _open_requested(self, request: OpenRequested) -> None:
        self.open_file(read_only=request.read_only)

    def _create(self, yes: bool | None) -> None:
        """A file that does not exist: its settings in a form, or quit."""
        from .screens.new_tournament import new_tournament_form

        if yes:
            self.push_screen(new_tournament_form(self.file.path),
                             lambda made: self.open_file() if made else self.exit())
        else:
            self.exit()

    @work(thread=True, exclusive=True, group=FILE_WORKERS)
    def _read(self, read_only: bool) -> None:
        try:
            tournament = self.file.open(read_only=read_only)
        except FileError as exc:
            self.call_from_thread(self._cannot_open, exc)
        else:
            self.call_from_thread(self._opened, tournament)

    def _opened(self, tournament: Tournament) -> None:
        self.show_read(tournament)
        self.sub_title = tournament.settings.name
        self.switch_screen(TournamentScreen())
        self.release_keys("start")  # keys typed while it started go to this screen
        self.file_watch.start()
        self.set_timer(IMPORT_AHEAD_AFTER, self._import_ahead)  # after the first screen
        if self.file.read_only:
            self.notify(self.file.read_only + ": changes are not saved.",
                        title="Read only", severity="warning", timeout=8)
        elif self.file.practice:
            self.notify(f"{self.file.practice}: try anything, the file is never written. "
                        f"ctrl+p \"{copy_command(self)}\" keeps your changes in a file of "
                        f"your own.",
                        title="Practice — not saved", severity="warning", timeout=8)
        if self.file.notice:
            self.notify(self.file.notice, title="Lock taken over", timeout=8)

    @work(thread=True, group="import", description="import the screens ahead")
    def _import_ahead(self) -> None:
        """The round screen and the tables imported while the arbiter reads the start
        list: on the key's path, the first ``r`` or ``s`` paid some 35-90 ms for it
        (issue 36). In a thread, so that the start list's fill and the keys go on; a
        moment after the file is shown (:data:`IMPORT_AHEAD_AFTER`), so that the first
        screen does not share the CPU with it (about 50 ms of a 24-player file's 0.5 s)."""
        from .screens import pairings, tables  # noqa: F401  (imported, nothing used)

    def _cannot_open(self, error: FileError) -> None:
        from .screens.problem import ProblemScreen

        # a problem quotes what the file holds: escaped, as every text from a file
        self.switch_screen(ProblemScreen(str(self.file.path), printable(error.render()),
                                         in_use=isinstance(error, FileInUse)))
        self.release_keys("start")

    # -- going places ----------------------------------------------------------------------
    def action_go(self, where: str) -> None:
        """Show a main screen above the tournament screen."""
        from .screens.pairings import PairingsScreen

        while len(self.screen_stack) > TABLE_DEPTH:
            self.pop_screen()
        t = self.tournament
        assert t is not None
        if where == "pairings":
            self.push_screen(PairingsScreen(max(t.last_paired_round, 1)))
        elif where in ("standings", "crosstable"):
            from .screens.tables import CrosstableScreen, StandingsScreen

            self.push_screen(StandingsScreen() if where == "standings" else CrosstableScreen())
        elif where == "log":
            from .screens.integrity_log import IntegrityLogScreen

            self.push_screen(IntegrityLogScreen())

    def action_round(self, round_no: int) -> None:
        """The pairings and results of ``round_no``."""
        from .screens.pairings import PairingsScreen

        self.action_go("tournament")
        self.push_screen(PairingsScreen(round_no))

    @on(PlayerChosen)
    def _player_chosen(self, chosen: PlayerChosen) -> None:
        self.action_player_card(chosen.start_no)

    def action_player_card(self, start_no: int) -> None:
        from .screens.player_card import PlayerCardScreen

        self.push_screen(PlayerCardScreen(start_no))

    def action_remove_player(self, start_no: int) -> None:
        """The palette's "Remove player": a player entered by mistake, after asking."""
        from .screens.players import ask_removal

        if self.tournament is not None:
            ask_removal(self, self.tournament, start_no)

    def action_form(self, which: str) -> None:
        """A form from the palette: ``add``, ``late``, ``settings``, ``copy``, ``team``."""
        from .screens.forms import player_form, settings_form
        from .screens.practice import save_copy_form
        from .screens.team_form import team_form

        t = self.tournament
        assert t is not None
        if which == "settings":
            self.push_screen(settings_form(t))
        elif which == "team":
            self.push_screen(team_form(t))
        elif which == "copy":
            if may_save_a_copy(self):  # never a path on the machine of cardtable serve
                self.push_screen(save_copy_form(self.file))
        else:
            self.push_screen(player_form(t, None, late=which == "late"))

    def action_board_order(self, tpn: int) -> None:
        """The palette's "Board order": a team's players from board 1 on."""
        from .screens.team_form import board_order_form

        t = self.tournament
        assert t is not None
        team = next((x for x in t.teams if x.tpn == tpn), None)
        if team is not None:
            self.push_screen(board_order_form(t, team))

    def action_download_copy(self) -> None:
        """A visitor of ``cardtable serve`` keeps a practice in the browser."""
        download_copy(self)

    def action_keys(self) -> None:
        from .screens.keys import KeysScreen

        self.push_screen(KeysScreen(self.screen))

    # -- pairing -------------------------------------------------------------------------
    def action_pair(self) -> None:
        """Pair the next round (in a worker) and publish it."""
        self._pair(None, publish_it=True)

    def action_try_it(self) -> None:
        """Try it yourself from the walkthrough on screen (at a bracket after the first:
        that bracket alone), or from the start of the next round's walkthrough (the
        whole round)."""
        t = self.tournament
        if t is not None and entry(t.settings.system).predetermined:
            self.notify("A round robin's games are fixed by its table (C.05): there is "
                        "no pairing to try.", severity="warning")
            return
        from .screens.try_it import TryItScreen
        from .screens.walkthrough import WalkthroughScreen

        screen = self.screen
        if isinstance(screen, WalkthroughScreen):
            bracket = screen.script.scene(screen.index).bracket
            self.push_screen(TryItScreen(screen.pairing, screen.before, screen.script.cards,
                                         tuple(screen.script.steps[:screen.index]),
                                         bracket.number if bracket is not None else 0))
        else:
            self._try_it_next = True
            self.action_walkthrough()

    @on(WalkthroughRequested)
    def _walkthrough_requested(self, request: WalkthroughRequested) -> None:
        self.action_walkthrough(request.round_no)

    def action_walkthrough(self, round_no: int | None = None) -> None:
        """Show how the engine pairs ``round_no`` (default: the next round; once every
        round is played, the last one)."""
        t = self.tournament
        if round_no is None and t is not None and t.finished and t.last_paired_round:
            round_no = t.last_paired_round
            self.notify(f"Every round is played: the walkthrough shows how round "
                        f"{round_no} was paired.", title="The tournament is finished")
        self._pair(round_no, publish_it=False)

    def _pair(self, round_no: int | None, *, publish_it: bool) -> None:
        t = self.tournament
        assert t is not None
        number = round_no or t.next_round
        if number == t.next_round:
            from cardtable.actions.pairing import ready_refusal  # the act's rules, when asked

            refusal = ready_refusal(t) if publish_it else walk_refusal(t)
            if refusal is not None:
                self._cannot_pair(t, refusal)
                return
        if self.busy:
            self.notify(self.busy, title="Please wait", severity="warning")
        elif publish_it:
            self.hold_keys("pairing", at_most=pairing_holds_keys(len(t.players)))
            self._pair_next_in_worker(t)
        else:
            cached = self._traces.get(number)
            before = before_round(t, number)
            if cached is not None and cached[0] == before:
                self._show_walkthrough(t, before, cached[1])
            else:
                self.hold_keys("pairing", at_most=pairing_holds_keys(len(t.players)))
                self._pair_in_worker(t, number)

    @work(thread=True, exclusive=True, group="pairing", description="pair")
    def _pair_in_worker(self, tournament: Tournament, round_no: int) -> None:
        """The walkthrough's pairing of a round, with its trace (:meth:`pairing_act`)."""
        from cardtable.actions.pairing import walk_round

        self._busy_pairing(before_round(tournament, round_no), round_no)
        try:
            walked = self.pairing_act(partial(walk_round, tournament, round_no),
                                      len(tournament.players))
            if walked is None:  # the app closed meanwhile
                return
            if walked.pairing is None or walked.before is None:
                self.call_from_thread(self.notify, walked.refusal or "",
                                      title=f"Round {round_no} cannot be paired",
                                      severity="error", timeout=10)
            else:  # the walkthrough made here too, off the keys' path
                from .widgets.walkthrough.staging import stage

                staged = stage(walked.pairing, walked.before)
                self.call_from_thread(self._show_walkthrough, tournament, walked.before,
                                      walked.pairing, staged)
        finally:
            self.call_from_thread(setattr, self, "busy", "")
            self.call_from_thread(self.release_keys, "pairing")

    def _show_walkthrough(self, tournament: Tournament, before: Tournament,
                          pairing: Pairing, staged: Staging | None = None) -> None:
        self._traces[pairing.round] = (before, pairing)
        from .screens.walkthrough import WalkthroughScreen

        recorded = pairing.round <= tournament.last_paired_round
        self.push_screen(WalkthroughScreen(pairing, before, recorded=recorded,
                                           staged=staged))
        if self._try_it_next:
            self._try_it_next = False
            self.call_after_refresh(self.action_try_it)

    def action_print(self) -> None:
        assert self.tournament is not None
        self.printing.print_pages(self.tournament)

    def action_print_pdf(self) -> None:
        assert self.tournament is not None
        self.printing.print_pages(self.tournament, pdf=True)

    def action_complete_rating_report(self) -> None:
        assert self.tournament is not None
        self.printing.complete_rating_report(self.tournament)

    def action_update_ratings(self) -> None:
        """The palette's "Update ratings from FIDE's list": the act of ``cardtable
        ratings update`` (C.04.2: renumbered in the initial order; art. 2.3: each change
        logged once round 1 is paired), its lines said once saved."""
        from cardtable.actions.ratings import update_ratings
        from cardtable.formats.rating_index import opened_index

        t = self.tournament
        assert t is not None
        try:
            with opened_index() as index:
                outcome = update_ratings(t, index, str(self.file.path))
        except FileError as exc:
            self.notify(printable(exc.problems[0].message), title="Ratings not updated",
                        severity="error")
            return
        if outcome.refusal is not None:
            self.notify(printable(outcome.refusal), title="Ratings not updated",
                        severity="warning")
        elif outcome.tournament is t:  # no rating changed: nothing to save
            self.notify(printable(outcome.said), title="Ratings")
        else:
            self.change(outcome.tournament, outcome.said, base=t)

    def action_command_line(self, number: int) -> None:
        """An act only the command line offers: the palette says which command does it."""
        from .command_line_acts import command_line_words

        self.notify(command_line_words(number), title="Not in the app", timeout=20)

    @on(KeysWait)
    def _keys_wait(self, message: KeysWait) -> None:
        """Keys held while a screen makes what they act on (:class:`KeysWait`)."""
        if message.wait:
            self.hold_keys(message.screen, at_most=message.at_most)
        else:
            self.release_keys(message.screen)

    @on(OverrideChosen)
    def _override_chosen(self, chosen: OverrideChosen) -> None:
        """A manual override, saved once the arbiter confirms what it breaks."""
        from .screens.forms import confirm_override, override_change

        override = chosen.override

        def answer(yes: bool | None) -> None:
            if yes:
                self.post_message(ChangeRequested(override_change(override)))

        self.push_screen(confirm_override(override), answer)

    @on(ConfirmationsAsked)
    def _confirmations_asked(self, asked: ConfirmationsAsked) -> None:
        """A change saved once every question is answered yes, in turn."""

        def ask(index: int) -> None:
            if index == len(asked.questions):
                self.post_message(ChangeRequested(asked.change))
                return
            q = asked.questions[index]
            self.push_screen(ConfirmScreen(q.title, q.text, question=q.question),
                             lambda yes: ask(index + 1) if yes else None)

        ask(0)

    @on(PublishRequested)
    def _publish_requested(self, request: PublishRequested) -> None:
        """Publish from the walkthrough: the act of pairing the next round, which takes
        the walkthrough's pairing when it was made from the same tournament."""
        self._pair(None, publish_it=True)


