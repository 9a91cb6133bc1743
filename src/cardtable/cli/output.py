"""What every command prints passes through here: control characters from a
tournament file (a name with ``ESC ]0;``…) reach the terminal escaped, never raw."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import TextIO

from ..formats.safe_text import printable


class EscapedStream:
    """A text stream that writes to ``stream`` with control characters escaped
    (line breaks and tabs kept). Not an ``io`` class: closing it (or collecting it)
    must not close the stream it wraps, except when asked."""

    def __init__(self, stream: TextIO):
        self.stream = stream

    def write(self, text: str) -> int:
        self.stream.write(printable(text))
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def close(self) -> None:
        self.stream.close()

    def isatty(self) -> bool:
        return self.stream.isatty()

    def fileno(self) -> int:
        return self.stream.fileno()

    @property
    def encoding(self) -> str:
        return getattr(self.stream, "encoding", "utf-8")


@contextlib.contextmanager
def escaped_output() -> Iterator[None]:
    """Standard output and standard error escaped for as long as the block runs."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = EscapedStream(out), EscapedStream(err)
    try:
        yield
    finally:
        with contextlib.suppress(Exception):
            sys.stdout.flush()
        sys.stdout, sys.stderr = out, err
