"""The TOML tournament file: canonical writing, reading back, line numbers."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.formats.errors import FileError
from cardtable.formats.toml_file import dumps_tournament
from cardtable.systems.registry import SYSTEMS
from cardtable.systems.files import load_tournament, parse_toml
from cardtable.formats.toml_lines import LineIndex
from cardtable.model.tournament import Bye, Game, Round, Settings, Tournament, VirtualPoints
from cardtable.model.results import ByeKind, GameResult
from cardtable.model.player import Player
from cardtable.model.points import PointSystem
from conftest import SAMPLES, build

SAMPLE_FILES = sorted(SAMPLES.glob("*.toml"))

text = st.text(st.characters(blacklist_categories=("Cs", "Cc")), max_size=12)
name = text.filter(str.strip)
amount = st.fractions(min_value=0, max_value=3, max_denominator=4) | st.just(Fraction(1, 3))
date = st.dates().map(lambda d: d.isoformat()) | st.sampled_from(["", "10.01.2018", "1990"])


@st.composite
def tournaments(draw) -> Tournament:
    """Random valid tournaments: any settings, players with any data, rounds paired
    in order with every kind of result and bye, the last one maybe unfinished."""
    count = draw(st.integers(2, 9))
    players = tuple(
        Player(n, draw(name), draw(st.integers(0, 2900)), draw(text), draw(text), draw(text),
               draw(st.sampled_from(["", "m", "w"])), draw(date),
               draw(st.none() | st.integers(0, 10**9)))
        for n in range(1, count + 1))
    rounds = []
    for number in range(1, draw(st.integers(0, 4)) + 1):
        order = draw(st.permutations(range(1, count + 1)))
        # every bye a player may have alone: not the board won opposite an empty one,
        # which only a team match has (tests/test_team_records.py)
        alone = [k for k in ByeKind if k is not ByeKind.EMPTY_BOARD]
        byes = [Bye(p, draw(st.sampled_from(alone))) for p in order[:count % 2]]
        games = [Game(b, order[i], order[i + 1],
                      draw(st.sampled_from(list(GameResult))), draw(st.booleans()),
                      draw(st.sampled_from(["", "C.04.3 C3"])),
                      draw(st.none() | st.tuples(st.integers(0, 9), st.integers(0, 9))))
                 for b, i in enumerate(range(count % 2, count - 1, 2), start=1)]
        games = [g if g.result.played else replace(g, rated=True) for g in games]
        rounds.append(Round(number, tuple(games), tuple(sorted(byes, key=lambda b: b.player)),
                            draw(date)))
    if rounds and draw(st.booleans()):
        last = rounds[-1]
        rounds[-1] = replace(last, games=tuple(replace(g, result=None) for g in last.games))
    future = draw(st.lists(st.sampled_from(range(1, count + 1)), unique=True, max_size=2))
    if future:
        rounds.append(Round(len(rounds) + 1, (), tuple(Bye(p, ByeKind.HALF)
                                                       for p in sorted(future))))
    initial = draw(st.sampled_from(["white", "black", "lot"]))
    settings_ = Settings(
        name=draw(text), place=draw(text), federation=draw(text), start_date=draw(date),
        end_date=draw(date), chief_arbiter=draw(text),
        deputy_arbiters=tuple(draw(st.lists(text, max_size=2))), time_control=draw(text),
        system=draw(st.sampled_from([s.name for s in SYSTEMS.values() if not s.predetermined])),
        rounds=len(rounds) + draw(st.integers(0, 3)), initial_colour=initial,
        colour_seed=draw(st.integers(0, 99)) if initial == "lot" else None,
        drawn_colour=draw(st.sampled_from(["", "white", "black"])),
        points=PointSystem(*(draw(amount) for _ in range(9))),
        tiebreaks=tuple(draw(st.lists(st.sampled_from(["BH", "SB", "DE", "WIN"]),
                                      max_size=3, unique=True))),  # a list checked when read
        acceleration=draw(st.sampled_from(["none", "baku"])),
        forbidden_pairs=tuple(draw(st.lists(st.lists(st.integers(1, count), min_size=2,
                                                     max_size=3).map(tuple), max_size=2))),
        random_seed=draw(st.none() | st.integers(0, 2**31)),
        virtual_points=tuple(draw(st.lists(st.builds(
            VirtualPoints, amount, st.just(1), st.just(2), st.just(1), st.just(2)),
            max_size=2))),
        fixed_order=draw(st.booleans()),
    )
    return Tournament(settings_, players, tuple(rounds))


@given(tournaments())
@settings(max_examples=150, deadline=None)
def test_any_tournament_survives_writing_and_reading(tournament):
    text_ = dumps_tournament(tournament)
    assert parse_toml(text_) == tournament
    assert dumps_tournament(parse_toml(text_)) == text_


@pytest.mark.parametrize("path", SAMPLE_FILES, ids=lambda p: p.name)
def test_samples_load_and_are_written_in_canonical_form(path):
    tournament = load_tournament(path)
    assert tournament.players
    assert dumps_tournament(tournament) == path.read_text(encoding="utf-8")


def test_written_file_starts_with_the_header_and_keeps_the_canonical_order():
    text_ = dumps_tournament(build(3, "1-2 1-0, 3 PAB", tiebreaks=("BH",)))
    assert text_.startswith("# cardtable tournament file")
    order = [text_.index(h) for h in ("format = 1", "[tournament]", "[points]",
                                      "[[players]]", "[[rounds]]", "[[rounds.games]]")]
    assert order == sorted(order)
    assert 'byes = [{ player = 3, kind = "PAB" }]' in text_
    assert 'result = "1-0"' in text_


def test_comments_typed_by_a_user_are_not_kept():
    text_ = dumps_tournament(build(2))
    edited = text_.replace("[tournament]", "# my note\n[tournament]")
    assert "my note" not in dumps_tournament(parse_toml(edited))


def test_reading_accepts_what_people_type():
    doc = """
    [tournament]
    name = "Hand made"
    rounds = 2
    [[players]]
    start_no = 1
    name = "A"
    birth = 1990-05-12
    [[players]]
    start_no = 2
    name = "B"
    [[rounds]]
    number = 1
    games = [{ board = 1, white = 1, black = 2, result = "=" }]
    [[rounds]]
    number = 2
    byes = [{ player = 1, kind = "half" }, { player = 2, kind = "u" }]
    """
    t = parse_toml(doc)
    assert t.round(1).games[0].result is GameResult.DRAW
    assert [b.kind for b in t.round(2).byes] == [ByeKind.HALF, ByeKind.PAB]
    assert t.player(1).birth_date == "1990-05-12" and t.player(1).birth_year == 1990
    assert t.settings.system == "dutch" and t.settings.points == PointSystem()


def test_a_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.toml"
    path.write_bytes(b"\xef\xbb\xbf" + dumps_tournament(build(2)).encode())
    assert load_tournament(path) == build(2)


def test_missing_point_values_follow_the_ones_they_usually_equal():
    doc = '[tournament]\nname = "x"\n[points]\nwin = 3\ndraw = 1\n'
    p = parse_toml(doc).settings.points
    assert (p.pab, p.full_bye, p.forfeit_win, p.half_bye, p.zero_bye) == (3, 3, 3, 1, 0)


def test_points_that_are_not_halves_are_written_exactly():
    t = build(2)
    t = replace(t, settings=replace(t.settings, points=PointSystem(draw=Fraction(1, 3))))
    assert 'draw = "1/3"' in dumps_tournament(t)
    assert parse_toml(dumps_tournament(t)).settings.points.draw == Fraction(1, 3)


def test_line_index_places_paths():
    doc = ("[tournament]\nname = 'x'\n\n[[rounds]]\nnumber = 1\n\n[[rounds.games]]\n"
           "board = 1\n\n[[rounds]]\nnumber = 2\nbyes = [{ player = 1, kind = 'H' }]\n\n"
           "[[rounds.games]]\nboard = 1\nresult = '1-0'\n")
    lines = LineIndex(doc)
    assert lines.line_of("tournament.name") == 2
    assert lines.line_of("rounds[1].games[1].board") == 8
    assert lines.line_of("rounds[2].games[1].result") == 16
    assert lines.line_of("rounds[2].byes[1].kind") == 12
    assert lines.line_of("rounds[2].games[1].white") == 14  # falls back to the table
    assert lines.line_of("nowhere") is None


def test_a_problem_names_file_line_path_and_what_was_found():
    doc = '[tournament]\nname = "x"\nrounds = -1\n'
    with pytest.raises(FileError) as caught:
        parse_toml(doc, "t.toml")
    assert caught.value.render() == ("t.toml:3: tournament.rounds: expected a whole number "
                                     "(0 or more), found the number -1")
