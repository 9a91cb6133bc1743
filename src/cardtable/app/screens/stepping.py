"""Moving through a trace's steps on a screen: a step forward or back, to the next
decision, to the next step of a kind, to a step by its number, and the auto-play at an
adjustable speed that can stop at each decision. The screen that shows the steps (the
walkthrough) binds the keys and says what one step looks like (:meth:`show_step`)."""

from __future__ import annotations

from textual import events, on
from textual.reactive import reactive
from textual.timer import Timer

from cardtable.trace.steps import step_kinds

from .. import long_lived
from ..widgets.walkthrough.scene import Script
from .base import CardtableScreen
from .step_number import StepNumberDialog

#: Seconds per step of the auto-play, slowest first.
SPEEDS = (4.0, 2.0, 1.0, 0.5, 0.25, 0.1)


class SteppingScreen(CardtableScreen):
    """A screen that shows the steps of ``script`` one at a time."""

    index: reactive[int] = reactive(0, init=False, repaint=False)
    """The step shown (0-based)."""
    playing: reactive[bool] = reactive(False, init=False, repaint=False)
    """Whether the steps play by themselves."""
    speed: reactive[int] = reactive(2, init=False, repaint=False)
    """The auto-play speed: an index into :data:`SPEEDS`."""
    stop_at_decisions: reactive[bool] = reactive(False, init=False, repaint=False)
    """Whether the auto-play pauses at each decision (a choice, floaters, the PAB …)."""

    script: Script
    """The steps (given by the screen that shows them)."""

    def __init__(self) -> None:
        super().__init__()
        self._timer: Timer | None = None

    @on(events.Mount)
    def _hold(self) -> None:
        """The steps, the tournament and the widgets live as long as the screen: set
        aside from the garbage collector's full walks (:mod:`..long_lived`), so that
        no step waits for one (10 000 players: 0.15-0.45 s each)."""
        long_lived.hold()

    @on(events.Unmount)
    def _release(self) -> None:
        long_lived.release()

    def show_step(self, index: int) -> None:
        """Show step ``index`` (the screen that shows the steps)."""

    def _show_status(self) -> None:
        """Say where the auto-play stands (the screen that shows the steps)."""

    # -- moving through the steps ------------------------------------------------------
    def watch_index(self, index: int) -> None:
        self.show_step(index)
        long_lived.keep()  # what the step made lives on with the screen

    def action_step(self, delta: int) -> None:
        self.index = min(max(self.index + delta, 0), len(self.script) - 1)

    def action_decision(self, direction: int) -> None:
        self.index = (self.script.next_decision(self.index) if direction > 0
                      else self.script.previous_decision(self.index))

    def action_jump(self, index: int) -> None:
        self.index = index % len(self.script)

    def action_to(self, kind: str, direction: int) -> None:
        """To the next (previous) step of ``kind``: the choice, a bracket."""
        found = self.script.next_of(step_kinds()[kind], self.index, direction)
        if found is None:
            self.notify(f"No {'next' if direction > 0 else 'previous'} {kind} step.",
                        severity="warning")
        else:
            self.index = found

    def action_go(self) -> None:
        """Ask for a step number and go there."""
        def go(number: int | None) -> None:
            if number is not None:
                self.index = min(max(number, 1), len(self.script)) - 1
        self.app.push_screen(StepNumberDialog(len(self.script)), go)

    def action_stop_at_decisions(self) -> None:
        self.stop_at_decisions = not self.stop_at_decisions
        self._show_status()

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
            if self.stop_at_decisions and self.index in self.script.decisions:
                self.playing = False
