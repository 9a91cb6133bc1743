"""The learner's boards, one a line, marked ✓/✗ once the pairing is submitted."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from .answer import Answer


class AnswerBoards(Static):
    """``show(answer, marks)``: marks maps a board (or ``"PAB"``) to True/False."""

    def show(self, answer: Answer, marks: dict[object, bool] | None, *,
             colours: bool) -> None:
        lines: list[Content] = []
        dash = " – " if colours else " · "
        for number, (white, black) in enumerate(answer.boards, start=1):
            lines.append(Content.assemble(f"{number:>2}  ", (f"{white:>3}", "bold"), dash,
                                          (f"{black:<3}", "bold"),
                                          _mark(marks, (white, black))))
        if answer.pab is not None:
            lines.append(Content.assemble("PAB ", (f"{answer.pab:>3}", "bold"), "      ",
                                          _mark(marks, "PAB")))
        if answer.waiting is not None:
            lines.append(Content.assemble("    ", (f"{answer.waiting:>3}", "bold"), dash,
                                          ("?", "$text-accent")))
        if not lines:
            lines.append(Content.styled("no boards yet", "$foreground-muted"))
        self.update(Content("\n").join(lines))


def _mark(marks: dict[object, bool] | None, key: object) -> Content:
    if marks is None:
        return Content("")
    return (Content.styled("  ✓", "bold $text-success") if marks.get(key)
            else Content.styled("  ✗", "bold $text-error"))
