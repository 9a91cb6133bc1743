"""The walkthrough at 10 000 players keeps up (issue 36), in what can be checked on
the club sample: the objects alive while a walkthrough is open, and what each step
makes, are set aside from the garbage collector's full walks, and given back when it
closes unless the program had set objects aside before; a card line is drawn
once for what it shows, and drawn again when what it shows changes (a card paired, the
theme). Speed itself is printed by benchmarks/app_speed.py, never asserted."""

from __future__ import annotations

import gc

from app_helpers import copy_sample, drive, press

from cardtable.app import long_lived
from cardtable.app.screens.walkthrough import WalkthroughScreen
from cardtable.app.widgets.walkthrough.piles import PileBox
from cardtable.app.widgets.walkthrough.table import CardState


def test_the_heap_is_given_back_unless_it_was_set_aside_before():
    gc.unfreeze()  # nothing set aside: as a program that has not opened a file yet
    long_lived.hold()
    held = gc.get_freeze_count()
    made = [[n] for n in range(1000)]  # what a step makes
    long_lived.keep()
    assert held > 0 and gc.get_freeze_count() >= held + len(made)
    long_lived.hold()  # a second holder
    long_lived.release()
    assert gc.get_freeze_count() > 0  # the first still holds
    long_lived.release()
    assert gc.get_freeze_count() == 0  # the last let go: every object collected again
    gc.freeze()  # set aside before (the start list of the file opened)
    before = gc.get_freeze_count()
    long_lived.hold()
    long_lived.release()
    assert gc.get_freeze_count() >= before > 0  # left set aside
    gc.unfreeze()


def test_a_walkthrough_sets_aside_what_each_step_makes(tmp_path):
    path = copy_sample(tmp_path)
    held: list[int] = []

    async def script(app, pilot):
        await press(app, pilot, "w")
        assert isinstance(app.screen, WalkthroughScreen)
        held.append(gc.get_freeze_count())
        await press(app, pilot, "c")  # the bracket's choice: new piles, new lines
        held.append(gc.get_freeze_count())
        await press(app, pilot, "escape")
        assert not isinstance(app.screen, WalkthroughScreen)
        held.append(gc.get_freeze_count())

    drive(path, script)
    # the sample is small (start_list.KEPT_FROM): nothing was set aside before the
    # walkthrough, so its closing gives every object back (a large file's stay set
    # aside: test_the_heap_is_given_back_unless_it_was_set_aside_before)
    assert 0 < held[0] < held[1] and held[2] == 0
    gc.unfreeze()


def _line_of(box: PileBox, start_no: int) -> tuple[object, str]:
    """The strip drawn for ``start_no``'s card in ``box``, and its text."""
    assert box.pile is not None
    y = next(y for y, c in enumerate(box.pile.cards) if c.card.start_no == start_no)
    strip = box.render_line(y)
    return strip, strip.text


def test_a_card_line_is_drawn_again_only_when_what_it_shows_changes(tmp_path):
    path = copy_sample(tmp_path)

    async def script(app, pilot):
        # the second bracket: the first one's pairs have set the partners' column
        await press(app, pilot, "w", "c", "right_square_bracket")
        screen = app.screen
        assert isinstance(screen, WalkthroughScreen)
        box = next(b for b in screen.query(PileBox) if b.pile is not None and any(
            c.state is CardState.IN_BRACKET for c in b.pile.cards))
        assert box.pile is not None
        card = next(c for c in box.pile.cards if c.state is CardState.IN_BRACKET)
        player, columns = card.card.start_no, box.columns
        before, text = _line_of(box, player)
        assert _line_of(box, player)[0] is before  # drawn once, shown again
        assert "–" not in text
        await press(app, pilot, "c")  # the bracket's choice: the card is paired
        assert box.pile is not None and box.columns == columns
        paired = next(c for c in box.pile.cards if c.card.start_no == player)
        assert paired.state is CardState.PAIRED
        strip, text = _line_of(box, player)
        assert strip is not before and text.rstrip().endswith(f"–{paired.partner}")
        app.theme = "textual-light" if app.theme != "textual-light" else "nord"
        await pilot.pause()
        assert _line_of(box, player)[0] is not strip  # another theme: drawn anew

    drive(path, script, size=(120, 40))
