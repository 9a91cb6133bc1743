"""A round's pairings and results: the board list as posted; ``1`` ``=`` (``5``) ``0``
``+`` ``-`` enter a result on the selected board, each saved at once (a board that has
another result already asks first, showing it); ``g`` and a board number jump to that
board (hundreds of boards are not walked with the arrows); ``b`` the whole match of the
board in one form (a team match, a Double-Swiss match); ``o`` changes a
published pairing by hand (a manual override, after a warning naming the rule it
breaks); ``w`` shows how the engine pairs this round."""

from __future__ import annotations

from collections import deque
from time import time

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.notifications import Notification, SeverityLevel
from textual.reactive import reactive
from textual.widgets import Static

from cardtable.model.results import ByeKind, GameResult
from cardtable.model.tournament import Game, Tournament
from cardtable.actions.results import enter_result

from cardtable.systems.registry import entry
from cardtable.systems.defaults import has_draws
from cardtable.systems.competition import competition
from cardtable.systems.match_boards import BoardMatch, board_match, match_score, plays_matches

from ..messages import Change, ChangeRequested, WalkthroughRequested
from ..widgets.results.board_list import BoardList
from .base import CardtableScreen
from .dialogs import ConfirmScreen
from .forms import match_score_form, override_form
from .match_form import MatchForm
from ...model.numerals import is_digits

_BYES = {ByeKind.PAB: "PAB", ByeKind.FULL: "bye F", ByeKind.HALF: "bye H",
         ByeKind.ZERO: "bye Z", ByeKind.EMPTY_BOARD: "+ (empty board)"}


