"""The TOML writer reuses the text of every player, game and round unchanged since its
last call (formats/toml_write.py, issue 36: a result saved at 10 000 players in well
under 200 ms). Whatever the edits, and in whatever order versions are saved (an edit
taken back, an older version saved again), the bytes written are those of the whole
file written afresh."""

from __future__ import annotations

from dataclasses import replace

import tomli_w
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.formats import toml_write
from cardtable.formats.toml_write import dumps_tournament
from cardtable.model.results import GameResult
from cardtable.model.tournament import Tournament
from conftest import build

RESULTS = st.sampled_from([None, *GameResult])


def _fresh(tournament: Tournament) -> str:
    """The whole text written by a writer that remembers nothing; what it wrote last
    is remembered again after, as it was."""
    kept, toml_write._written = toml_write._written, {}
    try:
        return dumps_tournament(tournament)
    finally:
        toml_write._written = kept


@st.composite
def edit(draw, tournament: Tournament) -> Tournament:
    kind = draw(st.sampled_from(["result", "rating", "name", "withdraw", "settings",
                                 "round"]))
    players = tournament.players
    player = draw(st.sampled_from(players))
    if kind == "result":
        rnd = draw(st.sampled_from(tournament.rounds))
        game = draw(st.sampled_from(rnd.games))
        return tournament.with_result(rnd.number, game.board, draw(RESULTS))
    if kind == "rating":
        return tournament.with_player(replace(player, rating=draw(
            st.integers(1000, 2800))))
    if kind == "name":
        return tournament.with_player(replace(player, name=draw(
            st.text("abcÑñ王 '\"\\", min_size=1, max_size=8)).strip() or "X"))
    if kind == "withdraw":
        return tournament.with_player(replace(player, withdrawn_after=draw(
            st.sampled_from([None, 1, 2]))))
    if kind == "settings":
        return replace(tournament, settings=replace(tournament.settings, name=draw(
            st.sampled_from(["Open", "Club night", "Ñ"]))))
    rnd = draw(st.sampled_from(tournament.rounds))
    return tournament.with_round(replace(rnd, games=tuple(reversed(rnd.games))))


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_a_save_writes_the_bytes_of_the_whole_file_written_afresh(data):
    versions = [build(8, "1-2 1-0, 3-4 ½-½, 5-6 0-1, 7-8 1-0",
                      "1-3, 2-4 1-0, 5-7, 6-8 0-1")]
    for _ in range(data.draw(st.integers(1, 12))):
        if len(versions) > 1 and data.draw(st.booleans()):
            current = data.draw(st.sampled_from(versions))  # taken back, saved again
        else:
            current = data.draw(edit(versions[-1]))
        versions.append(current)
        assert dumps_tournament(current) == _fresh(current)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.integers(), st.booleans(), st.text(), st.text("ab\"\\\t\n\x7f\x00\x1fÑ王 ")))
def test_a_number_or_text_is_written_as_tomli_w_writes_it(value):
    """The writer's quick way for an integer and a text with nothing to escape gives
    tomli-w's very text, for every value."""
    assert toml_write._literal(value) == tomli_w.dumps({"v": value})[len("v = "):-1]
