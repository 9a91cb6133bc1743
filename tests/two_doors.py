"""The differential test's machinery (issue 32): random sequences of the arbiter's acts
(pairing, results, corrections, requested byes, withdrawals, late entries, take backs,
forbidden pairs, removals, a player's details, FIDE mode) run once through the command
line (``cardtable.cli.main.main``, in-process) and once through the app (keys and forms
as a user types them, one key at a time), each on its own copy of the same file; after
every act the two files must be byte for byte the same.

The acts are drawn from what the tournament allows at that moment (read from the
command line's copy), so both doors are asked only what an arbiter could ask; the
integrity log's clock is fixed so that its events carry the same time.

One app serves a system's many sequences (:class:`Doors`): each sequence starts from
the same new tournament, written over the app's file as another program would; the
app sees the change on disk and the arbiter reads the file again (``r``). A key is
sent once the app is quiet after the one before (:func:`settle`): no timed pause."""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import pytest
from textual import events
from textual.keys import REPLACED_KEYS, _character_to_key, _get_unicode_name_from_key
from textual.screen import Screen

from cardtable.actions.pairing import ready_refusal
from cardtable.app.app import CardtableApp
from cardtable.app.screens.changed_on_disk import ChangedOnDiskScreen
from cardtable.app.screens.dialogs import ConfirmScreen, FormScreen
from cardtable.app.screens.pairings import PairingsScreen
from cardtable.app.screens.tournament import TournamentScreen
from cardtable.cli.main import main
from cardtable.model.requests import never_meets
from cardtable.model.tournament import Tournament
from cardtable.systems.files import read_toml
from cardtable.systems.registry import SYSTEMS, entry
from cardtable.systems.requests import forbid_refusal

#: a result token -> the round screen's key for it
KEYS = {"1-0": "1", "½-½": "equals_sign", "0-1": "0", "+/-": "plus", "-/+": "minus",
        "-/-": "asterisk"}
ROUNDS = {"double": 6}


@dataclass(frozen=True)
class Act:
    """One act: its name and arguments, as the command line takes them."""

    name: str
    args: tuple[str | int, ...] = ()

    def __str__(self) -> str:
        return " ".join(map(str, (self.name, *self.args)))


def start(path: Path, system: str) -> None:
    """A new tournament of ``system`` made by the command line: seven players (six for a
    round robin), four teams of two boards for a team competition."""
    rounds = () if entry(system).predetermined else ("--rounds", ROUNDS.get(system, 5))
    team = ("--boards", "2") if SYSTEMS[system].pairs_teams else ()
    assert main(["new", str(path), "--system", system, *map(str, rounds), *team,
                 "--random-seed", "7"]) == 0
    if SYSTEMS[system].pairs_teams:
        for n in range(1, 5):
            assert main(["add-team", str(path), f"Team {n}", "--players",
                         f"Alpha{n}, A {2400 - 10 * n}", f"Beta{n}, B {2300 - 10 * n}"]) == 0
        return
    for n in range(1, 7 if entry(system).predetermined else 8):
        assert main(["add-player", str(path), f"Player{n}, P", "--rating",
                     str(2400 - 37 * n)]) == 0


def choose(t: Tournament, rng: random.Random, late: int) -> Act | None:
    """An act the tournament allows now, or None when nothing is left to do."""
    system = entry(t.settings.system)
    table = system.predetermined
    teams = bool(t.teams)
    last = t.last_paired_round
    rnd = t.round(last) if last else None
    open_boards = [g.board for g in rnd.games if g.result is None] if rnd else []
    tokens = [k for k in KEYS if k != "½-½" or system.draws]
    acts: list[Act] = []
    if open_boards:
        acts += [Act("result", (last, rng.choice(open_boards), rng.choice(tokens)))] * 6
    elif ready_refusal(t) is None:
        acts += [Act("pair")] * 4
    if last:
        done = [(r.number, g.board, g.result.token) for r in t.rounds for g in r.games
                if g.result is not None]
        if done:
            number, board, token = rng.choice(done)
            other = rng.choice([k for k in tokens if k != token])
            acts.append(Act("correct", (number, board, other)))
        acts.append(Act("unpair", (last,)))
    acts.append(Act("fide", ("no" if t.settings.fide_rated else "yes",)))
    if not teams and not table:
        acts += _player_acts(t, rng, late)
    if teams and not last:  # a team's board order, before round 1 (C.04.6 art. 1.6)
        team = rng.choice(t.teams)
        order = list(team.roster)
        rng.shuffle(order)
        acts.append(Act("order", (team.tpn, *order)))
    return rng.choice(acts) if acts else None