class PairingsScreen(CardtableScreen):
    """The boards of one round (``round_no``)."""

    CSS_PATH = "pairings.tcss"
    BINDINGS = [
        Binding("1", "result('1-0')", "1-0"),
        Binding("equals_sign,5", "result('½-½')", "½-½", key_display="= 5"),
        Binding("0", "result('0-1')", "0-1"),
        Binding("plus", "result('+/-')", "+/-", key_display="+"),
        Binding("minus", "result('-/+')", "-/+", key_display="-"),
        Binding("asterisk", "result('-/-')", "-/- double forfeit", show=False),
        Binding("delete,backspace", "clear", "Clear result", show=False),
        Binding("o", "override", "Override", show=False),
        Binding("m", "match_score", "Match score"),
        Binding("g,number_sign", "go_to_board", "Board", key_display="g",
                tooltip="Go to board (its number, enter)"),
        Binding("b", "match", "Whole match: its boards in one form", show=False),
        Binding("w", "walkthrough", "Walkthrough", tooltip="Walkthrough of this round"),
        Binding("left_square_bracket", "round(-1)", "Previous round", show=False,
                key_display="["),
        Binding("right_square_bracket", "round(1)", "Next round", show=False,
                key_display="]"),
    ]

    round_no: reactive[int] = reactive(0, init=False, repaint=False)
    """The round shown."""

    def __init__(self, round_no: int):
        super().__init__()
        self.set_reactive(PairingsScreen.round_no, round_no)
        self._said: tuple[str, SeverityLevel] = ("", "information")
        self._said_at = 0.0
        self._board_typed: str | None = None
        """The board number typed after ``g`` (None: not typing one)."""
        self._latest: Tournament | None = None
        """With the results entered and not saved yet: shown at once, and what the next
        result is entered on (a key never waits for the disk)."""
        self._entered: deque[tuple[str, SeverityLevel]] = deque()
        """What to say of each result posted, once the app answers."""
        self._keys_for: tuple[str, bool] | None = None
        """The system and whether boards make matches, as the keys shown were for."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys the system has: a draw for a game that can be drawn, the match score
        for a backgammon match (SwissBG); hidden from the footer and ``?`` otherwise."""
        tournament = self.cardtable.tournament
        if tournament is None:
            return True
        if self._board_typed is not None and action in ("result", "clear"):
            return False  # the digits are the board's number now
        system = tournament.settings.system
        if action == "result" and parameters == ("½-½",):
            return has_draws(system)
        if action == "match_score":
            return entry(system).match_scores
        if action == "match":
            return plays_matches(tournament)
        return True

    def compose_body(self) -> ComposeResult:
        with Vertical(id="round"):
            yield BoardList(id="boards")
            yield Static(id="byes")
            yield Static(id="board-note", markup=False)
            text, severity = self._said
            yield Static(text, id="said", markup=False, classes=f"-{severity}")

    def watch_round_no(self) -> None:
        self.show(self.tournament)

    def show(self, tournament: Tournament) -> None:
        """The tournament as saved; while results entered here are still being saved,
        those (the app catches up)."""
        if self._latest is not None:
            if tournament is self._latest:
                self._latest = None
            else:
                tournament = self._latest
        self._show_boards(tournament)

    def _show_boards(self, tournament: Tournament) -> None:
        rnd = tournament.round(self.round_no)
        boards = self.query_one(BoardList)
        boards.show(tournament, self.round_no)
        done = sum(1 for g in rnd.games if g.result is not None)
        box = self.query_one("#round")
        box.border_title = f"Round {self.round_no}"
        box.border_subtitle = (f"{done} of {len(rnd.games)} results" if rnd.paired
                               else "not paired yet: p pairs it")
        bye_players = {b.player for b in rnd.byes}
        names = {p.start_no: p.name for p in tournament.players if p.start_no in bye_players}
        byes = "   ".join(f"{_BYES[b.kind]} {b.player} {names[b.player]}"
                          for b in sorted(rnd.byes, key=lambda b: b.kind is not ByeKind.PAB))
        _update(self.query_one("#byes", Static), byes)
        self._show_note()
        # the keys shown follow the system and whether boards make matches: the footer
        # is made again only when those change (each time, it laid out the whole screen
        # again: some 30 ms a result at 5 000 boards, issue 36)
        keys = (tournament.settings.system, plays_matches(tournament))
        if keys != self._keys_for:
            self._keys_for = keys
            self.refresh_bindings()

    def on_data_table_row_highlighted(self) -> None:
        self._show_note()

    def _say(self, text: str, severity: SeverityLevel = "information", *,
             at: float | None = None) -> None:
        """The last result entered, or why a key does nothing, on the screen's own line
        (a toast per result stacks up and leaves remnants at 80×24); ``at``: when it
        happened (default: now)."""
        self._said = (text, severity)
        self._said_at = time() if at is None else at
        for said in self.query("#said").results(Static):  # none until composed
            said.update(text)
            for level in ("warning", "error"):
                said.set_class(severity == level, f"-{level}")

    def say_notice(self, notification: Notification) -> bool:
        """The app's notifications on the line below the boards: a toast would cover
        the last boards, the PAB and byes, and this line. One older than what the line
        says (held while a dialog was open) is not said over it."""
        if notification.raised_at >= self._said_at:
            message = " · ".join(notification.message.splitlines())
            self._say(f"{notification.title}: {message}" if notification.title
                      else message, notification.severity, at=notification.raised_at)
        return True

    def on_key(self, event: events.Key) -> None:
        """A printable key that does nothing here says why (a draw in a backgammon
        match, too); after ``g`` the digits, backspace, enter and escape make the board
        number to go to."""
        if self._board_typed is not None:
            event.stop()
            event.prevent_default()
            self._type_board(event)
            return
        if event.key in ("g", "number_sign") and self.query_one(BoardList).has_focus:
            # here, not only by the binding: the digits typed right after it (a burst)
            # come to this handler before a binding's action would run
            event.stop()
            event.prevent_default()
            self.action_go_to_board()
            return
        if (not event.is_printable or event.key in self.active_bindings
                or not self.query_one(BoardList).has_focus):
            return
        system = self.tournament.settings.system
        if event.character in ("=", "5") and not has_draws(system):
            self._say("A backgammon match has no draws: 1 or 0 for the winner, m for the "
                      "match score")
            return
        keys = ["1 1-0", "= or 5 ½-½" if has_draws(system) else "", "0 0-1",
                "m match score" if entry(system).match_scores else "",
                "b whole match" if self.check_action("match", ()) else "", "+ +/-", "- -/+",
                "* -/-", "delete clears", "? lists all"]
        self._say(f"{event.character!r} is not a result key: "
                  + " · ".join(k for k in keys if k))

    def _show_note(self) -> None:
        """A manual override of the board under the cursor, or in a team competition
        the match it belongs to, as its results stand (C.04.6 art. 1.2)."""
        game = self.query_one(BoardList).board
        note = self.query_one("#board-note", Static)
        t = self._latest or self.tournament
        match = (board_match(t, self.round_no, game.board)
                 if game and competition(t) is not None else None)
        note.display = bool(game and game.override) or match is not None
        if game and game.override:
            _update(note, f"⚠ board {game.board}: {game.override}")
        elif match is not None:
            _update(note, f"{match.title}: {match_score(t, match)} · b the whole match")

    # -- going to a board ---------------------------------------------------------------
    def action_go_to_board(self) -> None:
        if self._board_typed is not None:
            return  # already typing one (the key came by the handler and the binding)
        self._board_typed = ""
        self.refresh_bindings()
        self._say("Go to board: type its number, enter goes, escape stays")

    def _type_board(self, event: events.Key) -> None:
        typed = self._board_typed or ""
        if event.key == "escape":
            self._stop_typing("")
        elif event.key == "enter":
            self._go_to(typed)
        elif event.key == "backspace":
            self._board_typed = typed[:-1]
            self._say(f"Go to board {self._board_typed}")
        elif event.character is not None and is_digits(event.character) and len(typed) < 5:
            self._board_typed = typed + event.character
            self._say(f"Go to board {self._board_typed} (enter goes)")

    def _go_to(self, typed: str) -> None:
        boards = self.query_one(BoardList)
        games = self.tournament.round(self.round_no).games
        row = next((i for i, g in enumerate(games) if str(g.board) == typed), None)
        if row is None:
            self._stop_typing(f"No board {typed or '(no number typed)'} in round "
                              f"{self.round_no}: it has boards 1 to {len(games)}", "warning")
            return
        boards.move_cursor(row=row)
        game = games[row]
        names = {p.start_no: p.name for p in self.tournament.players}
        result = game.result.token if game.result is not None else "no result yet"
        self._stop_typing(f"Board {game.board}: {names[game.white]} – {names[game.black]}, "
                          f"{result}")

    def _stop_typing(self, said: str, severity: SeverityLevel = "information") -> None:
        self._board_typed = None
        self.refresh_bindings()
        self._say(said, severity)

    # -- results -----------------------------------------------------------------------
    def action_result(self, token: str) -> None:
        self._enter(GameResult.parse(token))

    def action_match_score(self) -> None:
        """The match score beside the result (SwissBG: its point difference breaks
        ties); the larger score wins the match."""
        game = self.query_one(BoardList).board
        if game is not None:
            # made from the results entered here too (some may still be being saved)
            self.app.push_screen(match_score_form(self._latest or self.tournament,
                                                  self.round_no, game))

    def action_match(self) -> None:
        """Every game of the selected board's match in one form: a team match's boards,
        a Double-Swiss match's two games (:mod:`.match_form`)."""
        game = self.query_one(BoardList).board
        t = self._latest or self.tournament
        match = board_match(t, self.round_no, game.board) if game is not None else None
        if match is None:
            self._say("No match on this board: b enters a team match's boards or a "
                      "Double-Swiss match's two games", "warning")
            return
        self.app.push_screen(MatchForm(t, match),
                             lambda saved: self._after_match(match) if saved else None)

    def _after_match(self, match: BoardMatch) -> None:
        """A match saved: the cursor on the next match's first board (Swiss-Manager's
        way), so that the results typed next are that match's, not the saved one's."""
        here = [m.game.board for m in match.games if m.round_no == self.round_no]
        self.query_one(BoardList).next_after(max(here))

    def action_clear(self) -> None:
        self._enter(None)

    def _enter(self, result: GameResult | None) -> None:
        """Enter ``result`` (None: clear it, saying which result went) on the selected
        board; one that replaces another result is asked first, with the old result
        shown."""
        game = self.query_one(BoardList).board
        if game is None:
            self.notify("No board selected: this round has no boards yet.", severity="warning")
            return
        if (game.result is None or result is None or game.result is result
                or self.cardtable.file.read_only):
            self._save_result(game, result)  # read only: refused at once, saying why
            return
        names = {p.start_no: p.name for p in self.tournament.players}
        new = result.token if result is not None else "no result"
        old = game.result.token

        def answer(yes: bool | None) -> None:
            if yes:
                self._save_result(game, result)
            else:
                self._say(f"Board {game.board} keeps {old}")

        self.app.push_screen(
            ConfirmScreen(f"Round {self.round_no}, board {game.board}",
                          f"{game.white} {names[game.white]} – {game.black} "
                          f"{names[game.black]}\nhas {old} now.",
                          question=f"Replace {old} with {new}?"), answer)

    def _save_result(self, game: Game, result: GameResult | None) -> None:
        boards = self.query_one(BoardList)
        t = self._latest or self.tournament
        old = game.result.token if game.result is not None else ""
        said = (f"round {self.round_no}, board {game.board}: {game.white} – {game.black} "
                + (result.token if result else f"result {old} cleared".replace("  ", " ")))
        late = t.last_paired_round > self.round_no and game.result not in (None, result)
        if late:
            said += (f" (round {t.last_paired_round} is paired already: a corrected result "
                     f"affects only pairings still to be made, C.04.2)")
        outcome = enter_result(t, self.round_no, game.board, result)
        if outcome.refusal is not None:
            self._say(outcome.refusal, "warning")
            return
        changed = outcome.tournament
        self._latest = changed
        self._entered.append((said, "warning" if late else "information"))
        self.post_message(ChangeRequested(Change(changed, base=t), asker=self,
                                          holds_keys=False))  # the next result: at once
        self._show_boards(changed)
        boards.next_without_result()

    def answered(self, refusal: str | None) -> None:
        """The app's answer to a result posted (a call down), in the order posted: said
        on the line once saved; a refusal (the app says why) shows what is saved."""
        said, severity = self._entered.popleft()
        if refusal is not None:
            self._latest = None
            self.show(self.tournament)
            return
        self._say(said + (" · practice, not saved" if self.cardtable.file.practice
                          else " · saved"), severity)

    # -- other actions -----------------------------------------------------------------
    def action_override(self) -> None:
        game = self.query_one(BoardList).board
        if game is not None:
            self.app.push_screen(override_form(self._latest or self.tournament,
                                               self.round_no, game))

    def action_walkthrough(self) -> None:
        self.post_message(WalkthroughRequested(self.round_no))

    def action_round(self, delta: int) -> None:
        last = max(self.tournament.last_paired_round, 1)
        self.round_no = min(max(self.round_no + delta, 1), last)


def _update(line: Static, text: str) -> None:
    """``line`` shows ``text``: updated (and the screen laid out again) only when it
    showed something else."""
    if str(line.content) != text:
        line.update(text)
