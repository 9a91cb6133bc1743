"""The learner's boards, one a line, marked once the pairing is submitted: ✓, ✗, or
``✗ colours E.1`` for a board whose only fault is its colours, with the rule that
gives them. Boards laid out as the engine made them (the brackets above the one
tried) are shown dimmed."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from .answer import Answer

#: the board's mark once submitted: right, other opponents (or PAB), colours turned
RIGHT, WRONG = "✓", "✗"


class AnswerBoards(Static):
    """``show(answer, marks)``: marks maps a board (or ``"PAB"``) to its mark, ``✓``,
    ``✗`` or ``✗ colours RULE``."""

    def show(self, answer: Answer, marks: dict[object, str] | None, *,
             colours: bool) -> None:
        lines: list[Content] = []
        dash = " – " if colours else " · "
        for number, (white, black) in enumerate(answer.boards, start=1):
            line = Content.assemble(f"{number:>2}  ", (f"{white:>3}", "bold"), dash,
                                    (f"{black:<3}", "bold"))
            if number <= answer.fixed:
                lines.append(Content.assemble(line, " engine").stylize_before(
                    "$foreground-muted"))
            else:
                lines.append(Content.assemble(line, _mark(marks, (white, black))))
        if answer.pab is not None:
            lines.append(Content.assemble("PAB ", (f"{answer.pab:>3}", "bold"), "      ",
                                          _mark(marks, "PAB")))
        if answer.waiting is not None:
            lines.append(Content.assemble("    ", (f"{answer.waiting:>3}", "bold"), dash,
                                          ("?", "$text-accent")))
        if not lines:
            lines.append(Content.styled("no boards yet", "$foreground-muted"))
        self.update(Content("\n").join(lines))


def _mark(marks: dict[object, str] | None, key: object) -> Content:
    if marks is None:
        return Content("")
    mark = marks.get(key, WRONG)
    return Content.styled(f" {mark}", "bold $text-success" if mark == RIGHT
                          else "bold $text-error")
