"""The differential test's machinery (issue 32): a random sequence of the arbiter's acts
(pairing, results, corrections, requested byes, withdrawals, late entries, take backs)
run once through the command line (``cardtable.cli.main.main``, in-process) and once
through the app (Pilot: keys and forms as a user types them), each on its own copy of
the same file; after every act the two files must be byte for byte the same.

The acts are drawn from what the tournament allows at that moment (read from the
command line's copy), so both doors are asked only what an arbiter could ask; the
integrity log's clock is fixed so that its events carry the same time."""

from __future__ import annotations

import asyncio
import random
import shutil
from dataclasses import dataclass
from pathlib import Path

from cardtable.actions.pairing import ready_refusal
from cardtable.app.app import CardtableApp
from cardtable.app.screens.dialogs import ConfirmScreen, FormScreen
from cardtable.app.screens.pairings import PairingsScreen
from cardtable.app.screens.tournament import TournamentScreen
from cardtable.cli.main import main
from cardtable.model.tournament import Tournament
from cardtable.systems.registry import SYSTEMS, entry
from cardtable.systems.files import read_toml

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
    if not teams and not table:
        active = [p.start_no for p in t.players
                  if p.withdrawn_after is None and p.takes_part_in(t.next_round)]
        if active and (not t.settings.rounds or t.next_round <= t.settings.rounds):
            acts.append(Act("bye", (t.next_round, rng.choice(active),
                                    rng.choice("HFZ"))))
        if active and len(active) > 3:
            acts.append(Act("withdraw", (rng.choice(active), last)))
        if last and (not t.settings.rounds or t.next_round <= t.settings.rounds):
            acts.append(Act("late", (f"Late{late}, L", 1500 + 10 * late)))
    return rng.choice(acts) if acts else None


def by_cli(path: Path, act: Act) -> bool:
    """The act by the command line: True when done, False when refused (exit 2, the
    file as it was: the app must refuse it too)."""
    file = str(path)
    if act.name == "pair":
        code = main(["pair", file])
    elif act.name in ("result", "correct"):
        number, board, token = act.args
        code = main(["result", file, str(number), str(board), str(token)])
    elif act.name == "unpair":
        code = main(["unpair", file, str(act.args[0]), "--force"])
    elif act.name == "bye":
        number, player, kind = act.args
        code = main(["bye", file, str(number), str(player), "--kind", str(kind)])
    elif act.name == "withdraw":
        player, after = act.args
        code = main(["withdraw", file, str(player), "--after-round", str(after)])
    else:
        name, rating = act.args
        code = main(["add-player", file, str(name), "--rating", str(rating)])
    assert code in (0, 2), f"{act}: exit {code}"
    return code == 0


async def settle(app: CardtableApp, pilot) -> None:
    """Let the workers finish (a save can start another) and the screen catch up."""
    await pilot.pause()
    for _ in range(20):
        if not any(w.is_running for w in app.workers):
            return
        await app.workers.wait_for_complete()
        await pilot.pause()
    raise AssertionError("the app's workers do not finish")


async def keys(app: CardtableApp, pilot, *pressed: str) -> None:
    for key in pressed:
        await pilot.press(key)
        await settle(app, pilot)


async def to_tournament(app: CardtableApp, pilot) -> None:
    for _ in range(8):  # escape closes one screen at a time
        if isinstance(app.screen, TournamentScreen):
            return
        await keys(app, pilot, "escape")
    raise AssertionError(f"escape does not lead back to the tournament: {app.screen}")


async def fill(app: CardtableApp, pilot, **values: str) -> None:
    form = app.screen
    assert isinstance(form, FormScreen), form
    for key, value in values.items():
        form.query_one(f"#field-{key}").value = value  # type: ignore[attr-defined]
    await settle(app, pilot)
    await keys(app, pilot, "enter")
    if isinstance(app.screen, FormScreen):  # refused: the form says why and stays
        await keys(app, pilot, "escape")
        if isinstance(app.screen, ConfirmScreen):  # leave what was typed?
            await keys(app, pilot, "y")


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
    if act.name == "pair":
        await keys(app, pilot, "p")
        if isinstance(app.screen, ConfirmScreen):  # else refused, saying why
            await keys(app, pilot, "y")
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
        if isinstance(app.screen, ConfirmScreen):  # a result there already: replaced
            await keys(app, pilot, "y")
    elif act.name == "unpair":
        await keys(app, pilot, "u")
        if isinstance(app.screen, ConfirmScreen):
            await keys(app, pilot, "y")
    elif act.name == "bye":
        number, player, kind = act.args
        await select(app, pilot, int(player))
        await keys(app, pilot, "b")
        await fill(app, pilot, round=str(number), kind=str(kind))
    elif act.name == "withdraw":
        player, after = act.args
        await select(app, pilot, int(player))
        await keys(app, pilot, "d")
        await fill(app, pilot, after=str(after))
    else:
        name, rating = act.args
        await keys(app, pilot, "l")
        await fill(app, pilot, name=str(name), rating=str(rating))


def run_sequence(tmp_path: Path, system: str, seed: int, length: int) -> list[Act]:
    """``length`` random acts through both doors; returns the acts done. Raises
    AssertionError at the first act after which the files differ."""
    cli_file, app_file = tmp_path / "by-cli.toml", tmp_path / "by-app.toml"
    start(cli_file, system)
    shutil.copy(cli_file, app_file)
    rng = random.Random(seed)
    done: list[Act] = []
    app = CardtableApp(app_file)

    async def script() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(app, pilot)
            late = 0
            for _ in range(length):
                act = choose(read_toml(cli_file), rng, late)
                if act is None:
                    break
                late += act.name == "late"
                by_cli(cli_file, act)  # a refusal there: the app's file stays too
                await by_app(app, pilot, act)
                done.append(act)
                if app_file.read_bytes() != cli_file.read_bytes():
                    raise AssertionError(_differ(system, seed, done, cli_file, app_file))

    asyncio.run(script())
    return done


def _differ(system: str, seed: int, done: list[Act], cli_file: Path, app_file: Path) -> str:
    import difflib

    diff = "\n".join(difflib.unified_diff(
        cli_file.read_text().splitlines(), app_file.read_text().splitlines(),
        "by the command line", "by the app", lineterm="", n=2))
    return (f"{system}, seed {seed}: the files differ after "
            f"{' ; '.join(map(str, done))}\n{diff[:3000]}")
