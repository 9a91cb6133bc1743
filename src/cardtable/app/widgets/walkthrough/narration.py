"""The sentence of the current step, with its number, kind and article, and the
verdict of the candidate or choice being shown."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from .scene import Scene, Verdict


def verdict_line(verdict: Verdict | None) -> Content:
    """``✓ chosen · C.04.3 3.8.1``, ``✗ breaks C1 · C.04.3 2.1.1``."""
    if verdict is None:
        return Content("")
    mark, style = {True: ("✓", "bold $text-success"), False: ("✗", "bold $text-error"),
                   None: ("Σ", "bold")}[verdict.ok]
    return Content.assemble((f"{mark} {verdict.text}", style), ("  ·  ", "$foreground-muted"),
                            (verdict.article, "italic"))


class Narration(Static):
    """What the engine did at this step, as an arbiter would say it, in a box at least
    three lines high that grows with a longer sentence (the bracket above gives up the
    room) up to 40 % of the screen; a longer one (the pairs of a bracket of thousands)
    scrolls in it, so that nothing is ever cut off."""

    def show(self, scene: Scene) -> None:
        step = scene.step
        self.border_title = f"Step {scene.index + 1} of {scene.total} · {step.kind}"
        # explain indents a search step's lines under their pair; the box has its own
        # margin. The codes the step is the first to use follow in words.
        said = "; ".join(f"{code}: {words}" for code, words in scene.glossary)
        self.update(Content(step.text.lstrip(" ")
                            + (f"\nThe absolute criteria, each broken when — {said}"
                               if said else "")))
