"""``print --lp [PRINTER]``: a PDF sent to the system's print queue with CUPS ``lp``
(``lp -d PRINTER FILE``, or ``lp FILE`` for the default printer). Where there is no
``lp`` (no CUPS, as on many servers), or it refuses, the command says so plainly; the
PDF stays written for printing elsewhere."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from .common import CommandError


def send_to_printer(pdf: Path, printer: str) -> str:
    """What ``lp`` answered (the job's id); :class:`CommandError` when it cannot."""
    lp = shutil.which("lp")
    if lp is None:
        raise CommandError(f"not printed: this system has no print queue (the CUPS command "
                           f"lp is not installed); the PDF is written at {pdf}: print it "
                           f"from a machine with a printer")
    command = [lp, *(["-d", printer] if printer else []), str(pdf.resolve())]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=60,
                              check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise CommandError(f"not printed: lp could not be run ({exc}); the PDF is "
                           f"written at {pdf}") from None
    if done.returncode != 0:
        said = (done.stderr or done.stdout).strip() or f"exit code {done.returncode}"
        raise CommandError(f"not printed: lp refused the job ({said}); the PDF is "
                           f"written at {pdf}")
    return "sent to " + (f"the printer {printer}" if printer else "the default printer") \
        + f" with lp: {done.stdout.strip() or 'queued'}"
