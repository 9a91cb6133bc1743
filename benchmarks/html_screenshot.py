"""Render the printable pages (standings, pairings of the last round, crosstable, and
the pages the app prints: start list, pairings by board and by name, standings with
the header and legend, crosstable with withdrawn and late players) of a tournament as
HTML, open each in headless Chromium, keep a screenshot and an A4 PDF,
and print figures: render time, page size, printed pages.

    python benchmarks/html_screenshot.py [FILE.trf|FILE.toml] [--out DIR]

Without a file it uses the largest Swiss tournament of ../shared/conformance/dutch and
a round robin of ../shared/conformance/roundrobin. Where Chromium is not installed it
says so and only renders the pages."""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests"))  # headless_chromium, shared with the tests

from cardtable.formats import tables  # noqa: E402
from cardtable.formats.html import render_html  # noqa: E402
from cardtable.systems import printing, ranking  # noqa: E402
from cardtable.systems.files import load_tournament  # noqa: E402
from headless_chromium import (  # noqa: E402
    find_chromium,
    pdf_pages,
    print_pdf,
    screenshot,
)

SHARED = ROOT / ".." / "shared" / "conformance"
CODES = "BH/C1,BH,SB,DE"


def default_files() -> list[Path]:
    swiss = sorted((SHARED / "dutch").glob("*.trf"), key=lambda p: p.stat().st_size)
    robin = sorted((SHARED / "roundrobin").glob("*double.trf"))
    return [f for f in (swiss[-1] if swiss else None, robin[0] if robin else None) if f]


def pages(path: Path):
    """(name, rows, wide, render) of every page: the tables, then what ``cardtable
    print`` and the app's ``h`` print."""
    tournament = load_tournament(path)
    last = tournament.last_complete_round
    codes = "DE,WIN,SB,KS" if ranking.predetermined(tournament) else CODES
    for name, table in (("standings", tables.standings_table(ranking.standings(tournament,
                                                                                codes))),
                        ("pairings", ranking.pairings_table(tournament, last)),
                        ("crosstable", ranking.crosstable(tournament, codes=codes))):
        yield name, len(table.rows), len(table.header) > 14, partial(render_html, table)
    for what in printing.PAGES:
        yield (f"printed-{what}", len(tournament.players), what == "crosstable",
               partial(printing.render, tournament, what, tournament.last_paired_round))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--out", type=Path, help="keep the pages here (default: a temp dir)")
    args = parser.parse_args()
    files = args.files or default_files()
    if not files:
        print("no tournament given and ../shared is missing")
        return 2
    out = args.out or Path(tempfile.mkdtemp(prefix="cardtable-html-"))
    out.mkdir(parents=True, exist_ok=True)
    chromium = find_chromium()
    print(f"chromium: {chromium or 'not installed (pages rendered, not screenshotted)'}")
    print(f"{'page':<48} {'rows':>5} {'render s':>9} {'kB':>7} {'shot s':>7} {'A4 pages':>9}")
    for path in files:
        for name, rows, wide, render in pages(path):
            started = time.perf_counter()
            html = render()
            rendered = time.perf_counter() - started
            page = out / f"{path.stem}-{name}.html"
            page.write_text(html, encoding="utf-8")
            shot, printed = "-", "-"
            if chromium:
                started = time.perf_counter()
                screenshot(chromium, page, page.with_suffix(".png"),
                           landscape=wide)
                shot = f"{time.perf_counter() - started:.2f}"
                sizes = pdf_pages(print_pdf(chromium, page, page.with_suffix(".pdf")))
                a4 = all(sorted((round(w), round(h))) == [595, 842] for w, h in sizes)
                printed = f"{len(sizes)}{'' if a4 else ' (not A4!)'}"
            print(f"{page.stem[:48]:<48} {rows:>5} {rendered:>9.4f} "
                  f"{len(html.encode()) / 1024:>7.1f} {shot:>7} {printed:>9}")
    print(f"pages in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
