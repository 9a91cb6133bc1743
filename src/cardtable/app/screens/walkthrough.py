"""The walkthrough: a round paired step by step as on the card table of the paper-card
procedure. The score-group piles on the left; the current bracket opened into S1 and S2,
side by side, with the candidate or choice laid out and its verdict; the narration of
the step with its article; the boards so far. Step forward and back, jump to the next
decision, or let it play at an adjustable speed. Every step comes from the engine's
trace."""

from __future__ import annotations

from dataclasses import replace

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import ContentSwitcher, Input, Static

from cardtable.model.tournament import Tournament
from cardtable.systems.base import Pairing
from cardtable.systems.registry import descriptor
from cardtable.trace.steps import (
    BoardsStep,
    ByeStep,
    CandidateStep,
    ColourStep,
    OutsideStep,
    PileStep,
    ProcedureStep,
)
from cardtable.trace.search_steps import LotStep
from cardtable.trace.table_moves import BracketFormed, MatchColoured, PairingTried
from cardtable.trace.table_steps import TableBoardStep, TableRowStep

from ..widgets.cards.card_line import card_line
from ..widgets.walkthrough.boards import BoardsStrip, BoardsView
from ..widgets.walkthrough.columns import CardColumn
from ..widgets.walkthrough.legend import legend
from ..widgets.walkthrough.layout import Slot, SlotKind
from ..widgets.walkthrough.stage import bracket_stage, formed_stage
from ..widgets.walkthrough.zoom import ZoomView, zoom_rows
from ..widgets.walkthrough.narration import Narration, verdict_line
from ..widgets.walkthrough.piles import OutsideBox, PilesView
from ..widgets.walkthrough.questions import Question, Quiz, past_candidates
from .answer import AnswerInput
from ..widgets.walkthrough.scene import Scene, board_of
from ..widgets.walkthrough.staging import Staging, stage
from ..widgets.walkthrough.search import REJECTED, UNDONE, Search, search_at
from ..messages import PublishRequested
from .legend import LegendScreen
from .stepping import SPEEDS, SteppingScreen

def _tried(tried: PairingTried, formed: BracketFormed) -> tuple[tuple[str, str], ...]:
    """A pairing tried, as the line above its verdict says it: its place in the
    order, its pairs and identifier; a beginning that pairs only some of the bracket
    names the identifiers that begin so."""
    pairs = " ".join(f"{a}-{b}" for a, b in tried.pairs)
    ids = " ".join(map(str, tried.identifier))
    if not tried.pairs:
        return ((f"Identifiers with top members {ids}", "bold"),)
    if 2 * len(tried.pairs) < len(formed.residents) + len(formed.upfloaters):
        return ((f"Identifiers beginning {pairs} …", "bold"),
                (f" · top members {ids}", "$foreground-muted"))
    place = f"Pairing {tried.index}" if tried.index else "Pairing"
    return (f"{place}: {pairs}", "bold"), (f" · identifier {ids}", "$foreground-muted")


