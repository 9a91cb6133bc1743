"""FIDE's downloadable rating list, read as a stream of players.

FIDE publishes its combined list monthly, about a million players, in two forms, each
zipped or not: XML (``<playerslist><player><fideid>...</player>...``, read with
``iterparse``, each ``<player>`` dropped once read) and fixed-width text whose header
line names the columns ("ID Number  Name  Fed Sex Tit WTit OTit FOA SRtng SGm SK RRtng
RGm Rk BRtng BGm BK B-day Flag"; each column runs from its header's first letter to
the next header's). Nothing is held but the player being read: the readers yield one
:class:`ListedPlayer` at a time. A list that is cut short or malformed raises a
:class:`~cardtable.formats.errors.FileError` naming the file, the line (or element)
and what is wrong."""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import IO
from xml.etree.ElementTree import Element, ParseError, iterparse

from ..model.numerals import is_digits
from ..model.player import TITLE_ORDER, Player
from .errors import FileError, Problem
from ..model.numerals import is_digits

#: the columns of the text form, in the order of its header
TXT_COLUMNS = ("ID Number", "Name", "Fed", "Sex", "Tit", "WTit", "OTit", "FOA", "SRtng",
               "SGm", "SK", "RRtng", "RGm", "Rk", "BRtng", "BGm", "BK", "B-day", "Flag")

#: a ``progress(done, total)`` callback: bytes read of the list's bytes
Progress = Callable[[int, int], None]


@dataclass(frozen=True, slots=True)
class ListedPlayer:
    """One player of the list; a rating 0 means none in that list (standard, rapid,
    blitz); ``title`` the open title, else the women's title (FIDE's order of titles
    ranks both, C.04.2)."""

    fide_id: int
    name: str
    federation: str
    sex: str
    title: str
    standard: int
    rapid: int
    blitz: int
    birth_year: int | None

    def rating(self, rate: str) -> int:
        """The rating in the list ``standard``, ``rapid`` or ``blitz`` (0: none)."""
        return {"standard": self.standard, "rapid": self.rapid, "blitz": self.blitz}[rate]

    def player(self, rate: str) -> Player:
        """The player as the start list enters them (pairing number 0: not yet given);
        a title the start list does not rank (C.04.2) is left out."""
        return Player(start_no=0, name=self.name, rating=self.rating(rate),
                      title=self.title if self.title in TITLE_ORDER else "",
                      federation=self.federation, sex=self.sex,
                      birth_date=str(self.birth_year or ""), fide_id=self.fide_id)


class _Counted(io.RawIOBase):
    """A byte stream that reports how much of it has been read."""

    def __init__(self, raw: IO[bytes], total: int, progress: Progress | None) -> None:
        self._raw, self._total, self._progress, self._done = raw, total, progress, 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        data = self._raw.read(len(buffer))
        buffer[:len(data)] = data
        self._done += len(data)
        if self._progress is not None:
            self._progress(self._done, self._total)
        return len(data)


@contextmanager
def _opened(path: Path, progress: Progress | None) -> Iterator[tuple[io.BufferedReader, str]]:
    """The list's bytes (the one list inside a zip) and the name of what is read."""
    with open(path, "rb") as peek:
        zipped = peek.read(4) == b"PK\x03\x04"
    if zipped and not zipfile.is_zipfile(path):
        raise FileError(str(path), "the zip file is damaged or cut short (its directory "
                                   "at the end is missing)")
    if zipped:
        with zipfile.ZipFile(path) as archive:
            members = [m for m in archive.infolist()
                       if not m.is_dir() and m.filename.lower().endswith((".xml", ".txt"))]
            if len(members) != 1:
                raise FileError(str(path), "the zip file holds no rating list (.xml or .txt)"
                                if not members else "the zip file holds more than one list")
            with archive.open(members[0]) as raw:
                yield (io.BufferedReader(_Counted(raw, members[0].file_size, progress)),
                       members[0].filename)
        return
    with open(path, "rb") as raw_file:
        yield (io.BufferedReader(_Counted(raw_file, path.stat().st_size, progress)),
               path.name)


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def list_date(path: str | Path) -> tuple[str, str]:
    """The list's date (``2026-11``) and where it comes from: FIDE's file names carry
    the month (``standard_nov26frl.zip``); the combined list's (``players_list_foa``)
    does not, and then the date is the one the zip file records for the list in it, or
    else the file's modification time (``2026-11-01``)."""
    source = Path(path)
    named = re.search(rf"(?<![a-z])({'|'.join(_MONTHS)})(\d\d)(?!\d)", source.name.lower(),
                      re.ASCII)
    if named:
        return (f"20{named.group(2)}-{_MONTHS.index(named.group(1)) + 1:02d}",
                "the file's name")
    try:
        with zipfile.ZipFile(source) as archive:
            lists = [m for m in archive.infolist() if not m.is_dir()]
        return (date(*lists[0].date_time[:3]).isoformat(),
                "the zip file's entry for the list")
    except (zipfile.BadZipFile, IndexError, ValueError):
        pass  # not a zip, or no date in it (a damaged zip is refused when it is read)
    stamp = date.fromtimestamp(source.stat().st_mtime)
    return stamp.isoformat(), "the file's modification time"


