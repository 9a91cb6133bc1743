"""``explain --why`` includes every step that decides the pair, ``--player`` says each
fact once (issue 24, item 6)."""

from __future__ import annotations

from conftest import SAMPLES

SEMINAR = str(SAMPLES / "dutch-2009-seminar.toml")
CLUB = str(SAMPLES / "club-swiss.toml")


def test_why_3_1_shows_the_relaxations_between_the_tries(cli):
    """3-1 is rejected by B.5↑ twice (before and after C.9 gives up B.6), then
    accepted after C.9 gives up B.5: each C.9 step stands between the tries."""
    code, out, err = cli("explain", SEMINAR, "--round", "4", "--why", "3", "1")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    tries = [i for i, line in enumerate(lines) if "pairs 3-1" in line]
    relaxations = [i for i, line in enumerate(lines) if line.endswith("[C.9]")]
    assert len(tries) == 3 and len(relaxations) == 2
    assert tries[0] < relaxations[0] < tries[1] < relaxations[1] < tries[2]
    assert "B.6 for upfloats is given up" in lines[relaxations[0]]
    assert "B.5 for upfloats is given up" in lines[relaxations[1]]


def test_why_8_5_names_the_c12_backtrack_that_undid_them(cli):
    code, out, err = cli("explain", SEMINAR, "--round", "4", "--why", "8", "5")
    assert (code, err) == (0, "")
    assert "8 and 5 are not paired" in out
    lines = out.splitlines()
    chosen = next(i for i, line in enumerate(lines) if "paired: 8-5" in line)
    undone = next(i for i, line in enumerate(lines) if line.endswith("[C.12]")
                  and "the pairing of bracket 4 is undone" in line)
    anew = next(i for i, line in enumerate(lines) if "bracket 4 paired: 8-7 5-6" in line)
    assert chosen < undone < anew


def test_player_with_the_bye_says_it_once(cli):
    code, out, err = cli("explain", CLUB, "--round", "4", "--player", "24")
    assert (code, err) == (0, "")
    bye = [line for line in out.splitlines() if "pairing-allocated bye" in line]
    assert len(bye) == 1 and bye[0].count("receives the pairing-allocated bye") == 1
