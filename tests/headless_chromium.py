"""Open an HTML page in headless Chromium and keep a screenshot or an A4 PDF of it:
how the printable pages are checked where Chromium is installed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "chrome")


def find_chromium() -> str | None:
    """The Chromium executable on PATH (or /usr/bin/chromium), or None."""
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None


def _run(chromium: str, page: Path, *options: str) -> None:
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                    "--hide-scrollbars", *options, page.resolve().as_uri()],
                   check=True, capture_output=True, timeout=120)


def screenshot(chromium: str, page: Path, png: Path, landscape: bool = False) -> Path:
    """A PNG of the page at A4 size in CSS pixels (794 × 1123, or turned)."""
    size = "1123,794" if landscape else "794,1123"
    _run(chromium, page, f"--window-size={size}", f"--screenshot={png}")
    return png


def print_pdf(chromium: str, page: Path, pdf: Path) -> Path:
    """The page printed to PDF with the page's own A4 rules."""
    _run(chromium, page, "--no-pdf-header-footer", f"--print-to-pdf={pdf}")
    return pdf


def pdf_pages(pdf: Path) -> list[tuple[float, float]]:
    """Width and height in points of every page of a PDF Chromium wrote."""
    import re

    data = pdf.read_bytes()
    boxes = re.findall(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]", data)
    return [(float(w), float(h)) for w, h in boxes]
