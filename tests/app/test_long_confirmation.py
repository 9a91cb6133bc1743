"""A confirmation whose reasons run to thousands of lines (the boards of a round of
10 000 players before it is published) lists them a line each, drawing only the lines
in view, instead of wrapping them all to the dialog's width on the app's loop (1.5 s,
issue 36); a short one is wrapped as before. The question stays under the list."""

from __future__ import annotations

import asyncio

from textual.app import App
from textual.widgets import Log, Static

from cardtable.app.screens.dialogs import LISTED_FROM, ConfirmScreen


def _asked(lines: int) -> tuple[list[bool | None], object, str, str]:
    answers: list[bool | None] = []
    found: list[object] = []
    text = "\n".join(f"{board:>4}  {board} Player – {board + 1} Player"
                     for board in range(1, lines + 1))

    class Asking(App[None]):
        def on_mount(self) -> None:
            self.push_screen(ConfirmScreen("Publish round 5", text,
                                           question="Publish round 5?"), answers.append)

    async def run() -> None:
        app = Asking()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            box = screen.query_one("#reasons-box")
            found.append(box)
            found.append(str(screen.query_one("#question", Static).render()))
            if not isinstance(box, Log):
                found.append(str(box.query_one("#reasons", Static).render()))
            await pilot.press("pagedown", "y")
            await pilot.pause()

    asyncio.run(run())
    return answers, found[0], str(found[1]), str(found[-1])


def test_thousands_of_lines_are_listed_whole_and_the_question_stays():
    answers, box, question, _ = _asked(5000)
    assert isinstance(box, Log) and box.line_count == 5000
    assert box.lines[0] == "   1  1 Player – 2 Player"
    assert box.lines[-1] == "5000  5000 Player – 5001 Player"
    assert question == "Publish round 5?"
    assert answers == [True]  # y still answers (page down scrolled the list)


def test_a_short_text_is_wrapped_as_before():
    answers, box, question, reasons = _asked(LISTED_FROM)
    assert not isinstance(box, Log)
    assert reasons.count("\n") == LISTED_FROM - 1 and reasons.endswith("401 Player")
    assert answers == [True] and question == "Publish round 5?"
