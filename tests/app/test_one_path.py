"""The app's ``p`` is the act ``cardtable pair`` is (``cardtable.actions.pairing.pair_next``):
a new round robin's start numbers drawn by lot before round 1 (C.05 art. 7.2), said
with the seed, the file byte for byte the command line's; a FIDE-rated tournament with
a system that is not FIDE's refused with the command line's words (FIDE mode)."""

from __future__ import annotations

import shutil

from cardtable.cli.main import main

from app_helpers import copy_sample, drive, fide_rated, notices, press, said


def round_robin(tmp_path, name: str):
    """A new 6-player round robin with a recorded seed, made by the command line."""
    path = tmp_path / name
    assert main(["new", str(path), "--system", "roundrobin", "--random-seed", "11"]) == 0
    for n, (player, rating) in enumerate([("Aho, Ada", 2100), ("Berg, Bo", 2050),
                                          ("Cruz, Cy", 2000), ("Dahl, Di", 1950),
                                          ("Eno, Ed", 1900), ("Falk, Fa", 1850)]):
        assert main(["add-player", str(path), player, "--rating", str(rating)]) == 0
    return path


def test_p_draws_a_round_robin_s_start_numbers_as_cardtable_pair_does(tmp_path, capsys):
    by_cli = round_robin(tmp_path, "cli.toml")
    capsys.readouterr()
    by_app = tmp_path / "app.toml"
    shutil.copy(by_cli, by_app)
    assert main(["pair", str(by_cli)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Start numbers drawn by lot (C.05 art. 7.2), seed 11:\n")
    shown: list[str] = []

    async def script(app, pilot):
        await press(app, pilot, "p")
        shown.append(str(app.screen.query_one("#reasons").render()))
        await press(app, pilot, "y")
        shown.append(said(app))

    app = drive(by_app, script)
    assert shown[0].startswith("Start numbers drawn by lot (C.05 art. 7.2), seed 11:")
    drawn = [line for line in out.splitlines() if "receives number" in line]
    assert len(drawn) == 6 and all(line in shown[0] for line in drawn)
    assert "Start numbers drawn by lot (C.05 art. 7.2), seed 11. Round 1 paired and " \
           "published" in shown[1], shown[1]
    assert by_app.read_bytes() == by_cli.read_bytes()


def test_p_refuses_a_fide_rated_simplified_swiss_as_cardtable_pair_does(tmp_path, capsys):
    path = fide_rated(copy_sample(tmp_path, "simplified-club.toml"))
    before = path.read_bytes()
    assert main(["pair", str(path)]) == 2
    refusal = capsys.readouterr().err.removeprefix("cardtable: ").strip()
    assert refusal.startswith("the tournament is FIDE-rated (fide_rated = true)")

    async def script(app, pilot):
        await press(app, pilot, "p")

    app = drive(path, script)
    assert any(n.endswith(": " + refusal) for n in notices(app)), notices(app)
    assert path.read_bytes() == before
