"""The walkthrough: a round paired step by step as on the card table (seed 003). The
score-group piles on the left; the current bracket opened into S1 and S2, side by side,
with the candidate or choice laid out and its verdict; the narration of the step with
its article; the boards so far. Step forward and back, jump to the next decision, or
let it play at an adjustable speed. Every step comes from the engine's trace."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.reactive import reactive
from textual.timer import Timer
from textual.widgets import ContentSwitcher, Static

from cardtable.model import History, Tournament, format_points
from cardtable.systems import Pairing
from cardtable.trace import CardView

from ..widgets.cards.card_line import card_line
from ..widgets.walkthrough.boards import BoardsStrip, BoardsView
from ..widgets.walkthrough.columns import CardColumn
from ..widgets.walkthrough.layout import Slot, SlotKind, bracket_columns
from ..widgets.walkthrough.narration import Narration, verdict_line
from ..widgets.walkthrough.piles import PilesView
from ..widgets.walkthrough.scene import Scene, Script, board_of, table_board
from .base import CardtableScreen

#: Seconds per step of the auto-play, slowest first.
SPEEDS = (4.0, 2.0, 1.0, 0.5, 0.25, 0.1)


def _fallback_cards(tournament: Tournament, round_no: int) -> dict[int, CardView]:
    """Cards for traces without piles (a round robin): number, name, score."""
    history = History(tournament, round_no - 1)
    return {p.start_no: CardView(p.start_no, p.name,
                                 format_points(history.score(p.start_no), "½"),
                                 "", "", "", True)
            for p in tournament.players}


class WalkthroughScreen(CardtableScreen):
    """The trace of ``pairing`` (round ``round_no``), paired from ``before``."""

    CSS_PATH = "walkthrough.tcss"
    BINDINGS = [
        Binding("right,n", "step(1)", "Step", key_display="→"),
        Binding("left,b", "step(-1)", "Back", key_display="←"),
        Binding("d", "decision(1)", "Decision"),
        Binding("D", "decision(-1)", "Previous decision", show=False),
        Binding("home", "jump(0)", "First step", show=False),
        Binding("end", "jump(-1)", "Last step", show=False),
        Binding("space", "play", "Play"),
        Binding("plus", "speed(1)", "Faster", key_display="+", show=False),
        Binding("minus", "speed(-1)", "Slower", key_display="-", show=False),
        Binding("p", "publish", "Publish"),
        Binding("t", "app.try_it", "Try it yourself", show=False),
    ]

    index: reactive[int] = reactive(0, init=False, repaint=False)
    """The step shown (0-based)."""
    playing: reactive[bool] = reactive(False, init=False, repaint=False)
    """Whether the steps play by themselves."""
    speed: reactive[int] = reactive(2, init=False, repaint=False)
    """The auto-play speed: an index into :data:`SPEEDS`."""

    def __init__(self, pairing: Pairing, before: Tournament, *, recorded: bool):
        super().__init__()
        self.pairing = pairing
        self.before = before
        self.round_no = pairing.round
        self.recorded = recorded
        steps = pairing.trace.steps if pairing.trace is not None else ()
        self.script = Script(steps, _fallback_cards(before, pairing.round))
        self._timer: Timer | None = None
        # Open at the first bracket: the piles are on the table, S1 and S2 in view.
        first = next((i for i, s in enumerate(steps) if s.kind == "bracket"), 0)
        self.set_reactive(WalkthroughScreen.index, first)

    def compose_body(self) -> ComposeResult:
        with Horizontal(id="table"):
            yield PilesView(id="piles")
            with Vertical(id="stage"):
                with ContentSwitcher(initial="bracket", id="views"):
                    with Horizontal(id="bracket"):
                        yield CardColumn("S1", id="s1")
                        yield CardColumn("S2", id="s2")
                    yield CardColumn("Pile", id="pile")
                    yield BoardsView(id="boards")
                    yield Static(id="note", markup=False)
                yield Static(id="verdict")
        yield Narration(id="narration")
        yield BoardsStrip(id="strip")

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#piles").display = self.script.has_piles
        s1, s2 = self.query_one("#s1", CardColumn), self.query_one("#s2", CardColumn)
        # S1 and S2 scroll together, so that each pair stays on one line
        self.watch(s1, "scroll_y", lambda y: s2.scroll_to(y=y, animate=False), init=False)
        self.watch(s2, "scroll_y", lambda y: s1.scroll_to(y=y, animate=False), init=False)
        self.show_step(self.index)

    def show(self, tournament: Tournament) -> None:
        kind = "recorded, paired again" if self.recorded else "next round, not published"
        self.sub_title = f"Walkthrough of round {self.round_no} · {kind}"

    # -- moving through the steps ------------------------------------------------------
    def watch_index(self, index: int) -> None:
        self.show_step(index)

    def action_step(self, delta: int) -> None:
        self.index = min(max(self.index + delta, 0), len(self.script) - 1)

    def action_decision(self, direction: int) -> None:
        self.index = (self.script.next_decision(self.index) if direction > 0
                      else self.script.previous_decision(self.index))

    def action_jump(self, index: int) -> None:
        self.index = index % len(self.script)

    def action_play(self) -> None:
        self.playing = not self.playing

    def action_speed(self, delta: int) -> None:
        self.speed = min(max(self.speed + delta, 0), len(SPEEDS) - 1)

    def watch_playing(self, playing: bool) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if playing:
            if self.index == len(self.script) - 1:
                self.index = 0
            self._timer = self.set_interval(SPEEDS[self.speed], self._tick)
        self._show_status()

    def watch_speed(self) -> None:
        if self.playing:
            self.watch_playing(True)
        self._show_status()

    def _tick(self) -> None:
        if self.index >= len(self.script) - 1:
            self.playing = False
        else:
            self.index += 1

    def action_publish(self) -> None:
        if self.recorded:
            self.notify(f"Round {self.round_no} is published already; this walkthrough "
                        f"shows how the engine pairs it.", severity="warning")
        else:
            self.cardtable.ask_publish(self.pairing, self.before)

    # -- showing one step --------------------------------------------------------------
    def show_step(self, index: int) -> None:
        """Lay the table out as it is after step ``index``."""
        if not len(self.script):
            self.query_one(Narration).update("The engine recorded no steps for this round.")
            return
        scene = self.script.scene(index)
        if self.script.has_piles:
            self.query_one(PilesView).show(self.script.piles(scene.structure),
                                           scene.bracket.score if scene.bracket else None)
        self._show_stage(scene)
        self.query_one(Narration).show(scene)
        strip = self.query_one(BoardsStrip)
        strip.boards, strip.pab = scene.boards, scene.pab
        self._show_status()

    def _show_stage(self, scene: Scene) -> None:
        views = self.query_one("#views", ContentSwitcher)
        cards = self.script.cards
        step = scene.step
        verdict = verdict_line(scene.verdict)
        titles = ("", "")
        if step.kind == "pile":
            views.current = "pile"
            titles = (f"Scoregroup {step.score} · {len(step.cards)} cards", "")
            self.query_one("#pile", CardColumn).show(
                "", tuple(Slot(SlotKind.CARD, c.start_no) for c in step.cards), cards)
        elif scene.bracket is not None:
            views.current = "bracket"
            titles = self._show_bracket(scene)
            if step.kind == "candidate":
                verdict = Content.assemble((f"Candidate {step.index}", "bold"),
                                           f" {step.label}  ", verdict)
        elif step.kind in ("colour", "boards") or table_board(step):
            views.current = "boards"
            current = board_of(step)
            self.query_one(BoardsView).show(scene.boards, cards, current=current,
                                            numbered=scene.final)
            titles = ("Final boards" if scene.final else "Colours", "")
            if scene.final:
                verdict = self._recorded_verdict(scene)
        else:
            views.current = "note"
            self.query_one("#note", Static).update(self._note(scene))
            titles = (step.kind.capitalize(), "")
        if (views.border_title, views.border_subtitle) != titles:
            views.border_title, views.border_subtitle = titles
        self.query_one("#verdict", Static).update(verdict, layout=False)

    def _show_bracket(self, scene: Scene) -> tuple[str, str]:
        """S1 and S2 of the open bracket; returns the title and subtitle of the stage."""
        bracket = scene.bracket
        assert bracket is not None
        left, right = bracket_columns(bracket, scene.pairs, scene.floaters)
        cards = self.script.cards
        s1 = "S1 · MDPs" if not bracket.homogeneous else "S1"
        self.query_one("#s1", CardColumn).show(f"{s1} · {len(bracket.s1)}", left, cards)
        self.query_one("#s2", CardColumn).show(f"S2 · {len(bracket.s2)}", right, cards)
        kind = "homogeneous" if bracket.homogeneous else "heterogeneous"
        extra = [f"MaxPairs {bracket.max_pairs}"]
        if not bracket.homogeneous:
            extra.append(f"M1 {bracket.m1}")
        if bracket.limbo:
            extra.append("Limbo " + " ".join(map(str, bracket.limbo)))
        return (f"Bracket {bracket.number} · scoregroup {bracket.score} · {kind}",
                " · ".join(extra))

    def _note(self, scene: Scene) -> Content:
        step = scene.step
        if step.kind == "bye" and step.player in self.script.cards:
            width = self.query_one("#views").content_region.width - 2  # the note's padding
            return Content.assemble(("Pairing-allocated bye\n\n", "bold"),
                                    card_line(self.script.cards[step.player], width,
                                              style="bold $text-success", suffix="PAB"))
        return Content(step.text)

    def _recorded_verdict(self, scene: Scene) -> Content:
        """Whether the published round is what the engine gives (recorded rounds):
        boards with other opponents, boards with the colours the other way round."""
        if not self.recorded:
            return Content.styled("p publishes these boards", "$foreground-muted")
        published = self.tournament.round(self.round_no)
        engine = set(self.pairing.boards)
        swapped = [g.board for g in published.games if (g.black, g.white) in engine]
        other = [g.board for g in published.games
                 if (g.white, g.black) not in engine and g.board not in swapped]
        differences = []
        if other:
            differences.append("other opponents on board " + ", ".join(map(str, other)))
        if swapped:
            differences.append("colours swapped on board " + ", ".join(map(str, swapped)))
        if published.pab != self.pairing.pab:
            differences.append(f"the PAB went to {published.pab}")
        if not differences:
            return Content.styled("✓ the published round is exactly this", "$text-success")
        return Content.styled("⚠ the published round differs: " + "; ".join(differences),
                              "bold $text-warning")

    def _show_status(self) -> None:
        narration = self.query_one(Narration)
        state = "▶ playing" if self.playing else "paused"
        narration.border_subtitle = (
            f"{state} · {SPEEDS[self.speed]:g} s/step · " +
            (self.script.steps[self.index].article if len(self.script) else ""))
