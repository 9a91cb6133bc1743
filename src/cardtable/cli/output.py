"""What every command prints passes through here: control characters from a
tournament file (a name with ``ESC ]0;``…) reach the terminal escaped, never raw; a
problem is shown as :func:`message` words it, a :class:`CommandError` too (here rather
than in ``common``, so that ``cardtable engine`` shows one without loading the editing
commands' modules, issue 36)."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, TextIO

from ..formats.errors import FileError
from ..formats.safe_text import printable
from .exits import EXIT_USAGE

if TYPE_CHECKING:  # pragma: no cover
    from ..systems.base import PairingError


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


def message(error: Exception, prefix: str = "cardtable") -> str:
    """A problem as stderr shows it. A problem at a line of a file is ``FILE:LINE:
    ...`` as compilers write it (editors jump to it); every other line begins with
    ``cardtable:`` (``cardtable: club.toml: cannot read the file: ...``)."""
    if isinstance(error, FileError):
        return "\n".join(p.render(error.path) if p.line is not None else
                         f"{prefix}: {p.render(error.path)}" for p in error.problems)
    return f"{prefix}: {error}"


class CommandError(Exception):
    """The command cannot do what was asked; the message says why (exit 2)."""

    @classmethod
    def unpairable(cls, round_no: int, exc: PairingError) -> CommandError:
        """No legal pairing for ``round_no``: the rule that stops it, and why."""
        from ..actions.pairing import unpairable

        return cls(unpairable(round_no, exc))


def fail(error: Exception) -> int:
    """Print a problem (or every problem of a file) on stderr; the exit code 2."""
    print(message(error), file=sys.stderr)
    return EXIT_USAGE