class WalkthroughScreen(SteppingScreen):
    """The trace of ``pairing`` (round ``round_no``), paired from ``before``."""

    CSS_PATH = "walkthrough.tcss"
    BINDINGS = [
        Binding("right,n", "step(1)", "Step", key_display="→"),
        Binding("left,b", "step(-1)", "Back", key_display="←"),
        Binding("d", "decision(1)", "Decision"),
        Binding("D", "decision(-1)", "Previous decision", show=False),
        Binding("c", "to('choice', 1)", "The choice of this bracket", show=False),
        Binding("right_square_bracket", "to('bracket', 1)", "Next bracket",
                key_display="]", show=False),
        Binding("left_square_bracket", "to('bracket', -1)", "Previous bracket",
                key_display="[", show=False),
        Binding("g", "go", "Go to step …", show=False),
        Binding("a", "stop_at_decisions", "Autoplay stops at each decision", show=False),
        Binding("home", "jump(0)", "First step", show=False),
        Binding("end", "jump(-1)", "Last step", show=False),
        Binding("space", "play", "Play"),
        Binding("q", "questions", "Questions",
                tooltip="Ask what each step decides before showing it, mark the answer, "
                        "keep the score"),
        Binding("s", "skip_candidates", "Skip candidates",
                tooltip="Show the 2026 rules' candidates still to come without asking, "
                        "to the next question that is not a candidate"),
        Binding("plus", "speed(1)", "Faster", key_display="+", show=False),
        Binding("minus", "speed(-1)", "Slower", key_display="-", show=False),
        Binding("p", "publish", "Publish"),
        Binding("l", "legend", "Legend"),
        Binding("z", "zoom", "Zoom the bracket"),
        Binding("t", "app.try_it", "Try it yourself", show=False),
    ]

    def __init__(self, pairing: Pairing, before: Tournament, *, recorded: bool,
                 staged: Staging | None = None):
        """``staged``: the walkthrough made beforehand (in the pairing's worker), else
        made here."""
        super().__init__()
        self.pairing = pairing
        self.before = before
        self.round_no = pairing.round
        self.recorded = recorded
        self.system = descriptor(before.settings.system)
        self.colours = self.system.entry.colours
        """Whether the system gives colours (a backgammon Swiss does not)."""
        staged = staged or stage(pairing, before)
        self.script = staged.script
        #: the card fields' widths, shared by every list of cards the stage shows
        self.columns = staged.columns
        self.set_reactive(WalkthroughScreen.index, staged.first)
        #: the questions of the round, while ``q`` has them on (None: off)
        self.quiz: Quiz | None = None
        #: the step whose question waits for the learner's answer, with it
        self.asked: tuple[int, Question] | None = None
        #: the round's questions by step, as a lecturer asks them
        self.questions = staged.questions
        #: whether the round walks the 2026 rules' candidates (``s`` skips them)
        self.candidates = staged.candidates

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
        yield ZoomView(id="zoom")
        with Vertical(id="ask"):
            yield Static(id="question", markup=False)
            yield AnswerInput(id="answer")
        yield Narration(id="narration")
        yield BoardsStrip(id="strip")

    def on_mount(self) -> None:
        super().on_mount()
        self.set_class(not self.script.has_piles, "-no-piles")
        outside = next((s for s in self.script.steps if isinstance(s, OutsideStep)), None)
        if outside is not None:  # requested byes and forbidden pairs, before the piles
            self.query_one(PilesView).mount(OutsideBox(outside))
        s1, s2 = self.query_one("#s1", CardColumn), self.query_one("#s2", CardColumn)
        # S1 and S2 scroll together, so that each pair stays on one line
        self.watch(s1, "scroll_y", lambda y: s2.scroll_to(y=y, animate=False), init=False)
        self.watch(s2, "scroll_y", lambda y: s1.scroll_to(y=y, animate=False), init=False)
        self.show_step(self.index)
        # the cards laid out in the stage take its width, known once it is laid out
        self.call_after_refresh(lambda: self.show_step(self.index))

    def show(self, tournament: Tournament) -> None:
        kind = "recorded, paired again" if self.recorded else "next round, not published"
        self.sub_title = f"Walkthrough of round {self.round_no} · {kind}"

    def action_zoom(self) -> None:
        """For a projector: the open bracket's cards (or the boards) as big digits over
        the whole screen, other steps' stage without the piles; ``z`` again brings the
        piles, the narration and the boards back."""
        self.toggle_class("-zoomed")
        self.show_step(self.index)

    def action_legend(self) -> None:
        """What every mark on the cards and in the panels means, for this round."""
        shown = self.system.walkthrough
        self.app.push_screen(LegendScreen(legend(self.script, shown.criterion_words,
                                                 colours=self.colours,
                                                 own=shown.legend_words,
                                                 criteria=shown.legend_criteria),
                                          f"round {self.round_no}"))

    # -- ask before telling ------------------------------------------------------------
    def action_questions(self) -> None:
        """Questions on or off: with them on, ``→`` asks what the next step will
        decide before showing it, marks the answer and keeps the score of the round."""
        self.quiz = Quiz() if self.quiz is None else None
        self.asked = None
        self.set_class(self.quiz is not None, "-questions")
        self.set_class(False, "-asking")
        ask = self.query_one("#ask", Vertical)
        ask.border_title = "Questions" if self.quiz is not None else ""
        self.query_one("#question", Static).update(
            "Questions on: → asks what the next step decides before it shows it; "
            "q turns them off." if self.quiz is not None else "")
        self.notify("Questions on" if self.quiz is not None else "Questions off")
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """``s`` is offered (in the footer too) while questions are on in a round that
        walks the 2026 rules' candidates."""
        if action == "skip_candidates":
            return self.quiz is not None and self.candidates
        return True

    def action_skip_candidates(self) -> None:
        """Questions on: past the candidates, up to the next question that is not one
        (the bracket's choice, its floaters, ...), which is asked."""
        if self.quiz is not None:
            target = past_candidates(self.questions, self.script.steps, self.index,
                                     self.quiz.marks)
            self.index = len(self.script) - 1 if target is None else target - 1
            if target is not None:
                self._ask(target, self.questions[target])

    def action_step(self, delta: int) -> None:
        target = min(max(self.index + delta, 0), len(self.script) - 1)
        quiz = self.quiz
        if delta > 0 and quiz is not None and target != self.index and (
                target not in quiz.marks):
            question = self.questions.get(target)
            if question is not None:
                self._ask(target, question)
                return
        super().action_step(delta)

    def _ask(self, target: int, question: Question) -> None:
        """Ask the question of step ``target`` before showing it."""
        self.asked = (target, question)
        self.playing = False
        self.query_one("#question", Static).update(question.prompt)
        answer = self.query_one(AnswerInput)
        answer.value = ""
        self.set_class(True, "-asking")
        answer.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """The learner's answer: marked, then the step shown."""
        if self.asked is None or self.quiz is None:
            return
        event.stop()
        target, question = self.asked
        self.asked = None
        found = self.quiz.answer(target, question, event.value, self.script.steps[target])
        self.set_class(False, "-asking")
        self.set_focus(None)
        self.index = target
        last = not any(i > target for i in self.questions)
        score = self.quiz.score + (f" in round {self.round_no}" if last else " so far")
        self.query_one("#ask", Vertical).border_title = score
        self.query_one("#question", Static).update(
            found.text + (f"\n{score}. The round's questions are done." if last else ""))

    def on_answer_input_skipped(self, event: AnswerInput.Skipped) -> None:
        """Escape in the answer: the question is left unasked, the step not shown."""
        self.asked = None
        self.set_class(False, "-asking")
        self.set_focus(None)
        self.query_one("#question", Static).update("Question left; → asks it again.")

    def action_publish(self) -> None:
        if self.recorded:
            self.notify(f"Round {self.round_no} is published already; this walkthrough "
                        f"shows how the engine pairs it.", severity="warning")
        else:
            self.post_message(PublishRequested(self.pairing, self.before))

    # -- showing one step --------------------------------------------------------------
    def show_step(self, index: int) -> None:
        """Lay the table out as it is after step ``index``."""
        if not len(self.script):
            self.query_one(Narration).update("The engine recorded no steps for this round.")
            return
        scene = self.script.scene(index)
        if self.script.has_piles:
            self.query_one(PilesView).show(self.script.piles(scene.structure),
                                           scene.bracket.score if scene.bracket else
                                           scene.formed.score if scene.formed else None)
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
        zoomed = self.has_class("-zoomed")
        big = False  # the zoom shows this step in big digits
        if isinstance(step, PileStep):
            views.current = "pile"
            count = len(step.cards)
            titles = (f"Scoregroup {step.score} · {count} card{'s' if count != 1 else ''}",
                      "")
            self.query_one("#pile", CardColumn).show(
                "", tuple(Slot(SlotKind.CARD, c.start_no) for c in step.cards), cards)
        elif scene.bracket is not None:
            views.current = "bracket"
            titles = self._show_bracket(scene)
            big = zoomed
            if isinstance(step, CandidateStep):
                pairs = " ".join(f"{a}-{b}" for a, b in step.pairs) or "no pairs"
                label = step.label_numbers or step.label
                verdict = Content.assemble((f"Candidate {step.index}: {pairs}", "bold"),
                                           (f" · {label}", "$foreground-muted"), "  ",
                                           verdict)
        elif scene.formed is not None:
            views.current = "bracket"
            titles = self._show_formed(scene)
            big = zoomed
            if isinstance(scene.move, PairingTried):
                verdict = Content.assemble(*_tried(scene.move, scene.formed), "  ", verdict)
        elif isinstance(step, (ColourStep, BoardsStep, TableBoardStep)) or isinstance(
                scene.move, MatchColoured):
            views.current = "boards"
            current = board_of(step, scene.move)
            if zoomed:
                self.query_one(ZoomView).show(
                    "Boards" + (f" · PAB {scene.pab}" if scene.pab else ""),
                    tuple(f"{b.white} - {b.black}" for b in scene.boards))
                big = True
            self.query_one(BoardsView).show(scene.boards, cards, current=current,
                                            numbered=scene.final, pab=scene.pab,
                                            colours=self.colours)
            titles = ("Final boards" if scene.final else "Colours", "")
            if scene.final:
                verdict = self._recorded_verdict(scene)
        else:
            views.current = "note"
            self.query_one("#note", Static).update(self._note(scene))
            searching = search_at(self.script.steps, scene.index) is not None
            kind = step.kind.replace("-", " ")
            titles = ("Search for an opponent" if searching else kind.capitalize(), "")
        if (views.border_title, views.border_subtitle) != titles:
            views.border_title, views.border_subtitle = titles
        self.set_class(big, "-zoom-big")
        self.query_one("#verdict", Static).update(verdict)

    def _show_bracket(self, scene: Scene) -> tuple[str, str]:
        """S1 and S2 of the open bracket (or its remainder); returns the title and
        subtitle of the stage. Where the trace's notes give S1 and S2 as the procedure
        forms them (the 2009 rules' C.4 and C.8), those are shown, with the values x
        and p of the group the step speaks of (:mod:`..widgets.walkthrough.stage`)."""
        bracket = scene.bracket
        assert bracket is not None
        stage = bracket_stage(scene, self.script.pile_number(bracket.score))
        left, right = stage.left, stage.right
        if self.has_class("-zoomed"):
            number = bracket.number or self.script.pile_number(bracket.score)
            self.query_one(ZoomView).show(f"Bracket {number}: {left.title} | {right.title}",
                                          zoom_rows(left.slots, right.slots, stage.moved))
        cards, offending = self.script.cards, frozenset(scene.offending)
        self.query_one("#s1", CardColumn).show(left.heading, left.slots, cards, offending,
                                               stage.moved)
        self.query_one("#s2", CardColumn).show(right.heading, right.slots, cards,
                                               offending, stage.moved)
        return stage.title, stage.subtitle

    def _show_formed(self, scene: Scene) -> tuple[str, str]:
        """A bracket formed of a top-scoregroup and the upfloaters pulled up to it
        (C.04.5, C.04.6 art. 3.5), as :func:`formed_stage` lays it out; returns the
        title and subtitle of the stage."""
        formed = scene.formed
        assert formed is not None
        stage = formed_stage(scene)
        cards, offending = self.script.cards, frozenset(scene.offending)
        if self.has_class("-zoomed"):
            self.query_one(ZoomView).show(
                f"Bracket {formed.number}: {stage.left.title} | {stage.right.title}",
                zoom_rows(stage.left.slots, stage.right.slots, frozenset()))
        for column, shown in (("#s1", stage.left), ("#s2", stage.right)):
            heading = shown.title if scene.pairs else shown.heading
            self.query_one(column, CardColumn).show(heading, shown.slots, cards, offending)
        return stage.title, stage.subtitle

    def _note(self, scene: Scene) -> Content:
        step = scene.step
        if isinstance(step, ByeStep) and step.player in self.script.cards:
            width = self.query_one("#views").content_region.width - 2  # the note's padding
            return Content.assemble(("Pairing-allocated bye\n\n", "bold"),
                                    card_line(self.script.cards[step.player], width,
                                              style="bold $text-success", suffix="PAB",
                                              columns=self.columns))
        search = search_at(self.script.steps, scene.index)
        if search is not None:
            return self._search(search)
        if isinstance(step, TableRowStep):
            return self._table_row(scene.index, step)
        if isinstance(step, LotStep) and step.order and all(
                p in self.script.cards for p in step.order):
            return self._drawn(list(step.order), [p for pair in step.pairs for p in pair])
        return Content(step.text)

    def _table_row(self, index: int, row: TableRowStep) -> Content:
        """The row of the Berger table the round is, with its boards as the steps
        after it lay them out (C.05 Annex 1)."""
        width = self.query_one("#views").content_region.width - 2
        cycle = f" · cycle {row.cycle}" if row.cycle > 1 else ""
        lines = [Content.styled(f"Berger table for {row.table_size} players · row "
                                f"{row.table_round}{cycle}", "bold"),
                 Content.styled("the boards of the row, White first:", "$foreground-muted")]
        side = max((width - 8) // 2, 12)
        for step in self.script.steps[index + 1:]:
            if not isinstance(step, TableBoardStep):
                break
            white, black = (card_line(self.script.cards[p], side, marker="",
                                      columns=self.columns)
                            if p in self.script.cards else Content(str(p))
                            for p in (step.white, step.black))
            lines.append(Content.assemble(f"{step.table_board:>3} ", white, " – ", black))
        return Content("\n").join(lines)

    def _drawn(self, order: list[int], paired: list[int]) -> Content:
        """The cards in the order drawn by lot, two by two as they are paired; where
        forbidden pairs part drawn neighbours, in the order the pairs are made."""
        width = self.query_one("#views").content_region.width - 2
        taken = set(paired)
        shown = paired + [p for p in order if p not in taken]
        heading = ("Drawn by lot, paired two by two in this order:" if shown == order else
                   f"Drawn by lot: {' '.join(map(str, order))}; forbidden pairs kept "
                   f"apart, paired two by two in this order:")
        lines = [Content.styled(heading, "bold")]
        for at, player in enumerate(shown):
            lines.append(card_line(self.script.cards[player], width,
                                   marker="┌" if at % 2 == 0 else "└", columns=self.columns))
        return Content("\n").join(lines)

    def _search(self, search: Search) -> Content:
        """The searching player's card, then their opponents in the order tried."""
        width = self.query_one("#views").content_region.width - 2
        cards = self.script.cards
        looks = {REJECTED: "$text-error", UNDONE: "bold $text-warning"}
        lines = [Content.styled(f"Pair {search.pair}: opponents for", "bold"),
                 card_line(cards[search.player], width, style="bold $text-accent",
                           columns=self.columns),
                 Content.styled("in the order the rules try them:", "bold")]
        lines += [card_line(cards[q], width, marker=search.marks.get(q, " "),
                            style=looks.get(search.marks.get(q, ""), "")
                            + (" reverse" if q == search.current else ""),
                            columns=self.columns)
                  for q in search.order if q in cards]
        return Content("\n").join(lines)

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
        if self.stop_at_decisions:
            state += " · stops at decisions"
        narration.border_subtitle = (
            f"{state} · {SPEEDS[self.speed]:g} s/step · " +
            (self.script.steps[self.index].article if len(self.script) else ""))
