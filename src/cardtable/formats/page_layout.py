"""The layout of a printed page, read back from the page as :mod:`cardtable.formats.pages`
writes it (its title, the header lines, each table with its numeric columns, the
headings of a team's matches, the tie-break legend, the notes), for a second renderer:
the PDF (:mod:`cardtable.formats.pdf`). The pages are laid out once, in
:mod:`.pages`; this reads the few elements they are made of and nothing else."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser


@dataclass
class Cell:
    text: str = ""
    numeric: bool = False
    own: bool = False  # the crosstable's cell of a player against themselves


@dataclass
class TableBlock:
    header: list[Cell] = field(default_factory=list)
    rows: list[list[Cell]] = field(default_factory=list)


@dataclass
class TextBlock:
    """Lines of text: ``kind`` is ``heading`` (a team's match), ``subtitle`` (the
    header's lines), ``note`` or ``legend`` (each line a code and its meaning, split
    by a tab)."""

    kind: str
    lines: list[str] = field(default_factory=list)


Block = TableBlock | TextBlock


@dataclass
class PageLayout:
    title: str = ""
    wide: bool = False  # many columns: printed landscape
    blocks: list[Block] = field(default_factory=list)


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = PageLayout()
        self.text: list[str] | None = None  # the element's text being gathered
        self.table: TableBlock | None = None
        self.row: list[Cell] | None = None
        self.cell: Cell | None = None
        self.block: TextBlock | None = None
        self.skip = 0  # inside <head>: the title and the style are not page text
        self.in_head = False  # in a table's <thead>: the header row
        self.term = ""  # a legend's code, before its meaning

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = (dict(attrs).get("class") or "").split()
        if tag == "head":
            self.skip += 1
        elif tag == "body":
            self.page.wide = "wide" in classes
        elif tag in ("h1", "h2", "p", "dt", "dd"):
            self._open_text(tag, classes)
        elif tag == "br" and self.block is not None and self.text is not None:
            self.block.lines.append("".join(self.text).strip())
            self.text = []
        elif tag == "thead":
            self.in_head = True
        elif tag == "table":
            self.table = TableBlock()
            self.page.blocks.append(self.table)
        elif tag == "tr":
            self.row = []
        elif tag in ("th", "td"):
            self.cell = Cell(numeric="num" in classes, own="self" in classes)
            self.text = []

    def _open_text(self, tag: str, classes: list[str]) -> None:
        self.text = []
        if tag in ("dt", "dd"):
            return  # a legend entry: joined at </dd>
        kind = {"h2": "heading", "h1": "title"}.get(tag) or next(
            (c for c in classes if c in ("subtitle", "note")), "note")
        self.block = TextBlock(kind)

    def handle_endtag(self, tag: str) -> None:
        text = "".join(self.text or []).strip()
        if tag == "head":
            self.skip -= 1
        elif tag == "h1":
            self.page.title, self.block = text, None
        elif tag in ("h2", "p") and self.block is not None:
            self.block.lines.append(text)
            self.page.blocks.append(self.block)
            self.block = None
        elif tag == "dt":
            self.term = text
        elif tag == "dd":
            self._legend().lines.append(f"{self.term}\t{text}")
        elif tag in ("th", "td") and self.cell is not None and self.row is not None:
            self.cell.text = text
            self.row.append(self.cell)
            self.cell = None
        elif tag == "tr" and self.row is not None and self.table is not None:
            if self.in_head:
                self.table.header = self.row
            else:
                self.table.rows.append(self.row)
            self.row = None
        elif tag == "thead":
            self.in_head = False
        elif tag == "table":
            self.table = None
        if tag in ("h1", "h2", "p", "dt", "dd", "th", "td"):
            self.text = None

    def _legend(self) -> TextBlock:
        last = self.page.blocks[-1] if self.page.blocks else None
        if isinstance(last, TextBlock) and last.kind == "legend":
            return last
        legend = TextBlock("legend")
        self.page.blocks.append(legend)
        return legend

    def handle_data(self, data: str) -> None:
        if self.skip:
            return
        if self.text is not None:
            self.text.append(data)


def read_page(html: str) -> PageLayout:
    """The layout of a page of :mod:`cardtable.formats.pages`."""
    reader = _Reader()
    reader.feed(html)
    reader.close()
    return reader.page