def read_list(path: str | Path, progress: Progress | None = None) -> Iterator[ListedPlayer]:
    """Every player of the list at ``path`` (XML or text, zipped or not), as read."""
    source = Path(path)
    try:
        with _opened(source, progress) as (stream, name):
            head = stream.peek(64)[:64].lstrip(b"\xef\xbb\xbf \t\r\n")
            reader = _xml_players if head.startswith(b"<") else _txt_players
            yield from reader(stream, str(source) if name == source.name
                              else f"{source} ({name})")
    except (zipfile.BadZipFile, EOFError) as exc:
        raise FileError(str(source), f"the zip file is damaged or cut short ({exc})") from None
    except OSError as exc:
        raise FileError(str(source), f"cannot read the list: {exc.strerror or exc}") from None


def _number(text: str | None, what: str) -> int:
    text = (text or "").strip()
    if not text:
        return 0
    if not is_digits(text):
        raise ValueError(f"{what} {text!r} is not a whole number")
    return int(text)


def _player(fide_id: str | None, name: str | None, fed: str | None, sex: str | None,
            titles: tuple[str | None, str | None], ratings: tuple[str | None, ...],
            birth: str | None) -> ListedPlayer:
    """A player from the fields as the list writes them; ValueError says what is wrong."""
    if not (fide_id or "").strip():
        raise ValueError("no FIDE ID")
    if not (name or "").strip():
        raise ValueError("no name")
    year = (birth or "").strip()[:4]
    title = next((t.strip().upper() for t in titles if t and t.strip()), "")
    return ListedPlayer(
        fide_id=_number(fide_id, "FIDE ID"), name=" ".join((name or "").split()),
        federation=(fed or "").strip().upper(), sex=(sex or "").strip().lower()[:1]
        .replace("f", "w"), title=title,
        standard=_number(ratings[0], "standard rating"),
        rapid=_number(ratings[1], "rapid rating"), blitz=_number(ratings[2], "blitz rating"),
        birth_year=int(year) if is_digits(year) and int(year) > 0 else None)


def _xml_players(stream: IO[bytes], shown: str) -> Iterator[ListedPlayer]:
    count = 0
    parser = iterparse(stream, events=("start", "end"))
    try:
        root: Element | None = None
        for event, element in parser:
            if root is None:
                root = element
                if element.tag != "playerslist":
                    raise FileError(shown, f"not a FIDE rating list: the document is "
                                           f"<{element.tag}>, not <playerslist>")
                continue
            if event != "end" or element.tag != "player":
                continue
            count += 1
            found = {child.tag: child.text for child in element}
            try:
                yield _player(found.get("fideid"), found.get("name"), found.get("country"),
                              found.get("sex"), (found.get("title"), found.get("w_title")),
                              (found.get("rating"), found.get("rapid_rating"),
                               found.get("blitz_rating")), found.get("birthday"))
            except ValueError as exc:
                raise FileError(shown, Problem(f"<player> number {count}", str(exc))) from None
            root.clear()  # the players read so far are not kept
    except ParseError as exc:
        line, column = exc.position
        raise FileError(shown, Problem(
            f"column {column}", f"the XML is malformed or cut short after {count} "
                                f"players ({exc.msg})",
            line)) from None


def _columns(header: str, shown: str) -> dict[str, tuple[int, int | None]]:
    """Each column's slice, from the header line's positions of the column names."""
    starts: list[int] = []
    at = 0
    for name in TXT_COLUMNS:
        found = re.search(rf"(?<!\S){re.escape(name)}(?!\S)", header[at:])
        if found is None:
            raise FileError(shown, Problem("header", f"not a FIDE rating list: the first "
                                                     f"line has no column {name!r}", 1))
        starts.append(at + found.start())
        at += found.end()
    ends: list[int | None] = [*starts[1:], None]
    return dict(zip(TXT_COLUMNS, zip(starts, ends)))


def _decoded(line: bytes) -> str:
    """A line of the text form: UTF-8, as FIDE writes it now; older lists were written
    in Windows-1252, read as such."""
    try:
        return line.decode("utf-8")
    except UnicodeDecodeError:
        return line.decode("cp1252", errors="replace")


def _txt_players(stream: IO[bytes], shown: str) -> Iterator[ListedPlayer]:
    header = _decoded(stream.readline()).lstrip("\ufeff").rstrip("\r\n")
    columns = _columns(header, shown)
    fed_end = columns["Fed"][1] or 0
    for number, raw in enumerate(stream, start=2):
        line = _decoded(raw)
        if not line.strip():
            continue
        if not line.endswith("\n") and len(line) < columns["B-day"][0]:
            raise FileError(shown, Problem("", "the list ends in the middle of a line: "
                                               "the file is cut short", number))
        if len(line.rstrip("\r\n")) < fed_end - 1:
            raise FileError(shown, Problem("", "the line is too short for a player "
                                               "(no federation)", number))
        field = {n: line[a:b] for n, (a, b) in columns.items()}
        try:
            yield _player(field["ID Number"], field["Name"], field["Fed"], field["Sex"],
                          (field["Tit"], field["WTit"]),
                          (field["SRtng"], field["RRtng"], field["BRtng"]), field["B-day"])
        except ValueError as exc:
            raise FileError(shown, Problem("", str(exc), number)) from None
