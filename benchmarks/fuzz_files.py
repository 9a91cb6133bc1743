"""Run mutated tournament files through every command that reads them, in-process,
and count what must never happen (issue 16):

* a traceback (an exception out of ``cardtable.cli.main``, or its last-resort
  "internal error", exit code 70),
* a hang (a command that uses more than ``--limit`` seconds of CPU time, 10 by
  default: measured in CPU time, so that a machine loaded by others does not make a
  quick command look hung; ``engine -c`` runs with ``--time-limit 3``, its own guard),
* a file changed by a command that failed (``result`` and ``pair`` are run too, as
  the writers),
* a successful write that left a file cardtable cannot read back,
* a TRF export that its own import refuses or reads as something else (export,
  import, export must give the same bytes; issue 25),
* a write that went through a symbolic link cardtable did not make (issue 35): each
  file is run once more with its lock file, its export and its standings file planted
  as links to a victim file, which must come out unchanged.

It also counts, for information, the refusals whose message does not name the file
(a command's own refusal, such as "there is no round 8", names the round instead).

The seeds are the tournaments in ``sample_tournaments/`` and their TRF-2026 and
TRF-16 exports, and the TRF-2026 team file of ``tests/data/team_records.trf`` (the team
records 300, 310, 320, 330, 352, 362, 082; issue 35); each mutation changes one to five things: a line removed, doubled or
swapped, a value replaced by an extreme or hostile one (``inf``, 5 000 digits,
``"1e9999999"``, deep nesting, control characters, a superscript digit), a TRF column
overwritten (also with other scripts' digits: ``²``, ``①``, ``٣``), a ``[[log]]``
table with no, an empty or an unknown ``kind``, bytes flipped, the file cut short.

    python benchmarks/fuzz_files.py --files 20000          # the full drill
    python benchmarks/fuzz_files.py --files 300 --seed 1   # what the test suite runs

It prints one line of figures per thousand files and a summary; exit code 1 when any
count that must be 0 is not."""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import random
import signal
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "sample_tournaments"
TEAM_RECORDS = REPO / "tests" / "data" / "team_records.trf"
#: What a planted link points at: it must never change.
VICTIM = b"precious\n"

#: Values a mutation puts where a value stood.
HOSTILE = ("inf", "-inf", "nan", "1e309", '"1e9999999"', "1" + "0" * 5000, "9" * 40,
           "-1", "0", "99999", "2147483648", '"½"', '"1/0"', '""', "true", "[]", "{}",
           "[" * 600 + "]" * 600, '"\\u001b]0;x\\u0007"', '"a\\nb"', '"=cmd|x!A1"',
           "1979-05-27T07:32:00Z", '"x"', "[1, 2]", '[[1, 2], [3]]', '"\\u202e"',
           '"' + "x" * 5000 + '"', "0.0001", '"1/3"', "-0.5",
           # issue 25: escape sequences (CSI, OSC 52, DCS, C1), CR alone, bidi marks,
           # a text of control characters only, formulas, wide scores, tie-break codes
           '"\\u001b[2J\\u001b]52;c;eA==\\u0007"', '"\\u001bP1$qx\\u001b\\\\"',
           '"\\u009b31m"', '"a\\rb"', '"a\\r\\n=cmd|x!A1"', '" =1+1"', '"\\u200fx\\u061c"',
           '"\\u0007\\u001b\\u0000"', "100", "-2", '["TPR/CUT"]', '["PTS", "bh/c1", " SB "]',
           '["BH", "BH"]', '"Club rules (not SWISSBG)"')
