"""Tie-break codes: FIDE's spelling, case-insensitive input, aliases, modifiers, and the
registry that accepts extra codes."""

import pytest
from tiebreaks_helpers import build

from cardtable.tiebreaks.contributions import Breakdown
from cardtable.tiebreaks.codes import CodeError, TieBreakCode, parse_code
from cardtable.tiebreaks.registry import Definition, parse_codes, register
from cardtable.tiebreaks.standings import standings
from cardtable.tiebreaks.registry import known_codes

FIDE_CODES = ["PTS", "DE", "WIN", "WON", "BPG", "BWG", "REP", "PS", "BH", "FB", "AOB", "SB",
              "KS", "ARO", "TPR", "PTP", "APRO", "APPO"]


@pytest.mark.parametrize("code", FIDE_CODES)
def test_every_individual_code_of_c07_is_known(code):
    assert code in known_codes()
    assert parse_code(code.lower()).name == code


@pytest.mark.parametrize("text, name", [
    ("bh/c1", "BH/C1"), ("BH-C1", "BH/C1"), ("Bh/M1", "BH/M1"), ("sb/c2", "SB/C2"),
    ("GE", "REP"), ("ge", "REP"), ("aroc", "ARO/C1"), ("Koya", "KS"), ("ARO/C1", "ARO/C1"),
    ("sb/m1/p", "SB/M1/P"), ("SB/P/M1", "SB/M1/P"), ("ks/l+2", "KS/L+2"), ("AOB/F", "AOB/F"),
    (" fb ", "FB"),
])
def test_spellings_are_reported_under_the_fide_name(text, name):
    assert parse_code(text).name == name


@pytest.mark.parametrize("text, message", [
    ("", "empty"), ("BH/X1", "unknown modifier"), ("BH/C1/M1", "cannot be combined"),
    ("BH/C1/C2", "given twice"), ("B1", "not a tie-break code"),
])
def test_bad_syntax(text, message):
    with pytest.raises(CodeError, match=message):
        parse_code(text)


@pytest.mark.parametrize("text", ["WIN/C1", "DE/M1", "KS/P", "BH/F", "AOB/C1", "XYZ"])
def test_modifiers_a_code_does_not_take(text):
    with pytest.raises(CodeError):
        parse_codes([text])


def test_lists():
    assert [c.name for c in parse_codes("PTS, bh/c1; BH ,sb,de")] == ["BH/C1", "BH", "SB", "DE"]
    with pytest.raises(CodeError, match="listed twice"):
        parse_codes("BH, bh")


def test_an_extra_tie_break_can_be_registered():
    def point_difference(ctx, code):
        return {p: Breakdown(p % 2, (), "test") for p in ctx.players}

    register(Definition("XPD", "Example extra", point_difference))
    try:
        t = build(["1-2 ½-½"])
        assert standings(t, ["xpd"]).row(1).values["XPD"] == 1
    finally:
        from cardtable.tiebreaks import registry
        registry._DEFINITIONS.pop("XPD")


def test_code_value_type():
    code = TieBreakCode("BH", cut=1)
    assert str(code) == "BH/C1" and code.modifiers == frozenset({"C"})
