"""Where the differential test's time goes (issue 32): sequences of random acts through
both doors for one system, timed per act by kind and for the app's reading the file
again between sequences. Prints figures; asserts nothing.

    python benchmarks/two_doors_speed.py [SYSTEM] [SEQUENCES] [--paint]
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import two_doors  # noqa: E402

from cardtable.model import integrity  # noqa: E402


def main() -> None:
    system = sys.argv[1] if len(sys.argv) > 1 else "dutch"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    integrity.now = lambda: "2026-03-01T18:00:00+00:00"
    os.fsync = lambda fd: None  # as in the test: saves stay atomic
    spent: dict[str, list[float]] = defaultdict(list)

    def timed(name, call):
        async def app_act(*args):
            began = time.perf_counter()
            await call(*args)
            spent[name(args)].append(time.perf_counter() - began)
        return app_act

    by_cli = two_doors.by_cli

    def cli_act(path, act):
        began = time.perf_counter()
        done = by_cli(path, act)
        spent["(command line, every act)"].append(time.perf_counter() - began)
        return done

    two_doors.by_app = timed(lambda args: args[2].name, two_doors.by_app)
    two_doors.Doors._restart = timed(lambda args: "(reading the new file again)",
                                     two_doors.Doors._restart)
    two_doors.by_cli = cli_act
    began, cpu = time.perf_counter(), time.process_time()
    with tempfile.TemporaryDirectory() as folder, contextlib.redirect_stdout(io.StringIO()), \
            contextlib.redirect_stderr(io.StringIO()):
        done = two_doors.Doors(Path(folder), system).run(range(1000, 1000 + count),
                                                         (4, 6), paint="--paint" in sys.argv)
    total, cpu = time.perf_counter() - began, time.process_time() - cpu
    print(f"{system}: {count} sequences, {sum(map(len, done))} acts, {total:.1f} s "
          f"({total / count:.2f} s a sequence; processor {cpu:.1f} s)")
    for name, times in sorted(spent.items(), key=lambda kv: -sum(kv[1])):
        print(f"  {name:30} {len(times):5} x {sum(times) / len(times):.3f} s = "
              f"{sum(times):6.1f} s")


if __name__ == "__main__":
    main()
