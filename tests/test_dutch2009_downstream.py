"""C.13's shortcut (``dutch2009.downstream``): passing over the blocks of the
penultimate bracket's candidates that cannot let the lowest bracket be paired gives
the same pairing as walking through every one of them, on the corpus rounds where
the shortcut is taken."""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import shared

from cardtable.systems.files import load_tournament
from cardtable.systems.registry import pairer
from cardtable.systems.dutch2009 import search
from cardtable.systems.replay import before_round

#: corpus rounds in which C.13 pairs a bracket of more than FEED_SIZE players again
ROUNDS = [("dutch-1326678825-11p-8r.trf", 7), ("dutch-126897206-15p-9r.trf", 9),
          ("dutch-198018683-18p-8r.trf", 7), ("dutch-338575624-23p-8r.trf", 8)]


@pytest.mark.parametrize("name, number", ROUNDS)
def test_the_shortcut_finds_the_pairing_the_literal_walk_finds(name, number, monkeypatch):
    t = load_tournament(shared("conformance", "dutch", name))
    state = before_round(replace(t, settings=replace(t.settings, system="dutch-2009")),
                         number)
    pair = pairer("dutch-2009")
    short = pair(state, number, trace=True)
    assert any(s.article == "C.13" and "lets the" in s.text for s in short.trace.steps)
    monkeypatch.setattr(search, "FEED_SIZE", 10**6)
    literal = pair(state, number, trace=True)
    assert not any(s.article == "C.13" and "lets the" in s.text
                   for s in literal.trace.steps)
    assert (short.boards, short.pab) == (literal.boards, literal.pab)