#: Characters a TRF column is overwritten with.
TRF_CHARS = "0123456789 -+=wbWBDLHFUZ²١\t\x1b\x00é9①٣"
#: Whole lines put into a file.
LINES = ("[tournament]", "[[players]]", "[[rounds]]", "[[rounds.games]]", "[points]",
         "[[virtual_points]]", 'system = "swissbg"', 'system = "roundrobin"',
         'system = "dutch-2009"', 'system = "simplified"', "rounds = 999",
         'initial_colour = "lot"', "random_seed = 1", "XXR ²", "XXR 999",
         "012 x\n092 SWISSBG", "202 XYZ, BH/C9, SB, ???", "202 " + ",".join(["BH"] * 300),
         "240 H 002    1    2", "250    1 1.0 001 003 0001 0004", "260 001 003    1    2",
         "XXA    1  1.0", "XXP 1 2", "XXS WW=1e9999 D=x", "162 W 3.0    D 1.0",
         "132" + " " * 88 + "26/01/01  26/13/45", "142 0", "152 X", "tiebreaks = [\"??\"]",
         "forbidden = [[1, 99999]]",
         # issue 25: system labels and codes, tie-break records, missing rounds
         'system_label = "Club rules (not SWISSBG)"', 'system_label = "No BAKU"',
         "092 Club rules (not SWISSBG)", "192 FIDE_ROUNDROBIN", "192 FIDE_DUTCH_2025_BAKU",
         "202 TPR/CUT", "212 999", "202 BH/C1, PTS, bh", "rounds = 0", "loss = -2",
         "win = 100",
         # issue 35: the integrity log's kinds, team records with other scripts' digits
         '[[log]]\ntime = "2026-01-01T10:00"', '[[log]]\ntime = "x"\nkind = ""',
         '[[log]]\ntime = "x"\nkind = "bogus"', '[[log]]\nkind = "override"\nround = 1',
         'kind = "lots-drawn"', "300   2   ²   0    7    7", "310  1٣ Team",
         "320  1.0  1.5 00² 000", "330 +- 002 003 ٤", "352 WB²", "362 TW 2.²", "082 1²",
         "062 1①", "299    -1.0        002    ٤")


def seeds() -> list[tuple[str, str]]:
    """(suffix, text) of every seed file."""
    from cardtable.systems.files import dumps_trf, read_toml

    found = []
    for path in sorted(SAMPLES.glob("*.toml")):
        text = path.read_text(encoding="utf-8")
        found.append((".toml", text))
        tournament = read_toml(path)
        found += [(".trf", dumps_trf(tournament, fmt)) for fmt in ("trf26", "trf16")
                  if fmt == "trf26" or not tournament.teams]  # TRF-16 has no teams
    found.append((".trf", TEAM_RECORDS.read_text(encoding="utf-8")))
    return found


def mutate(text: str, suffix: str, rng: random.Random) -> str:
    """``text`` with one to five random changes."""
    for _ in range(rng.randint(1, 5)):
        text = rng.choice(MUTATIONS)(text, suffix, rng)
    return text


def _lines(text: str) -> list[str]:
    return text.split("\n")


def _drop_line(text: str, suffix: str, rng: random.Random) -> str:
    lines = _lines(text)
    del lines[rng.randrange(len(lines))]
    return "\n".join(lines)


def _double_line(text: str, suffix: str, rng: random.Random) -> str:
    lines = _lines(text)
    i = rng.randrange(len(lines))
    lines.insert(rng.randrange(len(lines) + 1), lines[i])
    return "\n".join(lines)


def _swap_lines(text: str, suffix: str, rng: random.Random) -> str:
    lines = _lines(text)
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


def _insert_line(text: str, suffix: str, rng: random.Random) -> str:
    lines = _lines(text)
    lines.insert(rng.randrange(len(lines) + 1), rng.choice(LINES))
    return "\n".join(lines)


def _replace_value(text: str, suffix: str, rng: random.Random) -> str:
    lines = _lines(text)
    candidates = [i for i, line in enumerate(lines) if " = " in line]
    if not candidates or suffix != ".toml":
        return _overwrite_column(text, suffix, rng)
    i = rng.choice(candidates)
    key = lines[i].split(" = ", 1)[0]
    lines[i] = f"{key} = {rng.choice(HOSTILE)}"
    return "\n".join(lines)


def _overwrite_column(text: str, suffix: str, rng: random.Random) -> str:
    lines = _lines(text)
    i = rng.randrange(len(lines))
    line = lines[i]
    col = rng.randrange(max(len(line), 1) + 3)
    width = rng.randint(1, 4)
    chars = "".join(rng.choice(TRF_CHARS) for _ in range(width))
    lines[i] = line[:col].ljust(col) + chars + line[col + width:]
    return "\n".join(lines)


def _flip(text: str, suffix: str, rng: random.Random) -> str:
    if not text:
        return text
    i = rng.randrange(len(text))
    return text[:i] + chr(rng.choice((0, 10, 13, 34, 39, 35, 61, 91, 93, 123, 125, 0x1b,
                                      rng.randrange(32, 0x2fff)))) + text[i + 1:]


def _cut(text: str, suffix: str, rng: random.Random) -> str:
    return text[:rng.randrange(len(text) + 1)]