def _player_acts(t: Tournament, rng: random.Random, late: int) -> list[Act]:
    """The start list's acts (an individual Swiss tournament): byes, withdrawals, late
    entries, a player's details, forbidden pairs, a removal."""
    acts: list[Act] = []
    last = t.last_paired_round
    numbers = [p.start_no for p in t.players]
    active = [p.start_no for p in t.players
              if p.withdrawn_after is None and p.takes_part_in(t.next_round)]
    upcoming = not t.settings.rounds or t.next_round <= t.settings.rounds
    if active and upcoming:
        acts.append(Act("bye", (t.next_round, rng.choice(active), rng.choice("HFZ"))))
    if active and len(active) > 3:
        acts.append(Act("withdraw", (rng.choice(active), last)))
    if last and upcoming:
        acts.append(Act("late", (f"Late{late}, L", 1500 + 10 * late)))
    if numbers:
        acts.append(Act("edit", (rng.choice(numbers), rng.randrange(1000, 2500))))
        acts.append(Act("remove", (rng.choice(numbers),)))
    if len(numbers) > 1 and forbid_refusal(t) is None:
        one, other = rng.sample(numbers, 2)
        acts.append(Act("forbid", (one, other)))
    return acts


def by_cli(path: Path, act: Act) -> bool:
    """The act by the command line: True when done, False when refused (exit 2, the
    file as it was: the app must refuse it too)."""
    file, args = str(path), [str(a) for a in act.args]
    if act.name in ("result", "correct"):
        command = ["result", file, *args]
    elif act.name == "unpair":
        command = ["unpair", file, *args, "--force"]
    elif act.name == "bye":
        command = ["bye", file, *args[:2], "--kind", args[2]]
    elif act.name == "withdraw":
        command = ["withdraw", file, args[0], "--after-round", args[1]]
    elif act.name == "late":
        command = ["add-player", file, args[0], "--rating", args[1]]
    elif act.name == "edit":
        command = ["edit-player", file, args[0], "--rating", args[1]]
    elif act.name == "remove":
        command = ["remove-player", file, args[0]]
    elif act.name == "forbid":
        command = ["forbid", file, *args]
    elif act.name == "fide":
        command = ["fide-rated", file, *args, *(["--confirm"] * 2 * (args[0] == "no"))]
    elif act.name == "order":
        command = ["board-order", file, *args]
    else:
        command = ["pair", file]
    code = main(command)
    assert code in (0, 2), f"{act}: exit {code}"
    return code == 0


def typed(key: str) -> events.Key:
    """The key event a terminal sends for ``key`` (as Textual's Pilot makes it)."""
    if len(key) == 1 and not key.isalnum():
        key = _character_to_key(key)
    try:
        char: str | None = unicodedata.lookup(
            _get_unicode_name_from_key(REPLACED_KEYS.get(key, key)))
    except KeyError:
        char = key if len(key) == 1 else None
    return events.Key(key, char)


def _unrefreshed(app: CardtableApp) -> bool:
    """The screen in front waits for its refresh: a layout, a repaint, or callbacks
    to run after it (``call_after_refresh``)."""
    screen = app.screen
    return bool(screen._layout_required or screen._scroll_required
                or screen._repaint_required or screen._recompose_required
                or screen._dirty_widgets or screen._callbacks)


def _busy(app: CardtableApp) -> bool:
    """Something left to do: a key on its way (the app sends keys one at a time and
    knows when the one before was handled: :class:`~cardtable.app.key_order.KeyOrderApp`),
    a message queued for the app or a widget on screen, a worker running, a refresh."""
    return (app.keys_waiting > 0 or not app._message_queue.empty()
            or any(not node._message_queue.empty()
                   for node in app.screen.walk_children(with_self=True))
            or any(w.is_running for w in app.workers) or _unrefreshed(app))


#: Passes in a row that find the app quiet before it is taken as quiet.
QUIET_PASSES = 3


async def settle(app: CardtableApp, pilot) -> None:
    """Wait until the app is quiet: every key handled, every message processed, every
    worker (a save can start another) done, the screen refreshed. No timed pause: the
    loop yields to the app's tasks until nothing is left, a few passes in a row; a
    refresh the screen waits for is done at once (as Pilot's pause does), not at the
    screen's next timer tick."""
    quiet = 0
    for _ in range(20_000):
        await asyncio.sleep(0)
        if any(w.is_running for w in app.workers):
            await app.workers.wait_for_complete()
        if _unrefreshed(app) and app._message_queue.empty():
            app.screen._on_timer_update()
            if app.screen._callbacks:
                await app.screen._invoke_and_clear_callbacks()
        quiet = 0 if _busy(app) else quiet + 1
        if quiet >= QUIET_PASSES:
            return
    raise AssertionError(f"the app does not settle: {app.screen}")


