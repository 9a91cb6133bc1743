"""The acts only the command line offers (issue 32: a door that cannot offer an act
says so). The palette lists each with the exact command; chosen, it says the same as a
notice. The commands are the command line's own, with their real arguments."""

from __future__ import annotations

#: (the act, the command that does it)
COMMAND_LINE_ACTS: tuple[tuple[str, str], ...] = (
    ("Import FIDE's rating list", "cardtable ratings import LIST"),
    ("Import a TRF file as a tournament file", "cardtable import TRF -o FILE.toml"),
    ("Simulate a random tournament",
     "cardtable simulate --system SYSTEM --players N --seed SEED -o FILE.toml"),
    ("Generate random tournaments for checking",
     "cardtable generate --players N --rounds R --seed SEED OUT.trf"),
)


def command_line_words(number: int) -> str:
    """``Import FIDE's rating list — the command line's act: cardtable ratings import
    LIST``."""
    act, command = COMMAND_LINE_ACTS[number]
    return f"{act} — the command line's act: {command}"
