"""The fourth drill (issue 35), items 3 and 4: no write follows a symbolic link
cardtable did not make — a lock file planted as a link (or a hard link) beside the
tournament, an export, a page or a standings file whose name is a link to a
tournament — while a tournament file the user names through a link is written as
before (the file it names gets the text)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CLUB = (REPO / "sample_tournaments" / "club-swiss.toml").read_text(encoding="utf-8")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "t.toml").write_text(CLUB, encoding="utf-8")
    (tmp_path / "tour.toml").write_text(CLUB, encoding="utf-8")
    (tmp_path / "victim").write_text("precious\n", encoding="utf-8")
    return tmp_path


def _untouched(folder: Path) -> None:
    assert (folder / "victim").read_text(encoding="utf-8") == "precious\n"
    assert (folder / "tour.toml").read_text(encoding="utf-8") == CLUB
    assert not (folder / "tour.toml.bak").exists()


@pytest.mark.parametrize("make", [os.symlink, os.link], ids=["symlink", "hard-link"])
@pytest.mark.parametrize("command", [("result", "{t}", "3", "1", "0-1"), ("pair", "{t}"),
                                     ("withdraw", "{t}", "1", "--after-round", "6")],
                         ids=lambda c: c[0])
def test_a_planted_lock_file_is_refused_not_followed(folder, cli, make, command):
    make(folder / "victim", folder / "t.toml.lock")
    code, out, err = cli(*(a.format(t=folder / "t.toml") for a in command))
    assert code == 2, (code, out, err)
    assert "t.toml.lock" in err and "remove it" in err, err
    _untouched(folder)
    assert (folder / "t.toml").read_text(encoding="utf-8") == CLUB


@pytest.mark.parametrize("command, name", [
    (("export", "{t}", "--trf", "{out}"), "out.trf"),
    (("export", "{t}", "--trf", "{out}", "--format", "trf16"), "out.trf"),
    (("standings", "{t}", "--format", "csv", "-o", "{out}"), "out.csv"),
    (("standings", "{t}", "--format", "html", "-o", "{out}"), "out.html"),
    (("print", "{t}", "--what", "startlist", "-o", "{folder}"), "t-startlist.html"),
    (("engine", "--dutch", "{trf}", "-p", "{out}"), "pairs.txt"),
], ids=lambda x: x[0] if isinstance(x, tuple) else x)
def test_an_output_named_by_a_link_to_a_tournament_is_refused(folder, cli, command, name):
    link = folder / name
    link.symlink_to("tour.toml")
    trf = folder / "in.trf"
    if command[0] == "engine":
        code, _, err = cli("export", str(folder / "t.toml"), "--trf", str(trf))
        assert code == 0, err
    code, out, err = cli(*(a.format(t=folder / "t.toml", out=link, folder=folder, trf=trf)
                           for a in command))
    assert code != 0, (code, out, err)
    assert "symbolic link" in err and name in err, err
    assert link.is_symlink()
    _untouched(folder)


def test_a_tournament_named_through_a_link_is_written_where_it_points(folder, cli):
    link = folder / "link.toml"
    link.symlink_to("t.toml")
    code, out, err = cli("withdraw", str(link), "1", "--after-round", "6")
    assert code == 0, err
    assert link.is_symlink()
    assert (folder / "t.toml").read_text(encoding="utf-8") != CLUB
    assert (folder / "t.toml.bak").read_text(encoding="utf-8") == CLUB
    assert not (folder / "t.toml.lock").exists()
    _untouched(folder)


def test_a_planted_backup_link_is_replaced_not_followed(folder, cli):
    (folder / "t.toml.bak").symlink_to("victim")
    code, out, err = cli("withdraw", str(folder / "t.toml"), "1", "--after-round", "6")
    assert code == 0, err
    assert not (folder / "t.toml.bak").is_symlink()
    assert (folder / "t.toml.bak").read_text(encoding="utf-8") == CLUB
    _untouched(folder)


@pytest.mark.parametrize("command", [("new", "{p}", "--rounds", "5"),
                                     ("simulate", "-o", "{p}", "--system", "dutch", "--players", "6", "--rounds", "3",
                                      "--seed", "1"),
                                     ("import", "{trf}", "-o", "{p}")], ids=lambda c: c[0])
def test_a_new_file_never_goes_through_a_dangling_link(folder, cli, command):
    p = folder / "new.toml"
    p.symlink_to("elsewhere.toml")
    trf = folder / "in.trf"
    assert cli("export", str(folder / "t.toml"), "--trf", str(trf))[0] == 0
    code, out, err = cli(*(a.format(p=p, trf=trf) for a in command))
    assert code == 2, (code, out, err)
    assert not (folder / "elsewhere.toml").exists()
