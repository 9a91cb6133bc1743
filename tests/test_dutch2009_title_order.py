"""Issue 24, item 8: the 2009 edition's title order (A.2 c: GM IM WGM WIM FM WFM CM
WCM) from numbering to pairing. Equal-rated FM, WIM, CM, WFM get their start numbers
in that order when added (the plug-in's ``title_order``), and the engine pairs them by
those numbers: one rule, no second order inside the engine."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cardtable.systems.registry import descriptor
from cardtable.systems.files import read_toml
from cardtable.trace.steps import PileStep


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "cardtable", *args], capture_output=True,
                          text=True, check=True)


def test_equal_ratings_are_numbered_and_paired_in_the_2009_title_order(
        tmp_path: Path) -> None:
    """Failing before: FM #1, WIM #2 (the 2026 order), paired as 2 1 4 3."""
    file = tmp_path / "t.toml"
    _cli("new", str(file), "--system", "dutch-2009", "--rounds", "5")
    for name, title in (("Ammann, Anna", "FM"), ("Berger, Clara", "WIM"),
                        ("Conti, Yann", "CM"), ("Dubois, Elena", "WFM")):
        _cli("add-player", str(file), name, "--rating", "2300", "--title", title)
    tournament = read_toml(file)
    titles = [tournament.player(n).title for n in (1, 2, 3, 4)]
    assert titles == ["WIM", "FM", "WFM", "CM"]
    trace = descriptor("dutch-2009").pair(tournament, 1, trace=True).trace
    assert trace is not None
    piles = [s for s in trace.steps if isinstance(s, PileStep)]
    assert piles[0].text == "score group 0 (4 players, in the order of A.2): 1 2 3 4"
    assert trace.boards in (((1, 3), (4, 2)), ((3, 1), (2, 4)))


def test_the_2026_dutch_keeps_c0402s_order(tmp_path: Path) -> None:
    file = tmp_path / "t.toml"
    _cli("new", str(file), "--system", "dutch", "--rounds", "5")
    for name, title in (("Berger, Clara", "WIM"), ("Ammann, Anna", "FM")):
        _cli("add-player", str(file), name, "--rating", "2300", "--title", title)
    tournament = read_toml(file)
    assert [tournament.player(n).title for n in (1, 2)] == ["FM", "WIM"]
