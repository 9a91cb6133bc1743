"""The teams follow their players when pairing numbers are reassigned (C.04.2's initial
order): a team competition's rosters are renumbered with the players, its forbidden
groups name teams (TPNs) and stay."""

from __future__ import annotations

from dataclasses import replace

from cardtable.model.tournament import Settings, Tournament
from cardtable.model.roster import add_player
from cardtable.model.team_roster import add_team, parse_entry


def _league() -> Tournament:
    t = Tournament(Settings(system="team", rounds=3))
    knights = [parse_entry("Berg, Anna 2000"), parse_entry("Kern, Ben 1900")]
    t = add_team(t, "Knights", knights).tournament
    return add_team(t, "Rooks", [parse_entry("Maas, Dora 1800")]).tournament


def test_a_stronger_player_joining_renumbers_the_rosters_with_the_players():
    t = replace(_league(), settings=replace(_league().settings, forbidden_pairs=((1, 2),)))
    joined = add_player(t, parse_entry("Ott, Fritz 2400"))
    assert joined.start_no == 1 and joined.renumbered == 3
    names = {p.start_no: p.name for p in joined.tournament.players}
    assert [[names[n] for n in team.roster] for team in joined.tournament.teams] == [
        ["Berg, Anna", "Kern, Ben"], ["Maas, Dora"]]
    # teams 1 and 2 kept apart: TPNs, not pairing numbers, so they do not move
    assert joined.tournament.settings.forbidden_pairs == ((1, 2),)


def test_parse_entry_reads_a_title_a_name_and_a_rating():
    player = parse_entry("  WGM  van der Berg, Anna   2310 ")
    assert (player.title, player.name, player.rating) == ("WGM", "van der Berg, Anna", 2310)
    assert (parse_entry("Im, Ji-hoon").title, parse_entry("Im, Ji-hoon").name) == (
        "", "Im, Ji-hoon")
