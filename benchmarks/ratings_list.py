"""FIDE's rating list at full size (issue 33): a generated list of N players (default
1 000 000, FIDE's combined list is about that) in the XML or the TXT form, imported
by ``cardtable ratings import`` into a fresh index (one process, as a user runs it),
then looked up as the app's add form does on each key: the start of a name growing a
letter at a time, and FIDE IDs. Prints the import's wall time and peak memory, the
index's size, and the look-up times (median and worst of each kind); the add form asks
for under 50 ms a keystroke.

    python benchmarks/ratings_list.py [--players N] [--form xml|txt] [--zip]
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests"))  # fide_lists, shared with the tests

from cardtable.formats.rating_index import RatingIndex  # noqa: E402
from fide_lists import generated, txt_text, write, xml_text  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=1_000_000)
    parser.add_argument("--form", choices=("xml", "txt"), default="xml")
    parser.add_argument("--zip", action="store_true", help="zip the list first")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ratings-bench-") as folder:
        work = Path(folder)
        started = time.perf_counter()
        source = write(work / f"players_list_foa.{args.form}",
                       (xml_text if args.form == "xml" else txt_text)(
                           generated(args.players, args.seed)))
        if args.zip:
            zipped = work / "players_list_foa.zip"
            with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED) as archive:
                archive.write(source, source.name)
            source = zipped
        print(f"list: {args.players} players, {args.form}{' zipped' if args.zip else ''}, "
              f"{source.stat().st_size / 1e6:.1f} MB, made in "
              f"{time.perf_counter() - started:.1f} s")
        env = {**os.environ, "CARDTABLE_DATA_DIR": str(work / "data")}
        started = time.perf_counter()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, "-m", "cardtable", "ratings", "import", str(source)],
                       env=env, check=True, stderr=subprocess.DEVNULL)
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        index_file = work / "data" / "fide-ratings.sqlite"
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        print(f"import: {wall:.1f} s wall, {cpu:.1f} s CPU, peak memory "
              f"{after.ru_maxrss / 1024:.0f} MB, index {index_file.stat().st_size / 1e6:.0f} MB")
        _lookups(RatingIndex(index_file), args.players, args.seed)


def _lookups(index: RatingIndex, players: int, seed: int) -> None:
    rng = random.Random(seed + 1)
    names = [row.name for row in generated(players, seed) if rng.random() < 0.0005][:200]
    typed: list[float] = []
    for name in names:  # the form looks up from the second letter on, at each key
        for end in range(2, len(name) + 1):
            started = time.perf_counter()
            index.search(name[:end], 4)
            typed.append((time.perf_counter() - started) * 1000)
    ids: list[float] = []
    for _ in range(2000):
        started = time.perf_counter()
        index.search(str(2_000_001 + rng.randrange(players)))
        ids.append((time.perf_counter() - started) * 1000)
    for what, times in (("name, a key at a time", typed), ("FIDE ID", ids)):
        print(f"look-up by {what}: {len(times)} look-ups, median "
              f"{statistics.median(times):.3f} ms, worst {max(times):.2f} ms")


if __name__ == "__main__":
    main()
