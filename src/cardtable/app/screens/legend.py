"""``l`` in the walkthrough: what every mark on a card and in the panels means, for the
system and round on screen."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from ..widgets.walkthrough.legend import Section


class LegendScreen(ModalScreen[None]):
    """The legend of a walkthrough; escape, l or q close it."""

    CSS_PATH = "keys.tcss"
    BINDINGS = [Binding("escape,l,q", "dismiss", "Close")]

    def __init__(self, sections: tuple[Section, ...], title: str):
        super().__init__()
        self.sections = sections
        self.title_text = title

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="keys") as box:
            box.border_title = f"Legend · {self.title_text}"
            box.border_subtitle = "esc close"
            width = max((len(mark) for _, marks in self.sections for mark, _ in marks),
                        default=0)
            for number, (heading, marks) in enumerate(self.sections):
                yield Static(Content.styled(heading, "bold $text-accent"),
                             classes="heading" + (" -first" if not number else ""))
                for mark, meaning in marks:
                    with Horizontal(classes="mark"):
                        yield Static(Content.styled(mark.rjust(width), "bold"),
                                     classes="sign").set_styles(f"width: {width + 2};")
                        yield Static(meaning, markup=False, classes="meaning")
