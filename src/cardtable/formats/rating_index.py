"""The local index of FIDE's rating list: one SQLite file (stdlib ``sqlite3``) in the
user's data folder, looked up by FIDE ID or by the start of a name.

It lives in ``$CARDTABLE_DATA_DIR`` when set, else ``$XDG_DATA_HOME/cardtable``, else
``~/.local/share/cardtable``, as ``fide-ratings.sqlite``. An import builds a new index
in a temporary file beside it and renames it over the old one only once the whole list
was read: a bad or truncated list leaves the previous index as it was. A name is looked
up by its normalised form (:func:`name_key`: lower case, accents and punctuation gone,
one space between words), indexed, so that the start of a name is a range query."""

from __future__ import annotations

import contextlib
import os
import re
import sqlite3
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..model.folding import folded
from ..model.numerals import is_digits
from .errors import FileError
from .fide_list import ListedPlayer
from ..model.numerals import is_digits

INDEX_NAME = "fide-ratings.sqlite"

_SCHEMA = """
CREATE TABLE players (fide_id INTEGER PRIMARY KEY, name TEXT NOT NULL, key TEXT NOT NULL,
    federation TEXT NOT NULL, sex TEXT NOT NULL, title TEXT NOT NULL,
    standard INTEGER NOT NULL, rapid INTEGER NOT NULL, blitz INTEGER NOT NULL,
    birth_year INTEGER);
CREATE TABLE about (what TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
_COLUMNS = ("fide_id", "name", "federation", "sex", "title", "standard", "rapid", "blitz",
            "birth_year")


def data_folder() -> Path:
    """Where cardtable keeps its data (the rating index)."""
    if os.environ.get("CARDTABLE_DATA_DIR"):
        return Path(os.environ["CARDTABLE_DATA_DIR"])
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "cardtable"


def index_path() -> Path:
    return data_folder() / INDEX_NAME


def name_key(text: str) -> str:
    """``Müller, Anna`` -> ``muller anna``, ``Łukasz`` -> ``lukasz``: what a name is
    looked up by."""
    return " ".join(re.sub(r"[^\w]+", " ", folded(text)).split())


@dataclass(frozen=True, slots=True)
class About:
    """What the index was built from: the number of players, the list's date and where
    that date came from (the file's name, or the file's modification time)."""

    players: int
    list_date: str
    date_source: str
    source: str


def build_index(players: Iterable[ListedPlayer], about: About, target: Path) -> int:
    """Write ``players`` into a new index at ``target`` (atomically: built in a
    temporary file beside it, renamed over it at the end); the number written. Any
    error removes the temporary file and leaves ``target`` as it was."""
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    with contextlib.suppress(FileNotFoundError):
        temporary.unlink()
    try:
        count = _write(players, about, temporary)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    return count


def _write(players: Iterable[ListedPlayer], about: About, path: Path) -> int:
    connection = sqlite3.connect(path)
    try:
        connection.executescript("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;"
                                 + _SCHEMA)
        count = 0
        batch: list[tuple[object, ...]] = []
        for p in players:
            batch.append((p.fide_id, p.name, name_key(p.name), p.federation, p.sex, p.title,
                          p.standard, p.rapid, p.blitz, p.birth_year))
            if len(batch) == 10_000:
                count += _insert(connection, batch, about.source)
        count += _insert(connection, batch, about.source)
        if not count:
            raise FileError(about.source, "the list holds no player")
        connection.execute("CREATE INDEX by_key ON players (key)")
        connection.executemany("INSERT INTO about VALUES (?, ?)", (
            ("players", str(count)), ("list_date", about.list_date),
            ("date_source", about.date_source), ("source", about.source)))
        connection.commit()
    finally:
        connection.close()
    return count


def _insert(connection: sqlite3.Connection, batch: list[tuple[object, ...]],
            source: str) -> int:
    """Insert the batch (emptied); a FIDE ID listed twice is an error of the list."""
    insert = ("INSERT INTO players (fide_id, name, key, federation, sex, title, standard, "
              "rapid, blitz, birth_year) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
    try:
        connection.executemany(insert, batch)
    except sqlite3.IntegrityError:
        for row in batch:  # which one: the batch was rolled back with the error
            try:
                connection.execute(insert, row)
            except sqlite3.IntegrityError:
                raise FileError(source, f"FIDE ID {row[0]} is listed twice") from None
    done = len(batch)
    batch.clear()
    return done


class RatingIndex:
    """The index, opened read-only for look-ups."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or index_path()
        if not self.path.is_file():
            raise FileError(str(self.path), "no FIDE rating list has been imported: run "
                                            "`cardtable ratings import LIST` first")
        try:
            self._db = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True,
                                       check_same_thread=False)
            self.about = self._about()
        except sqlite3.DatabaseError as exc:
            raise FileError(str(self.path), f"the rating index cannot be read ({exc}): "
                                            f"import the list again") from None

    def _about(self) -> About:
        values = dict(self._db.execute("SELECT what, value FROM about").fetchall())
        return About(int(values.get("players", "0")), values.get("list_date", ""),
                     values.get("date_source", ""), values.get("source", ""))

    def close(self) -> None:
        self._db.close()

    def by_id(self, fide_id: int) -> ListedPlayer | None:
        row = self._db.execute(f"SELECT {', '.join(_COLUMNS)} FROM players WHERE fide_id = ?",
                               (fide_id,)).fetchone()
        return None if row is None else ListedPlayer(*row)

    def by_name(self, start: str, limit: int = 20) -> list[ListedPlayer]:
        """The players whose name starts so (in normalised form), by name."""
        key = name_key(start)
        if not key:
            return []
        rows = self._db.execute(
            f"SELECT {', '.join(_COLUMNS)} FROM players WHERE key >= ? AND key < ? "
            f"ORDER BY key LIMIT ?", (key, key + "\U0010ffff", limit)).fetchall()
        return [ListedPlayer(*row) for row in rows]

    def search(self, typed: str, limit: int = 20) -> list[ListedPlayer]:
        """A FIDE ID (digits) or the start of a name."""
        typed = typed.strip()
        if is_digits(typed):
            found = self.by_id(int(typed))
            return [found] if found else []
        return self.by_name(typed, limit)


@contextlib.contextmanager
def opened_index(path: Path | None = None) -> Iterator[RatingIndex]:
    index = RatingIndex(path)
    try:
        yield index
    finally:
        index.close()