def _swap_numbers(text: str, suffix: str, rng: random.Random) -> str:
    """A small number replaced by another small one: keeps most files valid enough
    to reach the engines (a player on two boards, a round out of order)."""
    import re

    spots = [m for m in re.finditer(r"(?<![0-9])[0-9]{1,2}(?![0-9])", text)]
    if not spots:
        return text
    m = rng.choice(spots)
    return text[:m.start()] + str(rng.randint(0, 30)) + text[m.end():]


MUTATIONS = (_drop_line, _double_line, _swap_lines, _insert_line, _replace_value,
             _replace_value, _overwrite_column, _flip, _cut, _swap_numbers, _swap_numbers,
             _swap_numbers)


class Hang(BaseException):
    """A command ran past the limit (a BaseException, so no handler takes it)."""


def _alarm(signum: int, frame: object) -> None:
    raise Hang


@dataclass
class Figures:
    files: int = 0
    runs: int = 0
    tracebacks: int = 0
    hangs: int = 0
    changed_by_failure: int = 0
    unreadable_after_write: int = 0
    unnamed: int = 0
    round_trips: int = 0
    round_trip_mismatches: int = 0
    link_runs: int = 0
    followed_links: int = 0
    codes: Counter = field(default_factory=Counter)
    examples: list[str] = field(default_factory=list)

    @property
    def bad(self) -> int:
        return (self.tracebacks + self.hangs + self.changed_by_failure
                + self.unreadable_after_write + self.round_trip_mismatches
                + self.followed_links)

    def line(self) -> str:
        codes = " ".join(f"exit {c}: {n}" for c, n in sorted(self.codes.items(),
                                                             key=lambda kv: str(kv[0])))
        return (f"{self.files} files, {self.runs} runs: {self.tracebacks} tracebacks, "
                f"{self.hangs} hangs, {self.changed_by_failure} files changed by a failed "
                f"command, {self.unreadable_after_write} unreadable after a write, "
                f"{self.unnamed} refusals not naming the file, {self.round_trips} TRF "
                f"round trips: {self.round_trip_mismatches} mismatches, {self.link_runs} "
                f"runs with planted links: {self.followed_links} followed ({codes})")


def _commands(path: Path, out: Path) -> list[tuple[str, ...]]:
    if path.suffix == ".trf":
        return [("check", str(path)), ("explain", str(path)), ("standings", str(path)),
                ("standings", str(path), "--format", "csv"),
                ("export", str(path), "--trf", str(out)),
                ("engine", "--dutch", str(path), "-c", "--time-limit", "3")]
    return [("check", str(path)), ("explain", str(path)), ("standings", str(path)),
            ("standings", str(path), "--crosstable", "--format", "csv"),
            ("export", str(path), "--trf", str(out)), ("result", str(path), "1", "1", "1-0"),
            ("pair", str(path))]


def run_one(figures: Figures, args: tuple[str, ...], path: Path, limit: float) -> None:
    from cardtable.cli.main import EXIT_INTERNAL, main
    from cardtable.systems.files import read_toml

    before = _digest(path)
    out, err = io.StringIO(), io.StringIO()
    signal.setitimer(signal.ITIMER_PROF, limit)
    code: object
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(list(args))
    except Hang:
        figures.hangs += 1
        code = "hang"
        _example(figures, "hang", args, path)
    except SystemExit as exc:  # argparse
        code = exc.code
    except BaseException as exc:  # noqa: BLE001 — what the drill counts
        figures.tracebacks += 1
        code = "traceback"
        _example(figures, f"traceback {type(exc).__name__}: {exc}"[:300], args, path)
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
    if code not in (0, 1, "hang", "traceback") and str(path) not in err.getvalue():
        figures.unnamed += 1
    if code == EXIT_INTERNAL:
        figures.tracebacks += 1
        _example(figures, err.getvalue().strip()[-300:], args, path)
    figures.runs += 1
    figures.codes[code] += 1
    after = _digest(path)
    if code != 0 and after != before:
        figures.changed_by_failure += 1
        _example(figures, "changed by a failed command", args, path)
    if code == 0 and after != before and path.suffix == ".toml":
        try:
            read_toml(path)
        except Exception:  # noqa: BLE001
            figures.unreadable_after_write += 1
            _example(figures, "unreadable after a write", args, path)