async def keys(app: CardtableApp, pilot, *pressed: str) -> None:
    """Each key as the terminal sends it, the next once the app is quiet."""
    for key in pressed:
        app.post_message(typed(key))
        await settle(app, pilot)


async def to_tournament(app: CardtableApp, pilot) -> None:
    for _ in range(8):  # escape closes one screen at a time
        if isinstance(app.screen, TournamentScreen):
            return
        await keys(app, pilot, "escape")
    raise AssertionError(f"escape does not lead back to the tournament: {app.screen}")


async def answer_yes(app: CardtableApp, pilot) -> None:
    """Yes to every question the act asks (a result replaced, leaving FIDE mode)."""
    for _ in range(4):
        if not isinstance(app.screen, ConfirmScreen):
            return
        await keys(app, pilot, "y")
    raise AssertionError(f"questions without end: {app.screen}")


async def fill(app: CardtableApp, pilot, **values: str) -> None:
    """Each field typed as a user types it: tab to it, empty it (home, ctrl+k), its
    characters one by one; then enter, and yes to the questions asked. A form that
    refuses stays open, saying why: escape leaves it (yes: what was typed is lost)."""
    form = app.screen
    assert isinstance(form, FormScreen), form
    for key, value in values.items():
        for _ in range(len(form.fields) + 1):
            if app.focused is not None and app.focused.id == f"field-{key}":
                break
            await keys(app, pilot, "tab")
        else:
            raise AssertionError(f"tab does not reach the field {key}")
        await keys(app, pilot, "home", "ctrl+k", *value)
        assert form.query_one(f"#field-{key}").value == value  # type: ignore[attr-defined]
    await keys(app, pilot, "enter")
    await answer_yes(app, pilot)
    if isinstance(app.screen, FormScreen):  # refused: the form says why and stays
        await keys(app, pilot, "escape")
        await answer_yes(app, pilot)  # leave what was typed?


async def select(app: CardtableApp, pilot, start_no: int) -> None:
    await keys(app, pilot, "home")
    for _ in range(len(app.tournament.players) + 1):
        if app.screen.selected == start_no:
            return
        await keys(app, pilot, "down")
    raise AssertionError(f"player {start_no} not on the start list")


async def by_app(app: CardtableApp, pilot, act: Act) -> None:
    """The act as a user types it in the app (p, u and r work on every main screen; the
    start list's keys on the tournament screen)."""
    for _ in range(4):  # a dialog left open by the act before
        if not isinstance(app.screen, (FormScreen, ConfirmScreen)):
            break
        await keys(app, pilot, "escape")
    if act.name not in ("pair", "unpair", "result", "correct"):
        await to_tournament(app, pilot)
    if act.name in ("pair", "unpair"):
        await keys(app, pilot, "p" if act.name == "pair" else "u")
        await answer_yes(app, pilot)  # else refused, saying why
    elif act.name in ("result", "correct"):
        number, board, token = act.args
        if not isinstance(app.screen, PairingsScreen):
            await keys(app, pilot, "r")
        assert isinstance(app.screen, PairingsScreen)
        for _ in range(abs(app.screen.round_no - number)):
            await keys(app, pilot, "left_square_bracket" if app.screen.round_no > number
                       else "right_square_bracket")
        assert app.screen.round_no == number, f"round {number} not reached"
        await keys(app, pilot, "g", *str(board), "enter", KEYS[str(token)])
        await answer_yes(app, pilot)  # a result there already: replaced
    elif act.name == "fide":
        await keys(app, pilot, "o")
        await fill(app, pilot, fide_rated=str(act.args[0]))
    elif act.name == "order":  # the command palette's "Board order: TPN NAME"
        tpn, *order = act.args
        team = next(x for x in app.tournament.teams if x.tpn == tpn)
        await keys(app, pilot, "ctrl+p", *f"Board order: {tpn} {team.name}", "enter")
        await fill(app, pilot, order=" ".join(map(str, order)))
    elif act.name == "late":
        name, rating = act.args
        await keys(app, pilot, "l")
        await fill(app, pilot, name=str(name), rating=str(rating))
    else:  # an act on the selected player
        await select(app, pilot, int(act.args[1 if act.name == "bye" else 0]))
        await _on_player(app, pilot, act)


