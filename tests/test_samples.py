"""The samples: each loads and has standings; the Swiss ones are real — every published
round is the pairing the engine of the tournament's system gives for it."""

from __future__ import annotations

import pytest

from cardtable.systems.files import read_toml
from cardtable.systems.registry import descriptor, pairer
from cardtable.systems.replay import before_round
from conftest import SAMPLES

SWISS = [p for p in sorted(SAMPLES.glob("*.toml"))
         if not descriptor(read_toml(p).settings.system).entry.predetermined]


def test_there_are_swiss_samples():
    assert any(p.name == "club-swiss.toml" for p in SWISS)


@pytest.mark.parametrize("path", SWISS, ids=[p.stem for p in SWISS])
def test_every_published_round_is_the_engines_pairing(path):
    tournament = read_toml(path)
    pair = pairer(tournament.settings.system)
    for rnd in tournament.paired_rounds:
        result = pair(before_round(tournament, rnd.number), rnd.number)
        assert result.boards == tuple((g.white, g.black) for g in rnd.games), rnd.number
        assert result.pab == rnd.pab, rnd.number


@pytest.mark.parametrize("path", sorted(SAMPLES.glob("*.toml")), ids=lambda p: p.stem)
def test_every_sample_loads_and_has_standings(path, cli):
    import json

    tournament = read_toml(path)
    code, out, err = cli("standings", path, "--format", "json")
    assert (code, err) == (0, "")
    table = json.loads(out)
    assert table["tournament"] == tournament.settings.name
    # a team competition ranks its teams
    assert len(table["rows"]) == len(tournament.teams or tournament.players)
    assert [row["rank"] for row in table["rows"]] == sorted(row["rank"] for row in table["rows"])