def planted_links(figures: Figures, path: Path, limit: float) -> None:
    """The file's writers run again with a link planted at each name they write
    besides the file itself (its lock file, the export, the standings file), all
    pointing at a victim file, which must come out unchanged (issue 35)."""
    victim = path.with_name("victim")
    victim.write_bytes(VICTIM)
    names = {"lock": path.with_name(path.name + ".lock"),
             "trf": path.with_name("linked.trf"), "csv": path.with_name("linked.csv")}
    for link in names.values():
        link.unlink(missing_ok=True)
        link.symlink_to(victim.name)
    commands = [("export", str(path), "--trf", str(names["trf"])),
                ("standings", str(path), "--format", "csv", "-o", str(names["csv"]))]
    if path.suffix == ".toml":
        commands.append(("result", str(path), "1", "1", "1-0"))
    try:
        for args in commands:
            run_one(figures, args, path, limit)
            figures.link_runs += 1
            if victim.read_bytes() != VICTIM or any(not n.is_symlink()
                                                    for n in names.values()):
                figures.followed_links += 1
                _example(figures, "a planted link was followed", args, path)
                victim.write_bytes(VICTIM)
    finally:
        for link in names.values():
            link.unlink(missing_ok=True)


def round_trip(figures: Figures, path: Path) -> None:
    """For a file that reads: export as TRF (both formats), import, export again,
    which must give the same bytes (issue 25); a refusal to export is no mismatch
    (TRF has no room for it: the message says why)."""
    from cardtable.formats.errors import FileError
    from cardtable.formats.trf_write import NotWritable
    from cardtable.systems.files import dumps_trf, load_tournament, parse_trf

    try:
        tournament = load_tournament(path)
    except (FileError, RecursionError, MemoryError):
        return
    for fmt in ("trf26", "trf16"):
        try:
            first = dumps_trf(tournament, fmt)
        except NotWritable:
            continue
        figures.round_trips += 1
        try:
            again = dumps_trf(parse_trf(first), fmt)
        except FileError as exc:
            again = f"import refused: {exc}"
        if again != first:
            figures.round_trip_mismatches += 1
            _example(figures, f"{fmt} round trip differs", ("export",), path)


def _digest(path: Path) -> bytes:
    try:
        return hashlib.sha1(path.read_bytes()).digest()
    except OSError:
        return b""


def _example(figures: Figures, what: str, args: tuple[str, ...], path: Path) -> None:
    if len(figures.examples) < 30:
        keep = path.with_name(f"kept-{len(figures.examples)}{path.suffix}")
        with contextlib.suppress(OSError):
            keep.write_bytes(path.read_bytes())
        figures.examples.append(f"{what} :: {' '.join(args[:1])} {keep}")
        with contextlib.suppress(OSError), path.with_name("examples.txt").open("a") as log:
            log.write(f"{what} :: {' '.join(args)} (kept as {keep.name})\n")


def fuzz(files: int, seed: int, limit: float = 10.0, folder: Path | None = None,
         report=None) -> Figures:
    """Mutate ``files`` files from the seeds and run every command on each."""
    rng = random.Random(seed)
    bases = seeds()
    figures = Figures()
    old = signal.signal(signal.SIGPROF, _alarm)
    context = (contextlib.nullcontext(str(folder)) if folder
               else tempfile.TemporaryDirectory(prefix="cardtable-fuzz-"))
    try:
        with context as where:
            root = Path(where)
            for n in range(files):
                suffix, text = rng.choice(bases)
                path = root / f"f{suffix}"
                for stale in root.glob("f.*"):
                    stale.unlink()
                path.write_bytes(mutate(text, suffix, rng).encode("utf-8", "surrogatepass"))
                round_trip(figures, path)
                for args in _commands(path, root / "out.trf"):
                    run_one(figures, args, path, limit)
                if n % 10 == 0:
                    planted_links(figures, path, limit)
                figures.files += 1
                if report and (n + 1) % 1000 == 0:
                    report(figures)
    finally:
        signal.signal(signal.SIGPROF, old)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--limit", type=float, default=10.0,
                        help="CPU seconds before a hang")
    parser.add_argument("--keep", metavar="DIR", help="work (and keep examples) in DIR")
    args = parser.parse_args()
    started = time.monotonic()

    def report(figures: Figures) -> None:
        print(f"[{time.monotonic() - started:7.0f} s] {figures.line()}", flush=True)

    folder = Path(args.keep) if args.keep else None
    if folder:
        folder.mkdir(parents=True, exist_ok=True)
    figures = fuzz(args.files, args.seed, args.limit, folder, report)
    report(figures)
    for example in figures.examples:
        print("  " + example)
    return 1 if figures.bad else 0


if __name__ == "__main__":
    sys.exit(main())
