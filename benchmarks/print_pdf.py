"""``cardtable print FILE --pdf`` (issue 33): how long a user waits for the PDF of a
tournament's pages, as a whole process, and where that time goes, measured in one
process step by step: fpdf2's import, the HTML pages, their layout read back, the
PDF drawn (its fonts loaded, its tables laid out) and written out (the fonts
subset). The tournaments are the samples of ``sample_tournaments/`` (the club Swiss,
the team league) unless files are given. Prints figures (medians of ``--runs``);
asserts nothing.

    python benchmarks/print_pdf.py [--runs 5] [FILE ...]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

SAMPLES = ("club-swiss.toml", "team-league.toml")


def whole_process(path: Path, runs: int) -> float:
    """The median wall time of ``cardtable print PATH --pdf`` in a new process."""
    times = []
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "cardtable", "print", str(path), "--pdf",
                            "-o", folder], check=True, capture_output=True)
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def steps(path: Path, runs: int) -> dict[str, float]:
    """The median seconds of each step of the PDF, in this process (fpdf2 imported
    once, before: its import is timed on its own in a new process)."""
    from cardtable.formats import pdf
    from cardtable.formats.page_layout import read_page
    from cardtable.systems.files import read_toml
    from cardtable.systems.printing import _rendered

    tournament = read_toml(path)
    figures: dict[str, list[float]] = {}

    def timed(name: str, start: float) -> float:
        now = time.perf_counter()
        figures.setdefault(name, []).append(now - start)
        return now

    for _ in range(runs):
        start = time.perf_counter()
        rendered = _rendered(tournament, "all", None)
        start = timed("HTML pages", start)
        pages = [read_page(html) for _, _, html in rendered]
        start = timed("pages read back", start)
        document = pdf.new_document()
        start = timed("document and fonts", start)
        pdf.draw_pages(document, pages)
        start = timed("pages drawn", start)
        data = bytes(document.output())
        timed("written out (fonts subset)", start)
    result = {name: statistics.median(values) for name, values in figures.items()}
    result["PDF bytes"] = float(len(data))
    result["pages"] = float(len(pages))
    return result


def fpdf_import() -> float:
    """fpdf2's import in a new Python (the cost ``print --pdf`` adds to a start)."""
    code = ("import time; s = time.perf_counter(); import cardtable.formats.pdf; "
            "print(time.perf_counter() - s)")
    done = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                          text=True, env={"PYTHONPATH": str(ROOT / "src")})
    return float(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    files = args.files or [ROOT / "sample_tournaments" / name for name in SAMPLES]
    print(f"fpdf2 imported (cardtable.formats.pdf): {fpdf_import():.2f} s")
    for path in files:
        print(f"\n{path.name}")
        whole = whole_process(path, args.runs)
        print(f"  cardtable print --pdf, whole process: {whole:.2f} s")
        for name, value in steps(path, args.runs).items():
            print(f"  {name:28} {value:.0f}" if name in ("PDF bytes", "pages")
                  else f"  {name:28} {value * 1000:.0f} ms")


if __name__ == "__main__":
    main()
