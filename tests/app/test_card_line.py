"""Cards line up: the fields of every card of a list (a pile, a bracket, the try-it
cards) are at the same places whatever each card holds — a shorter colour history, no
float, a partner or none — at 80×24 and 120×40 alike."""

from __future__ import annotations

import pytest
from app_helpers import copy_sample, drive, press

from cardtable.app.widgets.cards.card_line import CardColumns, card_line
from cardtable.app.widgets.walkthrough.piles import PileBox
from cardtable.trace.steps import CardView

CARDS = [CardView(3, "Berger, Greta", "3½", "WBWW", "B", "↓·", True),
         CardView(11, "Ott, Vera", "1½", "WWB", "", "", True),
         CardView(10, "Quinn, Hugo", "1", "BW", "(W)", "·↑", True)]


@pytest.mark.parametrize("width", [22, 30, 44, 60])
def test_the_cards_of_a_list_have_their_fields_at_the_same_places(width):
    columns = CardColumns.of(CARDS, ("–12", "PAB"))
    lines = [card_line(c, width, suffix=s, columns=columns).plain
             for c, s in zip(CARDS, ("–12", "", "PAB"))]
    assert {len(line) for line in lines} == {width}
    score = lines[0].index("3½") + 2  # where every score ends
    assert all(line[:score].endswith(" " + c.score) for c, line in zip(CARDS, lines))
    if "WBWW" in lines[0]:  # the colour histories end in one column
        end = lines[0].index("WBWW") + 4
        assert all(line[:end].endswith(" " + c.colours) for c, line in zip(CARDS, lines))
    assert lines[0].endswith(" –12") and lines[2].endswith(" PAB")


def test_a_card_alone_keeps_its_own_fields():
    line = card_line(CARDS[1], 30).plain
    assert len(line) == 30 and line.endswith(" 1½     WWB")


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_the_piles_of_the_simplified_swiss_line_up(tmp_path, size):
    """Colour histories of different lengths (rounds not played) and partners on some
    cards: the scores and the colours stay in their columns, pile to pile."""
    async def script(app, pilot):
        await press(app, pilot, "w", "g", "1", "2", "enter")
        scores, colours = set(), set()
        for box in app.screen.query(PileBox):
            lines = [box.render_line(y).text for y in range(len(box.pile.cards))]
            for piled, line in zip(box.pile.cards, lines):
                card = piled.card
                score = line.index(f" {card.score} ", 5) + len(card.score) + 1
                scores.add(score)
                if line.find(card.colours, score) > 0:  # shown where there is room
                    colours.add(line.find(card.colours, score) + len(card.colours))
        assert len(scores) == 1, scores
        assert len(colours) <= 1, colours

    drive(copy_sample(tmp_path, "simplified-club.toml"), script, size=size)


def test_a_narrow_pile_shows_the_partner_where_the_preference_stands():
    """At 80×24 a pile is too narrow for the preference and the partner both: a paired
    card shows its partner in the preference's place, a waiting card its
    preference, in one column; wider, both are shown."""
    columns = CardColumns.of(CARDS, ("–12",))
    paired = card_line(CARDS[0], 22, suffix="–12", columns=columns, shared=True).plain
    waiting = card_line(CARDS[2], 22, columns=columns, shared=True).plain
    assert paired.endswith(" 3½ –12") and waiting.endswith("  1 (W)")
    wide = card_line(CARDS[0], 44, suffix="–12", columns=columns, shared=True).plain
    assert " B " in wide and wide.endswith(" –12")
