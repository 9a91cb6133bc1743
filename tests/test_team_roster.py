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


def test_a_late_team_entry_has_provisional_numbers_said_and_marked():
    """C.04.2 art. 2.4-2.5 in a team competition: a player joining a team, or a team
    joining, after round 1 is paired gets the first free numbers, provisional; the
    outcome says so, the team list marks them and says the mark; pairing round 2
    settles them, the rosters following their players."""
    from cardtable.actions.pairing import pair_next
    from cardtable.actions.entries import add_entry
    from cardtable.actions.teams import add_new_team
    from cardtable.formats.team_tables import team_list_table
    from cardtable.model.results import GameResult

    t = _league()
    t = add_team(t, "Bishops", [parse_entry("Ebert, Eva 1950")]).tournament
    t = add_team(t, "Pawns", [parse_entry("Graf, Gina 1850")]).tournament
    t = pair_next(t).tournament
    reserve = add_entry(t, parse_entry("Zorn, Zeno 2300"), team="Rooks")
    assert reserve.refusal is None and reserve.tournament.player(6).provisional
    assert ("pairing number 6 is provisional (a late entry, C.04.2 art. 2.4): the numbers "
            "posted do not change now; the initial ranking list is renumbered when round 2 "
            "is paired (art. 2.5)") in reserve.lines
    late = add_new_team(reserve.tournament, "Queens",
                        [parse_entry("Alt, Al 2400"), parse_entry("Bo, Bea 1000")])
    assert ("pairing numbers 7, 8 are provisional (late entries, C.04.2 art. 2.4): the "
            "numbers posted do not change now; the initial ranking list is renumbered when "
            "round 2 is paired (art. 2.5)") in late.lines
    table = team_list_table(late.tournament)
    numbers = [row[2] for row in table.rows if row[2]]
    assert numbers == ["1", "3", "5", "6*", "2", "4", "7*", "8*"]  # team by team
    assert table.notes[-1] == ("* provisional number, C.04.2 art. 2.4 (a late entry): "
                               "renumbered when round 2 is paired (art. 2.5).")
    done = late.tournament
    for game in done.round(1).games:
        done = done.with_result(1, game.board, GameResult.parse("1-0"))
    settled = pair_next(done).tournament
    assert not any(p.provisional for p in settled.players)
    assert "*" not in "".join(row[2] for row in team_list_table(settled).rows)
    names = {p.start_no: p.name for p in settled.players}
    assert [names[n] for n in settled.teams[1].roster] == ["Maas, Dora", "Zorn, Zeno"]
