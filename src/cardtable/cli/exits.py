"""The exit codes every command shares (the engine interface has its own, as JaVaFo's
and bbpPairings' command lines give them)."""

from __future__ import annotations

#: Exit codes: done; a usage error or a problem with the input.
EXIT_OK, EXIT_USAGE = 0, 2
#: Exit code of an error cardtable did not foresee (a bug: please report it); the
#: sysexits.h code for an internal software error.
EXIT_INTERNAL = 70
#: Exit code of output that could not be written (a full disk, a device that fails): the
#: sysexits.h code for an input/output error.
EXIT_IOERR = 74
