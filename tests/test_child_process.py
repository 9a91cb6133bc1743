"""A slow computation of the app done in a forked child (issue 36): the same answer as
done in place, its exception raised in the parent, ended early on request, and done in
place where the system cannot fork."""

from __future__ import annotations

import os
import threading
from dataclasses import replace
import time

import pytest

from cardtable.app.child_process import Child, ChildFailed
from cardtable.systems.files import read_toml
from cardtable.systems.ranking import crosstable

from conftest import SAMPLES


def test_the_child_answers_what_the_parent_would_compute():
    tournament = read_toml(SAMPLES / "club-swiss.toml")
    child = Child(lambda: (os.getpid(), crosstable(tournament)))
    pid, table = child.result()
    assert pid != os.getpid()  # computed elsewhere ...
    assert table == crosstable(tournament)  # ... the same table


def test_the_objects_the_parent_knows_come_back_as_themselves():
    """What the parent names in ``known`` is not sent: its own objects take their
    places in the answer; everything else comes back as a copy, equal."""
    tournament = read_toml(SAMPLES / "club-swiss.toml")
    changed = replace(tournament, rounds=tournament.rounds[:2])
    child = Child(lambda: (tournament, changed, [tournament.players]),
                  known=(tournament, tournament.players))
    same, copy, players = child.result()
    assert same is tournament and players[0] is tournament.players
    assert copy == changed and copy is not changed
    assert copy.players is tournament.players  # a part of a new object, known too
    assert copy.rounds[0] is not tournament.rounds[0]  # not named: a copy
    assert copy.rounds[0] == tournament.rounds[0]


class Refused(ValueError):
    pass


def _refuse() -> None:
    raise Refused("no standings after round 9")


def test_the_childs_exception_is_raised_in_the_parent():
    with pytest.raises(Refused, match="no standings after round 9"):
        Child(_refuse).result()


def test_an_exception_that_cannot_be_sent_is_raised_as_its_text():
    class Local(ValueError):  # a local class does not pickle
        pass

    def fail() -> None:
        raise Local("bad tie-break code XYZ")

    with pytest.raises(RuntimeError, match="Local: bad tie-break code XYZ"):
        Child(fail).result()


def test_a_child_killed_gives_no_answer():
    child: Child[int] = Child(lambda: time.sleep(30) or 1)
    answer: list[object] = []

    def wait() -> None:
        try:
            answer.append(child.result())
        except ChildFailed as exc:
            answer.append(exc)

    waiting = threading.Thread(target=wait)
    started = time.monotonic()
    waiting.start()
    time.sleep(0.3)
    child.kill()
    waiting.join(10)
    assert not waiting.is_alive() and time.monotonic() - started < 10
    assert child.killed and isinstance(answer[0], ChildFailed)


def test_without_fork_the_work_is_done_in_place(monkeypatch):
    monkeypatch.delattr(os, "fork")
    assert Child(os.getpid).result() == os.getpid()
