"""A ``0000 - +`` cell of a TRF file without team records (310) is the PAB: the
lower layer reads it so itself, since only the team records can say that a board was
won opposite an empty board (C.04.6; found by the reader fuzz, where a team file lost
its 310 records and ``check`` failed with an internal error)."""

from __future__ import annotations

from cardtable.cli.main import main
from cardtable.model.results import ByeKind
from cardtable.systems.files import parse_trf

#: a team competition's file whose 310 records are gone; player 7 has ``0000 - +``
#: in round 1
TEXT = """\
012 Four teams of three boards
072 16
082 4
092 FIDE_TEAM_TYPEA_MP_GP
142 3
152 W
XXR 3
XXC white1
001    1      Aalders, Anna                     2290                             1.0    5     9 w 1  0000 - Z
001    2      Bakker, Bas                       2280                             1.0    5    10 b =     6 w =
001    3      Claes, Cor                        2270                             0.0   11    11 w 0     5 b 0
001    4      Dekker, Dirk                      2260                             1.0    5               7 b 1
001    5      Eerens, Eva                       2250                             1.5    2    13 b =     3 w 1  0000 - H
001    6      Faber, Floor                      2240                             1.5    2    14 w 1     2 b =  0000 - H
001    7      Goris, Gijs                       2230                             1.0    5  0000 - +     4 w 0  0000 - H
001    8      Hendriks, Hanna                   2220                             0.0   11                      0000 - H
001    9      Ismail, Ilse                      2210                             1.0    5     1 b 0    13 w +
001   10      Jacobs, Joost                     2200                             1.5    2     2 w =    14 b +
001   11      Kok, Kees                         2190                             2.0    1     3 b 1    15 w +
001   12      Lenders, Lot                      2180                             0.0   11
001   13      Mertens, Mila                     2170                             0.5   10     5 w =     9 b -
001   14      Nouwen, Nina                      2160                             0.0   11     6 b 0    10 w -
001   15      Oomen, Otto                       2150                             0.0   11  0000 - Z    11 b -
001   16      Peeters, Pim                      2140                             0.0   11  0000 - Z
192 FIDE_TEAM_TYPEA_MP_GP
352 WBW
362 TW 2.0   TD 1.0   TL 0.0
320  1.0  1.5 000
"""


def test_a_plus_cell_without_team_records_is_the_pab():
    t = parse_trf(TEXT, "no-teams.trf")
    assert not t.teams
    kinds = {b.player: b.kind for b in t.round(1).byes}
    assert kinds[7] is ByeKind.PAB
    assert ByeKind.EMPTY_BOARD not in {b.kind for r in t.rounds for b in r.byes}


def test_check_and_explain_of_such_a_file_end_without_an_internal_error(tmp_path, capsys):
    path = tmp_path / "no-teams.trf"
    path.write_text(TEXT)
    for command in ("check", "explain"):
        code = main([command, str(path)])
        assert code != 70, capsys.readouterr().err
        assert "internal error" not in capsys.readouterr().err
