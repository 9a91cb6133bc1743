"""A Double-Swiss match's game 2 is published with game 1 (C.04.5 Preface): the file
``cardtable pair`` writes then is read back, game 2 paired while game 1 has no result
(found by the differential test of the two doors); a round paired before the one ahead
of it is finished is still refused when it is not that round's second game."""

from __future__ import annotations

import pytest

from cardtable.formats.errors import FileError
from cardtable.systems.files import read_toml


def test_the_file_with_both_games_of_a_match_reads_back(tmp_path, cli):
    path = tmp_path / "double.toml"
    assert cli("new", path, "--system", "double", "--rounds", "4")[0] == 0
    for n in range(1, 8):
        assert cli("add-player", path, f"P{n}, X", "--rating", 2000 - n)[0] == 0
    code, out, err = cli("pair", path)
    assert code == 0, err
    t = read_toml(path)
    first, second = t.round(1), t.round(2)
    assert first.games and [(g.white, g.black) for g in second.games] == [
        (g.black, g.white) for g in first.games]
    assert cli("standings", path)[0] == 0
    text = path.read_text(encoding="utf-8")  # game 2's first board not reversed: refused
    head, _, tail = text.partition("[[rounds]]\nnumber = 2")
    changed = head + "[[rounds]]\nnumber = 2" + tail.replace(
        f"white = {second.games[0].white}\nblack = {second.games[0].black}",
        f"white = {second.games[0].black}\nblack = {second.games[0].white}", 1)
    path.write_text(changed, encoding="utf-8")
    with pytest.raises(FileError, match="round 2 is paired, but round 1 is unfinished"):
        read_toml(path)