async def _on_player(app: CardtableApp, pilot, act: Act) -> None:
    if act.name == "bye":
        number, _, kind = act.args
        await keys(app, pilot, "b")
        await fill(app, pilot, round=str(number), kind=str(kind))
    elif act.name == "withdraw":
        await keys(app, pilot, "d")
        await fill(app, pilot, after=str(act.args[1]))
    elif act.name == "edit":
        await keys(app, pilot, "e")
        await fill(app, pilot, rating=str(act.args[1]))
    elif act.name == "remove":
        await keys(app, pilot, "delete")
        await answer_yes(app, pilot)  # else refused, saying why
    else:  # forbid: the form lists whom they never meet; the other one is added
        one, other = (int(n) for n in act.args)
        await keys(app, pilot, "f")
        if isinstance(app.screen, FormScreen):  # else refused, saying why
            apart = [*never_meets(app.tournament, one), other]
            await fill(app, pilot, others=" ".join(map(str, apart)))


def _lay_out_only(screen: Screen) -> None:
    """A screen's refresh without its drawing (the regions to draw dropped)."""
    screen._dirty_widgets.clear()
    screen._compositor._dirty_regions.clear()


class Doors:
    """A system's two doors: the command line's file and the app's, the app started
    once for many sequences. Each sequence starts from the same new tournament
    (:func:`start`), copied over both files."""

    def __init__(self, tmp_path: Path, system: str):
        self.system = system
        self.new = tmp_path / "new.toml"
        self.cli_file, self.app_file = tmp_path / "by-cli.toml", tmp_path / "by-app.toml"
        start(self.new, system)
        shutil.copy(self.new, self.cli_file)
        shutil.copy(self.new, self.app_file)

    def run(self, seeds: range, lengths: tuple[int, int], *,
            paint: bool = True) -> list[list[Act]]:
        """A sequence of ``lengths[0]`` to ``lengths[1]`` random acts a seed; returns the
        acts done. Raises AssertionError at the first act after which the files
        differ, naming the seed and the acts. Without ``paint`` the screens are laid
        out (sizes, cursors, the callbacks after a refresh) but not drawn: what the
        doors write is the same, the drawing (a third of the app's time) is the
        snapshots' to check."""
        app = CardtableApp(self.app_file)
        sequences: list[list[Act]] = []
        if not paint:
            monkeypatch = pytest.MonkeyPatch()
            monkeypatch.setattr(Screen, "_compositor_refresh", _lay_out_only)

        async def script() -> None:
            async with app.run_test(size=(80, 24)) as pilot:
                await settle(app, pilot)
                for seed in seeds:
                    await self._restart(app, pilot)
                    sequences.append(await self._sequence(app, pilot, seed, lengths))

        try:
            asyncio.run(script())
        finally:
            if not paint:
                monkeypatch.undo()
        return sequences

    async def _restart(self, app: CardtableApp, pilot) -> None:
        """Both files back to the new tournament: the app's written over as another
        program would; the app sees it (its poll's look, not waited for) and the
        arbiter reads the file again."""
        shutil.copy(self.new, self.cli_file)
        if self.app_file.read_bytes() != self.new.read_bytes():
            for _ in range(4):  # a dialog left open by the sequence before
                if not isinstance(app.screen, (FormScreen, ConfirmScreen)):
                    break
                await keys(app, pilot, "escape")
            saved = self.app_file.stat().st_mtime_ns
            shutil.copy(self.new, self.app_file)
            later = saved + 1_000_000_000  # written after the app's save, a second on
            os.utime(self.app_file, ns=(later, later))
            app.file_watch._look_at_file()
            await settle(app, pilot)
            assert isinstance(app.screen, ChangedOnDiskScreen), app.screen
            await keys(app, pilot, "r")
        await to_tournament(app, pilot)
        assert app.tournament == read_toml(self.new)

    async def _sequence(self, app: CardtableApp, pilot, seed: int,
                        lengths: tuple[int, int]) -> list[Act]:
        rng = random.Random(seed)
        done: list[Act] = []
        late = 0
        for _ in range(rng.randint(*lengths)):
            act = choose(read_toml(self.cli_file), rng, late)
            if act is None:
                break
            late += act.name == "late"
            by_cli(self.cli_file, act)  # a refusal there: the app's file stays too
            await by_app(app, pilot, act)
            done.append(act)
            if self.app_file.read_bytes() != self.cli_file.read_bytes():
                raise AssertionError(_differ(self.system, seed, done, self.cli_file,
                                             self.app_file))
        return done


def _differ(system: str, seed: int, done: list[Act], cli_file: Path, app_file: Path) -> str:
    import difflib

    diff = "\n".join(difflib.unified_diff(
        cli_file.read_text().splitlines(), app_file.read_text().splitlines(),
        "by the command line", "by the app", lineterm="", n=2))
    return (f"{system}, seed {seed}: the files differ after "
            f"{' ; '.join(map(str, done))}\n{diff[:3000]}")
